package interp

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/driver"
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/internal/texel"
)

// forCompilers compiles GLSL with glslangValidator and with glslc-nv's
// own compiler, checks each module with spirv-val, and runs f on each.
func forCompilers(t *testing.T, src string, f func(t *testing.T, p *Program)) {
	t.Helper()
	forGlslang(t, src, f)
	t.Run("glslc-nv", func(t *testing.T) { f(t, ownProgram(t, src, "vulkan1.2")) })
}

// ownProgram compiles GLSL with glslc-nv's own compiler for env, checks
// the module with spirv-val and loads it.
func ownProgram(t *testing.T, src, env string) *Program {
	t.Helper()
	e, err := targetenv.Compiler(env)
	if err != nil {
		t.Fatal(err)
	}
	spv, err := driver.CompileGLSL("s.comp", src, e)
	if err != nil {
		t.Fatalf("glslc-nv: %v", err)
	}
	spirvVal(t, spv, env)
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
// not reported: Vulkan defines it) and imageSize.
func TestImageLoadStore(t *testing.T) {
	forCompilers(t, `#version 450
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
}`, func(t *testing.T, p *Program) {
		img := texel.NewImage(texel.R8G8B8A8_UNORM, texel.Dim2D, 2, 2, 1, 1, 1, 1)
		copy(img.Data, []byte{0, 255, 100, 51, 1, 2, 3, 4, 10, 20, 30, 40, 200, 201, 202, 203})
		cnt := texel.NewImage(texel.R32_UINT, texel.Dim2D, 1, 2, 1, 1, 1, 1)
		binary.LittleEndian.PutUint32(cnt.Data[4:], 100)
		buf := make([]byte, 24)
		res := imgRun(t, p, Config{Images: map[[2]uint32]*texel.Binding{{0, 0}: storage(img), {0, 1}: storage(cnt)},
			Buffers: map[[2]uint32][]byte{{0, 2}: buf}})
		wantOnly(t, res, "") // the store to (5, 0) is defined to do nothing
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
	})
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
	forCompilers(t, `#version 450
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
}`, func(t *testing.T, p *Program) {
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
		// rgba8 linear filtering is 8-bit fixed point (internal/texel):
		// halfway between 0 and 255 is 128
		h, q := float32(128)*float32(1.0/255), float32(64)*float32(1.0/255)
		want := []float32{
			h, h, q, 1, // centre: the mean of the four
			0, 0, 0, 1, // texel (0,0)'s centre
			0, 1, 1, 0, // R of (0,1) (1,1) (1,0) (0,0)
			1, 0, 0, 1, // texel (1,0)
			1, 1, 1, 1, // texelFetch (1,1)
			2, 2, 1, 4, // sizes and levels
			0, 1, 1, 1, // each texel with its own offset (clamped to the edge)
			1, h, h, 1, // between red and white
		}
		got := f32s(out)
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("o[%d]: got %v, want %v", i/4, got[i/4*4:i/4*4+4], want[i/4*4:i/4*4+4])
			}
		}
	})
}

