package nvasm

import (
	"github.com/glslc-nv/glslc-nv/spirv"
)

// memRef is a resolved memory operand: the word array, its storage class
// and the byte offset and size of the accessible range.
type memRef struct {
	base   uint32 // variable (a Block struct for storage, an array for shared)
	sc     spirv.StorageClass
	off    uint32 // byte offset (uint id)
	min    uint32 // lowest valid byte offset (the variable's first element)
	size   uint32 // end of the range in bytes (uint id)
	scope  uint32 // atomic scope constant id
	member bool   // the array is member 0 of base
}

func (g *gen) memRef(o *operand) memRef {
	off := func(rel *operand, k int) uint32 {
		if rel == nil {
			return g.cu(uint32(k))
		}
		v := g.scalar(rel, tyU)
		if k != 0 {
			v = g.op(spirv.OpIAdd, g.tU, v, g.cu(uint32(k)))
		}
		return v
	}
	d := o.d
	// The name covers bytes base .. base+limit-1 of the memory (to its end
	// when limit is 0); offsets are relative to base.
	window := func(m memRef, off uint32) memRef {
		m.off, m.min = off, g.cu(uint32(d.base))
		if d.base != 0 {
			m.off = g.op(spirv.OpIAdd, g.tU, off, m.min)
		}
		if d.limit > 0 {
			m.size = g.ext(g.tU, spirv.GLSLstd450UMin, m.size, g.cu(uint32(d.base+d.limit)))
		}
		return m
	}
	if d.kind == dShared {
		return window(memRef{base: g.shared, sc: spirv.StorageClassWorkgroup,
			size: g.cu(uint32(g.p.sharedSize)), scope: g.cu(uint32(spirv.ScopeWorkgroup))}, off(o.rel, o.idx))
	}
	binding := d.bind
	byteOff := off(o.rel, o.idx)
	if o.idx2 {
		binding += o.idx
		byteOff = off(o.sub2.rel, o.sub2.idx)
	}
	v := g.storageVar(binding)
	words := g.op(spirv.OpArrayLength, g.tU, v, 0)
	return window(memRef{base: v, sc: spirv.StorageClassStorageBuffer,
		size: g.op(spirv.OpShiftLeftLogical, g.tU, words, g.cu(2)), scope: g.cu(uint32(spirv.ScopeDevice)), member: true}, byteOff)
}

// ptr returns a pointer to word w of the memory.
func (g *gen) ptr(m memRef, w uint32) uint32 {
	pt := g.b.TypePointer(m.sc, g.tU)
	if m.member {
		return g.bl.AccessChain(pt, m.base, g.cu(0), w)
	}
	return g.bl.AccessChain(pt, m.base, w)
}

// inRange tells whether bytes [off, off+n) lie inside the memory, where
// off = m.off rounded down to a multiple of align plus k; it returns the
// component's byte offset too.
func (g *gen) inRange(m memRef, align, k, n uint32) (ok, off uint32) {
	off = g.op(spirv.OpBitwiseAnd, g.tU, m.off, g.cu(^(align - 1)))
	if k != 0 {
		off = g.op(spirv.OpIAdd, g.tU, off, g.cu(k))
	}
	// off + n <= size, without wrapping: size >= n && off <= size - n,
	// and off did not wrap when k was added.
	bigEnough := g.op(spirv.OpUGreaterThanEqual, g.tBool, m.size, g.cu(n))
	limit := g.op(spirv.OpISub, g.tU, m.size, g.cu(n))
	ok = g.op(spirv.OpLogicalAnd, g.tBool, bigEnough, g.op(spirv.OpULessThanEqual, g.tBool, off, limit))
	// No wrap-around: the component lies at or after the variable's first
	// byte and after the (unaligned) start of the access.
	lowest := m.min
	if k != 0 {
		lowest = g.op(spirv.OpIAdd, g.tU, m.min, g.cu(k))
	}
	ok = g.op(spirv.OpLogicalAnd, g.tBool, ok, g.op(spirv.OpUGreaterThanEqual, g.tBool, off, lowest))
	return ok, off
}

