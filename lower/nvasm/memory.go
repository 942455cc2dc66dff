package nvasm

import (
	"fmt"

	"github.com/glslc-nv/glslc-nv/internal/nvisa"
	"github.com/glslc-nv/glslc-nv/ir"
)

// memLeaf is one scalar/vector part of a value in memory with the byte
// offset of each component.
type memLeaf struct {
	t    *ir.Type
	offs []uint32
}

// memLeaves lays out a value of type t at byte offset off: mstride is the
// stride of matrix columns (of rows when rowMajor), cstride the distance
// of a vector's components (4, or the matrix stride for a column of a
// row-major matrix).
func memLeaves(t *ir.Type, off, mstride uint32, rowMajor bool, cstride uint32) []memLeaf {
	switch t.Kind() {
	case ir.KindMatrix:
		if mstride == 0 {
			mstride = alignOf(t.Elem())
		}
		var out []memLeaf
		for i := 0; i < t.Len(); i++ {
			if rowMajor {
				out = append(out, memLeaves(t.Elem(), off+uint32(i)*4, 0, false, mstride)...)
			} else {
				out = append(out, memLeaves(t.Elem(), off+uint32(i)*mstride, 0, false, 4)...)
			}
		}
		return out
	case ir.KindArray:
		var out []memLeaf
		s := strideOf(t)
		for i := 0; i < arrLen(t); i++ {
			out = append(out, memLeaves(t.Elem(), off+uint32(i)*s, mstride, rowMajor, 0)...)
		}
		return out
	case ir.KindStruct:
		var out []memLeaf
		for i, m := range t.Members() {
			ms := matStride(m.Type)
			if t.Laid() && m.MatrixStride != 0 {
				ms = m.MatrixStride
			}
			out = append(out, memLeaves(m.Type, off+memberOffset(t, i), ms, m.RowMajor, 0)...)
		}
		return out
	}
	if cstride == 0 {
		cstride = scalarBytes(t.Scalar())
	}
	n := max(t.Components(), 1)
	offs := make([]uint32, n)
	for i := range offs {
		offs[i] = off + cstride*uint32(i)
	}
	return []memLeaf{{t, offs}}
}

// Leaf is one scalar or vector part of a value in memory: its type and the
// byte offset of each component.
type Leaf struct {
	Type    *ir.Type
	Offsets []uint32
}

// BlockLayout returns the size in bytes of a buffer block of type t whose
// runtime array, if it ends with one, has n elements, and the leaves of
// its contents, at the offsets the emitted program addresses them: what a
// host needs to fill the block's buffer.
func BlockLayout(t *ir.Type, n int) (size uint32, leaves []Leaf) {
	var ls []memLeaf
	size = sizeOf(t)
	if ms := t.Members(); len(ms) > 0 && ms[len(ms)-1].Type.Kind() == ir.KindRuntimeArray {
		last := ms[len(ms)-1]
		stride := strideOf(last.Type)
		size = last.Offset + stride*uint32(n)
		for i := 0; i < len(ms)-1; i++ {
			ls = append(ls, memLeaves(ms[i].Type, memberOffset(t, i), ms[i].MatrixStride, ms[i].RowMajor, 0)...)
		}
		for k := 0; k < n; k++ {
			ls = append(ls, memLeaves(last.Type.Elem(), last.Offset+uint32(k)*stride, last.MatrixStride, last.RowMajor, 0)...)
		}
	} else {
		ls = memLeaves(t, 0, 0, false, 0)
	}
	for _, l := range ls {
		leaves = append(leaves, Leaf{l.t, l.offs})
	}
	return size, leaves
}

// memLeavesOf returns the memory leaves of a place, honouring a component
// selection.
func (p place) memLeavesOf() []memLeaf {
	if p.sw != nil {
		base := memLeaves(ir.Vec(p.t.Scalar(), 4), p.off, 0, false, p.cstride)[0]
		offs := make([]uint32, len(p.sw))
		for i, c := range p.sw {
			offs[i] = base.offs[c]
		}
		return []memLeaf{{p.t, offs}}
	}
	return memLeaves(p.t, p.off, p.mstride, p.rowMajor, p.cstride)
}

