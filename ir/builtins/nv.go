package builtins

// GLSL extension names of the NVIDIA cross-lane extensions.
const (
	extThreadShuffle = "GL_NV_shader_thread_shuffle"
	extThreadGroup   = "GL_NV_shader_thread_group"
)

// shuffleTypes are the data types of the NV thread shuffle functions:
// int, uint, float and bool scalars and 2-, 3-, 4-component vectors.
var shuffleTypes = Set(Bool, Int32, Uint32, Float32)

// nvShuffle is one of shuffleNV / shuffleUpNV / shuffleDownNV /
// shuffleXorNV (SEMANTICS.md section 3), with and without the trailing
// out bool threadIdValid.
func nvShuffle(id FuncID) Func {
	data, index, width := p("data", T), p("index", PUint), p("width", PUint)
	return Func{ID: id, Kind: KindCrossLane, Exts: []string{extThreadShuffle},
		Overloads: []Overload{
			gen(shuffleTypes, T, data, index, width),
			gen(shuffleTypes, T, data, index, width, pOut("threadIdValid", PBool)),
		}}
}

// quadSwizzle is quadSwizzle{0,1,2,3,X,Y}NV(x [, y]) on float types.
func quadSwizzle(id FuncID) Func {
	return Func{ID: id, Kind: KindCrossLane, Exts: []string{extThreadGroup},
		Overloads: []Overload{gen(F32, T, p("x", T)), gen(F32, T, p("x", T), p("y", T))}}
}

func warpVote(id FuncID, ret Pattern, params ...Param) Func {
	return Func{ID: id, Kind: KindCrossLane, Exts: []string{extThreadGroup}, Overloads: []Overload{fixed(ret, params...)}}
}

// QuadSwizzleLane is the lane of its quad that quadSwizzle{0,1,2,3}NV
// reads (quadSwizzleXNV and quadSwizzleYNV swap horizontally and
// vertically instead).
var QuadSwizzleLane = map[FuncID]int{FnQuadSwizzle0NV: 0, FnQuadSwizzle1NV: 1, FnQuadSwizzle2NV: 2, FnQuadSwizzle3NV: 3}

// nvFuncs are the GL_NV_shader_thread_shuffle and GL_NV_shader_thread_group
// built-ins of SEMANTICS.md sections 3 and 4. All are expansions into
// subgroup operations: a warp is an aligned 32-lane segment of the
// subgroup (the whole subgroup when it is narrower).
var nvFuncs = []Func{
	nvShuffle(FnShuffleNV),
	nvShuffle(FnShuffleUpNV),
	nvShuffle(FnShuffleDownNV),
	nvShuffle(FnShuffleXorNV),
	warpVote(FnActiveThreadsNV, PUint),
	warpVote(FnBallotThreadNV, PUint, p("value", PBool)),
	warpVote(FnAnyThreadNV, PBool, p("value", PBool)),
	warpVote(FnAllThreadsNV, PBool, p("value", PBool)),
	warpVote(FnAllThreadsEqualNV, PBool, p("value", PBool)),
	quadSwizzle(FnQuadSwizzle0NV),
	quadSwizzle(FnQuadSwizzle1NV),
	quadSwizzle(FnQuadSwizzle2NV),
	quadSwizzle(FnQuadSwizzle3NV),
	quadSwizzle(FnQuadSwizzleXNV),
	quadSwizzle(FnQuadSwizzleYNV),
}
