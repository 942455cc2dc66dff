package builtins

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
func packFunc(id FuncID, os ...Overload) Func {
	return Func{ID: id, Overloads: os}
}

// bitcastFunc is a built-in that reinterprets bits (OpBitcast).
func bitcastFunc(id FuncID, exts []string, o Overload) Func {
	return Func{ID: id, Exts: exts, Overloads: []Overload{o}}
}

// explicitFuncs are the bit-reinterpreting and packing functions of
// GL_ARB_gpu_shader_int64 and the explicit arithmetic types extensions.
var explicitFuncs = []Func{
	bitcastFunc(FnDoubleBitsToInt64, extsInt64, gen(Set(Float64), Pattern{Int64, N}, p("value", T))),
	bitcastFunc(FnDoubleBitsToUint64, extsInt64, gen(Set(Float64), Pattern{Uint64, N}, p("value", T))),
	bitcastFunc(FnInt64BitsToDouble, extsInt64, gen(Set(Int64), Pattern{Float64, N}, p("value", T))),
	bitcastFunc(FnUint64BitsToDouble, extsInt64, gen(Set(Uint64), Pattern{Float64, N}, p("value", T))),
	bitcastFunc(FnPackInt2x32, extsInt64, fixed(Pattern{Int64, Scalar1}, p("v", Pattern{Int32, Vec2}))),
	bitcastFunc(FnPackUint2x32, extsInt64, fixed(Pattern{Uint64, Scalar1}, p("v", Pattern{Uint32, Vec2}))),
	bitcastFunc(FnUnpackInt2x32, extsInt64, fixed(Pattern{Int32, Vec2}, p("v", Pattern{Int64, Scalar1}))),
	bitcastFunc(FnUnpackUint2x32, extsInt64, fixed(Pattern{Uint32, Vec2}, p("v", Pattern{Uint64, Scalar1}))),

	bitcastFunc(FnFloat16BitsToInt16, extsFloat16, gen(Set(Float16), Pattern{Int16, N}, p("value", T))),
	bitcastFunc(FnFloat16BitsToUint16, extsFloat16, gen(Set(Float16), Pattern{Uint16, N}, p("value", T))),
	bitcastFunc(FnInt16BitsToFloat16, extsFloat16, gen(Set(Int16), Pattern{Float16, N}, p("value", T))),
	bitcastFunc(FnUint16BitsToFloat16, extsFloat16, gen(Set(Uint16), Pattern{Float16, N}, p("value", T))),
	bitcastFunc(FnPackFloat2x16, extsFloat16, fixed(PUint, p("v", Pattern{Float16, Vec2}))),
	bitcastFunc(FnUnpackFloat2x16, extsFloat16, fixed(Pattern{Float16, Vec2}, p("v", PUint))),

	// GL_AMD_gpu_shader_half_float's names for the float16 bit casts. The
	// row gates float16 arithmetic; sema's small-type rule adds the int16
	// arithmetic glslang requires for the other side.
	{ID: FnHalfBitsToInt16, Exts: extsFloat16, Overloads: []Overload{
		{Gen: Set(Float16), Sizes: sizes1_2_4, Ret: Pattern{Int16, N}, Params: []Param{p("value", T)}}}},
	{ID: FnHalfBitsToUint16, Exts: extsFloat16, Overloads: []Overload{
		{Gen: Set(Float16), Sizes: Sizes1to4, Ret: Pattern{Uint16, N}, Params: []Param{p("value", T)}}}},
	{ID: FnInt16BitsToHalf, Exts: extsFloat16, Overloads: []Overload{
		{Gen: Set(Int16), Sizes: Sizes1to4, Ret: Pattern{Float16, N}, Params: []Param{p("value", T)}}}},
	{ID: FnUint16BitsToHalf, Exts: extsFloat16, Overloads: []Overload{
		{Gen: Set(Uint16), Sizes: Sizes1to4, Ret: Pattern{Float16, N}, Params: []Param{p("value", T)}}}},

	bitcastFunc(FnPackInt2x16, extsInt16, fixed(PInt, p("v", Pattern{Int16, Vec2}))),
	bitcastFunc(FnPackUint2x16, extsInt16, fixed(PUint, p("v", Pattern{Uint16, Vec2}))),
	bitcastFunc(FnUnpackInt2x16, extsInt16, fixed(Pattern{Int16, Vec2}, p("v", PInt))),
	bitcastFunc(FnUnpackUint2x16, extsInt16, fixed(Pattern{Uint16, Vec2}, p("v", PUint))),
	bitcastFunc(FnPackInt4x16, extsInt16, fixed(Pattern{Int64, Scalar1}, p("v", Pattern{Int16, Vec4}))),
	bitcastFunc(FnPackUint4x16, extsInt16, fixed(Pattern{Uint64, Scalar1}, p("v", Pattern{Uint16, Vec4}))),
	bitcastFunc(FnUnpackInt4x16, extsInt16, fixed(Pattern{Int16, Vec4}, p("v", Pattern{Int64, Scalar1}))),
	bitcastFunc(FnUnpackUint4x16, extsInt16, fixed(Pattern{Uint16, Vec4}, p("v", Pattern{Uint64, Scalar1}))),

	// GL_EXT_shader_explicit_arithmetic_types: pack a vector into a scalar
	// of the same width and back, as glslang declares them.
	packFunc(FnPack16,
		packOv(Pattern{Int16, Scalar1}, Pattern{Int8, Vec2}),
		packOv(Pattern{Uint16, Scalar1}, Pattern{Uint8, Vec2})),
	packFunc(FnPack32,
		packOv(PInt, Pattern{Int8, Vec4}),
		packOv(PUint, Pattern{Uint8, Vec4}),
		packOv(PInt, Pattern{Int16, Vec2}),
		packOv(PUint, Pattern{Uint16, Vec2})),
	packFunc(FnPack64,
		packOv(Pattern{Int64, Scalar1}, Pattern{Int16, Vec4}),
		packOv(Pattern{Uint64, Scalar1}, Pattern{Uint16, Vec4}),
		packOv(Pattern{Int64, Scalar1}, Pattern{Int32, Vec2}),
		packOv(Pattern{Uint64, Scalar1}, Pattern{Uint32, Vec2})),
	packFunc(FnUnpack8,
		packOv(Pattern{Int8, Vec2}, Pattern{Int16, Scalar1}),
		packOv(Pattern{Uint8, Vec2}, Pattern{Uint16, Scalar1}),
		packOv(Pattern{Int8, Vec4}, PInt),
		packOv(Pattern{Uint8, Vec4}, PUint)),
	packFunc(FnUnpack16,
		packOv(Pattern{Int16, Vec2}, PInt),
		packOv(Pattern{Uint16, Vec2}, PUint),
		packOv(Pattern{Int16, Vec4}, Pattern{Int64, Scalar1}),
		packOv(Pattern{Uint16, Vec4}, Pattern{Uint64, Scalar1})),
	packFunc(FnUnpack32,
		packOv(Pattern{Int32, Vec2}, Pattern{Int64, Scalar1}),
		packOv(Pattern{Uint32, Vec2}, Pattern{Uint64, Scalar1})),
}
