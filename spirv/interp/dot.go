package interp

import (
	"math/big"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// Integer dot products (SPV_KHR_integer_dot_product, SPIR-V 1.6): OpSDot,
// OpUDot, OpSUDot (first vector signed, second unsigned) and their
// AccSat forms. The operands are two integer vectors of one size, or two
// 32-bit integers holding four 8-bit components each (Packed Vector
// Format 4x8Bit, component 0 in the low byte). The plain forms give the
// low bits of the exact sum of products (64-bit wrapping arithmetic keeps
// them); the AccSat forms add the accumulator to the exact sum and
// saturate to the result's range (signed for SDot and SUDot, unsigned for
// UDot), computed exactly (with math/big for 32- and 64-bit components,
// whose sums can pass 64 bits).
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
	if acc && (cw >= 32 || rw == 64) {
		return o.custom(func(s *sg, in *inst) {
			d := s.r(in.d)
			var sum, p, x, y big.Int
			for _, l := range s.act {
				sum.SetInt64(0)
				for k := 0; k < n; k++ {
					bigOf(&x, s.r(in.a + uint32(k))[l], cw, aSigned)
					bigOf(&y, s.r(in.b + uint32(k))[l], cw, bSigned)
					sum.Add(&sum, p.Mul(&x, &y))
				}
				sum.Add(&sum, bigOf(&x, s.r(in.c)[l], rw, rSigned))
				d[l] = satBig(&sum, rw, rSigned)
			}
		})
	}
	return o.custom(func(s *sg, in *inst) {
		d := s.r(in.d)
		for _, l := range s.act {
			sum := int64(0)
			for k := 0; k < n; k++ {
				sum += comp(s, in.a, k, l, aSigned) * comp(s, in.b, k, l, bSigned)
			}
			if acc {
				sum = saturate(sum+intOf(s.r(in.c)[l], rw, rSigned), rw, rSigned)
			}
			d[l] = uint64(sum) & wmask(rw)
		}
	})
}

// bigOf sets z to the w-bit integer v.
func bigOf(z *big.Int, v uint64, w int, signed bool) *big.Int {
	if signed {
		return z.SetInt64(sext(v, w))
	}
	return z.SetUint64(v & wmask(w))
}

// satBig clamps z to the range of a w-bit integer and returns its bits.
func satBig(z *big.Int, w int, signed bool) uint64 {
	var lo, hi big.Int
	if signed {
		hi.Lsh(big.NewInt(1), uint(w-1))
		lo.Neg(&hi)
		hi.Sub(&hi, big.NewInt(1))
	} else {
		hi.Lsh(big.NewInt(1), uint(w))
		hi.Sub(&hi, big.NewInt(1))
	}
	switch {
	case z.Cmp(&hi) > 0:
		z = &hi
	case z.Cmp(&lo) < 0:
		z = &lo
	}
	if z.Sign() < 0 {
		return uint64(z.Int64()) & wmask(w)
	}
	return z.Uint64() & wmask(w)
}
