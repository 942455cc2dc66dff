package interp

import (
	"github.com/glslc-nv/glslc-nv/spirv"
)

// One family of the instruction selection (compileOp in compile_inst.go
// tries the families in turn; each answers errNotMine for other opcodes).

// convertOp compiles conversions and bit casts.
func (o *opc) convertOp() ([]inst, error) {
	op := o.in.Op
	W := o.W
	M := o.M
	switch op {
	case spirv.OpConvertFToU, spirv.OpConvertFToS, spirv.OpConvertSToF, spirv.OpConvertUToF,
		spirv.OpUConvert, spirv.OpSConvert, spirv.OpFConvert, spirv.OpQuantizeToF16, spirv.OpSatConvertSToU, spirv.OpSatConvertUToS:
		sw := o.w0()
		switch op {
		case spirv.OpConvertFToU:
			return o.f1(func(a uint64) uint64 { return f2i(fget(a, sw), W, false) })
		case spirv.OpConvertFToS:
			return o.f1(func(a uint64) uint64 { return f2i(fget(a, sw), W, true) })
		case spirv.OpConvertSToF:
			return o.f1(func(a uint64) uint64 { return i2f(a, sw, true, W) })
		case spirv.OpConvertUToF:
			return o.f1(func(a uint64) uint64 { return i2f(a, sw, false, W) })
		case spirv.OpUConvert:
			return o.f1(func(a uint64) uint64 { return a & M })
		case spirv.OpSConvert:
			return o.f1(func(a uint64) uint64 { return uint64(sext(a, sw)) & M })
		case spirv.OpFConvert:
			return o.f1(func(a uint64) uint64 { return fput(fget(a, sw), W) })
		case spirv.OpQuantizeToF16:
			return o.f1(func(a uint64) uint64 { return fput(f16to64(f64to16(fget(a, W))), W) })
		case spirv.OpSatConvertSToU:
			return o.f1(func(a uint64) uint64 {
				v := sext(a, sw)
				if v < 0 {
					return 0
				}
				return min(uint64(v), M)
			})
		default:
			return o.f1(func(a uint64) uint64 { return min(a, M>>1) })
		}
	case spirv.OpBitcast:
		a, at := o.opnd(0)
		if o.err != nil {
			return nil, o.err
		}
		if at.comps == o.rt.comps {
			o.I.op, o.I.a = xMask, a
			return o.one()
		}
		// repack: concatenate the bits of the operand's components
		sw := at.scalar().width
		o.I.op = xI1
		return o.c.repack(o.I, a, at.comps, sw, o.rt.comps, W)
	}
	return nil, errNotMine
}
