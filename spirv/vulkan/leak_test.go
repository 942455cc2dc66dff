//go:build (linux || freebsd || darwin) && (amd64 || arm64)

package vulkan

import (
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// rssKB reads the resident set size of the process (Linux only).
func rssKB() int {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return -1
	}
	for _, l := range strings.Split(string(b), "\n") {
		if f := strings.Fields(l); len(f) >= 2 && f[0] == "VmRSS:" {
			n, _ := strconv.Atoi(f[1])
			return n
		}
	}
	return -1
}

// TestNoLeaks runs a module that uses every kind of per-run object (two
// sets, a uniform and two storage buffers, push constants, a
// specialization constant, a required subgroup size) 2000 times on one
// Device, and checks that no Vulkan object survives a run and that the
// process does not grow.
func TestNoLeaks(t *testing.T) {
	d := device(t)
	spv := compile(t, `#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 16) in;
layout(constant_id = 0) const uint K = 1u;
layout(push_constant) uniform P { uint add; } pc;
layout(set = 0, binding = 0) buffer A { uint a[]; };
layout(set = 1, binding = 0) buffer B { uint b[]; };
layout(set = 1, binding = 1) uniform U { uint mul; };
void main() {
	uint i = gl_GlobalInvocationID.x;
	b[i] = a[i] * mul * K + pc.add + subgroupAdd(1u);
}`)
	const runs = 2000
	a := u32s(seq(32, func(i int) uint32 { return uint32(i) })...)
	b := zeros(32)
	u := u32s(3)
	cfg := RunConfig{Workgroups: [3]uint32{2}, Buffers: bufs([2]uint32{0, 0}, a, [2]uint32{1, 0}, b, [2]uint32{1, 1}, u),
		PushConstants: u32s(5), Spec: map[uint32]uint64{0: 2}, SubgroupSize: 8}
	var rss0 int
	var ms0 runtime.MemStats
	for i := 0; i < runs; i++ {
		if i == 200 { // after warm-up: driver caches, allocator pools
			runtime.GC()
			runtime.ReadMemStats(&ms0)
			rss0 = rssKB()
		}
		clear(b)
		if _, err := d.Run(spv, cfg); err != nil {
			t.Fatalf("run %d: %v", i, err)
		}
		if n := d.liveObjects(); n != 0 {
			t.Fatalf("run %d left %d Vulkan objects alive", i, n)
		}
	}
	equalWords(t, "b", b, seq(32, func(i int) uint32 { return uint32(i*6 + 5 + 8) }))
	runtime.GC()
	var ms1 runtime.MemStats
	runtime.ReadMemStats(&ms1)
	rss1 := rssKB()
	t.Logf("RSS after 200 runs %d KiB, after %d runs %d KiB (%+d KiB); Go heap in use %d -> %d KiB",
		rss0, runs, rss1, rss1-rss0, ms0.HeapInuse>>10, ms1.HeapInuse>>10)
	if rss0 > 0 && rss1-rss0 > 16<<10 {
		t.Errorf("RSS grew by %d KiB over %d runs", rss1-rss0, runs-200)
	}
	if int64(ms1.HeapInuse)-int64(ms0.HeapInuse) > 8<<20 {
		t.Errorf("Go heap grew from %d to %d bytes", ms0.HeapInuse, ms1.HeapInuse)
	}
}
