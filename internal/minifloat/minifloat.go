// Package minifloat is glslc-nv's one implementation of the float formats
// narrower than IEEE binary16 in range or precision that SPIR-V names by an
// FP Encoding: bfloat16 (SPV_KHR_bfloat16: 1 sign, 8 exponent and 7
// fraction bits, float32's range) and the two 8-bit formats of
// SPV_EXT_float8 (OCP 8-bit floating point: E4M3, bias 7, no infinities,
// S.1111.111 the only NaN, largest finite 448; E5M2, bias 15, IEEE-like
// with infinities and NaNs), and the 4-bit E2M1 of SPV_EXT_ocp_microscaling_types
// (OCP Microscaling FP4: bias 1, no infinities and no NaN, values 0, 0.5,
// 1, 1.5, 2, 3, 4, 6 and their negatives). Every layer that handles one calls this
// package; like internal/f16 it imports only the standard library.
//
// Conversions from float64 round once, to nearest with ties to even,
// straight from the operand (never through float32: that would round
// twice). Out of range:
//
//   - bfloat16 and E5M2 overflow to an infinity of the operand's sign;
//     E5M2 with Sat gives ±57344 instead (the same decoration applies to
//     conversions to either float8 format).
//   - E4M3 has no infinity: overflow and infinities give NaN (0x7f with the
//     sign), unless Sat, when they give ±448 (SPV_EXT_float8's
//     SaturatedToLargestFloat8NormalConversionEXT); NaN stays NaN.
//   - E2M1 has neither: overflow and infinities always give ±6 (the OCP
//     formats without infinities saturate), and NaN, which it cannot hold,
//     gives ±6 too (the sign of the NaN): a decision, the formats leave it
//     to the implementation.
//
// NaNs: bfloat16 keeps the sign and the high 7 payload bits and sets the
// quiet bit (0x0040), as internal/f16 does for halves; E5M2 keeps the sign
// and sets its quiet bit (0x02, the high fraction bit) with the high
// payload bit below it; E4M3's one NaN keeps the sign.
package minifloat

import "math"

// A Format is one of the narrow float encodings.
type Format uint8

const (
	BFloat16 Format = iota + 1
	E4M3
	E5M2
	E2M1
)

// Bits is the width of f in bits.
func (f Format) Bits() int {
	switch f {
	case BFloat16:
		return 16
	case E2M1:
		return 4
	}
	return 8
}

type spec struct {
	exp, frac uint // field widths
	bias      int
	ieee      bool // the top exponent field means Inf/NaN (else E4M3's rule)
	noNaN     bool // every pattern is finite (E2M1)
}

func (f Format) spec() spec {
	switch f {
	case BFloat16:
		return spec{8, 7, 127, true, false}
	case E5M2:
		return spec{5, 2, 15, true, false}
	case E2M1:
		return spec{2, 1, 1, false, true}
	}
	return spec{4, 3, 7, false, false}
}

// ToFloat64 returns the value of the bit pattern b of format f, exactly.
func ToFloat64(f Format, b uint32) float64 {
	s := f.spec()
	neg := b>>(s.exp+s.frac)&1 != 0
	e := int(b>>s.frac) & (1<<s.exp - 1)
	m := b & (1<<s.frac - 1)
	top := 1<<s.exp - 1
	var v float64
	switch {
	case s.ieee && e == top:
		if m == 0 {
			v = math.Inf(1)
		} else {
			// a NaN: sign and payload into float64's high fraction bits
			bitsv := uint64(0x7ff)<<52 | uint64(m)<<(52-s.frac)
			if neg {
				bitsv |= 1 << 63
			}
			return math.Float64frombits(bitsv)
		}
	case !s.ieee && !s.noNaN && e == top && m == 1<<s.frac-1:
		bitsv := uint64(0x7ff)<<52 | 1<<51
		if neg {
			bitsv |= 1 << 63
		}
		return math.Float64frombits(bitsv)
	case e == 0:
		v = math.Ldexp(float64(m), 1-s.bias-int(s.frac))
	default:
		v = math.Ldexp(float64(m|1<<s.frac), e-s.bias-int(s.frac))
	}
	if neg {
		v = -v
	}
	return v
}

// FromFloat64 rounds x to format f (ties to even) and returns the bit
// pattern; sat only matters for E4M3 and E5M2 (see the package comment;
// E2M1 always saturates).
func FromFloat64(f Format, x float64, sat bool) uint32 {
	s := f.spec()
	signBit := uint32(1) << (s.exp + s.frac)
	var sign uint32
	if math.Signbit(x) {
		sign = signBit
	}
	top := uint32(1)<<s.exp - 1
	nan := func() uint32 {
		if !s.ieee {
			return sign | top<<s.frac | (1<<s.frac - 1)
		}
		payload := uint32(math.Float64bits(x)>>(52-s.frac)) & (1<<s.frac - 1)
		return sign | top<<s.frac | 1<<(s.frac-1) | payload
	}
	maxFinite := func() uint32 {
		if s.noNaN {
			return sign | top<<s.frac | (1<<s.frac - 1)
		}
		if s.ieee {
			return sign | (top-1)<<s.frac | (1<<s.frac - 1)
		}
		return sign | top<<s.frac | (1<<s.frac - 2)
	}
	overflow := func() uint32 {
		if s.ieee {
			if sat && f == E5M2 {
				return maxFinite()
			}
			return sign | top<<s.frac
		}
		if sat || s.noNaN {
			return maxFinite()
		}
		return nan()
	}
	if math.IsNaN(x) {
		if s.noNaN {
			return maxFinite()
		}
		return nan()
	}
	ax := math.Abs(x)
	if math.IsInf(ax, 0) {
		return overflow()
	}
	if ax == 0 {
		return sign
	}
	emin := 1 - s.bias
	_, E := math.Frexp(ax) // ax = fr * 2^E, fr in [0.5, 1)
	e := E - 1
	if e < emin {
		e = emin
	}
	quantum := math.Ldexp(1, e-int(s.frac))
	q := math.RoundToEven(ax / quantum) // ax/quantum is exact: a power-of-two scale
	if q == 0 {
		return sign
	}
	// q*quantum is representable unless it overflows; re-encode it.
	v := q * quantum
	_, E2 := math.Frexp(v)
	e2 := E2 - 1
	if e2 < emin { // subnormal: q counts units of 2^(emin-frac)
		return sign | uint32(q)
	}
	field := uint32(e2 + s.bias)
	mant := uint32(math.Ldexp(v, int(s.frac)-e2)) & (1<<s.frac - 1)
	bitsv := sign | field<<s.frac | mant
	if s.ieee && field >= top {
		return overflow()
	}
	if s.noNaN && field > top || !s.ieee && !s.noNaN && (field > top || field == top && mant == 1<<s.frac-1) {
		return overflow()
	}
	return bitsv
}

// Round returns x rounded to format f, as a float64.
func Round(f Format, x float64) float64 { return ToFloat64(f, FromFloat64(f, x, false)) }
