package nvasm

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/glslc-nv/glslc-nv/ir"
)

// Rendering of operands: literals, swizzles positioned by the
// destination's write mask, source modifiers.

// literal renders a scalar constant as read by an instruction of class c;
// ok is false when no literal gives the exact bits.
func literal(k *ir.Const, c cls) (string, bool) {
	b := bits(k)
	switch c {
	case cU:
		if b < 1<<16 {
			return strconv.FormatUint(uint64(b), 10), true
		}
		return fmt.Sprintf("0x%x", b), true
	case cS:
		if b == 0x80000000 {
			// frontend/nvasm reads -2147483648 as a negated 2147483648,
			// which is out of range: use the bits.
			return "", false
		}
		return strconv.FormatInt(int64(int32(b)), 10), true
	case cU64, cS64:
		if k.Typ.Kind() == ir.KindFloat {
			return "", false
		}
		v := k.Int()
		if k.Typ.Kind() == ir.KindBool {
			v = -int64(k.Bits)
		}
		// frontend/nvasm takes integer literals of 32 bits only.
		if c == cU64 && (v < 0 || v > math.MaxUint32) || c == cS64 && (v <= math.MinInt32 || v > math.MaxInt32) {
			return "", false
		}
		return strconv.FormatInt(v, 10), true
	}
	if k.Typ.Kind() != ir.KindFloat {
		return "", false
	}
	f := k.Float()
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return "", false
	}
	bitSize := 32
	if c == cF64 {
		bitSize = 64
	}
	s := strconv.FormatFloat(f, 'g', -1, bitSize)
	if !strings.ContainsAny(s, ".e") {
		s += ".0"
	}
	p, err := strconv.ParseFloat(s, 64)
	if err != nil || (c == cF && math.Float32bits(float32(p)) != math.Float32bits(float32(f))) || (c == cF64 && p != f) {
		return "", false
	}
	if c == cF && float64(float32(f)) != f {
		return "", false
	}
	return s, true
}

const letters = "xyzw"

func mask(comps []int) string {
	var b strings.Builder
	b.WriteByte('.')
	for _, c := range comps {
		b.WriteByte(letters[c])
	}
	return b.String()
}

// dest is an instruction's destination: components comps of reg, written
// in increasing order.
type dest struct {
	reg   string
	comps []int
}

func (d dest) String() string {
	c := append([]int(nil), d.comps...)
	sort.Ints(c)
	return d.reg + mask(c)
}

// firstN reports whether comps is 0, 1, ..., n-1.
func firstN(comps []int) bool {
	for i, c := range comps {
		if c != i {
			return false
		}
	}
	return true
}

// operand renders v as a source of an instruction of class c writing d:
// value component j goes to destination component d.comps[j]. A scalar
// source is replicated. Constants that no literal expresses are first
// moved into a register.
func (e *emitter) operand(v val, c cls, d dest) string {
	if v.isConst() {
		if v.n() > 1 && !allSame(v.k) {
			// Literal i feeds instruction component i.
			idx := seq(v.n())
			if !firstN(d.comps) {
				pos := positions(v.n(), d)
				idx = pos[:]
			}
			lits := make([]string, len(idx))
			for i, k := range idx {
				s, ok := literal(v.k[k], c)
				if !ok {
					return e.operand(e.materialize(v), c, d)
				}
				lits[i] = s
			}
			return mods("{"+strings.Join(lits, ", ")+"}", v)
		}
		s, ok := literal(v.k[0], c)
		if !ok {
			return e.operand(e.materialize(v), c, d)
		}
		return mods(s, v)
	}
	var sw string
	switch {
	case v.n() == 1 || allSameInt(v.sw):
		sw = "." + string(letters[v.sw[0]])
	case firstN(d.comps):
		sw = mask(v.sw)
	default:
		pos := positions(v.n(), d)
		b := []byte{'.'}
		for p := 0; p < 4; p++ {
			b = append(b, letters[v.sw[pos[p]]])
		}
		sw = string(b)
	}
	return mods(v.reg+sw, v)
}

// positions maps each of the four instruction components to the value
// component that feeds it.
func positions(n int, d dest) [4]int {
	var pos [4]int
	if n == 1 {
		return pos
	}
	for j, c := range d.comps {
		if j < n {
			pos[c] = j
		}
	}
	return pos
}

func mods(s string, v val) string {
	if v.abs {
		s = "|" + s + "|"
	}
	if v.neg {
		s = "-" + s
	}
	return s
}

func allSame(ks []*ir.Const) bool {
	for _, k := range ks {
		if k.Bits != ks[0].Bits || k.Typ != ks[0].Typ {
			return false
		}
	}
	return true
}

func allSameInt(s []int) bool {
	for _, x := range s {
		if x != s[0] {
			return false
		}
	}
	return true
}
