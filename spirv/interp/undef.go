package interp

import (
	"math"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// Undefined results of arithmetic: integer division and remainder by zero,
// the signed overflow of INT_MIN / -1 (and its remainders), shifts by at
// least the bit width, bit-field offsets and counts past the width,
// dynamic vector indices out of range and float to integer conversions of
// values the result type cannot hold. The results
// stay the documented ones (doc.go, "Decisions for undefined results");
// with checks on, each is also reported.
//
// The compiler marks an instruction whose operands may be such, not when
// constant operands rule it out: xI1, xI2, xI3 (bit-field extracts),
// xExtractDyn and xInsertDyn become their ...Chk opcodes, which call checkUndef when checks are on
// and then run as the plain ones; shifts keep their opcodes and carry
// flagUndef, which shiftPow2 tests. Unmarked instructions run exactly as
// before, and a run with NoChecks only pays a branch per marked one.

// flagUndef marks a shift (xShl, xShrL, xShrA, which use no other flag
// bit) for checkUndef.
const flagUndef = 0x80

// undefCheck marks the one instruction compiled in out for checkUndef,
// unless the constant operands show that no lane can be undefined.
func (o *opc) undefCheck(out []inst, err error) ([]inst, error) {
	if err != nil || len(out) != 1 || o.undefImpossible() {
		return out, err
	}
	switch I := &out[0]; I.op {
	case xI1:
		I.op = xI1Chk
	case xI2:
		I.op = xI2Chk
	case xExtractDyn:
		I.op = xExtractDynChk
	case xInsertDyn:
		I.op = xInsertDynChk
	default:
		I.flag |= flagUndef
	}
	return out, nil
}

// undefImpossible reports whether the constant operands of the
// instruction being compiled rule out an undefined result.
func (o *opc) undefImpossible() bool {
	konst := func(k int) ([]uint64, bool) {
		if k >= len(o.ops) {
			return nil, false
		}
		v, ok := o.c.cval[o.ops[k]]
		return v, ok && len(v) > 0
	}
	W := o.W
	switch op := o.in.Op; op {
	case spirv.OpUDiv, spirv.OpUMod, spirv.OpSDiv, spirv.OpSRem, spirv.OpSMod:
		b, ok := konst(1)
		if !ok {
			return false
		}
		for _, v := range b {
			v &= wmask(W)
			if v == 0 || op != spirv.OpUDiv && op != spirv.OpUMod && v == wmask(W) {
				return false // zero, or -1 (INT_MIN / -1 when signed)
			}
		}
		return true
	case spirv.OpShiftLeftLogical, spirv.OpShiftRightLogical, spirv.OpShiftRightArithmetic:
		b, ok := konst(1)
		if !ok {
			return false
		}
		for _, v := range b {
			if v >= uint64(W) {
				return false
			}
		}
		return true
	case spirv.OpVectorExtractDynamic, spirv.OpVectorInsertDynamic:
		k := 1
		if op == spirv.OpVectorInsertDynamic {
			k = 2
		}
		i, ok := konst(k)
		n := o.I.n
		if op == spirv.OpVectorExtractDynamic {
			n = o.I.e
		}
		return ok && i[0] < uint64(n)
	}
	return false
}

// bitFieldDefined reports whether the constant offset and count ids of a
// bit-field instruction select bits inside a width-bit value for every
// lane (offset + count <= width), so no check is needed.
func (c *compiler) bitFieldDefined(offset, count uint32, width int) bool {
	o, ok1 := c.cval[offset]
	n, ok2 := c.cval[count]
	return ok1 && ok2 && len(o) == 1 && len(n) == 1 && o[0] <= uint64(width) && n[0] <= uint64(width)-o[0]
}

// checkUndef reports the lanes of a marked instruction whose operands make
// its result undefined (the result itself is computed as always).
func (s *sg) checkUndef(in *inst) {
	op := s.x.src[in.src].op
	w := int(in.w)
	n := int(in.n)
	switch op {
	case spirv.OpUDiv, spirv.OpUMod, spirv.OpSDiv, spirv.OpSRem, spirv.OpSMod:
		signed := op == spirv.OpSDiv || op == spirv.OpSRem || op == spirv.OpSMod
		minInt := uint64(1) << uint(w-1)
		for c := 0; c < n; c++ {
			a, b := s.r(in.a+uint32(c)), s.r(in.b+uint32(c))
			for _, l := range s.act {
				switch {
				case b[l]&wmask(w) == 0:
					res := "all ones"
					if op != spirv.OpUDiv && op != spirv.OpSDiv {
						res = "the dividend"
					}
					s.report("division-by-zero", in, int(l), "%s of %d by zero: the result is undefined (%s here)", op, a[l]&wmask(w), res)
				case signed && b[l]&wmask(w) == wmask(w) && a[l]&wmask(w) == minInt:
					res := "0"
					if op == spirv.OpSDiv {
						res = "the dividend, wrapped"
					}
					s.report("integer-overflow", in, int(l), "%s of the most negative %d-bit integer by -1 overflows: the result is undefined (%s here)", op, w, res)
				}
			}
		}
	case spirv.OpShiftLeftLogical, spirv.OpShiftRightLogical, spirv.OpShiftRightArithmetic:
		for c := 0; c < n; c++ {
			b := s.r(in.b + uint32(c))
			for _, l := range s.act {
				if b[l] >= uint64(w) {
					s.report("shift-too-large", in, int(l), "%s by %d of a %d-bit value: the result is undefined (the count modulo %d here)", op, b[l], w, w)
				}
			}
		}
	case spirv.OpVectorExtractDynamic:
		idx := s.r(in.b)
		for _, l := range s.act {
			if idx[l] >= uint64(in.e) {
				s.report("index-out-of-range", in, int(l), "%s index %d of a %d-component vector: the result is undefined (0 here)", op, idx[l], in.e)
			}
		}
	case spirv.OpVectorInsertDynamic:
		idx := s.r(in.c)
		for _, l := range s.act {
			if idx[l] >= uint64(n) {
				s.report("index-out-of-range", in, int(l), "%s index %d of a %d-component vector: the result is undefined (the vector unchanged here)", op, idx[l], n)
			}
		}
	case spirv.OpBitFieldInsert, spirv.OpBitFieldSExtract, spirv.OpBitFieldUExtract:
		// Insert: the packing instruction, offset in a and count in b;
		// extract: offset in b and count in c. Both are scalars.
		off, cnt := s.r(in.a), s.r(in.b)
		res := "the bits that fit here"
		if op != spirv.OpBitFieldInsert {
			off, cnt, res = s.r(in.b), s.r(in.c), "the bits inside the value here, 0 past it"
		}
		for _, l := range s.act {
			if off[l] > uint64(w) || cnt[l] > uint64(w)-off[l] {
				s.report("bit-field-out-of-range", in, int(l), "%s with offset %d and count %d of a %d-bit value: the result is undefined (%s)", op, off[l], cnt[l], w, res)
			}
		}
	case spirv.OpBitcastExtractEXT:
		// offset in b (a scalar); w2 is Base's component width
		off := s.r(in.b)
		for _, l := range s.act {
			if o := off[l]; o > uint64(in.w2) || uint64(w) > uint64(in.w2)-o {
				s.report("bit-field-out-of-range", in, int(l), "%s at offset %d of a %d-bit value takes %d bits past its end: the result is undefined (0 for the missing bits here)", op, o, in.w2, uint64(w)+o-uint64(in.w2))
			}
		}
	case spirv.OpConvertFToU, spirv.OpConvertFToS:
		signed := op == spirv.OpConvertFToS
		lo, hi := 0.0, math.Ldexp(1, w) // the range is [lo, hi)
		if signed {
			lo, hi = -math.Ldexp(1, w-1), math.Ldexp(1, w-1)
		}
		for c := 0; c < n; c++ {
			a := s.r(in.a + uint32(c))
			for _, l := range s.act {
				f := fget(a[l], int(in.w2))
				// truncation toward zero: (lo-1, hi) converts
				if math.IsNaN(f) || f <= lo-1 || f >= hi {
					s.report("conversion-out-of-range", in, int(l), "%s of %v to a %d-bit integer: the value does not fit, the result is undefined (saturated, NaN to 0, here)", op, f, w)
				}
			}
		}
	}
}
