//go:build (linux || freebsd || darwin) && (amd64 || arm64)

package vulkan

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/texel"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// imageCase is one image compute shader run on lavapipe and on the
// interpreter; every image, texel buffer and buffer must hold the same
// bytes afterwards.
type imageCase struct {
	name   string
	src    string
	wg     [3]uint32
	images func() map[[2]uint32]*texel.Binding // fresh descriptors per run
	bufs   map[[2]uint32]int                   // zeroed buffers, in bytes
	// known names a known interpreter mismatch, driver a known lavapipe
	// bug (with the Mesa releases in mesa, MesaMatch; "" for all): the
	// results must differ, and the test fails when they agree so that
	// the entry gets removed.
	known, driver, mesa string
}

// newImg returns an image whose texels come from val (x, y, z, level,
// layer, sample) through the format's encoder: floats for float formats,
// integers (as int64 bits) for the others.
func newImg(f texel.Format, dim texel.Dim, w, h, d, layers, levels, samples uint32, val func(i int) [4]float64) *texel.Image {
	img := texel.NewImage(f, dim, w, h, d, layers, levels, samples)
	ts := f.Size()
	float := f.Info().Class.IsFloat()
	for i := 0; i*ts < len(img.Data); i++ {
		v := val(i)
		if float {
			f.EncodeFloat(img.Data[i*ts:], v)
		} else {
			var u [4]uint64
			for c := range u {
				u[c] = uint64(int64(v[c]))
			}
			f.EncodeInt(img.Data[i*ts:], u)
		}
	}
	return img
}

func storage(img *texel.Image) *texel.Binding {
	return &texel.Binding{Kind: texel.StorageImage, View: texel.View{Image: img}}
}

func cloneBindings(m map[[2]uint32]*texel.Binding) map[[2]uint32]*texel.Binding {
	out := map[[2]uint32]*texel.Binding{}
	clones := map[*texel.Image]*texel.Image{}
	for k, b := range m {
		c := *b
		if img := b.View.Image; img != nil {
			if clones[img] == nil {
				x := *img
				x.Data = bytes.Clone(img.Data)
				clones[img] = &x
			}
			c.View.Image = clones[img]
		}
		out[k] = &c
	}
	return out
}

func runImageCase(t *testing.T, d *Device, c imageCase) {
	t.Helper()
	expectDiff := c.known != "" || c.driver != "" && (c.mesa == "" || MesaMatch(d.Info().DriverInfo, c.mesa))
	var diffs []string
	defer func() {
		switch {
		case expectDiff && len(diffs) == 0:
			t.Errorf("lavapipe and the interpreter agree now; remove the known difference: %s%s", c.known, c.driver)
		case expectDiff:
			t.Logf("known difference (%s%s):\n%s", c.known, c.driver, strings.Join(diffs, "\n"))
		default:
			for _, x := range diffs {
				t.Error(x)
			}
		}
	}()
	spv := compile(t, c.src, "--target-env", "vulkan1.1")
	imgs := c.images()
	vkImgs, inImgs := cloneBindings(imgs), cloneBindings(imgs)
	vkBufs, inBufs := map[[2]uint32][]byte{}, map[[2]uint32][]byte{}
	for k, n := range c.bufs {
		vkBufs[k], inBufs[k] = make([]byte, n), make([]byte, n)
	}
	if _, err := d.Run(spv, RunConfig{Workgroups: c.wg, Buffers: vkBufs, Images: vkImgs}); err != nil {
		var ue *UnsupportedError
		if errors.As(err, &ue) {
			t.Skipf("lavapipe: %v", err)
		}
		t.Fatalf("vulkan: %v", err)
	}
	p, err := interp.Load(spv)
	if err != nil {
		t.Fatal(err)
	}
	res, err := p.Run(interp.Config{SubgroupSize: 8, Workgroups: c.wg, Buffers: inBufs, Images: inImgs})
	if err != nil {
		t.Fatalf("interp: %v", err)
	}
	for _, dg := range res.Diagnostics {
		t.Errorf("interp diagnostic: %s", dg)
	}
	for k := range c.bufs {
		if diff := describeDiff(vkBufs[k], inBufs[k]); diff != "" {
			diffs = append(diffs, fmt.Sprintf("buffer %v: lavapipe and the interpreter differ:\n%s", k, diff))
		}
	}
	for k, b := range vkImgs {
		if b.View.Image == nil || b.View.Image.Samples > 1 {
			continue // a multisampled image is not read back from Vulkan
		}
		a, x := b.View.Image, inImgs[k].View.Image
		if !bytes.Equal(a.Data, x.Data) {
			ts := a.Format.Size()
			var tdiffs []string
			for off := 0; off+ts <= len(a.Data); off += ts {
				if !bytes.Equal(a.Data[off:off+ts], x.Data[off:off+ts]) && len(tdiffs) < 8 {
					tdiffs = append(tdiffs, fmt.Sprintf("texel %d: lavapipe %x, interpreter %x", off/ts, a.Data[off:off+ts], x.Data[off:off+ts]))
				}
			}
			diffs = append(diffs, fmt.Sprintf("image %v (%v): lavapipe and the interpreter differ:\n  %s", k, a.Format, strings.Join(tdiffs, "\n  ")))
		}
	}
}

