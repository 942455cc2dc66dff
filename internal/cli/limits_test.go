package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// zeros is an endless standard input (dis - < /dev/zero).
type zeros struct{}

func (zeros) Read(p []byte) (int, error) { clear(p); return len(p), nil }

// TestBoundedInputs: no input exhausts memory, every reader stops at the
// documented limit with status 1, and an unreadable input is status 1.
func TestBoundedInputs(t *testing.T) {
	dir := t.TempDir()
	comp := filepath.Join(dir, "a.comp")
	os.WriteFile(comp, []byte("#version 450\nlayout(local_size_x=1) in;\nlayout(binding=0) buffer B { uint d[]; };\nvoid main(){ d[0] = 1u; }\n"), 0o644)
	inc := filepath.Join(dir, "inc.comp")
	os.WriteFile(inc, []byte("#version 450\n#include \"zero\"\nvoid main(){}\n"), 0o644)
	if err := os.Symlink("/dev/zero", filepath.Join(dir, "zero")); err != nil {
		t.Fatal(err)
	}
	old := maxBufferBytes
	maxBufferBytes = 1 << 20 // the -b file limit, kept small here
	defer func() { maxBufferBytes = old }()
	for _, c := range []struct {
		stdin bool
		args  []string
		msg   string
	}{
		{false, []string{"dis", "/dev/zero"}, "cannot read /dev/zero: larger than 64 MiB, the input limit"},
		{false, []string{"run", "/dev/zero"}, "cannot read /dev/zero: larger than 64 MiB, the input limit"},
		{false, []string{"-fshader-stage=comp", "/dev/zero"}, "cannot open input file: '/dev/zero': larger than 64 MiB, the input limit"},
		{true, []string{"dis", "-"}, "cannot read standard input: larger than 64 MiB, the input limit"},
		{true, []string{"-fshader-stage=comp", "-"}, "cannot read standard input: larger than 64 MiB, the input limit"},
		{false, []string{"run", "-b", "0=uint:file:/dev/zero", comp}, "-b 0=uint:file:/dev/zero: cannot read /dev/zero: larger than 1 MiB, the input limit"},
		{false, []string{inc}, inc + ":2:10: error: cannot read include file '" + filepath.Join(dir, "zero") + "': larger than 64 MiB, the input limit"},
		{false, []string{"run", "-b", "0=uint:file:" + filepath.Join(dir, "none"), comp}, "cannot read " + filepath.Join(dir, "none") + ": No such file or directory"},
		{false, []string{filepath.Join(dir, "noext")}, "cannot open input file: '" + filepath.Join(dir, "noext") + "': No such file or directory"},
		{false, []string{"run", dir}, "Is a directory"},
	} {
		var out, errb bytes.Buffer
		var in = strings.NewReader("")
		code := 0
		if c.stdin {
			code = Main(c.args, zeros{}, &out, &errb)
		} else {
			code = Main(c.args, in, &out, &errb)
		}
		if code != 1 || !strings.Contains(errb.String(), c.msg) {
			t.Errorf("%q: exit %d, stderr %q; want exit 1 and %q", c.args, code, errb.String(), c.msg)
		}
	}
}

