package glsl450

import (
	"github.com/glslc-nv/glslc-nv/spirv"
)

// category groups instructions that share operand rules and a loop.
type category uint8

const (
	catNone   category = iota
	catF               // per-component float, all operands the result type
	catI               // per-component integer, all operands the result's shape
	catLdexp           // float x, integer exp
	catOutPtr          // Modf, Frexp: second result through a pointer
	catStruct          // ModfStruct, FrexpStruct
	catMatrix          // Determinant, MatrixInverse
	catPack            // float vector -> 32-bit integer
	catUnpack          // 32-bit integer -> float vector
	catDouble          // PackDouble2x32, UnpackDouble2x32
	catGeom            // Length ... Refract
	catInterp          // InterpolateAt*: fragment only
)

type opInfo struct {
	cat   category
	nargs int // value operands (pointer operands excluded)
}

var opTable = [...]opInfo{
	spirv.GLSLstd450Round:                 {catF, 1},
	spirv.GLSLstd450RoundEven:             {catF, 1},
	spirv.GLSLstd450Trunc:                 {catF, 1},
	spirv.GLSLstd450FAbs:                  {catF, 1},
	spirv.GLSLstd450SAbs:                  {catI, 1},
	spirv.GLSLstd450FSign:                 {catF, 1},
	spirv.GLSLstd450SSign:                 {catI, 1},
	spirv.GLSLstd450Floor:                 {catF, 1},
	spirv.GLSLstd450Ceil:                  {catF, 1},
	spirv.GLSLstd450Fract:                 {catF, 1},
	spirv.GLSLstd450Radians:               {catF, 1},
	spirv.GLSLstd450Degrees:               {catF, 1},
	spirv.GLSLstd450Sin:                   {catF, 1},
	spirv.GLSLstd450Cos:                   {catF, 1},
	spirv.GLSLstd450Tan:                   {catF, 1},
	spirv.GLSLstd450Asin:                  {catF, 1},
	spirv.GLSLstd450Acos:                  {catF, 1},
	spirv.GLSLstd450Atan:                  {catF, 1},
	spirv.GLSLstd450Sinh:                  {catF, 1},
	spirv.GLSLstd450Cosh:                  {catF, 1},
	spirv.GLSLstd450Tanh:                  {catF, 1},
	spirv.GLSLstd450Asinh:                 {catF, 1},
	spirv.GLSLstd450Acosh:                 {catF, 1},
	spirv.GLSLstd450Atanh:                 {catF, 1},
	spirv.GLSLstd450Atan2:                 {catF, 2},
	spirv.GLSLstd450Pow:                   {catF, 2},
	spirv.GLSLstd450Exp:                   {catF, 1},
	spirv.GLSLstd450Log:                   {catF, 1},
	spirv.GLSLstd450Exp2:                  {catF, 1},
	spirv.GLSLstd450Log2:                  {catF, 1},
	spirv.GLSLstd450Sqrt:                  {catF, 1},
	spirv.GLSLstd450InverseSqrt:           {catF, 1},
	spirv.GLSLstd450Determinant:           {catMatrix, 1},
	spirv.GLSLstd450MatrixInverse:         {catMatrix, 1},
	spirv.GLSLstd450Modf:                  {catOutPtr, 1},
	spirv.GLSLstd450ModfStruct:            {catStruct, 1},
	spirv.GLSLstd450FMin:                  {catF, 2},
	spirv.GLSLstd450UMin:                  {catI, 2},
	spirv.GLSLstd450SMin:                  {catI, 2},
	spirv.GLSLstd450FMax:                  {catF, 2},
	spirv.GLSLstd450UMax:                  {catI, 2},
	spirv.GLSLstd450SMax:                  {catI, 2},
	spirv.GLSLstd450FClamp:                {catF, 3},
	spirv.GLSLstd450UClamp:                {catI, 3},
	spirv.GLSLstd450SClamp:                {catI, 3},
	spirv.GLSLstd450FMix:                  {catF, 3},
	spirv.GLSLstd450IMix:                  {catI, 3},
	spirv.GLSLstd450Step:                  {catF, 2},
	spirv.GLSLstd450SmoothStep:            {catF, 3},
	spirv.GLSLstd450Fma:                   {catF, 3},
	spirv.GLSLstd450Frexp:                 {catOutPtr, 1},
	spirv.GLSLstd450FrexpStruct:           {catStruct, 1},
	spirv.GLSLstd450Ldexp:                 {catLdexp, 2},
	spirv.GLSLstd450PackSnorm4x8:          {catPack, 1},
	spirv.GLSLstd450PackUnorm4x8:          {catPack, 1},
	spirv.GLSLstd450PackSnorm2x16:         {catPack, 1},
	spirv.GLSLstd450PackUnorm2x16:         {catPack, 1},
	spirv.GLSLstd450PackHalf2x16:          {catPack, 1},
	spirv.GLSLstd450PackDouble2x32:        {catDouble, 1},
	spirv.GLSLstd450UnpackSnorm2x16:       {catUnpack, 1},
	spirv.GLSLstd450UnpackUnorm2x16:       {catUnpack, 1},
	spirv.GLSLstd450UnpackHalf2x16:        {catUnpack, 1},
	spirv.GLSLstd450UnpackSnorm4x8:        {catUnpack, 1},
	spirv.GLSLstd450UnpackUnorm4x8:        {catUnpack, 1},
	spirv.GLSLstd450UnpackDouble2x32:      {catDouble, 1},
	spirv.GLSLstd450Length:                {catGeom, 1},
	spirv.GLSLstd450Distance:              {catGeom, 2},
	spirv.GLSLstd450Cross:                 {catGeom, 2},
	spirv.GLSLstd450Normalize:             {catGeom, 1},
	spirv.GLSLstd450FaceForward:           {catGeom, 3},
	spirv.GLSLstd450Reflect:               {catGeom, 2},
	spirv.GLSLstd450Refract:               {catGeom, 3},
	spirv.GLSLstd450FindILsb:              {catI, 1},
	spirv.GLSLstd450FindSMsb:              {catI, 1},
	spirv.GLSLstd450FindUMsb:              {catI, 1},
	spirv.GLSLstd450InterpolateAtCentroid: {catInterp, 1},
	spirv.GLSLstd450InterpolateAtSample:   {catInterp, 2},
	spirv.GLSLstd450InterpolateAtOffset:   {catInterp, 2},
	spirv.GLSLstd450NMin:                  {catF, 2},
	spirv.GLSLstd450NMax:                  {catF, 2},
	spirv.GLSLstd450NClamp:                {catF, 3},
}

