package sema

import (
	"fmt"
	"slices"
	"strings"

	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// The rules of the graphics stages: their interface variables (user
// inputs and outputs with locations, built-ins and their redeclarations)
// and the entry point's stage modes.

// stageState is what the checker learns about the stage's interface.
type stageState struct {
	// builtinDecls are the built-ins the shader redeclared, by name.
	builtinDecls map[string]*builtinDecl
	// perVertex is the member set of a redeclared output gl_PerVertex
	// block (nil when not redeclared).
	perVertex map[string]bool
	// autoLoc are the user interface variables waiting for a location
	// (-fauto-map-locations), in declaration order.
	autoLoc []*ir.Global
	// usedIO are the explicit locations taken so far, for the overlap
	// check (locationOverlap).
	usedIO []ioRange
	// postDepthPos is where GL_EXT_post_depth_coverage's mode was set,
	// which needs early_fragment_tests declared too.
	postDepthPos diag.Pos
	// modes are the stage modes the shader's layouts asked for.
	modes    []ir.EntryMode
	modePos  map[ir.EntryMode]diag.Pos
	depthSet bool
	// prims are the geometry and tessellation layouts (geomtess.go);
	// perVertexVars the variables of gl_in[] and gl_out[] members.
	prims         ir.Prims
	perVertexVars map[string]*ir.Global
}

// builtinDecl is a redeclared built-in.
type builtinDecl struct {
	pos       diag.Pos
	size      int // the array size it gave (0: none)
	invariant bool
	// overrideCoverage: layout(override_coverage) on gl_SampleMask.
	overrideCoverage bool
}

// stageName is the stage in messages ("vertex shaders").
func (c *checker) stageName() string { return c.opts.Stage.String() + " shaders" }

func (c *checker) compute() bool { return c.opts.Stage == ir.Compute }

// builtinRow resolves a gl_ name to the row of the stage being compiled:
// nil, with the error said, when it is not a built-in of that stage.
func (c *checker) builtinRow(x *ast.Ident) *builtins.Var {
	v, any := builtins.LookupVarIn(x.Name, c.opts.Stage.Set())
	if v == nil {
		if any {
			c.errorf(x.Loc, "'%s' is not available in %s (only in %s)", x.Name, c.stageName(), stageList(builtins.VarStages(x.Name)))
		} else {
			c.errorf(x.Loc, "'%s': undeclared identifier", x.Name)
		}
		return nil
	}
	if v.Core > 0 && !c.es && c.version >= v.Core {
		return v
	}
	if v.Core > 0 && len(v.Exts) == 0 {
		c.errorf(x.Loc, "'%s' needs #version %d or later", x.Name, v.Core)
		return nil
	}
	if v.Block != "" && c.st.perVertex != nil && v.Out && !c.st.perVertex[x.Name] {
		c.errorf(x.Loc, "'%s' is not a member of the redeclared gl_PerVertex block", x.Name)
		return nil
	}
	return v
}

// builtinGlobal is the global of built-in row v, sized by its
// redeclaration; invariant redeclarations mark it.
func (c *checker) builtinGlobal(v *builtins.Var) *ir.Global {
	n := 0
	bd := c.st.builtinDecls[v.Name]
	if bd != nil {
		n = bd.size
	}
	g := c.mod.BuiltinVar(v, n)
	if bd != nil && (bd.invariant || bd.overrideCoverage) && g.IO == nil {
		g.IO = &ir.IO{Location: -1, Component: -1, Index: -1, Invariant: bd.invariant, OverrideCoverage: bd.overrideCoverage}
	}
	return g
}

// stageList names the stages of s in prose.
func stageList(s builtins.StageSet) string {
	var names []string
	for _, st := range ir.Stages {
		if s&st.Set() != 0 {
			names = append(names, st.String())
		}
	}
	return strings.Join(names, ", ") + " shaders"
}

// ioVarDecl declares global in and out variables of a graphics stage:
// user interface variables and redeclared built-ins.
func (c *checker) ioVarDecl(d *ast.VarDecl, base *ir.Type, li layoutInfo) {
	q := d.Quals
	out := q.Storage&ast.Out != 0
	if q.Storage&(ast.In|ast.Out) == ast.In|ast.Out || q.Storage&ast.InOut != 0 {
		c.errorf(q.Loc, "a global variable cannot be both 'in' and 'out'")
		return
	}
	for _, v := range d.Vars {
		t := c.arrayOf(base, v.Dims, v.Loc)
		if t == nil {
			c.declare(&symbol{kind: symVar, name: v.Name, pos: v.Loc})
			continue
		}
		if strings.HasPrefix(v.Name, "gl_") {
			c.redeclareBuiltin(v, t, q, li, out)
			continue
		}
		for _, m := range li.modes {
			c.stageMode(m, v.Name)
		}
		c.userIOVar(v, t, q, li, out)
	}
}

// interfaceOK checks the type of a user interface variable in this stage
// and direction.
func (c *checker) interfaceOK(pos diag.Pos, name string, t *ir.Type, q *ast.Qualifiers, out bool) bool {
	dir := "input"
	if out {
		dir = "output"
	}
	inner := innermostType(t)
	if hasBool(t) {
		c.errorf(pos, "'%s': a shader %s cannot be of type bool", name, dir)
		return false
	}
	if inner.IsOpaque() || inner.Kind() == ir.KindReference {
		c.errorf(pos, "'%s': a shader %s cannot hold an opaque or reference type", name, dir)
		return false
	}
	if s := inner.Scalar(); s != nil && s.Encoding() != ir.IEEE {
		// As glslang: the narrow float types of GL_EXT_bfloat16,
		// GL_EXT_float_e5m2/e4m3 and the microscaling ones live in
		// memory and cooperative matrices, never in an interface.
		kind := map[ir.FloatEncoding]string{ir.BFloat16: "bfloat16", ir.E4M3: "fp8", ir.E5M2: "fp8"}[s.Encoding()]
		if kind == "" {
			kind = "microscaling"
		}
		c.errorf(pos, "'%s': %s types are not allowed as a shader %s", name, kind, dir)
		return false
	}
	st := c.opts.Stage
	if st == ir.Vertex && !out {
		if q.Interp != 0 || q.Aux&(ast.Centroid|ast.Sample) != 0 {
			c.errorf(q.Loc, "'%s': a vertex input cannot have interpolation or auxiliary qualifiers", name)
			return false
		}
		if inner.Kind() == ir.KindStruct {
			c.errorf(pos, "'%s': a vertex input cannot be a struct", name)
			return false
		}
	}
	if st == ir.Fragment && out {
		if q.Interp != 0 || q.Aux&(ast.Centroid|ast.Sample) != 0 {
			c.errorf(q.Loc, "'%s': a fragment output cannot have interpolation or auxiliary qualifiers", name)
			return false
		}
		if inner.Kind() == ir.KindStruct || inner.Kind() == ir.KindMatrix {
			c.errorf(pos, "'%s': a fragment output must be a scalar, vector or array of them, not %s", name, typeName(t))
			return false
		}
	}
	if st == ir.Fragment && !out && q.Interp&ast.Flat == 0 && hasIntegerOrDouble(t) {
		c.errorf(pos, "'%s': a fragment input of integer or double type must be qualified 'flat'", name)
		return false
	}
	if q.Interp&(q.Interp-1) != 0 {
		c.errorf(q.Loc, "'%s': only one interpolation qualifier may be given", name)
		return false
	}
	return true
}

// userIOVar declares one user input or output variable.
func (c *checker) userIOVar(v *ast.Declarator, t *ir.Type, q *ast.Qualifiers, li layoutInfo, out bool) {
	sym := &symbol{kind: symVar, name: v.Name, pos: v.Loc, typ: t, member: -1}
	if v.Init != nil {
		c.errorf(ast.Start(v.Init), "'%s': a shader input or output cannot have an initializer", v.Name)
		c.declare(sym)
		return
	}
	patch := q.Aux&ast.Patch != 0
	if patch && !(c.opts.Stage == ir.TessControl && out || c.opts.Stage == ir.TessEvaluation && !out) {
		c.errorf(q.Loc, "'%s': 'patch' applies only to tessellation control outputs and tessellation evaluation inputs", v.Name)
		c.declare(sym)
		return
	}
	elemT := t
	if c.arrayedIO(out) && !patch {
		if t = c.sizePerVertex(v.Loc, v.Name, t, out); t == nil {
			c.declare(sym)
			return
		}
		sym.typ = t
		elemT = t.Elem()
	}
	if isUnsized(t) {
		c.errorf(v.Loc, "'%s': array must have a size", v.Name)
		c.declare(sym)
		return
	}
	if !c.interfaceOK(v.Loc, v.Name, elemT, q, out) {
		c.declare(sym)
		return
	}
	io := &ir.IO{Location: li.location, Component: li.component, Index: li.index, Invariant: q.Invariant}
	switch {
	case q.Interp&ast.Flat != 0:
		io.Interp = ir.Flat
	case q.Interp&ast.NoPerspective != 0:
		io.Interp = ir.NoPerspective
	}
	io.Centroid = q.Aux&ast.Centroid != 0
	io.Sample = q.Aux&ast.Sample != 0
	io.Patch = patch
	if li.index >= 0 && (c.opts.Stage != ir.Fragment || !out) {
		c.errorf(li.anyPos, "'%s': layout(index) applies only to fragment outputs", v.Name)
	}
	if li.component >= 0 && li.location < 0 {
		c.errorf(li.anyPos, "'%s': layout(component) needs a location", v.Name)
	}
	st := ir.StorageInput
	if out {
		st = ir.StorageOutput
	} else {
		sym.readonly = "it is a shader input"
	}
	g := &ir.Global{Pos: c.irPos(v.Loc), Name: v.Name, Type: t, Storage: st, IO: io}
	if li.location < 0 {
		if c.opts.AutoMapLocations {
			c.st.autoLoc = append(c.st.autoLoc, g)
		} else {
			c.errorf(v.Loc, "'%s': SPIR-V requires a location for a user input or output (layout(location = N), or -fauto-map-locations)", v.Name)
		}
	}
	if li.location >= 0 {
		c.locationOverlap(v.Loc, g)
	}
	c.mod.AddGlobal(g)
	sym.global = g
	c.declare(sym)
}

// ioRange is the (location, component, index) box an interface variable
// with an explicit location takes, with what aliasing must agree on
// (glslang's TIoRange).
type ioRange struct {
	storage                 ir.Storage
	locLo, locHi            int
	compLo, compHi          int
	index                   int
	basic                   string
	interp                  ir.Interp
	centroid, sample, patch bool
}

// locationOverlap records the locations g takes and reports, as
// glslang's addUsedLocation, a box that overlaps an earlier one of the
// same direction, or that shares a location with one of another basic
// type or interpolation. A dvec3 takes all of its first location and
// components 0 and 1 of the next.
func (c *checker) locationOverlap(pos diag.Pos, g *ir.Global) {
	t := g.Type
	if c.arrayedIO(g.Storage == ir.StorageOutput) && !g.IO.Patch && t.Kind() == ir.KindArray {
		t = t.Elem()
	}
	inner := innermostType(t)
	basic := "struct"
	vecSize := 0
	if s := inner.Scalar(); s != nil {
		// int and uint of one width may alias.
		k := "float"
		if s.IsInteger() {
			k = "int"
		} else if s.Kind() == ir.KindBool {
			k = "bool"
		}
		basic = fmt.Sprintf("%s%d", k, s.Width())
		if inner.Kind() != ir.KindMatrix {
			vecSize = max(inner.Components(), 1)
		}
	}
	double := inner.Scalar() != nil && inner.Scalar().Kind() == ir.KindFloat && inner.Scalar().Width() == 64
	base := ioRange{storage: g.Storage, index: max(g.IO.Index, 0), basic: basic, interp: g.IO.Interp,
		centroid: g.IO.Centroid, sample: g.IO.Sample, patch: g.IO.Patch}
	loc := g.IO.Location
	var boxes []ioRange
	n := locationCount(t)
	if double && vecSize == 3 && t.Kind() != ir.KindArray && n == 2 {
		a, b := base, base
		a.locLo, a.locHi, a.compLo, a.compHi = loc, loc, 0, 3
		b.locLo, b.locHi, b.compLo, b.compHi = loc+1, loc+1, 0, 1
		boxes = []ioRange{a, b}
	} else {
		r := base
		r.locLo, r.locHi, r.compLo, r.compHi = loc, loc+max(n, 1)-1, 0, 3
		if g.IO.Component >= 0 || vecSize > 0 {
			consumed := vecSize
			if double {
				consumed *= 2
			}
			if g.IO.Component >= 0 {
				r.compLo = g.IO.Component
			}
			r.compHi = r.compLo + consumed - 1
		}
		boxes = []ioRange{r}
	}
	for _, r := range boxes {
		for _, u := range c.st.usedIO {
			if u.storage != r.storage || r.locHi < u.locLo || r.locLo > u.locHi {
				continue
			}
			at := max(r.locLo, u.locLo)
			if r.compHi >= u.compLo && r.compLo <= u.compHi && r.index == u.index {
				c.errorf(pos, "'%s': overlapping use of location %d", g.Name, at)
				return
			}
			if r.basic != u.basic || r.interp != u.interp || r.centroid != u.centroid || r.sample != u.sample || r.patch != u.patch {
				c.errorf(pos, "'%s': the variables sharing location %d must have the same basic type and interpolation qualification", g.Name, at)
				return
			}
		}
		c.st.usedIO = append(c.st.usedIO, r)
	}
}

// redeclareBuiltin handles "out float gl_ClipDistance[4];",
// "layout(depth_greater) out float gl_FragDepth;" and the like.
func (c *checker) redeclareBuiltin(v *ast.Declarator, t *ir.Type, q *ast.Qualifiers, li layoutInfo, out bool) {
	row, any := builtins.LookupVarIn(v.Name, c.opts.Stage.Set())
	if row == nil || row.Out != out {
		if any || row != nil {
			c.errorf(v.Loc, "'%s' cannot be redeclared as an %s of %s", v.Name, map[bool]string{true: "output", false: "input"}[out], c.stageName())
		} else {
			c.errorf(v.Loc, "'%s': identifiers starting with 'gl_' are reserved", v.Name)
		}
		return
	}
	c.redeclareRow(v.Loc, v.Name, row, t, q)
	for _, m := range li.modes {
		if m.name == "override_coverage" {
			c.overrideCoverage(m, v.Name)
			continue
		}
		c.stageMode(m, v.Name)
	}
}

// overrideCoverage is GL_NV_sample_mask_override_coverage's
// "layout(override_coverage) out int gl_SampleMask[];".
func (c *checker) overrideCoverage(m layoutMode, name string) {
	if name != "gl_SampleMask" {
		c.errorf(m.pos, "layout qualifier 'override_coverage' applies to 'gl_SampleMask', not '%s'", name)
		return
	}
	if !c.extOn("GL_NV_sample_mask_override_coverage", m.pos) {
		c.errorf(m.pos, "layout qualifier 'override_coverage' requires extension GL_NV_sample_mask_override_coverage")
		return
	}
	if bd := c.st.builtinDecls[name]; bd != nil {
		bd.overrideCoverage = true
	}
}

// redeclareRow records the redeclaration of built-in row with type t.
func (c *checker) redeclareRow(pos diag.Pos, name string, row *builtins.Var, t *ir.Type, q *ast.Qualifiers) {
	if c.st.builtinDecls == nil {
		c.st.builtinDecls = map[string]*builtinDecl{}
	}
	if old := c.st.builtinDecls[name]; old != nil {
		c.errorf(pos, "'%s' is already redeclared (at %s)", name, old.pos)
		return
	}
	for _, g := range c.mod.Globals {
		if g.Builtin == row.ID && g.Builtin != builtins.NoVar && (g.Storage == ir.StorageOutput) == row.Out {
			c.errorf(pos, "'%s' cannot be redeclared after its first use", name)
			return
		}
	}
	bd := &builtinDecl{pos: pos}
	want := ir.TypeOfDesc(row.Type)
	switch {
	case row.Array != 0:
		if t.Kind() != ir.KindArray && t.Kind() != ir.KindRuntimeArray || t.Elem() != want {
			c.errorf(pos, "'%s' must be redeclared as an array of %s", name, typeName(want))
			return
		}
		if t.Kind() == ir.KindArray && t.Len() > 0 { // (an unsized one keeps the default size)
			n := t.Len()
			if row.Array > 0 && n != row.Array || row.Array < 0 && n > row.ArrayMax {
				c.errorf(pos, "'%s' is redeclared with size %d; at most %d", name, n, max(row.Array, row.ArrayMax))
				return
			}
			bd.size = n
		}
	case t != want:
		c.errorf(pos, "'%s' must be redeclared with type %s (have %s)", name, typeName(want), typeName(t))
		return
	}
	if q != nil {
		if q.Interp != 0 || q.Aux != 0 {
			c.errorf(q.Loc, "'%s' cannot be redeclared with interpolation or auxiliary qualifiers", name)
			return
		}
		bd.invariant = q.Invariant
	}
	c.st.builtinDecls[name] = bd
}

// perVertexBlock handles the redeclaration of the gl_PerVertex output
// block: only its members are declared afterwards, with their sizes.
func (c *checker) perVertexBlock(d *ast.BlockDecl) {
	q := d.Quals
	if d.Instance != nil && len(d.Instance.Dims) == 1 && (d.Instance.Name == "gl_in" && q.Storage&ast.In != 0 && c.arrayedIO(false) ||
		d.Instance.Name == "gl_out" && q.Storage&ast.Out != 0 && c.arrayedIO(true)) {
		// The arrayed per-vertex blocks: their members stay the built-in
		// ones (sized as the stage sizes them).
		for _, f := range d.Fields {
			for _, v := range f.Names {
				if builtins.LookupMember(d.Instance.Name, v.Name, c.opts.Stage.Set()) == nil {
					c.errorf(v.Loc, "'%s' is not a member of %s", v.Name, d.Instance.Name)
				}
			}
		}
		return
	}
	if q.Storage&ast.Out == 0 || c.opts.Stage != ir.Vertex && c.opts.Stage != ir.TessEvaluation && c.opts.Stage != ir.Geometry {
		c.errorf(d.Loc, "gl_PerVertex can only be redeclared as the output block of a vertex, tessellation evaluation or geometry shader here")
		return
	}
	if d.Instance != nil {
		c.errorf(d.Instance.Loc, "the output gl_PerVertex block cannot have an instance name")
		return
	}
	if c.st.perVertex != nil {
		c.errorf(d.Loc, "gl_PerVertex is already redeclared")
		return
	}
	members := map[string]bool{}
	for _, f := range d.Fields {
		base := c.typeOf(f.Type)
		if base == nil {
			return
		}
		for _, v := range f.Names {
			row, _ := builtins.LookupVarIn(v.Name, c.opts.Stage.Set())
			if row == nil || row.Block != "gl_PerVertex" {
				c.errorf(v.Loc, "'%s' is not a member of gl_PerVertex", v.Name)
				continue
			}
			t := c.arrayOf(base, v.Dims, v.Loc)
			if t == nil {
				continue
			}
			c.redeclareRow(v.Loc, v.Name, row, t, f.Quals)
			members[v.Name] = true
		}
	}
	c.st.perVertex = members
}

// stageMode records a mode layout qualifier of the stage.
func (c *checker) stageMode(m layoutMode, what string) {
	if what == "in" || what == "out" {
		if c.primLayout(m, what == "out") {
			return
		}
	}
	var mode ir.EntryMode
	switch m.name {
	case "early_fragment_tests":
		mode = ir.EarlyFragmentTests
	case "post_depth_coverage":
		if !c.anyExtOn([]string{"GL_ARB_post_depth_coverage", "GL_EXT_post_depth_coverage"}, m.pos) {
			c.errorf(m.pos, "layout qualifier 'post_depth_coverage' requires extension GL_ARB_post_depth_coverage or GL_EXT_post_depth_coverage")
			return
		}
		mode = ir.PostDepthCoverage
		if c.extOn("GL_ARB_post_depth_coverage", m.pos) {
			// The ARB extension implies early fragment tests (glslang
			// adds the mode); the EXT one wants them declared.
			c.addMode(ir.EarlyFragmentTests)
		} else {
			c.st.postDepthPos = m.pos
		}
	case "origin_upper_left":
		return // every Vulkan fragment shader's origin
	case "pixel_center_integer":
		mode = ir.PixelCenterInteger
	case "depth_any":
		c.st.depthSet = true
		return
	case "depth_greater":
		mode = ir.DepthGreater
	case "depth_less":
		mode = ir.DepthLess
	case "depth_unchanged":
		mode = ir.DepthUnchanged
	default:
		c.errorf(m.pos, "layout qualifier '%s' is not supported on %s", m.name, what)
		return
	}
	if c.opts.Stage != ir.Fragment {
		c.errorf(m.pos, "layout qualifier '%s' applies only to fragment shaders", m.name)
		return
	}
	want := map[string]string{"early_fragment_tests": "in", "post_depth_coverage": "in", "pixel_center_integer": "gl_FragCoord"}[m.name]
	if want == "" {
		want = "gl_FragDepth"
	}
	if want != what {
		c.errorf(m.pos, "layout qualifier '%s' applies to '%s', not '%s'", m.name, want, what)
		return
	}
	if mode >= ir.DepthGreater && mode <= ir.DepthUnchanged {
		if c.st.depthSet {
			c.errorf(m.pos, "gl_FragDepth has more than one depth layout qualifier")
			return
		}
		c.st.depthSet = true
	}
	c.addMode(mode)
}

// addMode adds a mode of the stage once.
func (c *checker) addMode(mode ir.EntryMode) {
	for _, have := range c.st.modes {
		if have == mode {
			return
		}
	}
	c.st.modes = append(c.st.modes, mode)
}

// finishStage completes the entry point's stage: the locations of
// -fauto-map-locations and the modes.
func (c *checker) finishStage(e *ir.EntryPoint) {
	e.Stage = c.opts.Stage
	if c.compute() {
		c.finishDerivativeGroup(e)
		return
	}
	c.autoLocations()
	if c.st.postDepthPos.IsValid() && !slices.Contains(c.st.modes, ir.EarlyFragmentTests) {
		c.errorf(c.st.postDepthPos, "post_depth_coverage requires early_fragment_tests (GL_EXT_post_depth_coverage)")
	}
	c.finishPrims(e)
	e.Modes = append(e.Modes, c.st.modes...)
	if c.opts.Stage == ir.Fragment {
		for _, g := range c.mod.Globals {
			if g.Storage == ir.StorageOutput && g.Builtin == builtins.FragDepth {
				e.Modes = append(e.Modes, ir.DepthReplacing)
			}
		}
	}
}

// autoLocations gives the variables without a location the next free
// ones, in declaration order, for each direction apart (as glslang's
// -fauto-map-locations does).
func (c *checker) autoLocations() {
	used := map[ir.Storage]map[int]bool{ir.StorageInput: {}, ir.StorageOutput: {}}
	for _, g := range c.mod.Globals {
		if g.IO != nil && g.IO.Location >= 0 && g.Builtin == builtins.NoVar {
			for i := 0; i < c.ioLocations(g); i++ {
				used[g.Storage][g.IO.Location+i] = true
			}
		}
	}
	for _, g := range c.st.autoLoc {
		n := c.ioLocations(g)
		loc := 0
		for {
			free := true
			for i := 0; i < n; i++ {
				if used[g.Storage][loc+i] {
					free = false
					break
				}
			}
			if free {
				break
			}
			loc++
		}
		for i := 0; i < n; i++ {
			used[g.Storage][loc+i] = true
		}
		g.IO.Location = loc
	}
}

// ioLocations is the number of locations interface variable g takes: a
// per-vertex array takes its element's.
func (c *checker) ioLocations(g *ir.Global) int {
	t := g.Type
	if c.arrayedIO(g.Storage == ir.StorageOutput) && !g.IO.Patch && t.Kind() == ir.KindArray {
		t = t.Elem()
	}
	return locationCount(t)
}

// locationCount is the number of locations a variable of type t takes
// (GLSL 4.60 section 4.4.1: a dvec3 or dvec4 takes two).
func locationCount(t *ir.Type) int {
	switch t.Kind() {
	case ir.KindArray:
		return max(t.Len(), 1) * locationCount(t.Elem())
	case ir.KindMatrix:
		return t.Len() * locationCount(t.Elem())
	case ir.KindStruct:
		n := 0
		for _, m := range t.Members() {
			n += locationCount(m.Type)
		}
		return n
	case ir.KindVector:
		if t.Elem().Width() == 64 && t.Components() > 2 {
			return 2
		}
	}
	return 1
}

func hasBool(t *ir.Type) bool {
	switch t.Kind() {
	case ir.KindArray, ir.KindRuntimeArray:
		return hasBool(t.Elem())
	case ir.KindStruct:
		for _, m := range t.Members() {
			if hasBool(m.Type) {
				return true
			}
		}
		return false
	}
	return t.IsBool()
}

func hasIntegerOrDouble(t *ir.Type) bool {
	switch t.Kind() {
	case ir.KindArray, ir.KindRuntimeArray, ir.KindVector, ir.KindMatrix:
		return hasIntegerOrDouble(t.Elem())
	case ir.KindStruct:
		for _, m := range t.Members() {
			if hasIntegerOrDouble(m.Type) {
				return true
			}
		}
		return false
	}
	return t.IsInteger() || t.IsFloat() && t.Width() == 64
}

// ioBlock declares a user input or output block. Its members become
// interface variables of their own, at consecutive locations (Vulkan
// matches the stages' interfaces by location, so this is the block's
// interface); "inst.member" names them when the block has an instance.
func (c *checker) ioBlock(d *ast.BlockDecl) {
	q := d.Quals
	out := q.Storage&ast.Out != 0
	if !c.storageWords(q, ast.In|ast.Out, "blocks") {
		return
	}
	li := c.layoutOf(q, lcBlock)
	patch := q.Aux&ast.Patch != 0
	arrayed := c.arrayedIO(out) && !patch
	n := 0
	switch {
	case arrayed && (d.Instance == nil || len(d.Instance.Dims) != 1):
		c.errorf(d.Loc, "a per-vertex %s block of %s must have an instance name and be an array (one element per vertex)", dirName(out), c.stageName())
		return
	case arrayed:
		t := c.arrayOf(ir.Int32, d.Instance.Dims, d.Instance.Loc)
		if t == nil {
			return
		}
		if t = c.sizePerVertex(d.Instance.Loc, d.Instance.Name, t, out); t == nil {
			return
		}
		n = t.Len()
	case d.Instance != nil && len(d.Instance.Dims) > 0:
		c.errorf(d.Instance.Loc, "arrays of input or output blocks are not supported in %s", c.stageName())
		return
	}
	if c.opts.Stage == ir.Vertex && !out || c.opts.Stage == ir.Fragment && out {
		c.errorf(d.Loc, "%s cannot have an %s block", c.stageName(), map[bool]string{true: "output", false: "input"}[out])
		return
	}
	members := map[string]*symbol{}
	loc := li.location
	for _, f := range d.Fields {
		base := c.typeOf(f.Type)
		if base == nil {
			return
		}
		fq := &ast.Qualifiers{Loc: q.Loc, Interp: q.Interp, Aux: q.Aux, Invariant: q.Invariant}
		fli := layoutInfo{location: -1, component: -1, index: -1}
		if f.Quals != nil {
			if f.Quals.Interp != 0 {
				fq.Interp = f.Quals.Interp
			}
			fq.Aux |= f.Quals.Aux
			fq.Invariant = fq.Invariant || f.Quals.Invariant
			fq.Loc = f.Quals.Loc
			fli = c.layoutOf(f.Quals, lcMember)
		}
		for _, v := range f.Names {
			t := c.arrayOf(base, v.Dims, v.Loc)
			if t == nil {
				return
			}
			if fli.location >= 0 {
				loc = fli.location
			}
			name := v.Name
			if d.Instance != nil {
				name = d.Instance.Name + "." + v.Name
			}
			mli := layoutInfo{location: loc, component: fli.component, index: -1, anyPos: fli.anyPos}
			if loc < 0 && !c.opts.AutoMapLocations {
				c.errorf(v.Loc, "'%s': SPIR-V requires a location for a block member of a user input or output (layout(location = N) on the block or the member, or -fauto-map-locations)", name)
				return
			}
			before := len(c.mod.Globals)
			mt := t
			if arrayed {
				mt = ir.ArrayOf(t, n, 0)
			}
			fq.Aux |= q.Aux & ast.Patch
			sym := c.ioMember(v, name, mt, t, fq, mli, out)
			if sym == nil {
				return
			}
			if len(c.mod.Globals) > before && loc >= 0 {
				loc += locationCount(t)
			}
			switch {
			case d.Instance == nil:
				c.declare(sym)
			case arrayed:
				// reached as inst[i].member: field() indexes "inst.member"
				members[v.Name] = sym
				sym.name = name
				c.global.names[name] = sym
			default:
				members[v.Name] = sym
			}
		}
	}
	if d.Instance != nil {
		c.declare(&symbol{kind: symVar, name: d.Instance.Name, pos: d.Instance.Loc, ioMembers: members, ioArrayLen: n, member: -1})
	}
}

// ioMember declares one member of an input or output block; nil after an
// error.
func (c *checker) ioMember(v *ast.Declarator, name string, t, elemT *ir.Type, q *ast.Qualifiers, li layoutInfo, out bool) *symbol {
	if isUnsized(t) {
		c.errorf(v.Loc, "'%s': array must have a size", name)
		return nil
	}
	if !c.interfaceOK(v.Loc, name, elemT, q, out) {
		return nil
	}
	io := &ir.IO{Location: li.location, Component: li.component, Index: -1, Invariant: q.Invariant,
		Centroid: q.Aux&ast.Centroid != 0, Sample: q.Aux&ast.Sample != 0, Patch: q.Aux&ast.Patch != 0}
	switch {
	case q.Interp&ast.Flat != 0:
		io.Interp = ir.Flat
	case q.Interp&ast.NoPerspective != 0:
		io.Interp = ir.NoPerspective
	}
	st := ir.StorageInput
	sym := &symbol{kind: symVar, name: v.Name, pos: v.Loc, typ: t, member: -1}
	if out {
		st = ir.StorageOutput
	} else {
		sym.readonly = "it is a shader input"
	}
	g := &ir.Global{Pos: c.irPos(v.Loc), Name: name, Type: t, Storage: st, IO: io}
	if li.location < 0 {
		c.st.autoLoc = append(c.st.autoLoc, g)
	}
	c.mod.AddGlobal(g)
	sym.global = g
	return sym
}

// invariantDecl handles "invariant gl_Position;" and "invariant v;" in
// the graphics stages.
func (c *checker) invariantDecl(d *ast.QualifierDecl) {
	q := d.Quals
	if q.Precise && !q.Invariant {
		c.errorf(d.Loc, "precise redeclarations are not supported")
		return
	}
	for _, n := range d.Names {
		if strings.HasPrefix(n.Name, "gl_") {
			row, _ := builtins.LookupVarIn(n.Name, c.opts.Stage.Set())
			if row == nil || !row.Out {
				c.errorf(n.Loc, "'%s' is not an output of %s: only outputs can be invariant", n.Name, c.stageName())
				continue
			}
			if c.st.builtinDecls == nil {
				c.st.builtinDecls = map[string]*builtinDecl{}
			}
			bd := c.st.builtinDecls[n.Name]
			if bd == nil {
				bd = &builtinDecl{pos: n.Loc}
				c.st.builtinDecls[n.Name] = bd
			}
			bd.invariant = true
			for _, g := range c.mod.Globals {
				if g.Builtin == row.ID && g.Storage == ir.StorageOutput {
					if g.IO == nil {
						g.IO = &ir.IO{Location: -1, Component: -1, Index: -1}
					}
					g.IO.Invariant = true
				}
			}
			continue
		}
		sym, _ := c.scope.lookup(n.Name)
		if sym == nil || sym.global == nil || sym.global.Storage != ir.StorageOutput || sym.global.IO == nil {
			c.errorf(n.Loc, "'%s' is not an output: only outputs can be invariant", n.Name)
			continue
		}
		sym.global.IO.Invariant = true
	}
}

// fragOutput resolves gl_FragColor and gl_FragData, the fragment outputs
// that GLSL before 4.20 declares (deprecated, and no SPIR-V built-ins): as
// glslang does for Vulkan, each is a user output at location 0 (vec4,
// and vec4[32] for gl_FragData, glslang's gl_MaxDrawBuffers). ok is false
// when name is neither.
func (c *checker) fragOutput(x *ast.Ident) (operand, bool) {
	if x.Name != "gl_FragColor" && x.Name != "gl_FragData" {
		return badOp, false
	}
	if c.opts.Stage != ir.Fragment || c.es || c.version >= 420 {
		return badOp, false
	}
	t := ir.Vec(ir.Float32, 4)
	if x.Name == "gl_FragData" {
		t = ir.ArrayOf(t, 32, 0)
	}
	var g *ir.Global
	for _, o := range c.mod.Globals {
		if o.Name == x.Name && o.Storage == ir.StorageOutput && o.Builtin == builtins.NoVar {
			g = o
		}
	}
	for _, o := range c.mod.Globals {
		if g == nil && (o.Name == "gl_FragColor" || o.Name == "gl_FragData") && o.Storage == ir.StorageOutput {
			c.errorf(x.Loc, "a fragment shader cannot write both gl_FragColor and gl_FragData")
			return badOp, true
		}
	}
	if g == nil {
		g = c.mod.AddGlobal(&ir.Global{Pos: c.irPos(x.Loc), Name: x.Name, Type: t, Storage: ir.StorageOutput,
			IO: &ir.IO{Location: 0, Component: -1, Index: -1}})
	}
	return operand{typ: g.Type, ref: &ir.GlobalRef{Pos: c.irPos(x.Loc), Var: g}, pos: x.Loc, name: x.Name}, true
}

// demoteStmt is GL_EXT_demote_to_helper_invocation's "demote;" and
// GL_EXT_terminate_invocation's "terminateInvocation;" (statements that
// parse as a name); ok is false when the name is not such a statement
// here (a variable of that name, or the extension off).
func (c *checker) demoteStmt(id *ast.Ident) ([]ir.Stmt, bool) {
	if sym, _ := c.scope.lookup(id.Name); sym != nil {
		return nil, false
	}
	ext := builtins.ExtDemote
	if id.Name == "terminateInvocation" {
		ext = "GL_EXT_terminate_invocation"
	}
	if !c.extOn(ext, id.Loc) {
		return nil, false
	}
	if c.opts.Stage != ir.Fragment {
		c.errorf(id.Loc, "'%s' is allowed only in fragment shaders (not in %s)", id.Name, c.stageName())
		return nil, true
	}
	return []ir.Stmt{&ir.Discard{Pos: c.irPos(id.Loc), Demote: id.Name == "demote", Terminate: id.Name == "terminateInvocation"}}, true
}
