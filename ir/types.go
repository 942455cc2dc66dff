package ir

import (
	"fmt"
	"strings"
	"sync"

	"github.com/glslc-nv/glslc-nv/internal/texel"
)

// Kind classifies a Type.
type Kind uint8

const (
	KindVoid Kind = iota
	KindBool
	KindInt   // signed integer, Width 8/16/32/64
	KindUint  // unsigned integer, Width 8/16/32/64
	KindFloat // Width 16/32/64
	KindVector
	KindMatrix
	KindArray        // constant length, or length from a specialization constant
	KindRuntimeArray // unsized; only as the last member of a buffer block
	KindStruct
	KindImage        // OpTypeImage: Elem is the sampled type, Image the rest
	KindSampler      // OpTypeSampler
	KindSampledImage // OpTypeSampledImage: Elem is the image type
	// KindReference is a buffer reference (GL_EXT_buffer_reference): the
	// 64-bit device address of a buffer block. Elem is the block type
	// (NewBlock), RefAlign its buffer_reference_align. Reference types are
	// nominal, like structs: NewReference makes a new one.
	KindReference
	// KindCoopMat is a cooperative matrix (GL_KHR_cooperative_matrix):
	// Elem is the component type (an integer or float scalar), Coop the
	// scope, rows, columns and use (coopmat.go).
	KindCoopMat
	// KindTensorLayout and KindTensorView are GL_NV_cooperative_matrix2's
	// tensorLayoutNV and tensorViewNV (SPV_NV_tensor_addressing): opaque
	// values describing a tensor in memory; Tensor holds their parameters.
	KindTensorLayout
	KindTensorView
	// KindAccelStruct is accelerationStructureEXT (GL_EXT_ray_query,
	// GL_EXT_ray_tracing): an opaque handle to a top-level acceleration
	// structure, declared uniform (UniformConstant) or made from a 64-bit
	// device address.
	KindAccelStruct
	// KindRayQuery is rayQueryEXT (GL_EXT_ray_query): the state of one ray
	// traversal. It lives in a Function or Private variable and is reached
	// only through its variable (the ray-query built-ins take a reference);
	// it is never loaded, stored or copied.
	KindRayQuery
)

// ImageDesc holds the operands of an image type other than its sampled
// type (SPIR-V OpTypeImage).
type ImageDesc struct {
	Dim     ImageDim
	Depth   bool
	Arrayed bool
	MS      bool
	// Use says how the texels are reached: through a sampler or texel
	// fetch (texture*, sampler*), or directly (storage image*).
	Use ImageUse
	// Format is the layout format qualifier (rgba32f, ...) as the
	// project's one format identity (internal/texel, numbered as VkFormat);
	// 0 when absent.
	Format texel.Format
}

// ImageUse says how a shader reaches an image's texels (the IR's own
// values; lower maps them onto OpTypeImage's Sampled operand, 1 and 2).
type ImageUse uint8

const (
	// ImageUseNone is the zero value: no image type has it (Validate
	// rejects it).
	ImageUseNone ImageUse = iota
	// ImageSampled: read with a sampler or by texel fetch (texture*,
	// sampler*, texelFetch); no format.
	ImageSampled
	// ImageStorage: read and written directly (image*, imageLoad,
	// imageStore, image atomics).
	ImageStorage
)

func (u ImageUse) String() string {
	switch u {
	case ImageSampled:
		return "sampled"
	case ImageStorage:
		return "storage"
	}
	return fmt.Sprintf("ImageUse(%d)", uint8(u))
}

// ImageDim is the dimensionality of an image type (the IR's own values;
// lower maps them to SPIR-V's Dim).
type ImageDim uint8

const (
	Dim1D ImageDim = iota
	Dim2D
	Dim3D
	DimCube
	DimRect
	DimBuffer
	DimSubpassData
)

