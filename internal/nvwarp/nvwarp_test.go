package nvwarp

import (
	"fmt"
	"testing"
)

var opNames = [...]string{Idx: "Idx", Up: "Up", Down: "Down", Xor: "Xor"}

// glslRef is SEMANTICS.md section 3's table for GLSL, written out
// independently of Shuffle: source lane and validity of lane self of an
// S-lane subgroup for a good width w.
func glslRef(op ShuffleOp, self, S int, index, w uint32) (int, bool) {
	idx := index & 31
	local, base := uint32(self)&(w-1), uint32(self)&^(w-1)
	var rel uint32
	var ok bool
	switch op {
	case Idx:
		rel, ok = idx, idx < w
	case Up:
		rel, ok = local-idx, local >= idx
	case Down:
		rel = local + idx
		ok = rel < w
	case Xor:
		rel = local ^ idx
		ok = rel < w
	}
	if !ok || int(base+rel) >= S {
		return self, false
	}
	return int(base + rel), true
}

// hwRef is the hardware rule (SEMANTICS.md section 3, NVASM.md section 2)
// as the hardware states it, on warp lanes with signed inclusive tests:
// min = lane & m, max = min | (c & ~m), and a source beyond a warp
// narrower than 32 is invalid.
func hwRef(op ShuffleOp, self, S int, index, mask uint32) (int, bool) {
	ws := min(S, 32)
	lane := self % ws
	wbase := self - lane
	idx, c, m := int(index&31), int(mask&31), int(mask>>8&31)
	lo := lane & m
	hi := lo | (c &^ m)
	var j int
	switch op {
	case Idx:
		j = (idx &^ m) | lo
	case Up:
		j = lane - idx
	case Down:
		j = lane + idx
	case Xor:
		j = lane ^ idx
	}
	ok := j <= hi
	if op == Up {
		ok = j >= hi
	}
	if !ok || j >= ws {
		return self, false
	}
	return wbase + j, true
}

// shuffleAll runs Shuffle on every lane of an S-lane subgroup; seg builds
// the segment (GLSL width or hardware mask) in the simulator.
func shuffleAll(op ShuffleOp, S int, index uint32, seg func(e Emitter) Segment) (src []int, ok []bool) {
	s := newSim(S, 0)
	self := s.Load(SubgroupInvocationID)
	lane, valid := Shuffle(s, op, self, s.Const(index&31), seg(s))
	for l := 0; l < S; l++ {
		src = append(src, int(s.get(lane, l)))
		ok = append(ok, s.get(valid, l) != 0)
	}
	return
}

func glslSeg(w uint32, known bool) func(e Emitter) Segment {
	return func(e Emitter) Segment { return WidthSegment(e, e.Const(w), w, known) }
}

func maskSeg(mask uint32) func(e Emitter) Segment {
	return func(e Emitter) Segment { return MaskSegment(e, e.Const(mask)) }
}

