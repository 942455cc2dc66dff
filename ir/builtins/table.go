package builtins

import (
	"sort"
	"sync"
)

// Func is one built-in function name with its overloads.
type Func struct {
	// ID is the function's identity (FnSpirvInstruction for every
	// spirv_instruction declaration); Name its GLSL name (the declared
	// name for spirv_instruction functions).
	ID   FuncID
	Name string
	// Kind is the family, for the rules sema, the IR and the optimiser
	// apply to every member alike.
	Kind Kind
	// Pure marks the math functions a call of which the optimiser may drop
	// when its value is unused (and no argument is an out parameter).
	Pure bool
	// Exts lists the GLSL extensions that declare the function: it is
	// available when any of them is enabled. Empty for core GLSL 4.60.
	// (Extensions that only make a parameter type available, such as the
	// explicit arithmetic types, gate the type, not the function.)
	Exts      []string
	Overloads []Overload
	// Atomic is the operation of a KindAtomic function.
	Atomic AtomicOp
	// Image is the signature family of an image built-in (KindImage;
	// image.go); such rows have no Overloads.
	Image *Image
	// Spirv is the instruction of a spirv_instruction function (KindSpirvInstruction).
	Spirv *SpirvInstruction
	// Stages are the stages the function exists in (0: every stage).
	Stages StageSet
}

// Kind is the family of a built-in function.
type Kind uint8

const (
	// KindValue: a function of its arguments in the calling invocation
	// (math, relational, integer, packing, clocks, integer dot products).
	KindValue Kind = iota
	// KindSubgroup: an operation over the subgroup (GL_KHR_shader_subgroup_*,
	// GL_NV_shader_subgroup_partitioned, the ARB rows that are one
	// subgroup operation); gated like the subgroup extensions.
	KindSubgroup
	// KindCrossLane: a cross-lane function a back end builds from other
	// operations (the NV thread shuffle / thread group functions, ballotARB,
	// readInvocationARB, the AMD swizzles, mbcntAMD).
	KindCrossLane
	// KindAtomic: sema builds an ir.Atomic with operation Func.Atomic
	// instead of a BuiltinCall.
	KindAtomic
	// KindBarrier: an execution and/or memory barrier; a call with
	// arguments (GL_KHR_memory_scope_semantics) takes its scopes and
	// semantics from its constant arguments.
	KindBarrier
	// KindImage: an image built-in (image.go); Func.Image says which.
	KindImage
	// KindCoop: a cooperative-matrix built-in (coop.go). Sema checks its
	// arguments itself (the table's patterns cannot spell cooperative-matrix
	// types).
	KindCoop
	// KindSpirvInstruction: a function declared with GL_EXT_spirv_intrinsics'
	// spirv_instruction(set = "...", id = N). Sema makes one Func per
	// declaration; it has no overloads (the declaration's parameter types
	// are exact).
	KindSpirvInstruction
	// KindRayQuery: a GL_EXT_ray_query built-in (rayquery.go). Its first
	// argument is a reference to the ray query's variable; sema checks the
	// arguments against RayQuerySigOf.
	KindRayQuery
)

var kindNames = [...]string{"value", "subgroup", "cross-lane", "atomic", "barrier", "image", "coop", "spirv_instruction", "ray query"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "Kind?"
}

// SpirvInstruction is the instruction a spirv_instruction declaration
// names: instruction ID of the extended set Set, or opcode ID when Set is
// empty (the source's data, passed through to the SPIR-V back end).
type SpirvInstruction struct {
	Set string
	ID  uint32
}

