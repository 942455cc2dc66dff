package sema

import (
	"github.com/glslc-nv/glslc-nv/internal/texel"
	"strings"

	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/ir"
)

// imageFormat maps a GLSL image format qualifier (rgba32f, r11f_g11f_b10f,
// rgb10_a2ui, r64i ...) to its format: internal/texel's table.
func imageFormat(name string) (texel.Format, bool) { return texel.FromGLSL(name) }

// layoutInfo is what a declaration's layout(...) groups say.
type layoutInfo struct {
	binding, set       int // -1 when absent
	rules              layoutRules
	push               bool
	major              int // 0 none, 1 column_major, 2 row_major
	offset, align      int // -1 / 0 when absent
	constantID         int // -1 when absent
	local, localID     [3]int
	hasLocal           bool
	bindingPos, anyPos diag.Pos
	rulesPos           diag.Pos
	format             texel.Format // image format qualifier (lcOpaque)
	formatPos          diag.Pos
	// buffer_reference (GL_EXT_buffer_reference) and its
	// buffer_reference_align (0 when absent)
	ref      bool
	refAlign int
	refPos   diag.Pos
	// location, component and index of an interface variable (-1 when
	// absent) and the stage-mode qualifiers (early_fragment_tests,
	// depth_greater, ...)
	location, component, index int
	attachment                 int // input_attachment_index, -1 when absent
	modes                      []layoutMode
}

// layoutMode is a layout qualifier that sets a mode of the stage.
type layoutMode struct {
	name  string
	pos   diag.Pos
	value int // max_vertices = N and the like
}

// layoutContext says where a layout qualifier appears, for the checks of
// which names are allowed.
type layoutContext uint8

const (
	lcBlock layoutContext = iota
	lcMember
	lcConst
	lcIn
	lcDefault // layout(...) uniform; / buffer;
	lcOther
	lcOpaque // an opaque uniform (image, sampler, texture)
	lcIO     // an input or output variable of a graphics stage
)

var layoutAllowed = map[string][]layoutContext{
	"binding":                 {lcBlock, lcOpaque},
	"set":                     {lcBlock, lcOpaque},
	"std140":                  {lcBlock, lcDefault},
	"std430":                  {lcBlock, lcDefault},
	"scalar":                  {lcBlock, lcDefault},
	"packed":                  {lcBlock, lcDefault},
	"shared":                  {lcBlock, lcDefault},
	"push_constant":           {lcBlock},
	"buffer_reference":        {lcBlock},
	"buffer_reference_align":  {lcBlock},
	"row_major":               {lcBlock, lcMember, lcDefault},
	"column_major":            {lcBlock, lcMember, lcDefault},
	"offset":                  {lcMember},
	"align":                   {lcMember, lcBlock},
	"constant_id":             {lcConst},
	"local_size_x":            {lcIn},
	"local_size_y":            {lcIn},
	"local_size_z":            {lcIn},
	"local_size_x_id":         {lcIn},
	"local_size_y_id":         {lcIn},
	"local_size_z_id":         {lcIn},
	"location":                {lcIO, lcBlock, lcMember},
	"component":               {lcIO, lcMember},
	"index":                   {lcIO},
	"early_fragment_tests":    {lcIn},
	"post_depth_coverage":     {lcIn},
	"override_coverage":       {lcIO},
	"origin_upper_left":       {lcIO},
	"pixel_center_integer":    {lcIO},
	"depth_any":               {lcIO},
	"depth_greater":           {lcIO},
	"depth_less":              {lcIO},
	"depth_unchanged":         {lcIO},
	"input_attachment_index":  {lcOpaque},
	"points":                  {lcIn, lcIO},
	"lines":                   {lcIn},
	"lines_adjacency":         {lcIn},
	"triangles":               {lcIn},
	"triangles_adjacency":     {lcIn},
	"quads":                   {lcIn},
	"isolines":                {lcIn},
	"line_strip":              {lcIO},
	"triangle_strip":          {lcIO},
	"max_vertices":            {lcIO},
	"vertices":                {lcIO},
	"invocations":             {lcIn},
	"stream":                  {lcIO, lcBlock},
	"equal_spacing":           {lcIn},
	"fractional_even_spacing": {lcIn},
	"fractional_odd_spacing":  {lcIn},
	"cw":                      {lcIn},
	"ccw":                     {lcIn},
	"point_mode":              {lcIn},
	// compute only (GL_NV/KHR_compute_shader_derivatives)
	"derivative_group_quadsnv":   {lcIn},
	"derivative_group_linearnv":  {lcIn},
	"derivative_group_quadskhr":  {lcIn},
	"derivative_group_linearkhr": {lcIn},
}

