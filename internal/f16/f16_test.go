package f16

import (
	"math"
	"math/rand"
	"sort"
	"testing"
)

func isNaN16(h uint16) bool { return h&Inf == Inf && h&0x3ff != 0 }

// value computes a half's value from the definition, independently of
// ToFloat64 (NaN for NaNs).
func value(h uint16) float64 {
	s := 1.0
	if h&SignBit != 0 {
		s = -1
	}
	e, m := int(h>>10&0x1f), float64(h&0x3ff)
	switch {
	case e == 0:
		return s * m * math.Pow(2, -24)
	case e == 31 && m == 0:
		return math.Inf(int(s))
	case e == 31:
		return math.NaN()
	}
	return s * (1 + m/1024) * math.Pow(2, float64(e-15))
}

func TestDecodeEveryPattern(t *testing.T) {
	for i := 0; i < 1<<16; i++ {
		h := uint16(i)
		d, f := ToFloat64(h), ToFloat32(h)
		if isNaN16(h) {
			// Sign and payload kept, signalling or quiet as they were.
			want64 := uint64(h&SignBit)<<48 | 0x7ff<<52 | uint64(h&0x3ff)<<42
			want32 := uint32(h&SignBit)<<16 | 0xff<<23 | uint32(h&0x3ff)<<13
			if math.Float64bits(d) != want64 || math.Float32bits(f) != want32 {
				t.Fatalf("%#04x: NaN decodes to %#x / %#x, want %#x / %#x", h, math.Float64bits(d), math.Float32bits(f), want64, want32)
			}
			continue
		}
		if d != value(h) || float64(f) != d || math.Signbit(d) != (h&SignBit != 0) || math.Signbit(float64(f)) != math.Signbit(d) {
			t.Fatalf("%#04x: ToFloat64 %g, ToFloat32 %g, want %g", h, d, f, value(h))
		}
	}
}

func TestRoundTripEveryPattern(t *testing.T) {
	for i := 0; i < 1<<16; i++ {
		h := uint16(i)
		want := h
		if isNaN16(h) {
			want |= quiet // a signalling NaN comes back quieted
		}
		if got := FromFloat64(ToFloat64(h)); got != want {
			t.Errorf("FromFloat64(ToFloat64(%#04x)) = %#04x, want %#04x", h, got, want)
		}
		if got := FromFloat32(ToFloat32(h)); got != want {
			t.Errorf("FromFloat32(ToFloat32(%#04x)) = %#04x, want %#04x", h, got, want)
		}
		if got := FromFloat64TowardZero(ToFloat64(h)); got != want {
			t.Errorf("FromFloat64TowardZero(ToFloat64(%#04x)) = %#04x, want %#04x", h, got, want)
		}
		if !isNaN16(h) && math.Float64bits(Round(ToFloat64(h))) != math.Float64bits(ToFloat64(h)) {
			t.Errorf("Round(%#04x) changed it", h)
		}
	}
}

// TestTies checks, between every pair of neighbouring finite halves of
// either sign (and between 65504 and 2^16, where rounding up gives
// infinity), that the midpoint rounds to the even one and that the
// neighbours of the midpoint round to their own side, from float64 and
// from float32 (every midpoint is a float32).
func TestTies(t *testing.T) {
	for _, sign := range []uint16{0, SignBit} {
		for lo := uint16(0); lo <= MaxBits; lo++ {
			a, b := sign|lo, sign|(lo+1) // lo+1 == Inf past MaxBits
			va, vb := value(a), value(b)
			if b&^SignBit == Inf {
				vb = math.Copysign(65536, va)
			}
			mid := (va + vb) / 2
			even := a
			if a&1 == 1 {
				even = b
			}
			below := math.Nextafter(mid, va)
			above := math.Nextafter(mid, vb)
			for _, c := range []struct {
				x    float64
				want uint16
			}{{mid, even}, {below, a}, {above, b}} {
				if got := FromFloat64(c.x); got != c.want {
					t.Fatalf("FromFloat64(%v) = %#04x, want %#04x", c.x, got, c.want)
				}
			}
			mid32 := float32(mid)
			if float64(mid32) != mid {
				t.Fatalf("midpoint %v is not a float32", mid)
			}
			for _, c := range []struct {
				x    float32
				want uint16
			}{{mid32, even}, {math.Nextafter32(mid32, float32(va)), a}, {math.Nextafter32(mid32, float32(vb)), b}} {
				if got := FromFloat32(c.x); got != c.want {
					t.Fatalf("FromFloat32(%v) = %#04x, want %#04x", c.x, got, c.want)
				}
			}
			// Toward zero: everything in [va, vb) truncates to a.
			if got := FromFloat64TowardZero(math.Nextafter(vb, va)); got != a {
				t.Fatalf("FromFloat64TowardZero(%v) = %#04x, want %#04x", math.Nextafter(vb, va), got, a)
			}
		}
	}
}

