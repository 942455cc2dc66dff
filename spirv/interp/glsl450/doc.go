// Package glsl450 owns the exact semantics of the GLSL.std.450 extended
// instruction set (Khronos "GLSL.std.450", version 1.00) for the reference
// interpreter: Eval computes one instruction for one invocation from the raw
// bit patterns of its operands, and the interpreter core (spirv/interp) does
// everything else (decoding, pointer stores, memory). Values travel as one
// uint64 per component: floats are their IEEE bit patterns in the low 16, 32
// or 64 bits, integers their two's-complement bits. On input only the low
// Width bits are read, so sign-extended and zero-extended integers are both
// accepted; on output floats, unsigned integers and booleans are
// zero-extended, and signed integers (Kind SInt) are sign-extended to 64 bits.
//
// Arithmetic follows the operand's precision: every elementary operation of
// a formula the specification gives (mix, smoothstep, length, cross,
// determinant, refract, ...) is rounded to the operand width, round to
// nearest even, so float16 and float32 behave as they would on hardware
// without fused operations; Fma is a single correctly rounded operation at
// every width. Decision: Determinant and MatrixInverse of float16 matrices
// are the exception; they are computed in float64 and each result is
// rounded once to half (see matrixWidth), because rounding each step of
// a cofactor expansion to half misses the Vulkan CTS tolerances. Float16 is computed through float64 rather than float32: for
// the elementary operations the result is the same correctly rounded half,
// and transcendental functions (computed in float64 at every width) are
// rounded only once, straight to the operand width. Where the specification leaves a result
// undefined (Sqrt or Log of a negative, Pow of a negative base, clamp with
// minVal > maxVal, Atan2(0, 0), a singular MatrixInverse, ...) Eval returns
// what IEEE 754 arithmetic on the specification's formula gives; the choices
// are listed on Eval.
package glsl450