// TestRunBounds: dispatch sizes beyond the emulated device's
// maxComputeWorkGroupCount, numeric flags out of range, and options naming
// what the module lacks are errors, not runs.
func TestRunBounds(t *testing.T) {
	dir := t.TempDir()
	comp := filepath.Join(dir, "a.comp")
	os.WriteFile(comp, []byte("#version 450\nlayout(local_size_x=1) in;\nlayout(constant_id=3) const uint K = 2u;\nlayout(binding=0) buffer B { uint d[]; };\nvoid main(){ d[gl_WorkGroupID.x] = K; }\n"), 0o644)
	amber := filepath.Join(dir, "a.amber")
	os.WriteFile(amber, []byte(`#!amber
SHADER compute s GLSL
#version 450
layout(local_size_x=1) in;
layout(set=0,binding=0) buffer B { uint d[]; };
void main(){ d[gl_WorkGroupID.x] = 1u; }
END
BUFFER b DATA_TYPE uint32 SIZE 3 FILL 0
PIPELINE compute p
  ATTACH s
  BIND BUFFER b AS storage DESCRIPTOR_SET 0 BINDING 0
END
RUN p 3 1 1
`), 0o644)
	b := "0=uint:fill:0:4"
	for _, c := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"run", "-b", b, "--workgroups", "65536", comp}, 2, "65536 workgroups in x exceed maxComputeWorkGroupCount.x, 65535"},
		{[]string{"run", "-b", b, "--workgroups", "1,1,70000", comp}, 2, "exceed maxComputeWorkGroupCount.z, 65535"},
		{[]string{"run", "-b", b, "--max-workgroup-count", "2", "--workgroups", "3", comp}, 2, "3 workgroups in x exceed maxComputeWorkGroupCount.x, 2"},
		{[]string{"run", "-b", b, "--max-workgroup-count", "2", "--workgroups", "2", comp}, 0, "0: 2 2 0 0"},
		{[]string{"run", "--max-workgroup-count", "2", amber}, 1, "3 workgroups in x exceed the device's maxComputeWorkGroupCount.x, 2"},
		{[]string{"run", amber}, 0, "1 passed"},
		{[]string{"run", "--max-workgroup-count", "0", amber}, 2, "--max-workgroup-count 0"},
		{[]string{"run", "-b", b, "--max-steps", "-5", comp}, 2, "--max-steps -5"},
		{[]string{"run", "--max-steps", "-5", amber}, 2, "--max-steps -5"},
		{[]string{"run", "-b", b, "--device-index", "-1", comp}, 2, "--device-index -1"},
		{[]string{"run", "-b", b, "-b", "1=uint:fill:0:4", comp}, 1, "-b 1=uint:fill:0:4: the module has no buffer at set 0 binding 1; it has 0.0 (B)"},
		{[]string{"run", "-b", b, "--spec", "4=1", comp}, 1, "--spec 4: the module has no specialization constant with that id; it has 3"},
		{[]string{"run", "-b", b, "--push", "uint:1", comp}, 1, "--push: the module has no push-constant block"},
		{[]string{"run", "-b", b, "--spec", "3=7", comp}, 0, "0: 7 0 0 0"},
		{[]string{"run", "-b", b, "--push", "uint:1,2", "../../examples/spec_push.comp"}, 1, "--push gives 8 bytes, the push-constant block Push has 4"},
	} {
		code, stdout, stderr := run(t, "", c.args...)
		if code != c.code || !strings.Contains(stdout+stderr, c.msg) {
			t.Errorf("%q: exit %d, output %q%q; want exit %d and %q", c.args, code, stdout, stderr, c.code, c.msg)
		}
	}
}

// TestCompileBounds: sizes beyond what the compiler and interpreter hold
// are positioned errors, not failures at a SPIR-V word.
func TestCompileBounds(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct{ src, msg string }{
		{"#version 450\nshared uint x[1<<30];\nvoid main(){ x[0] = 1u; }\n",
			"a.comp:2:13: error: 'x' is too large: 1073741824 components, more than the 16777216 a shared, global or local variable may hold"},
		{"#version 450\nvoid main(){ vec4 a[5000000]; a[0] = vec4(1); }\n",
			"a.comp:2:19: error: 'a' is too large: 20000000 components"},
		{"#version 450\nvoid main(){ uint " + strings.Repeat("n", 270000) + " = 1u; }\n",
			"a.comp:2:19: error: name too long (270000 characters; the limit is 1024)"},
	} {
		comp := filepath.Join(dir, "a.comp")
		os.WriteFile(comp, []byte(c.src), 0o644)
		code, _, stderr := run(t, "", "-o", filepath.Join(dir, "a.spv"), comp)
		if code != 1 || !strings.Contains(stderr, c.msg) || strings.Count(stderr, "error:") != 1 {
			t.Errorf("exit %d, stderr %.300q; want exit 1 and one error %q", code, stderr, c.msg)
		}
	}
}
