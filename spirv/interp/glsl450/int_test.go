package glsl450

import "testing"

// Integer results: SInt results come back sign-extended, UInt results
// zero-extended; inputs may be either.
var intCases = []tcase{
	un(SAbs, "-5", I32(1), i(-5), i(5)),
	un(SAbs, "zero-extended -5", I32(1), b(0xfffffffb), i(5)),
	un(SAbs, "most negative stays", I32(1), b(0x80000000), i(-0x80000000)),
	un(SAbs, "i8 -5", I8(1), b(0xfb), i(5)),
	un(SAbs, "i8 -128", I8(1), b(0x80), i(-128)),
	un(SAbs, "i64 min", I64(1), b(1<<63), b(1<<63)),
	gen(SAbs, "uint result", U32(2), []Type{I32(2)}, [][]uint64{i(-1, 7)}, b(1, 7)),

	un(SSign, "-7", I32(1), i(-7), i(-1)),
	un(SSign, "0", I32(1), i(0), i(0)),
	un(SSign, "9", I32(1), i(9), i(1)),
	un(SSign, "i16 -32768", I16(1), b(0x8000), i(-1)),
	gen(SSign, "uint result", U8(1), []Type{U8(1)}, [][]uint64{b(0xff)}, b(0xff)),
	un(SSign, "i64", I64(3), i(-1<<62, 0, 1<<62), i(-1, 0, 1)),

	bin(UMin, "u32", U32(1), b(0xffffffff), b(1), b(1)),
	bin(UMin, "sign-extended input", U32(1), b(allOnes), b(1), b(1)),
	bin(UMin, "u8", U8(1), b(0x80), b(0x7f), b(0x7f)),
	bin(UMin, "u64", U64(1), b(1<<63), b(5), b(5)),
	gen(UMin, "scalar y", U16(3), []Type{U16(3), U16(1)}, [][]uint64{b(1, 500, 40000), b(600)}, b(1, 500, 600)),

	bin(SMin, "i32 -1,1", I32(1), i(-1), i(1), i(-1)),
	bin(SMin, "zero-extended -1", I32(1), b(0xffffffff), i(1), i(-1)),
	bin(SMin, "i8", I8(1), b(0x80), b(0x7f), i(-128)),
	bin(SMin, "i64", I64(1), b(1<<63), i(5), b(1<<63)),
	gen(SMin, "uint result keeps bits", U32(1), []Type{I32(1), I32(1)}, [][]uint64{i(-1), i(1)}, b(0xffffffff)),

	bin(UMax, "u8", U8(1), b(0x80), b(0x7f), b(0x80)),
	bin(UMax, "u32", U32(2), b(0, 0xffffffff), b(3, 2), b(3, 0xffffffff)),
	bin(UMax, "u64", U64(1), b(1<<63), b(5), b(1<<63)),

	bin(SMax, "i8", I8(1), b(0x80), b(0x7f), i(127)),
	bin(SMax, "i16", I16(1), i(-300), i(-5), i(-5)),
	bin(SMax, "i32", I32(1), i(-1), i(0), i(0)),
	bin(SMax, "i64", I64(1), b(1<<63), i(-1), i(-1)),

	ter(UClamp, "u16 above", U16(1), b(300), b(10), b(200), b(200)),
	ter(UClamp, "u32 below", U32(1), b(5), b(10), b(200), b(10)),
	ter(UClamp, "u32 high bit", U32(1), b(0x80000000), b(10), b(200), b(200)),
	ter(UClamp, "u8 min>max undefined: maxVal", U8(1), b(0), b(5), b(1), b(1)),

	ter(SClamp, "i8", I8(1), i(-5), i(-3), i(3), i(-3)),
	ter(SClamp, "i32", I32(1), i(7), i(-3), i(3), i(3)),
	ter(SClamp, "min>max undefined: maxVal", I32(1), i(0), i(5), i(1), i(1)),
	gen(SClamp, "scalar bounds", I64(3), []Type{I64(3), I64(1), I64(1)},
		[][]uint64{i(-10, 0, 10), i(-1), i(1)}, i(-1, 0, 1)),

	ter(IMix, "a=1", I32(1), i(10), i(20), i(1), i(20)),
	ter(IMix, "a=0", I32(1), i(10), i(20), i(0), i(10)),
	ter(IMix, "a=2", I32(1), i(10), i(20), i(2), i(30)),
	// 100 + (-100-100)*2 = -300 = -44 mod 256.
	ter(IMix, "i8 wraps", I8(1), i(100), i(-100), i(2), i(-44)),
	gen(IMix, "bool selector", U32(2), []Type{U32(2), U32(2), B(2)},
		[][]uint64{b(1, 2), b(3, 4), b(0, 1)}, b(1, 4)),

	un(FindILsb, "0", I32(1), i(0), i(-1)),
	un(FindILsb, "8", I32(1), i(8), i(3)),
	un(FindILsb, "bit 31", U32(1), b(0x80000000), b(31)),
	un(FindILsb, "-1", I32(1), i(-1), i(0)),
	gen(FindILsb, "uint result -1", U32(1), []Type{U32(1)}, [][]uint64{b(0)}, b(0xffffffff)),
	un(FindILsb, "u64", U64(1), b(1<<40), b(40)),
	un(FindILsb, "i8", I8(1), b(0x80), i(7)),
	un(FindILsb, "vec", I32(4), i(0, 1, 6, 0x100), i(-1, 0, 1, 8)),

	un(FindSMsb, "-1", I32(1), i(-1), i(-1)),
	un(FindSMsb, "zero-extended -1", I32(1), b(0xffffffff), i(-1)),
	un(FindSMsb, "0", I32(1), i(0), i(-1)),
	un(FindSMsb, "1", I32(1), i(1), i(0)),
	un(FindSMsb, "-2", I32(1), i(-2), i(0)),
	un(FindSMsb, "5 and -5", I32(2), i(5, -5), i(2, 2)),
	un(FindSMsb, "max", I32(1), i(0x7fffffff), i(30)),
	un(FindSMsb, "min", I32(1), b(0x80000000), i(30)),
	un(FindSMsb, "i16 min", I16(1), b(0x8000), i(14)),
	un(FindSMsb, "i64", I64(1), i(-1<<40), i(39)),
	gen(FindSMsb, "uint result", U32(1), []Type{I32(1)}, [][]uint64{i(-1)}, b(0xffffffff)),

	un(FindUMsb, "0", U32(1), b(0), b(0xffffffff)),
	un(FindUMsb, "all ones", U32(1), b(0xffffffff), b(31)),
	un(FindUMsb, "sign-extended all ones", U32(1), b(allOnes), b(31)),
	un(FindUMsb, "1", U32(1), b(1), b(0)),
	gen(FindUMsb, "int result 0", I32(1), []Type{U32(1)}, [][]uint64{b(0)}, i(-1)),
	un(FindUMsb, "u8", U8(1), b(0x80), b(7)),
	un(FindUMsb, "u64", U64(1), b(1<<63), b(63)),
}

func TestInt(t *testing.T) { runCases(t, intCases) }
