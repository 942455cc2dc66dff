package builtins

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
	{ID: FnBallotARB, Exts: []string{extARBBallot}, Overloads: []Overload{fixed(U64, p("value", PBool))}, Kind: KindCrossLane},
	{ID: FnReadInvocationARB, Exts: []string{extARBBallot},
		Overloads: []Overload{gen(arbTypes, T, p("data", T), p("invocation", PUint))}, Kind: KindCrossLane},
	{ID: FnReadFirstInvocationARB, Exts: []string{extARBBallot}, Overloads: []Overload{gen(arbTypes, T, p("data", T))}, Kind: KindSubgroup},
	{ID: FnAnyInvocationARB, Exts: []string{extARBVote}, Overloads: []Overload{fixed(PBool, p("value", PBool))}, Kind: KindSubgroup},
	{ID: FnAllInvocationsARB, Exts: []string{extARBVote}, Overloads: []Overload{fixed(PBool, p("value", PBool))}, Kind: KindSubgroup},
	{ID: FnAllInvocationsEqualARB, Exts: []string{extARBVote}, Overloads: []Overload{fixed(PBool, p("value", PBool))}, Kind: KindSubgroup},
}

// amdFuncs are the cross-lane functions of GL_AMD_shader_ballot, lowered
// to portable subgroup operations (SEMANTICS.md section 6): the swizzles
// read the value of an inactive (or missing) source lane as 0, as the AMD
// specification says.
var amdFuncs = []Func{
	{ID: FnSwizzleInvocationsAMD, Exts: []string{extAMDBallot},
		Overloads: []Overload{gen(arbTypes, T, p("data", T), pConst("offset", UVec4))}, Kind: KindCrossLane},
	{ID: FnSwizzleInvocationsMaskedAMD, Exts: []string{extAMDBallot},
		Overloads: []Overload{gen(arbTypes, T, p("data", T), pConst("mask", Pattern{Uint32, Vec3}))}, Kind: KindCrossLane},
	{ID: FnWriteInvocationAMD, Exts: []string{extAMDBallot},
		Overloads: []Overload{gen(arbTypes, T, p("inputValue", T), p("writeValue", T), p("invocationIndex", PUint))}, Kind: KindCrossLane},
	{ID: FnMbcntAMD, Exts: []string{extAMDBallot}, Overloads: []Overload{fixed(PUint, p("mask", U64))}, Kind: KindCrossLane},
}

// HasKHRForm reports whether a built-in gated by extensions exts has a
// SPIR-V form below 1.3, where the subgroup operations do not exist: the
// ARB ballot and vote built-ins take SPV_KHR_shader_ballot and
// SPV_KHR_subgroup_vote, the AMD ballot ones SPV_AMD_shader_ballot, as
// glslang emits them.
func HasKHRForm(exts []string) bool {
	for _, e := range exts {
		if e != extARBBallot && e != extARBVote && e != extAMDBallot {
			return false
		}
	}
	return len(exts) > 0
}
