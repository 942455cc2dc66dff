package interp

import "github.com/glslc-nv/glslc-nv/spirv"

// tkind classifies the types the interpreter knows.
type tkind uint8

const (
	tVoid tkind = iota
	tBool
	tInt
	tFloat
	tVector
	tMatrix
	tArray
	tRuntimeArray
	tStruct
	tPointer
	tFunction
	tOpaque // images, samplers, ...: declared, never executed
	// tCoopMat is a cooperative matrix (coopmat.go): n = comps = the most
	// elements one lane can hold (at the smallest subgroup size).
	tCoopMat
)

// rtype is a resolved type. Values of a type are flattened into comps
// scalar components (composites in member order, matrices column-major).
type rtype struct {
	id      uint32
	k       tkind
	width   int // bits, for scalars
	signed  bool
	elem    *rtype // vector component, matrix column, array element, pointee
	n       int    // vector size, matrix columns, array length
	members []*rtype
	comps   int   // flattened scalar components
	moff    []int // flattened component index of each member (struct)
	sc      spirv.StorageClass
	ret     *rtype      // function types
	enc     uint8       // float encoding: 0 IEEE, else a minifloat.Format
	coop    *coopType   // tCoopMat
	tensor  *tensorType // a tensor layout or view (coopmat_tensor.go), else nil
}

// scalar returns the scalar type at the bottom of t's components when they
// all share one (scalars, vectors, matrices), else nil.
func (t *rtype) scalar() *rtype {
	switch t.k {
	case tBool, tInt, tFloat:
		return t
	case tVector, tMatrix, tCoopMat:
		return t.elem.scalar()
	}
	return nil
}

// compType returns the scalar type of flattened component c.
func (t *rtype) compType(c int) *rtype {
	for {
		switch t.k {
		case tBool, tInt, tFloat:
			return t
		case tVector, tMatrix, tArray, tCoopMat:
			c %= t.elem.comps
			t = t.elem
		case tStruct:
			i := len(t.moff) - 1
			for i > 0 && t.moff[i] > c {
				i--
			}
			c -= t.moff[i]
			t = t.members[i]
		default:
			return t
		}
	}
}

// byteSize of a scalar in memory; bools take 4 bytes.
func (t *rtype) byteSize() int {
	if t.k == tBool {
		return 4
	}
	return t.width / 8
}

// maxValueComps bounds the scalar components of a value the interpreter
// loads, stores or keeps in registers at once.
const maxValueComps = 1 << 14

// slot is one scalar of a memory layout.
type slot struct {
	off  uint32
	size uint8 // bytes
}

// layout places a type in memory.
type layout struct {
	t     *rtype
	size  int // bytes spanned (for a runtime-array struct: up to the array)
	align int
	slots []slot // flattened components, relative to the base
	// navigation
	moff   []int     // struct member offsets
	mlay   []*layout // struct member layouts
	elem   *layout   // array element, matrix column, vector component
	stride int       // array stride, matrix column stride, vector component stride
	n      int       // element count (0 for a runtime array)
}

type memberDecos struct {
	off       int
	hasOff    bool
	matStride int
	rowMajor  bool
}

// layoutCtx builds layouts from decorations (explicit) or natural packing.
type layoutCtx struct {
	arrayStride map[uint32]int
	members     map[uint32][]memberDecos
	cache       map[uint32]*layout
}

func (lc *layoutCtx) of(t *rtype) *layout {
	if l, ok := lc.cache[t.id]; ok && t.id != 0 {
		return l
	}
	l := lc.build(t, 0, false)
	if t.id != 0 {
		lc.cache[t.id] = l
	}
	return l
}

func alignUp(v, a int) int {
	if a <= 1 {
		return v
	}
	return (v + a - 1) / a * a
}

func (lc *layoutCtx) build(t *rtype, matStride int, rowMajor bool) *layout {
	l := &layout{t: t}
	switch t.k {
	case tBool, tInt, tFloat:
		s := t.byteSize()
		l.size, l.align = s, s
		l.slots = []slot{{0, uint8(s)}}
	case tVector, tCoopMat:
		e := lc.build(t.elem, 0, false)
		l.elem, l.stride, l.n = e, e.size, t.n
		l.size, l.align = e.size*t.n, e.align
		for i := 0; i < t.n; i++ {
			l.slots = append(l.slots, slot{uint32(i * e.size), e.slots[0].size})
		}
	case tMatrix:
		col := t.elem
		sc := col.elem.byteSize()
		cl := &layout{t: col, n: col.n, elem: lc.build(col.elem, 0, false), align: sc}
		if rowMajor {
			if matStride == 0 {
				matStride = sc * t.n
			}
			cl.stride = matStride
			l.stride = sc
			cl.size = matStride*(col.n-1) + sc
		} else {
			if matStride == 0 {
				matStride = sc * col.n
			}
			cl.stride = sc
			l.stride = matStride
			cl.size = sc * col.n
		}
		for i := 0; i < col.n; i++ {
			cl.slots = append(cl.slots, slot{uint32(i * cl.stride), uint8(sc)})
		}
		l.elem, l.n, l.align = cl, t.n, sc
		for c := 0; c < t.n; c++ {
			for _, s := range cl.slots {
				l.slots = append(l.slots, slot{uint32(c*l.stride) + s.off, s.size})
			}
		}
		if rowMajor {
			l.size = matStride * col.n
		} else {
			l.size = matStride * t.n
		}
	case tArray, tRuntimeArray:
		e := lc.build(t.elem, matStride, rowMajor)
		stride, ok := lc.arrayStride[t.id]
		if !ok {
			stride = alignUp(e.size, e.align)
		}
		l.elem, l.stride, l.n, l.align = e, stride, t.n, e.align
		if t.k == tArray {
			l.size = stride * t.n
			if len(e.slots)*t.n <= maxValueComps && e.slots != nil {
				for i := 0; i < t.n; i++ {
					for _, s := range e.slots {
						l.slots = append(l.slots, slot{uint32(i*stride) + s.off, s.size})
					}
				}
			} else {
				l.slots = nil // too large to load or store as one value
			}
		}
	case tStruct:
		md := lc.members[t.id]
		off := 0
		l.align = 1
		for i, m := range t.members {
			var d memberDecos
			if i < len(md) {
				d = md[i]
			}
			ml := lc.build(m, d.matStride, d.rowMajor)
			if d.hasOff {
				off = d.off
			} else {
				off = alignUp(off, ml.align)
			}
			l.moff = append(l.moff, off)
			l.mlay = append(l.mlay, ml)
			if len(l.slots)+len(ml.slots) <= maxValueComps {
				for _, s := range ml.slots {
					l.slots = append(l.slots, slot{uint32(off) + s.off, s.size})
				}
			}
			if ml.align > l.align {
				l.align = ml.align
			}
			off += ml.size
			if off > l.size {
				l.size = off
			}
		}
	case tPointer, tOpaque:
		l.size, l.align = 8, 8
		l.slots = []slot{{0, 8}}
	}
	return l
}

// runtimeArray finds a trailing runtime array in a block layout: its
// offset and stride.
func (l *layout) runtimeArray() (off, stride int, ok bool) {
	base := 0
	for l.t.k == tStruct && len(l.mlay) > 0 {
		last := len(l.mlay) - 1
		base += l.moff[last]
		l = l.mlay[last]
	}
	if l.t.k == tRuntimeArray {
		return base, l.stride, true
	}
	return 0, 0, false
}
