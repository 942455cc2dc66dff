package interp

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
)

// chainShaders exercise chains and loop traces (chain.go): loops whose
// lanes leave together and apart, do-while loops, vectors, 64-bit and
// signed operations, nested loops and loops a trace cannot follow, with
// clock readings around them (OpReadClockKHR counts steps, so a trace that
// counted one instruction too many or too few changes the buffer).
var chainShaders = map[string]string{
	"divergent": `#version 450
#extension GL_ARB_shader_clock : require
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer B { uint v[]; };
void main() {
  uint g = gl_GlobalInvocationID.x;
  uint a = v[g], b = 1u;
  uvec2 t0 = clock2x32ARB();
  for (uint k = 0u; k < (g & 7u) + 3u; k++) { a = a * 1664525u + 1013904223u; b ^= a >> 3; b += k; }
  uvec2 t1 = clock2x32ARB();
  v[g] = a + b * 3u + (t1.x - t0.x) * 101u;
}`,
	"uniform": `#version 450
#extension GL_ARB_shader_clock : require
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer B { uint v[]; };
void main() {
  uint g = gl_GlobalInvocationID.x;
  uint a = v[g], k = 0u;
  uvec2 t0 = clock2x32ARB();
  do { a = (a << 1u) ^ (a >> 31u) ^ k; a = ~a & 0xFFFFFFu | (a & 0xF000000u); k++; } while (k < 20u);
  int s = 0;
  for (int j = -5; j < 9; j++) { s += j * 3; s -= int(a & 7u); }
  uvec2 t1 = clock2x32ARB();
  v[g] = a ^ uint(s) ^ (t1.x - t0.x);
}`,
	"vector": `#version 450
#extension GL_ARB_shader_clock : require
#extension GL_EXT_shader_explicit_arithmetic_types : require
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer B { uint v[]; };
void main() {
  uint g = gl_GlobalInvocationID.x;
  uvec4 q = uvec4(g, g + 1u, v[g], g * 7u);
  uvec2 t0 = clock2x32ARB();
  for (int k = 0; k < 10 + int(g & 1u); k++) {
    q = q * uvec4(3u) + uvec4(uint(k));
    q ^= q >> uvec4(2u);
    q.x += uint(q.y < q.z) + uint(q.z == q.w) + uint(q.w != 5u);
    q = mix(q.wzyx + uvec4(1u), q.yzwx * 5u, lessThan(q, q.yzwx)); // OpSelect
  }
  uint64_t w = uint64_t(q.x);
  for (int k = 0; k < 6; k++) { w = w * 6364136223846793005ul + 1442695040888963407ul; }
  uint16_t h = uint16_t(g);
  for (int k = 0; k < 5; k++) { h = h * uint16_t(31) + uint16_t(k); h ^= h >> uint16_t(3); }
  uvec2 t1 = clock2x32ARB();
  v[g] = q.x ^ q.y ^ q.z ^ q.w ^ uint(w >> 20) ^ uint(h) ^ (t1.x - t0.x);
}`,
	"select": `#version 450
#extension GL_ARB_shader_clock : require
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer B { uint v[]; };
void main() {
  uint g = gl_GlobalInvocationID.x;
  uvec4 q = uvec4(g, v[g], g * 3u, 7u);
  uvec2 t0 = clock2x32ARB();
  for (int k = 0; k < 12; k++) {
    q.y = q.x > q.w ? q.y * 5u : q.z ^ 0x55u;
    q = (q.x & 4u) != 0u ? q.yzwx : q.wzyx + uvec4(1u);
    q = mix(q, q.zwxy ^ uvec4(9u), equal(q & uvec4(1u), uvec4(0u)));
  }
  uvec2 t1 = clock2x32ARB();
  v[g] = q.x ^ q.y ^ q.z ^ q.w ^ (t1.x - t0.x);
}`,
	"nested": `#version 450
#extension GL_ARB_shader_clock : require
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer B { uint v[]; };
void main() {
  uint g = gl_GlobalInvocationID.x;
  uint a = v[g];
  uvec2 t0 = clock2x32ARB();
  for (uint i = 0u; i < 4u; i++) {
    for (uint j = 0u; j < i + (g & 3u); j++) { a = a * 747796405u + 2891336453u; }
    if ((a & 1u) == 0u) { a ^= a >> 11; continue; }
    while (true) { a += 0x9E3779B9u; if ((a & 3u) == 0u) break; }
  }
  uvec2 t1 = clock2x32ARB();
  v[g] = a ^ (t1.x - t0.x) * 13u;
}`,
}

