package glsl450

import (
	"math"

	"github.com/glslc-nv/glslc-nv/internal/f16"
)

// mask returns the low w bits set.
func mask(w int) uint64 {
	if w >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(w) - 1
}

// sext sign-extends the low w bits of v to 64 bits.
func sext(v uint64, w int) uint64 {
	if w >= 64 {
		return v
	}
	s := uint(64 - w)
	return uint64(int64(v<<s) >> s)
}

// signBit is the sign bit of a w-bit float.
func signBit(w int) uint64 { return 1 << uint(w-1) }

// decodeF returns the value of a w-bit float bit pattern (exactly).
func decodeF(w int, b uint64) float64 {
	switch w {
	case 16:
		return f16.ToFloat64(uint16(b))
	case 32:
		return float64(math.Float32frombits(uint32(b)))
	}
	return math.Float64frombits(b)
}

// encodeF rounds x to a w-bit float (to nearest, ties to even) and returns
// its bit pattern, zero-extended.
func encodeF(w int, x float64) uint64 {
	switch w {
	case 16:
		return uint64(f16.FromFloat64(x))
	case 32:
		return uint64(math.Float32bits(float32(x)))
	}
	return math.Float64bits(x)
}

// rnd rounds x to the nearest w-bit float, ties to even.
func rnd(w int, x float64) float64 {
	switch w {
	case 16:
		return f16.Round(x)
	case 32:
		return float64(float32(x))
	}
	return x
}

// The elementary operations at width w. Each is computed exactly or correctly
// rounded in float64 and then rounded to w; because float64 carries more than
// twice the precision of float32 (and of float16) plus two bits, the double
// rounding is innocuous and the result is the correctly rounded w-bit one.
// The explicit float64 conversions forbid the Go compiler to fuse a product
// into a following addition.

func add(w int, a, b float64) float64 { return rnd(w, float64(a+b)) }
func sub(w int, a, b float64) float64 { return rnd(w, float64(a-b)) }
func mul(w int, a, b float64) float64 { return rnd(w, float64(a*b)) }
func div(w int, a, b float64) float64 { return rnd(w, float64(a/b)) }
func sqrt(w int, a float64) float64   { return rnd(w, math.Sqrt(a)) }

// fma returns a*b+c rounded once to width w.
func fma(w int, a, b, c float64) float64 {
	if w == 64 {
		return math.FMA(a, b, c)
	}
	// a and b have at most 24 significant bits, so the product is exact.
	p := float64(a * b)
	s := p + c
	if s == 0 || math.IsInf(s, 0) || math.IsNaN(s) {
		return rnd(w, s)
	}
	// s+e == p+c exactly (Knuth's TwoSum). Turn s into p+c rounded to odd,
	// which rounds correctly to any format at least two bits narrower.
	bv := s - p
	e := (p - (s - bv)) + (c - bv)
	if e != 0 && math.Float64bits(s)&1 == 0 {
		if e > 0 {
			s = math.Nextafter(s, math.Inf(1))
		} else {
			s = math.Nextafter(s, math.Inf(-1))
		}
	}
	return rnd(w, s)
}
