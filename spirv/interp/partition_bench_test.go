package interp

import (
	"testing"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// BenchmarkPartitionOps times the two partitioned instructions alone on a
// full 32-lane subgroup with 16 keys (ns per lane).
func BenchmarkPartitionOps(b *testing.B) {
	const S = 32
	s := testSG(S, 1+4+4, firstN(S), false)
	s.full = true
	for l := 0; l < S; l++ {
		s.regs[l] = uint64((uint32(l) * 2654435761) >> 28)
	}
	g := &groupInfo{arith: aAdd, nk: nkU, gop: uint32(spirv.GroupOperationPartitionedReduceNV)}
	g.comb, g.ident = combiner(aAdd, nkU, 32)
	part := &inst{op: xGroup, sub: gPartition, n: 1, a: 0, d: 1, w: 32}
	red := &inst{op: xGroup, sub: gArith, n: 1, a: 0, b: 1, d: 5, w: 32}
	b.Run("partition", func(b *testing.B) {
		c0 := cpuTime()
		for i := 0; i < b.N; i++ {
			s.partition(part, g)
		}
		b.ReportMetric(float64((cpuTime()-c0).Nanoseconds())/float64(b.N*S), "cpu-ns/lane")
	})
	s.partition(part, g)
	b.Run("partition-ref", func(b *testing.B) {
		c0 := cpuTime()
		for i := 0; i < b.N; i++ {
			s.partitionRef(part, g)
		}
		b.ReportMetric(float64((cpuTime()-c0).Nanoseconds())/float64(b.N*S), "cpu-ns/lane")
	})
	b.Run("reduce-ref", func(b *testing.B) {
		c0 := cpuTime()
		for i := 0; i < b.N; i++ {
			s.partitionedRef(red, g)
		}
		b.ReportMetric(float64((cpuTime()-c0).Nanoseconds())/float64(b.N*S), "cpu-ns/lane")
	})
	b.Run("reduce", func(b *testing.B) {
		c0 := cpuTime()
		for i := 0; i < b.N; i++ {
			s.partitioned(red, g)
		}
		b.ReportMetric(float64((cpuTime()-c0).Nanoseconds())/float64(b.N*S), "cpu-ns/lane")
	})
}
