package interp

import (
	"testing"
)

// TestLocalSizeId: glslang's vulkan1.3 output uses OpExecutionModeId
// LocalSizeId; the spec constant sets the workgroup size.
func TestLocalSizeId(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, `#version 450
layout(local_size_x_id = 0, local_size_y = 2) in;
layout(std430, binding = 0) buffer B { uint v[]; };
void main() { v[gl_LocalInvocationIndex] = gl_WorkGroupSize.x * 10u + gl_LocalInvocationID.y; }`, "vulkan1.3"))
	if ls := p.LocalSize(); ls != [3]uint32{1, 2, 1} {
		t.Fatalf("default local size %v", ls)
	}
	buf := make([]byte, 4*6)
	res, err := p.Run(Config{SubgroupSize: 4, Spec: map[uint32]uint64{0: 3}, Buffers: map[[2]uint32][]byte{{0, 0}: buf}})
	if err != nil {
		t.Fatal(err)
	}
	if res.Invocations != 6 {
		t.Fatalf("invocations %d, want 6", res.Invocations)
	}
	eqU32(t, u32s(buf), []uint32{30, 30, 30, 31, 31, 31})
}

// TestGLSLExtWiring: GLSL.std.450 calls reach glsl450.Eval with the right
// types, including the Modf/Frexp out-parameters.
func TestGLSLExtWiring(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, `#version 450
layout(local_size_x = 4) in;
layout(std430, binding = 0) buffer B { float x[4]; float r[24]; };
void main() {
  uint i = gl_LocalInvocationIndex;
  float whole; int e;
  r[i*6+0] = modf(x[i], whole);
  r[i*6+1] = whole;
  r[i*6+2] = frexp(x[i], e);
  r[i*6+3] = float(e);
  r[i*6+4] = max(abs(x[i]), 2.0);
  r[i*6+5] = float(findMSB(uint(abs(x[i]))));
}`))
	buf := append(fromF32(2.5, -3.25, 8, 0.75), make([]byte, 24*4)...)
	run1(t, p, 4, 1, buf)
	r := f32s(buf[16:])
	want := [][]float32{
		{0.5, 2, 0.625, 2, 2.5, 1},
		{-0.25, -3, -0.8125, 2, 3.25, 1},
		{0, 8, 0.5, 4, 8, 3},
		{0.75, 0, 0.75, 0, 2, -1},
	}
	for i, w := range want {
		for k := range w {
			if r[i*6+k] != w[k] {
				t.Errorf("lane %d result %d = %v, want %v", i, k, r[i*6+k], w[k])
			}
		}
	}
}
