package sema

import (
	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/ir"
)

// stmtList checks statements in the current scope.
func (c *checker) stmtList(ss []ast.Stmt) []ir.Stmt {
	var out []ir.Stmt
	for _, s := range ss {
		out = append(out, c.stmt(s)...)
		if c.diags.Full() {
			break
		}
	}
	return out
}

// scoped checks a statement in a new scope and returns it as a block.
func (c *checker) scoped(s ast.Stmt) *ir.Block {
	c.push(scopeBlock)
	defer c.pop()
	var ss []ir.Stmt
	if b, ok := s.(*ast.BlockStmt); ok {
		ss = c.stmtList(b.Stmts)
	} else {
		ss = c.stmt(s)
	}
	return &ir.Block{Pos: c.irPos(s.Pos()), Stmts: ss}
}

// stmt checks one statement.
func (c *checker) stmt(s ast.Stmt) []ir.Stmt {
	p := c.irPos(s.Pos())
	switch s := s.(type) {
	case nil:
		return nil
	case *ast.BlockStmt:
		c.push(scopeBlock)
		ss := c.stmtList(s.Stmts)
		c.pop()
		return []ir.Stmt{&ir.Block{Pos: p, Stmts: ss}}
	case *ast.DeclStmt:
		return c.declStmt(s.Decl)
	case *ast.ExprStmt:
		if id, ok := s.X.(*ast.Ident); ok && (id.Name == "demote" || id.Name == "terminateInvocation") {
			if st, ok := c.demoteStmt(id); ok {
				return st
			}
		}
		return c.exprStmt(s.X)
	case *ast.EmptyStmt:
		return nil
	case *ast.IfStmt:
		cond := c.condition(s.Cond, "if")
		then := c.scoped(s.Then)
		var els *ir.Block
		if s.Else != nil {
			els = c.scoped(s.Else)
		}
		if cond == nil {
			return nil
		}
		return []ir.Stmt{&ir.If{Pos: p, Cond: cond, Then: then, Else: els}}
	case *ast.SwitchStmt:
		return c.switchStmt(s)
	case *ast.CaseStmt:
		c.errorf(s.Loc, "case label outside a switch")
		return nil
	case *ast.WhileStmt:
		c.push(scopeBlock)
		defer c.pop()
		var pre []ir.Stmt
		var cond ir.Expr
		if s.CondVar != nil {
			pre, cond = c.condVar(s.CondVar)
		} else {
			cond = c.condition(s.Cond, "while")
		}
		body := c.loopBody(s.Body)
		if cond == nil {
			return nil
		}
		if len(pre) > 0 {
			cond = &ir.Seq{Pos: p, Stmts: pre, Value: cond}
		}
		return []ir.Stmt{&ir.Loop{Pos: p, Cond: cond, Body: body}}
	case *ast.DoStmt:
		body := c.loopBody(s.Body)
		cond := c.condition(s.Cond, "do-while")
		if cond == nil {
			return nil
		}
		return []ir.Stmt{&ir.Loop{Pos: p, Cond: cond, PostTest: true, Body: body}}
	case *ast.ForStmt:
		return c.forStmt(s)
	case *ast.JumpStmt:
		switch s.Kind {
		case ast.Break:
			if c.fn.breakable == 0 {
				c.errorf(s.Loc, "'break' must be inside a loop or switch")
				return nil
			}
			return []ir.Stmt{&ir.Break{Pos: p}}
		case ast.Continue:
			if c.fn.loops == 0 {
				c.errorf(s.Loc, "'continue' must be inside a loop")
				return nil
			}
			return []ir.Stmt{&ir.Continue{Pos: p}}
		default:
			if c.opts.Stage != ir.Fragment {
				c.errorf(s.Loc, "'discard' is not allowed in %s (only in fragment shaders)", c.stageName())
				return nil
			}
			return []ir.Stmt{&ir.Discard{Pos: p}}
		}
	case *ast.ReturnStmt:
		return c.returnStmt(s)
	}
	c.errorf(s.Pos(), "unsupported statement")
	return nil
}

