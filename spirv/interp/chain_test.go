package interp

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
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
	"branchy": `#version 450
#extension GL_ARB_shader_clock : require
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer B { uint v[]; };
uint step(uint a, uint k) {
  for (uint j = 0u; j < 3u; j++) {
    if ((a & 8u) != 0u) { a = a * 3u + j; } else { a ^= a >> 2; if (k > 4u) { a += 5u; } }
  }
  return a;
}
void main() {
  uint g = gl_GlobalInvocationID.x;
  uint a = v[g], c = 0u;
  uvec2 t0 = clock2x32ARB();
  for (uint k = 0u; k < 24u; k++) {
    a = a * 1103515245u + 12345u;
    if (k == 3u) continue;                   // uniform continue from an if
    if ((a & 0x30000u) == 0x30000u && k > 20u) break; // a divergent break
    if (k < 8u) { c += 1u; } else if ((g & 1u) == 0u) { c += 2u; } else { c ^= a; } // uniform, then divergent
    switch (k & 3u) { case 0u: c += 7u; break; case 1u: c ^= 3u; break; default: c -= 1u; }
    a = step(a, k);
    if (k == 22u) { a += uint(gl_LocalInvocationIndex == 0u); }
  }
  uvec2 t1 = clock2x32ARB();
  v[g] = a ^ c ^ (t1.x - t0.x) * 5u;
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
	data, err := tryOptimized(t, spv)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// tryOptimized is optimized, with spirv-opt's refusal as an error.
func tryOptimized(t *testing.T, spv []byte) ([]byte, error) {
	t.Helper()
	tool := testtool.Require(t, "spirv-opt")
	dir := t.TempDir()
	in, out := filepath.Join(dir, "in.spv"), filepath.Join(dir, "out.spv")
	if err := os.WriteFile(in, spv, 0o644); err != nil {
		t.Fatal(err)
	}
	if msg, err := exec.Command(tool, "-O", "-o", out, in).CombinedOutput(); err != nil {
		return nil, fmt.Errorf("spirv-opt: %v\n%s", err, msg)
	}
	return os.ReadFile(out)
}

// TestChainsMatchStepwise: chains and loop traces give what running one
// instruction at a time (the reference engine, runStepwise) gives:
// the same buffers, instruction counts, diagnostics and step-limit
// errors, at several subgroup sizes and step limits that stop subgroups
// inside traced loops, with glslang's code and spirv-opt's (phis).
func TestChainsMatchStepwise(t *testing.T) {
	if !useVec {
		t.Skip("no vector forms on this CPU (AVX2) or architecture: chains and traces are not built")
	}
	for name, src := range chainShaders {
		spv := compileGLSL(t, src, "vulkan1.1")
		traces := 0
		for _, opt := range []bool{false, true} {
			mod := spv
			if opt {
				mod = optimized(t, spv)
			}
			p := mustLoad(t, mod)
			// every shader has chains and, in one form or both, traced
			// loops (branchy's loop comes round in a trace only once
			// spirv-opt has inlined its call)
			if len(p.base.chains) == 0 {
				t.Errorf("%s (optimized %v): no chains", name, opt)
			}
			traces += len(p.base.traces)
			for _, maxSteps := range []int64{0, 57, 400, 1001, 2500} {
				for _, S := range []int{4, 8, 32, 64} {
					label := fmt.Sprintf("%s optimized=%v S=%d max-steps=%d", name, opt, S, maxSteps)
					compareStepwise(t, label, p, S, maxSteps)
				}
			}
		}
		if traces == 0 {
			t.Errorf("%s: no traced loop", name)
		}
	}
}

// compareStepwise runs p on four workgroups over one patterned buffer,
// at subgroup size S with step limit maxSteps, as it is and stepwise
// (compareRuns); it returns the run's error text.
func compareStepwise(t *testing.T, label string, p *Program, S int, maxSteps int64) string {
	t.Helper()
	return compareRuns(t, label, p, func() Config {
		buf := make([]byte, 4*256)
		for i := range buf {
			buf[i] = byte(i*29 + 3)
		}
		return Config{SubgroupSize: S, Workgroups: [3]uint32{4, 1, 1}, Workers: 1, MaxSteps: maxSteps,
			Buffers: map[[2]uint32][]byte{{0, 0}: buf}}
	})
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

// TestCorpusChainsMatchStepwise: every module of the glslang corpus, as
// glslang compiles it and after spirv-opt -O, gives the same buffers,
// instruction counts and diagnostics with chains and traces as stepwise.
func TestCorpusChainsMatchStepwise(t *testing.T) {
	if !useVec {
		t.Skip("no vector forms on this CPU (AVX2) or architecture: chains and traces are not built")
	}
	mods := corpusModules(t)
	names := make([]string, 0, len(mods))
	for n := range mods {
		names = append(names, n)
	}
	slices.Sort(names)
	chains, traces := 0, 0
	for _, name := range names {
		for _, opt := range []bool{false, true} {
			mod := mods[name]
			if opt {
				var err error
				if mod, err = tryOptimized(t, mod); err != nil {
					t.Logf("%s: %v", name, err)
					continue
				}
			}
			p, err := Load(mod)
			if err != nil {
				continue // the corpus test reports what does not load
			}
			if ls := p.LocalSize(); ls[0]*ls[1]*ls[2] > 1024 {
				continue
			}
			chains += len(p.base.chains)
			traces += len(p.base.traces)
			compareRuns(t, fmt.Sprintf("%s optimized=%v", name, opt), p, func() Config {
				cfg := patternBuffers(p)
				cfg.SubgroupSize, cfg.MaxSteps, cfg.Workers = 32, 200000, 1
				return cfg
			})
		}
	}
	// the corpus is mostly subgroup operations: few loops, many chains
	t.Logf("%d chains, %d traced loops", chains, traces)
	if chains == 0 {
		t.Error("no corpus module has a chain")
	}
}

// FuzzEnginesAgree: whatever module loads runs the same on the fast
// engine as on the reference engine (compareRuns).
func FuzzEnginesAgree(f *testing.F) {
	for _, s := range fuzzSeeds(f) {
		f.Add(s, uint8(3))
	}
	f.Fuzz(func(t *testing.T, data []byte, size uint8) {
		if !useVec {
			return
		}
		p, err := Load(data)
		if err != nil {
			return
		}
		if ls := p.LocalSize(); ls[0]*ls[1]*ls[2] > 1024 {
			return
		}
		for _, b := range p.Bindings() {
			if (b.MinSize+64*b.Stride)*max(b.ArraySize, 4) > 1<<20 {
				return
			}
		}
		compareRuns(t, "fuzz", p, func() Config {
			cfg := patternBuffers(p)
			cfg.SubgroupSize, cfg.MaxSteps, cfg.Workers = 4<<(size%6), 20000, 1
			return cfg
		})
	})
}

// compareRuns runs p with the config mk makes, once on the fast engine
// and once on the reference engine (one instruction at a time: no
// chains, no traces, no vector forms, no skipped nops), and compares
// errors, buffers, instruction counts and diagnostics; it returns the
// run's error text ("" if none).
func compareRuns(t *testing.T, label string, p *Program, mk func() Config) string {
	t.Helper()
	var cfgs [2]Config
	var res [2]*Result
	var errs [2]string
	for k := range cfgs {
		cfgs[k] = mk()
		cfgs[k].Engine = Engines[k]
		r, err := p.Run(cfgs[k])
		if err != nil {
			errs[k] = err.Error()
		}
		res[k] = r
	}
	if errs[0] != errs[1] {
		t.Fatalf("%s: errors %q / stepwise %q", label, errs[0], errs[1])
	}
	for key, b := range cfgs[0].Buffers {
		if string(b) != string(cfgs[1].Buffers[key]) {
			t.Errorf("%s: buffer %v differs from the stepwise run's", label, key)
		}
	}
	for key, bs := range cfgs[0].BufferArrays {
		for i, b := range bs {
			if string(b) != string(cfgs[1].BufferArrays[key][i]) {
				t.Errorf("%s: buffer %v[%d] differs from the stepwise run's", label, key, i)
			}
		}
	}
	if (res[0] == nil) != (res[1] == nil) {
		t.Fatalf("%s: a result only one way", label)
	}
	if res[0] == nil {
		return errs[0]
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
	return errs[0]
}

// TestEngineUnknown: a Config.Engine outside Engines is an error, and
// ParseEngine reads exactly the names String writes.
func TestEngineUnknown(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, chainShaders["uniform"], "vulkan1.1"))
	cfg := patternBuffers(p)
	cfg.Engine = Engine(7)
	if _, err := p.Run(cfg); err == nil || !strings.Contains(err.Error(), "unknown engine") {
		t.Errorf("engine 7: error %v", err)
	}
	for _, e := range Engines {
		if got, err := ParseEngine(e.String()); err != nil || got != e {
			t.Errorf("ParseEngine(%q) = %v, %v", e, got, err)
		}
	}
	if _, err := ParseEngine("turbo"); err == nil {
		t.Error("ParseEngine accepts turbo")
	}
}
