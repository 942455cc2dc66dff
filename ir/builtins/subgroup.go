package builtins

import "github.com/glslc-nv/glslc-nv/spirv"

// GLSL extension names of the subgroup families.
const (
	extVote            = "GL_KHR_shader_subgroup_vote"
	extArithmetic      = "GL_KHR_shader_subgroup_arithmetic"
	extBallot          = "GL_KHR_shader_subgroup_ballot"
	extShuffle         = "GL_KHR_shader_subgroup_shuffle"
	extShuffleRelative = "GL_KHR_shader_subgroup_shuffle_relative"
	extClustered       = "GL_KHR_shader_subgroup_clustered"
	extQuad            = "GL_KHR_shader_subgroup_quad"
	extRotate          = "GL_KHR_shader_subgroup_rotate"
	extPartitioned     = "GL_NV_shader_subgroup_partitioned"
)

// arithOp is one of the seven subgroup reduction operations.
type arithOp struct {
	name       string
	types      ScalarSet
	f, s, u, b spirv.Op
}

var arithOps = []arithOp{
	{"Add", Numeric, spirv.OpGroupNonUniformFAdd, spirv.OpGroupNonUniformIAdd, spirv.OpGroupNonUniformIAdd, 0},
	{"Mul", Numeric, spirv.OpGroupNonUniformFMul, spirv.OpGroupNonUniformIMul, spirv.OpGroupNonUniformIMul, 0},
	{"Min", Numeric, spirv.OpGroupNonUniformFMin, spirv.OpGroupNonUniformSMin, spirv.OpGroupNonUniformUMin, 0},
	{"Max", Numeric, spirv.OpGroupNonUniformFMax, spirv.OpGroupNonUniformSMax, spirv.OpGroupNonUniformUMax, 0},
	{"And", IntsBool, 0, spirv.OpGroupNonUniformBitwiseAnd, spirv.OpGroupNonUniformBitwiseAnd, spirv.OpGroupNonUniformLogicalAnd},
	{"Or", IntsBool, 0, spirv.OpGroupNonUniformBitwiseOr, spirv.OpGroupNonUniformBitwiseOr, spirv.OpGroupNonUniformLogicalOr},
	{"Xor", IntsBool, 0, spirv.OpGroupNonUniformBitwiseXor, spirv.OpGroupNonUniformBitwiseXor, spirv.OpGroupNonUniformLogicalXor},
}

// arithFuncs makes the subgroup{,Inclusive,Exclusive}<Op>,
// subgroupClustered<Op> and subgroupPartitioned{,Inclusive,Exclusive}<Op>NV
// rows.
func arithFuncs() (plain, partitioned []Func) {
	for _, a := range arithOps {
		scans := []struct {
			prefix string
			g, pg  spirv.GroupOperation
		}{
			{"", spirv.GroupOperationReduce, spirv.GroupOperationPartitionedReduceNV},
			{"Inclusive", spirv.GroupOperationInclusiveScan, spirv.GroupOperationPartitionedInclusiveScanNV},
			{"Exclusive", spirv.GroupOperationExclusiveScan, spirv.GroupOperationPartitionedExclusiveScanNV},
		}
		for _, sc := range scans {
			plain = append(plain, Func{
				Name:      "subgroup" + sc.prefix + a.name,
				Exts:      []string{extArithmetic},
				Overloads: []Overload{gen(a.types, T, p("value", T))},
				Lower:     withGroupOp(grp(spirv.CapabilityGroupNonUniformArithmetic, a.f, a.s, a.u, a.b), sc.g),
			})
			partitioned = append(partitioned, Func{
				Name:      "subgroupPartitioned" + sc.prefix + a.name + "NV",
				Exts:      []string{extPartitioned},
				Overloads: []Overload{gen(a.types, T, p("value", T), p("ballot", UVec4))},
				Lower:     withGroupOp(grp(spirv.CapabilityGroupNonUniformPartitionedNV, a.f, a.s, a.u, a.b), sc.pg),
			})
		}
		plain = append(plain, Func{
			Name:      "subgroupClustered" + a.name,
			Exts:      []string{extClustered},
			Overloads: []Overload{gen(a.types, T, p("value", T), pConst("clusterSize", PUint))},
			Lower:     withGroupOp(grp(spirv.CapabilityGroupNonUniformClustered, a.f, a.s, a.u, a.b), spirv.GroupOperationClusteredReduce),
		})
	}
	return plain, partitioned
}

