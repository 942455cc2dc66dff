package builtins

import "github.com/glslc-nv/glslc-nv/spirv"

// Extension names of the explicit arithmetic types (each function below is
// available under any one of its extensions).
var (
	extsInt64   = []string{"GL_ARB_gpu_shader_int64", "GL_EXT_shader_explicit_arithmetic_types_int64", "GL_EXT_shader_explicit_arithmetic_types"}
	extsFloat16 = []string{"GL_EXT_shader_explicit_arithmetic_types_float16", "GL_AMD_gpu_shader_half_float", "GL_EXT_shader_explicit_arithmetic_types"}
	extsInt16   = []string{"GL_EXT_shader_explicit_arithmetic_types_int16", "GL_AMD_gpu_shader_int16", "GL_EXT_shader_explicit_arithmetic_types"}
)

// sizes1_2_4 are the sizes glslang declares halfBitsToInt16 for: its
// f16vec3 overload is misspelt "halhBitsToInt16" in glslang's
// Initialize.cpp, so halfBitsToInt16(f16vec3) does not resolve there and
// does not here either.
const sizes1_2_4 SizeSet = 1<<1 | 1<<2 | 1<<4

// packOv is one overload of pack16/32/64 and unpack8/16/32. glslang
// declares them without an extension of their own (GLSL 4.50 and later):
// sema gates every built-in call on the 8- and 16-bit types of its
// signature as glslang does (a (u)int8 type needs int8 arithmetic, a
// (u)int16 type int16 arithmetic, both for pack16), and overloads over 32-
// and 64-bit types only need their types to be declared (unpack32 on a
// uint64_t needs nothing beyond uint64_t).
func packOv(ret Pattern, arg Pattern) Overload { return fixed(ret, p("v", arg)) }

// packFunc is pack16/32/64 or unpack8/16/32: OpBitcast between a scalar
// and a vector of the same total width.
func packFunc(name string, os ...Overload) Func {
	return Func{Name: name, Overloads: os, Lower: coreAll(spirv.OpBitcast)}
}

// bitcastFunc is a built-in that reinterprets bits (OpBitcast).
func bitcastFunc(name string, exts []string, o Overload) Func {
	return Func{Name: name, Exts: exts, Overloads: []Overload{o}, Lower: coreAll(spirv.OpBitcast)}
}

