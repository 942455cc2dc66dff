package sema

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
func TestNarrowFloats(t *testing.T) {
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
	for _, tc := range []struct{ name, src, want string }{
		{"no extension", "#version 450\nlayout(local_size_x = 1) in;\nvoid main() { bfloat16_t x; }\n", "3:15: 'bfloat16_t' requires extension GL_EXT_bfloat16"},
		{"arithmetic", "#version 450\n#extension GL_EXT_bfloat16 : require\nlayout(local_size_x = 1) in;\nvoid main() { bfloat16_t x = bfloat16_t(1.0); x = x + x; }\n", "4:53: operator '+' cannot be applied to bfloat16_t and bfloat16_t: bfloat16_t has no arithmetic (convert it to float)"},
		{"implicit", "#version 450\n#extension GL_EXT_bfloat16 : require\nlayout(local_size_x = 1) in;\nvoid main() { bfloat16_t x = 1.0; }\n", "4:26: initializer of 'x': cannot convert from float to bfloat16_t"},
		{"bitcast width", "#version 450\n#extension GL_EXT_bfloat16 : require\nlayout(local_size_x = 1) in;\nvoid main() { bfloat16_t x = uintBitsToBFloat16EXT(1u); }\n", "4:52: 'uintBitsToBFloat16EXT' takes uint16_t or a vector of it, not uint"},
	} {
		_, dl := check(t, "err.comp", tc.src, Options{})
		got := diagText(dl)
		pos, msg, _ := strings.Cut(tc.want, ": ")
		if !strings.HasPrefix(got, "err.comp:"+pos+": error: "+msg) {
			t.Errorf("%s: want %q, got:\n%s", tc.name, tc.want, got)
		}
	}
}
