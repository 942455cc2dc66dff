package interp

import (
	"math"
	"math/bits"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// One family of the instruction selection (compileOp in compile_inst.go
// tries the families in turn; each answers errNotMine for other opcodes).

// compositeOp compiles copies, composites, shuffles and dynamic
// component access.
func (o *opc) compositeOp() ([]inst, error) {
	switch o.in.Op {
	case spirv.OpCopyObject, spirv.OpCopyLogical:
		a, _ := o.opnd(0)
		return o.c.gather(o.I, rangeSlots(a, int(o.I.n)), o.err)
	case spirv.OpCompositeConstruct:
		var srcs []uint32
		for k := range o.ops {
			s, t := o.opnd(k)
			if o.err != nil {
				return nil, o.err
			}
			srcs = append(srcs, rangeSlots(s, t.comps)...)
		}
		if len(srcs) != int(o.I.n) {
			return nil, o.c.errf("constituents have %d components, the result %d", len(srcs), o.I.n)
		}
		return o.c.gather(o.I, srcs, o.err)
	case spirv.OpCompositeExtract:
		s, t := o.opnd(0)
		if o.err != nil {
			return nil, o.err
		}
		off, et, e := compOffset(t, o.ops[1:])
		if e != nil {
			return nil, o.c.errf("%v", e)
		}
		return o.c.gather(o.I, rangeSlots(s+uint32(off), et.comps), nil)
	case spirv.OpCompositeInsert:
		obj, ot := o.opnd(0)
		comp, ct := o.opnd(1)
		if o.err != nil {
			return nil, o.err
		}
		off, _, e := compOffset(ct, o.ops[2:])
		if e != nil {
			return nil, o.c.errf("%v", e)
		}
		srcs := rangeSlots(comp, ct.comps)
		for k := 0; k < ot.comps && off+k < len(srcs); k++ {
			srcs[off+k] = obj + uint32(k)
		}
		return o.c.gather(o.I, srcs, nil)
	case spirv.OpVectorShuffle:
		a, at := o.opnd(0)
		b, bt := o.opnd(1)
		if o.err != nil {
			return nil, o.err
		}
		if len(o.ops)-2 != int(o.I.n) {
			return nil, o.c.errf("%d components selected for a result of %d", len(o.ops)-2, o.I.n)
		}
		var srcs []uint32
		for _, k := range o.ops[2:] {
			switch {
			case k == math.MaxUint32:
				srcs = append(srcs, math.MaxUint32)
			case int(k) < at.comps:
				srcs = append(srcs, a+k)
			case int(k) < at.comps+bt.comps:
				srcs = append(srcs, b+k-uint32(at.comps))
			default:
				return nil, o.c.errf("component %d is out of range: the vectors have %d components together", k, at.comps+bt.comps)
			}
		}
		return o.c.gather(o.I, srcs, nil)
	case spirv.OpTranspose:
		a, at := o.opnd(0)
		if o.err != nil {
			return nil, o.err
		}
		if !isMatrix(o.rt) || !isMatrix(at) || at.n != o.rt.elem.n || at.elem.n != o.rt.n {
			return nil, o.c.errf("operand and result are not transposed matrices")
		}
		rcols, rrows := o.rt.n, o.rt.elem.n
		srcs := make([]uint32, o.rt.comps)
		for j := 0; j < rcols; j++ {
			for i := 0; i < rrows; i++ {
				srcs[j*rrows+i] = a + uint32(i*rcols+j)
			}
		}
		return o.c.gather(o.I, srcs, nil)
	case spirv.OpVectorExtractDynamic:
		o.I.op = xExtractDyn
		var vt, it *rtype
		o.I.a, vt = o.opnd(0)
		o.I.b, it = o.opnd(1)
		if o.err != nil {
			return nil, o.err
		}
		if it.comps != 1 || o.I.n != 1 {
			return nil, o.c.errf("the index and the result must be scalars")
		}
		o.I.e = uint32(vt.comps)
		return o.undefCheck(o.one())
	case spirv.OpVectorInsertDynamic:
		o.I.op = xInsertDyn
		var vt, ct, it *rtype
		o.I.a, vt = o.opnd(0)
		o.I.b, ct = o.opnd(1)
		o.I.c, it = o.opnd(2)
		if err := o.fits(int(o.I.n), vt); err != nil {
			return nil, err
		}
		if err := o.fits(1, ct, it); err != nil {
			return nil, err
		}
		return o.undefCheck(o.one())
	}
	return nil, errNotMine
}

// productOp compiles vector and matrix products and the two-result
// integer operations.
func (o *opc) productOp() ([]inst, error) {
	op := o.in.Op
	W := o.W
	switch op {
	case spirv.OpVectorTimesScalar, spirv.OpMatrixTimesScalar:
		o.I.op = xVecScalar
		var at, bt *rtype
		o.I.a, at = o.opnd(0)
		o.I.b, bt = o.opnd(1)
		if err := o.fits(int(o.I.n), at); err != nil {
			return nil, err
		}
		if err := o.fits(1, bt); err != nil {
			return nil, err
		}
		if W == 32 {
			o.I.f2 = func(a, b uint64) uint64 {
				return uint64(math.Float32bits(math.Float32frombits(uint32(a)) * math.Float32frombits(uint32(b))))
			}
		} else {
			o.I.f2 = func(a, b uint64) uint64 { return fput(fget(a, W)*fget(b, W), W) }
		}
		return o.one()
	case spirv.OpMatrixTimesVector, spirv.OpVectorTimesMatrix, spirv.OpMatrixTimesMatrix, spirv.OpOuterProduct, spirv.OpDot:
		var at, bt *rtype
		o.I.a, at = o.opnd(0)
		o.I.b, bt = o.opnd(1)
		if o.err != nil {
			return nil, o.err
		}
		if err := o.productShapes(at, bt); err != nil {
			return nil, err
		}
		o.I.w = uint8(at.scalar().width)
		switch op {
		case spirv.OpMatrixTimesVector:
			o.I.op, o.I.e, o.I.c = xMatVec, uint32(at.elem.n), uint32(at.n)
		case spirv.OpVectorTimesMatrix:
			o.I.op, o.I.e = xVecMat, uint32(at.n)
		case spirv.OpMatrixTimesMatrix:
			o.I.op, o.I.e, o.I.c = xMatMat, uint32(at.elem.n), uint32(at.n)
		case spirv.OpOuterProduct:
			o.I.op, o.I.e = xOuter, uint32(at.comps)
		default:
			o.I.op, o.I.c = xDot, uint32(at.comps)
		}
		return o.one()
	case spirv.OpIAddCarry, spirv.OpISubBorrow, spirv.OpUMulExtended, spirv.OpSMulExtended:
		if o.rt.k != tStruct || len(o.rt.members) != 2 {
			return nil, o.c.errf("result must be a two-member struct")
		}
		mt := o.rt.members[0]
		o.I.n = uint32(mt.comps)
		mw := mt.scalar().width
		mm := wmask(mw)
		o.I.op = xPair
		var at, bt *rtype
		o.I.a, at = o.opnd(0)
		o.I.b, bt = o.opnd(1)
		if err := o.fits(mt.comps, at, bt, o.rt.members[1]); err != nil {
			return nil, err
		}
		switch op {
		case spirv.OpIAddCarry:
			o.I.f2 = func(a, b uint64) uint64 { return (a + b) & mm }
			o.I.f3 = func(a, b, _ uint64) uint64 {
				if mw == 64 {
					_, cy := bits.Add64(a, b, 0)
					return cy
				}
				return (a + b) >> uint(mw)
			}
		case spirv.OpISubBorrow:
			o.I.f2 = func(a, b uint64) uint64 { return (a - b) & mm }
			o.I.f3 = func(a, b, _ uint64) uint64 { return b2u(b > a) }
		case spirv.OpUMulExtended:
			o.I.f2 = func(a, b uint64) uint64 { return (a * b) & mm }
			o.I.f3 = func(a, b, _ uint64) uint64 {
				hi, lo := bits.Mul64(a, b)
				if mw == 64 {
					return hi
				}
				return lo >> uint(mw) & mm
			}
		default:
			o.I.f2 = func(a, b uint64) uint64 { return (a * b) & mm }
			o.I.f3 = func(a, b, _ uint64) uint64 {
				x, y := sext(a, mw), sext(b, mw)
				if mw == 64 {
					hi, _ := bits.Mul64(uint64(x), uint64(y))
					if x < 0 {
						hi -= uint64(y)
					}
					if y < 0 {
						hi -= uint64(x)
					}
					return hi
				}
				return uint64((x*y)>>uint(mw)) & mm
			}
		}
		return o.one()
	}
	return nil, errNotMine
}

func isVector(t *rtype) bool { return t != nil && t.k == tVector && t.elem != nil }
func isMatrix(t *rtype) bool { return t != nil && t.k == tMatrix && isVector(t.elem) }

// productShapes checks the operand and result shapes of the vector and
// matrix products, which the executor indexes without further checks.
func (o *opc) productShapes(at, bt *rtype) error {
	rt := o.rt
	ok := false
	switch o.in.Op {
	case spirv.OpMatrixTimesVector:
		ok = isMatrix(at) && isVector(bt) && bt.n == at.n && isVector(rt) && rt.n == at.elem.n
	case spirv.OpVectorTimesMatrix:
		ok = isVector(at) && isMatrix(bt) && bt.elem.n == at.n && isVector(rt) && rt.n == bt.n
	case spirv.OpMatrixTimesMatrix:
		ok = isMatrix(at) && isMatrix(bt) && bt.elem.n == at.n && isMatrix(rt) && rt.n == bt.n && rt.elem.n == at.elem.n
	case spirv.OpOuterProduct:
		ok = isVector(at) && isVector(bt) && isMatrix(rt) && rt.n == bt.n && rt.elem.n == at.n
	case spirv.OpDot:
		ok = isVector(at) && isVector(bt) && at.n == bt.n && rt != nil && rt.comps == 1
	}
	if !ok {
		return o.c.errf("operand or result shapes do not fit %s", o.in.Op)
	}
	return nil
}