// Type is an IR type. Types are interned: two types are identical exactly
// when their pointers are equal, so back ends may use *Type as a map key.
// Scalars, vectors, matrices and arrays are made by the constructors below
// (Int(32), Vec(Float32, 4), ArrayOf(t, 8, 16), ...), which return the one
// canonical value for their arguments. Structs are nominal: every NewStruct
// call makes a distinct type, as each GLSL struct declaration (and each block
// layout of it) is distinct.
//
// Explicit layout is part of the type: an array's stride (0 = no explicit
// layout, e.g. for Function/Private/Workgroup variables) distinguishes array
// types, and struct members carry offsets, matrix strides and majorness.
// Sema computes these for std140/std430/scalar layouts; lower only emits
// them as decorations.
type Type struct {
	kind   Kind
	width  int // bits, for scalars
	enc    FloatEncoding
	elem   *Type // vector component, matrix column, array element
	n      int   // vector size, matrix column count, array length
	spec   *SpecConst
	stride uint32 // array stride in bytes, 0 when not laid out
	image  ImageDesc
	coop   CoopDesc
	tensor TensorDesc

	// structs only
	name    string
	members []Member
	block   bool
	laid    bool
}

// Member is a struct member with its explicit layout. Offset, MatrixStride
// and RowMajor are meaningful only for structs that are laid out (Laid
// reports it); MatrixStride and RowMajor apply when the member is a matrix
// or an array (of arrays) of matrices.
type Member struct {
	Name         string
	Type         *Type
	Offset       uint32
	MatrixStride uint32
	RowMajor     bool
	// Access holds per-member memory qualifiers of buffer blocks (emitted as
	// member decorations). Whole-block qualifiers belong on the Global.
	Access Access
}

type typeKey struct {
	kind   Kind
	width  int
	enc    FloatEncoding
	elem   *Type
	n      int
	spec   *SpecConst
	stride uint32
	image  ImageDesc
	coop   CoopDesc
	tensor TensorDesc
}

var interned struct {
	sync.Mutex
	m map[typeKey]*Type
}

func intern(k typeKey) *Type {
	interned.Lock()
	defer interned.Unlock()
	if interned.m == nil {
		interned.m = make(map[typeKey]*Type)
	}
	if t, ok := interned.m[k]; ok {
		return t
	}
	t := &Type{kind: k.kind, width: k.width, enc: k.enc, elem: k.elem, n: k.n, spec: k.spec, stride: k.stride, image: k.image, coop: k.coop, tensor: k.tensor}
	interned.m[k] = t
	return t
}

// The common scalar types.
var (
	Void    = intern(typeKey{kind: KindVoid})
	Bool    = intern(typeKey{kind: KindBool})
	Int8    = Int(8)
	Int16   = Int(16)
	Int32   = Int(32)
	Int64   = Int(64)
	Uint8   = Uint(8)
	Uint16  = Uint(16)
	Uint32  = Uint(32)
	Uint64  = Uint(64)
	Float16 = Float(16)
	Float32 = Float(32)
	Float64 = Float(64)
)

// Int returns the signed integer type of the given width (8, 16, 32, 64).
func Int(width int) *Type { return intern(typeKey{kind: KindInt, width: width}) }

// Uint returns the unsigned integer type of the given width.
func Uint(width int) *Type { return intern(typeKey{kind: KindUint, width: width}) }

// Float returns the floating-point type of the given width (16, 32, 64).
func Float(width int) *Type { return intern(typeKey{kind: KindFloat, width: width}) }

// Vec returns the vector of n components of scalar type comp: 2..4, or
// any positive count for GL_EXT_long_vector's vector<T, N> (IsLongVector).
func Vec(comp *Type, n int) *Type { return intern(typeKey{kind: KindVector, elem: comp, n: n}) }

// IsLongVector reports a vector of 1 or more than 4 components
// (GL_EXT_long_vector; SPIR-V's LongVectorEXT capability).
func (t *Type) IsLongVector() bool { return t.kind == KindVector && (t.n < 2 || t.n > 4) }

// VecOrScalar returns comp when n is 1 and Vec(comp, n) otherwise.
func VecOrScalar(comp *Type, n int) *Type {
	if n == 1 {
		return comp
	}
	return Vec(comp, n)
}

// Mat returns the matrix of cols columns of type col (a float vector).
func Mat(col *Type, cols int) *Type { return intern(typeKey{kind: KindMatrix, elem: col, n: cols}) }

// ArrayOf returns the array of n elements; stride is the explicit ArrayStride
// in bytes, or 0 for an array without explicit layout.
func ArrayOf(elem *Type, n int, stride uint32) *Type {
	return intern(typeKey{kind: KindArray, elem: elem, n: n, stride: stride})
}

