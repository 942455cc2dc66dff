package nvwarp

import "github.com/glslc-nv/glslc-nv/spirv"

// ShuffleOp is one of the four shuffles: GLSL shuffleNV, shuffleUpNV,
// shuffleDownNV, shuffleXorNV; assembly SHFIDX, SHFUP, SHFDOWN, SHFXOR.
type ShuffleOp int

const (
	Idx ShuffleOp = iota
	Up
	Down
	Xor
)

// Segment is the set of lanes a shuffle may read, in one of its two
// forms: a GLSL width w (WidthSegment) or the hardware's mask operand
// with a clamp c in bits 0..4 and a segment mask m in bits 8..12
// (MaskSegment). Both describe the segment by its lane bits Low (L: w-1,
// or ~m & 31) and their complement High (~L, which keeps the warp bits of
// the subgroup id), so that for a lane self
//
//	base  = self & High   the first lane of its segment ("min" of the hardware rule)
//	local = self & Low    its place in the segment
//
// and a bound on the segment-relative source: the hardware's clamp c & L
// (inclusive; "max" is base | (c & L)), or the GLSL width (exclusive).
// Mask(w, up) is the mask operand of a GLSL width: m = 32 - w makes
// L = w - 1, and c = 31 (0 for UP) makes the clamp w - 1 (0 for UP).
type Segment struct {
	Low, High uint32
	Clamp     uint32 // hardware form: c & L
	Width     uint32 // GLSL form: w (0 in the hardware form)
}

// GoodWidth reports a GLSL width the shuffle defines: a power of two in
// 2..32.
func GoodWidth(w uint32) bool { return w >= 2 && w <= 32 && w&(w-1) == 0 }

// Mask is the SHF* mask operand of GLSL width w: segment mask 32 - w in
// bits 8..12, clamp 31 in bits 0..4 (0 for SHFUP, whose bound is the
// segment's first lane).
func Mask(w uint32, up bool) uint32 {
	c := uint32(31)
	if up {
		c = 0
	}
	return (32-w)<<8 | c
}

// WidthSegment is the segment of GLSL width width (an id). When the
// width is a constant w that GoodWidth accepts, pass known: the lane
// masks are then constants; otherwise they are computed (L = width - 1)
// and the caller checks the width itself.
func WidthSegment(e Emitter, width uint32, w uint32, known bool) Segment {
	if known {
		return Segment{Low: e.Const(w - 1), High: e.Const(^(w - 1)), Width: width}
	}
	wm1 := e.Op(spirv.OpISub, width, e.Const(1))
	return Segment{Low: wm1, High: e.Unary(spirv.OpNot, wm1), Width: width}
}

// MaskSegment is the segment of an SHF* mask operand (an id).
func MaskSegment(e Emitter, mask uint32) Segment {
	c31 := e.Const(31)
	c := e.Op(spirv.OpBitwiseAnd, mask, c31)
	m := e.Op(spirv.OpBitwiseAnd, e.Op(spirv.OpShiftRightLogical, mask, e.Const(8)), c31)
	low := e.Op(spirv.OpBitwiseAnd, e.Unary(spirv.OpNot, m), c31)
	return Segment{Low: low, High: e.Unary(spirv.OpNot, low), Clamp: e.Op(spirv.OpBitwiseAnd, c, low)}
}

// within is the upper-bound test of a segment-relative lane x: x <= c & L
// (hardware) or x < w (GLSL); the same test where both forms describe
// the same segment, the clamp being w - 1.
func (s Segment) within(e Emitter, x uint32) uint32 {
	if s.Width != 0 {
		return e.Op(spirv.OpULessThan, x, s.Width)
	}
	return e.Op(spirv.OpULessThanEqual, x, s.Clamp)
}

// Shuffle computes which subgroup lane a shuffle reads for the caller
// (lane self, gl_SubgroupInvocationID) and whether the read is valid
// (SEMANTICS.md section 3); index is already taken modulo 32. An invalid
// read names self, so a single OpGroupNonUniformShuffle of lane gives
// every lane its result and invalid lanes their own value. With rel the
// segment-relative source and src = base + rel:
//
//	op    rel              valid
//	Idx   index            index < w                             (GLSL)
//	Idx   index & L        rel <= c & L (always, for c = 31)     (hardware)
//	Up    local - index    local >= index        (GLSL; hardware: >= index + (c & L))
//	Down  local + index    rel < w               (GLSL; hardware: rel <= c & L)
//	Xor   local ^ index    rel < w                               (GLSL)
//	Xor   -                src = self ^ index <= base | (c & L)  (hardware)
//
// and in every case valid &&= src < gl_SubgroupSize: a source beyond a
// subgroup narrower than the segment does not exist (SEMANTICS.md
// Decision; the hardware rule's "beyond a warp narrower than 32", the
// same test since warps nest in power-of-two subgroups).
//
// Where the forms differ: for Up and Down the GLSL width is exactly the
// mask Mask(w, up) (lane for lane, at every index). For Idx and Xor they
// differ only when index >= w: the hardware wraps Idx's index into the
// segment and lets Xor read a lane of a lower segment (both valid where
// that lane exists), GLSL calls both invalid. For index < w they agree (index & L = index, and
// self ^ index = base + (local ^ index) stays in the segment).
// lower/nvasm, which writes SHFIDX/SHFXOR for GLSL, adds the guard
// index < w for that reason.
func Shuffle(e Emitter, op ShuffleOp, self, index uint32, s Segment) (lane, valid uint32) {
	glsl := s.Width != 0
	local := e.Op(spirv.OpBitwiseAnd, self, s.Low)
	base := e.Op(spirv.OpBitwiseAnd, self, s.High)
	var rel, src uint32 // src stays 0 (no id is 0) until known
	switch op {
	case Idx:
		rel = index
		if !glsl {
			rel = e.Op(spirv.OpBitwiseAnd, index, s.Low)
		}
		valid = s.within(e, rel)
	case Up:
		rel = e.Op(spirv.OpISub, local, index)
		floor := index
		if !glsl {
			floor = e.Op(spirv.OpIAdd, index, s.Clamp)
		}
		valid = e.Op(spirv.OpUGreaterThanEqual, local, floor)
	case Down:
		rel = e.Op(spirv.OpIAdd, local, index)
		valid = s.within(e, rel)
	case Xor:
		if glsl {
			rel = e.Op(spirv.OpBitwiseXor, local, index)
			valid = s.within(e, rel)
		} else {
			src = e.Op(spirv.OpBitwiseXor, self, index)
			valid = e.Op(spirv.OpULessThanEqual, src, e.Op(spirv.OpBitwiseOr, base, s.Clamp))
		}
	}
	if src == 0 {
		src = e.Op(spirv.OpIAdd, base, rel)
	}
	valid = e.Op(spirv.OpLogicalAnd, valid, e.Op(spirv.OpULessThan, src, e.Load(SubgroupSize)))
	return e.Select(valid, src, self), valid
}
