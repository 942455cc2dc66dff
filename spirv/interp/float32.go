package interp

import "math"

// The float32 arithmetic of the reference engine, with SEMANTICS.md's NaN
// rule made explicit: the result of an operation with a NaN operand is
// the first NaN operand, quieted (bit 22 set); an operation that makes a
// NaN of non-NaN operands gives the default NaN 0xFFC00000. The hardware
// does the same on x86 (SSE and AVX take the first source operand's NaN),
// but which operand Go's compiler puts first in a commutative operation
// is its choice, so the rule is not left to it. The fast engine's AVX2
// forms (lanes_amd64.s: cFAdd ... cFDiv) give these bits; chain_test.go's
// TestFloatChains compares them.

const (
	f32Quiet      = 0x00400000
	f32DefaultNaN = 0xFFC00000
)

// isNaN32 says the bits are a float32 NaN.
func isNaN32(a uint32) bool { return a&0x7FFFFFFF > 0x7F800000 }

// nan32 is the NaN result of an operation on a and b whose result r is a
// NaN: the first NaN operand, quieted, else the default NaN.
func nan32(a, b uint32) uint64 {
	switch {
	case isNaN32(a):
		return uint64(a | f32Quiet)
	case isNaN32(b):
		return uint64(b | f32Quiet)
	}
	return f32DefaultNaN
}

func fadd32(a, b uint64) uint64 {
	r := math.Float32bits(math.Float32frombits(uint32(a)) + math.Float32frombits(uint32(b)))
	if isNaN32(r) {
		return nan32(uint32(a), uint32(b))
	}
	return uint64(r)
}

func fsub32(a, b uint64) uint64 {
	r := math.Float32bits(math.Float32frombits(uint32(a)) - math.Float32frombits(uint32(b)))
	if isNaN32(r) {
		return nan32(uint32(a), uint32(b))
	}
	return uint64(r)
}

func fmul32(a, b uint64) uint64 {
	r := math.Float32bits(math.Float32frombits(uint32(a)) * math.Float32frombits(uint32(b)))
	if isNaN32(r) {
		return nan32(uint32(a), uint32(b))
	}
	return uint64(r)
}

func fdiv32(a, b uint64) uint64 {
	r := math.Float32bits(math.Float32frombits(uint32(a)) / math.Float32frombits(uint32(b)))
	if isNaN32(r) {
		return nan32(uint32(a), uint32(b))
	}
	return uint64(r)
}

// Float comparisons (xFCmp32): the relation bits of a and b, then the
// predicate's set of them. An ordered predicate holds when the operands
// are not NaN and their relation is in the set; an unordered one is
// stored as the negation of the ordered complement (FUnordLessThan is not
// FOrdGreaterThanEqual).
const (
	fcLT  = 1 << iota // a < b
	fcGT              // a > b
	fcEQ              // a == b
	fcNeg             // negate: the unordered predicates
)

func fcmp32(a, b uint64, pred uint8) uint64 {
	x, y := math.Float32frombits(uint32(a)), math.Float32frombits(uint32(b))
	r := x < y && pred&fcLT != 0 || x > y && pred&fcGT != 0 || x == y && pred&fcEQ != 0
	return b2u(r != (pred&fcNeg != 0))
}
