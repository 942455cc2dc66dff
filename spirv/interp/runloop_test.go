package interp

import (
	"fmt"
	"testing"
)

// TestRunLoopMatchesTraced: sg.run steps over runs of nops at once
// (foldNops), runs data instructions in an inner loop and takes the
// plain-branch and vector paths; a traced run executes the same code one
// instruction at a time (runTraced). Both must give the same buffers, the
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
			var bufs [2][]byte
			var res [2]*Result
			var errs [2]string
			for k, traced := range []bool{false, true} {
				buf := make([]byte, 4*256)
				for i := range buf {
					buf[i] = byte(i*29 + 3)
				}
				cfg := Config{SubgroupSize: S, Workgroups: [3]uint32{4, 1, 1}, Workers: 1, MaxSteps: maxSteps,
					Buffers: map[[2]uint32][]byte{{0, 0}: buf}}
				if traced {
					cfg.Trace = &TraceOptions{}
				}
				r, err := p.Run(cfg)
				if err != nil {
					errs[k] = err.Error()
				}
				bufs[k], res[k] = buf, r
			}
			name := fmt.Sprintf("S=%d max-steps=%d", S, maxSteps)
			if errs[0] != errs[1] {
				t.Fatalf("%s: errors %q / %q", name, errs[0], errs[1])
			}
			if maxSteps != 0 && errs[0] == "" {
				t.Fatalf("%s: the step limit did not stop the run", name)
			}
			if string(bufs[0]) != string(bufs[1]) {
				t.Errorf("%s: buffers differ between the run loop and the traced one", name)
			}
			if res[0] == nil || res[1] == nil {
				continue
			}
			if res[0].Instructions != res[1].Instructions {
				t.Errorf("%s: %d lane-instructions, traced %d", name, res[0].Instructions, res[1].Instructions)
			}
			if len(res[0].Diagnostics) != len(res[1].Diagnostics) {
				t.Fatalf("%s: %d diagnostics, traced %d", name, len(res[0].Diagnostics), len(res[1].Diagnostics))
			}
			for i := range res[0].Diagnostics {
				if a, b := res[0].Diagnostics[i].String(), res[1].Diagnostics[i].String(); a != b {
					t.Errorf("%s: diagnostic %d: %s / traced %s", name, i, a, b)
				}
			}
		}
	}
}