// glslType is the image type prefix and vector type of a format.
func glslType(f texel.Format) (prefix, vec string) {
	switch in := f.Info(); {
	case in.Class == texel.UInt && in.Size == 8 && len(in.Fields) == 1:
		return "u64", "u64vec4"
	case in.Class == texel.SInt && in.Size == 8 && len(in.Fields) == 1:
		return "i64", "i64vec4"
	case in.Class == texel.UInt:
		return "u", "uvec4"
	case in.Class == texel.SInt:
		return "i", "ivec4"
	}
	return "", "vec4"
}

// TestImageFormatsAgree loads and stores every GLSL storage format: the
// loaded values go to a buffer as bits, even columns store them halved
// (floats) or with bit 0 flipped (integers), odd columns store values
// that need rounding and clamping.
func TestImageFormatsAgree(t *testing.T) {
	d := device(t)
	for _, f := range texel.Formats() {
		in := f.Info()
		if in.GLSL == "" {
			continue
		}
		t.Run(in.GLSL, func(t *testing.T) {
			prefix, vec := glslType(f)
			ext := ""
			if strings.HasPrefix(prefix, "u64") || strings.HasPrefix(prefix, "i64") {
				ext = "#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require\n#extension GL_EXT_shader_image_int64 : require\n"
			}
			// Only conversions with one right answer: Vulkan lets a
			// float-to-normalized conversion round either way when the
			// product is not an integer, and a float16 conversion round
			// toward zero (lavapipe does both), and a normalized read
			// be off by a unit in the last place (lavapipe multiplies
			// by 1/255). So the loaded values go to the buffer as
			// round(v × (2^b-1)) for normalized formats (bits for float
			// formats), even columns store the loaded value back (a
			// round trip), odd columns store values that are exact in
			// the format or clamp to its ends.
			var bits, even, odd string
			switch {
			case in.Class == texel.UNorm || in.Class == texel.SNorm:
				var scale [4]string
				for c := range scale {
					scale[c] = "1.0"
				}
				for _, fl := range in.Fields {
					b := int(fl.Bits)
					if in.Class == texel.SNorm {
						b--
					}
					scale[fl.Channel] = fmt.Sprintf("%d.0", 1<<b-1)
				}
				bits = fmt.Sprintf("uint(int(round(v[c] * vec4(%s)[c])))", strings.Join(scale[:], ", "))
				even = "v"
				if in.Class == texel.UNorm {
					odd = "vec4(-2.0, 0.0, 1.0, 3.0)[(i + 0u) % 4u], vec4(-2.0, 0.0, 1.0, 3.0)[(i + 1u) % 4u], vec4(-2.0, 0.0, 1.0, 3.0)[(i + 2u) % 4u], vec4(-2.0, 0.0, 1.0, 3.0)[(i + 3u) % 4u]"
				} else {
					odd = "float(int(i % 5u) - 2), float(int((i + 1u) % 5u) - 2), float(int((i + 2u) % 5u) - 2), float(int((i + 3u) % 5u) - 2)"
				}
				odd = "vec4(" + odd + ")"
			case vec == "vec4":
				bits = "floatBitsToUint(v[c])"
				even = "v"
				odd = "vec4(float(i) * 0.5 - 2.0, float(i) * 0.25, float(i) * -0.125 + 1.0, float(i))"
			default:
				bits = "uint(v[c])"
				even = vec + "(v ^ 1)"
				odd = vec + "(i, i * 2u, i * 3u, 1u)"
			}
			src := fmt.Sprintf(`#version 450
%slayout(local_size_x = 4, local_size_y = 4) in;
layout(set = 0, binding = 0, %s) uniform readonly %simage2D src;
layout(set = 0, binding = 1, %s) uniform writeonly %simage2D dst;
layout(set = 0, binding = 2) buffer Out { uint o[]; };
void main() {
	ivec2 p = ivec2(gl_GlobalInvocationID.xy);
	uint i = uint(p.y * 4 + p.x);
	%s v = imageLoad(src, p);
	for (int c = 0; c < 4; c++)
		o[i * 4u + uint(c)] = %s;
	if ((p.x & 1) == 0)
		imageStore(dst, p, %s);
	else
		imageStore(dst, p, %s);
}
`, ext, in.GLSL, prefix, in.GLSL, prefix, vec, bits, even, odd)
			val := func(i int) [4]float64 {
				if in.Class.IsFloat() {
					return [4]float64{float64(i%7) / 6, float64(i%5)/4 - 0.5, float64(i) * 0.061, 1 - float64(i%3)/2}
				}
				lim := float64(uint64(1)<<(in.Fields[0].Bits-1) - 2) // in range of every field's width
				if in.Fields[len(in.Fields)-1].Bits == 2 {
					return [4]float64{float64(i % 9), float64(i % 5), float64(i % 7), float64(i % 3)}
				}
				return [4]float64{min(float64(i*3), lim), min(float64(i), lim), min(float64(i*5), lim), 1}
			}
			runImageCase(t, d, imageCase{name: in.GLSL, src: src, wg: [3]uint32{1, 1, 1},
				images: func() map[[2]uint32]*texel.Binding {
					return map[[2]uint32]*texel.Binding{
						{0, 0}: storage(newImg(f, texel.Dim2D, 4, 4, 1, 1, 1, 1, val)),
						{0, 1}: storage(texel.NewImage(f, texel.Dim2D, 4, 4, 1, 1, 1, 1)),
					}
				},
				bufs: map[[2]uint32]int{{0, 2}: 16 * 4 * 4}})
		})
	}
}

