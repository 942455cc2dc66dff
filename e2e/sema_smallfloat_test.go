package e2e

import (
	"strings"
	"testing"
)

// TestNarrowFloats compiles GL_EXT_bfloat16 and GL_EXT_float_e4m3/e5m2 as
// glslang does: OpTypeFloat 16 BFloat16KHR and OpTypeFloat 8 Float8E4M3EXT
// / Float8E5M2EXT with their capabilities and extensions, bit casts as
// OpBitcast, constructors as OpFConvert, folded as glslang folds them
// where the operand is a constant (bf16vec2(x, 0.5) holds a bfloat16
// constant 0.5; float(floate4m3_t(2.0)) is 2.0), and cooperative matrices
// of bfloat16 (BFloat16CooperativeMatrixKHR).
func TestSemaNarrowFloats(t *testing.T) {
	src := `#version 450
#extension GL_EXT_bfloat16 : require
#extension GL_EXT_float_e4m3 : require
#extension GL_EXT_float_e5m2 : require
#extension GL_EXT_shader_explicit_arithmetic_types : require
#extension GL_KHR_cooperative_matrix : require
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 32) in;
layout(binding = 0) buffer A { uint16_t a[]; };
layout(binding = 1) buffer B { float f[]; };
layout(binding = 2) buffer C { uint8_t q[]; };
shared bf16vec2 sh[64];
void main() {
  uint i = gl_LocalInvocationID.x;
  bfloat16_t x = uintBitsToBFloat16EXT(a[i]);
  bf16vec4 v = intBitsToBFloat16EXT(i16vec4(a[i], a[i+1], 0, 1));
  sh[i] = bf16vec2(x, 0.5);
  f[i] = float(x) + float(v.y) + float(floate4m3_t(2.0)) + float(uintBitsToFloate5m2EXT(q[i]));
  a[i] = bfloat16BitsToUintEXT(bfloat16_t(f[i]));
  f[i] += x;          // bfloat16 converts to float implicitly
  f[i] = f[i] * v.z;
  q[i] = floate4m3BitsToUintEXT(floate4m3_t(f[i]));
  coopmat<bfloat16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA> m;
  coopMatLoad(m, sh, 0, 8, gl_CooperativeMatrixLayoutRowMajor);
  coopmat<float, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA> mf = coopmat<float, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA>(m);
  coopMatStore(mf, f, 0, 16, gl_CooperativeMatrixLayoutRowMajor);
}
`
	dis := coopLower(t, "narrow.comp", src, "vulkan1.3")
	for _, w := range []string{
		"OpCapability BFloat16TypeKHR\n", "OpCapability BFloat16CooperativeMatrixKHR\n", "OpCapability Float8EXT\n",
		`OpExtension "SPV_KHR_bfloat16"`, `OpExtension "SPV_EXT_float8"`,
		"OpTypeFloat 16 BFloat16KHR", "OpTypeFloat 8 Float8E4M3EXT", "OpTypeFloat 8 Float8E5M2EXT",
		"OpBitcast %bfloat16 %", "OpBitcast %v4bfloat16 %", "OpBitcast %ushort %", "OpBitcast %uchar %",
		"%bfloat16_0_5 = OpConstant %bfloat16 0.5", "OpFConvert %bfloat16 %", "OpFConvert %float %", "OpFConvert %fp8e4m3 %",
	} {
		if !strings.Contains(dis, w) {
			t.Errorf("no %q in\n%s", w, dis)
		}
	}
}

// TestSemaFP4 compiles GL_EXT_float_e2m1 as glslang does (its
// spv.floate2m1.comp): OpTypeFloat 4 Float4E2M1EXT with Float4EXT and
// SPV_EXT_ocp_microscaling_types; unpack/pack as OpBitcast to and from
// whole bytes; bitcastExtractfe2m1EXT as OpBitcastExtractEXT
// (BitcastExtractEXT); conversions from fp4 as OpFConvert, implicit ones
// too; conversions to fp4 only from constants, folded: 10.0 saturates to
// 6 (bits 0x7), -1.25 is a tie between -1 and -1.5 and rounds to even
// (-1, bits 0xa), 3 is exact (0x5). The implicit conversion of that
// constant to double folds too: -1.0 (glslang 16 folds it to -1.25,
// skipping the fp4 rounding; glslc-nv keeps the value the constructor
// defines).
func TestSemaFP4(t *testing.T) {
	src := `#version 450
#extension GL_EXT_float_e2m1 : require
#extension GL_EXT_shader_explicit_arithmetic_types : require
layout(local_size_x = 1) in;
layout(binding = 0) buffer B { uint8_t a[4]; uint16_t h; float o[8]; f16vec4 hv; double d; };
floate2m1_t id(floate2m1_t x) { return x; }
void main() {
  vec2 f = vec2(unpackFloat2xfe2m1EXT(a[0]));
  o[0] = f.x;
  fe2m1vec4 w = unpackFloat4xfe2m1EXT(h);
  o[1] = w.w;                                      // implicit fp4 -> float
  o[2] = float(bitcastExtractfe2m1EXT(a[1], 4));
  hv = f16vec4(bitcastExtractfe2m1EXT(u8vec4(a[0], a[1], a[2], a[3]), 0u));
  floate2m1_t c = id(floate2m1_t(10.0));
  d = floate2m1_t(-1.25);                          // implicit fp4 -> double
  a[3] = packFloat2xfe2m1EXT(fe2m1vec2(c, floate2m1_t(3)));
  h = packFloat4xfe2m1EXT(w);
}
`
	dis := coopLower(t, "fp4.comp", src, "vulkan1.2")
	for _, w := range []string{
		"OpCapability Float4EXT\n", "OpCapability BitcastExtractEXT\n", `OpExtension "SPV_EXT_ocp_microscaling_types"`,
		"%fp4e2m1 = OpTypeFloat 4 Float4E2M1EXT", "%v2fp4e2m1 = OpTypeVector %fp4e2m1 2",
		"OpBitcast %v2fp4e2m1 %", "OpBitcast %v4fp4e2m1 %", "OpBitcast %uchar %", "OpBitcast %ushort %",
		"OpBitcastExtractEXT %fp4e2m1 %", "%uint_4\n", "OpBitcastExtractEXT %v4fp4e2m1 %",
		"OpFConvert %v2float %", "OpFConvert %float %", "OpFConvert %v4half %", "OpConstant %double -1\n",
		"OpConstant %fp4e2m1 6\n", "OpConstant %fp4e2m1 3\n",
	} {
		if !strings.Contains(dis, w) {
			t.Errorf("no %q in\n%s", w, dis)
		}
	}
	if strings.Contains(dis, "OpFConvert %fp4e2m1") || strings.Contains(dis, "OpFConvert %v2fp4e2m1") {
		t.Errorf("a run-time conversion to fp4:\n%s", dis)
	}
}
