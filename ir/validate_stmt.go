package ir

func (v *validator) function(f *Function) {
	v.fn = f
	v.locals = map[*Local]bool{}
	v.params = map[*Param]bool{}
	v.typ(f.Ret, "return type")
	for _, p := range f.Params {
		v.typ(p.Type, "parameter "+p.Name)
		if p.Type == Void || p.Type.kind == KindRuntimeArray {
			v.errf("parameter %s has type %s", p.Name, p.Type)
		}
		v.params[p] = true
	}
	for _, l := range f.Locals {
		v.typ(l.Type, "local "+l.Name)
		if l.Type == Void || l.Type.kind == KindRuntimeArray {
			v.errf("local %s has type %s", l.Name, l.Type)
		}
		v.locals[l] = true
	}
	if f.Body == nil {
		v.errf("no body")
		return
	}
	v.loops, v.breakable, v.inCont = 0, 0, 0
	v.block(f.Body)
}

func (v *validator) block(b *Block) {
	if b == nil {
		return
	}
	for _, s := range b.Stmts {
		v.stmt(s)
	}
}

func (v *validator) stmt(s Stmt) {
	switch s := s.(type) {
	case *Block:
		v.block(s)
	case *ExprStmt:
		v.expr(s.X)
	case *Store:
		v.ref(s.Dst)
		v.value(s.Value)
		if s.Dst != nil && s.Value != nil && s.Dst.Type() != s.Value.Type() {
			v.errf("store of %s to %s of type %s", s.Value.Type(), exprString(s.Dst), s.Dst.Type())
		}
		if sw, ok := s.Dst.(*SwizzleRef); ok && hasRepeats(sw.Comps) {
			v.errf("store to a swizzle with repeated components")
		}
		if root := RootOf(s.Dst); root != nil && (root.Storage == StorageInput || root.Storage == StorageUniform || root.Storage == StoragePushConstant) {
			v.errf("store to read-only %s variable %s", root.Storage, root.Name)
		}
	case *If:
		v.cond(s.Cond)
		if s.Then == nil {
			v.errf("if without then block")
		}
		v.block(s.Then)
		v.block(s.Else)
	case *Loop:
		if s.Control&^(Unroll|DontUnroll) != 0 || s.Control == Unroll|DontUnroll {
			v.errf("loop control 0x%x (Unroll or DontUnroll only)", uint32(s.Control))
		}
		if s.Cond != nil {
			v.cond(s.Cond)
		} else if s.PostTest {
			v.errf("post-tested loop without a condition")
		}
		v.loops++
		v.breakable++
		saved := v.inCont
		v.inCont = 0
		v.block(s.Body)
		v.inCont = 1
		v.block(s.Continue)
		v.inCont = saved
		v.loops--
		v.breakable--
	case *Switch:
		v.value(s.Selector)
		if s.Selector != nil && (!s.Selector.Type().IsInteger() || !s.Selector.Type().IsScalar()) {
			v.errf("switch selector of type %s", s.Selector.Type())
		}
		seen := map[int64]bool{}
		defaults := 0
		for _, c := range s.Cases {
			for _, x := range c.Values {
				if seen[x] {
					v.errf("duplicate case label %d", x)
				}
				seen[x] = true
			}
			if c.Default {
				defaults++
			}
			if len(c.Values) == 0 && !c.Default {
				v.errf("case with no labels")
			}
		}
		if defaults > 1 {
			v.errf("switch with %d defaults", defaults)
		}
		v.breakable++
		for _, c := range s.Cases {
			v.block(c.Body)
		}
		v.breakable--
	case *Break:
		if v.breakable == 0 || v.inCont > 0 {
			v.errf("break outside a loop or switch body")
		}
	case *Continue:
		if v.loops == 0 || v.inCont > 0 {
			v.errf("continue outside a loop body")
		}
	case *Printf:
		for _, a := range s.Args {
			v.value(a)
			if a == nil {
				continue
			}
			if t := a.Type(); t.Components() == 0 || !(t.IsInteger() || t.IsFloat()) {
				v.errf("printf argument %s of type %s (want an integer or float scalar or vector)", exprString(a), t)
			}
		}
	case *Discard:
		if v.m.Entry != nil && v.m.Entry.Stage != Fragment {
			v.errf("discard or demote in a %s shader", v.m.Entry.Stage)
		}
	case *Return:
		if v.inCont > 0 {
			v.errf("return inside a continue block or Seq")
		}
		if v.fn == nil {
			return
		}
		if s.Value == nil {
			if v.fn.Ret != Void {
				v.errf("return without a value in a %s function", v.fn.Ret)
			}
		} else {
			v.value(s.Value)
			if s.Value.Type() != v.fn.Ret {
				v.errf("return of %s in a %s function", s.Value.Type(), v.fn.Ret)
			}
		}
	case nil:
		v.errf("nil statement")
	default:
		v.errf("unknown statement %T", s)
	}
}

func hasRepeats(cs []int) bool {
	seen := map[int]bool{}
	for _, c := range cs {
		if seen[c] {
			return true
		}
		seen[c] = true
	}
	return false
}

// BaseOf returns the reference a reference path starts from: the
// GlobalRef, LocalRef, ParamRef or DerefRef under its fields, indices and
// swizzles.
func BaseOf(r Ref) Ref {
	for {
		switch x := r.(type) {
		case *FieldRef:
			r = x.Base
		case *IndexRef:
			r = x.Base
		case *SwizzleRef:
			r = x.Base
		default:
			return r
		}
	}
}

// RootOf returns the global variable a reference path starts from, or nil
// for locals and parameters.
func RootOf(r Ref) *Global {
	if g, ok := BaseOf(r).(*GlobalRef); ok {
		return g.Var
	}
	return nil
}
