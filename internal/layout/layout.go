// Package layout is the one statement of GLSL's explicit block layout
// rules (GLSL 4.60 §7.6.2.2, std140 and std430, and GL_EXT_scalar_block_layout):
// the base alignment of scalars and vectors, the stride of arrays and matrix
// columns, and the alignment and size of structs. It works on byte counts,
// so that every type model calls it: sema lays out IR types for blocks,
// lower/nvasm packs shared variables by std430, and conformance places
// AmberScript buffer elements and STRUCTs.
package layout

// Rules is a block layout.
type Rules uint8

const (
	Std140 Rules = iota + 1
	Std430
	Scalar
)

func (r Rules) String() string {
	switch r {
	case Std140:
		return "std140"
	case Std430:
		return "std430"
	case Scalar:
		return "scalar"
	}
	return "?"
}

// RoundUp rounds n up to a multiple of a (n itself when a is 0).
func RoundUp(n, a uint32) uint32 {
	if a == 0 {
		return n
	}
	return (n + a - 1) / a * a
}

// VectorAlign is the base alignment of a vector of n components of b bytes
// each (n = 1: a scalar): b, 2b for two components, 4b for three or four;
// b alone under the scalar layout.
func VectorAlign(r Rules, b, n uint32) uint32 {
	switch {
	case r == Scalar || n == 1:
		return b
	case n == 2:
		return 2 * b
	}
	return 4 * b
}

// Stride is the alignment and the stride of the elements of an array (or
// the columns of a column-major matrix, the rows of a row-major one) whose
// element has base alignment align and size size: std140 rounds the
// alignment up to 16; the stride is the size rounded up to the alignment,
// except under the scalar layout, where it is the size.
func Stride(r Rules, align, size uint32) (arrayAlign, stride uint32) {
	if r == Std140 {
		align = RoundUp(align, 16)
	}
	if r == Scalar {
		return align, size
	}
	return align, RoundUp(size, align)
}

// StructAlign is the base alignment of a struct whose largest member
// alignment is maxMember: rounded up to 16 under std140. The struct's size
// is its end (the last member's offset plus its size) rounded up to it.
func StructAlign(r Rules, maxMember uint32) uint32 {
	if r == Std140 {
		return RoundUp(maxMember, 16)
	}
	return maxMember
}
