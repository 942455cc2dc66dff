// Package nvwarp is the NV warp model (SEMANTICS.md sections 3 and 4) as
// SPIR-V arithmetic, written once for the two places that emit it: lower
// (the GLSL built-ins of GL_NV_shader_thread_shuffle and
// GL_NV_shader_thread_group, and the derived gl_*NV variables) and
// frontend/nvasm (the SHF*, TG* instructions and invocation.thread* of
// !!NVcp5.0 programs). lower/nvasm, which writes NV assembly text rather
// than SPIR-V, takes the GLSL width rules (GoodWidth, Mask) from here too.
//
// A warp is an aligned 32-lane slice of the subgroup, or the whole
// subgroup when it is narrower. Everything is computed from
// gl_SubgroupInvocationID and gl_SubgroupSize; subgroup sizes are powers of
// two, which several equivalences below rely on.
//
// The functions emit through Emitter, a handful of instructions on 32-bit
// uints and bools that both builders implement, and return result ids.
// The order in which they call the Emitter is part of the output (ids are
// numbered in call order), so it is kept stable.
package nvwarp

import "github.com/glslc-nv/glslc-nv/spirv"

// Input names the subgroup built-in inputs the warp rules read (all uint).
type Input int

const (
	SubgroupInvocationID Input = iota // gl_SubgroupInvocationID (SubgroupLocalInvocationId)
	SubgroupSize                      // gl_SubgroupSize
	SubgroupID                        // gl_SubgroupID
)

// Emitter emits SPIR-V instructions into the caller's current block.
type Emitter interface {
	// Op emits a binary instruction on uints or bools: the result is a
	// bool for comparisons (OpIEqual, OpULessThan, ...) and logical
	// operations (OpLogicalAnd, OpLogicalOr), a uint otherwise (OpIAdd,
	// OpISub, OpIMul, OpUDiv, OpBitwise*, OpShiftRightLogical).
	Op(op spirv.Op, a, b uint32) uint32
	// Unary emits OpNot (uint) or OpLogicalNot (bool).
	Unary(op spirv.Op, a uint32) uint32
	// Select is c ? a : b on uints.
	Select(c, a, b uint32) uint32
	// Const is the uint constant v; True the bool constant true.
	Const(v uint32) uint32
	True() uint32
	// Load reads a subgroup built-in input.
	Load(in Input) uint32
	// Ballot is OpGroupNonUniformBallot of a bool (a uvec4, Subgroup
	// scope); Component extracts the dynamic component i of a uvec4.
	Ballot(pred uint32) uint32
	Component(v, i uint32) uint32
}

// BoolResult reports whether Op of op gives a bool: comparisons and
// logical operations.
func BoolResult(op spirv.Op) bool {
	switch op {
	case spirv.OpIEqual, spirv.OpINotEqual, spirv.OpULessThan, spirv.OpULessThanEqual,
		spirv.OpUGreaterThan, spirv.OpUGreaterThanEqual, spirv.OpLogicalAnd, spirv.OpLogicalOr:
		return true
	}
	return false
}

// WarpSize is min(gl_SubgroupSize, 32) (gl_WarpSizeNV,
// state.thread.warpsize).
func WarpSize(e Emitter) uint32 { return warpSize(e, e.Load(SubgroupSize)) }

func warpSize(e Emitter, size uint32) uint32 {
	c32 := e.Const(32)
	return e.Select(e.Op(spirv.OpULessThan, size, c32), size, c32)
}

// ThreadInWarp is the caller's lane in its warp, gl_SubgroupInvocationID &
// 31 (gl_ThreadInWarpNV, invocation.threadid): in a subgroup narrower than
// 32 every id is below 32, so this is the id itself.
func ThreadInWarp(e Emitter) uint32 {
	return e.Op(spirv.OpBitwiseAnd, e.Load(SubgroupInvocationID), e.Const(31))
}

// WarpID is the index of the caller's warp in the workgroup,
// gl_SubgroupID * (gl_SubgroupSize / warp size) + gl_SubgroupInvocationID /
// warp size (invocation.warpid; the interpreter's gl_WarpIDNV). lower
// emits the WarpIDNV built-in instead, which a GPU supplies itself.
func WarpID(e Emitter) uint32 {
	sg := e.Load(SubgroupID)
	size := e.Load(SubgroupSize)
	self := e.Load(SubgroupInvocationID)
	ws := warpSize(e, size)
	per := e.Op(spirv.OpUDiv, size, ws)
	return e.Op(spirv.OpIAdd, e.Op(spirv.OpIMul, sg, per), e.Op(spirv.OpUDiv, self, ws))
}

// WarpWord is the 32-bit word of a subgroup ballot or mask (a uvec4) that
// belongs to the caller's warp: component gl_SubgroupInvocationID / 32
// (gl_Thread<X>MaskNV, invocation.thread<x>mask, the thread-group votes).
func WarpWord(e Emitter, mask uint32) uint32 {
	return e.Component(mask, e.Op(spirv.OpShiftRightLogical, e.Load(SubgroupInvocationID), e.Const(5)))
}

// Vote names a thread-group ballot or vote over the caller's warp.
type Vote int

const (
	Active   Vote = iota // activeThreadsNV(): the warp's active lanes (uint)
	Ballot               // ballotThreadNV(v), TGBALLOT: the warp's lanes where v (uint)
	Any                  // anyThreadNV(v), TGANY: v in some active lane (bool)
	All                  // allThreadsNV(v), TGALL: v in every active lane (bool)
	AllEqual             // allThreadsEqualNV(v), TGEQ: v the same in every active lane (bool)
)

// WarpVote emits vote k of the bool v (ignored for Active), from the
// caller's warp word of subgroup ballots (SEMANTICS.md section 4):
//
//	Active    word(ballot(true))
//	Ballot    word(ballot(v))
//	Any       word(ballot(v)) != 0
//	All       word(ballot(!v)) == 0
//	AllEqual  b == 0 || b == word(ballot(true)), b = word(ballot(v))
func WarpVote(e Emitter, k Vote, v uint32) uint32 {
	if k == Active {
		return WarpWord(e, e.Ballot(e.True()))
	}
	zero := e.Const(0)
	switch k {
	case Ballot:
		return WarpWord(e, e.Ballot(v))
	case Any:
		return e.Op(spirv.OpINotEqual, WarpWord(e, e.Ballot(v)), zero)
	case All:
		return e.Op(spirv.OpIEqual, WarpWord(e, e.Ballot(e.Unary(spirv.OpLogicalNot, v))), zero)
	}
	b := WarpWord(e, e.Ballot(v))
	a := WarpWord(e, e.Ballot(e.True()))
	return e.Op(spirv.OpLogicalOr, e.Op(spirv.OpIEqual, b, zero), e.Op(spirv.OpIEqual, b, a))
}
