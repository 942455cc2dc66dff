package opt

import (
	"math"
	"testing"

	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/constfold"
)

func i32(v int32) *ir.Const  { return ir.Int32Const(v) }
func u32(v uint32) *ir.Const { return ir.Uint32Const(v) }
func f32(v float32) *ir.Const {
	return ir.Float32Const(v)
}
func f64(v float64) *ir.Const { return ir.ConstFloat(ir.Float64, v) }
func half(bits uint16) *ir.Const {
	return &ir.Const{Typ: ir.Float16, Bits: uint64(bits)}
}
func vec(t *ir.Type, cs ...*ir.Const) *ir.Const { return ir.ConstComposite(ir.Vec(t, len(cs)), cs...) }

// foldCase is an expression and the bits of the scalar it folds to (or
// the components of a vector), or none when it must not fold.
type foldCase struct {
	name   string
	e      ir.Expr
	want   []uint64
	noFold bool
}

func checkFolds(t *testing.T, cases []foldCase) {
	t.Helper()
	for _, c := range cases {
		got := fold(c.e)
		if c.noFold {
			if got != nil {
				t.Errorf("%s: folded to %s, want no folding", c.name, got)
			}
			continue
		}
		if got == nil {
			t.Errorf("%s: not folded", c.name)
			continue
		}
		if got.Typ != c.e.Type() {
			t.Errorf("%s: type %s, want %s", c.name, got.Typ, c.e.Type())
		}
		var bitsGot []uint64
		for _, s := range constfold.Scalars(got) {
			bitsGot = append(bitsGot, constfold.Bits(s))
		}
		if len(bitsGot) != len(c.want) {
			t.Errorf("%s: %d components, want %d", c.name, len(bitsGot), len(c.want))
			continue
		}
		for i := range c.want {
			if bitsGot[i] != c.want[i] {
				t.Errorf("%s: component %d = %#x, want %#x", c.name, i, bitsGot[i], c.want[i])
			}
		}
	}
}

func TestFoldIntegers(t *testing.T) {
	i64 := func(v int64) *ir.Const { return ir.ConstInt(ir.Int64, v) }
	u8 := func(v uint64) *ir.Const { return ir.ConstUint(ir.Uint8, v) }
	i16 := func(v int64) *ir.Const { return ir.ConstInt(ir.Int16, v) }
	checkFolds(t, []foldCase{
		{"int32 max + 1 wraps", ir.Bin(ir.IAdd, i32(math.MaxInt32), i32(1)), []uint64{0x80000000}, false},
		{"uint 0 - 1 wraps", ir.Bin(ir.ISub, u32(0), u32(1)), []uint64{0xffffffff}, false},
		{"uint8 200 * 2 wraps to 144", ir.Bin(ir.IMul, u8(200), u8(2)), []uint64{144}, false},
		{"int64 max + 1 wraps", ir.Bin(ir.IAdd, i64(math.MaxInt64), i64(1)), []uint64{1 << 63}, false},
		{"-7 / 2 truncates to -3", ir.Bin(ir.SDiv, i32(-7), i32(2)), []uint64{0xfffffffd}, false},
		{"INT_MIN / -1 is undefined", ir.Bin(ir.SDiv, i32(math.MinInt32), i32(-1)), nil, true},
		{"signed division by zero", ir.Bin(ir.SDiv, i32(1), i32(0)), nil, true},
		{"unsigned division by zero", ir.Bin(ir.UDiv, u32(7), u32(0)), nil, true},
		{"unsigned remainder by zero", ir.Bin(ir.UMod, u32(7), u32(0)), nil, true},
		{"7 % 3", ir.Bin(ir.SMod, i32(7), i32(3)), []uint64{1}, false},
		{"-7 % 3 is undefined in GLSL", ir.Bin(ir.SMod, i32(-7), i32(3)), nil, true},
		{"0xffffffffu % 10u", ir.Bin(ir.UMod, u32(0xffffffff), u32(10)), []uint64{5}, false},
		{"0xf0000000u / 3u", ir.Bin(ir.UDiv, u32(0xf0000000), u32(3)), []uint64{0x50000000}, false},
		{"1 << 31", ir.Bin(ir.ShiftLeft, i32(1), i32(31)), []uint64{0x80000000}, false},
		{"1 << 32 is undefined", ir.Bin(ir.ShiftLeft, i32(1), i32(32)), nil, true},
		{"1 << -1 is undefined", ir.Bin(ir.ShiftLeft, i32(1), i32(-1)), nil, true},
		{"-8 >> 1 arithmetic", ir.Bin(ir.ShiftRightArithmetic, i32(-8), u32(1)), []uint64{0xfffffffc}, false},
		{"0x80000000u >> 31 logical", ir.Bin(ir.ShiftRightLogical, u32(0x80000000), u32(31)), []uint64{1}, false},
		{"int16 -32768 negated stays", ir.Un(ir.SNegate, i16(-32768)), []uint64{0x8000}, false},
		{"~0x0f on uint8", ir.Un(ir.BitNot, u8(0x0f)), []uint64{0xf0}, false},
		{"bit and/or/xor", ir.Bin(ir.BitXor, ir.Bin(ir.BitOr, u32(0xf0), u32(0x0f)), u32(0x3c)), nil, true}, // operands not constants yet
		{"xor", ir.Bin(ir.BitXor, u32(0xff), u32(0x3c)), []uint64{0xc3}, false},
		{"ivec2 add", ir.Bin(ir.IAdd, vec(ir.Int32, i32(1), i32(-1)), vec(ir.Int32, i32(2), i32(-2))), []uint64{3, 0xfffffffd}, false},
		{"-1 < 0 signed", ir.Bin(ir.SLess, i32(-1), i32(0)), []uint64{1}, false},
		{"0xffffffffu < 0u", ir.Bin(ir.ULess, u32(0xffffffff), u32(0)), []uint64{0}, false},
		{"uvec2 equal", ir.Bin(ir.IEqual, vec(ir.Uint32, u32(1), u32(2)), vec(ir.Uint32, u32(1), u32(3))), []uint64{1, 0}, false},
	})
}

