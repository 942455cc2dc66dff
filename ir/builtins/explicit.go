package builtins

import "github.com/glslc-nv/glslc-nv/spirv"

// Extension names of the explicit arithmetic types (each function below is
// available under any one of its extensions).
var (
	extsInt64   = []string{"GL_ARB_gpu_shader_int64", "GL_EXT_shader_explicit_arithmetic_types_int64", "GL_EXT_shader_explicit_arithmetic_types"}
	extsFloat16 = []string{"GL_EXT_shader_explicit_arithmetic_types_float16", "GL_AMD_gpu_shader_half_float", "GL_EXT_shader_explicit_arithmetic_types"}
	extsInt16   = []string{"GL_EXT_shader_explicit_arithmetic_types_int16", "GL_AMD_gpu_shader_int16", "GL_EXT_shader_explicit_arithmetic_types"}
)

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

	bitcastFunc("packInt2x16", extsInt16, fixed(PInt, p("v", Pattern{Int16, Vec2}))),
	bitcastFunc("packUint2x16", extsInt16, fixed(PUint, p("v", Pattern{Uint16, Vec2}))),
	bitcastFunc("unpackInt2x16", extsInt16, fixed(Pattern{Int16, Vec2}, p("v", PInt))),
	bitcastFunc("unpackUint2x16", extsInt16, fixed(Pattern{Uint16, Vec2}, p("v", PUint))),
	bitcastFunc("packInt4x16", extsInt16, fixed(Pattern{Int64, Scalar1}, p("v", Pattern{Int16, Vec4}))),
	bitcastFunc("packUint4x16", extsInt16, fixed(Pattern{Uint64, Scalar1}, p("v", Pattern{Uint16, Vec4}))),
	bitcastFunc("unpackInt4x16", extsInt16, fixed(Pattern{Int16, Vec4}, p("v", Pattern{Int64, Scalar1}))),
	bitcastFunc("unpackUint4x16", extsInt16, fixed(Pattern{Uint16, Vec4}, p("v", Pattern{Uint64, Scalar1}))),
}
