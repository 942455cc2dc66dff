package glsl450

import "testing"

var packCases = []tcase{
	// Bytes from the first component up: round(clamp(c,-1,1)*127).
	gen(PackSnorm4x8, "basic", U32(1), []Type{F32(4)}, [][]uint64{f(1, -1, 0.5, 2)}, b(0x7f40817f)),
	gen(PackSnorm4x8, "zero and nan", U32(1), []Type{F32(4)}, [][]uint64{b(0, nz32, nan32, ninf32)}, b(0x81000000)),
	gen(PackSnorm4x8, "int result", I32(1), []Type{F32(4)}, [][]uint64{f(0, 0, 0, -1)}, i(-0x7f000000)),
	// 0.5*255 = 127.5 rounds to 128.
	gen(PackUnorm4x8, "basic", U32(1), []Type{F32(4)}, [][]uint64{f(0, 1, 0.5, -1)}, b(0x0080ff00)),
	gen(PackUnorm4x8, "clamped", U32(1), []Type{F32(4)}, [][]uint64{b(inf32, 0x00000001, 0x3f000000, nan32)}, b(0x008000ff)),
	gen(PackSnorm2x16, "basic", U32(1), []Type{F32(2)}, [][]uint64{f(1, -1)}, b(0x80017fff)),
	gen(PackSnorm2x16, "half", U32(1), []Type{F32(2)}, [][]uint64{f(0.5, -0.5)}, b(0xc0004000)), // ±16383.5 → ±16384
	gen(PackUnorm2x16, "basic", U32(1), []Type{F32(2)}, [][]uint64{f(0.5, 1)}, b(0xffff8000)),
	gen(PackUnorm2x16, "f16 input", U32(1), []Type{F16(2)}, [][]uint64{h(0x3c00, 0)}, b(0x0000ffff)),

	gen(PackHalf2x16, "1,-2", U32(1), []Type{F32(2)}, [][]uint64{f(1, -2)}, b(0xc0003c00)),
	gen(PackHalf2x16, "overflow and max", U32(1), []Type{F32(2)}, [][]uint64{f(65520, 65519)}, b(0x7bff7c00)),
	// 2^-25 ties to 0; 1.5*2^-24 ties to 2*2^-24.
	gen(PackHalf2x16, "denormal ties", U32(1), []Type{F32(2)}, [][]uint64{f(0x1p-25, 0x1.8p-24)}, b(0x00020000)),
	gen(PackHalf2x16, "0.75 denormal rounds up", U32(1), []Type{F32(2)}, [][]uint64{f(0x1.8p-25, 0)}, b(0x00000001)),
	gen(PackHalf2x16, "-0", U32(1), []Type{F32(2)}, [][]uint64{b(0, nz32)}, b(0x80000000)),
	gen(PackHalf2x16, "nan,-inf", U32(1), []Type{F32(2)}, [][]uint64{b(nan32, ninf32)}, b(0xfc007e00)),
	gen(PackHalf2x16, "tiny, 0.1", U32(1), []Type{F32(2)}, [][]uint64{f(1e-10, 0.1)}, b(0x2e660000)),
	gen(PackHalf2x16, "min normal, max denormal", U32(1), []Type{F32(2)}, [][]uint64{f(0x1p-14, -0x1.ff8p-15)}, b(0x83ff0400)),
	// 2^-14 - 2^-25 is halfway between the largest denormal (odd) and 2^-14.
	gen(PackHalf2x16, "denormal to normal tie", U32(1), []Type{F32(2)}, [][]uint64{f(-0x1.ffcp-15, 0)}, b(0x00008400)),
	// From float64 the value is rounded once: 1+2^-11+2^-40 is above the tie.
	gen(PackHalf2x16, "f64 input rounds once", U32(1), []Type{F64(2)}, [][]uint64{d(1+0x1p-11+0x1p-40, 1+0x1p-11)}, b(0x3c003c01)),

	gen(PackDouble2x32, "1.0", F64(1), []Type{U32(2)}, [][]uint64{b(0, 0x3ff00000)}, d(1)),
	gen(PackDouble2x32, "nan payload kept", F64(1), []Type{I32(2)}, [][]uint64{i(-1, 0x7ff00000)}, b(0x7ff00000ffffffff)),

	gen(UnpackSnorm2x16, "1,-1", F32(2), []Type{U32(1)}, [][]uint64{b(0x80017fff)}, f(1, -1)),
	gen(UnpackSnorm2x16, "-32768 clamps", F32(2), []Type{U32(1)}, [][]uint64{b(0x80000000)}, f(0, -1)),
	gen(UnpackUnorm2x16, "0,1", F32(2), []Type{U32(1)}, [][]uint64{b(0xffff0000)}, f(0, 1)),
	gen(UnpackUnorm2x16, "32768/65535", F32(2), []Type{U32(1)}, [][]uint64{b(0x00008000)}, b(0x3f000080, 0)),
	gen(UnpackHalf2x16, "1,-2", F32(2), []Type{U32(1)}, [][]uint64{b(0xc0003c00)}, f(1, -2)),
	gen(UnpackHalf2x16, "denormal and max", F32(2), []Type{U32(1)}, [][]uint64{b(0x7bff0001)}, b(0x33800000, 0x477fe000)),
	gen(UnpackHalf2x16, "nan,-inf", F32(2), []Type{U32(1)}, [][]uint64{b(0xfc007e00)}, b(nan32, ninf32)),
	gen(UnpackHalf2x16, "0,-0", F32(2), []Type{I32(1)}, [][]uint64{i(-0x80000000)}, b(0, nz32)),
	gen(UnpackSnorm4x8, "bytes", F32(4), []Type{U32(1)}, [][]uint64{b(0x81807f00)}, f(0, 1, -1, -1)),
	gen(UnpackUnorm4x8, "bytes", F32(4), []Type{U32(1)}, [][]uint64{b(0xff008000)}, b(0, 0x3f008081, 0, 0x3f800000)), // 128/255
	gen(UnpackDouble2x32, "1.0", U32(2), []Type{F64(1)}, [][]uint64{d(1)}, b(0, 0x3ff00000)),
	gen(UnpackDouble2x32, "-0 int result", I32(2), []Type{F64(1)}, [][]uint64{b(nz64)}, i(0, -0x80000000)),
}

