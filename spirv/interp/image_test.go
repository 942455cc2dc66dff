package interp

import (
	"bytes"
	"encoding/binary"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/internal/texel"
)

// imgProg compiles GLSL and checks the module with spirv-val.
func imgProg(t *testing.T, src string) *Program {
	t.Helper()
	spv := compileGLSL(t, src, "vulkan1.2")
	spirvVal(t, spv, "vulkan1.2")
	return mustLoad(t, spv)
}

// spirvVal runs spirv-val on a module.
func spirvVal(t *testing.T, spv []byte, env string) {
	t.Helper()
	tool := testtool.Require(t, "spirv-val")
	path := filepath.Join(t.TempDir(), "m.spv")
	if err := os.WriteFile(path, spv, 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(tool, "--target-env", env, path).CombinedOutput(); err != nil {
		t.Fatalf("spirv-val: %v\n%s", err, out)
	}
}

func imgRun(t *testing.T, p *Program, cfg Config) *Result {
	t.Helper()
	if cfg.SubgroupSize == 0 {
		cfg.SubgroupSize = 4
	}
	res, err := p.Run(cfg)
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	return res
}

func storage(img *texel.Image) *texel.Binding {
	k := texel.StorageImage
	if img.Dim == texel.DimBuffer {
		k = texel.StorageTexelBuffer
	}
	return &texel.Binding{Kind: k, View: texel.View{Image: img}}
}

// TestImageLoadStore: imageLoad/imageStore on rgba8 (UNORM conversion
// both ways), an r32ui atomic counter, an out-of-bounds store (dropped,
// reported) and imageSize.
func TestImageLoadStore(t *testing.T) {
	p := imgProg(t, `#version 450
layout(local_size_x = 2, local_size_y = 2) in;
layout(binding = 0, rgba8) uniform image2D img;
layout(binding = 1, r32ui) uniform uimage2D cnt;
layout(binding = 2) buffer B { uint old[4]; ivec2 size; };
void main() {
  ivec2 p = ivec2(gl_LocalInvocationID.xy);
  vec4 v = imageLoad(img, p);
  imageStore(img, p, v * 0.5 + vec4(0.25));
  old[gl_LocalInvocationIndex] = imageAtomicAdd(cnt, ivec2(0, 1), gl_LocalInvocationIndex + 1u);
  if (gl_LocalInvocationIndex == 3u) {
    imageStore(img, ivec2(5, 0), vec4(1));
    size = imageSize(img);
  }
}`)
	img := texel.NewImage(texel.R8G8B8A8_UNORM, texel.Dim2D, 2, 2, 1, 1, 1, 1)
	copy(img.Data, []byte{0, 255, 100, 51, 1, 2, 3, 4, 10, 20, 30, 40, 200, 201, 202, 203})
	cnt := texel.NewImage(texel.R32_UINT, texel.Dim2D, 1, 2, 1, 1, 1, 1)
	binary.LittleEndian.PutUint32(cnt.Data[4:], 100)
	buf := make([]byte, 24)
	res := imgRun(t, p, Config{Images: map[[2]uint32]*texel.Binding{{0, 0}: storage(img), {0, 1}: storage(cnt)},
		Buffers: map[[2]uint32][]byte{{0, 2}: buf}})
	wantOnly(t, res, "out-of-bounds")
	// c/255*0.5+0.25, in float32, back to UNORM: 0 -> 63.75 -> 64;
	// 255 -> 191.25 -> 191; 100 -> 113.75 -> 114; 51 -> 89.25 -> 89
	want := []byte{64, 191, 114, 89, 64, 65, 65, 66, 69, 74, 79, 84, 164, 164, 165, 165}
	if !bytes.Equal(img.Data, want) {
		t.Errorf("image\n got %v\nwant %v", img.Data, want)
	}
	// the atomics run in lane order: 100, 101, 103, 106; final 110
	eqU32(t, u32s(buf), []uint32{100, 101, 103, 106, 2, 2})
	if got := binary.LittleEndian.Uint32(cnt.Data[4:]); got != 110 {
		t.Errorf("counter %d, want 110", got)
	}
}

func rgba8(w, h uint32, texels ...byte) *texel.Image {
	img := texel.NewImage(texel.R8G8B8A8_UNORM, texel.Dim2D, w, h, 1, 1, 1, 1)
	copy(img.Data, texels)
	return img
}

func f32Image(dim texel.Dim, w, h, d, layers uint32, vals ...float32) *texel.Image {
	img := texel.NewImage(texel.R32_SFLOAT, dim, w, h, d, layers, 1, 1)
	copy(img.Data, fromF32(vals...))
	return img
}

// TestImageSampling: texel buffers (fetch and store), linear sampling,
// gathers with offsets, texelFetch and the size queries, on a 2×2 rgba8
// texture whose texels are black, red, green and white.
func TestImageSampling(t *testing.T) {
	p := imgProg(t, `#version 450
#extension GL_ARB_gpu_shader5 : enable
layout(local_size_x = 4) in;
layout(binding = 0) uniform samplerBuffer tb;
layout(binding = 1, r32f) uniform imageBuffer sb;
layout(binding = 2) uniform sampler2D tex;
layout(binding = 3) buffer Out { vec4 o[8]; };
void main() {
  uint i = gl_LocalInvocationIndex;
  imageStore(sb, int(i), vec4(texelFetch(tb, int(i)).x * 2.0));
  if (i == 0u) {
    o[0] = textureLod(tex, vec2(0.5), 0.0);
    o[1] = textureLod(tex, vec2(0.25), 0.0);
    o[2] = textureGather(tex, vec2(0.5), 0);
    o[3] = textureLodOffset(tex, vec2(0.25), 0.0, ivec2(1, 0));
    o[4] = texelFetch(tex, ivec2(1, 1), 0);
    o[5] = vec4(textureSize(tex, 0), textureQueryLevels(tex), imageSize(sb));
    o[6] = textureGatherOffsets(tex, vec2(0.5), ivec2[4](ivec2(0), ivec2(1, 0), ivec2(0, 1), ivec2(1, 1)), 0);
    o[7] = textureLod(tex, vec2(0.75, 0.5), 0.0);
  }
}`)
	tb := f32Image(texel.DimBuffer, 4, 1, 1, 1, 1.5, 2.5, 3.5, 4.5)
	sb := f32Image(texel.DimBuffer, 4, 1, 1, 1)
	tex := rgba8(2, 2, 0, 0, 0, 255, 255, 0, 0, 255, 0, 255, 0, 255, 255, 255, 255, 255)
	smp := &texel.Sampler{MagFilter: texel.Linear, MinFilter: texel.Linear, AddressU: texel.ClampToEdge, AddressV: texel.ClampToEdge, MaxLod: texel.LodClampNone}
	out := make([]byte, 8*16)
	res := imgRun(t, p, Config{Images: map[[2]uint32]*texel.Binding{
		{0, 0}: {Kind: texel.UniformTexelBuffer, View: texel.View{Image: tb}},
		{0, 1}: storage(sb),
		{0, 2}: {Kind: texel.CombinedImageSampler, View: texel.View{Image: tex}, Sampler: smp},
	}, Buffers: map[[2]uint32][]byte{{0, 3}: out}})
	wantOnly(t, res, "")
	if got := f32s(sb.Data); got[0] != 3 || got[1] != 5 || got[2] != 7 || got[3] != 9 {
		t.Errorf("storage texel buffer %v", got)
	}
	want := []float32{
		0.5, 0.5, 0.25, 1, // centre: the mean of the four
		0, 0, 0, 1, // texel (0,0)'s centre
		0, 1, 1, 0, // R of (0,1) (1,1) (1,0) (0,0)
		1, 0, 0, 1, // texel (1,0)
		1, 1, 1, 1, // texelFetch (1,1)
		2, 2, 1, 4, // sizes and levels
		0, 1, 1, 1, // each texel with its own offset (clamped to the edge)
		1, 0.5, 0.5, 1, // between red and white
	}
	got := f32s(out)
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("o[%d]: got %v, want %v", i/4, got[i/4*4:i/4*4+4], want[i/4*4:i/4*4+4])
		}
	}
}

