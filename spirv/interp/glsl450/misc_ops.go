package glsl450

import (
	"math"

	"github.com/glslc-nv/glslc-nv/internal/f16"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// ldexp returns x*2^e rounded once to width w.
func ldexp(w int, x float64, e int64) float64 {
	// Beyond ±2200 every nonzero finite result has over- or underflowed
	// float64 already; clamping keeps the int conversion safe.
	const lim = 2200
	if e > lim {
		e = lim
	} else if e < -lim {
		e = -lim
	}
	// For w < 64, x has at most 24 significant bits and |e| of interest is
	// small, so the float64 result is exact until it leaves float32's range
	// by far; math.Ldexp itself rounds subnormal float64 results correctly.
	return rnd(w, math.Ldexp(x, int(e)))
}

func evalLdexp(op uint32, rt Type, ts []Type, args [][]uint64, dst []uint64) error {
	if rt.Kind != Float || rt.isMatrix() || !same(ts[0], rt) {
		return errorf(op, "x (%v) and the result (%v) must be the same float scalar or vector", ts[0], rt)
	}
	et := ts[1]
	if !et.isInt() || et.isMatrix() {
		return errorf(op, "exp must be an integer scalar or vector, got %v", et)
	}
	n := rt.count()
	st, err := strides(op, 2, n, ts)
	if err != nil {
		return err
	}
	w := rt.Width
	x, e := args[0], args[1]
	for k := 0; k < n; k++ {
		ev := int64(sext(e[k*st[1]], et.Width))
		dst[k] = encodeF(w, ldexp(w, decodeF(w, x[k]), ev))
	}
	return nil
}

// modf splits x into its fraction and whole parts, both with x's sign.
func modf(x float64) (frac, whole float64) {
	switch {
	case math.IsNaN(x):
		return x, x
	case math.IsInf(x, 0):
		return math.Copysign(0, x), x
	}
	whole = math.Trunc(x)
	return math.Copysign(x-whole, x), whole
}

// evalSplit runs Modf, Frexp (second result to out2) and ModfStruct,
// FrexpStruct (second member after the first in dst).
func evalSplit(op uint32, res Result, ts []Type, args [][]uint64, dst, out2 []uint64) error {
	xt := ts[0]
	if xt.Kind != Float || xt.isMatrix() {
		return errorf(op, "x must be a float scalar or vector, got %v", xt)
	}
	n := xt.count()
	isFrexp := op == spirv.GLSLstd450Frexp || op == spirv.GLSLstd450FrexpStruct
	var t0, t1 Type
	var first, second []uint64
	if op == spirv.GLSLstd450Modf || op == spirv.GLSLstd450Frexp {
		t0 = res.Type
		t1 = xt
		if isFrexp {
			t1 = Type{Kind: SInt, Width: 32, Comps: xt.Comps}
		}
		if len(ts) > 1 {
			t1 = ts[1]
			if !t1.valid() {
				return errorf(op, "invalid pointee type %+v", t1)
			}
		}
		if len(out2) < n {
			return errorf(op, "out2 has %d components, the pointee needs %d", len(out2), n)
		}
		first, second = dst, out2
	} else {
		t0, t1 = res.Members[0], res.Members[1]
		if len(dst) < 2*n {
			return errorf(op, "dst has %d components, the struct needs %d", len(dst), 2*n)
		}
		first, second = dst[:n], dst[n:]
	}
	if !same(t0, xt) {
		return errorf(op, "result %v must have the type of x, %v", t0, xt)
	}
	if isFrexp {
		if !t1.isInt() || t1.isMatrix() || t1.count() != n {
			return errorf(op, "exponent type %v must be an integer with the %d components of x", t1, n)
		}
	} else if !same(t1, xt) {
		return errorf(op, "whole-number part type %v must be the type of x, %v", t1, xt)
	}
	w := xt.Width
	x := args[0]
	for k := 0; k < n; k++ {
		v := decodeF(w, x[k]&mask(w))
		if isFrexp {
			m, e := math.Frexp(v)
			first[k] = encodeF(w, m)
			second[k] = encInt(t1, uint64(int64(e)))
		} else {
			f, i := modf(v)
			first[k] = encodeF(w, f)
			second[k] = encodeF(w, i)
		}
	}
	return nil
}

// mat is a square matrix, m[row][col], of the values of its elements.
type mat [4][4]float64

func det2(w int, a, b, c, d float64) float64 { // |a b; c d|
	return sub(w, mul(w, a, d), mul(w, b, c))
}

// minor is the determinant of m (n×n) without row i and column j.
func minor(w int, m *mat, n, i, j int) float64 {
	var r, c [3]int
	for k, l := 0, 0; k < n; k++ {
		if k != i {
			r[l] = k
			l++
		}
	}
	for k, l := 0, 0; k < n; k++ {
		if k != j {
			c[l] = k
			l++
		}
	}
	switch n {
	case 2:
		return m[r[0]][c[0]]
	case 3:
		return det2(w, m[r[0]][c[0]], m[r[0]][c[1]], m[r[1]][c[0]], m[r[1]][c[1]])
	}
	// n == 4: expand the 3×3 minor along its first row.
	t0 := mul(w, m[r[0]][c[0]], det2(w, m[r[1]][c[1]], m[r[1]][c[2]], m[r[2]][c[1]], m[r[2]][c[2]]))
	t1 := mul(w, m[r[0]][c[1]], det2(w, m[r[1]][c[0]], m[r[1]][c[2]], m[r[2]][c[0]], m[r[2]][c[2]]))
	t2 := mul(w, m[r[0]][c[2]], det2(w, m[r[1]][c[0]], m[r[1]][c[1]], m[r[2]][c[0]], m[r[2]][c[1]]))
	return add(w, sub(w, t0, t1), t2)
}

// det is the determinant of m (n×n) by cofactor expansion along row 0.
func det(w int, m *mat, n int) float64 {
	if n == 2 {
		return det2(w, m[0][0], m[0][1], m[1][0], m[1][1])
	}
	d := mul(w, m[0][0], minor(w, m, n, 0, 0))
	for j := 1; j < n; j++ {
		t := mul(w, m[0][j], minor(w, m, n, 0, j))
		if j%2 == 1 {
			d = sub(w, d, t)
		} else {
			d = add(w, d, t)
		}
	}
	return d
}

func evalMatrix(op uint32, rt, xt Type, x, dst []uint64) error {
	n := xt.comps()
	if xt.Kind != Float || !xt.isMatrix() || xt.cols() != n {
		return errorf(op, "x must be a square float matrix, got %v", xt)
	}
	w := xt.Width
	cw := matrixWidth(w)
	var m mat
	for c := 0; c < n; c++ {
		for r := 0; r < n; r++ {
			m[r][c] = decodeF(w, x[c*n+r]&mask(w))
		}
	}
	if op == spirv.GLSLstd450Determinant {
		if rt.Kind != Float || rt.Width != w || rt.count() != 1 {
			return errorf(op, "result must be a float%d scalar, got %v", w, rt)
		}
		dst[0] = encodeF(w, det(cw, &m, n))
		return nil
	}
	if !same(rt, xt) {
		return errorf(op, "result %v must have the type of x, %v", rt, xt)
	}
	d := det(cw, &m, n)
	for c := 0; c < n; c++ {
		for r := 0; r < n; r++ {
			// inverse[r][c] = cofactor(c, r) / det
			cof := minor(cw, &m, n, c, r)
			if (r+c)%2 == 1 {
				cof = -cof
			}
			dst[c*n+r] = encodeF(w, div(cw, cof, d))
		}
	}
	return nil
}

// matrixWidth is the width at which Determinant and MatrixInverse of
// w-bit matrices compute their cofactor formulas.
//
// Decision: float16 matrices are computed in float64 and each result is
// rounded once to half (by encodeF). Rounding every one of the 20-odd
// products and sums of a 4×4 cofactor expansion to half accumulates more
// error than the Vulkan CTS tolerances for these instructions allow (the
// fp16 square_matrix tests fail by a few half ULPs of large results); the
// precision Vulkan requires is inherited from the formula, an interval
// that contains the exact value, and the exact value rounded once stays
// inside it. float32 and float64 keep rounding every operation to their
// own width, as hardware without a wider type would.
func matrixWidth(w int) int {
	if w == 16 {
		return 64
	}
	return w
}

// evalPack runs PackSnorm4x8 ... PackHalf2x16.
func evalPack(op uint32, rt, vt Type, v, dst []uint64) error {
	var n, bitsPer int
	var scale, lo float64
	switch op {
	case spirv.GLSLstd450PackSnorm4x8:
		n, bitsPer, scale, lo = 4, 8, 127, -1
	case spirv.GLSLstd450PackUnorm4x8:
		n, bitsPer, scale, lo = 4, 8, 255, 0
	case spirv.GLSLstd450PackSnorm2x16:
		n, bitsPer, scale, lo = 2, 16, 32767, -1
	case spirv.GLSLstd450PackUnorm2x16:
		n, bitsPer, scale, lo = 2, 16, 65535, 0
	default: // PackHalf2x16
		n, bitsPer = 2, 16
	}
	if vt.Kind != Float || vt.isMatrix() || vt.count() != n {
		return errorf(op, "v must be a %d-component float vector, got %v", n, vt)
	}
	if !rt.isInt() || rt.Width != 32 || rt.count() != 1 {
		return errorf(op, "result must be a 32-bit integer scalar, got %v", rt)
	}
	w := vt.Width
	pw := w // the product c*scale needs at least float32 (65535 overflows float16)
	if pw < 32 {
		pw = 32
	}
	var out uint64
	for k := 0; k < n; k++ {
		x := decodeF(w, v[k]&mask(w))
		var p uint64
		if op == spirv.GLSLstd450PackHalf2x16 {
			p = uint64(f16.FromFloat64(x))
		} else if r := math.Round(mul(pw, fclamp(x, lo, 1), scale)); !math.IsNaN(r) {
			p = uint64(int64(r)) & mask(bitsPer)
		}
		out |= p << uint(k*bitsPer)
	}
	dst[0] = encInt(rt, out)
	return nil
}

// evalUnpack runs UnpackSnorm2x16 ... UnpackUnorm4x8.
func evalUnpack(op uint32, rt, pt Type, p, dst []uint64) error {
	var n, bitsPer int
	var scale float64
	signed := false
	switch op {
	case spirv.GLSLstd450UnpackSnorm4x8:
		n, bitsPer, scale, signed = 4, 8, 127, true
	case spirv.GLSLstd450UnpackUnorm4x8:
		n, bitsPer, scale = 4, 8, 255
	case spirv.GLSLstd450UnpackSnorm2x16:
		n, bitsPer, scale, signed = 2, 16, 32767, true
	case spirv.GLSLstd450UnpackUnorm2x16:
		n, bitsPer, scale = 2, 16, 65535
	default: // UnpackHalf2x16
		n, bitsPer = 2, 16
	}
	if !pt.isInt() || pt.Width != 32 || pt.count() != 1 {
		return errorf(op, "operand must be a 32-bit integer scalar, got %v", pt)
	}
	if rt.Kind != Float || rt.isMatrix() || rt.count() != n {
		return errorf(op, "result must be a %d-component float vector, got %v", n, rt)
	}
	w := rt.Width
	for k := 0; k < n; k++ {
		f := p[0] >> uint(k*bitsPer) & mask(bitsPer)
		var r float64
		switch {
		case op == spirv.GLSLstd450UnpackHalf2x16:
			r = f16.ToFloat64(uint16(f))
		case signed:
			r = fclamp(div(w, float64(int64(sext(f, bitsPer))), scale), -1, 1)
		default:
			r = div(w, float64(f), scale)
		}
		dst[k] = encodeF(w, r)
	}
	return nil
}

// evalDouble runs PackDouble2x32 and UnpackDouble2x32: bits move unchanged.
func evalDouble(op uint32, rt, vt Type, v, dst []uint64) error {
	if op == spirv.GLSLstd450PackDouble2x32 {
		if !vt.isInt() || vt.Width != 32 || vt.isMatrix() || vt.count() != 2 {
			return errorf(op, "v must be a 2-component 32-bit integer vector, got %v", vt)
		}
		if rt.Kind != Float || rt.Width != 64 || rt.count() != 1 {
			return errorf(op, "result must be a float64 scalar, got %v", rt)
		}
		dst[0] = v[0]&mask(32) | v[1]<<32
		return nil
	}
	if vt.Kind != Float || vt.Width != 64 || vt.count() != 1 {
		return errorf(op, "v must be a float64 scalar, got %v", vt)
	}
	if !rt.isInt() || rt.Width != 32 || rt.isMatrix() || rt.count() != 2 {
		return errorf(op, "result must be a 2-component 32-bit integer vector, got %v", rt)
	}
	dst[0] = encInt(rt, v[0])
	dst[1] = encInt(rt, v[0]>>32)
	return nil
}

// vec holds the decoded components of a float vector.
type vec [maxComps]float64

func load(w, n int, b []uint64, v *vec) {
	for k := 0; k < n; k++ {
		v[k] = decodeF(w, b[k]&mask(w))
	}
}

// dot is the dot product, summed left to right at width w.
func dot(w, n int, a, b *vec) float64 {
	s := mul(w, a[0], b[0])
	for k := 1; k < n; k++ {
		s = add(w, s, mul(w, a[k], b[k]))
	}
	return s
}

// evalGeom runs Length, Distance, Cross, Normalize, FaceForward, Reflect and
// Refract.
func evalGeom(op uint32, rt Type, ts []Type, args [][]uint64, dst []uint64) error {
	xt := ts[0]
	if xt.Kind != Float || xt.isMatrix() {
		return errorf(op, "operand 0 must be a float scalar or vector, got %v", xt)
	}
	w, n := xt.Width, xt.count()
	vecOps := len(ts) // operands of x's type
	if op == spirv.GLSLstd450Refract {
		vecOps = 2
		if et := ts[2]; et.Kind != Float || et.count() != 1 {
			return errorf(op, "eta must be a float scalar, got %v", et)
		}
	}
	for i := 1; i < vecOps; i++ {
		if !same(ts[i], xt) {
			return errorf(op, "operand %d has type %v, want %v", i, ts[i], xt)
		}
	}
	switch op {
	case spirv.GLSLstd450Length, spirv.GLSLstd450Distance:
		if rt.Kind != Float || rt.Width != w || rt.count() != 1 {
			return errorf(op, "result must be a float%d scalar, got %v", w, rt)
		}
	case spirv.GLSLstd450Cross:
		if n != 3 || !same(rt, xt) {
			return errorf(op, "operands and result must be 3-component float vectors, got %v and %v", xt, rt)
		}
	default:
		if !same(rt, xt) {
			return errorf(op, "result %v must have the type of the operands, %v", rt, xt)
		}
	}
	var a, b vec
	load(w, n, args[0], &a)
	if len(args) > 1 {
		load(w, n, args[1], &b)
	}
	switch op {
	case spirv.GLSLstd450Length:
		dst[0] = encodeF(w, math.Sqrt(dot(w, n, &a, &a)))
	case spirv.GLSLstd450Distance:
		for k := 0; k < n; k++ {
			a[k] = sub(w, a[k], b[k])
		}
		dst[0] = encodeF(w, math.Sqrt(dot(w, n, &a, &a)))
	case spirv.GLSLstd450Cross:
		dst[0] = encodeF(w, sub(w, mul(w, a[1], b[2]), mul(w, b[1], a[2])))
		dst[1] = encodeF(w, sub(w, mul(w, a[2], b[0]), mul(w, b[2], a[0])))
		dst[2] = encodeF(w, sub(w, mul(w, a[0], b[1]), mul(w, b[0], a[1])))
	case spirv.GLSLstd450Normalize:
		l := sqrt(w, dot(w, n, &a, &a))
		for k := 0; k < n; k++ {
			dst[k] = encodeF(w, float64(a[k]/l))
		}
	case spirv.GLSLstd450FaceForward: // FaceForward(N, I, Nref)
		var nref vec
		load(w, n, args[2], &nref)
		flip := uint64(0)
		if !(dot(w, n, &nref, &b) < 0) {
			flip = signBit(w)
		}
		for k := 0; k < n; k++ {
			dst[k] = args[0][k]&mask(w) ^ flip
		}
	case spirv.GLSLstd450Reflect: // Reflect(I, N) = I - 2*dot(N, I)*N
		t := mul(w, 2, dot(w, n, &b, &a))
		for k := 0; k < n; k++ {
			dst[k] = encodeF(w, sub(w, a[k], mul(w, t, b[k])))
		}
	case spirv.GLSLstd450Refract: // Refract(I, N, eta)
		et := ts[2]
		eta := rnd(w, decodeF(et.Width, args[2][0]&mask(et.Width)))
		d := dot(w, n, &b, &a)
		k := sub(w, 1, mul(w, mul(w, eta, eta), sub(w, 1, mul(w, d, d))))
		if k < 0 {
			for i := 0; i < n; i++ {
				dst[i] = encodeF(w, 0)
			}
			return nil
		}
		s := add(w, mul(w, eta, d), sqrt(w, k))
		for i := 0; i < n; i++ {
			dst[i] = encodeF(w, sub(w, mul(w, eta, a[i]), mul(w, s, b[i])))
		}
	}
	return nil
}
