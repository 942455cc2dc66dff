package sema

import (
	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// call checks a call: a user or built-in function, or a constructor.
func (c *checker) call(x *ast.CallExpr) operand {
	if x.Type != nil {
		// sampler2D(t, s) constructs a combined sampler; other opaque
		// constructors are reported by construct.
		c.allowOpaque = len(x.Type.Dims) == 0
		old := c.unsizedInner
		c.unsizedInner = true
		t := c.typeOf(x.Type)
		c.unsizedInner = old
		c.allowOpaque = false
		if t == nil {
			c.exprs(x.Args)
			return badOp
		}
		if t.Kind() == ir.KindSampledImage && c.opts.AutoCombinedSampler {
			return c.combineUpgraded(x, t)
		}
		return c.construct(x, t, c.exprs(x.Args))
	}
	if x.Func == nil {
		return badOp
	}
	name := x.Func.Name
	if sym, _ := c.scope.lookup(name); sym != nil {
		if sym.kind == symType {
			return c.construct(x, sym.typ, c.exprs(x.Args))
		}
		// A variable hides the functions of its name.
		c.exprs(x.Args)
		c.errorf(x.Loc, "'%s' is not a function", name)
		return badOp
	}
	if isPrintfName(name) && len(c.funcs[name]) == 0 {
		return c.debugPrintf(x, name)
	}
	if f := builtins.LookupCoop(name); f != nil && len(c.funcs[name]) == 0 {
		args := c.coopArgs(x, f)
		for _, a := range args {
			if a.bad() {
				return badOp
			}
		}
		return c.coopCall(x, f, args)
	}
	args := c.exprs(x.Args)
	for _, a := range args {
		if a.bad() {
			return badOp
		}
	}
	return c.callFunc(x, name, args)
}

func (c *checker) exprs(es []ast.Expr) []operand {
	out := make([]operand, len(es))
	for i, e := range es {
		out[i] = c.expr(e)
	}
	return out
}

// construct checks a constructor of type t.
func (c *checker) construct(x *ast.CallExpr, t *ir.Type, args []operand) operand {
	for _, a := range args {
		if a.bad() {
			return badOp
		}
		if a.typ == ir.Void {
			c.errorf(a.pos, "void value used as a constructor argument")
			return badOp
		}
	}
	pos := x.Loc
	if t.Kind() == ir.KindSampledImage {
		return c.combine(x, t, args)
	}
	if t.IsCoopMat() {
		return c.coopConstruct(x, t, args)
	}
	if t == ir.AccelStruct {
		return c.accelConstruct(x, args)
	}
	if t == ir.RayQuery {
		c.errorf(pos, "cannot construct rayQueryEXT (a ray query is set up by rayQueryInitializeEXT)")
		return badOp
	}
	if t.IsOpaque() {
		c.errorf(pos, "cannot construct %s (only combined samplers such as sampler2D(texture2D, sampler) have constructors)", typeName(t))
		return badOp
	}
	p := c.irPos(pos)
	if len(args) == 0 {
		c.errorf(pos, "constructor of %s needs arguments", typeName(t))
		return badOp
	}
	if r, ok := c.refConstruct(pos, t, args); ok {
		return r
	}
	if !c.fp4Construct(t, args) {
		return badOp
	}
	spec := specOf(args...)
	done := func(e ir.Expr) operand {
		r := c.valOp(e, t, pos)
		r.spec = spec && r.konst == nil
		return r
	}
	switch {
	case t == ir.Void:
		c.errorf(pos, "cannot construct void")
		return badOp
	case t.IsScalar():
		if len(args) != 1 {
			c.errorf(pos, "constructor of %s takes one argument, not %d", typeName(t), len(args))
			return badOp
		}
		a := args[0]
		if a.typ.Scalar() == nil {
			c.errorf(pos, "cannot construct %s from %s", typeName(t), typeName(a.typ))
			return badOp
		}
		v := c.value(a)
		v = c.firstComponent(v, p)
		return done(c.convertValue(v, t, p))
	case t.Kind() == ir.KindVector:
		if len(args) == 1 && args[0].typ.IsScalar() {
			v := c.convertValue(c.value(args[0]), t.Scalar(), p)
			return done(&ir.Splat{Pos: p, Typ: t, X: v})
		}
		parts, ok := c.components(args, t.Len(), t.Scalar(), pos, t)
		if !ok {
			return badOp
		}
		if len(parts) == 1 {
			return done(parts[0])
		}
		return done(&ir.Construct{Pos: p, Typ: t, Args: parts})
	case t.Kind() == ir.KindMatrix:
		return c.matrixConstructor(pos, t, args, spec)
	case t.Kind() == ir.KindStruct:
		ms := t.Members()
		if len(args) != len(ms) {
			c.errorf(pos, "constructor of %s takes %d arguments, not %d", typeName(t), len(ms), len(args))
			return badOp
		}
		vals := make([]ir.Expr, len(args))
		for i, a := range args {
			v, ok := c.implicit(a, ms[i].Type, a.pos, "constructor of "+typeName(t))
			if !ok {
				return badOp
			}
			vals[i] = v
		}
		return done(&ir.Construct{Pos: p, Typ: t, Args: vals})
	case t.Kind() == ir.KindArray || t.Kind() == ir.KindRuntimeArray:
		if innerUnsized(t) && t.LenSpec() == nil {
			// "int[][](int[3](...), ...)": the inner sizes are the
			// first argument's (glslang), the others must match them.
			var e *ir.Type
			if len(args) > 0 {
				e = sizedLike(t.Elem(), args[0].typ)
			}
			if e == nil {
				what := "no argument"
				if len(args) > 0 {
					what = "argument 1 of type " + typeName(args[0].typ)
				}
				c.errorf(pos, "the unsized inner dimensions of %s cannot be sized from %s", typeName(t), what)
				return badOp
			}
			if t.Kind() == ir.KindRuntimeArray {
				t = ir.RuntimeArrayOf(e, 0)
			} else {
				t = ir.ArrayOf(e, t.Len(), 0)
			}
		}
		if t.Kind() == ir.KindRuntimeArray {
			t = ir.ArrayOf(t.Elem(), len(args), 0)
		}
		if t.LenSpec() != nil {
			c.errorf(pos, "cannot construct an array sized by a specialization constant")
			return badOp
		}
		if len(args) != t.Len() {
			c.errorf(pos, "constructor of %s takes %d arguments, not %d", typeName(t), t.Len(), len(args))
			return badOp
		}
		vals := make([]ir.Expr, len(args))
		for i, a := range args {
			v, ok := c.implicit(a, t.Elem(), a.pos, "array constructor")
			if !ok {
				return badOp
			}
			vals[i] = v
		}
		r := c.valOp(&ir.Construct{Pos: p, Typ: t, Args: vals}, t, pos)
		r.spec = spec && r.konst == nil
		return r
	}
	c.errorf(pos, "cannot construct %s", typeName(t))
	return badOp
}

// firstComponent returns the first scalar of a vector or matrix value.
func (c *checker) firstComponent(v ir.Expr, p ir.Pos) ir.Expr {
	for !v.Type().IsScalar() {
		v = c.fold(&ir.Extract{Pos: p, Base: v, Index: 0})
	}
	return v
}

// components flattens constructor arguments into n components of scalar
// type s, grouped as the vector Construct wants them (scalars and vectors
// of s). The last argument may be used partly.
func (c *checker) components(args []operand, n int, s *ir.Type, pos diag.Pos, t *ir.Type) ([]ir.Expr, bool) {
	p := c.irPos(pos)
	var parts []ir.Expr
	got := 0
	for i, a := range args {
		if got >= n {
			c.errorf(a.pos, "too many arguments to the constructor of %s", typeName(t))
			return nil, false
		}
		at := a.typ
		need := n - got
		switch {
		case at.IsScalar() || at.Kind() == ir.KindVector:
			v := c.convertValue(c.value(a), at.WithScalar(s), p)
			k := at.Components()
			if k > need {
				if len(args) > 1 && i != len(args)-1 {
					c.errorf(a.pos, "too many arguments to the constructor of %s", typeName(t))
					return nil, false
				}
				v = c.prefix(v, need, p)
				k = need
			}
			parts = append(parts, v)
			got += k
		case at.Kind() == ir.KindMatrix:
			// Columns are taken from the matrix as it is and converted
			// one by one: a matrix of integer or boolean components
			// exists in no target.
			get, pre := c.reusable(c.value(a))
			first := true
			for col := 0; col < at.Len() && got < n; col++ {
				var cv ir.Expr = c.fold(&ir.Extract{Pos: p, Base: get(), Index: col})
				if first {
					cv = c.withPre(pre, cv)
					first = false
				}
				k := at.Elem().Len()
				if k > n-got {
					cv = c.prefix(cv, n-got, p)
					k = n - got
				}
				cv = c.convertValue(cv, cv.Type().WithScalar(s), p)
				parts = append(parts, cv)
				got += k
			}
		default:
			c.errorf(a.pos, "cannot use %s in the constructor of %s", typeName(at), typeName(t))
			return nil, false
		}
	}
	if got < n {
		c.errorf(pos, "not enough data for the constructor of %s", typeName(t))
		return nil, false
	}
	return parts, true
}

// prefix takes the first k components of a vector value.
func (c *checker) prefix(v ir.Expr, k int, p ir.Pos) ir.Expr {
	if k == 1 {
		return c.fold(&ir.Extract{Pos: p, Base: v, Index: 0})
	}
	comps := make([]int, k)
	for i := range comps {
		comps[i] = i
	}
	return c.fold(&ir.Swizzle{Pos: p, Base: v, Comps: comps})
}

// matrixConstructor handles matCxR(...).
func (c *checker) matrixConstructor(pos diag.Pos, t *ir.Type, args []operand, spec bool) operand {
	p := c.irPos(pos)
	cols, rows := t.Len(), t.Elem().Len()
	s := t.Scalar()
	col := t.Elem()
	done := func(e ir.Expr) operand {
		r := c.valOp(e, t, pos)
		r.spec = spec && r.konst == nil
		return r
	}
	if len(args) == 1 && args[0].typ.IsScalar() {
		// Diagonal matrix.
		v := c.convertValue(c.value(args[0]), s, p)
		get, pre := c.reusable(v)
		zero := ir.ConstFloat(s, 0)
		cs := make([]ir.Expr, cols)
		for i := range cs {
			es := make([]ir.Expr, rows)
			for r := range es {
				if r == i {
					es[r] = get()
				} else {
					es[r] = zero
				}
			}
			cs[i] = c.fold(&ir.Construct{Pos: p, Typ: col, Args: es})
		}
		return done(c.withPre(pre, &ir.Construct{Pos: p, Typ: t, Args: cs}))
	}
	if len(args) == 1 && args[0].typ.Kind() == ir.KindMatrix {
		m := args[0].typ
		v := c.convertValue(c.value(args[0]), m.WithScalar(s), p)
		get, pre := c.reusable(v)
		cs := make([]ir.Expr, cols)
		for i := range cs {
			es := make([]ir.Expr, rows)
			for r := range es {
				switch {
				case i < m.Len() && r < m.Elem().Len():
					es[r] = c.fold(&ir.Extract{Pos: p, Base: c.fold(&ir.Extract{Pos: p, Base: get(), Index: i}), Index: r})
				case r == i:
					es[r] = ir.ConstFloat(s, 1)
				default:
					es[r] = ir.ConstFloat(s, 0)
				}
			}
			cs[i] = c.fold(&ir.Construct{Pos: p, Typ: col, Args: es})
		}
		return done(c.withPre(pre, &ir.Construct{Pos: p, Typ: t, Args: cs}))
	}
	for _, a := range args {
		if a.typ.Kind() == ir.KindMatrix {
			c.errorf(a.pos, "a matrix argument must be the only argument of a matrix constructor")
			return badOp
		}
	}
	parts, ok := c.components(args, cols*rows, s, pos, t)
	if !ok {
		return badOp
	}
	// Regroup the parts into columns.
	var scalars []ir.Expr
	var pre []ir.Stmt
	for _, part := range parts {
		if part.Type().IsScalar() {
			scalars = append(scalars, part)
			continue
		}
		get, p2 := c.reusable(part)
		pre = append(pre, p2...)
		for i := 0; i < part.Type().Len(); i++ {
			scalars = append(scalars, c.fold(&ir.Extract{Pos: p, Base: get(), Index: i}))
		}
	}
	cs := make([]ir.Expr, cols)
	for i := range cs {
		cs[i] = c.fold(&ir.Construct{Pos: p, Typ: col, Args: scalars[i*rows : (i+1)*rows]})
	}
	return done(c.withPre(pre, &ir.Construct{Pos: p, Typ: t, Args: cs}))
}