// TestImageMultisample: a 4-sample storage image written and read per
// sample; a sample index out of range is dropped and reported, and not
// reported under RobustBufferAccess; imageSamples.
func TestImageMultisample(t *testing.T) {
	p := imgProg(t, `#version 450
layout(local_size_x = 2) in;
layout(binding = 0, r32f) uniform image2DMS ms;
layout(binding = 1) buffer Out { float o[8]; int n; };
layout(push_constant) uniform P { int bad; };
void main() {
  int x = int(gl_LocalInvocationID.x);
  for (int s = 0; s < 4; s++) imageStore(ms, ivec2(x, 0), s, vec4(float(10 * x + s)));
  imageStore(ms, ivec2(x, 0), 4 + bad, vec4(99.0));
  for (int s = 0; s < 4; s++) o[4 * x + s] = imageLoad(ms, ivec2(x, 0), 3 - s).x;
  n = imageSamples(ms);
}`)
	for _, robust := range []bool{false, true} {
		ms := texel.NewImage(texel.R32_SFLOAT, texel.Dim2D, 2, 1, 1, 1, 1, 4)
		out := make([]byte, 36)
		res := imgRun(t, p, Config{RobustBufferAccess: robust, PushConstants: fromU32(0), Images: map[[2]uint32]*texel.Binding{{0, 0}: storage(ms)},
			Buffers: map[[2]uint32][]byte{{0, 1}: out}})
		if robust {
			wantOnly(t, res, "")
		} else {
			wantOnly(t, res, "invalid-sample-index")
		}
		got := f32s(out[:32])
		want := []float32{3, 2, 1, 0, 13, 12, 11, 10}
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("robust %v: %v, want %v", robust, got, want)
			}
		}
		if n := u32s(out[32:])[0]; n != 4 {
			t.Errorf("imageSamples %d", n)
		}
		// the layout: sample s of texel x at (x*4+s)*4
		if f := f32s(ms.Data); f[5] != 11 {
			t.Errorf("image data %v", f)
		}
	}
}

