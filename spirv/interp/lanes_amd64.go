package interp

// Vector forms of the commonest element-wise instructions for a
// converged subgroup (every lane active): AVX2 processes four 64-bit lane
// registers per instruction. vloop runs them, one instruction (vop, for
// execOp) or a chain or loop trace at a time (chain.go); each kind gives
// exactly the result of execOp's scalar loop (lanes_test.go compares
// them). useVec is false on CPUs without AVX2, and then execOp runs the
// scalar loops and no chain or trace is built. The lane count is a
// multiple of 4 (vecLanes; a subgroup, but not the one-lane evaluation of
// specialization constants).

// useVec says the vector forms may run (AVX2 present and enabled by the
// operating system).
var useVec = haveAVX2()

func haveAVX2() bool {
	maxID, _, _, _ := cpuid(0, 0)
	if maxID < 7 {
		return false
	}
	_, _, ecx1, _ := cpuid(1, 0)
	const osxsave, avx = 1 << 27, 1 << 28
	if ecx1&osxsave == 0 || ecx1&avx == 0 {
		return false
	}
	if xcr0, _ := xgetbv(); xcr0&6 != 6 { // XMM and YMM state saved
		return false
	}
	_, ebx7, _, _ := cpuid(7, 0)
	return ebx7&(1<<5) != 0
}

func cpuid(eaxArg, ecxArg uint32) (eax, ebx, ecx, edx uint32)
func xgetbv() (eax, edx uint32)

// vbits returns the mask of the non-zero lanes of c (at most 64 lanes).
//
//go:noescape
func vbits(c []uint64) uint64

// vecLanes says the vector forms run n lanes: a multiple of 4, in a
// run of the fast engine (s.vec).
func (s *sg) vecLanes(n int) bool { return s.vec && n&3 == 0 && n > 0 }

// vloop runs the chain operations at ops (chain.go), from op start, over
// the S lanes of the registers at regs (slot k at regs[k*S:]; S a
// multiple of 4) until an exit, a cGo, or a cLoop with more than limit
// steps counted: steps is the instructions counted, exit the index of the
// op it stopped at (-1 at a cLoop).
//
//go:noescape
func vloop(regs *uint64, S uint64, ops *chainOp, start uint64, limit int64, mem *memTab) (steps uint64, exit int64)
