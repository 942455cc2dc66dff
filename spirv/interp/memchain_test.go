package interp

import (
	"encoding/binary"
	"fmt"
	"strings"
	"testing"
)

// memChainShaders exercise the memory ops of loop traces (chain.go:
// cAccess, cLoad, cStore): loads and stores of shared, buffer and
// function memory through one- and two-index access chains, with indices
// that leave the arrays (negative, past the end, past the bound buffer),
// shared memory read by several invocations, written twice, read before
// written and raced on, under subgroup barriers too; want names the
// diagnostics the run must report on both engines.
var memChainShaders = []struct {
	name, src string
	want      []string
}{
	{"tiles", `#version 450
layout(local_size_x = 8, local_size_y = 8) in;
layout(std430, binding = 0) buffer B { uint n; float v[]; };
layout(std430, binding = 1) buffer O { float o[]; };
shared float t[8][8];
void main() {
  uint x = gl_LocalInvocationID.x, y = gl_LocalInvocationID.y, g = gl_LocalInvocationIndex + 64u * gl_WorkGroupID.x;
  float acc = 0.0;
  for (uint r = 0u; r < n; r++) {
    t[y][x] = v[(gl_LocalInvocationIndex + r * 5u) % 64u];
    barrier();
    for (uint k = 0u; k < 8u; k++) acc += t[y][k] * t[k][x] - t[x][k];
    barrier();
  }
  o[g] = acc;
}`, nil},
	{"bounds", `#version 450
layout(local_size_x = 32) in;
layout(std430, binding = 0) buffer B { uint n; int v[]; };
layout(std430, binding = 1) buffer O { int o[]; };
shared int s[40];
void main() {
  uint i = gl_LocalInvocationID.x;
  int f[6];
  for (int k = 0; k < 6; k++) f[k] = int(i) * k;
  s[i] = int(i);
  barrier();
  int acc = 0;
  for (uint k = 0u; k < n; k++) {
    int j = v[(i + k) % 16u];           // some big, some negative
    acc += v[j + 3] + s[j] * 3 + f[j & 7] + v[j] * 5; // v[-1] is n: no bound inside the block
    acc ^= s[uint(j + 32) % 40u];       // s[32..39] never written
    o[uint(j) % 48u + 16u + 128u * gl_WorkGroupID.x] = acc; // the second workgroup past the bound buffer: dropped
  }
  o[i + 64u * gl_WorkGroupID.x] = acc;
}`, []string{"out-of-bounds", "uninitialized-shared-read"}},
	{"race", `#version 450
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer B { uint n; uint v[]; };
layout(std430, binding = 1) buffer O { uint o[]; };
shared uint s[64];
void main() {
  uint i = gl_LocalInvocationID.x;
  s[i] = i;
  barrier();
  uint acc = 0u;
  for (uint k = 0u; k < n; k++) {
    acc += s[(i + k) % 64u];
    s[i] = acc;                         // read by the others without a barrier
  }
  o[i + 64u * gl_WorkGroupID.x] = acc;
}`, []string{"shared-data-race"}},
	{"subgroupbarrier", `#version 450
#extension GL_KHR_shader_subgroup_basic : require
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer B { uint n; uint v[]; };
layout(std430, binding = 1) buffer O { uint o[]; };
shared uint s[64];
void main() {
  uint i = gl_LocalInvocationID.x, base = i - gl_SubgroupInvocationID;
  s[i] = i * 3u;
  subgroupBarrier();
  uint acc = 0u;
  for (uint k = 0u; k < n; k++) acc += s[base + (i + k) % gl_SubgroupSize];
  subgroupBarrier();
  for (uint k = 0u; k < n; k++) s[i] = acc + k;
  subgroupBarrier();
  for (uint k = 0u; k < n; k++) acc ^= s[base + (i + k + 1u) % gl_SubgroupSize];
  o[i + 64u * gl_WorkGroupID.x] = acc;
}`, nil},
}

// TestMemoryTraces runs the memory shaders (their loops are traces, the
// code around them chains with memory ops) on both engines, with checks
// on and off, at several subgroup sizes and step limits, and requires the
// same buffers, counts and diagnostics; the diagnostics the checks must
// make are made.
func TestMemoryTraces(t *testing.T) {
	if !useVec {
		t.Skip("no AVX2: no loop traces")
	}
	for _, sh := range memChainShaders {
		p := mustLoad(t, compileGLSL(t, sh.src))
		kinds := map[uint64]int{}
		for _, tr := range p.base.traces {
			for _, op := range p.base.chainOps[tr.lo : tr.lo+tr.n] {
				kinds[op.kind]++
			}
		}
		memChains := 0
		for _, ch := range p.base.chains {
			if ch.mem {
				memChains++
			}
		}
		if memChains == 0 {
			t.Errorf("%s: no chain with memory ops", sh.name)
		}
		if kinds[cLoad] == 0 || kinds[cStore]+kinds[cAccess] == 0 {
			t.Errorf("%s: traces have %d loads, %d stores, %d access chains", sh.name, kinds[cLoad], kinds[cStore], kinds[cAccess])
		}
		for _, S := range []int{4, 8, 32} {
			for _, noChecks := range []bool{false, true} {
				for _, maxSteps := range []int64{0, 3000} {
					label := fmt.Sprintf("%s S=%d nochecks=%v max-steps=%d", sh.name, S, noChecks, maxSteps)
					var res *Result
					compareRuns(t, label, p, func() Config {
						in := make([]byte, 4+4*64)
						binary.LittleEndian.PutUint32(in, 5)
						for i := 0; i < 64; i++ {
							v := int32(i*7%23) - 6
							if i%5 == 0 {
								v = 1 << 20
							}
							binary.LittleEndian.PutUint32(in[4+4*i:], uint32(v))
						}
						return Config{SubgroupSize: S, Workgroups: [3]uint32{2, 1, 1}, NoChecks: noChecks, MaxSteps: maxSteps,
							Buffers: map[[2]uint32][]byte{{0, 0}: in, {0, 1}: make([]byte, 4*128)}}
					})
					if noChecks || maxSteps != 0 {
						continue
					}
					cfg := Config{SubgroupSize: S, Workgroups: [3]uint32{2, 1, 1}, Buffers: map[[2]uint32][]byte{}}
					in := make([]byte, 4+4*64)
					binary.LittleEndian.PutUint32(in, 5)
					for i := 0; i < 64; i++ {
						v := int32(i*7%23) - 6
						if i%5 == 0 {
							v = 1 << 20
						}
						binary.LittleEndian.PutUint32(in[4+4*i:], uint32(v))
					}
					cfg.Buffers[[2]uint32{0, 0}] = in
					cfg.Buffers[[2]uint32{0, 1}] = make([]byte, 4*128)
					res, _ = p.Run(cfg)
					got := map[string]bool{}
					for _, d := range res.Diagnostics {
						got[d.Kind] = true
					}
					for _, k := range sh.want {
						if !got[k] {
							var all []string
							for _, d := range res.Diagnostics {
								all = append(all, d.Kind)
							}
							t.Errorf("%s: no %s diagnostic (got %s)", label, k, strings.Join(all, ", "))
						}
					}
				}
			}
		}
	}
}
