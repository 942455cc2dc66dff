//go:build (linux || freebsd || darwin) && (amd64 || arm64)

package vulkan

import (
	"fmt"
	"testing"
	"time"
)

// BenchmarkOpen measures creating and destroying the instance and the
// device (paid once per Device).
func BenchmarkOpen(b *testing.B) {
	device(b)
	idx := shared.dev.info.Index
	for i := 0; i < b.N; i++ {
		d, err := Open(idx)
		if err != nil {
			b.Fatal(err)
		}
		if err := d.Close(); err != nil {
			b.Fatal(err)
		}
	}
}

const benchShader = `#version 450
layout(local_size_x = 256) in;
layout(constant_id = 0) const uint SALT = 0u;
layout(push_constant) uniform P { uint iters; } pc;
layout(set = 0, binding = 0) buffer B { uint x[]; };
void main() {
	uint i = gl_GlobalInvocationID.x;
	uint a = x[i], b = i * 2654435761u;
	for (uint k = 0u; k < pc.iters; k++) {
		a = a * 1664525u + 1013904223u;
		b ^= a >> 7;
		a += b << 3;
	}
	x[i] = a ^ b ^ SALT;
}`

// BenchmarkDispatch runs an integer arithmetic loop (64 iterations of 5
// operations per invocation) at 1K, 64K and 1M invocations. One op is one
// Run; the custom metrics split it into setup (objects and pipeline: the
// driver compiles the shader here), dispatch (submit and fence wait) and
// readback (copy into the Go slice).
func BenchmarkDispatch(b *testing.B) {
	d := device(b)
	spv := compile(b, benchShader)
	for _, n := range []int{1 << 10, 1 << 16, 1 << 20} {
		b.Run(fmt.Sprintf("inv=%s", sizeName(n)), func(b *testing.B) {
			buf := make([]byte, 4*n)
			cfg := RunConfig{Workgroups: [3]uint32{uint32(n / 256)}, Buffers: bufs([2]uint32{0, 0}, buf), PushConstants: u32s(64)}
			if _, err := d.Run(spv, cfg); err != nil { // warm the driver's shader cache
				b.Fatal(err)
			}
			var setup, dispatch, readback time.Duration
			b.SetBytes(int64(4 * n))
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				res, err := d.Run(spv, cfg)
				if err != nil {
					b.Fatal(err)
				}
				setup += res.Setup
				dispatch += res.Dispatch
				readback += res.Readback
			}
			b.ReportMetric(float64(setup.Nanoseconds())/float64(b.N), "setup-ns/op")
			b.ReportMetric(float64(dispatch.Nanoseconds())/float64(b.N), "dispatch-ns/op")
			b.ReportMetric(float64(readback.Nanoseconds())/float64(b.N), "readback-ns/op")
			b.ReportMetric(float64(n)*float64(b.N)/dispatch.Seconds()/1e6, "Minv/s")
		})
	}
}

func sizeName(n int) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%dM", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%dK", n>>10)
	}
	return fmt.Sprint(n)
}

// BenchmarkPipelineCold measures a Run whose pipeline the driver has not
// seen (a fresh specialization constant each time defeats Mesa's shader
// cache): the cost of compiling the shader, at 1K invocations.
func BenchmarkPipelineCold(b *testing.B) {
	d := device(b)
	spv := compile(b, benchShader)
	buf := make([]byte, 4<<10)
	var setup, dispatch time.Duration
	for i := 0; i < b.N; i++ {
		cfg := RunConfig{Workgroups: [3]uint32{4}, Buffers: bufs([2]uint32{0, 0}, buf), PushConstants: u32s(64),
			Spec: map[uint32]uint64{0: uint64(time.Now().UnixNano())}}
		res, err := d.Run(spv, cfg)
		if err != nil {
			b.Fatal(err)
		}
		setup += res.Setup
		dispatch += res.Dispatch
	}
	b.ReportMetric(float64(setup.Nanoseconds())/float64(b.N), "setup-ns/op")
	b.ReportMetric(float64(dispatch.Nanoseconds())/float64(b.N), "dispatch-ns/op")
}

// BenchmarkIsolatedDispatch is BenchmarkDispatch through an IsolatedDevice:
// the difference is the worker's cost (the module and the buffers cross a
// pipe both ways as gob).
func BenchmarkIsolatedDispatch(b *testing.B) {
	devs, err := Devices()
	if err != nil {
		unavailable(b, "no Vulkan device: %v", err)
	}
	d, err := OpenIsolated(lavapipeIndex(devs))
	if err != nil {
		b.Fatal(err)
	}
	defer d.Close()
	spv := compile(b, benchShader)
	for _, n := range []int{1 << 10, 1 << 16, 1 << 20} {
		b.Run(fmt.Sprintf("inv=%s", sizeName(n)), func(b *testing.B) {
			buf := make([]byte, 4*n)
			cfg := RunConfig{Workgroups: [3]uint32{uint32(n / 256)}, Buffers: bufs([2]uint32{0, 0}, buf), PushConstants: u32s(64)}
			if _, err := d.Run(spv, cfg); err != nil {
				b.Fatal(err)
			}
			b.SetBytes(int64(4 * n))
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := d.Run(spv, cfg); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkOpenIsolated measures starting a worker process and opening
// the device in it (paid once per IsolatedDevice, and after a crash).
func BenchmarkOpenIsolated(b *testing.B) {
	devs, err := Devices()
	if err != nil {
		unavailable(b, "no Vulkan device: %v", err)
	}
	for i := 0; i < b.N; i++ {
		d, err := OpenIsolated(lavapipeIndex(devs))
		if err != nil {
			b.Fatal(err)
		}
		d.Close()
	}
}
