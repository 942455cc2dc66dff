package ir

import (
	"fmt"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// CoopUse is the use of a cooperative matrix (gl_MatrixUseA, ...): the
// SPIR-V CooperativeMatrixUse value.
type CoopUse uint8

const (
	CoopUseA           CoopUse = 0 // the left operand of a multiply (M x K)
	CoopUseB           CoopUse = 1 // the right operand (K x N)
	CoopUseAccumulator CoopUse = 2 // the accumulator and result (M x N)
)

func (u CoopUse) String() string {
	switch u {
	case CoopUseA:
		return "gl_MatrixUseA"
	case CoopUseB:
		return "gl_MatrixUseB"
	case CoopUseAccumulator:
		return "gl_MatrixUseAccumulator"
	}
	return fmt.Sprintf("use(%d)", uint8(u))
}

// CoopDesc holds the parameters of a cooperative-matrix type other than
// its component type: the scope (spirv.ScopeSubgroup, ...), the row and
// column counts, each a constant (Rows, Cols) or a specialization constant
// (RowsSpec, ColsSpec, then Rows/Cols are 0), and the use.
type CoopDesc struct {
	Scope              spirv.Scope
	Rows, Cols         int
	RowsSpec, ColsSpec *SpecConst
	Use                CoopUse
}

// CoopMatOf returns the cooperative-matrix type with component type comp
// (an integer or float scalar) and parameters d. Types are interned like
// the other structural types: equal parameters (the same SpecConst for a
// specialized dimension) give the same type.
func CoopMatOf(comp *Type, d CoopDesc) *Type {
	return intern(typeKey{kind: KindCoopMat, elem: comp, coop: d})
}

// Coop returns the parameters of a cooperative-matrix type.
func (t *Type) Coop() CoopDesc { return t.coop }

// IsCoopMat reports a cooperative-matrix type.
func (t *Type) IsCoopMat() bool { return t != nil && t.kind == KindCoopMat }

// WithCoopComp returns the cooperative-matrix type with t's parameters and
// component type comp.
func (t *Type) WithCoopComp(comp *Type) *Type { return CoopMatOf(comp, t.coop) }

func coopDim(n int, s *SpecConst) string {
	if s != nil {
		return s.Name
	}
	return fmt.Sprint(n)
}

func coopName(t *Type) string {
	d := t.coop
	scope := fmt.Sprint(uint32(d.Scope))
	switch d.Scope {
	case spirv.ScopeSubgroup:
		scope = "gl_ScopeSubgroup"
	case spirv.ScopeWorkgroup:
		scope = "gl_ScopeWorkgroup"
	}
	return fmt.Sprintf("coopmat<%s, %s, %s, %s, %s>", t.elem, scope, coopDim(d.Rows, d.RowsSpec), coopDim(d.Cols, d.ColsSpec), d.Use)
}
