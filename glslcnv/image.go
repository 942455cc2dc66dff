package glslcnv

import (
	"fmt"

	"github.com/glslc-nv/glslc-nv/internal/texel"
)

// Image is the contents of an image descriptor for Run: a 1D or 2D image
// (storage image, sampled image or combined image sampler) or a texel
// buffer (Height 1), one level and one layer.
type Image struct {
	// Format is a GLSL format qualifier ("rgba8", "r32f", "rgba32ui") or
	// a Vulkan name ("R8G8B8A8_UNORM"); "" takes the shader's declared
	// format.
	Format        string
	Width, Height uint32
	// Data holds the texels tightly packed, row by row, in the format's
	// texel size; nil means zeros.
	Data []byte
	// Linear and Repeat choose the sampler of a combined image sampler or
	// a sampler binding: linear filtering (else nearest) and repeat
	// addressing (else clamp to edge).
	Linear, Repeat bool
}

// images turns RunOptions.Images into the interpreter's descriptors. A
// sampler the module declares and Images lacks gets the default sampler
// (nearest, clamp to edge).
func (m *Module) images(opts RunOptions) (map[[2]uint32]*texel.Binding, error) {
	out := map[[2]uint32]*texel.Binding{}
	for _, info := range m.p.ImageBindings() {
		if info.ArrayIndex > 0 || info.ArraySize != 0 {
			continue
		}
		key := [2]uint32{info.Set, info.Binding}
		img, ok := opts.Images[Binding{info.Set, info.Binding}]
		sampler := func(im *Image) *texel.Sampler {
			s := &texel.Sampler{AddressU: texel.ClampToEdge, AddressV: texel.ClampToEdge, AddressW: texel.ClampToEdge, MaxLod: texel.LodClampNone}
			if im != nil && im.Linear {
				s.MagFilter, s.MinFilter = texel.Linear, texel.Linear
			}
			if im != nil && im.Repeat {
				s.AddressU, s.AddressV, s.AddressW = texel.Repeat, texel.Repeat, texel.Repeat
			}
			return s
		}
		if info.Kind == texel.SamplerOnly {
			out[key] = &texel.Binding{Kind: texel.SamplerOnly, Sampler: sampler(img)}
			continue
		}
		if !ok {
			continue // the run reports an access to an unbound image
		}
		if img == nil {
			return nil, fmt.Errorf("image %d.%d: nil", info.Set, info.Binding)
		}
		format := info.Format
		if img.Format != "" {
			f, ok := texel.FromGLSL(img.Format)
			if !ok {
				f, ok = texel.ParseFormat(img.Format)
			}
			if !ok {
				return nil, fmt.Errorf("image %d.%d: unknown format %q", info.Set, info.Binding, img.Format)
			}
			format = f
		}
		if format == 0 {
			return nil, fmt.Errorf("image %d.%d: the shader declares no format: give Image.Format", info.Set, info.Binding)
		}
		dim := info.Dim
		switch {
		case info.Kind == texel.UniformTexelBuffer || info.Kind == texel.StorageTexelBuffer:
			dim = texel.DimBuffer
		case dim != texel.Dim1D && dim != texel.Dim2D || info.Arrayed || info.Multisampled:
			return nil, fmt.Errorf("image %d.%d: only 1D and 2D images (not arrayed, single-sampled) and texel buffers can be bound", info.Set, info.Binding)
		}
		w, h := max(img.Width, 1), max(img.Height, 1)
		if w > 1<<14 || h > 1<<14 || (dim != texel.Dim2D && h != 1) {
			return nil, fmt.Errorf("image %d.%d: %dx%d is not a size this binding takes", info.Set, info.Binding, w, h)
		}
		t := texel.NewImage(format, dim, w, h, 1, 1, 1, 1)
		if img.Data != nil {
			if len(img.Data) != len(t.Data) {
				return nil, fmt.Errorf("image %d.%d: %d bytes of data, want %d (%dx%d %s)", info.Set, info.Binding, len(img.Data), len(t.Data), w, h, format)
			}
			copy(t.Data, img.Data)
		}
		b := &texel.Binding{Kind: info.Kind, View: texel.View{Image: t}}
		if info.Kind == texel.CombinedImageSampler {
			b.Sampler = sampler(img)
		}
		out[key] = b
	}
	return out, nil
}

// imagesAfter copies the images' contents after a run.
func imagesAfter(bound map[[2]uint32]*texel.Binding, given map[Binding]*Image) map[Binding]*Image {
	out := map[Binding]*Image{}
	for k, b := range bound {
		if b.View.Image == nil {
			continue
		}
		in := given[Binding{k[0], k[1]}]
		img := &Image{Width: b.View.Image.Width, Height: b.View.Image.Height, Data: append([]byte(nil), b.View.Image.Data...)}
		if in != nil {
			img.Format, img.Linear, img.Repeat = in.Format, in.Linear, in.Repeat
		}
		if img.Format == "" {
			img.Format = b.View.Image.Format.String()
		}
		out[Binding{k[0], k[1]}] = img
	}
	return out
}
