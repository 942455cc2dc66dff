package builtins

import "github.com/glslc-nv/glslc-nv/spirv"

// GLSL extension names of the NVIDIA cross-lane extensions.
const (
	extThreadShuffle = "GL_NV_shader_thread_shuffle"
	extThreadGroup   = "GL_NV_shader_thread_group"
)

// expand is the lowering of a built-in that lower expands into several
// instructions (lower/expand.go dispatches on name); cap is the main
// capability the expansion needs, for documentation.
func expand(name string, cap spirv.Capability) Lowering {
	return Lowering{Kind: Expand, Special: name, Cap: cap}
}

// shuffleTypes are the data types of the NV thread shuffle functions:
// int, uint, float and bool scalars and 2-, 3-, 4-component vectors.
var shuffleTypes = Set(Bool, Int32, Uint32, Float32)

// nvShuffle is one of shuffleNV / shuffleUpNV / shuffleDownNV /
// shuffleXorNV (SEMANTICS.md section 3), with and without the trailing
// out bool threadIdValid.
func nvShuffle(name string) Func {
	data, index, width := p("data", T), p("index", PUint), p("width", PUint)
	return Func{Name: name, Exts: []string{extThreadShuffle},
		Overloads: []Overload{
			gen(shuffleTypes, T, data, index, width),
			gen(shuffleTypes, T, data, index, width, pOut("threadIdValid", PBool)),
		},
		Lower: expand(name, spirv.CapabilityGroupNonUniformShuffle)}
}

// quadSwizzle is quadSwizzle{0,1,2,3,X,Y}NV(x [, y]) on float types.
func quadSwizzle(suffix string) Func {
	name := "quadSwizzle" + suffix + "NV"
	return Func{Name: name, Exts: []string{extThreadGroup},
		Overloads: []Overload{gen(F32, T, p("x", T)), gen(F32, T, p("x", T), p("y", T))},
		Lower:     expand(name, spirv.CapabilityGroupNonUniformQuad)}
}

func warpVote(name string, ret Pattern, params ...Param) Func {
	return Func{Name: name, Exts: []string{extThreadGroup}, Overloads: []Overload{fixed(ret, params...)},
		Lower: expand(name, spirv.CapabilityGroupNonUniformBallot)}
}

// nvFuncs are the GL_NV_shader_thread_shuffle and GL_NV_shader_thread_group
// built-ins of SEMANTICS.md sections 3 and 4. All are expansions into
// subgroup operations: a warp is an aligned 32-lane segment of the
// subgroup (the whole subgroup when it is narrower).
var nvFuncs = []Func{
	nvShuffle("shuffleNV"),
	nvShuffle("shuffleUpNV"),
	nvShuffle("shuffleDownNV"),
	nvShuffle("shuffleXorNV"),
	warpVote("activeThreadsNV", PUint),
	warpVote("ballotThreadNV", PUint, p("value", PBool)),
	warpVote("anyThreadNV", PBool, p("value", PBool)),
	warpVote("allThreadsNV", PBool, p("value", PBool)),
	warpVote("allThreadsEqualNV", PBool, p("value", PBool)),
	quadSwizzle("0"),
	quadSwizzle("1"),
	quadSwizzle("2"),
	quadSwizzle("3"),
	quadSwizzle("X"),
	quadSwizzle("Y"),
}
