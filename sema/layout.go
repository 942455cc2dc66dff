package sema

import (
	"github.com/glslc-nv/glslc-nv/internal/layout"
	"github.com/glslc-nv/glslc-nv/ir"
)

// layoutRules are the block layouts of GLSL 4.60 §7.6.2.2 and
// GL_EXT_scalar_block_layout; their rules live in internal/layout.
type layoutRules = layout.Rules

const (
	std140       = layout.Std140
	std430       = layout.Std430
	scalarLayout = layout.Scalar
)

type laidKey struct {
	t        *ir.Type
	rules    layoutRules
	rowMajor bool
	hlsl     bool // laid out under -fhlsl-offsets (checker.hlslLayout)
}

// laidOut is a type placed in a block.
type laidOut struct {
	mem     *ir.Type // the memory type (arrays with strides, laid structs, uint for bool)
	align   uint32   // base alignment
	size    uint32
	mstride uint32 // matrix stride of a matrix or array of matrices
}

// lay computes the explicit layout of GLSL type t under rules.
func (c *checker) lay(t *ir.Type, rules layoutRules, rowMajor bool) laidOut {
	switch t.Kind() {
	case ir.KindBool:
		return laidOut{mem: ir.Uint32, align: 4, size: 4}
	case ir.KindInt, ir.KindUint, ir.KindFloat:
		n := uint32(t.Width() / 8)
		return laidOut{mem: t, align: n, size: n}
	case ir.KindReference: // a 64-bit device address
		return laidOut{mem: t, align: 8, size: 8}
	case ir.KindVector:
		s := c.lay(t.Elem(), rules, rowMajor)
		mem := ir.Vec(s.mem, t.Len())
		return laidOut{mem: mem, align: layout.VectorAlign(rules, s.align, uint32(t.Len())), size: s.size * uint32(t.Len())}
	case ir.KindMatrix:
		// An array of columns (column-major) or rows (row-major).
		cols, rows := t.Len(), t.Elem().Len()
		n, vlen := cols, rows
		if rowMajor {
			n, vlen = rows, cols
		}
		v := c.lay(ir.Vec(t.Scalar(), vlen), rules, false)
		align, stride := layout.Stride(rules, v.align, v.size)
		return laidOut{mem: t, align: align, size: stride * uint32(n), mstride: stride}
	case ir.KindArray, ir.KindRuntimeArray:
		e := c.lay(t.Elem(), rules, rowMajor)
		align, stride := layout.Stride(rules, e.align, e.size)
		if stride == 0 {
			stride = 4
		}
		if t.Kind() == ir.KindRuntimeArray {
			return laidOut{mem: ir.RuntimeArrayOf(e.mem, stride), align: align, size: 0, mstride: e.mstride}
		}
		n := t.Len()
		var mem *ir.Type
		if s := t.LenSpec(); s != nil {
			mem = ir.SpecArrayOf(e.mem, s, stride)
			if s.Default != nil {
				n = int(s.Default.Int())
			}
		} else {
			mem = ir.ArrayOf(e.mem, n, stride)
		}
		return laidOut{mem: mem, align: align, size: stride * uint32(n), mstride: e.mstride}
	case ir.KindStruct:
		key := laidKey{t, rules, rowMajor, c.hlslLayout}
		if l, ok := c.laid[key]; ok {
			return l
		}
		info := c.structs[t]
		var fields []fieldInfo
		if info != nil {
			fields = info.fields
		}
		members, align, size := c.layMembers(t.Name(), t.Members(), fields, rules, rowMajor)
		l := laidOut{mem: ir.NewLaidStruct(t.Name(), members...), align: align, size: size}
		c.laid[key] = l
		return l
	}
	return laidOut{mem: t, align: 4, size: 4}
}

// layMembers places struct or block members; fields (when known) give
// their layout qualifiers.
func (c *checker) layMembers(name string, ms []ir.Member, fields []fieldInfo, rules layoutRules, rowMajor bool) ([]ir.Member, uint32, uint32) {
	var out []ir.Member
	var off, maxAlign uint32 = 0, 1
	for i, m := range ms {
		rm := rowMajor
		var f fieldInfo
		f.offset = -1
		if i < len(fields) {
			f = fields[i]
			switch f.major {
			case 1:
				rm = false
			case 2:
				rm = true
			}
		}
		l := c.lay(m.Type, rules, rm)
		align := l.align
		size := l.size
		vectorLike := isVectorLike(m.Type)
		if c.hlslLayout && m.Type.Kind() != ir.KindStruct {
			align, size = hlslMember(m.Type, l, vectorLike)
		}
		if f.align > 0 && uint32(f.align) > align {
			align = uint32(f.align)
		}
		if f.offset >= 0 {
			o := uint32(f.offset)
			if o%l.align != 0 {
				c.errorf(f.pos, "offset %d of member '%s' is not aligned to its base alignment %d", o, m.Name, l.align)
			} else if o < off {
				c.errorf(f.pos, "offset %d of member '%s' overlaps the previous member (next free offset is %d)", o, m.Name, off)
			}
			off = layout.RoundUp(o, align)
		} else {
			off = layout.RoundUp(off, align)
			if c.hlslLayout && rules != scalarLayout && improperStraddle(m.Type, size, off, vectorLike) {
				off = layout.RoundUp(off, 16)
			}
		}
		mb := ir.Member{Name: m.Name, Type: l.mem, Offset: off, Access: f.access}
		if isMatrixish(m.Type) {
			mb.MatrixStride = l.mstride
			mb.RowMajor = rm
		}
		out = append(out, mb)
		off += size
		if align > maxAlign {
			maxAlign = align
		}
	}
	maxAlign = layout.StructAlign(rules, maxAlign)
	return out, maxAlign, layout.RoundUp(off, maxAlign)
}

func isMatrixish(t *ir.Type) bool {
	for t.Kind() == ir.KindArray || t.Kind() == ir.KindRuntimeArray {
		t = t.Elem()
	}
	return t.Kind() == ir.KindMatrix
}

// isVectorLike is glslang 11's test for the HLSL offset rules: a vector.
// (glslang 16 also counts one-column matrices and takes std140's padding
// off matrices and arrays, which makes members overlap: its modules fail
// spirv-val, so glslc-nv keeps the rules of glslc 2023.2's glslang.)
func isVectorLike(t *ir.Type) bool {
	return t.Kind() == ir.KindVector
}

// hlslMember is a member's alignment and size under -fhlsl-offsets: a
// vector is aligned to its component when that is at most 4 bytes.
func hlslMember(t *ir.Type, l laidOut, vectorLike bool) (align, size uint32) {
	align, size = l.align, l.size
	if vectorLike {
		comp := uint32(4) // bool
		if s := t.Scalar(); s.Kind() != ir.KindBool {
			comp = uint32(s.Width() / 8)
		}
		if comp <= 4 {
			align = comp
		}
	}
	return align, size
}

// improperStraddle is glslang's rule for vectors at relaxed offsets: one
// of up to 16 bytes may not cross a 16-byte boundary, a larger one must
// start on one.
func improperStraddle(t *ir.Type, size, off uint32, vectorLike bool) bool {
	if !vectorLike {
		return false
	}
	if size <= 16 {
		return off/16 != (off+size-1)/16
	}
	return off%16 != 0
}
