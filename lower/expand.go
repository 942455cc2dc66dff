package lower

import (
	"github.com/glslc-nv/glslc-nv/internal/nvwarp"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// expandBuiltin lowers the built-ins mapped to kExpand: the NV thread shuffle
// (nvshuffle.go) and thread group functions, and the ARB and AMD
// cross-lane functions (arbamd.go), each into core subgroup operations.
func (l *lowerer) expandBuiltin(e *ir.BuiltinCall) uint32 {
	switch e.ID {
	case builtins.FnShuffleNV, builtins.FnShuffleUpNV, builtins.FnShuffleDownNV, builtins.FnShuffleXorNV:
		return l.nvShuffle(e)
	case builtins.FnActiveThreadsNV, builtins.FnBallotThreadNV, builtins.FnAnyThreadNV, builtins.FnAllThreadsNV, builtins.FnAllThreadsEqualNV:
		return l.warpVote(e)
	case builtins.FnQuadSwizzle0NV, builtins.FnQuadSwizzle1NV, builtins.FnQuadSwizzle2NV, builtins.FnQuadSwizzle3NV, builtins.FnQuadSwizzleXNV, builtins.FnQuadSwizzleYNV:
		return l.quadSwizzle(e)
	case builtins.FnBallotARB, builtins.FnReadInvocationARB:
		return l.arbBallot(e)
	case builtins.FnSwizzleInvocationsAMD, builtins.FnSwizzleInvocationsMaskedAMD, builtins.FnWriteInvocationAMD, builtins.FnMbcntAMD:
		return l.amdBallot(e)
	}
	l.fail(e.Pos, "built-in %s has no expansion", e.Fn.Name)
	return 0
}

// warpVote expands the GL_NV_shader_thread_group ballots and votes
// (SEMANTICS.md section 4): a warp is the aligned 32-lane segment of the
// subgroup holding the caller (the whole subgroup when narrower), so each
// is computed from the caller's 32-bit word of a subgroup ballot
// (nvwarp.WarpVote):
//
//	activeThreadsNV()      word(subgroupBallot(true))
//	ballotThreadNV(v)      word(subgroupBallot(v))
//	anyThreadNV(v)         word(subgroupBallot(v)) != 0
//	allThreadsNV(v)        word(subgroupBallot(!v)) == 0
//	allThreadsEqualNV(v)   b == 0 || b == word(subgroupBallot(true)), b = word(subgroupBallot(v))
func (l *lowerer) warpVote(e *ir.BuiltinCall) uint32 {
	k, ok := warpVotes[e.ID]
	if !ok {
		l.fail(e.Pos, "unknown NV thread-group function %s", e.Fn.Name)
	}
	var v uint32
	if k != nvwarp.Active {
		v = l.expr(e.Args[0])
	}
	return nvwarp.WarpVote(warpEmitter{l}, k, v)
}

var warpVotes = map[builtins.FuncID]nvwarp.Vote{
	builtins.FnActiveThreadsNV: nvwarp.Active, builtins.FnBallotThreadNV: nvwarp.Ballot, builtins.FnAnyThreadNV: nvwarp.Any,
	builtins.FnAllThreadsNV: nvwarp.All, builtins.FnAllThreadsEqualNV: nvwarp.AllEqual,
}

// quadSwizzle expands quadSwizzle{0,1,2,3,X,Y}NV(x [, y]): lane N of the
// quad (subgroupQuadBroadcast), X = swap horizontal, Y = swap vertical;
// the optional y is added: x[source] + y[own].
func (l *lowerer) quadSwizzle(e *ir.BuiltinCall) uint32 {
	t := e.Typ
	x := l.expr(e.Args[0])
	var r uint32
	switch e.ID {
	case builtins.FnQuadSwizzleXNV:
		r = l.quadSwap(t, x, 0)
	case builtins.FnQuadSwizzleYNV:
		r = l.quadSwap(t, x, 1)
	default:
		r = l.quadBroadcast(t, x, uint32(builtins.QuadSwizzleLane[e.ID]))
	}
	if len(e.Args) == 2 {
		r = l.emit(spirv.OpFAdd, l.typeID(t), r, l.expr(e.Args[1]))
	}
	return r
}

// expansionSummary says in a line what each expanded built-in becomes
// (docs/extensions.md is generated from it and the table).
var expansionSummary = map[builtins.FuncID]string{
	builtins.FnShuffleNV:                   "OpGroupNonUniformShuffle(data, valid ? base + (index & 31) : self); valid = index < width && source < size",
	builtins.FnShuffleUpNV:                 "OpGroupNonUniformShuffle(data, valid ? self - index : self); valid = local >= index && source < size",
	builtins.FnShuffleDownNV:               "OpGroupNonUniformShuffle(data, valid ? self + index : self); valid = local + index < width && source < size",
	builtins.FnShuffleXorNV:                "OpGroupNonUniformShuffle(data, valid ? base + (local ^ index) : self); valid = (local ^ index) < width && source < size",
	builtins.FnActiveThreadsNV:             "OpGroupNonUniformBallot(true)[id / 32]",
	builtins.FnBallotThreadNV:              "OpGroupNonUniformBallot(v)[id / 32]",
	builtins.FnAnyThreadNV:                 "OpGroupNonUniformBallot(v)[id / 32] != 0",
	builtins.FnAllThreadsNV:                "OpGroupNonUniformBallot(!v)[id / 32] == 0",
	builtins.FnAllThreadsEqualNV:           "b == 0 || b == OpGroupNonUniformBallot(true)[id / 32], b = OpGroupNonUniformBallot(v)[id / 32]",
	builtins.FnQuadSwizzle0NV:              "OpGroupNonUniformQuadBroadcast(x, 0) [+ y]",
	builtins.FnQuadSwizzle1NV:              "OpGroupNonUniformQuadBroadcast(x, 1) [+ y]",
	builtins.FnQuadSwizzle2NV:              "OpGroupNonUniformQuadBroadcast(x, 2) [+ y]",
	builtins.FnQuadSwizzle3NV:              "OpGroupNonUniformQuadBroadcast(x, 3) [+ y]",
	builtins.FnQuadSwizzleXNV:              "OpGroupNonUniformQuadSwap(x, horizontal) [+ y]",
	builtins.FnQuadSwizzleYNV:              "OpGroupNonUniformQuadSwap(x, vertical) [+ y]",
	builtins.FnBallotARB:                   "OpBitcast(uint64, OpGroupNonUniformBallot(v).xy)",
	builtins.FnReadInvocationARB:           "OpGroupNonUniformBroadcast (constant index or SPIR-V 1.5+), else OpGroupNonUniformShuffle",
	builtins.FnSwizzleInvocationsAMD:       "OpGroupNonUniformShuffle(data, (self & ~3) | offset[self & 3]); 0 from an inactive source",
	builtins.FnSwizzleInvocationsMaskedAMD: "OpGroupNonUniformShuffle(data, (self & ~31) | (((self & and) | or) ^ xor)); 0 from an inactive or missing source",
	builtins.FnWriteInvocationAMD:          "OpSelect(SubgroupLocalInvocationId == index, writeValue, inputValue)",
	builtins.FnMbcntAMD:                    "OpGroupNonUniformBallotBitCount(ExclusiveScan, uvec4(mask.lo, mask.hi, 0, 0))",
}

// derivedSummary says how each derived built-in variable is computed.
var derivedSummary = map[string]string{
	"gl_HelperThreadNV":    "gl_HelperInvocation (BuiltIn HelperInvocation; fragment shaders)",
	"gl_WarpSizeNV":        "min(SubgroupSize, 32)",
	"gl_ThreadInWarpNV":    "SubgroupLocalInvocationId & 31",
	"gl_ThreadEqMaskNV":    "SubgroupEqMask[id / 32]",
	"gl_ThreadGeMaskNV":    "SubgroupGeMask[id / 32]",
	"gl_ThreadGtMaskNV":    "SubgroupGtMask[id / 32]",
	"gl_ThreadLeMaskNV":    "SubgroupLeMask[id / 32]",
	"gl_ThreadLtMaskNV":    "SubgroupLtMask[id / 32]",
	"gl_SubGroupEqMaskARB": "OpBitcast(uint64, SubgroupEqMask.xy)",
	"gl_SubGroupGeMaskARB": "OpBitcast(uint64, SubgroupGeMask.xy)",
	"gl_SubGroupGtMaskARB": "OpBitcast(uint64, SubgroupGtMask.xy)",
	"gl_SubGroupLeMaskARB": "OpBitcast(uint64, SubgroupLeMask.xy)",
	"gl_SubGroupLtMaskARB": "OpBitcast(uint64, SubgroupLtMask.xy)",
}
