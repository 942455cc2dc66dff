package ir

import (
	"fmt"
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

// CoopSaturatingAccumulation is gl_MatrixOperandsSaturatingAccumulation,
// the one matrix operand of coopMatMulAdd's optional last argument (an
// int constant); lower maps it to SPIR-V's CooperativeMatrixOperands.
const CoopSaturatingAccumulation = 0x10

// CoopDesc holds the parameters of a cooperative-matrix type other than
// its component type: the scope (ScopeSubgroup or ScopeWorkgroup), the row and
// column counts, each a constant (Rows, Cols) or a specialization constant
// (RowsSpec, ColsSpec, then Rows/Cols are 0), and the use.
type CoopDesc struct {
	Scope              Scope
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
	case ScopeSubgroup:
		scope = "gl_ScopeSubgroup"
	case ScopeWorkgroup:
		scope = "gl_ScopeWorkgroup"
	}
	return fmt.Sprintf("coopmat<%s, %s, %s, %s, %s>", t.elem, scope, coopDim(d.Rows, d.RowsSpec), coopDim(d.Cols, d.ColsSpec), d.Use)
}

// TensorDesc holds the parameters of GL_NV_cooperative_matrix2's tensor
// layout (Dim, ClampMode) and tensor view (Dim, HasDimensions, Perm: the
// dimension permutation) types.
type TensorDesc struct {
	Dim       int
	ClampMode uint32
	// ClampSpec, when set, is the specialization constant giving the
	// clamp mode (ClampMode is then 0).
	ClampSpec     *SpecConst
	HasDimensions bool
	Perm          [5]uint8
}

// TensorLayoutOf returns tensorLayoutNV<dim, clampMode>; a non-nil spec
// gives the clamp mode instead.
func TensorLayoutOf(dim int, clampMode uint32, spec *SpecConst) *Type {
	return intern(typeKey{kind: KindTensorLayout, tensor: TensorDesc{Dim: dim, ClampMode: clampMode, ClampSpec: spec}})
}

// TensorViewOf returns tensorViewNV<dim, hasDimensions, perm...>.
func TensorViewOf(dim int, hasDimensions bool, perm []int) *Type {
	d := TensorDesc{Dim: dim, HasDimensions: hasDimensions}
	for i, p := range perm {
		d.Perm[i] = uint8(p)
	}
	return intern(typeKey{kind: KindTensorView, tensor: d})
}

// Tensor returns the parameters of a tensor layout or view type.
func (t *Type) Tensor() TensorDesc { return t.tensor }

func tensorName(t *Type) string {
	d := t.tensor
	if t.kind == KindTensorLayout {
		if d.ClampSpec != nil {
			return fmt.Sprintf("tensorLayoutNV<%d, %s>", d.Dim, d.ClampSpec.Name)
		}
		return fmt.Sprintf("tensorLayoutNV<%d, %d>", d.Dim, d.ClampMode)
	}
	s := fmt.Sprintf("tensorViewNV<%d, %v", d.Dim, d.HasDimensions)
	for i := 0; i < d.Dim; i++ {
		s += fmt.Sprintf(", %d", d.Perm[i])
	}
	return s + ">"
}

// FuncRef names a user function as an operand of a GL_NV_cooperative_matrix2
// built-in (the decode function of coopMatLoadTensorNV, the combining
// function of coopMatReduceNV, the function of coopMatPerElementNV). Lower
// passes the parameters of such functions by value.
type FuncRef struct {
	Pos
	Fn *Function
}

func (e *FuncRef) Type() *Type { return Void }
func (e *FuncRef) exprNode()   {}
