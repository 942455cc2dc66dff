package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func run(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = Main(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestNormalizeArgs(t *testing.T) {
	got := normalizeArgs([]string{"-fshader-stage=comp", "-std=450", "-DX=1", "-Iinc", "-Werror", "-MF", "d.d", "-O0", "-o", "-", "--", "-std=1"})
	want := []string{"--fshader-stage=comp", "--std=450", "-DX=1", "-Iinc", "--Werror", "--MF", "d.d", "--O0", "-o", "-", "--", "-std=1"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %q\nwant %q", got, want)
	}
}

func TestUsageErrors(t *testing.T) {
	dir := t.TempDir()
	comp := filepath.Join(dir, "a.comp")
	os.WriteFile(comp, []byte("#version 450\nvoid main(){}\n"), 0o644)
	vert := filepath.Join(dir, "a.vert")
	os.WriteFile(vert, []byte("#version 450\nvoid main(){}\n"), 0o644)
	for _, c := range []struct {
		args []string
		code int
		msg  string
	}{
		{nil, 2, "no input files"},
		{[]string{"--no-such-flag", comp}, 2, "unknown flag"},
		{[]string{"-fshader-stage=vertex", comp}, 2, "only compute shaders are supported"},
		{[]string{vert}, 1, "only compute shaders are supported"},
		{[]string{"-E", "-std=999", comp}, 2, "-std=999"},
		{[]string{"--target-env=vulkan9", comp}, 2, "--target-env=vulkan9"},
		{[]string{"-mfmt=hex", comp}, 2, "-mfmt=hex"},
		{[]string{"-E", "-fdiagnostics-format=xml", comp}, 2, "diagnostics format"},
		{[]string{"-E", filepath.Join(dir, "missing.comp")}, 1, "cannot read"},
		{[]string{"-E", "-"}, 2, "cannot infer the shader stage"},
		{[]string{comp, "-MF"}, 2, "flag needs an argument: -MF"},
		{[]string{comp, "-fshader-stage"}, 2, "flag needs an argument: -fshader-stage"},
		{[]string{"-fshader-stage", "comp", "-E", comp}, 0, ""},
		{[]string{"-Werror=x", comp}, 2, "-Werror"},
	} {
		code, _, stderr := run(t, "", c.args...)
		if code != c.code || !strings.Contains(stderr, c.msg) {
			t.Errorf("%q: exit %d stderr %q; want exit %d and %q", c.args, code, stderr, c.code, c.msg)
		}
	}
}

func TestVersion(t *testing.T) {
	code, out, _ := run(t, "", "--version")
	if code != 0 || !strings.Contains(out, "GL_NV_shader_thread_shuffle") || !strings.Contains(out, "glslc-nv "+Version) {
		t.Fatalf("exit %d, output %q", code, out)
	}
}

func TestPreprocessStdin(t *testing.T) {
	code, out, stderr := run(t, "#version 450\n#define N 4\nint a[N];\n", "-E", "-fshader-stage=comp", "-")
	if code != 0 || !strings.Contains(out, "int a[4];") {
		t.Fatalf("exit %d stdout %q stderr %q", code, out, stderr)
	}
}

func TestPreprocessErrorCaret(t *testing.T) {
	dir := t.TempDir()
	comp := filepath.Join(dir, "bad.comp")
	os.WriteFile(comp, []byte("#version 450\n#error stop here\n"), 0o644)
	code, _, stderr := run(t, "", "-E", comp)
	if code != 1 || !strings.Contains(stderr, comp+":2:") || !strings.Contains(stderr, "#error stop here\n ^") {
		t.Fatalf("exit %d stderr %q", code, stderr)
	}
	code, _, stderr = run(t, "", "-E", "-fdiagnostics-format=json", comp)
	if code != 1 || !strings.Contains(stderr, `"line": 2`) {
		t.Fatalf("json: exit %d stderr %q", code, stderr)
	}
}

func TestDependencies(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "inc.h"), []byte("#define K 1\n"), 0o644)
	comp := filepath.Join(dir, "m.comp")
	os.WriteFile(comp, []byte("#version 450\n#extension GL_GOOGLE_include_directive : require\n#include \"inc.h\"\nvoid main(){}\n"), 0o644)
	code, out, stderr := run(t, "", "-M", comp)
	if code != 0 || !strings.HasPrefix(out, "m.comp.spv: "+comp) || !strings.Contains(out, "inc.h") {
		t.Fatalf("exit %d stdout %q stderr %q", code, out, stderr)
	}
}

func TestDisassemble(t *testing.T) {
	dir := t.TempDir()
	// A minimal module: header, OpCapability Shader, OpMemoryModel Logical GLSL450.
	words := []uint32{0x07230203, 0x00010300, 0, 1, 0, 2<<16 | 17, 1, 3<<16 | 14, 0, 1}
	var data []byte
	for _, w := range words {
		data = append(data, byte(w), byte(w>>8), byte(w>>16), byte(w>>24))
	}
	spv := filepath.Join(dir, "m.spv")
	os.WriteFile(spv, data, 0o644)
	code, out, stderr := run(t, "", "dis", "--raw-id", spv)
	if code != 0 || !strings.Contains(out, "; Version: 1.3") || !strings.Contains(out, "OpCapability Shader") || !strings.Contains(out, "OpMemoryModel Logical GLSL450") {
		t.Fatalf("exit %d stdout %q stderr %q", code, out, stderr)
	}
	os.WriteFile(spv, data[:22], 0o644)
	code, _, stderr = run(t, "", "dis", spv)
	if code != 1 || !strings.Contains(stderr, "multiple of 4") {
		t.Fatalf("truncated module: exit %d stderr %q", code, stderr)
	}
	code, _, stderr = run(t, "", "dis")
	if code != 2 || !strings.Contains(stderr, "accepts 1 arg") {
		t.Fatalf("missing argument: exit %d stderr %q", code, stderr)
	}
}
