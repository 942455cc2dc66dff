package nvasm

import (
	"github.com/glslc-nv/glslc-nv/internal/nvisa"
	"github.com/glslc-nv/glslc-nv/ir"
)

// value evaluates x into leaves (one val for a scalar or vector).
func (e *emitter) value(x ir.Expr) []val {
	switch x := x.(type) {
	case *ir.Const:
		return e.constLeaves(x)
	case *ir.SpecRef:
		if x.Spec.ID >= 0 {
			return e.constLeaves(e.specValue(x.Spec))
		}
		return e.value(x.Spec.Value)
	case *ir.Load:
		return e.load(e.place(x.Ref), x.Pos)
	case *ir.Unary:
		return e.unary(x)
	case *ir.Binary:
		return e.binary(x)
	case *ir.ShortCircuit:
		return []val{e.shortCircuit(x)}
	case *ir.Convert:
		return e.convert(x)
	case *ir.Construct:
		return e.construct(x)
	case *ir.Splat:
		v := e.scalar(x.X)
		n := x.Typ.Len()
		if v.isConst() {
			ks := make([]*ir.Const, n)
			for i := range ks {
				ks[i] = v.k[0]
			}
			return []val{{k: ks, t: x.Typ}}
		}
		r := v
		r.sw = make([]int, n)
		for i := range r.sw {
			r.sw[i] = v.sw[0]
		}
		r.t = x.Typ
		return []val{r}
	case *ir.Extract:
		bt := x.Base.Type()
		b := e.value(x.Base)
		if bt.Kind() == ir.KindVector {
			return []val{b[0].comp(x.Index)}
		}
		lo, n := leafRange(bt, x.Index)
		return b[lo : lo+n]
	case *ir.DynExtract:
		return e.dynExtract(x)
	case *ir.Insert:
		return e.insert(x)
	case *ir.Swizzle:
		return []val{e.scalar(x.Base).swizzle(x.Comps)}
	case *ir.Select:
		return e.selectExpr(x)
	case *ir.Cond:
		return e.condExpr(x)
	case *ir.Call:
		return e.call(x)
	case *ir.BuiltinCall:
		return e.builtin(x)
	case *ir.ArrayLength:
		return []val{e.arrayLength(x)}
	case *ir.Atomic:
		return e.atomic(x)
	case *ir.WorkgroupSize:
		ls := e.localSize()
		return []val{constVal(ir.ConstComposite(ir.Vec(ir.Uint32, 3),
			ir.Uint32Const(ls[0]), ir.Uint32Const(ls[1]), ir.Uint32Const(ls[2])))}
	case *ir.Seq:
		for _, s := range x.Stmts {
			e.stmt(s)
		}
		return e.value(x.Value)
	}
	e.fail(x.At(), "unsupported expression %T", x)
	return nil
}

// scalar evaluates a scalar or vector expression.
func (e *emitter) scalar(x ir.Expr) val {
	vs := e.value(x)
	if len(vs) != 1 {
		e.fail(x.At(), "expected a scalar or vector value")
	}
	return vs[0]
}

// constLeaves flattens a constant.
func (e *emitter) constLeaves(c *ir.Const) []val {
	t := c.Typ
	if t.Components() > 0 {
		if w := t.Scalar().Width(); t.Scalar().Kind() != ir.KindBool && w != 32 && w != 64 {
			e.unsupported(c.Pos, "a "+t.String()+" constant")
		}
		return []val{constVal(c)}
	}
	var out []val
	switch t.Kind() {
	case ir.KindMatrix, ir.KindArray:
		n := t.Len()
		if t.Kind() == ir.KindArray {
			n = arrLen(t)
		}
		for i := 0; i < n; i++ {
			el := ir.ConstNull(t.Elem())
			if !c.Null {
				el = c.Elems[i]
			}
			out = append(out, e.constLeaves(el)...)
		}
	case ir.KindStruct:
		for i, m := range t.Members() {
			el := ir.ConstNull(m.Type)
			if !c.Null {
				el = c.Elems[i]
			}
			out = append(out, e.constLeaves(el)...)
		}
	}
	return out
}

// leafRange is the first leaf and leaf count of element i of an
// aggregate type.
func leafRange(t *ir.Type, i int) (int, int) {
	switch t.Kind() {
	case ir.KindMatrix:
		return i, 1
	case ir.KindArray:
		n := leafCount(t.Elem())
		return i * n, n
	case ir.KindStruct:
		lo := 0
		for k := 0; k < i; k++ {
			lo += leafCount(t.Members()[k].Type)
		}
		return lo, leafCount(t.Members()[i].Type)
	}
	return 0, 1
}

// construct builds a composite.
func (e *emitter) construct(x *ir.Construct) []val {
	if x.Typ.Kind() != ir.KindVector {
		var out []val
		for i, a := range x.Args {
			vs := e.value(a)
			if i+1 < len(x.Args) && impure(x.Args[i+1:]...) {
				vs = e.stable(vs)
			}
			out = append(out, vs...)
		}
		return out
	}
	var comps []val
	for _, a := range x.Args {
		v := e.scalar(a)
		for i := 0; i < v.n(); i++ {
			comps = append(comps, v.comp(i))
		}
	}
	allConst := true
	for _, c := range comps {
		allConst = allConst && c.isConst()
	}
	if allConst {
		ks := make([]*ir.Const, len(comps))
		for i, c := range comps {
			ks[i] = c.k[0]
		}
		return []val{{k: ks, t: x.Typ}}
	}
	r := e.tmp(x.Typ)
	for i, c := range comps {
		e.opTo(nvisa.MOV, cU, dest{r.reg, []int{i}}, c)
	}
	return []val{r}
}

