package sema

import (
	"math"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/ir"
)

// srcPos converts an IR position back to a source position.
func (c *checker) srcPos(p ir.Pos) diag.Pos {
	if !p.Known() || p.File >= len(c.mod.Files) {
		return diag.Pos{File: c.tu.File}
	}
	return diag.Pos{File: c.mod.Files[p.File], Line: p.Line, Col: p.Col}
}

// fold evaluates e when its operands are constants and returns the
// constant (with e's position), or e itself.
func (c *checker) fold(e ir.Expr) ir.Expr {
	if k := evalConst(e); k != nil {
		k.Pos = e.At()
		return k
	}
	return e
}

func asConst(e ir.Expr) *ir.Const {
	k, _ := e.(*ir.Const)
	return k
}

// elems returns the components (columns, elements, members) of a
// composite constant, expanding Null.
func elems(k *ir.Const) []*ir.Const {
	if !k.Null {
		return k.Elems
	}
	t := k.Typ
	n := t.Len()
	if t.Kind() == ir.KindStruct {
		out := make([]*ir.Const, len(t.Members()))
		for i, m := range t.Members() {
			out[i] = ir.ConstNull(m.Type)
		}
		return out
	}
	out := make([]*ir.Const, n)
	for i := range out {
		out[i] = zeroOf(t.Elem())
	}
	return out
}

func zeroOf(t *ir.Type) *ir.Const {
	if t.IsScalar() {
		return &ir.Const{Typ: t}
	}
	return ir.ConstNull(t)
}

// scalarAt returns component i of a scalar or vector constant.
func scalarAt(k *ir.Const, i int) *ir.Const {
	if k.Typ.IsScalar() {
		return k
	}
	es := elems(k)
	if i < len(es) {
		return es[i]
	}
	return nil
}

// evalConst evaluates e if every leaf is a constant; nil otherwise.
func evalConst(e ir.Expr) *ir.Const {
	switch x := e.(type) {
	case *ir.Const:
		return x
	case *ir.Unary:
		a := asConst(x.X)
		if a == nil {
			return nil
		}
		return mapConst(x.Type(), func(i int) *ir.Const { return unaryScalar(x.Op, scalarOrCol(a, i)) }, a)
	case *ir.Binary:
		a, b := asConst(x.X), asConst(x.Y)
		if a == nil || b == nil {
			return nil
		}
		return binaryConst(x.Op, a, b, x.Type())
	case *ir.Convert:
		a := asConst(x.X)
		if a == nil || x.Op == ir.Relayout || x.Op == ir.UToRef || x.Op == ir.RefToU || x.Op == ir.Bitcast && a.Typ.Components() != x.To.Components() {
			return nil
		}
		return mapConst(x.To, func(i int) *ir.Const { return convScalar(x.Op, scalarAt(a, i), x.To.Scalar()) }, a)
	case *ir.Construct:
		var es []*ir.Const
		for _, arg := range x.Args {
			a := asConst(arg)
			if a == nil {
				return nil
			}
			if x.Typ.Kind() == ir.KindVector && a.Typ.Kind() == ir.KindVector {
				es = append(es, elems(a)...)
			} else {
				es = append(es, a)
			}
		}
		return ir.ConstComposite(x.Typ, es...)
	case *ir.Splat:
		a := asConst(x.X)
		if a == nil {
			return nil
		}
		es := make([]*ir.Const, x.Typ.Len())
		for i := range es {
			es[i] = a
		}
		return ir.ConstComposite(x.Typ, es...)
	case *ir.Extract:
		a := asConst(x.Base)
		if a == nil || a.Typ.IsScalar() {
			return nil
		}
		es := elems(a)
		if x.Index < 0 || x.Index >= len(es) {
			return nil
		}
		return es[x.Index]
	case *ir.DynExtract:
		a, i := asConst(x.Base), asConst(x.Index)
		if a == nil || i == nil {
			return nil
		}
		es := elems(a)
		n := i.Int()
		if i.Typ.IsUint() {
			n = int64(i.Bits)
		}
		if n < 0 || n >= int64(len(es)) {
			return nil
		}
		return es[n]
	case *ir.Swizzle:
		a := asConst(x.Base)
		if a == nil {
			return nil
		}
		es := elems(a)
		if len(x.Comps) == 1 {
			return es[x.Comps[0]]
		}
		out := make([]*ir.Const, len(x.Comps))
		for i, c := range x.Comps {
			out[i] = es[c]
		}
		return ir.ConstComposite(x.Type(), out...)
	case *ir.Select:
		cnd, a, b := asConst(x.Cond), asConst(x.X), asConst(x.Y)
		if cnd == nil || a == nil || b == nil {
			return nil
		}
		if cnd.Typ == ir.Bool {
			if cnd.Bits != 0 {
				return a
			}
			return b
		}
		return mapConst(x.Type(), func(i int) *ir.Const {
			if scalarAt(cnd, i).Bits != 0 {
				return scalarAt(a, i)
			}
			return scalarAt(b, i)
		}, a)
	case *ir.Cond:
		cnd, a, b := asConst(x.Cond), asConst(x.X), asConst(x.Y)
		if cnd == nil || a == nil || b == nil {
			return nil
		}
		if cnd.Bits != 0 {
			return a
		}
		return b
	case *ir.ShortCircuit:
		a, b := asConst(x.X), asConst(x.Y)
		if a == nil || b == nil {
			return nil
		}
		if x.Op == ir.AndAnd {
			return ir.ConstBool(a.Bits != 0 && b.Bits != 0)
		}
		return ir.ConstBool(a.Bits != 0 || b.Bits != 0)
	case *ir.BuiltinCall:
		return foldBuiltin(x)
	}
	return nil
}

