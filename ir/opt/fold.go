package opt

import (
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/constfold"
)

// fold returns the constant value of e when its operands (already
// simplified) are constants and constfold's value is exact: the one the
// target computes at run time. Undefined and target-precision results
// (which sema takes for GLSL constant expressions) are left for run time.
func fold(e ir.Expr) *ir.Const {
	if c, exact := constfold.Fold(e); exact {
		return c
	}
	return nil
}
