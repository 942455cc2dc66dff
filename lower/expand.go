package lower

import (
	"github.com/glslc-nv/glslc-nv/internal/nvwarp"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// expandBuiltin lowers the built-ins of kind Expand: the NV thread shuffle
// (nvshuffle.go) and thread group functions, and the ARB and AMD
// cross-lane functions (arbamd.go), each into core subgroup operations.
func (l *lowerer) expandBuiltin(e *ir.BuiltinCall, name string) uint32 {
	switch name {
	case "shuffleNV", "shuffleUpNV", "shuffleDownNV", "shuffleXorNV":
		return l.nvShuffle(e, name)
	case "activeThreadsNV", "ballotThreadNV", "anyThreadNV", "allThreadsNV", "allThreadsEqualNV":
		return l.warpVote(e, name)
	case "quadSwizzle0NV", "quadSwizzle1NV", "quadSwizzle2NV", "quadSwizzle3NV", "quadSwizzleXNV", "quadSwizzleYNV":
		return l.quadSwizzle(e, name)
	case "ballotARB", "readInvocationARB":
		return l.arbBallot(e, name)
	case "swizzleInvocationsAMD", "swizzleInvocationsMaskedAMD", "writeInvocationAMD", "mbcntAMD":
		return l.amdBallot(e, name)
	}
	l.fail("built-in %s (%s) has no expansion", e.Fn.Name, name)
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
func (l *lowerer) warpVote(e *ir.BuiltinCall, name string) uint32 {
	k, ok := warpVotes[name]
	if !ok {
		l.fail("unknown NV thread-group function %s", name)
	}
	var v uint32
	if k != nvwarp.Active {
		v = l.expr(e.Args[0])
	}
	return nvwarp.WarpVote(warpEmitter{l}, k, v)
}

var warpVotes = map[string]nvwarp.Vote{
	"activeThreadsNV": nvwarp.Active, "ballotThreadNV": nvwarp.Ballot, "anyThreadNV": nvwarp.Any,
	"allThreadsNV": nvwarp.All, "allThreadsEqualNV": nvwarp.AllEqual,
}

// quadSwizzle expands quadSwizzle{0,1,2,3,X,Y}NV(x [, y]): lane N of the
// quad (subgroupQuadBroadcast), X = swap horizontal, Y = swap vertical;
// the optional y is added: x[source] + y[own].
func (l *lowerer) quadSwizzle(e *ir.BuiltinCall, name string) uint32 {
	t := e.Typ
	x := l.expr(e.Args[0])
	var r uint32
	switch c := name[len("quadSwizzle")]; c {
	case 'X':
		r = l.quadSwap(t, x, 0)
	case 'Y':
		r = l.quadSwap(t, x, 1)
	default:
		r = l.quadBroadcast(t, x, uint32(c-'0'))
	}
	if len(e.Args) == 2 {
		r = l.emit(spirv.OpFAdd, l.typeID(t), r, l.expr(e.Args[1]))
	}
	return r
}

// expansionSummary says in a line what each expanded built-in becomes
// (docs/extensions.md is generated from it and the table).
var expansionSummary = map[string]string{
	"shuffleNV":                   "OpGroupNonUniformShuffle(data, valid ? base + (index & 31) : self); valid = index < width && source < size",
	"shuffleUpNV":                 "OpGroupNonUniformShuffle(data, valid ? self - index : self); valid = local >= index && source < size",
	"shuffleDownNV":               "OpGroupNonUniformShuffle(data, valid ? self + index : self); valid = local + index < width && source < size",
	"shuffleXorNV":                "OpGroupNonUniformShuffle(data, valid ? base + (local ^ index) : self); valid = (local ^ index) < width && source < size",
	"activeThreadsNV":             "OpGroupNonUniformBallot(true)[id / 32]",
	"ballotThreadNV":              "OpGroupNonUniformBallot(v)[id / 32]",
	"anyThreadNV":                 "OpGroupNonUniformBallot(v)[id / 32] != 0",
	"allThreadsNV":                "OpGroupNonUniformBallot(!v)[id / 32] == 0",
	"allThreadsEqualNV":           "b == 0 || b == OpGroupNonUniformBallot(true)[id / 32], b = OpGroupNonUniformBallot(v)[id / 32]",
	"quadSwizzle0NV":              "OpGroupNonUniformQuadBroadcast(x, 0) [+ y]",
	"quadSwizzle1NV":              "OpGroupNonUniformQuadBroadcast(x, 1) [+ y]",
	"quadSwizzle2NV":              "OpGroupNonUniformQuadBroadcast(x, 2) [+ y]",
	"quadSwizzle3NV":              "OpGroupNonUniformQuadBroadcast(x, 3) [+ y]",
	"quadSwizzleXNV":              "OpGroupNonUniformQuadSwap(x, horizontal) [+ y]",
	"quadSwizzleYNV":              "OpGroupNonUniformQuadSwap(x, vertical) [+ y]",
	"ballotARB":                   "OpBitcast(uint64, OpGroupNonUniformBallot(v).xy)",
	"readInvocationARB":           "OpGroupNonUniformBroadcast (constant index or SPIR-V 1.5+), else OpGroupNonUniformShuffle",
	"swizzleInvocationsAMD":       "OpGroupNonUniformShuffle(data, (self & ~3) | offset[self & 3]); 0 from an inactive source",
	"swizzleInvocationsMaskedAMD": "OpGroupNonUniformShuffle(data, (self & ~31) | (((self & and) | or) ^ xor)); 0 from an inactive or missing source",
	"writeInvocationAMD":          "OpSelect(SubgroupLocalInvocationId == index, writeValue, inputValue)",
	"mbcntAMD":                    "OpGroupNonUniformBallotBitCount(ExclusiveScan, uvec4(mask.lo, mask.hi, 0, 0))",
}

// derivedSummary says how each derived built-in variable is computed.
var derivedSummary = map[string]string{
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
