package sema

import (
	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/ir"
)

// index checks x[i].
func (c *checker) index(x *ast.IndexExpr) operand {
	base := c.expr(x.X)
	idx := c.expr(x.Index)
	if base.bad() || idx.bad() {
		return badOp
	}
	if !idx.typ.IsInteger() || !idx.typ.IsScalar() {
		c.errorf(x.Loc, "array index must be an integer scalar, not %s", typeName(idx.typ))
		return badOp
	}
	t := base.typ
	var elem *ir.Type
	length := 0
	switch t.Kind() {
	case ir.KindArray:
		elem, length = t.Elem(), t.Len()
		if t.LenSpec() != nil {
			length = 0
		}
	case ir.KindRuntimeArray:
		elem = t.Elem()
	case ir.KindVector, ir.KindMatrix:
		elem, length = t.Elem(), t.Len()
	case ir.KindCoopMat:
		elem = t.Elem()
	default:
		c.errorf(x.Loc, "'[]' cannot index a value of type %s", typeName(t))
		return badOp
	}
	if idx.konst != nil {
		v := idx.konst.Int()
		if idx.typ.IsUint() {
			v = int64(idx.konst.Bits)
		}
		if v < 0 || (length > 0 && v >= int64(length)) {
			c.errorf(x.Loc, "index %d is out of range for %s", v, typeName(t))
			return badOp
		}
	}
	p := c.irPos(x.Loc)
	iv := c.value(idx)
	r := operand{typ: elem, pos: x.Loc, readonly: base.readonly, name: base.name, writeonly: base.writeonly}
	if base.ref != nil && base.konst == nil {
		if sw, ok := base.ref.(*ir.SwizzleRef); ok {
			// Indexing a swizzle: select one of its components.
			if idx.konst == nil {
				r.val = &ir.DynExtract{Pos: p, Base: c.value(base), Index: iv}
				r.readonly = "a swizzle cannot be indexed dynamically for writing"
				return r
			}
			r.ref = &ir.SwizzleRef{Pos: p, Base: sw.Base, Comps: []int{sw.Comps[idx.konst.Bits]}}
			return r
		}
		r.ref = &ir.IndexRef{Pos: p, Base: base.ref, Index: iv}
		return r
	}
	if t.Kind() == ir.KindRuntimeArray {
		c.errorf(x.Loc, "a runtime-sized array can only be indexed in memory")
		return badOp
	}
	if t.Kind() == ir.KindCoopMat {
		// An element of a cooperative-matrix value: through a temporary
		// (SPIR-V indexes cooperative matrices only through pointers).
		if c.fn == nil {
			c.errorf(x.Loc, "a cooperative matrix cannot be indexed outside a function")
			return badOp
		}
		tmp := c.newTemp("coop", t)
		st := &ir.Store{Pos: p, Dst: &ir.LocalRef{Var: tmp}, Value: c.value(base)}
		ld := &ir.Load{Pos: p, Ref: &ir.IndexRef{Pos: p, Base: &ir.LocalRef{Var: tmp}, Index: iv}}
		return c.valOp(&ir.Seq{Pos: p, Stmts: []ir.Stmt{st}, Value: ld}, elem, x.Loc)
	}
	bv := c.value(base)
	if idx.konst != nil {
		r = c.valOp(&ir.Extract{Pos: p, Base: bv, Index: int(idx.konst.Bits)}, elem, x.Loc)
	} else {
		r = c.valOp(&ir.DynExtract{Pos: p, Base: bv, Index: iv}, elem, x.Loc)
	}
	r.spec = r.konst == nil && specOf(base, idx) && idx.konst != nil
	return r
}

// swizzle sets.
var swizzleSets = []string{"xyzw", "rgba", "stpq"}

// parseSwizzle reads a swizzle; ok is false when name is not one.
func parseSwizzle(name string) ([]int, bool) {
	if len(name) == 0 || len(name) > 4 {
		return nil, false
	}
	for _, set := range swizzleSets {
		var comps []int
		for _, ch := range name {
			i := indexRune(set, ch)
			if i < 0 {
				comps = nil
				break
			}
			comps = append(comps, i)
		}
		if comps != nil {
			return comps, true
		}
	}
	return nil, false
}

func indexRune(s string, r rune) int {
	for i, ch := range s {
		if ch == r {
			return i
		}
	}
	return -1
}

