package spirv

import (
	"math"
	"math/rand"
	"strconv"
	"testing"
)

func TestFormatNumber(t *testing.T) {
	f32 := func(x float32) []uint32 { return []uint32{math.Float32bits(x)} }
	f64 := func(x float64) []uint32 { b := math.Float64bits(x); return []uint32{uint32(b), uint32(b >> 32)} }
	F16, F32, F64 := NumType{Width: 16, Float: true}, NumType{Width: 32, Float: true}, NumType{Width: 64, Float: true}
	cases := []struct {
		w    []uint32
		t    NumType
		want string
	}{
		{f32(0.5), F32, "0.5"},
		{f32(1e10), F32, "1e+10"},
		{f32(float32(math.Copysign(0, -1))), F32, "-0"},
		{f32(0.1), F32, "0.100000001"},
		{f32(1e-5), F32, "9.99999975e-06"},
		{f32(123456789), F32, "123456792"},
		{f32(3), F32, "3"},
		{[]uint32{0x7fc00000}, F32, "0x1.8p+128"},
		{[]uint32{0x7f800000}, F32, "0x1p+128"},
		{[]uint32{0xff800000}, F32, "-0x1p+128"},
		{[]uint32{0x7fc00001}, F32, "0x1.800002p+128"},
		{[]uint32{0x00000001}, F32, "0x1p-149"},
		{[]uint32{0x80000001}, F32, "-0x1p-149"},
		{f64(0.1), F64, "0.10000000000000001"},
		{f64(1e16), F64, "10000000000000000"},
		{f64(1e17), F64, "1e+17"},
		{f64(-2.5), F64, "-2.5"},
		{[]uint32{1, 0x7ff00000}, F64, "0x1.0000000000001p+1024"},
		{[]uint32{0x3c00}, F16, "0x1p+0"},
		{[]uint32{0x2e66}, F16, "0x1.998p-4"},
		{[]uint32{0x8001}, F16, "-0x1p-24"},
		{[]uint32{0x8000}, F16, "-0x0p+0"},
		{[]uint32{0x0000}, F16, "0x0p+0"},
		{[]uint32{0x03ff}, F16, "0x1.ff8p-15"},
		{[]uint32{0x7bff}, F16, "0x1.ffcp+15"},
		{[]uint32{0x7e00}, F16, "0x1.8p+16"},
		{[]uint32{0xfffffffb}, NumType{Width: 32, Signed: true}, "-5"},
		{[]uint32{0xfffffffb}, NumType{Width: 32}, "4294967291"},
		{[]uint32{0x0000ffff}, NumType{Width: 16, Signed: true}, "65535"},
		{[]uint32{0xffffffff}, NumType{Width: 16, Signed: true}, "-1"},
		{[]uint32{0xfffffffb, 0xffffffff}, NumType{Width: 64, Signed: true}, "-5"},
		{[]uint32{0xffffffff, 0xffffffff}, NumType{Width: 64}, "18446744073709551615"},
	}
	for _, c := range cases {
		if got := formatNumber(c.w, c.t); got != c.want {
			t.Errorf("formatNumber(%x, %+v) = %s, want %s", c.w, c.t, got, c.want)
		}
	}
}

// TestNumberRoundTrip: every printed number parses back to its bits.
func TestNumberRoundTrip(t *testing.T) {
	F16, F32, F64 := NumType{Width: 16, Float: true}, NumType{Width: 32, Float: true}, NumType{Width: 64, Float: true}
	for v := uint32(0); v <= 0xffff; v++ {
		s := formatNumber([]uint32{v}, F16)
		got, err := parseFloatBits(s, half)
		if err != nil || got != uint64(v) {
			t.Fatalf("half 0x%04x printed %s parsed 0x%x %v", v, s, got, err)
		}
	}
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 200000; i++ {
		v := r.Uint32()
		switch i % 4 {
		case 0:
			v &= 0x807fffff // subnormals
		case 1:
			v |= 0x7f800000 // infinities and NaNs
		}
		s := formatNumber([]uint32{v}, F32)
		got, err := parseFloatBits(s, single)
		if err != nil || got != uint64(v) {
			t.Fatalf("float 0x%08x printed %s parsed 0x%x %v", v, s, got, err)
		}
		w := []uint32{r.Uint32(), r.Uint32()}
		if i%4 == 1 {
			w[1] |= 0x7ff00000
		} else if i%4 == 0 {
			w[1] &= 0x800fffff
		}
		s = formatNumber(w, F64)
		got, err = parseFloatBits(s, double)
		if err != nil || got != literalValue(w) {
			t.Fatalf("double %x printed %s parsed 0x%x %v", w, s, got, err)
		}
	}
}

func TestParseFloatBits(t *testing.T) {
	cases := []struct {
		s    string
		f    floatFormat
		want uint64
		err  string
	}{
		{"1", single, 0x3f800000, ""},
		{"-0", single, 0x80000000, ""},
		{"0x1p+200", single, 0x7f800000, ""}, // hex overflow saturates to infinity
		{"0x1.0000018p0", single, 0x3f800000, ""},
		{"1e40", single, 0, "out of range"},
		{"1e-50", single, 0, ""},
		{"nan", single, 0, "not a number"},
		{"0x", single, 0, "bad hexadecimal float"},
		{"0x1p", single, 0, "bad hexadecimal float"},
		{"1.5", half, 0x3e00, ""},
		{"65519", half, 0x7bff, ""}, // truncated, like spirv-as
		{"65536", half, 0, "out of range"},
		{"1.00146484375", half, 0x3c01, ""},
		{"0x1.ffcp-15", half, 0x03ff, ""},
		{"3e-8", half, 0, ""},
		{"-0x1p-24", half, 0x8001, ""},
		{"1e300", double, math.Float64bits(1e300), ""},
		{"1e309", double, 0, "out of range"},
		{"0x1.8p+1024", double, 0x7ff8000000000000, ""},
		{"0x1234567890abcdef1234p-70", double, math.Float64bits(math.Ldexp(float64(0x1234567890abcdef&^0xff), -54)), ""},
	}
	for _, c := range cases {
		got, err := parseFloatBits(c.s, c.f)
		es := ""
		if err != nil {
			es = err.Error()
		}
		if es != c.err || (c.err == "" && got != c.want) {
			t.Errorf("parseFloatBits(%q, %d) = 0x%x, %q; want 0x%x, %q", c.s, c.f.width, got, es, c.want, c.err)
		}
	}
}

// TestDecimalShortest checks the %g forms against strconv's shortest
// round-trip digits: the printed value always reads back exactly.
func TestDecimalShortest(t *testing.T) {
	for _, x := range []float64{1, 0.1, 1.0 / 3, 6.02214076e23, 5e-324, math.MaxFloat64} {
		s := formatNumber([]uint32{uint32(math.Float64bits(x)), uint32(math.Float64bits(x) >> 32)}, NumType{Width: 64, Float: true})
		y, err := strconv.ParseFloat(s, 64)
		if err != nil || y != x {
			t.Errorf("%v printed %s read %v %v", x, s, y, err)
		}
	}
}
