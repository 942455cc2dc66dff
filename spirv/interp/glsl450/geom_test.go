package glsl450

import "testing"

// Matrices are written column by column.
var matrixCases = []tcase{
	// rows [[4,3],[2,2]]: 8 - 6.
	gen(Determinant, "2x2", F32(1), []Type{Mat(32, 2)}, [][]uint64{f(4, 2, 3, 2)}, f(2)),
	// rows [[1,2,3],[0,1,4],[5,6,0]]: -24 + 40 - 15.
	gen(Determinant, "3x3", F32(1), []Type{Mat(32, 3)}, [][]uint64{f(1, 0, 5, 2, 1, 6, 3, 4, 0)}, f(1)),
	gen(Determinant, "3x3 singular", F32(1), []Type{Mat(32, 3)}, [][]uint64{f(1, 4, 7, 2, 5, 8, 3, 6, 9)}, f(0)),
	// rows [[2,1,0,3],[4,5,1,8],[6,15,5,18],[2,7,5,14]] = L*U with unit
	// lower-triangular L and diag(U) = 2,3,1,4.
	gen(Determinant, "4x4", F32(1), []Type{Mat(32, 4)}, [][]uint64{f(2, 4, 6, 2, 1, 5, 15, 7, 0, 1, 5, 5, 3, 8, 18, 14)}, f(24)),
	// The same with rows 0 and 1 swapped.
	gen(Determinant, "4x4 rows swapped", F32(1), []Type{Mat(32, 4)}, [][]uint64{f(4, 2, 6, 2, 5, 1, 15, 7, 1, 0, 5, 5, 8, 3, 18, 14)}, f(-24)),
	gen(Determinant, "f64 4x4", F64(1), []Type{Mat(64, 4)}, [][]uint64{d(2, 4, 6, 2, 1, 5, 15, 7, 0, 1, 5, 5, 3, 8, 18, 14)}, d(24)),
	gen(Determinant, "f16 3x3", F16(1), []Type{Mat(16, 3)},
		[][]uint64{h(0x3c00, 0, 0x4500, 0x4000, 0x3c00, 0x4600, 0x4200, 0x4400, 0)}, h(0x3c00)),
	gen(Determinant, "diagonal inf", F32(1), []Type{Mat(32, 2)}, [][]uint64{b(inf32, 0, 0, 0x3f800000)}, b(inf32)),
	// rows [[inf,0],[1,0]]: inf*0 - 0*1.
	gen(Determinant, "inf times 0", F32(1), []Type{Mat(32, 2)}, [][]uint64{b(inf32, 0x3f800000, 0, 0)}, b(nan32)),

	// inverse of rows [[4,3],[2,2]] is rows [[1,-1.5],[-1,2]].
	{op: MatrixInverse, name: "2x2", res: r(Mat(32, 2)), types: []Type{Mat(32, 2)}, args: [][]uint64{f(4, 2, 3, 2)},
		want: f(1, -1, -1.5, 2), signless: true},
	// inverse of rows [[1,2,3],[0,1,4],[5,6,0]] is rows
	// [[-24,18,5],[20,-15,-4],[-5,4,1]].
	{op: MatrixInverse, name: "3x3", res: r(Mat(32, 3)), types: []Type{Mat(32, 3)}, args: [][]uint64{f(1, 0, 5, 2, 1, 6, 3, 4, 0)},
		want: f(-24, 20, -5, 18, -15, 4, 5, -4, 1), signless: true},
	{op: MatrixInverse, name: "f64 3x3", res: r(Mat(64, 3)), types: []Type{Mat(64, 3)}, args: [][]uint64{d(1, 0, 5, 2, 1, 6, 3, 4, 0)},
		want: d(-24, 20, -5, 18, -15, 4, 5, -4, 1), signless: true},
	// inverse of the unit lower-triangular rows
	// [[1,0,0,0],[2,1,0,0],[3,4,1,0],[1,2,3,1]] is rows
	// [[1,0,0,0],[-2,1,0,0],[5,-4,1,0],[-12,10,-3,1]].
	{op: MatrixInverse, name: "4x4", res: r(Mat(32, 4)), types: []Type{Mat(32, 4)},
		args: [][]uint64{f(1, 2, 3, 1, 0, 1, 4, 2, 0, 0, 1, 3, 0, 0, 0, 1)},
		want: f(1, -2, 5, -12, 0, 1, -4, 10, 0, 0, 1, -3, 0, 0, 0, 1), signless: true},
	{op: MatrixInverse, name: "4x4 diagonal", res: r(Mat(32, 4)), types: []Type{Mat(32, 4)},
		args: [][]uint64{f(2, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, -1)},
		want: f(0.5, 0, 0, 0, 0, 0.25, 0, 0, 0, 0, 2, 0, 0, 0, 0, -1), signless: true},
	{op: MatrixInverse, name: "f16 2x2", res: r(Mat(16, 2)), types: []Type{Mat(16, 2)},
		args: [][]uint64{h(0x4400, 0x4000, 0x4200, 0x4000)}, want: h(0x3c00, 0xbc00, 0xbe00, 0x4000), signless: true},
	// rows [[1,2],[2,4]]: det +0, so [[4,-2],[-2,1]]/0.
	{op: MatrixInverse, name: "singular undefined: inf", res: r(Mat(32, 2)), types: []Type{Mat(32, 2)},
		args: [][]uint64{f(1, 2, 2, 4)}, want: b(inf32, ninf32, ninf32, inf32)},
}

