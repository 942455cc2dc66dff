//go:build (linux || freebsd || darwin) && (amd64 || arm64)

package vulkan

import (
	"bytes"
	"encoding/binary"
	"errors"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"strings"
	"testing"
	"time"
)

// isolated opens the test device (lavapipe when present) in a worker.
func isolated(t *testing.T) *IsolatedDevice {
	t.Helper()
	devs, err := Devices()
	if err != nil {
		unavailable(t, "no Vulkan device: %v", err)
	}
	d, err := OpenIsolated(lavapipeIndex(devs))
	if err != nil {
		t.Fatalf("OpenIsolated: %v", err)
	}
	t.Cleanup(func() { d.Close() })
	return d
}

const isoShader = `#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) buffer B { uint v[]; } b;
void main() {
  uint i = gl_GlobalInvocationID.x;
  b.v[i] = subgroupInclusiveAdd(b.v[i] * 3u + 1u);
}
`

// TestIsolatedMatchesInProcess checks that a dispatch through the worker
// gives the in-process device's buffers and run facts.
func TestIsolatedMatchesInProcess(t *testing.T) {
	spv := compile(t, isoShader)
	d := isolated(t)
	if d.Info().Name != device(t).Info().Name || d.Info().SubgroupSize == 0 {
		t.Fatalf("worker device %q (size %d), in-process %q", d.Info().Name, d.Info().SubgroupSize, device(t).Info().Name)
	}
	in := make([]byte, 4*128)
	for i := 0; i < 128; i++ {
		binary.LittleEndian.PutUint32(in[4*i:], uint32(i*7))
	}
	a, b := bytes.Clone(in), bytes.Clone(in)
	ra, err := d.Run(spv, RunConfig{Workgroups: [3]uint32{2, 1, 1}, Buffers: map[[2]uint32][]byte{{0, 0}: a}})
	if err != nil {
		t.Fatal(err)
	}
	rb, err := device(t).Run(spv, RunConfig{Workgroups: [3]uint32{2, 1, 1}, Buffers: map[[2]uint32][]byte{{0, 0}: b}})
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(a, in) {
		t.Fatal("the worker's results were not copied back")
	}
	if !bytes.Equal(a, b) {
		t.Errorf("worker and in-process buffers differ")
	}
	if ra.Invocations != 128 || ra.Invocations != rb.Invocations || ra.SubgroupSize != rb.SubgroupSize || ra.LocalSize != rb.LocalSize {
		t.Errorf("results differ: worker %+v, in-process %+v", ra, rb)
	}
}

// TestIsolatedErrors checks that the worker's errors keep their types.
func TestIsolatedErrors(t *testing.T) {
	d := isolated(t)
	// A capability lavapipe lacks (partitioned) gives *UnsupportedError.
	if !d.Info().PartitionedNV {
		spv := compile(t, `#version 450
#extension GL_NV_shader_subgroup_partitioned : require
layout(local_size_x = 8) in;
layout(set = 0, binding = 0) buffer B { uvec4 v[]; } b;
void main() { b.v[gl_LocalInvocationID.x] = subgroupPartitionNV(gl_LocalInvocationID.x & 1u); }
`)
		_, err := d.Run(spv, RunConfig{Buffers: map[[2]uint32][]byte{{0, 0}: make([]byte, 128)}})
		var ue *UnsupportedError
		if !errors.As(err, &ue) || len(ue.Missing) == 0 || !strings.Contains(err.Error(), "PartitionedNV") {
			t.Errorf("partitioned module: %v (%T), want an *UnsupportedError naming the capability", err, err)
		}
	}
	// Invalid SPIR-V is stopped by spirv-val in the worker: *InvalidModuleError.
	if device(t).Validator() != "" {
		spv := compile(t, isoShader)
		bad := bytes.Clone(spv)
		binary.LittleEndian.PutUint32(bad[12:], 1) // id bound 1: every id is out of range
		_, err := d.Run(bad, RunConfig{Buffers: map[[2]uint32][]byte{{0, 0}: make([]byte, 256)}})
		var ie *InvalidModuleError
		if !errors.As(err, &ie) {
			t.Errorf("invalid module: %v (%T), want *InvalidModuleError", err, err)
		}
	}
	// A missing buffer is a plain error with the message intact.
	_, err := d.Run(compile(t, isoShader), RunConfig{})
	if err == nil || !strings.Contains(err.Error(), "binding") {
		t.Errorf("missing buffer: %v", err)
	}
	// The device still works after errors.
	if _, err := d.Run(compile(t, isoShader), RunConfig{Buffers: map[[2]uint32][]byte{{0, 0}: make([]byte, 256)}}); err != nil {
		t.Errorf("after errors: %v", err)
	}
}

