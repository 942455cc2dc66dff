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
	ImageQueryLod                        // textureQueryLod (implicit derivatives)
)

var imageOpNames = [...]string{"", "read", "write", "atomic", "query-size", "query-samples", "query-levels",
	"fetch", "sample-lod", "sample-grad", "sample", "gather", "combine", "nonuniform", "query-lod"}

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
	OnSubpass // subpassInput* (input attachments)
	OnNone    // no opaque operand (nonuniformEXT; the constructors are checked by sema)
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
	KSubpass   // subpassInput (fragment shaders' input attachments)
	KSubpassMS // subpassInputMS

	KAll     = K1D | K2D | K3D | KCube | KBuffer | K1DArray | K2DArray | KCubeArray | K2DMS | K2DMSArray
	KMS      = K2DMS | K2DMSArray
	KSampled = K1D | K2D | K3D | KCube | K1DArray | K2DArray | KCubeArray // the shapes with mip levels
	KNoCube  = K1D | K2D | K3D | K1DArray | K2DArray
	KGather  = K2D | K2DArray | KCube | KCubeArray
	KProj    = K1D | K2D | K3D // the shapes with projective lookups
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
	// Proj marks the projective sampling functions (textureProj*): the
	// coordinate carries a divisor q as its last component.
	Proj bool
}

func imageFunc(id FuncID, img Image, exts ...string) Func {
	return Func{ID: id, Kind: KindImage, Exts: exts, Image: &img}
}

func imageAtomic(id FuncID, op AtomicOp) Func {
	return imageFunc(id, Image{Op: ImageAtomic, On: OnStorage, Kinds: KAll, Atomic: op})
}

// ExtSamplerless lets texelFetch, textureSize, textureQueryLevels and
// textureSamples take texture* values.
const ExtSamplerless = "GL_EXT_samplerless_texture_functions"

// ExtNonUniform is GL_EXT_nonuniform_qualifier.
const ExtNonUniform = "GL_EXT_nonuniform_qualifier"

