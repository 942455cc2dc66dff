package sema

import (
	"strings"

	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// GL_EXT_ray_query: the rayQueryEXT and accelerationStructureEXT types,
// the ray-query functions (their first argument is the query's variable,
// which SPIR-V's instructions take by pointer), the gl_RayFlags* and
// gl_RayQuery* constants, and accelerationStructureEXT(uint64_t or uvec2).

// rayConst returns the value of a ray constant; ok is false when name is
// not one (k is nil after an error).
func (c *checker) rayConst(name string, pos diag.Pos) (k *ir.Const, ok bool) {
	f, known := builtins.RayConsts[name]
	if !known {
		return nil, false
	}
	exts := []string{builtins.ExtRayQuery, "GL_EXT_ray_tracing"}
	if f.Ext != "" {
		exts = []string{f.Ext}
	}
	if !c.requireExt(pos, "'"+name+"'", exts...) {
		return nil, true
	}
	if f.Ext == builtins.ExtOpacityMicromap {
		c.mod.RayOpacityMicromap2State = true
	}
	return ir.Uint32Const(f.Value), true
}

// rayQueryCall checks a call of a ray-query built-in.
func (c *checker) rayQueryCall(x *ast.CallExpr, f *builtins.Func, args []operand) operand {
	name := f.Name
	if !c.requireExt(x.Loc, "'"+name+"'", f.Exts...) {
		return badOp
	}
	sig, _ := builtins.RayQuerySigOf(f.ID)
	want := 1 + len(sig.Params)
	if sig.Committed {
		want++
	}
	if sig.Accel {
		want++
	}
	if sig.Positions {
		want++
	}
	if len(args) != want {
		c.errorf(x.Loc, "'%s' takes %d arguments, not %d", name, want, len(args))
		return badOp
	}
	for _, a := range args {
		if a.bad() {
			return badOp
		}
	}
	q := args[0]
	if q.typ != ir.RayQuery {
		c.errorf(q.pos, "the first argument of '%s' must be a rayQueryEXT, not %s", name, typeName(q.typ))
		return badOp
	}
	if q.ref == nil {
		c.errorf(q.pos, "the first argument of '%s' must be a rayQueryEXT variable", name)
		return badOp
	}
	vals := []ir.Expr{q.ref}
	rest := args[1:]
	if sig.Accel {
		a := rest[0]
		if a.typ != ir.AccelStruct {
			c.errorf(a.pos, "the second argument of '%s' must be an accelerationStructureEXT, not %s", name, typeName(a.typ))
			return badOp
		}
		vals = append(vals, c.value(a))
		rest = rest[1:]
	}
	if sig.Committed {
		a := rest[0]
		if a.typ != ir.Bool || a.konst == nil {
			c.errorf(a.pos, "the second argument of '%s' (committed) must be a constant bool", name)
			return badOp
		}
		vals = append(vals, c.value(a))
		rest = rest[1:]
	}
	for i, p := range sig.Params {
		t := ir.TypeOfDesc(builtins.Binding{}.Apply(p.Type))
		v, ok := c.implicit(rest[i], t, rest[i].pos, "argument '"+p.Name+"' of "+name)
		if !ok {
			return badOp
		}
		vals = append(vals, v)
	}
	if sig.Positions {
		a := rest[len(sig.Params)]
		want := ir.ArrayOf(ir.Vec(ir.Float32, 3), 3, 0)
		if a.typ != want {
			c.errorf(a.pos, "the last argument of '%s' must be a vec3[3], not %s", name, typeName(a.typ))
			return badOp
		}
		ref, ok := c.lvalue(a, a.pos, "the positions of "+name)
		if !ok {
			return badOp
		}
		vals = append(vals, ref)
	}
	t := ir.Void
	if sig.Ret != builtins.Void {
		t = ir.TypeOfDesc(builtins.Binding{}.Apply(sig.Ret))
		if sig.Cols > 0 {
			t = ir.Mat(t, sig.Cols)
		}
	}
	e := &ir.BuiltinCall{Pos: c.irPos(x.Loc), Fn: f, ID: f.ID, Args: vals, Typ: t}
	if t == ir.Void {
		return operand{typ: ir.Void, val: e, pos: x.Loc}
	}
	return c.valOp(e, t, x.Loc)
}

// accelConstruct is accelerationStructureEXT(uint64_t address) or
// accelerationStructureEXT(uvec2 address): OpConvertUToAccelerationStructureKHR.
func (c *checker) accelConstruct(x *ast.CallExpr, args []operand) operand {
	if len(args) != 1 || args[0].bad() || args[0].typ != ir.Uint64 && args[0].typ != ir.Vec(ir.Uint32, 2) {
		what := "no arguments"
		if len(args) > 0 {
			what = argTypes(args)
		}
		if len(args) == 1 && args[0].bad() {
			return badOp
		}
		c.errorf(x.Loc, "accelerationStructureEXT is constructed from a uint64_t or a uvec2 address, not %s", what)
		return badOp
	}
	e := &ir.BuiltinCall{Pos: c.irPos(x.Loc), Fn: builtins.AccelFromAddress, ID: builtins.FnAccelFromAddress, Args: []ir.Expr{c.value(args[0])}, Typ: ir.AccelStruct}
	return c.valOp(e, ir.AccelStruct, x.Loc)
}

// wholeRayQuery reports whether r names a ray-query variable or parameter
// itself: a rayQueryEXT argument is passed as a pointer, and without
// VariablePointers a function argument must be a whole variable (glslang
// passes an access chain to an array element, which spirv-val rejects).
func wholeRayQuery(r ir.Ref) bool {
	switch r.(type) {
	case *ir.LocalRef, *ir.GlobalRef, *ir.ParamRef:
		return true
	}
	return false
}

// hasRayQuery reports a rayQueryEXT or an array of them.
func hasRayQuery(t *ir.Type) bool {
	return t != nil && innermostType(t) == ir.RayQuery
}

// rayQueryDeclOK checks a ray-query variable: a plain global or local
// (Private or Function storage), without an initializer.
func (c *checker) rayQueryDeclOK(v *ast.Declarator, storage ast.Storage) bool {
	if storage != 0 {
		c.errorf(v.Loc, "'%s': a rayQueryEXT is a plain global or local variable (no storage qualifier)", v.Name)
		return false
	}
	if v.Init != nil {
		c.errorf(v.Loc, "'%s': ray queries can only be initialized by using the rayQueryInitializeEXT intrinsic", v.Name)
		return false
	}
	return true
}

// primitiveCullingDecl handles "layout(primitive_culling);"
// (GL_EXT_ray_flags_primitive_culling): the module may skip triangles or
// AABBs by ray flag (capability RayTraversalPrimitiveCullingKHR). It
// reports whether q is that declaration.
func (c *checker) primitiveCullingDecl(q *ast.Qualifiers) bool {
	if q == nil || q.Storage != 0 || len(q.Layout) == 0 {
		return false
	}
	for _, l := range q.Layout {
		if strings.ToLower(l.Name) != "primitive_culling" {
			return false
		}
	}
	l := q.Layout[0]
	if l.Value != nil {
		c.errorf(l.Loc, "layout qualifier '%s' takes no value", l.Name)
		return true
	}
	if c.requireExt(l.Loc, "layout(primitive_culling)", builtins.ExtRayPrimCulling) {
		c.mod.RayPrimitiveCulling = true
	}
	return true
}