// SpecArrayOf returns an array whose length is the value of the integer
// specialization constant spec.
func SpecArrayOf(elem *Type, spec *SpecConst, stride uint32) *Type {
	return intern(typeKey{kind: KindArray, elem: elem, spec: spec, stride: stride})
}

// RuntimeArrayOf returns the unsized array of elem with the given stride.
func RuntimeArrayOf(elem *Type, stride uint32) *Type {
	return intern(typeKey{kind: KindRuntimeArray, elem: elem, stride: stride})
}

// ImageOf returns the image type with sampled type sampled (a 32-bit
// int, uint or float scalar, or a 64-bit integer) and the other operands d.
func ImageOf(sampled *Type, d ImageDesc) *Type {
	return intern(typeKey{kind: KindImage, elem: sampled, image: d})
}

// Sampler is the sampler type.
var Sampler = intern(typeKey{kind: KindSampler})

// SampledImageOf returns the combined image-sampler type of image type img.
func SampledImageOf(img *Type) *Type { return intern(typeKey{kind: KindSampledImage, elem: img}) }

// AccelStruct is accelerationStructureEXT; RayQuery is rayQueryEXT.
var (
	AccelStruct = intern(typeKey{kind: KindAccelStruct})
	RayQuery    = intern(typeKey{kind: KindRayQuery})
)

// IsOpaque reports image, sampler, sampled-image and acceleration-structure
// types (the UniformConstant handles).
func (t *Type) IsOpaque() bool {
	return t.kind == KindImage || t.kind == KindSampler || t.kind == KindSampledImage || t.kind == KindAccelStruct
}

// Image returns the operands of an image type.
func (t *Type) Image() ImageDesc { return t.image }

// NewStruct makes a new struct type without explicit layout (for
// Function, Private and Workgroup variables); member offsets are ignored.
func NewStruct(name string, members ...Member) *Type {
	ms := append([]Member(nil), members...)
	return &Type{kind: KindStruct, name: name, members: ms}
}

// NewLaidStruct makes a new struct type with explicit layout, for use
// inside blocks: lower emits its member Offset, MatrixStride and
// RowMajor/ColMajor decorations.
func NewLaidStruct(name string, members ...Member) *Type {
	t := NewStruct(name, members...)
	t.laid = true
	return t
}

// NewBlock makes a new struct type that is the type of a buffer, uniform or
// push-constant block (decorated Block / BufferBlock by lower). Its members
// must all have explicit layout.
func NewBlock(name string, members ...Member) *Type {
	t := NewLaidStruct(name, members...)
	t.block = true
	return t
}

// NewReference makes the reference type of a buffer_reference block: a
// pointer to block (a NewBlock type, possibly still without members, see
// SetMembers) whose pointee is aligned to align bytes (a power of two).
// name is the GLSL name (the block's).
func NewReference(name string, block *Type, align uint32) *Type {
	return &Type{kind: KindReference, name: name, elem: block, n: int(align)}
}

// SetRefAlign changes a reference type's alignment: a forward-declared
// reference gets the alignment of its definition. Call it before a back
// end sees the type.
func (t *Type) SetRefAlign(align uint32) {
	if t.kind == KindReference {
		t.n = int(align)
	}
}

// RefAlign returns a reference type's buffer_reference_align.
func (t *Type) RefAlign() uint32 {
	if t.kind != KindReference {
		return 0
	}
	return uint32(t.n)
}

// SetMembers gives a struct its members: the one way to complete a
// block made without members, the pointee of a forward-declared
// reference type ("layout(buffer_reference) buffer T;"). It must be called
// before the type is used by a back end.
func (t *Type) SetMembers(members ...Member) {
	t.members = append([]Member(nil), members...)
}

// Kind returns the type's kind.
func (t *Type) Kind() Kind { return t.kind }

// Width returns the bit width of a scalar type (0 for bool and non-scalars).
func (t *Type) Width() int { return t.width }

// Elem returns the component type of a vector, the column type of a matrix
// or the element type of an array.
func (t *Type) Elem() *Type { return t.elem }

// Len returns the component count of a vector, the column count of a
// matrix, or the length of a constant-length array (0 for others).
func (t *Type) Len() int {
	if t.kind == KindReference {
		return 0
	}
	return t.n
}

