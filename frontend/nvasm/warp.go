package nvasm

import "github.com/glslc-nv/glslc-nv/spirv"

// shuffle emits SHFIDX, SHFUP, SHFDOWN and SHFXOR by the hardware rule
// (SEMANTICS.md §3): within the caller's warp, lane j is read when it is
// in the inclusive range the mask allows and exists in the subgroup;
// otherwise the caller keeps its own value. .x receives the valid flag
// (TRUE/FALSE of the instruction type), .y the value.
func (g *gen) shuffle(in *inst) {
	g.b.Capability(spirv.CapabilityGroupNonUniformShuffle)
	val := g.scalar(in.srcs[0], in.typ)
	val = g.cast(val, in.typ, tyU, false)
	index := g.op(spirv.OpBitwiseAnd, g.tU, g.scalar(in.srcs[1], tyU), g.cu(31))
	mask := g.scalar(in.srcs[2], tyU)
	lane, base, ws := g.warpLane()
	u := func(op spirv.Op, a, b uint32) uint32 { return g.op(op, g.tU, a, b) }
	c := u(spirv.OpBitwiseAnd, mask, g.cu(31))
	segm := u(spirv.OpBitwiseAnd, u(spirv.OpShiftRightLogical, mask, g.cu(8)), g.cu(31))
	minL := u(spirv.OpBitwiseAnd, lane, segm)
	maxL := u(spirv.OpBitwiseOr, minL, u(spirv.OpBitwiseAnd, c, g.op(spirv.OpNot, g.tU, segm)))
	var j, valid uint32
	switch in.op {
	case "SHFIDX":
		j = u(spirv.OpBitwiseOr, u(spirv.OpBitwiseAnd, index, g.op(spirv.OpNot, g.tU, segm)), minL)
	case "SHFUP":
		j = u(spirv.OpISub, lane, index)
	case "SHFDOWN":
		j = u(spirv.OpIAdd, lane, index)
	default:
		j = u(spirv.OpBitwiseXor, lane, index)
	}
	ji := g.op(spirv.OpBitcast, g.tI, j)
	mi := g.op(spirv.OpBitcast, g.tI, maxL)
	if in.op == "SHFUP" {
		valid = g.op(spirv.OpSGreaterThanEqual, g.tBool, ji, mi)
	} else {
		valid = g.op(spirv.OpSLessThanEqual, g.tBool, ji, mi)
	}
	// A source lane beyond the warp (a subgroup narrower than 32) is invalid.
	valid = g.op(spirv.OpLogicalAnd, g.tBool, valid, g.op(spirv.OpULessThan, g.tBool, j, ws))
	self := u(spirv.OpIAdd, base, lane)
	srcLane := g.sel(g.tU, valid, u(spirv.OpIAdd, base, j), self)
	got := g.op(spirv.OpGroupNonUniformShuffle, g.tU, g.cu(uint32(spirv.ScopeSubgroup)), val, srcLane)
	got = g.sel(g.tU, valid, got, val)
	flag := g.sel(g.tU, valid, g.cu(uint32(trueBits(in.typ))), g.cu(0))
	zero := g.cu(0)
	r := g.vec4(g.tV4u, flag, got, zero, zero)
	g.write(in, g.cast(r, tyU, in.typ, true), in.typ, 0)
}

// warpBallot returns the caller's warp's 32 bits of a subgroup ballot of b.
func (g *gen) warpBallot(b uint32) uint32 {
	g.b.Capability(spirv.CapabilityGroupNonUniformBallot)
	m := g.op(spirv.OpGroupNonUniformBallot, g.tV4u, g.cu(uint32(spirv.ScopeSubgroup)), b)
	return g.warpWord(m)
}

// threadGroup emits TGBALLOT (per component, the warp's ballot of the
// component being non-zero) and the per-component warp votes TGALL, TGANY,
// TGEQ over the warp's active lanes.
func (g *gen) threadGroup(in *inst) {
	ty := in.typ
	v := g.src(in.srcs[0], ty)
	var pred uint32
	if ty == tyF {
		pred = g.op(spirv.OpFUnordNotEqual, g.tV4b, v, g.b.ConstNull(g.tV4f))
	} else {
		pred = g.op(spirv.OpINotEqual, g.tV4b, v, g.b.ConstNull(g.vecT(ty)))
	}
	if in.op == "TGBALLOT" { // one ballot per component; the result is unsigned
		var bits [4]uint32
		for i := range bits {
			bits[i] = g.warpBallot(g.comp(g.tBool, pred, i))
		}
		g.write(in, g.vec4(g.tV4u, bits[0], bits[1], bits[2], bits[3]), tyU, 0)
		return
	}
	active := g.warpBallot(g.b.ConstBool(true))
	var res [4]uint32
	for i := 0; i < 4; i++ {
		bits := g.warpBallot(g.comp(g.tBool, pred, i))
		switch in.op {
		case "TGALL":
			res[i] = g.op(spirv.OpIEqual, g.tBool, bits, active)
		case "TGANY":
			res[i] = g.op(spirv.OpINotEqual, g.tBool, bits, g.cu(0))
		default:
			res[i] = g.op(spirv.OpLogicalOr, g.tBool, g.op(spirv.OpIEqual, g.tBool, bits, active), g.op(spirv.OpIEqual, g.tBool, bits, g.cu(0)))
		}
	}
	g.write(in, g.boolTo(g.vec4(g.tV4b, res[0], res[1], res[2], res[3]), ty), ty, 0)
}