// load emits LDB and LDS: each component is read when it lies in range
// and is 0 otherwise; 8- and 16-bit values are zero- or sign-extended;
// 64-bit values fill 64-bit components (converted to the destination's
// width on the write). Unfetched components are 0.
func (g *gen) load(in *inst) {
	m := g.memRef(in.srcs[0])
	st := in.st
	k := storKind(st)
	ut := tyU.width(k.is64())
	zero := g.constScalar(ut, 0)
	comps := []uint32{zero, zero, zero, zero}
	word := func(ok, off uint32) uint32 {
		w := g.op(spirv.OpShiftRightLogical, g.tU, off, g.cu(2))
		return g.ifValue(g.tU, ok, g.cu(0), func() uint32 { return g.bl.Load(g.tU, g.ptr(m, w)) })
	}
	for c := 0; c < st.N; c++ {
		ok, off := g.inRange(m, uint32(st.Size*st.N), uint32(c*st.Size), uint32(st.Size))
		v := word(ok, off)
		switch {
		case st.Size == 8:
			hi := word(ok, g.op(spirv.OpIAdd, g.tU, off, g.cu(4)))
			v = g.op(spirv.OpBitwiseOr, g.tUL, g.op(spirv.OpUConvert, g.tUL, v),
				g.op(spirv.OpShiftLeftLogical, g.tUL, g.op(spirv.OpUConvert, g.tUL, hi), g.cu(32)))
		case st.Size < 4:
			shift := g.op(spirv.OpShiftLeftLogical, g.tU, g.op(spirv.OpBitwiseAnd, g.tU, off, g.cu(3)), g.cu(3))
			v = g.op(spirv.OpShiftRightLogical, g.tU, v, shift)
			bits := uint32(st.Size * 8)
			if st.Signed {
				sh := g.cu(32 - bits)
				v = g.op(spirv.OpBitcast, g.tU, g.op(spirv.OpShiftRightArithmetic, g.tI, g.op(spirv.OpBitcast, g.tI, g.op(spirv.OpShiftLeftLogical, g.tU, v, sh)), sh))
			} else {
				v = g.op(spirv.OpBitwiseAnd, g.tU, v, g.cu(1<<bits-1))
			}
		}
		comps[c] = v
	}
	g.write(in, g.cast(g.vec4(g.vecT(ut), comps[0], comps[1], comps[2], comps[3]), ut, k, true), k, 0)
}

// store emits STB and STS: components out of range are dropped; 8- and
// 16-bit stores change only their bytes (atomically, so that neighbours
// stored by other invocations survive); 64-bit components are stored as
// two words, low word first.
func (g *gen) store(in *inst) {
	val := g.memValue(in.srcs[0], in.st)
	m := g.memRef(in.srcs[1])
	st := in.st
	sem := g.cu(0)
	for c := 0; c < st.N; c++ {
		ok, off := g.inRange(m, uint32(st.Size*st.N), uint32(c*st.Size), uint32(st.Size))
		w := g.op(spirv.OpShiftRightLogical, g.tU, off, g.cu(2))
		var v, hi uint32
		if st.Size == 8 {
			x := g.comp(g.tUL, val, c)
			v = g.op(spirv.OpUConvert, g.tU, x)
			hi = g.op(spirv.OpUConvert, g.tU, g.op(spirv.OpShiftRightLogical, g.tUL, x, g.cu(32)))
		} else {
			v = g.comp(g.tU, val, c)
		}
		g.ifThen(ok, func() {
			p := g.ptr(m, w)
			switch {
			case st.Size == 8:
				g.bl.Store(p, v)
				g.bl.Store(g.ptr(m, g.op(spirv.OpIAdd, g.tU, w, g.cu(1))), hi)
				return
			case st.Size == 4:
				g.bl.Store(p, v)
				return
			}
			shift := g.op(spirv.OpShiftLeftLogical, g.tU, g.op(spirv.OpBitwiseAnd, g.tU, off, g.cu(3)), g.cu(3))
			mask := g.op(spirv.OpShiftLeftLogical, g.tU, g.cu(1<<(st.Size*8)-1), shift)
			bits := g.op(spirv.OpBitwiseAnd, g.tU, g.op(spirv.OpShiftLeftLogical, g.tU, v, shift), mask)
			g.op(spirv.OpAtomicAnd, g.tU, p, m.scope, sem, g.op(spirv.OpNot, g.tU, mask))
			g.op(spirv.OpAtomicOr, g.tU, p, m.scope, sem, bits)
		})
	}
}