// LenSpec returns the specialization constant giving an array's length,
// or nil.
func (t *Type) LenSpec() *SpecConst { return t.spec }

// Stride returns an array's explicit stride (0 if none).
func (t *Type) Stride() uint32 { return t.stride }

// Name returns a struct's name.
func (t *Type) Name() string { return t.name }

// Members returns a struct's members (do not modify).
func (t *Type) Members() []Member { return t.members }

// IsBlock reports whether a struct is a block type.
func (t *Type) IsBlock() bool { return t.block }

// IsScalar reports bool, integer and float types.
func (t *Type) IsScalar() bool {
	return t.kind == KindBool || t.kind == KindInt || t.kind == KindUint || t.kind == KindFloat
}

// IsNumeric reports integer and float scalars.
func (t *Type) IsNumeric() bool {
	return t.kind == KindInt || t.kind == KindUint || t.kind == KindFloat
}

// IsComposite reports vectors, matrices, arrays and structs.
func (t *Type) IsComposite() bool {
	switch t.kind {
	case KindVector, KindMatrix, KindArray, KindRuntimeArray, KindStruct:
		return true
	}
	return false
}

// Scalar returns the component scalar type of a scalar, vector or matrix,
// or of a cooperative matrix (nil for other types).
func (t *Type) Scalar() *Type {
	switch {
	case t.IsScalar():
		return t
	case t.kind == KindVector:
		return t.elem
	case t.kind == KindMatrix:
		return t.elem.elem
	case t.kind == KindCoopMat:
		return t.elem
	}
	return nil
}

// Components returns the component count of a scalar (1) or vector (n);
// 0 for other types.
func (t *Type) Components() int {
	if t.IsScalar() {
		return 1
	}
	if t.kind == KindVector {
		return t.n
	}
	return 0
}

// IsFloat reports a float scalar, vector or matrix.
func (t *Type) IsFloat() bool { s := t.Scalar(); return s != nil && s.kind == KindFloat }

// IsInt reports a signed integer scalar or vector.
func (t *Type) IsInt() bool { s := t.Scalar(); return s != nil && s.kind == KindInt }

// IsUint reports an unsigned integer scalar or vector.
func (t *Type) IsUint() bool { s := t.Scalar(); return s != nil && s.kind == KindUint }

// IsInteger reports a signed or unsigned integer scalar or vector.
func (t *Type) IsInteger() bool { return t.IsInt() || t.IsUint() }

// IsBool reports a bool scalar or vector.
func (t *Type) IsBool() bool { s := t.Scalar(); return s != nil && s.kind == KindBool }

// Laid reports whether t carries explicit layout: arrays with a stride,
// structs that are blocks or contain laid-out members.
func (t *Type) Laid() bool {
	switch t.kind {
	case KindArray, KindRuntimeArray:
		return t.stride != 0
	case KindStruct:
		return t.laid
	}
	return false
}

// WithComponents returns the scalar or vector type with t's component type
// and n components.
func (t *Type) WithComponents(n int) *Type { return VecOrScalar(t.Scalar(), n) }

// WithScalar returns a type of the same shape (scalar, vector, matrix) as t
// with component type s.
func (t *Type) WithScalar(s *Type) *Type {
	switch t.kind {
	case KindVector:
		return Vec(s, t.n)
	case KindMatrix:
		return Mat(Vec(s, t.elem.n), t.n)
	}
	return s
}

