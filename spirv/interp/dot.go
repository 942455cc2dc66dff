package interp

import "github.com/glslc-nv/glslc-nv/spirv"

// Integer dot products (SPV_KHR_integer_dot_product, SPIR-V 1.6): OpSDot,
// OpUDot, OpSUDot (first vector signed, second unsigned) and their
// AccSat forms. The operands are two integer vectors of one size, or two
// 32-bit integers holding four 8-bit components each (Packed Vector
// Format 4x8Bit, component 0 in the low byte). The products and their sum
// are exact (64-bit arithmetic is exact for every 8-, 16- and 32-bit
// case; 64-bit components wrap mod 2^64); the plain forms then wrap to
// the result width; the AccSat forms add the accumulator and saturate to
// the result's range (signed for SDot and SUDot, unsigned for UDot).
func (o *opc) dotOp() ([]inst, error) {
	op := o.in.Op
	acc := false
	switch op {
	case spirv.OpSDot, spirv.OpUDot, spirv.OpSUDot:
	case spirv.OpSDotAccSat, spirv.OpUDotAccSat, spirv.OpSUDotAccSat:
		acc = true
	default:
		return nil, errNotMine
	}
	if o.rt == nil || o.rt.k != tInt {
		return nil, o.c.errf("%s needs a scalar integer result", op)
	}
	a, at := o.opnd(0)
	b, bt := o.opnd(1)
	var cslot uint32
	nfixed := 2
	if acc {
		var ct *rtype
		cslot, ct = o.opnd(2)
		if o.err == nil && (ct.k != tInt || ct.width != o.rt.width) {
			return nil, o.c.errf("the accumulator must have the result's type")
		}
		nfixed = 3
	}
	if o.err != nil {
		return nil, o.err
	}
	packed := len(o.ops) > nfixed
	if packed && o.ops[nfixed] != uint32(spirv.PackedVectorFormatPackedVectorFormat4x8Bit) {
		return nil, o.c.errf("unknown packed vector format %d", o.ops[nfixed])
	}
	var n, cw int
	switch {
	case packed:
		if at.k != tInt || bt.k != tInt || at.width != 32 || bt.width != 32 {
			return nil, o.c.errf("packed operands must be 32-bit integers")
		}
		n, cw = 4, 8
	case at.k == tVector && bt.k == tVector && at.n == bt.n && at.elem.k == tInt && bt.elem.k == tInt && at.elem.width == bt.elem.width:
		n, cw = at.n, at.elem.width
		if o.rt.width < cw {
			return nil, o.c.errf("the result is narrower than the components")
		}
	default:
		return nil, o.c.errf("%s needs two integer vectors of one shape, or packed 4x8-bit operands", op)
	}
	aSigned := op == spirv.OpSDot || op == spirv.OpSDotAccSat || op == spirv.OpSUDot || op == spirv.OpSUDotAccSat
	bSigned := op == spirv.OpSDot || op == spirv.OpSDotAccSat
	rSigned := aSigned
	rw := o.rt.width
	o.I.a, o.I.b, o.I.c, o.I.n = a, b, cslot, 1
	comp := func(s *sg, slot uint32, k int, l uint8, signed bool) int64 {
		var v uint64
		if packed {
			v = s.r(slot)[l] >> (8 * k) & 0xff
		} else {
			v = s.r(slot + uint32(k))[l]
		}
		return intOf(v, cw, signed)
	}
	return o.custom(func(s *sg, in *inst) {
		d := s.r(in.d)
		for _, l := range s.act {
			sum := int64(0)
			for k := 0; k < n; k++ {
				sum += comp(s, in.a, k, l, aSigned) * comp(s, in.b, k, l, bSigned)
			}
			if acc {
				sum = addSat(sum, intOf(s.r(in.c)[l], rw, rSigned), rw, rSigned)
			}
			d[l] = uint64(sum) & wmask(rw)
		}
	})
}

// addSat adds the accumulator to an exact dot product and clamps to the
// result type's range.
func addSat(dot, acc int64, w int, signed bool) int64 {
	if w == 64 {
		s := dot + acc
		if signed {
			if (acc > 0 && dot > 0 && s < 0) || (acc < 0 && dot < 0 && s >= 0) {
				if acc > 0 {
					return 1<<63 - 1
				}
				return -1 << 63
			}
			return s
		}
		// unsigned 64-bit: dot is exact only below 2^63
		us := uint64(dot) + uint64(acc)
		if us < uint64(acc) || dot < 0 {
			return -1 // all ones
		}
		return int64(us)
	}
	return saturate(dot+acc, w, signed)
}
