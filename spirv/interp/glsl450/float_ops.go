package glsl450

import (
	"math"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// evalFloat runs the per-component float instructions.
func evalFloat(op uint32, nargs int, rt Type, ts []Type, args [][]uint64, dst []uint64) error {
	if rt.Kind != Float || rt.isMatrix() {
		return errorf(op, "result must be a float scalar or vector, got %v", rt)
	}
	for i := 0; i < nargs; i++ {
		if t := ts[i]; t.Kind != Float || t.Width != rt.Width || t.isMatrix() {
			return errorf(op, "operand %d has type %v, want the result type %v", i, t, rt)
		}
	}
	n := rt.count()
	st, err := strides(op, nargs, n, ts)
	if err != nil {
		return err
	}
	w := rt.Width
	switch nargs {
	case 1:
		x := args[0]
		for k := 0; k < n; k++ {
			dst[k] = float1(op, w, x[k]&mask(w))
		}
	case 2:
		x, y := args[0], args[1]
		for k := 0; k < n; k++ {
			dst[k] = float2(op, w, x[k*st[0]]&mask(w), y[k*st[1]]&mask(w))
		}
	default:
		x, y, z := args[0], args[1], args[2]
		for k := 0; k < n; k++ {
			dst[k] = float3(op, w, x[k*st[0]]&mask(w), y[k*st[1]]&mask(w), z[k*st[2]]&mask(w))
		}
	}
	return nil
}

// float1 computes a one-operand float instruction on one component.
func float1(op uint32, w int, b uint64) uint64 {
	switch op {
	case spirv.GLSLstd450FAbs:
		return b &^ signBit(w)
	case spirv.GLSLstd450FSign:
		switch x := decodeF(w, b); {
		case x > 0:
			return encodeF(w, 1)
		case x < 0:
			return encodeF(w, -1)
		}
		return b // ±0, NaN
	}
	x := decodeF(w, b)
	var r float64
	switch op {
	case spirv.GLSLstd450Round:
		r = math.Round(x)
	case spirv.GLSLstd450RoundEven:
		r = math.RoundToEven(x)
	case spirv.GLSLstd450Trunc:
		r = math.Trunc(x)
	case spirv.GLSLstd450Floor:
		r = math.Floor(x)
	case spirv.GLSLstd450Ceil:
		r = math.Ceil(x)
	case spirv.GLSLstd450Fract:
		r = x - math.Floor(x)
	case spirv.GLSLstd450Radians:
		r = float64(x * (math.Pi / 180))
	case spirv.GLSLstd450Degrees:
		r = float64(x * (180 / math.Pi))
	case spirv.GLSLstd450Sin:
		r = math.Sin(x)
	case spirv.GLSLstd450Cos:
		r = math.Cos(x)
	case spirv.GLSLstd450Tan:
		r = math.Tan(x)
	case spirv.GLSLstd450Asin:
		r = math.Asin(x)
	case spirv.GLSLstd450Acos:
		r = math.Acos(x)
	case spirv.GLSLstd450Atan:
		r = math.Atan(x)
	case spirv.GLSLstd450Sinh:
		r = math.Sinh(x)
	case spirv.GLSLstd450Cosh:
		r = math.Cosh(x)
	case spirv.GLSLstd450Tanh:
		r = math.Tanh(x)
	case spirv.GLSLstd450Asinh:
		r = math.Asinh(x)
	case spirv.GLSLstd450Acosh:
		r = math.Acosh(x)
	case spirv.GLSLstd450Atanh:
		r = math.Atanh(x)
	case spirv.GLSLstd450Exp:
		r = math.Exp(x)
	case spirv.GLSLstd450Log:
		r = math.Log(x)
	case spirv.GLSLstd450Exp2:
		r = math.Exp2(x)
	case spirv.GLSLstd450Log2:
		r = math.Log2(x)
	case spirv.GLSLstd450Sqrt:
		r = math.Sqrt(x)
	case spirv.GLSLstd450InverseSqrt:
		r = 1 / math.Sqrt(x)
	}
	return encodeF(w, r)
}

// fminBits is FMin: y if y < x, otherwise x.
func fminBits(w int, a, b uint64) uint64 {
	if decodeF(w, b) < decodeF(w, a) {
		return b
	}
	return a
}

// fmaxBits is FMax: y if x < y, otherwise x.
func fmaxBits(w int, a, b uint64) uint64 {
	if decodeF(w, a) < decodeF(w, b) {
		return b
	}
	return a
}

// nminBits is NMin: FMin, except that a NaN operand yields the other one.
func nminBits(w int, a, b uint64) uint64 {
	switch {
	case math.IsNaN(decodeF(w, a)):
		return b
	case math.IsNaN(decodeF(w, b)):
		return a
	}
	return fminBits(w, a, b)
}

// nmaxBits is NMax: FMax, except that a NaN operand yields the other one.
func nmaxBits(w int, a, b uint64) uint64 {
	switch {
	case math.IsNaN(decodeF(w, a)):
		return b
	case math.IsNaN(decodeF(w, b)):
		return a
	}
	return fmaxBits(w, a, b)
}

// fclamp is FClamp on values: min(max(x, lo), hi) with FMin/FMax rules.
func fclamp(x, lo, hi float64) float64 {
	if x < lo {
		x = lo
	}
	if hi < x {
		x = hi
	}
	return x
}

// float2 computes a two-operand float instruction on one component.
func float2(op uint32, w int, a, b uint64) uint64 {
	switch op {
	case spirv.GLSLstd450FMin:
		return fminBits(w, a, b)
	case spirv.GLSLstd450FMax:
		return fmaxBits(w, a, b)
	case spirv.GLSLstd450NMin:
		return nminBits(w, a, b)
	case spirv.GLSLstd450NMax:
		return nmaxBits(w, a, b)
	}
	x, y := decodeF(w, a), decodeF(w, b)
	var r float64
	switch op {
	case spirv.GLSLstd450Step: // Step(edge, x)
		r = 1
		if y < x {
			r = 0
		}
	case spirv.GLSLstd450Atan2: // Atan2(y, x)
		r = math.Atan2(x, y)
	case spirv.GLSLstd450Pow:
		r = math.Pow(x, y)
	}
	return encodeF(w, r)
}

// float3 computes a three-operand float instruction on one component.
func float3(op uint32, w int, a, b, c uint64) uint64 {
	switch op {
	case spirv.GLSLstd450FClamp:
		return fminBits(w, fmaxBits(w, a, b), c)
	case spirv.GLSLstd450NClamp:
		return nminBits(w, nmaxBits(w, a, b), c)
	}
	x, y, z := decodeF(w, a), decodeF(w, b), decodeF(w, c)
	var r float64
	switch op {
	case spirv.GLSLstd450FMix: // x*(1-a) + y*a
		r = add(w, mul(w, x, sub(w, 1, z)), mul(w, y, z))
	case spirv.GLSLstd450SmoothStep: // SmoothStep(edge0, edge1, x)
		t := fclamp(div(w, sub(w, z, x), sub(w, y, x)), 0, 1)
		r = mul(w, mul(w, t, t), sub(w, 3, mul(w, 2, t)))
	case spirv.GLSLstd450Fma:
		r = fma(w, x, y, z)
	}
	return encodeF(w, r)
}
