package builtins

import "github.com/glslc-nv/glslc-nv/spirv"

// atomicInts are the types of the integer atomic functions (64-bit ones
// need GL_EXT_shader_atomic_int64, gated by the type).
var atomicInts = Set(Int32, Uint32, Int64, Uint64)

func atomicFunc(name string, op AtomicOp, extra ...Overload) Func {
	ovs := append([]Overload{{Gen: atomicInts, Sizes: 1 << 1, Ret: T, Params: []Param{pMem("mem", T), p("data", T)}}}, extra...)
	return Func{Name: name, Overloads: ovs, Lower: Lowering{Kind: Atomic, Atomic: op}}
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
// spirv.ScopeDevice and relaxed semantics.
var atomicFuncs = []Func{
	atomicFunc("atomicAdd", AtomicAdd, floatAtomic, float2Atomic(Set(Float16))),
	atomicFunc("atomicMin", AtomicMin, float2Atomic(Set(Float16, Float32, Float64))),
	atomicFunc("atomicMax", AtomicMax, float2Atomic(Set(Float16, Float32, Float64))),
	atomicFunc("atomicAnd", AtomicAnd),
	atomicFunc("atomicOr", AtomicOr),
	atomicFunc("atomicXor", AtomicXor),
	atomicFunc("atomicExchange", AtomicExchange, floatAtomic, float2Atomic(Set(Float16))),
	{Name: "atomicCompSwap", Overloads: []Overload{{Gen: atomicInts, Sizes: 1 << 1, Ret: T,
		Params: []Param{pMem("mem", T), p("compare", T), p("data", T)}}}, Lower: Lowering{Kind: Atomic, Atomic: AtomicCompSwap}},
}

// Memory semantics of the barrier functions (the values glslang uses).
const (
	semAllMemory = spirv.MemorySemanticsAcquireRelease | spirv.MemorySemanticsUniformMemory |
		spirv.MemorySemanticsWorkgroupMemory | spirv.MemorySemanticsImageMemory | spirv.MemorySemanticsAtomicCounterMemory
	semBuffer = spirv.MemorySemanticsAcquireRelease | spirv.MemorySemanticsUniformMemory
	semShared = spirv.MemorySemanticsAcquireRelease | spirv.MemorySemanticsWorkgroupMemory
	semImage  = spirv.MemorySemanticsAcquireRelease | spirv.MemorySemanticsImageMemory
)

func barrierFunc(name string, exec, mem spirv.Scope, sem spirv.MemorySemantics, exts ...string) Func {
	return Func{Name: name, Exts: exts, Overloads: []Overload{fixed(Void)},
		Lower: Lowering{Kind: Barrier, ExecScope: exec, MemScope: mem, Semantics: sem}}
}

const subgroupBasic = "GL_KHR_shader_subgroup_basic"

const extScopeSemantics = "GL_KHR_memory_scope_semantics"

// scopedMemoryBarrier is memoryBarrier(scope, storageSemantics, semantics).
var scopedMemoryBarrier = Overload{Ret: Void, Exts: []string{extScopeSemantics},
	Params: []Param{pConst("scope", PInt), pConst("storageSemantics", PInt), pConst("semantics", PInt)}}

func withOverload(f Func, o Overload) Func {
	f.Overloads = append(f.Overloads, o)
	return f
}

// barrierFuncs are GLSL 4.60 section 8.16 (shader invocation control and
// memory control) and the subgroup barriers of GL_KHR_shader_subgroup_basic.
// An ExecScope of 0 means a memory barrier only.
var barrierFuncs = []Func{
	barrierFunc("barrier", spirv.ScopeWorkgroup, spirv.ScopeWorkgroup, semShared),
	withOverload(barrierFunc("memoryBarrier", 0, spirv.ScopeDevice, semAllMemory), scopedMemoryBarrier),
	// GL_KHR_memory_scope_semantics: controlBarrier(execution, memory,
	// storageSemantics, semantics) and the scoped memoryBarrier(scope,
	// storageSemantics, semantics) take their operands as constant
	// arguments (Lowering.ExecScope/MemScope are unused for them).
	{Name: "controlBarrier", Exts: []string{extScopeSemantics}, Overloads: []Overload{fixed(Void,
		pConst("execution", PInt), pConst("memory", PInt), pConst("storageSemantics", PInt), pConst("semantics", PInt))},
		Lower: Lowering{Kind: Barrier}},
	barrierFunc("memoryBarrierBuffer", 0, spirv.ScopeDevice, semBuffer),
	barrierFunc("memoryBarrierShared", 0, spirv.ScopeDevice, semShared),
	barrierFunc("memoryBarrierImage", 0, spirv.ScopeDevice, semImage),
	barrierFunc("groupMemoryBarrier", 0, spirv.ScopeWorkgroup, semAllMemory),
	barrierFunc("subgroupBarrier", spirv.ScopeSubgroup, spirv.ScopeSubgroup, semAllMemory, subgroupBasic),
	barrierFunc("subgroupMemoryBarrier", 0, spirv.ScopeSubgroup, semAllMemory, subgroupBasic),
	barrierFunc("subgroupMemoryBarrierBuffer", 0, spirv.ScopeSubgroup, semBuffer, subgroupBasic),
	barrierFunc("subgroupMemoryBarrierShared", 0, spirv.ScopeSubgroup, semShared, subgroupBasic),
	barrierFunc("subgroupMemoryBarrierImage", 0, spirv.ScopeSubgroup, semImage, subgroupBasic),
}
