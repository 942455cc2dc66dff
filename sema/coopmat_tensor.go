package sema

import (
	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// GL_NV_cooperative_matrix2, the parts ggml's coopmat2 shaders use: the
// tensorLayoutNV and tensorViewNV types and their functions,
// coopMatLoadTensorNV (with a view and decode functions),
// coopMatStoreTensorNV, coopMatReduceNV, coopMatPerElementNV,
// coopMatTransposeNV and conversions between uses (docs/glsl.md).

const extCoopMat2 = builtins.ExtCoopMat2

// coop2Consts are GL_NV_cooperative_matrix2's constants (int, as glslang).
var coop2Consts = map[string]int32{
	"gl_CooperativeMatrixReduceRowNV":             1,
	"gl_CooperativeMatrixReduceColumnNV":          2,
	"gl_CooperativeMatrixReduceRowAndColumnNV":    3,
	"gl_CooperativeMatrixReduce2x2NV":             4,
	"gl_CooperativeMatrixClampModeUndefinedNV":    0,
	"gl_CooperativeMatrixClampModeConstantNV":     1,
	"gl_CooperativeMatrixClampModeClampToEdgeNV":  2,
	"gl_CooperativeMatrixClampModeRepeatNV":       3,
	"gl_CooperativeMatrixClampModeMirrorRepeatNV": 4,
}

// tensorArgs evaluates the constant integer (or bool) parameters of a
// tensor layout or view, as written on the type or passed to its create
// function. The clamp mode of a layout (index 1) may be a specialization
// constant: it is returned as spec.
func (c *checker) tensorArgs(view bool, ops []operand, what string) (vs []int64, spec *ir.SpecConst, ok bool) {
	for i, o := range ops {
		if o.bad() {
			return nil, nil, false
		}
		if !o.typ.IsScalar() || !(o.typ.IsInteger() || o.typ == ir.Bool) {
			c.errorf(o.pos, "the parameters of '%s' must be constant integer expressions", what)
			return nil, nil, false
		}
		if o.konst == nil {
			if !view && i == 1 && o.spec && specExprOK(o.val) {
				spec = c.specFor(o, o.pos)
				vs = append(vs, 0)
				continue
			}
			c.errorf(o.pos, "the parameters of '%s' must be constant integer expressions", what)
			return nil, nil, false
		}
		v := o.konst.Int()
		if o.typ.IsUint() || o.typ == ir.Bool {
			v = int64(o.konst.Bits)
		}
		vs = append(vs, v)
	}
	return vs, spec, true
}

// tensorTypeOf resolves tensorLayoutNV<Dim [, ClampMode]> and
// tensorViewNV<Dim [, HasDimensions [, p0 ... p(Dim-1)]]>.
func (c *checker) tensorTypeOf(ts *ast.TypeSpec) *ir.Type {
	if !c.requireExt(ts.Loc, "'"+ts.Name+"'", extCoopMat2) {
		return nil
	}
	var ops []operand
	for _, prm := range ts.Params {
		if prm.Value == nil {
			c.errorf(prm.Type.Loc, "the parameters of '%s' must be constant expressions, not types", ts.Name)
			return nil
		}
		ops = append(ops, c.expr(prm.Value))
	}
	view := ts.Name == "tensorViewNV"
	vs, spec, ok := c.tensorArgs(view, ops, ts.Name)
	if !ok {
		return nil
	}
	if len(vs) == 0 || vs[0] < 1 || vs[0] > 5 {
		c.errorf(ts.Loc, "'%s' needs a dimension from 1 to 5 as its first parameter", ts.Name)
		return nil
	}
	return c.tensorType(view, vs, spec, ts.Loc)
}

// tensorType makes the layout or view type of the parameters vs (Dim
// first), with the defaults glslang uses for missing ones.
func (c *checker) tensorType(view bool, vs []int64, spec *ir.SpecConst, pos diag.Pos) *ir.Type {
	dim := int(vs[0])
	if !view {
		if len(vs) > 2 {
			c.errorf(pos, "'tensorLayoutNV' takes 1 or 2 parameters, not %d", len(vs))
			return nil
		}
		var mode uint32
		if len(vs) == 2 {
			if vs[1] < 0 || vs[1] > 4 {
				c.errorf(pos, "clamp mode %d is not one of gl_CooperativeMatrixClampMode*NV", vs[1])
				return nil
			}
			mode = uint32(vs[1])
		}
		return ir.TensorLayoutOf(dim, mode, spec)
	}
	if len(vs) > 2+dim || len(vs) > 2 && len(vs) != 2+dim {
		c.errorf(pos, "'tensorViewNV<%d, ...>' takes a permutation of %d dimensions", dim, dim)
		return nil
	}
	has := len(vs) > 1 && vs[1] != 0
	perm := make([]int, dim)
	seen := map[int64]bool{}
	for i := range perm {
		perm[i] = i
		if len(vs) > 2 {
			p := vs[2+i]
			if p < 0 || p >= int64(dim) || seen[p] {
				c.errorf(pos, "the tensor view permutation must list each dimension 0..%d once", dim-1)
				return nil
			}
			seen[p] = true
			perm[i] = int(p)
		}
	}
	return ir.TensorViewOf(dim, has, perm)
}

// coopTakesFuncs reports the built-ins that take functions as arguments.
func coopTakesFuncs(f *builtins.Func) bool {
	switch f.ID {
	case builtins.FnCoopMatLoadTensorNV, builtins.FnCoopMatReduceNV, builtins.FnCoopMatPerElementNV:
		return true
	}
	return false
}

// coopArgs evaluates the arguments of a cooperative-matrix built-in; an
// identifier naming a user function (and no variable) is a function
// reference.
func (c *checker) coopArgs(x *ast.CallExpr, f *builtins.Func) []operand {
	out := make([]operand, len(x.Args))
	for i, a := range x.Args {
		if id, ok := a.(*ast.Ident); ok && coopTakesFuncs(f) {
			if sym, _ := c.scope.lookup(id.Name); sym == nil && len(c.funcs[id.Name]) > 0 {
				fs := c.funcs[id.Name]
				if len(fs) > 1 {
					c.errorf(id.Loc, "'%s' is overloaded: a function passed to '%s' must have one declaration", id.Name, f.Name)
					out[i] = badOp
					continue
				}
				if c.fn != nil {
					if c.fn.sym.calls == nil {
						c.fn.sym.calls = map[*funcSym]diag.Pos{}
					}
					if _, ok := c.fn.sym.calls[fs[0]]; !ok {
						c.fn.sym.calls[fs[0]] = id.Loc
					}
				}
				out[i] = operand{typ: ir.Void, val: &ir.FuncRef{Pos: c.irPos(id.Loc), Fn: fs[0].ir}, pos: id.Loc, name: id.Name}
				continue
			}
		}
		out[i] = c.expr(a)
	}
	return out
}

func isFuncRef(o operand) (*ir.FuncRef, bool) {
	r, ok := o.val.(*ir.FuncRef)
	return r, ok
}

// checkCallee checks a function passed to a built-in: its parameters
// (all "in") and its return type against want (nil: any).
func (c *checker) checkCallee(o operand, what string, ret *ir.Type, params []*ir.Type) bool {
	r, ok := isFuncRef(o)
	if !ok {
		c.errorf(o.pos, "%s must be a function", what)
		return false
	}
	fn := r.Fn
	if ret != nil && fn.Ret != ret {
		c.errorf(o.pos, "%s '%s' must return %s, not %s", what, fn.Name, typeName(ret), typeName(fn.Ret))
		return false
	}
	if params != nil && len(fn.Params) != len(params) {
		c.errorf(o.pos, "%s '%s' must take %d parameters, not %d", what, fn.Name, len(params), len(fn.Params))
		return false
	}
	for i, p := range fn.Params {
		if p.Mode != ir.In {
			c.errorf(o.pos, "the parameters of %s '%s' must be 'in' parameters", what, fn.Name)
			return false
		}
		if params != nil && params[i] != nil && p.Type != params[i] {
			c.errorf(o.pos, "parameter %d of %s '%s' must be %s, not %s", i+1, what, fn.Name, typeName(params[i]), typeName(p.Type))
			return false
		}
	}
	return true
}

// uintArgs converts arguments to uint values.
func (c *checker) uintArgs(args []operand, fn string) ([]ir.Expr, bool) {
	var out []ir.Expr
	for _, a := range args {
		if !a.typ.IsScalar() || !a.typ.IsInteger() {
			c.errorf(a.pos, "the arguments of '%s' must be integers, not %s", fn, typeName(a.typ))
			return nil, false
		}
		v, ok := c.implicit(a, ir.Uint32, a.pos, "an argument of "+fn)
		if !ok {
			return nil, false
		}
		out = append(out, v)
	}
	return out, true
}

// coop2Call checks the GL_NV_cooperative_matrix2 built-ins.
func (c *checker) coop2Call(x *ast.CallExpr, f *builtins.Func, args []operand) operand {
	p := c.irPos(x.Loc)
	name := f.Name
	call := func(t *ir.Type, vals ...ir.Expr) operand {
		e := &ir.BuiltinCall{Pos: p, Fn: f, ID: f.ID, Args: vals, Typ: t}
		if t == ir.Void {
			return operand{typ: ir.Void, val: e, pos: x.Loc}
		}
		return c.valOp(e, t, x.Loc)
	}
	switch f.ID {
	case builtins.FnCreateTensorLayoutNV, builtins.FnCreateTensorViewNV:
		view := f.ID == builtins.FnCreateTensorViewNV
		vs, spec, ok := c.tensorArgs(view, args, name)
		if !ok {
			return badOp
		}
		if len(vs) == 0 || vs[0] < 1 || vs[0] > 5 {
			c.errorf(x.Loc, "'%s' needs a dimension from 1 to 5 as its first argument", name)
			return badOp
		}
		t := c.tensorType(view, vs, spec, x.Loc)
		if t == nil {
			return badOp
		}
		return call(t)
	case builtins.FnSetTensorLayoutBlockSizeNV, builtins.FnSetTensorLayoutDimensionNV, builtins.FnSetTensorLayoutStrideNV, builtins.FnSliceTensorLayoutNV,
		builtins.FnSetTensorLayoutClampValueNV, builtins.FnSetTensorViewDimensionsNV, builtins.FnSetTensorViewStrideNV, builtins.FnSetTensorViewClipNV:
		kind := ir.KindTensorLayout
		switch f.ID {
		case builtins.FnSetTensorViewDimensionsNV, builtins.FnSetTensorViewStrideNV, builtins.FnSetTensorViewClipNV:
			kind = ir.KindTensorView
		}
		if len(args) == 0 || args[0].typ.Kind() != kind {
			c.errorf(x.Loc, "the first argument of '%s' must be a %s", name, map[ir.Kind]string{ir.KindTensorLayout: "tensorLayoutNV", ir.KindTensorView: "tensorViewNV"}[kind])
			return badOp
		}
		t := args[0].typ
		dim := t.Tensor().Dim
		want := dim
		switch f.ID {
		case builtins.FnSliceTensorLayoutNV:
			want = 2 * dim
		case builtins.FnSetTensorLayoutClampValueNV:
			want = 1
		case builtins.FnSetTensorViewClipNV:
			want = 4
		}
		if len(args)-1 != want {
			c.errorf(x.Loc, "'%s' on %s takes %d values, not %d", name, typeName(t), want, len(args)-1)
			return badOp
		}
		vals, ok := c.uintArgs(args[1:], name)
		if !ok {
			return badOp
		}
		return call(t, append([]ir.Expr{c.value(args[0])}, vals...)...)
	case builtins.FnCoopMatLoadTensorNV, builtins.FnCoopMatStoreTensorNV:
		load := f.ID == builtins.FnCoopMatLoadTensorNV
		if len(args) < 4 || len(args) > 7 || !load && len(args) > 5 {
			c.errorf(x.Loc, "'%s' takes a matrix, a buffer, an element, a tensor layout and optional view and decode functions (%d arguments given)", name, len(args))
			return badOp
		}
		m, buf := args[0], args[1]
		if !m.typ.IsCoopMat() {
			c.errorf(m.pos, "the first argument of '%s' must be a cooperative matrix, not %s", name, typeName(m.typ))
			return badOp
		}
		var mat ir.Expr
		if load {
			ref, ok := c.lvalue(m, m.pos, "the matrix of "+name)
			if !ok {
				return badOp
			}
			mat = ref
		} else {
			mat = c.value(m)
		}
		k := buf.typ.Kind()
		if buf.ref == nil || k != ir.KindArray && k != ir.KindRuntimeArray {
			c.errorf(buf.pos, "the buffer of '%s' must be an array in a buffer or shared memory, not %s", name, typeName(buf.typ))
			return badOp
		}
		el, ok := c.coopIndexArg(args[2], "element", name)
		if !ok {
			return badOp
		}
		lay := args[3]
		if lay.typ.Kind() != ir.KindTensorLayout {
			c.errorf(lay.pos, "the fourth argument of '%s' must be a tensorLayoutNV, not %s", name, typeName(lay.typ))
			return badOp
		}
		vals := []ir.Expr{mat, &ir.IndexRef{Pos: p, Base: buf.ref, Index: el}, c.value(lay)}
		rest := args[4:]
		if len(rest) > 0 && rest[0].typ.Kind() == ir.KindTensorView {
			if rest[0].typ.Tensor().Dim != lay.typ.Tensor().Dim {
				c.errorf(rest[0].pos, "the tensor view has %d dimensions, the layout %d", rest[0].typ.Tensor().Dim, lay.typ.Tensor().Dim)
				return badOp
			}
			vals = append(vals, c.value(rest[0]))
			rest = rest[1:]
		}
		if !load && len(rest) > 0 {
			c.errorf(rest[0].pos, "'%s' takes no decode function", name)
			return badOp
		}
		dim := lay.typ.Tensor().Dim
		coords := ir.ArrayOf(ir.Uint32, dim, 0)
		for i, a := range rest {
			what := "the decode function"
			var ret *ir.Type = m.typ.Elem()
			if i == 1 {
				what, ret = "the vector decode function", nil
			}
			if !c.checkCallee(a, what, ret, []*ir.Type{nil, coords, coords}) {
				return badOp
			}
			fn := a.val.(*ir.FuncRef).Fn
			if fn.Params[0].Type.Kind() != ir.KindReference {
				c.errorf(a.pos, "the first parameter of %s '%s' must be a buffer reference", what, fn.Name)
				return badOp
			}
			if i == 1 && !c.requireExt(a.pos, "a vector decode function", "GL_NV_cooperative_matrix_decode_vector") {
				return badOp
			}
			vals = append(vals, a.val)
		}
		return call(ir.Void, vals...)
	case builtins.FnCoopMatReduceNV, builtins.FnCoopMatPerElementNV, builtins.FnCoopMatTransposeNV:
		min := map[builtins.FuncID]int{builtins.FnCoopMatReduceNV: 4, builtins.FnCoopMatPerElementNV: 3, builtins.FnCoopMatTransposeNV: 2}[f.ID]
		if len(args) < min || f.ID != builtins.FnCoopMatPerElementNV && len(args) != min {
			c.errorf(x.Loc, "'%s' takes %d arguments, not %d", name, min, len(args))
			return badOp
		}
		o, m := args[0], args[1]
		if !o.typ.IsCoopMat() || !m.typ.IsCoopMat() {
			c.errorf(x.Loc, "the first two arguments of '%s' must be cooperative matrices", name)
			return badOp
		}
		ref, ok := c.lvalue(o, o.pos, "the result of "+name)
		if !ok {
			return badOp
		}
		vals := []ir.Expr{ref, c.value(m)}
		switch f.ID {
		case builtins.FnCoopMatReduceNV:
			mode := args[2]
			if mode.konst == nil || !mode.typ.IsScalar() || !mode.typ.IsInteger() {
				c.errorf(mode.pos, "the reduction of '%s' must be a constant (gl_CooperativeMatrixReduce*NV)", name)
				return badOp
			}
			if v := mode.konst.Int(); v < 1 || v > 4 {
				c.errorf(mode.pos, "the reduction of '%s' must be gl_CooperativeMatrixReduceRowNV, ColumnNV, RowAndColumnNV or 2x2NV (have %d)", name, v)
				return badOp
			}
			if o.typ.Elem() != m.typ.Elem() || o.typ.Coop().Use != m.typ.Coop().Use || o.typ.Coop().Scope != m.typ.Coop().Scope {
				c.errorf(o.pos, "'%s' keeps the component type, scope and use: %s from %s", name, typeName(o.typ), typeName(m.typ))
				return badOp
			}
			e := m.typ.Elem()
			if !c.checkCallee(args[3], "the combining function", e, []*ir.Type{e, e}) {
				return badOp
			}
			vals = append(vals, ir.Int32Const(int32(mode.konst.Int())), args[3].val)
		case builtins.FnCoopMatPerElementNV:
			if o.typ != m.typ {
				c.errorf(o.pos, "'%s' needs two matrices of one type, have %s and %s", name, typeName(o.typ), typeName(m.typ))
				return badOp
			}
			extra := args[3:]
			ps := []*ir.Type{ir.Uint32, ir.Uint32, m.typ.Elem()}
			for _, a := range extra {
				if a.typ == nil || a.typ == ir.Void || a.typ.IsOpaque() {
					c.errorf(a.pos, "an argument of '%s' must be a value", name)
					return badOp
				}
				if a.typ.IsCoopMat() { // the function gets its element at the same coordinates
					ps = append(ps, a.typ.Elem())
					continue
				}
				ps = append(ps, a.typ)
			}
			if !c.checkCallee(args[2], "the element function", m.typ.Elem(), ps) {
				return badOp
			}
			vals = append(vals, args[2].val)
			for _, a := range extra {
				vals = append(vals, c.value(a))
			}
		case builtins.FnCoopMatTransposeNV:
			od, md := o.typ.Coop(), m.typ.Coop()
			if md.Use != ir.CoopUseAccumulator || od.Use != ir.CoopUseB {
				c.errorf(o.pos, "'%s' transposes a gl_MatrixUseAccumulator matrix into a gl_MatrixUseB one, not %s into %s", name, md.Use, od.Use)
				return badOp
			}
			if o.typ.Elem() != m.typ.Elem() || od.Rows != md.Cols || od.RowsSpec != md.ColsSpec || od.Cols != md.Rows || od.ColsSpec != md.RowsSpec {
				c.errorf(o.pos, "'%s' needs the transposed shape of %s, have %s", name, typeName(m.typ), typeName(o.typ))
				return badOp
			}
		}
		return call(ir.Void, vals...)
	}
	c.errorf(x.Loc, "'%s' is not supported", name)
	return badOp
}
