package sema

import (
	"sort"

	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

func (c *checker) entryName() string {
	if c.opts.EntryPoint != "" {
		return c.opts.EntryPoint
	}
	return "main"
}

// funcDecl checks a function prototype or definition.
func (c *checker) funcDecl(d *ast.FuncDecl) {
	if d.Quals != nil {
		if d.Quals.Storage&^ast.Const != 0 || len(d.Quals.Layout) > 0 || d.Quals.Memory != 0 {
			c.errorf(d.Quals.Loc, "function return types cannot have storage, layout or memory qualifiers")
		}
	}
	ret := c.typeOf(d.Result)
	if ret == nil {
		return
	}
	if isUnsized(ret) {
		c.errorf(d.Result.Loc, "a function cannot return an unsized array")
		return
	}
	if len(d.Name) >= 3 && d.Name[:3] == "gl_" {
		c.errorf(d.NamePos, "'%s': identifiers starting with \"gl_\" are reserved", d.Name)
		return
	}
	if sym, _ := c.global.lookup(d.Name); sym != nil {
		c.redeclared(d.NamePos, d.Name, sym.pos)
		return
	}
	var params []paramInfo
	ok := true
	for _, pd := range d.Params {
		pi, good := c.paramDecl(pd)
		ok = ok && good
		params = append(params, pi)
	}
	if !ok {
		return
	}
	spirvFn, good := c.spirvInstruction(d, ret, params)
	if !good {
		return
	}
	if spirvFn == nil && c.redefinesBuiltin(d, params) {
		return
	}
	// Find an earlier declaration with the same parameter types.
	var f *funcSym
	for _, old := range c.funcs[d.Name] {
		if sameParams(old.params, params) {
			f = old
			break
		}
	}
	if f != nil {
		if f.ret != ret {
			c.errorf(d.NamePos, "function '%s' redeclared with a different return type (%s, was %s)", d.Name, typeName(ret), typeName(f.ret))
			return
		}
		for i := range params {
			if params[i].mode != f.params[i].mode {
				c.errorf(d.Params[i].Loc, "parameter %d of '%s' redeclared with a different qualifier", i+1, d.Name)
				return
			}
		}
		if d.Body != nil && f.defined {
			c.errorf(d.NamePos, "function '%s' is already defined (at %s)", f.signature(), f.pos)
			return
		}
	} else {
		if d.Name == c.entryName() {
			if ret != ir.Void || len(params) > 0 {
				c.errorf(d.NamePos, "the entry point '%s' must be 'void %s()'", d.Name, d.Name)
				return
			}
		}
		f = &funcSym{name: d.Name, pos: d.NamePos, decl: d, ret: ret, params: params}
		f.ir = &ir.Function{Pos: c.irPos(d.NamePos), Name: d.Name, Ret: ret, Body: &ir.Block{}}
		for _, p := range params {
			f.ir.Params = append(f.ir.Params, &ir.Param{Name: p.name, Type: p.typ, Mode: p.mode, Const: p.konst, Access: p.access})
		}
		if d.Name == c.entryName() && len(c.funcs[d.Name]) > 0 {
			c.errorf(d.NamePos, "the entry point '%s' cannot be overloaded", d.Name)
			return
		}
		f.spirv = spirvFn
		c.funcs[d.Name] = append(c.funcs[d.Name], f)
		c.order = append(c.order, f)
	}
	if d.Body == nil {
		return
	}
	f.defined = true
	f.pos = d.NamePos
	f.decl = d
	for i, pd := range d.Params {
		f.ir.Params[i].Name = pd.Name
		f.ir.Params[i].Pos = c.irPos(pd.Loc)
	}
	c.funcBody(f, d)
	c.mod.Functions = append(c.mod.Functions, f.ir)
}

// redefinesBuiltin reports (as an error) a user function that redeclares
// a built-in: any overload of a built-in name in ESSL, one with a built-in
// signature in GLSL (which allows overloading built-ins).
func (c *checker) redefinesBuiltin(d *ast.FuncDecl, params []paramInfo) bool {
	f := builtins.Lookup(d.Name)
	if f == nil {
		return false
	}
	if c.es {
		c.errorf(d.NamePos, "'%s' is a built-in function: ESSL does not allow redeclaring or overloading it", d.Name)
		return true
	}
	args := make([]operand, len(params))
	for i, p := range params {
		args[i] = operand{typ: p.typ, ref: &ir.LocalRef{Var: &ir.Local{Name: p.name, Type: p.typ}}}
	}
	cands := c.builtinCandidates(f, args)
	for _, cd := range cands {
		exact := true
		for _, r := range cd.ranks {
			exact = exact && r == rankExact
		}
		if exact {
			c.errorf(d.NamePos, "'%s' redefines the built-in function %s", d.Name, cd.signature())
			return true
		}
	}
	return false
}

// entryModes reads the attributes of the entry point:
// [[subgroup_uniform_control_flow]] (GL_EXT_subgroup_uniform_control_flow)
// and [[maximally_reconverges]] (GL_EXT_maximal_reconvergence).
func (c *checker) entryModes(d *ast.FuncDecl) []ir.EntryMode {
	var modes []ir.EntryMode
	if d == nil {
		return nil
	}
	for _, a := range d.Attrs {
		switch a.Name {
		case "subgroup_uniform_control_flow":
			if c.requireExt(a.Loc, "[[subgroup_uniform_control_flow]]", "GL_EXT_subgroup_uniform_control_flow") {
				modes = append(modes, ir.SubgroupUniformControlFlow)
			}
		case "maximally_reconverges":
			if c.requireExt(a.Loc, "[[maximally_reconverges]]", "GL_EXT_maximal_reconvergence") {
				modes = append(modes, ir.MaximallyReconverges)
			}
		default:
			c.warnf(a.Loc, "attribute '%s' is ignored", a.Name)
		}
	}
	return modes
}

func sameParams(a, b []paramInfo) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].typ != b[i].typ {
			return false
		}
	}
	return true
}

