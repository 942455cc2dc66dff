package nvasm

import (
	"os"
	"testing"
)

// TestExample runs NVASM.md's complete example: each element becomes
// scale times the sum over its 32-lane warp.
func TestExample(t *testing.T) {
	src, err := os.ReadFile("testdata/example.nvcp")
	if err != nil {
		t.Fatal(err)
	}
	bin := translateOK(t, "example.nvcp", string(src))
	in := make([]float32, 64)
	for i := range in {
		in[i] = float32(i)
	}
	// warp 0 sums 0..31 = 496, warp 1 sums 32..63 = 1520; scale 0.5.
	want := make([]uint32, 64)
	for i := range want {
		if i < 32 {
			want[i] = fbits(248)
		} else {
			want[i] = fbits(760)
		}
	}
	for _, sg := range sizes {
		out := run(t, bin, runCase{sg: sg, groups: [3]uint32{1, 1, 1},
			bufs: map[[2]uint32][]byte{{0, 0}: f32b(in...)},
			push: f32b(0.5, 0, 0, 0)})
		wantWords(t, "data", out[[2]uint32{0, 0}], want)
	}
}
