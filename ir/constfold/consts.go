package constfold

import (
	"math"

	"github.com/glslc-nv/glslc-nv/internal/f16"
	"github.com/glslc-nv/glslc-nv/ir"
)

// As returns e as a constant, or nil.
func As(e ir.Expr) *ir.Const {
	c, _ := e.(*ir.Const)
	return c
}

// At returns a copy of c carrying position p (constants are values; a fold
// result takes the position of the node it replaces, and the constant it
// came from may be shared).
func At(c *ir.Const, p ir.Pos) *ir.Const {
	k := *c
	k.Pos = p
	return &k
}

// Elems returns the components (columns, elements, members) of a composite
// constant, expanding Null; nil for a scalar or when the length of an array
// is a specialization constant.
func Elems(c *ir.Const) []*ir.Const {
	if !c.Null {
		return c.Elems
	}
	t := c.Typ
	var n int
	switch t.Kind() {
	case ir.KindVector, ir.KindMatrix:
		n = t.Len()
	case ir.KindArray:
		if t.LenSpec() != nil {
			return nil
		}
		n = t.Len()
	case ir.KindStruct:
		out := make([]*ir.Const, len(t.Members()))
		for i, m := range t.Members() {
			out[i] = ir.ConstNull(m.Type)
		}
		return out
	default:
		return nil
	}
	out := make([]*ir.Const, n)
	for i := range out {
		out[i] = ir.ConstNull(t.Elem())
	}
	return out
}

// Bits returns a scalar constant's bit pattern (0 for Null).
func Bits(c *ir.Const) uint64 {
	if c.Null {
		return 0
	}
	return c.Bits
}

// Scalars returns the components of a scalar or vector constant.
func Scalars(c *ir.Const) []*ir.Const {
	if c.Typ.IsScalar() {
		return []*ir.Const{c}
	}
	return Elems(c)
}

// Same reports whether two constants have the same type and bits.
func Same(a, b *ir.Const) bool {
	if a.Typ != b.Typ {
		return false
	}
	if a.Typ.IsScalar() {
		return Bits(a) == Bits(b)
	}
	ea, eb := Elems(a), Elems(b)
	if ea == nil || eb == nil || len(ea) != len(eb) {
		return a.Null && b.Null
	}
	for i := range ea {
		if !Same(ea[i], eb[i]) {
			return false
		}
	}
	return true
}

// Mask truncates v to width bits.
func Mask(v uint64, width int) uint64 {
	if width >= 64 {
		return v
	}
	return v & (1<<uint(width) - 1)
}

// Sext sign-extends the low width bits of v.
func Sext(v uint64, width int) int64 {
	if width >= 64 {
		return int64(v)
	}
	s := uint(64 - width)
	return int64(v<<s) >> s
}

// Float returns a float scalar constant's value (0 for Null).
func Float(c *ir.Const) float64 {
	if c.Null {
		return 0
	}
	return c.Float()
}

// mkFloat rounds v (exact, or already rounded to at least 2w+2 bits of
// precision, which makes a second rounding harmless) once to the width of
// the float type t. finite is false when the result is NaN or infinite.
func mkFloat(t *ir.Type, v float64) (c *ir.Const, finite bool) {
	switch t.Width() {
	case 16:
		c = &ir.Const{Typ: t, Bits: uint64(f16.FromFloat64(v))}
	case 32:
		c = &ir.Const{Typ: t, Bits: uint64(math.Float32bits(float32(v)))}
	default:
		c = &ir.Const{Typ: t, Bits: math.Float64bits(v)}
	}
	r := c.Float()
	return c, !math.IsNaN(r) && !math.IsInf(r, 0)
}

func mkInt(t *ir.Type, v uint64) *ir.Const { return &ir.Const{Typ: t, Bits: Mask(v, t.Width())} }