func TestSpecialCases(t *testing.T) {
	for _, c := range []struct {
		x        float64
		rne, rtz uint16
	}{
		{0, 0, 0},
		{math.Copysign(0, -1), 0x8000, 0x8000},
		{1, 0x3c00, 0x3c00},
		{-2, 0xc000, 0xc000},
		{1.5, 0x3e00, 0x3e00},
		{65504, 0x7bff, 0x7bff},
		{65519.99, 0x7bff, 0x7bff},
		{65520, 0x7c00, 0x7bff}, // overflow threshold: the tie goes to "even" infinity
		{-65520, 0xfc00, 0xfbff},
		{65536, 0x7c00, 0x7bff},
		{1e300, 0x7c00, 0x7bff},
		{math.Inf(1), 0x7c00, 0x7c00},
		{math.Inf(-1), 0xfc00, 0xfc00},
		{0x1p-14, 0x0400, 0x0400},                    // smallest normal
		{0x1p-14 - 0x1p-25, 0x0400, 0x03ff},          // tie between the largest subnormal (odd) and the smallest normal
		{0x1p-24, 0x0001, 0x0001},                    // smallest subnormal
		{0x1p-25, 0x0000, 0x0000},                    // tie between 0 and 2^-24: to even 0
		{math.Nextafter(0x1p-25, 1), 0x0001, 0x0000}, // just above the tie
		{-0x1p-25, 0x8000, 0x8000},
		{3 * 0x1p-25, 0x0002, 0x0001}, // 1.5 units: tie, to even 2
		{5 * 0x1p-25, 0x0002, 0x0002}, // 2.5 units: tie, to even 2
		{0x1p-26, 0, 0},
		{1e-300, 0, 0},
		{5e-324, 0, 0}, // float64 subnormal
		{-5e-324, 0x8000, 0x8000},
		{1 + 0x1p-11, 0x3c00, 0x3c00},                              // tie, to even 1
		{1 + 3*0x1p-11, 0x3c02, 0x3c01},                            // tie, to even 1+2^-9
		{1 + 0x1p-11 + 0x1p-40, 0x3c01, 0x3c00},                    // float32 would round this to the tie first
		{2047, 0x67ff, 0x67ff},                                     // 11 bits: exact
		{2049, 0x6800, 0x6800},                                     // 2048 and 2050 tie: even 2048
		{4097, 0x6c00, 0x6c00},                                     // rounds to 4096
		{4099, 0x6c01, 0x6c00},                                     // spacing 4 here: nearest is 4100
		{0.1, 0x2e66, 0x2e66},                                      // 0.0999755859375
		{0.3333333333333333, 0x3555, 0x3555},                       // 0.333251953125
		{-0.3333333333333333, 0xb555, 0xb555},                      // sign kept
		{math.Float64frombits(0x40effc0000000000), 0x7bff, 0x7bff}, // 65504 spelt in bits
	} {
		if got := FromFloat64(c.x); got != c.rne {
			t.Errorf("FromFloat64(%v) = %#04x, want %#04x", c.x, got, c.rne)
		}
		if got := FromFloat64TowardZero(c.x); got != c.rtz {
			t.Errorf("FromFloat64TowardZero(%v) = %#04x, want %#04x", c.x, got, c.rtz)
		}
		if float64(float32(c.x)) == c.x {
			if got := FromFloat32(float32(c.x)); got != c.rne {
				t.Errorf("FromFloat32(%v) = %#04x, want %#04x", c.x, got, c.rne)
			}
		}
	}
}

