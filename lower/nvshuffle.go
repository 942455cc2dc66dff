package lower

import (
	"github.com/glslc-nv/glslc-nv/internal/nvwarp"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// nvShuffle expands shuffleNV / shuffleUpNV / shuffleDownNV / shuffleXorNV
// (GL_NV_shader_thread_shuffle, SEMANTICS.md section 3) into one
// OpGroupNonUniformShuffle that every lane executes:
//
//	idx   = index & 31
//	lane, valid = nvwarp.Shuffle(op, self, idx, nvwarp.WidthSegment(width))
//	r     = subgroupShuffle(data, lane)
//
// nvwarp.Shuffle is the one copy of the source-lane rule (GLSL's width
// form beside the assembly's mask form); for a width it is
//
//	local = self & (width-1), base = self & ~(width-1)
//	rel   = idx | local-idx | local+idx | local^idx      (by function)
//	valid = idx < width | local >= idx | rel < width | rel < width
//	src   = base + rel;  valid &&= src < gl_SubgroupSize
//	lane  = valid ? src : self
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
	w := warpEmitter{l}
	op, ok := nvShuffleOps[e.ID]
	if !ok {
		l.fail(e.Pos, "unknown NV shuffle %s", e.Fn.Name)
	}
	c, isConst := e.Args[2].(*ir.Const)
	constWidth := isConst && nvwarp.GoodWidth(uint32(c.Bits))
	var cw uint32
	if constWidth {
		cw = uint32(c.Bits)
	}
	seg := nvwarp.WidthSegment(w, width, cw, constWidth)
	lane, valid := nvwarp.Shuffle(w, op, self, idx, seg)
	wm1 := seg.Low
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

var nvShuffleOps = map[builtins.FuncID]nvwarp.ShuffleOp{
	builtins.FnShuffleNV: nvwarp.Idx, builtins.FnShuffleUpNV: nvwarp.Up, builtins.FnShuffleDownNV: nvwarp.Down, builtins.FnShuffleXorNV: nvwarp.Xor,
}
