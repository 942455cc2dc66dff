package e2e

import (
	"strings"
	"testing"
)

// TestNarrowFloats compiles GL_EXT_bfloat16 and GL_EXT_float_e4m3/e5m2 as
// glslang does: OpTypeFloat 16 BFloat16KHR and OpTypeFloat 8 Float8E4M3EXT
// / Float8E5M2EXT with their capabilities and extensions, bit casts as
// OpBitcast, constructors as OpFConvert (never folded: the constant
// folder knows only IEEE formats), and cooperative matrices of bfloat16
// (BFloat16CooperativeMatrixKHR).
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
		"OpBitcast %half %", "OpBitcast %v4half %", "OpBitcast %ushort %", "OpBitcast %uchar %",
		"OpFConvert %half %float_0_5", "OpFConvert %float %", "OpFConvert %fp8 %float_2",
	} {
		if !strings.Contains(dis, w) {
			t.Errorf("no %q in\n%s", w, dis)
		}
	}
}
