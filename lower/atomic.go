package lower

import (
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// atomic lowers an Atomic node.
func (l *lowerer) atomic(e *ir.Atomic) uint32 {
	p := l.place(e.Ref)
	if p.swz != nil {
		l.fail(e.Pos, "atomic on a swizzle")
	}
	return l.atomicAt(e, p.ptr, p.typ)
}

// atomicAt emits the atomic operation of e on the pointer ptr to a t (a
// place, or an image texel pointer; e.Ref is not used).
func (l *lowerer) atomicAt(e *ir.Atomic, ptr uint32, t *ir.Type) uint32 {
	p := struct{ ptr uint32 }{ptr}
	tid := l.typeID(t)
	if t.Width() == 64 && t.IsInteger() {
		l.capability(spirv.CapabilityInt64Atomics)
	}
	sc := spirvScope(e.Scope)
	if e.Plain && l.vulkanMemModel && sc == spirv.ScopeDevice {
		sc = spirv.ScopeQueueFamily // as glslang
	}
	scope := l.memScope(sc)
	sem := l.constU32(uint32(spirvSemantics(e.Semantics)))
	var op spirv.Op
	switch e.Op {
	case ir.AtomicAdd:
		op = spirv.OpAtomicIAdd
		if t.IsFloat() {
			op = spirv.OpAtomicFAddEXT
			switch t.Width() {
			case 16:
				l.capability(spirv.CapabilityAtomicFloat16AddEXT)
				l.extension("SPV_EXT_shader_atomic_float16_add")
			case 32:
				l.capability(spirv.CapabilityAtomicFloat32AddEXT)
			case 64:
				l.capability(spirv.CapabilityAtomicFloat64AddEXT)
			default:
				l.fail(e.Pos, "atomic add on %s", t)
			}
		}
	case ir.AtomicSub:
		op = spirv.OpAtomicISub
	case ir.AtomicMin:
		op = spirv.OpAtomicUMin
		if t.IsInt() {
			op = spirv.OpAtomicSMin
		}
		if t.IsFloat() {
			op = l.floatMinMax(spirv.OpAtomicFMinEXT, t)
		}
	case ir.AtomicMax:
		op = spirv.OpAtomicUMax
		if t.IsInt() {
			op = spirv.OpAtomicSMax
		}
		if t.IsFloat() {
			op = l.floatMinMax(spirv.OpAtomicFMaxEXT, t)
		}
	case ir.AtomicAnd:
		op = spirv.OpAtomicAnd
	case ir.AtomicOr:
		op = spirv.OpAtomicOr
	case ir.AtomicXor:
		op = spirv.OpAtomicXor
	case ir.AtomicExchange:
		op = spirv.OpAtomicExchange
	case ir.AtomicCompSwap:
		v := l.expr(e.Value)
		c := l.expr(e.Comparator)
		return l.emit(spirv.OpAtomicCompareExchange, tid, p.ptr, scope, sem, l.constU32(uint32(spirvSemantics(e.SemanticsUnequal))), v, c)
	case ir.AtomicLoad:
		return l.emit(spirv.OpAtomicLoad, tid, p.ptr, scope, sem)
	case ir.AtomicStore:
		l.emitVoid(spirv.OpAtomicStore, p.ptr, scope, sem, l.expr(e.Value))
		return 0
	default:
		l.fail(e.Pos, "unknown atomic %s", e.Op)
	}
	return l.emit(op, tid, p.ptr, scope, sem, l.expr(e.Value))
}

// floatMinMax declares what a float atomic min or max needs
// (SPV_EXT_shader_atomic_float_min_max) and returns op.
func (l *lowerer) floatMinMax(op spirv.Op, t *ir.Type) spirv.Op {
	l.extension("SPV_EXT_shader_atomic_float_min_max")
	switch t.Width() {
	case 16:
		l.capability(spirv.CapabilityAtomicFloat16MinMaxEXT)
	case 32:
		l.capability(spirv.CapabilityAtomicFloat32MinMaxEXT)
	default:
		l.capability(spirv.CapabilityAtomicFloat64MinMaxEXT)
	}
	return op
}

// spirvScope is SPIR-V's Scope of an IR scope: the same number, since
// GL_KHR_memory_scope_semantics took SPIR-V's values.
func spirvScope(s ir.Scope) spirv.Scope { return spirv.Scope(s) }

// spirvSemantics is SPIR-V's MemorySemantics of IR semantics: the same bits
// (GL_KHR_memory_scope_semantics took SPIR-V's).
func spirvSemantics(m ir.MemorySemantics) spirv.MemorySemantics { return spirv.MemorySemantics(m) }
