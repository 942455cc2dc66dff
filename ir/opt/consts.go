package opt

import (
	"math"

	"github.com/glslc-nv/glslc-nv/internal/f16"
	"github.com/glslc-nv/glslc-nv/ir"
)

// asConst returns e as a constant, or nil.
func asConst(e ir.Expr) *ir.Const {
	c, _ := e.(*ir.Const)
	return c
}

// at returns a copy of c carrying position p (constants are values; a fold
// result takes the position of the node it replaces).
func at(c *ir.Const, p ir.Pos) *ir.Const {
	k := *c
	k.Pos = p
	return &k
}

// elems returns the components (columns, elements, members) of a composite
// constant, expanding Null; nil when t's length is not a constant.
func elems(c *ir.Const) []*ir.Const {
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

// bits returns a scalar constant's bit pattern (0 for Null).
func bits(c *ir.Const) uint64 {
	if c.Null {
		return 0
	}
	return c.Bits
}

// scalars returns the components of a scalar or vector constant.
func scalars(c *ir.Const) []*ir.Const {
	if c.Typ.IsScalar() {
		return []*ir.Const{c}
	}
	return elems(c)
}

// mask truncates v to width bits.
func mask(v uint64, width int) uint64 {
	if width >= 64 {
		return v
	}
	return v & (1<<uint(width) - 1)
}

// sext sign-extends the low width bits of v.
func sext(v uint64, width int) int64 {
	if width >= 64 {
		return int64(v)
	}
	s := uint(64 - width)
	return int64(v<<s) >> s
}

// fval returns a float scalar constant's value.
func fval(c *ir.Const) float64 {
	if c.Null {
		return 0
	}
	return c.Float()
}

// mkFloat rounds v (exact, or already rounded to at least 2w+2 bits of
// precision, which makes a second rounding harmless) once to the width of
// the float type t. ok is false when the result is NaN or infinite: Vulkan
// does not promise to preserve them (without SignedZeroInfNanPreserve),
// so such operations are left to the target.
func mkFloat(t *ir.Type, v float64) (*ir.Const, bool) {
	var c *ir.Const
	switch t.Width() {
	case 16:
		c = &ir.Const{Typ: t, Bits: uint64(f16.FromFloat64(v))}
	case 32:
		c = &ir.Const{Typ: t, Bits: uint64(math.Float32bits(float32(v)))}
	default:
		c = &ir.Const{Typ: t, Bits: math.Float64bits(v)}
	}
	if r := c.Float(); math.IsNaN(r) || math.IsInf(r, 0) {
		return nil, false
	}
	return c, true
}

func mkInt(t *ir.Type, v uint64) *ir.Const { return &ir.Const{Typ: t, Bits: mask(v, t.Width())} }

func mkBool(b bool) *ir.Const { return ir.ConstBool(b) }

// sameConst reports whether two constants have the same type and bits.
func sameConst(a, b *ir.Const) bool {
	if a.Typ != b.Typ {
		return false
	}
	if a.Typ.IsScalar() {
		return bits(a) == bits(b)
	}
	ea, eb := elems(a), elems(b)
	if ea == nil || eb == nil || len(ea) != len(eb) {
		return a.Null && b.Null
	}
	for i := range ea {
		if !sameConst(ea[i], eb[i]) {
			return false
		}
	}
	return true
}

// composite builds a constant of type t from its elements.
func composite(t *ir.Type, es []*ir.Const) *ir.Const { return ir.ConstComposite(t, es...) }

// mapScalars applies f to each component of the scalar or vector constants
// xs (all with the same component count) and builds a result of type rt.
// ok is false when f declines any component.
func mapScalars(rt *ir.Type, f func(args []*ir.Const) (*ir.Const, bool), xs ...*ir.Const) (*ir.Const, bool) {
	comps := make([][]*ir.Const, len(xs))
	for i, x := range xs {
		comps[i] = scalars(x)
		if comps[i] == nil {
			return nil, false
		}
	}
	n := len(comps[0])
	out := make([]*ir.Const, n)
	args := make([]*ir.Const, len(xs))
	for i := 0; i < n; i++ {
		for j := range xs {
			if len(comps[j]) != n {
				return nil, false
			}
			args[j] = comps[j][i]
		}
		r, ok := f(args)
		if !ok {
			return nil, false
		}
		out[i] = r
	}
	if rt.IsScalar() {
		return out[0], true
	}
	return composite(rt, out), true
}
