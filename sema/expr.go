package sema

import (
	"strings"

	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// expr checks an expression.
func (c *checker) expr(e ast.Expr) operand {
	switch x := e.(type) {
	case nil:
		return badOp
	case *ast.BadExpr:
		return badOp
	case *ast.IntLit:
		return c.intLit(x)
	case *ast.FloatLit:
		return c.floatLit(x)
	case *ast.BoolLit:
		k := ir.ConstBool(x.Value)
		return operand{typ: ir.Bool, konst: k, pos: x.Loc}
	case *ast.Ident:
		return c.ident(x)
	case *ast.UnaryExpr:
		return c.unary(x)
	case *ast.PostfixExpr:
		return c.incDec(x.Loc, x.X, x.Op == ast.PostInc, true, false)
	case *ast.BinaryExpr:
		return c.binaryExpr(x)
	case *ast.AssignExpr:
		return c.assign(x, false)
	case *ast.CondExpr:
		return c.condExpr(x)
	case *ast.CommaExpr:
		return c.comma(x, false)
	case *ast.CallExpr:
		return c.call(x)
	case *ast.IndexExpr:
		return c.index(x)
	case *ast.FieldExpr:
		return c.field(x)
	case *ast.LengthExpr:
		return c.length(x)
	case *ast.StringLit:
		return c.stringLit(x.Loc)
	case *ast.InitList:
		c.errorf(x.Loc, "initializer lists are only allowed in declarations")
		return badOp
	}
	c.errorf(e.Pos(), "unsupported expression")
	return badOp
}

func (c *checker) intLit(x *ast.IntLit) operand {
	var t *ir.Type
	switch x.Type {
	case ast.Int:
		t = ir.Int32
	case ast.Uint:
		t = ir.Uint32
	case ast.Int64, ast.Uint64:
		if !c.requireExt(x.Loc, "64-bit integer literal '"+x.Text+"'", extInt64, extARBInt64) {
			return badOp
		}
		t = ir.Int64
		if x.Type == ast.Uint64 {
			t = ir.Uint64
		}
	case ast.Int16, ast.Uint16:
		if !c.requireExt(x.Loc, "16-bit integer literal '"+x.Text+"'", extInt16, extAMDInt16) {
			return badOp
		}
		t = ir.Int16
		if x.Type == ast.Uint16 {
			t = ir.Uint16
		}
	}
	if c.es && x.Type == ast.Uint && c.version < 300 {
		c.errorf(x.Loc, "unsigned literals need ESSL 3.00")
	}
	return operand{typ: t, konst: ir.ConstUint(t, x.Value), pos: x.Loc}
}

func (c *checker) floatLit(x *ast.FloatLit) operand {
	t := ir.Float32
	switch x.Type {
	case ast.Double:
		if c.es && !c.extOn(extFloat64, x.Loc) {
			c.errorf(x.Loc, "double-precision literal '%s' is not available in ESSL", x.Text)
			return badOp
		}
		t = ir.Float64
	case ast.Half:
		if !c.requireExt(x.Loc, "float16 literal '"+x.Text+"'", extFloat16, extAMDHalf) {
			return badOp
		}
		t = ir.Float16
	}
	return operand{typ: t, konst: ir.ConstFloat(t, x.Value), pos: x.Loc}
}

// ident resolves a name used as a value.
func (c *checker) ident(x *ast.Ident) operand {
	sym, _ := c.scope.lookup(x.Name)
	if sym == nil {
		if strings.HasPrefix(x.Name, "gl_") {
			return c.builtinVar(x)
		}
		if len(c.funcs[x.Name]) > 0 {
			c.errorf(x.Loc, "function '%s' used as a value", x.Name)
			return badOp
		}
		c.errorf(x.Loc, "'%s': undeclared identifier", x.Name)
		return badOp
	}
	sym.used = true
	return c.symOperand(sym, x.Loc)
}

func (c *checker) symOperand(sym *symbol, pos diag.Pos) operand {
	p := c.irPos(pos)
	o := operand{typ: sym.typ, pos: pos, readonly: sym.readonly, name: sym.name}
	if sym.konst != nil || sym.spec != nil {
		o.readonly = "it is a constant"
	}
	switch {
	case sym.dropped:
		if !c.combineArgs {
			c.errorf(pos, "sampler '%s' was removed by -fauto-combined-image-sampler: only a combined sampler constructor such as sampler2D(texture, %s) may name it", sym.name, sym.name)
			return badOp
		}
		return operand{typ: sym.typ, pos: pos, name: sym.name, dropped: true}
	case sym.kind == symType:
		c.errorf(pos, "type '%s' used as a value", sym.name)
		return badOp
	case sym.ioMembers != nil:
		c.errorf(pos, "'%s' is an input or output block: select one of its members", sym.name)
		return badOp
	case sym.typ == nil:
		return badOp
	case sym.global != nil && sym.global.Storage == ir.StorageUniformConstant:
		// An opaque handle: loading it reads no image memory, so a
		// writeonly image is not writeonly here.
		o.ref = &ir.GlobalRef{Pos: p, Var: sym.global}
		o.readonly = "it is an opaque uniform"
	case sym.konst != nil:
		o.konst = sym.konst
		o.readonly = "it is a constant"
	case sym.spec != nil:
		o.val = &ir.SpecRef{Pos: p, Spec: sym.spec}
		o.spec = true
		o.readonly = "it is a constant"
	case sym.global != nil && sym.member >= 0:
		o.ref = &ir.FieldRef{Pos: p, Base: &ir.GlobalRef{Pos: p, Var: sym.global}, Field: sym.member}
		o.writeonly = sym.writeonly || sym.global.Access&ir.WriteOnly != 0
	case sym.global != nil:
		o.ref = &ir.GlobalRef{Pos: p, Var: sym.global}
		o.writeonly = sym.global.Access&ir.WriteOnly != 0
	case sym.local != nil:
		o.ref = &ir.LocalRef{Pos: p, Var: sym.local}
		o.nonuniform = sym.nonuniform
	case sym.param != nil:
		o.ref = &ir.ParamRef{Pos: p, Var: sym.param}
	default:
		return badOp
	}
	return o
}

// ---------------------------------------------------------------------------
// Unary operators

func (c *checker) unary(x *ast.UnaryExpr) operand {
	if x.Op == ast.PreInc || x.Op == ast.PreDec {
		return c.incDec(x.Loc, x.X, x.Op == ast.PreInc, false, false)
	}
	o := c.expr(x.X)
	if o.bad() {
		return badOp
	}
	t := o.typ
	p := c.irPos(x.Loc)
	if t.IsNarrowFloat() && !t.IsCoopMat() {
		c.errorf(x.Loc, "operator '%s' cannot be applied to %s: it has no arithmetic (convert it to float)", x.Op, typeName(t))
		return badOp
	}
	if t.IsCoopMat() && x.Op == ast.Neg {
		return c.coopNegate(x.Loc, o)
	}
	if t.IsCoopMat() && x.Op != ast.Plus {
		return c.opTypeError(x.Loc, x.Op, t)
	}
	var r operand
	switch x.Op {
	case ast.Plus:
		if !t.IsInteger() && !t.IsFloat() {
			return c.opTypeError(x.Loc, x.Op, t)
		}
		r = c.valOp(c.value(o), t, x.Loc)
	case ast.Neg:
		switch {
		case t.IsInteger() && t.Components() > 0:
			r = c.valOp(&ir.Unary{Pos: p, Op: ir.SNegate, X: c.value(o)}, t, x.Loc)
		case t.IsFloat():
			r = c.valOp(&ir.Unary{Pos: p, Op: ir.FNegate, X: c.value(o)}, t, x.Loc)
		default:
			return c.opTypeError(x.Loc, x.Op, t)
		}
	case ast.Not:
		if t != ir.Bool {
			return c.opTypeError(x.Loc, x.Op, t)
		}
		r = c.valOp(&ir.Unary{Pos: p, Op: ir.LogicalNot, X: c.value(o)}, t, x.Loc)
	case ast.BitNot:
		if !t.IsInteger() || t.Components() == 0 {
			return c.opTypeError(x.Loc, x.Op, t)
		}
		r = c.valOp(&ir.Unary{Pos: p, Op: ir.BitNot, X: c.value(o)}, t, x.Loc)
	default:
		return badOp
	}
	r.spec = r.konst == nil && specOf(o)
	return r
}

func (c *checker) opTypeError(pos diag.Pos, op ast.Op, t *ir.Type) operand {
	c.errorf(pos, "operator '%s' cannot be applied to %s", op, typeName(t))
	return badOp
}

// lvalue checks that o can be written and returns its reference.
func (c *checker) lvalue(o operand, pos diag.Pos, what string) (ir.Ref, bool) {
	if o.bad() {
		return nil, false
	}
	if o.ref == nil {
		if o.readonly != "" && o.name != "" {
			c.errorf(pos, "%s: cannot write to '%s': %s", what, o.name, o.readonly)
		} else {
			c.errorf(pos, "%s: the operand is not an l-value", what)
		}
		return nil, false
	}
	if o.readonly != "" {
		name := o.name
		if name == "" {
			name = "the operand"
		} else {
			name = "'" + name + "'"
		}
		c.errorf(pos, "%s: cannot write to %s: %s", what, name, o.readonly)
		return nil, false
	}
	if o.repeated {
		c.errorf(pos, "%s: cannot write to a swizzle with repeated components", what)
		return nil, false
	}
	return o.ref, true
}

// incDec checks ++ and -- (prefix and postfix). When stmt is true the
// value is not needed.
func (c *checker) incDec(pos diag.Pos, xe ast.Expr, inc, post, stmt bool) operand {
	o := c.expr(xe)
	if o.bad() {
		return badOp
	}
	opName := "++"
	if !inc {
		opName = "--"
	}
	t := o.typ
	if !(t.IsInteger() || t.IsFloat()) || t.Kind() == ir.KindArray {
		c.errorf(pos, "operator '%s' cannot be applied to %s", opName, typeName(t))
		return badOp
	}
	ref, ok := c.lvalue(o, pos, "'"+opName+"'")
	if !ok {
		return badOp
	}
	p := c.irPos(pos)
	ref, pre := c.stableRef(ref)
	cur := operand{typ: t, ref: ref, pos: pos, writeonly: o.writeonly, name: o.name}
	one := c.oneOf(t)
	bop := ir.IAdd
	if t.IsFloat() {
		bop = ir.FAdd
		if !inc {
			bop = ir.FSub
		}
	} else if !inc {
		bop = ir.ISub
	}
	if stmt {
		nv := &ir.Binary{Pos: p, Op: bop, X: c.value(cur), Y: one}
		pre = append(pre, c.store(ref, nv, t, p))
		return c.stmtsOp(pre, pos)
	}
	if post {
		tmp := c.newTemp("post", t)
		tr := &ir.LocalRef{Pos: p, Var: tmp}
		pre = append(pre, &ir.Store{Pos: p, Dst: tr, Value: c.value(cur)})
		nv := &ir.Binary{Pos: p, Op: bop, X: &ir.Load{Pos: p, Ref: tr}, Y: one}
		pre = append(pre, c.store(ref, nv, t, p))
		return operand{typ: t, val: &ir.Seq{Pos: p, Stmts: pre, Value: &ir.Load{Pos: p, Ref: tr}}, pos: pos}
	}
	nv := &ir.Binary{Pos: p, Op: bop, X: c.value(cur), Y: one}
	pre = append(pre, c.store(ref, nv, t, p))
	return operand{typ: t, val: &ir.Seq{Pos: p, Stmts: pre, Value: c.value(cur)}, pos: pos}
}

// oneOf is the constant 1 of a numeric type (any shape).
func (c *checker) oneOf(t *ir.Type) *ir.Const {
	s := t.Scalar()
	var one *ir.Const
	if s.IsFloat() {
		one = ir.ConstFloat(s, 1)
	} else {
		one = ir.ConstUint(s, 1)
	}
	switch t.Kind() {
	case ir.KindVector:
		es := make([]*ir.Const, t.Len())
		for i := range es {
			es[i] = one
		}
		return ir.ConstComposite(t, es...)
	case ir.KindMatrix:
		col := c.oneOf(t.Elem())
		es := make([]*ir.Const, t.Len())
		for i := range es {
			es[i] = col
		}
		return ir.ConstComposite(t, es...)
	}
	return one
}

// store writes value v (of GLSL type t) to ref, converting to the memory
// layout.
func (c *checker) store(ref ir.Ref, v ir.Expr, t *ir.Type, p ir.Pos) ir.Stmt {
	v = c.fold(v)
	if ref.Type() != t {
		v = c.relayout(v, ref.Type())
	}
	return &ir.Store{Pos: p, Dst: ref, Value: v}
}

// stmtsOp is an operand for statements without a value (a void result).
func (c *checker) stmtsOp(ss []ir.Stmt, pos diag.Pos) operand {
	return operand{typ: ir.Void, val: &ir.Seq{Pos: c.irPos(pos), Stmts: ss, Value: ir.ConstBool(false)}, pos: pos}
}

// ---------------------------------------------------------------------------
// Assignment

func (c *checker) assign(x *ast.AssignExpr, stmt bool) operand {
	lhs := c.expr(x.LHS)
	rhs := c.expr(x.RHS)
	if lhs.bad() || rhs.bad() {
		return badOp
	}
	what := "assignment"
	if x.Op != ast.Assign {
		what = "'" + x.Op.String() + "'"
	}
	ref, ok := c.lvalue(lhs, x.Loc, what)
	if !ok {
		return badOp
	}
	if hasRayQuery(lhs.typ) {
		c.errorf(x.Loc, "%s: a ray query cannot be assigned (it is set up by rayQueryInitializeEXT)", what)
		return badOp
	}
	if isUnsized(lhs.typ) {
		c.errorf(x.Loc, "cannot assign to a runtime-sized array")
		return badOp
	}
	if specSized(lhs.typ) {
		c.errorf(x.Loc, "cannot assign to %s: it contains an array sized by a specialization constant", typeName(lhs.typ))
		return badOp
	}
	p := c.irPos(x.Loc)
	var pre []ir.Stmt
	var v ir.Expr
	if x.Op == ast.Assign {
		cv, ok := c.implicit(rhs, lhs.typ, x.Loc, "assignment")
		if !ok {
			return badOp
		}
		v = cv
	} else {
		ref, pre = c.stableRef(ref)
		// Reading the target of a compound assignment is allowed even when
		// it is writeonly (glslang accepts it; ++ and -- it rejects).
		cur := operand{typ: lhs.typ, ref: ref, pos: lhs.pos, rmw: true}
		r := c.binaryOp(x.Loc, x.Op.Binary(), cur, rhs)
		if r.bad() {
			return badOp
		}
		cv, ok := c.implicit(r, lhs.typ, x.Loc, what)
		if !ok {
			return badOp
		}
		v = cv
	}
	if stmt {
		if x.Op == ast.Assign && writesMemory(v) {
			// Evaluate the l-value's indices before the right-hand side
			// (left to right).
			var p2 []ir.Stmt
			ref, p2 = c.stableRef(ref)
			pre = append(pre, p2...)
		}
		pre = append(pre, c.store(ref, v, lhs.typ, p))
		return c.stmtsOp(pre, x.Loc)
	}
	if x.Op == ast.Assign {
		var p2 []ir.Stmt
		ref, p2 = c.stableRef(ref)
		pre = append(pre, p2...)
	}
	pre = append(pre, c.store(ref, v, lhs.typ, p))
	after := operand{typ: lhs.typ, ref: ref, pos: x.Loc, rmw: x.Op != ast.Assign}
	return operand{typ: lhs.typ, val: &ir.Seq{Pos: p, Stmts: pre, Value: c.value(after)}, pos: x.Loc}
}

// implicit converts operand o to type t, reporting an error when GLSL
// allows no implicit conversion.
func (c *checker) implicit(o operand, t *ir.Type, pos diag.Pos, what string) (ir.Expr, bool) {
	if o.bad() || t == nil {
		return nil, false
	}
	if o.typ == t {
		return c.value(o), true
	}
	if c.convRank(o.typ, t) == rankNone {
		c.errorf(pos, "%s: cannot convert from %s to %s", what, typeName(o.typ), typeName(t))
		return nil, false
	}
	return c.convertValue(c.value(o), t, c.irPos(pos)), true
}

// ---------------------------------------------------------------------------
// ?: and comma

func (c *checker) condExpr(x *ast.CondExpr) operand {
	cond := c.expr(x.Cond)
	a := c.expr(x.Then)
	b := c.expr(x.Else)
	if cond.bad() || a.bad() || b.bad() {
		return badOp
	}
	if cond.typ != ir.Bool {
		c.errorf(x.Loc, "the condition of '?:' must be a bool, not %s", typeName(cond.typ))
		return badOp
	}
	t := a.typ
	if innermostType(a.typ).IsOpaque() || innermostType(b.typ).IsOpaque() {
		// Opaque values are not first-class in SPIR-V for Vulkan (no
		// OpSelect or OpPhi of images without extra capabilities).
		c.errorf(x.Loc, "the operands of '?:' cannot be opaque (%s)", typeName(a.typ))
		return badOp
	}
	if a.typ != b.typ {
		switch {
		case c.convRank(b.typ, a.typ) != rankNone:
			t = a.typ
		case c.convRank(a.typ, b.typ) != rankNone:
			t = b.typ
		default:
			c.errorf(x.Loc, "the operands of '?:' have different types: %s and %s", typeName(a.typ), typeName(b.typ))
			return badOp
		}
	}
	if t == ir.Void || isUnsized(t) {
		c.errorf(x.Loc, "'?:' cannot select values of type %s", typeName(t))
		return badOp
	}
	av, _ := c.implicit(a, t, x.Loc, "?:")
	bv, _ := c.implicit(b, t, x.Loc, "?:")
	cv := c.value(cond)
	p := c.irPos(x.Loc)
	if specOf(cond, a, b) {
		r := c.valOp(&ir.Select{Pos: p, Cond: cv, X: av, Y: bv}, t, x.Loc)
		r.spec = r.konst == nil
		return r
	}
	if selectOperand(av) && selectOperand(bv) {
		// Both arms are reads without effects: evaluating both and
		// choosing is one OpSelect, as glslang emits it for arms that
		// are symbols or constants.
		return c.valOp(&ir.Select{Pos: p, Cond: cv, X: av, Y: bv}, t, x.Loc)
	}
	return c.valOp(&ir.Cond{Pos: p, Cond: cv, X: av, Y: bv}, t, x.Loc)
}

// selectOperand reports whether an arm of ?: is a constant or the read of
// a whole variable (glslang's test for choosing with OpSelect: a symbol or
// a constant), which can be evaluated whichever arm is chosen.
func selectOperand(e ir.Expr) bool {
	switch e := e.(type) {
	case *ir.Const:
		return true
	case *ir.Load:
		switch e.Ref.(type) {
		case *ir.LocalRef, *ir.GlobalRef, *ir.ParamRef:
			return !e.RMW
		}
	}
	return false
}

func (c *checker) comma(x *ast.CommaExpr, stmt bool) operand {
	var pre []ir.Stmt
	var last operand
	for i, e := range x.List {
		if i < len(x.List)-1 || stmt {
			pre = append(pre, c.exprStmt(e)...)
			continue
		}
		last = c.expr(e)
	}
	if stmt {
		return c.stmtsOp(pre, x.Loc)
	}
	if last.bad() {
		return badOp
	}
	if last.typ == ir.Void {
		if s, ok := last.val.(*ir.Seq); ok {
			pre = append(pre, s.Stmts...)
		} else if last.val != nil {
			pre = append(pre, &ir.ExprStmt{Pos: c.irPos(x.Loc), X: last.val})
		}
		return c.stmtsOp(pre, x.Loc)
	}
	v := c.value(last)
	if len(pre) == 0 {
		return c.valOp(v, last.typ, x.Loc)
	}
	return operand{typ: last.typ, val: &ir.Seq{Pos: c.irPos(x.Loc), Stmts: pre, Value: v}, pos: x.Loc}
}

// exprStmt checks an expression evaluated for its effects and returns the
// statements that do it.
func (c *checker) exprStmt(e ast.Expr) []ir.Stmt {
	var o operand
	switch x := e.(type) {
	case *ast.AssignExpr:
		o = c.assign(x, true)
	case *ast.UnaryExpr:
		if x.Op == ast.PreInc || x.Op == ast.PreDec {
			o = c.incDec(x.Loc, x.X, x.Op == ast.PreInc, false, true)
		} else {
			o = c.expr(e)
		}
	case *ast.PostfixExpr:
		o = c.incDec(x.Loc, x.X, x.Op == ast.PostInc, true, true)
	case *ast.CommaExpr:
		o = c.comma(x, true)
	default:
		o = c.expr(e)
	}
	if o.bad() || o.konst != nil {
		return nil
	}
	if o.val == nil {
		if o.ref != nil && hasEffects(o.ref) {
			// a[i++]; still increments i.
			return []ir.Stmt{&ir.ExprStmt{Pos: c.irPos(e.Pos()), X: &ir.Load{Pos: c.irPos(e.Pos()), Ref: o.ref}}}
		}
		return nil // a variable read: no effect
	}
	if s, ok := o.val.(*ir.Seq); ok && o.typ == ir.Void {
		return s.Stmts
	}
	if !hasEffects(o.val) {
		return nil
	}
	return []ir.Stmt{&ir.ExprStmt{Pos: c.irPos(e.Pos()), X: o.val}}
}

// writesMemory reports whether evaluating e can write variables (so that
// an l-value's indices must be evaluated before it).
func writesMemory(e ir.Expr) bool {
	w := false
	ir.Inspect(e, func(n any) bool {
		switch x := n.(type) {
		case *ir.Call, *ir.Atomic, *ir.Store:
			w = true
		case *ir.BuiltinCall:
			if x.Fn.Kind == builtins.KindBarrier {
				w = true
			}
			for _, a := range x.Args {
				if _, isRef := a.(ir.Ref); isRef {
					w = true
				}
			}
		}
		return !w
	})
	return w
}

// hasEffects reports whether evaluating e can change state (built-in
// calls count: a statement that is only a subgroup operation is kept).
func hasEffects(e ir.Expr) bool {
	eff := false
	ir.Inspect(e, func(n any) bool {
		switch n.(type) {
		case *ir.Call, *ir.BuiltinCall, *ir.Atomic, *ir.Seq, *ir.Store:
			eff = true
		}
		return !eff
	})
	return eff
}
