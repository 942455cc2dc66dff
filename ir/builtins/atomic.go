package builtins

// atomicInts are the types of the integer atomic functions (64-bit ones
// need GL_EXT_shader_atomic_int64, gated by the type).
var atomicInts = Set(Int32, Uint32, Int64, Uint64)

func atomicFunc(id FuncID, op AtomicOp, extra ...Overload) Func {
	ovs := append([]Overload{{Gen: atomicInts, Sizes: 1 << 1, Ret: T, Params: []Param{pMem("mem", T), p("data", T)}}}, extra...)
	return Func{ID: id, Kind: KindAtomic, Overloads: ovs, Atomic: op}
}

// floatAtomic is the float overload of atomicAdd / atomicExchange.
var floatAtomic = Overload{Gen: Set(Float32, Float64), Sizes: 1 << 1, Ret: T, Params: []Param{pMem("mem", T), p("data", T)},
	Exts: []string{"GL_EXT_shader_atomic_float"}}

// float2Atomic is GL_EXT_shader_atomic_float2's float overload: atomicMin
// and atomicMax on float16, float and double, and atomicAdd and
// atomicExchange on float16 (float and double ones are floatAtomic's).
func float2Atomic(types ScalarSet) Overload {
	return Overload{Gen: types, Sizes: 1 << 1, Ret: T, Params: []Param{pMem("mem", T), p("data", T)},
		Exts: []string{"GL_EXT_shader_atomic_float2"}}
}

// atomicFuncs are GLSL 4.60 section 8.11 (atomic memory functions) on
// buffer and shared variables. Sema turns calls into ir.Atomic with
// ir.ScopeDevice and relaxed semantics.
var atomicFuncs = []Func{
	atomicFunc(FnAtomicAdd, AtomicAdd, floatAtomic, float2Atomic(Set(Float16))),
	atomicFunc(FnAtomicMin, AtomicMin, float2Atomic(Set(Float16, Float32, Float64))),
	atomicFunc(FnAtomicMax, AtomicMax, float2Atomic(Set(Float16, Float32, Float64))),
	atomicFunc(FnAtomicAnd, AtomicAnd),
	atomicFunc(FnAtomicOr, AtomicOr),
	atomicFunc(FnAtomicXor, AtomicXor),
	atomicFunc(FnAtomicExchange, AtomicExchange, floatAtomic, float2Atomic(Set(Float16))),
	{ID: FnAtomicCompSwap, Overloads: []Overload{{Gen: atomicInts, Sizes: 1 << 1, Ret: T,
		Params: []Param{pMem("mem", T), p("compare", T), p("data", T)}}}, Kind: KindAtomic, Atomic: AtomicCompSwap},
}

// barrierFunc is a barrier without arguments (lower maps each identity to
// its scopes and semantics).
func withStages(f Func, s StageSet) Func {
	f.Stages = s
	return f
}

func barrierFunc(id FuncID, exts ...string) Func {
	return Func{ID: id, Kind: KindBarrier, Exts: exts, Overloads: []Overload{fixed(Void)}}
}

const subgroupBasic = "GL_KHR_shader_subgroup_basic"

const extScopeSemantics = "GL_KHR_memory_scope_semantics"

// scopedMemoryBarrier is memoryBarrier(scope, storageSemantics, semantics).
var scopedMemoryBarrier = Overload{Ret: Void, Exts: []string{extScopeSemantics},
	Params: []Param{pConst("scope", PInt), pConst("storageSemantics", PInt), pConst("semantics", PInt)}}

// ExtSplitBarrier is GL_EXT_split_barrier.
const ExtSplitBarrier = "GL_EXT_split_barrier"

// splitBarrier is controlBarrierArrive or controlBarrierWait of
// GL_EXT_split_barrier: without arguments (compute shaders: sema checks the
// stage, as glslang declares that form only there) or with the scoped
// barrier's four constant arguments.
func splitBarrier(id FuncID) Func {
	return Func{ID: id, Kind: KindBarrier, Exts: []string{ExtSplitBarrier}, Overloads: []Overload{fixed(Void), fixed(Void,
		pConst("execution", PInt), pConst("memory", PInt), pConst("storageSemantics", PInt), pConst("semantics", PInt))}}
}

func withOverload(f Func, o Overload) Func {
	f.Overloads = append(f.Overloads, o)
	return f
}

// barrierFuncs are GLSL 4.60 section 8.16 (shader invocation control and
// memory control) and the subgroup barriers of GL_KHR_shader_subgroup_basic.
var barrierFuncs = []Func{
	withStages(barrierFunc(FnBarrier), SComputeLike|STessControl),
	withOverload(barrierFunc(FnMemoryBarrier), scopedMemoryBarrier),
	// GL_KHR_memory_scope_semantics: controlBarrier(execution, memory,
	// storageSemantics, semantics) and the scoped memoryBarrier(scope,
	// storageSemantics, semantics) take their operands as constant
	// arguments.
	{ID: FnControlBarrier, Exts: []string{extScopeSemantics}, Overloads: []Overload{fixed(Void,
		pConst("execution", PInt), pConst("memory", PInt), pConst("storageSemantics", PInt), pConst("semantics", PInt))},
		Kind: KindBarrier},
	splitBarrier(FnControlBarrierArrive),
	splitBarrier(FnControlBarrierWait),
	barrierFunc(FnMemoryBarrierBuffer),
	barrierFunc(FnMemoryBarrierShared),
	barrierFunc(FnMemoryBarrierImage),
	barrierFunc(FnGroupMemoryBarrier),
	barrierFunc(FnSubgroupBarrier, subgroupBasic),
	barrierFunc(FnSubgroupMemoryBarrier, subgroupBasic),
	barrierFunc(FnSubgroupMemoryBarrierBuffer, subgroupBasic),
	barrierFunc(FnSubgroupMemoryBarrierShared, subgroupBasic),
	barrierFunc(FnSubgroupMemoryBarrierImage, subgroupBasic),
}
