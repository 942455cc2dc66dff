package interp

import (
	"fmt"
	"math"
	"math/bits"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// Instruction selection: one SPIR-V instruction of a function body to
// compact instructions.

func scalarKindOf(t *rtype) int {
	s := t.scalar()
	if s == nil {
		return nkU
	}
	switch s.k {
	case tFloat:
		return nkF
	case tBool:
		return nkB
	}
	if s.signed {
		return nkS
	}
	return nkU
}

// compileOp compiles one instruction of a function body.
func (c *compiler) compileOp(in spirv.Inst) ([]inst, error) {
	w := in.Words
	op := in.Op
	info, ok := op.Info()
	if !ok {
		return nil, c.errf("unknown opcode")
	}
	var rt *rtype
	var d uint32
	var ops []uint32
	if info.HasResultType() {
		if len(w) < 3 {
			return nil, c.errf("truncated instruction")
		}
		var err error
		if rt, err = c.typeOf(w[1]); err != nil {
			return nil, err
		}
		d = c.slot[w[2]]
		ops = w[3:]
	} else {
		ops = w[1:]
	}
	src := c.srcOf(in)
	I := inst{src: src, d: d}
	if rt != nil {
		I.n = uint32(rt.comps)
		if s := rt.scalar(); s != nil {
			I.w = uint8(s.width)
			I.m = wmask(s.width)
		}
	}
	nops := func(k int) error {
		if len(ops) < k {
			return c.errf("needs %d operands, has %d", k, len(ops))
		}
		return nil
	}
	var err error
	// operands as slots
	opnd := func(k int) (uint32, *rtype) {
		if err != nil {
			return 0, nil
		}
		if k >= len(ops) {
			err = c.errf("missing operand %d", k)
			return 0, nil
		}
		s, t, e := c.value(ops[k])
		if e != nil {
			err = e
			return 0, nil
		}
		if t == nil {
			err = c.errf("operand %d has no type", ops[k])
		}
		return s, t
	}
	one := func(x inst) ([]inst, error) {
		if err != nil {
			return nil, err
		}
		return []inst{x}, nil
	}
	bin := func(x xop) ([]inst, error) {
		I.op = x
		I.a, _ = opnd(0)
		var bt *rtype
		I.b, bt = opnd(1)
		if err == nil && bt.comps < int(I.n) {
			return nil, c.errf("operand shapes differ")
		}
		if err == nil && bt.comps != int(I.n) {
			return nil, c.errf("operand shapes differ")
		}
		return one(I)
	}
	// width of operand 0's scalar (comparisons, conversions)
	w0 := func() int {
		if len(ops) == 0 {
			return 32
		}
		if t := c.vtype[ops[0]]; t != nil && t.scalar() != nil {
			return t.scalar().width
		}
		return 32
	}
	f2 := func(f func(a, b uint64) uint64) ([]inst, error) {
		I.f2 = f
		return bin(xI2)
	}
	f1 := func(f func(a uint64) uint64) ([]inst, error) {
		I.op, I.f1 = xI1, f
		var at *rtype
		I.a, at = opnd(0)
		if err == nil && at.comps != int(I.n) {
			return nil, c.errf("operand shape differs from the result")
		}
		return one(I)
	}
	W := int(I.w)
	M := I.m
	switch op {
	case spirv.OpNop, spirv.OpMemoryBarrier, spirv.OpLine, spirv.OpNoLine, spirv.OpModuleProcessed,
		spirv.OpDecorate, spirv.OpName, spirv.OpMemberName:
		return nil, nil
	case spirv.OpIAdd:
		return bin(xIAdd)
	case spirv.OpISub:
		return bin(xISub)
	case spirv.OpIMul:
		return bin(xIMul)
	case spirv.OpUDiv:
		return f2(func(a, b uint64) uint64 { return udiv(a, b, W) })
	case spirv.OpSDiv:
		return f2(func(a, b uint64) uint64 { return sdiv(a, b, W) })
	case spirv.OpUMod:
		return f2(umod)
	case spirv.OpSRem:
		return f2(func(a, b uint64) uint64 { return srem(a, b, W) })
	case spirv.OpSMod:
		return f2(func(a, b uint64) uint64 { return smod(a, b, W) })
	case spirv.OpSNegate:
		return f1(func(a uint64) uint64 { return -a & M })
	case spirv.OpNot:
		I.op = xNot
		I.a, _ = opnd(0)
		return one(I)
	case spirv.OpBitwiseAnd, spirv.OpLogicalAnd:
		return bin(xAnd)
	case spirv.OpBitwiseOr, spirv.OpLogicalOr:
		return bin(xOr)
	case spirv.OpBitwiseXor, spirv.OpLogicalNotEqual:
		return bin(xXor)
	case spirv.OpLogicalEqual:
		return f2(func(a, b uint64) uint64 { return b2u(a == b) })
	case spirv.OpLogicalNot:
		return f1(func(a uint64) uint64 { return a ^ 1 })
	case spirv.OpShiftLeftLogical:
		return bin(xShl)
	case spirv.OpShiftRightLogical:
		return bin(xShrL)
	case spirv.OpShiftRightArithmetic:
		return bin(xShrA)
	case spirv.OpBitReverse:
		return f1(func(a uint64) uint64 { return bitReverse(a, W) })
	case spirv.OpBitCount:
		return f1(func(a uint64) uint64 { return uint64(bits.OnesCount64(a)) })
	case spirv.OpBitFieldInsert, spirv.OpBitFieldSExtract, spirv.OpBitFieldUExtract:
		return c.bitField(in, I, ops)
	case spirv.OpIEqual:
		return bin(xIEq)
	case spirv.OpINotEqual:
		return bin(xINe)
	case spirv.OpULessThan:
		return bin(xULt)
	case spirv.OpSLessThan:
		I.w = uint8(w0())
		return bin(xSLt)
	case spirv.OpUGreaterThan:
		return f2(func(a, b uint64) uint64 { return b2u(a > b) })
	case spirv.OpUGreaterThanEqual:
		return f2(func(a, b uint64) uint64 { return b2u(a >= b) })
	case spirv.OpULessThanEqual:
		return f2(func(a, b uint64) uint64 { return b2u(a <= b) })
	case spirv.OpSGreaterThan, spirv.OpSGreaterThanEqual, spirv.OpSLessThanEqual:
		sw := w0()
		switch op {
		case spirv.OpSGreaterThan:
			return f2(func(a, b uint64) uint64 { return b2u(sext(a, sw) > sext(b, sw)) })
		case spirv.OpSGreaterThanEqual:
			return f2(func(a, b uint64) uint64 { return b2u(sext(a, sw) >= sext(b, sw)) })
		}
		return f2(func(a, b uint64) uint64 { return b2u(sext(a, sw) <= sext(b, sw)) })
	case spirv.OpFAdd, spirv.OpFSub, spirv.OpFMul, spirv.OpFDiv:
		if W == 32 {
			return bin(map[spirv.Op]xop{spirv.OpFAdd: xFAdd32, spirv.OpFSub: xFSub32, spirv.OpFMul: xFMul32, spirv.OpFDiv: xFDiv32}[op])
		}
		switch op {
		case spirv.OpFAdd:
			return f2(func(a, b uint64) uint64 { return fput(fget(a, W)+fget(b, W), W) })
		case spirv.OpFSub:
			return f2(func(a, b uint64) uint64 { return fput(fget(a, W)-fget(b, W), W) })
		case spirv.OpFMul:
			return f2(func(a, b uint64) uint64 { return fput(fget(a, W)*fget(b, W), W) })
		}
		return f2(func(a, b uint64) uint64 { return fput(fget(a, W)/fget(b, W), W) })
	case spirv.OpFRem:
		return f2(func(a, b uint64) uint64 { return fput(math.Mod(fget(a, W), fget(b, W)), W) })
	case spirv.OpFMod:
		return f2(func(a, b uint64) uint64 { return fput(fmod(fget(a, W), fget(b, W)), W) })
	case spirv.OpFNegate:
		sign := uint64(1) << uint(W-1)
		return f1(func(a uint64) uint64 { return a ^ sign })
	case spirv.OpIsNan, spirv.OpIsInf:
		sw := w0()
		if op == spirv.OpIsNan {
			return f1(func(a uint64) uint64 { return b2u(math.IsNaN(fget(a, sw))) })
		}
		return f1(func(a uint64) uint64 { return b2u(math.IsInf(fget(a, sw), 0)) })
	case spirv.OpFOrdEqual, spirv.OpFUnordEqual, spirv.OpFOrdNotEqual, spirv.OpFUnordNotEqual,
		spirv.OpFOrdLessThan, spirv.OpFUnordLessThan, spirv.OpFOrdGreaterThan, spirv.OpFUnordGreaterThan,
		spirv.OpFOrdLessThanEqual, spirv.OpFUnordLessThanEqual, spirv.OpFOrdGreaterThanEqual, spirv.OpFUnordGreaterThanEqual:
		sw := w0()
		if op == spirv.OpFOrdLessThan && sw == 32 {
			return bin(xFLt32)
		}
		var cmp func(x, y float64) bool
		switch op {
		case spirv.OpFOrdEqual, spirv.OpFUnordEqual:
			cmp = func(x, y float64) bool { return x == y }
		case spirv.OpFOrdNotEqual, spirv.OpFUnordNotEqual:
			cmp = func(x, y float64) bool { return x != y }
		case spirv.OpFOrdLessThan, spirv.OpFUnordLessThan:
			cmp = func(x, y float64) bool { return x < y }
		case spirv.OpFOrdGreaterThan, spirv.OpFUnordGreaterThan:
			cmp = func(x, y float64) bool { return x > y }
		case spirv.OpFOrdLessThanEqual, spirv.OpFUnordLessThanEqual:
			cmp = func(x, y float64) bool { return x <= y }
		default:
			cmp = func(x, y float64) bool { return x >= y }
		}
		unord := false
		switch op {
		case spirv.OpFUnordEqual, spirv.OpFUnordNotEqual, spirv.OpFUnordLessThan, spirv.OpFUnordGreaterThan,
			spirv.OpFUnordLessThanEqual, spirv.OpFUnordGreaterThanEqual:
			unord = true
		}
		return f2(func(a, b uint64) uint64 {
			x, y := fget(a, sw), fget(b, sw)
			if math.IsNaN(x) || math.IsNaN(y) {
				return b2u(unord)
			}
			return b2u(cmp(x, y))
		})
	case spirv.OpSelect:
		if err := nops(3); err != nil {
			return nil, err
		}
		I.op = xSelect
		var ct *rtype
		I.a, ct = opnd(0)
		I.b, _ = opnd(1)
		I.c, _ = opnd(2)
		if err == nil && ct.comps == 1 && I.n > 1 {
			I.flag = 1
		}
		return one(I)
	case spirv.OpAny, spirv.OpAll:
		I.op = xAnyAll
		var t *rtype
		I.a, t = opnd(0)
		if err != nil {
			return nil, err
		}
		I.n = uint32(t.comps)
		I.flag = uint8(b2u(op == spirv.OpAll))
		return one(I)
	case spirv.OpConvertFToU, spirv.OpConvertFToS, spirv.OpConvertSToF, spirv.OpConvertUToF,
		spirv.OpUConvert, spirv.OpSConvert, spirv.OpFConvert, spirv.OpQuantizeToF16, spirv.OpSatConvertSToU, spirv.OpSatConvertUToS:
		sw := w0()
		switch op {
		case spirv.OpConvertFToU:
			return f1(func(a uint64) uint64 { return f2i(fget(a, sw), W, false) })
		case spirv.OpConvertFToS:
			return f1(func(a uint64) uint64 { return f2i(fget(a, sw), W, true) })
		case spirv.OpConvertSToF:
			return f1(func(a uint64) uint64 { return i2f(a, sw, true, W) })
		case spirv.OpConvertUToF:
			return f1(func(a uint64) uint64 { return i2f(a, sw, false, W) })
		case spirv.OpUConvert:
			return f1(func(a uint64) uint64 { return a & M })
		case spirv.OpSConvert:
			return f1(func(a uint64) uint64 { return uint64(sext(a, sw)) & M })
		case spirv.OpFConvert:
			return f1(func(a uint64) uint64 { return fput(fget(a, sw), W) })
		case spirv.OpQuantizeToF16:
			return f1(func(a uint64) uint64 { return fput(f16to64(f64to16(fget(a, W))), W) })
		case spirv.OpSatConvertSToU:
			return f1(func(a uint64) uint64 {
				v := sext(a, sw)
				if v < 0 {
					return 0
				}
				return min(uint64(v), M)
			})
		default:
			return f1(func(a uint64) uint64 { return min(a, M>>1) })
		}
	case spirv.OpBitcast:
		a, at := opnd(0)
		if err != nil {
			return nil, err
		}
		if at.comps == rt.comps {
			I.op, I.a, I.f1 = xI1, a, func(v uint64) uint64 { return v & M }
			return one(I)
		}
		// repack: concatenate the bits of the operand's components
		sw := at.scalar().width
		I.op = xI1
		return c.repack(I, a, at.comps, sw, rt.comps, W)
	case spirv.OpCopyObject, spirv.OpCopyLogical:
		a, _ := opnd(0)
		return c.gather(I, rangeSlots(a, int(I.n)), err)
	case spirv.OpCompositeConstruct:
		var srcs []uint32
		for k := range ops {
			s, t := opnd(k)
			if err != nil {
				return nil, err
			}
			srcs = append(srcs, rangeSlots(s, t.comps)...)
		}
		if len(srcs) != int(I.n) {
			return nil, c.errf("constituents have %d components, the result %d", len(srcs), I.n)
		}
		return c.gather(I, srcs, err)
	case spirv.OpCompositeExtract:
		s, t := opnd(0)
		if err != nil {
			return nil, err
		}
		off, et, e := compOffset(t, ops[1:])
		if e != nil {
			return nil, c.errf("%v", e)
		}
		return c.gather(I, rangeSlots(s+uint32(off), et.comps), nil)
	case spirv.OpCompositeInsert:
		obj, ot := opnd(0)
		comp, ct := opnd(1)
		if err != nil {
			return nil, err
		}
		off, _, e := compOffset(ct, ops[2:])
		if e != nil {
			return nil, c.errf("%v", e)
		}
		srcs := rangeSlots(comp, ct.comps)
		for k := 0; k < ot.comps && off+k < len(srcs); k++ {
			srcs[off+k] = obj + uint32(k)
		}
		return c.gather(I, srcs, nil)
	case spirv.OpVectorShuffle:
		a, at := opnd(0)
		b, _ := opnd(1)
		if err != nil {
			return nil, err
		}
		var srcs []uint32
		for _, k := range ops[2:] {
			switch {
			case k == math.MaxUint32:
				srcs = append(srcs, math.MaxUint32)
			case int(k) < at.comps:
				srcs = append(srcs, a+k)
			default:
				srcs = append(srcs, b+k-uint32(at.comps))
			}
		}
		return c.gather(I, srcs, nil)
	case spirv.OpTranspose:
		a, at := opnd(0)
		if err != nil {
			return nil, err
		}
		rcols, rrows := rt.n, rt.elem.n
		_ = at
		srcs := make([]uint32, rt.comps)
		for j := 0; j < rcols; j++ {
			for i := 0; i < rrows; i++ {
				srcs[j*rrows+i] = a + uint32(i*rcols+j)
			}
		}
		return c.gather(I, srcs, nil)
	case spirv.OpVectorExtractDynamic:
		I.op = xExtractDyn
		var vt *rtype
		I.a, vt = opnd(0)
		I.b, _ = opnd(1)
		if err != nil {
			return nil, err
		}
		I.e = uint32(vt.comps)
		return one(I)
	case spirv.OpVectorInsertDynamic:
		I.op = xInsertDyn
		I.a, _ = opnd(0)
		I.b, _ = opnd(1)
		I.c, _ = opnd(2)
		return one(I)
	case spirv.OpVectorTimesScalar, spirv.OpMatrixTimesScalar:
		I.op = xVecScalar
		I.a, _ = opnd(0)
		I.b, _ = opnd(1)
		if W == 32 {
			I.f2 = func(a, b uint64) uint64 {
				return uint64(math.Float32bits(math.Float32frombits(uint32(a)) * math.Float32frombits(uint32(b))))
			}
		} else {
			I.f2 = func(a, b uint64) uint64 { return fput(fget(a, W)*fget(b, W), W) }
		}
		return one(I)
	case spirv.OpMatrixTimesVector, spirv.OpVectorTimesMatrix, spirv.OpMatrixTimesMatrix, spirv.OpOuterProduct, spirv.OpDot:
		var at, bt *rtype
		I.a, at = opnd(0)
		I.b, bt = opnd(1)
		if err != nil {
			return nil, err
		}
		I.w = uint8(at.scalar().width)
		switch op {
		case spirv.OpMatrixTimesVector:
			I.op, I.e, I.c = xMatVec, uint32(at.elem.n), uint32(at.n)
		case spirv.OpVectorTimesMatrix:
			I.op, I.e = xVecMat, uint32(at.n)
		case spirv.OpMatrixTimesMatrix:
			I.op, I.e, I.c = xMatMat, uint32(at.elem.n), uint32(at.n)
		case spirv.OpOuterProduct:
			I.op, I.e = xOuter, uint32(at.comps)
		default:
			I.op, I.c = xDot, uint32(at.comps)
		}
		_ = bt
		return one(I)
	case spirv.OpIAddCarry, spirv.OpISubBorrow, spirv.OpUMulExtended, spirv.OpSMulExtended:
		if rt.k != tStruct || len(rt.members) != 2 {
			return nil, c.errf("result must be a two-member struct")
		}
		mt := rt.members[0]
		I.n = uint32(mt.comps)
		mw := mt.scalar().width
		mm := wmask(mw)
		I.op = xPair
		I.a, _ = opnd(0)
		I.b, _ = opnd(1)
		switch op {
		case spirv.OpIAddCarry:
			I.f2 = func(a, b uint64) uint64 { return (a + b) & mm }
			I.f3 = func(a, b, _ uint64) uint64 {
				if mw == 64 {
					_, cy := bits.Add64(a, b, 0)
					return cy
				}
				return (a + b) >> uint(mw)
			}
		case spirv.OpISubBorrow:
			I.f2 = func(a, b uint64) uint64 { return (a - b) & mm }
			I.f3 = func(a, b, _ uint64) uint64 { return b2u(b > a) }
		case spirv.OpUMulExtended:
			I.f2 = func(a, b uint64) uint64 { return (a * b) & mm }
			I.f3 = func(a, b, _ uint64) uint64 {
				hi, lo := bits.Mul64(a, b)
				if mw == 64 {
					return hi
				}
				return lo >> uint(mw) & mm
			}
		default:
			I.f2 = func(a, b uint64) uint64 { return (a * b) & mm }
			I.f3 = func(a, b, _ uint64) uint64 {
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
		return one(I)
	case spirv.OpLoad:
		if len(ops) > 0 {
			if pr, ok := c.preg[ops[0]]; ok {
				if pr.n != int(I.n) {
					return nil, c.errf("load of %d components from %d", I.n, pr.n)
				}
				return c.gather(I, rangeSlots(pr.slot, pr.n), nil)
			}
		}
		I.op = xLoad
		I.a, _ = opnd(0)
		if err != nil {
			return nil, err
		}
		I.x = &instExt{lay: c.layoutOfPtr(ops[0])}
		if len(I.x.lay.slots) != int(I.n) {
			return nil, c.errf("cannot load a value of this type (%d memory scalars for %d components)", len(I.x.lay.slots), I.n)
		}
		return one(I)
	case spirv.OpStore:
		if len(ops) > 1 {
			if pr, ok := c.preg[ops[0]]; ok {
				v, vt, e := c.value(ops[1])
				if e != nil {
					return nil, e
				}
				if vt == nil || vt.comps != pr.n {
					return nil, c.errf("store of a value of the wrong size")
				}
				I.d = pr.slot
				return c.gather(I, rangeSlots(v, pr.n), nil)
			}
		}
		I.op = xStore
		I.a, _ = opnd(0)
		var vt *rtype
		I.b, vt = opnd(1)
		if err != nil {
			return nil, err
		}
		I.x = &instExt{lay: c.layoutOfPtr(ops[0])}
		if len(I.x.lay.slots) != vt.comps {
			return nil, c.errf("cannot store a value of this type")
		}
		return one(I)
	case spirv.OpCopyMemory:
		I.op = xCopyMemory
		I.a, _ = opnd(0)
		I.b, _ = opnd(1)
		if err != nil {
			return nil, err
		}
		I.x = &instExt{lay: c.layoutOfPtr(ops[0]), lay2: c.layoutOfPtr(ops[1])}
		return one(I)
	case spirv.OpAccessChain, spirv.OpInBoundsAccessChain:
		return c.accessChain(in, I, ops)
	case spirv.OpPtrAccessChain:
		return nil, c.errf("OpPtrAccessChain is not supported")
	case spirv.OpArrayLength:
		if err := nops(2); err != nil {
			return nil, err
		}
		I.op = xArrayLength
		I.a, _ = opnd(0)
		if err != nil {
			return nil, err
		}
		l := c.layoutOfPtr(ops[0])
		mi := int(ops[1])
		if l.t.k != tStruct || mi >= len(l.mlay) || l.mlay[mi].t.k != tRuntimeArray || l.mlay[mi].stride == 0 {
			return nil, c.errf("OpArrayLength of a member that is not a runtime array")
		}
		I.m, I.e = uint64(l.moff[mi]), uint32(l.mlay[mi].stride)
		return one(I)
	case spirv.OpBranch:
		if err := nops(1); err != nil {
			return nil, err
		}
		I.op = xBranch
		I.x = &instExt{}
		c.fix = append(c.fix, fixup{pc: len(c.x.code), from: c.block, labels: []uint32{ops[0]}})
		return one(I)
	case spirv.OpBranchConditional:
		if err := nops(3); err != nil {
			return nil, err
		}
		I.op = xBranchCond
		I.a, _ = opnd(0)
		I.x = &instExt{}
		c.fix = append(c.fix, fixup{pc: len(c.x.code), from: c.block, labels: []uint32{ops[1], ops[2]}, merge: c.merge})
		c.merge = 0
		return one(I)
	case spirv.OpSwitch:
		if err := nops(2); err != nil {
			return nil, err
		}
		I.op = xSwitch
		var st *rtype
		I.a, st = opnd(0)
		if err != nil {
			return nil, err
		}
		I.m = wmask(st.width)
		I.x = &instExt{}
		labels := []uint32{}
		step := 2
		if st.width == 64 {
			step = 3
		}
		for k := 2; k+step-1 < len(ops); k += step {
			v := uint64(ops[k])
			if step == 3 {
				v |= uint64(ops[k+1]) << 32
			}
			I.x.cases = append(I.x.cases, v&I.m)
			labels = append(labels, ops[k+step-1])
		}
		labels = append(labels, ops[1]) // default last
		c.fix = append(c.fix, fixup{pc: len(c.x.code), from: c.block, labels: labels, merge: c.merge})
		c.merge = 0
		return one(I)
	case spirv.OpLoopMerge:
		if err := nops(2); err != nil {
			return nil, err
		}
		I.op = xLoopMerge
		I.m = uint64(c.labels[c.block]) // the header block
		I.x = &instExt{}
		c.fix = append(c.fix, fixup{pc: len(c.x.code), from: c.block, labels: []uint32{ops[1]}, merge: ops[0], loop: true})
		return one(I)
	case spirv.OpReturn:
		I.op = xReturn
		return one(I)
	case spirv.OpReturnValue:
		I.op = xReturnValue
		I.a, _ = opnd(0)
		return one(I)
	case spirv.OpKill, spirv.OpTerminateInvocation:
		I.op = xKill
		return one(I)
	case spirv.OpUnreachable:
		I.op = xUnreachable
		return one(I)
	case spirv.OpFunctionCall:
		if err := nops(1); err != nil {
			return nil, err
		}
		I.op = xCall
		I.b = ops[0] // function id, resolved later
		I.x = &instExt{}
		if rt.k == tVoid {
			I.n = 0
		}
		for k := 1; k < len(ops); k++ {
			s, t := opnd(k)
			if err != nil {
				return nil, err
			}
			I.x.args = append(I.x.args, s)
			I.x.argN = append(I.x.argN, uint32(max(t.comps, 1)))
		}
		c.calls = append(c.calls, len(c.x.code))
		return one(I)
	case spirv.OpControlBarrier:
		if err := nops(3); err != nil {
			return nil, err
		}
		sc, e := c.constU(ops[0])
		if e != nil {
			return nil, e
		}
		I.op, I.a = xBarrier, uint32(sc)
		return one(I)
	case spirv.OpExtInst:
		return c.extInst(in, I, rt, ops)
	}
	if x, ok, e := c.atomicOp(in, I, rt, ops); ok || e != nil {
		if e != nil {
			return nil, e
		}
		return []inst{x}, nil
	}
	if x, ok, e := c.groupOp(in, I, rt, ops); ok || e != nil {
		if e != nil {
			return nil, e
		}
		return []inst{x}, nil
	}
	return nil, c.errf("instruction not supported by the interpreter")
}

func rangeSlots(s uint32, n int) []uint32 {
	out := make([]uint32, n)
	for i := range out {
		out[i] = s + uint32(i)
	}
	return out
}

func (c *compiler) gather(I inst, srcs []uint32, err error) ([]inst, error) {
	if err != nil {
		return nil, err
	}
	I.op = xGather
	I.x = &instExt{srcs: srcs}
	return []inst{I}, nil
}

// compOffset walks literal indices into a composite type: the first
// flattened component and the type reached.
func compOffset(t *rtype, idx []uint32) (int, *rtype, error) {
	off := 0
	for _, i := range idx {
		switch t.k {
		case tStruct:
			if int(i) >= len(t.members) {
				return 0, nil, fmt.Errorf("member index %d out of range", i)
			}
			off += t.moff[i]
			t = t.members[i]
		case tVector, tMatrix, tArray:
			if int(i) >= t.n {
				return 0, nil, fmt.Errorf("index %d out of range", i)
			}
			off += int(i) * t.elem.comps
			t = t.elem
		default:
			return 0, nil, fmt.Errorf("index into a scalar")
		}
	}
	return off, t, nil
}

func (c *compiler) layoutOfPtr(id uint32) *layout {
	if l, ok := c.ptrLay[id]; ok {
		return l
	}
	t := c.vtype[id]
	if t != nil && t.k == tPointer {
		return c.lc.of(t.elem)
	}
	return &layout{t: &rtype{k: tVoid}}
}

func (c *compiler) accessChain(in spirv.Inst, I inst, ops []uint32) ([]inst, error) {
	if len(ops) < 1 {
		return nil, c.errf("access chain without a base")
	}
	if pr, ok := c.preg[ops[0]]; ok {
		t := c.layoutOfPtr(ops[0]).t
		idx := make([]uint32, 0, len(ops)-1)
		for _, id := range ops[1:] {
			v, ok := c.cval[id]
			if !ok || len(v) != 1 {
				return nil, c.errf("index of a promoted variable is not constant")
			}
			idx = append(idx, uint32(v[0]))
		}
		off, et, err := compOffset(t, idx)
		if err != nil {
			return nil, c.errf("%v", err)
		}
		c.preg[c.curResult(in)] = promoted{pr.slot + uint32(off), et.comps}
		c.ptrLay[c.curResult(in)] = &layout{t: et}
		return nil, nil
	}
	base, ok := c.slot[ops[0]]
	if !ok {
		return nil, c.errf("access chain base %d is not a pointer", ops[0])
	}
	l := c.layoutOfPtr(ops[0])
	off := int64(0)
	var dyn []dynIndex
	for _, id := range ops[1:] {
		cv, isConst := c.cval[id]
		var iv uint64
		if isConst {
			iv = cv[0]
			if t := c.vtype[id]; t != nil && t.k == tInt {
				iv = uint64(sext(iv, t.width))
			}
		}
		switch l.t.k {
		case tStruct:
			if !isConst || iv >= uint64(len(l.mlay)) {
				return nil, c.errf("struct index must be a constant member number")
			}
			off += int64(l.moff[iv])
			l = l.mlay[iv]
		case tArray, tRuntimeArray, tMatrix, tVector:
			if isConst {
				off += int64(iv) * int64(l.stride)
			} else {
				s, t, err := c.value(id)
				if err != nil {
					return nil, err
				}
				wd := 32
				if t != nil && t.k == tInt {
					wd = t.width
				}
				dyn = append(dyn, dynIndex{s, int64(l.stride), wd})
			}
			l = l.elem
		default:
			return nil, c.errf("access chain indexes into a scalar")
		}
		if l == nil {
			return nil, c.errf("bad access chain")
		}
	}
	c.ptrLay[c.curResult(in)] = l
	if bv, ok := c.cval[ops[0]]; ok && len(dyn) == 0 {
		// constant pointer: fold
		p := bv[0]
		o := int64(uint32(p)) + off
		if o < 0 || o >= badOff {
			o = badOff
		}
		v := p&^0xFFFFFFFF | uint64(o)
		res := c.curResult(in)
		c.cval[res] = []uint64{v}
		c.x.cinit = append(c.x.cinit, cinit{c.slot[res], []uint64{v}})
		return nil, nil
	}
	I.op = xAccessChain
	I.a = base
	I.m = uint64(off)
	I.x = &instExt{dyn: dyn}
	return []inst{I}, nil
}

func (c *compiler) curResult(in spirv.Inst) uint32 { return in.Words[2] }

func (c *compiler) bitField(in spirv.Inst, I inst, ops []uint32) ([]inst, error) {
	W := int(I.w)
	M := I.m
	if in.Op == spirv.OpBitFieldInsert {
		if len(ops) < 4 {
			return nil, c.errf("needs 4 operands")
		}
		// base, insert, offset, count -> f3 over (base, insert, offset|count<<32)
		a, _, _ := c.value(ops[0])
		b, _, _ := c.value(ops[1])
		o, _, e1 := c.value(ops[2])
		n, _, e2 := c.value(ops[3])
		if e1 != nil || e2 != nil {
			return nil, c.errf("bad operands")
		}
		// two steps: pack offset and count into a temporary slot
		tmp := uint32(c.x.nslots)
		c.x.nslots++
		pack := inst{op: xI2, n: 1, d: tmp, a: o, b: n, src: I.src, f2: func(x, y uint64) uint64 { return x&0xFF | (y&0xFF)<<8 }}
		I.op, I.a, I.b, I.c, I.flag = xI3, a, b, tmp, 2
		I.f3 = func(base, ins, oc uint64) uint64 {
			off, cnt := int(oc&0xFF), int(oc>>8&0xFF)
			if off+cnt > W || cnt == 0 {
				if cnt == 0 {
					return base
				}
				cnt = max(0, W-off)
			}
			mk := wmask(cnt) << uint(off)
			return (base&^mk | ins<<uint(off)&mk) & M
		}
		return []inst{pack, I}, nil
	}
	if len(ops) < 3 {
		return nil, c.errf("needs 3 operands")
	}
	a, _, _ := c.value(ops[0])
	o, _, e1 := c.value(ops[1])
	n, _, e2 := c.value(ops[2])
	if e1 != nil || e2 != nil {
		return nil, c.errf("bad operands")
	}
	signed := in.Op == spirv.OpBitFieldSExtract
	I.op, I.a, I.b, I.c, I.flag = xI3, a, o, n, 3
	I.f3 = func(base, off, cnt uint64) uint64 {
		if cnt == 0 || off >= uint64(W) {
			return 0
		}
		cnt = min(cnt, uint64(W)-off)
		v := base >> off & wmask(int(cnt))
		if signed {
			return uint64(sext(v, int(cnt))) & M
		}
		return v
	}
	return []inst{I}, nil
}

// repack reinterprets the bits of n1 components of width w1 as n2 of w2.
func (c *compiler) repack(I inst, a uint32, n1, w1, n2, w2 int) ([]inst, error) {
	if n1*w1 != n2*w2 {
		return nil, c.errf("bitcast between types of different sizes")
	}
	// one gather-like instruction per result component, built from f3 on
	// up to two source components
	var out []inst
	for k := 0; k < n2; k++ {
		x := I
		x.n = 1
		x.d = I.d + uint32(k)
		if w2 > w1 { // combine r = w2/w1 sources
			r := w2 / w1
			if r != 2 {
				return nil, c.errf("unsupported bitcast shape")
			}
			x.op, x.a, x.b, x.flag = xI2, a+uint32(k*2), a+uint32(k*2+1), 0
			sh := uint(w1)
			x.f2 = func(lo, hi uint64) uint64 { return lo | hi<<sh }
		} else {
			r := w1 / w2
			src := a + uint32(k/r)
			sh := uint((k % r) * w2)
			m := wmask(w2)
			x.op, x.a = xI1, src
			x.f1 = func(v uint64) uint64 { return v >> sh & m }
		}
		out = append(out, x)
	}
	return out, nil
}
