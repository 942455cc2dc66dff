package sema

import (
	"fmt"

	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// GL_KHR_cooperative_matrix: the coopmat<T, scope, rows, columns, use>
// type, its constructors, arithmetic, element access and length(), and the
// functions coopMatLoad, coopMatStore and coopMatMulAdd (docs/glsl.md).

const extCoopMat = builtins.ExtCoopMat

// coopConsts are the constants GL_KHR_cooperative_matrix declares (int, as
// glslang declares them; the layouts are SPIR-V's CooperativeMatrixLayout
// RowMajorKHR and ColumnMajorKHR, an operand kind no instruction of the
// grammar names, so the tables lack it).
var coopConsts = map[string]int32{
	"gl_MatrixUseA":                           int32(ir.CoopUseA),
	"gl_MatrixUseB":                           int32(ir.CoopUseB),
	"gl_MatrixUseAccumulator":                 int32(ir.CoopUseAccumulator),
	"gl_MatrixOperandsSaturatingAccumulation": ir.CoopSaturatingAccumulation,
	"gl_CooperativeMatrixLayoutRowMajor":      0,
	"gl_CooperativeMatrixLayoutColumnMajor":   1,
}

// coopVecConsts are GL_NV_cooperative_vector's matrix layouts and
// component types, which glslang declares in every shader of GLSL 4.50
// and later, whatever extensions are enabled (spv.longVector.comp
// initializes a specialization constant with one).
var coopVecConsts = map[string]int32{
	"gl_CooperativeVectorMatrixLayoutRowMajorNV":           0,
	"gl_CooperativeVectorMatrixLayoutColumnMajorNV":        1,
	"gl_CooperativeVectorMatrixLayoutInferencingOptimalNV": 2,
	"gl_CooperativeVectorMatrixLayoutTrainingOptimalNV":    3,
	"gl_ComponentTypeFloat16NV":                            0,
	"gl_ComponentTypeFloat32NV":                            1,
	"gl_ComponentTypeFloat64NV":                            2,
	"gl_ComponentTypeSignedInt8NV":                         3,
	"gl_ComponentTypeSignedInt16NV":                        4,
	"gl_ComponentTypeSignedInt32NV":                        5,
	"gl_ComponentTypeSignedInt64NV":                        6,
	"gl_ComponentTypeUnsignedInt8NV":                       7,
	"gl_ComponentTypeUnsignedInt16NV":                      8,
	"gl_ComponentTypeUnsignedInt32NV":                      9,
	"gl_ComponentTypeUnsignedInt64NV":                      10,
	"gl_ComponentTypeSignedInt8PackedNV":                   1000491000,
	"gl_ComponentTypeUnsignedInt8PackedNV":                 1000491001,
	"gl_ComponentTypeFloatE4M3NV":                          1000491002,
	"gl_ComponentTypeFloatE5M2NV":                          1000491003,
}

// coopConst returns the value of a cooperative-matrix constant; ok is false
// when name is not one (k is nil after an error).
func (c *checker) coopConst(name string, pos diag.Pos) (k *ir.Const, ok bool) {
	ext := extCoopMat
	v, known := coopConsts[name]
	if !known {
		if v, known = coop2Consts[name]; known {
			ext = extCoopMat2
		} else if v, known = coopVecConsts[name]; known {
			if c.es || c.version < 450 {
				return nil, false
			}
			return ir.Int32Const(v), true
		} else {
			return nil, false
		}
	}
	if !c.requireExt(pos, "'"+name+"'", ext) {
		return nil, true
	}
	return ir.Int32Const(v), true
}

// isParamType reports the type keywords that take parameters.
func isParamType(name string) bool {
	return name == "coopmat" || name == "tensorLayoutNV" || name == "tensorViewNV" || name == "vector"
}

// paramTypeOf resolves a parameterized type keyword.
func (c *checker) paramTypeOf(ts *ast.TypeSpec) *ir.Type {
	if ts.Name == "vector" {
		return c.longVectorTypeOf(ts)
	}
	if ts.Name != "coopmat" {
		return c.tensorTypeOf(ts)
	}
	if !c.requireExt(ts.Loc, "'coopmat'", extCoopMat) {
		return nil
	}
	if len(ts.Params) != 5 {
		c.errorf(ts.Loc, "'coopmat' takes 5 parameters (component type, scope, rows, columns, use), not %d", len(ts.Params))
		return nil
	}
	pt := ts.Params[0].Type
	if pt == nil {
		c.errorf(ts.Params[0].Value.Pos(), "the first parameter of 'coopmat' must be its component type")
		return nil
	}
	comp := c.typeOf(pt)
	if comp == nil {
		return nil
	}
	if !comp.IsScalar() || !comp.IsNumeric() {
		c.errorf(pt.Loc, "the component type of 'coopmat' must be an integer or floating-point scalar, not %s", typeName(comp))
		return nil
	}
	var d ir.CoopDesc
	intParam := func(i int, what string) (int64, bool) {
		prm := ts.Params[i]
		if prm.Value == nil {
			c.errorf(prm.Type.Loc, "the %s of 'coopmat' must be a constant integer expression, not a type", what)
			return 0, false
		}
		o := c.expr(prm.Value)
		if o.bad() {
			return 0, false
		}
		if !o.typ.IsScalar() || !o.typ.IsInteger() || o.konst == nil {
			c.errorf(prm.Value.Pos(), "the %s of 'coopmat' must be a constant integer expression", what)
			return 0, false
		}
		return o.konst.Int(), true
	}
	scope, ok := intParam(1, "scope")
	if !ok {
		return nil
	}
	switch ir.Scope(scope) {
	case ir.ScopeSubgroup, ir.ScopeWorkgroup:
	default:
		c.errorf(ts.Params[1].Value.Pos(), "the scope of 'coopmat' must be gl_ScopeSubgroup or gl_ScopeWorkgroup (have %d)", scope)
		return nil
	}
	d.Scope = ir.Scope(scope)
	for i, dim := range []struct {
		n *int
		s **ir.SpecConst
	}{{&d.Rows, &d.RowsSpec}, {&d.Cols, &d.ColsSpec}} {
		prm := ts.Params[2+i]
		what := [2]string{"row count", "column count"}[i]
		if prm.Value == nil {
			c.errorf(prm.Type.Loc, "the %s of 'coopmat' must be a constant integer expression, not a type", what)
			return nil
		}
		o := c.expr(prm.Value)
		if o.bad() {
			return nil
		}
		if !o.typ.IsScalar() || !o.typ.IsInteger() {
			c.errorf(prm.Value.Pos(), "the %s of 'coopmat' must be a constant integer expression, not %s", what, typeName(o.typ))
			return nil
		}
		switch {
		case o.konst != nil:
			v := o.konst.Int()
			if o.typ.IsUint() {
				v = int64(o.konst.Bits)
			}
			if v <= 0 || v > 1<<16 {
				c.errorf(prm.Value.Pos(), "the %s of 'coopmat' must be a positive integer (have %d)", what, v)
				return nil
			}
			*dim.n = int(v)
		case o.spec && specExprOK(o.val):
			*dim.s = c.specFor(o, prm.Value.Pos())
		default:
			c.errorf(prm.Value.Pos(), "the %s of 'coopmat' must be a constant integer expression", what)
			return nil
		}
	}
	use, ok := intParam(4, "use")
	if !ok {
		return nil
	}
	if use < 0 || use > int64(ir.CoopUseAccumulator) {
		c.errorf(ts.Params[4].Value.Pos(), "the use of 'coopmat' must be gl_MatrixUseA, gl_MatrixUseB or gl_MatrixUseAccumulator (have %d)", use)
		return nil
	}
	d.Use = ir.CoopUse(use)
	return ir.CoopMatOf(comp, d)
}

// coopConstruct checks a cooperative-matrix constructor: from a scalar
// (every element that value, converted to the component type), or from
// another cooperative matrix of the same scope, dimensions and use
// (converting each element).
func (c *checker) coopConstruct(x *ast.CallExpr, t *ir.Type, args []operand) operand {
	if len(args) != 1 {
		c.errorf(x.Loc, "a constructor of %s takes one argument, not %d", typeName(t), len(args))
		return badOp
	}
	a := args[0]
	p := c.irPos(x.Loc)
	switch {
	case a.typ.IsScalar() && a.typ.IsNumeric():
		v := c.convertValue(c.value(a), t.Elem(), p)
		return c.valOp(&ir.Splat{Pos: p, X: v, Typ: t}, t, x.Loc)
	case a.typ.IsCoopMat():
		if a.typ.Coop() != t.Coop() {
			fd, td := a.typ.Coop(), t.Coop()
			sameShape := fd.Scope == td.Scope && fd.Rows == td.Rows && fd.Cols == td.Cols && fd.RowsSpec == td.RowsSpec && fd.ColsSpec == td.ColsSpec
			if fd.Use != td.Use && sameShape && c.anyExtOn([]string{extCoopMat2}, a.pos) {
				// GL_NV_cooperative_matrix2: convert the components, then
				// the use, from an accumulator to A or B (the only change
				// SPV_NV_cooperative_matrix2 allows).
				if fd.Use != ir.CoopUseAccumulator {
					c.errorf(a.pos, "GL_NV_cooperative_matrix2 converts only a gl_MatrixUseAccumulator matrix to another use, not %s", fd.Use)
					return badOp
				}
				v := c.convertValue(c.value(a), a.typ.WithCoopComp(t.Elem()), p)
				f := builtins.ByID(builtins.FnCoopConvertUse)
				return c.valOp(&ir.BuiltinCall{Pos: p, Fn: f, ID: f.ID, Args: []ir.Expr{v}, Typ: t}, t, x.Loc)
			}
			if fd.Use != td.Use && sameShape {
				c.errorf(a.pos, "converting %s to %s changes the use (GL_NV_cooperative_matrix2's conversions are not supported)", typeName(a.typ), typeName(t))
			} else {
				c.errorf(a.pos, "cannot convert %s to %s: the scope, dimensions and use must match", typeName(a.typ), typeName(t))
			}
			return badOp
		}
		return c.valOp(c.convertValue(c.value(a), t, p), t, x.Loc)
	}
	c.errorf(a.pos, "cannot construct %s from %s", typeName(t), typeName(a.typ))
	return badOp
}

// coopBinary checks +, -, *, / on cooperative matrices: two matrices of the
// same type, element by element, or a matrix times a scalar (either side).
func (c *checker) coopBinary(pos diag.Pos, op ast.Op, a, b operand) operand {
	fail := func() operand {
		c.errorf(pos, "operator '%s' cannot be applied to %s and %s", op, typeName(a.typ), typeName(b.typ))
		return badOp
	}
	p := c.irPos(pos)
	ta, tb := a.typ, b.typ
	if op == ast.Mul && ta.IsCoopMat() != tb.IsCoopMat() {
		m, s := a, b
		if tb.IsCoopMat() {
			m, s = b, a
		}
		if !s.typ.IsScalar() || !s.typ.IsNumeric() {
			return fail()
		}
		sv, ok := c.implicit(s, m.typ.Elem(), s.pos, "the scalar operand")
		if !ok {
			return badOp
		}
		return c.valOp(&ir.Binary{Pos: p, Op: ir.MatrixTimesScalar, X: c.value(m), Y: sv}, m.typ, pos)
	}
	if ta != tb {
		return fail()
	}
	e := ta.Elem()
	var bop ir.BinaryOp
	switch {
	case op == ast.Add:
		bop = pickOp(e, ir.FAdd, ir.IAdd, ir.IAdd)
	case op == ast.Sub:
		bop = pickOp(e, ir.FSub, ir.ISub, ir.ISub)
	case op == ast.Mul:
		bop = pickOp(e, ir.FMul, ir.IMul, ir.IMul)
	case op == ast.Div:
		bop = pickOp(e, ir.FDiv, ir.SDiv, ir.UDiv)
	default:
		return fail()
	}
	return c.valOp(&ir.Binary{Pos: p, Op: bop, X: c.value(a), Y: c.value(b)}, ta, pos)
}

func pickOp(s *ir.Type, f, i, u ir.BinaryOp) ir.BinaryOp {
	switch {
	case s.IsFloat():
		return f
	case s.IsInt():
		return i
	}
	return u
}

// coopNegate is -m.
func (c *checker) coopNegate(pos diag.Pos, o operand) operand {
	op := ir.FNegate
	if !o.typ.Elem().IsFloat() {
		op = ir.SNegate
	}
	return c.valOp(&ir.Unary{Pos: c.irPos(pos), Op: op, X: c.value(o)}, o.typ, pos)
}

// coopLength is m.length(): the number of elements each invocation holds,
// known only to the device (OpCooperativeMatrixLengthKHR), an int.
func (c *checker) coopLength(pos diag.Pos, o operand) operand {
	p := c.irPos(pos)
	f := builtins.ByID(builtins.FnCoopMatLength)
	n := &ir.BuiltinCall{Pos: p, Fn: f, ID: f.ID, Args: []ir.Expr{c.value(o)}, Typ: ir.Uint32}
	return c.valOp(&ir.Convert{Pos: p, Op: ir.Bitcast, X: n, To: ir.Int32}, ir.Int32, pos)
}

// coopCall checks coopMatLoad, coopMatStore and coopMatMulAdd.
func (c *checker) coopCall(x *ast.CallExpr, f *builtins.Func, args []operand) operand {
	if !c.builtinAvailable(f, x.Loc) {
		return badOp
	}
	if f.Exts[0] == extCoopMat2 {
		return c.coop2Call(x, f, args)
	}
	p := c.irPos(x.Loc)
	switch f.ID {
	case builtins.FnCoopMatLoad, builtins.FnCoopMatStore:
		if len(args) != 5 {
			c.errorf(x.Loc, "'%s' takes 5 arguments (matrix, buffer, element, stride, layout), not %d", f.Name, len(args))
			return badOp
		}
		m, buf := args[0], args[1]
		if !m.typ.IsCoopMat() {
			c.errorf(m.pos, "the first argument of '%s' must be a cooperative matrix, not %s", f.Name, typeName(m.typ))
			return badOp
		}
		var mat ir.Expr
		if f.ID == builtins.FnCoopMatLoad {
			ref, ok := c.lvalue(m, m.pos, "the matrix of coopMatLoad")
			if !ok {
				return badOp
			}
			mat = ref
		} else {
			mat = c.value(m)
		}
		k := buf.typ.Kind()
		if buf.ref == nil || k != ir.KindArray && k != ir.KindRuntimeArray {
			c.errorf(buf.pos, "the buffer of '%s' must be an array in a buffer or shared memory, not %s", f.Name, typeName(buf.typ))
			return badOp
		}
		if el := buf.typ.Elem(); !(el.IsScalar() && el.IsNumeric() || el.Kind() == ir.KindVector && el.Elem().IsNumeric()) {
			c.errorf(buf.pos, "the buffer of '%s' must be an array of integer or floating-point scalars or vectors, not %s", f.Name, typeName(buf.typ))
			return badOp
		}
		if r := ir.RootOf(buf.ref); r != nil && r.Storage != ir.StorageBuffer && r.Storage != ir.StorageWorkgroup {
			c.errorf(buf.pos, "the buffer of '%s' must be in a buffer or shared memory", f.Name)
			return badOp
		}
		el, ok := c.coopIndexArg(args[2], "element", f.Name)
		if !ok {
			return badOp
		}
		stride, ok := c.implicit(args[3], ir.Uint32, args[3].pos, "the stride of "+f.Name)
		if !ok {
			return badOp
		}
		lay := args[4]
		if lay.konst == nil || !lay.typ.IsScalar() || !lay.typ.IsInteger() {
			c.errorf(lay.pos, "the layout of '%s' must be a constant (gl_CooperativeMatrixLayoutRowMajor or gl_CooperativeMatrixLayoutColumnMajor)", f.Name)
			return badOp
		}
		if v := lay.konst.Int(); v != 0 && v != 1 {
			c.errorf(lay.pos, "the layout of '%s' must be gl_CooperativeMatrixLayoutRowMajor or gl_CooperativeMatrixLayoutColumnMajor (have %d)", f.Name, v)
			return badOp
		}
		ptr := &ir.IndexRef{Pos: p, Base: buf.ref, Index: el}
		call := &ir.BuiltinCall{Pos: p, Fn: f, ID: f.ID, Args: []ir.Expr{mat, ptr, stride, ir.Int32Const(int32(lay.konst.Int()))}, Typ: ir.Void}
		return operand{typ: ir.Void, val: call, pos: x.Loc}
	case builtins.FnCoopMatMulAdd:
		if len(args) != 3 && len(args) != 4 {
			c.errorf(x.Loc, "'coopMatMulAdd' takes 3 or 4 arguments (A, B, C, matrix operands), not %d", len(args))
			return badOp
		}
		uses := []ir.CoopUse{ir.CoopUseA, ir.CoopUseB, ir.CoopUseAccumulator}
		var vals []ir.Expr
		var ds [3]ir.CoopDesc
		for i := 0; i < 3; i++ {
			a := args[i]
			if !a.typ.IsCoopMat() {
				c.errorf(a.pos, "argument %d of 'coopMatMulAdd' must be a cooperative matrix, not %s", i+1, typeName(a.typ))
				return badOp
			}
			ds[i] = a.typ.Coop()
			if ds[i].Use != uses[i] {
				c.errorf(a.pos, "argument %d of 'coopMatMulAdd' must have use %s, not %s", i+1, uses[i], ds[i].Use)
				return badOp
			}
			vals = append(vals, c.value(a))
		}
		same := func(n1 int, s1 *ir.SpecConst, n2 int, s2 *ir.SpecConst) bool { return n1 == n2 && s1 == s2 }
		if !same(ds[0].Rows, ds[0].RowsSpec, ds[2].Rows, ds[2].RowsSpec) || !same(ds[1].Cols, ds[1].ColsSpec, ds[2].Cols, ds[2].ColsSpec) ||
			!same(ds[0].Cols, ds[0].ColsSpec, ds[1].Rows, ds[1].RowsSpec) || ds[0].Scope != ds[2].Scope || ds[1].Scope != ds[2].Scope {
			c.errorf(x.Loc, "'coopMatMulAdd' needs A (M x K), B (K x N) and C (M x N) of one scope, have %s, %s and %s", typeName(args[0].typ), typeName(args[1].typ), typeName(args[2].typ))
			return badOp
		}
		if len(args) == 4 {
			o := args[3]
			if o.konst == nil || !o.typ.IsScalar() || !o.typ.IsInteger() {
				c.errorf(o.pos, "the matrix operands of 'coopMatMulAdd' must be a constant integer (gl_MatrixOperandsSaturatingAccumulation or 0)")
				return badOp
			}
			if v := o.konst.Int(); v&^int64(ir.CoopSaturatingAccumulation) != 0 {
				c.errorf(o.pos, "the matrix operands of 'coopMatMulAdd' may only be gl_MatrixOperandsSaturatingAccumulation (have %#x): signedness comes from the component types", v)
				return badOp
			}
			vals = append(vals, ir.Int32Const(int32(o.konst.Int())))
		}
		t := args[2].typ
		return c.valOp(&ir.BuiltinCall{Pos: p, Fn: f, ID: f.ID, Args: vals, Typ: t}, t, x.Loc)
	}
	c.errorf(x.Loc, "'%s' is not supported", f.Name)
	return badOp
}

// coopIndexArg converts an element index to uint (uint64_t stays).
func (c *checker) coopIndexArg(a operand, what, fn string) (ir.Expr, bool) {
	if a.typ == ir.Uint64 {
		return c.value(a), true
	}
	if !a.typ.IsScalar() || !a.typ.IsInteger() {
		c.errorf(a.pos, "the %s of '%s' must be an integer scalar, not %s", what, fn, typeName(a.typ))
		return nil, false
	}
	return c.implicit(a, ir.Uint32, a.pos, fmt.Sprintf("the %s of %s", what, fn))
}
