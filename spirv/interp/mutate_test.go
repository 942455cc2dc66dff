package interp

import (
	"fmt"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"math/rand"
	"os"
	"sort"
	"testing"
)

// TestMutatedModules is a deterministic short fuzz: corpus modules with a
// few words changed are loaded and run with a small step limit. None may
// panic (Load and Run turn internal panics into errors: those fail here)
// or take long.
func TestMutatedModules(t *testing.T) {
	mods := corpusModules(t)
	names := make([]string, 0, len(mods))
	for n := range mods {
		names = append(names, n)
	}
	sort.Strings(names)
	rng := rand.New(rand.NewSource(1))
	n := 400
	if testing.Short() {
		n = 50
	}
	for k := 0; k < n; k++ {
		src := mods[names[rng.Intn(len(names))]]
		data := append([]byte(nil), src...)
		for m := rng.Intn(4) + 1; m > 0; m-- {
			i := 20 + rng.Intn(len(data)-20)
			switch rng.Intn(3) {
			case 0:
				data[i] ^= 1 << rng.Intn(8)
			case 1:
				data[i] = byte(rng.Intn(256))
			default:
				data[i&^3] = byte(rng.Intn(8))
			}
		}
		p, err := Load(data)
		if err != nil {
			if len(err.Error()) > 0 && containsInternal(err.Error()) {
				t.Errorf("mutation %d: %v", k, err)
			}
			continue
		}
		S := 4 << rng.Intn(6)
		cfg := patternBuffers(p)
		cfg.SubgroupSize, cfg.MaxSteps, cfg.Workers = S, 20000, 1
		var res *Result
		testtool.NoHang(t, fmt.Sprintf("Run of mutation %d", k), func() { res, err = p.Run(cfg) })
		if err != nil && containsInternal(err.Error()) {
			os.WriteFile(t.TempDir()+"/crash.spv", data, 0o644)
			t.Errorf("mutation %d: %v", k, err)
		}
		_ = res
	}
}

func containsInternal(s string) bool {
	for i := 0; i+8 <= len(s); i++ {
		if s[i:i+8] == "internal" {
			return true
		}
	}
	return false
}
