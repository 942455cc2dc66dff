package texel

import (
	"math"

	"github.com/glslc-nv/glslc-nv/internal/f16"
)

// Texel conversions, as Vulkan defines them ("Format Conversion" and
// "Texel Output Format Conversion"; the numeric representations come
// from the Data Format specification):
//
//   - UNORM: read c·(1/(2^b-1)), in float32 arithmetic (the constant
//     rounded to float32, then the product); written as
//     round(clamp(v,0,1)·(2^b-1)) with the product in float32, nearest,
//     ties to even; NaN writes 0.
//   - SNORM: read max(c·(1/(2^(b-1)-1)), -1), in float32 as UNORM;
//     written as round(clamp(v,-1,1)·(2^(b-1)-1)) likewise; NaN writes 0.
//   - SRGB: UNORM with the sRGB transfer function on R, G and B (not A).
//   - SFLOAT 16: binary16, written rounding toward zero
//     (f16.FromFloat64TowardZero: magnitudes beyond 65504 give 65504,
//     infinities and NaNs stay); 32 and 64 bits as is.
//   - UFLOAT 11/10 (B10G11R11): 5-bit exponent, 6/5-bit mantissa, no
//     sign. Written rounding toward zero; negative values and -Inf
//     write 0, finite values above the largest finite one (65024 for 11
//     bits, 64512 for 10) write it, +Inf writes +Inf, NaN a NaN.
//   - UINT/SINT: written saturated to the component's range (EncodeInt
//     says when it had to); read zero- or sign-extended to 64 bits.
//
// **Decisions.** Vulkan lets an implementation choose the rounding of
// these conversions (nearest or toward zero for floats, the precision
// of fixed-point ones) and leaves an out-of-range integer write
// undefined. The choices above are the ones Mesa's lavapipe makes (as
// measured: byte-identical stores of every GLSL storage format and
// identical loads), so that the interpreter and lavapipe agree.
//
// A component the format does not store reads as Vulkan's defaults:
// 0 for R, G, B and 1 (1.0 or integer 1) for A.

// DecodeFloat returns the four components of the texel at the start of
// b, for a format whose class IsFloat. An unknown format, or b shorter
// than a texel, gives 0, 0, 0, 1 (and the encoders write nothing).
func (f Format) DecodeFloat(b []byte) [4]float64 {
	in := byFormat[f]
	v := [4]float64{0, 0, 0, 1}
	if in == nil || len(b) < in.Size {
		return v
	}
	off := 0
	for _, fl := range in.Fields {
		c := getBits(b, off, int(fl.Bits))
		off += int(fl.Bits)
		v[fl.Channel] = decodeComponent(in.Class, c, int(fl.Bits), fl.Channel)
	}
	return v
}

// DecodeInt returns the four components of the texel at the start of b,
// for a UINT or SINT format: zero-extended, or sign-extended, to 64 bits.
func (f Format) DecodeInt(b []byte) [4]uint64 {
	in := byFormat[f]
	v := [4]uint64{0, 0, 0, 1}
	if in == nil || len(b) < in.Size {
		return v
	}
	off := 0
	for _, fl := range in.Fields {
		c := getBits(b, off, int(fl.Bits))
		if in.Class == SInt {
			c = signExtend(c, int(fl.Bits))
		}
		off += int(fl.Bits)
		v[fl.Channel] = c
	}
	return v
}

// EncodeFloat stores v (R, G, B, A) as the texel at the start of b, for
// a format whose class IsFloat; components the format lacks are dropped.
func (f Format) EncodeFloat(b []byte, v [4]float64) {
	in := byFormat[f]
	if in == nil || len(b) < in.Size {
		return
	}
	off := 0
	for _, fl := range in.Fields {
		putBits(b, off, int(fl.Bits), encodeComponent(in.Class, v[fl.Channel], int(fl.Bits), fl.Channel))
		off += int(fl.Bits)
	}
}

// EncodeInt stores v as the texel at the start of b, for a UINT or SINT
// format: each component a 64-bit integer (signed for SINT), saturated
// to the component's range. clamped says whether some stored component
// had to be saturated (Vulkan leaves such a value undefined).
func (f Format) EncodeInt(b []byte, v [4]uint64) (clamped bool) {
	in := byFormat[f]
	if in == nil || len(b) < in.Size {
		return false
	}
	off := 0
	for _, fl := range in.Fields {
		bits := int(fl.Bits)
		c := v[fl.Channel]
		if bits < 64 {
			if in.Class == SInt {
				lo, hi := -int64(1)<<(bits-1), int64(1)<<(bits-1)-1
				if x := int64(c); x < lo || x > hi {
					c, clamped = uint64(max(lo, min(hi, x))), true
				}
			} else if c > mask(bits) {
				c, clamped = mask(bits), true
			}
		}
		putBits(b, off, bits, c)
		off += bits
	}
	return clamped
}

