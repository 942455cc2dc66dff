package nvasm

import (
	"fmt"
	"math"
	"os"
	"testing"
)

func loadProgram(t *testing.T, name string) []byte {
	t.Helper()
	src, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return translateOK(t, name, string(src))
}

// TestInvocation checks every invocation.* attribute against the
// formulas of SEMANTICS.md §1 on a 4x2x2 group dispatched 2x1x2.
func TestInvocation(t *testing.T) {
	bin := loadProgram(t, "invocation.nvcp")
	const gx, gy, gz = 2, 1, 2
	want := make([]uint32, gx*gy*gz*16*16)
	for wz := uint32(0); wz < gz; wz++ {
		for wx := uint32(0); wx < gx; wx++ {
			for z := uint32(0); z < 2; z++ {
				for y := uint32(0); y < 2; y++ {
					for x := uint32(0); x < 4; x++ {
						li := z*4*2 + y*4 + x
						lin := (wz*gy+0)*gx + wx
						w := want[(lin*16+li)*16:]
						copy(w, []uint32{x, y, z, li, wx*4 + x, y, wz*2 + z, wx, 0, wz, gx, gy, gz, 4, 2, 2})
					}
				}
			}
		}
	}
	for _, sg := range sizes {
		out := run(t, bin, runCase{sg: sg, groups: [3]uint32{gx, gy, gz},
			bufs: map[[2]uint32][]byte{{0, 0}: make([]byte, 4*len(want))}})
		wantWords(t, "invocation", out[[2]uint32{0, 0}], want)
	}
}

// TestThreadGroup checks the NV_shader_thread_group attributes: a warp is
// an aligned 32-lane slice of the subgroup, or the whole subgroup when it
// is narrower (SEMANTICS.md §4).
func TestThreadGroup(t *testing.T) {
	bin := loadProgram(t, "thread.nvcp")
	for _, sg := range []int{8, 16, 32, 64} {
		ws := uint32(min(sg, 32))
		want := make([]uint32, 96*8)
		for l := uint32(0); l < 96; l++ {
			tid := l % ws
			eq := uint32(1) << tid
			all := uint32(1<<ws - 1)
			if ws == 32 {
				all = 0xffffffff
			}
			lt := eq - 1
			le := lt | eq
			copy(want[l*8:], []uint32{tid, l / ws, ws, eq, lt, le, all &^ le, all &^ lt})
		}
		out := run(t, bin, runCase{sg: sg, groups: [3]uint32{1, 1, 1},
			bufs: map[[2]uint32][]byte{{0, 0}: make([]byte, 4*len(want))}})
		wantWords(t, "thread", out[[2]uint32{0, 0}], want)
	}
}

// TestShuffle checks SHF* against case-by-case readings of the hardware
// rule (SEMANTICS.md §3), including an XOR that crosses segments, lane 31,
// and, on a 16-wide subgroup, source lanes beyond the subgroup.
func TestShuffle(t *testing.T) {
	bin := loadProgram(t, "shuffle.nvcp")
	const T = 0xffffffff
	for _, sg := range []int{8, 16, 32, 64} {
		ws := min(sg, 32)
		want := make([]uint32, 10*128)
		val := func(l int) uint32 { return uint32(10*l + 1) }
		for l := 0; l < 64; l++ {
			tl := l % ws
			base := l - tl
			set := func(k int, valid bool, src int, tv uint32, v func(int) uint32) {
				w := want[k*128+2*l:]
				if valid {
					w[0], w[1] = tv, v(src)
				} else {
					w[0], w[1] = 0, v(l)
				}
			}
			set(0, true, base+5, T, val)
			set(1, true, base+(tl&24)+2, T, val)
			set(2, tl&7 >= 3, l-3, T, val)
			set(3, tl&7+3 <= 7, l+3, T, val)
			set(4, tl&8 != 0, l^8, T, val)
			set(5, 31 < ws, base+31, T, val)
			set(6, tl+1 < ws, l+1, T, val)
			set(7, true, base+5, T, val)
			set(8, true, l^1, math.Float32bits(1), func(i int) uint32 { return math.Float32bits(float32(i)) })
			set(9, true, l&^3+l&3, T, val) // index l&3 in segments of 4: its own lane
		}
		out := run(t, bin, runCase{sg: sg, groups: [3]uint32{1, 1, 1},
			bufs: map[[2]uint32][]byte{{0, 0}: make([]byte, 4*len(want))}})
		wantWords(t, "shuffle", out[[2]uint32{0, 0}], want)
	}
}

// TestVote checks TGBALLOT and the per-component votes TGALL, TGANY, TGEQ
// over each warp (32 lanes, or the whole subgroup when narrower), and a
// ballot in divergent flow.
func TestVote(t *testing.T) {
	bin := loadProgram(t, "vote.nvcp")
	for _, sg := range []int{8, 16, 32, 64} {
		ws := min(sg, 32)
		all := uint32(1<<ws - 1)
		if ws == 32 {
			all = T32
		}
		want := make([]uint32, 64*16)
		b := func(v bool) uint32 {
			if v {
				return 0xffffffff
			}
			return 0
		}
		for l := 0; l < 64; l++ {
			base := l &^ (ws - 1)
			var ballot uint32
			for i := 0; i < ws; i++ {
				if (base+i)%3 == 0 {
					ballot |= 1 << i
				}
			}
			below40 := base+ws <= 40 // P.w = l < 40 in every lane of the warp
			none40 := base >= 40     // in none
			w := want[16*l:]
			copy(w, []uint32{ballot, ballot, ballot, ballot})
			copy(w[4:], []uint32{0, T32, 0, b(below40)})
			copy(w[8:], []uint32{T32, T32, 0, b(!none40)})
			copy(w[12:], []uint32{0, T32, T32, b(below40 || none40)})
			if l%2 == 1 {
				w[15] = 0xaaaaaaaa & all
			}
		}
		out := run(t, bin, runCase{sg: sg, groups: [3]uint32{1, 1, 1},
			bufs: map[[2]uint32][]byte{{0, 0}: make([]byte, 4*len(want))}})
		wantWords(t, fmt.Sprintf("vote (subgroup %d)", sg), out[[2]uint32{0, 0}], want)
	}
}

const T32 = 0xffffffff