// paramDecl checks a parameter declaration.
func (c *checker) paramDecl(pd *ast.ParamDecl) (paramInfo, bool) {
	pi := paramInfo{name: pd.Name, mode: ir.In}
	if pd.Quals != nil && !c.spirvQualsUnsupported(pd.Quals, "a parameter") {
		return pi, false
	}
	if q := pd.Quals; q != nil {
		switch q.Storage &^ ast.Const {
		case 0, ast.In:
		case ast.Out:
			pi.mode = ir.Out
		case ast.InOut:
			pi.mode = ir.InOut
		default:
			c.errorf(q.Loc, "parameter qualifiers must be in, out, inout or const")
			return pi, false
		}
		if q.Storage&ast.Const != 0 {
			if pi.mode != ir.In {
				c.errorf(q.Loc, "const applies only to in parameters")
				return pi, false
			}
			pi.konst = true
		}
		if len(q.Layout) > 0 {
			c.errorf(q.Loc, "parameters cannot have layout qualifiers")
			return pi, false
		}
	}
	// Opaque parameters are pointers to the caller's uniform (as glslang
	// passes them).
	c.allowOpaque = true
	t := c.typeOf(pd.Type)
	c.allowOpaque = false
	if t == nil {
		return pi, false
	}
	if hasRayQuery(t) {
		// The parameter points at the caller's query, which cannot be
		// copied: only "in", as glslang ("samplers and atomic_uints
		// cannot be output parameters").
		if len(pd.Dims) > 0 || len(pd.Type.Dims) > 0 {
			c.errorf(pd.Loc, "an array of rayQueryEXT cannot be a parameter yet (pass one element)")
			return pi, false
		}
		if pi.mode != ir.In {
			c.errorf(pd.Loc, "a rayQueryEXT parameter must be an in parameter (it refers to the caller's query)")
			return pi, false
		}
	}
	if t.IsOpaque() {
		if len(pd.Dims) > 0 || len(pd.Type.Dims) > 0 {
			c.errorf(pd.Loc, "a parameter cannot be an array of %s", typeName(t))
			return pi, false
		}
		if pi.mode != ir.In {
			c.errorf(pd.Loc, "an opaque parameter must be an in parameter")
			return pi, false
		}
		pi.access = accessOf(pd.Quals)
		if pi.access != 0 && !(t.Kind() == ir.KindImage && t.Image().Use == ir.ImageStorage) {
			c.errorf(pd.Loc, "memory qualifiers apply only to image parameters, not %s", typeName(t))
			return pi, false
		}
	}
	t = c.arrayOf(t, pd.Dims, pd.Loc)
	if t == nil {
		return pi, false
	}
	if t == ir.Void {
		c.errorf(pd.Loc, "a parameter cannot have type void")
		return pi, false
	}
	if isUnsized(t) {
		c.errorf(pd.Loc, "a parameter cannot be an unsized array")
		return pi, false
	}
	name := pd.Name
	if name == "" {
		name = "parameter"
	}
	c.smallTypeStorageOK(t, pd.Loc, name)
	pi.typ = t
	return pi, true
}

// funcBody checks a function definition's body.
func (c *checker) funcBody(f *funcSym, d *ast.FuncDecl) {
	c.fn = &funcState{sym: f, ir: f.ir}
	defer func() { c.fn = nil }()
	f.ir.Locals = nil
	c.push(scopeFunc)
	defer c.pop()
	for i, p := range f.params {
		if p.name == "" {
			continue
		}
		sym := &symbol{kind: symVar, name: p.name, pos: d.Params[i].NamePos, typ: p.typ, param: f.ir.Params[i], member: -1}
		if p.konst {
			sym.readonly = "it is a const parameter"
		}
		if p.typ.IsOpaque() {
			sym.readonly = "it is an opaque parameter"
		}
		c.declare(sym)
	}
	body := c.stmtList(d.Body.Stmts)
	if f.ret != ir.Void && !endsInReturn(body) {
		body = append(body, &ir.Return{Pos: c.irPos(d.Body.End), Value: ir.ConstNull(f.ret)})
	}
	f.ir.Body = &ir.Block{Pos: c.irPos(d.Body.Loc), Stmts: body}
}

