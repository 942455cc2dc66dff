package e2e

import (
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// corpusDiffPending lists compile rows whose glslang and glslc-nv results
// differ on the interpreter, with the reason.
var corpusDiffPending = map[string]string{
	"spv.double.comp": "glslang folds the float literals of 'const double d2 = 3.1415;' at double precision; " +
		"GLSL 4.60 §4.1.4 makes an unsuffixed literal a float, rounded before the conversion, so float(d1+d2+d3+d4) " +
		"is 0x41490f7a here and 0x41490f79 in glslang",
}

// TestCorpusDifferential runs every compile row that the installed glslang
// compiles twice on the interpreter, once from glslang's SPIR-V and once
// from sema+lower's, with the same pseudo-random buffers, and compares the
// buffers afterwards.
func TestSemaCorpusDifferential(t *testing.T) {
	if testing.Short() {
		t.Skip("runs glslangValidator")
	}
	tool := testtool.Require(t, "glslangValidator")
	for _, r := range testtool.Corpus(t) {
		r := r
		if r.Expect != "compile" || !strings.HasPrefix(r.Flags, "-V") || corpusPending[r.File] != "" || lowerPending[r.File] != "" {
			continue
		}
		t.Run(r.File, func(t *testing.T) {
			args := append(strings.Fields(strings.Split(r.Flags, " (")[0]), "-o", filepath.Join(t.TempDir(), "ref.spv"), r.Path)
			out, err := exec.Command(tool, args...).CombinedOutput()
			if err != nil {
				t.Skipf("glslang: %s", out)
			}
			ref, err := os.ReadFile(args[len(args)-2])
			if err != nil {
				t.Fatal(err)
			}
			m, diags := corpusCheck(t, r)
			if diags.HasErrors() || m == nil {
				t.Fatalf("errors:\n%s", diagText(diags))
			}
			ours := spirv.Encode(lowerVal(t, r.File, m, "vulkan1.1"))
			pr, err := interp.Load(ref)
			if err != nil {
				t.Skipf("interp cannot load glslang's module: %v", err)
			}
			po, err := interp.Load(ours)
			if err != nil {
				t.Fatalf("interp.Load: %v", err)
			}
			// The same pseudo-random buffers for both.
			rnd := rand.New(rand.NewSource(3))
			bufs := map[[2]uint32][]byte{}
			for _, b := range pr.Bindings() {
				n := b.MinSize + 8*b.Stride
				if n < 16 {
					n = 16
				}
				data := make([]byte, (n+3)/4*4)
				for i := range data {
					data[i] = byte(rnd.Intn(256))
				}
				bufs[[2]uint32{b.Set, b.Binding}] = data
			}
			run := func(p *interp.Program) map[[2]uint32][]byte {
				cp := map[[2]uint32][]byte{}
				for k, v := range bufs {
					cp[k] = append([]byte(nil), v...)
				}
				if _, err := p.Run(interp.Config{SubgroupSize: 8, NoChecks: true, Buffers: cp}); err != nil {
					t.Skipf("run: %v", err)
				}
				return cp
			}
			want, got := run(pr), run(po)
			for k, w := range want {
				g := got[k]
				if string(w) != string(g) {
					ww, gw := words(w), words(g)
					for i := range ww {
						if i < len(gw) && ww[i] != gw[i] {
							if why := corpusDiffPending[r.File]; why != "" {
								t.Skipf("pending: %s", why)
							}
							t.Errorf("set %d binding %d word %d: glslang %#x, sema %#x", k[0], k[1], i, ww[i], gw[i])
							break
						}
					}
				}
			}
		})
	}
}
