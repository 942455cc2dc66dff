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

// TestCopyForwardingAcross: a load read a few instructions later is
// forwarded when nothing between writes the variable, and kept when
// something does (a swap through a temporary, a variable updated between
// its load and the use); the results are hand-computed here.
func TestCopyForwardingAcross(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, `#version 450
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer B { uint v[]; };
void main() {
  uint g = gl_GlobalInvocationID.x;
  uint a = g + 1u, b = g * 5u, c = 7u;
  for (uint k = 0u; k < 4u; k++) {
    uint t = a;          // load a, used after a is written
    a = b ^ (a >> 1);
    b = t + c;           // the old a
    c = b - a + (c << 1);
    uint s = c;
    c = a;
    a = s * 3u;          // swap through s
    uint r = a + (a = b ^ c); // the old a, loaded before the store
    b = r - (b = c * 5u);     // the same with b
  }
  v[g * 3u] = a; v[g * 3u + 1u] = b; v[g * 3u + 2u] = c;
}`))
	const n = 128
	buf := make([]byte, 4*3*n)
	if _, err := p.Run(Config{Workgroups: [3]uint32{n / 64, 1, 1}, Buffers: map[[2]uint32][]byte{{0, 0}: buf}}); err != nil {
		t.Fatal(err)
	}
	for g := uint32(0); g < n; g++ {
		a, b, c := g+1, g*5, uint32(7)
		for k := 0; k < 4; k++ {
			t := a
			a = b ^ (a >> 1)
			b = t + c
			c = b - a + (c << 1)
			s := c
			c = a
			a = s * 3
			r := a + (b ^ c)
			a = b ^ c
			b = r - c*5
		}
		for i, x := range []uint32{a, b, c} {
			if got := binary.LittleEndian.Uint32(buf[4*(int(g)*3+i):]); got != x {
				t.Fatalf("invocation %d value %d: got %d, want %d", g, i, got, x)
			}
		}
	}
}
