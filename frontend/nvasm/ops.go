package nvasm

import "github.com/glslc-nv/glslc-nv/internal/nvisa"

// valType is the data type an instruction reads and writes its operands in.
type valType int

const (
	tyF valType = iota
	tyS
	tyU
	tyF64
	tyS64
	tyU64
)

func (t valType) String() string { return [...]string{"F", "S", "U", "F64", "S64", "U64"}[t] }

// is64 reports a 64-bit type.
func (t valType) is64() bool { return t >= tyF64 }

// base is the 32-bit type of the same kind.
func (t valType) base() valType {
	if t >= tyF64 {
		return t - 3
	}
	return t
}

// width returns the type of the same kind with 64-bit components when
// w64, else 32-bit ones.
func (t valType) width(w64 bool) valType {
	if w64 {
		return t.base() + 3
	}
	return t.base()
}

// bits is the component size of t.
func (t valType) bits() uint32 {
	if t.is64() {
		return 64
	}
	return 32
}

// The instruction set is internal/nvisa's table; these are its names here.
type (
	opKind   = nvisa.Kind
	opInfo   = nvisa.Op
	storType = nvisa.StorType
)

const (
	kALU    = nvisa.ALU
	kScalar = nvisa.Scalar
	kCvt    = nvisa.Cvt
	kLoad   = nvisa.Load
	kStore  = nvisa.Store
	kAtom   = nvisa.Atom
	kShf    = nvisa.Shf
	kTG     = nvisa.TG
	kFlow   = nvisa.Flow
	kBar    = nvisa.Bar
)

// valTypes maps nvisa's data type names to the reader's.
var valTypes = map[string]valType{"F": tyF, "S": tyS, "U": tyU, "F64": tyF64, "S64": tyS64, "U64": tyU64}
