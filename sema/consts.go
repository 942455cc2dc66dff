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
