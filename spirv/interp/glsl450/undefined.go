package glsl450

import (
	"fmt"
	"math"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// Undefined says why the instruction op is undefined for these operands
// (one invocation's values, as Eval takes them), or returns "". It covers
// the GLSL.std.450 domains the specification leaves undefined: clamps
// with minVal > maxVal, SmoothStep with edge0 >= edge1, Sqrt and Log and
// Log2 and InverseSqrt outside their domains, Pow of a negative base or of
// zero to a non-positive power, Asin/Acos of |x| > 1, Acosh(x < 1),
// Atanh(|x| >= 1) and Atan2(0, 0). The message also says what Eval gives
// (the choices in Eval's documentation).
func Undefined(op uint32, argTypes []Type, args [][]uint64) string {
	if len(args) != len(argTypes) || len(args) == 0 {
		return ""
	}
	n := argTypes[0].count()
	for _, t := range argTypes {
		n = max(n, t.count())
	}
	// f reads component k of operand i as a float (a scalar operand
	// standing for a vector repeats).
	f := func(i, k int) float64 {
		a := args[i]
		if len(a) == 0 {
			return math.NaN()
		}
		return decodeF(argTypes[i].Width, a[k%len(a)])
	}
	u := func(i, k int) uint64 {
		a := args[i]
		if len(a) == 0 {
			return 0
		}
		return a[k%len(a)] & mask(argTypes[i].Width)
	}
	s := func(i, k int) int64 { return int64(sext(u(i, k), argTypes[i].Width)) }
	name := "GLSL.std.450 instruction"
	if info, ok := spirv.GLSLstd450Info(op); ok {
		name = info.Name
	}
	for k := 0; k < n; k++ {
		var why string
		switch op {
		case spirv.GLSLstd450FClamp, spirv.GLSLstd450NClamp:
			if len(args) == 3 && f(1, k) > f(2, k) {
				why = fmt.Sprintf("minVal %v > maxVal %v (maxVal here)", f(1, k), f(2, k))
			}
		case spirv.GLSLstd450UClamp:
			if len(args) == 3 && u(1, k) > u(2, k) {
				why = fmt.Sprintf("minVal %d > maxVal %d (maxVal here)", u(1, k), u(2, k))
			}
		case spirv.GLSLstd450SClamp:
			if len(args) == 3 && s(1, k) > s(2, k) {
				why = fmt.Sprintf("minVal %d > maxVal %d (maxVal here)", s(1, k), s(2, k))
			}
		case spirv.GLSLstd450SmoothStep:
			if len(args) == 3 && f(0, k) >= f(1, k) {
				why = fmt.Sprintf("edge0 %v >= edge1 %v (the formula's value here)", f(0, k), f(1, k))
			}
		case spirv.GLSLstd450Sqrt:
			if x := f(0, k); x < 0 {
				why = fmt.Sprintf("of %v < 0 (NaN here)", x)
			}
		case spirv.GLSLstd450InverseSqrt:
			if x := f(0, k); x <= 0 {
				why = fmt.Sprintf("of %v <= 0 (±Inf or NaN here)", x)
			}
		case spirv.GLSLstd450Log, spirv.GLSLstd450Log2:
			if x := f(0, k); x <= 0 {
				why = fmt.Sprintf("of %v <= 0 (-Inf or NaN here)", x)
			}
		case spirv.GLSLstd450Pow:
			if len(args) == 2 {
				if x, y := f(0, k), f(1, k); x < 0 || x == 0 && y <= 0 {
					why = fmt.Sprintf("of %v to the %v (IEEE pow here)", x, y)
				}
			}
		case spirv.GLSLstd450Asin, spirv.GLSLstd450Acos:
			if x := f(0, k); math.Abs(x) > 1 {
				why = fmt.Sprintf("of %v, |x| > 1 (NaN here)", x)
			}
		case spirv.GLSLstd450Acosh:
			if x := f(0, k); x < 1 {
				why = fmt.Sprintf("of %v < 1 (NaN here)", x)
			}
		case spirv.GLSLstd450Atanh:
			if x := f(0, k); math.Abs(x) >= 1 {
				why = fmt.Sprintf("of %v, |x| >= 1 (±Inf or NaN here)", x)
			}
		case spirv.GLSLstd450Atan2:
			if len(args) == 2 && f(0, k) == 0 && f(1, k) == 0 {
				why = "of y = 0, x = 0 (IEEE atan2 here)"
			}
		default:
			return ""
		}
		if why != "" {
			if n > 1 {
				return fmt.Sprintf("%s component %d %s: the result is undefined", name, k, why)
			}
			return fmt.Sprintf("%s %s: the result is undefined", name, why)
		}
	}
	return ""
}
