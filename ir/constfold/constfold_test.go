package constfold

import (
	"math"
	"testing"

	"github.com/glslc-nv/glslc-nv/ir"
)

// The undefined cases take glslang's values; the ones below were read off
// glslangValidator -V (11:12.0.0) with spirv-dis on shaders of the form
// `const int x = int(1e20); ... buf[0] = x;`.
func TestFloatToIntAsGlslang(t *testing.T) {
	nan := math.NaN()
	for _, c := range []struct {
		v      float64
		w      int
		signed bool
		want   uint64
	}{
		{1e20, 32, true, 0x80000000},  // int(1e20)
		{-1e20, 32, true, 0x80000000}, // int(-1e20)
		{math.Inf(1), 32, true, 0x80000000},
		{nan, 32, true, 0x80000000},     // int(0.0/0.0)
		{-2.5, 32, true, 0xfffffffe},    // int(-2.5) truncates
		{-1, 32, false, 0xffffffff},     // uint(-1.0)
		{1e20, 32, false, 0},            // uint(1e20)
		{5e9, 32, false, 705032704},     // uint(5e9): 5e9 mod 2^32
		{-5e9, 32, false, 3589934592},   // uint(-5e9)
		{-0.5, 32, false, 0},            // uint(-0.5)
		{nan, 32, false, 0},             // uint(NaN)
		{1e20, 64, true, 1 << 63},       // int64_t(1e20)
		{nan, 64, true, 1 << 63},        // int64_t(NaN)
		{1e20, 64, false, 0},            // uint64_t(1e20)
		{-1, 64, false, math.MaxUint64}, // uint64_t(-1.0)
		{nan, 64, false, 1 << 63},       // uint64_t(NaN)
		{1e6, 16, true, 16960},          // int16_t(1e6): 1e6 mod 2^16
		{40000, 16, true, 0x9c40},       // int16_t(40000.0) == -25536
		{-1, 16, false, 65535},          // uint16_t(-1.0)
		{70000, 16, false, 4464},        // uint16_t(70000.0)
		{3.9, 32, true, 3},
		{4294967295, 32, false, 0xffffffff},
	} {
		if got := FloatToInt(c.v, c.w, c.signed); got != c.want {
			t.Errorf("FloatToInt(%g, %d, signed=%v) = %#x, want %#x", c.v, c.w, c.signed, got, c.want)
		}
	}
}

func i32(v int32) *ir.Const { return ir.Int32Const(v) }

func TestPolicy(t *testing.T) {
	f32 := func(v float64) *ir.Const { return ir.ConstFloat(ir.Float32, v) }
	imin := i32(math.MinInt32)
	for _, c := range []struct {
		name  string
		e     ir.Expr
		want  *uint64 // nil: refused
		exact bool
	}{
		// % with a negative operand: OpSMod's value (sign of the divisor),
		// what the lowered code computes at run time.
		{"-7 % 3 is 2, as OpSMod (undefined in GLSL)", ir.Bin(ir.SMod, i32(-7), i32(3)), u(2), false},
		{"7 % -3 is -2, as OpSMod", ir.Bin(ir.SMod, i32(7), i32(-3)), u(0xfffffffe), false},
		{"7 % 3", ir.Bin(ir.SMod, i32(7), i32(3)), u(1), true},
		{"INT_MIN % -1 is 0, as glslang and OpSMod", ir.Bin(ir.SMod, imin, i32(-1)), u(0), false},
		{"INT_MIN / -1 is INT_MIN, as glslang", ir.Bin(ir.SDiv, imin, i32(-1)), u(0x80000000), false},
		{"int64 INT_MIN / -1 too", ir.Bin(ir.SDiv, ir.ConstInt(ir.Int64, math.MinInt64), ir.ConstInt(ir.Int64, -1)), u(1 << 63), false},
		{"7 / 0 is refused", ir.Bin(ir.SDiv, i32(7), i32(0)), nil, false},
		{"7 % 0 is refused", ir.Bin(ir.SMod, i32(7), i32(0)), nil, false},
		{"1 << 33 is refused", ir.Bin(ir.ShiftLeft, i32(1), i32(33)), nil, false},
		{"int(1e20) is INT_MIN, inexact", ir.Conv(ir.FToS, f32(1e20), ir.Int32), u(0x80000000), false},
		{"uint(-1.0) is UINT_MAX, inexact", ir.Conv(ir.FToU, f32(-1), ir.Uint32), u(0xffffffff), false},
		{"uint(4e9) is exact", ir.Conv(ir.FToU, f32(4e9), ir.Uint32), u(4e9), true},
		{"bool(NaN) is true, exact", ir.Conv(ir.FloatToBool, f32(math.NaN()), ir.Bool), u(1), true},
		{"1.0 / 0.0 is +inf, inexact", ir.Bin(ir.FDiv, f32(1), f32(0)), u(0x7f800000), false},
		{"mod(5.5, 2.0) is 1.5, inexact", ir.Bin(ir.FMod, f32(5.5), f32(2)), u(0x3fc00000), false},
		{"mod(-1.0, 3.0) is 2.0", ir.Bin(ir.FMod, f32(-1), f32(3)), u(0x40000000), false},
		{"-NaN flips the sign bit", ir.Un(ir.FNegate, &ir.Const{Typ: ir.Float32, Bits: 0x7fc00001}), u(0xffc00001), true},
		// 2^24+1 and 2^53+1: round to nearest even, once.
		{"float(16777217)", ir.Conv(ir.SToF, i32(16777217), ir.Float32), u(0x4b800000), true},
		{"double(2^53+1)", ir.Conv(ir.SToF, ir.ConstInt(ir.Int64, 1<<53+1), ir.Float64), u(math.Float64bits(1 << 53)), true},
		{"half(70000) overflows, inexact", ir.Conv(ir.SToF, i32(70000), ir.Float16), u(0x7c00), false},
	} {
		got, exact := Fold(c.e)
		switch {
		case c.want == nil && got != nil:
			t.Errorf("%s: folded to %s, want refused", c.name, got)
		case c.want == nil:
		case got == nil:
			t.Errorf("%s: refused", c.name)
		case got.Bits != *c.want || exact != c.exact || got.Typ != c.e.Type():
			t.Errorf("%s: %s %#x exact=%v, want %#x exact=%v", c.name, got.Typ, got.Bits, exact, *c.want, c.exact)
		}
	}
}

