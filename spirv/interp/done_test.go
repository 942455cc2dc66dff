package interp

import (
	"sync/atomic"
	"testing"
)

// TestDoneCounts: Config.Done counts every finished workgroup (the CLI's
// progress line reads it), with several workers too.
func TestDoneCounts(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, `#version 450
layout(local_size_x = 4) in;
layout(std430, binding = 0) buffer B { uint v[]; };
void main() { v[gl_GlobalInvocationID.x] = 1u; }`))
	for _, workers := range []int{1, 3} {
		var done atomic.Int64
		buf := make([]byte, 4*4*6*5)
		if _, err := p.Run(Config{SubgroupSize: 4, Workgroups: [3]uint32{6, 5, 1}, Workers: workers, Done: &done,
			Buffers: map[[2]uint32][]byte{{0, 0}: buf}}); err != nil {
			t.Fatal(err)
		}
		if done.Load() != 30 {
			t.Errorf("workers %d: Done = %d, want 30", workers, done.Load())
		}
	}
}