// scalarOrCol returns component (or matrix column) i.
func scalarOrCol(k *ir.Const, i int) *ir.Const {
	if k.Typ.IsScalar() {
		return k
	}
	return elems(k)[i]
}

// mapConst builds a constant of type t from a per-component function
// (per column for matrices, recursively).
func mapConst(t *ir.Type, f func(i int) *ir.Const, _ *ir.Const) *ir.Const {
	if t.IsScalar() {
		return f(0)
	}
	n := t.Len()
	out := make([]*ir.Const, n)
	for i := range out {
		out[i] = f(i)
		if out[i] == nil {
			return nil
		}
	}
	return ir.ConstComposite(t, out...)
}

func unaryScalar(op ir.UnaryOp, a *ir.Const) *ir.Const {
	if a == nil {
		return nil
	}
	t := a.Typ
	if !t.IsScalar() {
		return mapConst(t, func(i int) *ir.Const { return unaryScalar(op, scalarOrCol(a, i)) }, a)
	}
	switch op {
	case ir.SNegate:
		return ir.ConstUint(t, -a.Bits)
	case ir.BitNot:
		return ir.ConstUint(t, ^a.Bits)
	case ir.FNegate:
		return ir.ConstFloat(t, -a.Float())
	case ir.LogicalNot:
		return ir.ConstBool(a.Bits == 0)
	}
	return nil
}

func convScalar(op ir.ConvOp, a *ir.Const, to *ir.Type) *ir.Const {
	if a == nil {
		return nil
	}
	switch op {
	case ir.SToF:
		return ir.ConstFloat(to, float64(a.Int()))
	case ir.UToF:
		return ir.ConstFloat(to, float64(a.Bits))
	case ir.FToS:
		// Out-of-range conversions are undefined in GLSL; fold them
		// saturating (as glslang's folder and most hardware do), NaN to 0.
		f := a.Float()
		if math.IsNaN(f) {
			return ir.ConstInt(to, 0)
		}
		hi := math.Ldexp(1, to.Width()-1)
		switch {
		case f >= hi:
			return ir.ConstInt(to, math.MaxInt64>>(64-to.Width()))
		case f <= -hi:
			return ir.ConstInt(to, -int64(hi))
		}
		return ir.ConstInt(to, int64(f))
	case ir.FToU:
		f := a.Float()
		hi := math.Ldexp(1, to.Width())
		switch {
		case math.IsNaN(f) || f <= 0:
			return ir.ConstUint(to, 0)
		case f >= hi:
			return ir.ConstUint(to, math.MaxUint64>>(64-to.Width()))
		}
		return ir.ConstUint(to, uint64(f))
	case ir.SConvert:
		return ir.ConstInt(to, a.Int())
	case ir.UConvert:
		return ir.ConstUint(to, a.Bits)
	case ir.FConvert:
		return ir.ConstFloat(to, a.Float())
	case ir.Bitcast:
		if a.Typ.Width() != to.Width() {
			return nil
		}
		return &ir.Const{Typ: to, Bits: a.Bits}
	case ir.BoolToInt:
		return ir.ConstUint(to, a.Bits)
	case ir.BoolToFloat:
		return ir.ConstFloat(to, float64(a.Bits))
	case ir.IntToBool:
		return ir.ConstBool(a.Bits != 0)
	case ir.FloatToBool:
		return ir.ConstBool(a.Float() != 0)
	}
	return nil
}