func (c *checker) declStmt(d ast.Decl) []ir.Stmt {
	switch d := d.(type) {
	case *ast.VarDecl:
		return c.varDecl(d, false)
	case *ast.StructDecl:
		if d.Quals != nil && (d.Quals.Storage != 0 || len(d.Quals.Layout) > 0) {
			c.errorf(d.Quals.Loc, "a struct definition cannot have qualifiers")
		}
		c.structDecl(d.Struct)
		return nil
	case *ast.PrecisionDecl:
		c.precisionDecl(d)
		return nil
	case *ast.FuncDecl:
		if d.Body != nil {
			c.errorf(d.Loc, "functions cannot be defined inside functions")
			return nil
		}
		// A prototype inside a function declares the function globally.
		saved, savedScope := c.fn, c.scope
		c.scope = c.global
		c.funcDecl(d)
		c.fn, c.scope = saved, savedScope
		return nil
	case *ast.BlockDecl:
		c.errorf(d.Loc, "blocks must be declared at global scope")
		return nil
	case *ast.QualifierDecl:
		c.errorf(d.Loc, "this declaration is only allowed at global scope")
		return nil
	}
	return nil
}

// condition checks a bool condition.
func (c *checker) condition(e ast.Expr, what string) ir.Expr {
	o := c.expr(e)
	if o.bad() {
		return nil
	}
	if o.typ != ir.Bool {
		c.errorf(e.Pos(), "the condition of %s must be a bool scalar, not %s", what, typeName(o.typ))
		return nil
	}
	return c.value(o)
}

// condVar checks a declaration used as a loop condition (while (bool b =
// f())); it returns the statements that initialize it and the value.
func (c *checker) condVar(d *ast.VarDecl) ([]ir.Stmt, ir.Expr) {
	if len(d.Vars) != 1 {
		return nil, nil
	}
	pre := c.varDecl(d, false)
	sym := c.scope.names[d.Vars[0].Name]
	if sym == nil || sym.typ == nil {
		return nil, nil
	}
	if sym.typ != ir.Bool {
		c.errorf(d.Vars[0].Loc, "the condition must be a bool, not %s", typeName(sym.typ))
		return nil, nil
	}
	return pre, c.value(c.symOperand(sym, d.Vars[0].Loc))
}

func (c *checker) loopBody(s ast.Stmt) *ir.Block {
	c.fn.loops++
	c.fn.breakable++
	defer func() { c.fn.loops--; c.fn.breakable-- }()
	return c.scoped(s)
}

func (c *checker) forStmt(s *ast.ForStmt) []ir.Stmt {
	p := c.irPos(s.Loc)
	c.push(scopeBlock)
	defer c.pop()
	var out []ir.Stmt
	if s.Init != nil {
		out = append(out, c.stmt(s.Init)...)
	}
	var pre []ir.Stmt
	var cond ir.Expr
	ok := true
	switch {
	case s.CondVar != nil:
		pre, cond = c.condVar(s.CondVar)
		ok = cond != nil
	case s.Cond != nil:
		cond = c.condition(s.Cond, "for")
		ok = cond != nil
	}
	var cont *ir.Block
	if s.Post != nil {
		cont = &ir.Block{Pos: c.irPos(s.Post.Pos()), Stmts: c.exprStmt(s.Post)}
	}
	body := c.loopBody(s.Body)
	if !ok {
		return nil
	}
	if len(pre) > 0 {
		cond = &ir.Seq{Pos: p, Stmts: pre, Value: cond}
	}
	out = append(out, &ir.Loop{Pos: p, Cond: cond, Body: body, Continue: cont})
	return []ir.Stmt{&ir.Block{Pos: p, Stmts: out}}
}