func TestFoldFloats(t *testing.T) {
	nan := f32(float32(math.NaN()))
	checkFolds(t, []foldCase{
		{"0.1f + 0.2f rounds at float32", ir.Bin(ir.FAdd, f32(0.1), f32(0.2)), []uint64{0x3e99999a}, false},
		{"1.0f / 3.0f", ir.Bin(ir.FDiv, f32(1), f32(3)), []uint64{0x3eaaaaab}, false},
		{"1.0 / 0.0 is left to the target", ir.Bin(ir.FDiv, f32(1), f32(0)), nil, true},
		{"float overflow to infinity is left alone", ir.Bin(ir.FMul, f32(3e38), f32(10)), nil, true},
		{"0.1 + 0.2 at double", ir.Bin(ir.FAdd, f64(0.1), f64(0.2)), []uint64{0x3fd3333333333334} /* 0.30000000000000004 */, false},
		// 1 + 2^-11 lies halfway between two halves: ties to even.
		{"half 1 + 2^-11 ties to even", ir.Bin(ir.FAdd, half(0x3c00), half(0x1000)), []uint64{0x3c00}, false},
		{"half 1 + 3*2^-11 ties up to even", ir.Bin(ir.FAdd, half(0x3c01), half(0x1000)), []uint64{0x3c02}, false},
		{"half 65504 + 8 rounds back to 65504", ir.Bin(ir.FAdd, half(0x7bff), half(0x4800)), []uint64{0x7bff}, false},
		{"half 65504 + 16 overflows: not folded", ir.Bin(ir.FAdd, half(0x7bff), half(0x4c00)), nil, true},
		{"NaN + 1 not folded", ir.Bin(ir.FAdd, nan, f32(1)), nil, true},
		{"mod() is not folded", ir.Bin(ir.FMod, f32(5), f32(3)), nil, true},
		{"-0.0", ir.Un(ir.FNegate, f32(0)), []uint64{0x80000000}, false},
		{"NaN < 1 is false", ir.Bin(ir.FOrdLess, nan, f32(1)), []uint64{0}, false},
		{"NaN == NaN is false", ir.Bin(ir.FOrdEqual, nan, nan), []uint64{0}, false},
		{"NaN != NaN is true", ir.Bin(ir.FUnordNotEqual, nan, nan), []uint64{1}, false},
		{"vec2 * 2.0", ir.Bin(ir.VectorTimesScalar, vec(ir.Float32, f32(1.5), f32(-2)), f32(2)), []uint64{0x40400000, 0xc0800000}, false},
		{"mat * vec is not folded", ir.Bin(ir.MatrixTimesVector, ir.ConstComposite(ir.Mat(ir.Vec(ir.Float32, 2), 2), vec(ir.Float32, f32(1), f32(0)), vec(ir.Float32, f32(0), f32(1))), vec(ir.Float32, f32(1), f32(2))), nil, true},
	})
	m := ir.Mat(ir.Vec(ir.Float32, 2), 2)
	k := ir.ConstComposite(m, vec(ir.Float32, f32(1), f32(2)), vec(ir.Float32, f32(3), f32(4)))
	got := fold(ir.Bin(ir.MatrixTimesScalar, k, f32(0.5)))
	if got == nil || got.Elems[1].Elems[1].Float() != 2 || got.Elems[0].Elems[1].Float() != 1 {
		t.Errorf("mat2 * 0.5 = %v", got)
	}
}

