package opt

import (
	"math"

	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/constfold"
)

// Algebraic identities with one constant operand. Each is exact in the
// target's arithmetic: x + 0 and x * 1 for integers; for floats only the
// IEEE identities x + (-0.0), x - 0.0, x * 1.0 and x / 1.0, which give x
// for every x, signed zeros, infinities and NaNs included (x + 0.0 does
// not: -0.0 + 0.0 is +0.0). An operand is dropped only when it is pure.

// allComponents reports whether every scalar component of c (a scalar,
// vector or matrix) satisfies f.
func allComponents(c *ir.Const, f func(*ir.Const) bool) bool {
	if c == nil {
		return false
	}
	if c.Typ.IsScalar() {
		return f(c)
	}
	switch c.Typ.Kind() {
	case ir.KindVector, ir.KindMatrix:
	default:
		return false
	}
	es := constfold.Elems(c)
	if len(es) == 0 {
		return false
	}
	for _, e := range es {
		if !allComponents(e, f) {
			return false
		}
	}
	return true
}

func isInt(v uint64) func(*ir.Const) bool {
	return func(c *ir.Const) bool { return constfold.Bits(c) == constfold.Mask(v, c.Typ.Width()) }
}

func isFloat(v float64) func(*ir.Const) bool {
	return func(c *ir.Const) bool {
		f := constfold.Float(c)
		return f == v && math.Signbit(f) == math.Signbit(v)
	}
}

// identity returns what a binary operation with an identity or absorbing
// constant operand reduces to, or nil.
func identity(e *ir.Binary) ir.Expr {
	x, y := constfold.As(e.X), constfold.As(e.Y)
	// x op k == x
	right := func(f func(*ir.Const) bool) bool { return allComponents(y, f) }
	// k op y == y
	left := func(f func(*ir.Const) bool) bool { return allComponents(x, f) }
	zero, one, ones := isInt(0), isInt(1), isInt(^uint64(0))
	switch e.Op {
	case ir.IAdd, ir.BitOr, ir.BitXor:
		switch {
		case right(zero):
			return e.X
		case left(zero):
			return e.Y
		}
	case ir.ISub, ir.ShiftLeft, ir.ShiftRightLogical, ir.ShiftRightArithmetic:
		if right(zero) && e.X.Type() == e.Type() {
			return e.X
		}
	case ir.IMul:
		switch {
		case right(one):
			return e.X
		case left(one):
			return e.Y
		case right(zero) && pure(e.X):
			return e.Y
		case left(zero) && pure(e.Y):
			return e.X
		}
	case ir.SDiv, ir.UDiv:
		if right(one) {
			return e.X
		}
	case ir.BitAnd:
		switch {
		case right(ones):
			return e.X
		case left(ones):
			return e.Y
		case right(zero) && pure(e.X):
			return e.Y
		case left(zero) && pure(e.Y):
			return e.X
		}
	case ir.FAdd:
		negZero := isFloat(math.Copysign(0, -1))
		switch {
		case right(negZero):
			return e.X
		case left(negZero):
			return e.Y
		}
	case ir.FSub:
		if right(isFloat(0)) {
			return e.X
		}
	case ir.FMul:
		switch {
		case right(isFloat(1)):
			return e.X
		case left(isFloat(1)):
			return e.Y
		}
	case ir.FDiv, ir.VectorTimesScalar, ir.MatrixTimesScalar:
		if right(isFloat(1)) {
			return e.X
		}
	case ir.LogicalAnd, ir.LogicalOr:
		neutral := func(c *ir.Const) bool { return (constfold.Bits(c) != 0) == (e.Op == ir.LogicalAnd) }
		switch {
		case right(neutral):
			return e.X
		case left(neutral):
			return e.Y
		}
	}
	return nil
}
