package nvasm

import (
	"github.com/glslc-nv/glslc-nv/internal/nvisa"
	"github.com/glslc-nv/glslc-nv/ir"
)

// determinant expands along row 0 of m[col][row] with 2×2 minors a*d -
// b*c, in the order of the reference interpreter, one scalar
// instruction per step (so the rounding is the same).
func (e *emitter) determinant(cols []val) val {
	n := len(cols)
	m := func(i, j int) val { return cols[i].comp(j) }
	f := ir.Float32
	mul := func(a, b val) val { return e.op(nvisa.MUL, cF, f, a, b) }
	sub := func(a, b val) val { return e.op(nvisa.SUB, cF, f, a, b) }
	add := func(a, b val) val { return e.op(nvisa.ADD, cF, f, a, b) }
	det2 := func(a, b, c, d val) val { return sub(mul(a, d), mul(b, c)) }
	others := func(skip int) []int {
		var out []int
		for k := 0; k < n; k++ {
			if k != skip {
				out = append(out, k)
			}
		}
		return out
	}
	minor := func(i, j int) val {
		r, c := others(i), others(j)
		switch n {
		case 2:
			return m(r[0], c[0])
		case 3:
			return det2(m(r[0], c[0]), m(r[0], c[1]), m(r[1], c[0]), m(r[1], c[1]))
		}
		t0 := mul(m(r[0], c[0]), det2(m(r[1], c[1]), m(r[1], c[2]), m(r[2], c[1]), m(r[2], c[2])))
		t1 := mul(m(r[0], c[1]), det2(m(r[1], c[0]), m(r[1], c[2]), m(r[2], c[0]), m(r[2], c[2])))
		t2 := mul(m(r[0], c[2]), det2(m(r[1], c[0]), m(r[1], c[1]), m(r[2], c[0]), m(r[2], c[1])))
		return add(sub(t0, t1), t2)
	}
	if n == 2 {
		return det2(m(0, 0), m(0, 1), m(1, 0), m(1, 1))
	}
	d := mul(m(0, 0), minor(0, 0))
	for j := 1; j < n; j++ {
		t := mul(m(0, j), minor(0, j))
		if j%2 == 1 {
			d = sub(d, t)
		} else {
			d = add(d, t)
		}
	}
	return d
}

// ldexp is x * 2^e in two steps (2^(e/2) and 2^(e - e/2)) so that
// exponents beyond the float range of one power still work.
func (e *emitter) ldexp(t *ir.Type, x, exp val) val {
	it := t.WithScalar(ir.Int32)
	h := e.op(nvisa.SHR, cS, it, exp, s32(1))
	l := e.op(nvisa.SUB, cS, it, exp, h)
	ph := e.pow2(t, h)
	pl := e.pow2(t, l)
	return e.op(nvisa.MUL, cF, t, e.op(nvisa.MUL, cF, t, x, ph), pl)
}

// pow2 is 2^k for an integer k in the normal range, built from the bits.
func (e *emitter) pow2(t *ir.Type, k val) val {
	it := t.WithScalar(ir.Int32)
	b := e.op(nvisa.ADD, cS, it, k, s32(127))
	b = e.op(nvisa.MAX, cS, it, b, s32(0))
	b = e.op(nvisa.MIN, cS, it, b, s32(255))
	r := e.op(nvisa.SHL, cU, t, b, u32(23))
	return r
}

// frexp splits x into a mantissa in [0.5, 1) and an exponent from the
// float bits; denormals are scaled by 2^32 first; zero gives (x, 0).
func (e *emitter) frexp(t *ir.Type, x val) (val, val) {
	it := t.WithScalar(ir.Int32)
	bt := t.WithScalar(ir.Bool)
	a := x
	a.abs, a.neg = true, false
	den := e.boolOfF(e.op(nvisa.SLT, cF, bt, a, fconst(1.17549435e-38)))
	scaled := e.op(nvisa.MUL, cF, t, x, fconst(4294967296))
	xs := e.op(nvisa.CMP, cU, t, den, scaled, x)
	adj := e.op(nvisa.AND, cU, it, den, u32(32))
	ef := e.op(nvisa.SHR, cU, it, xs, u32(23))
	ef = e.op(nvisa.AND, cU, it, ef, u32(0xff))
	ex := e.op(nvisa.SUB, cS, it, ef, s32(126))
	ex = e.op(nvisa.SUB, cS, it, ex, adj)
	mant := e.op(nvisa.AND, cU, t, xs, u32(0x807fffff))
	mant = e.op(nvisa.OR, cU, t, mant, u32(0x3f000000))
	zero := e.boolOfF(e.op(nvisa.SEQ, cF, bt, x, fconst(0)))
	mant = e.op(nvisa.CMP, cU, t, zero, x, mant)
	ex = e.op(nvisa.CMP, cU, it, zero, s32(0), ex)
	return mant, ex
}