var geomCases = []tcase{
	gen(Length, "3,4", F32(1), []Type{F32(2)}, [][]uint64{f(3, 4)}, f(5)),
	gen(Length, "scalar", F32(1), []Type{F32(1)}, [][]uint64{f(-2)}, f(2)),
	gen(Length, "zero", F32(1), []Type{F32(3)}, [][]uint64{b(0, nz32, 0)}, f(0)),
	gen(Length, "vec4", F32(1), []Type{F32(4)}, [][]uint64{f(1, 1, 1, 1)}, f(2)),
	gen(Length, "inf", F32(1), []Type{F32(2)}, [][]uint64{b(inf32, 0x3f800000)}, b(inf32)),
	gen(Length, "nan", F32(1), []Type{F32(2)}, [][]uint64{b(nan32, 0x3f800000)}, b(nan32)),
	gen(Length, "x*x overflows as written", F32(1), []Type{F32(2)}, [][]uint64{f(1e20, 0)}, b(inf32)),
	gen(Length, "f16", F16(1), []Type{F16(2)}, [][]uint64{h(0x4200, 0x4400)}, h(0x4500)),
	gen(Length, "f64", F64(1), []Type{F64(3)}, [][]uint64{d(1, 2, 2)}, d(3)),

	gen(Distance, "vec2", F32(1), []Type{F32(2), F32(2)}, [][]uint64{f(1, 1), f(4, 5)}, f(5)),
	gen(Distance, "scalar", F32(1), []Type{F32(1), F32(1)}, [][]uint64{f(3), f(-1)}, f(4)),
	gen(Distance, "f64 same point", F64(1), []Type{F64(3), F64(3)}, [][]uint64{d(1, 2, 3), d(1, 2, 3)}, d(0)),

	bin(Cross, "x cross y", F32(3), f(1, 0, 0), f(0, 1, 0), f(0, 0, 1)),
	bin(Cross, "1,2,3 x 4,5,6", F32(3), f(1, 2, 3), f(4, 5, 6), f(-3, 6, -3)),
	bin(Cross, "f64", F64(3), d(1, 2, 3), d(4, 5, 6), d(-3, 6, -3)),
	bin(Cross, "f16", F16(3), h(0x3c00, 0, 0), h(0, 0x3c00, 0), h(0, 0, 0x3c00)),

	un(Normalize, "3,4", F32(2), f(3, 4), b(0x3f19999a, 0x3f4ccccd)), // 0.6, 0.8
	un(Normalize, "zero undefined: NaN", F32(2), f(0, 0), b(nan32, nan32)),
	un(Normalize, "scalar", F32(1), f(-5), f(-1)),
	un(Normalize, "f64", F64(3), d(0, -2, 0), d(0, -1, 0)),
	un(Normalize, "f16 3,4", F16(2), h(0x4200, 0x4400), h(0x38cd, 0x3a66)),

	ter(FaceForward, "dot<0 keeps N", F32(2), f(0, 1), f(1, -1), f(0, 1), f(0, 1)),
	ter(FaceForward, "dot>0 flips N", F32(2), f(0, 1), f(1, -1), f(0, -1), b(nz32, 0xbf800000)),
	ter(FaceForward, "dot=0 flips N", F32(2), f(0, 1), f(0, -1), f(1, 0), b(nz32, 0xbf800000)),
	ter(FaceForward, "nan flips N", F32(2), f(0, 1), b(nan32, 0), f(1, 0), b(nz32, 0xbf800000)),
	ter(FaceForward, "scalar", F32(1), f(2), f(-1), f(1), f(2)),
	ter(FaceForward, "f16", F16(1), h(0x4000), h(0x3c00), h(0x3c00), h(0xc000)),
	ter(FaceForward, "f64", F64(3), d(1, 2, 3), d(0, 0, 1), d(0, 0, -1), d(1, 2, 3)),

	bin(Reflect, "vec2", F32(2), f(1, -1), f(0, 1), f(1, 1)),
	bin(Reflect, "scalar", F32(1), f(3), f(1), f(-3)),
	bin(Reflect, "f64", F64(3), d(1, -2, 3), d(0, 0, 1), d(1, -2, -3)),
	bin(Reflect, "f16", F16(2), h(0x3c00, 0xbc00), h(0, 0x3c00), h(0x3c00, 0x3c00)),

	gen(Refract, "total internal reflection", F32(2), []Type{F32(2), F32(2), F32(1)},
		[][]uint64{f(1, 0), f(0, 1), f(2)}, f(0, 0)),
	gen(Refract, "straight through", F32(2), []Type{F32(2), F32(2), F32(1)},
		[][]uint64{f(0, -1), f(0, 1), f(0.5)}, f(0, -1)),
	gen(Refract, "eta 1.5 normal incidence", F32(2), []Type{F32(2), F32(2), F32(1)},
		[][]uint64{f(0, -1), f(0, 1), f(1.5)}, f(0, -1)),
	gen(Refract, "grazing k=0", F32(2), []Type{F32(2), F32(2), F32(1)},
		[][]uint64{f(1, 0), f(0, 1), f(1)}, f(1, 0)),
	gen(Refract, "f64 with f32 eta", F64(3), []Type{F64(3), F64(3), F32(1)},
		[][]uint64{d(0, 0, -1), d(0, 0, 1), f(0.5)}, d(0, 0, -1)),
	gen(Refract, "f16 TIR", F16(3), []Type{F16(3), F16(3), F16(1)},
		[][]uint64{h(0x3c00, 0, 0), h(0, 0x3c00, 0), h(0x4000)}, h(0, 0, 0)),
}

