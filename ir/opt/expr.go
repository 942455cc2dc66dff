package opt

import (
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/constfold"
)

// expr simplifies an expression tree bottom-up and returns its
// replacement.
func (o *optimizer) expr(e ir.Expr) ir.Expr {
	switch e := e.(type) {
	case nil:
		return nil
	case *ir.Load:
		if l := rootLocal(e.Ref); l != nil && o.consts[l] != nil {
			o.changed = true
			return o.expr(pathValue(o.consts[l], o.ref(e.Ref)))
		}
		if l, ok := e.Ref.(*ir.LocalRef); ok && o.reads[l.Var] != nil {
			o.changed = true
			return cloneRead(o.reads[l.Var], e.Pos)
		}
		if g := ir.RootOf(e.Ref); g != nil && o.globals.consts[g] != nil {
			o.changed = true
			return o.expr(pathValue(o.globals.consts[g], o.ref(e.Ref)))
		}
		e.Ref = o.ref(e.Ref)
	case ir.Ref:
		return o.ref(e) // an out argument, atomic or length operand
	case *ir.Unary:
		e.X = o.expr(e.X)
	case *ir.Binary:
		e.X, e.Y = o.expr(e.X), o.expr(e.Y)
		if fold(e) == nil {
			if r := identity(e); r != nil {
				o.changed = true
				return r
			}
		}
	case *ir.ShortCircuit:
		return o.shortCircuit(e)
	case *ir.Convert:
		e.X = o.expr(e.X)
	case *ir.Construct:
		o.exprs(e.Args)
	case *ir.Splat:
		e.X = o.expr(e.X)
	case *ir.Extract:
		e.Base = o.expr(e.Base)
	case *ir.DynExtract:
		e.Base, e.Index = o.expr(e.Base), o.expr(e.Index)
		if k := constfold.As(e.Index); k != nil && fold(e) == nil {
			// A constant index in range is an Extract.
			if n := e.Base.Type().Len(); constfold.Bits(k) < uint64(n) && (k.Typ.Kind() != ir.KindInt || constfold.Sext(constfold.Bits(k), k.Typ.Width()) >= 0) {
				o.changed = true
				return o.expr(&ir.Extract{Pos: e.Pos, Base: e.Base, Index: int(constfold.Bits(k))})
			}
		}
	case *ir.Insert:
		e.Base, e.Value = o.expr(e.Base), o.expr(e.Value)
	case *ir.Swizzle:
		e.Base = o.expr(e.Base)
	case *ir.Select:
		e.Cond, e.X, e.Y = o.expr(e.Cond), o.expr(e.X), o.expr(e.Y)
		if c := constfold.As(e.Cond); c != nil && c.Typ.IsScalar() {
			keep, drop := e.X, e.Y
			if constfold.Bits(c) == 0 {
				keep, drop = e.Y, e.X
			}
			if pure(drop) {
				o.changed = true
				return keep
			}
		}
	case *ir.Cond:
		e.Cond = o.expr(e.Cond)
		if c := constfold.As(e.Cond); c != nil {
			o.changed = true
			if constfold.Bits(c) != 0 {
				return o.expr(e.X)
			}
			return o.expr(e.Y)
		}
		e.X, e.Y = o.expr(e.X), o.expr(e.Y)
	case *ir.Call:
		o.exprs(e.Args)
	case *ir.BuiltinCall:
		o.exprs(e.Args)
	case *ir.ArrayLength:
		e.Ref = o.ref(e.Ref)
	case *ir.Atomic:
		e.Ref = o.ref(e.Ref)
		e.Value, e.Comparator = o.expr(e.Value), o.expr(e.Comparator)
	case *ir.Seq:
		e.Stmts = o.stmts(e.Stmts)
		e.Value = o.expr(e.Value)
		if len(e.Stmts) == 0 {
			o.changed = true
			return e.Value
		}
	}
	if c := fold(e); c != nil {
		o.changed = true
		return c
	}
	return e
}

func (o *optimizer) exprs(es []ir.Expr) {
	for i, a := range es {
		es[i] = o.expr(a)
	}
}

// shortCircuit folds && and || with a constant operand.
func (o *optimizer) shortCircuit(e *ir.ShortCircuit) ir.Expr {
	e.X = o.expr(e.X)
	and := e.Op == ir.AndAnd
	if c := constfold.As(e.X); c != nil {
		o.changed = true
		// true && y = y, false && y = false; false || y = y, true || y = true.
		if (constfold.Bits(c) != 0) == and {
			return o.expr(e.Y)
		}
		return constfold.At(ir.ConstBool(!and), e.Pos)
	}
	e.Y = o.expr(e.Y)
	if c := constfold.As(e.Y); c != nil {
		// x && true = x, x || false = x; x && false = false and
		// x || true = true when x has no effects.
		if (constfold.Bits(c) != 0) == and {
			o.changed = true
			return e.X
		}
		if pure(e.X) {
			o.changed = true
			return constfold.At(ir.ConstBool(!and), e.Pos)
		}
	}
	return e
}