// field checks x.name: a struct or block member, or a swizzle.
func (c *checker) field(x *ast.FieldExpr) operand {
	if o, ok := c.arrayedField(x); ok {
		return o
	}
	if id, ok := x.X.(*ast.Ident); ok {
		if sym, _ := c.scope.lookup(id.Name); sym != nil && sym.ioMembers != nil {
			sym.used = true
			m := sym.ioMembers[x.Name]
			if m == nil {
				c.errorf(x.Loc, "'%s' is not a member of block '%s'", x.Name, id.Name)
				return badOp
			}
			m.used = true
			return c.symOperand(m, x.Loc)
		}
	}
	base := c.expr(x.X)
	if base.bad() {
		return badOp
	}
	t := base.typ
	p := c.irPos(x.Loc)
	if t.Kind() == ir.KindReference {
		var ok bool
		if base, ok = c.deref(base, x.Loc); !ok {
			return badOp
		}
		t = base.typ
	}
	switch {
	case t.Kind() == ir.KindStruct:
		for i, m := range t.Members() {
			if m.Name != x.Name {
				continue
			}
			r := operand{typ: m.Type, pos: x.Loc, readonly: base.readonly, name: base.name, writeonly: base.writeonly}
			if info := c.structs[t]; info != nil && i < len(info.fields) {
				if info.fields[i].access&ir.ReadOnly != 0 && r.readonly == "" {
					r.readonly = "the member is readonly"
				}
				if info.fields[i].access&ir.WriteOnly != 0 {
					r.writeonly = true
				}
			}
			if base.ref != nil && base.konst == nil {
				r.ref = &ir.FieldRef{Pos: p, Base: base.ref, Field: i}
				return r
			}
			r = c.valOp(&ir.Extract{Pos: p, Base: c.value(base), Index: i}, m.Type, x.Loc)
			r.spec = r.konst == nil && base.spec
			return r
		}
		c.errorf(x.Loc, "'%s' is not a member of %s", x.Name, typeName(t))
		return badOp
	case t.IsLongVector():
		// glslang: "does not apply to this type"; a long vector's
		// components are reached by indexing
		c.errorf(x.Loc, "a long vector (%s) has no swizzles or fields: index it (v[i])", typeName(t))
		return badOp
	case t.Kind() == ir.KindVector || t.IsScalar():
		comps, ok := parseSwizzle(x.Name)
		n := t.Components()
		if !ok {
			c.errorf(x.Loc, "'%s' is not a valid swizzle", x.Name)
			return badOp
		}
		for _, k := range comps {
			if k >= n {
				c.errorf(x.Loc, "swizzle '%s' selects a component beyond %s", x.Name, typeName(t))
				return badOp
			}
		}
		if t.IsScalar() && c.es {
			c.errorf(x.Loc, "scalars cannot be swizzled in ESSL")
			return badOp
		}
		rt := ir.VecOrScalar(t.Scalar(), len(comps))
		rep := hasRepeat(comps)
		if t.IsScalar() && len(comps) == 1 && base.ref != nil && base.konst == nil {
			// s.x of a scalar variable is the variable itself, an l-value
			// as glslang has it (ao.x = pow(ao.x, 2.2)).
			r := base
			r.pos = x.Loc
			return r
		}
		if t.IsScalar() {
			v := c.value(base)
			r := c.valOp(v, rt, x.Loc)
			if len(comps) > 1 {
				r = c.valOp(&ir.Splat{Pos: p, Typ: rt, X: v}, rt, x.Loc)
			}
			r.spec = r.konst == nil && base.spec
			return r
		}
		if base.ref != nil && base.konst == nil {
			r := operand{typ: rt, pos: x.Loc, readonly: base.readonly, repeated: rep, name: base.name, writeonly: base.writeonly}
			if sw, ok := base.ref.(*ir.SwizzleRef); ok {
				cs := make([]int, len(comps))
				for i, k := range comps {
					cs[i] = sw.Comps[k]
				}
				r.ref = &ir.SwizzleRef{Pos: p, Base: sw.Base, Comps: cs}
				r.repeated = hasRepeat(cs)
			} else {
				r.ref = &ir.SwizzleRef{Pos: p, Base: base.ref, Comps: comps}
			}
			return r
		}
		var e ir.Expr
		if len(comps) == 1 {
			e = &ir.Extract{Pos: p, Base: c.value(base), Index: comps[0]}
		} else {
			e = &ir.Swizzle{Pos: p, Base: c.value(base), Comps: comps}
		}
		r := c.valOp(e, rt, x.Loc)
		r.spec = r.konst == nil && base.spec
		return r
	}
	c.errorf(x.Loc, "'%s': %s has no fields", x.Name, typeName(t))
	return badOp
}

func hasRepeat(cs []int) bool {
	seen := 0
	for _, k := range cs {
		if seen&(1<<k) != 0 {
			return true
		}
		seen |= 1 << k
	}
	return false
}

// length checks x.length().
func (c *checker) length(x *ast.LengthExpr) operand {
	if o, ok := c.arrayedLength(x); ok {
		return o
	}
	base := c.expr(x.X)
	if base.bad() {
		return badOp
	}
	t := base.typ
	p := c.irPos(x.Loc)
	switch t.Kind() {
	case ir.KindArray:
		if s := t.LenSpec(); s != nil {
			var v ir.Expr = &ir.SpecRef{Pos: p, Spec: s}
			if s.Type != ir.Int32 {
				v = c.convertValue(v, ir.Int32, p)
			}
			return operand{typ: ir.Int32, val: v, spec: true, pos: x.Loc}
		}
		return operand{typ: ir.Int32, konst: ir.Int32Const(int32(t.Len())), pos: x.Loc}
	case ir.KindVector, ir.KindMatrix:
		if c.es {
			c.errorf(x.Loc, "length() of vectors and matrices is not available in ESSL")
			return badOp
		}
		return operand{typ: ir.Int32, konst: ir.Int32Const(int32(t.Len())), pos: x.Loc}
	case ir.KindCoopMat:
		return c.coopLength(x.Loc, base)
	case ir.KindRuntimeArray:
		fr, ok := base.ref.(*ir.FieldRef)
		if !ok || ir.RootOf(base.ref) == nil {
			c.errorf(x.Loc, "length() of a runtime-sized array needs the array member of a buffer block")
			return badOp
		}
		return operand{typ: ir.Int32, val: &ir.ArrayLength{Pos: p, Ref: fr}, pos: x.Loc}
	}
	c.errorf(x.Loc, "length() cannot be applied to %s", typeName(t))
	return badOp
}