// graphicsLayout are the layout qualifiers of the graphics stages only.
var graphicsLayout = map[string]bool{"location": true, "component": true, "index": true, "early_fragment_tests": true, "post_depth_coverage": true, "override_coverage": true,
	"origin_upper_left": true, "pixel_center_integer": true, "depth_any": true, "depth_greater": true, "depth_less": true,
	"depth_unchanged": true, "input_attachment_index": true, "points": true, "lines": true, "lines_adjacency": true,
	"triangles": true, "triangles_adjacency": true, "quads": true, "isolines": true, "line_strip": true,
	"triangle_strip": true, "max_vertices": true, "vertices": true, "invocations": true, "stream": true,
	"equal_spacing": true, "fractional_even_spacing": true, "fractional_odd_spacing": true, "cw": true, "ccw": true,
	"point_mode": true}

func (c *checker) layoutOf(q *ast.Qualifiers, ctx layoutContext) layoutInfo {
	li := layoutInfo{binding: -1, set: -1, offset: -1, constantID: -1, location: -1, component: -1, index: -1, attachment: -1}
	for i := range li.local {
		li.local[i], li.localID[i] = -1, -1
	}
	if q == nil {
		return li
	}
	for _, l := range q.Layout {
		// Case-insensitive in every profile, as glslang's
		// setLayoutQualifier ("LocatioN", spv.300layout.vert).
		name := strings.ToLower(l.Name)
		li.anyPos = l.Loc
		if f, ok := imageFormat(name); ok && l.Value == nil {
			if ctx != lcOpaque {
				c.errorf(l.Loc, "format layout qualifier '%s' applies only to image variables", l.Name)
				continue
			}
			li.format, li.formatPos = f, l.Loc
			continue
		}
		allowed, known := layoutAllowed[name]
		if known && c.compute() && graphicsLayout[name] {
			known = false // compute shaders know none of them (as before the graphics stages)
		}
		if known && !c.compute() && strings.HasPrefix(name, "derivative_group_") {
			known = false // glslang knows them in compute, mesh and task shaders only
		}
		if !known {
			c.errorf(l.Loc, "unknown layout qualifier '%s'", l.Name)
			continue
		}
		ok := false
		for _, a := range allowed {
			ok = ok || a == ctx
		}
		if !ok {
			c.errorf(l.Loc, "layout qualifier '%s' is not allowed here", l.Name)
			continue
		}
		needsValue := name == "binding" || name == "set" || name == "input_attachment_index" || name == "max_vertices" ||
			name == "vertices" || name == "invocations" || name == "stream" || name == "location" || name == "component" || name == "index" || name == "buffer_reference_align" || name == "offset" || name == "align" || name == "constant_id" || strings.HasPrefix(name, "local_size")
		if needsValue != (l.Value != nil) {
			if needsValue {
				c.errorf(l.Loc, "layout qualifier '%s' needs a value", l.Name)
			} else {
				c.errorf(l.Loc, "layout qualifier '%s' takes no value", l.Name)
			}
			continue
		}
		v := -1
		if strings.HasPrefix(name, "local_size") {
			li.hasLocal = true
		}
		if needsValue {
			v = c.layoutValue(l)
			if v < 0 {
				continue
			}
		}
		switch name {
		case "binding":
			li.binding, li.bindingPos = v, l.Loc
		case "set":
			li.set = v
		case "std140":
			li.rules, li.rulesPos = std140, l.Loc
		case "std430":
			li.rules, li.rulesPos = std430, l.Loc
		case "scalar":
			if !c.requireExt(l.Loc, "layout(scalar)", extScalar) {
				continue
			}
			li.rules, li.rulesPos = scalarLayout, l.Loc
		case "packed", "shared":
			li.rules, li.rulesPos = std140, l.Loc
		case "push_constant":
			li.push = true
		case "buffer_reference":
			if !c.requireExt(l.Loc, "layout(buffer_reference)", extBufferRef...) {
				continue
			}
			li.ref, li.refPos = true, l.Loc
		case "buffer_reference_align":
			if !c.requireExt(l.Loc, "layout(buffer_reference_align)", extBufferRef...) {
				continue
			}
			if v == 0 || v&(v-1) != 0 {
				c.errorf(l.Loc, "buffer_reference_align must be a power of two (have %d)", v)
				continue
			}
			li.refAlign = v
		case "row_major":
			li.major = 2
		case "column_major":
			li.major = 1
		case "offset":
			li.offset = v
		case "align":
			if v == 0 || v&(v-1) != 0 {
				c.errorf(l.Loc, "align must be a power of two (have %d)", v)
				continue
			}
			li.align = v
		case "constant_id":
			li.constantID = v
		case "location":
			li.location = v
		case "input_attachment_index":
			li.attachment = v
		case "component":
			if v > 3 {
				c.errorf(l.Loc, "component must be 0, 1, 2 or 3 (have %d)", v)
				continue
			}
			li.component = v
		case "index":
			if v > 1 {
				c.errorf(l.Loc, "index must be 0 or 1 (have %d)", v)
				continue
			}
			li.index = v
		case "points", "lines", "lines_adjacency", "triangles", "triangles_adjacency", "quads", "isolines", "line_strip",
			"triangle_strip", "max_vertices", "vertices", "invocations", "stream", "equal_spacing",
			"fractional_even_spacing", "fractional_odd_spacing", "cw", "ccw", "point_mode":
			li.modes = append(li.modes, layoutMode{name: name, pos: l.Loc, value: v})
		case "early_fragment_tests", "origin_upper_left", "pixel_center_integer", "depth_any", "depth_greater", "depth_less", "depth_unchanged",
			"post_depth_coverage", "override_coverage",
			"derivative_group_quadsnv", "derivative_group_linearnv", "derivative_group_quadskhr", "derivative_group_linearkhr":
			li.modes = append(li.modes, layoutMode{name: name, pos: l.Loc})
		case "local_size_x", "local_size_y", "local_size_z":
			if v == 0 {
				c.errorf(l.Loc, "%s must be at least 1", l.Name)
				continue
			}
			li.local[name[11]-'x'] = v
			li.hasLocal = true
		case "local_size_x_id", "local_size_y_id", "local_size_z_id":
			li.localID[name[11]-'x'] = v
			li.hasLocal = true
		}
	}
	return li
}

