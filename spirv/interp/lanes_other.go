//go:build !amd64

package interp

// Without a vector form (lanes_amd64.go) execOp runs its scalar loops.
var useVec = false

func vbits(c []uint64) uint64 { panic("unreachable") }

func (s *sg) vecLanes(n int) bool { return false }

func vloop(regs *uint64, S uint64, ops *chainOp, start uint64, limit int64, mem *memTab) (uint64, int64) {
	panic("unreachable")
}
