package builtins

import "github.com/glslc-nv/glslc-nv/spirv"

// Shorthands for one-input float functions of the GLSL specification.
func unaryF(name string, g ScalarSet, inst uint32) Func {
	return Func{Name: name, Overloads: []Overload{gen(g, T, p("x", T))}, Lower: glsl(inst, 0, 0)}
}

func binaryF(name string, g ScalarSet, inst uint32) Func {
	return Func{Name: name, Overloads: []Overload{gen(g, T, p("x", T), p("y", T))}, Lower: glsl(inst, 0, 0)}
}

// relational is lessThan & co: vectors in, bvec out.
func relational(name string, g ScalarSet, l Lowering) Func {
	return Func{Name: name, Overloads: []Overload{vecs(g, BN, p("x", T), p("y", T))}, Lower: l}
}

// coreFuncs are GLSL 4.60 chapter 8 built-ins that apply to compute shaders
// (8.1 angle and trigonometry, 8.2 exponential, 8.3 common, 8.4 packing,
// 8.5 geometric, 8.6 matrix, 8.7 vector relational, 8.8 integer).
var coreFuncs = []Func{
	// 8.1 Angle and trigonometry.
	unaryF("radians", F16F32, spirv.GLSLstd450Radians),
	unaryF("degrees", F16F32, spirv.GLSLstd450Degrees),
	unaryF("sin", F16F32, spirv.GLSLstd450Sin),
	unaryF("cos", F16F32, spirv.GLSLstd450Cos),
	unaryF("tan", F16F32, spirv.GLSLstd450Tan),
	unaryF("asin", F16F32, spirv.GLSLstd450Asin),
	unaryF("acos", F16F32, spirv.GLSLstd450Acos),
	{Name: "atan", Overloads: []Overload{
		gen(F16F32, T, p("y", T), p("x", T)),
		{Gen: F16F32, Sizes: Sizes1to4, Ret: T, Params: []Param{p("y_over_x", T)}, Lower: lowerPtr(glsl(spirv.GLSLstd450Atan, 0, 0))},
	}, Lower: glsl(spirv.GLSLstd450Atan2, 0, 0)},
	unaryF("sinh", F16F32, spirv.GLSLstd450Sinh),
	unaryF("cosh", F16F32, spirv.GLSLstd450Cosh),
	unaryF("tanh", F16F32, spirv.GLSLstd450Tanh),
	unaryF("asinh", F16F32, spirv.GLSLstd450Asinh),
	unaryF("acosh", F16F32, spirv.GLSLstd450Acosh),
	unaryF("atanh", F16F32, spirv.GLSLstd450Atanh),

	// 8.2 Exponential.
	binaryF("pow", F16F32, spirv.GLSLstd450Pow),
	unaryF("exp", F16F32, spirv.GLSLstd450Exp),
	unaryF("log", F16F32, spirv.GLSLstd450Log),
	unaryF("exp2", F16F32, spirv.GLSLstd450Exp2),
	unaryF("log2", F16F32, spirv.GLSLstd450Log2),
	unaryF("sqrt", Floats, spirv.GLSLstd450Sqrt),
	unaryF("inversesqrt", Floats, spirv.GLSLstd450InverseSqrt),

	// 8.3 Common.
	{Name: "abs", Overloads: []Overload{gen(Floats|Sints, T, p("x", T))}, Lower: glsl(spirv.GLSLstd450FAbs, spirv.GLSLstd450SAbs, 0)},
	{Name: "sign", Overloads: []Overload{gen(Floats|Sints, T, p("x", T))}, Lower: glsl(spirv.GLSLstd450FSign, spirv.GLSLstd450SSign, 0)},
	unaryF("floor", Floats, spirv.GLSLstd450Floor),
	unaryF("trunc", Floats, spirv.GLSLstd450Trunc),
	unaryF("round", Floats, spirv.GLSLstd450Round),
	unaryF("roundEven", Floats, spirv.GLSLstd450RoundEven),
	unaryF("ceil", Floats, spirv.GLSLstd450Ceil),
	unaryF("fract", Floats, spirv.GLSLstd450Fract),
	{Name: "mod", Overloads: []Overload{
		gen(Floats, T, p("x", T), p("y", T)),
		gen(Floats, T, p("x", T), p("y", S)),
	}, Lower: Lowering{Kind: CoreOp, Float: uint32(spirv.OpFMod), Splat: true}},
	{Name: "modf", Overloads: []Overload{gen(Floats, T, p("x", T), pOut("i", T))}, Lower: special("modf")},
	{Name: "min", Overloads: []Overload{
		gen(Numeric, T, p("x", T), p("y", T)),
		gen(Numeric, T, p("x", T), p("y", S)),
	}, Lower: glsl(spirv.GLSLstd450FMin, spirv.GLSLstd450SMin, spirv.GLSLstd450UMin)},
	{Name: "max", Overloads: []Overload{
		gen(Numeric, T, p("x", T), p("y", T)),
		gen(Numeric, T, p("x", T), p("y", S)),
	}, Lower: glsl(spirv.GLSLstd450FMax, spirv.GLSLstd450SMax, spirv.GLSLstd450UMax)},
	{Name: "clamp", Overloads: []Overload{
		gen(Numeric, T, p("x", T), p("minVal", T), p("maxVal", T)),
		gen(Numeric, T, p("x", T), p("minVal", S), p("maxVal", S)),
	}, Lower: glsl(spirv.GLSLstd450FClamp, spirv.GLSLstd450SClamp, spirv.GLSLstd450UClamp)},
	{Name: "mix", Overloads: []Overload{
		gen(Floats, T, p("x", T), p("y", T), p("a", T)),
		gen(Floats, T, p("x", T), p("y", T), p("a", S)),
		{Gen: All, Sizes: Sizes1to4, Ret: T, Params: []Param{p("x", T), p("y", T), p("a", BN)},
			Lower: lowerPtr(Lowering{Kind: CoreOp, Float: uint32(spirv.OpSelect), Sint: uint32(spirv.OpSelect), Uint: uint32(spirv.OpSelect), Bool: uint32(spirv.OpSelect), SwapArgs: true})},
	}, Lower: glsl(spirv.GLSLstd450FMix, 0, 0)},
	{Name: "step", Overloads: []Overload{
		gen(Floats, T, p("edge", T), p("x", T)),
		gen(Floats, T, p("edge", S), p("x", T)),
	}, Lower: glsl(spirv.GLSLstd450Step, 0, 0)},
	{Name: "smoothstep", Overloads: []Overload{
		gen(Floats, T, p("edge0", T), p("edge1", T), p("x", T)),
		gen(Floats, T, p("edge0", S), p("edge1", S), p("x", T)),
	}, Lower: glsl(spirv.GLSLstd450SmoothStep, 0, 0)},
	{Name: "isnan", Overloads: []Overload{gen(Floats, BN, p("x", T))}, Lower: core(spirv.OpIsNan, 0, 0, 0)},
	{Name: "isinf", Overloads: []Overload{gen(Floats, BN, p("x", T))}, Lower: core(spirv.OpIsInf, 0, 0, 0)},
	{Name: "floatBitsToInt", Overloads: []Overload{gen(F32, IN, p("value", T))}, Lower: coreAll(spirv.OpBitcast)},
	{Name: "floatBitsToUint", Overloads: []Overload{gen(F32, UN, p("value", T))}, Lower: coreAll(spirv.OpBitcast)},
	{Name: "intBitsToFloat", Overloads: []Overload{gen(Set(Int32), Pattern{Float32, N}, p("value", T))}, Lower: coreAll(spirv.OpBitcast)},
	{Name: "uintBitsToFloat", Overloads: []Overload{gen(Set(Uint32), Pattern{Float32, N}, p("value", T))}, Lower: coreAll(spirv.OpBitcast)},
	{Name: "fma", Overloads: []Overload{gen(Floats, T, p("a", T), p("b", T), p("c", T))}, Lower: glsl(spirv.GLSLstd450Fma, 0, 0)},
	{Name: "frexp", Overloads: []Overload{gen(Floats, T, p("x", T), pOut("exp", IN))}, Lower: special("frexp")},
	{Name: "ldexp", Overloads: []Overload{gen(Floats, T, p("x", T), p("exp", IN))}, Lower: glsl(spirv.GLSLstd450Ldexp, 0, 0)},

	// 8.4 Floating-point pack and unpack.
	{Name: "packUnorm2x16", Overloads: []Overload{fixed(PUint, p("v", Pattern{Float32, Vec2}))}, Lower: glslAll(spirv.GLSLstd450PackUnorm2x16)},
	{Name: "packSnorm2x16", Overloads: []Overload{fixed(PUint, p("v", Pattern{Float32, Vec2}))}, Lower: glslAll(spirv.GLSLstd450PackSnorm2x16)},
	{Name: "packUnorm4x8", Overloads: []Overload{fixed(PUint, p("v", Pattern{Float32, Vec4}))}, Lower: glslAll(spirv.GLSLstd450PackUnorm4x8)},
	{Name: "packSnorm4x8", Overloads: []Overload{fixed(PUint, p("v", Pattern{Float32, Vec4}))}, Lower: glslAll(spirv.GLSLstd450PackSnorm4x8)},
	{Name: "unpackUnorm2x16", Overloads: []Overload{fixed(Pattern{Float32, Vec2}, p("p", PUint))}, Lower: glslAll(spirv.GLSLstd450UnpackUnorm2x16)},
	{Name: "unpackSnorm2x16", Overloads: []Overload{fixed(Pattern{Float32, Vec2}, p("p", PUint))}, Lower: glslAll(spirv.GLSLstd450UnpackSnorm2x16)},
	{Name: "unpackUnorm4x8", Overloads: []Overload{fixed(Pattern{Float32, Vec4}, p("p", PUint))}, Lower: glslAll(spirv.GLSLstd450UnpackUnorm4x8)},
	{Name: "unpackSnorm4x8", Overloads: []Overload{fixed(Pattern{Float32, Vec4}, p("p", PUint))}, Lower: glslAll(spirv.GLSLstd450UnpackSnorm4x8)},
	{Name: "packHalf2x16", Overloads: []Overload{fixed(PUint, p("v", Pattern{Float32, Vec2}))}, Lower: glslAll(spirv.GLSLstd450PackHalf2x16)},
	{Name: "unpackHalf2x16", Overloads: []Overload{fixed(Pattern{Float32, Vec2}, p("v", PUint))}, Lower: glslAll(spirv.GLSLstd450UnpackHalf2x16)},
	{Name: "packDouble2x32", Overloads: []Overload{fixed(Pattern{Float64, Scalar1}, p("v", Pattern{Uint32, Vec2}))}, Lower: glslAll(spirv.GLSLstd450PackDouble2x32)},
	{Name: "unpackDouble2x32", Overloads: []Overload{fixed(Pattern{Uint32, Vec2}, p("v", Pattern{Float64, Scalar1}))}, Lower: glslAll(spirv.GLSLstd450UnpackDouble2x32)},

	// 8.5 Geometric.
	{Name: "length", Overloads: []Overload{gen(Floats, S, p("x", T))}, Lower: glsl(spirv.GLSLstd450Length, 0, 0)},
	{Name: "distance", Overloads: []Overload{gen(Floats, S, p("p0", T), p("p1", T))}, Lower: glsl(spirv.GLSLstd450Distance, 0, 0)},
	{Name: "dot", Overloads: []Overload{gen(Floats, S, p("x", T), p("y", T))}, Lower: special("dot")},
	{Name: "cross", Overloads: []Overload{{Gen: Floats, Sizes: Size3, Ret: T, Params: []Param{p("x", T), p("y", T)}}}, Lower: glsl(spirv.GLSLstd450Cross, 0, 0)},
	unaryF("normalize", Floats, spirv.GLSLstd450Normalize),
	{Name: "faceforward", Overloads: []Overload{gen(Floats, T, p("N", T), p("I", T), p("Nref", T))}, Lower: glsl(spirv.GLSLstd450FaceForward, 0, 0)},
	binaryF("reflect", Floats, spirv.GLSLstd450Reflect),
	{Name: "refract", Overloads: []Overload{gen(Floats, T, p("I", T), p("N", T), p("eta", S))}, Lower: Lowering{Kind: GLSLstd450, Float: spirv.GLSLstd450Refract}},

	// 8.6 Matrix. glslang declares the float16 forms too (under any of the
	// float16 extensions, which gate the f16mat types themselves).
	{Name: "matrixCompMult", Overloads: []Overload{mats(Floats, AllMats, M, p("x", M), p("y", M))}, Lower: special("matrixCompMult")},
	{Name: "outerProduct", Overloads: []Overload{mats(Floats, AllMats, M, p("c", Pattern{Gen, Col}), p("r", Pattern{Gen, Row}))}, Lower: core(spirv.OpOuterProduct, 0, 0, 0)},
	{Name: "transpose", Overloads: []Overload{mats(Floats, AllMats, Pattern{Gen, MatT}, p("m", M))}, Lower: core(spirv.OpTranspose, 0, 0, 0)},
	{Name: "determinant", Overloads: []Overload{mats(Floats, SquareMats, S, p("m", M))}, Lower: glsl(spirv.GLSLstd450Determinant, 0, 0)},
	{Name: "inverse", Overloads: []Overload{mats(Floats, SquareMats, M, p("m", M))}, Lower: glsl(spirv.GLSLstd450MatrixInverse, 0, 0)},

	// 8.7 Vector relational.
	relational("lessThan", Numeric, core(spirv.OpFOrdLessThan, spirv.OpSLessThan, spirv.OpULessThan, 0)),
	relational("lessThanEqual", Numeric, core(spirv.OpFOrdLessThanEqual, spirv.OpSLessThanEqual, spirv.OpULessThanEqual, 0)),
	relational("greaterThan", Numeric, core(spirv.OpFOrdGreaterThan, spirv.OpSGreaterThan, spirv.OpUGreaterThan, 0)),
	relational("greaterThanEqual", Numeric, core(spirv.OpFOrdGreaterThanEqual, spirv.OpSGreaterThanEqual, spirv.OpUGreaterThanEqual, 0)),
	relational("equal", All, core(spirv.OpFOrdEqual, spirv.OpIEqual, spirv.OpIEqual, spirv.OpLogicalEqual)),
	relational("notEqual", All, core(spirv.OpFUnordNotEqual, spirv.OpINotEqual, spirv.OpINotEqual, spirv.OpLogicalNotEqual)),
	{Name: "any", Overloads: []Overload{vecs(Bools, PBool, p("x", T))}, Lower: core(0, 0, 0, spirv.OpAny)},
	{Name: "all", Overloads: []Overload{vecs(Bools, PBool, p("x", T))}, Lower: core(0, 0, 0, spirv.OpAll)},
	{Name: "not", Overloads: []Overload{vecs(Bools, T, p("x", T))}, Lower: core(0, 0, 0, spirv.OpLogicalNot)},

	// 8.8 Integer. The bit-field and bit-count functions are 32-bit only
	// (Vulkan requires 32-bit operands for those opcodes).
	{Name: "uaddCarry", Overloads: []Overload{gen(Set(Uint32), T, p("x", T), p("y", T), pOut("carry", T))}, Lower: special("uaddCarry")},
	{Name: "usubBorrow", Overloads: []Overload{gen(Set(Uint32), T, p("x", T), p("y", T), pOut("borrow", T))}, Lower: special("usubBorrow")},
	{Name: "umulExtended", Overloads: []Overload{gen(Set(Uint32), Void, p("x", T), p("y", T), pOut("msb", T), pOut("lsb", T))}, Lower: special("mulExtended")},
	{Name: "imulExtended", Overloads: []Overload{gen(Set(Int32), Void, p("x", T), p("y", T), pOut("msb", T), pOut("lsb", T))}, Lower: special("mulExtended")},
	{Name: "bitfieldExtract", Overloads: []Overload{gen(I32U32, T, p("value", T), p("offset", PInt), p("bits", PInt))}, Lower: core(0, spirv.OpBitFieldSExtract, spirv.OpBitFieldUExtract, 0)},
	{Name: "bitfieldInsert", Overloads: []Overload{gen(I32U32, T, p("base", T), p("insert", T), p("offset", PInt), p("bits", PInt))}, Lower: core(0, spirv.OpBitFieldInsert, spirv.OpBitFieldInsert, 0)},
	{Name: "bitfieldReverse", Overloads: []Overload{gen(I32U32, T, p("value", T))}, Lower: core(0, spirv.OpBitReverse, spirv.OpBitReverse, 0)},
	{Name: "bitCount", Overloads: []Overload{gen(I32U32, IN, p("value", T))}, Lower: core(0, spirv.OpBitCount, spirv.OpBitCount, 0)},
	{Name: "findLSB", Overloads: []Overload{gen(I32U32, IN, p("value", T))}, Lower: glsl(0, spirv.GLSLstd450FindILsb, spirv.GLSLstd450FindILsb)},
	{Name: "findMSB", Overloads: []Overload{gen(I32U32, IN, p("value", T))}, Lower: glsl(0, spirv.GLSLstd450FindSMsb, spirv.GLSLstd450FindUMsb)},
}
