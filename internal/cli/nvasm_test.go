package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// GLSL -> !!NVcp5.0 -> SPIR-V -> interpreter gives the buffers GLSL ->
// SPIR-V -> interpreter gives, for an NV shuffle whose XOR leaves the
// 8-lane segment for some lanes (hand-worked: lane l reads lane l^5 within
// its segment when valid, else keeps l*3).
func TestNVAssemblyRoundTrip(t *testing.T) {
	dir := t.TempDir()
	prog := filepath.Join(dir, "s.nvcp")
	if code, _, stderr := run(t, "", "--target=nvasm", "-o", prog, "testdata/nvshuffle.comp"); code != 0 {
		t.Fatalf("--target=nvasm: %s", stderr)
	}
	text, _ := os.ReadFile(prog)
	if !strings.HasPrefix(string(text), "!!NVcp5.0\n") || !strings.Contains(string(text), "SHFXOR") {
		t.Fatalf("not an assembly program:\n%s", text)
	}
	buf := []string{"-b", "0=uint:fill:0:64"}
	code, viaAsm, stderr := run(t, "", append([]string{"run", "--subgroup-size", "32"}, append(buf, prog)...)...)
	if code != 0 {
		t.Fatalf("run .nvcp: %s", stderr)
	}
	_, direct, _ := run(t, "", append([]string{"run", "--subgroup-size", "32"}, append(buf, "testdata/nvshuffle.comp")...)...)
	cut := func(s string) string { return s[:strings.Index(s, "subgroup size")] }
	if cut(viaAsm) != cut(direct) || !strings.Contains(direct, "       0: 15 12 21 18 3 0 9 6\n") {
		t.Fatalf("through assembly:\n%s\ndirect:\n%s", viaAsm, direct)
	}
	if code, _, stderr := run(t, "", "-o", filepath.Join(dir, "s.spv"), prog); code != 0 {
		t.Fatalf(".nvcp to SPIR-V: %s", stderr)
	}
}

func TestNVAssemblyErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.nvcp")
	os.WriteFile(bad, []byte("!!NVcp5.0\nGROUP_SIZE 1;\nMOV.U R0.x, 1;\nEND\n"), 0o644)
	if code, _, stderr := run(t, "", "-o", filepath.Join(dir, "b.spv"), bad); code != 1 || !strings.Contains(stderr, "bad.nvcp:3:") {
		t.Fatalf("undeclared register: exit %d %q", code, stderr)
	}
	src := filepath.Join(dir, "k.comp")
	os.WriteFile(src, []byte("#version 450\n#extension GL_KHR_shader_subgroup_arithmetic : require\nlayout(local_size_x = 32) in;\nlayout(binding = 0) buffer B { uint o[]; };\nvoid main() { o[0] = subgroupAdd(1u); }\n"), 0o644)
	code, _, stderr := run(t, "", "--target=nvasm", "-o", filepath.Join(dir, "k.nvcp"), src)
	if code != 1 || !strings.Contains(stderr, "k.comp:5:") || !strings.Contains(stderr, "subgroupAdd") {
		t.Fatalf("inexpressible construct: exit %d %q", code, stderr)
	}
	if code, _, stderr := run(t, "", "--target=ptx", src); code != 1 || !strings.Contains(stderr, "want spirv or nvasm") {
		t.Fatalf("bad target: exit %d %q", code, stderr)
	}
}
