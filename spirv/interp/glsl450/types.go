package glsl450

import (
	"errors"
	"fmt"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// ScalarKind is the kind of a scalar component.
type ScalarKind uint8

// The scalar kinds.
const (
	Float ScalarKind = iota
	SInt
	UInt
	Bool
)

func (k ScalarKind) String() string {
	switch k {
	case Float:
		return "float"
	case SInt:
		return "int"
	case UInt:
		return "uint"
	case Bool:
		return "bool"
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// Type is the type of an operand or result: a scalar, vector (Comps > 1) or
// matrix (Cols > 1, each column a vector of Comps). Comps 0 is read as 1.
type Type struct {
	Kind  ScalarKind
	Width int // 8, 16, 32, 64 (ignored for Bool)
	Comps int
	Cols  int // 0 or 1 = not a matrix
}

// Result is the type of an instruction's result. Struct results (ModfStruct,
// FrexpStruct) set Members instead of Type.
type Result struct {
	Type    Type
	Members []Type
}

const maxComps = 16 // the widest vector (Vector16 capability)

func (t Type) comps() int {
	if t.Comps < 1 {
		return 1
	}
	return t.Comps
}

func (t Type) cols() int {
	if t.Cols < 1 {
		return 1
	}
	return t.Cols
}

// count is the number of components (scalars) of a value of type t.
func (t Type) count() int { return t.comps() * t.cols() }

func (t Type) isMatrix() bool { return t.Cols > 1 }

func (t Type) isInt() bool { return t.Kind == SInt || t.Kind == UInt }

// valid reports whether t is a well-formed type.
func (t Type) valid() bool {
	switch t.Kind {
	case Float:
		if t.Width != 16 && t.Width != 32 && t.Width != 64 {
			return false
		}
	case SInt, UInt:
		if t.Width != 8 && t.Width != 16 && t.Width != 32 && t.Width != 64 {
			return false
		}
	case Bool:
	default:
		return false
	}
	if t.Comps < 0 || t.Comps > maxComps || t.Cols < 0 || t.Cols > 4 {
		return false
	}
	if t.Cols > 1 && (t.Kind != Float || t.Comps < 2 || t.Comps > 4) {
		return false
	}
	return true
}

// same reports whether a and b are the same type; integer types of either
// signedness match, as SPIR-V lets the result's signedness differ.
func same(a, b Type) bool {
	if a.Kind != b.Kind && !(a.isInt() && b.isInt()) {
		return false
	}
	if a.Kind != Bool && a.Width != b.Width {
		return false
	}
	return a.comps() == b.comps() && a.cols() == b.cols()
}

func (t Type) String() string {
	s := t.Kind.String()
	if t.Kind != Bool {
		s += fmt.Sprint(t.Width)
	}
	switch {
	case t.isMatrix():
		return fmt.Sprintf("mat%dx%d<%s>", t.cols(), t.comps(), s)
	case t.comps() > 1:
		return fmt.Sprintf("vec%d<%s>", t.comps(), s)
	}
	return s
}

// ErrNotCompute is wrapped by the error Eval returns for the
// InterpolateAt* instructions, which only exist in fragment shaders.
var ErrNotCompute = errors.New("interpolation functions apply only to fragment shader inputs, not to compute shaders")

// Error is the error Eval returns: the instruction and what is wrong.
type Error struct {
	Op  uint32
	Msg string
	Err error // a sentinel such as ErrNotCompute, or nil
}

func (e *Error) Error() string {
	name := fmt.Sprintf("instruction %d", e.Op)
	if info, ok := spirv.GLSLstd450Info(e.Op); ok {
		name = info.Name
	}
	msg := e.Msg
	if e.Err != nil {
		msg = e.Err.Error()
	}
	return "glsl450: " + name + ": " + msg
}

func (e *Error) Unwrap() error { return e.Err }

func errorf(op uint32, format string, a ...any) error {
	return &Error{Op: op, Msg: fmt.Sprintf(format, a...)}
}
