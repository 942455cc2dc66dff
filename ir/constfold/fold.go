package constfold

import "github.com/glslc-nv/glslc-nv/ir"

// Fold returns the constant value of e when its operands are constants
// and the operation has a compile-time answer, carrying e's position, and
// whether that value is exact (see the package policy); nil otherwise.
func Fold(e ir.Expr) (c *ir.Const, exact bool) {
	switch e := e.(type) {
	case *ir.Unary:
		x := As(e.X)
		if x == nil {
			return nil, false
		}
		c, exact = mapComposite(e.Type(), func(a []*ir.Const) (*ir.Const, bool) { return Unary(e.Op, a[0]) }, x)
	case *ir.Binary:
		c, exact = foldBinary(e)
	case *ir.Convert:
		x := As(e.X)
		if x == nil || e.Op == ir.Relayout || e.Op == ir.UToRef || e.Op == ir.RefToU {
			return nil, false
		}
		if e.Op != ir.Bitcast && e.To.Scalar().Encoding() == ir.E2M1 && !x.Typ.IsNarrowFloat() {
			// GL_EXT_float_e2m1 converts to fp4 from constants only.
			c, exact = mapScalars(e.To, func(a []*ir.Const) (*ir.Const, bool) { return ToE2M1(a[0]) }, x)
			break
		}
		if e.Op == ir.Bitcast {
			c, exact = Bitcast(x, e.To)
			break
		}
		if x.Typ.IsNarrowFloat() || e.To.IsNarrowFloat() {
			st := e.To.Scalar()
			c, exact = mapScalars(e.To, func(a []*ir.Const) (*ir.Const, bool) { return ConvertNarrow(e.Op, a[0], st) }, x)
			break
		}
		st := e.To.Scalar()
		c, exact = mapScalars(e.To, func(a []*ir.Const) (*ir.Const, bool) { return Convert(e.Op, a[0], st) }, x)
	case *ir.Construct:
		c, exact = foldConstruct(e)
	case *ir.Splat:
		x := As(e.X)
		if x == nil {
			return nil, false
		}
		if e.Typ.IsCoopMat() {
			// a cooperative matrix of one value: a composite of that one
			// constituent (OpConstantComposite, as glslang folds it)
			c, exact = ir.ConstComposite(e.Typ, x), true
			break
		}
		es := make([]*ir.Const, e.Typ.Len())
		for i := range es {
			es[i] = x
		}
		c, exact = ir.ConstComposite(e.Typ, es...), true
	case *ir.Extract:
		b := As(e.Base)
		if b == nil {
			return nil, false
		}
		if es := Elems(b); e.Index >= 0 && e.Index < len(es) {
			c, exact = es[e.Index], true
		}
	case *ir.DynExtract:
		b, i := As(e.Base), As(e.Index)
		if b == nil || i == nil {
			return nil, false
		}
		idx := Bits(i)
		if i.Typ.Kind() == ir.KindInt && Sext(idx, i.Typ.Width()) < 0 {
			return nil, false
		}
		if es := Elems(b); idx < uint64(len(es)) {
			c, exact = es[idx], true
		}
	case *ir.Insert:
		b, v := As(e.Base), As(e.Value)
		if b == nil || v == nil {
			return nil, false
		}
		if es := Elems(b); e.Index >= 0 && e.Index < len(es) {
			es = append([]*ir.Const(nil), es...)
			es[e.Index] = v
			c, exact = ir.ConstComposite(b.Typ, es...), true
		}
	case *ir.Swizzle:
		b := As(e.Base)
		if b == nil {
			return nil, false
		}
		es := Elems(b)
		out := make([]*ir.Const, len(e.Comps))
		for i, k := range e.Comps {
			if k < 0 || k >= len(es) {
				return nil, false
			}
			out[i] = es[k]
		}
		if len(out) == 1 {
			c, exact = out[0], true
		} else {
			c, exact = ir.ConstComposite(e.Type(), out...), true
		}
	case *ir.Select:
		cond, x, y := As(e.Cond), As(e.X), As(e.Y)
		if cond == nil || x == nil || y == nil {
			return nil, false
		}
		if cond.Typ.IsScalar() {
			c, exact = y, true
			if Bits(cond) != 0 {
				c = x
			}
			break
		}
		c, exact = mapScalars(e.Type(), func(a []*ir.Const) (*ir.Const, bool) {
			if Bits(a[0]) != 0 {
				return a[1], true
			}
			return a[2], true
		}, cond, x, y)
	case *ir.Cond:
		cond, x, y := As(e.Cond), As(e.X), As(e.Y)
		if cond == nil || x == nil || y == nil {
			return nil, false
		}
		c, exact = y, true
		if Bits(cond) != 0 {
			c = x
		}
	case *ir.ShortCircuit:
		x, y := As(e.X), As(e.Y)
		if x == nil || y == nil {
			return nil, false
		}
		if e.Op == ir.AndAnd {
			c, exact = ir.ConstBool(Bits(x) != 0 && Bits(y) != 0), true
		} else {
			c, exact = ir.ConstBool(Bits(x) != 0 || Bits(y) != 0), true
		}
	case *ir.BuiltinCall:
		c, exact = Builtin(e), false
	}
	if c == nil || c.Typ != e.Type() {
		return nil, false
	}
	return At(c, e.At()), exact
}

