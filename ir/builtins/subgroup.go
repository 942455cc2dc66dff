package builtins

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

// arithOp is one of the seven subgroup reduction operations: its reduce,
// inclusive and exclusive scan, clustered reduce and partitioned forms.
type arithOp struct {
	types       ScalarSet
	scans       [3]FuncID
	clustered   FuncID
	partitioned [3]FuncID
}

var arithOps = []arithOp{
	{Numeric, [3]FuncID{FnSubgroupAdd, FnSubgroupInclusiveAdd, FnSubgroupExclusiveAdd}, FnSubgroupClusteredAdd,
		[3]FuncID{FnSubgroupPartitionedAddNV, FnSubgroupPartitionedInclusiveAddNV, FnSubgroupPartitionedExclusiveAddNV}},
	{Numeric, [3]FuncID{FnSubgroupMul, FnSubgroupInclusiveMul, FnSubgroupExclusiveMul}, FnSubgroupClusteredMul,
		[3]FuncID{FnSubgroupPartitionedMulNV, FnSubgroupPartitionedInclusiveMulNV, FnSubgroupPartitionedExclusiveMulNV}},
	{Numeric, [3]FuncID{FnSubgroupMin, FnSubgroupInclusiveMin, FnSubgroupExclusiveMin}, FnSubgroupClusteredMin,
		[3]FuncID{FnSubgroupPartitionedMinNV, FnSubgroupPartitionedInclusiveMinNV, FnSubgroupPartitionedExclusiveMinNV}},
	{Numeric, [3]FuncID{FnSubgroupMax, FnSubgroupInclusiveMax, FnSubgroupExclusiveMax}, FnSubgroupClusteredMax,
		[3]FuncID{FnSubgroupPartitionedMaxNV, FnSubgroupPartitionedInclusiveMaxNV, FnSubgroupPartitionedExclusiveMaxNV}},
	{IntsBool, [3]FuncID{FnSubgroupAnd, FnSubgroupInclusiveAnd, FnSubgroupExclusiveAnd}, FnSubgroupClusteredAnd,
		[3]FuncID{FnSubgroupPartitionedAndNV, FnSubgroupPartitionedInclusiveAndNV, FnSubgroupPartitionedExclusiveAndNV}},
	{IntsBool, [3]FuncID{FnSubgroupOr, FnSubgroupInclusiveOr, FnSubgroupExclusiveOr}, FnSubgroupClusteredOr,
		[3]FuncID{FnSubgroupPartitionedOrNV, FnSubgroupPartitionedInclusiveOrNV, FnSubgroupPartitionedExclusiveOrNV}},
	{IntsBool, [3]FuncID{FnSubgroupXor, FnSubgroupInclusiveXor, FnSubgroupExclusiveXor}, FnSubgroupClusteredXor,
		[3]FuncID{FnSubgroupPartitionedXorNV, FnSubgroupPartitionedInclusiveXorNV, FnSubgroupPartitionedExclusiveXorNV}},
}

// arithFuncs makes the subgroup{,Inclusive,Exclusive}<Op>,
// subgroupClustered<Op> and subgroupPartitioned{,Inclusive,Exclusive}<Op>NV
// rows.
func arithFuncs() (plain, partitioned []Func) {
	for _, a := range arithOps {
		for i := range a.scans {
			plain = append(plain, Func{
				ID:        a.scans[i],
				Kind:      KindSubgroup,
				Exts:      []string{extArithmetic},
				Overloads: []Overload{gen(a.types, T, p("value", T))},
			})
			partitioned = append(partitioned, Func{
				ID:        a.partitioned[i],
				Kind:      KindSubgroup,
				Exts:      []string{extPartitioned},
				Overloads: []Overload{gen(a.types, T, p("value", T), p("ballot", UVec4))},
			})
		}
		plain = append(plain, Func{
			ID:        a.clustered,
			Kind:      KindSubgroup,
			Exts:      []string{extClustered},
			Overloads: []Overload{gen(a.types, T, p("value", T), pConst("clusterSize", PUint))},
		})
	}
	return plain, partitioned
}

func ballotCount(id FuncID) Func {
	return Func{ID: id, Kind: KindSubgroup, Exts: []string{extBallot}, Overloads: []Overload{fixed(PUint, p("value", UVec4))}}
}

func quadSwap(id FuncID) Func {
	return Func{ID: id, Kind: KindSubgroup, Exts: []string{extQuad}, Overloads: []Overload{gen(All, T, p("value", T))}}
}

