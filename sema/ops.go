package sema

import (
	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/ir"
)

func (c *checker) binaryExpr(x *ast.BinaryExpr) operand {
	if x.Op == ast.LogAnd || x.Op == ast.LogOr {
		return c.logical(x)
	}
	a := c.expr(x.X)
	b := c.expr(x.Y)
	if a.bad() || b.bad() {
		return badOp
	}
	return c.binaryOp(x.Loc, x.Op, a, b)
}

// logical checks && and ||, which evaluate their right operand lazily.
func (c *checker) logical(x *ast.BinaryExpr) operand {
	a := c.expr(x.X)
	b := c.expr(x.Y)
	if a.bad() || b.bad() {
		return badOp
	}
	if a.typ != ir.Bool || b.typ != ir.Bool {
		c.errorf(x.Loc, "operator '%s' needs bool operands, not %s and %s", x.Op, typeName(a.typ), typeName(b.typ))
		return badOp
	}
	p := c.irPos(x.Loc)
	if specOf(a, b) {
		op := ir.LogicalAnd
		if x.Op == ast.LogOr {
			op = ir.LogicalOr
		}
		r := c.valOp(&ir.Binary{Pos: p, Op: op, X: c.value(a), Y: c.value(b)}, ir.Bool, x.Loc)
		r.spec = r.konst == nil
		return r
	}
	bv := c.value(b)
	if trivialOperand(bv) {
		// Evaluating a right operand without effects whatever the left
		// one is cannot be told apart: one OpLogicalAnd/Or instead of a
		// selection and OpPhi, as glslang for its trivial operands.
		op := ir.LogicalAnd
		if x.Op == ast.LogOr {
			op = ir.LogicalOr
		}
		return c.valOp(&ir.Binary{Pos: p, Op: op, X: c.value(a), Y: bv}, ir.Bool, x.Loc)
	}
	op := ir.AndAnd
	if x.Op == ast.LogOr {
		op = ir.OrOr
	}
	return c.valOp(&ir.ShortCircuit{Pos: p, Op: op, X: c.value(a), Y: bv}, ir.Bool, x.Loc)
}

// trivialOperand reports whether e may be evaluated eagerly: a leaf
// (trivialLeaf), or one logical not, conversion to bool or comparison of
// leaves.
func trivialOperand(e ir.Expr) bool {
	switch e := e.(type) {
	case *ir.Unary:
		return e.Op == ir.LogicalNot && trivialLeaf(e.X)
	case *ir.Convert:
		return (e.Op == ir.IntToBool || e.Op == ir.FloatToBool) && trivialLeaf(e.X)
	case *ir.Binary:
		return e.Op.IsComparison() && trivialLeaf(e.X) && trivialLeaf(e.Y)
	}
	return trivialLeaf(e)
}

// trivialLeaf reports whether e is a constant or a read that cannot fail
// or have an effect: a variable, or a part of one reached through struct
// members, swizzles and constant indices into arrays of a known length.
func trivialLeaf(e ir.Expr) bool {
	switch e := e.(type) {
	case *ir.Const:
		return true
	case *ir.Load:
		if e.RMW {
			return false
		}
		for r := e.Ref; ; {
			switch x := r.(type) {
			case *ir.LocalRef, *ir.GlobalRef, *ir.ParamRef:
				return true
			case *ir.FieldRef:
				r = x.Base
			case *ir.SwizzleRef:
				r = x.Base
			case *ir.IndexRef:
				k, ok := x.Index.(*ir.Const)
				bt := x.Base.Type()
				if !ok || bt.LenSpec() != nil || bt.Len() <= 0 || k.Int() < 0 || k.Int() >= int64(bt.Len()) {
					return false
				}
				r = x.Base
			default:
				return false
			}
		}
	}
	return false
}

