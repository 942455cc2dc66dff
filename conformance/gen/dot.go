package gen

import (
	"fmt"
	"strings"
)

// Integer dot products (GL_EXT_integer_dot_product): dotEXT and
// dotAccSatEXT on 2- to 4-component 32-bit vectors of either signedness,
// dotPacked4x8EXT and dotPacked4x8AccSatEXT on 32-bit scalars. The plain
// forms keep the low 32 bits of the sum, so any operands do; the
// saturating vector forms take components cut to 16 bits (bitfieldExtract)
// so that the reference form (refDotSrc) computes their exact sum in 64
// bits. glslangValidator 12 lacks the extension: it compiles the reference
// form, written here from the extension's definition.

// dot generates an integer dot product whose value has type t.
func (g *generator) dot(c *ctx, t Type, d int) *Expr {
	r := g.r
	ta, tb := []Type{TInt, TUint}[r.Intn(2)], []Type{TInt, TUint}[r.Intn(2)]
	res := dkind{'u', 1}
	resT := TUint
	if ta == TInt || tb == TInt {
		res, resT = dkind{'i', 1}, TInt
	}
	sat := r.Intn(2) == 0
	var args []*Expr
	var f strings.Builder
	if r.Intn(2) == 0 {
		f.WriteString("dotPacked4x8EXT(%s, %s")
		if sat {
			f.Reset()
			f.WriteString("dotPacked4x8AccSatEXT(%s, %s")
		}
		args = append(args, g.expr(c, ta, d), g.expr(c, tb, d))
	} else {
		n := 2 + r.Intn(3)
		if sat {
			f.WriteString("dotAccSatEXT(")
		} else {
			f.WriteString("dotEXT(")
		}
		for i, tt := range []Type{ta, tb} {
			if i > 0 {
				f.WriteString(", ")
			}
			fmt.Fprintf(&f, "%svec%d(", map[Type]string{TInt: "i", TUint: "u"}[tt], n)
			for k := 0; k < n; k++ {
				if k > 0 {
					f.WriteString(", ")
				}
				if sat {
					f.WriteString("bitfieldExtract(%s, 0, 16)")
				} else {
					f.WriteString("%s")
				}
				args = append(args, g.expr(c, tt, d))
			}
			f.WriteString(")")
		}
	}
	if sat {
		f.WriteString(", %s")
		args = append(args, g.expr(c, resT, d))
	}
	f.WriteString(")")
	e := fm(resT, f.String(), args...)
	e.Ext = []string{extIntDot}
	return result(e, res, t)
}

// refDotSrc is the reference form's dot products: refdotEXT and the
// others, overloaded as the extension's functions are.
func refDotSrc() string {
	var b strings.Builder
	vt := map[byte]string{'i': "ivec", 'u': "uvec"}
	for _, ab := range []string{"ii", "iu", "ui", "uu"} {
		ret, wide, lo, hi := "int", "int64_t", "int64_t(-2147483648)", "int64_t(2147483647)"
		if ab == "uu" {
			ret, wide, lo, hi = "uint", "uint64_t", "uint64_t(0u)", "uint64_t(0xFFFFFFFFu)"
		}
		for n := 2; n <= 4; n++ {
			sig := fmt.Sprintf("%s%d a, %s%d b", vt[ab[0]], n, vt[ab[1]], n)
			var sum, wsum []string
			for k := 0; k < n; k++ {
				x := "xyzw"[k : k+1]
				sum = append(sum, fmt.Sprintf("%s(a.%s) * %s(b.%s)", ret, x, ret, x))
				wsum = append(wsum, fmt.Sprintf("%s(a.%s) * %s(b.%s)", wide, x, wide, x))
			}
			fmt.Fprintf(&b, "%s refdotEXT(%s) { return %s; }\n", ret, sig, strings.Join(sum, " + "))
			fmt.Fprintf(&b, "%s refdotAccSatEXT(%s, %s c) { return %s(clamp(%s + %s(c), %s, %s)); }\n",
				ret, sig, ret, ret, strings.Join(wsum, " + "), wide, lo, hi)
		}
		ta, tb := map[byte]string{'i': "int", 'u': "uint"}[ab[0]], map[byte]string{'i': "int", 'u': "uint"}[ab[1]]
		fmt.Fprintf(&b, "%s refdotPacked4x8EXT(%s a, %s b) { %s s = %s(0); for (int k = 0; k < 32; k += 8) s += %s(bitfieldExtract(a, k, 8)) * %s(bitfieldExtract(b, k, 8)); return s; }\n",
			ret, ta, tb, ret, ret, ret, ret)
		fmt.Fprintf(&b, "%s refdotPacked4x8AccSatEXT(%s a, %s b, %s c) { return %s(clamp(%s(refdotPacked4x8EXT(a, b)) + %s(c), %s, %s)); }\n",
			ret, ta, tb, ret, ret, wide, wide, lo, hi)
	}
	return b.String()
}
