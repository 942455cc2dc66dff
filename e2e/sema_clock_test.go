package e2e

import (
	"encoding/binary"
	"github.com/glslc-nv/glslc-nv/sema"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// TestShaderClock compiles GL_ARB_shader_clock and
// GL_EXT_shader_realtime_clock as glslang does (OpReadClockKHR at Subgroup
// and Device scope, ShaderClockKHR, SPV_KHR_shader_clock) and runs them on
// the interpreter, whose clock counts the subgroup's instructions: a later
// read is never smaller, and the 64-bit and 2x32 forms agree.
func TestSemaShaderClock(t *testing.T) {
	src := `#version 450
#extension GL_ARB_shader_clock : require
#extension GL_EXT_shader_realtime_clock : require
#extension GL_ARB_gpu_shader_int64 : require
layout(local_size_x = 4) in;
layout(binding = 0) buffer B { uvec2 a[4]; uvec2 b[4]; uint64_t c[4]; };
void main() {
  uint i = gl_LocalInvocationID.x;
  a[i] = clock2x32ARB();
  b[i] = clockRealtime2x32EXT();
  c[i] = clockARB() + clockRealtimeEXT() * 0ul;
}
`
	m := mustCheck(t, "clock.comp", src, sema.Options{})
	code := lowerVal(t, "clock.comp", m, "vulkan1.1")
	dis, _ := spirv.DisassembleBytes(spirv.Encode(code), spirv.DisOptions{})
	for _, want := range []string{"OpCapability ShaderClockKHR", `OpExtension "SPV_KHR_shader_clock"`, "OpReadClockKHR %v2uint %uint_3", "OpReadClockKHR %v2uint %uint_1", "OpReadClockKHR %ulong %uint_3", "OpReadClockKHR %ulong %uint_1"} {
		if !strings.Contains(dis, want) {
			t.Errorf("no %q in\n%s", want, dis)
		}
	}
	prog, err := interp.Load(spirv.Encode(code))
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 96)
	if _, err := prog.Run(interp.Config{Buffers: map[[2]uint32][]byte{{0, 0}: buf}}); err != nil {
		t.Fatal(err)
	}
	u64 := func(off int) uint64 { return binary.LittleEndian.Uint64(buf[off:]) }
	for i := 0; i < 4; i++ {
		a, b, c := u64(8*i), u64(32+8*i), u64(64+8*i)
		if a == 0 || !(a < b && b < c) || a != u64(0) || c != u64(64) {
			t.Errorf("lane %d: clocks %d %d %d, want the same increasing values in every lane", i, a, b, c)
		}
	}
	if _, dl := check(t, "noclock.comp", strings.Replace(src, "#extension GL_ARB_shader_clock : require\n", "", 1), sema.Options{}); !strings.Contains(diagText(dl), "clock2x32ARB") {
		t.Errorf("no error without GL_ARB_shader_clock: %s", diagText(dl))
	}
}
