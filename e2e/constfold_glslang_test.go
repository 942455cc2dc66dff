package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/sema"
	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// TestConstFoldAsGlslang: constant expressions whose result GLSL leaves
// undefined (out-of-range, NaN and infinite float to integer conversions,
// INT_MIN / -1) and the defined ones next to them (bool(NaN), int to float
// rounding, % with positive operands) fold to glslangValidator's constants
// (ir/constfold's policy). Both modules store the constants; the
// interpreter runs both and the buffers must match word for word. % with
// a negative operand is the one documented exception (OpSMod's value, not
// glslang's folder's), so it is not listed here.
func TestConstFoldAsGlslang(t *testing.T) {
	tool := testtool.Require(t, "glslangValidator")
	const src = `#version 450
#extension GL_EXT_shader_explicit_arithmetic_types : enable
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { uint r[]; };
const float nan = 0.0 / 0.0;
const float inf = 1.0 / 0.0;
void main() {
  r[0] = uint(int(1e20));
  r[1] = uint(int(-1e20));
  r[2] = uint(int(nan));
  r[3] = uint(int(inf));
  r[4] = uint(-1.0);
  r[5] = uint(1e20);
  r[6] = uint(5e9);
  r[7] = uint(-5e9);
  r[8] = uint(nan);
  r[9] = uint(int(-2.5));
  r[10] = uint(bool(nan));
  r[11] = floatBitsToUint(float(16777217));
  r[12] = uint(int16_t(1e6));
  r[13] = uint(uint16_t(70000.0));
  r[14] = uint(int16_t(40000.0));
  r[15] = uint((-2147483647 - 1) / -1);
  r[16] = uint((-2147483647 - 1) % -1);
  r[17] = uint(7 % 3);
  uint64_t a = uint64_t(1e20), b = uint64_t(-1.0), c = uint64_t(nan);
  int64_t d = int64_t(1e20);
  r[18] = uint(a); r[19] = uint(a >> 32);
  r[20] = uint(b); r[21] = uint(b >> 32);
  r[22] = uint(c); r[23] = uint(c >> 32);
  r[24] = uint(d); r[25] = uint(uint64_t(d) >> 32);
}
`
	const n = 26
	dir := t.TempDir()
	path := filepath.Join(dir, "fold.comp")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(tool, "-V", "--target-env", "vulkan1.1", path, "-o", path+".spv").CombinedOutput(); err != nil {
		t.Fatalf("glslangValidator: %v\n%s", err, out)
	}
	ref, err := os.ReadFile(path + ".spv")
	if err != nil {
		t.Fatal(err)
	}
	ours := spirv.Encode(lowerVal(t, "fold.comp", mustCheck(t, "fold.comp", src, sema.Options{}), "vulkan1.1"))
	run := func(code []byte) []uint32 {
		prog, err := interp.Load(code)
		if err != nil {
			t.Fatalf("interp.Load: %v", err)
		}
		out := make([]byte, 4*n)
		if _, err := prog.Run(interp.Config{NoChecks: true, Buffers: map[[2]uint32][]byte{{0, 0}: out}}); err != nil {
			t.Fatalf("run: %v", err)
		}
		return words(out)
	}
	want, got := run(ref), run(ours)
	for i := range want {
		if want[i] != got[i] {
			t.Errorf("r[%d]: glslang %#x, glslc-nv %#x", i, want[i], got[i])
		}
	}
	// Hand-worked values for a few, so that a change in glslang is seen too.
	for i, w := range map[int]uint32{0: 0x80000000, 4: 0xffffffff, 5: 0, 6: 705032704, 10: 1, 11: 0x4b800000, 12: 16960, 15: 0x80000000, 16: 0, 18: 0, 20: 0xffffffff, 21: 0xffffffff, 23: 0x80000000} {
		if got[i] != w {
			t.Errorf("r[%d] = %#x, want %#x", i, got[i], w)
		}
	}
}
