package ir

import (
	"fmt"
	"strings"

	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// ValidationError lists every invariant a module breaks.
type ValidationError struct {
	Problems []string
}

func (e *ValidationError) Error() string {
	return "invalid IR: " + strings.Join(e.Problems, "; ")
}

// Validate checks the typing and structural invariants documented on the
// node types: operand types of every operation, values vs references,
// layout of block types, storage classes, parameter modes of calls,
// Break/Continue placement, switch labels, specialization constants, the
// entry point and the absence of recursion. It returns a *ValidationError
// or nil.
func Validate(m *Module) (err error) {
	v := &validator{m: m, funcs: map[*Function]bool{}, specs: map[*SpecConst]bool{}, globals: map[*Global]bool{}}
	defer func() {
		// Malformed trees (nil operands deep inside, wrong node kinds) may
		// trip a type query; report them instead of crashing.
		if r := recover(); r != nil {
			v.problems = append(v.problems, fmt.Sprintf("%s: malformed IR (%v)", v.where, r))
			err = &ValidationError{Problems: v.problems}
		}
	}()
	v.module()
	if len(v.problems) == 0 {
		return nil
	}
	return &ValidationError{Problems: v.problems}
}

type validator struct {
	m        *Module
	problems []string
	funcs    map[*Function]bool
	specs    map[*SpecConst]bool
	globals  map[*Global]bool

	fn        *Function
	locals    map[*Local]bool
	params    map[*Param]bool
	loops     int // enclosing loops
	breakable int // enclosing loops and switches
	inCont    int // inside a continue block or Seq: no jumps out
	where     string
}

func (v *validator) errf(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	if v.where != "" {
		msg = v.where + ": " + msg
	}
	v.problems = append(v.problems, msg)
}

func (v *validator) module() {
	m := v.m
	for _, f := range m.Functions {
		if f == nil {
			v.errf("nil function")
			continue
		}
		v.funcs[f] = true
	}
	for _, s := range m.SpecConsts {
		v.where = "spec " + s.Name
		v.spec(s)
		v.specs[s] = true
	}
	for _, g := range m.Globals {
		v.where = "global " + g.Name
		v.global(g)
		v.globals[g] = true
	}
	v.where = "entry"
	v.entry()
	for _, f := range m.Functions {
		if f != nil {
			v.where = "func " + f.Name
			v.function(f)
		}
	}
	v.where = ""
	v.recursion()
}

func (v *validator) typ(t *Type, what string) {
	if t == nil {
		v.errf("%s: nil type", what)
		return
	}
	switch t.kind {
	case KindInt, KindUint:
		if t.width != 8 && t.width != 16 && t.width != 32 && t.width != 64 {
			v.errf("%s: integer width %d", what, t.width)
		}
	case KindFloat:
		if t.enc != IEEE {
			v.smallFloat(t, what)
		} else if t.width != 16 && t.width != 32 && t.width != 64 {
			v.errf("%s: float width %d", what, t.width)
		}
	case KindVector:
		if t.n < 1 || t.elem == nil || !t.elem.IsScalar() {
			v.errf("%s: bad vector %s", what, t)
		}
	case KindMatrix:
		if t.n < 2 || t.n > 4 || t.elem == nil || t.elem.kind != KindVector || !t.elem.IsFloat() {
			v.errf("%s: bad matrix (columns must be 2..4 float vectors)", what)
		}
	case KindArray:
		if t.spec == nil && t.n < 1 {
			v.errf("%s: array length %d", what, t.n)
		}
		if t.spec != nil && !t.spec.Type.IsInteger() {
			v.errf("%s: array length spec constant %s is not an integer", what, t.spec.Name)
		}
		v.typ(t.elem, what)
		v.noRuntime(t.elem, what)
	case KindRuntimeArray:
		v.typ(t.elem, what)
		v.noRuntime(t.elem, what)
	case KindImage:
		if e := t.elem; e == nil || !(e.kind == KindFloat && e.width == 32 || (e.kind == KindInt || e.kind == KindUint) && (e.width == 32 || e.width == 64)) {
			v.errf("%s: image sampled type must be a 32-bit float or a 32/64-bit integer", what)
		}
		if d := t.image; d.Use != ImageSampled && d.Use != ImageStorage {
			v.errf("%s: image use %s (want sampled or storage)", what, d.Use)
		} else if d.Use == ImageSampled && d.Format != 0 {
			v.errf("%s: a sampled image has format %s (must be Unknown)", what, d.Format)
		}
	case KindReference:
		// the block is checked where it is declared, not through every
		// reference (a block may refer to itself)
		if t.elem == nil || t.elem.kind != KindStruct || !t.elem.block {
			v.errf("%s: reference %s to a non-block type", what, t.name)
		}
		if a := t.RefAlign(); a == 0 || a&(a-1) != 0 {
			v.errf("%s: reference %s has alignment %d (not a power of two)", what, t.name, a)
		}
	case KindCoopMat:
		v.coopType(t, what)
	case KindTensorLayout, KindTensorView:
		if d := t.tensor; d.Dim < 1 || d.Dim > 5 {
			v.errf("%s: tensor dimension %d", what, d.Dim)
		}
	case KindSampledImage:
		if t.elem == nil || t.elem.kind != KindImage || t.elem.image.Use != ImageSampled {
			v.errf("%s: sampled image of a non-sampled image", what)
		}
	case KindStruct:
		for i, mb := range t.members {
			v.typ(mb.Type, what)
			if mb.Type == Void {
				v.errf("%s: void member", what)
			}
			if inner := innermost(mb.Type); inner != nil && inner.IsOpaque() {
				v.errf("%s: member %s has opaque type %s", what, mb.Name, mb.Type)
			}
			if mb.Type != nil && mb.Type.kind == KindRuntimeArray && (!t.block || i != len(t.members)-1) {
				v.errf("%s: runtime array member %s is not the last member of a block", what, mb.Name)
			}
			if t.laid && mb.Type != nil && (mb.Type.kind == KindArray || mb.Type.kind == KindRuntimeArray) && mb.Type.stride == 0 {
				v.errf("%s: member %s of laid-out struct %s is an array without stride", what, mb.Name, t.name)
			}
			if t.laid && mb.Type != nil && isMatrixish(mb.Type) && mb.MatrixStride == 0 {
				v.errf("%s: matrix member %s of laid-out struct %s has no matrix stride", what, mb.Name, t.name)
			}
			if inner := innermost(mb.Type); t.laid && inner != nil && inner.kind == KindStruct && !inner.laid {
				v.errf("%s: member %s of laid-out struct %s has a struct type without layout (use NewLaidStruct)", what, mb.Name, t.name)
			}
			if t.laid && mb.Type != nil && mb.Type.IsBool() {
				v.errf("%s: bool member %s in laid-out struct %s (sema stores GLSL bool in blocks as uint)", what, mb.Name, t.name)
			}
			if t.laid && i > 0 && mb.Offset < t.members[i-1].Offset {
				v.errf("%s: member %s of %s has a decreasing offset", what, mb.Name, t.name)
			}
		}
	}
}

// innermost strips arrays from t.
func innermost(t *Type) *Type {
	for t != nil && (t.kind == KindArray || t.kind == KindRuntimeArray) {
		t = t.elem
	}
	return t
}

func isMatrixish(t *Type) bool {
	for t.kind == KindArray || t.kind == KindRuntimeArray {
		t = t.elem
	}
	return t.kind == KindMatrix
}

func (v *validator) noRuntime(t *Type, what string) {
	if t != nil && t.kind == KindRuntimeArray {
		v.errf("%s: runtime array nested in an array", what)
	}
}

// isLocalSizeSpec reports whether s is the spec constant of a local size
// dimension of the entry point.
func (v *validator) isLocalSizeSpec(s *SpecConst) bool {
	if v.m.Entry == nil {
		return false
	}
	for _, d := range v.m.Entry.LocalSize {
		if d.Spec == s {
			return true
		}
	}
	return false
}

func (v *validator) spec(s *SpecConst) {
	v.typ(s.Type, "type")
	if s.ID >= 0 {
		if !s.Type.IsScalar() {
			v.errf("declared spec constant must be a scalar, not %s", s.Type)
		}
		if s.Default == nil || s.Default.Typ != s.Type || s.Default.Elems != nil {
			v.errf("default value missing or not a %s scalar", s.Type)
		}
		if s.Value != nil {
			v.errf("has both an ID and a Value")
		}
		for _, o := range v.m.SpecConsts {
			// A local size's own constant may share its SpecId with a
			// declared one (glslang does so: specialization sets both).
			if o != s && o.ID == s.ID && v.specs[o] && !v.isLocalSizeSpec(o) && !v.isLocalSizeSpec(s) {
				v.errf("SpecId %d used twice", s.ID)
			}
		}
		return
	}
	if s.Value == nil {
		v.errf("no ID and no Value")
		return
	}
	if !v.specExpr(s.Value) {
		v.errf("value is not a specialization-constant expression: %s", exprString(s.Value))
		return
	}
	v.fn = nil
	v.expr(s.Value)
	if s.Value.Type() != s.Type {
		v.errf("value has type %s, want %s", s.Value.Type(), s.Type)
	}
}

// specExpr reports whether e uses only the node kinds allowed in
// specialization-constant expressions, over earlier spec constants.
func (v *validator) specExpr(e Expr) bool {
	switch e := e.(type) {
	case *Const:
		return true
	case *SpecRef:
		return v.specs[e.Spec]
	case *WorkgroupSize: // the WorkgroupSize built-in constant
		return true
	case *Unary:
		return v.specExpr(e.X)
	case *Binary:
		return e.Op != AggEqual && e.Op != AggNotEqual && e.Op < VectorTimesScalar && v.specExpr(e.X) && v.specExpr(e.Y)
	case *Convert:
		return v.specExpr(e.X)
	case *Construct:
		for _, a := range e.Args {
			if !v.specExpr(a) {
				return false
			}
		}
		return true
	case *Extract:
		return v.specExpr(e.Base)
	case *Swizzle:
		return v.specExpr(e.Base)
	case *Select:
		return v.specExpr(e.Cond) && v.specExpr(e.X) && v.specExpr(e.Y)
	}
	return false
}

func (v *validator) global(g *Global) {
	v.typ(g.Type, "type")
	if g.Type == nil {
		return
	}
	blockType := g.Type
	if blockType.kind == KindArray || blockType.kind == KindRuntimeArray && g.Storage != StoragePushConstant {
		// an array of descriptors; runtime-sized with
		// GL_EXT_nonuniform_qualifier (RuntimeDescriptorArray)
		blockType = blockType.elem
	}
	switch g.Storage {
	case StorageBuffer, StorageUniform, StoragePushConstant:
		if blockType.kind != KindStruct || !blockType.block {
			v.errf("%s variable must have a block type (NewBlock), not %s", g.Storage, g.Type)
		}
		if g.Storage == StoragePushConstant && g.Type.kind != KindStruct {
			v.errf("push constant block cannot be an array")
		}
		if g.Storage == StorageUniform && blockType.kind == KindStruct && len(blockType.members) > 0 &&
			blockType.members[len(blockType.members)-1].Type.kind == KindRuntimeArray {
			v.errf("uniform block cannot end in a runtime array")
		}
	case StorageWorkgroup, StoragePrivate:
		sharedBlock := g.Storage == StorageWorkgroup && g.Type.kind == KindStruct && g.Type.block
		if sharedBlock {
			// GL_EXT_shared_memory_block: an explicitly laid-out block
			if n := len(g.Type.members); n > 0 && g.Type.members[n-1].Type.kind == KindRuntimeArray {
				v.errf("shared block cannot end in a runtime array")
			}
			if g.Init != nil {
				v.errf("shared block cannot have an initializer")
			}
			return
		}
		if g.Type.Laid() || (g.Type.kind == KindStruct && g.Type.block) {
			v.errf("%s variable has a laid-out type %s", g.Storage, g.Type)
		}
		if g.Type.kind == KindRuntimeArray {
			v.errf("%s variable cannot be a runtime array", g.Storage)
		}
		if g.Init != nil && (g.Init.Typ != g.Type || g.Storage == StorageWorkgroup && !g.Init.Null) {
			v.errf("initializer must be a constant of the variable's type (null for shared variables)")
		}
	case StorageUniformConstant:
		if !blockType.IsOpaque() {
			v.errf("uniform_constant variable must have an opaque type, not %s", g.Type)
		}
		if g.Init != nil {
			v.errf("uniform_constant variable cannot have an initializer")
		}
	case StorageInput, StorageOutput:
		if g.Builtin == builtins.NoVar {
			if g.IO == nil {
				v.errf("user %s variable without an interface", g.Storage)
			} else if v.m.Entry != nil && v.m.Entry.Stage == Compute {
				v.errf("user %s variable in a compute shader", g.Storage)
			}
			break
		}
		bv := builtins.VarByID(g.Builtin)
		if bv == nil {
			v.errf("built-in %s is not a known built-in", g.Builtin)
		} else if want := BuiltinType(bv, g.Type.Len()); want != g.Type &&
			!(g.Type.Kind() == KindArray && (BuiltinType(bv, g.Type.Elem().Len()) == g.Type.Elem())) {
			// (the per-vertex built-ins of gl_in[] and gl_out[] are arrays
			// with an element per vertex)
			v.errf("built-in %s has type %s, want %s", bv.Name, g.Type, want)
		}
	default:
		v.errf("bad storage %d", g.Storage)
	}
	if g.Storage != StorageUniformConstant && g.Type.IsOpaque() {
		v.errf("%s variable of opaque type %s", g.Storage, g.Type)
	}
	if inner := innermost(g.Type); inner != nil && inner.kind == KindRayQuery && g.Storage != StoragePrivate {
		v.errf("%s variable of type %s (ray queries are Private or Function)", g.Storage, g.Type)
	}
	if g.Access != 0 && g.Storage != StorageBuffer && g.Storage != StorageUniform && g.Storage != StorageUniformConstant {
		v.errf("memory qualifiers on a %s variable", g.Storage)
	}
}

func (v *validator) entry() {
	e := v.m.Entry
	if e == nil {
		v.errf("module has no entry point")
		return
	}
	if e.Fn == nil || !v.funcs[e.Fn] {
		v.errf("entry function is not one of the module's functions")
	} else if e.Fn.Ret != Void || len(e.Fn.Params) > 0 {
		v.errf("entry function must be void with no parameters")
	}
	for i, d := range e.LocalSize {
		if d.Value == 0 {
			v.errf("local size %d is 0", i)
		}
		if d.Spec != nil && (!v.specs[d.Spec] || d.Spec.ID < 0 || d.Spec.Type != Uint32) {
			v.errf("local size %d: spec constant must be a declared uint spec constant of the module", i)
		} else if d.Spec != nil && d.Spec.Default != nil && d.Spec.Default.Bits != uint64(d.Value) {
			v.errf("local size %d: value %d differs from the default %d of %s", i, d.Value, d.Spec.Default.Bits, d.Spec.Name)
		}
	}
}

// recursion reports call cycles.
func (v *validator) recursion() {
	calls := map[*Function][]*Function{}
	for _, f := range v.m.Functions {
		if f == nil {
			continue
		}
		Inspect(f.Body, func(n any) bool {
			if c, ok := n.(*Call); ok && c.Fn != nil {
				calls[f] = append(calls[f], c.Fn)
			}
			return true
		})
	}
	state := map[*Function]int{} // 1 visiting, 2 done
	var visit func(f *Function) bool
	visit = func(f *Function) bool {
		switch state[f] {
		case 1:
			return false
		case 2:
			return true
		}
		state[f] = 1
		for _, g := range calls[f] {
			if !visit(g) {
				v.errf("recursion through %s", f.Name)
				state[f] = 2
				return true
			}
		}
		state[f] = 2
		return true
	}
	for _, f := range v.m.Functions {
		if f != nil {
			visit(f)
		}
	}
}