func binaryConst(op ir.BinaryOp, a, b *ir.Const, rt *ir.Type) *ir.Const {
	switch op {
	case ir.AggEqual, ir.AggNotEqual:
		eq := constEqual(a, b)
		if op == ir.AggNotEqual {
			eq = !eq
		}
		return ir.ConstBool(eq)
	case ir.VectorTimesScalar, ir.MatrixTimesScalar:
		return mapConst(rt, func(i int) *ir.Const {
			x := scalarOrCol(a, i)
			if x.Typ.IsScalar() {
				return binaryScalar(ir.FMul, x, b)
			}
			return binaryConst(ir.VectorTimesScalar, x, b, x.Typ)
		}, a)
	case ir.MatrixTimesVector, ir.VectorTimesMatrix, ir.MatrixTimesMatrix:
		return linalgConst(op, a, b, rt)
	}
	if a.Typ.IsScalar() && b.Typ.IsScalar() {
		return binaryScalar(op, a, b)
	}
	return mapConst(rt, func(i int) *ir.Const {
		x, y := scalarOrCol(a, i), scalarOrCol(b, i)
		if x == nil || y == nil {
			return nil
		}
		if !x.Typ.IsScalar() {
			return binaryConst(op, x, y, x.Typ)
		}
		return binaryScalar(op, x, y)
	}, a)
}

func constEqual(a, b *ir.Const) bool {
	if a.Typ.IsScalar() {
		if a.Typ.Kind() == ir.KindFloat {
			return a.Float() == b.Float()
		}
		return a.Bits == b.Bits
	}
	ea, eb := elems(a), elems(b)
	if len(ea) != len(eb) {
		return false
	}
	for i := range ea {
		if !constEqual(ea[i], eb[i]) {
			return false
		}
	}
	return true
}

func linalgConst(op ir.BinaryOp, a, b *ir.Const, rt *ir.Type) *ir.Const {
	// Work on float64 matrices: m[col][row].
	mat := func(k *ir.Const) [][]float64 {
		var out [][]float64
		for _, col := range elems(k) {
			var c []float64
			for _, s := range elems(col) {
				c = append(c, s.Float())
			}
			out = append(out, c)
		}
		return out
	}
	vec := func(k *ir.Const) []float64 {
		var v []float64
		for _, s := range elems(k) {
			v = append(v, s.Float())
		}
		return v
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
			for cI := range m {
				out[r] += m[cI][r] * v[cI]
			}
		}
		return mkVec(rt, out)
	case ir.VectorTimesMatrix:
		v, m := vec(a), mat(b)
		out := make([]float64, rt.Len())
		for cI := range out {
			for r := range v {
				out[cI] += v[r] * m[cI][r]
			}
		}
		return mkVec(rt, out)
	case ir.MatrixTimesMatrix:
		x, y := mat(a), mat(b)
		cols := make([]*ir.Const, rt.Len())
		for cI := range cols {
			col := make([]float64, rt.Elem().Len())
			for r := range col {
				for k := range x {
					col[r] += x[k][r] * y[cI][k]
				}
			}
			cols[cI] = mkVec(rt.Elem(), col)
		}
		return ir.ConstComposite(rt, cols...)
	}
	return nil
}

func boolC(b bool) *ir.Const { return ir.ConstBool(b) }

