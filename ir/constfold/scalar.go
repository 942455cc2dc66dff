package constfold

import (
	"math"

	"github.com/glslc-nv/glslc-nv/internal/minifloat"
	"github.com/glslc-nv/glslc-nv/ir"
)

// Unary folds a unary operation on one scalar component. All are exact.
func Unary(op ir.UnaryOp, x *ir.Const) (c *ir.Const, exact bool) {
	t := x.Typ
	switch op {
	case ir.SNegate:
		return mkInt(t, -Bits(x)), true
	case ir.BitNot:
		return mkInt(t, ^Bits(x)), true
	case ir.LogicalNot:
		return ir.ConstBool(Bits(x) == 0), true
	case ir.FNegate:
		// Negation flips the sign bit, NaN included.
		return &ir.Const{Typ: t, Bits: Bits(x) ^ 1<<uint(t.Width()-1)}, true
	}
	return nil, false
}

// Binary folds a component-wise binary operation on one pair of scalar
// components; rt is the component type of the result. c is nil when the
// operation has no compile-time answer (see the package policy).
func Binary(op ir.BinaryOp, x, y *ir.Const, rt *ir.Type) (c *ir.Const, exact bool) {
	t := x.Typ
	w := t.Width()
	a, b := Bits(x), Bits(y)
	sa, sb := Sext(a, w), Sext(b, w)
	imin := Sext(1<<uint(w-1), w)
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
		if sb == 0 {
			return nil, false
		}
		if sb == -1 && sa == imin {
			return mkInt(t, uint64(imin)), false // undefined; glslang: INT_MIN
		}
		return mkInt(t, uint64(sa/sb)), true
	case ir.SMod:
		if sb == 0 {
			return nil, false
		}
		// GLSL leaves % undefined for negative operands. The value is the
		// one lower's OpSMod computes at run time (the sign of the divisor:
		// -7 % 3 == 2), as the interpreter and glslang's unfolded code do;
		// glslang's folder alone says -1 (C's remainder).
		r := sa % sb // Go: INT_MIN % -1 == 0
		if r != 0 && (r < 0) != (sb < 0) {
			r += sb
		}
		return mkInt(t, uint64(r)), sa >= 0 && sb > 0
	case ir.ShiftLeft, ir.ShiftRightLogical, ir.ShiftRightArithmetic:
		n := b
		if y.Typ.Kind() == ir.KindInt && Sext(b, y.Typ.Width()) < 0 || n >= uint64(w) {
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
		return ir.ConstBool(a != 0 && b != 0), true
	case ir.LogicalOr:
		return ir.ConstBool(a != 0 || b != 0), true
	case ir.LogicalEqual:
		return ir.ConstBool((a != 0) == (b != 0)), true
	case ir.LogicalNotEqual:
		return ir.ConstBool((a != 0) != (b != 0)), true
	case ir.IEqual:
		return ir.ConstBool(a == b), true
	case ir.INotEqual:
		return ir.ConstBool(a != b), true
	case ir.SLess:
		return ir.ConstBool(sa < sb), true
	case ir.SLessEqual:
		return ir.ConstBool(sa <= sb), true
	case ir.SGreater:
		return ir.ConstBool(sa > sb), true
	case ir.SGreaterEqual:
		return ir.ConstBool(sa >= sb), true
	case ir.ULess:
		return ir.ConstBool(a < b), true
	case ir.ULessEqual:
		return ir.ConstBool(a <= b), true
	case ir.UGreater:
		return ir.ConstBool(a > b), true
	case ir.UGreaterEqual:
		return ir.ConstBool(a >= b), true
	}
	fa, fb := Float(x), Float(y)
	switch op {
	case ir.FOrdEqual:
		return ir.ConstBool(fa == fb), true
	case ir.FUnordNotEqual:
		return ir.ConstBool(fa != fb), true // true when either is NaN, as in Go
	case ir.FOrdLess:
		return ir.ConstBool(fa < fb), true
	case ir.FOrdLessEqual:
		return ir.ConstBool(fa <= fb), true
	case ir.FOrdGreater:
		return ir.ConstBool(fa > fb), true
	case ir.FOrdGreaterEqual:
		return ir.ConstBool(fa >= fb), true
	case ir.FAdd:
		return mkFloat(rt, fa+fb)
	case ir.FSub:
		return mkFloat(rt, fa-fb)
	case ir.FMul, ir.VectorTimesScalar, ir.MatrixTimesScalar:
		return mkFloat(rt, fa*fb)
	case ir.FDiv:
		return mkFloat(rt, fa/fb)
	case ir.FMod:
		// GLSL mod: x - y * floor(x/y); its precision is the target's.
		c, _ := mkFloat(rt, fa-fb*math.Floor(fa/fb))
		return c, false
	}
	return nil, false
}

