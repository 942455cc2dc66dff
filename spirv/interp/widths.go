package interp

import "fmt"

// The subgroup widths the interpreter emulates (SEMANTICS.md section 1):
// every power of two from MinSubgroupSize to MaxSubgroupSize, and
// DefaultSubgroupSize (the NVIDIA warp width) when a run names none. The
// command line, the AmberScript device and Run take them from here.
const (
	MinSubgroupSize     = 4
	MaxSubgroupSize     = 128
	DefaultSubgroupSize = 32
)

// SubgroupSizes lists every width the interpreter emulates, ascending.
func SubgroupSizes() []int {
	var s []int
	for n := MinSubgroupSize; n <= MaxSubgroupSize; n *= 2 {
		s = append(s, n)
	}
	return s
}

// CheckSubgroupSize reports a width the interpreter cannot emulate.
func CheckSubgroupSize(n int) error {
	if n < MinSubgroupSize || n > MaxSubgroupSize || n&(n-1) != 0 {
		return fmt.Errorf("subgroup size %d is not a power of two from %d to %d", n, MinSubgroupSize, MaxSubgroupSize)
	}
	return nil
}
