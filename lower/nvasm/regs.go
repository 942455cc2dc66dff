package nvasm

import (
	"fmt"
	"github.com/glslc-nv/glslc-nv/internal/nvisa"

	"github.com/glslc-nv/glslc-nv/ir"
)

// cls is the data type an instruction reads its operands as (.F .S .U,
// and .F64 .S64 .U64 for 64-bit values in LONG TEMPs). Booleans are S32
// 0 (false) and -1 (true).
type cls uint8

const (
	cF cls = iota
	cS
	cU
	cF64
	cS64
	cU64
)

func (c cls) String() string { return [...]string{"F", "S", "U", "F64", "S64", "U64"}[c] }

func (c cls) is64() bool { return c >= cF64 }

// wide is the 64-bit class of the same kind.
func (c cls) wide() cls {
	if c.is64() {
		return c
	}
	return c + 3
}

// is64 reports a 64-bit scalar, vector or matrix type.
func is64(t *ir.Type) bool {
	s := t.Scalar()
	return s != nil && s.Kind() != ir.KindBool && s.Width() == 64
}

// clsOf is the instruction type of a scalar or vector IR type.
func clsOf(t *ir.Type) cls {
	c := cS
	switch {
	case t.IsFloat():
		c = cF
	case t.IsUint():
		c = cU
	}
	if is64(t) {
		c = c.wide()
	}
	return c
}

// rawCls moves bits unchanged (MOV.U, MOV.U64).
func rawCls(t *ir.Type) cls {
	if is64(t) {
		return cU64
	}
	return cU
}

// val is a scalar or vector value: components sw of register reg, or
// (reg == "") the constants k. A register may be a TEMP, a TEMP array
// element, a PARAM element or a binding such as invocation.globalid.
// neg and abs are source modifiers.
type val struct {
	reg      string
	sw       []int
	k        []*ir.Const
	t        *ir.Type
	neg, abs bool
}

func (v val) n() int {
	if v.reg == "" {
		return len(v.k)
	}
	return len(v.sw)
}

func (v val) isConst() bool { return v.reg == "" }

// comp returns component i as a scalar value.
func (v val) comp(i int) val {
	s := v.t.Scalar()
	if v.isConst() {
		return val{k: []*ir.Const{v.k[i]}, t: s, neg: v.neg, abs: v.abs}
	}
	return val{reg: v.reg, sw: []int{v.sw[i]}, t: s, neg: v.neg, abs: v.abs}
}

// swizzle selects components of v.
func (v val) swizzle(comps []int) val {
	r := v
	r.t = ir.VecOrScalar(v.t.Scalar(), len(comps))
	if v.isConst() {
		r.k = make([]*ir.Const, len(comps))
		for i, c := range comps {
			r.k[i] = v.k[c]
		}
		return r
	}
	r.sw = make([]int, len(comps))
	for i, c := range comps {
		r.sw[i] = v.sw[c]
	}
	return r
}

func (v val) negated() val { v.neg = !v.neg; return v }

func seq(n int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = i
	}
	return s
}

// constVal makes a value of the scalar or vector constant c.
func constVal(c *ir.Const) val {
	t := c.Typ
	if t.IsScalar() {
		if c.Null {
			c = &ir.Const{Typ: t}
		}
		return val{k: []*ir.Const{c}, t: t}
	}
	ks := make([]*ir.Const, t.Len())
	for i := range ks {
		if c.Null {
			ks[i] = &ir.Const{Typ: t.Elem()}
		} else {
			ks[i] = c.Elems[i]
		}
	}
	return val{k: ks, t: t}
}

func u32(v uint32) val { return constVal(ir.Uint32Const(v)) }
func s32(v int32) val  { return constVal(ir.Int32Const(v)) }

// bits is the 32-bit register pattern of a scalar constant (true = -1).
func bits(c *ir.Const) uint32 {
	if c.Typ.Kind() == ir.KindBool {
		if c.Bits != 0 {
			return 0xFFFFFFFF
		}
		return 0
	}
	return uint32(c.Bits)
}

// materialize moves a constant into a fresh register (as raw bits); a
// 64-bit one is packed from two words with PK64.
func (e *emitter) materialize(v val) val {
	r := e.tmp(v.t)
	k := v
	k.neg, k.abs = false, false
	if is64(v.t) {
		for i, kc := range k.k {
			w := e.tmp(ir.Vec(ir.Uint32, 2))
			lo, hi := ir.Uint32Const(uint32(kc.Bits)), ir.Uint32Const(uint32(kc.Bits>>32))
			e.ins(nvisa.MOV+".U %s.xy, {0x%x, 0x%x}", w.reg, lo.Bits, hi.Bits)
			e.ins(nvisa.PK64+".U64 %s.%c, %s.xyxy", r.reg, letters[i], w.reg)
		}
	} else {
		d := dest{r.reg, seq(v.n())}
		e.ins(nvisa.MOV+".U %s, %s", d, e.operand(k, cU, d))
	}
	r.neg, r.abs = v.neg, v.abs
	return r
}

// tmp returns a fresh register holding a value of type t in its first
// components: a TEMP (R...) or, for 64-bit types, a LONG TEMP (D...).
// Both share one index counter, so a statement releases both.
func (e *emitter) tmp(t *ir.Type) val {
	f := e.f
	n := f.next
	f.next++
	if f.next > f.max {
		f.max = f.next
	}
	name := fmt.Sprintf("%s%d", f.prefix, n)
	if is64(t) {
		name = fmt.Sprintf("D%s%d", f.prefix[1:], n)
		f.long[n] = true
		e.options["NV_gpu_program_fp64"] = true
	}
	return val{reg: name, sw: seq(t.Components()), t: t}
}
