package frontend

import (
	"fmt"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
)

// TestSyntaxErrors checks the exact position and text of the errors the
// front end reports for malformed shaders. Each source gets "#version 450"
// prepended (so its first line is line 2) unless it starts with #version.
func TestSyntaxErrors(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []string // diagnostics, in order
	}{
		{"missing semicolon before brace", "void main() {\n    int x = 1\n}\n",
			[]string{"t.comp:4:1: error: syntax error: unexpected '}', expecting ',' or ';'"}},
		{"missing semicolon before statement", "void main() {\n    int x\n    x = 1;\n}\n",
			[]string{"t.comp:4:5: error: syntax error: unexpected 'x'"}},
		{"missing semicolon after expression", "void main() {\n    int i;\n    i++\n}\n",
			[]string{"t.comp:5:1: error: syntax error: unexpected '}', expecting ';'"}},
		{"two attribute arguments", "void main() {\n    [[dependency_length(2, 3)]] for (;;) {}\n}\n",
			[]string{"t.comp:3:26: error: syntax error: unexpected ',', expecting ')'"}},
		{"default argument", "void f(int x = 2);\n",
			[]string{"t.comp:2:14: error: syntax error: unexpected '=', expecting ')' or ','"}},
		{"type name used as a value", "struct a { float x; };\nvoid main() {\n    float b;\n    a * b;\n}\n",
			[]string{"t.comp:5:7: error: syntax error: unexpected '*' after type 'a'"}},
		{"type keyword used as a value", "void main() {\n    float x = vec4.x;\n}\n",
			[]string{"t.comp:3:19: error: syntax error: unexpected '.' after type 'vec4'"}},
		{"unknown type name", "void main() {\n    foo y;\n}\n",
			[]string{"t.comp:3:5: error: syntax error: 'foo' does not name a type"}},
		{"variable used as a type", "void main() {\n    int x;\n    x y;\n}\n",
			[]string{"t.comp:4:5: error: syntax error: 'x' does not name a type"}},
		{"unknown parameter type", "void f(in foo y);\n",
			[]string{"t.comp:2:11: error: syntax error: 'foo' does not name a type"}},
		{"reserved word", "int goto;\n",
			[]string{"t.comp:2:5: error: 'goto' is a reserved word"}},
		{"reserved in ESSL 3.10", "#version 310 es\nprecise highp float p;\n",
			[]string{"t.comp:2:1: error: 'precise' is a reserved word"}},
		{"double in ESSL", "#version 320 es\ndouble d;\n",
			[]string{"t.comp:2:1: error: 'double' is a reserved word"}},
		{"unbalanced parenthesis", "void main() {\n    f((1);\n}\n",
			[]string{"t.comp:3:10: error: syntax error: unexpected ';', expecting ')' or ','"}},
		{"unclosed parenthesis", "void main() {\n    float x = (1.0;\n}\n",
			[]string{"t.comp:3:19: error: syntax error: unexpected ';', expecting ')'"}},
		{"missing operand", "void main() {\n    int a = 1 +;\n}\n",
			[]string{"t.comp:3:16: error: syntax error: unexpected ';'"}},
		{"missing initializer", "float a = ;\n",
			[]string{"t.comp:2:11: error: syntax error: unexpected ';'"}},
		{"incomplete conditional", "void main() {\n    int x = 1 ? 2;\n}\n",
			[]string{"t.comp:3:18: error: syntax error: unexpected ';', expecting ':'"}},
		{"missing semicolon after struct", "struct S { int x; }\nvoid main() {}\n",
			[]string{"t.comp:3:1: error: syntax error: unexpected 'void', expecting identifier or ';'"}},
		{"missing semicolon after block", "buffer B { int a; } b\nvoid main() {}\n",
			[]string{"t.comp:3:1: error: syntax error: unexpected 'void', expecting ';'"}},
		{"else without if", "void main() {\n    if (true) {\n    else {}\n}\n",
			[]string{"t.comp:4:5: error: syntax error: unexpected 'else'", "t.comp:6:1: error: syntax error: unexpected end of file"}},
		{"end of file in function", "void main() {\n",
			[]string{"t.comp:3:1: error: syntax error: unexpected end of file"}},
		{"empty layout value", "layout(local_size_x = ) in;\n",
			[]string{"t.comp:2:23: error: syntax error: unexpected ')'"}},
		{"case without value", "void main() {\n    switch (1) { case : break; }\n}\n",
			[]string{"t.comp:3:23: error: syntax error: unexpected ':'"}},
		{"nested function definition", "void main() {\n    void g() {}\n}\n",
			[]string{"t.comp:3:5: error: syntax error: function 'g' is defined inside another function"}},
		{"attribute on an expression", "void main() {\n    int x;\n    [[unroll]] x = 1;\n}\n",
			[]string{"t.comp:4:5: error: syntax error: attributes may only precede functions, if, switch and loops"}},
		{"attribute on a variable", "[[unroll]] float x;\n",
			[]string{"t.comp:2:1: error: syntax error: attributes may only precede functions and statements"}},
		{"empty index", "void main() {\n    float a[2];\n    a[] = 1.0;\n}\n",
			[]string{"t.comp:4:7: error: syntax error: unexpected ']', expecting an index"}},
		{"unknown method", "void main() {\n    vec4 v;\n    v.foo();\n}\n",
			[]string{"t.comp:4:7: error: syntax error: no method 'foo' (length() is the only method)"}},
		{"length with arguments", "void main() {\n    float a[2];\n    int n = a.length(1);\n}\n",
			[]string{"t.comp:4:21: error: syntax error: length() takes no arguments"}},
		{"call of a non-function", "void main() {\n    int a;\n    a.x[0](1);\n}\n",
			[]string{"t.comp:4:11: error: syntax error: unexpected '(': only functions and types can be called"}},
		{"integer too wide", "uint x = 0x1FFFFFFFF;\n",
			[]string{"t.comp:2:10: error: integer constant '0x1FFFFFFFF' does not fit in 32 bits"}},
		{"16-bit integer too wide", "#extension GL_EXT_shader_explicit_arithmetic_types : enable\nint16_t s = 70000s;\n",
			[]string{"t.comp:3:13: error: integer constant '70000s' does not fit in 16 bits"}},
		{"64-bit integer too large", "#extension GL_ARB_gpu_shader_int64 : enable\nuint64_t u = 99999999999999999999ul;\n",
			[]string{"t.comp:3:14: error: integer constant '99999999999999999999ul' is too large"}},
		{"malformed number", "int y = 09;\n",
			[]string{"t.comp:2:9: error: invalid token '09'"}},
		{"errors in reading order", "int goto = 1 +;\n",
			[]string{"t.comp:2:5: error: 'goto' is a reserved word", "t.comp:2:15: error: syntax error: unexpected ';'"}},
		{"several errors", "void main() {\n    int a = 1 +;\n    float c = 1.0 2.0;\n    a = ;\n}\n",
			[]string{
				"t.comp:3:16: error: syntax error: unexpected ';'",
				"t.comp:4:19: error: syntax error: unexpected '2.0', expecting ',' or ';'",
				"t.comp:5:9: error: syntax error: unexpected ';'",
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := tt.src
			if !strings.HasPrefix(src, "#version") {
				src = "#version 450\n" + src
			}
			_, got := parseText(t, "t.comp", src, Options{})
			want := strings.Join(tt.want, "\n") + "\n"
			if got != want {
				t.Errorf("source:\n%s\ngot:\n%swant:\n%s", src, got, want)
			}
		})
	}
}

