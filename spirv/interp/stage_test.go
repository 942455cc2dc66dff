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
	return compileStageFile(t, "s.frag", src)
}

// compileStageFile compiles a shader whose stage the file name gives
// with glslangValidator.
func compileStageFile(t testing.TB, name, src string) []byte {
	t.Helper()
	tool := testtool.Require(t, "glslangValidator")
	dir := t.TempDir()
	in := filepath.Join(dir, name)
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

// TestVertexStage runs a vertex shader on 5 vertices of 2 instances: its
// Location inputs, gl_VertexIndex, gl_InstanceIndex and gl_BaseInstance
// reach the lanes, gl_Position and the Location outputs come back, and a
// subgroup operation sees the vertices packed into subgroups in order.
func TestVertexStage(t *testing.T) {
	code := compileStageFile(t, "s.vert", `#version 460
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(location = 0) in vec2 pos;
layout(location = 1) in ivec4 data;
layout(location = 0) out vec4 color;
layout(location = 2) flat out uvec2 ids;
void main() {
	gl_Position = vec4(pos * 2.0, float(gl_InstanceIndex), 1.0);
	color = vec4(data) + vec4(float(gl_BaseInstance));
	ids = uvec2(gl_VertexIndex, subgroupAdd(uint(gl_VertexIndex)));
}`)
	p := mustLoad(t, code)
	const n = 5
	v := &Vertices{InWords: 8, OutWords: 12, BaseInstance: 3}
	for i := 0; i < n; i++ {
		v.VertexIndex = append(v.VertexIndex, uint32(10+i))
		v.InstanceIndex = append(v.InstanceIndex, uint32(3+i/3))
		v.Inputs = append(v.Inputs, math.Float32bits(float32(i)), math.Float32bits(0.5), 0, math.Float32bits(1),
			uint32(i), uint32(2*i), 7, 0xffffffff)
	}
	for _, S := range []int{4, 32} {
		r, err := p.RunVertices(Config{SubgroupSize: S}, v)
		if err != nil {
			t.Fatalf("S=%d: %v", S, err)
		}
		if len(r.Diagnostics) != 0 {
			t.Errorf("S=%d: %v", S, r.Diagnostics)
		}
		for i := 0; i < n; i++ {
			want := [4]float32{2 * float32(i), 1, float32(3 + i/3), 1}
			if r.Position[i] != want {
				t.Errorf("S=%d: vertex %d position %v, want %v", S, i, r.Position[i], want)
			}
			o := r.Outputs[i*12 : (i+1)*12]
			col := [4]float32{math.Float32frombits(o[0]), math.Float32frombits(o[1]), math.Float32frombits(o[2]), math.Float32frombits(o[3])}
			if wc := [4]float32{float32(i) + 3, float32(2*i) + 3, 10, 2}; col != wc {
				t.Errorf("S=%d: vertex %d colour %v, want %v", S, i, col, wc)
			}
			// subgroups of S vertices in order: at S=4, {10..13} and {14}
			sum := uint32(10 + 11 + 12 + 13 + 14)
			if S == 4 {
				sum = 10 + 11 + 12 + 13
				if i == 4 {
					sum = 14
				}
			}
			if o[8] != uint32(10+i) || o[9] != sum {
				t.Errorf("S=%d: vertex %d ids %d %d, want %d %d", S, i, o[8], o[9], 10+i, sum)
			}
		}
	}
}
