package lower

import (
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// GL_NV_cooperative_matrix2 -> SPV_NV_cooperative_matrix2 and
// SPV_NV_tensor_addressing, as glslang emits them.

// funcRefs finds the functions m passes to cooperative-matrix built-ins.
func funcRefs(m *ir.Module) map[*ir.Function]bool {
	refs := map[*ir.Function]bool{}
	for _, f := range m.Functions {
		ir.Inspect(f.Body, func(n any) bool {
			if r, ok := n.(*ir.FuncRef); ok {
				refs[r.Fn] = true
			}
			return true
		})
	}
	return refs
}

func (l *lowerer) tensorCaps() {
	l.capability(spirv.CapabilityTensorAddressingNV)
	l.extension("SPV_NV_tensor_addressing")
}

func (l *lowerer) coop2Caps(c spirv.Capability) {
	l.capability(c)
	l.extension("SPV_NV_cooperative_matrix2")
}

// tensorType declares OpTypeTensorLayoutNV (dimension, clamp mode) or
// OpTypeTensorViewNV (dimension, has-dimensions, permutation).
func (l *lowerer) tensorType(t *ir.Type) uint32 {
	l.tensorCaps()
	d := t.Tensor()
	if t.Kind() == ir.KindTensorLayout {
		mode := l.constU32(d.ClampMode)
		if d.ClampSpec != nil {
			mode = l.specID(d.ClampSpec)
		}
		return l.b.Type(spirv.OpTypeTensorLayoutNV, l.constU32(uint32(d.Dim)), mode)
	}
	ops := []uint32{l.constU32(uint32(d.Dim)), l.constID(ir.ConstBool(d.HasDimensions))}
	for i := 0; i < d.Dim; i++ {
		ops = append(ops, l.constU32(uint32(d.Perm[i])))
	}
	return l.b.Type(spirv.OpTypeTensorViewNV, ops...)
}

// memAccess is the MemoryAccess operand (required by the tensor
// instructions) of an access through place p.
func (l *lowerer) memAccess(p place, store bool) []uint32 {
	if ops := l.memOps(p, store); ops != nil {
		return ops
	}
	return []uint32{uint32(spirv.MemoryAccessNone)}
}

func (l *lowerer) coop2Call(e *ir.BuiltinCall) uint32 {
	args := func(from int) []uint32 {
		var ids []uint32
		for _, a := range e.Args[from:] {
			ids = append(ids, l.expr(a))
		}
		return ids
	}
	switch e.ID {
	case builtins.FnCreateTensorLayoutNV:
		return l.emit(spirv.OpCreateTensorLayoutNV, l.typeID(e.Typ))
	case builtins.FnCreateTensorViewNV:
		return l.emit(spirv.OpCreateTensorViewNV, l.typeID(e.Typ))
	case builtins.FnSetTensorLayoutBlockSizeNV, builtins.FnSetTensorLayoutDimensionNV, builtins.FnSetTensorLayoutStrideNV, builtins.FnSliceTensorLayoutNV,
		builtins.FnSetTensorLayoutClampValueNV, builtins.FnSetTensorViewDimensionsNV, builtins.FnSetTensorViewStrideNV, builtins.FnSetTensorViewClipNV:
		op := map[builtins.FuncID]spirv.Op{
			builtins.FnSetTensorLayoutBlockSizeNV:  spirv.OpTensorLayoutSetBlockSizeNV,
			builtins.FnSetTensorLayoutDimensionNV:  spirv.OpTensorLayoutSetDimensionNV,
			builtins.FnSetTensorLayoutStrideNV:     spirv.OpTensorLayoutSetStrideNV,
			builtins.FnSliceTensorLayoutNV:         spirv.OpTensorLayoutSliceNV,
			builtins.FnSetTensorLayoutClampValueNV: spirv.OpTensorLayoutSetClampValueNV,
			builtins.FnSetTensorViewDimensionsNV:   spirv.OpTensorViewSetDimensionNV,
			builtins.FnSetTensorViewStrideNV:       spirv.OpTensorViewSetStrideNV,
			builtins.FnSetTensorViewClipNV:         spirv.OpTensorViewSetClipNV,
		}[e.ID]
		return l.emit(op, append([]uint32{l.typeID(e.Typ)}, args(0)...)...)
	case builtins.FnCoopMatLoadTensorNV:
		l.coop2Caps(spirv.CapabilityCooperativeMatrixTensorAddressingNV)
		dst := l.place(e.Args[0].(ir.Ref))
		obj := l.loadPlace(dst)
		p := l.place(e.Args[1].(ir.Ref))
		layout := l.expr(e.Args[2])
		ops := append([]uint32{l.typeID(e.Args[0].Type()), p.ptr, obj, layout}, l.memAccess(p, false)...)
		mask, extra := l.tensorOperands(e.Args[3:])
		v := l.emit(spirv.OpCooperativeMatrixLoadTensorNV, append(append(ops, mask), extra...)...)
		l.storePlace(dst, v)
		return 0
	case builtins.FnCoopMatStoreTensorNV:
		l.coop2Caps(spirv.CapabilityCooperativeMatrixTensorAddressingNV)
		obj := l.expr(e.Args[0])
		p := l.place(e.Args[1].(ir.Ref))
		layout := l.expr(e.Args[2])
		ops := append([]uint32{p.ptr, obj, layout}, l.memAccess(p, true)...)
		mask, extra := l.tensorOperands(e.Args[3:])
		l.emitVoid(spirv.OpCooperativeMatrixStoreTensorNV, append(append(ops, mask), extra...)...)
		return 0
	case builtins.FnCoopMatReduceNV:
		l.coop2Caps(spirv.CapabilityCooperativeMatrixReductionsEXT)
		dst := l.place(e.Args[0].(ir.Ref))
		m := l.expr(e.Args[1])
		mode := uint32(e.Args[2].(*ir.Const).Bits)
		fn := l.expr(e.Args[3])
		l.storePlace(dst, l.emit(spirv.OpCooperativeMatrixReduceEXT, l.typeID(e.Args[0].Type()), m, mode, fn))
		return 0
	case builtins.FnCoopMatPerElementNV:
		l.coop2Caps(spirv.CapabilityCooperativeMatrixPerElementOperationsEXT)
		dst := l.place(e.Args[0].(ir.Ref))
		ops := append([]uint32{l.typeID(e.Args[0].Type())}, args(1)...)
		l.storePlace(dst, l.emit(spirv.OpCooperativeMatrixPerElementOpEXT, ops...))
		return 0
	case builtins.FnCoopMatTransposeNV:
		l.coop2Caps(spirv.CapabilityCooperativeMatrixConversionsNV)
		dst := l.place(e.Args[0].(ir.Ref))
		m := l.expr(e.Args[1])
		l.storePlace(dst, l.emit(spirv.OpCooperativeMatrixTransposeNV, l.typeID(e.Args[0].Type()), m))
		return 0
	case builtins.FnCoopConvertUse:
		l.coop2Caps(spirv.CapabilityCooperativeMatrixConversionsNV)
		return l.emit(spirv.OpCooperativeMatrixConvertUseEXT, l.typeID(e.Typ), l.expr(e.Args[0]))
	}
	l.fail(e.Pos, "unknown cooperative-matrix built-in %s", e.Fn.Name)
	return 0
}

// tensorOperands is the TensorAddressingOperands mask and its operands:
// an optional tensor view, then decode functions.
func (l *lowerer) tensorOperands(rest []ir.Expr) (uint32, []uint32) {
	var mask uint32
	var ids []uint32
	funcs := 0
	for _, a := range rest {
		if a.Type().Kind() == ir.KindTensorView {
			mask |= uint32(spirv.TensorAddressingOperandsTensorView)
			ids = append(ids, l.expr(a))
			continue
		}
		if funcs == 0 {
			mask |= uint32(spirv.TensorAddressingOperandsDecodeFunc)
			l.capability(spirv.CapabilityCooperativeMatrixBlockLoadsNV)
		} else {
			mask |= uint32(spirv.TensorAddressingOperandsDecodeVectorFunc)
			l.capability(spirv.CapabilityCooperativeMatrixDecodeVectorNV)
			l.extension("SPV_NV_cooperative_matrix_decode_vector")
		}
		funcs++
		ids = append(ids, l.expr(a))
	}
	return mask, ids
}
