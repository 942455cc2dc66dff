package interp

import (
	"math"
	"math/bits"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// One family of the instruction selection (compileOp in compile_inst.go
// tries the families in turn; each answers errNotMine for other opcodes).

// intOp compiles integer and bitwise arithmetic, integer comparisons,
// select and any/all.
func (o *opc) intOp() ([]inst, error) {
	op := o.in.Op
	W := o.W
	M := o.M
	switch op {
	case spirv.OpIAdd, spirv.OpISub, spirv.OpIMul, spirv.OpUDiv, spirv.OpSDiv, spirv.OpUMod, spirv.OpSRem,
		spirv.OpSMod, spirv.OpSNegate, spirv.OpNot, spirv.OpShiftLeftLogical, spirv.OpShiftRightLogical,
		spirv.OpShiftRightArithmetic, spirv.OpBitReverse, spirv.OpBitCount, spirv.OpBitFieldInsert,
		spirv.OpBitFieldSExtract, spirv.OpBitFieldUExtract, spirv.OpBitwiseAnd, spirv.OpBitwiseOr, spirv.OpBitwiseXor:
		if err := o.resultKind(tInt, "an integer"); err != nil {
			return nil, err
		}
	}
	switch op {
	case spirv.OpIAdd:
		return o.bin(xIAdd)
	case spirv.OpISub:
		return o.bin(xISub)
	case spirv.OpIMul:
		return o.bin(xIMul)
	case spirv.OpUDiv:
		return o.undefCheck(o.f2(func(a, b uint64) uint64 { return udiv(a, b, W) }))
	case spirv.OpSDiv:
		return o.undefCheck(o.f2(func(a, b uint64) uint64 { return sdiv(a, b, W) }))
	case spirv.OpUMod:
		return o.undefCheck(o.f2(umod))
	case spirv.OpSRem:
		return o.undefCheck(o.f2(func(a, b uint64) uint64 { return srem(a, b, W) }))
	case spirv.OpSMod:
		return o.undefCheck(o.f2(func(a, b uint64) uint64 { return smod(a, b, W) }))
	case spirv.OpSNegate:
		return o.f1(func(a uint64) uint64 { return -a & M })
	case spirv.OpNot:
		o.I.op = xNot
		var at *rtype
		o.I.a, at = o.opnd(0)
		if err := o.fits(int(o.I.n), at); err != nil {
			return nil, err
		}
		return o.one()
	case spirv.OpBitwiseAnd, spirv.OpLogicalAnd:
		return o.bin(xAnd)
	case spirv.OpBitwiseOr, spirv.OpLogicalOr:
		return o.bin(xOr)
	case spirv.OpBitwiseXor, spirv.OpLogicalNotEqual:
		return o.bin(xXor)
	case spirv.OpLogicalEqual:
		return o.f2(func(a, b uint64) uint64 { return b2u(a == b) })
	case spirv.OpLogicalNot:
		return o.f1(func(a uint64) uint64 { return a ^ 1 })
	case spirv.OpShiftLeftLogical:
		return o.undefCheck(o.bin(xShl))
	case spirv.OpShiftRightLogical:
		return o.undefCheck(o.bin(xShrL))
	case spirv.OpShiftRightArithmetic:
		return o.undefCheck(o.bin(xShrA))
	case spirv.OpBitReverse:
		return o.f1(func(a uint64) uint64 { return bitReverse(a, W) })
	case spirv.OpBitCount:
		return o.f1(func(a uint64) uint64 { return uint64(bits.OnesCount64(a)) })
	case spirv.OpBitFieldInsert, spirv.OpBitFieldSExtract, spirv.OpBitFieldUExtract:
		return o.c.bitField(o.in, o.I, o.ops)
	case spirv.OpIEqual:
		return o.bin(xIEq)
	case spirv.OpINotEqual:
		return o.bin(xINe)
	case spirv.OpULessThan:
		return o.bin(xULt)
	case spirv.OpSLessThan:
		o.I.w = uint8(o.w0())
		return o.bin(xSLt)
	case spirv.OpUGreaterThan: // b < a
		return swapped(o.bin(xULt))
	case spirv.OpUGreaterThanEqual:
		return o.f2(func(a, b uint64) uint64 { return b2u(a >= b) })
	case spirv.OpULessThanEqual:
		return o.f2(func(a, b uint64) uint64 { return b2u(a <= b) })
	case spirv.OpSGreaterThan, spirv.OpSGreaterThanEqual, spirv.OpSLessThanEqual:
		sw := o.w0()
		switch op {
		case spirv.OpSGreaterThan: // b < a
			o.I.w = uint8(sw)
			return swapped(o.bin(xSLt))
		case spirv.OpSGreaterThanEqual:
			return o.f2(func(a, b uint64) uint64 { return b2u(sext(a, sw) >= sext(b, sw)) })
		}
		return o.f2(func(a, b uint64) uint64 { return b2u(sext(a, sw) <= sext(b, sw)) })
	case spirv.OpSelect:
		if e := o.nops(3); e != nil {
			return nil, e
		}
		o.I.op = xSelect
		var ct, bt, et *rtype
		o.I.a, ct = o.opnd(0)
		o.I.b, bt = o.opnd(1)
		o.I.c, et = o.opnd(2)
		if err := o.fits(int(o.I.n), bt, et); err != nil {
			return nil, err
		}
		if ct.comps != 1 && ct.comps != int(o.I.n) {
			return nil, o.c.errf("the condition fits neither the result nor a scalar")
		}
		if ct.comps == 1 && o.I.n > 1 {
			o.I.flag = 1
		}
		return o.one()
	case spirv.OpAny, spirv.OpAll:
		o.I.op = xAnyAll
		var t *rtype
		o.I.a, t = o.opnd(0)
		if o.err != nil {
			return nil, o.err
		}
		o.I.n = uint32(t.comps)
		o.I.flag = uint8(b2u(op == spirv.OpAll))
		return o.one()
	}
	return nil, errNotMine
}

// floatOp compiles float arithmetic and comparisons.
func (o *opc) floatOp() ([]inst, error) {
	op := o.in.Op
	W := o.W
	switch op {
	case spirv.OpFAdd, spirv.OpFSub, spirv.OpFMul, spirv.OpFDiv, spirv.OpFRem, spirv.OpFMod, spirv.OpFNegate:
		if err := o.resultKind(tFloat, "a float"); err != nil {
			return nil, err
		}
	}
	switch op {
	case spirv.OpFAdd, spirv.OpFSub, spirv.OpFMul, spirv.OpFDiv:
		if W == 32 {
			return o.bin(map[spirv.Op]xop{spirv.OpFAdd: xFAdd32, spirv.OpFSub: xFSub32, spirv.OpFMul: xFMul32, spirv.OpFDiv: xFDiv32}[op])
		}
		switch op {
		case spirv.OpFAdd:
			return o.f2(func(a, b uint64) uint64 { return fput(fget(a, W)+fget(b, W), W) })
		case spirv.OpFSub:
			return o.f2(func(a, b uint64) uint64 { return fput(fget(a, W)-fget(b, W), W) })
		case spirv.OpFMul:
			return o.f2(func(a, b uint64) uint64 { return fput(fget(a, W)*fget(b, W), W) })
		}
		return o.f2(func(a, b uint64) uint64 { return fput(fget(a, W)/fget(b, W), W) })
	case spirv.OpFRem:
		return o.f2(func(a, b uint64) uint64 { return fput(math.Mod(fget(a, W), fget(b, W)), W) })
	case spirv.OpFMod:
		return o.f2(func(a, b uint64) uint64 { return fput(fmod(fget(a, W), fget(b, W)), W) })
	case spirv.OpFNegate:
		sign := uint64(1) << uint(W-1)
		return o.f1(func(a uint64) uint64 { return a ^ sign })
	case spirv.OpIsNan, spirv.OpIsInf:
		sw := o.w0()
		if op == spirv.OpIsNan {
			return o.f1(func(a uint64) uint64 { return b2u(math.IsNaN(fget(a, sw))) })
		}
		return o.f1(func(a uint64) uint64 { return b2u(math.IsInf(fget(a, sw), 0)) })
	case spirv.OpFOrdEqual, spirv.OpFUnordEqual, spirv.OpFOrdNotEqual, spirv.OpFUnordNotEqual,
		spirv.OpFOrdLessThan, spirv.OpFUnordLessThan, spirv.OpFOrdGreaterThan, spirv.OpFUnordGreaterThan,
		spirv.OpFOrdLessThanEqual, spirv.OpFUnordLessThanEqual, spirv.OpFOrdGreaterThanEqual, spirv.OpFUnordGreaterThanEqual:
		sw := o.w0()
		if op == spirv.OpFOrdLessThan && sw == 32 {
			return o.bin(xFLt32)
		}
		if sw == 32 {
			code, err := o.bin(xFCmp32)
			if err == nil {
				code[0].sub = fcmpPred(op)
			}
			return code, err
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
		return o.f2(func(a, b uint64) uint64 {
			x, y := fget(a, sw), fget(b, sw)
			if math.IsNaN(x) || math.IsNaN(y) {
				return b2u(unord)
			}
			return b2u(cmp(x, y))
		})
	}
	return nil, errNotMine
}

// fcmpPred is the fcmp32 predicate of a float comparison.
func fcmpPred(op spirv.Op) uint8 {
	switch op {
	case spirv.OpFOrdEqual:
		return fcEQ
	case spirv.OpFUnordEqual:
		return fcNeg | fcLT | fcGT
	case spirv.OpFOrdNotEqual:
		return fcLT | fcGT
	case spirv.OpFUnordNotEqual:
		return fcNeg | fcEQ
	case spirv.OpFOrdLessThan:
		return fcLT
	case spirv.OpFUnordLessThan:
		return fcNeg | fcGT | fcEQ
	case spirv.OpFOrdGreaterThan:
		return fcGT
	case spirv.OpFUnordGreaterThan:
		return fcNeg | fcLT | fcEQ
	case spirv.OpFOrdLessThanEqual:
		return fcLT | fcEQ
	case spirv.OpFUnordLessThanEqual:
		return fcNeg | fcGT
	case spirv.OpFOrdGreaterThanEqual:
		return fcGT | fcEQ
	}
	return fcNeg | fcLT // OpFUnordGreaterThanEqual
}

// resultKind checks that the result is a scalar or vector of kind k (the
// executor takes the operation's width from it).
func (o *opc) resultKind(k tkind, what string) error {
	if o.rt == nil || o.rt.scalar() == nil || o.rt.scalar().k != k || o.rt.k == tMatrix {
		return o.c.errf("%s needs %s scalar or vector result type", o.in.Op, what)
	}
	return nil
}

// swapped exchanges the two operands of a comparison compiled as its
// mirror image (a > b as b < a, which has a fast form).
func swapped(code []inst, err error) ([]inst, error) {
	if err == nil {
		code[0].a, code[0].b = code[0].b, code[0].a
	}
	return code, err
}