// TestImageChecks: out-of-bounds coordinates, a view format that is not
// the declared one, an unbound image, an index past an image array, and
// the binding errors Run gives.
func TestImageChecks(t *testing.T) {
	p := imgProg(t, `#version 450
layout(local_size_x = 1) in;
layout(binding = 0, r32ui) uniform uimage2D a;
layout(binding = 1, rgba8) uniform readonly image2D b;
layout(binding = 2, r32ui) uniform uimage2D arr[2];
layout(binding = 3) buffer Out { uint o[4]; };
layout(push_constant) uniform P { int which; };
void main() {
  if (which == 0) { imageStore(a, ivec2(2, 0), uvec4(5u)); o[0] = imageLoad(a, ivec2(-1, 0)).x + imageAtomicAdd(a, ivec2(0, 3), 1u); }
  if (which == 1) o[1] = uint(imageLoad(b, ivec2(0)).x * 255.0);
  if (which >= 2) o[2] = imageLoad(arr[which - 2], ivec2(0)).x;
}`)
	a := texel.NewImage(texel.R32_UINT, texel.Dim2D, 2, 2, 1, 1, 1, 1)
	copy(a.Data, fromU32(1, 2, 3, 4))
	b := texel.NewImage(texel.R8G8B8A8_SNORM, texel.Dim2D, 1, 1, 1, 1, 1, 1)
	b.Data[0] = 127
	arr0 := texel.NewImage(texel.R32_UINT, texel.Dim2D, 1, 1, 1, 1, 1, 1)
	copy(arr0.Data, fromU32(77))
	run := func(which uint32, robust bool) ([]uint32, *Result) {
		out := make([]byte, 16)
		res := imgRun(t, p, Config{PushConstants: fromU32(which), RobustBufferAccess: robust,
			Images:      map[[2]uint32]*texel.Binding{{0, 0}: storage(a), {0, 1}: storage(b)},
			ImageArrays: map[[2]uint32][]*texel.Binding{{0, 2}: {storage(arr0), nil}},
			Buffers:     map[[2]uint32][]byte{{0, 3}: out}})
		return u32s(out), res
	}
	o, res := run(0, false)
	if len(res.Diagnostics) != 3 || kinds(res)["out-of-bounds"] != 3 {
		t.Errorf("out of bounds: %v", res.Diagnostics)
	}
	if o[0] != 0 || !bytes.Equal(a.Data, fromU32(1, 2, 3, 4)) {
		t.Errorf("out-of-bounds accesses changed something: %v %v", o, u32s(a.Data))
	}
	_, res = run(0, true)
	wantOnly(t, res, "")
	o, res = run(1, false)
	wantOnly(t, res, "image-format-mismatch")
	if o[1] != 255 { // read as the view's format: SNORM 127 = 1.0
		t.Errorf("mismatched read %d", o[1])
	}
	o, res = run(2, false)
	wantOnly(t, res, "")
	if o[2] != 77 {
		t.Errorf("arr[1] = %d, want 77", o[2])
	}
	o, res = run(3, false)
	wantOnly(t, res, "unbound-image")
	if o[2] != 0 {
		t.Errorf("unbound arr[1] = %d, want 0", o[2])
	}
	_, res = run(4, false) // arr[2]
	wantOnly(t, res, "out-of-bounds")
	// binding errors
	for _, c := range []struct {
		b    *texel.Binding
		want string
	}{
		{&texel.Binding{Kind: texel.SampledImage, View: texel.View{Image: a}}, "declares a storage image, the binding is a sampled image"},
		{&texel.Binding{Kind: texel.StorageImage}, "without an image"},
		{storage(texel.NewImage(texel.R32_UINT, texel.Dim3D, 1, 1, 1, 1, 1, 1)), "declares a 2D image, the binding's is 3D"},
	} {
		_, err := p.Run(Config{SubgroupSize: 4, PushConstants: fromU32(9), Images: map[[2]uint32]*texel.Binding{{0, 0}: c.b},
			Buffers: map[[2]uint32][]byte{{0, 3}: make([]byte, 16)}})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("got %v, want %q", err, c.want)
		}
	}
}
