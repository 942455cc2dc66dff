package opt

import (
	"math"

	"github.com/glslc-nv/glslc-nv/ir"
)

// unaryScalar folds a unary operation on one component.
func unaryScalar(op ir.UnaryOp, x *ir.Const) (*ir.Const, bool) {
	t := x.Typ
	switch op {
	case ir.SNegate:
		return mkInt(t, -bits(x)), true
	case ir.BitNot:
		return mkInt(t, ^bits(x)), true
	case ir.LogicalNot:
		return mkBool(bits(x) == 0), true
	case ir.FNegate:
		// Negation flips the sign bit, NaN included.
		return &ir.Const{Typ: t, Bits: bits(x) ^ 1<<uint(t.Width()-1)}, true
	}
	return nil, false
}

// binaryScalar folds a component-wise binary operation on one pair of
// components; rt is the component type of the result.
func binaryScalar(op ir.BinaryOp, x, y *ir.Const, rt *ir.Type) (*ir.Const, bool) {
	t := x.Typ
	w := t.Width()
	a, b := bits(x), bits(y)
	sa, sb := sext(a, w), sext(b, w)
	switch op {
	case ir.IAdd:
		return mkInt(t, a+b), true
	case ir.ISub:
		return mkInt(t, a-b), true
	case ir.IMul:
		return mkInt(t, a*b), true
	case ir.UDiv:
		if b == 0 {
			return nil, false
		}
		return mkInt(t, a/b), true
	case ir.UMod:
		if b == 0 {
			return nil, false
		}
		return mkInt(t, a%b), true
	case ir.SDiv:
		if sb == 0 || sb == -1 && sa == sext(1<<uint(w-1), w) {
			return nil, false // division by zero, or INT_MIN / -1
		}
		return mkInt(t, uint64(sa/sb)), true
	case ir.SMod:
		// GLSL leaves % undefined for negative operands.
		if sb <= 0 || sa < 0 {
			return nil, false
		}
		return mkInt(t, uint64(sa%sb)), true
	case ir.ShiftLeft, ir.ShiftRightLogical, ir.ShiftRightArithmetic:
		n := b
		if y.Typ.Kind() == ir.KindInt && sext(b, y.Typ.Width()) < 0 || n >= uint64(w) {
			return nil, false // shifting by the width or more is undefined
		}
		switch op {
		case ir.ShiftLeft:
			return mkInt(t, a<<n), true
		case ir.ShiftRightLogical:
			return mkInt(t, a>>n), true
		}
		return mkInt(t, uint64(sa>>n)), true
	case ir.BitAnd:
		return mkInt(t, a&b), true
	case ir.BitOr:
		return mkInt(t, a|b), true
	case ir.BitXor:
		return mkInt(t, a^b), true
	case ir.LogicalAnd:
		return mkBool(a != 0 && b != 0), true
	case ir.LogicalOr:
		return mkBool(a != 0 || b != 0), true
	case ir.LogicalEqual:
		return mkBool((a != 0) == (b != 0)), true
	case ir.LogicalNotEqual:
		return mkBool((a != 0) != (b != 0)), true
	case ir.IEqual:
		return mkBool(a == b), true
	case ir.INotEqual:
		return mkBool(a != b), true
	case ir.SLess:
		return mkBool(sa < sb), true
	case ir.SLessEqual:
		return mkBool(sa <= sb), true
	case ir.SGreater:
		return mkBool(sa > sb), true
	case ir.SGreaterEqual:
		return mkBool(sa >= sb), true
	case ir.ULess:
		return mkBool(a < b), true
	case ir.ULessEqual:
		return mkBool(a <= b), true
	case ir.UGreater:
		return mkBool(a > b), true
	case ir.UGreaterEqual:
		return mkBool(a >= b), true
	}
	fa, fb := fval(x), fval(y)
	switch op {
	case ir.FOrdEqual:
		return mkBool(fa == fb), true
	case ir.FUnordNotEqual:
		return mkBool(fa != fb), true // true when either is NaN, as in Go
	case ir.FOrdLess:
		return mkBool(fa < fb), true
	case ir.FOrdLessEqual:
		return mkBool(fa <= fb), true
	case ir.FOrdGreater:
		return mkBool(fa > fb), true
	case ir.FOrdGreaterEqual:
		return mkBool(fa >= fb), true
	case ir.FAdd:
		return mkFloat(rt, fa+fb)
	case ir.FSub:
		return mkFloat(rt, fa-fb)
	case ir.FMul, ir.VectorTimesScalar, ir.MatrixTimesScalar:
		return mkFloat(rt, fa*fb)
	case ir.FDiv:
		return mkFloat(rt, fa/fb)
	}
	// FMod (GLSL mod) is left alone: its precision is the target's.
	return nil, false
}

// convScalar folds a conversion of one component to the scalar type to.
func convScalar(op ir.ConvOp, x *ir.Const, to *ir.Type) (*ir.Const, bool) {
	from := x.Typ
	a := bits(x)
	switch op {
	case ir.SToF, ir.UToF:
		mag := mask(a, from.Width())
		neg := op == ir.SToF && sext(a, from.Width()) < 0
		if neg {
			mag = uint64(-sext(a, from.Width()))
		}
		// From 2^53 on, the integer -> float64 step would already round.
		if mag >= 1<<53 {
			return nil, false
		}
		v := float64(mag)
		if neg {
			v = -v
		}
		return mkFloat(to, v)
	case ir.FToS, ir.FToU:
		v := fval(x)
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return nil, false
		}
		v = math.Trunc(v)
		w := to.Width()
		if op == ir.FToS {
			lim := math.Ldexp(1, w-1)
			if v < -lim || v >= lim {
				return nil, false
			}
			return mkInt(to, uint64(int64(v))), true
		}
		if v < 0 || v >= math.Ldexp(1, w) {
			return nil, false
		}
		return mkInt(to, uint64(v)), true
	case ir.SConvert:
		return mkInt(to, uint64(sext(a, from.Width()))), true
	case ir.UConvert:
		return mkInt(to, mask(a, from.Width())), true
	case ir.FConvert:
		return mkFloat(to, fval(x))
	case ir.BoolToInt:
		return mkInt(to, a&1), true
	case ir.BoolToFloat:
		return mkFloat(to, float64(a&1))
	case ir.IntToBool:
		return mkBool(a != 0), true
	case ir.FloatToBool:
		v := fval(x)
		if math.IsNaN(v) {
			return nil, false
		}
		return mkBool(v != 0), true
	}
	return nil, false
}

// bitcast reinterprets the components of x (scalar or vector) as type to
// of the same total bit size; components are laid out from the lowest bits
// up, as SPIR-V's OpBitcast between vectors of different sizes does.
func bitcast(x *ir.Const, to *ir.Type) (*ir.Const, bool) {
	var stream []bool
	for _, c := range scalars(x) {
		w := c.Typ.Width()
		for i := 0; i < w; i++ {
			stream = append(stream, bits(c)>>uint(i)&1 != 0)
		}
	}
	st := to.Scalar()
	n := to.Components()
	if st == nil || st.Width()*n != len(stream) {
		return nil, false
	}
	out := make([]*ir.Const, n)
	for i := range out {
		var v uint64
		for j := 0; j < st.Width(); j++ {
			if stream[i*st.Width()+j] {
				v |= 1 << uint(j)
			}
		}
		out[i] = &ir.Const{Typ: st, Bits: v}
	}
	if to.IsScalar() {
		return out[0], true
	}
	return composite(to, out), true
}