func endsInReturn(ss []ir.Stmt) bool {
	if len(ss) == 0 {
		return false
	}
	_, ok := ss[len(ss)-1].(*ir.Return)
	return ok
}

// finish completes the module: entry point, local size, automatic
// bindings, undefined functions and recursion.
func (c *checker) finish() {
	var main *funcSym
	for _, f := range c.funcs[c.entryName()] {
		if f.defined {
			main = f
		}
	}
	if main == nil {
		c.errorf(diag.Pos{File: c.tu.File}, "no definition of the entry point '%s'", c.entryName())
		return
	}
	e := &ir.EntryPoint{Fn: main.ir, Name: c.entryName()}
	for i := range c.local {
		e.LocalSize[i] = ir.LocalSize{Value: c.local[i].value, Spec: c.localSpec(i)}
	}
	c.mod.Entry = e
	e.Modes = c.entryModes(main.decl)
	c.finishStage(e)
	if len(c.globalInits) > 0 {
		main.ir.Body.Stmts = append(append([]ir.Stmt{}, c.globalInits...), main.ir.Body.Stmts...)
		main.ir.Locals = append(main.ir.Locals, c.initFn.ir.Locals...)
	}
	c.autoBind(main.ir)
	// Called functions must be defined, where the call is reachable from
	// the entry point: glslang drops functions main never reaches before it
	// looks for bodies, so a dead caller of a prototype is no error.
	roots := []*funcSym{main}
	if c.initFn != nil {
		roots = append(roots, c.initFn.sym)
	}
	live := reachableFuncs(roots)
	var callers []*funcSym
	for _, g := range append(append([]*funcSym{}, c.order...), roots[1:]...) {
		if live[g] {
			callers = append(callers, g)
		}
	}
	for _, f := range c.order {
		if f.defined || f.spirv != nil {
			continue
		}
		for _, g := range callers {
			if pos, ok := g.calls[f]; ok {
				c.errorf(pos, "function '%s' is called but never defined", f.signature())
				break
			}
		}
	}
	c.dropDeadUndefinedCallers(live)
	c.checkRecursion()
}

// dropDeadUndefinedCallers removes from the module the functions the entry
// point never reaches that call, directly or not, a function that has no
// body: glslang accepts them (it prunes uncalled functions before looking
// for bodies) and there is nothing to emit for the call. Other unreached
// functions stay, as before.
func (c *checker) dropDeadUndefinedCallers(live map[*funcSym]bool) {
	drop := map[*ir.Function]bool{}
	for _, f := range c.order {
		if live[f] || !f.defined || f.ir == nil {
			continue
		}
		for g := range reachableFuncs([]*funcSym{f}) {
			if !g.defined && g.spirv == nil {
				drop[f.ir] = true
				break
			}
		}
	}
	if len(drop) == 0 {
		return
	}
	kept := c.mod.Functions[:0]
	for _, f := range c.mod.Functions {
		if !drop[f] {
			kept = append(kept, f)
		}
	}
	c.mod.Functions = kept
}

// reachableFuncs is the set of functions the roots call, directly or not,
// with the roots themselves.
func reachableFuncs(roots []*funcSym) map[*funcSym]bool {
	seen := map[*funcSym]bool{}
	var visit func(f *funcSym)
	visit = func(f *funcSym) {
		if seen[f] {
			return
		}
		seen[f] = true
		for g := range f.calls {
			visit(g)
		}
	}
	for _, r := range roots {
		visit(r)
	}
	return seen
}

// checkRecursion reports cycles in the static call graph.
func (c *checker) checkRecursion() {
	state := map[*funcSym]int{}
	var visit func(f *funcSym)
	visit = func(f *funcSym) {
		state[f] = 1
		// Visit callees in a stable order.
		callees := make([]*funcSym, 0, len(f.calls))
		for g := range f.calls {
			callees = append(callees, g)
		}
		sort.Slice(callees, func(i, j int) bool {
			return posLess(f.calls[callees[i]], f.calls[callees[j]])
		})
		for _, g := range callees {
			switch state[g] {
			case 0:
				visit(g)
			case 1:
				c.errorf(f.calls[g], "recursive call to '%s' (recursion is not allowed)", g.name)
			}
		}
		state[f] = 2
	}
	for _, f := range c.order {
		if state[f] == 0 {
			visit(f)
		}
	}
}

func posLess(a, b diag.Pos) bool {
	if a.File != b.File {
		return a.File < b.File
	}
	if a.Line != b.Line {
		return a.Line < b.Line
	}
	return a.Col < b.Col
}