// atom emits ATOMB and ATOMS: the old value lands in .x (0 when the
// address is out of range, where nothing is changed).
func (g *gen) atom(in *inst) {
	val := g.memValue(in.srcs[0], in.st)
	m := g.memRef(in.srcs[1])
	ok, off := g.inRange(m, 4, 0, 4)
	w := g.op(spirv.OpShiftRightLogical, g.tU, off, g.cu(2))
	v := g.comp(g.tU, val, 0)
	signed := in.st.Signed
	old := g.ifValue(g.tU, ok, g.cu(0), func() uint32 {
		p := g.ptr(m, w)
		sem := g.cu(0)
		simple := func(op spirv.Op) uint32 { return g.op(op, g.tU, p, m.scope, sem, v) }
		switch in.atom {
		case "ADD":
			if in.st.Float {
				return g.casLoop(p, m.scope, func(o uint32) uint32 {
					s := g.op(spirv.OpFAdd, g.tF, g.op(spirv.OpBitcast, g.tF, o), g.op(spirv.OpBitcast, g.tF, v))
					return g.op(spirv.OpBitcast, g.tU, s)
				})
			}
			return simple(spirv.OpAtomicIAdd)
		case "MIN":
			if signed {
				return simple(spirv.OpAtomicSMin)
			}
			return simple(spirv.OpAtomicUMin)
		case "MAX":
			if signed {
				return simple(spirv.OpAtomicSMax)
			}
			return simple(spirv.OpAtomicUMax)
		case "AND":
			return simple(spirv.OpAtomicAnd)
		case "OR":
			return simple(spirv.OpAtomicOr)
		case "XOR":
			return simple(spirv.OpAtomicXor)
		case "EXCH":
			return simple(spirv.OpAtomicExchange)
		case "CSWAP":
			nv := g.comp(g.tU, val, 1)
			return g.op(spirv.OpAtomicCompareExchange, g.tU, p, m.scope, sem, sem, nv, v)
		case "IWRAP": // old >= v ? 0 : old + 1
			return g.casLoop(p, m.scope, func(o uint32) uint32 {
				wrap := g.op(spirv.OpUGreaterThanEqual, g.tBool, o, v)
				return g.sel(g.tU, wrap, g.cu(0), g.op(spirv.OpIAdd, g.tU, o, g.cu(1)))
			})
		case "DWRAP": // old == 0 || old > v ? v : old - 1
			return g.casLoop(p, m.scope, func(o uint32) uint32 {
				wrap := g.op(spirv.OpLogicalOr, g.tBool, g.op(spirv.OpIEqual, g.tBool, o, g.cu(0)), g.op(spirv.OpUGreaterThan, g.tBool, o, v))
				return g.sel(g.tU, wrap, v, g.op(spirv.OpISub, g.tU, o, g.cu(1)))
			})
		}
		return g.cu(0)
	})
	zero := g.cu(0)
	k := storKind(in.st)
	g.write(in, g.cast(g.vec4(g.tV4u, old, zero, zero, zero), tyU, k, true), k, 0)
}

// casLoop builds a read-modify-write from compare-exchange: it returns
// the value the successful exchange replaced.
func (g *gen) casLoop(p, scope uint32, f func(old uint32) uint32) uint32 {
	sem := g.cu(0)
	v := g.fn.Variable(g.b.TypePointer(spirv.StorageClassFunction, g.tU))
	g.bl.Store(v, g.op(spirv.OpAtomicLoad, g.tU, p, scope, sem))
	header, body, cont, merge := g.b.ID(), g.b.ID(), g.b.ID(), g.b.ID()
	g.bl.Branch(header)
	g.bl = g.fn.Block(header)
	g.bl.LoopMerge(merge, cont, spirv.LoopControlNone)
	g.bl.Branch(body)
	g.bl = g.fn.Block(body)
	old := g.bl.Load(g.tU, v)
	got := g.op(spirv.OpAtomicCompareExchange, g.tU, p, scope, sem, sem, f(old), old)
	g.bl.Store(v, got)
	g.bl.BranchConditional(g.op(spirv.OpIEqual, g.tBool, got, old), merge, cont)
	g.fn.Block(cont).Branch(header)
	g.bl = g.fn.Block(merge)
	return g.bl.Load(g.tU, v)
}
