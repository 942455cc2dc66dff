package lower

import (
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// Cooperative matrices (GL_KHR_cooperative_matrix -> SPV_KHR_cooperative_matrix),
// as glslang emits them.

func (l *lowerer) coopCaps() {
	l.capability(spirv.CapabilityCooperativeMatrixKHR)
	l.extension("SPV_KHR_cooperative_matrix")
}

// coopType declares OpTypeCooperativeMatrixKHR: component type, scope,
// rows and columns (constants or specialization constants), use.
func (l *lowerer) coopType(t *ir.Type) uint32 {
	l.coopCaps()
	d := t.Coop()
	dim := func(n int, s *ir.SpecConst) uint32 {
		if s != nil {
			return l.specID(s)
		}
		return l.constU32(uint32(n))
	}
	comp := l.typeID(t.Elem())
	switch t.Elem().Encoding() {
	case ir.BFloat16:
		l.capability(spirv.CapabilityBFloat16CooperativeMatrixKHR)
	case ir.E4M3, ir.E5M2:
		l.capability(spirv.CapabilityFloat8CooperativeMatrixEXT)
	}
	return l.b.Type(spirv.OpTypeCooperativeMatrixKHR, comp, l.constU32(uint32(spirvScope(d.Scope))),
		dim(d.Rows, d.RowsSpec), dim(d.Cols, d.ColsSpec), l.constU32(uint32(d.Use)))
}

// coopCall lowers the cooperative-matrix built-ins.
func (l *lowerer) coopCall(e *ir.BuiltinCall) uint32 {
	l.setLine(e.Pos)
	l.coopCaps()
	switch e.ID {
	case builtins.FnCoopMatLoad:
		// OpCooperativeMatrixLoadKHR %type %pointer %layout %stride, stored
		// to the matrix.
		dst := l.place(e.Args[0].(ir.Ref))
		p := l.place(e.Args[1].(ir.Ref))
		stride := l.expr(e.Args[2])
		layout := l.expr(e.Args[3])
		v := l.emit(spirv.OpCooperativeMatrixLoadKHR, append([]uint32{l.typeID(e.Args[0].Type()), p.ptr, layout, stride}, l.memOps(p, false)...)...)
		l.storePlace(dst, v)
		return 0
	case builtins.FnCoopMatStore:
		m := l.expr(e.Args[0])
		p := l.place(e.Args[1].(ir.Ref))
		stride := l.expr(e.Args[2])
		layout := l.expr(e.Args[3])
		l.emitVoid(spirv.OpCooperativeMatrixStoreKHR, append([]uint32{p.ptr, m, layout, stride}, l.memOps(p, true)...)...)
		return 0
	case builtins.FnCoopMatMulAdd:
		a, b, c := l.expr(e.Args[0]), l.expr(e.Args[1]), l.expr(e.Args[2])
		var ops uint32
		if len(e.Args) == 4 && e.Args[3].(*ir.Const).Bits&ir.CoopSaturatingAccumulation != 0 {
			ops = uint32(spirv.CooperativeMatrixOperandsSaturatingAccumulationKHR)
		}
		// Signedness comes from the component types, as glslang sets it.
		for i, bit := range []spirv.CooperativeMatrixOperands{
			spirv.CooperativeMatrixOperandsMatrixASignedComponentsKHR,
			spirv.CooperativeMatrixOperandsMatrixBSignedComponentsKHR,
			spirv.CooperativeMatrixOperandsMatrixCSignedComponentsKHR,
		} {
			if e.Args[i].Type().Elem().IsInt() {
				ops |= uint32(bit)
			}
		}
		if e.Typ.Elem().IsInt() {
			ops |= uint32(spirv.CooperativeMatrixOperandsMatrixResultSignedComponentsKHR)
		}
		operands := []uint32{l.typeID(e.Typ), a, b, c}
		if ops != 0 {
			operands = append(operands, ops)
		}
		return l.emit(spirv.OpCooperativeMatrixMulAddKHR, operands...)
	case builtins.FnCoopMatLength:
		l.expr(e.Args[0])
		return l.emit(spirv.OpCooperativeMatrixLengthKHR, l.typeID(ir.Uint32), l.typeID(e.Args[0].Type()))
	default:
		if len(e.Fn.Exts) > 0 && e.Fn.Exts[0] == builtins.ExtCoopMat2 {
			return l.coop2Call(e)
		}
	}
	l.fail(e.Pos, "unknown cooperative-matrix built-in %s", e.Fn.Name)
	return 0
}

// usesCoopMat reports whether a variable or parameter of m has a
// cooperative-matrix type (possibly in an array): glslang then compiles
// the whole module under the Vulkan memory model, which SPIR-V requires of
// shaders declaring CooperativeMatrixKHR.
func usesCoopMat(m *ir.Module) bool {
	has := func(t *ir.Type) bool {
		for t != nil && (t.Kind() == ir.KindArray || t.Kind() == ir.KindRuntimeArray) {
			t = t.Elem()
		}
		return t != nil && t.IsCoopMat()
	}
	for _, g := range m.Globals {
		if has(g.Type) {
			return true
		}
	}
	for _, f := range m.Functions {
		for _, p := range f.Params {
			if has(p.Type) {
				return true
			}
		}
		for _, v := range f.Locals {
			if has(v.Type) {
				return true
			}
		}
	}
	return false
}

// vulkanMemoryModel declares what the Vulkan memory model needs and
// returns its enumerant: capability VulkanMemoryModel (and the extension
// before SPIR-V 1.5). VulkanMemoryModelDeviceScope comes with the first
// memory scope operand of Device scope (memScope), as glslang declares it:
// a module that never uses that scope must load on a device without the
// vulkanMemoryModelDeviceScope feature.
func (l *lowerer) vulkanMemoryModel() spirv.MemoryModel {
	l.capability(spirv.CapabilityVulkanMemoryModel)
	if l.version < spirv.Version1_5 {
		l.extension("SPV_KHR_vulkan_memory_model")
	}
	return spirv.MemoryModelVulkan
}

// memScope is the id of a memory scope operand (of a barrier, an atomic,
// or a memory or image operand); under the Vulkan memory model Device
// scope needs capability VulkanMemoryModelDeviceScope.
func (l *lowerer) memScope(sc spirv.Scope) uint32 {
	if sc == spirv.ScopeDevice && l.vulkanMemModel {
		l.capability(spirv.CapabilityVulkanMemoryModelDeviceScope)
	}
	return l.constU32(uint32(sc))
}

// narrowFloatType declares OpTypeFloat with an FP encoding: BFloat16KHR
// (SPV_KHR_bfloat16), Float8E4M3EXT / Float8E5M2EXT (SPV_EXT_float8) or
// Float4E2M1EXT (SPV_EXT_ocp_microscaling_types).
func (l *lowerer) narrowFloatType(t *ir.Type) uint32 {
	var enc spirv.FPEncoding
	switch t.Encoding() {
	case ir.BFloat16:
		l.capability(spirv.CapabilityBFloat16TypeKHR)
		l.extension("SPV_KHR_bfloat16")
		enc = spirv.FPEncodingBFloat16KHR
	case ir.E4M3:
		l.capability(spirv.CapabilityFloat8EXT)
		l.extension("SPV_EXT_float8")
		enc = spirv.FPEncodingFloat8E4M3EXT
	case ir.E2M1:
		l.capability(spirv.CapabilityFloat4EXT)
		l.extension("SPV_EXT_ocp_microscaling_types")
		enc = spirv.FPEncodingFloat4E2M1EXT
	default:
		l.capability(spirv.CapabilityFloat8EXT)
		l.extension("SPV_EXT_float8")
		enc = spirv.FPEncodingFloat8E5M2EXT
	}
	return l.b.TypeFloatEncoded(uint32(t.Width()), enc)
}
