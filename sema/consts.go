package sema

import (
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/constfold"
)

// srcPos converts an IR position back to a source position.
func (c *checker) srcPos(p ir.Pos) diag.Pos {
	if !p.Known() || p.File >= len(c.mod.Files) {
		return diag.Pos{File: c.tu.File}
	}
	return diag.Pos{File: c.mod.Files[p.File], Line: p.Line, Col: p.Col}
}

// fold evaluates e when its operands are constants and returns the
// constant (with e's position), or e itself. A GLSL constant expression is
// evaluated at compile time, so sema takes constfold's value also where it
// is not exact (undefined or target-precision results: glslang's answer).
func (c *checker) fold(e ir.Expr) ir.Expr {
	if k, _ := constfold.Fold(e); k != nil {
		return k
	}
	return e
}

// foldFailure says why e, which should have folded to a constant, did not:
// ": division by zero" when an integer division or remainder in it has a
// constant zero divisor (in any component), else "".
func foldFailure(e ir.Expr) string {
	why := ""
	ir.Inspect(e, func(n any) bool {
		b, ok := n.(*ir.Binary)
		if !ok || why != "" {
			return why == ""
		}
		switch b.Op {
		case ir.SDiv, ir.UDiv, ir.SMod, ir.UMod:
		default:
			return true
		}
		y := constfold.As(b.Y)
		if y == nil || constfold.As(b.X) == nil {
			return true
		}
		for _, k := range constfold.Scalars(y) {
			if k != nil && constfold.Bits(k) == 0 {
				why = ": division by zero"
			}
		}
		return why == ""
	})
	return why
}
