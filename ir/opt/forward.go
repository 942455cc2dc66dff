package opt

import (
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
	"github.com/glslc-nv/glslc-nv/ir/constfold"
)

// Forwarding of stable values: a local whose every store writes the same
// read of a built-in input (uint i = gl_GlobalInvocationID.x;) can be
// replaced by that read wherever it is loaded, since inputs do not change
// during an invocation. The read is repeated at each use, so it is done
// only where that is no bigger: a whole input (one load), or a part of one
// (an access chain and a load) read at most maxForwardUses times.

const maxForwardUses = 2

// stableRead reports whether e is a Load of a built-in input, whole or
// through members, constant indices and swizzles, and whether it is the
// whole input.
func stableRead(e ir.Expr) (ok, whole bool) {
	ld, isLoad := e.(*ir.Load)
	if !isLoad {
		return false, false
	}
	r := ld.Ref
	_, whole = r.(*ir.GlobalRef)
	for {
		switch x := r.(type) {
		case *ir.GlobalRef:
			// Derived built-ins (gl_ThreadInWarpNV ...) are computed at
			// each read: repeating them costs instructions.
			return x.Var.Storage == ir.StorageInput && !builtins.VarByID(x.Var.Builtin).Derived, whole
		case *ir.FieldRef:
			r = x.Base
		case *ir.SwizzleRef:
			r = x.Base
		case *ir.IndexRef:
			if constfold.As(x.Index) == nil {
				return false, false
			}
			r = x.Base
		default:
			return false, false
		}
	}
}

// sameRead reports whether two stable reads read the same thing.
func sameRead(a, b ir.Expr) bool {
	return sameRef(a.(*ir.Load).Ref, b.(*ir.Load).Ref)
}

func sameRef(a, b ir.Ref) bool {
	switch x := a.(type) {
	case *ir.GlobalRef:
		y, ok := b.(*ir.GlobalRef)
		return ok && x.Var == y.Var
	case *ir.FieldRef:
		y, ok := b.(*ir.FieldRef)
		return ok && x.Field == y.Field && sameRef(x.Base, y.Base)
	case *ir.IndexRef:
		y, ok := b.(*ir.IndexRef)
		return ok && constfold.Same(constfold.As(x.Index), constfold.As(y.Index)) && sameRef(x.Base, y.Base)
	case *ir.SwizzleRef:
		y, ok := b.(*ir.SwizzleRef)
		if !ok || len(x.Comps) != len(y.Comps) || !sameRef(x.Base, y.Base) {
			return false
		}
		for i := range x.Comps {
			if x.Comps[i] != y.Comps[i] {
				return false
			}
		}
		return true
	}
	return false
}

// cloneRead copies a stable read for another use, at position p.
func cloneRead(e ir.Expr, p ir.Pos) ir.Expr {
	ld := e.(*ir.Load)
	return &ir.Load{Pos: p, Ref: cloneRef(ld.Ref, p), RMW: ld.RMW}
}

func cloneRef(r ir.Ref, p ir.Pos) ir.Ref {
	switch x := r.(type) {
	case *ir.GlobalRef:
		return &ir.GlobalRef{Pos: p, Var: x.Var}
	case *ir.FieldRef:
		return &ir.FieldRef{Pos: p, Base: cloneRef(x.Base, p), Field: x.Field}
	case *ir.IndexRef:
		return &ir.IndexRef{Pos: p, Base: cloneRef(x.Base, p), Index: constfold.At(constfold.As(x.Index), p)}
	case *ir.SwizzleRef:
		return &ir.SwizzleRef{Pos: p, Base: cloneRef(x.Base, p), Comps: append([]int(nil), x.Comps...)}
	}
	return r
}

// forwardable returns the stable read every store of a local writes, when
// forwarding it to every load is worth it.
func forwardable(u *localUse) ir.Expr {
	if len(u.whole) == 0 || len(u.whole) != u.writes || u.wholeReads != u.reads {
		return nil
	}
	first := u.whole[0].Value
	ok, whole := stableRead(first)
	if !ok || !whole && u.reads > maxForwardUses {
		return nil
	}
	for _, s := range u.whole[1:] {
		if ok, _ := stableRead(s.Value); !ok || !sameRead(first, s.Value) {
			return nil
		}
	}
	return first
}
