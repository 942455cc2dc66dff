package ir

// Inspect walks a statement or expression tree in depth-first order,
// calling f for every Stmt and Expr (and *Case); when f returns false the
// node's children are skipped.
func Inspect(n any, f func(any) bool) {
	if n == nil || !f(n) {
		return
	}
	var sub []any
	switch n := n.(type) {
	case *Block:
		if n == nil {
			return
		}
		for _, s := range n.Stmts {
			sub = append(sub, s)
		}
	case *ExprStmt:
		sub = append(sub, n.X)
	case *Store:
		sub = append(sub, n.Dst, n.Value)
	case *If:
		sub = append(sub, n.Cond, n.Then)
		if n.Else != nil {
			sub = append(sub, n.Else)
		}
	case *Loop:
		if n.Cond != nil {
			sub = append(sub, n.Cond)
		}
		sub = append(sub, n.Body)
		if n.Continue != nil {
			sub = append(sub, n.Continue)
		}
	case *Switch:
		sub = append(sub, n.Selector)
		for _, c := range n.Cases {
			sub = append(sub, c)
		}
	case *Case:
		sub = append(sub, n.Body)
	case *Printf:
		for _, a := range n.Args {
			sub = append(sub, a)
		}
	case *Return:
		if n.Value != nil {
			sub = append(sub, n.Value)
		}
	case *FieldRef:
		sub = append(sub, n.Base)
	case *IndexRef:
		sub = append(sub, n.Base, n.Index)
	case *SwizzleRef:
		sub = append(sub, n.Base)
	case *DerefRef:
		sub = append(sub, n.Ptr)
	case *Load:
		sub = append(sub, n.Ref)
	case *Unary:
		sub = append(sub, n.X)
	case *Binary:
		sub = append(sub, n.X, n.Y)
	case *ShortCircuit:
		sub = append(sub, n.X, n.Y)
	case *Convert:
		sub = append(sub, n.X)
	case *Construct:
		for _, a := range n.Args {
			sub = append(sub, a)
		}
	case *Splat:
		sub = append(sub, n.X)
	case *Extract:
		sub = append(sub, n.Base)
	case *DynExtract:
		sub = append(sub, n.Base, n.Index)
	case *Insert:
		sub = append(sub, n.Base, n.Value)
	case *Swizzle:
		sub = append(sub, n.Base)
	case *Select:
		sub = append(sub, n.Cond, n.X, n.Y)
	case *Cond:
		sub = append(sub, n.Cond, n.X, n.Y)
	case *Call:
		for _, a := range n.Args {
			sub = append(sub, a)
		}
	case *BuiltinCall:
		for _, a := range n.Args {
			sub = append(sub, a)
		}
	case *ArrayLength:
		sub = append(sub, n.Ref)
	case *Atomic:
		sub = append(sub, n.Ref)
		if n.Value != nil {
			sub = append(sub, n.Value)
		}
		if n.Comparator != nil {
			sub = append(sub, n.Comparator)
		}
	case *Seq:
		for _, s := range n.Stmts {
			sub = append(sub, s)
		}
		sub = append(sub, n.Value)
	}
	for _, s := range sub {
		if s != nil {
			Inspect(s, f)
		}
	}
}
