package interp

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
)

// corpusModules compiles every `compile` row of the shared glslang corpus
// that glslangValidator 12 can compile; rows that need a newer glslang are
// skipped with their reason.
func corpusModules(t testing.TB) map[string][]byte {
	t.Helper()
	corpusCache.Lock()
	defer corpusCache.Unlock()
	if corpusCache.m == nil {
		corpusCache.m = compileCorpus(t)
	}
	return corpusCache.m
}

var corpusCache struct {
	sync.Mutex
	m map[string][]byte
}

func compileCorpus(t testing.TB) map[string][]byte {
	tool := testtool.Require(t, "glslangValidator")
	out := map[string][]byte{}
	dir := t.TempDir()
	for _, r := range testtool.Corpus(t) {
		if r.Expect != "compile" {
			continue
		}
		if !strings.HasPrefix(r.Flags, "-V") {
			t.Logf("skip %s: %s", r.File, r.Flags)
			continue
		}
		flags := r.Flags
		if i := strings.Index(flags, "("); i >= 0 {
			flags = flags[:i]
		}
		spv := filepath.Join(dir, r.File+".spv")
		args := append(strings.Fields(flags), "-o", spv, r.Path)
		if msg, err := exec.Command(tool, args...).CombinedOutput(); err != nil {
			t.Logf("skip %s: glslangValidator 12 cannot compile it: %s", r.File, firstLine(string(msg)))
			continue
		}
		data, err := os.ReadFile(spv)
		if err != nil {
			t.Fatal(err)
		}
		out[r.File] = data
	}
	return out
}

func firstLine(s string) string {
	for _, l := range strings.Split(s, "\n") {
		if strings.Contains(l, "ERROR") {
			return l
		}
	}
	return strings.SplitN(s, "\n", 2)[0]
}

// patternBuffers sizes every binding from Bindings(): the fixed part plus
// 64 runtime-array elements, filled with a pattern of small values; a
// descriptor array gets one such buffer per element (4 when
// runtime-sized). It returns a Config holding them.
func patternBuffers(p *Program) Config {
	cfg := Config{Buffers: map[[2]uint32][]byte{}}
	fill := func(b BindingInfo) []byte {
		n := b.MinSize
		if b.RuntimeArray {
			n += 64 * b.Stride
		}
		data := make([]byte, n)
		for i := range data {
			data[i] = byte(i*7 + 1)
		}
		return data
	}
	for _, b := range p.Bindings() {
		key := [2]uint32{b.Set, b.Binding}
		switch {
		case b.Set == 0xFFFFFFFF:
			cfg.PushConstants = fill(b)
		case b.ArraySize != 0:
			n := b.ArraySize
			if n < 0 {
				n = 4
			}
			if cfg.BufferArrays == nil {
				cfg.BufferArrays = map[[2]uint32][][]byte{}
			}
			for range n {
				cfg.BufferArrays[key] = append(cfg.BufferArrays[key], fill(b))
			}
		default:
			cfg.Buffers[key] = fill(b)
		}
	}
	return cfg
}

func TestCorpusRuns(t *testing.T) {
	mods := corpusModules(t)
	if len(mods) < 40 {
		t.Fatalf("only %d corpus modules compiled", len(mods))
	}
	for name, data := range mods {
		t.Run(name, func(t *testing.T) {
			p, err := Load(data)
			if err != nil {
				t.Fatalf("Load: %v", err)
			}
			for _, S := range []int{4, 8, 32, 128} {
				cfg := patternBuffers(p)
				cfg.SubgroupSize, cfg.Workgroups, cfg.MaxSteps, cfg.Workers = S, [3]uint32{2, 1, 1}, 2_000_000, 1 // corpus shaders race across workgroups
				res, err := p.Run(cfg)
				var re *RunError
				if errors.As(err, &re) && re.Diag.Kind == "divergent-barrier" {
					continue // undefined behaviour of the shader, reported
				}
				if err != nil {
					t.Fatalf("subgroup size %d: %v", S, err)
				}
				if res.Invocations == 0 || res.Instructions == 0 {
					t.Fatalf("subgroup size %d: nothing ran", S)
				}
			}
		})
	}
}
