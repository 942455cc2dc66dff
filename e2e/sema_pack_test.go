package e2e

import (
	"github.com/glslc-nv/glslc-nv/sema"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPackUnpack runs testdata/pack_unpack.comp (pack16/32/64,
// unpack8/16/32, halfBitsToInt16 and friends) after spirv-val for
// vulkan1.1 and vulkan1.2. The expected words are worked out by hand from
// the little-endian component order (component 0 is the low bits); the
// same shader compiled by glslangValidator gives the same buffer.
func TestSemaPackUnpack(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(semaTestdata, "pack_unpack.comp"))
	if err != nil {
		t.Fatal(err)
	}
	src := string(b)
	lowerVal(t, "pack_unpack.comp", mustCheck(t, "pack_unpack.comp", src, sema.Options{}), "vulkan1.2")
	in := []uint32{0x04030201, 0xf1f2f3f4, 0xbbbbaaaa, 0x8000ffff, 0x11223344, 0x55667788}
	runShader(t, runCase{
		file: "pack_unpack.comp", workgroups: [3]uint32{1, 1, 1}, subgroup: 32,
		in: map[uint32][]uint32{0: in}, size: map[uint32]int{0: 20},
		want: map[uint32][]uint32{0: append(append([]uint32{}, in...), 0, 0, 0, 0,
			0x01020304, // pack32(unpack8(a[0]).wzyx)
			0xf2f1f4f3, // pack32(i8vec4 .yxwz)
			0xaaaabbbb, // pack32(unpack16(a[2]).yx)
			0xffff8000, // pack32(i16vec2 .yx)
			0x0080aaaa, // pack16(unpack8(0xaaaa)) | pack16(unpack8(int16 0x8000).yx) << 16
			0x33441122, // high word of pack64(unpack16(0x5566778811223344).wzyx)
			0x11223344, // low word of pack64(unpack16(int64))
			0x444444cc, // unpack32(w).y ^ unpack32(sw).x
			0xf800bc00, // f16vec2(-1, -32768) through the half/int16 casts
			0xaaaa,     // halfBitsToUint16(uint16BitsToHalf(0xaaaa))
		)},
	})
}

// TestPackUnpackGating holds the new built-ins to glslang's gating
// (checked with glslangValidator 12): a built-in whose signature has
// (u)int8 needs int8 arithmetic, (u)int16 int16 arithmetic (the AMD
// extension counts), float16 float16 arithmetic; storage extensions do not
// count; 32- and 64-bit overloads need nothing of their own; glslang has
// no halfBitsToInt16(f16vec3).
func TestSemaPackUnpackGating(t *testing.T) {
	const buf = "layout(local_size_x = 1) in;\nlayout(std430, binding = 0) buffer B { uint a[]; };\n"
	cases := []struct {
		name, exts, stmt, want string
	}{
		{"unpack8 without int8", "", "a[1] = uint(unpack8(a[0]).y);", "'unpack8' on (u)int8 types requires extension"},
		{"unpack8 with 8-bit storage only", "GL_EXT_shader_8bit_storage", "a[1] = uint(unpack8(a[0]).y);", "'unpack8' on (u)int8 types requires extension"},
		{"unpack8 with int8", "GL_EXT_shader_explicit_arithmetic_types_int8", "a[1] = uint(unpack8(a[0]).y);", ""},
		{"pack16 needs int16 too", "GL_EXT_shader_explicit_arithmetic_types_int8", "a[1] = uint(pack16(u8vec2(a[0])));", "'pack16' on (u)int16 types requires extension"},
		{"pack16 with int8 and int16", "GL_EXT_shader_explicit_arithmetic_types_int8 GL_EXT_shader_explicit_arithmetic_types_int16", "a[1] = uint(pack16(u8vec2(a[0])));", ""},
		{"unpack16 without int16", "GL_EXT_shader_16bit_storage", "a[1] = pack32(unpack16(a[0]));", "'unpack16' on (u)int16 types requires extension"},
		{"unpack16 with AMD int16", "GL_AMD_gpu_shader_int16", "a[1] = pack32(unpack16(a[0]));", ""},
		{"pack64 of uvec2 needs only int64", "GL_ARB_gpu_shader_int64", "a[1] = uint(pack64(uvec2(a[0], a[1])) >> 32);", ""},
		{"unpack32 of uint64_t", "GL_ARB_gpu_shader_int64", "a[1] = unpack32(uint64_t(a[0])).x;", ""},
		{"unpack32 of uint is ambiguous", "GL_EXT_shader_explicit_arithmetic_types", "a[1] = unpack32(a[0]).x;", "ambiguous call to 'unpack32(uint)'"},
		{"halfBitsToUint16 needs int16", "GL_AMD_gpu_shader_half_float", "a[1] = uint(halfBitsToUint16(float16_t(a[0])));", "'halfBitsToUint16' on (u)int16 types requires extension"},
		{"halfBitsToUint16 AMD", "GL_AMD_gpu_shader_half_float GL_AMD_gpu_shader_int16", "a[1] = uint(halfBitsToUint16(float16_t(a[0])));", ""},
		{"int16BitsToHalf needs float16", "GL_AMD_gpu_shader_int16", "a[1] = uint(int16BitsToHalf(int16_t(a[0])));", "'int16BitsToHalf' requires extension"},
		{"float16BitsToInt16 needs int16", "GL_EXT_shader_explicit_arithmetic_types_float16", "a[1] = uint(float16BitsToInt16(float16_t(a[0])));", "'float16BitsToInt16' on (u)int16 types requires extension"},
		{"halfBitsToInt16 has no vec3", "GL_EXT_shader_explicit_arithmetic_types", "a[1] = uint(halfBitsToInt16(f16vec3(a[0])).x);", "no matching overload for call to 'halfBitsToInt16(f16vec3)'"},
		{"halfBitsToInt16 vec4", "GL_EXT_shader_explicit_arithmetic_types", "a[1] = uint(halfBitsToInt16(f16vec4(a[0])).w);", ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			src := "#version 450\n"
			for _, e := range strings.Fields(tc.exts) {
				src += "#extension " + e + " : require\n"
			}
			src += buf + "void main() { " + tc.stmt + " }\n"
			m, diags := check(t, "gate.comp", src, sema.Options{})
			got := diagText(diags)
			if tc.want == "" {
				if diags.HasErrors() {
					t.Fatalf("unexpected errors:\n%s", got)
				}
				lowerVal(t, tc.name, m, "vulkan1.1")
				return
			}
			if !strings.Contains(got, tc.want) {
				t.Fatalf("errors:\n%s\nwant one containing %q", got, tc.want)
			}
		})
	}
}
