package f16

import "math"

// Bit patterns of a few halves.
const (
	Inf     uint16 = 0x7c00 // +Inf; Inf|SignBit is -Inf
	NaN     uint16 = 0x7e00 // the quiet NaN that math.NaN() converts to
	MaxBits uint16 = 0x7bff // 65504, the largest finite half
	SignBit uint16 = 0x8000
	quiet   uint16 = 0x0200
)

// ToFloat64 returns the value of the half bit pattern h, exactly (see the
// package comment for NaNs).
func ToFloat64(h uint16) float64 {
	sign := uint64(h&SignBit) << 48
	exp := uint64(h>>10) & 0x1f
	frac := uint64(h & 0x3ff)
	switch exp {
	case 0: // zero or subnormal: frac units of 2^-24
		v := float64(frac) * 0x1p-24
		if sign != 0 {
			v = -v
		}
		return v
	case 0x1f:
		return math.Float64frombits(sign | 0x7ff<<52 | frac<<42)
	}
	return math.Float64frombits(sign | (exp+1023-15)<<52 | frac<<42)
}

// ToFloat32 returns the value of the half bit pattern h, exactly.
func ToFloat32(h uint16) float32 {
	if h&Inf == Inf && h&0x3ff != 0 {
		// A NaN, spelt out: whether float32(x) keeps a signalling NaN
		// signalling is the hardware's business.
		return math.Float32frombits(uint32(h&SignBit)<<16 | 0x7f800000 | uint32(h&0x3ff)<<13)
	}
	return float32(ToFloat64(h)) // every other half is a float32
}

// FromFloat64 rounds x to the nearest half, ties to even, and returns its
// bit pattern.
func FromFloat64(x float64) uint16 { return fromFloat64(x, false) }

// FromFloat64TowardZero converts x to the half nearest it in magnitude that
// is not larger (IEEE roundTowardZero): finite magnitudes of 2^16 or more
// give ±65504, infinities and NaNs convert as in FromFloat64. The SPIR-V
// assembler needs it: SPIRV-Tools reads a decimal float16 literal so
// (HexFloat's castTo with round_direction::kToZero), and spirv-as's output
// is what the assembler must reproduce.
func FromFloat64TowardZero(x float64) uint16 { return fromFloat64(x, true) }

// FromFloat32 rounds x to the nearest half, ties to even. It equals
// FromFloat64(float64(x)), NaN payloads included.
func FromFloat32(x float32) uint16 {
	b := math.Float32bits(x)
	if b&0x7f800000 == 0x7f800000 && b&0x7fffff != 0 {
		// Spelt out: whether float64(x) keeps a signalling NaN's payload
		// is the hardware's business.
		return uint16(b>>16)&SignBit | Inf | quiet | uint16(b>>13)&0x3ff
	}
	return FromFloat64(float64(x))
}

// Round returns x rounded to the nearest half, ties to even, as a float64.
func Round(x float64) float64 { return ToFloat64(FromFloat64(x)) }

func fromFloat64(x float64, towardZero bool) uint16 {
	b := math.Float64bits(x)
	sign := uint16(b>>48) & SignBit
	exp := int(b>>52) & 0x7ff
	frac := b & (1<<52 - 1)
	if exp == 0x7ff {
		if frac == 0 {
			return sign | Inf
		}
		return sign | Inf | quiet | uint16(frac>>42)
	}
	if exp == 0 { // zero, or a float64 subnormal: far below half's range
		return sign
	}
	e := exp - 1023 // x = 1.frac * 2^e
	if e > 15 {
		if towardZero {
			return sign | MaxBits
		}
		return sign | Inf
	}
	m := frac | 1<<52
	shift := uint(42) // normal: keep 11 significant bits
	if e < -14 {
		if e < -25 { // below half the smallest subnormal
			return sign
		}
		shift = uint(28 - e) // subnormal: count units of 2^-24
	}
	q := m >> shift
	if !towardZero {
		rem := m & (1<<shift - 1)
		half := uint64(1) << (shift - 1)
		if rem > half || (rem == half && q&1 == 1) {
			q++
		}
	}
	if e >= -14 {
		// q is in [1024, 2048]: its leading one adds 1 to the biased
		// exponent e+14, and a carry out of rounding moves up a binade
		// (to infinity past 65504).
		return sign | (uint16(e+14)<<10 + uint16(q))
	}
	return sign | uint16(q) // a subnormal, or 0x0400 when it rounds up to the smallest normal
}
