package e2e

import (
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
)

// TestLengthLoop round-trips a loop with break and .length() (a
// program.local parameter).
func TestNVAsmLengthLoop(t *testing.T) {
	src := `#version 450
layout(local_size_x = 64) in;
layout(binding = 0) buffer B { uint data[]; } b;
void main() {
  uint i = gl_GlobalInvocationID.x;
  uint s = 0;
  for (uint k = 0; k < i % 7u; k++) { s += k * 3u; if (s > 20u) break; }
  b.data[i] = s + b.data.length();
}`
	init := make([]uint32, 64)
	text, err := roundTrip("length.comp", src, dispatch{groups: [3]uint32{1, 1, 1}, bufs: map[[2]uint32][]byte{{0, 0}: testtool.U32Bytes(init...)}})
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
}
