package nvasm

import (
	"github.com/glslc-nv/glslc-nv/internal/nvisa"
	"math"
	"strconv"

	"github.com/glslc-nv/glslc-nv/ir"
)

func itoa(i int) string { return strconv.Itoa(i) }

// check32 rejects arithmetic on types other than 32-bit scalars,
// vectors, float matrices and bools.
func (e *emitter) check32(pos ir.Pos, t *ir.Type) {
	s := t.Scalar()
	if s == nil {
		return
	}
	if s.Kind() != ir.KindBool && s.Width() != 32 && s.Width() != 64 {
		e.unsupported(pos, s.String()+" arithmetic")
	}
}

func (e *emitter) unary(x *ir.Unary) []val {
	vs := e.value(x.X)
	e.check32(x.Pos, x.Type())
	out := make([]val, len(vs))
	for i, v := range vs {
		switch x.Op {
		case ir.SNegate:
			out[i] = e.op(nvisa.MOV, cS, v.t, v.negated())
		case ir.FNegate:
			out[i] = e.op(nvisa.MOV, cF, v.t, v.negated())
		case ir.LogicalNot:
			out[i] = e.op(nvisa.NOT, cS, v.t, v)
		case ir.BitNot:
			out[i] = e.op(nvisa.NOT, clsOf(v.t), v.t, v)
		}
	}
	return out
}

// simpleOps are binary ops that are one component-wise instruction.
var simpleOps = map[ir.BinaryOp]string{
	ir.IAdd: nvisa.ADD, ir.ISub: nvisa.SUB, ir.IMul: nvisa.MUL, ir.UMod: nvisa.MOD,
	ir.FAdd: nvisa.ADD, ir.FSub: nvisa.SUB, ir.FMul: nvisa.MUL,
	ir.ShiftLeft: nvisa.SHL, ir.ShiftRightLogical: nvisa.SHR, ir.ShiftRightArithmetic: nvisa.SHR,
	ir.BitAnd: nvisa.AND, ir.BitOr: nvisa.OR, ir.BitXor: nvisa.XOR,
	ir.LogicalAnd: nvisa.AND, ir.LogicalOr: nvisa.OR, ir.LogicalEqual: nvisa.SEQ, ir.LogicalNotEqual: nvisa.SNE,
	ir.IEqual: nvisa.SEQ, ir.INotEqual: nvisa.SNE,
	ir.SLess: nvisa.SLT, ir.SLessEqual: nvisa.SLE, ir.SGreater: nvisa.SGT, ir.SGreaterEqual: nvisa.SGE,
	ir.ULess: nvisa.SLT, ir.ULessEqual: nvisa.SLE, ir.UGreater: nvisa.SGT, ir.UGreaterEqual: nvisa.SGE,
}

var floatCompares = map[ir.BinaryOp]string{
	ir.FOrdEqual: nvisa.SEQ, ir.FUnordNotEqual: nvisa.SNE, ir.FOrdLess: nvisa.SLT,
	ir.FOrdLessEqual: nvisa.SLE, ir.FOrdGreater: nvisa.SGT, ir.FOrdGreaterEqual: nvisa.SGE,
}

func (e *emitter) binary(x *ir.Binary) []val {
	xs := e.value(x.X)
	if impure(x.Y) {
		xs = e.stable(xs)
	}
	ys := e.value(x.Y)
	e.check32(x.Pos, x.X.Type())
	e.check32(x.Pos, x.Y.Type())
	switch x.Op {
	case ir.VectorTimesScalar, ir.MatrixTimesScalar:
		out := make([]val, len(xs))
		for i := range xs {
			out[i] = e.op(nvisa.MUL, cF, xs[i].t, xs[i], ys[0])
		}
		return out
	case ir.MatrixTimesVector:
		return []val{e.matVec(xs, ys[0])}
	case ir.VectorTimesMatrix:
		r := e.tmp(x.Type())
		for j, col := range ys {
			e.opTo(dotOp(col.n()), cF, dest{r.reg, []int{j}}, xs[0], col)
		}
		return []val{r}
	case ir.MatrixTimesMatrix:
		out := make([]val, len(ys))
		for j, col := range ys {
			out[j] = e.matVec(xs, col)
		}
		return out
	case ir.AggEqual, ir.AggNotEqual:
		return []val{e.aggEqual(xs, ys, x.Op == ir.AggNotEqual)}
	}
	out := make([]val, len(xs))
	for i := range xs {
		out[i] = e.binop(x.Op, xs[i], ys[i])
	}
	return out
}

