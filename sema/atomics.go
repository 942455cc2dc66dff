package sema

import (
	"fmt"

	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// GL_KHR_memory_scope_semantics: the atomic functions with explicit scope
// and semantics arguments, atomicLoad and atomicStore, and the constants
// they take.

const extScopeSemantics = "GL_KHR_memory_scope_semantics"

// scopeConsts are the gl_Scope*, gl_StorageSemantics* and gl_Semantics*
// constants (their values are the SPIR-V enumerants).
var scopeConsts = map[string]int32{
	"gl_ScopeDevice":             1,
	"gl_ScopeWorkgroup":          2,
	"gl_ScopeSubgroup":           3,
	"gl_ScopeInvocation":         4,
	"gl_ScopeQueueFamily":        5,
	"gl_StorageSemanticsNone":    0,
	"gl_StorageSemanticsBuffer":  0x40,
	"gl_StorageSemanticsShared":  0x100,
	"gl_StorageSemanticsImage":   0x800,
	"gl_StorageSemanticsOutput":  0x1000,
	"gl_SemanticsRelaxed":        0,
	"gl_SemanticsAcquire":        0x2,
	"gl_SemanticsRelease":        0x4,
	"gl_SemanticsAcquireRelease": 0x8,
	"gl_SemanticsMakeAvailable":  0x2000,
	"gl_SemanticsMakeVisible":    0x4000,
	"gl_SemanticsVolatile":       0x8000,
}

// scopedAtomics gives, for each atomic function, its operation and the
// number of value arguments before the scope arguments.
var scopedAtomics = map[string]struct {
	op     ir.AtomicOp
	values int
}{
	"atomicAdd":      {ir.AtomicAdd, 1},
	"atomicMin":      {ir.AtomicMin, 1},
	"atomicMax":      {ir.AtomicMax, 1},
	"atomicAnd":      {ir.AtomicAnd, 1},
	"atomicOr":       {ir.AtomicOr, 1},
	"atomicXor":      {ir.AtomicXor, 1},
	"atomicExchange": {ir.AtomicExchange, 1},
	"atomicCompSwap": {ir.AtomicCompSwap, 2},
	"atomicLoad":     {ir.AtomicLoad, 0},
	"atomicStore":    {ir.AtomicStore, 1},
}

// scopeConst returns the value of a memory-scope constant, or nil.
func (c *checker) scopeConst(name string, pos diag.Pos) (*ir.Const, bool) {
	v, ok := scopeConsts[name]
	if !ok {
		return nil, false
	}
	if !c.requireExt(pos, "'"+name+"'", extScopeSemantics) {
		return nil, true
	}
	return ir.Int32Const(v), true
}

// scopedAtomicCall checks an atomic call with scope and semantics
// arguments; ok is false when the call is not one.
func (c *checker) scopedAtomicCall(x *ast.CallExpr, name string, args []operand) (operand, bool) {
	sa, known := scopedAtomics[name]
	if !known {
		return badOp, false
	}
	// mem, values, scope, storage, semantics (atomicCompSwap takes the
	// storage and semantics of the unequal case as well).
	want := 1 + sa.values + 3
	if sa.op == ir.AtomicCompSwap {
		want += 2
	}
	if len(args) != want {
		if sa.op == ir.AtomicLoad || sa.op == ir.AtomicStore {
			c.errorf(x.Loc, "'%s' takes %d arguments, not %d", name, want, len(args))
			return badOp, true
		}
		return badOp, false
	}
	if !c.requireExt(x.Loc, "'"+name+"' with scope and semantics", extScopeSemantics) {
		return badOp, true
	}
	mem := args[0]
	ref, ok := c.lvalue(mem, mem.pos, fmt.Sprintf("argument 1 of '%s'", name))
	if sa.op == ir.AtomicLoad {
		ref, ok = mem.ref, mem.ref != nil
		if !ok {
			c.errorf(mem.pos, "argument 1 of '%s' must be a variable", name)
		}
	}
	if !ok {
		return badOp, true
	}
	root := ir.RootOf(ref)
	_, viaRef := ir.BaseOf(ref).(*ir.DerefRef)
	if !viaRef && (root == nil || (root.Storage != ir.StorageBuffer && root.Storage != ir.StorageWorkgroup)) {
		c.errorf(x.Loc, "'%s': only buffer block members and shared variables can be used with atomic memory functions", name)
		return badOp, true
	}
	t := mem.typ
	switch {
	case t.IsInteger() && t.IsScalar() && (t.Width() == 32 || t.Width() == 64):
		// glslang asks for no 64-bit atomics extension in the forms with
		// scope arguments (the 64-bit type's own extension is needed).
	case t.IsFloat() && t.IsScalar() && (sa.op == ir.AtomicAdd || sa.op == ir.AtomicExchange || sa.op == ir.AtomicLoad || sa.op == ir.AtomicStore):
		if sa.op == ir.AtomicAdd || sa.op == ir.AtomicExchange {
			if !c.requireExt(x.Loc, "'"+name+"' on "+typeName(t), extAtomicFloat) {
				return badOp, true
			}
		}
	default:
		c.errorf(mem.pos, "'%s' cannot operate on %s", name, typeName(t))
		return badOp, true
	}
	if ref.Type() != t {
		c.errorf(mem.pos, "argument 1 of '%s' must be a variable of type %s", name, typeName(t))
		return badOp, true
	}
	var vals []ir.Expr
	for i := 1; i <= sa.values; i++ {
		v, ok := c.implicit(args[i], t, args[i].pos, "argument of '"+name+"'")
		if !ok {
			return badOp, true
		}
		vals = append(vals, v)
	}
	o, ok := c.atomicOrder(name, sa.op, args[1+sa.values:], 2+sa.values)
	if !ok {
		return badOp, true
	}
	a := &ir.Atomic{Pos: c.irPos(x.Loc), Op: sa.op, Ref: ref, Scope: o.Scope, Semantics: o.Semantics, SemanticsUnequal: o.SemanticsUnequal}
	switch sa.op {
	case ir.AtomicCompSwap:
		a.Comparator, a.Value = vals[0], vals[1]
	case ir.AtomicLoad:
	default:
		a.Value = vals[0]
	}
	return operand{typ: a.Type(), val: a, pos: x.Loc}, true
}

// atomicOrder checks the scope, storage-semantics and semantics arguments
// of a scoped atomic function, and for atomicCompSwap-like operations the
// storage semantics and semantics of the unequal case that follow; first
// is the 1-based number of the first of them, for messages.
func (c *checker) atomicOrder(name string, op ir.AtomicOp, args []operand, first int) (ir.MemoryOrder, bool) {
	var o ir.MemoryOrder
	consts := make([]uint32, 0, 5)
	for i, a := range args {
		if a.konst == nil || !a.typ.IsInteger() || !a.typ.IsScalar() {
			c.errorf(a.pos, "argument %d of '%s' must be a constant integral expression", first+i, name)
			return o, false
		}
		consts = append(consts, uint32(a.konst.Bits))
	}
	o.Scope = ir.Scope(consts[0])
	if o.Scope < 1 || o.Scope > 5 {
		c.errorf(args[0].pos, "'%s': %d is not a memory scope", name, consts[0])
		return o, false
	}
	if o.Scope == ir.ScopeQueueFamily && !c.useVulkanModel(args[0].pos, "'"+name+"' with gl_ScopeQueueFamily") {
		return o, false
	}
	o.Semantics = ir.MemorySemantics(consts[1] | consts[2])
	const vulkanModel = 0x2000 | 0x4000 | 0x8000
	if o.Semantics&vulkanModel != 0 && !c.useVulkanModel(args[2].pos, "'"+name+"' with gl_SemanticsMakeAvailable, gl_SemanticsMakeVisible or gl_SemanticsVolatile") {
		return o, false
	}
	if !c.semanticsPairOK(name, args[1], args[2], consts[1], consts[2]) {
		return o, false
	}
	if op == ir.AtomicLoad && o.Semantics&0x4 != 0 || op == ir.AtomicStore && o.Semantics&0x2 != 0 {
		c.errorf(args[2].pos, "'%s' cannot have %s semantics", name, map[bool]string{true: "release", false: "acquire"}[op == ir.AtomicLoad])
		return o, false
	}
	if (op == ir.AtomicLoad || op == ir.AtomicStore) && o.Semantics&ir.SemanticsAcquireRelease != 0 {
		c.errorf(args[2].pos, "'%s' cannot have acquire-release semantics", name)
		return o, false
	}
	if op == ir.AtomicCompSwap {
		// The storage and semantics of the unequal case (a load).
		o.SemanticsUnequal = ir.MemorySemantics(consts[3] | consts[4])
		if !c.semanticsPairOK(name, args[3], args[4], consts[3], consts[4]) {
			return o, false
		}
		if o.SemanticsUnequal&vulkanModel != 0 && !c.useVulkanModel(args[4].pos, "'"+name+"' with gl_SemanticsMakeAvailable, gl_SemanticsMakeVisible or gl_SemanticsVolatile") {
			return o, false
		}
		if o.SemanticsUnequal&(ir.SemanticsRelease|ir.SemanticsAcquireRelease) != 0 {
			c.errorf(args[4].pos, "'%s': the unequal semantics cannot be release or acquire-release", name)
			return o, false
		}
	}
	return o, true
}

// barrierArgOK checks argument i of the scoped controlBarrier(execution,
// memory, storageSemantics, semantics) and memoryBarrier(scope,
// storageSemantics, semantics) of GL_KHR_memory_scope_semantics.
func (c *checker) barrierArgOK(f *builtins.Func, i int, a operand) bool {
	v := a.konst.Bits
	scopes := 1 // arguments that are scopes
	control := f.ID == builtins.FnControlBarrier || f.ID == builtins.FnControlBarrierArrive || f.ID == builtins.FnControlBarrierWait
	if control {
		scopes = 2
	}
	switch {
	case control && i == 0:
		if ir.Scope(v) != ir.ScopeWorkgroup && ir.Scope(v) != ir.ScopeSubgroup {
			c.errorf(a.pos, "'controlBarrier': the execution scope of a compute shader must be gl_ScopeWorkgroup or gl_ScopeSubgroup (have %d)", a.konst.Int())
			return false
		}
	case i < scopes:
		if v < 1 || v > 5 {
			c.errorf(a.pos, "'%s': %d is not a memory scope", f.Name, a.konst.Int())
			return false
		}
		if ir.Scope(v) == ir.ScopeQueueFamily && !c.useVulkanModel(a.pos, "'"+f.Name+"' with gl_ScopeQueueFamily") {
			return false
		}
	case i == scopes:
		const storage = 0x40 | 0x100 | 0x800 | 0x1000
		if v&^storage != 0 {
			c.errorf(a.pos, "'%s': %#x is not a combination of gl_StorageSemantics* values", f.Name, v)
			return false
		}
	default:
		const vulkanModel = 0x2000 | 0x4000 | 0x8000
		if v&vulkanModel != 0 && !c.useVulkanModel(a.pos, "'"+f.Name+"' with gl_SemanticsMakeAvailable, gl_SemanticsMakeVisible or gl_SemanticsVolatile") {
			return false
		}
		if v&^(0x2|0x4|0x8|0x2000|0x4000) != 0 {
			c.errorf(a.pos, "'%s': %#x is not a combination of gl_Semantics* values", f.Name, v)
			return false
		}
	}
	return true
}

// splitBarrierOK checks a controlBarrierArrive or controlBarrierWait
// (GL_EXT_split_barrier), as glslang does: the form without arguments
// exists in compute shaders only; the scoped form follows the rules of
// controlBarrier, and with a storage class an arrive's semantics are
// release (optionally with make-available) and a wait's acquire
// (optionally with make-visible); neither may be volatile.
func (c *checker) splitBarrierOK(x *ast.CallExpr, f *builtins.Func, args []operand) bool {
	if len(args) == 0 {
		if !c.compute() {
			c.errorf(x.Loc, "'%s()' without arguments exists only in compute shaders; pass the scopes and semantics", f.Name)
			return false
		}
		return true
	}
	if !c.scopedBarrierOK(f, args) {
		return false
	}
	st, sem := args[2], args[3]
	if st.konst == nil || sem.konst == nil {
		return true
	}
	v := sem.konst.Bits
	if v&0x8000 != 0 {
		c.errorf(sem.pos, "'%s': the semantics cannot include gl_SemanticsVolatile", f.Name)
		return false
	}
	if st.konst.Bits != 0 {
		want, extra, name := uint64(0x4), uint64(0x2000), "gl_SemanticsRelease (optionally with gl_SemanticsMakeAvailable)"
		if f.ID == builtins.FnControlBarrierWait {
			want, extra, name = 0x2, 0x4000, "gl_SemanticsAcquire (optionally with gl_SemanticsMakeVisible)"
		}
		if v&^extra != want {
			c.errorf(sem.pos, "'%s': with storage semantics other than gl_StorageSemanticsNone the semantics must be %s", f.Name, name)
			return false
		}
	}
	return true
}

// scopedBarrierOK checks the storage and semantics arguments of a scoped
// barrier together (GL_KHR_memory_scope_semantics): at most one ordering
// (acquire, release, acquire-release); a memoryBarrier needs one and a
// storage class; an ordering needs a storage class. Arguments that are not
// constants are reported by constArgOK.
func (c *checker) scopedBarrierOK(f *builtins.Func, args []operand) bool {
	if len(args) < 3 {
		return true
	}
	st, sem := args[len(args)-2], args[len(args)-1]
	if st.konst == nil || sem.konst == nil {
		return true
	}
	order := sem.konst.Bits & (0x2 | 0x4 | 0x8)
	switch {
	case order&(order-1) != 0:
		c.errorf(sem.pos, "'%s': the semantics must include at most one of gl_SemanticsAcquire, gl_SemanticsRelease and gl_SemanticsAcquireRelease", f.Name)
		return false
	case f.ID == builtins.FnMemoryBarrier && order == 0:
		c.errorf(sem.pos, "'memoryBarrier': the semantics must include one of gl_SemanticsAcquire, gl_SemanticsRelease and gl_SemanticsAcquireRelease")
		return false
	case order != 0 && st.konst.Bits == 0:
		c.errorf(st.pos, "'%s': the storage semantics cannot be gl_StorageSemanticsNone when the semantics order memory", f.Name)
		return false
	case order == 0 && st.konst.Bits != 0:
		c.errorf(sem.pos, "'%s': with storage semantics other than gl_StorageSemanticsNone the semantics must be gl_SemanticsAcquire, gl_SemanticsRelease or gl_SemanticsAcquireRelease", f.Name)
		return false
	}
	return true
}

// semanticsPairOK applies glslang 16's rule to one storage-semantics and
// semantics pair of an atomic: memory ordering (acquire, release,
// acquire-release) needs a storage class, and a storage class needs an
// ordering (relaxed atomics with storage classes are invalid SPIR-V for
// Vulkan: VUID-StandaloneSpirv-MemorySemantics-10871).
func (c *checker) semanticsPairOK(name string, st, sem operand, storage, semantics uint32) bool {
	order := semantics & (0x2 | 0x4 | 0x8)
	switch {
	case order != 0 && storage == 0:
		c.errorf(st.pos, "'%s': the storage semantics cannot be gl_StorageSemanticsNone when the semantics order memory", name)
		return false
	case order == 0 && storage != 0:
		c.errorf(sem.pos, "'%s': with storage semantics other than gl_StorageSemanticsNone the semantics must be gl_SemanticsAcquire, gl_SemanticsRelease or gl_SemanticsAcquireRelease", name)
		return false
	}
	return true
}
