package builtins

import (
	"sort"
	"sync"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// Func is one built-in function name with its overloads.
type Func struct {
	Name string
	// Exts lists the GLSL extensions that declare the function: it is
	// available when any of them is enabled. Empty for core GLSL 4.60.
	// (Extensions that only make a parameter type available, such as the
	// explicit arithmetic types, gate the type, not the function.)
	Exts      []string
	Overloads []Overload
	Lower     Lowering
	// Image is the signature family of an image built-in (Lower.Kind
	// ImageKind; image.go); such rows have no Overloads.
	Image *Image
}

// LowerKind says how lower emits a built-in.
type LowerKind uint8

const (
	// GLSLstd450: OpExtInst of GLSL.std.450 instruction Float/Sint/Uint
	// chosen by the component class of the first argument.
	GLSLstd450 LowerKind = iota + 1
	// CoreOp: the core opcode Float/Sint/Uint/Bool chosen by the component
	// class of the first argument; arguments in order.
	CoreOp
	// Group: an OpGroupNonUniform* opcode (Float/Sint/Uint/Bool by the
	// first argument's class, all the same for class-free ops) with the
	// Subgroup execution scope (unless NoScope), then GroupOp when
	// HasGroupOp, then the arguments, then Imm as uint constants.
	Group
	// Atomic: sema builds an ir.Atomic with operation Atomic instead of a
	// BuiltinCall.
	Atomic
	// Barrier: OpControlBarrier(ExecScope, MemScope, Semantics) when
	// ExecScope is non-zero, else OpMemoryBarrier(MemScope, Semantics).
	// A call with arguments (GL_KHR_memory_scope_semantics) takes them from
	// its constant arguments instead: four are OpControlBarrier(execution,
	// memory, storage | semantics), three OpMemoryBarrier(scope, storage |
	// semantics).
	Barrier
	// Special: a case in lower named by Special.
	Special
	// Expand: a built-in lower expands into other operations (the NV thread
	// shuffle / thread group functions, emulations); named by Special.
	Expand
	// SpirvInstruction: a function declared with GL_EXT_spirv_intrinsics'
	// spirv_instruction(set = "...", id = N): OpExtInst of instruction ID
	// of the extended set Set, or opcode ID when Set is empty, with the
	// arguments in order. Sema makes one Func per declaration; it has no
	// overloads (the declaration's parameter types are exact).
	SpirvInstruction
	// ImageKind: an image built-in (image.go); Func.Image says which.
	ImageKind
	// CoopKind: a cooperative-matrix built-in (coop.go); Special names it.
	// Sema checks its arguments itself (the table's patterns cannot spell
	// cooperative-matrix types) and lower has one case per name.
	CoopKind
)

// Lowering is the SPIR-V mapping of a built-in.
type Lowering struct {
	Kind LowerKind
	// Per component class: a GLSL.std.450 instruction number (GLSLstd450)
	// or an opcode (CoreOp, Group). Zero when the class is not accepted.
	Float, Sint, Uint, Bool uint32
	// Group operation for the arithmetic subgroup ops (Reduce, scans,
	// ClusteredReduce, the Partitioned* NV operations).
	GroupOp    spirv.GroupOperation
	HasGroupOp bool
	// NoScope leaves out the execution scope (OpGroupNonUniformPartitionNV).
	NoScope bool
	// Imm are extra literal operands emitted as uint constants after the
	// arguments (the direction of OpGroupNonUniformQuadSwap).
	Imm []uint32
	// SwapArgs reverses the first and third arguments (mix(x, y, bvec a)
	// is OpSelect(a, y, x)); only with CoreOp.
	SwapArgs bool
	// Splat turns scalar arguments into vectors of the result's size
	// (min(vec3, float) -> FMin(vec3, vec3)).
	Splat bool
	// Cap is the capability the instruction needs beyond Shader (lower
	// also adds the extension it implies); zero for none.
	Cap spirv.Capability
	// Atomic is the operation of an Atomic built-in.
	Atomic AtomicOp
	// Barrier operands (Barrier kind).
	ExecScope, MemScope spirv.Scope
	Semantics           spirv.MemorySemantics
	// Special names the case in lower for Special and Expand kinds.
	Special string
	// SpirvSet and SpirvID are the instruction of a SpirvInstruction
	// built-in.
	SpirvSet string
	SpirvID  uint32
}

// Variant returns the opcode or instruction number for class c.
func (l *Lowering) Variant(c Class) uint32 {
	switch c {
	case ClassFloat:
		return l.Float
	case ClassSint:
		return l.Sint
	case ClassUint:
		return l.Uint
	case ClassBool:
		return l.Bool
	}
	return 0
}

// LoweringOf returns the lowering of overload i of f.
func (f *Func) LoweringOf(i int) *Lowering {
	if i >= 0 && i < len(f.Overloads) && f.Overloads[i].Lower != nil {
		return f.Overloads[i].Lower
	}
	return &f.Lower
}

// AtomicOp is an atomic memory operation (shared with package ir, which
// re-exports it as ir.AtomicOp).
type AtomicOp uint8

const (
	AtomicAdd      AtomicOp = iota + 1 // integer or (float, SPV_EXT_shader_atomic_float_add) add
	AtomicSub                          // integer subtract (no GLSL function; for expansions)
	AtomicMin                          // signed/unsigned by the type
	AtomicMax                          // signed/unsigned by the type
	AtomicAnd                          // integers
	AtomicOr                           // integers
	AtomicXor                          // integers
	AtomicExchange                     // integers and floats
	AtomicCompSwap                     // integers: store Value when old == Comparator
	AtomicLoad                         // no Value
	AtomicStore                        // result void
)

var atomicNames = [...]string{"", "Add", "Sub", "Min", "Max", "And", "Or", "Xor", "Exchange", "CompSwap", "Load", "Store"}

func (op AtomicOp) String() string {
	if int(op) < len(atomicNames) {
		return atomicNames[op]
	}
	return "AtomicOp?"
}

// Var is a built-in variable (all compute built-ins are inputs, except
// gl_WorkGroupSize which is a constant: ir.WorkgroupSize).
type Var struct {
	Name string
	Type Desc
	ID   VarID
	Exts []string
	// Subgroup marks the variables of the subgroup model (SPIR-V 1.3,
	// Vulkan 1.1): the KHR subgroup, NV warp and ARB ballot variables.
	Subgroup bool
	// Derived marks the variables defined from other built-ins (the NV
	// warp variables, the ARB 64-bit masks: SEMANTICS.md section 4); a
	// back end may compute them where they are read.
	Derived bool
}

var index struct {
	once  sync.Once
	funcs map[string]*Func
	vars  map[string]*Var
	// images are the image built-ins (image.go), kept apart from funcs:
	// their signatures are not Overloads.
	images map[string]*Func
}

func buildIndex() {
	index.funcs = make(map[string]*Func)
	for _, group := range [][]Func{coreFuncs, explicitFuncs, atomicFuncs, barrierFuncs, subgroupFuncs, partitionedFuncs, nvFuncs, arbFuncs, amdFuncs, clockFuncs, intDotFuncs} {
		for i := range group {
			index.funcs[group[i].Name] = &group[i]
		}
	}
	index.images = make(map[string]*Func)
	for i := range imageFuncs {
		index.images[imageFuncs[i].Name] = &imageFuncs[i]
	}
	index.vars = make(map[string]*Var)
	for i := range vars {
		index.vars[vars[i].Name] = &vars[i]
	}
}

// Lookup returns the built-in function called name, or nil.
func Lookup(name string) *Func {
	index.once.Do(buildIndex)
	return index.funcs[name]
}

// LookupVar returns the built-in variable called name, or nil.
func LookupVar(name string) *Var {
	index.once.Do(buildIndex)
	return index.vars[name]
}

// VarByID returns the (first) built-in variable with identity id, or nil.
func VarByID(id VarID) *Var {
	for i := range vars {
		if vars[i].ID == id {
			return &vars[i]
		}
	}
	return nil
}

// Funcs returns every built-in function, sorted by name.
func Funcs() []*Func {
	index.once.Do(buildIndex)
	out := make([]*Func, 0, len(index.funcs))
	for _, f := range index.funcs {
		out = append(out, f)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Vars returns every built-in variable.
func Vars() []*Var {
	out := make([]*Var, len(vars))
	for i := range vars {
		out[i] = &vars[i]
	}
	return out
}
