package interp

import (
	"fmt"
	"testing"
)

// TestRunLoopMatchesTraced: sg.run steps over runs of nops at once
// (foldNops), runs data instructions in an inner loop and takes the
// plain-branch and vector paths; a traced run executes the same code one
// instruction at a time (runStepwise). Both must give the same buffers, the
// same clock readings (OpReadClockKHR counts steps), the same instruction
// count and the same diagnostics, including where the step limit stops a
// subgroup.
func TestRunLoopMatchesTraced(t *testing.T) {
	src := `#version 450
#extension GL_ARB_shader_clock : require
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer B { uint v[]; };
shared uint sh[64];
void main() {
  uint i = gl_LocalInvocationIndex, g = gl_GlobalInvocationID.x;
  uint a = v[g], b = 1u, c = 0u;
  uvec2 t0 = clock2x32ARB();
  for (uint k = 0u; k < (g & 7u) + 3u; k++) { // divergent trip counts
    a = a * 1664525u + 1013904223u;
    if ((a & 3u) == 0u) { b ^= a >> 3; continue; }
    if (k > 5u && a > 100u) break;
    c += k;
  }
  sh[i] = a + b;
  barrier();
  uvec2 t1 = clock2x32ARB();
  v[g] = sh[63u - i] ^ c ^ (t1.x - t0.x) * 7u;
}`
	p := mustLoad(t, compileGLSL(t, src))
	for _, maxSteps := range []int64{0, 120} {
		for _, S := range []int{8, 32} {
			name := fmt.Sprintf("S=%d max-steps=%d", S, maxSteps)
			if errText := compareStepwise(t, name, p, S, maxSteps); maxSteps != 0 && errText == "" {
				t.Fatalf("%s: the step limit did not stop the run", name)
			}
		}
	}
}
