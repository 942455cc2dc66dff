package lower

import (
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// place is an evaluated reference: a pointer (its index expressions
// already evaluated) and, for a multi-component swizzle, the components of
// the vector it points to.
type place struct {
	ptr uint32
	sc  spirv.StorageClass
	obj *ir.Type // the type ptr points to
	swz []int    // non-nil: the place is these components of the vector at ptr
	typ *ir.Type // the type of the place's value
	// align is the alignment in bytes of a place reached through a buffer
	// reference (PhysicalStorageBuffer, accessed with the Aligned memory
	// operand); 0 elsewhere
	align uint32
	// Under the Vulkan memory model: coherent places are made available
	// and visible at scope on each access; volatile ones are Volatile too
	// (memOps).
	coherent, volatile bool
	scope              spirv.Scope
}

// place evaluates a reference, emitting one OpAccessChain for the whole
// path. A one-component swizzle becomes an index into the vector.
func (l *lowerer) place(r ir.Ref) place {
	base, sc, idx, t := l.chain(r)
	align := uint32(0)
	if sc == spirv.StorageClassPhysicalStorageBuffer {
		align = placeAlign(r)
		if t.Kind() == ir.KindReference {
			// A reference loaded or stored through a reference is a
			// 64-bit pointer: Vulkan wants Aligned 8 at least, and
			// glslang 16 gives exactly 8 (its issue 4084).
			align = 8
		}
	}
	var swz []int
	if s, ok := r.(*ir.SwizzleRef); ok && len(s.Comps) > 1 {
		swz = s.Comps
	}
	ptr := base
	if len(idx) > 0 {
		ptr = l.emit(spirv.OpAccessChain, append([]uint32{l.ptrType(sc, t), base}, idx...)...)
	}
	p := place{ptr: ptr, sc: sc, obj: t, swz: swz, typ: t, align: align}
	if l.vulkanMemModel {
		p.coherent, p.volatile, p.scope = coherence(r, sc)
		if g, ok := r.(*ir.GlobalRef); ok && g.Var.Builtin == builtins.HelperInvocation && l.version >= spirv.Version1_6 {
			// Demote changes it within an invocation: glslang loads it
			// Volatile, the memory model's form of the decoration
			// (stageBuiltinCaps).
			p.volatile = true
		}
	}
	if swz != nil {
		p.typ = ir.Vec(t.Elem(), len(swz))
	}
	return p
}

// chain returns the variable a reference starts from, its storage class,
// the access-chain indices and the type reached. A trailing
// multi-component swizzle is not part of the chain.
func (l *lowerer) chain(r ir.Ref) (base uint32, sc spirv.StorageClass, idx []uint32, t *ir.Type) {
	switch r := r.(type) {
	case *ir.GlobalRef:
		id, ok := l.globals[r.Var]
		if !ok {
			l.fail(r.Pos, "reference to undeclared global %s", r.Var.Name)
		}
		return id, l.storageClass(r.Var.Storage), nil, r.Var.Type
	case *ir.LocalRef:
		id, ok := l.f.locals[r.Var]
		if !ok {
			l.fail(r.Pos, "reference to local %s of another function", r.Var.Name)
		}
		if rayQueryType(r.Var.Type) {
			return id, spirv.StorageClassPrivate, nil, r.Var.Type // rayQueryVar
		}
		return id, spirv.StorageClassFunction, nil, r.Var.Type
	case *ir.ParamRef:
		if id, ok := l.params[r.Var]; ok && r.Var.Type.IsOpaque() {
			return id, spirv.StorageClassUniformConstant, nil, r.Var.Type
		}
		id, ok := l.params[r.Var]
		if !ok {
			l.fail(r.Pos, "reference to parameter %s of another function", r.Var.Name)
		}
		return id, paramClass(r.Var), nil, r.Var.Type
	case *ir.FieldRef:
		base, sc, idx, _ = l.chain(r.Base)
		return base, sc, append(idx, l.constI32(int32(r.Field))), r.Type()
	case *ir.IndexRef:
		base, sc, idx, _ = l.chain(r.Base)
		return base, sc, append(idx, l.expr(r.Index)), r.Type()
	case *ir.DerefRef:
		l.physical()
		return l.expr(r.Ptr), spirv.StorageClassPhysicalStorageBuffer, nil, r.Type()
	case *ir.SwizzleRef:
		base, sc, idx, t = l.chain(r.Base)
		if len(r.Comps) == 1 {
			return base, sc, append(idx, l.constI32(int32(r.Comps[0]))), r.Type()
		}
		return base, sc, idx, t
	}
	l.fail(r.At(), "unknown reference %T", r)
	return
}

// loadPlace reads the value of a place.
func (l *lowerer) loadPlace(p place) uint32 {
	v := l.emit(spirv.OpLoad, append([]uint32{l.typeID(p.obj), p.ptr}, l.memOps(p, false)...)...)
	if p.swz == nil {
		return v
	}
	ops := []uint32{l.typeID(p.typ), v, v}
	for _, c := range p.swz {
		ops = append(ops, uint32(c))
	}
	return l.emit(spirv.OpVectorShuffle, ops...)
}

// storePlace writes v to a place; a swizzle place merges v into the
// vector's other components.
func (l *lowerer) storePlace(p place, v uint32) {
	if p.swz != nil {
		old := l.emit(spirv.OpLoad, append([]uint32{l.typeID(p.obj), p.ptr}, l.memOps(p, false)...)...)
		n := p.obj.Len()
		sel := make([]uint32, n)
		for i := range sel {
			sel[i] = uint32(i)
		}
		for k, c := range p.swz {
			sel[c] = uint32(n + k)
		}
		v = l.emit(spirv.OpVectorShuffle, append([]uint32{l.typeID(p.obj), old, v}, sel...)...)
	}
	l.emitVoid(spirv.OpStore, append([]uint32{p.ptr, v}, l.memOps(p, true)...)...)
}

// memOps are the memory operands of a load (store false) or store of p:
// Aligned for a place reached through a buffer reference, which SPIR-V
// requires; under the Vulkan memory model, as glslang, a coherent place
// is MakePointerVisible (loads) or MakePointerAvailable (stores) and
// NonPrivatePointer at its scope, and a volatile one Volatile too. The
// literal and scope operands follow the mask in bit order.
func (l *lowerer) memOps(p place, store bool) []uint32 {
	var mask spirv.MemoryAccess
	var ops []uint32
	if p.align != 0 {
		mask |= spirv.MemoryAccessAligned
		ops = append(ops, p.align)
	}
	if p.volatile {
		mask |= spirv.MemoryAccessVolatile
	}
	if p.coherent {
		if store {
			mask |= spirv.MemoryAccessMakePointerAvailable
		} else {
			mask |= spirv.MemoryAccessMakePointerVisible
		}
		mask |= spirv.MemoryAccessNonPrivatePointer
		ops = append(ops, l.memScope(p.scope))
	}
	if mask == 0 {
		return nil
	}
	return append([]uint32{uint32(mask)}, ops...)
}

// coherence finds, for the Vulkan memory model, whether the object a
// reference reaches is coherent or volatile and the scope: the qualifiers
// of the variable and of the block members on the path (coherent and
// queuefamilycoherent are QueueFamily scope, devicecoherent Device,
// workgroupcoherent Workgroup, subgroupcoherent Subgroup; volatile implies
// coherent). Shared variables are coherent at Workgroup scope, as GLSL
// makes them and glslang emits them. Buffer references and function
// memory are not (glslc-nv does not keep a buffer_reference block's
// qualifiers).
func coherence(r ir.Ref, sc spirv.StorageClass) (coherent, volatile bool, scope spirv.Scope) {
	var a ir.Access
	for r != nil {
		switch x := r.(type) {
		case *ir.GlobalRef:
			a |= x.Var.Access
			r = nil
		case *ir.FieldRef:
			if ms := x.Base.Type().Members(); x.Field < len(ms) {
				a |= ms[x.Field].Access
			}
			r = x.Base
		case *ir.IndexRef:
			r = x.Base
		case *ir.SwizzleRef:
			r = x.Base
		default:
			r = nil
		}
	}
	return accessCoherence(a, sc)
}

// accessCoherence is coherence for an object of storage class sc with
// qualifiers a (Image for a storage image).
func accessCoherence(a ir.Access, sc spirv.StorageClass) (coherent, volatile bool, scope spirv.Scope) {
	if sc == spirv.StorageClassWorkgroup {
		return true, a&ir.Volatile != 0, spirv.ScopeWorkgroup
	}
	if sc != spirv.StorageClassStorageBuffer && sc != spirv.StorageClassUniform && sc != spirv.StorageClassImage {
		return false, false, 0
	}
	if a&(ir.Coherent|ir.Volatile) == 0 {
		return false, false, 0
	}
	switch {
	case a&ir.CoherentDevice != 0:
		scope = spirv.ScopeDevice
	case a&ir.CoherentWorkgroup != 0:
		scope = spirv.ScopeWorkgroup
	case a&ir.CoherentSubgroup != 0:
		scope = spirv.ScopeSubgroup
	default:
		scope = spirv.ScopeQueueFamily
	}
	return true, a&ir.Volatile != 0, scope
}

// placeAlign is the alignment glslang gives an access through a buffer
// reference: the lowest set bit of the reference's buffer_reference_align
// OR-ed with every member offset, array stride, matrix stride and
// component size along the path (a lower bound on the address's
// alignment whatever the indices are).
func placeAlign(r ir.Ref) uint32 {
	acc := uint32(0)
	for {
		switch x := r.(type) {
		case *ir.DerefRef:
			acc |= x.Ptr.Type().RefAlign()
			return acc & -acc
		case *ir.FieldRef:
			m := x.Base.Type().Members()[x.Field]
			acc |= m.Offset
			r = x.Base
		case *ir.IndexRef:
			bt := x.Base.Type()
			switch bt.Kind() {
			case ir.KindArray, ir.KindRuntimeArray:
				acc |= bt.Stride()
			case ir.KindVector:
				acc |= uint32(bt.Elem().Width() / 8)
			case ir.KindMatrix:
				acc |= matrixStrideOf(x.Base)
			}
			r = x.Base
		case *ir.SwizzleRef:
			if len(x.Comps) == 1 || x.Comps[0] != 0 {
				acc |= uint32(x.Base.Type().Elem().Width() / 8)
			}
			r = x.Base
		default:
			return 0
		}
	}
}

// matrixStrideOf finds the matrix stride of the matrix (or array of
// matrices) member a reference path goes through.
func matrixStrideOf(r ir.Ref) uint32 {
	for {
		switch x := r.(type) {
		case *ir.FieldRef:
			return x.Base.Type().Members()[x.Field].MatrixStride
		case *ir.IndexRef:
			r = x.Base
		default:
			return 4
		}
	}
}
