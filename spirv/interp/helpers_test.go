package interp

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
)

// compileGLSL compiles a compute shader with glslangValidator (target
// environment env, default vulkan1.1).
func compileGLSL(t testing.TB, src string, env ...string) []byte {
	t.Helper()
	tool := testtool.Require(t, "glslangValidator")
	dir := t.TempDir()
	in := filepath.Join(dir, "s.comp")
	out := filepath.Join(dir, "s.spv")
	if err := os.WriteFile(in, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	e := "vulkan1.1"
	if len(env) > 0 {
		e = env[0]
	}
	args := []string{"-V", "--target-env", e, "-o", out, in}
	if strings.Contains(src, "GL_EXT_debug_printf") || strings.Contains(src, "#line") {
		args = append([]string{"-g"}, args...)
	}
	if msg, err := exec.Command(tool, args...).CombinedOutput(); err != nil {
		t.Fatalf("glslangValidator: %v\n%s", err, msg)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// assemble assembles SPIR-V text with spirv-as.
func assemble(t testing.TB, text string) []byte {
	t.Helper()
	tool := testtool.Require(t, "spirv-as")
	dir := t.TempDir()
	in := filepath.Join(dir, "s.spvasm")
	out := filepath.Join(dir, "s.spv")
	if err := os.WriteFile(in, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if msg, err := exec.Command(tool, "--target-env", "vulkan1.1", "-o", out, in).CombinedOutput(); err != nil {
		t.Fatalf("spirv-as: %v\n%s", err, msg)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func mustLoad(t testing.TB, data []byte) *Program {
	t.Helper()
	p, err := Load(data)
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	return p
}

// run1 runs a program with one storage buffer at (0, 0).
func run1(t testing.TB, p *Program, S int, groups uint32, buf []byte) *Result {
	t.Helper()
	res, err := p.Run(Config{SubgroupSize: S, Workgroups: [3]uint32{groups, 1, 1}, Buffers: map[[2]uint32][]byte{{0, 0}: buf}})
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	return res
}

// wantOnly checks a run's diagnostics: none when kind is "", else some of
// that kind and no other.
func wantOnly(t testing.TB, res *Result, kind string) {
	t.Helper()
	k := kinds(res)
	switch {
	case kind == "" && len(res.Diagnostics) != 0:
		t.Fatalf("want no diagnostics, got %v", res.Diagnostics)
	case kind != "" && (k[kind] == 0 || len(k) != 1):
		t.Fatalf("want only %s, got %v", kind, res.Diagnostics)
	}
}

func kinds(res *Result) map[string]int64 {
	m := map[string]int64{}
	for _, d := range res.Diagnostics {
		m[d.Kind] += d.Count
	}
	return m
}

func eqU32(t testing.TB, got, want []uint32) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("got %d values, want %d:\n got %v\nwant %v", len(got), len(want), got, want)
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("index %d: got %d (0x%x), want %d (0x%x)\n got %v\nwant %v", i, got[i], got[i], want[i], want[i], got, want)
		}
	}
}

func testingProcs() int { return runtime.GOMAXPROCS(0) }

// Buffer conversions shared by the project's tests.
var (
	u32s    = testtool.U32s
	i32s    = testtool.I32s
	f32s    = testtool.F32s
	fromU32 = testtool.U32Bytes
	fromF32 = testtool.F32Bytes
)