// Convert folds a conversion of one scalar component to the scalar type to.
// Bitcast is not a per-component conversion: see Bitcast.
func Convert(op ir.ConvOp, x *ir.Const, to *ir.Type) (c *ir.Const, exact bool) {
	from := x.Typ
	a := Bits(x)
	switch op {
	case ir.SToF, ir.UToF:
		// Correctly rounded, once: Go's integer to float conversions round
		// to nearest even at the destination width (float64 is exact up
		// to 2^53 and half overflows long before, so half goes through it).
		var v float64
		if op == ir.SToF {
			i := Sext(a, from.Width())
			if to.Width() == 32 {
				return mkFloat(to, float64(float32(i)))
			}
			v = float64(i)
		} else {
			u := Mask(a, from.Width())
			if to.Width() == 32 {
				return mkFloat(to, float64(float32(u)))
			}
			v = float64(u)
		}
		return mkFloat(to, v)
	case ir.FToS, ir.FToU:
		v := Float(x)
		w := to.Width()
		exact = !math.IsNaN(v) && !math.IsInf(v, 0)
		t := math.Trunc(v)
		if op == ir.FToS {
			lim := math.Ldexp(1, w-1)
			exact = exact && t >= -lim && t < lim
		} else {
			exact = exact && t >= 0 && t < math.Ldexp(1, w)
		}
		return mkInt(to, FloatToInt(v, w, op == ir.FToS)), exact
	case ir.SConvert:
		return mkInt(to, uint64(Sext(a, from.Width()))), true
	case ir.UConvert:
		return mkInt(to, Mask(a, from.Width())), true
	case ir.FConvert:
		return mkFloat(to, Float(x))
	case ir.BoolToInt:
		return mkInt(to, a&1), true
	case ir.BoolToFloat:
		return mkFloat(to, float64(a&1))
	case ir.IntToBool:
		return ir.ConstBool(a != 0), true
	case ir.FloatToBool:
		// Lowered as OpFUnordNotEqual with 0: NaN is true.
		return ir.ConstBool(Float(x) != 0), true
	}
	return nil, false
}

// FloatToInt converts v to an integer of width w (signed or not) and
// returns its bits. In range, it truncates toward zero. Out of range, NaN
// and infinities are undefined in GLSL; the result is glslang's, whose
// folder casts a C double on x86-64: cvttsd2si at 32 bits (INT_MIN when out
// of range) for int8..int32 and uint8..uint16, at 64 bits (INT64_MIN) for
// uint32 and int64 (uint32 keeps the low 32 bits, so uint(-1.0) is
// 0xffffffff), and for uint64 the compiler's split at 2^63.
func FloatToInt(v float64, w int, signed bool) uint64 {
	cvt := func(v float64, bits int) int64 {
		lim := math.Ldexp(1, bits-1)
		if math.IsNaN(v) || !(v > -lim-1 && v < lim) {
			return -int64(lim)
		}
		return int64(v) // Go truncates toward zero
	}
	switch {
	case w <= 32 && (signed || w <= 16):
		return Mask(uint64(cvt(v, 32)), w)
	case w == 32 || signed:
		return Mask(uint64(cvt(v, 64)), w)
	case v >= math.Ldexp(1, 63):
		return uint64(cvt(v-math.Ldexp(1, 63), 64)) ^ 1<<63
	}
	return uint64(cvt(v, 64))
}

