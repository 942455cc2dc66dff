package minifloat

import (
	"math"
	"testing"
)

func TestHandWorked(t *testing.T) {
	cases := []struct {
		f    Format
		x    float64
		sat  bool
		want uint32
	}{
		{BFloat16, 1, false, 0x3f80},
		{BFloat16, -2, false, 0xc000},
		{BFloat16, 1 + 1.0/256, false, 0x3f80},               // tie between 1 and 1+2^-7: even (1)
		{BFloat16, 1 + 3.0/256, false, 0x3f82},               // tie between 1+2^-7 and 1+2^-6: even
		{BFloat16, 1 + 1.0/256 + 1.0/(1<<40), false, 0x3f81}, // just above the tie: up, one rounding
		{BFloat16, math.MaxFloat32, false, 0x7f80},           // rounds past the largest bfloat16
		{BFloat16, 0x1p-133, false, 0x0001},                  // smallest subnormal
		{BFloat16, 0x1p-134, false, 0x0000},                  // half of it: ties to even 0
		{BFloat16, math.Inf(-1), false, 0xff80},
		{BFloat16, math.NaN(), false, 0x7fc0},
		{E4M3, 448, false, 0x7e},
		{E4M3, 464, false, 0x7e}, // tie between 448 and 480 (not representable): even is 448
		{E4M3, 500, false, 0x7f}, // overflow: NaN
		{E4M3, 500, true, 0x7e},  // saturated
		{E4M3, math.Inf(-1), true, 0xfe},
		{E4M3, 0x1p-9, false, 0x01}, // smallest subnormal
		{E4M3, 1.0625, false, 0x38}, // tie 1 / 1.125: even
		{E4M3, -1.5, false, 0xbc},
		{E5M2, 57344, false, 0x7b},
		{E5M2, 61440, false, 0x7c}, // tie 57344 / 65536: even is the infinity encoding
		{E5M2, 0x1p-16, false, 0x01},
		{E5M2, 1.25, false, 0x3d},
		{E5M2, math.Inf(1), false, 0x7c},
		{E5M2, 70000, true, 0x7b},             // saturated: 57344
		{E5M2, math.Inf(-1), true, 0xfb},      // saturated: -57344
		{E5M2, math.NaN(), true, 0x7e},        // NaN stays NaN
		{BFloat16, math.Inf(1), true, 0x7f80}, // sat is for float8 only
		{E2M1, 1, false, 0x2},
		{E2M1, -6, false, 0xf},
		{E2M1, 0.5, false, 0x1},         // the one subnormal
		{E2M1, 0.25, false, 0x0},        // tie 0 / 0.5: even (0)
		{E2M1, 0.75, false, 0x2},        // tie 0.5 / 1: even (1.0, fraction bit 0)
		{E2M1, 1.25, false, 0x2},        // tie 1 / 1.5: even
		{E2M1, 2.5, false, 0x4},         // tie 2 / 3: even
		{E2M1, 3.5, false, 0x6},         // tie 3 / 4: even
		{E2M1, 5, false, 0x6},           // tie 4 / 6: even
		{E2M1, 5.0001, false, 0x7},      // above the tie: 6
		{E2M1, 7, false, 0x7},           // past 6: saturates (no infinity)
		{E2M1, -1e300, false, 0xf},      // saturates with the sign
		{E2M1, math.Inf(1), false, 0x7}, // infinity saturates
		{E2M1, math.NaN(), false, 0x7},  // no NaN: the largest value (decision)
		{E2M1, math.Copysign(0, -1), false, 0x8},
	}
	for _, c := range cases {
		if got := FromFloat64(c.f, c.x, c.sat); got != c.want {
			t.Errorf("FromFloat64(%d, %g, %v) = %#x, want %#x", c.f, c.x, c.sat, got, c.want)
		}
	}
}

// TestRoundTrip: every non-NaN pattern decodes to a value that encodes back
// to itself, and decoding agrees with bfloat16 being float32's high half.
func TestRoundTrip(t *testing.T) {
	for _, f := range []Format{BFloat16, E4M3, E5M2, E2M1} {
		for b := uint32(0); b < 1<<f.Bits(); b++ {
			v := ToFloat64(f, b)
			if f == BFloat16 {
				if w := float64(math.Float32frombits(b << 16)); !(w == v || math.IsNaN(w) && math.IsNaN(v)) {
					t.Fatalf("bf16 %#x: %g, want %g", b, v, w)
				}
			}
			if math.IsNaN(v) {
				if g := FromFloat64(f, v, false); !math.IsNaN(ToFloat64(f, g)) {
					t.Fatalf("%d %#x: NaN comes back as %#x", f, b, g)
				}
				continue
			}
			if g := FromFloat64(f, v, false); g != b {
				t.Fatalf("%d %#x (%g) comes back as %#x", f, b, v, g)
			}
		}
	}
}

// TestNearest: for random float64s in range, the result is a nearest
// value: neither neighbouring pattern is nearer, and on a tie the pattern
// is even.
func TestNearest(t *testing.T) {
	seed := uint64(1)
	for i := 0; i < 100000; i++ {
		seed = seed*6364136223846793005 + 1442695040888963407
		for _, f := range []Format{BFloat16, E4M3, E5M2, E2M1} {
			x := math.Ldexp(float64(seed>>11)/(1<<53)*2-1, int(seed%40)-20)
			if f == E5M2 && math.Abs(x) >= 57344 || f == E4M3 && math.Abs(x) >= 448 || f == E2M1 && math.Abs(x) >= 6 {
				continue
			}
			b := FromFloat64(f, x, false)
			g := ToFloat64(f, b)
			for _, nb := range []uint32{b - 1, b + 1} {
				if nb>>(f.Bits()-1) != b>>(f.Bits()-1) {
					continue // across the sign (or out of the format)
				}
				v := ToFloat64(f, nb)
				if math.IsNaN(v) || math.IsInf(v, 0) {
					continue
				}
				if d, dg := math.Abs(v-x), math.Abs(g-x); d < dg || d == dg && b&1 == 1 {
					t.Fatalf("format %d, %g: got %#x (%g), neighbour %#x (%g) is nearer or even", f, x, b, g, nb, v)
				}
			}
		}
	}
}

// TestE2M1Values: the 16 FP4 patterns decode to the OCP table.
func TestE2M1Values(t *testing.T) {
	want := []float64{0, 0.5, 1, 1.5, 2, 3, 4, 6}
	for b := uint32(0); b < 16; b++ {
		w := want[b&7]
		if b&8 != 0 {
			w = -w
		}
		if got := ToFloat64(E2M1, b); got != w || math.Signbit(got) != (b&8 != 0) {
			t.Errorf("E2M1 %#x = %g, want %g", b, got, w)
		}
	}
}
