package builtins

import "fmt"

// Scalar is a component type of a built-in signature.
type Scalar uint8

const (
	// Gen stands for the overload's generic scalar S, bound once per call
	// from the overload's Gen set.
	Gen Scalar = iota
	Bool
	Int8
	Int16
	Int32
	Int64
	Uint8
	Uint16
	Uint32
	Uint64
	Float16
	Float32
	Float64
)

var scalarNames = [...]string{"S", "bool", "int8_t", "int16_t", "int", "int64_t", "uint8_t", "uint16_t", "uint", "uint64_t", "float16_t", "float", "double"}

func (s Scalar) String() string {
	if int(s) < len(scalarNames) {
		return scalarNames[s]
	}
	return "Scalar?"
}

// Width returns the bit width (1 for bool, 0 for Gen).
func (s Scalar) Width() int {
	return [...]int{0, 1, 8, 16, 32, 64, 8, 16, 32, 64, 16, 32, 64}[s]
}

// Class returns the scalar's component class.
func (s Scalar) Class() Class {
	switch {
	case s == Bool:
		return ClassBool
	case s >= Int8 && s <= Int64:
		return ClassSint
	case s >= Uint8 && s <= Uint64:
		return ClassUint
	case s >= Float16:
		return ClassFloat
	}
	return ClassNone
}

// Class is the component class of a type (a back end may choose its
// instruction by it: lower picks an opcode per class).
type Class uint8

const (
	ClassNone Class = iota
	ClassFloat
	ClassSint
	ClassUint
	ClassBool
)

// ScalarSet is a set of scalars (bit 1<<s).
type ScalarSet uint16

// Set builds a ScalarSet.
func Set(ss ...Scalar) ScalarSet {
	var r ScalarSet
	for _, s := range ss {
		r |= 1 << s
	}
	return r
}

// Has reports whether s is in the set.
func (set ScalarSet) Has(s Scalar) bool { return set&(1<<s) != 0 }

// List returns the scalars of the set, in order.
func (set ScalarSet) List() []Scalar {
	var out []Scalar
	for s := Bool; s <= Float64; s++ {
		if set.Has(s) {
			out = append(out, s)
		}
	}
	return out
}

// Common scalar sets (the classes of the GLSL specification's genFType,
// genDType, genIType, genUType, genBType, extended to the explicit
// arithmetic types where the operation accepts them).
var (
	F32      = Set(Float32)
	F16F32   = Set(Float16, Float32)
	Floats   = Set(Float16, Float32, Float64)
	Sints    = Set(Int8, Int16, Int32, Int64)
	Uints    = Set(Uint8, Uint16, Uint32, Uint64)
	Ints     = Sints | Uints
	I32U32   = Set(Int32, Uint32)
	Numeric  = Floats | Ints
	Bools    = Set(Bool)
	IntsBool = Ints | Bools
	All      = Numeric | Bools
)

// Shape is the shape of a Pattern.
type Shape uint8

const (
	Scalar1   Shape = 1 // a scalar
	Vec2      Shape = 2
	Vec3      Shape = 3
	Vec4      Shape = 4
	N         Shape = 5 // scalar or vector of the overload's generic size N (1..4)
	Mat       Shape = 6 // the overload's generic matrix: C columns of R rows
	MatT      Shape = 7 // its transpose: R columns of C rows
	Col       Shape = 8 // a column of the matrix: vector of R
	Row       Shape = 9 // a row of the matrix: vector of C
	VoidShape Shape = 10
)

// Pattern is the type of a parameter or return value in a generic
// signature: component type Comp with shape Shape.
type Pattern struct {
	Comp  Scalar
	Shape Shape
}

// Shorthand patterns used by the table.
var (
	T     = Pattern{Gen, N}       // genType: the bound S with size N
	S     = Pattern{Gen, Scalar1} // the bound S alone
	BN    = Pattern{Bool, N}      // bool/bvecN of the bound size
	IN    = Pattern{Int32, N}     // int/ivecN of the bound size
	UN    = Pattern{Uint32, N}    // uint/uvecN of the bound size
	Void  = Pattern{Gen, VoidShape}
	PBool = Pattern{Bool, Scalar1}
	PInt  = Pattern{Int32, Scalar1}
	PUint = Pattern{Uint32, Scalar1}
	UVec4 = Pattern{Uint32, Vec4}
	M     = Pattern{Gen, Mat}
)

// Param is a parameter of an overload.
type Param struct {
	Name string
	Type Pattern
	// Out marks an out parameter: the argument is an ir.Ref that the call
	// writes (frexp's exp, uaddCarry's carry, ...). InOut marks the memory
	// operand of the atomic functions (a Ref into a buffer or shared
	// variable).
	Out   bool
	InOut bool
	// Interp marks the interpolant of the interpolateAt* functions: the
	// argument is an ir.Ref to a fragment shader input (an element or
	// member of one), read, not written, at the position the function
	// names (SPIR-V's instructions take its pointer).
	Interp bool
	// Const requires a constant integral expression (cluster sizes, the
	// lane of subgroupBroadcast / subgroupQuadBroadcast).
	Const bool
	// DynamicUniform relaxes Const for targets that take a dynamically
	// uniform value instead (the broadcast lanes: SPIR-V 1.5 and later;
	// each back end and sema apply it for their target).
	DynamicUniform bool
}

