package interp

import (
	"os"
	"path/filepath"
	"sort"
	"testing"
)

// fuzzSeeds returns corpus modules (compiled once into testdata-like temp
// files by glslangValidator) plus a few hand-made ones.
func fuzzSeeds(f *testing.F) [][]byte {
	mods := corpusModules(f)
	names := make([]string, 0, len(mods))
	for n := range mods {
		names = append(names, n)
	}
	sort.Strings(names)
	var out [][]byte
	for _, n := range names {
		out = append(out, mods[n])
	}
	if extra, err := filepath.Glob("testdata/fuzz-seeds/*.spv"); err == nil {
		for _, e := range extra {
			if b, err := os.ReadFile(e); err == nil {
				out = append(out, b)
			}
		}
	}
	return out
}

// FuzzLoad: no input makes Load panic or hang.
func FuzzLoad(f *testing.F) {
	for _, s := range fuzzSeeds(f) {
		f.Add(s)
	}
	f.Add([]byte{3, 2, 0x23, 7})
	f.Fuzz(func(t *testing.T, data []byte) {
		Load(data)
	})
}

// FuzzRun loads and runs mutated modules with a small step limit: no
// panic, no hang (an internal error counts as a failure).
func FuzzRun(f *testing.F) {
	for _, s := range fuzzSeeds(f) {
		f.Add(s, uint8(4))
	}
	f.Fuzz(func(t *testing.T, data []byte, size uint8) {
		p, err := Load(data)
		if err != nil {
			return
		}
		if ls := p.LocalSize(); ls[0]*ls[1]*ls[2] > 4096 {
			return
		}
		for _, b := range p.Bindings() {
			if (b.MinSize+64*b.Stride)*max(b.ArraySize, 4) > 1<<22 {
				return // the harness would allocate gigabytes for the buffers
			}
		}
		S := 4 << (size % 6)
		cfg := patternBuffers(p)
		cfg.SubgroupSize, cfg.MaxSteps, cfg.Workers = S, 20000, 1
		res, err := p.Run(cfg)
		if res != nil {
			for _, d := range res.Diagnostics {
				if d.Kind == "internal" {
					t.Fatalf("internal error: %v", d)
				}
			}
		}
	})
}
