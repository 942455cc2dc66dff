package sema

import (
	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// GL_EXT_bfloat16, GL_EXT_float_e4m3 and GL_EXT_float_e5m2: the types
// (types.go), their bit casts (below), conversions by constructor, and
// cooperative matrices of them. They have no arithmetic; they convert
// implicitly to float and double only (conv.go, docs/glsl.md).
//
// GL_EXT_float_e2m1 (fp4, SPV_EXT_ocp_microscaling_types): floate2m1_t and
// its vectors convert to every wider float type (implicitly too); other
// types convert to it only as constants (folded, ir/constfold.ToE2M1);
// the pack/unpack functions are bit casts to and from whole bytes, and
// bitcastExtractfe2m1EXT is OpBitcastExtractEXT.

const (
	extBFloat16  = "GL_EXT_bfloat16"
	extFloatE4M3 = "GL_EXT_float_e4m3"
	extFloatE5M2 = "GL_EXT_float_e5m2"
	extFloatE2M1 = "GL_EXT_float_e2m1"
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
	if name == bitcastExtractE2M1.Name {
		return c.bitcastExtract(x, args), true
	}
	if name == "saturatedConvertEXT" {
		return c.saturatedConvert(x, args), true
	}
	if name == "dot" && len(args) == 2 && args[0].typ.Scalar() == ir.BFloat16Type && args[1].typ == args[0].typ && c.anyExtOn([]string{extBFloat16}, x.Loc) {
		return c.bf16Dot(x, args), true
	}
	bc, known := narrowBitcasts[name]
	if !known {
		if pk, isPack := fp4Packs[name]; isPack {
			return c.fp4Pack(x, name, pk.from, pk.to, args), true
		}
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

// fp4Packs are GL_EXT_float_e2m1's pack and unpack functions: bit casts
// between fp4 vectors and integers of the same size. The 8- and
// 16-component forms need GL_EXT_long_vector, which glslc-nv does not
// have: their types are nil and a call is an error saying so.
var fp4Packs = map[string]struct{ from, to *ir.Type }{
	"unpackFloat2xfe2m1EXT":  {ir.Uint8, ir.Vec(ir.FloatE2M1, 2)},
	"unpackFloat4xfe2m1EXT":  {ir.Uint16, ir.Vec(ir.FloatE2M1, 4)},
	"packFloat2xfe2m1EXT":    {ir.Vec(ir.FloatE2M1, 2), ir.Uint8},
	"packFloat4xfe2m1EXT":    {ir.Vec(ir.FloatE2M1, 4), ir.Uint16},
	"unpackFloat8xfe2m1EXT":  {},
	"unpackFloat16xfe2m1EXT": {},
	"packFloat8xfe2m1EXT":    {},
	"packFloat16xfe2m1EXT":   {},
}

func (c *checker) fp4Pack(x *ast.CallExpr, name string, from, to *ir.Type, args []operand) operand {
	if !c.requireExt(x.Loc, "'"+name+"'", extFloatE2M1) {
		return badOp
	}
	if from == nil {
		c.errorf(x.Loc, "'%s' works on 8- or 16-component vectors, which need GL_EXT_long_vector (not supported)", name)
		return badOp
	}
	if len(args) != 1 {
		c.errorf(x.Loc, "'%s' takes one argument, not %d", name, len(args))
		return badOp
	}
	if args[0].typ != from {
		c.errorf(args[0].pos, "'%s' takes %s, not %s", name, typeName(from), typeName(args[0].typ))
		return badOp
	}
	return c.valOp(c.fold(&ir.Convert{Pos: c.irPos(x.Loc), Op: ir.Bitcast, X: c.value(args[0]), To: to}), to, x.Loc)
}

// bitcastExtractE2M1 is bitcastExtractfe2m1EXT(genU8Type value, uint
// offset): per component, the 4 bits of value from bit offset up, as an
// fp4 (an offset past 4 is undefined).
var bitcastExtractE2M1 = builtins.BitcastExtractE2M1

func (c *checker) bitcastExtract(x *ast.CallExpr, args []operand) operand {
	name := bitcastExtractE2M1.Name
	if !c.requireExt(x.Loc, "'"+name+"'", extFloatE2M1) {
		return badOp
	}
	if len(args) != 2 {
		c.errorf(x.Loc, "'%s' takes two arguments (value, offset), not %d", name, len(args))
		return badOp
	}
	v := args[0]
	n := v.typ.Components()
	if n == 0 || v.typ.Scalar() != ir.Uint8 {
		c.errorf(v.pos, "'%s' takes uint8_t or a vector of it, not %s", name, typeName(v.typ))
		return badOp
	}
	off, ok := c.implicit(args[1], ir.Uint32, args[1].pos, "offset of '"+name+"'")
	if !ok {
		return badOp
	}
	if k := args[1].konst; k != nil && k.Bits > 4 {
		c.errorf(args[1].pos, "'%s': offset %d leaves fewer than 4 bits of an 8-bit value", name, k.Bits)
		return badOp
	}
	t := ir.VecOrScalar(ir.FloatE2M1, n)
	return c.valOp(&ir.BuiltinCall{Pos: c.irPos(x.Loc), Fn: bitcastExtractE2M1, ID: bitcastExtractE2M1.ID, Args: []ir.Expr{c.value(v), off}, Typ: t}, t, x.Loc)
}

// fp4Construct checks a constructor of floate2m1_t or an fp4 vector:
// arguments of another component type must be (non-specialization)
// constants, which fold (GL_EXT_float_e2m1 has no run-time conversion to
// fp4).
func (c *checker) fp4Construct(t *ir.Type, args []operand) bool {
	if t.Scalar() != ir.FloatE2M1 || t.IsCoopMat() {
		return true
	}
	for _, a := range args {
		if s := a.typ.Scalar(); s != nil && s != ir.FloatE2M1 && a.konst == nil {
			c.errorf(a.pos, "%s is constructed from %s only from a constant value (GL_EXT_float_e2m1 has no run-time conversion to fp4)", typeName(t), typeName(a.typ))
			return false
		}
	}
	return true
}

// hasFP4 reports whether t is or holds floate2m1_t, which only Function
// and Private variables may (SPV_EXT_ocp_microscaling_types).
func hasFP4(t *ir.Type) bool {
	switch {
	case t == nil:
		return false
	case t.Kind() == ir.KindStruct:
		for _, m := range t.Members() {
			if hasFP4(m.Type) {
				return true
			}
		}
		return false
	case t.Kind() == ir.KindArray || t.Kind() == ir.KindRuntimeArray:
		return hasFP4(t.Elem())
	}
	s := t.Scalar()
	return s != nil && s.Encoding() == ir.E2M1
}

// saturatedConvert checks saturatedConvertEXT(out dst, src) (GL_EXT_float_e4m3 /
// GL_EXT_float_e5m2): src converted to dst's type, out-of-range values
// becoming the largest finite value of their sign, stored to dst. dst is a
// floate4m3_t or floate5m2_t scalar, vector or cooperative matrix; src has
// its shape (a matrix may have another use) and another component type.
// As glslang: the conversion is decorated
// SaturatedToLargestFloat8NormalConversionEXT.
func (c *checker) saturatedConvert(x *ast.CallExpr, args []operand) operand {
	const name = "saturatedConvertEXT"
	if !c.requireExt(x.Loc, "'"+name+"'", extFloatE4M3, extFloatE5M2) {
		return badOp
	}
	if len(args) != 2 {
		c.errorf(x.Loc, "'%s' takes two arguments (the destination, the value), not %d", name, len(args))
		return badOp
	}
	dst, src := args[0], args[1]
	ds, ss := dst.typ.Scalar(), src.typ.Scalar()
	if ds == nil || ds.Encoding() != ir.E4M3 && ds.Encoding() != ir.E5M2 {
		c.errorf(dst.pos, "'%s': the destination must be floate4m3_t or floate5m2_t (a scalar, vector or cooperative matrix), not %s", name, typeName(dst.typ))
		return badOp
	}
	if ss == nil || ss.Encoding() == ir.E4M3 || ss.Encoding() == ir.E5M2 || !(ss.IsFloat() || ss.IsInteger()) {
		c.errorf(src.pos, "'%s': the value must be a float or integer of another type than floate4m3_t or floate5m2_t, not %s", name, typeName(src.typ))
		return badOp
	}
	same := src.typ.WithScalar(ds) == dst.typ
	if dst.typ.IsCoopMat() && src.typ.IsCoopMat() {
		dd, sd := dst.typ.Coop(), src.typ.Coop()
		dd.Use = sd.Use
		same = dd == sd
	}
	if !same {
		c.errorf(src.pos, "'%s': %s and %s differ in shape", name, typeName(dst.typ), typeName(src.typ))
		return badOp
	}
	ref, ok := c.lvalue(dst, dst.pos, "destination of '"+name+"'")
	if !ok {
		return badOp
	}
	var v ir.Expr
	if dst.typ.IsCoopMat() {
		o := c.construct(x, dst.typ, []operand{src})
		if o.bad() {
			return badOp
		}
		v = c.value(o)
	} else {
		v = c.convertValue(c.value(src), dst.typ, c.irPos(x.Loc))
	}
	conv, isConv := v.(*ir.Convert)
	if b, ok := v.(*ir.BuiltinCall); ok && b.ID == builtins.FnCoopConvertUse {
		// a cooperative matrix whose use changes: the conversion of
		// the components is the operand of the use conversion
		conv, isConv = b.Args[0].(*ir.Convert)
	}
	if !isConv {
		c.errorf(x.Loc, "'%s': cannot convert %s to %s here", name, typeName(src.typ), typeName(dst.typ))
		return badOp
	}
	conv.Saturate = true
	return c.stmtsOp([]ir.Stmt{c.store(ref, v, dst.typ, c.irPos(x.Loc))}, x.Loc)
}

// bf16Dot is dot on bfloat16_t and its vectors (GL_EXT_bfloat16), whose
// result is bfloat16_t as in glslang: OpDot with BFloat16DotProductKHR on
// vectors. SPIR-V has no bfloat16 multiply, so a scalar dot is the float
// product rounded to bfloat16: the float32 product of two bfloat16 values
// is exact, so that is the correctly rounded bfloat16 product, which is
// what OpDot gives for one component.
func (c *checker) bf16Dot(x *ast.CallExpr, args []operand) operand {
	p := c.irPos(x.Loc)
	a, b := c.value(args[0]), c.value(args[1])
	if args[0].typ.IsScalar() {
		fa := c.convertValue(a, ir.Float32, p)
		fb := c.convertValue(b, ir.Float32, p)
		prod := &ir.Binary{Pos: p, Op: ir.FMul, X: fa, Y: fb}
		return c.valOp(c.convertValue(prod, ir.BFloat16Type, p), ir.BFloat16Type, x.Loc)
	}
	return c.valOp(&ir.BuiltinCall{Pos: p, Fn: bf16DotFn, ID: bf16DotFn.ID, Args: []ir.Expr{a, b}, Typ: ir.BFloat16Type}, ir.BFloat16Type, x.Loc)
}

var bf16DotFn = builtins.DotBFloat16
