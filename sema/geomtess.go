package sema

import (
	"strings"

	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// The geometry and tessellation stages: primitive layouts, per-vertex
// arrays (gl_in[], gl_out[], arrayed user inputs and outputs) and their
// sizes.

// maxPatchVertices is gl_MaxPatchVertices, the size of a tessellation
// shader's per-vertex input arrays.
const maxPatchVertices = 32

// arrayedIO reports whether a non-patch input (out false) or output of
// the stage has an element per vertex.
func (c *checker) arrayedIO(out bool) bool {
	switch c.opts.Stage {
	case ir.TessControl:
		return true
	case ir.TessEvaluation, ir.Geometry:
		return !out
	}
	return false
}

// perVertexLen is the size of the stage's per-vertex arrays in direction
// out, or 0 (with the error said at pos) when it is not known yet.
func (c *checker) perVertexLen(out bool, pos diag.Pos) int {
	switch {
	case c.opts.Stage == ir.Geometry && !out:
		if n := c.st.prims.In.VerticesIn(); n > 0 {
			return n
		}
		c.errorf(pos, "the input primitive (layout(triangles) in; ...) must be declared before the per-vertex inputs of a geometry shader")
	case c.opts.Stage == ir.TessControl && out:
		if c.st.prims.Vertices > 0 {
			return c.st.prims.Vertices
		}
		c.errorf(pos, "layout(vertices = N) out; must be declared before the per-vertex outputs of a tessellation control shader")
	default:
		return maxPatchVertices
	}
	return 0
}

// sizePerVertex checks the array type of a per-vertex variable and sizes
// it when it is unsized; nil after an error.
func (c *checker) sizePerVertex(pos diag.Pos, name string, t *ir.Type, out bool) *ir.Type {
	if t.Kind() != ir.KindArray && t.Kind() != ir.KindRuntimeArray {
		c.errorf(pos, "'%s': a per-vertex %s of %s must be an array (one element per vertex)", name, dirName(out), c.stageName())
		return nil
	}
	n := c.perVertexLen(out, pos)
	if n == 0 {
		return nil
	}
	if isUnsized(t) {
		return ir.ArrayOf(t.Elem(), n, 0)
	}
	if t.Len() != n && !(c.opts.Stage != ir.Geometry && !out) {
		c.errorf(pos, "'%s' has %d elements; the stage has %d vertices", name, t.Len(), n)
		return nil
	}
	return t
}

func dirName(out bool) string {
	if out {
		return "output"
	}
	return "input"
}

// primLayout records a primitive layout qualifier of an in or out
// declaration; ok is false when name is none.
func (c *checker) primLayout(m layoutMode, out bool) bool {
	p := &c.st.prims
	st := c.opts.Stage
	prim := map[string]ir.Primitive{"points": ir.Points, "lines": ir.Lines, "lines_adjacency": ir.LinesAdjacency,
		"triangles": ir.Triangles, "triangles_adjacency": ir.TrianglesAdjacency, "quads": ir.Quads,
		"isolines": ir.Isolines, "line_strip": ir.LineStrip, "triangle_strip": ir.TriangleStrip}
	bad := func() bool {
		c.errorf(m.pos, "layout qualifier '%s' is not allowed on an '%s' declaration of %s", m.name, map[bool]string{true: "out", false: "in"}[out], c.stageName())
		return true
	}
	set := func(dst *ir.Primitive, v ir.Primitive) bool {
		if *dst != ir.NoPrimitive && *dst != v {
			c.errorf(m.pos, "the %s primitive is declared twice (%s, was %s)", dirName(out), v, *dst)
			return true
		}
		*dst = v
		return true
	}
	switch v := prim[m.name]; {
	case v != ir.NoPrimitive:
		switch {
		case st == ir.Geometry && !out && v.VerticesIn() > 0:
			return set(&p.In, v)
		case st == ir.Geometry && out && (v == ir.Points || v == ir.LineStrip || v == ir.TriangleStrip):
			return set(&p.Out, v)
		case st == ir.TessEvaluation && !out && (v == ir.Triangles || v == ir.Quads || v == ir.Isolines):
			return set(&p.In, v)
		}
		return bad()
	}
	switch m.name {
	case "max_vertices":
		if st != ir.Geometry || !out {
			return bad()
		}
		p.Vertices = m.value
	case "vertices":
		if st != ir.TessControl || !out {
			return bad()
		}
		if m.value == 0 {
			c.errorf(m.pos, "vertices must be at least 1")
			return true
		}
		if p.Vertices != 0 && p.Vertices != m.value {
			c.errorf(m.pos, "vertices is declared twice (%d, was %d)", m.value, p.Vertices)
			return true
		}
		p.Vertices = m.value
	case "invocations":
		if st != ir.Geometry || out || m.value == 0 {
			return bad()
		}
		p.Invocations = m.value
	case "stream":
		if st != ir.Geometry || !out {
			return bad()
		}
		if m.value != 0 {
			p.Streams = true
		}
	case "equal_spacing", "fractional_even_spacing", "fractional_odd_spacing":
		if st != ir.TessEvaluation || out {
			return bad()
		}
		p.Spacing = map[string]ir.Spacing{"equal_spacing": ir.SpacingEqual, "fractional_even_spacing": ir.SpacingFractionalEven,
			"fractional_odd_spacing": ir.SpacingFractionalOdd}[m.name]
	case "cw", "ccw":
		if st != ir.TessEvaluation || out {
			return bad()
		}
		p.Clockwise, p.OrderSet = m.name == "cw", true
	case "point_mode":
		if st != ir.TessEvaluation || out {
			return bad()
		}
		p.PointMode = true
	default:
		return false
	}
	return true
}

// primitiveLayouts are the layout qualifiers primLayout takes.
var primitiveLayouts = []string{"points", "lines", "lines_adjacency", "triangles", "triangles_adjacency", "quads",
	"isolines", "line_strip", "triangle_strip", "max_vertices", "vertices", "invocations", "stream",
	"equal_spacing", "fractional_even_spacing", "fractional_odd_spacing", "cw", "ccw", "point_mode"}

// perVertexMember resolves "gl_in.gl_Position" and the like: the
// variable of a member of an arrayed per-vertex block, created on first
// use (the rewritten name field() gives "gl_in[i].gl_Position").
func (c *checker) perVertexMember(x *ast.Ident) operand {
	block, member, _ := strings.Cut(x.Name, ".")
	row := builtins.LookupMember(block, member, c.opts.Stage.Set())
	if row == nil {
		if block == "gl_in" || block == "gl_out" {
			c.errorf(x.Loc, "'%s' is not a member of %s in %s", member, block, c.stageName())
		} else {
			c.errorf(x.Loc, "'%s': undeclared identifier", x.Name)
		}
		return badOp
	}
	if c.st.perVertexVars == nil {
		c.st.perVertexVars = map[string]*ir.Global{}
	}
	g := c.st.perVertexVars[x.Name]
	if g == nil {
		n := c.perVertexLen(row.Out, x.Loc)
		if n == 0 {
			return badOp
		}
		st := ir.StorageInput
		if row.Out {
			st = ir.StorageOutput
		}
		g = c.mod.AddGlobal(&ir.Global{Pos: c.irPos(x.Loc), Name: x.Name, Type: ir.ArrayOf(ir.BuiltinType(row, 0), n, 0),
			Storage: st, Builtin: row.ID})
		c.st.perVertexVars[x.Name] = g
	}
	ro := "it is a built-in input"
	if row.Out {
		ro = ""
	}
	return operand{typ: g.Type, ref: &ir.GlobalRef{Pos: c.irPos(x.Loc), Var: g}, pos: x.Loc, readonly: ro, name: x.Name}
}

// arrayedField rewrites "b[i].m", where b is gl_in, gl_out or an arrayed
// interface block, into the indexing of m's own array; ok is false when
// x is no such access.
func (c *checker) arrayedField(x *ast.FieldExpr) (operand, bool) {
	ix, ok := x.X.(*ast.IndexExpr)
	if !ok {
		return badOp, false
	}
	id, ok := ix.X.(*ast.Ident)
	if !ok {
		return badOp, false
	}
	sym, _ := c.scope.lookup(id.Name)
	switch {
	case sym != nil && sym.ioArrayLen > 0:
		sym.used = true
		if sym.ioMembers[x.Name] == nil {
			c.errorf(x.Loc, "'%s' is not a member of block '%s'", x.Name, id.Name)
			return badOp, true
		}
	case sym == nil && (id.Name == "gl_in" || id.Name == "gl_out"):
	default:
		return badOp, false
	}
	return c.index(&ast.IndexExpr{Loc: ix.Loc, X: &ast.Ident{Loc: x.Loc, Name: id.Name + "." + x.Name}, Index: ix.Index}), true
}

// arrayedLength is gl_in.length(), gl_out.length() and b.length() of an
// arrayed block; ok is false for any other length().
func (c *checker) arrayedLength(x *ast.LengthExpr) (operand, bool) {
	id, ok := x.X.(*ast.Ident)
	if !ok {
		return badOp, false
	}
	sym, _ := c.scope.lookup(id.Name)
	n := 0
	switch {
	case sym != nil && sym.ioArrayLen > 0:
		n = sym.ioArrayLen
	case sym == nil && (id.Name == "gl_in" || id.Name == "gl_out") && c.arrayedIO(id.Name == "gl_out"):
		if n = c.perVertexLen(id.Name == "gl_out", x.Loc); n == 0 {
			return badOp, true
		}
	default:
		return badOp, false
	}
	return operand{typ: ir.Int32, konst: ir.Int32Const(int32(n)), pos: x.Loc}, true
}

// finishPrims checks the stage's primitive layouts and puts them on the
// entry point.
func (c *checker) finishPrims(e *ir.EntryPoint) {
	p := c.st.prims
	pos := diag.Pos{File: c.tu.File, Line: 1, Col: 1}
	if v := c.tu.Version.Pos; v.IsValid() {
		pos = v
	}
	switch c.opts.Stage {
	case ir.Geometry:
		switch {
		case p.In == ir.NoPrimitive:
			c.errorf(pos, "a geometry shader must declare its input primitive (layout(triangles) in; ...)")
		case p.Out == ir.NoPrimitive:
			c.errorf(pos, "a geometry shader must declare its output primitive (layout(triangle_strip) out; ...)")
		case p.Vertices == 0:
			c.errorf(pos, "a geometry shader must declare max_vertices (layout(max_vertices = N) out;)")
		}
		if p.Invocations == 0 {
			p.Invocations = 1
		}
	case ir.TessControl:
		if p.Vertices == 0 {
			c.errorf(pos, "a tessellation control shader must declare its patch size (layout(vertices = N) out;)")
		}
	case ir.TessEvaluation:
		if p.In == ir.NoPrimitive {
			c.errorf(pos, "a tessellation evaluation shader must declare its domain (layout(triangles) in; ...)")
		}
	}
	e.Prims = p
}
