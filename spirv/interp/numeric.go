package interp

import (
	"math"
	"math/bits"

	"github.com/glslc-nv/glslc-nv/internal/f16"
)

// Values live in registers as uint64 bit patterns, zero-extended from their
// width: integers in their low w bits, float32 bits in the low 32, float16
// bits in the low 16, bools as 0 or 1.

func wmask(w int) uint64 {
	if w >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(w) - 1
}

func sext(v uint64, w int) int64 {
	s := uint(64 - w)
	return int64(v<<s) >> s
}

// fget reads a float of width w as float64.
func fget(v uint64, w int) float64 {
	switch w {
	case 32:
		return float64(math.Float32frombits(uint32(v)))
	case 64:
		return math.Float64frombits(v)
	default:
		return f16.ToFloat64(uint16(v))
	}
}

// fput rounds x to a float of width w.
func fput(x float64, w int) uint64 {
	switch w {
	case 32:
		return uint64(math.Float32bits(float32(x)))
	case 64:
		return math.Float64bits(x)
	default:
		return uint64(f16.FromFloat64(x))
	}
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// Integer division and shifts. Decisions (undefined in SPIR-V):
// division by zero gives all ones (UDiv, SDiv) and the dividend (UMod,
// SRem, SMod); the most negative value divided by -1 wraps; shift counts
// are taken modulo the width.

func udiv(a, b uint64, w int) uint64 {
	if b == 0 {
		return wmask(w)
	}
	return a / b
}

func umod(a, b uint64) uint64 {
	if b == 0 {
		return a
	}
	return a % b
}

func sdiv(a, b uint64, w int) uint64 {
	x, y := sext(a, w), sext(b, w)
	if y == 0 {
		return wmask(w)
	}
	if y == -1 {
		return uint64(-x) & wmask(w)
	}
	return uint64(x/y) & wmask(w)
}

func srem(a, b uint64, w int) uint64 {
	x, y := sext(a, w), sext(b, w)
	if y == 0 {
		return a
	}
	if y == -1 {
		return 0
	}
	return uint64(x%y) & wmask(w)
}

func smod(a, b uint64, w int) uint64 {
	x, y := sext(a, w), sext(b, w)
	if y == 0 {
		return a
	}
	if y == -1 {
		return 0
	}
	r := x % y
	if r != 0 && (r < 0) != (y < 0) {
		r += y
	}
	return uint64(r) & wmask(w)
}

// f2i converts a float to an integer of width w, saturating (Decision:
// out-of-range values clamp to the type's range, NaN gives 0).
func f2i(x float64, w int, signed bool) uint64 {
	if math.IsNaN(x) {
		return 0
	}
	x = math.Trunc(x)
	if signed {
		lo := -math.Ldexp(1, w-1)
		hi := math.Ldexp(1, w-1)
		if x < lo {
			return uint64(1) << uint(w-1)
		}
		if x >= hi {
			return wmask(w - 1)
		}
		return uint64(int64(x)) & wmask(w)
	}
	if x <= 0 {
		return 0
	}
	if x >= math.Ldexp(1, w) {
		return wmask(w)
	}
	return uint64(x)
}

// i2f converts an integer to a float of width w (rounding to nearest).
func i2f(v uint64, sw int, signed bool, w int) uint64 {
	if signed {
		x := sext(v, sw)
		if w == 16 {
			return uint64(f16.FromFloat64(float64(x))) // int->float64 may round, but only above 2^53, far past half's range
		}
		if w == 32 {
			return uint64(math.Float32bits(float32(x)))
		}
		return math.Float64bits(float64(x))
	}
	if w == 32 {
		return uint64(math.Float32bits(float32(v)))
	}
	if w == 16 {
		return uint64(f16.FromFloat64(float64(v)))
	}
	return math.Float64bits(float64(v))
}

func bitReverse(v uint64, w int) uint64 {
	return bits.Reverse64(v) >> uint(64-w)
}

func fmod(x, y float64) float64 { // GLSL mod: x - y*floor(x/y), sign of y
	r := math.Mod(x, y)
	if r != 0 && (r < 0) != (y < 0) {
		r += y
	}
	return r
}
