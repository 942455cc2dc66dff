package glsl450

import (
	"math/bits"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// encInt returns the canonical pattern of integer v in type t:
// sign-extended for SInt, zero-extended otherwise (Bool: 0 or 1).
func encInt(t Type, v uint64) uint64 {
	switch t.Kind {
	case SInt:
		return sext(v, t.Width)
	case Bool:
		if v != 0 {
			return 1
		}
		return 0
	}
	return v & mask(t.Width)
}

// evalInt runs the per-component integer instructions.
func evalInt(op uint32, nargs int, rt Type, ts []Type, args [][]uint64, dst []uint64) error {
	if !rt.isInt() || rt.isMatrix() {
		return errorf(op, "result must be an integer scalar or vector, got %v", rt)
	}
	w := rt.Width
	for i := 0; i < nargs; i++ {
		t := ts[i]
		if op == spirv.GLSLstd450IMix && i == 2 && t.Kind == Bool {
			continue
		}
		if !t.isInt() || t.Width != w || t.isMatrix() {
			return errorf(op, "operand %d has type %v, want an integer of the result's width %d", i, t, w)
		}
	}
	n := rt.count()
	st, err := strides(op, nargs, n, ts)
	if err != nil {
		return err
	}
	switch nargs {
	case 1:
		x := args[0]
		for k := 0; k < n; k++ {
			dst[k] = encInt(rt, int1(op, w, x[k]&mask(w)))
		}
	case 2:
		x, y := args[0], args[1]
		for k := 0; k < n; k++ {
			dst[k] = encInt(rt, int2(op, w, x[k*st[0]]&mask(w), y[k*st[1]]&mask(w)))
		}
	default:
		x, y, z := args[0], args[1], args[2]
		isBool := ts[2].Kind == Bool
		for k := 0; k < n; k++ {
			c := z[k*st[2]] & mask(w)
			if isBool { // IMix with a Bool selector: false 0, true 1
				c = encInt(ts[2], z[k*st[2]])
			}
			dst[k] = encInt(rt, int3(op, w, x[k*st[0]]&mask(w), y[k*st[1]]&mask(w), c))
		}
	}
	return nil
}

// int1 computes a one-operand integer instruction on one component given
// as its low w bits; the result is in the low bits (or all ones for -1).
func int1(op uint32, w int, u uint64) uint64 {
	s := int64(sext(u, w))
	switch op {
	case spirv.GLSLstd450SAbs:
		if s < 0 {
			s = -s
		}
		return uint64(s)
	case spirv.GLSLstd450SSign:
		switch {
		case s > 0:
			return 1
		case s < 0:
			return ^uint64(0)
		}
		return 0
	case spirv.GLSLstd450FindILsb:
		if u == 0 {
			return ^uint64(0)
		}
		return uint64(bits.TrailingZeros64(u))
	case spirv.GLSLstd450FindSMsb:
		if s < 0 {
			s = ^s
		}
		if s == 0 {
			return ^uint64(0)
		}
		return uint64(63 - bits.LeadingZeros64(uint64(s)))
	case spirv.GLSLstd450FindUMsb:
		if u == 0 {
			return ^uint64(0)
		}
		return uint64(63 - bits.LeadingZeros64(u))
	}
	return 0
}

func umin(a, b uint64) uint64 {
	if b < a {
		return b
	}
	return a
}

func umax(a, b uint64) uint64 {
	if a < b {
		return b
	}
	return a
}

func smin(w int, a, b uint64) uint64 {
	if int64(sext(b, w)) < int64(sext(a, w)) {
		return b
	}
	return a
}

func smax(w int, a, b uint64) uint64 {
	if int64(sext(a, w)) < int64(sext(b, w)) {
		return b
	}
	return a
}

// int2 computes a two-operand integer instruction on one component.
func int2(op uint32, w int, a, b uint64) uint64 {
	switch op {
	case spirv.GLSLstd450UMin:
		return umin(a, b)
	case spirv.GLSLstd450UMax:
		return umax(a, b)
	case spirv.GLSLstd450SMin:
		return smin(w, a, b)
	case spirv.GLSLstd450SMax:
		return smax(w, a, b)
	}
	return 0
}

// int3 computes a three-operand integer instruction on one component.
func int3(op uint32, w int, a, b, c uint64) uint64 {
	switch op {
	case spirv.GLSLstd450UClamp:
		return umin(umax(a, b), c)
	case spirv.GLSLstd450SClamp:
		return smin(w, smax(w, a, b), c)
	case spirv.GLSLstd450IMix:
		return a + (b-a)*c
	}
	return 0
}
