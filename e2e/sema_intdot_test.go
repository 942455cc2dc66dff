package e2e

import (
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/sema"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// TestIntegerDotProduct compiles GL_EXT_integer_dot_product as glslang
// does: OpUDot for two unsigned operands, OpSDot for two signed, OpSUDot
// with the signed operand first otherwise (uvec2 x ivec2 swaps them), the
// AccSat forms with an accumulator, PackedVectorFormat4x8Bit on the packed
// scalar forms, and the capabilities each input form needs. The installed
// spirv-val knows SPV_KHR_integer_dot_product.
func TestSemaIntegerDotProduct(t *testing.T) {
	src := `#version 450
#extension GL_EXT_integer_dot_product : require
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
layout(local_size_x = 4) in;
layout(binding = 0) buffer B { int r[8]; uint u[4]; int64_t l; };
void main() {
  uint i = gl_LocalInvocationID.x;
  r[0] = dotPacked4x8EXT(int(i), 0x01020304u);
  u[0] = dotPacked4x8EXT(i, 0x01020304u);
  r[1] = dotPacked4x8AccSatEXT(int(i), int(i), 0x7fffffff);
  r[2] = dotEXT(ivec3(i), ivec3(4, 5, 6));
  r[3] = dotEXT(uvec2(i), ivec2(-3, 4));
  r[4] = dotEXT(i8vec4(i), u8vec4(5, 6, 7, 8));
  r[5] = dotAccSatEXT(i8vec4(i), i8vec4(5, 6, 7, -8), 100);
  u[1] = dotAccSatEXT(uvec4(i), uvec4(5, 6, 7, 8), 4294967295u);
  l = dotEXT(i64vec2(i), u64vec2(i));
}
`
	m := mustCheck(t, "dot.comp", src, sema.Options{})
	code := lowerVal(t, "dot.comp", m, "vulkan1.2")
	dis, _ := spirv.DisassembleBytes(spirv.Encode(code), spirv.DisOptions{})
	for _, want := range []string{
		"OpCapability DotProductInputAll", "OpCapability DotProductInput4x8Bit\n", "OpCapability DotProductInput4x8BitPacked", "OpCapability DotProduct\n",
		`OpExtension "SPV_KHR_integer_dot_product"`,
		"OpSUDot %int %", "%uint_16909060 PackedVectorFormat4x8Bit", // int x uint: already signed-first
		"OpUDot %uint %", "OpSDotAccSat %int %", "%int_2147483647 PackedVectorFormat4x8Bit",
		"OpSDot %int %", "OpSDotAccSat %int %", "%int_100\n", "OpUDotAccSat %uint %", "OpSUDot %long %",
	} {
		if !strings.Contains(dis, want) {
			t.Errorf("no %q in\n%s", want, dis)
		}
	}
	// uvec2(i) x ivec2(-3, 4): the ivec2 constant goes first.
	var ivec2 string
	for _, line := range strings.Split(dis, "\n") {
		if f := strings.Fields(line); len(f) == 6 && f[2] == "OpConstantComposite" && f[3] == "%v2int" && f[4] == "%int_n3" {
			ivec2 = f[0]
		}
	}
	if ivec2 == "" || !strings.Contains(dis, "OpSUDot %int "+ivec2+" %") {
		t.Errorf("uvec2 x ivec2 does not put the signed operand (%q) first:\n%s", ivec2, dis)
	}
	if _, dl := check(t, "nodot.comp", strings.Replace(src, "#extension GL_EXT_integer_dot_product : require\n", "", 1), sema.Options{}); !strings.Contains(diagText(dl), "dot.comp:9:") || !strings.Contains(diagText(dl), "dotPacked4x8EXT") {
		t.Errorf("want a positioned error naming dotPacked4x8EXT without the extension, got %s", diagText(dl))
	}
}
