package interp

import (
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"testing"
)

// kernelCase is one of bench/kernels.sh's kernels with its buffers (the
// same series as the script's -b arguments).
type kernelCase struct {
	name   string
	groups [3]uint32
	bufs   func() map[[2]uint32][]byte
}

func seriesF32(n int, start, step float32) []byte {
	b := make([]byte, 4*n)
	for i := range n {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(start+float32(i)*step))
	}
	return b
}

var kernelCases = []kernelCase{
	{"matmul", [3]uint32{24, 24, 1}, func() map[[2]uint32][]byte {
		return map[[2]uint32][]byte{{0, 0}: seriesF32(147456, 0, 0.001), {0, 1}: seriesF32(147456, 1, -0.0001), {0, 2}: make([]byte, 4*147456)}
	}},
	{"softmax", [3]uint32{1024, 1, 1}, func() map[[2]uint32][]byte {
		return map[[2]uint32][]byte{{0, 0}: seriesF32(1048576, -4, 0.0000076), {0, 1}: make([]byte, 4*1048576)}
	}},
	{"reduce", [3]uint32{16384, 1, 1}, func() map[[2]uint32][]byte {
		return map[[2]uint32][]byte{{0, 0}: seriesF32(4194304, 0, 0.25), {0, 1}: make([]byte, 4*524288)}
	}},
}

func kernelProgram(t testing.TB, name string) *Program {
	src, err := os.ReadFile(filepath.Join("..", "..", "bench", "kernels", name+".comp"))
	if err != nil {
		t.Fatal(err)
	}
	return mustLoad(t, compileGLSL(t, string(src)))
}

// BenchmarkKernels runs bench/kernels.sh's float, memory and barrier
// kernels (matmul 384x384, softmax 1024x1024, reduce 4M) at subgroup size
// 32 on each engine, with checks on and off, reporting lane-instructions
// per CPU second of the process (per-cpu-s) and CPU ms per run.
func BenchmarkKernels(b *testing.B) {
	for _, k := range kernelCases {
		p := kernelProgram(b, k.name)
		for _, eng := range Engines {
			for _, checks := range []bool{true, false} {
				mode := "checks"
				if !checks {
					mode = "nochecks"
				}
				b.Run(k.name+"/"+eng.String()+"/"+mode, func(b *testing.B) {
					var instr int64
					cpu0 := cpuTime()
					for i := 0; i < b.N; i++ {
						cfg := Config{SubgroupSize: 32, Workgroups: k.groups, NoChecks: !checks, Engine: eng, Buffers: k.bufs()}
						res, err := p.Run(cfg)
						if err != nil {
							b.Fatal(err)
						}
						instr += res.Instructions
					}
					cpu := cpuTime() - cpu0
					b.ReportMetric(float64(instr)/cpu.Seconds(), "per-cpu-s")
					b.ReportMetric(float64(cpu.Milliseconds())/float64(b.N), "cpu-ms/op")
				})
			}
		}
	}
}
