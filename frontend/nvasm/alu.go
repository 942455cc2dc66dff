package nvasm

import (
	"math"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// inst emits one instruction.
func (g *gen) inst(in *inst) {
	switch in.info.Kind {
	case kFlow:
		g.flowInst(in)
	case kBar:
		g.barrier(in)
	case kALU:
		g.alu(in)
	case kScalar:
		g.scalarOp(in)
	case kCvt:
		g.cvt(in)
	case kLoad:
		g.load(in)
	case kStore:
		g.store(in)
	case kAtom:
		g.atom(in)
	case kShf:
		g.shuffle(in)
	case kTG:
		g.threadGroup(in)
	}
}

func (g *gen) barrier(in *inst) {
	const acqRel, uniform, workgroup = 0x8, 0x40, 0x100
	if in.op == "BAR" {
		g.op(spirv.OpControlBarrier, 0, g.cu(uint32(spirv.ScopeWorkgroup)), g.cu(uint32(spirv.ScopeWorkgroup)), g.cu(acqRel|workgroup))
		return
	}
	if in.cta {
		g.op(spirv.OpMemoryBarrier, 0, g.cu(uint32(spirv.ScopeWorkgroup)), g.cu(acqRel|workgroup|uniform))
		return
	}
	g.op(spirv.OpMemoryBarrier, 0, g.cu(uint32(spirv.ScopeDevice)), g.cu(acqRel|workgroup|uniform))
}

// trueBits is the TRUE value of a set-on result in type ty: 1.0, -1 or
// all ones.
func trueBits(ty valType) uint64 {
	switch ty {
	case tyF:
		return uint64(math.Float32bits(1))
	case tyF64:
		return math.Float64bits(1)
	}
	return allOnes(ty)
}

// boolTo turns a bvec4 into TRUE/FALSE of type ty.
func (g *gen) boolTo(b uint32, ty valType) uint32 {
	return g.sel(g.vecT(ty), b, g.splatC(ty, trueBits(ty)), g.b.ConstNull(g.vecT(ty)))
}

// f2i converts a float scalar to a 32-bit integer by truncation,
// saturating out-of-range values and giving 0 for NaN.
func (g *gen) f2i(x uint32, signed bool) uint32 {
	v := g.splat(tyF, x)
	ty := tyU
	if signed {
		ty = tyS
	}
	return g.comp(g.scalT(ty), g.fToType(v, ty), 0)
}

// fToType converts a float vector (of ty's width) to type ty: floats pass,
// integers truncate toward zero, saturating at the ends of the range,
// with 0 for NaN.
func (g *gen) fToType(x uint32, ty valType) uint32 {
	if ty.base() == tyF {
		return x
	}
	ft := tyF.width(ty.is64())
	n := ty.bits()
	var lo, hi float64 // the last floats inside the range
	conv := spirv.OpConvertFToU
	hiBits := allOnes(ty)
	if ty.base() == tyS {
		conv, hiBits = spirv.OpConvertFToS, allOnes(ty)>>1
		lo = -math.Ldexp(1, int(n)-1)
	}
	limit := math.Ldexp(1, int(n)-1) // 2^(n-1) signed, 2^n unsigned
	if ty.base() == tyU {
		limit *= 2
	}
	// The largest float below limit: 24 or 53 significant bits.
	mant := 24
	if ft.is64() {
		mant = 53
	}
	hi = limit - math.Ldexp(1, int(math.Log2(limit))-mant)
	c := g.ext(g.vecT(ft), spirv.GLSLstd450FClamp, x, g.splatF(ft, lo), g.splatF(ft, hi))
	v := g.op(conv, g.vecT(ty), c)
	big := g.op(spirv.OpFOrdGreaterThanEqual, g.tV4b, x, g.splatF(ft, limit))
	v = g.sel(g.vecT(ty), big, g.splatC(ty, hiBits), v)
	return g.sel(g.vecT(ty), g.op(spirv.OpIsNan, g.tV4b, x), g.b.ConstNull(g.vecT(ty)), v)
}

// alu emits a vector ALU instruction.
func (g *gen) alu(in *inst) {
	ty := in.typ
	vt := g.vecT(ty)
	s := func(i int) uint32 { return g.src(in.srcs[i], ty) }
	base := ty.base()
	cmp := func(f, si, u spirv.Op) uint32 {
		a, b := s(0), s(1)
		op := u
		switch base {
		case tyF:
			op = f
		case tyS:
			op = si
		}
		return g.boolTo(g.op(op, g.tV4b, a, b), ty)
	}
	var r, extra uint32
	switch in.op {
	case "MOV":
		r = s(0)
	case "ADD", "SUB":
		a, b := s(0), s(1)
		switch {
		case base == tyF && in.op == "ADD":
			r = g.op(spirv.OpFAdd, vt, a, b)
		case base == tyF:
			r = g.op(spirv.OpFSub, vt, a, b)
		case in.op == "ADD":
			r = g.op(spirv.OpIAdd, vt, a, b)
		default:
			r = g.op(spirv.OpISub, vt, a, b)
		}
		if base != tyF && in.setc >= 0 {
			extra = g.addFlags(in, in.op == "SUB", a, b)
		}
	case "MUL":
		r = g.mul(in, s(0), s(1))
	case "MAD":
		a, b, c := s(0), s(1), s(2)
		if base == tyF {
			r = g.op(spirv.OpFAdd, vt, g.op(spirv.OpFMul, vt, a, b), c)
		} else {
			p := g.op(spirv.OpIMul, vt, a, b)
			r = g.op(spirv.OpIAdd, vt, p, c)
			if in.setc >= 0 {
				if in.srcs[2].neg { // p + -c is the subtract p - c
					c0 := g.unnegated(in.srcs[2], ty)
					extra = g.carryFlags(p, c0, g.op(spirv.OpISub, vt, p, c0), ty, true)
				} else {
					extra = g.carryFlags(p, c, r, ty, false)
				}
			}
		}
	case "LRP":
		a, b, c := s(0), s(1), s(2)
		one := g.splatC(tyF, uint64(math.Float32bits(1)))
		r = g.op(spirv.OpFAdd, vt, g.op(spirv.OpFMul, vt, a, b), g.op(spirv.OpFMul, vt, g.op(spirv.OpFSub, vt, one, a), c))
	case "MIN", "MAX": // (a > b) ? b : a and (a > b) ? a : b, NaNs included
		a, b := s(0), s(1)
		gt := map[valType]spirv.Op{tyF: spirv.OpFOrdGreaterThan, tyS: spirv.OpSGreaterThan, tyU: spirv.OpUGreaterThan}[base]
		c := g.op(gt, g.tV4b, a, b)
		if in.op == "MIN" {
			r = g.sel(vt, c, b, a)
		} else {
			r = g.sel(vt, c, a, b)
		}
	case "ABS":
		r = s(0)
		switch base {
		case tyF:
			r = g.ext(vt, spirv.GLSLstd450FAbs, r)
		case tyS:
			r = g.ext(vt, spirv.GLSLstd450SAbs, r)
		}
	case "SSG":
		r = g.ext(vt, spirv.GLSLstd450FSign, s(0))
	case "DIV":
		r = g.div(in, s(0), s(1), false)
	case "MOD":
		r = g.div(in, s(0), s(1), true)
	case "CMP":
		c, a, b := s(0), s(1), s(2)
		var neg uint32
		if base == tyF {
			neg = g.op(spirv.OpFOrdLessThan, g.tV4b, c, g.b.ConstNull(vt))
		} else {
			st := tyS.width(ty.is64())
			neg = g.op(spirv.OpSLessThan, g.tV4b, g.cast(c, ty, st, true), g.b.ConstNull(g.vecT(st)))
		}
		r = g.sel(vt, neg, a, b)
	case "SEQ":
		r = cmp(spirv.OpFOrdEqual, spirv.OpIEqual, spirv.OpIEqual)
	case "SNE":
		r = cmp(spirv.OpFUnordNotEqual, spirv.OpINotEqual, spirv.OpINotEqual)
	case "SLT":
		r = cmp(spirv.OpFOrdLessThan, spirv.OpSLessThan, spirv.OpULessThan)
	case "SLE":
		r = cmp(spirv.OpFOrdLessThanEqual, spirv.OpSLessThanEqual, spirv.OpULessThanEqual)
	case "SGT":
		r = cmp(spirv.OpFOrdGreaterThan, spirv.OpSGreaterThan, spirv.OpUGreaterThan)
	case "SGE":
		r = cmp(spirv.OpFOrdGreaterThanEqual, spirv.OpSGreaterThanEqual, spirv.OpUGreaterThanEqual)
	case "SFL":
		r = g.b.ConstNull(vt)
	case "STR":
		r = g.splatC(ty, trueBits(ty))
	case "FLR", "CEIL", "TRUNC", "ROUND", "FRC":
		ft := tyF.width(ty.is64()) // the operand is always a float
		f := g.src(in.srcs[0], ft)
		fn := map[string]uint32{"FLR": spirv.GLSLstd450Floor, "CEIL": spirv.GLSLstd450Ceil,
			"TRUNC": spirv.GLSLstd450Trunc, "ROUND": spirv.GLSLstd450RoundEven, "FRC": spirv.GLSLstd450Fract}[in.op]
		r = g.fToType(g.ext(g.vecT(ft), fn, f), ty)
	case "I2F":
		a := s(0)
		ft := tyF.width(ty.is64())
		if base == tyU {
			r = g.op(spirv.OpConvertUToF, g.vecT(ft), a)
		} else {
			r = g.op(spirv.OpConvertSToF, g.vecT(ft), a)
		}
		g.write(in, r, ft, 0)
		return
	case "PK64", "UP64":
		g.pack64(in)
		return
	case "F2I":
		r = g.fToType(g.src(in.srcs[0], tyF), ty)
	case "DP2", "DP3", "DP4":
		a, b := s(0), s(1)
		p := g.op(spirv.OpFMul, vt, a, b)
		n := int(in.op[2] - '0')
		d := g.comp(g.tF, p, 0)
		for i := 1; i < n; i++ {
			d = g.op(spirv.OpFAdd, g.tF, d, g.comp(g.tF, p, i))
		}
		r = g.splat(tyF, d)
	default:
		r = g.bitOp(in, s)
	}
	g.write(in, r, ty, extra)
}

func (g *gen) mul(in *inst, a, b uint32) uint32 {
	ty := in.typ
	vt := g.vecT(ty)
	switch {
	case ty.base() == tyF:
		return g.op(spirv.OpFMul, vt, a, b)
	case in.hi == 1:
		st := g.b.TypeStruct(vt, vt)
		op := spirv.OpUMulExtended
		if ty == tyS {
			op = spirv.OpSMulExtended
		}
		return g.comp(vt, g.op(op, st, a, b), 1)
	case in.hi == 2:
		// 24-bit operands: the low 24 bits, sign-extended for .S.
		ext := func(v uint32) uint32 {
			if ty == tyS {
				return g.op(spirv.OpShiftRightArithmetic, vt, g.op(spirv.OpShiftLeftLogical, vt, v, g.splatC(tyU, 8)), g.splatC(tyU, 8))
			}
			return g.op(spirv.OpBitwiseAnd, vt, v, g.splatC(tyU, 0xffffff))
		}
		return g.op(spirv.OpIMul, vt, ext(a), ext(b))
	}
	return g.op(spirv.OpIMul, vt, a, b)
}

// div emits DIV and MOD (vector by the scalar b.x). Integer division by
// zero gives all ones (DIV) or the dividend (MOD); the signed overflow
// INT_MIN / -1 gives INT_MIN (DIV) and 0 (MOD).
func (g *gen) div(in *inst, a, b uint32, mod bool) uint32 {
	ty := in.typ
	vt := g.vecT(ty)
	b = g.splat(ty, g.comp(g.scalT(ty), b, 0)) // the divisor is a scalar
	base := ty.base()
	if base == tyF {
		if mod {
			return g.op(spirv.OpFRem, vt, a, b)
		}
		return g.op(spirv.OpFDiv, vt, a, b)
	}
	zero := g.b.ConstNull(vt)
	isZero := g.op(spirv.OpIEqual, g.tV4b, b, zero)
	bad := isZero
	if base == tyS {
		ov := g.op(spirv.OpLogicalAnd, g.tV4b,
			g.op(spirv.OpIEqual, g.tV4b, a, g.splatC(ty, signBit(ty))),
			g.op(spirv.OpIEqual, g.tV4b, b, g.splatC(ty, allOnes(ty))))
		bad = g.op(spirv.OpLogicalOr, g.tV4b, isZero, ov)
	}
	safe := g.sel(vt, bad, g.splatC(ty, 1), b)
	var q uint32
	switch {
	case base == tyS && mod:
		q = g.op(spirv.OpSRem, vt, a, safe)
		return g.sel(vt, isZero, a, q) // INT_MIN % -1 computes as INT_MIN % 1 = 0
	case base == tyS:
		q = g.op(spirv.OpSDiv, vt, a, safe) // INT_MIN / -1 computes as INT_MIN / 1
	case mod:
		q = g.op(spirv.OpUMod, vt, a, safe)
		return g.sel(vt, isZero, a, q)
	default:
		q = g.op(spirv.OpUDiv, vt, a, safe)
	}
	return g.sel(vt, isZero, g.splatC(ty, allOnes(ty)), q)
}

// bitOp emits the integer bit instructions.
func (g *gen) bitOp(in *inst, s func(int) uint32) uint32 {
	ty := in.typ
	vt := g.vecT(ty)
	switch in.op {
	case "AND":
		return g.op(spirv.OpBitwiseAnd, vt, s(0), s(1))
	case "OR":
		return g.op(spirv.OpBitwiseOr, vt, s(0), s(1))
	case "XOR":
		return g.op(spirv.OpBitwiseXor, vt, s(0), s(1))
	case "NOT":
		return g.op(spirv.OpNot, vt, s(0))
	case "SHL", "SHR":
		// Counts of 32 or more shift everything out (SHR.S fills with the sign).
		a := s(0)
		n := g.splat(tyU, g.scalar(in.srcs[1], tyU)) // the count is a scalar
		w := uint64(ty.bits())
		big := g.op(spirv.OpUGreaterThanEqual, g.tV4b, n, g.splatC(tyU, w))
		n = g.sel(g.tV4u, big, g.splatC(tyU, w-1), n)
		switch {
		case in.op == "SHL":
			return g.sel(vt, big, g.b.ConstNull(vt), g.op(spirv.OpShiftLeftLogical, vt, a, n))
		case ty.base() == tyS:
			return g.op(spirv.OpShiftRightArithmetic, vt, a, n)
		}
		return g.sel(vt, big, g.b.ConstNull(vt), g.op(spirv.OpShiftRightLogical, vt, a, n))
	case "BFR":
		return g.op(spirv.OpBitReverse, vt, s(0))
	case "BTC":
		return g.op(spirv.OpBitCount, vt, s(0))
	case "BTFL":
		return g.ext(vt, spirv.GLSLstd450FindILsb, s(0))
	case "BTFM":
		if ty == tyS {
			return g.ext(vt, spirv.GLSLstd450FindSMsb, s(0))
		}
		return g.ext(vt, spirv.GLSLstd450FindUMsb, s(0))
	case "BFE":
		w, o := g.bitField(in.srcs[0])
		return g.bfe(ty, s(1), w, o)
	case "BFI":
		w, o := g.bitField(in.srcs[0])
		return g.bfi(ty, s(1), s(2), w, o)
	}
	return g.b.ConstNull(vt)
}

// bitField reads {bits, offset} from the .x and .y of the operand (low 8
// bits each) and clamps them so that offset <= 32 and offset+bits <= 32.
func (g *gen) bitField(o *operand) (w, off uint32) {
	v := g.src(o, tyU)
	bits := g.op(spirv.OpBitwiseAnd, g.tU, g.comp(g.tU, v, 0), g.cu(0xff))
	off = g.op(spirv.OpBitwiseAnd, g.tU, g.comp(g.tU, v, 1), g.cu(0xff))
	off = g.ext(g.tU, spirv.GLSLstd450UMin, off, g.cu(32))
	w = g.ext(g.tU, spirv.GLSLstd450UMin, bits, g.op(spirv.OpISub, g.tU, g.cu(32), off))
	return g.splat(tyU, w), g.splat(tyU, off)
}

// bfe extracts w bits at offset off, sign-extended for .S; 0 when w is 0.
func (g *gen) bfe(ty valType, v, w, off uint32) uint32 {
	vt := g.vecT(ty)
	zero := g.b.ConstNull(g.tV4u)
	none := g.op(spirv.OpIEqual, g.tV4b, w, zero)
	sh := g.sel(g.tV4u, none, zero, g.op(spirv.OpISub, g.tV4u, g.splatC(tyU, 32), w)) // 0..31
	o := g.sel(g.tV4u, none, zero, off)                                               // < 32 when w > 0
	x := g.op(spirv.OpShiftRightLogical, vt, v, o)
	x = g.op(spirv.OpShiftLeftLogical, vt, x, sh)
	if ty == tyS {
		x = g.op(spirv.OpShiftRightArithmetic, vt, x, sh)
	} else {
		x = g.op(spirv.OpShiftRightLogical, vt, x, sh)
	}
	return g.sel(vt, none, g.b.ConstNull(vt), x)
}

// bfi inserts the low w bits of ins into base at offset off.
func (g *gen) bfi(ty valType, ins, base, w, off uint32) uint32 {
	zero := g.b.ConstNull(g.tV4u)
	none := g.op(spirv.OpIEqual, g.tV4b, w, zero)
	o := g.sel(g.tV4u, none, zero, off)
	full := g.op(spirv.OpIEqual, g.tV4b, w, g.splatC(tyU, 32))
	wm := g.sel(g.tV4u, full, zero, w) // shift count < 32
	low := g.op(spirv.OpISub, g.tV4u, g.op(spirv.OpShiftLeftLogical, g.tV4u, g.splatC(tyU, 1), wm), g.splatC(tyU, 1))
	low = g.sel(g.tV4u, full, g.splatC(tyU, 0xffffffff), low)
	mask := g.op(spirv.OpShiftLeftLogical, g.tV4u, low, o)
	iu, bu := g.cast(ins, ty, tyU, true), g.cast(base, ty, tyU, true)
	r := g.op(spirv.OpBitwiseOr, g.tV4u,
		g.op(spirv.OpBitwiseAnd, g.tV4u, bu, g.op(spirv.OpNot, g.tV4u, mask)),
		g.op(spirv.OpBitwiseAnd, g.tV4u, g.op(spirv.OpShiftLeftLogical, g.tV4u, iu, o), mask))
	r = g.sel(g.tV4u, none, bu, r)
	return g.cast(r, tyU, ty, true)
}

// scalarOp emits RCP, RSQ, EX2, LG2, SIN, COS and POW: the result of the
// .x operands is replicated.
func (g *gen) scalarOp(in *inst) {
	ft := tyF.width(in.typ.is64()) // RCP and RSQ also take .F64
	tf := g.scalT(ft)
	a := g.scalar(in.srcs[0], ft)
	var r uint32
	switch in.op {
	case "RCP":
		r = g.op(spirv.OpFDiv, tf, g.constScalar(ft, trueBits(ft)), a)
	case "RSQ":
		r = g.ext(tf, spirv.GLSLstd450InverseSqrt, a)
	case "EX2":
		r = g.ext(g.tF, spirv.GLSLstd450Exp2, a)
	case "LG2":
		r = g.ext(g.tF, spirv.GLSLstd450Log2, a)
	case "SIN":
		r = g.ext(g.tF, spirv.GLSLstd450Sin, a)
	case "COS":
		r = g.ext(g.tF, spirv.GLSLstd450Cos, a)
	case "POW":
		r = g.ext(g.tF, spirv.GLSLstd450Pow, a, g.scalar(in.srcs[1], tyF))
	}
	g.write(in, g.splat(ft, r), ft, 0)
}

// pack64 emits PK64 (pairs of 32-bit components, low word first, into
// 64-bit x and y, replicated to z and w) and UP64 (the reverse).
func (g *gen) pack64(in *inst) {
	g.w64()
	if in.op == "PK64" {
		v := g.src(in.srcs[0], tyU)
		word := func(i int) uint32 { return g.op(spirv.OpUConvert, g.tUL, g.comp(g.tU, v, i)) }
		pair := func(lo, hi int) uint32 {
			return g.op(spirv.OpBitwiseOr, g.tUL, word(lo), g.op(spirv.OpShiftLeftLogical, g.tUL, word(hi), g.cu(32)))
		}
		x, y := pair(0, 1), pair(2, 3)
		g.write(in, g.vec4(g.tV4ul, x, y, x, y), tyU64, 0)
		return
	}
	v := g.src(in.srcs[0], tyU64)
	half := func(i int, hi bool) uint32 {
		c := g.comp(g.tUL, v, i)
		if hi {
			c = g.op(spirv.OpShiftRightLogical, g.tUL, c, g.cu(32))
		}
		return g.op(spirv.OpUConvert, g.tU, c)
	}
	g.write(in, g.vec4(g.tV4u, half(0, false), half(0, true), half(1, false), half(1, true)), tyU, 0)
}

// unnegated reads operand o as ty without its negation.
func (g *gen) unnegated(o *operand, ty valType) uint32 {
	c := *o
	c.neg = false
	return g.src(&c, ty)
}

// addFlags computes OF and CF of an integer ADD (SUB when sub) whose
// operands were read as a and b. A negated operand turns an add into a
// subtract and back (NV_gpu_program4 §2.X.4.3); with both negated the
// flags are undefined and follow the operation as written.
func (g *gen) addFlags(in *inst, sub bool, a, b uint32) uint32 {
	ty := in.typ
	vt := g.vecT(ty)
	na, nb := in.srcs[0].neg, in.srcs[1].neg
	flags := func(x, y uint32, isSub bool) uint32 {
		op := spirv.OpIAdd
		if isSub {
			op = spirv.OpISub
		}
		return g.carryFlags(x, y, g.op(op, vt, x, y), ty, isSub)
	}
	switch {
	case !na && !nb || na && nb && !sub || na && !nb && sub:
		return flags(a, b, sub)
	case !na && nb:
		return flags(a, g.unnegated(in.srcs[1], ty), !sub) // a - b0 or a + b0
	case na && !nb: // -a0 + b = b - a0
		return flags(b, g.unnegated(in.srcs[0], ty), true)
	}
	// SUB -a0, -b0 = b0 - a0
	return flags(g.unnegated(in.srcs[1], ty), g.unnegated(in.srcs[0], ty), true)
}