func decodeComponent(cl Class, c uint64, bits int, ch uint8) float64 {
	switch cl {
	case UNorm:
		return float64(float32(c) * float32(1/float64(uint64(1)<<bits-1)))
	case SRGB:
		u := float64(c) / float64(uint64(1)<<bits-1)
		if ch == 3 {
			return float64(float32(c) * float32(1/float64(uint64(1)<<bits-1)))
		}
		return SRGBToLinear(u)
	case SNorm:
		m := float32(1 / float64(uint64(1)<<(bits-1)-1))
		return math.Max(float64(float32(int64(signExtend(c, bits)))*m), -1)
	case SFloat:
		switch bits {
		case 16:
			return f16.ToFloat64(uint16(c))
		case 32:
			return float64(math.Float32frombits(uint32(c)))
		default:
			return math.Float64frombits(c)
		}
	case UFloat:
		return ufloatToFloat(c, bits-5)
	case UInt:
		return float64(c)
	case SInt:
		return float64(int64(signExtend(c, bits)))
	}
	return 0
}

func encodeComponent(cl Class, v float64, bits int, ch uint8) uint64 {
	switch cl {
	case UNorm, SRGB:
		if v != v {
			return 0
		}
		v = math.Max(0, math.Min(1, v))
		if cl == SRGB && ch != 3 {
			v = LinearToSRGB(v)
		}
		return uint64(math.RoundToEven(float64(float32(v) * float32(uint64(1)<<bits-1))))
	case SNorm:
		if v != v {
			return 0
		}
		v = math.Max(-1, math.Min(1, v))
		return uint64(int64(math.RoundToEven(float64(float32(v)*float32(uint64(1)<<(bits-1)-1))))) & mask(bits)
	case SFloat:
		switch bits {
		case 16:
			return uint64(f16.FromFloat64TowardZero(v))
		case 32:
			return uint64(math.Float32bits(float32(v)))
		default:
			return math.Float64bits(v)
		}
	case UFloat:
		return floatToUfloat(v, bits-5)
	case UInt:
		return uint64(v) & mask(bits)
	case SInt:
		return uint64(int64(v)) & mask(bits)
	}
	return 0
}

// SRGBToLinear is the sRGB EOTF Vulkan uses for _SRGB formats.
func SRGBToLinear(c float64) float64 {
	if c <= 0.04045 {
		return c / 12.92
	}
	return math.Pow((c+0.055)/1.055, 2.4)
}

// LinearToSRGB is its inverse, for writes to _SRGB formats.
func LinearToSRGB(l float64) float64 {
	if l <= 0.0031308 {
		return l * 12.92
	}
	return 1.055*math.Pow(l, 1/2.4) - 0.055
}

// ufloatToFloat decodes an unsigned float with a 5-bit exponent (bias
// 15) and mbits of mantissa.
func ufloatToFloat(c uint64, mbits int) float64 {
	e := int(c >> mbits & 31)
	m := float64(c & (1<<mbits - 1))
	scale := float64(uint64(1) << mbits)
	switch e {
	case 0:
		return m / scale * 0x1p-14
	case 31:
		if m == 0 {
			return math.Inf(1)
		}
		return math.NaN()
	}
	return math.Ldexp(1+m/scale, e-15)
}

// floatToUfloat encodes v as an unsigned float with a 5-bit exponent and
// mbits of mantissa, rounding toward zero (see the conversion rules
// above).
func floatToUfloat(v float64, mbits int) uint64 {
	maxFinite := uint64(30)<<mbits | (1<<mbits - 1)
	switch {
	case v != v:
		return 31<<mbits | 1<<(mbits-1)
	case math.IsInf(v, 1):
		return 31 << mbits
	case v <= 0:
		return 0
	case v < 0x1p-14:
		return uint64(math.Floor(v * 0x1p14 * float64(uint64(1)<<mbits)))
	}
	fr, exp := math.Frexp(v) // v = fr·2^exp, fr in [0.5, 1)
	e := exp - 1 + 15
	if e >= 31 {
		return maxFinite
	}
	m := uint64(math.Floor((2*fr - 1) * float64(uint64(1)<<mbits)))
	r := uint64(e)<<mbits + m // a mantissa carry steps the exponent
	if r > maxFinite {
		return maxFinite
	}
	return r
}

func mask(bits int) uint64 {
	if bits >= 64 {
		return ^uint64(0)
	}
	return 1<<bits - 1
}

func signExtend(c uint64, bits int) uint64 {
	if bits >= 64 {
		return c
	}
	s := 64 - bits
	return uint64(int64(c<<s) >> s)
}

// getBits reads the little-endian bit field of width bits (at most 64)
// at bit offset off of b.
func getBits(b []byte, off, bits int) uint64 {
	var v uint64
	for i := 0; i < bits; {
		bit := off + i
		byt := b[bit>>3]
		sh := bit & 7
		n := 8 - sh
		if n > bits-i {
			n = bits - i
		}
		v |= uint64(byt>>sh) & (1<<n - 1) << i
		i += n
	}
	return v
}

// putBits writes the low bits of v into the bit field at off.
func putBits(b []byte, off, bits int, v uint64) {
	for i := 0; i < bits; {
		bit := off + i
		sh := bit & 7
		n := 8 - sh
		if n > bits-i {
			n = bits - i
		}
		m := byte(1<<n-1) << sh
		b[bit>>3] = b[bit>>3]&^m | byte(v>>i)<<sh&m
		i += n
	}
}
