package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// ggmlMinTraced is how many of ggml's base shaders had a loop the
// interpreter runs as a trace when it was last raised.
const ggmlMinTraced = 880

// TestGGMLEnginesAgree runs every ggml base shader that has a loop the
// interpreter traces (interp's chain.go) on small buffers, at two
// subgroup sizes and two step limits (one that stops subgroups inside
// loops), once on the fast engine and once on the reference engine
// (which uses no chains, traces or vector forms): errors, buffers,
// instruction counts and diagnostics must be the same.
func TestGGMLEnginesAgree(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	if !interp.VectorForms() {
		t.Skip("this CPU has no AVX2: the interpreter builds no chains or traces")
	}
	dir := filepath.Join(testtool.SharedDir(t), "corpus", "ggml-vulkan")
	rows := ggmlRows(t, dir)
	out := t.TempDir()
	t.Chdir(filepath.Join(dir, "shaders"))
	num := regexp.MustCompile(`'[^']*'|"[^"]*"|[0-9]+`)
	traced, runs := 0, 0
	for _, r := range rows {
		if r.optional {
			continue
		}
		spv, class := compileGGMLRow(r, out, num)
		if class != "" {
			t.Errorf("%s: %s", r.name, class)
			continue
		}
		bin, err := os.ReadFile(spv)
		if err != nil {
			t.Fatal(err)
		}
		p, err := interp.Load(bin)
		if err != nil || p.LoopTraces() == 0 {
			continue
		}
		if ls := p.LocalSize(); ls[0]*ls[1]*ls[2] > 1024 {
			continue
		}
		traced++
		for _, S := range []int{8, 32} {
			for _, maxSteps := range []int64{300000, 12345} {
				runs++
				if msg := ggmlEngineDiff(p, S, maxSteps); msg != "" {
					t.Errorf("%s S=%d max-steps=%d: %s", r.name, S, maxSteps, msg)
				}
			}
		}
	}
	t.Logf("%d ggml shaders with traced loops, %d runs compared", traced, runs)
	if traced < ggmlMinTraced {
		t.Errorf("%d ggml shaders with traced loops, fewer than the %d there were", traced, ggmlMinTraced)
	}
}

// ggmlEngineDiff runs p on both engines, on buffers of a byte pattern
// and push constants of 32-bit ones, and says how the runs differ (""
// if they do not).
func ggmlEngineDiff(p *interp.Program, S int, maxSteps int64) string {
	mk := func() interp.Config {
		cfg := interp.Config{SubgroupSize: S, MaxSteps: maxSteps, Workers: 1, Buffers: map[[2]uint32][]byte{}}
		for _, b := range p.Bindings() {
			data := make([]byte, min(b.MinSize+256*b.Stride, 1<<20))
			for k := range data {
				data[k] = byte(k*7 + 1)
			}
			switch {
			case b.Set == 0xFFFFFFFF:
				for k := range data {
					data[k] = 0
					if k%4 == 0 {
						data[k] = 1
					}
				}
				cfg.PushConstants = data
			case b.ArraySize == 0:
				cfg.Buffers[[2]uint32{b.Set, b.Binding}] = data
			}
		}
		return cfg
	}
	var cfgs [2]interp.Config
	var res [2]*interp.Result
	var errs [2]string
	for k := range cfgs {
		cfgs[k] = mk()
		cfgs[k].Engine = interp.Engines[k]
		r, err := p.Run(cfgs[k])
		if err != nil {
			errs[k] = err.Error()
		}
		res[k] = r
	}
	if errs[0] != errs[1] {
		return fmt.Sprintf("errors %q / reference %q", errs[0], errs[1])
	}
	for key, b := range cfgs[0].Buffers {
		if string(b) != string(cfgs[1].Buffers[key]) {
			return fmt.Sprintf("buffer %v differs", key)
		}
	}
	if (res[0] == nil) != (res[1] == nil) {
		return "a result only one way"
	}
	if res[0] == nil {
		return ""
	}
	if res[0].Instructions != res[1].Instructions {
		return fmt.Sprintf("%d lane-instructions, reference %d", res[0].Instructions, res[1].Instructions)
	}
	if len(res[0].Diagnostics) != len(res[1].Diagnostics) {
		return fmt.Sprintf("%d diagnostics, reference %d", len(res[0].Diagnostics), len(res[1].Diagnostics))
	}
	for i := range res[0].Diagnostics {
		if a, b := res[0].Diagnostics[i].String(), res[1].Diagnostics[i].String(); a != b {
			return fmt.Sprintf("diagnostic %d: %s / reference %s", i, a, b)
		}
	}
	return ""
}
