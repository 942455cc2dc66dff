package glsl450

import "testing"

// Hand-worked results of the per-component float instructions. Constants
// such as float32(π) = 0x40490fdb are the correctly rounded values, worked
// out by hand (and checked with a calculator), never by the code under test.
var floatCases = []tcase{
	// Round: halves away from zero (the documented choice).
	un(Round, "2.5", F32(1), f(2.5), f(3)),
	un(Round, "-2.5", F32(1), f(-2.5), f(-3)),
	un(Round, "just below half", F32(1), b(0x3effffff), f(0)),
	un(Round, "-0.4 keeps sign", F32(1), f(-0.4), b(nz32)),
	un(Round, "inf", F32(1), b(inf32), b(inf32)),
	un(Round, "nan", F32(1), b(nan32), b(nan32)),
	un(Round, "vec", F32(3), f(1.5, -0.5, 7), f(2, -1, 7)),
	un(Round, "f16 1.5 2.5", F16(2), h(0x3e00, 0x4100), h(0x4000, 0x4200)),
	un(Round, "f64 -0.5", F64(1), d(-0.5), d(-1)),
	un(Round, "f64 2^52+1", F64(1), d(4503599627370497), d(4503599627370497)),

	un(RoundEven, "2.5", F32(1), f(2.5), f(2)),
	un(RoundEven, "3.5", F32(1), f(3.5), f(4)),
	un(RoundEven, "-2.5", F32(1), f(-2.5), f(-2)),
	un(RoundEven, "-0.5", F32(1), f(-0.5), b(nz32)),
	un(RoundEven, "0.5", F32(1), f(0.5), f(0)),
	un(RoundEven, "f16 2.5", F16(1), h(0x4100), h(0x4000)),
	un(RoundEven, "f64 2.5", F64(1), d(2.5), d(2)),

	un(Trunc, "-1.7", F32(1), f(-1.7), f(-1)),
	un(Trunc, "-0.3", F32(1), f(-0.3), b(nz32)),
	un(Trunc, "1e30", F32(1), f(1e30), f(1e30)),
	un(Trunc, "f16 -2.75", F16(1), h(0xc180), h(0xc000)),
	un(Trunc, "f64 2.999", F64(1), d(2.999), d(2)),

	un(FAbs, "-3", F32(1), f(-3), f(3)),
	un(FAbs, "-0", F32(1), b(nz32), f(0)),
	un(FAbs, "denormal", F32(1), b(0x80000001), b(0x00000001)),
	un(FAbs, "-inf", F32(1), b(ninf32), b(inf32)),
	un(FAbs, "negative nan keeps payload", F32(1), b(0xffc00123), b(0x7fc00123)),
	un(FAbs, "sign-extended input", F32(1), b(0xffffffffc0400000), f(3)),
	un(FAbs, "f16", F16(2), h(0xbc00, 0x8001), h(0x3c00, 0x0001)),
	un(FAbs, "f64", F64(1), d(-1), d(1)),

	un(FSign, "2.5", F32(1), f(2.5), f(1)),
	un(FSign, "-0.1", F32(1), f(-0.1), f(-1)),
	un(FSign, "0", F32(1), f(0), f(0)),
	un(FSign, "-0", F32(1), b(nz32), b(nz32)),
	un(FSign, "-inf", F32(1), b(ninf32), f(-1)),
	un(FSign, "denormal", F32(1), b(0x00000001), f(1)),
	un(FSign, "nan", F32(1), b(nan32), b(nan32)),
	un(FSign, "f16", F16(2), h(0xc000, 0x0001), h(0xbc00, 0x3c00)),
	un(FSign, "f64", F64(1), d(1e-300), d(1)),

	un(Floor, "-0.5", F32(1), f(-0.5), f(-1)),
	un(Floor, "1.5", F32(1), f(1.5), f(1)),
	un(Floor, "-0", F32(1), b(nz32), b(nz32)),
	un(Floor, "-inf", F32(1), b(ninf32), b(ninf32)),
	un(Floor, "f16 -0.5", F16(1), h(0xb800), h(0xbc00)),
	un(Floor, "f64 -1.5", F64(1), d(-1.5), d(-2)),

	un(Ceil, "-0.5", F32(1), f(-0.5), b(nz32)),
	un(Ceil, "1.2", F32(1), f(1.2), f(2)),
	un(Ceil, "f16 1.5", F16(1), h(0x3e00), h(0x4000)),
	un(Ceil, "f64 -1.5", F64(1), d(-1.5), d(-1)),

	un(Fract, "-0.25", F32(1), f(-0.25), f(0.75)),
	un(Fract, "1.5", F32(1), f(1.5), f(0.5)),
	un(Fract, "-0", F32(1), b(nz32), f(0)),
	un(Fract, "inf", F32(1), b(inf32), b(nan32)),
	un(Fract, "-1e-10 rounds to 1", F32(1), f(-1e-10), f(1)),
	un(Fract, "f16 1.25", F16(1), h(0x3d00), h(0x3400)),
	un(Fract, "f64 -0.25", F64(1), d(-0.25), d(0.75)),

	un(Radians, "180", F32(1), f(180), b(0x40490fdb)),
	un(Radians, "-90", F32(1), f(-90), b(0xbfc90fdb)),
	un(Radians, "0", F32(1), f(0), f(0)),
	un(Radians, "f16 180", F16(1), h(0x59a0), h(0x4248)),

	un(Degrees, "pi", F32(1), b(0x40490fdb), f(180)),
	un(Degrees, "pi/2", F32(1), b(0x3fc90fdb), f(90)),
	un(Degrees, "f16 pi", F16(1), h(0x4248), h(0x59a0)),

	un(Sin, "0", F32(1), f(0), f(0)),
	un(Sin, "-0", F32(1), b(nz32), b(nz32)),
	un(Sin, "pi/2", F32(1), b(0x3fc90fdb), f(1)),
	un(Sin, "inf", F32(1), b(inf32), b(nan32)),
	un(Sin, "f16 -0", F16(1), h(nz16), h(nz16)),
	un(Sin, "f64 0", F64(1), d(0), d(0)),

	un(Cos, "0", F32(1), f(0), f(1)),
	un(Cos, "pi", F32(1), b(0x40490fdb), f(-1)),
	un(Cos, "f16 0", F16(1), h(0), h(0x3c00)),
	un(Cos, "f64 0", F64(1), d(0), d(1)),

	un(Tan, "0", F32(1), f(0), f(0)),
	un(Tan, "-0", F32(1), b(nz32), b(nz32)),
	un(Tan, "pi/4", F32(1), b(0x3f490fdb), f(1)),

	un(Asin, "1", F32(1), f(1), b(0x3fc90fdb)),
	un(Asin, "2 undefined: NaN", F32(1), f(2), b(nan32)),
	un(Asin, "-0", F32(1), b(nz32), b(nz32)),
	un(Asin, "f16 1", F16(1), h(0x3c00), h(0x3e48)),
	un(Asin, "f64 1", F64(1), d(1), b(0x3ff921fb54442d18)),

	un(Acos, "-1", F32(1), f(-1), b(0x40490fdb)),
	un(Acos, "1", F32(1), f(1), f(0)),
	un(Acos, "1.5 undefined: NaN", F32(1), f(1.5), b(nan32)),

	un(Atan, "inf", F32(1), b(inf32), b(0x3fc90fdb)),
	un(Atan, "1", F32(1), f(1), b(0x3f490fdb)),
	un(Atan, "-0", F32(1), b(nz32), b(nz32)),
	un(Atan, "f16 inf", F16(1), h(inf16), h(0x3e48)),

	un(Sinh, "0", F32(1), f(0), f(0)),
	un(Sinh, "-0", F32(1), b(nz32), b(nz32)),
	un(Sinh, "-inf", F32(1), b(ninf32), b(ninf32)),
	un(Sinh, "ln2", F32(1), b(0x3f317218), f(0.75)),
	un(Sinh, "f64 0", F64(1), d(0), d(0)),

	un(Cosh, "0", F32(1), f(0), f(1)),
	un(Cosh, "-inf", F32(1), b(ninf32), b(inf32)),
	un(Cosh, "ln2", F32(1), b(0x3f317218), f(1.25)),

	un(Tanh, "inf", F32(1), b(inf32), f(1)),
	un(Tanh, "-inf", F32(1), b(ninf32), f(-1)),
	un(Tanh, "-0", F32(1), b(nz32), b(nz32)),
	un(Tanh, "ln2", F32(1), b(0x3f317218), b(0x3f19999a)), // 0.6

	un(Asinh, "0.75", F32(1), f(0.75), b(0x3f317218)), // ln 2
	un(Asinh, "-0", F32(1), b(nz32), b(nz32)),

	un(Acosh, "1", F32(1), f(1), f(0)),
	un(Acosh, "1.25", F32(1), f(1.25), b(0x3f317218)), // ln 2
	un(Acosh, "0.5 undefined: NaN", F32(1), f(0.5), b(nan32)),
	un(Acosh, "inf", F32(1), b(inf32), b(inf32)),

	un(Atanh, "0", F32(1), f(0), f(0)),
	un(Atanh, "1 undefined: inf", F32(1), f(1), b(inf32)),
	un(Atanh, "-1 undefined: -inf", F32(1), f(-1), b(ninf32)),
	un(Atanh, "2 undefined: NaN", F32(1), f(2), b(nan32)),
	// float32(0.6) = 0.6 + 2.384e-8, atanh = ln2 + 3.725e-8, above the
	// midpoint 0x3f317218.8.
	un(Atanh, "0.6", F32(1), b(0x3f19999a), b(0x3f317219)),

	bin(Atan2, "1,1", F32(1), f(1), f(1), b(0x3f490fdb)),
	bin(Atan2, "0,-1", F32(1), f(0), f(-1), b(0x40490fdb)),
	bin(Atan2, "-0,-1", F32(1), b(nz32), f(-1), b(0xc0490fdb)),
	bin(Atan2, "1,0", F32(1), f(1), f(0), b(0x3fc90fdb)),
	bin(Atan2, "-1,-1", F32(1), f(-1), f(-1), b(0xc016cbe4)), // -3π/4
	bin(Atan2, "0,0 undefined: 0", F32(1), f(0), f(0), f(0)),
	bin(Atan2, "f64 1,0", F64(1), d(1), d(0), b(0x3ff921fb54442d18)),

	bin(Pow, "2^10", F32(1), f(2), f(10), f(1024)),
	bin(Pow, "4^0.5", F32(1), f(4), f(0.5), f(2)),
	bin(Pow, "x^0", F32(1), f(5), f(0), f(1)),
	bin(Pow, "(-2)^3 undefined: IEEE -8", F32(1), f(-2), f(3), f(-8)),
	bin(Pow, "(-2)^0.5 undefined: NaN", F32(1), f(-2), f(0.5), b(nan32)),
	bin(Pow, "0^-1 undefined: inf", F32(1), f(0), f(-1), b(inf32)),
	bin(Pow, "f16 2^2", F16(1), h(0x4000), h(0x4000), h(0x4400)),
	bin(Pow, "f64 2^-1074", F64(1), d(2), d(-1074), b(1)),

	un(Exp, "0", F32(1), f(0), f(1)),
	un(Exp, "1", F32(1), f(1), b(0x402df854)),
	un(Exp, "-inf", F32(1), b(ninf32), f(0)),
	un(Exp, "89 overflows", F32(1), f(89), b(inf32)),
	un(Exp, "f16 1", F16(1), h(0x3c00), h(0x4170)),
	un(Exp, "f64 1", F64(1), d(1), b(0x4005bf0a8b145769)),

	un(Log, "1", F32(1), f(1), f(0)),
	un(Log, "0 undefined: -inf", F32(1), f(0), b(ninf32)),
	un(Log, "-1 undefined: NaN", F32(1), f(-1), b(nan32)),
	un(Log, "inf", F32(1), b(inf32), b(inf32)),
	// float32(e) is 8.3e-8 below e: ln = 1 - 3.04e-8, below the midpoint
	// 1 - 2.98e-8.
	un(Log, "float32(e)", F32(1), b(0x402df854), b(0x3f7fffff)),
	un(Log, "f16 1", F16(1), h(0x3c00), h(0)),

	un(Exp2, "3", F32(1), f(3), f(8)),
	un(Exp2, "-149 denormal", F32(1), f(-149), b(0x00000001)),
	un(Exp2, "-150 ties to 0", F32(1), f(-150), f(0)),
	un(Exp2, "128 overflows", F32(1), f(128), b(inf32)),
	un(Exp2, "f16 -24 denormal", F16(1), h(0xce00), h(0x0001)),
	un(Exp2, "f16 15", F16(1), h(0x4b80), h(0x7800)),
	un(Exp2, "f16 16 overflows", F16(1), h(0x4c00), h(inf16)),
	un(Exp2, "f64 -1074", F64(1), d(-1074), b(1)),

	un(Log2, "8", F32(1), f(8), f(3)),
	un(Log2, "denormal", F32(1), b(0x00000001), b(0xc3150000)), // -149
	un(Log2, "0", F32(1), f(0), b(ninf32)),
	un(Log2, "-0", F32(1), b(nz32), b(ninf32)),
	un(Log2, "-2", F32(1), f(-2), b(nan32)),
	un(Log2, "f16 denormal", F16(1), h(0x0001), h(0xce00)),        // -24
	un(Log2, "f64 denormal", F64(1), b(1), b(0xc090c80000000000)), // -1074

	un(Sqrt, "4", F32(1), f(4), f(2)),
	un(Sqrt, "2", F32(1), f(2), b(0x3fb504f3)),
	un(Sqrt, "-1 undefined: NaN", F32(1), f(-1), b(nan32)),
	un(Sqrt, "-0", F32(1), b(nz32), b(nz32)),
	un(Sqrt, "inf", F32(1), b(inf32), b(inf32)),
	un(Sqrt, "denormal 2^-148", F32(1), b(0x00000002), b(0x1a800000)),
	un(Sqrt, "f16 4, 2", F16(2), h(0x4400, 0x4000), h(0x4000, 0x3da8)),
	un(Sqrt, "f64 2", F64(1), d(2), b(0x3ff6a09e667f3bcd)),

	un(InverseSqrt, "4", F32(1), f(4), f(0.5)),
	un(InverseSqrt, "2", F32(1), f(2), b(0x3f3504f3)),
	un(InverseSqrt, "0 undefined: inf", F32(1), f(0), b(inf32)),
	un(InverseSqrt, "-0 undefined: -inf", F32(1), b(nz32), b(ninf32)),
	un(InverseSqrt, "inf", F32(1), b(inf32), f(0)),
	un(InverseSqrt, "-1 undefined: NaN", F32(1), f(-1), b(nan32)),
	un(InverseSqrt, "f16 4", F16(1), h(0x4400), h(0x3800)),
	un(InverseSqrt, "f64 0.25", F64(1), d(0.25), d(2)),

	bin(FMin, "1,2", F32(1), f(1), f(2), f(1)),
	bin(FMin, "2,1", F32(1), f(2), f(1), f(1)),
	bin(FMin, "nan,1 gives x", F32(1), b(nan32), f(1), b(nan32)),
	bin(FMin, "1,nan gives x", F32(1), f(1), b(nan32), f(1)),
	bin(FMin, "+0,-0 gives x", F32(1), f(0), b(nz32), f(0)),
	bin(FMin, "-0,+0 gives x", F32(1), b(nz32), f(0), b(nz32)),
	bin(FMin, "-inf", F32(1), b(ninf32), f(5), b(ninf32)),
	bin(FMin, "vec", F32(3), f(1, 5, -2), f(2, 4, -3), f(1, 4, -3)),
	gen(FMin, "scalar y broadcast", F32(2), []Type{F32(2), F32(1)}, [][]uint64{f(1, 5), f(3)}, f(1, 3)),
	bin(FMin, "f16", F16(2), h(0x3c00, 0xc000), h(0x4000, 0x3c00), h(0x3c00, 0xc000)),
	bin(FMin, "f64", F64(1), d(-1e300), d(1e300), d(-1e300)),

	bin(FMax, "1,2", F32(1), f(1), f(2), f(2)),
	bin(FMax, "nan,1 gives x", F32(1), b(nan32), f(1), b(nan32)),
	bin(FMax, "1,nan gives x", F32(1), f(1), b(nan32), f(1)),
	bin(FMax, "+0,-0 gives x", F32(1), f(0), b(nz32), f(0)),
	bin(FMax, "-0,+0 gives x", F32(1), b(nz32), f(0), b(nz32)),
	bin(FMax, "f16 denormals", F16(1), h(0x0001), h(0x0002), h(0x0002)),
	bin(FMax, "f64", F64(1), d(-1), d(-2), d(-1)),

	ter(FClamp, "above", F32(1), f(5), f(0), f(1), f(1)),
	ter(FClamp, "below", F32(1), f(-5), f(0), f(1), f(0)),
	ter(FClamp, "inside", F32(1), f(0.5), f(0), f(1), f(0.5)),
	ter(FClamp, "nan stays", F32(1), b(nan32), f(0), f(1), b(nan32)),
	ter(FClamp, "min>max undefined: maxVal", F32(1), f(0.5), f(1), f(0), f(0)),
	gen(FClamp, "scalar bounds", F32(3), []Type{F32(3), F32(1), F32(1)},
		[][]uint64{f(-1, 0.5, 2), f(0), f(1)}, f(0, 0.5, 1)),
	ter(FClamp, "f16", F16(1), h(0x4400), h(0x3c00), h(0x4000), h(0x4000)),
	ter(FClamp, "f64", F64(1), d(-3), d(-2), d(2), d(-2)),

	ter(FMix, "halfway", F32(1), f(1), f(3), f(0.5), f(2)),
	ter(FMix, "a=0", F32(1), f(2), f(4), f(0), f(2)),
	ter(FMix, "a=1", F32(1), f(2), f(4), f(1), f(4)),
	ter(FMix, "extrapolate", F32(1), f(0), f(10), f(2), f(20)),
	ter(FMix, "y=inf,a=0 gives NaN by the formula", F32(1), f(1), b(inf32), f(0), b(nan32)),
	gen(FMix, "scalar a", F32(2), []Type{F32(2), F32(2), F32(1)},
		[][]uint64{f(0, 10), f(10, 0), f(0.5)}, f(5, 5)),
	ter(FMix, "f16", F16(1), h(0x3c00), h(0x4200), h(0x3800), h(0x4000)),
	ter(FMix, "f64", F64(1), d(0), d(10), d(0.25), d(2.5)),

	bin(Step, "x<edge", F32(1), f(1), f(0.5), f(0)),
	bin(Step, "x=edge", F32(1), f(1), f(1), f(1)),
	bin(Step, "nan x gives 1", F32(1), f(1), b(nan32), f(1)),
	bin(Step, "+0 vs -0 edge", F32(1), b(nz32), f(0), f(1)),
	gen(Step, "scalar edge", F32(2), []Type{F32(1), F32(2)}, [][]uint64{f(0.5), f(0, 1)}, f(0, 1)),
	bin(Step, "f16", F16(2), h(0x3c00, 0x3c00), h(0x4000, 0x3800), h(0x3c00, 0)),
	bin(Step, "f64", F64(1), d(2), d(1), d(0)),

	ter(SmoothStep, "0.5", F32(1), f(0), f(1), f(0.5), f(0.5)),
	ter(SmoothStep, "0.25", F32(1), f(0), f(1), f(0.25), b(0x3e200000)), // 0.15625
	ter(SmoothStep, "below", F32(1), f(0), f(1), f(-1), f(0)),
	ter(SmoothStep, "above", F32(1), f(0), f(1), f(2), f(1)),
	ter(SmoothStep, "scaled", F32(1), f(0), f(2), f(1), f(0.5)),
	ter(SmoothStep, "edge0=edge1 undefined: NaN", F32(1), f(1), f(1), f(1), b(nan32)),
	ter(SmoothStep, "edge0>edge1 undefined: formula", F32(1), f(2), f(0), f(1), f(0.5)),
	gen(SmoothStep, "scalar edges", F32(2), []Type{F32(1), F32(1), F32(2)},
		[][]uint64{f(0), f(1), f(0.5, 0.25)}, b(0x3f000000, 0x3e200000)),
	ter(SmoothStep, "f16", F16(1), h(0), h(0x3c00), h(0x3400), h(0x3100)),
	ter(SmoothStep, "f64", F64(1), d(0), d(4), d(1), b(0x3fc4000000000000)),

	// (1+2^-12)^2 - 1 = 2^-11 + 2^-24 exactly; unfused it would be 2^-11.
	ter(Fma, "exact product", F32(1), b(0x3f800800), b(0x3f800800), f(-1), b(0x3a000400)),
	// (1+2^-12)^2 + 2^-80: the product is a float32 tie; the tiny addend
	// decides it. Rounding through float64 first would lose it.
	ter(Fma, "no double rounding up", F32(1), b(0x3f800800), b(0x3f800800), b(0x17800000), b(0x3f801001)),
	ter(Fma, "no double rounding down", F32(1), b(0x3f800800), b(0x3f800800), b(0x97800000), b(0x3f801000)),
	ter(Fma, "small ints", F32(1), f(2), f(3), f(4), f(10)),
	ter(Fma, "inf*0", F32(1), b(inf32), f(0), f(1), b(nan32)),
	ter(Fma, "denormal result", F32(1), b(0x00800000), f(0.5), f(0), b(0x00400000)),
	// (1+2^-10)^2 - (1+2^-9) = 2^-20, a float16 denormal (16 * 2^-24).
	ter(Fma, "f16 denormal", F16(1), h(0x3c01), h(0x3c01), h(0xbc02), h(0x0010)),
	// 128.125 * 192 = 24600, halfway between 24592 and 24608.
	ter(Fma, "f16 tie to even", F16(1), h(0x5801), h(0x5a00), h(0), h(0x7602)),
	ter(Fma, "f16 tie broken by addend", F16(1), h(0x5801), h(0x5a00), h(0x8001), h(0x7601)),
	// (1+2^-30)^2 - 1 = 2^-29 + 2^-60.
	ter(Fma, "f64", F64(1), d(1+0x1p-30), d(1+0x1p-30), d(-1), b(0x3e20000000200000)),

	bin(NMin, "nan,1", F32(1), b(nan32), f(1), f(1)),
	bin(NMin, "1,nan", F32(1), f(1), b(nan32), f(1)),
	bin(NMin, "nan,nan", F32(1), b(nan32), b(0x7fc00001), b(nan32)),
	bin(NMin, "2,1", F32(1), f(2), f(1), f(1)),
	bin(NMin, "-0,+0 gives x", F32(1), b(nz32), f(0), b(nz32)),
	bin(NMin, "f16", F16(1), h(nan16), h(0xc000), h(0xc000)),
	bin(NMin, "f64", F64(1), d(1), b(nan64), d(1)),

	bin(NMax, "nan,1", F32(1), b(nan32), f(1), f(1)),
	bin(NMax, "1,nan", F32(1), f(1), b(nan32), f(1)),
	bin(NMax, "3,7", F32(1), f(3), f(7), f(7)),
	bin(NMax, "f64 nan,nan", F64(1), b(nan64), b(nan64), b(nan64)),

	ter(NClamp, "nan x gives min", F32(1), b(nan32), f(0), f(1), f(0)),
	ter(NClamp, "above", F32(1), f(5), f(0), f(1), f(1)),
	ter(NClamp, "nan min ignored", F32(1), f(0.5), b(nan32), f(1), f(0.5)),
	ter(NClamp, "nan max ignored", F32(1), f(2), f(0), b(nan32), f(2)),
	ter(NClamp, "f16", F16(1), h(nan16), h(0x3c00), h(0x4000), h(0x3c00)),
}

func TestFloat(t *testing.T) { runCases(t, floatCases) }