func u(v uint64) *uint64 { return &v }

func TestMatrixTimesVector(t *testing.T) {
	f := func(v float64) *ir.Const { return ir.ConstFloat(ir.Float32, v) }
	v2 := ir.Vec(ir.Float32, 2)
	m := ir.ConstComposite(ir.Mat(v2, 2), ir.ConstComposite(v2, f(1), f(2)), ir.ConstComposite(v2, f(3), f(4)))
	// Columns (1,2) and (3,4): m * (1,1) = (1+3, 2+4).
	got, exact := Fold(ir.Bin(ir.MatrixTimesVector, m, ir.ConstComposite(v2, f(1), f(1))))
	if got == nil || exact || got.Elems[0].Float() != 4 || got.Elems[1].Float() != 6 {
		t.Errorf("mat2 * vec2(1) = %v (exact %v), want vec2(4, 6) inexact", got, exact)
	}
}

func TestFoldKeepsSharedConstants(t *testing.T) {
	v := ir.ConstComposite(ir.Vec(ir.Uint32, 2), ir.Uint32Const(7), ir.Uint32Const(9))
	e := ir.Ext(v, 1)
	e.Pos = ir.Pos{Line: 3, Col: 4}
	got, _ := Fold(e)
	if got == nil || got.Bits != 9 || got.Pos != e.Pos || v.Elems[1].Pos == e.Pos {
		t.Errorf("extract: %v at %v; the source element must keep its own position", got, got.Pos)
	}
}

// TestConvertNarrow: conversions to and from bfloat16 and the 8-bit floats
// fold as glslang folds the constructors of constants (bfloat16_t(10) is
// 0x4120; floate4m3_t(3.0) is 0x44), rounding once to nearest even, and
// overflow is not exact.
func TestConvertNarrow(t *testing.T) {
	f32 := func(v float32) *ir.Const { return &ir.Const{Typ: ir.Float32, Bits: uint64(math.Float32bits(v))} }
	for _, c := range []struct {
		name  string
		op    ir.ConvOp
		x     *ir.Const
		to    *ir.Type
		bits  uint64
		exact bool
	}{
		{"bfloat16_t(10.0)", ir.FConvert, f32(10), ir.BFloat16Type, 0x4120, true},
		{"bfloat16_t(10)", ir.SToF, ir.Int32Const(10), ir.BFloat16Type, 0x4120, true},
		{"bfloat16_t(1+2^-8) ties to even", ir.FConvert, f32(1 + 1.0/256), ir.BFloat16Type, 0x3f80, true},
		{"floate4m3_t(3.0)", ir.FConvert, f32(3), ir.FloatE4M3, 0x44, true},
		{"floate4m3_t(1000.0) overflows to NaN", ir.FConvert, f32(1000), ir.FloatE4M3, 0x7f, false},
		{"floate5m2_t(-0.5)", ir.FConvert, f32(-0.5), ir.FloatE5M2, 0xb8, true},
		{"float(bfloat16_t)", ir.FConvert, &ir.Const{Typ: ir.BFloat16Type, Bits: 0x4120}, ir.Float32, uint64(math.Float32bits(10)), true},
		{"int(floate4m3_t(3))", ir.FToS, &ir.Const{Typ: ir.FloatE4M3, Bits: 0x44}, ir.Int32, 3, true},
		{"floate5m2_t(floate4m3_t(3))", ir.FConvert, &ir.Const{Typ: ir.FloatE4M3, Bits: 0x44}, ir.FloatE5M2, 0x42, true},
	} {
		got, exact := ConvertNarrow(c.op, c.x, c.to)
		if got == nil || got.Bits != c.bits || got.Typ != c.to || exact != c.exact {
			t.Errorf("%s: got %v exact %v, want %#x exact %v", c.name, got, exact, c.bits, c.exact)
		}
	}
	if got, _ := ConvertNarrow(ir.SToF, &ir.Const{Typ: ir.Int64, Bits: 1<<60 + 1}, ir.BFloat16Type); got != nil {
		t.Errorf("a 64-bit integer beyond 2^53 folded: %v", got)
	}
}