func contiguous(offs []uint32, size uint32) bool {
	for i, o := range offs {
		if o != offs[0]+size*uint32(i) {
			return false
		}
	}
	return true
}

func (p place) aligned(off, a uint32) bool { return off%a == 0 && p.dalign >= a }

// storType is the memory storage modifier of a 32- or 64-bit scalar type.
func storType(t *ir.Type) string {
	switch clsOf(t) {
	case cF:
		return "F32"
	case cU:
		return "U32"
	case cF64:
		return "F64"
	case cU64:
		return "U64"
	case cS64:
		return "S64"
	}
	return "S32"
}

func (p place) ldOp() string {
	if p.shared {
		return nvisa.LDS
	}
	return nvisa.LDB
}

func (p place) stOp() string {
	if p.shared {
		return nvisa.STS
	}
	return nvisa.STB
}

// load reads the value at p as leaves.
func (e *emitter) load(p place, pos ir.Pos) []val {
	switch p.kind {
	case pSlot:
		if p.sIdx != nil {
			vec := val{reg: p.slotReg(0), sw: seq(p.vecN), t: ir.Vec(p.t, p.vecN)}
			return []val{e.selectComp(vec, *p.sIdx)}
		}
		if p.sw != nil {
			return []val{{reg: p.slotReg(0), sw: p.sw, t: p.t}}
		}
		var out []val
		for i, lt := range leaves(p.t) {
			out = append(out, val{reg: p.slotReg(i), sw: seq(lt.Components()), t: lt})
		}
		return out
	case pMem:
		var out []val
		for _, l := range p.memLeavesOf() {
			out = append(out, e.loadMem(p, l))
		}
		return out
	case pPush:
		var out []val
		for _, l := range p.memLeavesOf() {
			out = append(out, e.loadPush(p, l, pos))
		}
		return out
	case pInput:
		n := p.g.Type.Components()
		v := val{reg: p.input, sw: seq(n), t: p.g.Type}
		if p.sIdx != nil {
			return []val{e.selectComp(v, *p.sIdx)}
		}
		if p.sw != nil {
			v = v.swizzle(p.sw)
		}
		return []val{v}
	}
	return nil
}

// loadMem loads one leaf with LDB/LDS, using X2/X4 where the components
// are contiguous and naturally aligned.
func (e *emitter) loadMem(p place, l memLeaf) val {
	n := len(l.offs)
	st := storType(l.t)
	sz := scalarBytes(l.t.Scalar())
	r := e.tmp(l.t)
	switch {
	case n == 1:
		e.ins("%s.%s %s.x, %s", p.ldOp(), st, r.reg, p.memRef(l.offs[0]))
		e.setLast(dest{r.reg, seq(1)})
	case contiguous(l.offs, sz) && n == 2 && p.aligned(l.offs[0], 2*sz):
		e.ins("%s.%sX2 %s.xy, %s", p.ldOp(), st, r.reg, p.memRef(l.offs[0]))
		e.setLast(dest{r.reg, seq(2)})
	case contiguous(l.offs, sz) && n >= 3 && p.aligned(l.offs[0], 4*sz):
		e.ins("%s.%sX4 %s, %s", p.ldOp(), st, dest{r.reg, seq(n)}, p.memRef(l.offs[0]))
		e.setLast(dest{r.reg, seq(n)})
	default:
		for i, o := range l.offs {
			t := e.tmp(l.t.Scalar())
			e.ins("%s.%s %s.x, %s", p.ldOp(), st, t.reg, p.memRef(o))
			e.ins(nvisa.MOV+".%s %s.%c, %s.x", rawCls(l.t), r.reg, letters[i], t.reg)
		}
	}
	return r
}

