package lower

import (
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// nvShuffle expands shuffleNV / shuffleUpNV / shuffleDownNV / shuffleXorNV
// (GL_NV_shader_thread_shuffle, SEMANTICS.md section 3) into one
// OpGroupNonUniformShuffle that every lane executes:
//
//	idx   = index & 31
//	local = self & (width-1), base = self & ~(width-1)
//	rel   = idx | local-idx | local+idx | local^idx      (by function)
//	valid = idx < width | local >= idx | rel < width | rel < width
//	src   = base + rel;  valid &&= src < gl_SubgroupSize
//	r     = subgroupShuffle(data, valid ? src : self)
//
// An invalid lane reads itself, so r is its own data: no select is
// needed, and no lane reads outside the subgroup. threadIdValid gets
// valid.
//
// A width that is not a constant is checked at run time. Decision: a
// width that is not a power of two in 2..32 (0, 1, 3, 33, ...) gives every
// lane its own data and threadIdValid false; the shuffle's index is then
// 0xFFFFFFFF, outside every subgroup, so the reference interpreter reports
// the undefined result (an inactive-lane-read diagnostic) while the value
// stays deterministic (the result is selected from the lane's own data).
// Sema rejects constant bad widths; a constant one that reaches lower is
// treated the same way.
func (l *lowerer) nvShuffle(e *ir.BuiltinCall) uint32 {
	t := e.Typ
	data := l.expr(e.Args[0])
	index := l.expr(e.Args[1])
	width := l.expr(e.Args[2])
	var out *place
	if len(e.Args) == 4 {
		p := l.place(e.Args[3].(ir.Ref))
		out = &p
	}
	self := l.laneID()

	var idx uint32
	if c, ok := e.Args[1].(*ir.Const); ok {
		idx = l.constU32(uint32(c.Bits) & 31)
	} else {
		idx = l.u32op(spirv.OpBitwiseAnd, index, l.constU32(31))
	}
	constWidth := false
	var wm1, notWm1 uint32
	if c, ok := e.Args[2].(*ir.Const); ok && goodWidth(uint32(c.Bits)) {
		constWidth = true
		wm1, notWm1 = l.constU32(uint32(c.Bits)-1), l.constU32(^(uint32(c.Bits) - 1))
	} else {
		wm1 = l.u32op(spirv.OpISub, width, l.constU32(1))
		notWm1 = l.emit(spirv.OpNot, l.typeID(ir.Uint32), wm1)
	}
	local := l.u32op(spirv.OpBitwiseAnd, self, wm1)
	base := l.u32op(spirv.OpBitwiseAnd, self, notWm1)

	var rel, valid uint32
	switch e.ID {
	case builtins.FnShuffleNV:
		rel, valid = idx, l.u32op(spirv.OpULessThan, idx, width)
	case builtins.FnShuffleUpNV:
		rel, valid = l.u32op(spirv.OpISub, local, idx), l.u32op(spirv.OpUGreaterThanEqual, local, idx)
	case builtins.FnShuffleDownNV:
		rel = l.u32op(spirv.OpIAdd, local, idx)
		valid = l.u32op(spirv.OpULessThan, rel, width)
	case builtins.FnShuffleXorNV:
		rel = l.u32op(spirv.OpBitwiseXor, local, idx)
		valid = l.u32op(spirv.OpULessThan, rel, width)
	default:
		l.fail("unknown NV shuffle %s", e.Fn.Name)
	}
	src := l.u32op(spirv.OpIAdd, base, rel)
	valid = l.boolOp(spirv.OpLogicalAnd, valid, l.u32op(spirv.OpULessThan, src, l.sgSize()))
	lane := l.sel(ir.Uint32, valid, src, self)
	var bad uint32
	if !constWidth {
		// bad = width < 2 || width > 32 || (width & (width-1)) != 0
		bad = l.boolOp(spirv.OpLogicalOr,
			l.u32op(spirv.OpUGreaterThan, wm1, l.constU32(31)), // width-1 > 31 covers 0 and > 32
			l.u32op(spirv.OpINotEqual, l.u32op(spirv.OpBitwiseAnd, width, wm1), l.constU32(0)))
		bad = l.boolOp(spirv.OpLogicalOr, bad, l.u32op(spirv.OpIEqual, width, l.constU32(1)))
		valid = l.boolOp(spirv.OpLogicalAnd, valid, l.not(bad))
		lane = l.sel(ir.Uint32, bad, l.constU32(0xFFFFFFFF), lane)
	}
	r := l.shuffle(t, data, lane)
	if !constWidth {
		r = l.sel(t, bad, data, r)
	}
	if out != nil {
		l.storePlace(*out, valid)
	}
	return r
}

// goodWidth reports a power of two in 2..32.
func goodWidth(w uint32) bool { return w >= 2 && w <= 32 && w&(w-1) == 0 }
