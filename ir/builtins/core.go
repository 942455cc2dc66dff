package builtins

// Shorthands for one-input float functions of the GLSL specification.
func unaryF(id FuncID, g ScalarSet) Func {
	return Func{ID: id, Overloads: []Overload{gen(g, T, p("x", T))}, Pure: true}
}

func binaryF(id FuncID, g ScalarSet) Func {
	return Func{ID: id, Overloads: []Overload{gen(g, T, p("x", T), p("y", T))}, Pure: true}
}

// relational is lessThan & co: vectors in, bvec out.
func relational(id FuncID, g ScalarSet) Func {
	return Func{ID: id, Overloads: []Overload{vecs(g, BN, p("x", T), p("y", T))}}
}

// coreFuncs are GLSL 4.60 chapter 8 built-ins that apply to compute shaders
// (8.1 angle and trigonometry, 8.2 exponential, 8.3 common, 8.4 packing,
// 8.5 geometric, 8.6 matrix, 8.7 vector relational, 8.8 integer).
var coreFuncs = []Func{
	// 8.1 Angle and trigonometry.
	unaryF(FnRadians, F16F32),
	unaryF(FnDegrees, F16F32),
	unaryF(FnSin, F16F32),
	unaryF(FnCos, F16F32),
	unaryF(FnTan, F16F32),
	unaryF(FnAsin, F16F32),
	unaryF(FnAcos, F16F32),
	{ID: FnAtan, Overloads: []Overload{
		gen(F16F32, T, p("y", T), p("x", T)),
		{Gen: F16F32, Sizes: Sizes1to4, Ret: T, Params: []Param{p("y_over_x", T)}, ID: FnAtanYOverX},
	}, Pure: true},
	unaryF(FnSinh, F16F32),
	unaryF(FnCosh, F16F32),
	unaryF(FnTanh, F16F32),
	unaryF(FnAsinh, F16F32),
	unaryF(FnAcosh, F16F32),
	unaryF(FnAtanh, F16F32),

	// 8.2 Exponential.
	binaryF(FnPow, F16F32),
	unaryF(FnExp, F16F32),
	unaryF(FnLog, F16F32),
	unaryF(FnExp2, F16F32),
	unaryF(FnLog2, F16F32),
	unaryF(FnSqrt, Floats),
	unaryF(FnInversesqrt, Floats),

	// 8.3 Common.
	{ID: FnAbs, Overloads: []Overload{gen(Floats|Sints, T, p("x", T))}, Pure: true},
	{ID: FnSign, Overloads: []Overload{gen(Floats|Sints, T, p("x", T))}, Pure: true},
	unaryF(FnFloor, Floats),
	unaryF(FnTrunc, Floats),
	unaryF(FnRound, Floats),
	unaryF(FnRoundEven, Floats),
	unaryF(FnCeil, Floats),
	unaryF(FnFract, Floats),
	{ID: FnMod, Overloads: []Overload{
		gen(Floats, T, p("x", T), p("y", T)),
		gen(Floats, T, p("x", T), p("y", S)),
	}},
	{ID: FnModf, Overloads: []Overload{gen(Floats, T, p("x", T), pOut("i", T))}},
	{ID: FnMin, Overloads: []Overload{
		gen(Numeric, T, p("x", T), p("y", T)),
		gen(Numeric, T, p("x", T), p("y", S)),
	}, Pure: true},
	{ID: FnMax, Overloads: []Overload{
		gen(Numeric, T, p("x", T), p("y", T)),
		gen(Numeric, T, p("x", T), p("y", S)),
	}, Pure: true},
	{ID: FnClamp, Overloads: []Overload{
		gen(Numeric, T, p("x", T), p("minVal", T), p("maxVal", T)),
		gen(Numeric, T, p("x", T), p("minVal", S), p("maxVal", S)),
	}, Pure: true},
	{ID: FnMix, Overloads: []Overload{
		gen(Floats, T, p("x", T), p("y", T), p("a", T)),
		gen(Floats, T, p("x", T), p("y", T), p("a", S)),
		{Gen: All, Sizes: Sizes1to4, Ret: T, Params: []Param{p("x", T), p("y", T), p("a", BN)}, ID: FnMixSelect},
	}, Pure: true},
	{ID: FnStep, Overloads: []Overload{
		gen(Floats, T, p("edge", T), p("x", T)),
		gen(Floats, T, p("edge", S), p("x", T)),
	}, Pure: true},
	{ID: FnSmoothstep, Overloads: []Overload{
		gen(Floats, T, p("edge0", T), p("edge1", T), p("x", T)),
		gen(Floats, T, p("edge0", S), p("edge1", S), p("x", T)),
	}, Pure: true},
	{ID: FnIsnan, Overloads: []Overload{gen(Floats, BN, p("x", T))}},
	{ID: FnIsinf, Overloads: []Overload{gen(Floats, BN, p("x", T))}},
	{ID: FnFloatBitsToInt, Overloads: []Overload{gen(F32, IN, p("value", T))}},
	{ID: FnFloatBitsToUint, Overloads: []Overload{gen(F32, UN, p("value", T))}},
	{ID: FnIntBitsToFloat, Overloads: []Overload{gen(Set(Int32), Pattern{Float32, N}, p("value", T))}},
	{ID: FnUintBitsToFloat, Overloads: []Overload{gen(Set(Uint32), Pattern{Float32, N}, p("value", T))}},
	{ID: FnFma, Overloads: []Overload{gen(Floats, T, p("a", T), p("b", T), p("c", T))}, Pure: true},
	// glslang also declares the float16 forms with an int16 exponent
	// (GL_EXT_shader_explicit_arithmetic_types; sema's small-type rule
	// gates the int16 side).
	{ID: FnFrexp, Overloads: []Overload{gen(Floats, T, p("x", T), pOut("exp", IN)),
		gen(Set(Float16), T, p("x", T), pOut("exp", Pattern{Int16, N}))}},
	{ID: FnLdexp, Overloads: []Overload{gen(Floats, T, p("x", T), p("exp", IN)),
		gen(Set(Float16), T, p("x", T), p("exp", Pattern{Int16, N}))}, Pure: true},

	// 8.4 Floating-point pack and unpack.
	{ID: FnPackUnorm2x16, Overloads: []Overload{fixed(PUint, p("v", Pattern{Float32, Vec2}))}, Pure: true},
	{ID: FnPackSnorm2x16, Overloads: []Overload{fixed(PUint, p("v", Pattern{Float32, Vec2}))}, Pure: true},
	{ID: FnPackUnorm4x8, Overloads: []Overload{fixed(PUint, p("v", Pattern{Float32, Vec4}))}, Pure: true},
	{ID: FnPackSnorm4x8, Overloads: []Overload{fixed(PUint, p("v", Pattern{Float32, Vec4}))}, Pure: true},
	{ID: FnUnpackUnorm2x16, Overloads: []Overload{fixed(Pattern{Float32, Vec2}, p("p", PUint))}, Pure: true},
	{ID: FnUnpackSnorm2x16, Overloads: []Overload{fixed(Pattern{Float32, Vec2}, p("p", PUint))}, Pure: true},
	{ID: FnUnpackUnorm4x8, Overloads: []Overload{fixed(Pattern{Float32, Vec4}, p("p", PUint))}, Pure: true},
	{ID: FnUnpackSnorm4x8, Overloads: []Overload{fixed(Pattern{Float32, Vec4}, p("p", PUint))}, Pure: true},
	{ID: FnPackHalf2x16, Overloads: []Overload{fixed(PUint, p("v", Pattern{Float32, Vec2}))}, Pure: true},
	{ID: FnUnpackHalf2x16, Overloads: []Overload{fixed(Pattern{Float32, Vec2}, p("v", PUint))}, Pure: true},
	{ID: FnPackDouble2x32, Overloads: []Overload{fixed(Pattern{Float64, Scalar1}, p("v", Pattern{Uint32, Vec2}))}, Pure: true},
	{ID: FnUnpackDouble2x32, Overloads: []Overload{fixed(Pattern{Uint32, Vec2}, p("v", Pattern{Float64, Scalar1}))}, Pure: true},

	// 8.5 Geometric.
	{ID: FnLength, Overloads: []Overload{gen(Floats, S, p("x", T))}, Pure: true},
	{ID: FnDistance, Overloads: []Overload{gen(Floats, S, p("p0", T), p("p1", T))}, Pure: true},
	{ID: FnDot, Overloads: []Overload{gen(Floats, S, p("x", T), p("y", T))}},
	{ID: FnCross, Overloads: []Overload{{Gen: Floats, Sizes: Size3, Ret: T, Params: []Param{p("x", T), p("y", T)}}}, Pure: true},
	unaryF(FnNormalize, Floats),
	{ID: FnFaceforward, Overloads: []Overload{gen(Floats, T, p("N", T), p("I", T), p("Nref", T))}, Pure: true},
	binaryF(FnReflect, Floats),
	{ID: FnRefract, Overloads: []Overload{gen(Floats, T, p("I", T), p("N", T), p("eta", S))}, Pure: true},

	// 8.6 Matrix. glslang declares the float16 forms too (under any of the
	// float16 extensions, which gate the f16mat types themselves).
	{ID: FnMatrixCompMult, Overloads: []Overload{mats(Floats, AllMats, M, p("x", M), p("y", M))}},
	{ID: FnOuterProduct, Overloads: []Overload{mats(Floats, AllMats, M, p("c", Pattern{Gen, Col}), p("r", Pattern{Gen, Row}))}},
	{ID: FnTranspose, Overloads: []Overload{mats(Floats, AllMats, Pattern{Gen, MatT}, p("m", M))}},
	{ID: FnDeterminant, Overloads: []Overload{mats(Floats, SquareMats, S, p("m", M))}, Pure: true},
	{ID: FnInverse, Overloads: []Overload{mats(Floats, SquareMats, M, p("m", M))}, Pure: true},

	// 8.7 Vector relational.
	relational(FnLessThan, Numeric),
	relational(FnLessThanEqual, Numeric),
	relational(FnGreaterThan, Numeric),
	relational(FnGreaterThanEqual, Numeric),
	relational(FnEqual, All),
	relational(FnNotEqual, All),
	{ID: FnAny, Overloads: []Overload{vecs(Bools, PBool, p("x", T))}},
	{ID: FnAll, Overloads: []Overload{vecs(Bools, PBool, p("x", T))}},
	{ID: FnNot, Overloads: []Overload{vecs(Bools, T, p("x", T))}},

	// 8.8 Integer. The bit-field and bit-count functions are 32-bit only
	// (Vulkan requires 32-bit operands for those opcodes).
	// GL_EXT_long_vector adds 8- and 16-bit forms for long vectors, and
	// 64-bit ones of the carries, the extended products and bitCount
	// (lower runs the bit-field ones and bitCount at 32 bits).
	{ID: FnUaddCarry, Overloads: []Overload{gen(Set(Uint32), T, p("x", T), p("y", T), pOut("carry", T)),
		longOnly(Set(Uint8, Uint16, Uint64), T, p("x", T), p("y", T), pOut("carry", T))}},
	{ID: FnUsubBorrow, Overloads: []Overload{gen(Set(Uint32), T, p("x", T), p("y", T), pOut("borrow", T)),
		longOnly(Set(Uint8, Uint16, Uint64), T, p("x", T), p("y", T), pOut("borrow", T))}},
	{ID: FnUmulExtended, Overloads: []Overload{gen(Set(Uint32), Void, p("x", T), p("y", T), pOut("msb", T), pOut("lsb", T)),
		longOnly(Set(Uint8, Uint16, Uint64), Void, p("x", T), p("y", T), pOut("msb", T), pOut("lsb", T))}},
	{ID: FnImulExtended, Overloads: []Overload{gen(Set(Int32), Void, p("x", T), p("y", T), pOut("msb", T), pOut("lsb", T)),
		longOnly(Set(Int8, Int16, Int64), Void, p("x", T), p("y", T), pOut("msb", T), pOut("lsb", T))}},
	{ID: FnBitfieldExtract, Overloads: []Overload{gen(I32U32, T, p("value", T), p("offset", PInt), p("bits", PInt)),
		longOnly(small816, T, p("value", T), p("offset", PInt), p("bits", PInt))}},
	{ID: FnBitfieldInsert, Overloads: []Overload{gen(I32U32, T, p("base", T), p("insert", T), p("offset", PInt), p("bits", PInt)),
		longOnly(small816, T, p("base", T), p("insert", T), p("offset", PInt), p("bits", PInt))}},
	{ID: FnBitfieldReverse, Overloads: []Overload{gen(I32U32, T, p("value", T)), longOnly(small816, T, p("value", T))}},
	{ID: FnBitCount, Overloads: []Overload{gen(I32U32, IN, p("value", T)),
		longOnly(Set(Int8, Uint8), Pattern{Int8, N}, p("value", T)),
		longOnly(Set(Int16, Uint16), Pattern{Int16, N}, p("value", T)),
		longOnly(Set(Int64, Uint64), Pattern{Int64, N}, p("value", T))}},
	{ID: FnFindLSB, Overloads: []Overload{gen(I32U32, IN, p("value", T))}, Pure: true},
	{ID: FnFindMSB, Overloads: []Overload{gen(I32U32, IN, p("value", T))}, Pure: true},
}

// small816 are the 8- and 16-bit integers of the long-vector bit-field
// functions.
var small816 = Set(Int8, Int16, Uint8, Uint16)
