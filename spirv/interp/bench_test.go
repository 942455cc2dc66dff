package interp

import (
	"fmt"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// benchWorkloads names the benchmark shaders, testdata/bench/<name>.comp
// (bench/interp.sh runs the same files through bench/interpbench).
var benchWorkloads = []string{"arith", "scan", "partitioned", "treereduce"}

func benchShader(b *testing.B, name string) string {
	src, err := readBench(name)
	if err != nil {
		b.Fatal(err)
	}
	return src
}

func readBench(name string) (string, error) {
	src, err := os.ReadFile(filepath.Join("testdata", "bench", name+".comp"))
	return string(src), err
}

// BenchmarkWorkloads runs the four workloads at 1K, 64K and 1M
// invocations with checks on and off, reporting lane-instructions per
// second (lane-instr/s) over all workers and per core (per-core).
func BenchmarkWorkloads(b *testing.B) {
	for _, name := range benchWorkloads {
		p := mustLoad(b, compileGLSL(b, benchShader(b, name)))
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

// BenchmarkDispatchOverhead times Run on a shader that does (almost)
// nothing, at 1K invocations (4 workgroups of 256): the cost of a
// dispatch before and around its instructions.
func BenchmarkDispatchOverhead(b *testing.B) {
	p := mustLoad(b, compileGLSL(b, `#version 450
layout(local_size_x = 256) in;
layout(std430, binding = 0) buffer B { uint v[]; };
void main() { if (gl_GlobalInvocationID.x == 12345678u) v[0] = 1u; }`))
	for _, checks := range []bool{true, false} {
		name := "checks"
		if !checks {
			name = "nochecks"
		}
		b.Run(name, func(b *testing.B) {
			cfg := Config{Workgroups: [3]uint32{4, 1, 1}, NoChecks: !checks,
				Buffers: map[[2]uint32][]byte{{0, 0}: make([]byte, 4*1024)}}
			b.ReportAllocs()
			cpu0 := cpuTime()
			for i := 0; i < b.N; i++ {
				if _, err := p.Run(cfg); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64((cpuTime()-cpu0).Nanoseconds())/float64(b.N), "cpu-ns/op")
		})
	}
}