// lavapipeCrash is conformance/regress/lavapipe-broadcastfirst-bitcast-int64-scan.comp:
// valid SPIR-V on which Mesa 22.3's lavapipe dies (SIGILL or SIGSEGV).
const lavapipeCrash = `#version 450
#extension GL_ARB_gpu_shader_int64 : require
#extension GL_EXT_shader_subgroup_extended_types_int64 : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_ballot : require
layout(local_size_x = 8) in;
layout(set = 0, binding = 1) buffer Out { uint v[]; } o;
void main() {
  uint i = gl_GlobalInvocationID.x;
  uint x = subgroupBroadcastFirst(floatBitsToUint(float(i)));
  o.v[i] = uint(subgroupAdd(uint64_t(x)));
}
`

// nullStore writes through a device address of 0 (a null
// PhysicalStorageBuffer pointer): undefined behaviour that kills a CPU
// driver on every release, so the crash path is tested where no real
// driver bug is known to crash (Mesa 25.0 fixed lavapipeCrash's).
const nullStore = `#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_ARB_gpu_shader_int64 : require
layout(local_size_x = 8) in;
layout(buffer_reference, std430) buffer Ptr { uint v; };
layout(set = 0, binding = 1) buffer Out { uint v[]; } o;
void main() {
  Ptr p = Ptr(uint64_t(o.v[gl_LocalInvocationIndex]) * 4096ul);
  p.v = 1u;
}
`

// TestIsolatedCrash runs a module that crashes lavapipe: the caller gets a
// *CrashError naming the signal, and the next Run starts a new worker. On
// Mesa 22.3 the module is a valid one its LLVM back end dies on; on other
// releases, a store through a null device address.
func TestIsolatedCrash(t *testing.T) {
	d := isolated(t)
	if d.Info().DriverName != "llvmpipe" {
		t.Skipf("the crashing modules are lavapipe's; this is %s %s", d.Info().DriverName, d.Info().DriverInfo)
	}
	src := nullStore
	if MesaMatch(d.Info().DriverInfo, "22.3") {
		src = lavapipeCrash
	} else if info := d.Info(); !info.Feature("bufferDeviceAddress") {
		t.Skipf("no bufferDeviceAddress on %s", d.Info().DriverInfo)
	}
	spv := compile(t, src, "--target-env", "vulkan1.2")
	start := time.Now()
	_, err := d.Run(spv, RunConfig{Buffers: map[[2]uint32][]byte{{0, 1}: make([]byte, 32)}})
	var ce *CrashError
	if !errors.As(err, &ce) {
		t.Fatalf("crashing module: %v (%T), want *CrashError", err, err)
	}
	if !strings.Contains(ce.State, "signal") || !strings.Contains(err.Error(), "driver bug") || ce.Device != d.Info().Name {
		t.Errorf("crash report: %v", err)
	}
	t.Logf("%v (after %v)", err, time.Since(start).Round(time.Millisecond))
	buf := make([]byte, 256)
	if _, err := d.Run(compile(t, isoShader), RunConfig{Buffers: map[[2]uint32][]byte{{0, 0}: buf}}); err != nil {
		t.Fatalf("after the crash: %v", err)
	}
	if binary.LittleEndian.Uint32(buf) != 1 {
		t.Errorf("after the crash: b.v[0] = %d, want 1", binary.LittleEndian.Uint32(buf))
	}
}

// TestIsolatedClose checks that Close ends the worker and that a closed
// device refuses to run.
func TestIsolatedClose(t *testing.T) {
	d := isolated(t)
	w := d.w
	if err := d.Close(); err != nil {
		t.Fatal(err)
	}
	select {
	case <-w.done:
	case <-time.After(testtool.HangLimit):
		t.Fatal("hang: the worker did not exit after Close")
	}
	if w.state != "exited" {
		t.Errorf("worker ended with %q, want a clean exit", w.state)
	}
	if _, err := d.Run(nil, RunConfig{}); err == nil {
		t.Error("Run after Close succeeded")
	}
}

func TestWorkerErrorRoundTrip(t *testing.T) {
	for _, e := range []error{
		&UnavailableError{Reason: "no loader"},
		&UnsupportedError{Device: "d", Missing: []string{"capability X (why)"}},
		&InvalidModuleError{Validator: "spirv-val", Output: "bad"},
		&TimeoutError{Timeout: 3 * time.Second},
		&VkError{Call: "vkCreateDevice", Result: -3},
		errors.New("plain"),
	} {
		got := encodeError(e).err()
		if got.Error() != e.Error() {
			t.Errorf("%T: %q became %q", e, e, got)
		}
		if errors.Is(e, ErrUnavailable) != errors.Is(got, ErrUnavailable) {
			t.Errorf("%T: errors.Is(ErrUnavailable) changed", e)
		}
	}
	if encodeError(nil) != nil || (*workerError)(nil).err() != nil {
		t.Error("nil errors do not stay nil")
	}
}