// binop applies a component-wise binary operation to two scalar or
// vector values.
func (e *emitter) binop(op ir.BinaryOp, a, b val) val {
	t := a.t
	c := clsOf(t)
	bt := t.WithComponents(a.n())
	if op.IsComparison() {
		bt = ir.VecOrScalar(ir.Bool, a.n())
	}
	if name, ok := simpleOps[op]; ok {
		if op == ir.ShiftLeft || op == ir.ShiftRightLogical || op == ir.ShiftRightArithmetic {
			b = e.shiftCount(b, is64(a.t))
		}
		switch op {
		case ir.ShiftRightLogical:
			c = cU
		case ir.ShiftRightArithmetic:
			c = cS
		case ir.LogicalAnd, ir.LogicalOr, ir.LogicalEqual, ir.LogicalNotEqual:
			c = cS
		}
		return e.op(name, c, bt, a, b)
	}
	if name, ok := floatCompares[op]; ok {
		f := e.op(name, cF, bt, a, b)
		return e.op(nvisa.TRUNC, cS, bt, f.negated())
	}
	switch op {
	case ir.SDiv, ir.UDiv, ir.FDiv:
		return e.perComp(bt, a, b, func(d dest, x, y val) { e.opTo(nvisa.DIV, c, d, x, y) })
	case ir.SMod:
		return e.smod(a, b)
	case ir.FMod:
		// x - y * floor(x / y)
		q := e.perComp(bt, a, b, func(d dest, x, y val) { e.opTo(nvisa.DIV, cF, d, x, y) })
		fl := e.op(nvisa.FLR, cF, bt, q)
		m := e.op(nvisa.MUL, cF, bt, b, fl)
		r := e.op(nvisa.SUB, cF, bt, a, m)
		// A zero result takes the sign of x (as fmod does).
		zero := e.boolOfF(e.op(nvisa.SEQ, cF, bt.WithScalar(ir.Bool), r, constVal(ir.Float32Const(0))))
		sign := e.op(nvisa.AND, cU, bt, a, u32(0x80000000))
		return e.op(nvisa.CMP, cU, bt, zero, sign, r)
	}
	e.fail(ir.Pos{}, "unsupported binary operation %s", op)
	return val{}
}

// shiftCount takes a shift count modulo the width (32 or 64), as the
// reference interpreter does (GLSL leaves counts of the width and more
// undefined; the assembly shifts give 0 or the sign for them).
func (e *emitter) shiftCount(b val, wide bool) val {
	m := uint64(31)
	if wide {
		m = 63
	}
	if b.isConst() {
		ks := make([]*ir.Const, len(b.k))
		for i, k := range b.k {
			ks[i] = ir.ConstUint(ir.Uint32, k.Bits&m)
		}
		return val{k: ks, t: b.t.WithScalar(ir.Uint32)}
	}
	return e.op(nvisa.AND, clsOf(b.t), b.t, b, constVal(ir.ConstUint(b.t.Scalar(), m)))
}

// perComp runs a scalar instruction per component.
func (e *emitter) perComp(t *ir.Type, a, b val, f func(d dest, x, y val)) val {
	r := e.tmp(t)
	for i := 0; i < r.n(); i++ {
		bi := b
		if b.n() > 1 {
			bi = b.comp(i)
		}
		ai := a
		if a.n() > 1 {
			ai = a.comp(i)
		}
		f(dest{r.reg, []int{i}}, ai, bi)
	}
	return r
}

// smod is GLSL's % on signed integers as SPIR-V OpSMod: MOD.S takes the
// sign of the dividend; a non-zero remainder whose sign differs from
// the divisor's gets the divisor added.
func (e *emitter) smod(a, b val) val {
	t := a.t
	r := e.op(nvisa.MOD, cS, t, a, b)
	diff := e.op(nvisa.XOR, cS, t, r, b)
	neg := e.op(nvisa.SLT, cS, t, diff, s32(0))
	nz := e.op(nvisa.SNE, cS, t, r, s32(0))
	fix := e.op(nvisa.AND, cS, t, neg, nz)
	add := e.op(nvisa.AND, cS, t, fix, b)
	return e.op(nvisa.ADD, cS, t, r, add)
}

func dotOp(n int) string {
	switch n {
	case 2:
		return nvisa.DP2
	case 3:
		return nvisa.DP3
	}
	return nvisa.DP4
}

// matVec multiplies matrix columns cols by vector v: col0*v.x, then
// MAD with each further column.
func (e *emitter) matVec(cols []val, v val) val {
	t := cols[0].t
	r := e.op(nvisa.MUL, cF, t, cols[0], v.comp(0))
	d := dest{r.reg, seq(t.Len())}
	for j := 1; j < len(cols); j++ {
		p := e.op(nvisa.MUL, cF, t, cols[j], v.comp(j))
		e.opTo(nvisa.ADD, cF, d, r, p)
	}
	return r
}

// aggEqual compares two aggregates (or vectors) component by component.
func (e *emitter) aggEqual(xs, ys []val, not bool) val {
	var acc *val
	for i := range xs {
		eq := e.binop(eqOp(xs[i].t), xs[i], ys[i])
		for k := 0; k < eq.n(); k++ {
			c := eq.comp(k)
			if acc == nil {
				acc = &c
				continue
			}
			a := e.op(nvisa.AND, cS, ir.Bool, *acc, c)
			acc = &a
		}
	}
	if not {
		return e.op(nvisa.NOT, cS, ir.Bool, *acc)
	}
	return *acc
}

func eqOp(t *ir.Type) ir.BinaryOp {
	switch {
	case t.IsFloat():
		return ir.FOrdEqual
	case t.IsBool():
		return ir.LogicalEqual
	}
	return ir.IEqual
}