// TestShuffleHandWorked pins lanes worked by hand from SEMANTICS.md.
func TestShuffleHandWorked(t *testing.T) {
	for _, c := range []struct {
		op      ShuffleOp
		S, self int
		index   uint32
		w, mask uint32 // w != 0: GLSL width; else the hardware mask
		src     int
		ok      bool
		why     string
	}{
		{Xor, 16, 13, 5, 8, 0, 8, true, "width 8: segment 8..15, local 5 ^ 5 = 0"},
		{Xor, 32, 13, 5, 8, 0, 8, true, "same at 32 lanes"},
		{Xor, 64, 13, 5, 8, 0, 8, true, "same at 64 lanes"},
		{Xor, 64, 45, 5, 8, 0, 40, true, "second warp: segment 40..47"},
		{Xor, 8, 5, 5, 8, 0, 0, true, "an 8-lane subgroup is one segment of 8"},
		{Xor, 32, 13, 8, 8, 0, 13, false, "GLSL: index 8 >= width 8"},
		{Xor, 32, 13, 8, 0, 24<<8 | 31, 5, true, "hardware, same width: j = 13^8 = 5 <= max 15, a lower segment"},
		{Xor, 64, 45, 8, 0, 24<<8 | 31, 37, true, "hardware in the second warp: lane 13 -> 5, subgroup lane 37"},
		{Xor, 32, 5, 8, 0, 24<<8 | 31, 5, false, "hardware: j = 13 > max 7"},
		{Xor, 16, 13, 16, 32, 0, 13, false, "source 29 beyond a 16-lane subgroup"},
		{Idx, 32, 13, 2, 8, 0, 10, true, "segment 8..15, lane 8+2"},
		{Idx, 32, 13, 9, 8, 0, 13, false, "GLSL: index 9 >= width 8"},
		{Idx, 32, 13, 9, 0, 24<<8 | 31, 9, true, "hardware wraps: 9 & 7 = 1, lane 8+1"},
		{Idx, 32, 13, 34, 8, 0, 10, true, "index modulo 32 = 2"},
		{Idx, 8, 3, 9, 16, 0, 3, false, "source 9 beyond an 8-lane subgroup"},
		{Idx, 32, 2, 7, 0, 5, 2, false, "hardware clamp 5, one segment: 7 > 5"},
		{Idx, 32, 2, 5, 0, 5, 5, true, "hardware clamp 5: 5 <= 5"},
		{Idx, 32, 9, 20, 0, 8<<8 | 31, 28, true, "segment mask bit 3 alone: j = (20 &^ 8) | 8 = 28 <= 31"},
		{Up, 64, 32, 1, 32, 0, 32, false, "first lane of the second warp"},
		{Up, 64, 33, 1, 32, 0, 32, true, ""},
		{Up, 32, 10, 2, 0, 3, 8, true, "hardware clamp 3 bounds from below: 8 >= 3"},
		{Up, 32, 4, 2, 0, 3, 4, false, "hardware clamp 3: 2 < 3"},
		{Down, 32, 13, 4, 16, 0, 13, false, "local 13 + 4 leaves the segment of 16"},
		{Down, 32, 13, 2, 16, 0, 15, true, ""},
		{Down, 16, 13, 2, 32, 0, 15, true, "width 32 on 16 lanes: 15 exists"},
		{Down, 16, 13, 3, 32, 0, 13, false, "16 does not"},
	} {
		seg := maskSeg(c.mask)
		if c.w != 0 {
			seg = glslSeg(c.w, true)
		}
		src, ok := shuffleAll(c.op, c.S, c.index, seg)
		if src[c.self] != c.src || ok[c.self] != c.ok {
			t.Errorf("%s S=%d lane %d index %d w %d mask %#x = %d, %v; want %d, %v (%s)",
				opNames[c.op], c.S, c.self, c.index, c.w, c.mask, src[c.self], ok[c.self], c.src, c.ok, c.why)
		}
	}
}

var sizes = []int{8, 16, 32, 64}

// TestShuffleGLSL checks every lane, op, good width (constant and
// computed) and index against the GLSL table.
func TestShuffleGLSL(t *testing.T) {
	for _, S := range sizes {
		for op := Idx; op <= Xor; op++ {
			for w := uint32(2); w <= 32; w *= 2 {
				for index := uint32(0); index < 40; index++ {
					for _, known := range []bool{true, false} {
						src, ok := shuffleAll(op, S, index, glslSeg(w, known))
						for l := 0; l < S; l++ {
							ws, wok := glslRef(op, l, S, index, w)
							if src[l] != ws || ok[l] != wok {
								t.Fatalf("%s S=%d w=%d index %d lane %d (known %v) = %d, %v; want %d, %v",
									opNames[op], S, w, index, l, known, src[l], ok[l], ws, wok)
							}
						}
					}
				}
			}
		}
	}
}

// TestShuffleHardware checks every lane and op against the hardware rule
// for every segment mask with a spread of clamps (including ones no GLSL
// width gives) and every index.
func TestShuffleHardware(t *testing.T) {
	for _, S := range []int{8, 32, 64} {
		for op := Idx; op <= Xor; op++ {
			for m := uint32(0); m < 32; m++ {
				for _, c := range []uint32{0, 1, 3, 5, 7, 16, 30, 31} {
					// junk in the unused bits must not matter
					mask := 0xe0e0e0e0 | m<<8 | c
					for index := uint32(0); index < 32; index++ {
						src, ok := shuffleAll(op, S, index|0x40, maskSeg(mask))
						for l := 0; l < S; l++ {
							ws, wok := hwRef(op, l, S, index, mask)
							if src[l] != ws || ok[l] != wok {
								t.Fatalf("%s S=%d mask %#x index %d lane %d = %d, %v; want %d, %v",
									opNames[op], S, mask, index, l, src[l], ok[l], ws, wok)
							}
						}
					}
				}
			}
		}
	}
}

