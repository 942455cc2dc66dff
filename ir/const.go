package ir

import (
	"fmt"
	"math"
	"strings"

	"github.com/glslc-nv/glslc-nv/internal/f16"
	"github.com/glslc-nv/glslc-nv/internal/minifloat"
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
		bits = uint64(f16.FromFloat64(v))
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
	if c.Typ.enc != IEEE {
		return minifloat.ToFloat64(c.Typ.enc.minifloat(), uint32(c.Bits))
	}
	switch c.Typ.width {
	case 16:
		return f16.ToFloat64(uint16(c.Bits))
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
		if c.Typ.enc != IEEE {
			return c.Typ.enc.scalarName() + "(" + s + ")"
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