// optimized runs spirv-opt -O on a module, which turns locals into phis.
func optimized(t *testing.T, spv []byte) []byte {
	t.Helper()
	tool := testtool.Require(t, "spirv-opt")
	dir := t.TempDir()
	in, out := filepath.Join(dir, "in.spv"), filepath.Join(dir, "out.spv")
	if err := os.WriteFile(in, spv, 0o644); err != nil {
		t.Fatal(err)
	}
	if msg, err := exec.Command(tool, "-O", "-o", out, in).CombinedOutput(); err != nil {
		t.Fatalf("spirv-opt: %v\n%s", err, msg)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestChainsMatchStepwise: chains and loop traces give what running one
// instruction at a time (a traced run, runTraced, uses neither) gives:
// the same buffers, instruction counts, diagnostics and step-limit
// errors, at several subgroup sizes and step limits that stop subgroups
// inside traced loops, with glslang's code and spirv-opt's (phis).
func TestChainsMatchStepwise(t *testing.T) {
	if !useVec {
		t.Skip("no vector forms on this CPU (AVX2) or architecture: chains and traces are not built")
	}
	for name, src := range chainShaders {
		spv := compileGLSL(t, src, "vulkan1.1")
		for _, opt := range []bool{false, true} {
			mod := spv
			if opt {
				mod = optimized(t, spv)
			}
			p := mustLoad(t, mod)
			// every shader has chains; all but "select" (whose loop has
			// if-statements) have traced loops
			if len(p.base.chains) == 0 || (len(p.base.traces) == 0) != (name == "select") {
				t.Errorf("%s (optimized %v): %d traces and %d chains", name, opt, len(p.base.traces), len(p.base.chains))
			}
			for _, maxSteps := range []int64{0, 57, 400, 1001, 2500} {
				for _, S := range []int{4, 8, 32, 64} {
					label := fmt.Sprintf("%s optimized=%v S=%d max-steps=%d", name, opt, S, maxSteps)
					compareStepwise(t, label, p, S, maxSteps)
				}
			}
		}
	}
}

func compareStepwise(t *testing.T, label string, p *Program, S int, maxSteps int64) {
	t.Helper()
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
	if errs[0] != errs[1] {
		t.Fatalf("%s: errors %q / stepwise %q", label, errs[0], errs[1])
	}
	if string(bufs[0]) != string(bufs[1]) {
		t.Errorf("%s: buffers differ from the stepwise run's", label)
	}
	if res[0] == nil || res[1] == nil {
		if (res[0] == nil) != (res[1] == nil) {
			t.Errorf("%s: a result only one way", label)
		}
		return
	}
	if res[0].Instructions != res[1].Instructions {
		t.Errorf("%s: %d lane-instructions, stepwise %d", label, res[0].Instructions, res[1].Instructions)
	}
	if len(res[0].Diagnostics) != len(res[1].Diagnostics) {
		t.Fatalf("%s: %d diagnostics, stepwise %d", label, len(res[0].Diagnostics), len(res[1].Diagnostics))
	}
	for i := range res[0].Diagnostics {
		if a, b := res[0].Diagnostics[i].String(), res[1].Diagnostics[i].String(); a != b {
			t.Errorf("%s: diagnostic %d: %s / stepwise %s", label, i, a, b)
		}
	}
}

// TestTraceStepLimitExact: a loop traced from its first iteration stops
// at the very instruction where the step limit falls, for every limit
// across a few iterations.
func TestTraceStepLimitExact(t *testing.T) {
	if !useVec {
		t.Skip("no vector forms on this CPU (AVX2) or architecture: chains and traces are not built")
	}
	p := mustLoad(t, compileGLSL(t, chainShaders["uniform"], "vulkan1.1"))
	for maxSteps := int64(20); maxSteps < 140; maxSteps++ {
		compareStepwise(t, fmt.Sprintf("max-steps=%d", maxSteps), p, 32, maxSteps)
	}
}