// IDOf returns the identity of overload i of f: the overload's own
// (Overload.ID) when it has one, else the function's.
func (f *Func) IDOf(i int) FuncID {
	if i >= 0 && i < len(f.Overloads) && f.Overloads[i].ID != 0 {
		return f.Overloads[i].ID
	}
	return f.ID
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

// Var is one row of the built-in variable table: a variable as it exists
// in a set of stages (gl_WorkGroupSize is a constant, not a row:
// ir.WorkgroupSize). A name may have several rows when its direction or
// type differs between stages (gl_Layer is an input of fragment shaders
// and an output of geometry shaders); the rows of one name never share a
// stage.
type Var struct {
	Name string
	Type Desc
	ID   VarID
	Exts []string
	// Stages are the stages the row is declared in.
	Stages StageSet
	// Out marks a row that is an output of its stages (written by the
	// shader); otherwise it is an input (read-only).
	Out bool
	// Array is the element count of an array built-in: > 0 a fixed size,
	// -1 an implicitly sized array (gl_ClipDistance: sized by its
	// redeclaration or ArrayMax); 0 not an array.
	Array int
	// ArrayMax is the size an implicitly sized array takes when the
	// shader does not redeclare it (the gl_Max* constant that bounds it).
	ArrayMax int
	// Core is the GLSL version (desktop) from which the row needs no
	// extension; 0 when Exts alone decide.
	Core int
	// PerVertex marks a member of an arrayed per-vertex block (gl_in[],
	// gl_out[]): its variable is an array with an element per vertex,
	// reached only through the block (LookupMember).
	PerVertex bool
	// Block names the per-vertex block the row is a member of
	// ("gl_PerVertex"), where the shader may redeclare it.
	Block string
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
	vars  map[string][]*Var
	// images are the image built-ins (image.go), kept apart from funcs:
	// their signatures are not Overloads.
	images map[string]*Func
}

// callable are the tables of functions called by name (the image and
// cooperative-matrix rows have indexes of their own).
var callable = [][]Func{coreFuncs, explicitFuncs, atomicFuncs, barrierFuncs, subgroupFuncs, partitionedFuncs, nvFuncs, arbFuncs, amdFuncs, clockFuncs, intDotFuncs, derivativeFuncs, expectFuncs}

// byID are the rows by identity (the overload identities map to their
// function's row).
var byID [numFuncIDs]*Func

// init names every row after its identity: the name is written once, in
// funcid.go.
func init() {
	for _, group := range append(callable, imageFuncs, coopFuncs, rayQueryFuncs) {
		for i := range group {
			f := &group[i]
			f.Name = f.ID.String()
			byID[f.ID] = f
			for _, o := range f.Overloads {
				if o.ID != 0 {
					byID[o.ID] = f
				}
			}
		}
	}
	byID[FnSamplerConstructor] = CombineFunc
	byID[FnBitcastExtractfe2m1EXT] = BitcastExtractE2M1
	byID[FnDotBFloat16] = DotBFloat16
	byID[FnAccelFromAddress] = AccelFromAddress
}

// ByID returns the row of identity id (nil for FnSpirvInstruction, whose
// rows sema makes per declaration, and for FnNone).
func ByID(id FuncID) *Func {
	if id < numFuncIDs {
		return byID[id]
	}
	return nil
}

func buildIndex() {
	index.funcs = make(map[string]*Func)
	for _, group := range callable {
		for i := range group {
			index.funcs[group[i].Name] = &group[i]
		}
	}
	index.images = make(map[string]*Func)
	for i := range imageFuncs {
		index.images[imageFuncs[i].Name] = &imageFuncs[i]
	}
	index.vars = make(map[string][]*Var)
	for i := range vars {
		index.vars[vars[i].Name] = append(index.vars[vars[i].Name], &vars[i])
	}
}

// Lookup returns the built-in function called name, or nil.
func Lookup(name string) *Func {
	index.once.Do(buildIndex)
	return index.funcs[name]
}

// LookupVar returns the first row of the built-in variable called name
// (its compute row, where it has one), or nil.
func LookupVar(name string) *Var {
	index.once.Do(buildIndex)
	if rows := index.vars[name]; len(rows) > 0 {
		return rows[0]
	}
	return nil
}

// LookupVarIn returns the row of the built-in variable called name that
// is declared in the stages of set (one stage bit), or nil; any reports
// whether the name is a built-in variable of some stage.
func LookupVarIn(name string, set StageSet) (v *Var, any bool) {
	index.once.Do(buildIndex)
	rows := index.vars[name]
	for _, r := range rows {
		if r.Stages&set != 0 && !r.PerVertex {
			return r, true
		}
	}
	return nil, len(rows) > 0
}

// LookupMember returns the row of member name of the arrayed per-vertex
// block ("gl_in", "gl_out") in the stages of set, or nil.
func LookupMember(block, name string, set StageSet) *Var {
	index.once.Do(buildIndex)
	for _, r := range index.vars[name] {
		if r.Stages&set != 0 && r.PerVertex && r.Block == block {
			return r
		}
	}
	return nil
}

// VarStages returns the stages in which the built-in variable called
// name exists (the union of its rows).
func VarStages(name string) StageSet {
	index.once.Do(buildIndex)
	var s StageSet
	for _, r := range index.vars[name] {
		s |= r.Stages
	}
	return s
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
