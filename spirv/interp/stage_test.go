package interp

import (
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
)

// compileFrag compiles a fragment shader with glslangValidator.
func compileFrag(t testing.TB, src string) []byte {
	t.Helper()
	tool := testtool.Require(t, "glslangValidator")
	dir := t.TempDir()
	in := filepath.Join(dir, "s.frag")
	out := filepath.Join(dir, "s.spv")
	if err := os.WriteFile(in, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if msg, err := exec.Command(tool, "-V", "--target-env", "vulkan1.2", "-o", out, in).CombinedOutput(); err != nil {
		t.Fatalf("glslangValidator: %v\n%s", err, msg)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func outF(r *FragmentResult, lane, word int) float32 {
	return math.Float32frombits(r.Outputs[lane*r.Outputs2()+word])
}

// Outputs2 is the output words per lane (a test helper).
func (r *FragmentResult) Outputs2() int { return len(r.Outputs) / len(r.Written) }

// TestFragmentQuads hand-checks derivatives, subgroupQuadBroadcast,
// gl_HelperInvocation and discard on two quads at widths 4, 8, 32 and
// 128: quad A at (0,0) fully covered, quad B at (6,2) covering only its
// lanes 0 and 3 (lanes 1 and 2 are helpers).
func TestFragmentQuads(t *testing.T) {
	code := compileFrag(t, `#version 450
#extension GL_KHR_shader_subgroup_quad : require
layout(location = 0) out vec4 color;
void main() {
	float v = gl_FragCoord.x * gl_FragCoord.x + 10.0 * gl_FragCoord.y;
	float b = subgroupQuadBroadcast(gl_FragCoord.x + 100.0 * gl_FragCoord.y, 2);
	color = vec4(dFdxFine(v), dFdyFine(v), b, gl_HelperInvocation ? 1.0 : 0.0);
	if (gl_FragCoord.x == 0.5 && gl_FragCoord.y == 1.5)
		discard;
}`)
	p := mustLoad(t, code)
	quads := []Quad{{X: 0, Y: 0, Cover: 0xF}, {X: 6, Y: 2, Cover: 0b1001}}
	for _, S := range []int{4, 8, 32, 128} {
		r, err := p.RunFragments(Config{SubgroupSize: S}, &Fragments{Quads: quads, OutWords: 4})
		if err != nil {
			t.Fatalf("S=%d: %v", S, err)
		}
		// lane 2 of quad A is (0.5, 1.5): it discards
		wantWritten := []bool{true, true, false, true, true, false, false, true}
		for i, w := range wantWritten {
			if r.Written[i] != w {
				t.Errorf("S=%d: lane %d written %v, want %v", S, i, r.Written[i], w)
			}
		}
		for i := 0; i < 8; i++ {
			if !r.Written[i] {
				continue
			}
			q := quads[i/4]
			k := i % 4
			x := float32(q.X) + float32(k&1) + 0.5
			y := float32(q.Y) + float32(k>>1) + 0.5
			// v = x^2 + 10y: dFdx = (x0+1)^2 - x0^2 = 2*x0 + 1 with x0
			// the row's left pixel centre; dFdy = 10.
			x0 := float32(q.X) + 0.5
			want := [4]float32{2*x0 + 1, 10, float32(q.X) + 0.5 + 100*(float32(q.Y)+1.5), 0}
			_ = x
			_ = y
			for c := 0; c < 4; c++ {
				if got := outF(r, i, c); got != want[c] {
					t.Errorf("S=%d: lane %d component %d = %v, want %v", S, i, c, got, want[c])
				}
			}
		}
		for _, d := range r.Diagnostics {
			t.Errorf("S=%d: unexpected diagnostic %s", S, d)
		}
	}
}
