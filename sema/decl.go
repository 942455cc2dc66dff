package sema

import (
	"fmt"
	"github.com/glslc-nv/glslc-nv/internal/limits"

	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// topDecl checks one declaration at global scope.
func (c *checker) topDecl(d ast.Decl) {
	var q *ast.Qualifiers
	switch d := d.(type) {
	case *ast.VarDecl:
		q = d.Quals
	case *ast.StructDecl:
		q = d.Quals
	case *ast.BlockDecl:
		q = d.Quals
	case *ast.QualifierDecl:
		q = d.Quals
	}
	if !c.spirvQualsUnsupported(q, "this declaration") {
		return
	}
	switch d := d.(type) {
	case *ast.VarDecl:
		c.varDecl(d, true)
	case *ast.StructDecl:
		if d.Quals != nil && (d.Quals.Storage != 0 || len(d.Quals.Layout) > 0) {
			c.errorf(d.Quals.Loc, "a struct definition cannot have qualifiers")
		}
		c.structDecl(d.Struct)
	case *ast.BlockDecl:
		c.blockDecl(d)
	case *ast.FuncDecl:
		c.funcDecl(d)
	case *ast.PrecisionDecl:
		c.precisionDecl(d)
	case *ast.QualifierDecl:
		c.qualifierDecl(d)
	}
}

func (c *checker) precisionDecl(d *ast.PrecisionDecl) {
	if d.Type == nil || !d.Type.Builtin {
		c.errorf(d.Loc, "default precision applies only to int, float and opaque types")
		return
	}
	// As glslang: int and float, and every opaque type (sampler*,
	// texture*, image*, subpassInput*), whose precision, like theirs, has
	// no SPIR-V form here.
	switch name := d.Type.Name; {
	case name == "int", name == "float", opaqueType(name) != nil:
	default:
		c.errorf(d.Type.Loc, "default precision cannot be set for type %s (only for int, float and opaque types)", name)
	}
}

// qualifierDecl handles "layout(local_size_x = 64) in;" and default block
// layouts.
func (c *checker) qualifierDecl(d *ast.QualifierDecl) {
	q := d.Quals
	if len(d.Names) > 0 && q != nil && q.Storage == ast.Buffer {
		if li := c.layoutOf(q, lcBlock); li.ref {
			c.refForward(d, li)
			return
		}
	}
	if len(d.Names) > 0 {
		if c.compute() {
			c.errorf(d.Loc, "invariant and precise redeclarations are not supported in compute shaders")
			return
		}
		c.invariantDecl(d)
		return
	}
	if c.primitiveCullingDecl(q) {
		return
	}
	switch {
	case q.Storage == ast.In && !c.compute():
		li := c.layoutOf(q, lcIn)
		if li.hasLocal {
			c.errorf(d.Loc, "local_size applies only to compute, mesh and task shaders")
			return
		}
		for _, m := range li.modes {
			c.stageMode(m, "in")
		}
	case q.Storage == ast.Out && !c.compute():
		li := c.layoutOf(q, lcIO)
		for _, m := range li.modes {
			c.stageMode(m, "out")
		}
	case q.Storage == ast.In:
		li := c.layoutOf(q, lcIn)
		if c.derivativeGroupDecl(li.modes) && !li.hasLocal {
			return
		}
		if !li.hasLocal {
			c.errorf(d.Loc, "an 'in' declaration in a compute shader must set the local size")
			return
		}
		c.setLocalSize(li, d.Loc)
	case q.Storage == ast.Uniform || q.Storage == ast.Buffer:
		// layout(std430, row_major) buffer; sets the defaults of the
		// blocks that follow.
		li := c.layoutOf(q, lcDefault)
		k := 0
		if q.Storage == ast.Buffer {
			k = 1
		}
		if li.rules != 0 {
			c.defaultRules[k] = li.rules
		}
		if li.major != 0 {
			c.defaultMajor[k] = li.major
		}
	case q.Storage == ast.Shared && q.Layout != nil:
		// layout(scalar) shared; sets the defaults of the shared blocks
		// that follow (GL_EXT_shared_memory_block), as in glslang.
		if !c.requireExt(d.Loc, "a default layout for shared blocks", extSharedMemoryBlock) {
			return
		}
		li := c.layoutOf(q, lcDefault)
		if li.rules != 0 {
			c.sharedRules = li.rules
		}
		if li.major != 0 {
			c.sharedMajor = li.major
		}
	case q.Storage == ast.Out:
		c.errorf(d.Loc, "compute shaders have no outputs")
	default:
		c.errorf(d.Loc, "a qualifier-only declaration must be 'layout(...) in;' in a compute shader")
	}
}

func (c *checker) setLocalSize(li layoutInfo, pos diag.Pos) {
	names := [3]string{"local_size_x", "local_size_y", "local_size_z"}
	for i := range li.local {
		if v := li.local[i]; v >= 0 {
			if max := c.maxWorkGroupSize(); uint32(v) > max[i] {
				c.errorf(pos, "%s = %d is larger than gl_MaxComputeWorkGroupSize.%c (%d)", names[i], v, "xyz"[i], max[i])
				continue
			}
			d := &c.local[i]
			if d.set && d.value != uint32(v) {
				c.errorf(pos, "%s is redeclared with a different value (%d, was %d)", names[i], v, d.value)
				continue
			}
			d.set, d.value, d.pos = true, uint32(v), pos
		}
		if id := li.localID[i]; id >= 0 {
			d := &c.local[i]
			if d.idSet && d.id != id {
				c.errorf(pos, "%s_id is redeclared with a different value", names[i])
				continue
			}
			d.idSet, d.id = true, id
		}
	}
	c.localSet = true
}

// localSpec returns (creating it) the spec constant of local size
// dimension i, or nil when it has none. Like glslang, it is a uint spec
// constant of its own whose default is the dimension's literal size (1 when
// none), even when a "layout(constant_id = N) const" declaration uses the same
// ID: that constant keeps its own type and default, and specialization sets
// both (SPIR-V allows several constants with one SpecId).
func (c *checker) localSpec(i int) *ir.SpecConst {
	d := &c.local[i]
	if d.id < 0 {
		return nil
	}
	if d.spec == nil {
		d.spec = &ir.SpecConst{Name: fmt.Sprintf("gl_WorkGroupSize_%c", "xyz"[i]), Type: ir.Uint32, ID: d.id, Default: ir.Uint32Const(d.value)}
		c.mod.AddSpec(d.spec)
	}
	return d.spec
}

// specFor returns a spec constant holding the value of a spec-constant
// expression (for array sizes).
func (c *checker) specFor(o operand, pos diag.Pos) *ir.SpecConst {
	v := c.value(o)
	if r, ok := v.(*ir.SpecRef); ok {
		return r.Spec
	}
	c.tmpCount++
	s := &ir.SpecConst{Pos: c.irPos(pos), Name: fmt.Sprintf("spec.%d", c.tmpCount), Type: o.typ, ID: -1, Value: v}
	c.mod.AddSpec(s)
	return s
}

// varDecl checks a variable declaration; in functions it returns the
// initializing stores.
func (c *checker) varDecl(d *ast.VarDecl, global bool) []ir.Stmt {
	q := d.Quals
	if q != nil && q.Storage == ast.Buffer && len(d.Vars) == 0 && d.Type != nil && !d.Type.Builtin && d.Type.Struct == nil && len(d.Type.Dims) == 0 {
		// "layout(buffer_reference) buffer T;": T parses as a type (its
		// name is known to be a buffer reference)
		if li := c.layoutOf(q, lcBlock); li.ref {
			c.refForward(&ast.QualifierDecl{Loc: d.Loc, Quals: q, Names: []*ast.Ident{{Loc: d.Type.Loc, Name: d.Type.Name}}}, li)
			return nil
		}
	}
	if global && q != nil && q.Storage&(ast.StorageAttribute|ast.StorageVarying) != 0 {
		s, ok := c.legacyStorage(q)
		if !ok {
			return nil
		}
		// the declaration as if written with in / out (a copy: the
		// tree is not changed)
		nq, nd := *q, *d
		nq.Storage = s
		nd.Quals = &nq
		d, q = &nd, &nq
	}
	var storage ast.Storage
	if q != nil {
		storage = q.Storage
	}
	what := "variables"
	if global {
		allowed := ast.Const | ast.Shared | ast.Uniform | ast.Buffer
		if !c.compute() {
			allowed |= ast.In | ast.Out
		}
		if !c.storageWords(q, allowed, what) {
			return nil
		}
	} else if !c.storageWords(q, ast.Const, "local variables") {
		return nil
	}
	// Memory qualifiers on a variable that holds a buffer reference are
	// the reference's (glslang: restrict makes it RestrictPointer); they
	// are checked once its type is known.
	refMemory := q != nil && q.Memory != 0 && storage&(ast.Uniform|ast.Buffer) == 0

	li := layoutInfo{binding: -1, set: -1, constantID: -1, location: -1, component: -1, index: -1, attachment: -1}
	uniformVar := global && storage&ast.Uniform != 0
	if q != nil && len(q.Layout) > 0 {
		ctx := lcOther
		switch {
		case storage == ast.Const:
			ctx = lcConst
		case uniformVar:
			ctx = lcOpaque
		case global && storage&(ast.In|ast.Out) != 0:
			ctx = lcIO
		}
		li = c.layoutOf(q, ctx)
	}
	// Opaque types are accepted as the variable's own type only (not as
	// members of a struct defined in the declaration).
	c.allowOpaque = uniformVar && d.Type != nil && d.Type.Struct == nil
	// A plain variable with an initializer may leave every array
	// dimension unsized ("int a[][] = int[][](...)"); the initializer
	// sizes them.
	withInit := false
	for _, v := range d.Vars {
		withInit = withInit || v.Init != nil
	}
	plain := storage&(ast.Uniform|ast.Buffer|ast.In|ast.Out) == 0
	c.unsizedInner = plain && withInit
	base := c.typeOf(d.Type)
	c.unsizedInner = false
	c.allowOpaque = false
	if refMemory && (base == nil || base.Kind() != ir.KindReference) {
		c.errorf(q.Loc, "memory qualifiers apply only to buffer and uniform blocks and buffer references")
		refMemory = false
	}
	if base == nil {
		// Declare the names anyway, so that uses do not report them again.
		for _, v := range d.Vars {
			if _, dup := c.scope.names[v.Name]; !dup {
				c.scope.names[v.Name] = &symbol{kind: symVar, name: v.Name, pos: v.Loc}
			}
		}
		return nil
	}
	if len(d.Vars) == 0 {
		if d.Type.Struct == nil {
			c.warnf(d.Loc, "declaration declares nothing")
		}
		return nil
	}
	if uniformVar && innermostType(base).IsOpaque() {
		c.opaqueDecl(d, base, li)
		return nil
	}
	if global && storage&(ast.In|ast.Out) != 0 {
		c.ioVarDecl(d, base, li)
		return nil
	}
	if storage&(ast.Uniform|ast.Buffer) != 0 {
		c.errorf(d.Loc, "'%s' variables outside a block are not supported (Vulkan needs blocks)", storageName(storage))
		return nil
	}
	var out []ir.Stmt
	for _, v := range d.Vars {
		c.unsizedInner = v.Init != nil
		t := c.arrayOf(base, v.Dims, v.Loc)
		c.unsizedInner = false
		if t == nil {
			// the error is said; uses of the name are not errors again
			c.declare(&symbol{kind: symVar, name: v.Name, pos: v.Loc})
			continue
		}
		if t == ir.Void {
			c.errorf(v.Loc, "variable '%s' cannot have type void", v.Name)
			continue
		}
		out = append(out, c.declareVar(v, t, storage, li, global)...)
		if sym, ok := c.scope.names[v.Name]; ok && sym.local != nil && refMemory && q.Memory&ast.Restrict != 0 {
			sym.local.Restrict = true
		}
		if q != nil && q.NonUniform {
			c.nonuniformLocal(q.Loc, v.Name, global)
		}
	}
	return out
}

// nonuniformLocal applies the nonuniformEXT qualifier to the variable
// just declared: glslang takes it on local variables (and on fragment
// inputs, which compute shaders lack), with GL_EXT_nonuniform_qualifier.
func (c *checker) nonuniformLocal(pos diag.Pos, name string, global bool) {
	if !c.requireExt(pos, "the nonuniformEXT qualifier", builtins.ExtNonUniform) {
		return
	}
	sym, ok := c.scope.names[name]
	if global || !ok || sym.local == nil {
		c.errorf(pos, "nonuniformEXT applies only to local variables here, not to '%s'", name)
		return
	}
	sym.nonuniform = true
}

func storageName(s ast.Storage) string {
	if s&ast.Buffer != 0 {
		return "buffer"
	}
	return "uniform"
}

// extSharedMemoryBlock allows shared interface blocks.
const extSharedMemoryBlock = "GL_EXT_shared_memory_block"

// extNullInitializer allows "{}" as a whole initializer (the zero value)
// and, with it, initializers of shared variables.
const extNullInitializer = "GL_EXT_null_initializer"

// declareVar declares one variable.
func (c *checker) declareVar(v *ast.Declarator, t *ir.Type, storage ast.Storage, li layoutInfo, global bool) []ir.Stmt {
	p := c.irPos(v.Loc)
	if hasRayQuery(t) && !c.rayQueryDeclOK(v, storage) {
		c.declare(&symbol{kind: symVar, name: v.Name, pos: v.Loc})
		return nil
	}
	if storage&(ast.Uniform|ast.Buffer) == 0 {
		// Memory the shader itself holds (shared, global and local
		// variables); buffers are the device's.
		if n := scalarCount(t); n > limits.ArrayComponents {
			c.errorf(v.Loc, "'%s' is too large: %d components, more than the %d a shared, global or local variable may hold", v.Name, n, limits.ArrayComponents)
			c.declare(&symbol{kind: symVar, name: v.Name, pos: v.Loc})
			return nil
		}
		c.smallTypeStorageOK(t, v.Loc, v.Name)
	}
	if global && storage == 0 && v.Init != nil {
		// Initializers of plain globals may be run-time expressions: they
		// are checked as code of the entry point's prologue.
		if c.initFn == nil {
			c.initFn = &funcState{ir: &ir.Function{Name: "<global init>", Ret: ir.Void}, sym: &funcSym{ret: ir.Void}}
		}
		c.fn = c.initFn
		defer func() { c.fn = nil }()
	}
	var init operand
	nullInit := false // the initializer is "{}" (GL_EXT_null_initializer)
	if v.Init != nil {
		if il, ok := v.Init.(*ast.InitList); ok && len(il.Elems) == 0 {
			// The whole initializer "{}": the zero value of any type, as
			// OpConstantNull. glslang gates it for every version and
			// profile; inside a larger initializer list it stays an error.
			if !c.requireExt(il.Loc, "an empty { } initializer", extNullInitializer) {
				c.declare(&symbol{kind: symVar, name: v.Name, pos: v.Loc})
				return nil
			}
			if hasUnsized(t) {
				c.errorf(il.Loc, "an empty { } initializer cannot size the unsized array '%s'", v.Name)
				c.declare(&symbol{kind: symVar, name: v.Name, pos: v.Loc})
				return nil
			}
			nullInit = true
			init = operand{typ: t, val: ir.ConstNull(t), konst: ir.ConstNull(t), pos: il.Loc}
		} else if il, ok := v.Init.(*ast.InitList); ok {
			init = c.initList(il, t)
		} else {
			init = c.expr(v.Init)
		}
		if init.bad() {
			c.declare(&symbol{kind: symVar, name: v.Name, pos: v.Loc})
			return nil
		}
		if s := sizedLike(t, init.typ); hasUnsized(t) && s != nil {
			t = s
		}
	}
	if hasUnsized(t) {
		c.errorf(v.Loc, "array '%s' must have a size (or an initializer that gives it)", v.Name)
		return nil
	}
	sym := &symbol{kind: symVar, name: v.Name, pos: v.Loc, typ: t, member: -1}
	switch {
	case storage&ast.Const != 0:
		if v.Init == nil {
			c.errorf(v.Loc, "const variable '%s' must be initialized", v.Name)
			return nil
		}
		val, ok := c.implicit(init, t, v.Loc, "initializer of '"+v.Name+"'")
		if !ok {
			return nil
		}
		sym.readonly = "it is a constant"
		if li.constantID >= 0 {
			c.specConstant(sym, li, val, v)
			c.declare(sym)
			return nil
		}
		if k, ok := val.(*ir.Const); ok {
			sym.konst = k
			c.declare(sym)
			return nil
		}
		if init.spec && specExprOK(val) {
			s := &ir.SpecConst{Pos: p, Name: v.Name, Type: t, ID: -1, Value: val}
			c.mod.AddSpec(s)
			sym.spec = s
			c.declare(sym)
			return nil
		}
		if global {
			c.errorf(ast.Start(v.Init), "the initializer of global constant '%s' must be a constant expression%s", v.Name, foldFailure(val))
			c.declare(&symbol{kind: symVar, name: v.Name, pos: v.Loc}) // no follow-on errors
			return nil
		}
		// A local const with a run-time value is a read-only variable.
		l := c.fn.ir.NewLocal(v.Name, t)
		l.Pos = p
		sym.local = l
		c.declare(sym)
		return []ir.Stmt{&ir.Store{Pos: p, Dst: &ir.LocalRef{Pos: p, Var: l}, Value: val}}
	case storage&ast.Shared != 0:
		if hasFP4(t) {
			c.errorf(v.Loc, "shared variable '%s': floate2m1_t cannot be in shared memory (GL_EXT_float_e2m1)", v.Name)
			return nil
		}
		if c.sharedBlockPos.IsValid() {
			c.errorf(v.Loc, "shared variable '%s' cannot be declared outside a block when the shader has shared blocks (the first at %s)", v.Name, c.sharedBlockPos)
		} else if !c.sharedVarPos.IsValid() {
			c.sharedVarPos = v.Loc
		}
		g := &ir.Global{Pos: p, Name: v.Name, Type: t, Storage: ir.StorageWorkgroup}
		if v.Init != nil {
			// Only "{}" (GL_EXT_null_initializer): shared memory is zeroed
			// when the workgroup starts (OpConstantNull initializer).
			if nullInit {
				g.Init = ir.ConstNull(t)
			} else {
				c.errorf(ast.Start(v.Init), "shared variable '%s' can only have a null initializer '{}' (GL_EXT_null_initializer)", v.Name)
			}
		}
		c.mod.AddGlobal(g)
		sym.global = g
		c.declare(sym)
		return nil
	case global:
		g := &ir.Global{Pos: p, Name: v.Name, Type: t, Storage: ir.StoragePrivate}
		if v.Init != nil {
			if specSized(t) {
				c.errorf(ast.Start(v.Init), "'%s' of %s cannot have an initializer: the type contains an array sized by a specialization constant", v.Name, typeName(t))
				return nil
			}
			val, ok := c.implicit(init, t, v.Loc, "initializer of '"+v.Name+"'")
			if !ok {
				return nil
			}
			if k, isConst := val.(*ir.Const); isConst {
				g.Init = k
			} else if c.es {
				c.errorf(ast.Start(v.Init), "the initializer of global variable '%s' must be a constant expression in ESSL", v.Name)
				return nil
			} else {
				c.globalInits = append(c.globalInits, &ir.Store{Pos: p, Dst: &ir.GlobalRef{Pos: p, Var: g}, Value: val})
			}
		}
		c.mod.AddGlobal(g)
		sym.global = g
		c.declare(sym)
		return nil
	}
	// A local variable. The initializer is evaluated before the name is
	// visible (int x = x; reads the outer x).
	var st []ir.Stmt
	var val ir.Expr
	if v.Init != nil {
		if specSized(t) {
			c.errorf(ast.Start(v.Init), "'%s' of %s cannot have an initializer: the type contains an array sized by a specialization constant", v.Name, typeName(t))
			c.declare(sym)
			return nil
		}
		cv, ok := c.implicit(init, t, v.Loc, "initializer of '"+v.Name+"'")
		if !ok {
			c.declare(sym)
			return nil
		}
		val = cv
	}
	l := c.fn.ir.NewLocal(v.Name, t)
	l.Pos = p
	sym.local = l
	c.declare(sym)
	if val != nil {
		st = append(st, &ir.Store{Pos: p, Dst: &ir.LocalRef{Pos: p, Var: l}, Value: val})
	}
	return st
}

// scalarCount is the number of scalar components of t (saturating at 2^62;
// specialization-constant and runtime arrays count one element).
func scalarCount(t *ir.Type) uint64 {
	const max = 1 << 62
	switch t.Kind() {
	case ir.KindVector:
		return uint64(t.Components())
	case ir.KindMatrix:
		return uint64(t.Len()) * scalarCount(t.Elem())
	case ir.KindArray:
		n, e := uint64(t.Len()), scalarCount(t.Elem())
		if n == 0 {
			n = 1
		}
		if e != 0 && n > max/e {
			return max
		}
		return n * e
	case ir.KindRuntimeArray:
		return scalarCount(t.Elem())
	case ir.KindStruct:
		var sum uint64
		for _, m := range t.Members() {
			sum += scalarCount(m.Type)
			if sum > max {
				return max
			}
		}
		return sum
	}
	return 1
}

// specConstant declares layout(constant_id = N) const T name = value.
func (c *checker) specConstant(sym *symbol, li layoutInfo, val ir.Expr, v *ast.Declarator) {
	t := sym.typ
	if !t.IsScalar() {
		c.errorf(v.Loc, "specialization constant '%s' must be a scalar, not %s", v.Name, typeName(t))
		return
	}
	k, ok := val.(*ir.Const)
	if !ok {
		c.errorf(ast.Start(v.Init), "the default value of specialization constant '%s' must be a constant expression", v.Name)
		return
	}
	if c.fn != nil {
		c.errorf(v.Loc, "specialization constants must be declared at global scope")
		return
	}
	if old, dup := c.specIDs[li.constantID]; dup {
		c.errorf(v.Loc, "constant_id %d is already used by '%s'", li.constantID, old.Name)
		return
	}
	s := &ir.SpecConst{Pos: c.irPos(v.Loc), Name: v.Name, Type: t, ID: li.constantID, Default: &ir.Const{Typ: k.Typ, Bits: k.Bits}}
	c.specIDs[li.constantID] = s
	c.mod.AddSpec(s)
	sym.spec = s
}

// initList checks a brace initializer against type t.
func (c *checker) initList(il *ast.InitList, t *ir.Type) operand {
	p := c.irPos(il.Loc)
	var elemTypes []*ir.Type
	switch t.Kind() {
	case ir.KindArray, ir.KindRuntimeArray:
		if t.Kind() == ir.KindRuntimeArray {
			t = ir.ArrayOf(t.Elem(), len(il.Elems), 0)
		}
		for i := 0; i < t.Len(); i++ {
			elemTypes = append(elemTypes, t.Elem())
		}
	case ir.KindStruct:
		for _, m := range t.Members() {
			elemTypes = append(elemTypes, m.Type)
		}
	case ir.KindVector:
		for i := 0; i < t.Len(); i++ {
			elemTypes = append(elemTypes, t.Elem())
		}
	case ir.KindMatrix:
		for i := 0; i < t.Len(); i++ {
			elemTypes = append(elemTypes, t.Elem())
		}
	default:
		c.errorf(il.Loc, "an initializer list cannot initialize %s", typeName(t))
		return badOp
	}
	if len(il.Elems) != len(elemTypes) {
		c.errorf(il.Loc, "initializer list for %s has %d elements, want %d", typeName(t), len(il.Elems), len(elemTypes))
		return badOp
	}
	args := make([]ir.Expr, len(il.Elems))
	var ops []operand
	for i, e := range il.Elems {
		var o operand
		if sub, ok := e.(*ast.InitList); ok {
			o = c.initList(sub, elemTypes[i])
		} else {
			o = c.expr(e)
		}
		if o.bad() {
			return badOp
		}
		v, ok := c.implicit(o, elemTypes[i], e.Pos(), "initializer")
		if !ok {
			return badOp
		}
		args[i] = v
		ops = append(ops, o)
	}
	r := c.valOp(&ir.Construct{Pos: p, Typ: t, Args: args}, t, il.Loc)
	r.spec = r.konst == nil && specOf(ops...)
	return r
}

// legacyStorage resolves the storage qualifiers of GLSL before 1.30, as
// glslang accepts them where the language still has them (desktop GLSL
// before 4.20; ESSL 3.00 removed them): attribute is a vertex shader
// input, varying a vertex shader output or another stage's input.
func (c *checker) legacyStorage(q *ast.Qualifiers) (ast.Storage, bool) {
	s := q.Storage
	for _, w := range q.List {
		legacy, isStorage := storageOfWord(w.Word)
		if !isStorage || legacy&(ast.StorageAttribute|ast.StorageVarying) == 0 {
			continue
		}
		switch {
		case c.es:
			c.errorf(w.Loc, "'%s' is not available in ESSL %d (removed in ESSL 3.00): use '%s'", w.Word, c.version, legacyUse(w.Word, c.opts.Stage))
			return 0, false
		case c.version >= 420:
			c.errorf(w.Loc, "'%s' is not available in GLSL %d (removed in GLSL 4.20): use '%s'", w.Word, c.version, legacyUse(w.Word, c.opts.Stage))
			return 0, false
		case legacy == ast.StorageAttribute && c.opts.Stage != ir.Vertex:
			c.errorf(w.Loc, "'attribute' applies only to the inputs of vertex shaders, not %s", c.stageName())
			return 0, false
		}
		s &^= legacy
		if legacy == ast.StorageVarying && c.opts.Stage == ir.Vertex {
			s |= ast.Out
		} else {
			s |= ast.In
		}
	}
	return s, true
}

// legacyUse is the qualifier that replaces attribute or varying.
func legacyUse(word string, stage ir.Stage) string {
	if word == "varying" && stage == ir.Vertex {
		return "out"
	}
	return "in"
}