// loadPush reads one leaf of the push-constant block from PARAM pc[].
func (e *emitter) loadPush(p place, l memLeaf, pos ir.Pos) val {
	var idx string
	if p.doff != nil {
		if p.dalign < 16 {
			e.unsupported(pos, "indexing a push-constant array whose stride is not a multiple of 16")
		}
		sh := e.op(nvisa.SHR, cU, ir.Uint32, *p.doff, u32(4))
		idx = fmt.Sprintf("%s.x + ", sh.reg)
	}
	if is64(l.t) {
		e.unsupported(pos, "a 64-bit push constant")
	}
	entry := func(o uint32) string { return fmt.Sprintf("pc[%s%d]", idx, o/16) }
	first := l.offs[0]
	same := true
	sw := make([]int, len(l.offs))
	for i, o := range l.offs {
		same = same && o/16 == first/16
		sw[i] = int(o%16) / 4
	}
	if same {
		return val{reg: entry(first), sw: sw, t: l.t}
	}
	r := e.tmp(l.t)
	for i, o := range l.offs {
		e.ins(nvisa.MOV+".U %s.%c, %s.%c", r.reg, letters[i], entry(o), letters[sw[i]])
	}
	return r
}

// selectComp reads component idx (a uint value) of vec.
func (e *emitter) selectComp(vec val, idx val) val {
	r := e.tmp(vec.t.Scalar())
	d := dest{r.reg, []int{0}}
	e.opTo(nvisa.MOV, cU, d, vec.comp(0))
	for i := 1; i < vec.n(); i++ {
		c := e.op(nvisa.SEQ, cU, ir.Bool, idx, u32(uint32(i)))
		e.opTo(nvisa.CMP, cU, d, c, vec.comp(i), r)
	}
	return r
}

// store writes leaves vs to p.
func (e *emitter) store(p place, vs []val) {
	switch p.kind {
	case pSlot:
		if p.sIdx != nil {
			reg := p.slotReg(0)
			for i := 0; i < p.vecN; i++ {
				c := e.op(nvisa.SEQ, cU, ir.Bool, *p.sIdx, u32(uint32(i)))
				e.opTo(nvisa.CMP, cU, dest{reg, []int{i}}, c, vs[0], val{reg: reg, sw: []int{i}, t: p.t})
			}
			return
		}
		if p.sw != nil {
			e.opTo(nvisa.MOV, cU, dest{p.slotReg(0), p.sw}, vs[0])
			return
		}
		for i, lt := range leaves(p.t) {
			d := dest{p.slotReg(i), seq(lt.Components())}
			if len(vs) == 1 && e.retarget(vs[i], d) {
				continue
			}
			e.opTo(nvisa.MOV, cU, d, vs[i])
		}
	case pMem:
		for i, l := range p.memLeavesOf() {
			e.storeMem(p, l, e.inReg(vs[i]))
		}
	default:
		e.fail(ir.Pos{}, "store to a read-only location")
	}
}

// storeMem stores one leaf with STB/STS.
func (e *emitter) storeMem(p place, l memLeaf, v val) {
	n := len(l.offs)
	st := storType(l.t)
	sz := scalarBytes(l.t.Scalar())
	src := func(v val, k int) string { return e.operand(v, rawCls(l.t), dest{"", seq(k)}) }
	switch {
	case n == 1:
		e.ins("%s.%s %s, %s", p.stOp(), st, src(v, 1), p.memRef(l.offs[0]))
	case contiguous(l.offs, sz) && n == 4 && p.aligned(l.offs[0], 4*sz):
		e.ins("%s.%sX4 %s, %s", p.stOp(), st, src(v, 4), p.memRef(l.offs[0]))
	case contiguous(l.offs, sz) && n >= 2 && p.aligned(l.offs[0], 2*sz):
		e.ins("%s.%sX2 %s, %s", p.stOp(), st, src(v.swizzle([]int{0, 1}), 2), p.memRef(l.offs[0]))
		if n == 3 {
			e.ins("%s.%s %s, %s", p.stOp(), st, src(v.comp(2), 1), p.memRef(l.offs[2]))
		}
	default:
		for i, o := range l.offs {
			e.ins("%s.%s %s, %s", p.stOp(), st, src(v.comp(i), 1), p.memRef(o))
		}
	}
}
