package interp

import (
	"encoding/binary"
	"testing"
)

// TestCopyForwarding covers the compile-time removal of copies around
// promoted locals (forwardCopy, retargetable): a value read back after its
// store, vector swizzles of the variable being written, self-operands, and
// a bitcast that reads the second component of a forwarded copy.
func TestCopyForwarding(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, `#version 450
#extension GL_ARB_gpu_shader_int64 : require
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer B { uint v[]; };
void main() {
  uint g = gl_GlobalInvocationID.x;
  uvec2 p = uvec2(g, g * 3u);
  p = p.yx + p;
  uint64_t w = packUint2x32(p);
  w = w + w;
  uvec2 q = unpackUint2x32(w);
  uint a = g;
  a = a + a;
  a = a * a;
  uint b = a;
  a = a ^ b;
  a = a + b;
  uint c = a >> 1;
  b = c;
  c = c + 1u;
  if ((g & 1u) == 0u) { c = c * 2u; }
  v[g*6u+0u] = q.x; v[g*6u+1u] = q.y; v[g*6u+2u] = a; v[g*6u+3u] = b; v[g*6u+4u] = c; v[g*6u+5u] = p.x;
}`))
	const n = 128
	buf := make([]byte, 4*6*n)
	if _, err := p.Run(Config{Workgroups: [3]uint32{n / 64, 1, 1}, Buffers: map[[2]uint32][]byte{{0, 0}: buf}}); err != nil {
		t.Fatal(err)
	}
	for g := uint32(0); g < n; g++ {
		a := 4 * g * g
		c := a>>1 + 1
		if g&1 == 0 {
			c *= 2
		}
		want := []uint32{8 * g, 8 * g, a, a >> 1, c, 4 * g}
		for i, x := range want {
			if got := binary.LittleEndian.Uint32(buf[4*(int(g)*6+i):]); got != x {
				t.Fatalf("invocation %d value %d: got %d, want %d", g, i, got, x)
			}
		}
	}
}
