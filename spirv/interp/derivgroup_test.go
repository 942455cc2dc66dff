package interp

import (
	"fmt"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/texel"
)

// mipColours is an 8×8 RGBA8 texture of 4 levels, level l all of
// red = 60·l+10 (so a sample names its level), and a linear-mipmap
// sampler, nearest within a level, that reaches every level.
func mipColours() *texel.Binding {
	img := texel.NewImage(texel.R8G8B8A8_UNORM, texel.Dim2D, 8, 8, 1, 1, 4, 1)
	for l := uint32(0); l < 4; l++ {
		off, n := img.LevelOffset(l)
		for i := off; i < off+n; i += 4 {
			img.Data[i], img.Data[i+3] = byte(60*l+10), 255
		}
	}
	smp := &texel.Sampler{MipmapMode: texel.Nearest, AddressU: texel.ClampToEdge, AddressV: texel.ClampToEdge, MaxLod: texel.LodClampNone}
	return &texel.Binding{Kind: texel.CombinedImageSampler, View: texel.View{Image: img}, Sampler: smp}
}

// TestComputeDerivativeQuads: a 4×4 workgroup with
// layout(derivative_group_quadsNV): the quads are the 2×2 blocks of local
// ids, and they are the subgroup's quads (quad lane 0 is the block's
// even corner) at every width. Hand-worked: f = x² + 10y gives
// dFdx = 2x'+1 (x' the even x of the pair) and dFdy = 10; uv = id/2 on an
// 8-texel texture changes by 0.5 per invocation, 4 texels, so lambda = 2
// and texture() reads level 2 (red 130), with bias 1 level 3 (190), and
// textureQueryLod is (2, 2).
func TestComputeDerivativeQuads(t *testing.T) {
	src := `#version 450
#extension GL_NV_compute_shader_derivatives : require
#extension GL_KHR_shader_subgroup_quad : require
layout(local_size_x = 4, local_size_y = 4) in;
layout(derivative_group_quadsNV) in;
layout(binding = 0) uniform sampler2D tex;
layout(binding = 1, std430) buffer B { vec4 d[16]; vec4 c[16]; uvec4 q[16]; };
void main() {
  uvec2 id = gl_LocalInvocationID.xy;
  uint i = gl_LocalInvocationIndex;
  float f = float(id.x * id.x) + 10.0 * float(id.y);
  vec2 uv = vec2(id) / 2.0 + 0.125;
  d[i] = vec4(dFdx(f), dFdy(f), fwidth(f), dFdxCoarse(f));
  c[i] = vec4(texture(tex, uv).r * 255.0, texture(tex, uv, 1.0).r * 255.0, textureQueryLod(tex, uv));
  q[i] = uvec4(subgroupQuadBroadcast(id, 0), subgroupQuadSwapHorizontal(id.x), i);
}`
	forCompilers(t, src, func(t *testing.T, p *Program) {
		for _, w := range []int{4, 8, 16, 32} {
			t.Run(fmt.Sprint(w), func(t *testing.T) {
				out := make([]byte, 3*16*16)
				for _, eng := range []Engine{EngineFast, EngineReference} {
					res := imgRun(t, p, Config{SubgroupSize: w, Engine: eng, Images: map[[2]uint32]*texel.Binding{{0, 0}: mipColours()},
						Buffers: map[[2]uint32][]byte{{0, 1}: out}})
					wantOnly(t, res, "")
					f := f32s(out)
					u := u32s(out)
					for i := 0; i < 16; i++ {
						x, y := i%4, i/4
						x0 := x &^ 1
						wantD := []float32{float32(2*x0 + 1), 10, float32(2*x0+1) + 10, float32(2*x0 + 1)}
						wantC := []float32{130, 190, 2, 2}
						wantQ := []uint32{uint32(x0), uint32(y &^ 1), uint32(x ^ 1), uint32(i)}
						for k := 0; k < 4; k++ {
							if f[4*i+k] != wantD[k] || f[64+4*i+k] != wantC[k] || u[128+4*i+k] != wantQ[k] {
								t.Fatalf("%v, invocation (%d,%d): d %v c %v q %v; want %v %v %v", eng, x, y,
									f[4*i:4*i+4], f[64+4*i:64+4*i+4], u[128+4*i:128+4*i+4], wantD, wantC, wantQ)
							}
						}
					}
				}
			})
		}
	})
}

// TestComputeDerivativeLinear: derivative_group_linearNV groups local
// indices 4m..4m+3, lane i of the quad at (i&1, i>>1): with f = index²,
// dFdx at index 4m is (4m+1)² - (4m)² and dFdy (4m+2)² - (4m)².
func TestComputeDerivativeLinear(t *testing.T) {
	src := `#version 450
#extension GL_NV_compute_shader_derivatives : require
layout(local_size_x = 8) in;
layout(derivative_group_linearNV) in;
layout(binding = 0, std430) buffer B { vec2 d[8]; };
void main() {
  uint i = gl_LocalInvocationIndex;
  float f = float(i * i);
  d[i] = vec2(dFdx(f), dFdy(f));
}`
	forCompilers(t, src, func(t *testing.T, p *Program) {
		for _, w := range []int{4, 8} {
			out := make([]byte, 8*8)
			res := imgRun(t, p, Config{SubgroupSize: w, Buffers: map[[2]uint32][]byte{{0, 0}: out}})
			wantOnly(t, res, "")
			f := f32s(out)
			for i := 0; i < 8; i++ {
				q, l := i&^3, i&3
				rx, cy := q+l&2, q+l&1
				sq := func(v int) float32 { return float32(v * v) }
				if f[2*i] != sq(rx+1)-sq(rx) || f[2*i+1] != sq(cy+2)-sq(cy) {
					t.Fatalf("width %d, invocation %d: %v, want %v %v", w, i, f[2*i:2*i+2], sq(rx+1)-sq(rx), sq(cy+2)-sq(cy))
				}
			}
		}
	})
}

// TestComputeDerivativeSize: a specialization that makes the quads'
// workgroup width odd is refused when the run specializes it, naming the
// mode and the size.
func TestComputeDerivativeSize(t *testing.T) {
	src := `#version 450
#extension GL_NV_compute_shader_derivatives : require
layout(local_size_x = 2, local_size_y = 2) in;
layout(local_size_x_id = 0) in;
layout(derivative_group_quadsNV) in;
layout(binding = 0, std430) buffer B { float d[]; };
void main() { d[gl_LocalInvocationIndex] = dFdx(float(gl_LocalInvocationID.x)); }`
	forCompilers(t, src, func(t *testing.T, p *Program) {
		out := make([]byte, 4*8)
		if _, err := p.Run(Config{SubgroupSize: 4, Spec: map[uint32]uint64{0: 4}, Buffers: map[[2]uint32][]byte{{0, 0}: out}}); err != nil {
			t.Fatalf("width 4: %v", err)
		}
		if got := f32s(out); got[0] != 1 || got[7] != 1 {
			t.Errorf("dFdx of x: %v, want all 1", got)
		}
		_, err := p.Run(Config{SubgroupSize: 4, Spec: map[uint32]uint64{0: 3}, Buffers: map[[2]uint32][]byte{{0, 0}: out}})
		if err == nil || !strings.Contains(err.Error(), "DerivativeGroupQuadsKHR needs an even workgroup width and height; the workgroup size is [3 2 1]") {
			t.Errorf("width 3: %v", err)
		}
	})
}
