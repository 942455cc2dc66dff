package builtins

// Image built-ins: the image functions of GLSL 4.60 section 8.12, the
// texture lookup and query functions of section 8.9 that make sense in a
// compute shader, the sampler constructors (sampler2D(t, s)) and
// nonuniformEXT (GL_EXT_nonuniform_qualifier). Their first argument is an
// opaque value whose type (dimension, arrayness, multisampling, depth)
// decides the rest of the signature, which the Pattern machinery of the
// other rows cannot express; so a row here names a family and its rules
// (Image), and ir.ImageSignature derives the concrete parameters from the
// row and the image type. The rows carry no SPIR-V numbers: lower maps
// ImageOp to instructions.

// ImageOp is the operation of an image built-in (the IR's own enum).
type ImageOp uint8

const (
	ImageRead         ImageOp = iota + 1 // imageLoad
	ImageWrite                           // imageStore
	ImageAtomic                          // imageAtomic*: Image.Atomic says which
	ImageQuerySize                       // imageSize, textureSize
	ImageQuerySamples                    // imageSamples, textureSamples
	ImageQueryLevels                     // textureQueryLevels
	ImageFetch                           // texelFetch, texelFetchOffset
	ImageSampleLod                       // textureLod, textureLodOffset
	ImageSampleGrad                      // textureGrad, textureGradOffset
	ImageSample                          // texture, textureOffset (implicit LOD, optional bias)
	ImageGather                          // textureGather, textureGatherOffset(s)
	ImageCombine                         // the sampler constructors: sampler2D(texture2D, sampler)
	ImageNonUniform                      // nonuniformEXT(x): x, marked non-uniform
)

var imageOpNames = [...]string{"", "read", "write", "atomic", "query-size", "query-samples", "query-levels",
	"fetch", "sample-lod", "sample-grad", "sample", "gather", "combine", "nonuniform"}

func (op ImageOp) String() string {
	if int(op) < len(imageOpNames) {
		return imageOpNames[op]
	}
	return "ImageOp?"
}

// ImageOperand says which opaque types an image built-in takes first.
type ImageOperand uint8

const (
	OnStorage ImageOperand = iota + 1 // image* (storage images)
	OnSampled                         // sampler* (combined image samplers)
	// OnSampledOrTexture: sampler*, or texture* with
	// GL_EXT_samplerless_texture_functions (texelFetch, textureSize, ...).
	OnSampledOrTexture
	OnNone // no opaque operand (nonuniformEXT; the constructors are checked by sema)
)

// ImageKinds is a set of image shapes (dimension, arrayed, multisampled).
type ImageKinds uint16

const (
	K1D ImageKinds = 1 << iota
	K2D
	K3D
	KCube
	KBuffer
	K1DArray
	K2DArray
	KCubeArray
	K2DMS
	K2DMSArray

	KAll     = K1D | K2D | K3D | KCube | KBuffer | K1DArray | K2DArray | KCubeArray | K2DMS | K2DMSArray
	KMS      = K2DMS | K2DMSArray
	KSampled = K1D | K2D | K3D | KCube | K1DArray | K2DArray | KCubeArray // the shapes with mip levels
	KNoCube  = K1D | K2D | K3D | K1DArray | K2DArray
	KGather  = K2D | K2DArray | KCube | KCubeArray
)

// Image is the signature family of an image built-in.
type Image struct {
	Op ImageOp
	On ImageOperand
	// Kinds are the accepted shapes of non-depth images, Shadow those of
	// depth (shadow) samplers.
	Kinds, Shadow ImageKinds
	// Offset is 1 for a constant ivec offset parameter (the *Offset
	// functions), 4 for textureGatherOffsets' four ivec2 offsets.
	Offset uint8
	// Atomic is the operation of ImageAtomic rows.
	Atomic AtomicOp
}

func imageFunc(name string, img Image, exts ...string) Func {
	return Func{Name: name, Exts: exts, Lower: Lowering{Kind: ImageKind}, Image: &img}
}

func imageAtomic(name string, op AtomicOp) Func {
	return imageFunc(name, Image{Op: ImageAtomic, On: OnStorage, Kinds: KAll, Atomic: op})
}

// ExtSamplerless lets texelFetch, textureSize, textureQueryLevels and
// textureSamples take texture* values.
const ExtSamplerless = "GL_EXT_samplerless_texture_functions"

// ExtNonUniform is GL_EXT_nonuniform_qualifier.
const ExtNonUniform = "GL_EXT_nonuniform_qualifier"

