package sema

import (
	"fmt"
	"strings"

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
		if t.Width() == 64 && !c.requireExt(x.Loc, "'"+name+"' on "+typeName(t), extAtomicInt64) {
			return badOp, true
		}
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
	consts := make([]uint32, 0, 5)
	for i := 1 + sa.values; i < len(args); i++ {
		a := args[i]
		if a.konst == nil || !a.typ.IsInteger() || !a.typ.IsScalar() {
			c.errorf(a.pos, "argument %d of '%s' must be a constant integral expression", i+1, name)
			return badOp, true
		}
		consts = append(consts, uint32(a.konst.Bits))
	}
	scope := ir.Scope(consts[0])
	if scope < 1 || scope > 5 {
		c.errorf(args[1+sa.values].pos, "'%s': %d is not a memory scope", name, consts[0])
		return badOp, true
	}
	sem := ir.MemorySemantics(consts[1] | consts[2])
	const vulkanModel = 0x2000 | 0x4000 | 0x8000
	if sem&vulkanModel != 0 && !c.mod.VulkanMemoryModel {
		c.errorf(args[3+sa.values].pos, "'%s': gl_SemanticsMakeAvailable, gl_SemanticsMakeVisible and gl_SemanticsVolatile need the Vulkan memory model (#pragma use_vulkan_memory_model)", name)
		return badOp, true
	}
	if !c.semanticsPairOK(name, args[2+sa.values], args[3+sa.values], consts[1], consts[2]) {
		return badOp, true
	}
	if strings.Contains(name, "Load") && sem&0x4 != 0 || strings.Contains(name, "Store") && sem&0x2 != 0 {
		c.errorf(args[3+sa.values].pos, "'%s' cannot have %s semantics", name, map[bool]string{true: "release", false: "acquire"}[strings.Contains(name, "Load")])
		return badOp, true
	}
	a := &ir.Atomic{Pos: c.irPos(x.Loc), Op: sa.op, Ref: ref, Scope: scope, Semantics: sem}
	switch sa.op {
	case ir.AtomicCompSwap:
		a.Comparator, a.Value = vals[0], vals[1]
		// The storage and semantics of the unequal case (a load).
		a.SemanticsUnequal = ir.MemorySemantics(consts[3] | consts[4])
		if !c.semanticsPairOK(name, args[5], args[6], consts[3], consts[4]) {
			return badOp, true
		}
		if a.SemanticsUnequal&vulkanModel != 0 && !c.mod.VulkanMemoryModel {
			c.errorf(args[6].pos, "'%s': gl_SemanticsMakeAvailable, gl_SemanticsMakeVisible and gl_SemanticsVolatile need the Vulkan memory model (#pragma use_vulkan_memory_model)", name)
			return badOp, true
		}
		if a.SemanticsUnequal&(ir.SemanticsRelease|ir.SemanticsAcquireRelease) != 0 {
			c.errorf(args[6].pos, "'%s': the unequal semantics cannot be release or acquire-release", name)
			return badOp, true
		}
	case ir.AtomicLoad:
	default:
		a.Value = vals[0]
	}
	return operand{typ: a.Type(), val: a, pos: x.Loc}, true
}

// barrierArgOK checks argument i of the scoped controlBarrier(execution,
// memory, storageSemantics, semantics) and memoryBarrier(scope,
// storageSemantics, semantics) of GL_KHR_memory_scope_semantics.
func (c *checker) barrierArgOK(f *builtins.Func, i int, a operand) bool {
	v := a.konst.Bits
	scopes := 1 // arguments that are scopes
	if f.ID == builtins.FnControlBarrier {
		scopes = 2
	}
	switch {
	case f.ID == builtins.FnControlBarrier && i == 0:
		if ir.Scope(v) != ir.ScopeWorkgroup && ir.Scope(v) != ir.ScopeSubgroup {
			c.errorf(a.pos, "'controlBarrier': the execution scope of a compute shader must be gl_ScopeWorkgroup or gl_ScopeSubgroup (have %d)", a.konst.Int())
			return false
		}
	case i < scopes:
		if v < 1 || v > 5 {
			c.errorf(a.pos, "'%s': %d is not a memory scope", f.Name, a.konst.Int())
			return false
		}
		if ir.Scope(v) == ir.ScopeQueueFamily && !c.mod.VulkanMemoryModel {
			c.errorf(a.pos, "'%s': gl_ScopeQueueFamily needs the Vulkan memory model (#pragma use_vulkan_memory_model)", f.Name)
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
		if v&vulkanModel != 0 && !c.mod.VulkanMemoryModel {
			c.errorf(a.pos, "'%s': gl_SemanticsMakeAvailable, gl_SemanticsMakeVisible and gl_SemanticsVolatile need the Vulkan memory model (#pragma use_vulkan_memory_model)", f.Name)
			return false
		}
		allowed := uint64(0x2 | 0x4 | 0x8)
		if c.mod.VulkanMemoryModel {
			allowed |= 0x2000 | 0x4000 // MakeAvailable, MakeVisible
		}
		if v&^allowed != 0 {
			c.errorf(a.pos, "'%s': %#x is not a combination of gl_Semantics* values", f.Name, v)
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
