package e2e

import (
	"encoding/binary"
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"math"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/lower"
	"github.com/glslc-nv/glslc-nv/sema"
	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// TestSemaBFloat16Dot: dot on bfloat16 vectors is bfloat16_t, OpDot with
// BFloat16DotProductKHR (glslang's overloads); on scalars the float
// product rounded to bfloat16. Run on the interpreter, hand-worked with
// x = (1.5, 2, -3, 0.5), y = (1+2^-7, 3, 1, 4):
//   - dot(x, y) = 1.51171875 + 6 - 3 + 2 = 6.51171875, one rounding to
//     bfloat16 (spacing 2^-5 in [4, 8)): 6.5;
//   - dot(x.xy, y.zw) = 1.5 + 8 = 9.5, exact;
//   - dot(x.x, y.x) = 1.51171875, halfway between 1.5078125 and 1.515625
//     (spacing 2^-7): to even, 1.515625;
//   - dot(vec2(x.xy), vec2(y.xy)) is float: 7.51171875.
func TestSemaBFloat16Dot(t *testing.T) {
	src := `#version 450
#extension GL_EXT_bfloat16 : require
#extension GL_EXT_shader_explicit_arithmetic_types : require
layout(local_size_x = 1) in;
layout(binding = 0) buffer B { uint16_t a[8]; float r[4]; };
void main() {
  bf16vec4 x = uintBitsToBFloat16EXT(u16vec4(a[0], a[1], a[2], a[3]));
  bf16vec4 y = uintBitsToBFloat16EXT(u16vec4(a[4], a[5], a[6], a[7]));
  bfloat16_t d = dot(x, y);
  r[0] = float(d);
  r[1] = float(dot(x.xy, y.zw));
  r[2] = float(dot(x.x, y.x));
  r[3] = dot(vec2(x.xy), vec2(y.xy));
}
`
	m := mustCheck(t, "bfdot.comp", src, sema.Options{})
	words, err := lower.Module(m, lower.Options{TargetEnv: targetenv.MustCompiler("vulkan1.3"), CheckIR: true})
	if err != nil {
		t.Fatal(err)
	}
	bin := spirv.Encode(words)
	testtool.ValidateNewer(t, "bfdot.comp", bin, "vulkan1.3")
	dis, err := spirv.DisassembleBytes(bin, spirv.DisOptions{})
	if err != nil {
		t.Fatal(err)
	}
	wantLines(t, dis, "OpCapability BFloat16DotProductKHR", `OpExtension "SPV_KHR_bfloat16"`,
		"OpDot %bfloat16 %", "OpDot %bfloat16 %", "OpFMul %float %", "OpDot %float %")
	prog, err := interp.Load(bin)
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 32)
	for i, b := range []uint16{0x3fc0, 0x4000, 0xc040, 0x3f00, 0x3f81, 0x4040, 0x3f80, 0x4080} {
		binary.LittleEndian.PutUint16(buf[2*i:], b)
	}
	res, err := prog.Run(interp.Config{Buffers: map[[2]uint32][]byte{{0, 0}: buf}})
	if err != nil || len(res.Diagnostics) > 0 {
		t.Fatalf("%v %v", err, res)
	}
	for i, w := range []float32{6.5, 9.5, 1.515625, 7.51171875} {
		if got := math.Float32frombits(binary.LittleEndian.Uint32(buf[16+4*i:])); got != w {
			t.Errorf("r[%d] = %v, want %v", i, got, w)
		}
	}
}