// dynExtract reads element idx of a vector, matrix or array value.
func (e *emitter) dynExtract(x *ir.DynExtract) []val {
	bt := x.Base.Type()
	b := e.stable(e.value(x.Base))
	idx := e.inReg(e.scalar(x.Index))
	if bt.Kind() == ir.KindVector {
		return []val{e.selectComp(b[0], idx)}
	}
	_, n := leafRange(bt, 0)
	out := make([]val, n)
	for j := 0; j < n; j++ {
		out[j] = e.copyVal(b[j])
	}
	n0 := bt.Len()
	if bt.Kind() == ir.KindArray {
		n0 = arrLen(bt)
	}
	for i := 1; i < n0; i++ {
		c := e.op(nvisa.SEQ, cU, ir.Bool, idx, u32(uint32(i)))
		for j := 0; j < n; j++ {
			d := dest{out[j].reg, seq(out[j].n())}
			e.opTo(nvisa.CMP, cU, d, c, b[i*n+j], out[j])
		}
	}
	return out
}

// insert replaces one element of an aggregate or vector value.
func (e *emitter) insert(x *ir.Insert) []val {
	bt := x.Base.Type()
	b := e.value(x.Base)
	if impure(x.Value) {
		b = e.stable(b)
	}
	v := e.value(x.Value)
	if bt.Kind() == ir.KindVector {
		r := e.copyVal(b[0])
		e.opTo(nvisa.MOV, cU, dest{r.reg, []int{x.Index}}, v[0])
		return []val{r}
	}
	lo, n := leafRange(bt, x.Index)
	out := append([]val(nil), b...)
	copy(out[lo:lo+n], v)
	return out
}

// selectExpr is the eager select: a bool (or bvec) condition picks x or y.
func (e *emitter) selectExpr(x *ir.Select) []val {
	c := e.scalar(x.Cond)
	xs := e.value(x.X)
	ys := e.value(x.Y)
	out := make([]val, len(xs))
	for i := range xs {
		cc := c
		if c.n() == 1 && xs[i].n() > 1 {
			cc = c.swizzle(make([]int, xs[i].n()))
		}
		out[i] = e.op(nvisa.CMP, cU, xs[i].t, cc, xs[i], ys[i])
	}
	return out
}

// condExpr is the lazy ?:.
func (e *emitter) condExpr(x *ir.Cond) []val {
	c := e.scalar(x.Cond)
	var out []val
	for _, lt := range leaves(x.Type()) {
		out = append(out, e.tmp(lt))
	}
	e.scalarCC(c)
	e.ins(nvisa.IF + " NE.x")
	e.indent++
	e.assignLeaves(out, e.value(x.X))
	e.indent--
	e.ins(nvisa.ELSE)
	e.indent++
	e.assignLeaves(out, e.value(x.Y))
	e.indent--
	e.ins(nvisa.ENDIF)
	return out
}

func (e *emitter) assignLeaves(dst, src []val) {
	for i := range dst {
		e.opTo(nvisa.MOV, cU, dest{dst[i].reg, seq(dst[i].n())}, src[i])
	}
}

// shortCircuit is && and || with lazy evaluation of the right operand.
func (e *emitter) shortCircuit(x *ir.ShortCircuit) val {
	r := e.copyVal(e.scalar(x.X))
	e.scalarCC(r)
	if x.Op == ir.AndAnd {
		e.ins(nvisa.IF + " NE.x")
	} else {
		e.ins(nvisa.IF + " EQ.x")
	}
	e.indent++
	y := e.scalar(x.Y)
	e.opTo(nvisa.MOV, cU, dest{r.reg, []int{0}}, y)
	e.indent--
	e.ins(nvisa.ENDIF)
	return r
}

// arrayLength is .length() of a buffer's runtime array: (size - offset) /
// stride, where the size comes from a program.local parameter.
func (e *emitter) arrayLength(x *ir.ArrayLength) val {
	fr, ok := x.Ref.(*ir.FieldRef)
	if !ok {
		e.fail(x.Pos, "length() of an unexpected reference")
	}
	p := e.place(fr)
	if p.kind != pMem || p.shared || p.doff != nil {
		e.fail(x.Pos, "length() of an unexpected reference")
	}
	k := e.lengthParam(p.storage)
	size := val{reg: "pc[" + itoa(k) + "]", sw: []int{0}, t: ir.Int32}
	stride := strideOf(p.t)
	d := size
	if p.off != 0 {
		d = e.op(nvisa.SUB, cS, ir.Int32, size, s32(int32(p.off)))
	}
	// A range shorter than the array's offset gives 0.
	d = e.op(nvisa.MAX, cS, ir.Int32, d, s32(0))
	return e.op(nvisa.DIV, cU, ir.Int32, d, u32(stride))
}
