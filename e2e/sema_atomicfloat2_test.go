package e2e

import (
	"encoding/binary"
	"github.com/glslc-nv/glslc-nv/sema"
	"math"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/f16"
	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// TestAtomicFloat2 compiles GL_EXT_shader_atomic_float2's overloads as
// glslang does (atomicMin/Max on float16, float and double; atomicAdd and
// atomicExchange on float16), with the capabilities and extensions
// glslang declares, and runs them on the interpreter: four invocations
// add 1.5 to a half (6), take the max of their index (3) and the min of
// index-1 as a double (-1) and of -2 as a float.
func TestSemaAtomicFloat2(t *testing.T) {
	src := `#version 460
#extension GL_EXT_shader_atomic_float2 : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_16bit_storage : require
layout(local_size_x = 4) in;
layout(binding = 0) buffer B { float16_t h; float16_t m; double d; float f; };
void main() {
  atomicAdd(h, float16_t(1.5));
  atomicMax(m, float16_t(gl_LocalInvocationID.x));
  atomicMin(d, double(gl_LocalInvocationID.x) - 1.0);
  atomicMin(f, -2.0);
}
`
	m := mustCheck(t, "float2.comp", src, sema.Options{})
	code := lowerVal(t, "float2.comp", m, "vulkan1.3")
	dis, _ := spirv.DisassembleBytes(spirv.Encode(code), spirv.DisOptions{})
	for _, want := range []string{"AtomicFloat16AddEXT", "AtomicFloat16MinMaxEXT", "AtomicFloat32MinMaxEXT", "AtomicFloat64MinMaxEXT",
		`"SPV_EXT_shader_atomic_float16_add"`, `"SPV_EXT_shader_atomic_float_add"`, `"SPV_EXT_shader_atomic_float_min_max"`, "OpAtomicFMaxEXT %half"} {
		if !strings.Contains(dis, want) {
			t.Errorf("no %s in\n%s", want, dis)
		}
	}
	prog, err := interp.Load(spirv.Encode(code))
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 24)
	binary.LittleEndian.PutUint64(buf[8:], 0x7ff0000000000000) // d = +Inf
	res, err := prog.Run(interp.Config{Buffers: map[[2]uint32][]byte{{0, 0}: buf}})
	if err != nil || len(res.Diagnostics) > 0 {
		t.Fatalf("%v %v", err, res)
	}
	h, mx := f16.ToFloat64(uint16(binary.LittleEndian.Uint16(buf))), f16.ToFloat64(uint16(binary.LittleEndian.Uint16(buf[2:])))
	d := math.Float64frombits(binary.LittleEndian.Uint64(buf[8:]))
	f := math.Float32frombits(binary.LittleEndian.Uint32(buf[16:]))
	if h != 6 || mx != 3 || d != -1 || f != -2 {
		t.Errorf("h %v m %v d %v f %v, want 6 3 -1 -2", h, mx, d, f)
	}
	// Without the extension the float overloads are not there.
	if _, dl := check(t, "nofloat2.comp", strings.Replace(src, "#extension GL_EXT_shader_atomic_float2 : require\n", "", 1), sema.Options{}); !strings.Contains(diagText(dl), "atomicMax") {
		t.Errorf("no error without GL_EXT_shader_atomic_float2: %s", diagText(dl))
	}
}