func (c *checker) returnStmt(s *ast.ReturnStmt) []ir.Stmt {
	p := c.irPos(s.Loc)
	ret := c.fn.sym.ret
	if s.Result == nil {
		if ret != ir.Void {
			c.errorf(s.Loc, "'return' needs a value of type %s", typeName(ret))
			return nil
		}
		return []ir.Stmt{&ir.Return{Pos: p}}
	}
	o := c.expr(s.Result)
	if o.bad() {
		return nil
	}
	if ret == ir.Void {
		if o.typ == ir.Void {
			// return f(); in a void function
			return append(c.exprStmtOf(o, s.Result), &ir.Return{Pos: p})
		}
		c.errorf(s.Loc, "a void function cannot return a value")
		return nil
	}
	v, ok := c.implicit(o, ret, s.Result.Pos(), "return")
	if !ok {
		return nil
	}
	return []ir.Stmt{&ir.Return{Pos: p, Value: v}}
}

// exprStmtOf turns a checked void operand into statements.
func (c *checker) exprStmtOf(o operand, e ast.Expr) []ir.Stmt {
	if s, ok := o.val.(*ir.Seq); ok && o.typ == ir.Void {
		return s.Stmts
	}
	if o.val == nil {
		return nil
	}
	return []ir.Stmt{&ir.ExprStmt{Pos: c.irPos(e.Pos()), X: o.val}}
}

// switchStmt checks a switch.
func (c *checker) switchStmt(s *ast.SwitchStmt) []ir.Stmt {
	p := c.irPos(s.Loc)
	tag := c.expr(s.Tag)
	ok := !tag.bad()
	if ok && (!tag.typ.IsInteger() || !tag.typ.IsScalar()) {
		c.errorf(s.Tag.Pos(), "the switch expression must be an integer scalar, not %s", typeName(tag.typ))
		ok = false
	}
	c.push(scopeBlock)
	defer c.pop()
	c.fn.breakable++
	defer func() { c.fn.breakable-- }()
	var cases []*ir.Case
	var cur *ir.Case
	seen := map[int64]bool{}
	hasDefault := false
	open := false // the current case has no statements yet
	for _, st := range s.Body.Stmts {
		cs, isCase := st.(*ast.CaseStmt)
		if !isCase {
			if cur == nil {
				c.errorf(st.Pos(), "statements in a switch must follow a case label")
				c.stmt(st)
				continue
			}
			cur.Body.Stmts = append(cur.Body.Stmts, c.stmt(st)...)
			open = false
			continue
		}
		if cur == nil || !open {
			cur = &ir.Case{Pos: c.irPos(cs.Loc), Body: &ir.Block{Pos: c.irPos(cs.Loc)}}
			cases = append(cases, cur)
			open = true
		}
		if cs.Value == nil {
			if hasDefault {
				c.errorf(cs.Loc, "more than one default label in a switch")
				continue
			}
			hasDefault = true
			cur.Default = true
			continue
		}
		lo := c.expr(cs.Value)
		if lo.bad() {
			continue
		}
		if lo.konst == nil || !lo.typ.IsInteger() || !lo.typ.IsScalar() {
			c.errorf(cs.Value.Pos(), "a case label must be a constant integer expression")
			continue
		}
		if ok && lo.typ != tag.typ {
			if c.convRank(lo.typ, tag.typ) == rankNone && c.convRank(tag.typ, lo.typ) == rankNone {
				c.errorf(cs.Value.Pos(), "case label of type %s does not match the switch expression of type %s", typeName(lo.typ), typeName(tag.typ))
				continue
			}
		}
		v := lo.konst.Int()
		if ok && tag.typ.IsUint() {
			v = int64(ir.ConstUint(tag.typ, lo.konst.Bits).Bits)
		}
		if seen[v] {
			c.errorf(cs.Value.Pos(), "duplicate case label %d", v)
			continue
		}
		seen[v] = true
		cur.Values = append(cur.Values, v)
	}
	if !ok {
		return nil
	}
	// Cases whose labels were all rejected are dropped.
	var kept []*ir.Case
	for _, k := range cases {
		if len(k.Values) > 0 || k.Default {
			kept = append(kept, k)
		}
	}
	sel := c.value(tag)
	if len(kept) == 0 {
		return []ir.Stmt{&ir.ExprStmt{Pos: p, X: sel}}
	}
	return []ir.Stmt{&ir.Switch{Pos: p, Selector: sel, Cases: kept}}
}