func TestFoldConversions(t *testing.T) {
	conv := func(op ir.ConvOp, x *ir.Const, to *ir.Type) ir.Expr { return ir.Conv(op, x, to) }
	checkFolds(t, []foldCase{
		{"int(3.9) truncates", conv(ir.FToS, f32(3.9), ir.Int32), []uint64{3}, false},
		{"int(-3.9) truncates toward zero", conv(ir.FToS, f32(-3.9), ir.Int32), []uint64{0xfffffffd}, false},
		{"int(3e9) is out of range", conv(ir.FToS, f32(3e9), ir.Int32), nil, true},
		{"uint(-1.5) is out of range", conv(ir.FToU, f32(-1.5), ir.Uint32), nil, true},
		{"uint(4294967295.0lf)", conv(ir.FToU, f64(4294967295), ir.Uint32), []uint64{0xffffffff}, false},
		{"float(16777217) rounds to even", conv(ir.SToF, i32(16777217), ir.Float32), []uint64{0x4b800000}, false},
		// 2^53+1 is exact in no float type: rounding it once to float32 gives
		// 2^53 (0x5a000000), which the run-time conversion computes too.
		{"float(uint64 2^53+1) rounds once", conv(ir.UToF, ir.ConstUint(ir.Uint64, 1<<53+1), ir.Float32), []uint64{0x5a000000}, false},
		// 2^60 + 2^36 + 1 is just above a float32 tie: rounding once gives
		// 2^60 + 2^37; through float64 it would tie and round to 2^60.
		{"float(int64 2^60+2^36+1) rounds once", conv(ir.SToF, ir.ConstInt(ir.Int64, 1<<60+1<<36+1), ir.Float32), []uint64{uint64(math.Float32bits(float32(1<<60 + 1<<37)))}, false},
		{"bool(NaN) is true, as OpFUnordNotEqual", conv(ir.FloatToBool, f32(float32(math.NaN())), ir.Bool), []uint64{1}, false},
		{"int8 -1 sign-extends", conv(ir.SConvert, ir.ConstInt(ir.Int8, -1), ir.Int32), []uint64{0xffffffff}, false},
		{"uint8 255 zero-extends", conv(ir.UConvert, ir.ConstUint(ir.Uint8, 255), ir.Uint32), []uint64{255}, false},
		{"int32 to int16 truncates", conv(ir.SConvert, i32(0x12345678), ir.Int16), []uint64{0x5678}, false},
		// 1 + 2^-11 + 2^-40 is just above a float16 tie: rounding once gives
		// 0x3c01; going through float32 would lose 2^-40 and give 0x3c00.
		{"double to half rounds once", conv(ir.FConvert, f64(1+math.Ldexp(1, -11)+math.Ldexp(1, -40)), ir.Float16), []uint64{0x3c01}, false},
		{"half to float is exact", conv(ir.FConvert, half(0x3555), ir.Float32), []uint64{uint64(math.Float32bits(0.333251953125))}, false},
		{"double 1e10 to half overflows: not folded", conv(ir.FConvert, f64(1e10), ir.Float16), nil, true},
		{"floatBitsToUint(1.0)", conv(ir.Bitcast, f32(1), ir.Uint32), []uint64{0x3f800000}, false},
		{"uint64 to uvec2", conv(ir.Bitcast, ir.ConstUint(ir.Uint64, 0x1122334455667788), ir.Vec(ir.Uint32, 2)), []uint64{0x55667788, 0x11223344}, false},
		{"float(true)", conv(ir.BoolToFloat, ir.ConstBool(true), ir.Float32), []uint64{0x3f800000}, false},
		{"bool(0)", conv(ir.IntToBool, i32(0), ir.Bool), []uint64{0}, false},
		{"bool(-0.0)", conv(ir.FloatToBool, f32(float32(math.Copysign(0, -1))), ir.Bool), []uint64{0}, false},
		{"bvec2(ivec2(0, 5))", conv(ir.IntToBool, vec(ir.Int32, i32(0), i32(5)), ir.Vec(ir.Bool, 2)), []uint64{0, 1}, false},
	})
}