func binaryScalar(op ir.BinaryOp, a, b *ir.Const) *ir.Const {
	t := a.Typ
	ua, ub := a.Bits, b.Bits
	sa, sb := a.Int(), b.Int()
	switch op {
	case ir.IAdd:
		return ir.ConstUint(t, ua+ub)
	case ir.ISub:
		return ir.ConstUint(t, ua-ub)
	case ir.IMul:
		return ir.ConstUint(t, ua*ub)
	case ir.SDiv:
		if sb == 0 || (sb == -1 && sa == math.MinInt64) {
			return nil
		}
		return ir.ConstInt(t, sa/sb)
	case ir.UDiv:
		if ub == 0 {
			return nil
		}
		return ir.ConstUint(t, ua/ub)
	case ir.SMod:
		if sb == 0 || sb == -1 {
			if sb == -1 {
				return ir.ConstInt(t, 0)
			}
			return nil
		}
		r := sa % sb
		if r != 0 && (r < 0) != (sb < 0) {
			r += sb
		}
		return ir.ConstInt(t, r)
	case ir.UMod:
		if ub == 0 {
			return nil
		}
		return ir.ConstUint(t, ua%ub)
	case ir.FAdd:
		return ir.ConstFloat(t, a.Float()+b.Float())
	case ir.FSub:
		return ir.ConstFloat(t, a.Float()-b.Float())
	case ir.FMul:
		return ir.ConstFloat(t, a.Float()*b.Float())
	case ir.FDiv:
		return ir.ConstFloat(t, a.Float()/b.Float())
	case ir.FMod:
		x, y := a.Float(), b.Float()
		return ir.ConstFloat(t, x-y*math.Floor(x/y))
	case ir.ShiftLeft, ir.ShiftRightLogical, ir.ShiftRightArithmetic:
		n := ub
		if b.Typ.IsInt() && sb < 0 {
			return nil
		}
		if n >= uint64(t.Width()) {
			return nil
		}
		switch op {
		case ir.ShiftLeft:
			return ir.ConstUint(t, ua<<n)
		case ir.ShiftRightLogical:
			return ir.ConstUint(t, ua>>n)
		}
		return ir.ConstInt(t, sa>>n)
	case ir.BitAnd:
		return ir.ConstUint(t, ua&ub)
	case ir.BitOr:
		return ir.ConstUint(t, ua|ub)
	case ir.BitXor:
		return ir.ConstUint(t, ua^ub)
	case ir.LogicalAnd:
		return boolC(ua != 0 && ub != 0)
	case ir.LogicalOr:
		return boolC(ua != 0 || ub != 0)
	case ir.LogicalEqual:
		return boolC((ua != 0) == (ub != 0))
	case ir.LogicalNotEqual:
		return boolC((ua != 0) != (ub != 0))
	case ir.IEqual:
		return boolC(ua == ub)
	case ir.INotEqual:
		return boolC(ua != ub)
	case ir.SLess:
		return boolC(sa < sb)
	case ir.SLessEqual:
		return boolC(sa <= sb)
	case ir.SGreater:
		return boolC(sa > sb)
	case ir.SGreaterEqual:
		return boolC(sa >= sb)
	case ir.ULess:
		return boolC(ua < ub)
	case ir.ULessEqual:
		return boolC(ua <= ub)
	case ir.UGreater:
		return boolC(ua > ub)
	case ir.UGreaterEqual:
		return boolC(ua >= ub)
	case ir.FOrdEqual:
		return boolC(a.Float() == b.Float())
	case ir.FUnordNotEqual:
		return boolC(a.Float() != b.Float())
	case ir.FOrdLess:
		return boolC(a.Float() < b.Float())
	case ir.FOrdLessEqual:
		return boolC(a.Float() <= b.Float())
	case ir.FOrdGreater:
		return boolC(a.Float() > b.Float())
	case ir.FOrdGreaterEqual:
		return boolC(a.Float() >= b.Float())
	}
	return nil
}

// foldFailure says why e, which should have folded to a constant, did not:
// ": division by zero" when an integer division or remainder in it has a
// constant zero divisor (in any component), else "".
func foldFailure(e ir.Expr) string {
	why := ""
	ir.Inspect(e, func(n any) bool {
		b, ok := n.(*ir.Binary)
		if !ok || why != "" {
			return why == ""
		}
		switch b.Op {
		case ir.SDiv, ir.UDiv, ir.SMod, ir.UMod:
		default:
			return true
		}
		y := asConst(b.Y)
		if y == nil || asConst(b.X) == nil {
			return true
		}
		comps := []*ir.Const{y}
		if !y.Typ.IsScalar() {
			comps = elems(y)
		}
		for _, k := range comps {
			if k != nil && k.Bits == 0 {
				why = ": division by zero"
			}
		}
		return why == ""
	})
	return why
}
