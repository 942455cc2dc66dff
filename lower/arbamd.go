package lower

import (
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// arbBallot expands GL_ARB_shader_ballot's functions (the ARB sub-group is
// the subgroup):
//
//	ballotARB(v)              uint64_t(subgroupBallot(v).xy)
//	readInvocationARB(d, i)   subgroupBroadcast(d, i) when i is a constant
//	                          or the target is SPIR-V 1.5+, else
//	                          subgroupShuffle(d, i) (i is dynamically
//	                          uniform, which the 1.3 broadcast cannot take)
func (l *lowerer) arbBallot(e *ir.BuiltinCall) uint32 {
	if e.ID == builtins.FnBallotARB {
		return l.low64(l.ballot(l.expr(e.Args[0])))
	}
	d, i := l.expr(e.Args[0]), l.expr(e.Args[1])
	if _, ok := e.Args[1].(*ir.Const); ok || l.version >= spirv.Version1_5 {
		return l.grp(spirv.OpGroupNonUniformBroadcast, spirv.CapabilityGroupNonUniformBallot, e.Typ, d, i)
	}
	return l.shuffle(e.Typ, d, i)
}

// amdBallot expands the cross-lane functions of GL_AMD_shader_ballot into
// portable subgroup operations (SEMANTICS.md section 6):
//
//	swizzleInvocationsAMD(d, off)         src = (self & ~3) | (off[self & 3] & 3)
//	swizzleInvocationsMaskedAMD(d, m)     src = (self & ~31) | ((((self & 31) & m.x) | m.y) ^ m.z) & 31
//	writeInvocationAMD(in, w, i)          self == i ? w : in
//	mbcntAMD(mask)                        subgroupBallotExclusiveBitCount(uvec4(mask.lo, mask.hi, 0, 0))
//
// The swizzles follow the AMD specification: an inactive source lane (or
// one outside the subgroup) gives 0. The source's activity comes from
// subgroupBallot(true), and such lanes shuffle from themselves, so no lane
// reads an inactive one. Decision: swizzleInvocationsMaskedAMD works in
// aligned groups of 32 lanes of any subgroup (the specification names
// 64-lane ones: "j |= i & 0x20"); mbcntAMD counts the mask's bits of lanes
// below the caller in the low 64 lanes (gl_SubGroupLtMaskARB is the low 64
// bits of gl_SubgroupLtMask: all ones for lanes 64 and up).
func (l *lowerer) amdBallot(e *ir.BuiltinCall) uint32 {
	t := e.Typ
	switch e.ID {
	case builtins.FnWriteInvocationAMD:
		in, w, i := l.expr(e.Args[0]), l.expr(e.Args[1]), l.expr(e.Args[2])
		return l.sel(t, l.u32op(spirv.OpIEqual, l.laneID(), i), w, in)
	case builtins.FnMbcntAMD:
		m := l.emit(spirv.OpBitcast, l.typeID(ir.Vec(ir.Uint32, 2)), l.expr(e.Args[0]))
		b := l.emit(spirv.OpVectorShuffle, l.typeID(uvec4T), m, l.constID(ir.ConstNull(ir.Vec(ir.Uint32, 2))), 0, 1, 2, 3)
		return l.ballotCount(spirv.GroupOperationExclusiveScan, b)
	}
	d := l.expr(e.Args[0])
	sel := l.expr(e.Args[1])
	self := l.laneID()
	var src, inRange uint32
	if e.ID == builtins.FnSwizzleInvocationsAMD {
		off := l.component(sel, l.u32op(spirv.OpBitwiseAnd, self, l.constU32(3)))
		src = l.u32op(spirv.OpBitwiseOr, l.u32op(spirv.OpBitwiseAnd, self, l.constU32(^uint32(3))),
			l.u32op(spirv.OpBitwiseAnd, off, l.constU32(3)))
	} else {
		u := l.typeID(ir.Uint32)
		mx := l.emit(spirv.OpCompositeExtract, u, sel, 0)
		my := l.emit(spirv.OpCompositeExtract, u, sel, 1)
		mz := l.emit(spirv.OpCompositeExtract, u, sel, 2)
		j := l.u32op(spirv.OpBitwiseAnd, self, l.u32op(spirv.OpBitwiseAnd, mx, l.constU32(31)))
		j = l.u32op(spirv.OpBitwiseXor, l.u32op(spirv.OpBitwiseOr, j, my), mz)
		j = l.u32op(spirv.OpBitwiseAnd, j, l.constU32(31))
		src = l.u32op(spirv.OpBitwiseOr, l.u32op(spirv.OpBitwiseAnd, self, l.constU32(^uint32(31))), j)
		inRange = l.u32op(spirv.OpULessThan, src, l.sgSize())
		src = l.sel(ir.Uint32, inRange, src, self)
	}
	active := l.bitExtract(l.activeBallot(), src)
	if inRange != 0 {
		active = l.boolOp(spirv.OpLogicalAnd, active, inRange)
	}
	r := l.shuffle(t, d, l.sel(ir.Uint32, active, src, self))
	return l.sel(t, active, r, l.constOf(t, 0))
}