// Supported reports whether Eval computes instruction op: every
// GLSL.std.450 instruction except the InterpolateAt* ones, which have no
// meaning in a compute shader.
func Supported(op uint32) bool {
	if op >= uint32(len(opTable)) {
		return false
	}
	c := opTable[op].cat
	return c != catNone && c != catInterp
}

// Eval computes GLSL.std.450 instruction op for one invocation.
//
// Each argument is given as its components' raw bit patterns, one uint64 per
// component (see the package comment), matrices column-major
// (col*Comps + row). Pointer operands (the i of Modf, the exp of Frexp) are
// not passed: Eval returns the value to store through the pointer in out2
// and the core performs the store. For those two instructions argTypes may
// carry a second entry, the pointee type; without it Modf's is the type of
// x and Frexp's a 32-bit signed integer with the components of x (out2 is
// then sign-extended, right for any pointee width). dst receives the result
// components; for struct results the members' components are concatenated
// in member order. dst (and out2 where used) must hold at least the result's
// component count; only that prefix is written.
//
// Eval returns an error only for an unknown instruction, the InterpolateAt*
// instructions (wrapping ErrNotCompute), or malformed operands: a wrong
// operand count, an invalid or mismatched type, or a slice too short. It
// never panics and, for valid input, does not allocate.
//
// Types are checked as the specification states them, with these
// relaxations (spirv-val rejects all of them): in instructions with several
// per-component operands, a scalar operand may stand for a vector of the
// result's size (clamp(v, 0.0, 1.0), mix(x, y, a), step(edge, v) written
// without the splat); the float-only functions restricted to 16 and 32 bits
// (Sin ... Atanh, Pow, Exp, Log, Exp2, Log2) also take float64; FindSMsb and
// FindUMsb take any integer width; the pack and unpack instructions take
// floats of any width (the integer side must be 32-bit; the products
// c*127 ... c*65535 are rounded to at least float32, PackHalf2x16 rounds
// straight from the operand to half); Ldexp's exponent may be any integer
// width and is read as signed; Refract's eta may be any float width and is
// first rounded to the width of I; Bool widths are ignored.
//
// Choices where the specification leaves the result to the implementation
// or undefined:
//   - Round rounds halves away from zero; so do the pack instructions'
//     round().
//   - FSign of ±0 returns that zero, of a NaN that NaN.
//   - FMin, FMax and FClamp follow their formulas literally: FMin(x, y) is
//     y < x ? y : x, so FMin(NaN, 1) = NaN and FMin(1, NaN) = 1, and
//     FMin(+0, -0) = +0. Step(edge, NaN) = 1.0.
//   - Clamps with minVal > maxVal give min(max(x, minVal), maxVal), i.e.
//     maxVal. SmoothStep with edge0 >= edge1 gives the formula's value
//     (NaN when edge0 == edge1).
//   - Sqrt, Log, Log2 of negatives, Asin/Acos of |x| > 1, Acosh(x < 1):
//     NaN. Log(0) = -Inf, InverseSqrt(±0) = ±Inf, Atanh(±1) = ±Inf.
//     Atan2(±0, ±0) follows IEEE atan2 (±0 or ±π).
//   - Pow follows IEEE 754 pow: Pow(-8, 1/3) = NaN but Pow(-2, 3) = -8;
//     Pow(0, y < 0) = +Inf, Pow(x, 0) = 1.
//   - Fract(x) = x - floor(x) as written, so Fract(-1e-10) rounds to 1.0 in
//     float32 and Fract(±Inf) = NaN.
//   - Modf: both parts carry the sign of x (Modf(-2) = -0 and -2); for ±Inf
//     the fraction is ±0 and the whole part ±Inf; a NaN gives NaN for both.
//   - Frexp of ±0 gives ±0 and exponent 0; of ±Inf or NaN, x itself and
//     exponent 0.
//   - Ldexp rounds correctly, overflowing to ±Inf and underflowing through
//     subnormals to ±0 (no flush to zero).
//   - FMix(x, y, a) = x*(1-a) + y*a literally, so FMix(1, Inf, 0) = NaN.
//   - IMix, reserved in the specification, is the integer version of FMix:
//     x + (y-x)*a modulo 2^width (a may also be a Bool: a ? y : x).
//   - MatrixInverse of a singular matrix divides by a zero determinant:
//     ±Inf and NaN entries. Normalize of a zero vector is NaN.
//   - Pack: NaN packs as 0. PackHalf2x16 rounds to nearest even, overflows
//     to ±Inf, keeps subnormals and NaNs. UnpackHalf2x16 keeps subnormals.
//   - PackDouble2x32 keeps every bit, NaN payloads included.
//   - SAbs of the most negative integer is itself.
//   - Scalar Length is sqrt(x*x), as written (it overflows as that does).
func Eval(op uint32, res Result, argTypes []Type, args [][]uint64, dst []uint64, out2 []uint64) error {
	if op >= uint32(len(opTable)) || opTable[op].cat == catNone {
		return errorf(op, "unknown GLSL.std.450 instruction")
	}
	info := opTable[op]
	if info.cat == catInterp {
		return &Error{Op: op, Err: ErrNotCompute}
	}
	na, nt := len(args), len(argTypes)
	if info.cat == catOutPtr {
		// Tolerate a placeholder for the pointer operand and the pointee type.
		if na > 2 || nt > 2 {
			return errorf(op, "want 1 value operand, got %d", na)
		}
	} else if na != info.nargs || nt != info.nargs {
		return errorf(op, "want %d operands, got %d values and %d types", info.nargs, na, nt)
	}
	if na < info.nargs || nt < info.nargs {
		return errorf(op, "want %d operands, got %d values and %d types", info.nargs, na, nt)
	}
	for i := 0; i < info.nargs; i++ {
		t := argTypes[i]
		if !t.valid() {
			return errorf(op, "operand %d has invalid type %+v", i, t)
		}
		if len(args[i]) < t.count() {
			return errorf(op, "operand %d has %d components, its type %v needs %d", i, len(args[i]), t, t.count())
		}
	}
	if info.cat == catStruct {
		if len(res.Members) != 2 {
			return errorf(op, "result must be a struct of 2 members, got %d", len(res.Members))
		}
		for i, m := range res.Members {
			if !m.valid() {
				return errorf(op, "result member %d has invalid type %+v", i, m)
			}
		}
	} else {
		if len(res.Members) != 0 {
			return errorf(op, "result must not be a struct")
		}
		if !res.Type.valid() {
			return errorf(op, "invalid result type %+v", res.Type)
		}
		if len(dst) < res.Type.count() {
			return errorf(op, "dst has %d components, the result needs %d", len(dst), res.Type.count())
		}
	}
	switch info.cat {
	case catF:
		return evalFloat(op, info.nargs, res.Type, argTypes, args, dst)
	case catI:
		return evalInt(op, info.nargs, res.Type, argTypes, args, dst)
	case catLdexp:
		return evalLdexp(op, res.Type, argTypes, args, dst)
	case catOutPtr, catStruct:
		return evalSplit(op, res, argTypes, args, dst, out2)
	case catMatrix:
		return evalMatrix(op, res.Type, argTypes[0], args[0], dst)
	case catPack:
		return evalPack(op, res.Type, argTypes[0], args[0], dst)
	case catUnpack:
		return evalUnpack(op, res.Type, argTypes[0], args[0], dst)
	case catDouble:
		return evalDouble(op, res.Type, argTypes[0], args[0], dst)
	case catGeom:
		return evalGeom(op, res.Type, argTypes, args, dst)
	}
	return errorf(op, "unknown GLSL.std.450 instruction")
}

// strides checks the per-component operands of a catF or catI instruction
// against a result of n components and returns each operand's stride: 1, or
// 0 for a scalar standing for a vector.
func strides(op uint32, nargs, n int, ts []Type) (st [3]int, err error) {
	for i := 0; i < nargs; i++ {
		switch c := ts[i].count(); {
		case c == n:
			st[i] = 1
		case c == 1 && nargs > 1:
			st[i] = 0
		default:
			return st, errorf(op, "operand %d has %d components, the result %d", i, c, n)
		}
	}
	return st, nil
}
