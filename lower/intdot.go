package lower

import (
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// intDot lowers dotEXT, dotAccSatEXT, dotPacked4x8EXT and
// dotPacked4x8AccSatEXT (GL_EXT_integer_dot_product) as glslang does:
// OpUDot when both operands are unsigned, OpSDot when both are signed,
// otherwise OpSUDot with the signed operand first (the arguments swapped
// when the second is the signed one); the AccSat forms when there is an
// accumulator; the packed forms add the PackedVectorFormat4x8Bit operand.
// Capabilities: DotProduct, plus DotProductInput4x8BitPacked (packed),
// DotProductInput4x8Bit (4 x 8-bit vectors) or DotProductInputAll.
func (l *lowerer) intDot(e *ir.BuiltinCall) uint32 {
	l.extension("SPV_KHR_integer_dot_product")
	l.capability(spirv.CapabilityDotProduct)
	ta, tb := e.Args[0].Type(), e.Args[1].Type()
	packed := ta.IsScalar()
	switch {
	case packed:
		l.capability(spirv.CapabilityDotProductInput4x8BitPacked)
	case ta.Len() == 4 && ta.Scalar().Width() == 8:
		l.capability(spirv.CapabilityDotProductInput4x8Bit)
	default:
		l.capability(spirv.CapabilityDotProductInputAll)
	}
	args := make([]uint32, len(e.Args))
	for i, a := range e.Args {
		args[i] = l.expr(a)
	}
	accSat := len(args) == 3
	sa, sb := ta.Scalar().IsInt(), tb.Scalar().IsInt()
	var op spirv.Op
	switch {
	case !sa && !sb:
		op = pick(accSat, spirv.OpUDotAccSat, spirv.OpUDot)
	case sa && sb:
		op = pick(accSat, spirv.OpSDotAccSat, spirv.OpSDot)
	default:
		op = pick(accSat, spirv.OpSUDotAccSat, spirv.OpSUDot)
		if sb {
			args[0], args[1] = args[1], args[0]
		}
	}
	ops := append([]uint32{l.typeID(e.Typ)}, args...)
	if packed {
		ops = append(ops, uint32(spirv.PackedVectorFormatPackedVectorFormat4x8Bit))
	}
	return l.emit(op, ops...)
}

func pick(c bool, a, b spirv.Op) spirv.Op {
	if c {
		return a
	}
	return b
}

// intDotCall lowers e when it is an integer dot product (the special
// built-ins of GL_EXT_integer_dot_product).
func (l *lowerer) intDotCall(e *ir.BuiltinCall) (uint32, bool) {
	switch e.ID {
	case builtins.FnDotEXT, builtins.FnDotAccSatEXT, builtins.FnDotPacked4x8EXT, builtins.FnDotPacked4x8AccSatEXT:
		return l.intDot(e), true
	}
	return 0, false
}