// TestImageMultisample: a 4-sample storage image written and read per
// sample; a sample index out of range is dropped and reported, and not
// reported under RobustBufferAccess; imageSamples.
func TestImageMultisample(t *testing.T) {
	forCompilers(t, `#version 450
layout(local_size_x = 2) in;
layout(binding = 0, r32f) uniform image2DMS ms;
layout(binding = 1) buffer Out { float o[8]; int n; };
layout(push_constant) uniform P { int bad; };
void main() {
  int x = int(gl_LocalInvocationID.x);
  for (int s = 0; s < 4; s++) imageStore(ms, ivec2(x, 0), s, vec4(float(10 * x + s)));
  imageStore(ms, ivec2(x, 0), 4 + bad, vec4(99.0));
  imageStore(ms, ivec2(x, 0), -1 - bad, vec4(98.0));
  for (int s = 0; s < 4; s++) o[4 * x + s] = imageLoad(ms, ivec2(x, 0), 3 - s).x;
  if (x == 0) {  // one invocation: two would race on o[0] and n
    o[0] += imageLoad(ms, ivec2(x, 0), 4 + bad).x;
    n = imageSamples(ms);
  }
}`, func(t *testing.T, p *Program) {
		for _, robust := range []bool{false, true} {
			ms := texel.NewImage(texel.R32_SFLOAT, texel.Dim2D, 2, 1, 1, 1, 1, 4)
			out := make([]byte, 36)
			res := imgRun(t, p, Config{RobustBufferAccess: robust, PushConstants: fromU32(0), Images: map[[2]uint32]*texel.Binding{{0, 0}: storage(ms)},
				Buffers: map[[2]uint32][]byte{{0, 1}: out}})
			// writes to invalid texels are defined to do nothing; the read
			// of a bad sample is undefined
			if robust {
				wantOnly(t, res, "")
			} else {
				wantOnly(t, res, "invalid-sample-index")
				if d := res.Diagnostics[0]; d.Op.String() != "OpImageRead" {
					t.Errorf("reported at %v, want the read", d)
				}
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
	})
}

// TestImageChecks: out-of-bounds coordinates, a view format that is not
// the declared one, an unbound image, an index past an image array, and
// the binding errors Run gives.
func TestImageChecks(t *testing.T) {
	forCompilers(t, `#version 450
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
}`, func(t *testing.T, p *Program) {
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
		// the load and the atomic; the store to (2, 0) is defined to do nothing
		if len(res.Diagnostics) != 2 || kinds(res)["out-of-bounds"] != 2 {
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
	})
}

// TestImageStorageFormats: every GLSL image format qualifier, in one
// shader: imageStore of one value, imageLoad back. The stored bytes must
// be texel's encoding of the value, the loaded value its decoding; a few
// are checked by hand as well.
func TestImageStorageFormats(t *testing.T) {
	var decl, body strings.Builder
	var fmts []texel.Format
	for _, f := range texel.Formats() {
		in := f.Info()
		if in.GLSL == "" {
			continue
		}
		fmts = append(fmts, f)
	}
	ftexel := [4]float64{0.3, -0.7, 1.5, 0.6}
	itexel := [4]int64{-3, 300, 70000, -2}
	for i, f := range fmts {
		in := f.Info()
		prefix, typ, val := "", "vec4", "vec4(0.3, -0.7, 1.5, 0.6)"
		switch {
		case in.Class == texel.SInt && in.Fields[0].Bits == 64:
			prefix, typ, val = "i64", "i64vec4", "i64vec4(-3, 300, 70000, -2)"
		case in.Class == texel.UInt && in.Fields[0].Bits == 64:
			prefix, typ, val = "u64", "u64vec4", "u64vec4(-3, 300, 70000, -2)"
		case in.Class == texel.SInt:
			prefix, typ, val = "i", "ivec4", "ivec4(-3, 300, 70000, -2)"
		case in.Class == texel.UInt:
			prefix, typ, val = "u", "uvec4", "uvec4(-3, 300, 70000, -2)"
		}
		fmt.Fprintf(&decl, "layout(binding = %d, %s) uniform %simage2D img%d;\n", i, in.GLSL, prefix, i)
		fmt.Fprintf(&decl, "layout(binding = %d) buffer O%d { %s o%d; };\n", 100+i, i, typ, i)
		fmt.Fprintf(&body, "  imageStore(img%d, ivec2(1, 0), %s);\n  o%d = imageLoad(img%d, ivec2(1, 0));\n", i, val, i, i)
	}
	forCompilers(t, `#version 450
#extension GL_EXT_shader_image_int64 : enable
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : enable
layout(local_size_x = 1) in;
`+decl.String()+"void main() {\n"+body.String()+"}\n", func(t *testing.T, p *Program) {
		cfg := Config{Images: map[[2]uint32]*texel.Binding{}, Buffers: map[[2]uint32][]byte{}}
		imgs := make([]*texel.Image, len(fmts))
		outs := make([][]byte, len(fmts))
		for i, f := range fmts {
			imgs[i] = texel.NewImage(f, texel.Dim2D, 2, 1, 1, 1, 1, 1)
			cfg.Images[[2]uint32{0, uint32(i)}] = storage(imgs[i])
			outs[i] = make([]byte, 32)
			cfg.Buffers[[2]uint32{0, uint32(100 + i)}] = outs[i]
		}
		res := imgRun(t, p, cfg)
		// 300, 70000 and the negative values do not fit the narrow
		// integer formats: undefined in Vulkan, saturated and reported
		wantOnly(t, res, "out-of-range-texel")
		if len(res.Diagnostics) != 10 {
			t.Errorf("%d diagnostics, want 10 (the narrow integer formats but r8i and r16i): %v", len(res.Diagnostics), res.Diagnostics)
		}
		for i, f := range fmts {
			in := f.Info()
			sz := in.Size
			stored := imgs[i].Data[sz : 2*sz]
			want := make([]byte, sz)
			if in.Class.IsFloat() {
				var v [4]float64
				for k := range v {
					v[k] = float64(float32(ftexel[k]))
				}
				f.EncodeFloat(want, v)
			} else {
				var v [4]uint64
				for k := range v {
					v[k] = uint64(itexel[k])
					if in.Class == texel.UInt && in.Fields[0].Bits < 64 {
						v[k] = uint64(uint32(itexel[k])) // the shader's uvec4
					}
				}
				f.EncodeInt(want, v)
			}
			if !bytes.Equal(stored, want) {
				t.Errorf("%s: stored % x, want % x", in.GLSL, stored, want)
				continue
			}
			if !bytes.Equal(imgs[i].Data[:sz], make([]byte, sz)) {
				t.Errorf("%s: texel 0 changed", in.GLSL)
			}
			if in.Class.IsFloat() {
				d := f.DecodeFloat(stored)
				got := f32s(outs[i][:16])
				for k := 0; k < 4; k++ {
					if got[k] != float32(d[k]) {
						t.Errorf("%s: loaded %v, want %v", in.GLSL, got, d)
						break
					}
				}
			} else if in.Fields[0].Bits == 64 {
				d := f.DecodeInt(stored)
				for k := 0; k < 4; k++ {
					if got := binary.LittleEndian.Uint64(outs[i][8*k:]); got != d[k] {
						t.Errorf("%s: loaded component %d = %x, want %x", in.GLSL, k, got, d[k])
					}
				}
			} else {
				d := f.DecodeInt(stored)
				got := u32s(outs[i][:16])
				for k := 0; k < 4; k++ {
					if got[k] != uint32(d[k]) {
						t.Errorf("%s: loaded %v, want %v", in.GLSL, got, d)
						break
					}
				}
			}
		}
		// by hand
		hand := map[string][]byte{
			// float32 0.3 is 0.30000001; ·255 in float32 is 76.5 exactly
			// (76.500003 rounds to it) -> 76, ties to even; -0.7 -> 0;
			// 1.5 -> 255; 0.6·255 = 153
			"rgba8": {76, 0, 255, 153},
			// 0.3·127 = 38.1 -> 38; -0.7·127 = -88.9 -> -89 (0xa7); 1.5 -> 127; 0.6·127 = 76.2 -> 76
			"rgba8_snorm": {38, 0xa7, 127, 76},
			// -3 -> 0xfd, 300 and 70000 saturate to 127, -2 -> 0xfe
			"rgba8i": {0xfd, 0x7f, 0x7f, 0xfe},
			// every component saturates to 0xffff (-3 is 0xfffffffd)
			"rgba16ui": {0xff, 0xff, 0x2c, 0x01, 0xff, 0xff, 0xff, 0xff},
			// R = 0.3·1023 = 306.9 -> 307, G 0, B 1023, A = 0.6·3 = 1.8 -> 2:
			// 307 | 1023<<20 | 2<<30 = 0xbff00133
			"rgb10_a2": {0x33, 0x01, 0xf0, 0xbf},
			// R = 0.3 as 11-bit: 0.3 = 1.2·2^-2 -> e 13, m 0.2·64 = 12.8
			// toward zero 12 -> 13<<6|12 = 0x34c; G negative -> 0;
			// B = 1.5 -> e 15, m 16 -> 15<<5|16 = 0x1f0:
			// 0x34c | 0x1f0<<22 = 0x7c00034c
			"r11f_g11f_b10f": {0x4c, 0x03, 0x00, 0x7c},
			// half toward zero: 0.3 = 0x34cc.cc -> 0x34cc, -0.7 = 0xb999.9 ->
			// 0xb999, 1.5 = 0x3e00, 0.6 = 0x38cc.cc -> 0x38cc
			"rgba16f": {0xcc, 0x34, 0x99, 0xb9, 0x00, 0x3e, 0xcc, 0x38},
		}
		for i, f := range fmts {
			if w, ok := hand[f.Info().GLSL]; ok {
				sz := f.Size()
				if got := imgs[i].Data[sz : 2*sz]; !bytes.Equal(got, w) {
					t.Errorf("%s by hand: % x, want % x", f.Info().GLSL, got, w)
				}
				delete(hand, f.Info().GLSL)
			}
		}
		if len(hand) != 0 {
			t.Errorf("formats not found: %v", hand)
		}
		if len(fmts) != 41 {
			t.Errorf("%d GLSL formats, want 41", len(fmts))
		}
	})
}

// TestImageAtomics: every image atomic, 32- and 64-bit, signed and
// unsigned, plus float add and exchange, each on its own texel; the
// return values are the old texels.
func TestImageAtomics(t *testing.T) {
	forCompilers(t, `#version 450
#extension GL_EXT_shader_image_int64 : enable
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : enable
#extension GL_EXT_shader_atomic_float : enable
layout(local_size_x = 1) in;
layout(binding = 0, r32i) uniform iimage1D si;
layout(binding = 1, r32ui) uniform uimage1D ui;
layout(binding = 2, r64i) uniform i64image1D sl;
layout(binding = 3, r64ui) uniform u64image1D ul;
layout(binding = 4, r32f) uniform image1D fl;
layout(binding = 5) buffer O { int o32[9]; uint ou[8]; int64_t o64[9]; uint64_t oul[2]; float of[2]; };
void main() {
  o32[0] = imageAtomicAdd(si, 0, -5);
  o32[1] = imageAtomicMin(si, 1, -7);
  o32[2] = imageAtomicMax(si, 2, -7);
  o32[3] = imageAtomicAnd(si, 3, 6);
  o32[4] = imageAtomicOr(si, 4, 6);
  o32[5] = imageAtomicXor(si, 5, 6);
  o32[6] = imageAtomicExchange(si, 6, 42);
  o32[7] = imageAtomicCompSwap(si, 7, 10, 11);
  o32[8] = imageAtomicCompSwap(si, 8, 99, 11);
  ou[0] = imageAtomicMin(ui, 0, 0xFFFFFFF0u);
  ou[1] = imageAtomicMax(ui, 1, 0xFFFFFFF0u);
  o64[0] = imageAtomicAdd(sl, 0, int64_t(-5));
  o64[1] = imageAtomicMin(sl, 1, int64_t(-7));
  o64[2] = imageAtomicMax(sl, 2, int64_t(-7));
  o64[3] = imageAtomicExchange(sl, 3, 0x123456789l);
  o64[4] = imageAtomicCompSwap(sl, 4, int64_t(10), int64_t(-11));
  oul[0] = imageAtomicMax(ul, 0, 0xF000000000000000ul);
  oul[1] = imageAtomicAdd(ul, 1, 0x100000000ul);
  of[0] = imageAtomicAdd(fl, 0, 1.25);
  of[1] = imageAtomicExchange(fl, 1, 7.5);
}`, func(t *testing.T, p *Program) {
		si := texel.NewImage(texel.R32_SINT, texel.Dim1D, 9, 1, 1, 1, 1, 1)
		copy(si.Data, fromU32(10, 10, 10, 10, 10, 10, 10, 10, 10))
		ui := texel.NewImage(texel.R32_UINT, texel.Dim1D, 2, 1, 1, 1, 1, 1)
		copy(ui.Data, fromU32(10, 10))
		sl := texel.NewImage(texel.R64_SINT, texel.Dim1D, 5, 1, 1, 1, 1, 1)
		ul := texel.NewImage(texel.R64_UINT, texel.Dim1D, 2, 1, 1, 1, 1, 1)
		for i := 0; i < 5; i++ {
			binary.LittleEndian.PutUint64(sl.Data[8*i:], 10)
		}
		binary.LittleEndian.PutUint64(ul.Data, 10)
		binary.LittleEndian.PutUint64(ul.Data[8:], 0xFFFFFFFF)
		fl := f32Image(texel.Dim1D, 2, 1, 1, 1, 0.5, 2)
		out := make([]byte, 9*4+8*4+4+9*8+16+8)
		cfg := Config{Images: map[[2]uint32]*texel.Binding{{0, 0}: storage(si), {0, 1}: storage(ui), {0, 2}: storage(sl), {0, 3}: storage(ul), {0, 4}: storage(fl)},
			Buffers: map[[2]uint32][]byte{{0, 5}: out}}
		wantOnly(t, imgRun(t, p, cfg), "")
		eqU32(t, u32s(si.Data), []uint32{5, 0xFFFFFFF9, 10, 2, 14, 12, 42, 11, 10})
		eqU32(t, u32s(out[:36]), []uint32{10, 10, 10, 10, 10, 10, 10, 10, 10})
		eqU32(t, u32s(ui.Data), []uint32{10, 0xFFFFFFF0})
		s64 := func(b []byte, n int) []int64 {
			r := make([]int64, n)
			for i := range r {
				r[i] = int64(binary.LittleEndian.Uint64(b[8*i:]))
			}
			return r
		}
		if got := s64(sl.Data, 5); got[0] != 5 || got[1] != -7 || got[2] != 10 || got[3] != 0x123456789 || got[4] != -11 {
			t.Errorf("r64i image %v", got)
		}
		// o64 starts at 9*4 + 8*4 = 68, aligned to 72
		if got := s64(out[72:], 5); got[0] != 10 || got[4] != 10 {
			t.Errorf("r64i old values %v", got)
		}
		if got := s64(ul.Data, 2); uint64(got[0]) != 0xF000000000000000 || got[1] != 0x1FFFFFFFF {
			t.Errorf("r64ui image %x", got)
		}
		if got := f32s(fl.Data); got[0] != 1.75 || got[1] != 7.5 {
			t.Errorf("r32f image %v", got)
		}
		if got := f32s(out[72+72+16:]); got[0] != 0.5 || got[1] != 2 {
			t.Errorf("r32f old values %v", got)
		}
	})
}

// TestImageAtomicLoadStore: imageAtomicLoad and imageAtomicStore and an
// imageAtomicAdd with scope and semantics (GL_KHR_memory_scope_semantics)
// on 32-bit integer, 64-bit and float images, and on a multisampled one.
func TestImageAtomicLoadStore(t *testing.T) {
	forCompilers(t, `#version 450
#extension GL_KHR_memory_scope_semantics : require
#extension GL_EXT_shader_atomic_float : require
#extension GL_EXT_shader_image_int64 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
layout(local_size_x = 1) in;
layout(binding = 0, r32i) uniform iimage1D si;
layout(binding = 1, r64ui) uniform u64image1D ul;
layout(binding = 2, r32f) uniform image1D fl;
layout(binding = 3, r32ui) uniform uimage2DMS ms;
layout(binding = 4) buffer O { int a; uint b; float c; uint d; uint64_t e; };
void main() {
  a = imageAtomicLoad(si, 0, gl_ScopeDevice, gl_StorageSemanticsImage, gl_SemanticsAcquire);
  imageAtomicStore(si, 1, a * 3, gl_ScopeWorkgroup, gl_StorageSemanticsImage, gl_SemanticsRelease);
  b = uint(imageAtomicAdd(si, 1, 1, gl_ScopeDevice, 0, 0));
  c = imageAtomicLoad(fl, 0, gl_ScopeDevice, 0, 0);
  imageAtomicStore(fl, 1, c + 0.5, gl_ScopeDevice, 0, 0);
  imageAtomicStore(ms, ivec2(0), 1, 77u, gl_ScopeDevice, 0, 0);
  d = imageAtomicLoad(ms, ivec2(0), 0, gl_ScopeDevice, 0, 0);
  imageAtomicStore(ul, 0, 0x123456789ul, gl_ScopeDevice, 0, 0);
  e = imageAtomicLoad(ul, 0, gl_ScopeDevice, 0, 0);
}`, func(t *testing.T, p *Program) {
		si := texel.NewImage(texel.R32_SINT, texel.Dim1D, 2, 1, 1, 1, 1, 1)
		copy(si.Data, fromU32(7, 0))
		ul := texel.NewImage(texel.R64_UINT, texel.Dim1D, 1, 1, 1, 1, 1, 1)
		fl := f32Image(texel.Dim1D, 2, 1, 1, 1, 1.25, 0)
		ms := texel.NewImage(texel.R32_UINT, texel.Dim2D, 1, 1, 1, 1, 1, 2)
		copy(ms.Data, fromU32(5, 6))
		out := make([]byte, 24)
		cfg := Config{Images: map[[2]uint32]*texel.Binding{{0, 0}: storage(si), {0, 1}: storage(ul), {0, 2}: storage(fl), {0, 3}: storage(ms)},
			Buffers: map[[2]uint32][]byte{{0, 4}: out}}
		wantOnly(t, imgRun(t, p, cfg), "")
		eqU32(t, u32s(si.Data), []uint32{7, 22})
		eqU32(t, u32s(out[:4]), []uint32{7})
		eqU32(t, u32s(out[4:8]), []uint32{21})
		if got := f32s(fl.Data); got[0] != 1.25 || got[1] != 1.75 {
			t.Errorf("r32f image %v", got)
		}
		if got := f32s(out[8:12]); got[0] != 1.25 {
			t.Errorf("loaded float %v", got)
		}
		eqU32(t, u32s(ms.Data), []uint32{5, 77})
		eqU32(t, u32s(out[12:16]), []uint32{5})
		if got := binary.LittleEndian.Uint64(out[16:]); got != 0x123456789 {
			t.Errorf("r64ui load %#x", got)
		}
		if got := binary.LittleEndian.Uint64(ul.Data); got != 0x123456789 {
			t.Errorf("r64ui image %#x", got)
		}
	})
}

// TestImageDims: 1D arrays, 3D, cube and cube-array storage images (the
// layer-face coordinate), with imageSize; sampling a 2D array and a cube
// with textureLod, a shadow sampler with textureLod and textureGrad, a
// separate texture and sampler, and textureSize of a view whose base
// level is 1.
func TestImageDims(t *testing.T) {
	forCompilers(t, `#version 450
layout(local_size_x = 1) in;
layout(binding = 0, r32f) uniform image1DArray a1;
layout(binding = 1, r32f) uniform image3D i3;
layout(binding = 2, r32f) uniform imageCube cube;
layout(binding = 3, r32f) uniform imageCubeArray cubes;
layout(binding = 4) uniform sampler2DArray s2a;
layout(binding = 5) uniform samplerCube sc;
layout(binding = 6) uniform sampler2DShadow shadow;
layout(binding = 7) uniform texture2D tex;
layout(binding = 8) uniform sampler smp;
layout(binding = 9) buffer O { float o[16]; ivec4 sz[4]; };
void main() {
  imageStore(a1, ivec2(1, 2), vec4(5.0));
  o[0] = imageLoad(i3, ivec3(1, 0, 1)).x;
  imageStore(cube, ivec3(0, 0, 3), vec4(6.0));
  imageStore(cubes, ivec3(0, 0, 6 + 5), vec4(7.0));
  sz[0] = ivec4(imageSize(a1), imageSize(i3).z, imageSize(cubes).z);
  sz[1] = ivec4(imageSize(cube), textureSize(sampler2D(tex, smp), 0));
  o[1] = textureLod(s2a, vec3(0.5, 0.5, 1.6), 0.0).x;
  o[2] = textureLod(sc, vec3(0.0, -1.0, 0.2), 0.0).x;
  o[3] = textureLod(shadow, vec3(0.5, 0.5, 0.25), 0.0);
  o[4] = textureGrad(shadow, vec3(0.5, 0.5, 0.25), vec2(0.0), vec2(0.0));
  o[5] = textureLod(sampler2D(tex, smp), vec2(0.5), 0.0).x;
}`, func(t *testing.T, p *Program) {
		a1 := f32Image(texel.Dim1D, 2, 1, 1, 3)
		i3 := f32Image(texel.Dim3D, 2, 1, 2, 1, 1, 2, 3, 4)
		cube := f32Image(texel.DimCube, 1, 1, 1, 6)
		cubes := f32Image(texel.DimCube, 1, 1, 1, 12)
		s2a := f32Image(texel.Dim2D, 1, 1, 1, 3, 10, 20, 30)
		sc := f32Image(texel.DimCube, 1, 1, 1, 6, 0, 1, 2, 3, 4, 5)
		depth := texel.NewImage(texel.D32_SFLOAT, texel.Dim2D, 2, 2, 1, 1, 1, 1)
		copy(depth.Data, fromF32(0.1, 0.2, 0.3, 0.4))
		tex := texel.NewImage(texel.R32_SFLOAT, texel.Dim2D, 4, 2, 1, 1, 2, 1)
		off, _ := tex.LevelOffset(1)
		copy(tex.Data[off:], fromF32(8, 9))
		lin := &texel.Sampler{MagFilter: texel.Linear, MinFilter: texel.Linear, AddressU: texel.ClampToEdge, AddressV: texel.ClampToEdge, MaxLod: texel.LodClampNone}
		near := &texel.Sampler{MaxLod: texel.LodClampNone}
		cmp := *lin
		cmp.Compare, cmp.CompareOp = true, texel.Less
		out := make([]byte, 16*4+4*16)
		comb := func(img *texel.Image, s *texel.Sampler) *texel.Binding {
			return &texel.Binding{Kind: texel.CombinedImageSampler, View: texel.View{Image: img}, Sampler: s}
		}
		cfg := Config{Images: map[[2]uint32]*texel.Binding{
			{0, 0}: storage(a1), {0, 1}: storage(i3), {0, 2}: storage(cube), {0, 3}: storage(cubes),
			{0, 4}: comb(s2a, near), {0, 5}: comb(sc, near), {0, 6}: comb(depth, &cmp),
			{0, 7}: {Kind: texel.SampledImage, View: texel.View{Image: tex, BaseLevel: 1}},
			{0, 8}: {Kind: texel.SamplerOnly, Sampler: lin},
		}, Buffers: map[[2]uint32][]byte{{0, 9}: out}}
		wantOnly(t, imgRun(t, p, cfg), "")
		if got := f32s(a1.Data); got[5] != 5 {
			t.Errorf("1D array: %v", got)
		}
		if got := f32s(cube.Data); got[3] != 6 {
			t.Errorf("cube face 3: %v", got)
		}
		if got := f32s(cubes.Data); got[11] != 7 {
			t.Errorf("cube array layer-face 11: %v", got)
		}
		o := f32s(out[:64])
		// i3 (1,0,1) = 4; layer RNE(1.6) = 2 -> 30; direction -Y -> face 3;
		// compare: 0.25 < 0.3 and 0.4 -> 0.5; the view's level 0 is the
		// image's level 1 (2×1: 8, 9), its centre halfway
		want := []float32{4, 30, 3, 0.5, 0.5, 8.5}
		for i, w := range want {
			if o[i] != w {
				t.Errorf("o[%d] = %v, want %v", i, o[i], w)
			}
		}
		sz := u32s(out[64:])
		eqU32(t, sz[:8], []uint32{2, 3, 2, 2, 1, 1, 2, 1})
	})
}

// forGlslang is forCompilers with glslangValidator only, for shaders
// that use what glslc-nv's compiler does not support yet.
func forGlslang(t *testing.T, src string, f func(t *testing.T, p *Program)) {
	t.Helper()
	t.Run("glslang", func(t *testing.T) {
		spv := compileGLSL(t, src, "vulkan1.2")
		spirvVal(t, spv, "vulkan1.2")
		f(t, mustLoad(t, spv))
	})
}

// TestImageHandles: images and samplers passed to functions, a
// descriptor array of textures indexed at run time combined with a
// sampler, and texelFetch with an offset and a level.
// glslang only: glslc-nv lacks GL_EXT_shader_image_load_formatted.
func TestImageHandles(t *testing.T) {
	forGlslang(t, `#version 450
#extension GL_EXT_nonuniform_qualifier : enable
#extension GL_EXT_samplerless_texture_functions : enable
#extension GL_EXT_shader_image_load_formatted : enable
layout(local_size_x = 4) in;
layout(binding = 0) uniform image2D img; // no format: read as the view's
layout(binding = 1) uniform texture2D texs[3];
layout(binding = 2) uniform sampler smp;
layout(binding = 3) buffer O { float o[8]; };
float get(image2D im, ivec2 p) { return imageLoad(im, p).x; }
float samp(texture2D t, sampler s) { return textureLod(sampler2D(t, s), vec2(0.25, 0.75), 0.0).x; }
void main() {
  uint i = gl_LocalInvocationIndex;
  o[i] = get(img, ivec2(i % 2u, i / 2u)) + samp(texs[nonuniformEXT(i % 3u)], smp);
  if (i == 0u) o[4] = texelFetchOffset(texs[2], ivec2(0, 0), 1, ivec2(0, 0)) .x + texelFetch(texs[1], ivec2(1, 1), 0).x;
}`, func(t *testing.T, p *Program) {
		img := f32Image(texel.Dim2D, 2, 2, 1, 1, 1, 2, 3, 4)
		texs := make([]*texel.Binding, 3)
		for k := range texs {
			// level 0 2×2: 10k + (0,1,2,3); level 1 1×1: 100 + k
			im := texel.NewImage(texel.R32_SFLOAT, texel.Dim2D, 2, 2, 1, 1, 2, 1)
			copy(im.Data, fromF32(float32(10*k), float32(10*k+1), float32(10*k+2), float32(10*k+3), float32(100+k)))
			texs[k] = &texel.Binding{Kind: texel.SampledImage, View: texel.View{Image: im}}
		}
		out := make([]byte, 32)
		res := imgRun(t, p, Config{Images: map[[2]uint32]*texel.Binding{{0, 0}: storage(img),
			{0, 2}: {Kind: texel.SamplerOnly, Sampler: &texel.Sampler{MaxLod: texel.LodClampNone}}},
			ImageArrays: map[[2]uint32][]*texel.Binding{{0, 1}: texs},
			Buffers:     map[[2]uint32][]byte{{0, 3}: out}})
		wantOnly(t, res, "")
		// (0.25, 0.75) nearest is texel (0, 1): 10k + 2
		got := f32s(out)
		want := []float32{1 + 2, 2 + 12, 3 + 22, 4 + 2, 102 + 13}
		for i, w := range want {
			if got[i] != w {
				t.Errorf("o[%d] = %v, want %v", i, got[i], w)
			}
		}
	})
}

// TestImageAtomicFloatMinMax: GL_EXT_shader_atomic_float2's image
// atomicMin/Max on r32f.
func TestImageAtomicFloatMinMax(t *testing.T) {
	forCompilers(t, `#version 450
#extension GL_EXT_shader_atomic_float2 : enable
layout(local_size_x = 4) in;
layout(binding = 0, r32f) uniform image1D fl;
layout(binding = 1) buffer O { float o[8]; };
void main() {
  float v = float(gl_LocalInvocationIndex) - 1.5; // -1.5 -0.5 0.5 1.5
  o[gl_LocalInvocationIndex] = imageAtomicMin(fl, 0, v);
  o[4u + gl_LocalInvocationIndex] = imageAtomicMax(fl, 1, v);
}`, func(t *testing.T, p *Program) {
		fl := f32Image(texel.Dim1D, 2, 1, 1, 1, 0, 0)
		out := make([]byte, 32)
		wantOnly(t, imgRun(t, p, Config{Images: map[[2]uint32]*texel.Binding{{0, 0}: storage(fl)}, Buffers: map[[2]uint32][]byte{{0, 1}: out}}), "")
		// lanes in order: min 0 -> -1.5 stays; max 0, 0, 0 -> 0.5 -> 1.5
		if got := f32s(fl.Data); got[0] != -1.5 || got[1] != 1.5 {
			t.Errorf("image %v, want [-1.5 1.5]", got)
		}
		o := f32s(out)
		want := []float32{0, -1.5, -1.5, -1.5, 0, 0, 0, 0.5}
		for i := range want {
			if o[i] != want[i] {
				t.Fatalf("old values %v, want %v", o, want)
			}
		}
	})
}

// TestImageViews: a view with another format of the same texel size
// reinterprets the bytes; a storage view whose base level is 1 reads and
// writes level 1, and imageSize gives that level's size.
func TestImageViews(t *testing.T) {
	forCompilers(t, `#version 450
layout(local_size_x = 1) in;
layout(binding = 0, rgba8) uniform image2D asBytes;
layout(binding = 1, r32ui) uniform uimage2D lvl;
layout(binding = 2) buffer O { vec4 o; uvec4 u; };
void main() {
  o = imageLoad(asBytes, ivec2(0));
  u = uvec4(imageLoad(lvl, ivec2(1, 0)).x, imageSize(lvl), 0u);
  imageStore(lvl, ivec2(0, 0), uvec4(42u));
}`, func(t *testing.T, p *Program) {
		words := texel.NewImage(texel.R32_UINT, texel.Dim2D, 1, 1, 1, 1, 1, 1)
		copy(words.Data, fromU32(0xff804000)) // bytes 00 40 80 ff
		mip := texel.NewImage(texel.R32_UINT, texel.Dim2D, 4, 2, 1, 1, 2, 1)
		off, _ := mip.LevelOffset(1) // level 1 is 2×1
		copy(mip.Data[off:], fromU32(7, 9))
		out := make([]byte, 32)
		res := imgRun(t, p, Config{Images: map[[2]uint32]*texel.Binding{
			{0, 0}: {Kind: texel.StorageImage, View: texel.View{Image: words, Format: texel.R8G8B8A8_UNORM}},
			{0, 1}: {Kind: texel.StorageImage, View: texel.View{Image: mip, BaseLevel: 1}},
		}, Buffers: map[[2]uint32][]byte{{0, 2}: out}})
		wantOnly(t, res, "")
		o := f32s(out[:16])
		for k, c := range []float32{0, 64, 128, 255} {
			if w := c * float32(1.0/255); o[k] != w {
				t.Errorf("component %d: %v, want %v", k, o[k], w)
			}
		}
		eqU32(t, u32s(out[16:28]), []uint32{9, 2, 1})
		if got := u32s(mip.Data[off:]); got[0] != 42 || u32s(mip.Data)[0] != 0 {
			t.Errorf("store went to %v (level 1) / %v (level 0)", got, u32s(mip.Data)[:2])
		}
	})
}

// TestImageSampleBaseLevel: texture() and textureOffset() in a compute
// shader (no derivatives, so no implicit level of detail) sample the
// view's base level, as an explicit Lod 0 (both compilers emit that; an
// implicit-LOD instruction would not pass spirv-val). The texture has
// two levels of different colours, so reading level 1 would show.
func TestImageSampleBaseLevel(t *testing.T) {
	forCompilers(t, `#version 450
layout(local_size_x = 1) in;
layout(binding = 0) uniform sampler2D tex;
layout(binding = 1) uniform sampler2DShadow depth;
layout(binding = 2) buffer Out { vec4 o[3]; };
void main() {
  o[0] = texture(tex, vec2(0.5));
  o[1] = textureOffset(tex, vec2(0.25), ivec2(1, 0));
  o[2] = vec4(texture(depth, vec3(0.25, 0.25, 0.5)), texture(depth, vec3(0.75, 0.25, 0.5)), 0.0, 0.0);
}`, func(t *testing.T, p *Program) {
		// level 0 (2×2): red, green / blue, white; level 1 (1×1): black
		tex := texel.NewImage(texel.R8G8B8A8_UNORM, texel.Dim2D, 2, 2, 1, 1, 2, 1)
		copy(tex.Data, []byte{255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255, 0, 0, 0, 255})
		depth := texel.NewImage(texel.D32_SFLOAT, texel.Dim2D, 2, 1, 1, 1, 1, 1)
		copy(depth.Data, fromF32(0.25, 0.75))
		// a minification-linear, magnification-nearest sampler with
		// every level reachable: Lod 0 magnifies, so the nearest texel
		nearest := &texel.Sampler{MinFilter: texel.Linear, MipmapMode: texel.Linear, AddressU: texel.ClampToEdge, AddressV: texel.ClampToEdge, MaxLod: texel.LodClampNone}
		cmp := &texel.Sampler{AddressU: texel.ClampToEdge, AddressV: texel.ClampToEdge, MaxLod: texel.LodClampNone, Compare: true, CompareOp: texel.Less}
		out := make([]byte, 3*16)
		res := imgRun(t, p, Config{Images: map[[2]uint32]*texel.Binding{
			{0, 0}: {Kind: texel.CombinedImageSampler, View: texel.View{Image: tex}, Sampler: nearest},
			{0, 1}: {Kind: texel.CombinedImageSampler, View: texel.View{Image: depth}, Sampler: cmp},
		}, Buffers: map[[2]uint32][]byte{{0, 2}: out}})
		wantOnly(t, res, "")
		want := []float32{
			1, 1, 1, 1, // (0.5, 0.5) on level 0, nearest: texel (1,1), white
			0, 1, 0, 1, // texel (0,0) moved one right: green
			0, 1, 0, 0, // Dref 0.5 < 0.25 fails, 0.5 < 0.75 passes
		}
		got := f32s(out)
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("o[%d]: got %v, want %v", i/4, got[i/4*4:i/4*4+4], want[i/4*4:i/4*4+4])
			}
		}
	})
}
