package interp

import (
	"encoding/binary"
	"testing"
)

// TestF16MatrixDeterminantInverse: Determinant and MatrixInverse on
// float16 matrices, from glslang's SPIR-V, through std430 half matrices
// (a 2x2 of 4-byte columns, a 3x3 of 8-byte padded columns). The 2x2 is
// rows [[1+2^-10, 1],[1, 1+3*2^-10]], whose determinant 2^-8 + 3*2^-20 is
// computed wider and rounded once to half, 0x1c01 (rounding every step to
// half would give 0x1c00 and an inverse of 256.75, -256, -256, 256.25);
// its inverse is [[256.5, -255.875],[-255.875, 256]]. The 3x3 is rows
// [[1,2,3],[0,1,4],[5,6,0]]: determinant 1, inverse rows
// [[-24,18,5],[20,-15,-4],[-5,4,1]].
func TestF16MatrixDeterminantInverse(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, `#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : enable
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B {
  f16mat2 m2;      // offset 0
  f16mat3 m3;      // 8
  float16_t d2;    // 32
  float16_t d3;    // 34
  f16mat2 i2;      // 36
  f16mat3 i3;      // 48
};
void main() {
  d2 = determinant(m2);
  d3 = determinant(m3);
  i2 = inverse(m2);
  i3 = inverse(m3);
}`))
	buf := make([]byte, 72)
	put := func(off int, hs ...uint16) {
		for k, v := range hs {
			binary.LittleEndian.PutUint16(buf[off+2*k:], v)
		}
	}
	get := func(off int) uint16 { return binary.LittleEndian.Uint16(buf[off:]) }
	put(0, 0x3c01, 0x3c00, 0x3c00, 0x3c03) // columns (a, c), (b, d)
	put(8, 0x3c00, 0, 0x4500)              // column 0: 1, 0, 5
	put(16, 0x4000, 0x3c00, 0x4600)        // column 1: 2, 1, 6
	put(24, 0x4200, 0x4400, 0)             // column 2: 3, 4, 0
	run1(t, p, 4, 1, buf)
	want := map[int]uint16{
		32: 0x1c01, 34: 0x3c00,
		36: 0x5c02, 38: 0xdbff, 40: 0xdbff, 42: 0x5c00,
		48: 0xce00, 50: 0x4d00, 52: 0xc500, // column 0: -24, 20, -5
		56: 0x4c80, 58: 0xcb80, 60: 0x4400, // column 1: 18, -15, 4
		64: 0x4500, 66: 0xc400, 68: 0x3c00, // column 2: 5, -4, 1
	}
	for off, w := range want {
		if g := get(off); g != w {
			t.Errorf("half at byte %d = %#04x, want %#04x", off, g, w)
		}
	}
}
