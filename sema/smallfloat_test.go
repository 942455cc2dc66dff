package sema

import (
	"strings"
	"testing"
)

// TestNarrowFloatErrors checks the positioned errors of GL_EXT_bfloat16.
func TestNarrowFloatErrors(t *testing.T) {
	for _, tc := range []struct{ name, src, want string }{
		{"no extension", "#version 450\nlayout(local_size_x = 1) in;\nvoid main() { bfloat16_t x; }\n", "3:15: 'bfloat16_t' requires extension GL_EXT_bfloat16"},
		{"arithmetic", "#version 450\n#extension GL_EXT_bfloat16 : require\nlayout(local_size_x = 1) in;\nvoid main() { bfloat16_t x = bfloat16_t(1.0); x = x + x; }\n", "4:53: operator '+' cannot be applied to bfloat16_t and bfloat16_t: bfloat16_t has no arithmetic (convert it to float)"},
		{"implicit", "#version 450\n#extension GL_EXT_bfloat16 : require\nlayout(local_size_x = 1) in;\nvoid main() { bfloat16_t x = 1.0; }\n", "4:26: initializer of 'x': cannot convert from float to bfloat16_t"},
		{"bitcast width", "#version 450\n#extension GL_EXT_bfloat16 : require\nlayout(local_size_x = 1) in;\nvoid main() { bfloat16_t x = uintBitsToBFloat16EXT(1u); }\n", "4:52: 'uintBitsToBFloat16EXT' takes uint16_t or a vector of it, not uint"},
		{"fp4 no extension", "#version 450\nlayout(local_size_x = 1) in;\nvoid main() { floate2m1_t x; }\n", "3:15: 'floate2m1_t' requires extension GL_EXT_float_e2m1"},
		{"fp4 from a variable", fp4Src("float f = 1.0; floate2m1_t x = floate2m1_t(f);"), "5:58: floate2m1_t is constructed from float only from a constant value"},
		{"fp4 vector from a variable", fp4Src("float f = 1.0; fe2m1vec2 x = fe2m1vec2(f, 0.5);"), "5:54: fe2m1vec2 is constructed from float only from a constant value"},
		{"fp4 arithmetic", fp4Src("floate2m1_t x = floate2m1_t(1.0); x = -x;"), "5:53: operator '-' cannot be applied to floate2m1_t"},
		{"fp4 implicit to", fp4Src("floate2m1_t x = 1.0;"), "5:27: initializer of 'x': cannot convert from float to floate2m1_t"},
		{"fp4 unpack type", fp4Src("fe2m1vec2 v = unpackFloat2xfe2m1EXT(1u);"), "5:51: 'unpackFloat2xfe2m1EXT' takes uint8_t, not uint"},
		{"fp4 long vector", fp4Src("uint u = packFloat8xfe2m1EXT(0);"), "5:24: 'packFloat8xfe2m1EXT' works on 8- or 16-component vectors, which need GL_EXT_long_vector"},
		{"fp4 extract value", fp4Src("floate2m1_t x = bitcastExtractfe2m1EXT(1u, 0u);"), "5:54: 'bitcastExtractfe2m1EXT' takes uint8_t or a vector of it, not uint"},
		{"fp4 extract offset", fp4Src("floate2m1_t x = bitcastExtractfe2m1EXT(uint8_t(1), 5u);"), "5:66: 'bitcastExtractfe2m1EXT': offset 5 leaves fewer than 4 bits"},
		{"fp4 in a buffer", "#version 450\n#extension GL_EXT_float_e2m1 : require\nlayout(local_size_x = 1) in;\nbuffer B { fe2m1vec2 v; };\nvoid main() {}\n", "4:22: block member 'v': floate2m1_t cannot be in uniform, buffer or shared memory"},
		{"fp4 shared", "#version 450\n#extension GL_EXT_float_e2m1 : require\nlayout(local_size_x = 1) in;\nshared floate2m1_t s[4];\nvoid main() {}\n", "4:20: shared variable 's': floate2m1_t cannot be in shared memory"},
		{"saturated destination", fp8Src("uint8_t u = uint8_t(1); saturatedConvertEXT(u, 1.0);"), "5:59: 'saturatedConvertEXT': the destination must be floate4m3_t or floate5m2_t"},
		{"saturated value", fp8Src("floate4m3_t b; saturatedConvertEXT(b, b);"), "5:53: 'saturatedConvertEXT': the value must be a float or integer of another type than floate4m3_t or floate5m2_t, not floate4m3_t"},
		{"saturated shape", fp8Src("floate4m3_t b; saturatedConvertEXT(b, vec2(1.0));"), "5:53: 'saturatedConvertEXT': floate4m3_t and vec2 differ in shape"},
		{"saturated arguments", fp8Src("floate4m3_t b; saturatedConvertEXT(b, 1.0, 2.0);"), "5:30: 'saturatedConvertEXT' takes two arguments (the destination, the value), not 3"},
		{"saturated not an l-value", fp8Src("saturatedConvertEXT(floate4m3_t(1.0), 2.0);"), "5:35: destination of 'saturatedConvertEXT'"},
	} {
		_, dl := check(t, "err.comp", tc.src, Options{})
		got := diagText(dl)
		pos, msg, _ := strings.Cut(tc.want, ": ")
		if !strings.HasPrefix(got, "err.comp:"+pos+": error: "+msg) {
			t.Errorf("%s: want %q, got:\n%s", tc.name, tc.want, got)
		}
	}
}

// fp4Src is a GL_EXT_float_e2m1 shader whose main's body (line 5, from
// column 15) is body.
func fp4Src(body string) string {
	return "#version 450\n#extension GL_EXT_float_e2m1 : require\n#extension GL_EXT_shader_explicit_arithmetic_types : require\nlayout(local_size_x = 1) in;\nvoid main() { " + body + " }\n"
}

// fp8Src is fp4Src for GL_EXT_float_e4m3.
func fp8Src(body string) string {
	return "#version 450\n#extension GL_EXT_float_e4m3 : require\n#extension GL_EXT_shader_explicit_arithmetic_types : require\nlayout(local_size_x = 1) in;\nvoid main() { " + body + " }\n"
}

// TestNarrowFloatImplicit: the implicit conversions glslang 16 has from the
// narrow floats (8-bit floats to float16_t and bfloat16_t; bfloat16 not to
// float16_t), and constants of them folded in global initializers.
func TestNarrowFloatImplicit(t *testing.T) {
	head := "#version 450\n#extension GL_EXT_float_e4m3 : require\n#extension GL_EXT_bfloat16 : require\n#extension GL_EXT_shader_explicit_arithmetic_types : require\nlayout(local_size_x = 1) in;\n"
	for _, src := range []string{
		"void main() { floate4m3_t b = floate4m3_t(2.0); float16_t h = b; bfloat16_t f = b; double d = b; }",
		"const bfloat16_t c = bfloat16_t(10);\nconst floate4m3_t e = floate4m3_t(3.0);\nconst bf16vec2 v = bf16vec2(20);\nvoid main() {}",
	} {
		if _, dl := check(t, "ok.comp", head+src+"\n", Options{}); dl.HasErrors() {
			t.Errorf("%s:\n%s", src, diagText(dl))
		}
	}
	_, dl := check(t, "err.comp", head+"void main() { bfloat16_t b = bfloat16_t(2.0); float16_t h = b; }\n", Options{})
	if got, want := diagText(dl), "err.comp:6:57: error: initializer of 'h': cannot convert from bfloat16_t to float16_t"; !strings.HasPrefix(got, want) {
		t.Errorf("bfloat16 to float16: want %q, got:\n%s", want, got)
	}
}