// commonScalar returns the scalar type both operands convert to.
func (c *checker) commonScalar(a, b *ir.Type) *ir.Type {
	sa, sb := a.Scalar(), b.Scalar()
	if sa == nil || sb == nil {
		return nil
	}
	if sa == sb {
		return sa
	}
	if c.scalarConv(sa, sb) != rankNone {
		return sb
	}
	if c.scalarConv(sb, sa) != rankNone {
		return sa
	}
	return nil
}

// toScalar converts operand o to the same shape with scalar type s.
func (c *checker) toScalar(o operand, s *ir.Type, pos diag.Pos) ir.Expr {
	return c.convertValue(c.value(o), o.typ.WithScalar(s), c.irPos(pos))
}

// binaryOp applies a binary operator to checked operands (also used by
// compound assignment).
func (c *checker) binaryOp(pos diag.Pos, op ast.Op, a, b operand) operand {
	ta, tb := a.typ, b.typ
	fail := func() operand {
		c.errorf(pos, "operator '%s' cannot be applied to %s and %s", op, typeName(ta), typeName(tb))
		return badOp
	}
	if r, ok := c.refArith(pos, op.String(), a, b); ok {
		return r
	}
	if (ta.IsNarrowFloat() != tb.IsNarrowFloat()) && !ta.IsCoopMat() && !tb.IsCoopMat() {
		// The other operand is not narrow: the narrow one converts to
		// float (glslang's implicit conversion), then the operation is
		// an ordinary one.
		if a2, b2, ok := c.widenNarrow(a, b); ok {
			return c.binaryOp(pos, op, a2, b2)
		}
	}
	if ta.IsNarrowFloat() || tb.IsNarrowFloat() {
		c.errorf(pos, "operator '%s' cannot be applied to %s and %s: %s has no arithmetic (convert it to float)", op, typeName(ta), typeName(tb), narrowName(ta, tb))
		return badOp
	}
	if ta.IsCoopMat() || tb.IsCoopMat() {
		return c.coopBinary(pos, op, a, b)
	}
	p := c.irPos(pos)
	spec := specOf(a, b)
	result := func(e ir.Expr, t *ir.Type) operand {
		r := c.valOp(e, t, pos)
		r.spec = spec && r.konst == nil
		return r
	}
	switch op {
	case ast.Eq, ast.Ne:
		t := ta
		if ta != tb {
			s := c.commonScalar(ta, tb)
			if s == nil || ta.WithScalar(s) != tb.WithScalar(s) || ta.Components() == 0 && ta.Kind() != ir.KindMatrix {
				return fail()
			}
			t = ta.WithScalar(s)
		}
		if t == ir.Void || isUnsized(t) || innermostType(t).IsOpaque() {
			return fail()
		}
		if specSized(t) {
			c.errorf(pos, "operator '%s' cannot be applied to %s: it contains an array sized by a specialization constant", op, typeName(t))
			return badOp
		}
		x, _ := c.implicit(a, t, pos, "comparison")
		y, _ := c.implicit(b, t, pos, "comparison")
		var bop ir.BinaryOp
		switch {
		case t.IsScalar():
			switch {
			case t.IsFloat():
				bop = ir.FOrdEqual
				if op == ast.Ne {
					bop = ir.FUnordNotEqual
				}
			case t.IsBool():
				bop = ir.LogicalEqual
				if op == ast.Ne {
					bop = ir.LogicalNotEqual
				}
			default:
				bop = ir.IEqual
				if op == ast.Ne {
					bop = ir.INotEqual
				}
			}
		default:
			bop = ir.AggEqual
			if op == ast.Ne {
				bop = ir.AggNotEqual
			}
			spec = false
		}
		return result(&ir.Binary{Pos: p, Op: bop, X: x, Y: y}, ir.Bool)
	case ast.Lt, ast.Gt, ast.Le, ast.Ge:
		if !ta.IsScalar() || !tb.IsScalar() || ta.IsBool() || tb.IsBool() {
			return fail()
		}
		s := c.commonScalar(ta, tb)
		if s == nil {
			return fail()
		}
		x, y := c.toScalar(a, s, pos), c.toScalar(b, s, pos)
		var ops [4]ir.BinaryOp
		switch {
		case s.IsFloat():
			ops = [4]ir.BinaryOp{ir.FOrdLess, ir.FOrdGreater, ir.FOrdLessEqual, ir.FOrdGreaterEqual}
		case s.IsInt():
			ops = [4]ir.BinaryOp{ir.SLess, ir.SGreater, ir.SLessEqual, ir.SGreaterEqual}
		default:
			ops = [4]ir.BinaryOp{ir.ULess, ir.UGreater, ir.ULessEqual, ir.UGreaterEqual}
		}
		return result(&ir.Binary{Pos: p, Op: ops[op-ast.Lt], X: x, Y: y}, ir.Bool)
	case ast.LogXor:
		if ta != ir.Bool || tb != ir.Bool {
			return fail()
		}
		return result(&ir.Binary{Pos: p, Op: ir.LogicalNotEqual, X: c.value(a), Y: c.value(b)}, ir.Bool)
	case ast.LogAnd, ast.LogOr:
		if ta != ir.Bool || tb != ir.Bool {
			return fail()
		}
		bop := ir.LogicalAnd
		if op == ast.LogOr {
			bop = ir.LogicalOr
		}
		return result(&ir.Binary{Pos: p, Op: bop, X: c.value(a), Y: c.value(b)}, ir.Bool)
	case ast.Shl, ast.Shr:
		if !ta.IsInteger() || !tb.IsInteger() || ta.Components() == 0 || tb.Components() == 0 {
			return fail()
		}
		if ta.IsScalar() && !tb.IsScalar() || !ta.IsScalar() && !tb.IsScalar() && ta.Len() != tb.Len() {
			return fail()
		}
		x, y := c.value(a), c.value(b)
		if !ta.IsScalar() && tb.IsScalar() {
			y = c.splat(y, ta.WithScalar(tb), p)
		}
		bop := ir.ShiftLeft
		if op == ast.Shr {
			bop = ir.ShiftRightLogical
			if ta.IsInt() {
				bop = ir.ShiftRightArithmetic
			}
		}
		r := c.valOp(&ir.Binary{Pos: p, Op: bop, X: x, Y: y}, ta, pos)
		r.spec = spec && r.konst == nil
		return r
	case ast.And, ast.Or, ast.Xor, ast.Mod:
		if !ta.IsInteger() || !tb.IsInteger() || ta.Components() == 0 || tb.Components() == 0 {
			return fail()
		}
	case ast.Add, ast.Sub, ast.Mul, ast.Div:
		if !(ta.IsInteger() || ta.IsFloat()) || !(tb.IsInteger() || tb.IsFloat()) {
			return fail()
		}
	default:
		return fail()
	}
	// Arithmetic and bitwise: common scalar type, then shapes.
	s := c.commonScalar(ta, tb)
	if s == nil {
		return fail()
	}
	ca, cb := ta.WithScalar(s), tb.WithScalar(s)
	x, y := c.toScalar(a, s, pos), c.toScalar(b, s, pos)
	isF := s.IsFloat()
	var bop ir.BinaryOp
	switch op {
	case ast.Add:
		bop = pick(isF, ir.FAdd, ir.IAdd)
	case ast.Sub:
		bop = pick(isF, ir.FSub, ir.ISub)
	case ast.Mul:
		bop = pick(isF, ir.FMul, ir.IMul)
	case ast.Div:
		bop = pick(isF, ir.FDiv, pick(s.IsInt(), ir.SDiv, ir.UDiv))
	case ast.Mod:
		bop = pick(s.IsInt(), ir.SMod, ir.UMod)
	case ast.And:
		bop = ir.BitAnd
	case ast.Or:
		bop = ir.BitOr
	case ast.Xor:
		bop = ir.BitXor
	}
	ma, mb := ca.Kind() == ir.KindMatrix, cb.Kind() == ir.KindMatrix
	switch {
	case ca == cb && !(ma && op == ast.Mul):
		return result(&ir.Binary{Pos: p, Op: bop, X: x, Y: y}, ca)
	case ma || mb:
		spec = false
		return c.matrixOp(pos, op, bop, x, y, ca, cb, fail)
	case ca.IsScalar() && cb.Kind() == ir.KindVector:
		return result(&ir.Binary{Pos: p, Op: bop, X: c.splat(x, cb, p), Y: y}, cb)
	case ca.Kind() == ir.KindVector && cb.IsScalar():
		if op == ast.Mul && isF {
			return result(&ir.Binary{Pos: p, Op: ir.VectorTimesScalar, X: x, Y: y}, ca)
		}
		return result(&ir.Binary{Pos: p, Op: bop, X: x, Y: c.splat(y, ca, p)}, ca)
	}
	return fail()
}

