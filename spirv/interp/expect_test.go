package interp

import "testing"

// TestExpectAssume: expectEXT is its value (OpExpectKHR), and
// assumeEXT(false) reached is undefined behaviour, reported at the lane
// that reached it first; a run whose assumptions hold reports nothing.
// (glslc-nv only: Debian's glslang 12 lacks GL_EXT_expect_assume.)
func TestExpectAssume(t *testing.T) {
	src := `#version 450
#extension GL_EXT_expect_assume : enable
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : enable
layout(local_size_x = 8) in;
layout(binding = 0) buffer B { int v[8]; };
void main() {
  uint i = gl_LocalInvocationIndex;
  assumeEXT(v[i] < 100);
  if (expectEXT(v[i] > 3, false)) v[i] = expectEXT(v[i] * 2, 0) + int(expectEXT(int16_t(1), int16_t(0)));
}`
	p := ownProgram(t, src, "vulkan1.1")
	for _, eng := range []Engine{EngineFast, EngineReference} {
		buf := wordsBytes([]uint32{0, 1, 2, 3, 4, 5, 6, 7})
		res, err := p.Run(Config{SubgroupSize: 4, Engine: eng, Buffers: map[[2]uint32][]byte{{0, 0}: buf}})
		if err != nil {
			t.Fatal(err)
		}
		wantOnly(t, res, "")
		if got := u32s(buf); got[3] != 3 || got[4] != 9 || got[7] != 15 {
			t.Errorf("%v: %v, want 0 1 2 3 9 11 13 15", eng, got)
		}
		buf = wordsBytes([]uint32{0, 1, 2, 3, 4, 500, 6, 7})
		res, err = p.Run(Config{SubgroupSize: 4, Engine: eng, Buffers: map[[2]uint32][]byte{{0, 0}: buf}})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Diagnostics) != 1 || res.Diagnostics[0].Kind != "assume-false" || res.Diagnostics[0].LocalID != [3]uint32{5, 0, 0} {
			t.Errorf("%v: diagnostics %v, want one assume-false at local 5", eng, res.Diagnostics)
		}
	}
}
