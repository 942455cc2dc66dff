package opt

import (
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/constfold"
)

// stmts simplifies a statement list: each statement in turn, nested blocks
// flattened, and whatever follows an unconditional jump dropped.
func (o *optimizer) stmts(in []ir.Stmt) []ir.Stmt {
	out := make([]ir.Stmt, 0, len(in))
	for i, s := range in {
		out = append(out, o.stmt(s)...)
		if jumps(out) {
			if i < len(in)-1 {
				o.changed = true
			}
			break
		}
	}
	return out
}

func (o *optimizer) block(b *ir.Block) *ir.Block {
	if b != nil {
		b.Stmts = o.stmts(b.Stmts)
	}
	return b
}

// stmt simplifies one statement into the statements that replace it.
func (o *optimizer) stmt(s ir.Stmt) []ir.Stmt {
	switch s := s.(type) {
	case *ir.Block:
		return o.stmts(s.Stmts)
	case *ir.ExprStmt:
		s.X = o.expr(s.X)
		parts := effects(s.X)
		if len(parts) == 1 && parts[0] == s.X {
			break
		}
		// Only the parts with effects of an unused value remain.
		o.changed = true
		out := make([]ir.Stmt, len(parts))
		for i, p := range parts {
			out[i] = &ir.ExprStmt{Pos: p.At(), X: p}
		}
		return out
	case *ir.Store:
		if l := rootLocal(s.Dst); l != nil && o.dead[l] || o.globals.dead[ir.RootOf(s.Dst)] {
			o.changed = true
			return o.stmts(dropStore(s))
		}
		s.Dst = o.ref(s.Dst)
		s.Value = o.expr(s.Value)
	case *ir.If:
		return o.ifStmt(s)
	case *ir.Loop:
		return o.loop(s)
	case *ir.Switch:
		return o.switchStmt(s)
	case *ir.Printf:
		// Never removed: printing is an effect.
		for i, a := range s.Args {
			s.Args[i] = o.expr(a)
		}
	case *ir.Return:
		if s.Value != nil {
			s.Value = o.expr(s.Value)
		}
	}
	return []ir.Stmt{s}
}

func (o *optimizer) ifStmt(s *ir.If) []ir.Stmt {
	s.Cond = o.expr(s.Cond)
	if c := constfold.As(s.Cond); c != nil {
		o.changed = true
		if constfold.Bits(c) != 0 {
			return o.stmts(s.Then.Stmts)
		}
		if s.Else == nil {
			return nil
		}
		return o.stmts(s.Else.Stmts)
	}
	s.Then = o.block(s.Then)
	s.Else = o.block(s.Else)
	if s.Else != nil && len(s.Else.Stmts) == 0 {
		s.Else = nil
		o.changed = true
	}
	if len(s.Then.Stmts) == 0 {
		if s.Else == nil {
			o.changed = true
			if pure(s.Cond) {
				return nil
			}
			return []ir.Stmt{&ir.ExprStmt{Pos: s.Pos, X: s.Cond}}
		}
		// if (c) {} else {B}  ->  if (!c) {B}
		o.changed = true
		s.Cond = &ir.Unary{Pos: s.Cond.At(), Op: ir.LogicalNot, X: s.Cond}
		s.Then, s.Else = s.Else, nil
	}
	return []ir.Stmt{s}
}

func (o *optimizer) loop(s *ir.Loop) []ir.Stmt {
	if s.Cond != nil {
		s.Cond = o.expr(s.Cond)
	}
	if c := constfold.As(s.Cond); c != nil {
		switch {
		case constfold.Bits(c) != 0:
			o.changed = true
			s.Cond = nil // an endless loop, left by break or return
		case !s.PostTest:
			o.changed = true
			return nil // the body never runs
		case !breaksOut(s.Body.Stmts, true):
			// do { B } while (false) without break or continue is B.
			o.changed = true
			out := o.stmts(s.Body.Stmts)
			if s.Continue != nil && !jumps(out) {
				out = append(out, o.stmts(s.Continue.Stmts)...)
			}
			return out
		}
	}
	s.Body = o.block(s.Body)
	s.Continue = o.block(s.Continue)
	if s.Continue != nil && len(s.Continue.Stmts) == 0 {
		s.Continue = nil
	}
	return []ir.Stmt{s}
}

func (o *optimizer) switchStmt(s *ir.Switch) []ir.Stmt {
	s.Selector = o.expr(s.Selector)
	for _, c := range s.Cases {
		c.Body = o.block(c.Body)
	}
	k := constfold.As(s.Selector)
	if k == nil {
		return []ir.Stmt{s}
	}
	w := k.Typ.Width()
	chosen := -1
	for i, c := range s.Cases {
		for _, v := range c.Values {
			if constfold.Mask(uint64(v), w) == constfold.Bits(k) {
				chosen = i
			}
		}
	}
	if chosen < 0 {
		for i, c := range s.Cases {
			if c.Default {
				chosen = i
			}
		}
	}
	if chosen < 0 {
		o.changed = true
		return nil // no case runs
	}
	// The chosen case and the ones it falls through into.
	var body []ir.Stmt
	for _, c := range s.Cases[chosen:] {
		body = append(body, c.Body.Stmts...)
		if jumps(body) {
			break
		}
	}
	if n := len(body); n > 0 {
		if _, ok := body[n-1].(*ir.Break); ok {
			body = body[:n-1]
		}
	}
	if breaksOut(body, false) {
		return []ir.Stmt{s} // a nested break still needs the switch
	}
	o.changed = true
	return body
}

// ref simplifies the index expressions of a reference path.
func (o *optimizer) ref(r ir.Ref) ir.Ref {
	switch x := r.(type) {
	case *ir.FieldRef:
		x.Base = o.ref(x.Base)
	case *ir.IndexRef:
		x.Base = o.ref(x.Base)
		x.Index = o.expr(x.Index)
	case *ir.SwizzleRef:
		x.Base = o.ref(x.Base)
	case *ir.DerefRef:
		x.Ptr = o.expr(x.Ptr)
	}
	return r
}
