package opt

import (
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/constfold"
)

// rootLocal returns the local a reference path starts at, or nil.
func rootLocal(r ir.Ref) *ir.Local {
	if l, ok := ir.BaseOf(r).(*ir.LocalRef); ok {
		return l.Var
	}
	return nil
}

type localUse struct {
	total, reads, writes int
	wholeReads           int         // loads of the whole local
	whole                []*ir.Store // stores to the whole local
}

func countUses(f *ir.Function) map[*ir.Local]*localUse {
	uses := map[*ir.Local]*localUse{}
	get := func(l *ir.Local) *localUse {
		u := uses[l]
		if u == nil {
			u = &localUse{}
			uses[l] = u
		}
		return u
	}
	ir.Inspect(f.Body, func(n any) bool {
		switch n := n.(type) {
		case *ir.LocalRef:
			get(n.Var).total++
		case *ir.Load:
			if l := rootLocal(n.Ref); l != nil {
				get(l).reads++
				if _, ok := n.Ref.(*ir.LocalRef); ok {
					get(l).wholeReads++
				}
			}
		case *ir.Store:
			if l := rootLocal(n.Dst); l != nil {
				u := get(l)
				u.writes++
				if _, ok := n.Dst.(*ir.LocalRef); ok {
					u.whole = append(u.whole, n)
				}
			}
		}
		return true
	})
	return uses
}

// analyzeLocals finds the constant and the dead locals of f.
func (o *optimizer) analyzeLocals(f *ir.Function) {
	o.consts = map[*ir.Local]*ir.Const{}
	o.reads = map[*ir.Local]ir.Expr{}
	o.dead = map[*ir.Local]bool{}
	for l, u := range countUses(f) {
		other := u.total - u.reads - u.writes // out arguments, atomics, ...
		if other > 0 {
			continue
		}
		if u.reads == 0 {
			o.dead[l] = true
			continue
		}
		if r := forwardable(u); r != nil {
			o.reads[l] = r
			continue
		}
		if len(u.whole) == 0 || len(u.whole) != u.writes {
			continue
		}
		var k *ir.Const
		for _, s := range u.whole {
			c := constfold.As(s.Value)
			if c == nil || k != nil && !constfold.Same(c, k) {
				k = nil
				break
			}
			k = c
		}
		if k != nil {
			o.consts[l] = k
		}
	}
}

// pruneLocals drops the locals f no longer mentions.
func pruneLocals(f *ir.Function) bool {
	uses := countUses(f)
	kept := f.Locals[:0]
	for _, l := range f.Locals {
		if u := uses[l]; u != nil && u.total > 0 {
			kept = append(kept, l)
		}
	}
	removed := len(kept) != len(f.Locals)
	for i := len(kept); i < len(f.Locals); i++ {
		f.Locals[i] = nil
	}
	f.Locals = kept
	return removed
}

// pathValue rewrites a read through a reference path rooted at a constant
// variable into operations on the constant itself.
func pathValue(k *ir.Const, r ir.Ref) ir.Expr {
	switch x := r.(type) {
	case *ir.LocalRef:
		return constfold.At(k, x.Pos)
	case *ir.GlobalRef:
		return constfold.At(k, x.Pos)
	case *ir.FieldRef:
		return &ir.Extract{Pos: x.Pos, Base: pathValue(k, x.Base), Index: x.Field}
	case *ir.IndexRef:
		return &ir.DynExtract{Pos: x.Pos, Base: pathValue(k, x.Base), Index: x.Index}
	case *ir.SwizzleRef:
		return &ir.Swizzle{Pos: x.Pos, Base: pathValue(k, x.Base), Comps: x.Comps}
	}
	return nil
}

// dropStore replaces a store to a dead local by the side effects of its
// destination's index expressions and of its value, in evaluation order.
func dropStore(s *ir.Store) []ir.Stmt {
	var out []ir.Stmt
	var idx func(r ir.Ref)
	idx = func(r ir.Ref) {
		switch x := r.(type) {
		case *ir.FieldRef:
			idx(x.Base)
		case *ir.SwizzleRef:
			idx(x.Base)
		case *ir.IndexRef:
			idx(x.Base)
			if !pure(x.Index) {
				out = append(out, &ir.ExprStmt{Pos: x.Index.At(), X: x.Index})
			}
		}
	}
	idx(s.Dst)
	if !pure(s.Value) {
		out = append(out, &ir.ExprStmt{Pos: s.Pos, X: s.Value})
	}
	return out
}