var imageFuncs = []Func{
	imageFunc("imageLoad", Image{Op: ImageRead, On: OnStorage, Kinds: KAll}),
	imageFunc("imageStore", Image{Op: ImageWrite, On: OnStorage, Kinds: KAll}),
	imageFunc("imageSize", Image{Op: ImageQuerySize, On: OnStorage, Kinds: KAll}),
	imageFunc("imageSamples", Image{Op: ImageQuerySamples, On: OnStorage, Kinds: KMS}),
	imageAtomic("imageAtomicAdd", AtomicAdd),
	imageAtomic("imageAtomicMin", AtomicMin),
	imageAtomic("imageAtomicMax", AtomicMax),
	imageAtomic("imageAtomicAnd", AtomicAnd),
	imageAtomic("imageAtomicOr", AtomicOr),
	imageAtomic("imageAtomicXor", AtomicXor),
	imageAtomic("imageAtomicExchange", AtomicExchange),
	imageAtomic("imageAtomicCompSwap", AtomicCompSwap),

	imageFunc("texelFetch", Image{Op: ImageFetch, On: OnSampledOrTexture, Kinds: KAll &^ (KCube | KCubeArray)}),
	imageFunc("texelFetchOffset", Image{Op: ImageFetch, On: OnSampledOrTexture, Kinds: KNoCube, Offset: 1}),
	imageFunc("textureSize", Image{Op: ImageQuerySize, On: OnSampledOrTexture, Kinds: KAll,
		Shadow: K1D | K2D | KCube | K1DArray | K2DArray | KCubeArray}),
	imageFunc("textureQueryLevels", Image{Op: ImageQueryLevels, On: OnSampledOrTexture, Kinds: KSampled,
		Shadow: K1D | K2D | KCube | K1DArray | K2DArray | KCubeArray}),
	imageFunc("textureSamples", Image{Op: ImageQuerySamples, On: OnSampledOrTexture, Kinds: KMS}),
	imageFunc("textureLod", Image{Op: ImageSampleLod, On: OnSampled, Kinds: KSampled, Shadow: K1D | K2D | K1DArray}),
	imageFunc("textureLodOffset", Image{Op: ImageSampleLod, On: OnSampled, Kinds: KNoCube, Shadow: K1D | K2D | K1DArray, Offset: 1}),
	imageFunc("textureGrad", Image{Op: ImageSampleGrad, On: OnSampled, Kinds: KSampled,
		Shadow: K1D | K2D | KCube | K1DArray | K2DArray}),
	imageFunc("textureGradOffset", Image{Op: ImageSampleGrad, On: OnSampled, Kinds: KNoCube,
		Shadow: K1D | K2D | K1DArray | K2DArray, Offset: 1}),
	imageFunc("texture", Image{Op: ImageSample, On: OnSampled, Kinds: KSampled,
		Shadow: K1D | K2D | KCube | K1DArray | K2DArray | KCubeArray}),
	imageFunc("textureOffset", Image{Op: ImageSample, On: OnSampled, Kinds: KNoCube, Shadow: K1D | K2D | K1DArray | K2DArray, Offset: 1}),
	imageFunc("textureGather", Image{Op: ImageGather, On: OnSampled, Kinds: KGather, Shadow: KGather}),
	imageFunc("textureGatherOffset", Image{Op: ImageGather, On: OnSampled, Kinds: K2D | K2DArray, Shadow: K2D | K2DArray, Offset: 1}),
	imageFunc("textureGatherOffsets", Image{Op: ImageGather, On: OnSampled, Kinds: K2D | K2DArray, Shadow: K2D | K2DArray, Offset: 4}),

	imageFunc("nonuniformEXT", Image{Op: ImageNonUniform, On: OnNone}, ExtNonUniform),
}

// CombineFunc is the row sema names in the BuiltinCall of a sampler
// constructor (sampler2D(t, s)); it is not callable by name.
var CombineFunc = &Func{Name: "sampler constructor", Lower: Lowering{Kind: ImageKind},
	Image: &Image{Op: ImageCombine, On: OnNone}}

// LookupImage returns the image built-in called name, or nil.
func LookupImage(name string) *Func {
	index.once.Do(buildIndex)
	return index.images[name]
}

// ImageFuncs returns the image built-ins in table order.
func ImageFuncs() []*Func {
	out := make([]*Func, len(imageFuncs))
	for i := range imageFuncs {
		out[i] = &imageFuncs[i]
	}
	return out
}
