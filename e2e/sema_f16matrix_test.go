package e2e

import (
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/sema"
	"regexp"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// f16MatrixSrc calls every matrix built-in on float16 matrices, the way
// the Vulkan CTS square_matrix fp16 tests do: the results are assigned to
// float16 types, which only the float16 overloads allow (a float or double
// overload would need a narrowing conversion, which GLSL has not).
const f16MatrixSrc = `layout(local_size_x = 1) in;
layout(binding = 0) buffer B {
	f16mat2 m2; f16mat3 m3; f16mat4 m4; f16mat2x3 m23; f16vec3 c; f16vec2 r;
	float16_t d2, d3, d4; f16mat2 i2; f16mat3 i3; f16mat4 i4;
	f16mat3x2 t; f16mat2x3 p; f16mat2x3 cm;
};
void main() {
	d2 = determinant(m2);
	d3 = determinant(m3);
	d4 = determinant(m4);
	i2 = inverse(m2);
	i3 = inverse(m3);
	i4 = inverse(m4);
	t = transpose(m23);
	p = outerProduct(c, r);
	cm = matrixCompMult(m23, m23);
}
`

// TestF16MatrixBuiltins: glslang declares determinant, inverse, transpose,
// outerProduct and matrixCompMult for float16 matrices under each of the
// extensions that declare the float16 types (glslangValidator -V accepts
// the source above with any one of them, at #version 450 and 310 es), and
// they lower to the GLSL.std.450 / core instructions on the f16 types
// themselves, without a conversion through float.
func TestSemaF16MatrixBuiltins(t *testing.T) {
	for _, ext := range []string{
		"GL_EXT_shader_explicit_arithmetic_types_float16",
		"GL_EXT_shader_explicit_arithmetic_types",
		"GL_AMD_gpu_shader_half_float",
	} {
		for _, version := range []string{"450", "310 es"} {
			name := ext + " " + version
			src := "#version " + version + "\n#extension " + ext + " : enable\n" + f16MatrixSrc
			for _, env := range []string{"vulkan1.0", "vulkan1.1"} {
				opts := sema.Options{TargetEnv: targetenv.MustCompiler(env)}
				m := mustCheck(t, name, src, opts)
				words := lowerVal(t, name, m, env)
				dis, err := spirv.DisassembleBytes(spirv.Encode(words), spirv.DisOptions{})
				if err != nil {
					t.Fatal(err)
				}
				for _, want := range []string{
					`OpExtInst %half %\d+ Determinant`,
					`OpExtInst %mat2v2half %\d+ MatrixInverse`,
					`OpExtInst %mat3v3half %\d+ MatrixInverse`,
					`OpExtInst %mat4v4half %\d+ MatrixInverse`,
					`OpTranspose %mat3v2half`,
					`OpOuterProduct %mat2v3half`,
					`OpFMul %v3half`,
				} {
					if !regexp.MustCompile(want).MatchString(dis) {
						t.Errorf("%s, %s: no %q in\n%s", name, env, want, dis)
					}
				}
				if n := strings.Count(dis, "Determinant"); n != 3 {
					t.Errorf("%s, %s: %d Determinant instructions, want 3", name, env, n)
				}
				if strings.Contains(dis, "OpFConvert") || strings.Contains(dis, "%float") {
					t.Errorf("%s, %s: the f16 built-ins went through float:\n%s", name, env, dis)
				}
			}
		}
	}
}

// TestF16MatrixBuiltinsNeedExtension: without a float16 extension the f16
// matrix types, and so these overloads, do not exist.
func TestSemaF16MatrixBuiltinsNeedExtension(t *testing.T) {
	src := "#version 450\n" + f16MatrixSrc
	_, diags := check(t, "noext.comp", src, sema.Options{})
	if !diags.HasErrors() {
		t.Fatal("f16 matrices accepted without a float16 extension")
	}
}

// TestF16DeterminantPrefersF16: determinant(f16mat3) binds the float16
// overload (exact match) rather than converting to mat3 or dmat3, so its
// value is a float16_t; with a float matrix it stays float.
func TestSemaF16DeterminantPrefersF16(t *testing.T) {
	src := "#version 450\n#extension GL_EXT_shader_explicit_arithmetic_types_float16 : enable\n" +
		"layout(local_size_x = 1) in;\n" +
		"layout(binding = 0) buffer B { mat3 a; float r32; float16_t r16; };\n" +
		"void main() { f16mat3 h = f16mat3(a); float16_t d = determinant(h); r16 = d; r32 = determinant(a); }\n"
	m := mustCheck(t, "prefer.comp", src, sema.Options{})
	words := lowerVal(t, "prefer.comp", m, "vulkan1.1")
	dis, err := spirv.DisassembleBytes(spirv.Encode(words), spirv.DisOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`OpExtInst %half %\d+ Determinant`, `OpExtInst %float %\d+ Determinant`} {
		if !regexp.MustCompile(want).MatchString(dis) {
			t.Errorf("no %q in\n%s", want, dis)
		}
	}
}