func pick(cond bool, a, b ir.BinaryOp) ir.BinaryOp {
	if cond {
		return a
	}
	return b
}

// splat makes a vector of type t from scalar value x.
func (c *checker) splat(x ir.Expr, t *ir.Type, p ir.Pos) ir.Expr {
	return c.fold(&ir.Splat{Pos: p, Typ: t, X: x})
}

// matrixOp handles the operators with a matrix operand.
func (c *checker) matrixOp(pos diag.Pos, op ast.Op, bop ir.BinaryOp, x, y ir.Expr, ta, tb *ir.Type, fail func() operand) operand {
	p := c.irPos(pos)
	ma, mb := ta.Kind() == ir.KindMatrix, tb.Kind() == ir.KindMatrix
	if op == ast.Mul {
		switch {
		case ma && mb:
			if ta.Len() != tb.Elem().Len() {
				return fail()
			}
			t := ir.Mat(ta.Elem(), tb.Len())
			return c.valOp(&ir.Binary{Pos: p, Op: ir.MatrixTimesMatrix, X: x, Y: y}, t, pos)
		case ma && tb.Kind() == ir.KindVector:
			if tb.Len() != ta.Len() {
				return fail()
			}
			return c.valOp(&ir.Binary{Pos: p, Op: ir.MatrixTimesVector, X: x, Y: y}, ta.Elem(), pos)
		case mb && ta.Kind() == ir.KindVector:
			if ta.Len() != tb.Elem().Len() {
				return fail()
			}
			return c.valOp(&ir.Binary{Pos: p, Op: ir.VectorTimesMatrix, X: x, Y: y}, ir.Vec(ta.Elem(), tb.Len()), pos)
		case ma && tb.IsScalar():
			return c.valOp(&ir.Binary{Pos: p, Op: ir.MatrixTimesScalar, X: x, Y: y}, ta, pos)
		case mb && ta.IsScalar():
			return c.valOp(&ir.Binary{Pos: p, Op: ir.MatrixTimesScalar, X: y, Y: x}, tb, pos)
		}
		return fail()
	}
	// + - / with a scalar: make the scalar a matrix.
	switch {
	case ma && tb.IsScalar():
		y = c.scalarMatrix(y, ta, p)
		return c.valOp(&ir.Binary{Pos: p, Op: bop, X: x, Y: y}, ta, pos)
	case mb && ta.IsScalar():
		x = c.scalarMatrix(x, tb, p)
		return c.valOp(&ir.Binary{Pos: p, Op: bop, X: x, Y: y}, tb, pos)
	}
	return fail()
}

// scalarMatrix makes a matrix of type t with every component s.
func (c *checker) scalarMatrix(s ir.Expr, t *ir.Type, p ir.Pos) ir.Expr {
	get, pre := c.reusable(s)
	cols := make([]ir.Expr, t.Len())
	for i := range cols {
		cols[i] = c.splat(get(), t.Elem(), p)
	}
	return c.withPre(pre, c.fold(&ir.Construct{Pos: p, Typ: t, Args: cols}))
}