// mapScalars applies f to each component of the scalar or vector constants
// xs (all with the same component count) and builds a result of type rt.
// The result is nil when f refuses any component, exact when f is exact
// for every one.
func mapScalars(rt *ir.Type, f func(args []*ir.Const) (*ir.Const, bool), xs ...*ir.Const) (*ir.Const, bool) {
	comps := make([][]*ir.Const, len(xs))
	for i, x := range xs {
		comps[i] = Scalars(x)
		if comps[i] == nil {
			return nil, false
		}
	}
	n := len(comps[0])
	out := make([]*ir.Const, n)
	args := make([]*ir.Const, len(xs))
	exact := true
	for i := 0; i < n; i++ {
		for j := range xs {
			if len(comps[j]) != n {
				return nil, false
			}
			args[j] = comps[j][i]
		}
		r, ok := f(args)
		if r == nil {
			return nil, false
		}
		exact = exact && ok
		out[i] = r
	}
	if rt.IsScalar() {
		return out[0], exact
	}
	return ir.ConstComposite(rt, out...), exact
}

// mapComposite is mapScalars extended to matrices (column by column).
func mapComposite(rt *ir.Type, f func([]*ir.Const) (*ir.Const, bool), xs ...*ir.Const) (*ir.Const, bool) {
	if rt.Kind() != ir.KindMatrix {
		return mapScalars(rt, f, xs...)
	}
	cols := make([]*ir.Const, rt.Len())
	exact := true
	for i := range cols {
		args := make([]*ir.Const, len(xs))
		for j, x := range xs {
			es := Elems(x)
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
		if c == nil {
			return nil, false
		}
		exact = exact && ok
		cols[i] = c
	}
	return ir.ConstComposite(rt, cols...), exact
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
			ys[i] = ir.ConstComposite(ir.Vec(x.Typ, n), es...)
		}
	}
	return mapScalars(rt, f, ys...)
}

func foldBinary(e *ir.Binary) (*ir.Const, bool) {
	x, y := As(e.X), As(e.Y)
	if x == nil || y == nil {
		return nil, false
	}
	rt := e.Type()
	switch e.Op {
	case ir.VectorTimesMatrix, ir.MatrixTimesVector, ir.MatrixTimesMatrix:
		// Sums of products: the target may fuse or reorder them.
		return linalg(e.Op, x, y, rt), false
	case ir.AggEqual, ir.AggNotEqual:
		eq, ok := aggEqual(x, y)
		if !ok {
			return nil, false
		}
		return ir.ConstBool(eq == (e.Op == ir.AggEqual)), true
	}
	st := rt.Scalar()
	f := func(a []*ir.Const) (*ir.Const, bool) { return Binary(e.Op, a[0], a[1], st) }
	if e.Op == ir.VectorTimesScalar {
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
			return Float(x) == Float(y), true
		}
		return Bits(x) == Bits(y), true
	}
	ex, ey := Elems(x), Elems(y)
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
		c := As(a)
		if c == nil {
			return nil, false
		}
		if e.Typ.Kind() == ir.KindVector && !c.Typ.IsScalar() {
			es = append(es, Elems(c)...)
			continue
		}
		es = append(es, c)
	}
	return ir.ConstComposite(e.Typ, es...), true
}

// linalg folds matrix * vector, vector * matrix and matrix * matrix in
// float64, rounding each result component once.
func linalg(op ir.BinaryOp, a, b *ir.Const, rt *ir.Type) *ir.Const {
	vec := func(k *ir.Const) []float64 {
		var v []float64
		for _, s := range Elems(k) {
			v = append(v, Float(s))
		}
		return v
	}
	mat := func(k *ir.Const) [][]float64 { // m[col][row]
		var out [][]float64
		for _, col := range Elems(k) {
			out = append(out, vec(col))
		}
		return out
	}
	st := rt.Scalar()
	mkVec := func(t *ir.Type, v []float64) *ir.Const {
		es := make([]*ir.Const, len(v))
		for i := range v {
			es[i] = ir.ConstFloat(st, v[i])
		}
		return ir.ConstComposite(t, es...)
	}
	switch op {
	case ir.MatrixTimesVector:
		m, v := mat(a), vec(b)
		out := make([]float64, rt.Len())
		for r := range out {
			for c := range m {
				out[r] += m[c][r] * v[c]
			}
		}
		return mkVec(rt, out)
	case ir.VectorTimesMatrix:
		v, m := vec(a), mat(b)
		out := make([]float64, rt.Len())
		for c := range out {
			for r := range v {
				out[c] += v[r] * m[c][r]
			}
		}
		return mkVec(rt, out)
	case ir.MatrixTimesMatrix:
		x, y := mat(a), mat(b)
		cols := make([]*ir.Const, rt.Len())
		for c := range cols {
			col := make([]float64, rt.Elem().Len())
			for r := range col {
				for k := range x {
					col[r] += x[k][r] * y[c][k]
				}
			}
			cols[c] = mkVec(rt.Elem(), col)
		}
		return ir.ConstComposite(rt, cols...)
	}
	return nil
}