// layoutValue evaluates the value of a layout qualifier: a non-negative
// constant integer expression.
func (c *checker) layoutValue(l *ast.LayoutQualifier) int {
	o := c.expr(l.Value)
	if o.bad() {
		return -1
	}
	if o.konst == nil || !o.typ.IsInteger() || !o.typ.IsScalar() {
		c.errorf(l.Value.Pos(), "the value of layout qualifier '%s' must be a constant integer expression", l.Name)
		return -1
	}
	v := o.konst.Int()
	if o.typ.IsUint() {
		v = int64(o.konst.Bits)
	}
	if v < 0 {
		c.errorf(l.Value.Pos(), "the value of layout qualifier '%s' must not be negative (have %d)", l.Name, v)
		return -1
	}
	if v > 1<<31-1 {
		v = 1<<31 - 1
	}
	return int(v)
}

// accessOf converts memory qualifiers.
func accessOf(q *ast.Qualifiers) ir.Access {
	if q == nil {
		return 0
	}
	var a ir.Access
	m := q.Memory
	if m&ast.ReadOnly != 0 {
		a |= ir.ReadOnly
	}
	if m&ast.WriteOnly != 0 {
		a |= ir.WriteOnly
	}
	if m&(ast.Coherent|ast.DeviceCoherent|ast.QueueFamilyCoherent|ast.WorkgroupCoherent|ast.SubgroupCoherent) != 0 {
		a |= ir.Coherent
	}
	switch {
	case m&(ast.Coherent|ast.QueueFamilyCoherent) != 0: // the widest scope wins
	case m&ast.DeviceCoherent != 0:
		a |= ir.CoherentDevice
	case m&ast.WorkgroupCoherent != 0:
		a |= ir.CoherentWorkgroup
	case m&ast.SubgroupCoherent != 0:
		a |= ir.CoherentSubgroup
	}
	if m&ast.Volatile != 0 {
		a |= ir.Volatile
	}
	if m&ast.Restrict != 0 {
		a |= ir.Restrict
	}
	return a
}

// noIO reports in/out and interpolation qualifiers, which compute shaders
// only allow on the local size declaration.
func (c *checker) storageWords(q *ast.Qualifiers, allowed ast.Storage, what string) bool {
	if q == nil {
		return true
	}
	ok := true
	if bad := q.Storage &^ allowed; bad != 0 {
		for _, w := range q.List {
			if s, isStorage := storageOfWord(w.Word); isStorage && bad&s != 0 {
				c.errorf(w.Loc, "'%s' is not allowed on %s in a %s shader", w.Word, what, c.opts.Stage)
				ok = false
				break
			}
		}
	}
	if (q.Interp != 0 || q.Aux != 0 || q.Invariant) && c.compute() {
		c.errorf(q.Loc, "interpolation, auxiliary and invariant qualifiers are not allowed in compute shaders")
		ok = false
	} else if (q.Interp != 0 || q.Aux != 0 || q.Invariant) && allowed&(ast.In|ast.Out) == 0 {
		c.errorf(q.Loc, "interpolation, auxiliary and invariant qualifiers are not allowed on %s", what)
		ok = false
	}
	return ok
}

func storageOfWord(w string) (ast.Storage, bool) {
	switch w {
	case "const":
		return ast.Const, true
	case "in":
		return ast.In, true
	case "out":
		return ast.Out, true
	case "inout":
		return ast.InOut, true
	case "uniform":
		return ast.Uniform, true
	case "buffer":
		return ast.Buffer, true
	case "shared":
		return ast.Shared, true
	case "attribute":
		return ast.StorageAttribute, true
	case "varying":
		return ast.StorageVarying, true
	}
	return 0, false
}
