package interp

import (
	"fmt"
	"syscall"
	"testing"
	"time"
)

func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

var benchShaders = map[string]string{
	"arith": `#version 450
layout(local_size_x = 256) in;
layout(std430, binding = 0) buffer B { uint v[]; };
void main() {
  uint g = gl_GlobalInvocationID.x;
  uint a = g, b = 1u;
  for (int k = 0; k < 32; k++) { a = a * 1664525u + 1013904223u; b ^= a >> 3; b += k; }
  v[g] = a + b;
}`,
	"scan": `#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 256) in;
layout(std430, binding = 0) buffer B { uint v[]; };
void main() {
  uint g = gl_GlobalInvocationID.x;
  uint x = v[g];
  for (int k = 0; k < 8; k++) x = subgroupInclusiveAdd(x) & 0xFFFFu;
  v[g] = x;
}`,
	"partitioned": `#version 450
#extension GL_NV_shader_subgroup_partitioned : require
layout(local_size_x = 256) in;
layout(std430, binding = 0) buffer B { uint v[]; };
void main() {
  uint g = gl_GlobalInvocationID.x;
  uint key = (g * 2654435761u) >> 28;    // 16 keys
  uvec4 part = subgroupPartitionNV(key);
  v[g] = subgroupPartitionedAddNV(g, part);
}`,
	"treereduce": `#version 450
layout(local_size_x = 256) in;
layout(std430, binding = 0) buffer B { uint v[]; };
shared uint s[256];
void main() {
  uint i = gl_LocalInvocationIndex;
  s[i] = v[gl_GlobalInvocationID.x];
  barrier();
  for (uint stride = 128u; stride > 0u; stride >>= 1) {
    if (i < stride) s[i] += s[i + stride];
    barrier();
  }
  if (i == 0u) v[gl_WorkGroupID.x * 256u] = s[0];
}`,
}

// BenchmarkWorkloads runs the four workloads at 1K, 64K and 1M
// invocations with checks on and off, reporting lane-instructions per
// second (lane-instr/s) over all workers and per core (per-core).
func BenchmarkWorkloads(b *testing.B) {
	for _, name := range []string{"arith", "scan", "partitioned", "treereduce"} {
		p := mustLoad(b, compileGLSL(b, benchShaders[name]))
		for _, n := range []int{1 << 10, 1 << 16, 1 << 20} {
			for _, checks := range []bool{true, false} {
				mode := "checks"
				if !checks {
					mode = "nochecks"
				}
				b.Run(fmt.Sprintf("%s/%dK/%s", name, n>>10, mode), func(b *testing.B) {
					buf := make([]byte, 4*n)
					cfg := Config{Workgroups: [3]uint32{uint32(n / 256), 1, 1}, NoChecks: !checks,
						Buffers: map[[2]uint32][]byte{{0, 0}: buf}}
					var instr int64
					var wall time.Duration
					cpu0 := cpuTime()
					b.ResetTimer()
					for i := 0; i < b.N; i++ {
						t0 := time.Now()
						res, err := p.Run(cfg)
						wall += time.Since(t0)
						if err != nil {
							b.Fatal(err)
						}
						instr += res.Instructions
					}
					workers := cfg.Workers
					if workers == 0 {
						workers = min(testingProcs(), n/256)
					}
					cpu := cpuTime() - cpu0
					rate := float64(instr) / wall.Seconds()
					b.ReportMetric(rate, "lane-instr/s")
					b.ReportMetric(rate/float64(workers), "per-core")
					// per CPU second of this process: per-core speed,
					// independent of other load on the machine
					b.ReportMetric(float64(instr)/cpu.Seconds(), "per-cpu-s")
					b.ReportMetric(float64(instr)/float64(b.N), "lane-instr/op")
				})
			}
		}
	}
}
