package opt

import "github.com/glslc-nv/glslc-nv/spirv"

// identity folds a 32-bit scalar integer operation with one constant
// operand (or both operands the same value) whose result does not depend
// on the other: x + 0, x - 0, x - x, x * 1, x * 0, x & 0, x & ~0, x & x,
// x | 0, x | ~0, x | x, x ^ 0, x ^ x, shifts by 0 and shifts of 0 (and
// an arithmetic shift of ~0), x / 1, 0 / y, x % 1 and 0 % y (a division
// by zero is undefined, so 0 is as good a result as any). The result is
// the other operand only when its type is the result type (integer
// operations may mix signedness). It is the id of the result, or 0.
func (k *constants) identity(m *Module, in *Inst) uint32 {
	if in.NumRefs() != 2 {
		return 0
	}
	typ := in.Type()
	if t := k.defs[typ]; t == nil || t.Op != spirv.OpTypeInt || t.Words[2] != 32 {
		return 0 // a vector, or another width
	}
	x, y := in.Ref(0), in.Ref(1)
	a, _, aok := k.intValue(x)
	b, _, bok := k.intValue(y)
	keep := func(id uint32) uint32 { // id, when it has the result type
		if k.typeOf(id) == typ {
			return id
		}
		return 0
	}
	c := func(v uint32) uint32 { return k.intConst(m, typ, v) }
	const ones = ^uint32(0)
	switch in.Op {
	case spirv.OpIAdd:
		switch {
		case aok && a == 0:
			return keep(y)
		case bok && b == 0:
			return keep(x)
		}
	case spirv.OpISub:
		switch {
		case bok && b == 0:
			return keep(x)
		case x == y:
			return c(0)
		}
	case spirv.OpIMul:
		switch {
		case aok && a == 0, bok && b == 0:
			return c(0)
		case aok && a == 1:
			return keep(y)
		case bok && b == 1:
			return keep(x)
		}
	case spirv.OpBitwiseAnd:
		switch {
		case aok && a == 0, bok && b == 0:
			return c(0)
		case aok && a == ones:
			return keep(y)
		case bok && b == ones, x == y:
			return keep(x)
		}
	case spirv.OpBitwiseOr:
		switch {
		case aok && a == ones, bok && b == ones:
			return c(ones)
		case aok && a == 0:
			return keep(y)
		case bok && b == 0, x == y:
			return keep(x)
		}
	case spirv.OpBitwiseXor:
		switch {
		case aok && a == 0:
			return keep(y)
		case bok && b == 0:
			return keep(x)
		case x == y:
			return c(0)
		}
	case spirv.OpShiftLeftLogical, spirv.OpShiftRightLogical, spirv.OpShiftRightArithmetic:
		switch {
		case bok && b == 0:
			return keep(x)
		case aok && a == 0:
			return c(0)
		case aok && a == ones && in.Op == spirv.OpShiftRightArithmetic:
			return c(ones)
		}
	case spirv.OpUDiv, spirv.OpSDiv:
		switch {
		case bok && b == 1:
			return keep(x)
		case aok && a == 0:
			return c(0)
		}
	case spirv.OpUMod, spirv.OpSRem, spirv.OpSMod:
		if bok && b == 1 || aok && a == 0 {
			return c(0)
		}
	}
	return 0
}
