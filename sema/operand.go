package sema

import (
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// operand is a checked expression: a value, or a location (ref) that is
// loaded when its value is needed, with what the checker knows about it.
type operand struct {
	typ   *ir.Type  // the GLSL type; nil for an invalid expression
	val   ir.Expr   // the value (nil when ref is set and not loaded yet)
	ref   ir.Ref    // the location; its Type() is the memory type
	konst *ir.Const // the constant value, if the expression is constant
	spec  bool      // val is a specialization-constant expression
	// readonly says why the location cannot be written ("" when it can).
	readonly  string
	repeated  bool // a swizzle with repeated components
	writeonly bool // the location is writeonly: reading it is an error
	// rmw marks the read of a compound assignment, allowed on writeonly
	// memory (as glslang allows it).
	rmw  bool
	pos  diag.Pos
	name string // the variable a location starts from, for messages
	// dropped marks a sampler that -fauto-combined-image-sampler removed:
	// it has no value, and only a sampler constructor may name it.
	dropped bool
	// nonuniform: the location is a nonuniformEXT local; its loads are
	// marked non-uniform.
	nonuniform bool
}

func (o operand) bad() bool { return o.typ == nil }

var badOp = operand{}

// constant reports whether the operand is a compile-time constant.
func (o operand) constant() bool { return o.konst != nil }

// value returns the operand's value expression (loading a location and
// converting from the memory layout). Call it once per use.
func (c *checker) value(o operand) ir.Expr {
	if o.konst != nil {
		k := *o.konst
		k.Pos = c.irPos(o.pos)
		return &k
	}
	if o.val != nil {
		return o.val
	}
	if o.ref == nil {
		return ir.ConstNull(ir.Bool)
	}
	if o.writeonly {
		name := o.name
		if name == "" {
			name = "the operand"
		}
		c.errorf(o.pos, "cannot read '%s': it is writeonly", name)
	}
	ld := &ir.Load{Pos: c.irPos(o.pos), Ref: o.ref}
	if o.rmw {
		if g := ir.RootOf(o.ref); g != nil && g.Access&ir.WriteOnly != 0 {
			ld.RMW = true
		}
	}
	if o.ref.Type() != o.typ {
		return c.relayout(ld, o.typ)
	}
	if o.nonuniform {
		f := builtins.ByID(builtins.FnNonuniformEXT)
		return &ir.BuiltinCall{Pos: ld.Pos, Fn: f, ID: f.ID, Args: []ir.Expr{ld}, Typ: o.typ}
	}
	return ld
}

// valOp makes an operand from a value, folding constants.
func (c *checker) valOp(e ir.Expr, t *ir.Type, pos diag.Pos) operand {
	e = c.fold(e)
	o := operand{typ: t, val: e, pos: pos}
	if k, ok := e.(*ir.Const); ok {
		o.konst = k
	}
	return o
}

// specOp marks o as a specialization-constant expression when every input
// was constant or spec-constant and at least one was spec-constant.
func specOf(ops ...operand) bool {
	any := false
	for _, o := range ops {
		switch {
		case o.spec:
			any = true
		case o.konst != nil:
		default:
			return false
		}
	}
	return any
}

// specExprOK reports whether a specialization-constant expression can be
// a SPIR-V specialization constant in a shader: OpSpecConstantOp allows
// only integer and boolean operations (no floating point), so a
// specialization-constant expression of float type is not a constant.
func specExprOK(e ir.Expr) bool {
	ok := true
	ir.Inspect(e, func(n any) bool {
		x, isExpr := n.(ir.Expr)
		if !isExpr || !ok {
			return false
		}
		if _, leaf := x.(*ir.SpecRef); leaf {
			return false
		}
		if _, leaf := x.(*ir.Const); leaf {
			return false
		}
		if t := x.Type(); t.IsFloat() {
			ok = false
		}
		if cv, isConv := x.(*ir.Convert); isConv && cv.X.Type().IsFloat() {
			ok = false
		}
		if b, isBin := x.(*ir.Binary); isBin && b.X.Type().IsFloat() {
			ok = false
		}
		return ok
	})
	return ok
}

// stableRef returns a reference equivalent to r whose index expressions
// are evaluated by the returned statements, so r can be used twice (load
// and store) without evaluating an index twice.
func (c *checker) stableRef(r ir.Ref) (ir.Ref, []ir.Stmt) {
	switch x := r.(type) {
	case *ir.FieldRef:
		b, pre := c.stableRef(x.Base)
		return &ir.FieldRef{Pos: x.Pos, Base: b, Field: x.Field}, pre
	case *ir.SwizzleRef:
		b, pre := c.stableRef(x.Base)
		return &ir.SwizzleRef{Pos: x.Pos, Base: b, Comps: x.Comps}, pre
	case *ir.IndexRef:
		b, pre := c.stableRef(x.Base)
		idx := x.Index
		if _, ok := idx.(*ir.Const); !ok && c.fn != nil {
			get, p2 := c.reusable(idx)
			pre = append(pre, p2...)
			idx = get()
		}
		return &ir.IndexRef{Pos: x.Pos, Base: b, Index: idx}, pre
	case *ir.DerefRef:
		if c.fn == nil {
			return r, nil
		}
		get, pre := c.reusable(x.Ptr)
		return &ir.DerefRef{Pos: x.Pos, Ptr: get()}, pre
	}
	return r, nil
}
