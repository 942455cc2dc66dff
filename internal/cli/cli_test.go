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

// The compile command's command-line errors are glslc's: its message after
// the program name, exit status 1.
func TestUsageErrors(t *testing.T) {
	dir := t.TempDir()
	comp := filepath.Join(dir, "a.comp")
	os.WriteFile(comp, []byte("#version 450\nlayout(local_size_x=1) in;\nvoid main(){}\n"), 0o644)
	for _, c := range []struct {
		args []string
		code int
		msg  string
	}{
		{nil, 1, "glslc-nv: error: no input files\n"},
		{[]string{"--no-such-flag", comp}, 1, "glslc-nv: error: unsupported option: '--no-such-flag'\n"},
		{[]string{"-no-such-flag", comp}, 1, "glslc-nv: error: unknown argument: '-no-such-flag'\n"},
		{[]string{"-E", "-std=999", comp}, 1, "glslc-nv: error: invalid value '999' in '-std=999'\n"},
		{[]string{"--target-env=vulkan9", comp}, 1, "glslc-nv: error: invalid value 'vulkan9' in '--target-env=vulkan9'\n"},
		{[]string{"--target-env=opengl_compat", comp}, 1, "glslc-nv: error: opengl_compat is no longer supported\n"},
		{[]string{"--target-spv=spv2.0", comp}, 1, "glslc-nv: error: invalid value 'spv2.0' in '--target-spv=spv2.0'\n"},
		{[]string{"-mfmt=hex", comp}, 1, "glslc-nv: error: invalid value 'hex' in '-mfmt=hex'\n"},
		{[]string{"-O3", comp}, 1, "glslc-nv: error: invalid value '3' in '-O3'\n"},
		{[]string{"-fshader-stage=vertexx", comp}, 1, "glslc-nv: error: stage not recognized: 'vertexx'\n"},
		{[]string{"-x", "c", comp}, 1, "glslc-nv: error: language not recognized: 'c'\n"},
		{[]string{"-E", "-fdiagnostics-format=xml", comp}, 1, "glslc-nv: error: invalid value 'xml' in '-fdiagnostics-format=xml' (want text or json)\n"},
		{[]string{"-E", filepath.Join(dir, "missing.comp")}, 1, "glslc-nv: error: cannot open input file: '" + filepath.Join(dir, "missing.comp") + "': No such file or directory\n"},
		{[]string{comp, "-MF"}, 1, "glslc-nv: error: missing dependency info filename after '-MF'\n"},
		{[]string{comp, "-MT"}, 1, "glslc-nv: error: missing dependency info target after '-MT'\n"},
		{[]string{comp, "-o"}, 1, "glslc-nv: error: argument to '-o' is missing (expected 1 value)\n"},
		{[]string{comp, "-I"}, 1, "glslc-nv: error: argument to '-I' is missing (expected 1 value)\n"},
		{[]string{comp, "-x"}, 1, "glslc-nv: error: argument to '-x' is missing (expected 1 value)\n"},
		// -fshader-stage takes its value after '=' only.
		{[]string{comp, "-fshader-stage"}, 1, "glslc-nv: error: unknown argument: '-fshader-stage'\n"},
		{[]string{"-Werror=x", comp}, 1, "glslc-nv: error: unknown argument: '-Werror=x'\n"},
		{[]string{"-", "-"}, 1, "glslc-nv: error: specifying standard input \"-\" as input more than once is not allowed.\n"},
		{[]string{"-M", "-MD", comp}, 1, "glslc-nv: error: both -M (or -MM) and -MD are specified. Only one should be used at one time.\n"},
		{[]string{"-MF", "x.d", comp}, 1, "glslc-nv: error: to generate dependencies you must specify either -M (-MM) or -MD\n"},
		{[]string{"-S", "-mfmt=c", comp}, 1, "glslc-nv: error: cannot emit output as a C-style initializer list when only preprocessing the source\n"},
		{[]string{"-fubo-binding-base"}, 1, "glslc-nv: error: Option -fubo-binding-base requires at least one argument\n"},
		{[]string{"-fubo-binding-base", "vert"}, 1, "glslc-nv: error: Option -fubo-binding-base with stage vert requires an offset argument\n"},
		{[]string{"-fssbo-binding-base", "-1", comp}, 1, "glslc-nv: error: invalid offset value -1 for -fssbo-binding-base\n"},
		{[]string{"-flimit=MaxLights", comp}, 1, "glslc-nv: error: -flimit error: missing value after limit: MaxLights\n"},
		{[]string{"-fmax-id-bound=x", comp}, 1, "glslc-nv: error: invalid value 'x' in '-fmax-id-bound=x'\n"},
		{[]string{"-DGL_X", comp}, 1, "glslc-nv: error: names beginning with 'GL_' cannot be defined: -DGL_X\n"},
		// HLSL-only options are refused.
		{[]string{"-fhlsl-iomap", comp}, 1, "glslc-nv: error: -fhlsl-iomap applies only to HLSL input, and glslc-nv compiles GLSL\n"},
		{[]string{"-fresource-set-binding", "b0", "0", "0", comp}, 1, "applies only to HLSL input"},
		{[]string{"-fentry-point=foo", comp}, 1, "applies only to HLSL input"},
		{[]string{"-x", "hlsl", comp}, 1, "HLSL input is not supported"},
		{[]string{"-fentry-point=main", "-E", comp}, 0, ""},
		{[]string{"-fshader-stage=comp", "-E", comp}, 0, ""},
		// The output would overwrite the input.
		{[]string{"-o", comp, comp}, 1, "glslc-nv: error: input file '" + comp + "' is the same as output file\n"},
	} {
		code, _, stderr := run(t, "", c.args...)
		if code != c.code || !strings.Contains(stderr, c.msg) {
			t.Errorf("%q: exit %d stderr %q; want exit %d and %q", c.args, code, stderr, c.code, c.msg)
		}
	}
	if b, _ := os.ReadFile(comp); !strings.HasPrefix(string(b), "#version") {
		t.Errorf("-o naming the input changed it")
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
	if code != 0 || out != "m.comp.spv: "+comp+" "+filepath.Join(dir, "inc.h")+"\n" {
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