func TestFoldComposites(t *testing.T) {
	v2 := vec(ir.Float32, f32(1), f32(2))
	v3 := ir.Vec(ir.Float32, 3)
	tru, fls := ir.ConstBool(true), ir.ConstBool(false)
	checkFolds(t, []foldCase{
		{"vec3(vec2, float)", ir.Cons(v3, v2, f32(3)), []uint64{0x3f800000, 0x40000000, 0x40400000}, false},
		{"extract", ir.Ext(vec(ir.Uint32, u32(7), u32(9)), 1), []uint64{9}, false},
		{"swizzle .yxy", ir.Swz(v2, 1, 0, 1), []uint64{0x40000000, 0x3f800000, 0x40000000}, false},
		{"insert", &ir.Insert{Base: vec(ir.Uint32, u32(7), u32(9)), Value: u32(4), Index: 0}, []uint64{4, 9}, false},
		{"splat", &ir.Splat{Typ: ir.Vec(ir.Uint32, 3), X: u32(6)}, []uint64{6, 6, 6}, false},
		{"dynamic extract, constant index", &ir.DynExtract{Base: vec(ir.Uint32, u32(7), u32(9)), Index: i32(1)}, []uint64{9}, false},
		{"dynamic extract out of range", &ir.DynExtract{Base: vec(ir.Uint32, u32(7), u32(9)), Index: i32(2)}, nil, true},
		{"select scalar", &ir.Select{Cond: fls, X: u32(1), Y: u32(2)}, []uint64{2}, false},
		{"select bvec", &ir.Select{Cond: vec(ir.Bool, tru, fls), X: vec(ir.Uint32, u32(1), u32(2)), Y: vec(ir.Uint32, u32(3), u32(4))}, []uint64{1, 4}, false},
		{"null extract", ir.Ext(ir.ConstNull(ir.Vec(ir.Uint32, 2)), 1), []uint64{0}, false},
		{"vec == vec with NaN", ir.Bin(ir.AggEqual, vec(ir.Float32, f32(float32(math.NaN())), f32(1)), vec(ir.Float32, f32(float32(math.NaN())), f32(1))), []uint64{0}, false},
		{"vec != vec", ir.Bin(ir.AggNotEqual, v2, vec(ir.Float32, f32(1), f32(2))), []uint64{0}, false},
		{"logical xor", ir.Bin(ir.LogicalNotEqual, tru, fls), []uint64{1}, false},
		{"not", ir.Un(ir.LogicalNot, tru), []uint64{0}, false},
	})
}

