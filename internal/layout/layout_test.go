package layout

import "testing"

// Hand-worked from GLSL 4.60 §7.6.2.2.
func TestRules(t *testing.T) {
	for _, c := range []struct {
		r        Rules
		b, n     uint32
		align    uint32
		arrAlign uint32
		stride   uint32
	}{
		{Std430, 4, 1, 4, 4, 4},    // float[]: stride 4
		{Std140, 4, 1, 4, 16, 16},  // float[] in std140: stride 16 (rule 4)
		{Std430, 4, 2, 8, 8, 8},    // vec2
		{Std430, 4, 3, 16, 16, 16}, // vec3: aligned as vec4, stride 16
		{Std430, 8, 3, 32, 32, 32}, // dvec3
		{Std140, 4, 2, 8, 16, 16},  // vec2[] in std140
		{Scalar, 4, 3, 4, 4, 12},   // vec3[] under the scalar layout: 12
		{Std430, 2, 3, 8, 8, 8},    // f16vec3
		{Std140, 8, 4, 32, 32, 32}, // dvec4
	} {
		a := VectorAlign(c.r, c.b, c.n)
		aa, s := Stride(c.r, a, c.b*c.n)
		if a != c.align || aa != c.arrAlign || s != c.stride {
			t.Errorf("%s %d x %d bytes: align %d, array align %d, stride %d; want %d, %d, %d", c.r, c.n, c.b, a, aa, s, c.align, c.arrAlign, c.stride)
		}
	}
	if StructAlign(Std140, 4) != 16 || StructAlign(Std430, 4) != 4 || StructAlign(Scalar, 8) != 8 {
		t.Error("struct alignment: std140 rounds to 16, the others keep the largest member's")
	}
	if RoundUp(13, 0) != 13 || RoundUp(13, 8) != 16 || RoundUp(16, 8) != 16 {
		t.Error("RoundUp")
	}
}