// TestImageShadersAgree runs sampling, filters, atomics, texel buffers,
// mipmaps, 1D/3D/array images and queries.
func TestImageShadersAgree(t *testing.T) {
	d := device(t)
	// A 4x4 R32_SFLOAT image of small integers: linear filtering with
	// weights that are multiples of 1/4 stays exact.
	grid := func() *texel.Image {
		return newImg(texel.R32_SFLOAT, texel.Dim2D, 4, 4, 1, 1, 1, 1, func(i int) [4]float64 { return [4]float64{float64(i*i%17 - 5)} })
	}
	rgba := func(w, h uint32) *texel.Image {
		return newImg(texel.R8G8B8A8_UNORM, texel.Dim2D, w, h, 1, 1, 1, 1, func(i int) [4]float64 {
			return [4]float64{float64(i*37%256) / 255, float64(i*91%256) / 255, float64(i*13%256) / 255, 1}
		})
	}
	sampled := func(img *texel.Image, s texel.Sampler) *texel.Binding {
		return &texel.Binding{Kind: texel.CombinedImageSampler, View: texel.View{Image: img}, Sampler: &s}
	}
	samplingSrc := `#version 450
layout(local_size_x = 16) in;
layout(set = 0, binding = 0) uniform sampler2D tex;
layout(set = 0, binding = 1) buffer Out { vec4 o[]; };
void main() {
	uint i = gl_GlobalInvocationID.x;
	// Coordinates from -1.25 to 6.25 texels, a quarter texel from a
	// texel's edge (so nearest filtering has one answer whatever the
	// precision) and at linear weights of 1/4 and 3/4 (exact with the 4
	// bits of subtexel precision Vulkan asks for).
	vec2 t = vec2(float(i) * 0.5 - 1.25, float(i % 5u) * 1.5 - 0.75);
	o[i] = textureLod(tex, t / 4.0, 0.0);
	o[i + 16u] = textureLod(tex, t / 4.0 + vec2(0.125, 0.125), 0.0);
}
`
	unnormSrc := strings.Replace(strings.Replace(samplingSrc, "t / 4.0 + vec2(0.125, 0.125)", "t + vec2(0.5, 0.5)", 1), "t / 4.0", "t", 1)
	var cases []imageCase
	for _, mode := range []struct {
		name string
		m    texel.AddressMode
	}{{"repeat", texel.Repeat}, {"mirrored_repeat", texel.MirroredRepeat}, {"clamp_to_edge", texel.ClampToEdge}, {"clamp_to_border", texel.ClampToBorder}, {"mirror_clamp_to_edge", texel.MirrorClampToEdge}} {
		for _, filter := range []texel.Filter{texel.Nearest, texel.Linear} {
			s := texel.Sampler{MagFilter: filter, MinFilter: filter, AddressU: mode.m, AddressV: mode.m, AddressW: mode.m, Border: texel.FloatOpaqueWhite}
			name := fmt.Sprintf("sample_%s_%s", map[texel.Filter]string{texel.Nearest: "nearest", texel.Linear: "linear"}[filter], mode.name)
			// With ClampToBorder, Vulkan replaces the texel with the
			// border colour before "Conversion to RGBA", which gives
			// the components an R32_SFLOAT image lacks 0, 0, 1: white
			// reads (1, 0, 0, 1).
			cases = append(cases, imageCase{name: name, src: samplingSrc, wg: [3]uint32{1, 1, 1},
				images: func() map[[2]uint32]*texel.Binding { return map[[2]uint32]*texel.Binding{{0, 0}: sampled(grid(), s)} },
				bufs:   map[[2]uint32]int{{0, 1}: 32 * 16}})
		}
	}
	// 8-bit UNORM filtering (lavapipe filters in 8-bit fixed point).
	for _, filter := range []texel.Filter{texel.Nearest, texel.Linear} {
		s := texel.Sampler{MagFilter: filter, MinFilter: filter, AddressU: texel.Repeat, AddressV: texel.MirroredRepeat}
		cases = append(cases, imageCase{name: fmt.Sprintf("sample_rgba8_%d", filter), src: samplingSrc, wg: [3]uint32{1, 1, 1},
			images: func() map[[2]uint32]*texel.Binding {
				return map[[2]uint32]*texel.Binding{{0, 0}: sampled(rgba(4, 4), s)}
			},
			bufs: map[[2]uint32]int{{0, 1}: 32 * 16}})
	}
	// The border colour itself, on a format with four components.
	rgbaGrid := func() *texel.Image {
		return newImg(texel.R32G32B32A32_SFLOAT, texel.Dim2D, 4, 4, 1, 1, 1, 1, func(i int) [4]float64 {
			return [4]float64{float64(i), float64(-i), 0.5, 2}
		})
	}
	for _, border := range []texel.BorderColor{texel.FloatOpaqueWhite, texel.FloatOpaqueBlack, texel.FloatTransparentBlack} {
		s := texel.Sampler{MagFilter: texel.Linear, MinFilter: texel.Linear, AddressU: texel.ClampToBorder, AddressV: texel.ClampToBorder, Border: border}
		cases = append(cases, imageCase{name: fmt.Sprintf("sample_linear_border_%d_rgba32f", border), src: samplingSrc, wg: [3]uint32{1, 1, 1},
			images: func() map[[2]uint32]*texel.Binding {
				return map[[2]uint32]*texel.Binding{{0, 0}: sampled(rgbaGrid(), s)}
			},
			bufs: map[[2]uint32]int{{0, 1}: 32 * 16}})
	}
	for _, filter := range []texel.Filter{texel.Nearest, texel.Linear} {
		s := texel.Sampler{MagFilter: filter, MinFilter: filter, AddressU: texel.ClampToEdge, AddressV: texel.ClampToEdge, Unnormalized: true}
		cases = append(cases, imageCase{name: fmt.Sprintf("sample_unnormalized_%d", filter), src: unnormSrc, wg: [3]uint32{1, 1, 1},
			images: func() map[[2]uint32]*texel.Binding { return map[[2]uint32]*texel.Binding{{0, 0}: sampled(grid(), s)} },
			bufs:   map[[2]uint32]int{{0, 1}: 32 * 16}})
	}
	cases = append(cases,
		imageCase{name: "mipmaps_nearest", wg: [3]uint32{1, 1, 1}, src: `#version 450
layout(local_size_x = 8) in;
layout(set = 0, binding = 0) uniform sampler2D tex;
layout(set = 0, binding = 1) buffer Out { vec4 o[]; };
void main() {
	uint i = gl_GlobalInvocationID.x;
	o[i] = textureLod(tex, vec2(0.3, 0.6), float(i % 4u));
	o[i + 8u] = vec4(textureSize(tex, 1), textureQueryLevels(tex), 0);
}
`, images: func() map[[2]uint32]*texel.Binding {
			img := newImg(texel.R32_SFLOAT, texel.Dim2D, 8, 8, 1, 1, 4, 1, func(i int) [4]float64 { return [4]float64{float64(i)} })
			s := texel.Sampler{MaxLod: texel.LodClampNone}
			return map[[2]uint32]*texel.Binding{{0, 0}: sampled(img, s)}
		}, bufs: map[[2]uint32]int{{0, 1}: 16 * 16}},
		imageCase{name: "texture_size_dynamic_lod", driver: "lavapipe's textureSize(sampler, lod) gives level 0's size when lod is not a constant (Mesa 22.3 and 25.0)",
			wg: [3]uint32{1, 1, 1}, src: `#version 450
layout(local_size_x = 8) in;
layout(set = 0, binding = 0) uniform sampler2D tex;
layout(set = 0, binding = 1) buffer Out { vec4 o[]; };
void main() {
	uint i = gl_GlobalInvocationID.x;
	o[i] = textureLod(tex, vec2(0.3, 0.6), float(i % 4u));
	o[i + 8u] = vec4(textureSize(tex, int(i % 4u)), textureQueryLevels(tex), 0);
}
`, images: func() map[[2]uint32]*texel.Binding {
				img := newImg(texel.R32_SFLOAT, texel.Dim2D, 8, 8, 1, 1, 4, 1, func(i int) [4]float64 { return [4]float64{float64(i)} })
				s := texel.Sampler{MaxLod: texel.LodClampNone}
				return map[[2]uint32]*texel.Binding{{0, 0}: sampled(img, s)}
			}, bufs: map[[2]uint32]int{{0, 1}: 16 * 16}},
		imageCase{name: "box_filter_rgba8ui", wg: [3]uint32{2, 2, 1}, src: `#version 450
layout(local_size_x = 4, local_size_y = 4) in;
layout(set = 0, binding = 0, rgba8ui) uniform readonly uimage2D src;
layout(set = 0, binding = 1, rgba8ui) uniform writeonly uimage2D dst;
void main() {
	ivec2 p = ivec2(gl_GlobalInvocationID.xy);
	ivec2 n = imageSize(src);
	uvec4 sum = uvec4(0);
	for (int dy = -1; dy <= 1; dy++)
		for (int dx = -1; dx <= 1; dx++)
			sum += imageLoad(src, clamp(p + ivec2(dx, dy), ivec2(0), n - 1));
	imageStore(dst, p, sum / 9u);
}
`, images: func() map[[2]uint32]*texel.Binding {
			src := newImg(texel.R8G8B8A8_UINT, texel.Dim2D, 8, 8, 1, 1, 1, 1, func(i int) [4]float64 {
				return [4]float64{float64(i * 37 % 256), float64(i * 91 % 256), float64(i * 13 % 256), 255}
			})
			return map[[2]uint32]*texel.Binding{{0, 0}: storage(src), {0, 1}: storage(texel.NewImage(texel.R8G8B8A8_UINT, texel.Dim2D, 8, 8, 1, 1, 1, 1))}
		}},
		imageCase{name: "sobel_rgba8", wg: [3]uint32{1, 1, 1}, src: `#version 450
layout(local_size_x = 8, local_size_y = 8) in;
layout(set = 0, binding = 0, rgba8) uniform readonly image2D src;
layout(set = 0, binding = 1, rgba8) uniform writeonly image2D dst;
void main() {
	ivec2 p = ivec2(gl_GlobalInvocationID.xy);
	ivec2 n = imageSize(src);
	// Integer-valued luminance keeps the arithmetic exact.
	ivec2 g = ivec2(0);
	for (int dy = -1; dy <= 1; dy++)
		for (int dx = -1; dx <= 1; dx++) {
			ivec3 c = ivec3(imageLoad(src, clamp(p + ivec2(dx, dy), ivec2(0), n - 1)).rgb * 255.0 + 0.5);
			int l = c.r + c.g + c.b;
			g += ivec2(dx * (dy == 0 ? 2 : 1), dy * (dx == 0 ? 2 : 1)) * l;
		}
	imageStore(dst, p, vec4(vec2(abs(g)) / 3060.0, float(g.x + g.y) / 8.0, 1.0));
}
`, images: func() map[[2]uint32]*texel.Binding {
			return map[[2]uint32]*texel.Binding{{0, 0}: storage(rgba(8, 8)), {0, 1}: storage(texel.NewImage(texel.R8G8B8A8_UNORM, texel.Dim2D, 8, 8, 1, 1, 1, 1))}
		}},
		imageCase{name: "atomics_r32ui", wg: [3]uint32{4, 1, 1}, src: `#version 450
layout(local_size_x = 64) in;
layout(set = 0, binding = 0, r32ui) uniform uimage2D img;
layout(set = 0, binding = 1, r32i) uniform iimage1D simg;
void main() {
	uint i = gl_GlobalInvocationID.x;
	ivec2 p = ivec2(i % 4u, (i / 4u) % 2u);
	imageAtomicAdd(img, p, i);
	imageAtomicMax(img, p + ivec2(0, 2), i * 2654435761u);
	imageAtomicMin(img, p + ivec2(0, 4), i * 40503u + 7u);
	imageAtomicOr(img, p + ivec2(0, 6), 1u << (i % 32u));
	imageAtomicXor(img, ivec2(i % 4u, 8), i * 0x9e3779b9u);
	imageAtomicAnd(img, ivec2(i % 4u, 9), ~(1u << (i % 31u)));
	imageAtomicCompSwap(img, ivec2(0, 10), 0u, 5u);
	imageAtomicMin(simg, int(i % 8u), int(i) - 100);
	imageAtomicMax(simg, int(i % 8u) + 8, -int(i) * 3);
}
`, images: func() map[[2]uint32]*texel.Binding {
			img := newImg(texel.R32_UINT, texel.Dim2D, 4, 11, 1, 1, 1, 1, func(i int) [4]float64 {
				if i >= 16 && i < 24 {
					return [4]float64{4000000000}
				}
				if i >= 36 {
					return [4]float64{4294967295}
				}
				return [4]float64{0}
			})
			return map[[2]uint32]*texel.Binding{{0, 0}: storage(img), {0, 1}: storage(texel.NewImage(texel.R32_SINT, texel.Dim1D, 16, 1, 1, 1, 1, 1))}
		}},
		imageCase{name: "texel_buffers", wg: [3]uint32{1, 1, 1}, src: `#version 450
layout(local_size_x = 16) in;
layout(set = 0, binding = 0) uniform samplerBuffer tin;
layout(set = 0, binding = 1, rgba32f) uniform imageBuffer tout;
layout(set = 0, binding = 2, r32ui) uniform uimageBuffer counters;
layout(set = 0, binding = 3) uniform usamplerBuffer uin;
void main() {
	int i = int(gl_GlobalInvocationID.x);
	imageStore(tout, i, texelFetch(tin, i) * 2.0 + vec4(texelFetch(uin, i).x));
	imageAtomicAdd(counters, i % 3, uint(i));
	if (i == 0)
		imageStore(tout, 16, vec4(textureSize(tin), imageSize(tout), imageSize(counters), 0));
}
`, images: func() map[[2]uint32]*texel.Binding {
			tin := newImg(texel.R8G8B8A8_UNORM, texel.DimBuffer, 16, 1, 1, 1, 1, 1, func(i int) [4]float64 {
				return [4]float64{float64(i) / 15, float64(15-i) / 15, 0.5, 1}
			})
			uin := newImg(texel.R16_UINT, texel.DimBuffer, 16, 1, 1, 1, 1, 1, func(i int) [4]float64 { return [4]float64{float64(i * 100)} })
			return map[[2]uint32]*texel.Binding{
				{0, 0}: {Kind: texel.UniformTexelBuffer, View: texel.View{Image: tin}},
				{0, 1}: {Kind: texel.StorageTexelBuffer, View: texel.View{Image: texel.NewImage(texel.R32G32B32A32_SFLOAT, texel.DimBuffer, 17, 1, 1, 1, 1, 1)}},
				{0, 2}: {Kind: texel.StorageTexelBuffer, View: texel.View{Image: texel.NewImage(texel.R32_UINT, texel.DimBuffer, 3, 1, 1, 1, 1, 1)}},
				{0, 3}: {Kind: texel.UniformTexelBuffer, View: texel.View{Image: uin}},
			}
		}},
		imageCase{name: "dims_1d_3d_array", wg: [3]uint32{1, 1, 1}, src: `#version 450
layout(local_size_x = 4, local_size_y = 4, local_size_z = 2) in;
layout(set = 0, binding = 0, r32f) uniform image1D a;
layout(set = 0, binding = 1, rg16f) uniform image3D b;
layout(set = 0, binding = 2, rgba16ui) uniform uimage2DArray c;
layout(set = 0, binding = 3) buffer Out { ivec4 o[]; };
void main() {
	ivec3 p = ivec3(gl_LocalInvocationID);
	imageStore(a, p.x + 4 * p.y, vec4(imageLoad(a, p.x).x + float(p.y)));
	imageStore(b, p, vec4(float(p.x) * 0.25, float(p.y + p.z), 0, 0));
	imageStore(c, p, uvec4(p, 7) + imageLoad(c, ivec3(p.xy, 1 - p.z)));
	if (p == ivec3(0)) {
		o[0] = ivec4(imageSize(a), imageSize(b));
		o[1] = ivec4(imageSize(c), 0);
	}
}
`, images: func() map[[2]uint32]*texel.Binding {
			c := newImg(texel.R16G16B16A16_UINT, texel.Dim2D, 4, 4, 1, 2, 1, 1, func(i int) [4]float64 { return [4]float64{float64(i), 2, 3, float64(i % 5)} })
			return map[[2]uint32]*texel.Binding{
				{0, 0}: storage(newImg(texel.R32_SFLOAT, texel.Dim1D, 16, 1, 1, 1, 1, 1, func(i int) [4]float64 { return [4]float64{float64(i) * 0.5} })),
				{0, 1}: storage(texel.NewImage(texel.R16G16_SFLOAT, texel.Dim3D, 4, 4, 2, 1, 1, 1)),
				{0, 2}: storage(c),
			}
		}, bufs: map[[2]uint32]int{{0, 3}: 32}},
		imageCase{name: "multisample_storage", wg: [3]uint32{1, 1, 1}, src: `#version 450
layout(local_size_x = 4, local_size_y = 4) in;
layout(set = 0, binding = 0, r32ui) uniform uimage2DMS ms;
layout(set = 0, binding = 1, r32ui) uniform uimage2D res;
void main() {
	ivec2 p = ivec2(gl_GlobalInvocationID.xy);
	for (int s = 0; s < 4; s++)
		imageStore(ms, p, s, uvec4(uint(p.x * 100 + p.y * 10 + s)));
	memoryBarrierImage();
	uint sum = 0u;
	for (int s = 0; s < 4; s++)
		sum = sum * 7u + imageLoad(ms, p, s).x;
	imageStore(res, p, uvec4(sum + uint(imageSamples(ms))));
}
`, images: func() map[[2]uint32]*texel.Binding {
			return map[[2]uint32]*texel.Binding{
				{0, 0}: storage(texel.NewImage(texel.R32_UINT, texel.Dim2D, 4, 4, 1, 1, 1, 4)),
				{0, 1}: storage(texel.NewImage(texel.R32_UINT, texel.Dim2D, 4, 4, 1, 1, 1, 1)),
			}
		}},
	)
	cases = append(cases, imageCase{name: "multisample_filled", wg: [3]uint32{1, 1, 1}, src: `#version 450
layout(local_size_x = 2, local_size_y = 2) in;
layout(set = 0, binding = 0, rgba8) uniform image2DMS ms;
layout(set = 0, binding = 1) buffer Out { uvec4 o[]; };
void main() {
	ivec2 p = ivec2(gl_GlobalInvocationID.xy);
	// As bytes: lavapipe's UNORM reads may be a unit in the last place off.
	o[p.y * 2 + p.x] = uvec4(round(imageLoad(ms, p, p.x + 2 * p.y) * 255.0));
}
`, images: func() map[[2]uint32]*texel.Binding {
		// One value in every texel and sample: uploaded with a clear.
		img := newImg(texel.R8G8B8A8_UNORM, texel.Dim2D, 2, 2, 1, 1, 1, 4, func(int) [4]float64 { return [4]float64{1, 0, 0.2, 1} })
		return map[[2]uint32]*texel.Binding{{0, 0}: storage(img)}
	}, bufs: map[[2]uint32]int{{0, 1}: 4 * 16}})
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { runImageCase(t, d, c) })
	}
}

