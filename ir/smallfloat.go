package ir

import (
	"fmt"

	"github.com/glslc-nv/glslc-nv/internal/minifloat"
)

// FloatEncoding is the encoding of a floating-point scalar type: IEEE 754
// binary (float16_t, float, double), or one of the narrow formats of
// GL_EXT_bfloat16, GL_EXT_float_e4m3 / GL_EXT_float_e5m2 and
// GL_EXT_float_e2m1 (SPV_KHR_bfloat16, SPV_EXT_float8,
// SPV_EXT_ocp_microscaling_types: OpTypeFloat with an FP encoding). The
// narrow types have no arithmetic: they are converted, bit-cast, stored and
// used as cooperative-matrix components.
type FloatEncoding uint8

const (
	IEEE     FloatEncoding = iota
	BFloat16               // 16 bits: 1 sign, 8 exponent, 7 mantissa
	E4M3                   // 8 bits: 1 sign, 4 exponent, 3 mantissa (no infinities)
	E5M2                   // 8 bits: 1 sign, 5 exponent, 2 mantissa
	E2M1                   // 4 bits: 1 sign, 2 exponent, 1 mantissa (GL_EXT_float_e2m1; no infinities or NaN)
)

// The narrow float types.
var (
	BFloat16Type = intern(typeKey{kind: KindFloat, width: 16, enc: BFloat16})
	FloatE4M3    = intern(typeKey{kind: KindFloat, width: 8, enc: E4M3})
	FloatE5M2    = intern(typeKey{kind: KindFloat, width: 8, enc: E5M2})
	FloatE2M1    = intern(typeKey{kind: KindFloat, width: 4, enc: E2M1})
)

// Encoding returns the encoding of a float scalar type (IEEE for others).
func (t *Type) Encoding() FloatEncoding { return t.enc }

// IsNarrowFloat reports a bfloat16, e4m3, e5m2 or e2m1 scalar or vector (or a
// cooperative matrix of one).
func (t *Type) IsNarrowFloat() bool {
	s := t.Scalar()
	return s != nil && s.enc != IEEE
}

func (e FloatEncoding) scalarName() string {
	return [...]string{"float", "bfloat16_t", "floate4m3_t", "floate5m2_t", "floate2m1_t"}[e]
}

func (e FloatEncoding) vecPrefix() string {
	return [...]string{"", "bf16", "fe4m3", "fe5m2", "fe2m1"}[e]
}

func (v *validator) smallFloat(t *Type, what string) {
	want := map[FloatEncoding]int{BFloat16: 16, E4M3: 8, E5M2: 8, E2M1: 4}[t.enc]
	if want == 0 || t.width != want {
		v.errf("%s: float encoding %d of width %d", what, t.enc, t.width)
	}
}

func (e FloatEncoding) String() string {
	if int(e) < 5 {
		return e.scalarName()
	}
	return fmt.Sprintf("encoding(%d)", uint8(e))
}

// minifloat is the encoding's format in internal/minifloat (0 for IEEE).
func (e FloatEncoding) minifloat() minifloat.Format {
	return map[FloatEncoding]minifloat.Format{BFloat16: minifloat.BFloat16, E4M3: minifloat.E4M3, E5M2: minifloat.E5M2, E2M1: minifloat.E2M1}[e]
}
