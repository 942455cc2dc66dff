//go:build !amd64

package interp

// Without a vector form (lanes_amd64.go) execOp runs its scalar loops.
var useVec = false

func vadd(d, a, b []uint64, m uint64)     { panic("unreachable") }
func vsub(d, a, b []uint64, m uint64)     { panic("unreachable") }
func vmul32(d, a, b []uint64, m uint64)   { panic("unreachable") }
func vand(d, a, b []uint64)               { panic("unreachable") }
func vor(d, a, b []uint64)                { panic("unreachable") }
func vxor(d, a, b []uint64)               { panic("unreachable") }
func vmask(d, a []uint64, m uint64)       { panic("unreachable") }
func veq(d, a, b []uint64)                { panic("unreachable") }
func vne(d, a, b []uint64)                { panic("unreachable") }
func vult(d, a, b []uint64)               { panic("unreachable") }
func vslt(d, a, b []uint64, sh uint64)    { panic("unreachable") }
func vshl(d, a, b []uint64, wm, m uint64) { panic("unreachable") }
func vshrl(d, a, b []uint64, wm uint64)   { panic("unreachable") }

func vbits(c []uint64) uint64 { panic("unreachable") }

func vecLanes(n int) bool { return false }

func vloop(regs *uint64, S uint64, ops *chainOp, start uint64, limit int64) (uint64, int64) {
	panic("unreachable")
}