func TestNaN(t *testing.T) {
	for _, c := range []struct {
		bits uint64
		want uint16
	}{
		{math.Float64bits(math.NaN()), 0x7e00},
		{0x7ff8000000000000, 0x7e00},
		{0xfff8000000000000, 0xfe00},             // sign kept
		{0x7ff0000000000001, 0x7e00},             // signalling, payload below the kept bits: quieted, still NaN
		{0x7ff4000000000000, 0x7f00},             // signalling with a high payload bit: quieted, payload kept
		{0xfffffc0000000000, 0xffff},             // every kept payload bit
		{0x7ff0040000000000, 0x7e01},             // lowest kept payload bit
		{0x7ff003ffffffffff, 0x7e00},             // just below it: truncated, not rounded into the quiet bit
		{0x7ff0000000000000 | 0x155<<42, 0x7f55}, // 0x155 = 01 0101 0101: quiet bit added
	} {
		x := math.Float64frombits(c.bits)
		if got := FromFloat64(x); got != c.want {
			t.Errorf("FromFloat64(%#x) = %#04x, want %#04x", c.bits, got, c.want)
		}
		if got := FromFloat64TowardZero(x); got != c.want {
			t.Errorf("FromFloat64TowardZero(%#x) = %#04x, want %#04x", c.bits, got, c.want)
		}
		// The same NaN as a float32 (its payload's high 10 bits are the
		// float64's), built from bits so no hardware conversion intervenes.
		b32 := uint32(c.bits>>32)&0x80000000 | 0x7f800000 | uint32(c.bits>>29)&0x7fffff
		if b32&0x7fffff == 0 {
			continue // payload entirely below float32's: not a NaN there
		}
		if got := FromFloat32(math.Float32frombits(b32)); got != c.want {
			t.Errorf("FromFloat32(%#x) = %#04x, want %#04x", b32, got, c.want)
		}
	}
	if !math.IsNaN(ToFloat64(0x7c01)) || !math.IsNaN(float64(ToFloat32(0xfc01))) || !math.Signbit(ToFloat64(0xfe00)) {
		t.Error("NaN decoding")
	}
}

// halves is every finite non-negative half's value in increasing order
// (bit order is value order), plus 2^16 standing for infinity: the
// rounding oracle of TestRandom.
var halves = func() []float64 {
	v := make([]float64, 0, int(MaxBits)+2)
	for h := uint16(0); h <= MaxBits; h++ {
		v = append(v, value(h))
	}
	return append(v, 65536)
}()

// oracle rounds |x| by searching the table: the nearest, ties to the even
// bit pattern, or the one toward zero.
func oracle(x float64, towardZero bool) uint16 {
	var sign uint16
	if math.Signbit(x) {
		sign, x = SignBit, -x
	}
	i := sort.SearchFloat64s(halves, x) // halves[i-1] < x <= halves[i]
	if i == len(halves) {
		if towardZero {
			return sign | MaxBits
		}
		return sign | Inf
	}
	if halves[i] == x {
		if i == len(halves)-1 && towardZero {
			return sign | MaxBits
		}
		return sign | uint16(i)
	}
	lo, hi := i-1, i
	if towardZero {
		return sign | uint16(lo)
	}
	switch d := (x - halves[lo]) - (halves[hi] - x); {
	case d < 0:
		return sign | uint16(lo)
	case d > 0:
		return sign | uint16(hi)
	}
	if lo&1 == 0 {
		return sign | uint16(lo)
	}
	return sign | uint16(hi)
}

func TestRandom(t *testing.T) {
	r := rand.New(rand.NewSource(16))
	n := 200000
	if testing.Short() {
		n = 20000
	}
	for i := 0; i < n; i++ {
		// Exponents across half's range and a little beyond, random
		// 52-bit fractions (which make exact ties rare; TestTies has them).
		e := r.Intn(50) - 30
		x := math.Ldexp(1+r.Float64(), e)
		if r.Intn(2) == 0 {
			x = -x
		}
		if got, want := FromFloat64(x), oracle(x, false); got != want {
			t.Fatalf("FromFloat64(%v) = %#04x, want %#04x", x, got, want)
		}
		if got, want := FromFloat64TowardZero(x), oracle(x, true); got != want {
			t.Fatalf("FromFloat64TowardZero(%v) = %#04x, want %#04x", x, got, want)
		}
		f := float32(x)
		if got, want := FromFloat32(f), oracle(float64(f), false); got != want {
			t.Fatalf("FromFloat32(%v) = %#04x, want %#04x", f, got, want)
		}
	}
}

func BenchmarkFromFloat64(b *testing.B) {
	var s uint16
	for i := 0; i < b.N; i++ {
		s += FromFloat64(float64(i) * 0.001)
	}
	_ = s
}