var imageFuncs = []Func{
	imageFunc(FnImageLoad, Image{Op: ImageRead, On: OnStorage, Kinds: KAll}),
	// subpassLoad(subpassInput[MS] [, int sample]): the input attachment's
	// texel at the fragment (an image read at offset (0, 0)).
	imageFunc(FnSubpassLoad, Image{Op: ImageRead, On: OnSubpass, Kinds: KSubpass | KSubpassMS}),
	imageFunc(FnImageStore, Image{Op: ImageWrite, On: OnStorage, Kinds: KAll}),
	imageFunc(FnImageSize, Image{Op: ImageQuerySize, On: OnStorage, Kinds: KAll}),
	imageFunc(FnImageSamples, Image{Op: ImageQuerySamples, On: OnStorage, Kinds: KMS}),
	imageAtomic(FnImageAtomicAdd, AtomicAdd),
	imageAtomic(FnImageAtomicMin, AtomicMin),
	imageAtomic(FnImageAtomicMax, AtomicMax),
	imageAtomic(FnImageAtomicAnd, AtomicAnd),
	imageAtomic(FnImageAtomicOr, AtomicOr),
	imageAtomic(FnImageAtomicXor, AtomicXor),
	imageAtomic(FnImageAtomicExchange, AtomicExchange),
	imageAtomic(FnImageAtomicCompSwap, AtomicCompSwap),
	// imageAtomicLoad and imageAtomicStore exist only with scope and
	// semantics arguments (GL_KHR_memory_scope_semantics).
	imageFunc(FnImageAtomicLoad, Image{Op: ImageAtomic, On: OnStorage, Kinds: KAll, Atomic: AtomicLoad}, extScopeSemantics),
	imageFunc(FnImageAtomicStore, Image{Op: ImageAtomic, On: OnStorage, Kinds: KAll, Atomic: AtomicStore}, extScopeSemantics),

	imageFunc(FnTexelFetch, Image{Op: ImageFetch, On: OnSampledOrTexture, Kinds: KAll &^ (KCube | KCubeArray)}),
	imageFunc(FnTexelFetchOffset, Image{Op: ImageFetch, On: OnSampledOrTexture, Kinds: KNoCube, Offset: 1}),
	imageFunc(FnTextureSize, Image{Op: ImageQuerySize, On: OnSampledOrTexture, Kinds: KAll,
		Shadow: K1D | K2D | KCube | K1DArray | K2DArray | KCubeArray}),
	imageFunc(FnTextureQueryLevels, Image{Op: ImageQueryLevels, On: OnSampledOrTexture, Kinds: KSampled,
		Shadow: K1D | K2D | KCube | K1DArray | K2DArray | KCubeArray}),
	imageFunc(FnTextureSamples, Image{Op: ImageQuerySamples, On: OnSampledOrTexture, Kinds: KMS}),
	// textureQueryLod takes the level of detail from implicit derivatives:
	// fragment shaders, and compute shaders with a derivative group (sema).
	withStages(imageFunc(FnTextureQueryLod, Image{Op: ImageQueryLod, On: OnSampled, Kinds: KSampled,
		Shadow: K1D | K2D | KCube | K1DArray | K2DArray | KCubeArray}), SFragment|SCompute),
	imageFunc(FnTextureLod, Image{Op: ImageSampleLod, On: OnSampled, Kinds: KSampled, Shadow: K1D | K2D | K1DArray}),
	imageFunc(FnTextureLodOffset, Image{Op: ImageSampleLod, On: OnSampled, Kinds: KNoCube, Shadow: K1D | K2D | K1DArray, Offset: 1}),
	imageFunc(FnTextureGrad, Image{Op: ImageSampleGrad, On: OnSampled, Kinds: KSampled,
		Shadow: K1D | K2D | KCube | K1DArray | K2DArray}),
	imageFunc(FnTextureGradOffset, Image{Op: ImageSampleGrad, On: OnSampled, Kinds: KNoCube,
		Shadow: K1D | K2D | K1DArray | K2DArray, Offset: 1}),
	imageFunc(FnTexture, Image{Op: ImageSample, On: OnSampled, Kinds: KSampled,
		Shadow: K1D | K2D | KCube | K1DArray | K2DArray | KCubeArray}),
	imageFunc(FnTextureOffset, Image{Op: ImageSample, On: OnSampled, Kinds: KNoCube, Shadow: K1D | K2D | K1DArray | K2DArray, Offset: 1}),
	// The projective forms (GLSL 4.60 section 8.9.2): 1D, 2D and 3D
	// textures and 1D and 2D shadow textures, not arrayed.
	imageFunc(FnTextureProj, Image{Op: ImageSample, On: OnSampled, Kinds: KProj, Shadow: K1D | K2D, Proj: true}),
	imageFunc(FnTextureProjOffset, Image{Op: ImageSample, On: OnSampled, Kinds: KProj, Shadow: K1D | K2D, Offset: 1, Proj: true}),
	imageFunc(FnTextureProjLod, Image{Op: ImageSampleLod, On: OnSampled, Kinds: KProj, Shadow: K1D | K2D, Proj: true}),
	imageFunc(FnTextureProjLodOffset, Image{Op: ImageSampleLod, On: OnSampled, Kinds: KProj, Shadow: K1D | K2D, Offset: 1, Proj: true}),
	imageFunc(FnTextureProjGrad, Image{Op: ImageSampleGrad, On: OnSampled, Kinds: KProj, Shadow: K1D | K2D, Proj: true}),
	imageFunc(FnTextureProjGradOffset, Image{Op: ImageSampleGrad, On: OnSampled, Kinds: KProj, Shadow: K1D | K2D, Offset: 1, Proj: true}),
	imageFunc(FnTextureGather, Image{Op: ImageGather, On: OnSampled, Kinds: KGather, Shadow: KGather}),
	imageFunc(FnTextureGatherOffset, Image{Op: ImageGather, On: OnSampled, Kinds: K2D | K2DArray, Shadow: K2D | K2DArray, Offset: 1}),
	imageFunc(FnTextureGatherOffsets, Image{Op: ImageGather, On: OnSampled, Kinds: K2D | K2DArray, Shadow: K2D | K2DArray, Offset: 4}),

	imageFunc(FnNonuniformEXT, Image{Op: ImageNonUniform, On: OnNone}, ExtNonUniform),
}

// CombineFunc is the row sema names in the BuiltinCall of a sampler
// constructor (sampler2D(t, s)); it is not callable by name.
var CombineFunc = &Func{ID: FnSamplerConstructor, Name: FnSamplerConstructor.String(), Kind: KindImage,
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
