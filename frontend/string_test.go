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

// TestStringEscapes resolves escapes as glslang's scanner does
// (spv.debugPrintf.frag): \x takes every hex digit, octal up to three
// digits, and the value ends at a NUL; an unknown escape is an error.
func TestStringEscapes(t *testing.T) {
	for _, c := range []struct{ text, want, msg string }{
		{`"ASDF \\ \? \x5C %d"`, `ASDF \ ? \ %d`, ""},
		{`"\x41\x000042\x41\x8Z"`, "ABA\bZ", ""},
		{`"\102\043\44\7\1021Z"`, "B#$\aB1Z", ""},
		{`"a\0b"`, "a", ""},
		{`"\a\b\f\n\r\t\v\'\""`, "\a\b\f\n\r\t\v'\"", ""},
		{`"\q"`, "", "invalid escape sequence '\\q' in a string"},
		{`"\xg"`, "", "expected a hex value in the escape sequence of a string"},
	} {
		lit, msg := stringLit(diag.Pos{}, c.text)
		if lit.Value != c.want || msg != c.msg {
			t.Errorf("%s: value %q, message %q; want %q, %q", c.text, lit.Value, msg, c.want, c.msg)
		}
	}
	src := "#version 450\n#extension GL_EXT_debug_printf : enable\nvoid main() {\n  debugPrintfEXT(\"\\q\");\n}\n"
	var diags diag.List
	Parse("p.frag", []byte(src), Options{}, &diags)
	if !diags.HasErrors() || diags.Diags[0].Pos.Line != 4 {
		t.Fatalf("an invalid escape: %v", diags.Diags)
	}
}
