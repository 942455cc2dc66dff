package nvasm

import (
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// translateOK translates src and checks the module with spirv-val.
func translateOK(t *testing.T, name, src string) []byte {
	t.Helper()
	var dl diag.List
	bin := Translate(name, []byte(src), Options{}, &dl)
	if bin == nil || dl.HasErrors() {
		for _, d := range dl.Diags {
			t.Errorf("%s", d)
		}
		t.Fatalf("Translate(%s) failed", name)
	}
	tool := testtool.Require(t, "spirv-val")
	path := filepath.Join(t.TempDir(), "m.spv")
	if err := os.WriteFile(path, bin, 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(tool, "--target-env", "vulkan1.1", path).CombinedOutput(); err != nil {
		dis, _ := spirv.DisassembleBytes(bin, spirv.DisOptions{})
		t.Fatalf("spirv-val: %v\n%s\n%s", err, out, dis)
	}
	return bin
}

// runCase describes one dispatch of a program.
type runCase struct {
	sg      int
	groups  [3]uint32
	bufs    map[[2]uint32][]byte
	push    []byte
	allowed []string // diagnostic kinds that are expected
}

// run executes the module on the interpreter and returns the buffers.
func run(t *testing.T, bin []byte, rc runCase) map[[2]uint32][]byte {
	t.Helper()
	p, err := interp.Load(bin)
	if err != nil {
		t.Fatalf("interp.Load: %v", err)
	}
	bufs := map[[2]uint32][]byte{}
	for k, v := range rc.bufs {
		bufs[k] = append([]byte(nil), v...)
	}
	res, err := p.Run(interp.Config{SubgroupSize: rc.sg, Workgroups: rc.groups, Buffers: bufs, PushConstants: rc.push})
	if err != nil {
		t.Fatalf("interp.Run (subgroup %d): %v", rc.sg, err)
	}
	for _, d := range res.Diagnostics {
		ok := false
		for _, k := range rc.allowed {
			ok = ok || strings.Contains(d.Kind, k)
		}
		if !ok {
			t.Errorf("subgroup %d: interpreter diagnostic: %s", rc.sg, d)
		}
	}
	return bufs
}

func fbits(f float32) uint32 { return math.Float32bits(f) }

// wantWords compares a buffer with expected words.
func wantWords(t *testing.T, what string, got []byte, want []uint32) {
	t.Helper()
	g := words(got)
	if len(g) != len(want) {
		t.Fatalf("%s: %d words, want %d", what, len(g), len(want))
	}
	bad := 0
	for i := range want {
		if g[i] != want[i] {
			if bad < 8 {
				t.Errorf("%s[%d] = %d (0x%x), want %d (0x%x)", what, i, g[i], g[i], want[i], want[i])
			}
			bad++
		}
	}
	if bad > 8 {
		t.Errorf("%s: %d mismatches in all", what, bad)
	}
}

// sizes are the subgroup sizes every program runs at.
var sizes = []int{32, 64}

// Buffer conversions shared by the project's tests.
var (
	u32b  = testtool.U32Bytes
	f32b  = testtool.F32Bytes
	words = testtool.U32s
)