// subgroupFuncs are the GL_KHR_shader_subgroup_* built-in functions (the
// subgroup barriers are in barrierFuncs).
var subgroupFuncs, partitionedFuncs = func() ([]Func, []Func) {
	plain, part := arithFuncs()
	fs := []Func{
		// basic
		{ID: FnSubgroupElect, Exts: []string{subgroupBasic}, Overloads: []Overload{fixed(PBool)}, Kind: KindSubgroup},
		// vote
		{ID: FnSubgroupAll, Exts: []string{extVote}, Overloads: []Overload{fixed(PBool, p("value", PBool))}, Kind: KindSubgroup},
		{ID: FnSubgroupAny, Exts: []string{extVote}, Overloads: []Overload{fixed(PBool, p("value", PBool))}, Kind: KindSubgroup},
		{ID: FnSubgroupAllEqual, Exts: []string{extVote}, Overloads: []Overload{gen(All, PBool, p("value", T))}, Kind: KindSubgroup},
		// ballot
		{ID: FnSubgroupBroadcast, Exts: []string{extBallot}, Overloads: []Overload{gen(All, T, p("value", T), pLane("id", PUint))}, Kind: KindSubgroup},
		{ID: FnSubgroupBroadcastFirst, Exts: []string{extBallot}, Overloads: []Overload{gen(All, T, p("value", T))}, Kind: KindSubgroup},
		{ID: FnSubgroupBallot, Exts: []string{extBallot}, Overloads: []Overload{fixed(UVec4, p("value", PBool))}, Kind: KindSubgroup},
		{ID: FnSubgroupInverseBallot, Exts: []string{extBallot}, Overloads: []Overload{fixed(PBool, p("value", UVec4))}, Kind: KindSubgroup},
		{ID: FnSubgroupBallotBitExtract, Exts: []string{extBallot}, Overloads: []Overload{fixed(PBool, p("value", UVec4), p("index", PUint))}, Kind: KindSubgroup},
		ballotCount(FnSubgroupBallotBitCount),
		ballotCount(FnSubgroupBallotInclusiveBitCount),
		ballotCount(FnSubgroupBallotExclusiveBitCount),
		{ID: FnSubgroupBallotFindLSB, Exts: []string{extBallot}, Overloads: []Overload{fixed(PUint, p("value", UVec4))}, Kind: KindSubgroup},
		{ID: FnSubgroupBallotFindMSB, Exts: []string{extBallot}, Overloads: []Overload{fixed(PUint, p("value", UVec4))}, Kind: KindSubgroup},
		// shuffle, shuffle_relative
		{ID: FnSubgroupShuffle, Exts: []string{extShuffle}, Overloads: []Overload{gen(All, T, p("value", T), p("id", PUint))}, Kind: KindSubgroup},
		{ID: FnSubgroupShuffleXor, Exts: []string{extShuffle}, Overloads: []Overload{gen(All, T, p("value", T), p("mask", PUint))}, Kind: KindSubgroup},
		{ID: FnSubgroupShuffleUp, Exts: []string{extShuffleRelative}, Overloads: []Overload{gen(All, T, p("value", T), p("delta", PUint))}, Kind: KindSubgroup},
		{ID: FnSubgroupShuffleDown, Exts: []string{extShuffleRelative}, Overloads: []Overload{gen(All, T, p("value", T), p("delta", PUint))}, Kind: KindSubgroup},
		// quad
		{ID: FnSubgroupQuadBroadcast, Exts: []string{extQuad}, Overloads: []Overload{gen(All, T, p("value", T), pLane("id", PUint))}, Kind: KindSubgroup},
		quadSwap(FnSubgroupQuadSwapHorizontal),
		quadSwap(FnSubgroupQuadSwapVertical),
		quadSwap(FnSubgroupQuadSwapDiagonal),
		// rotate
		{ID: FnSubgroupRotate, Exts: []string{extRotate}, Overloads: []Overload{gen(All, T, p("value", T), p("delta", PUint))}, Kind: KindSubgroup},
		{ID: FnSubgroupClusteredRotate, Exts: []string{extRotate}, Overloads: []Overload{gen(All, T, p("value", T), p("delta", PUint), pConst("clusterSize", PUint))}, Kind: KindSubgroup},
	}
	part = append(part, Func{ID: FnSubgroupPartitionNV, Kind: KindSubgroup, Exts: []string{extPartitioned},
		Overloads: []Overload{gen(All, UVec4, p("value", T))}})
	return append(fs, plain...), part
}()
