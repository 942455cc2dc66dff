package sema

import (
	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/ir"
)

// GL_EXT_long_vector: vector<T, N>, a vector of N components of the
// scalar type T, for any N >= 1. With N of 2..4 it is the vecN of T
// (glslang emits the same OpTypeVector); with 1 or more than 4 it is a
// long vector (ir.Type.IsLongVector), which SPIR-V's LongVectorEXT
// capability allows. Long vectors take the component-wise operators,
// constructors, indexing, .length() and the component-wise built-ins
// (with exact argument types: glslang converts no argument of a long
// vector overload); they have no swizzles. A component count from a
// specialization constant (OpTypeVectorIdEXT) is refused.

const extLongVector = "GL_EXT_long_vector"

// maxLongVector bounds N (glslang takes any positive int; a bound keeps
// a typo from making a type of millions of components).
const maxLongVector = 1 << 16

// longVectorTypeOf resolves vector<T, N>.
func (c *checker) longVectorTypeOf(ts *ast.TypeSpec) *ir.Type {
	if !c.requireExt(ts.Loc, "'vector'", extLongVector) {
		return nil
	}
	if len(ts.Params) != 2 {
		c.errorf(ts.Loc, "'vector' takes 2 parameters (component type, component count), not %d", len(ts.Params))
		return nil
	}
	pt := ts.Params[0].Type
	if pt == nil {
		c.errorf(ts.Params[0].Value.Pos(), "the first parameter of 'vector' must be its component type")
		return nil
	}
	comp := c.typeOf(pt)
	if comp == nil {
		return nil
	}
	if !comp.IsScalar() {
		c.errorf(pt.Loc, "invalid element type for vector: %s (a bool, integer or floating-point scalar)", typeName(comp))
		return nil
	}
	prm := ts.Params[1]
	if prm.Value == nil {
		c.errorf(prm.Type.Loc, "the component count of 'vector' must be a constant integer expression, not a type")
		return nil
	}
	o := c.expr(prm.Value)
	if o.bad() {
		return nil
	}
	if !o.typ.IsScalar() || !o.typ.IsInteger() {
		c.errorf(prm.Value.Pos(), "the component count of 'vector' must be a constant integer expression, not %s", typeName(o.typ))
		return nil
	}
	if o.konst == nil {
		if o.spec {
			c.errorf(prm.Value.Pos(), "a component count of 'vector' from a specialization constant is not supported yet")
		} else {
			c.errorf(prm.Value.Pos(), "the component count of 'vector' must be a constant integer expression")
		}
		return nil
	}
	v := o.konst.Int()
	if o.typ.IsUint() {
		v = int64(o.konst.Bits)
	}
	if v <= 0 || v > maxLongVector {
		c.errorf(prm.Value.Pos(), "the component count of 'vector' must be a positive integer of at most %d (have %d)", maxLongVector, v)
		return nil
	}
	return ir.Vec(comp, int(v))
}
