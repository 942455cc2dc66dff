package ir

import (
	"fmt"
	"math"
	"strings"
)

// Const is a constant value. Scalars hold their bit pattern at the type's
// width in Bits (two's complement for integers, IEEE for floats, 0/1 for
// bool); composites (vector, matrix, array, struct) hold one element per
// component/column/element/member in Elems; Null is the all-zero value of
// any type (OpConstantNull). Make them with the constructors below.
type Const struct {
	Pos
	Typ   *Type
	Bits  uint64
	Elems []*Const
	Null  bool
}

// ConstBool returns a bool constant.
func ConstBool(b bool) *Const {
	c := &Const{Typ: Bool}
	if b {
		c.Bits = 1
	}
	return c
}

// ConstInt returns a signed or unsigned integer constant of type t holding v
// truncated to t's width.
func ConstInt(t *Type, v int64) *Const { return &Const{Typ: t, Bits: truncBits(uint64(v), t.width)} }

// ConstUint is ConstInt for an unsigned value.
func ConstUint(t *Type, v uint64) *Const { return &Const{Typ: t, Bits: truncBits(v, t.width)} }

// ConstFloat returns a float constant of type t (16, 32 or 64 bits) holding
// v rounded to t's precision.
func ConstFloat(t *Type, v float64) *Const {
	var bits uint64
	switch t.width {
	case 16:
		bits = uint64(float32ToHalf(float32(v)))
	case 32:
		bits = uint64(math.Float32bits(float32(v)))
	default:
		bits = math.Float64bits(v)
	}
	return &Const{Typ: t, Bits: bits}
}

// ConstComposite returns a composite constant of type t.
func ConstComposite(t *Type, elems ...*Const) *Const { return &Const{Typ: t, Elems: elems} }

// ConstNull returns the zero value of t.
func ConstNull(t *Type) *Const { return &Const{Typ: t, Null: true} }

// Int32Const, Uint32Const, Float32Const and BoolConst are shorthands.
func Int32Const(v int32) *Const     { return ConstInt(Int32, int64(v)) }
func Uint32Const(v uint32) *Const   { return ConstUint(Uint32, uint64(v)) }
func Float32Const(v float32) *Const { return ConstFloat(Float32, float64(v)) }

func truncBits(v uint64, width int) uint64 {
	if width >= 64 || width == 0 {
		return v
	}
	return v & (1<<uint(width) - 1)
}

// Int returns an integer scalar's value, sign-extended when the type is signed.
func (c *Const) Int() int64 {
	w := c.Typ.width
	if c.Typ.kind == KindInt && w < 64 {
		shift := uint(64 - w)
		return int64(c.Bits<<shift) >> shift
	}
	return int64(c.Bits)
}

// Float returns a float scalar's value.
func (c *Const) Float() float64 {
	switch c.Typ.width {
	case 16:
		return float64(halfToFloat32(uint16(c.Bits)))
	case 32:
		return float64(math.Float32frombits(uint32(c.Bits)))
	}
	return math.Float64frombits(c.Bits)
}

// String renders the constant for Print.
func (c *Const) String() string {
	if c.Null {
		return "null(" + c.Typ.String() + ")"
	}
	if c.Elems != nil {
		parts := make([]string, len(c.Elems))
		for i, e := range c.Elems {
			parts[i] = e.String()
		}
		return c.Typ.String() + "(" + strings.Join(parts, ", ") + ")"
	}
	switch c.Typ.kind {
	case KindBool:
		return fmt.Sprint(c.Bits != 0)
	case KindInt:
		return fmt.Sprintf("%d", c.Int()) + intSuffix(c.Typ)
	case KindUint:
		return fmt.Sprintf("%du", c.Bits) + intSuffix(c.Typ)
	case KindFloat:
		s := fmt.Sprintf("%g", c.Float())
		if !strings.ContainsAny(s, ".eIN") {
			s += ".0"
		}
		switch c.Typ.width {
		case 16:
			s += "hf"
		case 64:
			s += "lf"
		}
		return s
	}
	return "?"
}

func intSuffix(t *Type) string {
	switch t.width {
	case 8:
		return "/*8*/"
	case 16:
		return "s"
	case 64:
		return "l"
	}
	return ""
}

// float32ToHalf converts with round-to-nearest-even.
func float32ToHalf(f float32) uint16 {
	b := math.Float32bits(f)
	sign := uint16(b>>16) & 0x8000
	exp := int(b>>23&0xff) - 127 + 15
	man := b & 0x7fffff
	switch {
	case b&0x7fffffff == 0:
		return sign
	case int(b>>23&0xff) == 0xff: // inf or NaN
		if man != 0 {
			return sign | 0x7e00
		}
		return sign | 0x7c00
	case exp >= 0x1f:
		return sign | 0x7c00
	case exp <= 0:
		if exp < -10 {
			return sign
		}
		man |= 0x800000
		shift := uint(14 - exp)
		h := man >> shift
		rem := man & (1<<shift - 1)
		half := uint32(1) << (shift - 1)
		if rem > half || (rem == half && h&1 != 0) {
			h++
		}
		return sign | uint16(h)
	}
	h := uint32(exp)<<10 | man>>13
	rem := man & 0x1fff
	if rem > 0x1000 || (rem == 0x1000 && h&1 != 0) {
		h++
	}
	return sign | uint16(h)
}

func halfToFloat32(h uint16) float32 {
	sign := uint32(h&0x8000) << 16
	exp := uint32(h>>10) & 0x1f
	man := uint32(h & 0x3ff)
	switch {
	case exp == 0 && man == 0:
		return math.Float32frombits(sign)
	case exp == 0:
		for man&0x400 == 0 {
			man <<= 1
			exp--
		}
		exp++
		man &= 0x3ff
	case exp == 0x1f:
		return math.Float32frombits(sign | 0x7f800000 | man<<13)
	}
	return math.Float32frombits(sign | (exp+127-15)<<23 | man<<13)
}
