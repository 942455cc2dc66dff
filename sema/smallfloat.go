package sema

import (
	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/ir"
)

// GL_EXT_bfloat16, GL_EXT_float_e4m3 and GL_EXT_float_e5m2: the types
// (types.go), their bit casts (below), conversions by constructor, and
// cooperative matrices of them. They have no arithmetic; they convert
// implicitly to float and double only (conv.go, docs/glsl.md).

const (
	extBFloat16  = "GL_EXT_bfloat16"
	extFloatE4M3 = "GL_EXT_float_e4m3"
	extFloatE5M2 = "GL_EXT_float_e5m2"
)

// narrowBitcasts are the bit-cast functions: the narrow type, the integer
// scalar of its width, and whether the narrow type is the result.
var narrowBitcasts = map[string]struct {
	narrow, integer *ir.Type
	toNarrow        bool
	ext             string
}{
	"bfloat16BitsToIntEXT":   {ir.BFloat16Type, ir.Int16, false, extBFloat16},
	"bfloat16BitsToUintEXT":  {ir.BFloat16Type, ir.Uint16, false, extBFloat16},
	"intBitsToBFloat16EXT":   {ir.BFloat16Type, ir.Int16, true, extBFloat16},
	"uintBitsToBFloat16EXT":  {ir.BFloat16Type, ir.Uint16, true, extBFloat16},
	"floate4m3BitsToIntEXT":  {ir.FloatE4M3, ir.Int8, false, extFloatE4M3},
	"floate4m3BitsToUintEXT": {ir.FloatE4M3, ir.Uint8, false, extFloatE4M3},
	"intBitsToFloate4m3EXT":  {ir.FloatE4M3, ir.Int8, true, extFloatE4M3},
	"uintBitsToFloate4m3EXT": {ir.FloatE4M3, ir.Uint8, true, extFloatE4M3},
	"floate5m2BitsToIntEXT":  {ir.FloatE5M2, ir.Int8, false, extFloatE5M2},
	"floate5m2BitsToUintEXT": {ir.FloatE5M2, ir.Uint8, false, extFloatE5M2},
	"intBitsToFloate5m2EXT":  {ir.FloatE5M2, ir.Int8, true, extFloatE5M2},
	"uintBitsToFloate5m2EXT": {ir.FloatE5M2, ir.Uint8, true, extFloatE5M2},
}

// narrowBitcast checks a bit cast to or from a narrow float type (scalar or
// vector): an OpBitcast. ok is false when name is not one.
func (c *checker) narrowBitcast(x *ast.CallExpr, name string, args []operand) (operand, bool) {
	bc, known := narrowBitcasts[name]
	if !known {
		return badOp, false
	}
	if !c.requireExt(x.Loc, "'"+name+"'", bc.ext) {
		return badOp, true
	}
	if len(args) != 1 {
		c.errorf(x.Loc, "'%s' takes one argument, not %d", name, len(args))
		return badOp, true
	}
	a := args[0]
	from, to := bc.integer, bc.narrow
	if !bc.toNarrow {
		from, to = to, from
	}
	n := a.typ.Components()
	if n == 0 || a.typ.Scalar() != from {
		c.errorf(a.pos, "'%s' takes %s or a vector of it, not %s", name, typeName(from), typeName(a.typ))
		return badOp, true
	}
	t := ir.VecOrScalar(to, n)
	return c.valOp(c.fold(&ir.Convert{Pos: c.irPos(x.Loc), Op: ir.Bitcast, X: c.value(a), To: t}), t, x.Loc), true
}

func narrowName(a, b *ir.Type) string {
	if a.IsNarrowFloat() {
		return typeName(a.Scalar())
	}
	return typeName(b.Scalar())
}

// widenNarrow converts the narrow-float operand of a binary operation whose
// other operand is an IEEE float (or double) scalar or vector to float of
// its shape; ok is false when the other operand is not one.
func (c *checker) widenNarrow(a, b operand) (operand, operand, bool) {
	n, o := &a, b
	if !a.typ.IsNarrowFloat() {
		n, o = &b, a
	}
	if o.typ.Components() == 0 || !o.typ.IsFloat() || o.typ.IsNarrowFloat() || n.typ.Components() == 0 {
		return a, b, false
	}
	to := ir.VecOrScalar(ir.Float32, n.typ.Components())
	v := c.convertValue(c.value(*n), to, c.irPos(n.pos))
	*n = c.valOp(v, to, n.pos)
	return a, b, true
}