// String renders t in GLSL notation (vec4, i64vec2, mat3x4, float[4], S).
func (t *Type) String() string {
	switch t.kind {
	case KindVoid:
		return "void"
	case KindBool:
		return "bool"
	case KindInt, KindUint, KindFloat:
		if t.enc != IEEE {
			return t.enc.scalarName()
		}
		return scalarName(t)
	case KindVector:
		if t.n < 2 || t.n > 4 {
			return fmt.Sprintf("vector<%s, %d>", t.elem, t.n)
		}
		return vecPrefix(t.elem) + "vec" + fmt.Sprint(t.n)
	case KindMatrix:
		p := vecPrefix(t.elem.elem)
		if t.n == t.elem.n {
			return fmt.Sprintf("%smat%d", p, t.n)
		}
		return fmt.Sprintf("%smat%dx%d", p, t.n, t.elem.n)
	case KindArray:
		s := t.elem.String() + "["
		if t.spec != nil {
			s += t.spec.Name
		} else {
			s += fmt.Sprint(t.n)
		}
		s += "]"
		if t.stride != 0 {
			s += fmt.Sprintf("/*stride %d*/", t.stride)
		}
		return s
	case KindRuntimeArray:
		s := t.elem.String() + "[]"
		if t.stride != 0 {
			s += fmt.Sprintf("/*stride %d*/", t.stride)
		}
		return s
	case KindStruct:
		if t.name == "" {
			return "struct"
		}
		return t.name
	case KindReference:
		return t.name
	case KindSampler:
		return "sampler"
	case KindImage:
		return imageName(t)
	case KindSampledImage:
		return "sampled " + imageName(t.elem)
	case KindCoopMat:
		return coopName(t)
	case KindTensorLayout, KindTensorView:
		return tensorName(t)
	case KindAccelStruct:
		return "accelerationStructureEXT"
	case KindRayQuery:
		return "rayQueryEXT"
	}
	return "?"
}

func scalarName(t *Type) string {
	switch {
	case t.kind == KindInt && t.width == 32:
		return "int"
	case t.kind == KindUint && t.width == 32:
		return "uint"
	case t.kind == KindFloat && t.width == 32:
		return "float"
	case t.kind == KindFloat && t.width == 64:
		return "double"
	case t.kind == KindInt:
		return fmt.Sprintf("int%d_t", t.width)
	case t.kind == KindUint:
		return fmt.Sprintf("uint%d_t", t.width)
	default:
		return fmt.Sprintf("float%d_t", t.width)
	}
}

func vecPrefix(s *Type) string {
	if s.enc != IEEE {
		return s.enc.vecPrefix()
	}
	switch {
	case s.kind == KindBool:
		return "b"
	case s.kind == KindFloat && s.width == 32:
		return ""
	case s.kind == KindFloat && s.width == 64:
		return "d"
	case s.kind == KindFloat:
		return "f16"
	case s.kind == KindInt && s.width == 32:
		return "i"
	case s.kind == KindUint && s.width == 32:
		return "u"
	case s.kind == KindInt:
		return fmt.Sprintf("i%d", s.width)
	default:
		return fmt.Sprintf("u%d", s.width)
	}
}

// describeStruct renders a struct's members with layout, for Print.
func describeStruct(t *Type) string {
	var b strings.Builder
	if t.block {
		b.WriteString("block ")
	} else {
		b.WriteString("struct ")
	}
	b.WriteString(t.name)
	b.WriteString(" {")
	for i, m := range t.members {
		if i > 0 {
			b.WriteString(";")
		}
		fmt.Fprintf(&b, " %s %s", m.Type, m.Name)
		if t.Laid() {
			fmt.Fprintf(&b, " @%d", m.Offset)
		}
		if m.MatrixStride != 0 {
			fmt.Fprintf(&b, " mstride %d", m.MatrixStride)
		}
		if m.RowMajor {
			b.WriteString(" row_major")
		}
		if m.Access != 0 {
			fmt.Fprintf(&b, " %s", m.Access)
		}
	}
	b.WriteString(" }")
	return b.String()
}

// imageName renders an image type as GLSL-like text: image2D, utexture3D,
// image2DArray/*rgba32f*/ ...
func imageName(t *Type) string {
	d := t.image
	p := ""
	switch {
	case t.elem.kind == KindInt:
		p = "i"
	case t.elem.kind == KindUint:
		p = "u"
	}
	if t.elem.width == 64 {
		p += "64"
	}
	base := "texture"
	if d.Use == ImageStorage {
		base = "image"
	}
	dims := map[ImageDim]string{Dim1D: "1D", Dim2D: "2D", Dim3D: "3D", DimCube: "Cube",
		DimRect: "2DRect", DimBuffer: "Buffer", DimSubpassData: "SubpassInput"}
	s := p + base + dims[d.Dim]
	if d.MS {
		s += "MS"
	}
	if d.Arrayed {
		s += "Array"
	}
	if d.Depth {
		s += "Shadow"
	}
	if in := d.Format.Info(); in != nil && in.GLSL != "" {
		s += "/*" + in.GLSL + "*/"
	}
	return s
}
