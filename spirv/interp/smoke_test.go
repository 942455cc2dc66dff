package interp

import "testing"

func TestSmoke(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, `#version 450
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer B { uint v[]; };
void main() {
  uint i = gl_GlobalInvocationID.x;
  uint acc = 0;
  for (uint k = 0; k < i; k++) acc += k;
  v[i] = acc * 2u + 1u;
}`))
	buf := make([]byte, 4*16)
	run1(t, p, 4, 2, buf)
	got := u32s(buf)
	for i, g := range got {
		want := uint32(i*(i-1)/2*2 + 1)
		if i == 0 {
			want = 1
		}
		if g != want {
			t.Errorf("v[%d] = %d, want %d", i, g, want)
		}
	}
}
