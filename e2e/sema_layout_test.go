package e2e

import (
	"github.com/glslc-nv/glslc-nv/sema"
	"strings"
	"testing"
)

// TestLayouts checks member offsets, array strides and matrix strides of
// std140, std430 and scalar blocks worked out by hand from GLSL 4.60
// §7.6.2.2 and GL_EXT_scalar_block_layout.
func TestSemaLayouts(t *testing.T) {
	const members = `
  float f;
  vec3 v3;
  float g;
  vec2 v2;
  float arr[2];
  S s;
  mat3 m;
  layout(row_major) mat2x3 rm;
  double d;
  dvec3 dv;
  int last;
`
	src := `#version 450
#extension GL_EXT_scalar_block_layout : enable
layout(local_size_x = 1) in;
struct S { vec3 a; float b; vec2 c; };
layout(std140, binding = 0) buffer A {` + members + `} a;
layout(std430, binding = 1) buffer B {` + members + `} b;
layout(scalar, binding = 2) buffer C {` + members + `} c;
layout(std430, binding = 3) buffer D {
  layout(offset = 8) float a;
  layout(align = 16) float b;
  float c;
  layout(offset = 40) vec2 d;
  bool flag;
  S tail[];
} d;
layout(std140, binding = 4) uniform E { vec2 x; S y[2]; mat2 z; } e;
layout(push_constant) uniform P { float k; dvec2 dk; } pc;
layout(std430, binding = 5, align = 16) buffer F { float p; layout(align = 32) float q; float r; } f;
void main() { d.flag = a.f > b.f || c.f > pc.k; }
`
	m := mustCheck(t, "layout.comp", src, sema.Options{})
	text := m.String()
	want := []string{
		"type struct S { vec3 a @0; float b @12; vec2 c @16 }",
		"type block A { float f @0; vec3 v3 @16; float g @28; vec2 v2 @32; float[2]/*stride 16*/ arr @48; S s @80; mat3 m @112 mstride 16; mat2x3 rm @160 mstride 16 row_major; double d @208; dvec3 dv @224; int last @248 }",
		"type block B { float f @0; vec3 v3 @16; float g @28; vec2 v2 @32; float[2]/*stride 4*/ arr @40; S s @48; mat3 m @80 mstride 16; mat2x3 rm @128 mstride 8 row_major; double d @152; dvec3 dv @160; int last @184 }",
		"type block C { float f @0; vec3 v3 @4; float g @16; vec2 v2 @20; float[2]/*stride 4*/ arr @28; S s @36; mat3 m @60 mstride 12; mat2x3 rm @96 mstride 8 row_major; double d @120; dvec3 dv @128; int last @152 }",
		"type block D { float a @8; float b @16; float c @20; vec2 d @40; uint flag @48; S[]/*stride 32*/ tail @64 }",
		"type block E { vec2 x @0; S[2]/*stride 32*/ y @16; mat2 z @80 mstride 16 }",
		"type block P { float k @0; dvec2 dk @16 }",
		"type block F { float p @0; float q @32; float r @48 }",
	}
	for _, w := range want {
		if !strings.Contains(text, w) {
			t.Errorf("missing %q", w)
		}
	}
	if t.Failed() {
		t.Logf("IR:\n%s", text)
	}
	lowerVal(t, "layout.comp", m, "vulkan1.1", "--scalar-block-layout")
}

// TestDefaultLayouts: "layout(...) buffer;" sets the defaults of the
// blocks after it.
func TestSemaDefaultLayouts(t *testing.T) {
	src := head + `layout(binding = 0) buffer A { float a[2]; mat2 m; } a;
layout(std140, row_major) buffer;
layout(binding = 1) buffer B { float b[2]; mat2 m; } b;
layout(binding = 2, std430) buffer C { float c[2]; } c;
void main() { a.a[0] = b.b[1] + c.c[0] + a.m[0][0] + b.m[1][1]; }
`
	m := mustCheck(t, "defaults.comp", src, sema.Options{})
	text := m.String()
	for _, w := range []string{
		"type block A { float[2]/*stride 4*/ a @0; mat2 m @8 mstride 8 }",
		"type block B { float[2]/*stride 16*/ b @0; mat2 m @32 mstride 16 row_major }",
		"type block C { float[2]/*stride 4*/ c @0 }",
	} {
		if !strings.Contains(text, w) {
			t.Errorf("missing %q in\n%s", w, text)
		}
	}
}
