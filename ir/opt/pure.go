package opt

import (
	"github.com/glslc-nv/glslc-nv/ir"
)

// pure reports whether evaluating e has no effect besides its value, so
// that it may be dropped when the value is unused. User calls, atomics,
// Seq (which stores), volatile loads and built-ins other than the
// GLSL.std.450 math functions without out parameters count as effects
// (subgroup operations and barriers are about other invocations).
func pure(e ir.Expr) bool {
	ok := true
	ir.Inspect(e, func(n any) bool {
		switch n := n.(type) {
		case *ir.Call, *ir.Atomic, *ir.Seq:
			ok = false
		case *ir.BuiltinCall:
			if !n.Fn.Pure {
				ok = false
			}
			for _, a := range n.Args {
				if _, isRef := a.(ir.Ref); isRef {
					ok = false
				}
			}
		case *ir.GlobalRef:
			if n.Var.Access&ir.Volatile != 0 {
				ok = false
			}
		}
		return ok
	})
	return ok
}

// effects returns the subexpressions of e, in evaluation order, that must
// still be evaluated when e's value is unused: nothing when e is pure, e
// itself when it has effects of its own or evaluates lazily, else the
// effects of its operands (all of which it evaluates).
func effects(e ir.Expr) []ir.Expr {
	if pure(e) {
		return nil
	}
	var ops []ir.Expr
	switch x := e.(type) {
	case *ir.Unary:
		ops = []ir.Expr{x.X}
	case *ir.Binary:
		ops = []ir.Expr{x.X, x.Y}
	case *ir.Convert:
		ops = []ir.Expr{x.X}
	case *ir.Construct:
		ops = x.Args
	case *ir.Splat:
		ops = []ir.Expr{x.X}
	case *ir.Extract:
		ops = []ir.Expr{x.Base}
	case *ir.DynExtract:
		ops = []ir.Expr{x.Base, x.Index}
	case *ir.Insert:
		ops = []ir.Expr{x.Base, x.Value}
	case *ir.Swizzle:
		ops = []ir.Expr{x.Base}
	case *ir.Select:
		ops = []ir.Expr{x.Cond, x.X, x.Y}
	case *ir.ShortCircuit:
		if pure(x.Y) {
			ops = []ir.Expr{x.X} // Y's value is all it gives
		}
	}
	if ops == nil {
		return []ir.Expr{e}
	}
	var out []ir.Expr
	for _, op := range ops {
		out = append(out, effects(op)...)
	}
	return out
}

// jumps reports whether a statement list ends in an unconditional jump
// (return, break, continue, or an if whose both arms end in one), so that
// anything after it is unreachable.
func jumps(stmts []ir.Stmt) bool {
	if len(stmts) == 0 {
		return false
	}
	switch s := stmts[len(stmts)-1].(type) {
	case *ir.Return, *ir.Break, *ir.Continue:
		return true
	case *ir.Discard:
		return !s.Demote
	case *ir.Block:
		return jumps(s.Stmts)
	case *ir.If:
		return s.Else != nil && jumps(s.Then.Stmts) && jumps(s.Else.Stmts)
	}
	return false
}

// breaksOut reports whether stmts contain a Break that leaves the
// enclosing construct (not one inside a nested loop or switch), or, when
// cont is set, a Continue that belongs to the enclosing loop.
func breaksOut(stmts []ir.Stmt, cont bool) bool {
	found := false
	var walk func(n any) bool
	walk = func(n any) bool {
		if found {
			return false
		}
		switch n := n.(type) {
		case *ir.Break:
			found = true
		case *ir.Continue:
			found = found || cont
		case *ir.Loop:
			return false // its breaks and continues are its own
		case *ir.Switch:
			// Its breaks are its own; a continue inside still leaves to
			// the enclosing loop.
			if cont {
				for _, c := range n.Cases {
					ir.Inspect(c.Body, func(m any) bool {
						switch m.(type) {
						case *ir.Continue:
							found = true
						case *ir.Loop:
							return false
						}
						return !found
					})
				}
			}
			return false
		case ir.Expr:
			return false // Seq may not jump
		}
		return !found
	}
	for _, s := range stmts {
		ir.Inspect(s, walk)
	}
	return found
}