// Bitcast reinterprets the components of x (scalar or vector) as type to
// of the same total bit size; components are laid out from the lowest bits
// up, as SPIR-V's OpBitcast between vectors of different sizes does.
func Bitcast(x *ir.Const, to *ir.Type) (*ir.Const, bool) {
	var stream []bool
	for _, c := range Scalars(x) {
		w := c.Typ.Width()
		for i := 0; i < w; i++ {
			stream = append(stream, Bits(c)>>uint(i)&1 != 0)
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
	return ir.ConstComposite(to, out...), true
}

// ToE2M1 converts a scalar integer, bool or IEEE float constant to
// floate2m1_t (GL_EXT_float_e2m1, which converts to fp4 only from constant
// values): rounded to nearest even, saturating at ±6 (internal/minifloat).
// glslang's folder rounds toward zero instead; the extension leaves the
// rounding open and warns that constants should be exactly representable,
// so both agree on every such constant. Exact: there is no run-time
// conversion to compare with.
func ToE2M1(x *ir.Const) (*ir.Const, bool) {
	var v float64
	switch t := x.Typ; {
	case t.IsNarrowFloat():
		return nil, false
	case t.Kind() == ir.KindFloat:
		v = Float(x)
	case t.Kind() == ir.KindInt:
		v = float64(Sext(Bits(x), t.Width()))
	case t.Kind() == ir.KindUint:
		v = float64(Mask(Bits(x), t.Width()))
	case t.Kind() == ir.KindBool:
		v = float64(Bits(x) & 1)
	default:
		return nil, false
	}
	return &ir.Const{Typ: ir.FloatE2M1, Bits: uint64(minifloat.FromFloat64(minifloat.E2M1, v, false))}, true
}

// ConvertNarrow folds a conversion from or to bfloat16 or an 8-bit float
// (not E2M1: ToE2M1), as glslang folds the constructors of constants.
// A narrow operand is widened to float32, which holds every bfloat16 and
// 8-bit value exactly, and converted from there; a conversion to a narrow
// type rounds the operand's exact value once, to nearest even, without
// saturation (overflow gives an infinity, NaN for E4M3), as OpFConvert
// does without SaturatedToLargestFloat8NormalConversionEXT. Integers
// wider than float64's 53-bit significand are left to run time (a second
// rounding); so are conversions between two narrow types whose result
// is not exact.
func ConvertNarrow(op ir.ConvOp, x *ir.Const, to *ir.Type) (*ir.Const, bool) {
	if to.Encoding() == ir.E2M1 {
		return nil, false
	}
	if x.Typ.IsNarrowFloat() {
		v := Float(x)
		if !to.IsNarrowFloat() {
			return Convert(op, &ir.Const{Typ: ir.Float32, Bits: uint64(math.Float32bits(float32(v)))}, to)
		}
		if math.IsNaN(v) {
			return nil, false // the payload is the run time's
		}
		return narrowConst(to, v)
	}
	var v float64
	switch t := x.Typ; t.Kind() {
	case ir.KindFloat:
		v = Float(x)
	case ir.KindInt:
		n := Sext(Bits(x), t.Width())
		if n > 1<<53 || n < -(1<<53) {
			return nil, false
		}
		v = float64(n)
	case ir.KindUint:
		n := Mask(Bits(x), t.Width())
		if n > 1<<53 {
			return nil, false
		}
		v = float64(n)
	case ir.KindBool:
		v = float64(Bits(x) & 1)
	default:
		return nil, false
	}
	return narrowConst(to, v)
}

// narrowConst is v rounded to the narrow float type t; exact when the
// result is finite.
func narrowConst(t *ir.Type, v float64) (*ir.Const, bool) {
	f := map[ir.FloatEncoding]minifloat.Format{ir.BFloat16: minifloat.BFloat16, ir.E4M3: minifloat.E4M3, ir.E5M2: minifloat.E5M2}[t.Encoding()]
	if f == 0 {
		return nil, false
	}
	c := &ir.Const{Typ: t, Bits: uint64(minifloat.FromFloat64(f, v, false))}
	r := minifloat.ToFloat64(f, uint32(c.Bits))
	return c, !math.IsNaN(r) && !math.IsInf(r, 0)
}
