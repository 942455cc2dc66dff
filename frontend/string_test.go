package frontend

import (
	"testing"

	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
)

func TestDebugPrintfString(t *testing.T) {
	src := "#version 450\n#extension GL_EXT_debug_printf : enable\nvoid main() {\n  debugPrintf(\"x=%d\\n\", 3);\n}\n"
	var diags diag.List
	tu := Parse("p.comp", []byte(src), Options{}, &diags)
	if diags.HasErrors() {
		t.Fatal(diags.Diags)
	}
	fn := tu.Decls[0].(*ast.FuncDecl)
	call := fn.Body.Stmts[0].(*ast.ExprStmt).X.(*ast.CallExpr)
	lit, _ := call.Args[0].(*ast.StringLit)
	if lit == nil || lit.Value != "x=%d\n" || lit.Loc.Line != 4 || lit.Loc.Col != 15 {
		t.Fatalf("string literal %+v", lit)
	}
}
