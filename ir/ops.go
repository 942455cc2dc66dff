package ir

import (
	"strings"

	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// UnaryOp is the operation of a Unary expression.
type UnaryOp uint8

const (
	SNegate    UnaryOp = iota + 1 // integer negation (either signedness)
	FNegate                       // float negation (scalar, vector, matrix)
	LogicalNot                    // bool / bvec
	BitNot                        // integer complement
)

var unaryNames = [...]string{"", "SNegate", "FNegate", "LogicalNot", "BitNot"}

func (op UnaryOp) String() string {
	if int(op) < len(unaryNames) {
		return unaryNames[op]
	}
	return "UnaryOp?"
}

// BinaryOp is the operation of a Binary expression. Unless noted, both
// operands have the same type T (scalar or vector) and the result is T.
type BinaryOp uint8

const (
	IAdd BinaryOp = iota + 1 // integers, either signedness
	ISub
	IMul
	SDiv // signed integers
	UDiv // unsigned integers
	SMod // signed %: result has the sign of Y (OpSMod; GLSL leaves negative operands undefined)
	UMod // unsigned %
	FAdd // floats: scalar, vector, or matrix (component-wise)
	FSub
	FMul // component-wise for vectors; NOT the matrix product
	FDiv
	FMod // GLSL mod(): x - y*floor(x/y)

	ShiftLeft            // integers; X and Y may differ in width/signedness but not in component count
	ShiftRightLogical    // >> on unsigned
	ShiftRightArithmetic // >> on signed
	BitAnd               // integers
	BitOr
	BitXor

	LogicalAnd      // bool/bvec, both operands always evaluated (see ShortCircuit)
	LogicalOr       // bool/bvec, both operands always evaluated
	LogicalEqual    // bool/bvec -> bool/bvec
	LogicalNotEqual // bool/bvec -> bool/bvec (GLSL ^^ on bools)

	// Comparisons: operands of type T (scalar or vector), result bool or
	// bvecN with T's component count.
	IEqual
	INotEqual
	SLess
	SLessEqual
	SGreater
	SGreaterEqual
	ULess
	ULessEqual
	UGreater
	UGreaterEqual
	FOrdEqual
	FUnordNotEqual // GLSL != on floats (true when either is NaN)
	FOrdLess
	FOrdLessEqual
	FOrdGreater
	FOrdGreaterEqual

	// Linear algebra (floats only).
	VectorTimesScalar // vecN * float -> vecN
	MatrixTimesScalar // matCxR * float -> matCxR
	VectorTimesMatrix // vecR * matCxR -> vecC
	MatrixTimesVector // matCxR * vecC -> vecR
	MatrixTimesMatrix // matKxR * matCxK -> matCxR

	// Aggregate equality, GLSL == and != on any non-void type (vectors,
	// matrices, arrays, structs included): operands of the same type,
	// result a single bool. Lower expands them component-wise.
	AggEqual
	AggNotEqual
)

var binaryNames = [...]string{"", "IAdd", "ISub", "IMul", "SDiv", "UDiv", "SMod", "UMod", "FAdd", "FSub", "FMul", "FDiv", "FMod",
	"ShiftLeft", "ShiftRightLogical", "ShiftRightArithmetic", "BitAnd", "BitOr", "BitXor",
	"LogicalAnd", "LogicalOr", "LogicalEqual", "LogicalNotEqual",
	"IEqual", "INotEqual", "SLess", "SLessEqual", "SGreater", "SGreaterEqual", "ULess", "ULessEqual", "UGreater", "UGreaterEqual",
	"FOrdEqual", "FUnordNotEqual", "FOrdLess", "FOrdLessEqual", "FOrdGreater", "FOrdGreaterEqual",
	"VectorTimesScalar", "MatrixTimesScalar", "VectorTimesMatrix", "MatrixTimesVector", "MatrixTimesMatrix",
	"AggEqual", "AggNotEqual"}

func (op BinaryOp) String() string {
	if int(op) < len(binaryNames) {
		return binaryNames[op]
	}
	return "BinaryOp?"
}

// IsComparison reports the component-wise comparisons (result bool/bvec).
func (op BinaryOp) IsComparison() bool {
	return op >= LogicalEqual && op <= FOrdGreaterEqual
}

// ConvOp is the operation of a Convert expression. Operand and result have
// the same component count (scalar to scalar, vecN to vecN).
type ConvOp uint8

const (
	SToF        ConvOp = iota + 1 // signed int -> float
	UToF                          // unsigned int -> float
	FToS                          // float -> signed int (truncating)
	FToU                          // float -> unsigned int
	SConvert                      // int/uint -> int/uint of another width, sign-extending (source signed)
	UConvert                      // int/uint -> int/uint of another width, zero-extending (source unsigned)
	FConvert                      // float -> float of another width
	Bitcast                       // same total bit size: int<->uint of one width, floatBitsToInt, uint64 <-> uvec2, ...
	BoolToInt                     // bool -> int/uint: true = 1, false = 0
	BoolToFloat                   // bool -> float: 1.0 / 0.0
	IntToBool                     // int/uint -> bool: != 0
	FloatToBool                   // float -> bool: != 0.0
	// Relayout copies a struct or array value between two types of the
	// same shape that differ only in explicit layout (a std430 block member
	// assigned to a local of the plain struct type, or back): members
	// pairwise Relayout-compatible, leaves identical. Lower rebuilds the
	// value member by member.
	Relayout
	// UToRef makes a buffer reference (KindReference) from its device
	// address, a uint64_t or (GL_EXT_buffer_reference_uvec2) a uvec2 whose
	// x is the low word; RefToU is the inverse. The component count changes
	// for uvec2.
	UToRef
	RefToU
)

var convNames = [...]string{"", "SToF", "UToF", "FToS", "FToU", "SConvert", "UConvert", "FConvert", "Bitcast",
	"BoolToInt", "BoolToFloat", "IntToBool", "FloatToBool", "Relayout", "UToRef", "RefToU"}

func (op ConvOp) String() string {
	if int(op) < len(convNames) {
		return convNames[op]
	}
	return "ConvOp?"
}

// AtomicOp is the operation of an Atomic expression (defined with the
// built-in table, which names the atomic of each atomic built-in).
type AtomicOp = builtins.AtomicOp

// The atomic operations.
const (
	AtomicAdd      = builtins.AtomicAdd
	AtomicSub      = builtins.AtomicSub
	AtomicMin      = builtins.AtomicMin
	AtomicMax      = builtins.AtomicMax
	AtomicAnd      = builtins.AtomicAnd
	AtomicOr       = builtins.AtomicOr
	AtomicXor      = builtins.AtomicXor
	AtomicExchange = builtins.AtomicExchange
	AtomicCompSwap = builtins.AtomicCompSwap
	AtomicLoad     = builtins.AtomicLoad
	AtomicStore    = builtins.AtomicStore
)

// Storage is the storage class of a global variable.
type Storage uint8

const (
	StorageBuffer          Storage = iota + 1 // GLSL buffer block (SSBO); lower picks StorageBuffer or Uniform+BufferBlock
	StorageUniform                            // GLSL uniform block (UBO)
	StoragePushConstant                       // layout(push_constant) uniform block
	StorageWorkgroup                          // shared
	StoragePrivate                            // plain global variable
	StorageInput                              // stage input: a built-in (Global.Builtin) or a user input (Global.IO)
	StorageUniformConstant                    // opaque uniform (image, sampler, texture); SPIR-V UniformConstant
	StorageOutput                             // stage output: a built-in or a user output (graphics stages)
)

var storageNames = [...]string{"", "buffer", "uniform", "push_constant", "shared", "private", "in", "uniform_constant", "out"}

func (s Storage) String() string {
	if int(s) < len(storageNames) {
		return storageNames[s]
	}
	return "Storage?"
}

// Access is a set of memory qualifiers.
type Access uint8

const (
	ReadOnly  Access = 1 << iota // NonWritable
	WriteOnly                    // NonReadable
	Coherent
	Volatile
	Restrict
	// The scope of a coherent object under the Vulkan memory model
	// (workgroupcoherent, subgroupcoherent, devicecoherent; Coherent is
	// set too). Plain coherent and queuefamilycoherent are QueueFamily
	// scope, as glslang maps them.
	CoherentWorkgroup
	CoherentSubgroup
	CoherentDevice
)

func (a Access) String() string {
	var parts []string
	for i, n := range []string{"readonly", "writeonly", "coherent", "volatile", "restrict", "workgroup", "subgroup", "device"} {
		if a&(1<<i) != 0 {
			parts = append(parts, n)
		}
	}
	return strings.Join(parts, " ")
}

// ParamMode is the direction of a function parameter.
type ParamMode uint8

const (
	In ParamMode = iota
	Out
	InOut
)

func (m ParamMode) String() string { return [...]string{"in", "out", "inout"}[m] }

// ShortOp is the operation of a ShortCircuit expression.
type ShortOp uint8

const (
	AndAnd ShortOp = iota + 1 // &&: Y evaluated only when X is true
	OrOr                      // ||: Y evaluated only when X is false
)

func (op ShortOp) String() string {
	if op == AndAnd {
		return "&&"
	}
	return "||"
}