func TestIdentities(t *testing.T) {
	x := func(ty *ir.Type) ir.Expr {
		return ir.Ld(ir.RefLocal(&ir.Local{Name: "x", Type: ty}))
	}
	call := &ir.Call{Fn: &ir.Function{Name: "f", Ret: ir.Int32, Body: ir.Blk()}}
	v2 := ir.Vec(ir.Float32, 2)
	m2 := ir.Mat(v2, 2)
	negZero := f32(float32(math.Copysign(0, -1)))
	for _, c := range []struct {
		name string
		e    *ir.Binary
		want string // "x", "k" (the constant), "" (no change)
	}{
		{"x + 0", ir.Bin(ir.IAdd, x(ir.Int32), i32(0)), "x"},
		{"0 + x", ir.Bin(ir.IAdd, i32(0), x(ir.Int32)), "x"},
		{"x - 0", ir.Bin(ir.ISub, x(ir.Uint32), u32(0)), "x"},
		{"0 - x", ir.Bin(ir.ISub, i32(0), x(ir.Int32)), ""},
		{"x * 1", ir.Bin(ir.IMul, x(ir.Int32), i32(1)), "x"},
		{"x * 0", ir.Bin(ir.IMul, x(ir.Int32), i32(0)), "k"},
		{"f() * 0 keeps the call", ir.Bin(ir.IMul, call, i32(0)), ""},
		{"x / 1", ir.Bin(ir.SDiv, x(ir.Int32), i32(1)), "x"},
		{"x & ~0", ir.Bin(ir.BitAnd, x(ir.Uint32), u32(0xffffffff)), "x"},
		{"x & 0", ir.Bin(ir.BitAnd, x(ir.Uint32), u32(0)), "k"},
		{"x << 0", ir.Bin(ir.ShiftLeft, x(ir.Uint32), u32(0)), "x"},
		{"uvec2 + uvec2(0)", ir.Bin(ir.IAdd, x(ir.Vec(ir.Uint32, 2)), vec(ir.Uint32, u32(0), u32(0))), "x"},
		{"uvec2 + uvec2(0, 1)", ir.Bin(ir.IAdd, x(ir.Vec(ir.Uint32, 2)), vec(ir.Uint32, u32(0), u32(1))), ""},
		{"x + -0.0", ir.Bin(ir.FAdd, x(ir.Float32), negZero), "x"},
		{"x + 0.0 is not x (-0.0 + 0.0 = 0.0)", ir.Bin(ir.FAdd, x(ir.Float32), f32(0)), ""},
		{"x - 0.0", ir.Bin(ir.FSub, x(ir.Float32), f32(0)), "x"},
		{"x - -0.0 is not x", ir.Bin(ir.FSub, x(ir.Float32), negZero), ""},
		{"x * 1.0", ir.Bin(ir.FMul, x(ir.Float32), f32(1)), "x"},
		{"x * 0.0 is not 0 (NaN, -0)", ir.Bin(ir.FMul, x(ir.Float32), f32(0)), ""},
		{"x / 1.0", ir.Bin(ir.FDiv, x(ir.Float64), f64(1)), "x"},
		{"v * 1.0", ir.Bin(ir.VectorTimesScalar, x(v2), f32(1)), "x"},
		{"m - 0", ir.Bin(ir.FSub, x(m2), ir.ConstNull(m2)), "x"},
		{"m - other", ir.Bin(ir.FSub, x(m2), ir.ConstComposite(m2, vec(ir.Float32, f32(0), f32(1)), vec(ir.Float32, f32(0), f32(0)))), ""},
		{"b && true", ir.Bin(ir.LogicalAnd, x(ir.Bool), ir.ConstBool(true)), "x"},
		{"false || b", ir.Bin(ir.LogicalOr, ir.ConstBool(false), x(ir.Bool)), "x"},
	} {
		got := identity(c.e)
		switch c.want {
		case "":
			if got != nil {
				t.Errorf("%s: simplified", c.name)
			}
		case "x":
			if _, ok := got.(*ir.Load); !ok {
				t.Errorf("%s: got %T, want the operand", c.name, got)
			}
		case "k":
			if k := constfold.As(got); k == nil || constfold.Bits(k) != 0 || k.Typ != c.e.Type() {
				t.Errorf("%s: got %v, want the zero constant", c.name, got)
			}
		}
	}
}