func TestMatrix(t *testing.T) { runCases(t, matrixCases) }
func TestGeom(t *testing.T)   { runCases(t, geomCases) }

// f16MatrixCases pin the decision on matrixWidth: Determinant and
// MatrixInverse of float16 matrices are computed in float64 and each
// result component is rounded once to half. Each comment gives what
// rounding every product, difference and quotient to half would give
// instead; those values are off by one half ULP or more (or overflow), and
// the Vulkan CTS fp16 square_matrix tests reject such results.
var f16MatrixCases = []tcase{
	// rows [[1+2^-10, 1],[1, 1+3*2^-10]]: a*d - b*c = 2^-8 + 3*2^-20
	// exactly, which rounds to 2^-8 + 2^-18 (0x1c01). Rounding a*d to half
	// first gives 1 + 2^-8 and the difference 2^-8 (0x1c00).
	gen(Determinant, "f16 rounded once", F16(1), []Type{Mat(16, 2)},
		[][]uint64{h(0x3c01, 0x3c00, 0x3c00, 0x3c03)}, h(0x1c01)),
	// rows [[256, 256],[255, 256]]: 256*256 = 65536 is beyond the largest
	// half (65504), so per-operation rounding gives inf - 65280 = inf; the
	// determinant itself, 256, is a half.
	gen(Determinant, "f16 product beyond half range", F16(1), []Type{Mat(16, 2)},
		[][]uint64{h(0x5c00, 0x5bf8, 0x5c00, 0x5c00)}, h(0x5c00)),
	// The 4x4 of the float32 cases above (determinant 24) in half.
	gen(Determinant, "f16 4x4", F16(1), []Type{Mat(16, 4)},
		[][]uint64{h(0x4000, 0x4400, 0x4600, 0x4000, 0x3c00, 0x4500, 0x4b80, 0x4700,
			0, 0x3c00, 0x4500, 0x4500, 0x4200, 0x4800, 0x4c80, 0x4b00)}, h(0x4e00)),
	// The first matrix again: the inverse is [[d, -b],[-c, a]] / det with
	// det = 2^-8 + 3*2^-20: d/det = 256.5621 -> 256.5 (0x5c02), -1/det =
	// -255.8126 -> -255.875 (0xdbff), a/det = 256.0625 -> 256 (0x5c00).
	// Dividing by the half-rounded det 2^-8 gives 256.75, -256, 256.25.
	{op: MatrixInverse, name: "f16 rounded once", res: r(Mat(16, 2)), types: []Type{Mat(16, 2)},
		args: [][]uint64{h(0x3c01, 0x3c00, 0x3c00, 0x3c03)}, want: h(0x5c02, 0xdbff, 0xdbff, 0x5c00)},
	// rows [[1,2,3],[0,1,4],[5,6,0]] as in the float32 case: the inverse
	// rows [[-24,18,5],[20,-15,-4],[-5,4,1]] are halves.
	{op: MatrixInverse, name: "f16 3x3", res: r(Mat(16, 3)), types: []Type{Mat(16, 3)},
		args: [][]uint64{h(0x3c00, 0, 0x4500, 0x4000, 0x3c00, 0x4600, 0x4200, 0x4400, 0)},
		want: h(0xce00, 0x4d00, 0xc500, 0x4c80, 0xcb80, 0x4400, 0x4500, 0xc400, 0x3c00), signless: true},
}

// TestF16MatrixRoundsOnce: see f16MatrixCases. Float32 keeps rounding
// every operation to float32, as hardware does: the float32 case below has
// a product beyond float32's range and overflows, although the exact
// determinant is a float32; the same matrix scaled into half's range is
// the "f16 product beyond half range" case, which does not.
func TestF16MatrixRoundsOnce(t *testing.T) {
	runCases(t, f16MatrixCases)
	// rows [[2^64, 2^64],[2^64 - 2^40, 2^64]]: the determinant is 2^104,
	// but 2^64 * 2^64 is inf in float32 and inf - (2^128 - 2^104) = inf.
	p, q := float32(1<<63)*2, float32(1<<63)*2-float32(1<<40)
	runCases(t, []tcase{gen(Determinant, "f32 product overflows", F32(1), []Type{Mat(32, 2)},
		[][]uint64{f(p, q, p, p)}, b(inf32))})
}
