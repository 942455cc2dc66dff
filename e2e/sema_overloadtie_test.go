package e2e

import (
	"encoding/binary"
	"testing"

	"github.com/glslc-nv/glslc-nv/sema"
)

// TestOverloadIntUintTie: int -> uint and int -> float conversions tie
// (glslang's rule), so max(uint, int) picks max(uint, uint) on the exact
// first argument instead of being ambiguous with max(float, float). ggml's
// conv2d_mm.comp has min(max(src_idx, 0), n - 1) with a uint src_idx.
func TestSemaOverloadIntUintTie(t *testing.T) {
	src := `#version 450
layout(local_size_x = 1) in;
layout(binding = 0) buffer B { uint v[]; };
void main() {
    uint s = 5u;
    v[0] = min(max(s, 0), 3u - 1);
    v[1] = max(s, 7);
}
`
	buf := runWords(t, "tie.comp", src, 8, nil)
	if a, b := binary.LittleEndian.Uint32(buf), binary.LittleEndian.Uint32(buf[4:]); a != 2 || b != 7 {
		t.Errorf("got %d %d, want 2 7", a, b)
	}
	// int -> float still beats int -> double.
	src2 := "#version 450\nlayout(local_size_x = 1) in;\nvoid f(float a) {}\nvoid f(double a) {}\nvoid main() { f(1); }\n"
	if _, d := check(t, "fd.comp", src2, sema.Options{}); d.HasErrors() {
		t.Errorf("f(1) with f(float), f(double): %v", d)
	}
}