// TestShuffleForms checks the claim of Shuffle's doc: a GLSL width and
// its mask Mask(w, up) agree lane for lane, except for Idx and Xor at
// index >= w, where a lane differs whenever the hardware's source exists.
func TestShuffleForms(t *testing.T) {
	for _, S := range sizes {
		for op := Idx; op <= Xor; op++ {
			for w := uint32(2); w <= 32; w *= 2 {
				for index := uint32(0); index < 32; index++ {
					gs, gok := shuffleAll(op, S, index, glslSeg(w, true))
					hs, hok := shuffleAll(op, S, index, maskSeg(Mask(w, op == Up)))
					same := true
					for l := 0; l < S; l++ {
						same = same && gs[l] == hs[l] && gok[l] == hok[l]
					}
					// Idx: the wrapped source index & (w-1) exists somewhere;
					// Xor: lane index reads lane 0 of its warp (valid) as
					// long as lane index exists.
					differ := op == Idx && index >= w && int(index&(w-1)) < S ||
						op == Xor && index >= w && int(index) < min(S, 32)
					if same == differ {
						t.Errorf("%s S=%d w=%d index %d: forms agree = %v, want %v", opNames[op], S, w, index, same, !differ)
					}
				}
			}
		}
	}
}

func TestMaskAndWidth(t *testing.T) {
	if got := Mask(8, false); got != 0x181f {
		t.Errorf("Mask(8) = %#x, want 0x181f", got)
	}
	if got := Mask(32, true); got != 0 {
		t.Errorf("Mask(32, up) = %#x, want 0", got)
	}
	if got := Mask(4, false); got != 0x1c1f {
		t.Errorf("Mask(4) = %#x, want 0x1c1f", got)
	}
	var good []uint32
	for w := uint32(0); w <= 64; w++ {
		if GoodWidth(w) {
			good = append(good, w)
		}
	}
	if fmt.Sprint(good) != "[2 4 8 16 32]" {
		t.Errorf("good widths %v", good)
	}
}

// TestWarpVariables: warp size, lane in warp, warp id and warp word at
// 16, 32 and 64 lanes (subgroup number 2).
func TestWarpVariables(t *testing.T) {
	for _, c := range []struct {
		S, lane              int
		size, inWarp, warpID uint32
	}{
		{16, 13, 16, 13, 2}, // one warp per subgroup: 2*1 + 0
		{32, 13, 32, 13, 2}, // 2*1 + 0
		{64, 13, 32, 13, 4}, // 2*2 + 0
		{64, 45, 32, 13, 5}, // 2*2 + 1
		{8, 7, 8, 7, 2},
	} {
		s := newSim(c.S, 2)
		ws, tw, wid := WarpSize(s), ThreadInWarp(s), WarpID(s)
		eq := s.add(func(l int) [4]uint32 {
			var m [4]uint32
			m[l/32] = 1 << (l % 32)
			return m
		})
		word := WarpWord(s, eq)
		got := [4]uint32{s.get(ws, c.lane), s.get(tw, c.lane), s.get(wid, c.lane), s.get(word, c.lane)}
		want := [4]uint32{c.size, c.inWarp, c.warpID, 1 << (c.lane % 32)}
		if got != want {
			t.Errorf("S=%d lane %d: size, in-warp, warp id, eq word = %v, want %v", c.S, c.lane, got, want)
		}
	}
}

// TestWarpVote: the votes over each warp, hand-worked.
func TestWarpVote(t *testing.T) {
	var third uint32 // warp 1 of 64 lanes, v = lane % 3 == 0: lanes 33, 36, ..., 63
	for i := 1; i < 32; i += 3 {
		third |= 1 << i
	}
	for _, c := range []struct {
		S, lane int
		pred    func(l int) bool
		want    [5]uint32 // Active, Ballot, Any, All, AllEqual
	}{
		{64, 45, func(l int) bool { return l%3 == 0 }, [5]uint32{0xffffffff, third, 1, 0, 0}},
		{64, 45, func(l int) bool { return l < 16 }, [5]uint32{0xffffffff, 0, 0, 0, 1}},
		{64, 3, func(l int) bool { return l < 16 }, [5]uint32{0xffffffff, 0xffff, 1, 0, 0}},
		{64, 3, func(l int) bool { return l < 32 }, [5]uint32{0xffffffff, 0xffffffff, 1, 1, 1}},
		{16, 3, func(l int) bool { return true }, [5]uint32{0xffff, 0xffff, 1, 1, 1}},
		{8, 3, func(l int) bool { return l == 7 }, [5]uint32{0xff, 0x80, 1, 0, 0}},
	} {
		s := newSim(c.S, 0)
		v := s.scalar(func(l int) uint32 { return b2u(c.pred(l)) })
		var got [5]uint32
		for k := Active; k <= AllEqual; k++ {
			got[k] = s.get(WarpVote(s, k, v), c.lane)
		}
		if got != c.want {
			t.Errorf("S=%d lane %d: votes %#x, want %#x", c.S, c.lane, got, c.want)
		}
	}
}
