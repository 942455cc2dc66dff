package e2e

import (
	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/driver"
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
)

// TestPack64Unpack32 round-trips pack64(u32vec2 / i32vec2) and
// unpack32(uint64_t / int64_t), the explicit arithmetic types' names for
// packUint2x32 and friends (PK64 / UP64), and checks the emitted program
// uses those instructions and the values against hand-worked words.
func TestNVAsmPack64Unpack32(t *testing.T) {
	src := `#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
layout(local_size_x = 4) in;
layout(binding = 0) buffer B { uint v[]; } b;
void main() {
  uint i = gl_LocalInvocationID.x;
  uint64_t w = pack64(uvec2(b.v[2 * i], b.v[2 * i + 1]));
  int64_t s = pack64(ivec2(b.v[2 * i], b.v[2 * i + 1]));
  w = (w << 8) | (w >> 56);
  uvec2 u = unpack32(w);
  ivec2 k = unpack32(s + 1l);
  b.v[8 + 2 * i] = u.x;
  b.v[8 + 2 * i + 1] = u.y ^ uint(k.x);
}`
	init := []uint32{0x11223344, 0x55667788, 0xffffffff, 0, 1, 2, 3, 4}
	init = append(init, make([]uint32, 8)...)
	text, err := roundTrip("pack.comp", src, dispatch{groups: [3]uint32{1, 1, 1}, bufs: map[[2]uint32][]byte{{0, 0}: testtool.U32Bytes(init...)}})
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	if !strings.Contains(text, "PK64.U64") || !strings.Contains(text, "UP64.U32") {
		t.Fatalf("no PK64 / UP64 in\n%s", text)
	}
	// The values, worked by hand: lane 0 rotates 0x5566778811223344
	// left by 8 to 0x6677881122334455 (u = 0x22334455, 0x66778811) and
	// k.x is 0x11223345; lane 1: 0x00000000ffffffff -> 0x000000ffffffff00,
	// k = unpack32(0x0000000100000000).x = 0.
	ref, err := driver.CompileGLSL("pack.comp", src, targetenv.Default)
	if err != nil {
		t.Fatal(err)
	}
	d := dispatch{groups: [3]uint32{1, 1, 1}, bufs: map[[2]uint32][]byte{{0, 0}: testtool.U32Bytes(init...)}}
	out, err := runSPIRV(ref, 32, d, d.bufs, nil)
	if err != nil {
		t.Fatal(err)
	}
	got := out[[2]uint32{0, 0}][8*4 : 12*4]
	if want := testtool.U32Bytes(0x22334455, 0x66778811^0x11223345, 0xffffff00, 0x000000ff); string(got) != string(want) {
		t.Fatalf("got % x, want % x", got, want)
	}
}