// TestErrorInIncludedFile: an error in an #included file names that file.
func TestErrorInIncludedFile(t *testing.T) {
	var opts Options
	opts.ReadFile = func(path string) ([]byte, error) {
		if path == "./inc.h" || path == "inc.h" {
			return []byte("float f(float x) {\n    return x +;\n}\n"), nil
		}
		return nil, fmt.Errorf("%s: not found", path)
	}
	src := "#version 450\n#extension GL_GOOGLE_include_directive : require\n#include \"inc.h\"\nvoid main() {}\n"
	u, got := parseText(t, "main.comp", src, opts)
	if want := "inc.h:2:15: error: syntax error: unexpected ';'\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	// The caret display finds the included file's text.
	var diags diag.List
	diags.Errorf(u.Decls[0].Pos(), "here")
	var b strings.Builder
	diag.Print(&b, &diags, u.Sources, diag.Text)
	if !strings.Contains(b.String(), "float f(float x) {\n^") {
		t.Errorf("caret display:\n%s", b.String())
	}
}

// TestErrorLimit: recovery goes on after an error, and stops at the
// diagnostics list's limit.
func TestErrorLimit(t *testing.T) {
	var b strings.Builder
	b.WriteString("#version 450\nvoid main() {\n")
	for i := 0; i < 50; i++ {
		b.WriteString("    int a = 1 +;\n")
	}
	b.WriteString("}\n")
	var diags diag.List
	Parse("t.comp", []byte(b.String()), Options{}, &diags)
	if n := diags.ErrorCount(); n != diag.DefaultErrorLimit {
		t.Errorf("%d errors kept, want %d", n, diag.DefaultErrorLimit)
	}
	if !diags.Truncated() {
		t.Errorf("not marked truncated")
	}
	for i, d := range diags.Diags {
		if d.Pos.Line != i+3 {
			t.Errorf("error %d at line %d, want %d: %s", i, d.Pos.Line, i+3, d)
		}
	}
}

// TestNestingLimit: absurd nesting is an error, not a stack overflow.
func TestNestingLimit(t *testing.T) {
	for _, tc := range []struct{ name, open, close string }{
		{"parentheses", "(", ")"},
		{"unary", "-", ""},
		{"if", "if (true) ", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n := 5000
			src := "#version 450\nvoid main() {\n    int x = 0;\n    x = " + strings.Repeat(tc.open, n) + "x" + strings.Repeat(tc.close, n) + ";\n}\n"
			if tc.name == "if" {
				src = "#version 450\nvoid main() {\n    int x = 0;\n    " + strings.Repeat(tc.open, n) + "x = 1;\n}\n"
			}
			_, got := parseText(t, "t.comp", src, Options{})
			if !strings.Contains(got, "program is nested too deeply") {
				t.Errorf("got %q", got)
			}
		})
	}
	// Deep but reasonable nesting is fine.
	src := "#version 450\nvoid main() {\n    int x = " + strings.Repeat("(", 250) + "1" + strings.Repeat(")", 250) + ";\n}\n"
	if _, got := parseText(t, "t.comp", src, Options{}); got != "" {
		t.Errorf("250 parentheses: %s", got)
	}
}