func (e *emitter) convert(x *ir.Convert) []val {
	if x.Op == ir.Relayout {
		return e.value(x.X)
	}
	if x.Op == ir.UToRef || x.Op == ir.RefToU {
		e.unsupported(x.Pos, bufferRefWhat)
	}
	vs := e.value(x.X)
	e.check32(x.Pos, x.X.Type())
	e.check32(x.Pos, x.To)
	from := x.X.Type()
	if x.Op == ir.Bitcast && from.Components() != x.To.Components() {
		return []val{e.packBitcast(x, vs[0])}
	}
	out := make([]val, len(vs))
	for i, v := range vs {
		t := x.To
		if len(vs) > 1 {
			t = leaves(x.To)[i]
		}
		out[i] = e.convertLeaf(x, v, t)
	}
	return out
}

// cvt is CVT.<to>.<from>[.TRUNC] for conversions that change the width.
func (e *emitter) cvt(t *ir.Type, to, from cls, v val, trunc bool) val {
	r := e.tmp(t)
	name := nvisa.CVT + "." + cvtType(to) + "." + cvtType(from)
	if trunc {
		name += ".TRUNC"
	}
	e.opTo(name, from, dest{r.reg, seq(r.n())}, v)
	return r
}

func cvtType(c cls) string { return [...]string{"F32", "S32", "U32", "F64", "S64", "U64"}[c] }

// convertLeaf converts one scalar or vector.
func (e *emitter) convertLeaf(x *ir.Convert, v val, t *ir.Type) val {
	from := clsOf(v.t)
	to := clsOf(t)
	same := from.is64() == to.is64()
	switch x.Op {
	case ir.SToF, ir.UToF:
		if same && !to.is64() {
			return e.op(nvisa.I2F, from, t, v)
		}
		return e.cvt(t, to, from, v, false)
	case ir.FToS, ir.FToU:
		if same && !to.is64() {
			return e.op(nvisa.TRUNC, to, t, v)
		}
		if from.is64() && !to.is64() {
			// frontend/nvasm's CVT.S32.F64 wraps instead of saturating:
			// truncate to S64 (saturating, NaN -> 0), clamp to the
			// 32-bit range, then take the low word.
			lt := t.WithScalar(ir.Int64)
			w := e.op(nvisa.TRUNC, cS64, lt, v)
			lo, hi := int64(math.MinInt32), int64(math.MaxInt32)
			if x.Op == ir.FToU {
				lo, hi = 0, math.MaxUint32
			}
			w = e.op(nvisa.MAX, cS64, lt, w, constVal(ir.ConstInt(ir.Int64, lo)))
			w = e.op(nvisa.MIN, cS64, lt, w, constVal(ir.ConstInt(ir.Int64, hi)))
			return e.cvt(t, to, cS64, w, false)
		}
		return e.cvt(t, to, from, v, true)
	case ir.SConvert, ir.UConvert, ir.FConvert:
		if same {
			r := v
			r.t = t
			return r
		}
		if x.Op == ir.SConvert {
			from = cS.wideIf(from.is64())
		} else if x.Op == ir.UConvert {
			from = cU.wideIf(from.is64())
		}
		return e.cvt(t, to, from, v, false)
	case ir.Bitcast:
		r := v
		r.t = t
		return r
	case ir.BoolToInt:
		return e.op(nvisa.AND, cU, t, v, u32(1))
	case ir.BoolToFloat:
		if to.is64() {
			return e.cvt(t, to, cU, e.op(nvisa.AND, cU, v.t, v, u32(1)), false)
		}
		return e.op(nvisa.AND, cU, t, v, u32(0x3f800000))
	case ir.IntToBool:
		return e.op(nvisa.SNE, from, t, v, constVal(&ir.Const{Typ: v.t.Scalar()}))
	case ir.FloatToBool:
		f := e.op(nvisa.SNE, from, t, v, constVal(&ir.Const{Typ: v.t.Scalar()}))
		return e.op(nvisa.TRUNC, cS, t, f.negated())
	}
	e.fail(x.Pos, "unsupported conversion %s", x.Op)
	return val{}
}

func (c cls) wideIf(w bool) cls {
	if w {
		return c.wide()
	}
	return c
}

// packBitcast is a bitcast between one 64-bit value and two 32-bit
// words (packDouble2x32, uint64_t(uvec2), ...): PK64 and UP64.
func (e *emitter) packBitcast(x *ir.Convert, v val) val {
	t := x.To
	if x.X.Type().Components() == 2 && t.Components() == 1 {
		r := e.tmp(t)
		w := e.inReg(v)
		e.ins(nvisa.PK64+".U64 %s.x, %s", r.reg, e.operand(w, cU, dest{"", seq(2)}))
		return r
	}
	if x.X.Type().Components() == 1 && t.Components() == 2 {
		r := e.tmp(t)
		w := e.inReg(v)
		e.ins(nvisa.UP64+".U32 %s.xy, %s", r.reg, e.operand(w, cU64, dest{"", seq(1)}))
		return r
	}
	e.unsupported(x.Pos, "a bitcast between "+x.X.Type().String()+" and "+t.String())
	return val{}
}
