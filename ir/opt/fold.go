package opt

import "github.com/glslc-nv/glslc-nv/ir"

// fold returns the constant value of e when its operands (already
// simplified) are constants and the operation is safe to evaluate now;
// otherwise nil.
func fold(e ir.Expr) *ir.Const {
	var c *ir.Const
	var ok bool
	switch e := e.(type) {
	case *ir.Unary:
		x := asConst(e.X)
		if x == nil {
			return nil
		}
		c, ok = mapComposite(e.Type(), func(a []*ir.Const) (*ir.Const, bool) { return unaryScalar(e.Op, a[0]) }, x)
	case *ir.Binary:
		c, ok = foldBinary(e)
	case *ir.Convert:
		x := asConst(e.X)
		if x == nil || e.Op == ir.Relayout {
			return nil
		}
		if e.Op != ir.Bitcast && (x.Typ.IsNarrowFloat() || e.To.IsNarrowFloat()) {
			return nil // bfloat16 and 8-bit floats convert at run time
		}
		if e.Op == ir.Bitcast {
			c, ok = bitcast(x, e.To)
			break
		}
		st := e.To.Scalar()
		c, ok = mapScalars(e.To, func(a []*ir.Const) (*ir.Const, bool) { return convScalar(e.Op, a[0], st) }, x)
	case *ir.Construct:
		c, ok = foldConstruct(e)
	case *ir.Splat:
		x := asConst(e.X)
		if x == nil || e.Typ.IsCoopMat() { // a cooperative matrix stays a construction
			return nil
		}
		es := make([]*ir.Const, e.Typ.Len())
		for i := range es {
			es[i] = x
		}
		c, ok = composite(e.Typ, es), true
	case *ir.Extract:
		b := asConst(e.Base)
		if b == nil {
			return nil
		}
		if es := elems(b); e.Index >= 0 && e.Index < len(es) {
			c, ok = es[e.Index], true
		}
	case *ir.DynExtract:
		b, i := asConst(e.Base), asConst(e.Index)
		if b == nil || i == nil {
			return nil
		}
		idx := bits(i)
		if i.Typ.Kind() == ir.KindInt && sext(idx, i.Typ.Width()) < 0 {
			return nil
		}
		if es := elems(b); idx < uint64(len(es)) {
			c, ok = es[idx], true
		}
	case *ir.Insert:
		b, v := asConst(e.Base), asConst(e.Value)
		if b == nil || v == nil {
			return nil
		}
		if es := elems(b); e.Index >= 0 && e.Index < len(es) {
			es = append([]*ir.Const(nil), es...)
			es[e.Index] = v
			c, ok = composite(b.Typ, es), true
		}
	case *ir.Swizzle:
		b := asConst(e.Base)
		if b == nil {
			return nil
		}
		es := elems(b)
		out := make([]*ir.Const, len(e.Comps))
		for i, k := range e.Comps {
			if k < 0 || k >= len(es) {
				return nil
			}
			out[i] = es[k]
		}
		if len(out) == 1 {
			c, ok = out[0], true
		} else {
			c, ok = composite(e.Type(), out), true
		}
	case *ir.Select:
		cond, x, y := asConst(e.Cond), asConst(e.X), asConst(e.Y)
		if cond == nil || x == nil || y == nil {
			return nil
		}
		if cond.Typ.IsScalar() {
			c, ok = y, true
			if bits(cond) != 0 {
				c = x
			}
			break
		}
		c, ok = mapScalars(e.Type(), func(a []*ir.Const) (*ir.Const, bool) {
			if bits(a[0]) != 0 {
				return a[1], true
			}
			return a[2], true
		}, cond, x, y)
	}
	if !ok || c == nil || c.Typ != e.Type() {
		return nil
	}
	return at(c, e.At())
}

// mapComposite is mapScalars extended to matrices (column by column).
func mapComposite(rt *ir.Type, f func([]*ir.Const) (*ir.Const, bool), xs ...*ir.Const) (*ir.Const, bool) {
	if rt.Kind() != ir.KindMatrix {
		return mapScalars(rt, f, xs...)
	}
	cols := make([]*ir.Const, rt.Len())
	for i := range cols {
		args := make([]*ir.Const, len(xs))
		for j, x := range xs {
			es := elems(x)
			if x.Typ.Kind() != ir.KindMatrix {
				args[j] = x // the scalar of MatrixTimesScalar
				continue
			}
			if len(es) != len(cols) {
				return nil, false
			}
			args[j] = es[i]
		}
		c, ok := mapScalarsBroadcast(rt.Elem(), f, args...)
		if !ok {
			return nil, false
		}
		cols[i] = c
	}
	return composite(rt, cols), true
}

// mapScalarsBroadcast is mapScalars where a scalar operand stands for
// every component (VectorTimesScalar).
func mapScalarsBroadcast(rt *ir.Type, f func([]*ir.Const) (*ir.Const, bool), xs ...*ir.Const) (*ir.Const, bool) {
	n := rt.Components()
	ys := make([]*ir.Const, len(xs))
	for i, x := range xs {
		ys[i] = x
		if x.Typ.IsScalar() && n > 1 {
			es := make([]*ir.Const, n)
			for k := range es {
				es[k] = x
			}
			ys[i] = composite(ir.Vec(x.Typ, n), es)
		}
	}
	return mapScalars(rt, f, ys...)
}

func foldBinary(e *ir.Binary) (*ir.Const, bool) {
	x, y := asConst(e.X), asConst(e.Y)
	if x == nil || y == nil {
		return nil, false
	}
	rt := e.Type()
	switch e.Op {
	case ir.VectorTimesMatrix, ir.MatrixTimesVector, ir.MatrixTimesMatrix:
		// Sums of products: the target may fuse or reorder them.
		return nil, false
	case ir.AggEqual, ir.AggNotEqual:
		eq, ok := aggEqual(x, y)
		if !ok {
			return nil, false
		}
		return mkBool(eq == (e.Op == ir.AggEqual)), true
	}
	st := rt.Scalar()
	f := func(a []*ir.Const) (*ir.Const, bool) { return binaryScalar(e.Op, a[0], a[1], st) }
	switch e.Op {
	case ir.VectorTimesScalar:
		return mapScalarsBroadcast(rt, f, x, y)
	}
	return mapComposite(rt, f, x, y)
}

// aggEqual compares two constants of one type component by component, as
// lower expands ==: floats with ordered equality (NaN is unequal).
func aggEqual(x, y *ir.Const) (bool, bool) {
	t := x.Typ
	if t.IsScalar() {
		if t.Kind() == ir.KindFloat {
			return fval(x) == fval(y), true
		}
		return bits(x) == bits(y), true
	}
	ex, ey := elems(x), elems(y)
	if ex == nil || ey == nil || len(ex) != len(ey) {
		return false, false
	}
	eq := true
	for i := range ex {
		e, ok := aggEqual(ex[i], ey[i])
		if !ok {
			return false, false
		}
		eq = eq && e
	}
	return eq, true
}

func foldConstruct(e *ir.Construct) (*ir.Const, bool) {
	var es []*ir.Const
	for _, a := range e.Args {
		c := asConst(a)
		if c == nil {
			return nil, false
		}
		if e.Typ.Kind() == ir.KindVector && !c.Typ.IsScalar() {
			es = append(es, elems(c)...)
			continue
		}
		es = append(es, c)
	}
	return composite(e.Typ, es), true
}