func ballotCount(name string, g spirv.GroupOperation) Func {
	return Func{Name: name, Exts: []string{extBallot}, Overloads: []Overload{fixed(PUint, p("value", UVec4))},
		Lower: withGroupOp(grpAll(spirv.CapabilityGroupNonUniformBallot, spirv.OpGroupNonUniformBallotBitCount), g)}
}

func quadSwap(name string, dir uint32) Func {
	l := grpAll(spirv.CapabilityGroupNonUniformQuad, spirv.OpGroupNonUniformQuadSwap)
	l.Imm = []uint32{dir}
	return Func{Name: name, Exts: []string{extQuad}, Overloads: []Overload{gen(All, T, p("value", T))}, Lower: l}
}

// subgroupFuncs are the GL_KHR_shader_subgroup_* built-in functions (the
// subgroup barriers are in barrierFuncs).
var subgroupFuncs, partitionedFuncs = func() ([]Func, []Func) {
	plain, part := arithFuncs()
	fs := []Func{
		// basic
		{Name: "subgroupElect", Exts: []string{subgroupBasic}, Overloads: []Overload{fixed(PBool)},
			Lower: grpAll(spirv.CapabilityGroupNonUniform, spirv.OpGroupNonUniformElect)},
		// vote
		{Name: "subgroupAll", Exts: []string{extVote}, Overloads: []Overload{fixed(PBool, p("value", PBool))},
			Lower: grpAll(spirv.CapabilityGroupNonUniformVote, spirv.OpGroupNonUniformAll)},
		{Name: "subgroupAny", Exts: []string{extVote}, Overloads: []Overload{fixed(PBool, p("value", PBool))},
			Lower: grpAll(spirv.CapabilityGroupNonUniformVote, spirv.OpGroupNonUniformAny)},
		{Name: "subgroupAllEqual", Exts: []string{extVote}, Overloads: []Overload{gen(All, PBool, p("value", T))},
			Lower: grpAll(spirv.CapabilityGroupNonUniformVote, spirv.OpGroupNonUniformAllEqual)},
		// ballot
		{Name: "subgroupBroadcast", Exts: []string{extBallot}, Overloads: []Overload{gen(All, T, p("value", T), pLane("id", PUint))},
			Lower: grpAll(spirv.CapabilityGroupNonUniformBallot, spirv.OpGroupNonUniformBroadcast)},
		{Name: "subgroupBroadcastFirst", Exts: []string{extBallot}, Overloads: []Overload{gen(All, T, p("value", T))},
			Lower: grpAll(spirv.CapabilityGroupNonUniformBallot, spirv.OpGroupNonUniformBroadcastFirst)},
		{Name: "subgroupBallot", Exts: []string{extBallot}, Overloads: []Overload{fixed(UVec4, p("value", PBool))},
			Lower: grpAll(spirv.CapabilityGroupNonUniformBallot, spirv.OpGroupNonUniformBallot)},
		{Name: "subgroupInverseBallot", Exts: []string{extBallot}, Overloads: []Overload{fixed(PBool, p("value", UVec4))},
			Lower: grpAll(spirv.CapabilityGroupNonUniformBallot, spirv.OpGroupNonUniformInverseBallot)},
		{Name: "subgroupBallotBitExtract", Exts: []string{extBallot}, Overloads: []Overload{fixed(PBool, p("value", UVec4), p("index", PUint))},
			Lower: grpAll(spirv.CapabilityGroupNonUniformBallot, spirv.OpGroupNonUniformBallotBitExtract)},
		ballotCount("subgroupBallotBitCount", spirv.GroupOperationReduce),
		ballotCount("subgroupBallotInclusiveBitCount", spirv.GroupOperationInclusiveScan),
		ballotCount("subgroupBallotExclusiveBitCount", spirv.GroupOperationExclusiveScan),
		{Name: "subgroupBallotFindLSB", Exts: []string{extBallot}, Overloads: []Overload{fixed(PUint, p("value", UVec4))},
			Lower: grpAll(spirv.CapabilityGroupNonUniformBallot, spirv.OpGroupNonUniformBallotFindLSB)},
		{Name: "subgroupBallotFindMSB", Exts: []string{extBallot}, Overloads: []Overload{fixed(PUint, p("value", UVec4))},
			Lower: grpAll(spirv.CapabilityGroupNonUniformBallot, spirv.OpGroupNonUniformBallotFindMSB)},
		// shuffle, shuffle_relative
		{Name: "subgroupShuffle", Exts: []string{extShuffle}, Overloads: []Overload{gen(All, T, p("value", T), p("id", PUint))},
			Lower: grpAll(spirv.CapabilityGroupNonUniformShuffle, spirv.OpGroupNonUniformShuffle)},
		{Name: "subgroupShuffleXor", Exts: []string{extShuffle}, Overloads: []Overload{gen(All, T, p("value", T), p("mask", PUint))},
			Lower: grpAll(spirv.CapabilityGroupNonUniformShuffle, spirv.OpGroupNonUniformShuffleXor)},
		{Name: "subgroupShuffleUp", Exts: []string{extShuffleRelative}, Overloads: []Overload{gen(All, T, p("value", T), p("delta", PUint))},
			Lower: grpAll(spirv.CapabilityGroupNonUniformShuffleRelative, spirv.OpGroupNonUniformShuffleUp)},
		{Name: "subgroupShuffleDown", Exts: []string{extShuffleRelative}, Overloads: []Overload{gen(All, T, p("value", T), p("delta", PUint))},
			Lower: grpAll(spirv.CapabilityGroupNonUniformShuffleRelative, spirv.OpGroupNonUniformShuffleDown)},
		// quad
		{Name: "subgroupQuadBroadcast", Exts: []string{extQuad}, Overloads: []Overload{gen(All, T, p("value", T), pLane("id", PUint))},
			Lower: grpAll(spirv.CapabilityGroupNonUniformQuad, spirv.OpGroupNonUniformQuadBroadcast)},
		quadSwap("subgroupQuadSwapHorizontal", 0),
		quadSwap("subgroupQuadSwapVertical", 1),
		quadSwap("subgroupQuadSwapDiagonal", 2),
		// rotate
		{Name: "subgroupRotate", Exts: []string{extRotate}, Overloads: []Overload{gen(All, T, p("value", T), p("delta", PUint))},
			Lower: grpAll(spirv.CapabilityGroupNonUniformRotateKHR, spirv.OpGroupNonUniformRotateKHR)},
		{Name: "subgroupClusteredRotate", Exts: []string{extRotate}, Overloads: []Overload{gen(All, T, p("value", T), p("delta", PUint), pConst("clusterSize", PUint))},
			Lower: grpAll(spirv.CapabilityGroupNonUniformRotateKHR, spirv.OpGroupNonUniformRotateKHR)},
	}
	partition := grpAll(spirv.CapabilityGroupNonUniformPartitionedNV, spirv.OpGroupNonUniformPartitionNV)
	partition.NoScope = true
	part = append(part, Func{Name: "subgroupPartitionNV", Exts: []string{extPartitioned}, Overloads: []Overload{gen(All, UVec4, p("value", T))},
		Lower: partition})
	return append(fs, plain...), part
}()
