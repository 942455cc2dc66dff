package e2e

import (
	"encoding/binary"
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"math"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/lower"
	"github.com/glslc-nv/glslc-nv/sema"
	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// TestSemaSaturatedConvert compiles saturatedConvertEXT (GL_EXT_float_e4m3 /
// e5m2) as glslang does: the conversion (OpFConvert, OpConvertSToF, on
// scalars, vectors and cooperative matrices) decorated
// SaturatedToLargestFloat8NormalConversionEXT and stored to the first
// argument, and runs it on the interpreter. Hand-worked: E4M3 saturates at
// 448 (0x7e) where a plain conversion gives NaN (0x7f); E5M2 at 57344
// (0x7b) where it gives infinity; 1.0625 is a tie between 1 and 1.125 and
// rounds to even (0x38 / 0x3c); 500 is nearer 512 than 448 in E5M2
// (0x60); the integer 300 is nearer 288 than 320 in E4M3 (0x79).
func TestSemaSaturatedConvert(t *testing.T) {
	src := `#version 450
#extension GL_EXT_float_e4m3 : require
#extension GL_EXT_float_e5m2 : require
#extension GL_EXT_shader_explicit_arithmetic_types : require
#extension GL_KHR_cooperative_matrix : require
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 4) in;
layout(binding = 0) buffer B { float f[4]; uint q[16]; };
layout(binding = 1) buffer H { float16_t h[]; };
layout(binding = 2) buffer Q { uint8_t m8[]; };
void main() {
  uint i = gl_LocalInvocationID.x;
  floate4m3_t b;
  saturatedConvertEXT(b, f[i]);
  q[i] = floate4m3BitsToUintEXT(b);
  fe5m2vec2 b2;
  saturatedConvertEXT(b2, vec2(0.0, f[i]));
  q[4 + i] = floate5m2BitsToUintEXT(b2.y);
  q[8 + i] = floate4m3BitsToUintEXT(floate4m3_t(f[i]));
  saturatedConvertEXT(b, int(i) * 600 - 300);
  q[12 + i] = floate4m3BitsToUintEXT(b);
  if (i == 99u) { // never: the matrix form compiles and validates
    coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA> ma;
    coopMatLoad(ma, h, 0, 16, gl_CooperativeMatrixLayoutRowMajor);
    coopmat<floate4m3_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA> me;
    saturatedConvertEXT(me, ma);
    coopMatStore(me, m8, 0, 16, gl_CooperativeMatrixLayoutRowMajor);
  }
}
`
	m := mustCheck(t, "sat.comp", src, sema.Options{})
	words, err := lower.Module(m, lower.Options{TargetEnv: targetenv.MustCompiler("vulkan1.3"), CheckIR: true})
	if err != nil {
		t.Fatal(err)
	}
	bin := spirv.Encode(words)
	testtool.ValidateNewer(t, "sat.comp", bin, "vulkan1.3")
	dis, err := spirv.DisassembleBytes(bin, spirv.DisOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(dis, "OpDecorate %"); n < 4 || strings.Count(dis, "SaturatedToLargestFloat8NormalConversionEXT") != 4 {
		t.Errorf("want 4 saturated conversions (scalar, vector, integer, matrix), got:\n%s", dis)
	}
	wantLines(t, dis, "OpFConvert %fp8e4m3 %", "OpFConvert %v2fp8e5m2 %", "OpFConvert %fp8e4m3 %", "OpConvertSToF %fp8e4m3 %", "OpFConvert %")
	prog, err := interp.Load(bin)
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 4*20)
	for i, x := range []float32{500, -1e6, 1.0625, 70000} {
		binary.LittleEndian.PutUint32(buf[4*i:], math.Float32bits(x))
	}
	res, err := prog.Run(interp.Config{Buffers: map[[2]uint32][]byte{{0, 0}: buf, {0, 1}: make([]byte, 512), {0, 2}: make([]byte, 256)}})
	if err != nil || len(res.Diagnostics) > 0 {
		t.Fatalf("%v %v", err, res)
	}
	want := []uint32{
		0x7e, 0xfe, 0x38, 0x7e, // E4M3, saturated
		0x60, 0xfb, 0x3c, 0x7b, // E5M2, saturated
		0x7f, 0xff, 0x38, 0x7f, // E4M3, plain: NaN out of range
		0xf9, 0x79, 0x7e, 0x7e, // E4M3 from -300, 300, 900, 1500
	}
	for i, w := range want {
		if got := binary.LittleEndian.Uint32(buf[16+4*i:]); got != w {
			t.Errorf("q[%d] = %#x, want %#x", i, got, w)
		}
	}
}