// TestImageArraysAgree binds a descriptor array of storage images.
func TestImageArraysAgree(t *testing.T) {
	d := device(t)
	spv := compile(t, `#version 450
layout(local_size_x = 4) in;
layout(set = 0, binding = 0, r32ui) uniform uimage2D imgs[3];
void main() {
	int i = int(gl_GlobalInvocationID.x);
	for (int k = 0; k < 3; k++)
		imageStore(imgs[k], ivec2(i, 0), imageLoad(imgs[k], ivec2(i, 0)) * uint(k + 2) + uint(i));
}
`, "--target-env", "vulkan1.1")
	mk := func() []*texel.Binding {
		var out []*texel.Binding
		for k := 0; k < 3; k++ {
			out = append(out, storage(newImg(texel.R32_UINT, texel.Dim2D, 4, 1, 1, 1, 1, 1, func(i int) [4]float64 { return [4]float64{float64(10*k + i)} })))
		}
		return out
	}
	vk, in := mk(), mk()
	if _, err := d.Run(spv, RunConfig{Workgroups: [3]uint32{1, 1, 1}, ImageArrays: map[[2]uint32][]*texel.Binding{{0, 0}: vk}}); err != nil {
		t.Fatal(err)
	}
	p, err := interp.Load(spv)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Run(interp.Config{SubgroupSize: 8, Workgroups: [3]uint32{1, 1, 1}, ImageArrays: map[[2]uint32][]*texel.Binding{{0, 0}: in}}); err != nil {
		t.Fatal(err)
	}
	for k := range vk {
		// Hand-worked: texel i of image k is (10k + i)(k + 2) + i.
		for i := 0; i < 4; i++ {
			want := uint32((10*k+i)*(k+2) + i)
			for name, b := range map[string]*texel.Binding{"lavapipe": vk[k], "interpreter": in[k]} {
				data := b.View.Image.Data
				if got := uint32(data[4*i]) | uint32(data[4*i+1])<<8 | uint32(data[4*i+2])<<16 | uint32(data[4*i+3])<<24; got != want {
					t.Errorf("%s: image %d texel %d = %d, want %d", name, k, i, got, want)
				}
			}
		}
	}
}

// TestMultisampleUploadNeedsOneValue checks the one limit of uploading a
// multisampled image (Vulkan cannot copy into one; Run clears it).
func TestMultisampleUploadNeedsOneValue(t *testing.T) {
	img := newImg(texel.R32_UINT, texel.Dim2D, 2, 2, 1, 1, 1, 4, func(i int) [4]float64 { return [4]float64{float64(i)} })
	if _, err := clearValue(img); err == nil || !strings.Contains(err.Error(), "one value in every texel and sample") {
		t.Errorf("varied data: %v", err)
	}
	img = newImg(texel.R32_SINT, texel.Dim2D, 2, 2, 1, 1, 1, 4, func(int) [4]float64 { return [4]float64{-3} })
	cv, err := clearValue(img)
	if err != nil || cv[0] != 0xfd || cv[1] != 0xff || cv[3] != 0xff || cv[4] != 0 || cv[12] != 1 {
		t.Errorf("-3: %x %v", cv, err)
	}
}
