package cli

import (
	"bytes"
	"fmt"
	"github.com/glslc-nv/glslc-nv/internal/outfile"
	"math"
	"os"
	"strconv"
	"strings"

	"github.com/glslc-nv/glslc-nv/internal/imagefile"
	"github.com/glslc-nv/glslc-nv/internal/texel"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// imageSpec is one -b BINDING=image:FORMAT:SOURCE[:OPTION...] or
// BINDING=sampler[:OPTION...] option.
type imageSpec struct {
	set, binding uint32
	text         string
	sampler      bool // a sampler alone
	format       texel.Format
	// The image's contents: a PNG picture (w×h RGBA8 pixels), or zeros
	// of size w×h×d.
	png     string
	pixels  []byte
	w, h, d uint32
	levels  uint32
	samples uint32
	out     string // PNG written after the run ("" for none)
	smp     texel.Sampler
	// desc is the descriptor made for the module's declaration.
	desc *texel.Binding
}

// isImageSpec says whether a -b value binds an image or a sampler.
func isImageSpec(s string) bool {
	_, rest, _ := strings.Cut(s, "=")
	return strings.HasPrefix(rest, "image:") || rest == "sampler" || strings.HasPrefix(rest, "sampler:")
}

// defaultSampler is the sampler of a combined image sampler or a
// sampler binding without options: linear filtering (mipmaps too),
// clamp to edge, normalized coordinates, every level.
var defaultSampler = texel.Sampler{MagFilter: texel.Linear, MinFilter: texel.Linear, MipmapMode: texel.Linear,
	AddressU: texel.ClampToEdge, AddressV: texel.ClampToEdge, AddressW: texel.ClampToEdge, MaxLod: texel.LodClampNone}

// parseImageSpec reads BINDING=image:FORMAT:SOURCE[:OPTION...] (FORMAT
// a GLSL format qualifier such as rgba8 or r32f, or a Vulkan format name
// such as R8G8B8A8_UNORM; SOURCE a .png file or a size WxH, WxHxD or W),
// or BINDING=sampler[:OPTION...]. The options: out=FILE.png (write the
// image after the run), levels=N, samples=N, and for a sampler (or the
// sampler of a combined image sampler) nearest or linear, and repeat,
// mirror, clamp or border.
func parseImageSpec(s string) (*imageSpec, error) {
	bind, rest, _ := strings.Cut(s, "=")
	bad := func(format string, a ...any) error {
		return fmt.Errorf("-b %s: %s", s, fmt.Sprintf(format, a...))
	}
	spec := &imageSpec{text: s, smp: defaultSampler, levels: 1, samples: 1}
	var err error
	if spec.set, spec.binding, err = parseBinding(bind); err != nil {
		return nil, bad("%v", err)
	}
	parts := strings.Split(rest, ":")
	var opts []string
	if parts[0] == "sampler" {
		spec.sampler = true
		opts = parts[1:]
	} else {
		if len(parts) < 3 {
			return nil, bad("want image:FORMAT:SOURCE, SOURCE a .png file or a size WxH")
		}
		f, ok := texel.FromGLSL(parts[1])
		if !ok {
			f, ok = texel.ParseFormat(parts[1])
		}
		if !ok {
			return nil, bad("unknown format %q (a GLSL format qualifier such as rgba8, r32f, rgba16f, r32ui, or a Vulkan name such as R8G8B8A8_UNORM)", parts[1])
		}
		spec.format = f
		src := parts[2]
		if strings.HasSuffix(strings.ToLower(src), ".png") {
			spec.png = src
		} else {
			dims := strings.Split(src, "x")
			vals := []uint32{1, 1, 1}
			if len(dims) > 3 {
				return nil, bad("size %q is not W, WxH or WxHxD", src)
			}
			for i, dt := range dims {
				n, err := strconv.ParseUint(dt, 10, 32)
				if err != nil || n == 0 || n > 1<<15 {
					return nil, bad("size %q is not W, WxH or WxHxD (each from 1 to 32768), nor a .png file", src)
				}
				vals[i] = uint32(n)
			}
			spec.w, spec.h, spec.d = vals[0], vals[1], vals[2]
			if uint64(spec.w)*uint64(spec.h)*uint64(spec.d)*uint64(f.Size()) > uint64(maxBufferBytes) {
				return nil, bad("a %s image of %s is larger than %d MiB", f, src, maxBufferBytes>>20)
			}
		}
		opts = parts[3:]
	}
	for _, o := range opts {
		k, v, hasV := strings.Cut(o, "=")
		switch {
		case k == "out" && hasV && !spec.sampler:
			if v == "" {
				return nil, bad("out= needs a file name")
			}
			spec.out = v
		case (k == "levels" || k == "samples") && hasV && !spec.sampler:
			n, err := strconv.ParseUint(v, 10, 32)
			if err != nil || n == 0 || n > 64 || (k == "samples" && n&(n-1) != 0) {
				return nil, bad("%s=%s: want a number from 1 to 64%s", k, v, map[bool]string{true: ", a power of two", false: ""}[k == "samples"])
			}
			if k == "levels" {
				spec.levels = uint32(n)
			} else {
				spec.samples = uint32(n)
			}
		case o == "nearest" || o == "linear":
			f := texel.Nearest
			if o == "linear" {
				f = texel.Linear
			}
			spec.smp.MagFilter, spec.smp.MinFilter, spec.smp.MipmapMode = f, f, f
		case o == "repeat" || o == "mirror" || o == "clamp" || o == "border":
			m := map[string]texel.AddressMode{"repeat": texel.Repeat, "mirror": texel.MirroredRepeat, "clamp": texel.ClampToEdge, "border": texel.ClampToBorder}[o]
			spec.smp.AddressU, spec.smp.AddressV, spec.smp.AddressW = m, m, m
		default:
			return nil, bad("unknown option %q (out=FILE.png, levels=N, samples=N, nearest, linear, repeat, mirror, clamp, border)", o)
		}
	}
	if spec.samples > 1 && spec.levels > 1 {
		return nil, bad("a multisampled image has one level")
	}
	if spec.png != "" {
		data, err := os.ReadFile(spec.png)
		if err != nil {
			return nil, &exitError{code: 1, msg: fmt.Sprintf("-b %s: cannot read %s: %v", s, spec.png, errText(err))}
		}
		w, h, pix, err := imagefile.DecodePNG(bytes.NewReader(data))
		if err != nil {
			return nil, bad("%s: %v", spec.png, err)
		}
		spec.w, spec.h, spec.d, spec.pixels = uint32(w), uint32(h), 1, pix
	}
	return spec, nil
}

// bindImages makes the descriptors of the module's image, sampler and
// texel-buffer variables from the -b image and sampler options.
func bindImages(path string, decls []interp.ImageBindingInfo, specs []*imageSpec) (map[[2]uint32]*texel.Binding, error) {
	bySlot := map[[2]uint32]*imageSpec{}
	for _, s := range specs {
		bySlot[[2]uint32{s.set, s.binding}] = s
	}
	out := map[[2]uint32]*texel.Binding{}
	for _, d := range decls {
		key := [2]uint32{d.Set, d.Binding}
		s := bySlot[key]
		what := map[texel.Kind]string{texel.StorageImage: "storage image", texel.SampledImage: "sampled image", texel.CombinedImageSampler: "sampler",
			texel.SamplerOnly: "sampler", texel.UniformTexelBuffer: "texel buffer", texel.StorageTexelBuffer: "image buffer"}[d.Kind]
		if s == nil {
			hint := fmt.Sprintf("-b %d.%d=image:FORMAT:PICTURE.png", d.Set, d.Binding)
			if d.Kind == texel.SamplerOnly {
				hint = fmt.Sprintf("-b %d.%d=sampler", d.Set, d.Binding)
			}
			return nil, &exitError{code: 1, msg: fmt.Sprintf("%s: no %s given for set %d binding %d (%s); add %s", path, what, d.Set, d.Binding, d.Name, hint)}
		}
		if d.ArraySize != 0 {
			return nil, &exitError{code: 1, msg: fmt.Sprintf("%s: set %d binding %d (%s) is an array of images; -b binds single images", path, d.Set, d.Binding, d.Name)}
		}
		if s.sampler != (d.Kind == texel.SamplerOnly) {
			return nil, &exitError{code: 1, msg: fmt.Sprintf("%s: -b %s: set %d binding %d (%s) is a %s", path, s.text, d.Set, d.Binding, d.Name, what)}
		}
		b := &texel.Binding{Kind: d.Kind}
		if d.Kind == texel.SamplerOnly || d.Kind == texel.CombinedImageSampler {
			smp := s.smp
			b.Sampler = &smp
		}
		if d.Kind != texel.SamplerOnly {
			img, err := s.image(d)
			if err != nil {
				return nil, &exitError{code: 1, msg: fmt.Sprintf("%s: -b %s: %v", path, s.text, err)}
			}
			b.View = texel.View{Image: img}
		}
		s.desc = b
		out[key] = b
	}
	for _, s := range specs {
		if s.desc == nil {
			return nil, &exitError{code: 1, msg: fmt.Sprintf("%s: -b %s: the module has no image or sampler at set %d binding %d", path, s.text, s.set, s.binding)}
		}
	}
	return out, nil
}

// image makes the image a declaration sees: its dimensionality from the
// declaration (a texel buffer holds every pixel in a row), the data
// converted from the picture (8-bit channels as UNORM values for float
// formats, as the numbers 0..255 for integer ones), or zeros.
func (s *imageSpec) image(d interp.ImageBindingInfo) (*texel.Image, error) {
	dim := d.Dim
	w, h, dd := s.w, s.h, s.d
	switch dim {
	case texel.DimBuffer:
		w, h, dd = w*h*dd, 1, 1
	case texel.Dim1D:
		if h*dd != 1 {
			return nil, fmt.Errorf("a %dx%d image for a 1D image; give a size W", w, h)
		}
	case texel.Dim2D, texel.DimCube:
		if dd != 1 {
			return nil, fmt.Errorf("a %dx%dx%d image for a 2D image", w, h, dd)
		}
	}
	layers := uint32(1)
	if dim == texel.DimCube {
		return nil, fmt.Errorf("cube images cannot be bound from the command line")
	}
	if d.Arrayed {
		return nil, fmt.Errorf("image arrays cannot be bound from the command line")
	}
	if s.samples > 1 && !d.Multisampled || d.Multisampled && s.samples == 1 {
		return nil, fmt.Errorf("the shader declares a %s image; give samples=N (N > 1) exactly for a multisampled one", map[bool]string{true: "multisampled", false: "single-sampled"}[d.Multisampled])
	}
	img := texel.NewImage(s.format, dim, w, h, dd, layers, s.levels, s.samples)
	if s.pixels != nil {
		ts := s.format.Size()
		float := s.format.Info().Class.IsFloat()
		n := int(w * h * dd)
		for i := 0; i < n; i++ {
			p := s.pixels[4*i : 4*i+4]
			var fv [4]float64
			var iv [4]uint64
			for c := 0; c < 4; c++ {
				fv[c], iv[c] = float64(p[c])/255, uint64(p[c])
			}
			for smp := 0; smp < int(s.samples); smp++ {
				off := (i*int(s.samples) + smp) * ts
				if float {
					s.format.EncodeFloat(img.Data[off:], fv)
				} else {
					s.format.EncodeInt(img.Data[off:], iv)
				}
			}
		}
	}
	return img, nil
}

// savePictures writes the images with out= as PNG pictures: level 0,
// layer 0, sample 0; float components clamped to 0..1 and scaled to
// 0..255, integer ones clamped to 0..255; a missing alpha is 255.
func savePictures(specs []*imageSpec) error {
	for _, s := range specs {
		if s.out == "" || s.desc == nil {
			continue
		}
		img := s.desc.View.Image
		w, h := int(img.Width), int(img.Height)
		f := img.Format
		in := f.Info()
		ts := f.Size()
		hasAlpha := false
		for _, fl := range in.Fields {
			hasAlpha = hasAlpha || fl.Channel == 3
		}
		pix := make([]byte, 4*w*h)
		for i := 0; i < w*h; i++ {
			t := img.Data[i*int(max(img.Samples, 1))*ts:]
			var rgba [4]float64
			if in.Class.IsFloat() {
				v := f.DecodeFloat(t)
				for c := range rgba {
					rgba[c] = math.Round(min(max(v[c], 0), 1) * 255)
				}
			} else {
				v := f.DecodeInt(t)
				for c := range rgba {
					x := float64(v[c])
					if in.Class == texel.SInt {
						x = float64(int64(v[c]))
					}
					rgba[c] = min(max(x, 0), 255)
				}
				if !hasAlpha {
					rgba[3] = 255 // an integer format without alpha reads 1
				}
			}
			for c := range rgba {
				if rgba[c] != rgba[c] { // NaN
					rgba[c] = 0
				}
				pix[4*i+c] = byte(rgba[c])
			}
		}
		var buf bytes.Buffer
		if err := imagefile.EncodePNG(&buf, w, h, pix); err != nil {
			return err
		}
		if err := outfile.Write(s.out, buf.Bytes(), 0o644); err != nil {
			return fmt.Errorf("-b %s: %v", s.text, errText(err))
		}
	}
	return nil
}

// imageLines describes the bound images for the report.
func imageLines(specs []*imageSpec) []string {
	var out []string
	for _, s := range specs {
		if s.desc == nil || s.desc.Kind == texel.SamplerOnly {
			continue
		}
		img := s.desc.View.Image
		line := fmt.Sprintf("image %d.%d %v %dx%d", s.set, s.binding, img.Format, img.Width, img.Height)
		if img.Depth > 1 {
			line += fmt.Sprintf("x%d", img.Depth)
		}
		if s.out != "" {
			line += " written to " + s.out
		}
		out = append(out, line)
	}
	return out
}
