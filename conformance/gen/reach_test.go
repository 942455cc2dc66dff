package gen

import (
	"encoding/binary"
	"testing"
)

// TestReach measures how many emit sites some invocation reaches: a
// generator whose code is mostly dead observes nothing.
func TestReach(t *testing.T) {
	sites, reached := 0, 0
	for s := int64(1); s <= 40; s++ {
		p := Generate(s, Options{})
		if p.MinSubgroup > 8 {
			continue
		}
		out := runAt(t, p, p.GLSL(), 8)
		hit := make([]bool, p.Slots)
		for i := 0; i+4 <= len(out); i += 4 {
			if binary.LittleEndian.Uint32(out[i:]) != 0 {
				hit[i/4%p.Slots] = true
			}
		}
		for _, h := range hit {
			sites++
			if h {
				reached++
			}
		}
	}
	t.Logf("%d of %d emit sites reached at subgroup size 8", reached, sites)
	if reached*10 < sites*6 {
		t.Errorf("only %d of %d emit sites reached", reached, sites)
	}
}
