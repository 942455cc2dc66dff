package interp

import "testing"

// BenchmarkCoopMatMulAdd: one workgroup of 64 invocations, each subgroup
// loading a 16x16 float16 A and B and a float32 C, one MulAdd, a scale and
// an add, and a store (TestCoopMatMulAdd's module), at 32 lanes.
func BenchmarkCoopMatMulAdd(b *testing.B) {
	p := asmLoad(b, coopHeader+coopMulAddBody)
	bufs := coopBufs(map[[2]uint32][]byte{{0, 0}: make([]byte, 1024), {0, 1}: make([]byte, 4*320), {0, 2}: make([]byte, 4*256*8), {0, 3}: make([]byte, 256)})
	cfg := Config{SubgroupSize: 32, Buffers: bufs, Workers: 1}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := p.Run(cfg); err != nil {
			b.Fatal(err)
		}
	}
}
