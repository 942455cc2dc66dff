package builtins

import "github.com/glslc-nv/glslc-nv/spirv"

// GLSL extension names of the ARB and AMD cross-lane extensions.
const (
	extARBBallot = "GL_ARB_shader_ballot"
	extARBVote   = "GL_ARB_shader_group_vote"
	extAMDBallot = "GL_AMD_shader_ballot"
)

// U64 is a uint64_t scalar (ballotARB's result, mbcntAMD's mask, the ARB
// masks). Its use needs GL_ARB_gpu_shader_int64 as well (sema gates the
// type).
var U64 = Pattern{Uint64, Scalar1}

// arbTypes are the genType / genIType / genUType of ARB_shader_ballot and
// AMD_shader_ballot.
var arbTypes = Set(Int32, Uint32, Float32)

// arbFuncs are GL_ARB_shader_ballot and GL_ARB_shader_group_vote mapped
// onto the core subgroup operations (the ARB "sub-group" is the subgroup;
// 64-bit masks are its low 64 lanes).
var arbFuncs = []Func{
	{Name: "ballotARB", Exts: []string{extARBBallot}, Overloads: []Overload{fixed(U64, p("value", PBool))},
		Lower: expand("ballotARB", spirv.CapabilityGroupNonUniformBallot)},
	{Name: "readInvocationARB", Exts: []string{extARBBallot},
		Overloads: []Overload{gen(arbTypes, T, p("data", T), p("invocation", PUint))},
		Lower:     expand("readInvocationARB", spirv.CapabilityGroupNonUniformBallot)},
	{Name: "readFirstInvocationARB", Exts: []string{extARBBallot}, Overloads: []Overload{gen(arbTypes, T, p("data", T))},
		Lower: grpAll(spirv.CapabilityGroupNonUniformBallot, spirv.OpGroupNonUniformBroadcastFirst)},
	{Name: "anyInvocationARB", Exts: []string{extARBVote}, Overloads: []Overload{fixed(PBool, p("value", PBool))},
		Lower: grpAll(spirv.CapabilityGroupNonUniformVote, spirv.OpGroupNonUniformAny)},
	{Name: "allInvocationsARB", Exts: []string{extARBVote}, Overloads: []Overload{fixed(PBool, p("value", PBool))},
		Lower: grpAll(spirv.CapabilityGroupNonUniformVote, spirv.OpGroupNonUniformAll)},
	{Name: "allInvocationsEqualARB", Exts: []string{extARBVote}, Overloads: []Overload{fixed(PBool, p("value", PBool))},
		Lower: grpAll(spirv.CapabilityGroupNonUniformVote, spirv.OpGroupNonUniformAllEqual)},
}

// amdFuncs are the cross-lane functions of GL_AMD_shader_ballot, lowered
// to portable subgroup operations (SEMANTICS.md section 6): the swizzles
// read the value of an inactive (or missing) source lane as 0, as the AMD
// specification says.
var amdFuncs = []Func{
	{Name: "swizzleInvocationsAMD", Exts: []string{extAMDBallot},
		Overloads: []Overload{gen(arbTypes, T, p("data", T), pConst("offset", UVec4))},
		Lower:     expand("swizzleInvocationsAMD", spirv.CapabilityGroupNonUniformShuffle)},
	{Name: "swizzleInvocationsMaskedAMD", Exts: []string{extAMDBallot},
		Overloads: []Overload{gen(arbTypes, T, p("data", T), pConst("mask", Pattern{Uint32, Vec3}))},
		Lower:     expand("swizzleInvocationsMaskedAMD", spirv.CapabilityGroupNonUniformShuffle)},
	{Name: "writeInvocationAMD", Exts: []string{extAMDBallot},
		Overloads: []Overload{gen(arbTypes, T, p("inputValue", T), p("writeValue", T), p("invocationIndex", PUint))},
		Lower:     expand("writeInvocationAMD", spirv.CapabilityGroupNonUniform)},
	{Name: "mbcntAMD", Exts: []string{extAMDBallot}, Overloads: []Overload{fixed(PUint, p("mask", U64))},
		Lower: expand("mbcntAMD", spirv.CapabilityGroupNonUniformBallot)},
}
