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
// differs from the image's, which format.
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
	MinLod, MaxLod                   float32
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
