package interp

import "testing"

// TestAMDBallot covers the SPV_AMD_shader_ballot extended instructions and
// the AMD non-uniform group reductions glslang emits for the corpus.
func TestAMDBallot(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, `#version 450
#extension GL_AMD_shader_ballot : require
#extension GL_ARB_shader_ballot : require
#extension GL_ARB_gpu_shader_int64 : require
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer B { uint r[]; };
void main() {
  uint i = gl_SubGroupInvocationARB;
  r[i*6+0] = swizzleInvocationsAMD(i * 10u, uvec4(3, 2, 1, 0));
  r[i*6+1] = swizzleInvocationsMaskedAMD(i * 10u, uvec3(0x1Cu, 0u, 1u));
  r[i*6+2] = writeInvocationAMD(i, 99u, 2u);
  r[i*6+3] = mbcntAMD(0xF5ul);
  r[i*6+4] = addInvocationsNonUniformAMD(i);
  r[i*6+5] = uint(readInvocationARB(i * 3u, 5u));
}`))
	buf := make([]byte, 8*6*4)
	res := run1(t, p, 8, 1, buf)
	if len(res.Diagnostics) != 0 {
		t.Fatal(res.Diagnostics)
	}
	o := u32s(buf)
	for i := 0; i < 8; i++ {
		sw := uint32(i&^3+3-i&3) * 10
		masked := uint32((i&0x1C)^1) * 10
		wi := uint32(i)
		if i == 2 {
			wi = 99
		}
		mb := uint32(0)
		for j := 0; j < i; j++ {
			if 0xF5>>j&1 != 0 {
				mb++
			}
		}
		eqU32(t, o[i*6:i*6+6], []uint32{sw, masked, wi, mb, 28, 15})
	}
}

// TestPhiAndCopyMemory: short-circuit operators give OpPhi; OpCopyMemory
// copies between differently laid-out memory.
func TestPhiAndCopyMemory(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, `#version 450
layout(local_size_x = 8) in;
struct S { vec3 a; float b; };
layout(std430, binding = 0) buffer B { S src[8]; uint r[8]; };
shared S tmp[8];
void main() {
  uint i = gl_LocalInvocationIndex;
  bool x = (i > 2u) && (src[i].b > 1.0 || i == 7u);
  tmp[i] = src[7u - i];
  barrier();
  S s = tmp[i];
  r[i] = (x ? 100u : 0u) + uint(s.a.y) + uint(s.b) * 1000u;
}`))
	var in []float32
	for i := 0; i < 8; i++ {
		in = append(in, float32(i), float32(i*2), 0, float32(i%3))
	}
	buf := append(fromF32(in...), make([]byte, 32)...)
	res := run1(t, p, 4, 1, buf)
	if len(res.Diagnostics) != 0 {
		t.Fatal(res.Diagnostics)
	}
	o := u32s(buf[8*16:])
	for i := 0; i < 8; i++ {
		j := 7 - i
		x := i > 2 && (i%3 > 1 || i == 7)
		want := uint32(j*2 + j%3*1000)
		if x {
			want += 100
		}
		if o[i] != want {
			t.Fatalf("r[%d] = %d, want %d (%v)", i, o[i], want, o)
		}
	}
}
