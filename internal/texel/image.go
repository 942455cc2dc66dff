package texel

// Format is a texel format, numbered as Vulkan's VkFormat.
type Format uint32

// Dim is an image's dimensionality, as seen by a shader.
type Dim uint8

const (
	Dim1D Dim = iota + 1
	Dim2D
	Dim3D
	DimCube
	// DimBuffer is a texel buffer: Width texels, one level, one layer.
	DimBuffer
)

// Kind says how a binding presents an image to the shader (the Vulkan
// descriptor type).
type Kind uint8

const (
	StorageImage Kind = iota + 1
	SampledImage
	CombinedImageSampler
	SamplerOnly
	UniformTexelBuffer
	StorageTexelBuffer
)

// Image is an image (or a texel buffer's contents) with all its data.
//
// Data holds every texel, tightly packed in Format's texel size: level
// by level from level 0; within a level, layer by layer; within a layer,
// z, then y, then x, with x fastest; the Samples samples of one texel of
// a multisampled image are adjacent, sample 0 first. Level l has extent
// max(1, Width>>l) × max(1, Height>>l) × max(1, Depth>>l).
type Image struct {
	Format               Format
	Dim                  Dim
	Width, Height, Depth uint32 // unused dimensions are 1
	Layers               uint32 // array layers; a cube has 6 per cube; 1 when not arrayed
	Levels               uint32 // mip levels, at least 1
	Samples              uint32 // 1, or the sample count of a multisampled image
	Data                 []byte
}

// View is how a binding sees an image: which levels and, where it
// differs from the image's, which format (a view format must have the
// image format's texel size). A view sees every array layer.
type View struct {
	Image     *Image
	Format    Format // 0 means Image.Format
	BaseLevel uint32
	Levels    uint32 // 0 means every level from BaseLevel
}

// Filter is a sampler's magnification, minification or mipmap filter.
type Filter uint8

const (
	Nearest Filter = iota
	Linear
)

// AddressMode is a sampler's addressing mode, numbered as
// VkSamplerAddressMode.
type AddressMode uint8

const (
	Repeat AddressMode = iota
	MirroredRepeat
	ClampToEdge
	ClampToBorder
	MirrorClampToEdge
)

// BorderColor is numbered as VkBorderColor.
type BorderColor uint8

const (
	FloatTransparentBlack BorderColor = iota
	IntTransparentBlack
	FloatOpaqueBlack
	IntOpaqueBlack
	FloatOpaqueWhite
	IntOpaqueWhite
)

// CompareOp is numbered as VkCompareOp.
type CompareOp uint8

const (
	Never CompareOp = iota
	Less
	Equal
	LessOrEqual
	Greater
	NotEqual
	GreaterOrEqual
	Always
)

// Sampler is a VkSamplerCreateInfo's meaning for compute shaders.
type Sampler struct {
	MagFilter, MinFilter, MipmapMode Filter
	AddressU, AddressV, AddressW     AddressMode
	Border                           BorderColor
	Unnormalized                     bool
	MinLod, MaxLod                   float32 // MaxLod LodClampNone clamps nothing
	LodBias                          float32
	Compare                          bool
	CompareOp                        CompareOp
}

// Binding is one descriptor: an image view, a sampler, or both (a
// combined image sampler), or a texel buffer (a View whose image has
// DimBuffer).
type Binding struct {
	Kind    Kind
	View    View
	Sampler *Sampler
}

// LodClampNone is VK_LOD_CLAMP_NONE, the MaxLod that clamps nothing.
const LodClampNone = 1000

// NewImage returns an image with zeroed data of the right size. Zero
// extents, layers, levels and samples count as 1.
func NewImage(format Format, dim Dim, width, height, depth, layers, levels, samples uint32) *Image {
	one := func(v uint32) uint32 { return max(v, 1) }
	img := &Image{Format: format, Dim: dim, Width: one(width), Height: one(height), Depth: one(depth),
		Layers: one(layers), Levels: one(levels), Samples: one(samples)}
	img.Data = make([]byte, img.Size())
	return img
}

// Extent returns level l's width, height and depth.
func (img *Image) Extent(l uint32) (w, h, d uint32) {
	return max(1, img.Width>>l), max(1, img.Height>>l), max(1, img.Depth>>l)
}

// LevelOffset returns the byte offset of level l in Data, and the size
// of the level in bytes (every layer and sample).
func (img *Image) LevelOffset(l uint32) (off, size int) {
	ts := img.Format.Size() * int(max(img.Samples, 1))
	for i := uint32(0); i <= l; i++ {
		w, h, d := img.Extent(i)
		n := int(w) * int(h) * int(d) * int(max(img.Layers, 1)) * ts
		if i == l {
			return off, n
		}
		off += n
	}
	return off, 0
}

// Size is the number of bytes Data must hold.
func (img *Image) Size() int {
	off, n := img.LevelOffset(max(img.Levels, 1) - 1)
	return off + n
}

// TexelOffset returns the byte offset in Data of the texel (x, y, z) of
// layer layer, level l, sample s. The coordinates must be in range.
func (img *Image) TexelOffset(l, layer, x, y, z, s uint32) int {
	off, _ := img.LevelOffset(l)
	w, h, d := img.Extent(l)
	i := ((uint64(layer)*uint64(d)+uint64(z))*uint64(h)+uint64(y))*uint64(w) + uint64(x)
	return off + (int(i)*int(max(img.Samples, 1))+int(s))*img.Format.Size()
}

// ViewFormat is the format the view reads the image as.
func (v *View) ViewFormat() Format {
	if v.Format != 0 {
		return v.Format
	}
	return v.Image.Format
}

// LevelCount is the number of levels the view sees.
func (v *View) LevelCount() uint32 {
	n := v.Image.Levels - min(v.BaseLevel, v.Image.Levels)
	if v.Levels != 0 {
		n = min(n, v.Levels)
	}
	return n
}