// explicitFuncs are the bit-reinterpreting and packing functions of
// GL_ARB_gpu_shader_int64 and the explicit arithmetic types extensions.
var explicitFuncs = []Func{
	bitcastFunc("doubleBitsToInt64", extsInt64, gen(Set(Float64), Pattern{Int64, N}, p("value", T))),
	bitcastFunc("doubleBitsToUint64", extsInt64, gen(Set(Float64), Pattern{Uint64, N}, p("value", T))),
	bitcastFunc("int64BitsToDouble", extsInt64, gen(Set(Int64), Pattern{Float64, N}, p("value", T))),
	bitcastFunc("uint64BitsToDouble", extsInt64, gen(Set(Uint64), Pattern{Float64, N}, p("value", T))),
	bitcastFunc("packInt2x32", extsInt64, fixed(Pattern{Int64, Scalar1}, p("v", Pattern{Int32, Vec2}))),
	bitcastFunc("packUint2x32", extsInt64, fixed(Pattern{Uint64, Scalar1}, p("v", Pattern{Uint32, Vec2}))),
	bitcastFunc("unpackInt2x32", extsInt64, fixed(Pattern{Int32, Vec2}, p("v", Pattern{Int64, Scalar1}))),
	bitcastFunc("unpackUint2x32", extsInt64, fixed(Pattern{Uint32, Vec2}, p("v", Pattern{Uint64, Scalar1}))),

	bitcastFunc("float16BitsToInt16", extsFloat16, gen(Set(Float16), Pattern{Int16, N}, p("value", T))),
	bitcastFunc("float16BitsToUint16", extsFloat16, gen(Set(Float16), Pattern{Uint16, N}, p("value", T))),
	bitcastFunc("int16BitsToFloat16", extsFloat16, gen(Set(Int16), Pattern{Float16, N}, p("value", T))),
	bitcastFunc("uint16BitsToFloat16", extsFloat16, gen(Set(Uint16), Pattern{Float16, N}, p("value", T))),
	bitcastFunc("packFloat2x16", extsFloat16, fixed(PUint, p("v", Pattern{Float16, Vec2}))),
	bitcastFunc("unpackFloat2x16", extsFloat16, fixed(Pattern{Float16, Vec2}, p("v", PUint))),

	// GL_AMD_gpu_shader_half_float's names for the float16 bit casts. The
	// row gates float16 arithmetic; sema's small-type rule adds the int16
	// arithmetic glslang requires for the other side.
	{Name: "halfBitsToInt16", Exts: extsFloat16, Lower: coreAll(spirv.OpBitcast), Overloads: []Overload{
		{Gen: Set(Float16), Sizes: sizes1_2_4, Ret: Pattern{Int16, N}, Params: []Param{p("value", T)}}}},
	{Name: "halfBitsToUint16", Exts: extsFloat16, Lower: coreAll(spirv.OpBitcast), Overloads: []Overload{
		{Gen: Set(Float16), Sizes: Sizes1to4, Ret: Pattern{Uint16, N}, Params: []Param{p("value", T)}}}},
	{Name: "int16BitsToHalf", Exts: extsFloat16, Lower: coreAll(spirv.OpBitcast), Overloads: []Overload{
		{Gen: Set(Int16), Sizes: Sizes1to4, Ret: Pattern{Float16, N}, Params: []Param{p("value", T)}}}},
	{Name: "uint16BitsToHalf", Exts: extsFloat16, Lower: coreAll(spirv.OpBitcast), Overloads: []Overload{
		{Gen: Set(Uint16), Sizes: Sizes1to4, Ret: Pattern{Float16, N}, Params: []Param{p("value", T)}}}},

	bitcastFunc("packInt2x16", extsInt16, fixed(PInt, p("v", Pattern{Int16, Vec2}))),
	bitcastFunc("packUint2x16", extsInt16, fixed(PUint, p("v", Pattern{Uint16, Vec2}))),
	bitcastFunc("unpackInt2x16", extsInt16, fixed(Pattern{Int16, Vec2}, p("v", PInt))),
	bitcastFunc("unpackUint2x16", extsInt16, fixed(Pattern{Uint16, Vec2}, p("v", PUint))),
	bitcastFunc("packInt4x16", extsInt16, fixed(Pattern{Int64, Scalar1}, p("v", Pattern{Int16, Vec4}))),
	bitcastFunc("packUint4x16", extsInt16, fixed(Pattern{Uint64, Scalar1}, p("v", Pattern{Uint16, Vec4}))),
	bitcastFunc("unpackInt4x16", extsInt16, fixed(Pattern{Int16, Vec4}, p("v", Pattern{Int64, Scalar1}))),
	bitcastFunc("unpackUint4x16", extsInt16, fixed(Pattern{Uint16, Vec4}, p("v", Pattern{Uint64, Scalar1}))),

	// GL_EXT_shader_explicit_arithmetic_types: pack a vector into a scalar
	// of the same width and back, as glslang declares them.
	packFunc("pack16",
		packOv(Pattern{Int16, Scalar1}, Pattern{Int8, Vec2}),
		packOv(Pattern{Uint16, Scalar1}, Pattern{Uint8, Vec2})),
	packFunc("pack32",
		packOv(PInt, Pattern{Int8, Vec4}),
		packOv(PUint, Pattern{Uint8, Vec4}),
		packOv(PInt, Pattern{Int16, Vec2}),
		packOv(PUint, Pattern{Uint16, Vec2})),
	packFunc("pack64",
		packOv(Pattern{Int64, Scalar1}, Pattern{Int16, Vec4}),
		packOv(Pattern{Uint64, Scalar1}, Pattern{Uint16, Vec4}),
		packOv(Pattern{Int64, Scalar1}, Pattern{Int32, Vec2}),
		packOv(Pattern{Uint64, Scalar1}, Pattern{Uint32, Vec2})),
	packFunc("unpack8",
		packOv(Pattern{Int8, Vec2}, Pattern{Int16, Scalar1}),
		packOv(Pattern{Uint8, Vec2}, Pattern{Uint16, Scalar1}),
		packOv(Pattern{Int8, Vec4}, PInt),
		packOv(Pattern{Uint8, Vec4}, PUint)),
	packFunc("unpack16",
		packOv(Pattern{Int16, Vec2}, PInt),
		packOv(Pattern{Uint16, Vec2}, PUint),
		packOv(Pattern{Int16, Vec4}, Pattern{Int64, Scalar1}),
		packOv(Pattern{Uint16, Vec4}, Pattern{Uint64, Scalar1})),
	packFunc("unpack32",
		packOv(Pattern{Int32, Vec2}, Pattern{Int64, Scalar1}),
		packOv(Pattern{Uint32, Vec2}, Pattern{Uint64, Scalar1})),
}