// Overload is one generic signature. All Patterns with Comp Gen share the
// one scalar S chosen from Gen; all with Shape N share the one size N
// chosen from Sizes; matrix shapes share the one C×R chosen from Mats.
type Overload struct {
	Gen    ScalarSet
	Sizes  SizeSet
	Mats   []Dims
	Ret    Pattern
	Params []Param
	// ID is the overload's own identity when a back end must tell it apart
	// from the function's other overloads (FnAtanYOverX, FnMixSelect); zero
	// for the function's.
	ID FuncID
	// Exts are extensions this overload needs in addition to the
	// function's (any one of them), e.g. the float atomics.
	Exts []string
	// LongVector marks an overload glslang declares only for
	// GL_EXT_long_vector's long vectors (its generic "vector" prototypes,
	// the 8- and 16-bit carry and bit-field functions): a call binds it
	// only when an argument is a long vector.
	LongVector bool
}

// SizeSet is a set of vector sizes 1..4 (bit 1<<n).
type SizeSet uint8

// Size sets.
const (
	Sizes1to4 SizeSet = 1<<1 | 1<<2 | 1<<3 | 1<<4
	Sizes2to4 SizeSet = 1<<2 | 1<<3 | 1<<4
	Size3     SizeSet = 1 << 3
)

// Has reports whether n is in the set.
func (s SizeSet) Has(n int) bool { return n >= 1 && n <= 4 && s&(1<<n) != 0 }

// Dims is a matrix shape: Cols columns of Rows rows.
type Dims struct{ Cols, Rows int }

// Matrix shape sets.
var (
	AllMats    = []Dims{{2, 2}, {2, 3}, {2, 4}, {3, 2}, {3, 3}, {3, 4}, {4, 2}, {4, 3}, {4, 4}}
	SquareMats = []Dims{{2, 2}, {3, 3}, {4, 4}}
)

// Desc is a concrete type as the table sees it: a scalar (Size 1), a
// vector (Size 2..4), a matrix (Cols > 0 columns of Size rows) or void.
// Sema converts its types to and from Desc to use Bind and Apply.
type Desc struct {
	Scalar Scalar
	Size   int
	Cols   int
	Void   bool
}

func (d Desc) String() string {
	switch {
	case d.Void:
		return "void"
	case d.Cols > 0:
		return fmt.Sprintf("%s mat%dx%d", d.Scalar, d.Cols, d.Size)
	case d.Size > 1:
		return fmt.Sprintf("%s vec%d", d.Scalar, d.Size)
	}
	return d.Scalar.String()
}

// Binding is the choice of S, N and C×R that instantiates an overload.
type Binding struct {
	S    Scalar
	N    int
	Dims Dims
}

// Apply instantiates p under the binding.
func (b Binding) Apply(p Pattern) Desc {
	s := p.Comp
	if s == Gen {
		s = b.S
	}
	switch p.Shape {
	case VoidShape:
		return Desc{Void: true}
	case N:
		return Desc{Scalar: s, Size: b.N}
	case Mat:
		return Desc{Scalar: s, Size: b.Dims.Rows, Cols: b.Dims.Cols}
	case MatT:
		return Desc{Scalar: s, Size: b.Dims.Cols, Cols: b.Dims.Rows}
	case Col:
		return Desc{Scalar: s, Size: b.Dims.Rows}
	case Row:
		return Desc{Scalar: s, Size: b.Dims.Cols}
	}
	return Desc{Scalar: s, Size: int(p.Shape)}
}

// Bind matches argument types exactly (no implicit conversions: sema
// tries conversions itself by calling Bind with converted types) and
// returns the binding and the instantiated return type.
func (o *Overload) Bind(args []Desc) (Binding, Desc, bool) {
	var b Binding
	if len(args) != len(o.Params) {
		return b, Desc{}, false
	}
	// Bind S, N and dims from the first argument that determines each.
	for i, p := range o.Params {
		a := args[i]
		if a.Void {
			return b, Desc{}, false
		}
		if p.Type.Comp == Gen && b.S == Gen {
			b.S = a.Scalar
		}
		switch p.Type.Shape {
		case N:
			if b.N == 0 && a.Cols == 0 {
				b.N = a.Size
			}
		case Mat:
			if b.Dims.Cols == 0 {
				b.Dims = Dims{a.Cols, a.Size}
			}
		case MatT:
			if b.Dims.Cols == 0 {
				b.Dims = Dims{a.Size, a.Cols}
			}
		case Col:
			if b.Dims.Rows == 0 {
				b.Dims.Rows = a.Size
			}
		case Row:
			if b.Dims.Cols == 0 {
				b.Dims.Cols = a.Size
			}
		}
	}
	if b.S != Gen && !o.Gen.Has(b.S) {
		return b, Desc{}, false
	}
	if b.N != 0 && !o.Sizes.Has(b.N) {
		return b, Desc{}, false
	}
	if b.Dims != (Dims{}) {
		ok := false
		for _, d := range o.Mats {
			ok = ok || d == b.Dims
		}
		if !ok {
			return b, Desc{}, false
		}
	}
	for i, p := range o.Params {
		if b.Apply(p.Type) != args[i] {
			return b, Desc{}, false
		}
	}
	return b, b.Apply(o.Ret), true
}
