package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
)

const example = "../../examples/subgroup_scan.comp"

// TestCompileValidates compiles the example at every target environment
// and checks the module with spirv-val.
func TestCompileValidates(t *testing.T) {
	val := testtool.Require(t, "spirv-val")
	dir := t.TempDir()
	for _, env := range []string{"vulkan1.1", "vulkan1.1spv1.4", "vulkan1.2", "vulkan1.3"} {
		out := filepath.Join(dir, env+".spv")
		code, _, stderr := run(t, "", "--target-env="+env, "-o", out, example)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", env, code, stderr)
		}
		if msg, err := exec.Command(val, "--target-env", env, out).CombinedOutput(); err != nil {
			t.Errorf("%s: spirv-val: %v\n%s", env, err, msg)
		}
	}
	// Subgroup operations need SPIR-V 1.3.
	code, _, stderr := run(t, "", "--target-env=vulkan1.0", "-o", filepath.Join(dir, "x.spv"), example)
	if code != 1 || !strings.Contains(stderr, "subgroup_scan.comp:") {
		t.Errorf("vulkan1.0: exit %d, want a positioned error: %s", code, stderr)
	}
}

func TestCompileOutputs(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "k.comp")
	os.WriteFile(src, []byte("#version 450\nlayout(local_size_x = 1) in;\nlayout(binding = 0) buffer B { uint v[]; };\nvoid main() { v[0] = 7u; }\n"), 0o644)
	wd, _ := os.Getwd()
	defer os.Chdir(wd)
	os.Chdir(dir)

	if code, _, stderr := run(t, "", "-c", "k.comp"); code != 0 {
		t.Fatalf("-c: %s", stderr)
	}
	data, err := os.ReadFile("k.comp.spv")
	if err != nil || len(data) < 20 || data[0] != 0x03 || data[3] != 0x07 {
		t.Fatalf("-c did not write a SPIR-V binary to k.comp.spv: %v", err)
	}
	if code, _, _ := run(t, "", "k.comp"); code != 0 {
		t.Fatal("default output")
	}
	if _, err := os.Stat("a.spv"); err != nil {
		t.Fatal("default output is not a.spv")
	}
	code, out, _ := run(t, "", "-S", "-o", "-", "k.comp")
	if code != 0 || !strings.Contains(out, "OpEntryPoint GLCompute %main \"main\"") || !strings.Contains(out, "OpExecutionMode %main LocalSize 1 1 1") {
		t.Fatalf("-S: %s", out)
	}
	code, out, _ = run(t, "", "-mfmt=num", "-o", "-", "k.comp")
	// glslc's layout: four words to a line, a comma ending each line but
	// the last; vulkan1.0 (SPIR-V 1.0) is the default environment.
	if code != 0 || !strings.HasPrefix(out, "0x07230203,0x00010000,0x") || strings.Count(strings.SplitN(out, "\n", 2)[0], "0x") != 4 || !strings.HasSuffix(out, "\n") {
		t.Fatalf("-mfmt=num: %q", out[:min(len(out), 60)])
	}
	code, out, _ = run(t, "", "-mfmt=c", "-o", "-", "k.comp")
	if code != 0 || !strings.HasPrefix(out, "{0x07230203,") || !strings.HasSuffix(out, "}\n") {
		t.Fatalf("-mfmt=c: %q", out)
	}
	if code, _, _ := run(t, "", "-MD", "-o", "k.spv", "k.comp"); code != 0 {
		t.Fatal("-MD")
	}
	if d, _ := os.ReadFile("k.spv.d"); string(d) != "k.spv: k.comp\n" {
		t.Fatalf("-MD wrote %q", d)
	}
	// Assembly text in, binary out.
	run(t, "", "-S", "-o", "k.spvasm", "k.comp")
	if code, _, stderr := run(t, "", "-o", "k2.spv", "k.spvasm"); code != 0 {
		t.Fatalf(".spvasm input: %s", stderr)
	}
	os.WriteFile("bad.spvasm", []byte("OpCapability Shader\n%1 = OpBogus\n"), 0o644)
	if code, _, stderr := run(t, "", "-o", "k3.spv", "bad.spvasm"); code != 1 || !strings.Contains(stderr, "bad.spvasm:2:") {
		t.Fatalf("bad .spvasm: exit %d %s", code, stderr)
	}
}

func TestCompileErrors(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "e.comp")
	os.WriteFile(src, []byte("#version 450\nlayout(local_size_x = 1) in;\nvoid main() {\n  int x = y;\n}\n"), 0o644)
	code, _, stderr := run(t, "", "-o", filepath.Join(dir, "e.spv"), src)
	if code != 1 || !strings.Contains(stderr, src+":4:11: error:") || !strings.Contains(stderr, "'y'") {
		t.Fatalf("exit %d stderr %q", code, stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "e.spv")); err == nil {
		t.Fatal("output written despite errors")
	}
	// The output of an earlier good compile is removed (GCC's rule), not
	// left looking current.
	os.WriteFile(filepath.Join(dir, "e.spv"), []byte("stale"), 0o644)
	if code, _, _ := run(t, "", "-o", filepath.Join(dir, "e.spv"), src); code != 1 {
		t.Fatalf("exit %d", code)
	}
	if _, err := os.Stat(filepath.Join(dir, "e.spv")); err == nil {
		t.Fatal("a failed compile left the stale output")
	}
	code, _, stderr = run(t, "", "-femulate-subgroup=everything", src)
	if code != 1 || !strings.Contains(stderr, "-femulate-subgroup") {
		t.Fatalf("bad emulate list: exit %d %q", code, stderr)
	}
	code, _, stderr = run(t, "", "--target-spv=spv9", src)
	if code != 1 {
		t.Fatalf("bad --target-spv: exit %d %q", code, stderr)
	}
}

// TestRunGLSL runs the README's first command's shader (compiled by
// glslc-nv) and checks the hand-worked sums.
func TestRunGLSL(t *testing.T) {
	code, out, stderr := run(t, "", "run", "--subgroup-size", "8", "-b", "0=uint:series:1:1:16", "-b", "1=uint:fill:0:32", example)
	if code != 0 || !strings.Contains(out, "       8: 9 19 30 42 55 69 84 100\n      16: 4 4 4 4 4 4 4 4\n") {
		t.Fatalf("exit %d\n%s\n%s", code, out, stderr)
	}
}
