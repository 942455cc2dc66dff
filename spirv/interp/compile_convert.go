package interp

import (
	"github.com/glslc-nv/glslc-nv/internal/f16"
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
		case spirv.OpConvertFToU, spirv.OpConvertFToS:
			signed := op == spirv.OpConvertFToS
			o.I.w2 = uint8(sw) // the source width, for checkUndef
			return o.undefCheck(o.f1(func(a uint64) uint64 { return f2i(fget(a, sw), W, signed) }))
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
			return o.f1(func(a uint64) uint64 { return fput(f16.Round(fget(a, W)), W) })
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
	case spirv.OpConvertUToPtr, spirv.OpConvertPtrToU:
		a, _ := o.opnd(0)
		if o.err != nil {
			return nil, o.err
		}
		o.I.op, o.I.a = xToPhys, a
		if op == spirv.OpConvertPtrToU {
			o.I.op = xFromPhys
		}
		return o.one()
	case spirv.OpBitcastExtractEXT:
		return o.bitcastExtract()
	case spirv.OpBitcast:
		a, at := o.opnd(0)
		if o.err != nil {
			return nil, o.err
		}
		if at.k == tPointer || o.rt.k == tPointer {
			// a physical pointer and a uvec2 (or a 64-bit integer)
			if at.k == tPointer {
				tmp := o.c.tempSlot()
				first := inst{op: xFromPhys, d: tmp, a: a, n: 1, src: o.I.src}
				o.I.op = xI1
				rest, err := o.c.repack(o.I, tmp, 1, 64, o.rt.comps, 32)
				if o.rt.comps == 1 {
					o.I.op, o.I.a, o.I.m = xMask, tmp, ^uint64(0)
					rest, err = []inst{o.I}, nil
				}
				return append([]inst{first}, rest...), err
			}
			var first []inst
			if at.comps == 1 {
				o.I.op, o.I.m = xMask, ^uint64(0)
				o.I.a, o.I.n = a, 1
				first = []inst{o.I}
			} else {
				o.I.op = xI1
				var err error
				if first, err = o.c.repack(o.I, a, at.comps, at.scalar().width, 1, 64); err != nil {
					return nil, err
				}
			}
			return append(first, inst{op: xToPhys, d: o.I.d, a: o.I.d, n: 1, src: o.I.src}), nil
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

// bitcastExtract compiles OpBitcastExtractEXT (SPV_EXT_ocp_microscaling_types):
// per component, the result's width of bits of Base from bit Offset up.
// An Offset that leaves fewer bits than that is undefined: reported
// (bit-field-out-of-range) unless Offset is a constant in range, and the
// missing bits read as 0.
func (o *opc) bitcastExtract() ([]inst, error) {
	a, at := o.opnd(0)
	b, bt := o.opnd(1)
	if o.err != nil {
		return nil, o.err
	}
	as, bs := at.scalar(), bt.scalar()
	if as == nil || bs == nil || at.comps != o.rt.comps || bt.comps != 1 || as.width <= o.W {
		return nil, o.c.errf("OpBitcastExtractEXT needs a Base of wider components, as many as the result's, and a scalar Offset")
	}
	w1, M := as.width, o.M
	off, known := o.c.cval[o.ops[1]]
	chk := !(known && len(off) == 1 && off[0]&wmask(bs.width) <= uint64(w1-o.W))
	out := make([]inst, o.rt.comps)
	for k := range out {
		x := o.I
		x.op, x.n, x.d, x.a, x.b, x.w2 = xI2, 1, o.I.d+uint32(k), a+uint32(k), b, uint8(w1)
		bw := bs.width
		x.f2 = func(v, off uint64) uint64 {
			off &= wmask(bw)
			if off >= 64 {
				return 0
			}
			return v >> off & M
		}
		if chk && k == 0 {
			x.op = xI2Chk // the offset is one scalar: one check
		}
		out[k] = x
	}
	return out, nil
}
