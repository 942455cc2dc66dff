package ir

import (
	"math"
	"testing"
)

func TestInterning(t *testing.T) {
	if Vec(Float32, 4) != Vec(Float(32), 4) {
		t.Error("vec4 not interned")
	}
	if ArrayOf(Int32, 4, 16) == ArrayOf(Int32, 4, 0) {
		t.Error("arrays with different strides are the same type")
	}
	if Mat(Vec(Float32, 3), 2) != Mat(Vec(Float32, 3), 2) {
		t.Error("mat2x3 not interned")
	}
	s1 := NewStruct("S", Member{Name: "a", Type: Int32})
	s2 := NewStruct("S", Member{Name: "a", Type: Int32})
	if s1 == s2 {
		t.Error("struct declarations share a type")
	}
	if ArrayOf(s1, 2, 0) == ArrayOf(s2, 2, 0) {
		t.Error("arrays of distinct structs are the same type")
	}
}

func TestTypeString(t *testing.T) {
	for _, c := range []struct {
		t    *Type
		want string
	}{
		{Vec(Float32, 4), "vec4"},
		{Vec(Uint32, 3), "uvec3"},
		{Vec(Int16, 2), "i16vec2"},
		{Vec(Float64, 2), "dvec2"},
		{Vec(Bool, 4), "bvec4"},
		{Mat(Vec(Float32, 3), 3), "mat3"},
		{Mat(Vec(Float32, 4), 2), "mat2x4"},
		{Int64, "int64_t"},
		{Float16, "float16_t"},
		{ArrayOf(Float32, 4, 0), "float[4]"},
		{RuntimeArrayOf(Uint32, 4), "uint[]/*stride 4*/"},
	} {
		if got := c.t.String(); got != c.want {
			t.Errorf("String = %q, want %q", got, c.want)
		}
	}
}

func TestTypeQueries(t *testing.T) {
	v := Vec(Uint32, 3)
	if v.Scalar() != Uint32 || v.Components() != 3 || !v.IsUint() || v.IsFloat() {
		t.Error("uvec3 queries")
	}
	m := Mat(Vec(Float32, 2), 3)
	if m.Scalar() != Float32 || m.Components() != 0 || !m.IsFloat() {
		t.Error("mat3x2 queries")
	}
	if v.WithScalar(Bool) != Vec(Bool, 3) || m.WithScalar(Float64) != Mat(Vec(Float64, 2), 3) {
		t.Error("WithScalar")
	}
	if NewStruct("S").Laid() || !NewLaidStruct("S").Laid() || !NewBlock("B").IsBlock() {
		t.Error("Laid / IsBlock")
	}
	for _, ty := range []*Type{Int8, Uint64, Float16, Vec(Float64, 4), Mat(Vec(Float32, 4), 4), Bool, Void} {
		d, ok := DescOf(ty)
		if !ok || TypeOfDesc(d) != ty {
			t.Errorf("DescOf/TypeOfDesc round trip of %s: %v %v", ty, d, ok)
		}
	}
}

func TestConsts(t *testing.T) {
	if c := ConstInt(Int8, -3); c.Bits != 0xfd || c.Int() != -3 {
		t.Errorf("int8 -3: bits 0x%x, Int %d", c.Bits, c.Int())
	}
	if c := ConstInt(Uint16, -1); c.Bits != 0xffff || c.Int() != 0xffff {
		t.Errorf("uint16 -1: bits 0x%x", c.Bits)
	}
	for _, h := range []struct {
		f    float64
		bits uint64
	}{{1.5, 0x3e00}, {-2, 0xc000}, {65504, 0x7bff}, {1e6, 0x7c00}, {5.960464477539063e-08, 0x0001}, {0, 0}} {
		c := ConstFloat(Float16, h.f)
		if c.Bits != h.bits {
			t.Errorf("half(%g) = 0x%x, want 0x%x", h.f, c.Bits, h.bits)
		}
		if h.bits != 0x7c00 && c.Float() != h.f {
			t.Errorf("half(%g).Float() = %g", h.f, c.Float())
		}
	}
	// Rounded once, from float64: through float32 first, 1+2^-11+2^-40
	// would become the tie 1+2^-11 and then 1.
	if c := ConstFloat(Float16, 1+0x1p-11+0x1p-40); c.Bits != 0x3c01 {
		t.Errorf("half(1+2^-11+2^-40) = 0x%x, want 0x3c01 (rounded twice?)", c.Bits)
	}
	if c := ConstFloat(Float16, math.NaN()); !math.IsNaN(c.Float()) {
		t.Errorf("half NaN = 0x%x", c.Bits)
	}
	if c := ConstFloat(Float64, 0.1); c.Float() != 0.1 {
		t.Error("double 0.1")
	}
	if s := ConstComposite(Vec(Float32, 2), Float32Const(1), Float32Const(0.5)).String(); s != "vec2(1.0, 0.5)" {
		t.Errorf("vec2 constant prints %q", s)
	}
}