var splitCases = []tcase{
	{op: Modf, name: "-3.5", res: r(F32(1)), types: []Type{F32(1)}, args: [][]uint64{f(-3.5)}, want: f(-0.5), want2: f(-3)},
	{op: Modf, name: "2.25", res: r(F32(1)), types: []Type{F32(1)}, args: [][]uint64{f(2.25)}, want: f(0.25), want2: f(2)},
	{op: Modf, name: "-2 gives -0", res: r(F32(1)), types: []Type{F32(1)}, args: [][]uint64{f(-2)}, want: b(nz32), want2: f(-2)},
	{op: Modf, name: "inf", res: r(F32(2)), types: []Type{F32(2)}, args: [][]uint64{b(inf32, ninf32)}, want: b(0, nz32), want2: b(inf32, ninf32)},
	{op: Modf, name: "nan", res: r(F32(1)), types: []Type{F32(1)}, args: [][]uint64{b(nan32)}, want: b(nan32), want2: b(nan32)},
	{op: Modf, name: "f16 -3.5", res: r(F16(1)), types: []Type{F16(1)}, args: [][]uint64{h(0xc300)}, want: h(0xb800), want2: h(0xc200)},
	{op: Modf, name: "f64 1e300", res: r(F64(1)), types: []Type{F64(1)}, args: [][]uint64{d(1e300)}, want: d(0), want2: d(1e300)},
	{op: Modf, name: "explicit pointee and placeholder", res: r(F32(1)), types: []Type{F32(1), F32(1)},
		args: [][]uint64{f(1.5), nil}, want: f(0.5), want2: f(1)},
	{op: ModfStruct, name: "vec2", res: Result{Members: []Type{F32(2), F32(2)}}, types: []Type{F32(2)},
		args: [][]uint64{f(-3.5, 0.75)}, want: append(f(-0.5, 0.75), f(-3, 0)...)},
	{op: ModfStruct, name: "f64", res: Result{Members: []Type{F64(1), F64(1)}}, types: []Type{F64(1)},
		args: [][]uint64{d(-0.25)}, want: append(d(-0.25), b(nz64)...)},

	{op: Frexp, name: "8", res: r(F32(1)), types: []Type{F32(1)}, args: [][]uint64{f(8)}, want: f(0.5), want2: i(4), want2T: I32(1)},
	{op: Frexp, name: "0", res: r(F32(1)), types: []Type{F32(1)}, args: [][]uint64{f(0)}, want: f(0), want2: i(0), want2T: I32(1)},
	{op: Frexp, name: "-0", res: r(F32(1)), types: []Type{F32(1)}, args: [][]uint64{b(nz32)}, want: b(nz32), want2: i(0), want2T: I32(1)},
	{op: Frexp, name: "denormal", res: r(F32(1)), types: []Type{F32(1)}, args: [][]uint64{b(1)}, want: f(0.5), want2: i(-148), want2T: I32(1)},
	{op: Frexp, name: "-3", res: r(F32(1)), types: []Type{F32(1)}, args: [][]uint64{f(-3)}, want: f(-0.75), want2: i(2), want2T: I32(1)},
	{op: Frexp, name: "inf", res: r(F32(1)), types: []Type{F32(1)}, args: [][]uint64{b(inf32)}, want: b(inf32), want2: i(0), want2T: I32(1)},
	{op: Frexp, name: "f16 denormal, max", res: r(F16(2)), types: []Type{F16(2)}, args: [][]uint64{h(0x0001, 0x7bff)},
		want: h(0x3800, 0x3bff), want2: i(-23, 16), want2T: I32(2)},
	{op: Frexp, name: "f64 3", res: r(F64(1)), types: []Type{F64(1)}, args: [][]uint64{d(3)}, want: d(0.75), want2: i(2), want2T: I32(1)},
	{op: Frexp, name: "uint pointee", res: r(F32(1)), types: []Type{F32(1), U32(1)}, args: [][]uint64{b(1)},
		want: f(0.5), want2: b(0xffffff6c), want2T: U32(1)},
	{op: Frexp, name: "i16 pointee", res: r(F32(1)), types: []Type{F32(1), I16(1)}, args: [][]uint64{f(0.25)},
		want: f(0.5), want2: i(-1), want2T: I16(1)},
	{op: FrexpStruct, name: "vec2", res: Result{Members: []Type{F32(2), I32(2)}}, types: []Type{F32(2)},
		args: [][]uint64{f(8, -0.375)}, want: append(f(0.5, -0.75), i(4, -1)...)},

	gen(Ldexp, "0.5*2^4", F32(1), []Type{F32(1), I32(1)}, [][]uint64{f(0.5), i(4)}, f(8)),
	gen(Ldexp, "overflow", F32(1), []Type{F32(1), I32(1)}, [][]uint64{f(1), i(128)}, b(inf32)),
	gen(Ldexp, "to min denormal", F32(1), []Type{F32(1), I32(1)}, [][]uint64{f(1), i(-149)}, b(1)),
	gen(Ldexp, "denormal tie to even up", F32(1), []Type{F32(1), I32(1)}, [][]uint64{f(1.5), i(-149)}, b(2)),
	gen(Ldexp, "denormal tie to even 0", F32(1), []Type{F32(1), I32(1)}, [][]uint64{f(1), i(-150)}, f(0)),
	gen(Ldexp, "just above tie", F32(1), []Type{F32(1), I32(1)}, [][]uint64{b(0x3f800001), i(-150)}, b(1)),
	gen(Ldexp, "negative to -0", F32(1), []Type{F32(1), I32(1)}, [][]uint64{f(-1), i(-200)}, b(nz32)),
	gen(Ldexp, "huge exponent", F32(2), []Type{F32(2), I32(2)}, [][]uint64{f(1, 1), b(0x7fffffff, 0x80000000)}, b(inf32, 0)),
	gen(Ldexp, "zero stays", F32(1), []Type{F32(1), I32(1)}, [][]uint64{f(0), i(1000)}, f(0)),
	gen(Ldexp, "inf and nan stay", F32(2), []Type{F32(2), I32(2)}, [][]uint64{b(ninf32, nan32), i(-5, 5)}, b(ninf32, nan32)),
	gen(Ldexp, "i8 exponent", F32(1), []Type{F32(1), I8(1)}, [][]uint64{f(1), b(0xff)}, f(0.5)),
	gen(Ldexp, "u32 exponent read as signed", F32(1), []Type{F32(1), U32(1)}, [][]uint64{f(1), b(0xfffffffe)}, f(0.25)),
	gen(Ldexp, "scalar exponent", F32(2), []Type{F32(2), I32(1)}, [][]uint64{f(1, 3), i(2)}, f(4, 12)),
	gen(Ldexp, "f16", F16(3), []Type{F16(3), I32(3)}, [][]uint64{h(0x3c00, 0x3c00, 0x3c00), i(-24, -25, 16)}, h(0x0001, 0, inf16)),
	gen(Ldexp, "f64", F64(3), []Type{F64(3), I64(3)}, [][]uint64{d(1, 1, 1.5), i(-1074, 1024, -1074)}, b(1, inf64, 2)),
}

func TestPack(t *testing.T)  { runCases(t, packCases) }
func TestSplit(t *testing.T) { runCases(t, splitCases) }
