package pp

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/ext"
	"github.com/glslc-nv/glslc-nv/frontend/token"
)

// mapFS serves #include files from memory.
type mapFS map[string]string

func (m mapFS) read(path string) ([]byte, error) {
	if s, ok := m[path]; ok {
		return []byte(s), nil
	}
	return nil, os.ErrNotExist
}

func run(t *testing.T, src string, opts Options) (*Result, *diag.List) {
	t.Helper()
	diags := &diag.List{Limit: -1}
	if opts.ReadFile == nil {
		opts.ReadFile = mapFS{}.read
	}
	return Preprocess("t.comp", []byte(src), opts, diags), diags
}

// texts is the spelling of every token but the final EOF, space separated.
func texts(r *Result) string {
	var b strings.Builder
	for i, tk := range r.Tokens {
		if tk.Kind == token.EOF {
			if i != len(r.Tokens)-1 {
				return b.String() + " <EOF in the middle>"
			}
			break
		}
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(tk.Text)
	}
	return b.String()
}

func diagStrings(l *diag.List) []string {
	var out []string
	for _, d := range l.Diags {
		out = append(out, d.String())
	}
	return out
}

const v450 = "#version 450\n"

func TestTokens(t *testing.T) {
	src := v450 + "int a_1 = 0x1F+.5e-3f; // c\n  x<<=y>>=z##w /* multi\nline */ q\n"
	r, d := run(t, src, Options{})
	if len(d.Diags) != 0 {
		// '##' outside a directive is reported, nothing else
		if got := diagStrings(d); len(got) != 1 || !strings.Contains(got[0], "t.comp:3:12: error: '##' outside") {
			t.Fatalf("diagnostics %v", got)
		}
	}
	type want struct {
		kind      token.Kind
		text      string
		line, col int
		space     bool
		lineStart bool
	}
	wants := []want{
		{token.Ident, "int", 2, 1, false, true},
		{token.Ident, "a_1", 2, 5, true, false},
		{token.Punct, "=", 2, 9, true, false},
		{token.IntConst, "0x1F", 2, 11, true, false},
		{token.Punct, "+", 2, 15, false, false},
		{token.FloatConst, ".5e-3f", 2, 16, false, false},
		{token.Punct, ";", 2, 22, false, false},
		{token.Ident, "x", 3, 3, true, true},
		{token.Punct, "<<=", 3, 4, false, false},
		{token.Ident, "y", 3, 7, false, false},
		{token.Punct, ">>=", 3, 8, false, false},
		{token.Ident, "z", 3, 11, false, false},
		{token.Punct, "##", 3, 12, false, false},
		{token.Ident, "w", 3, 14, false, false},
		{token.Ident, "q", 4, 9, true, false},
		{token.EOF, "", 5, 1, false, true},
	}
	if len(r.Tokens) != len(wants) {
		t.Fatalf("got %d tokens %q, want %d", len(r.Tokens), texts(r), len(wants))
	}
	for i, w := range wants {
		g := r.Tokens[i]
		if g.Kind != w.kind || g.Text != w.text || g.Pos.Line != w.line || g.Pos.Col != w.col || g.Pos.File != "t.comp" ||
			g.SpaceBefore != w.space || g.LineStart != w.lineStart {
			t.Errorf("token %d: got %v %q %v space=%v start=%v, want %v %q %d:%d space=%v start=%v",
				i, g.Kind, g.Text, g.Pos, g.SpaceBefore, g.LineStart, w.kind, w.text, w.line, w.col, w.space, w.lineStart)
		}
	}
}

func TestNumbers(t *testing.T) {
	for _, c := range []struct {
		s    string
		kind token.Kind
	}{
		{"0", token.IntConst}, {"123", token.IntConst}, {"0x1F", token.IntConst}, {"0XaBcu", token.IntConst},
		{"017", token.IntConst}, {"018", token.Bad}, {"1u", token.IntConst}, {"1U", token.IntConst},
		{"1l", token.IntConst}, {"1UL", token.IntConst}, {"1ul", token.IntConst}, {"1s", token.IntConst},
		{"1us", token.IntConst}, {"1US", token.IntConst}, {"0x", token.Bad}, {"0x1g", token.Bad}, {"1uu", token.Bad},
		{"1.0", token.FloatConst}, {".5", token.FloatConst}, {"5.", token.FloatConst}, {"1e3", token.FloatConst},
		{"1E+3", token.FloatConst}, {"1.5e-3", token.FloatConst}, {"1.0f", token.FloatConst}, {"1.0F", token.FloatConst},
		{"1.0lf", token.FloatConst}, {"1.0LF", token.FloatConst}, {"1.0hf", token.FloatConst}, {"1.0HF", token.FloatConst},
		{"1e", token.Bad}, {"1e+", token.Bad}, {"1.0u", token.Bad}, {"1.2.3", token.Bad}, {"1f", token.FloatConst},
		{"1abc", token.Bad}, {"08.5", token.FloatConst}, {"0.5", token.FloatConst},
	} {
		lx := newLexer("", c.s, &diag.List{})
		tk := lx.next()
		if tk.kind != c.kind || tk.text != c.s {
			t.Errorf("%q: got %v %q, want %v", c.s, tk.kind, tk.text, c.kind)
		}
		if n := lx.next(); n.kind != kNewline {
			t.Errorf("%q: more than one token (%q)", c.s, n.text)
		}
	}
}

// TestNumberSwizzle: glslang's scanner ends a constant before a '.' that
// cannot continue it, so a literal can be swizzled (0u.xx, 1.0.x, 2e1.x).
func TestNumberSwizzle(t *testing.T) {
	for _, c := range []struct{ src, num string }{
		{"0u.xx", "0u"}, {"1.0.x", "1.0"}, {"2e1.x", "2e1"}, {"0x1F.x", "0x1F"}, {"5.0f.xy", "5.0f"},
	} {
		lx := newLexer("", c.src, &diag.List{})
		var got []string
		for tk := lx.next(); tk.kind != kNewline; tk = lx.next() {
			got = append(got, tk.text)
		}
		want := []string{c.num, ".", c.src[len(c.num)+1:]}
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("%q: got tokens %q, want %q", c.src, got, want)
		}
	}
}

func TestContinuationAndComments(t *testing.T) {
	src := v450 + "int ab\\\ncd = 1; /* x\n y */ int\\\r\n e;\n#define M 1 + \\\n 2\nint f = M;\n"
	r, d := run(t, src, Options{})
	if d.HasErrors() {
		t.Fatal(diagStrings(d))
	}
	if got, want := texts(r), "int abcd = 1 ; int e ; int f = 1 + 2 ;"; got != want {
		t.Fatalf("got %q want %q", got, want)
	}
	at := func(i int) string { p := r.Tokens[i].Pos; return fmt.Sprintf("%d:%d", p.Line, p.Col) }
	for i, want := range map[int]string{1: "2:5", 2: "3:4", 5: "4:7", 6: "5:2", 8: "8:1", 10: "8:7", 11: "8:9", 13: "8:9"} {
		if got := at(i); got != want {
			t.Errorf("token %d %q at %s, want %s", i, r.Tokens[i].Text, got, want)
		}
	}
}

func TestMacroExpansion(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		{"object", "#define A 1 + B\n#define B 2\nA", "1 + 2"},
		{"function", "#define F(x, y) (x) * y\nF(1 + 2, (3, 4))", "( 1 + 2 ) * ( 3 , 4 )"},
		{"nested invocation", "#define F(x) [x]\nF(F(1))", "[ [ 1 ] ]"},
		{"prescan", "#define A B\n#define B 7\n#define F(x) x\nF(A)", "7"},
		{"self reference", "#define foo a foo b\nfoo", "a foo b"},
		{"mutual recursion", "#define x y + 1\n#define y x * 2\nx y", "x * 2 + 1 y + 1 * 2"},
		{"painted stays blue", "#define f(a) a*g\n#define g f\nf(2)(9)", "2 * f ( 9 )"},
		{"fn name without parens", "#define f(x) x\nint f; f\n;", "int f ; f ;"},
		{"args over lines", "#define F(a,b) a+b\nF(1,\n 2\n)", "1 + 2"},
		{"empty argument", "#define F(x) [x]\nF() F( )", "[ ] [ ]"},
		{"empty arguments", "#define G(a, b, c) a b c\nG(,,) G(1,,3)", "1 3"},
		{"zero params", "#define Z() 42\nZ() Z( )", "42 42"},
		{"paste", "#define C(a,b) a##b\nC(foo, bar) C(1, 2) C(x, 1u) C(<<, =) C(1., 5) C(2, e3)", "foobar 12 x1u <<= 1.5 2e3"},
		{"paste chain", "#define C3(a,b,c) a ## b ## c\nC3(x, y, z) C3(, , w) C3(p, , )", "xyz w p"},
		{"paste placemarker", "#define C(a,b) a ## b\nC(, x) C(y, ) C(,) ;", "x y ;"},
		{"paste object-like", "#define O x ## 1\nO", "x1"},
		{"paste with expanded neighbour", "#define N 5\n#define C(a) a ## N N\nC(x)", "xN 5"},
		{"paste does not expand operands", "#define A 1\n#define C(a) a ## 2\nC(A)", "A2"},
		{"pasted macro name expands", "#define AB 3\n#define C(a, b) a ## b\nC(A, B)", "3"},
		{"undef", "#define A 1\n#undef A\nA", "A"},
		{"line", "\n\n__LINE__\n#line 10\n__LINE__", "4 10"},
		{"line in macro", "#define L __LINE__\nL\nL", "3 4"},
		// an argument is expanded before it is substituted, at its own line
		// (glslang does the same)
		{"line in multi-line invocation", "#define F(x) x\nF(\n__LINE__)", "4"},
		{"file", "__FILE__\n#line 5 3\n__FILE__ __LINE__", "0 3 5"},
		{"version", "__VERSION__", "450"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r, d := run(t, v450+c.src+"\n", Options{})
			if d.HasErrors() {
				t.Fatal(diagStrings(d))
			}
			if got := texts(r); got != c.want {
				t.Errorf("got %q want %q", got, c.want)
			}
		})
	}
}

func TestExpansionPositions(t *testing.T) {
	r, d := run(t, v450+"#define ADD(a, b) a + b\nint x =  ADD(1,\n  2);\n", Options{})
	if d.HasErrors() {
		t.Fatal(diagStrings(d))
	}
	// int x = 1 + 2 ;
	for i, want := range []string{"t.comp:3:1", "t.comp:3:5", "t.comp:3:7", "t.comp:3:10", "t.comp:3:10", "t.comp:3:10", "t.comp:4:5"} {
		if got := r.Tokens[i].Pos.String(); got != want {
			t.Errorf("token %d %q at %s, want %s", i, r.Tokens[i].Text, got, want)
		}
	}
	if !r.Tokens[3].SpaceBefore || r.Tokens[3].LineStart || r.Tokens[4].LineStart {
		t.Errorf("expansion keeps the macro name's spacing: %+v", r.Tokens[3:5])
	}
}

func TestConditionals(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		{"if else", "#if 1\na\n#else\nb\n#endif", "a"},
		{"elif chain", "#define M 2\n#if M == 1\na\n#elif M == 2\nb\n#elif 1\nc\n#else\nd\n#endif", "b"},
		{"nested in skipped", "#if 0\n#if 1\na\n#else\nb\n#endif\n#else\nc\n#endif", "c"},
		{"ifdef", "#define X\n#ifdef X\na\n#endif\n#ifndef X\nb\n#endif\n#ifndef Y\nc\n#endif", "a c"},
		{"defined forms", "#define X\n#if defined X && defined(X) && !defined Y && !defined ( Y )\na\n#endif", "a"},
		{"defined from a macro", "#define D defined(X)\n#define X\n#if D\na\n#endif", "a"},
		{"defined predefined", "#if defined(__LINE__) && defined(__FILE__) && defined(__VERSION__) && defined(GL_core_profile)\na\n#endif", "a"},
		{"undefined is 0", "#if UNDEF\na\n#else\nb\n#endif", "b"},
		{"ternary", "#if (1 ? 2 : 3) == 2 && (0 ? 1 : 0 ? 2 : 3) == 3\na\n#endif", "a"},
		{"short circuit", "#if 0 && 1 / 0\na\n#elif 1 || 1 % 0\nb\n#endif\n#if 1 ? 1 : 1/0\nc\n#endif", "b c"},
		{"unsigned suffix", "#if 1u == 1 && 0x10u == 16\na\n#endif", "a"},
		{"precedence", "#if 2 + 3 * 4 == 14 && (1 | 2 ^ 3 & 4) == 3 && 1 << 2 + 1 == 8 && -1 < 0 && ~0 == -1\na\n#endif", "a"},
		{"32-bit wrap", "#if 2147483647 + 1 < 0 && 0xFFFFFFFF == -1 && -2147483648 / -1 < 0\na\n#endif", "a"},
		{"elif not evaluated after taken", "#if 1\na\n#elif 1/0\nb\n#endif", "a"},
		{"garbage in skipped group", "#if 0\n@ $ 1abc #bogus\n#error no\n#endif\nz", "z"},
		{"macro in if", "#define A 3\n#define F(x) (x * 2)\n#if F(A) == 6\na\n#endif", "a"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r, d := run(t, v450+c.src+"\n", Options{})
			if d.HasErrors() {
				t.Fatal(diagStrings(d))
			}
			if got := texts(r); got != c.want {
				t.Errorf("got %q want %q", got, c.want)
			}
		})
	}
}

// TestDiagnostics checks one diagnostic (with its position) per error class.
func TestDiagnostics(t *testing.T) {
	inc := mapFS{
		"a.h":       "#include \"b.h\"\n",
		"b.h":       "#include \"a.h\"\n",
		"self.h":    "#include \"self.h\"\n",
		"bad.h":     "int x;\n  #if 1\n",
		"err.h":     "\n  @\n",
		"version.h": "#version 450\n",
		"open.h":    "int F(\n",
	}
	const ext = "#extension GL_GOOGLE_include_directive : enable\n"
	for _, c := range []struct {
		name string
		src  string
		opts Options
		want string // a diagnostic "pos: severity: message" must start with this
	}{
		{"unterminated comment", v450 + "int a; /* no end\n\n", Options{}, "t.comp:2:8: error: unterminated comment"},
		{"unterminated if", v450 + "\n  #if 1\nint a;\n", Options{}, "t.comp:3:4: error: unterminated conditional directive"},
		{"unterminated ifdef", v450 + "#ifdef X\n", Options{}, "t.comp:2:2: error: unterminated conditional directive"},
		{"stray else", v450 + "#else\n", Options{}, "t.comp:2:2: error: #else without #if"},
		{"stray endif", v450 + "\n #endif\n", Options{}, "t.comp:3:3: error: #endif without #if"},
		{"stray elif", v450 + "#elif 1\n", Options{}, "t.comp:2:2: error: #elif without #if"},
		{"else after else", v450 + "#if 1\n#else\n#else\n#endif\n", Options{}, "t.comp:4:2: error: #else after #else"},
		{"elif after else", v450 + "#if 0\n#else\n#elif 1\n#endif\n", Options{}, "t.comp:4:2: error: #elif after #else"},
		{"bad directive", v450 + "#foo bar\n", Options{}, "t.comp:2:2: error: invalid preprocessing directive '#foo'"},
		{"bad directive number", v450 + "# 12\n", Options{}, "t.comp:2:3: error: invalid preprocessing directive '#12'"},
		{"error directive", v450 + "#error this  is   bad\n", Options{}, "t.comp:2:2: error: #error this is bad"},
		{"too many args", v450 + "#define F(x) x\n  F(1, 2)\n", Options{}, "t.comp:3:3: error: macro 'F' expects 1 argument, given 2"},
		{"too few args", v450 + "#define F(x, y) x\nF(1)\n", Options{}, "t.comp:3:1: error: macro 'F' expects 2 arguments, given 1"},
		{"args to zero-param", v450 + "#define Z() 1\nZ(2)\n", Options{}, "t.comp:3:1: error: macro 'Z' expects 0 arguments, given 1"},
		{"directive in arguments", v450 + "#define F(x) x\nF(1\n  #define G 2\nG)\n", Options{}, "t.comp:4:3: error: preprocessor directive inside the arguments of a macro invocation"},
		{"invocation runs out of include", v450 + ext + "#define F(x) x\n#include \"open.h\"\n1)\n", Options{ReadFile: inc.read}, "open.h:1:5: error: unterminated argument list invoking macro 'F'"},
		{"unterminated invocation", v450 + "#define F(x) x\nint a = F(1,\n(2)\n", Options{}, "t.comp:3:9: error: unterminated argument list invoking macro 'F'"},
		{"division by zero", v450 + "#if 1 / 0\n#endif\n", Options{}, "t.comp:2:7: error: division by zero in #if expression"},
		{"modulo by zero", v450 + "#if 0\n#elif 5 % (1 - 1)\n#endif\n", Options{}, "t.comp:3:9: error: division by zero in #elif expression"},
		{"shift out of range", v450 + "#if 1 << 32\n#endif\n", Options{}, "t.comp:2:7: error: shift count 32 out of range"},
		{"negative shift", v450 + "#if 1 >> -1\n#endif\n", Options{}, "t.comp:2:7: error: shift count -1 out of range"},
		{"missing paren in if", v450 + "#if (1 + 2\n#endif\n", Options{}, "t.comp:2:4: error: expected ')' in #if expression"},
		{"missing operand", v450 + "#if 1 +\n#endif\n", Options{}, "t.comp:2:4: error: missing operand in #if expression"},
		{"empty if", v450 + "#if\n#endif\n", Options{}, "t.comp:2:4: error: #if with no expression"},
		{"float in if", v450 + "#if 1.0\n#endif\n", Options{}, "t.comp:2:5: error: unexpected '1.0' in #if expression"},
		{"logical xor not in if", v450 + "#if 1 ^^ 0\n#endif\n", Options{}, "t.comp:2:7: error: unexpected '^^' in #if expression"},
		{"trailing tokens in if", v450 + "#if 1 2\n#endif\n", Options{}, "t.comp:2:7: error: unexpected '2' in #if expression"},
		{"defined without name", v450 + "#if defined(1)\n#endif\n", Options{}, "t.comp:2:13: error: 'defined' needs a macro name"},
		{"defined missing paren", v450 + "#if defined(X\n#endif\n", Options{}, "t.comp:2:4: error: expected ')' after 'defined(X'"},
		{"too large in if", v450 + "#if 4294967296\n#endif\n", Options{}, "t.comp:2:5: error: integer constant '4294967296' too large"},
		{"undefined in es if", "#version 310 es\n#if FOO\n#endif\n", Options{}, "t.comp:2:5: error: undefined macro 'FOO' in #if expression (not allowed in es profile)"},
		{"ifdef without name", v450 + "#ifdef\n#endif\n", Options{}, "t.comp:2:7: error: #ifdef needs a macro name"},
		{"ifdef extra", v450 + "#ifdef A B\n#endif\n", Options{}, "t.comp:2:10: error: unexpected tokens after #ifdef"},
		{"endif extra", v450 + "#if 1\n#endif x\n", Options{}, "t.comp:3:8: error: unexpected tokens after #endif"},
		{"define GL_", v450 + "#define GL_FOO 1\n", Options{}, "t.comp:2:9: error: names beginning with \"GL_\" are reserved and cannot be redefined: GL_FOO"},
		{"undef GL_", v450 + "#undef GL_ES\n", Options{}, "t.comp:2:8: error: names beginning with \"GL_\" are reserved and cannot be undefined: GL_ES"},
		{"define defined", v450 + "#define defined 1\n", Options{}, "t.comp:2:9: error: 'defined' cannot be used as a macro name"},
		{"redefine __LINE__", v450 + "#define __LINE__ 3\n", Options{}, "t.comp:2:9: error: predefined macro '__LINE__' cannot be redefined"},
		{"undef __VERSION__", v450 + "#undef __VERSION__\n", Options{}, "t.comp:2:8: error: predefined macro '__VERSION__' cannot be undefined"},
		{"undef __FILE__", v450 + "#undef __FILE__\n", Options{}, "t.comp:2:8: error: predefined macro '__FILE__' cannot be undefined"},
		{"redefine VULKAN", v450 + "#define VULKAN 2\n", Options{Vulkan: true}, "t.comp:2:9: error: predefined macro 'VULKAN' cannot be redefined"},
		{"double underscore", v450 + "#define A__B 1\n", Options{}, "t.comp:2:9: warning: names containing consecutive underscores are reserved: A__B"},
		{"undef double underscore", v450 + "#undef __B\n", Options{}, "t.comp:2:8: warning: names containing consecutive underscores are reserved: __B"},
		{"define without name", v450 + "#define\n", Options{}, "t.comp:2:8: error: #define needs a macro name"},
		{"define number", v450 + "#define 3 4\n", Options{}, "t.comp:2:9: error: #define needs a macro name"},
		{"redefinition", v450 + "#define A 1\n#define A 2\n", Options{}, "t.comp:3:9: error: macro 'A' redefined with a different body (previous definition at t.comp:2:9)"},
		{"redefinition spacing", v450 + "#define A 1+2\n#define A 1 + 2\n", Options{}, "t.comp:3:9: error: macro 'A' redefined with a different body"},
		{"object to function", v450 + "#define A 1\n#define A(x) 1\n", Options{}, "t.comp:3:9: error: macro 'A' redefined with a different body"},
		{"param names differ", v450 + "#define A(x) 1\n#define A(y) 1\n", Options{}, "t.comp:3:9: error: macro 'A' redefined with a different body"},
		{"duplicate param", v450 + "#define A(x, x) x\n", Options{}, "t.comp:2:14: error: duplicate parameter 'x' in macro 'A'"},
		{"bad param", v450 + "#define A(1) x\n", Options{}, "t.comp:2:11: error: expected a parameter name in macro 'A', found '1'"},
		{"unclosed params", v450 + "#define A(x\n", Options{}, "t.comp:2:12: error: missing ')' in the parameter list of macro 'A'"},
		{"variadic", v450 + "#define A(...) x\n", Options{}, "t.comp:2:11: error: expected a parameter name in macro 'A', found '.'"},
		{"paste at start", v450 + "#define A ## b\n", Options{}, "t.comp:2:11: error: '##' cannot appear at either end of a macro body"},
		{"paste at end", v450 + "#define A(x) x ##\n", Options{}, "t.comp:2:16: error: '##' cannot appear at either end of a macro body"},
		{"bad paste", v450 + "#define C(a, b) a ## b\nint x = C(+, /);\n", Options{}, "t.comp:3:9: error: pasting '+' and '/' does not give a valid preprocessing token"},
		{"bad paste number", v450 + "#define C(a, b) a ## b\nC(1, +)\n", Options{}, "t.comp:3:1: error: pasting '1' and '+' does not give a valid preprocessing token"},
		{"invalid character", v450 + "int a = 1 @ 2;\n", Options{}, "t.comp:2:11: error: invalid token '@'"},
		{"invalid number", v450 + "int a = 1abc;\n", Options{}, "t.comp:2:9: error: invalid token '1abc'"},
		{"unterminated string literal", v450 + "#define X 1\nf(\"a X \\\" b, X);\n", Options{}, "t.comp:3:3: error: unterminated string literal"},
		{"invalid utf-8 char", v450 + "int é;\n", Options{}, "t.comp:2:5: error: invalid token 'é'"},
		{"hash in code", v450 + "#define H #\nint a H;\n", Options{}, "t.comp:3:7: error: '#' outside a preprocessor directive"},
		{"version not first", "int a;\n#version 450\n", Options{}, "t.comp:2:1: error: #version must occur first in the shader"},
		{"version after null directive", "#\n#version 450\n", Options{}, "t.comp:2:1: error: #version must occur first in the shader"},
		{"version after directive", "#define A 1\n#version 450\n", Options{}, "t.comp:2:1: error: #version must occur first in the shader"},
		{"version twice", v450 + "#version 450\n", Options{}, "t.comp:2:1: error: #version given twice"},
		{"version in include", v450 + ext + "#include \"version.h\"\n", Options{ReadFile: inc.read}, "version.h:1:1: error: #version must occur first in the shader"},
		{"version without number", "#version\n", Options{}, "t.comp:1:9: error: #version needs a version number"},
		{"unknown version", "#version 451\n", Options{}, "t.comp:1:10: error: version 451 is not supported"},
		{"es needs es", "#version 310\n", Options{}, "t.comp:1:10: error: version 310 needs the es profile: #version 310 es"},
		{"es with core", "#version 310 core\n", Options{}, "t.comp:1:14: error: version 310 needs the es profile"},
		{"es profile on desktop version", "#version 450 es\n", Options{}, "t.comp:1:14: error: the es profile is only for versions 300, 310 and 320"},
		{"bad profile", "#version 450 foo\n", Options{}, "t.comp:1:14: error: unknown profile 'foo'"},
		{"version extra", "#version 450 core x\n", Options{}, "t.comp:1:19: error: unexpected tokens after #version"},
		{"profile before 150", "#version 140 core\n", Options{}, "t.comp:1:14: error: versions before 150 do not take a profile"},
		{"compute needs 430", "#version 420\n", Options{}, "t.comp:1:10: error: compute shaders need #version 430 or later (have 420)"},
		{"compute needs 310 es", "#version 300 es\n", Options{}, "t.comp:1:10: error: compute shaders need #version 310 es or later (have 300 es)"},
		{"missing version", "int a;\n", Options{}, "t.comp:1:1: error: missing #version"},
		{"es version after comment", "// hi\n#version 310 es\n", Options{}, "t.comp:2:1: error: #version must be the first line of an es shader"},
		{"es version after block comment", "/**/#version 310 es\n", Options{}, "t.comp:1:5: error: #version must be the first line of an es shader"},
		{"extension require unknown", v450 + "#extension GL_FOO_bar : require\n", Options{}, "t.comp:2:12: error: extension 'GL_FOO_bar' is not supported"},
		{"extension enable unknown", v450 + "#extension GL_FOO_bar : enable\n", Options{}, "t.comp:2:12: warning: extension 'GL_FOO_bar' is not supported"},
		{"extension warn unknown", v450 + "#extension GL_FOO_bar : warn\n", Options{}, "t.comp:2:12: warning: extension 'GL_FOO_bar' is not supported"},
		{"extension disable unknown", v450 + "#extension GL_FOO_bar : disable\n", Options{}, "t.comp:2:12: warning: extension 'GL_FOO_bar' is not supported"},
		{"extension all enable", v450 + "#extension all : enable\n", Options{}, "t.comp:2:18: error: extension 'all' can only be used with warn or disable"},
		{"extension all require", v450 + "#extension all : require\n", Options{}, "t.comp:2:18: error: extension 'all' can only be used with warn or disable"},
		{"extension bad behavior", v450 + "#extension GL_KHR_shader_subgroup_basic : on\n", Options{}, "t.comp:2:43: error: unknown extension behavior 'on'"},
		{"extension bad form", v450 + "#extension GL_KHR_shader_subgroup_basic enable\n", Options{}, "t.comp:2:1: error: #extension needs the form"},
		{"include disabled", v450 + "#include \"a.h\"\n", Options{ReadFile: inc.read}, "t.comp:2:2: error: #include needs #extension GL_GOOGLE_include_directive : enable"},
		{"include after disable", v450 + ext + "#extension GL_GOOGLE_include_directive : disable\n#include \"a.h\"\n", Options{ReadFile: inc.read}, "t.comp:4:2: error: #include needs"},
		{"include not found", v450 + ext + "#include \"nope.h\"\n", Options{ReadFile: inc.read}, "t.comp:3:10: error: cannot find include file 'nope.h'"},
		{"include bad form", v450 + ext + "#include nope.h\n", Options{ReadFile: inc.read}, "t.comp:3:10: error: #include needs the form"},
		{"include unclosed", v450 + ext + "#include \"nope.h\n", Options{ReadFile: inc.read}, "t.comp:3:10: error: #include needs the form"},
		{"include cycle", v450 + ext + "#include \"a.h\"\n", Options{ReadFile: inc.read}, "b.h:1:10: error: #include cycle: 'a.h' includes itself"},
		{"include self", v450 + ext + "#include \"self.h\"\n", Options{ReadFile: inc.read}, "self.h:1:10: error: #include cycle: 'self.h' includes itself"},
		{"error in include", v450 + ext + "#include \"err.h\"\n", Options{ReadFile: inc.read}, "err.h:2:3: error: invalid token '@'"},
		{"unterminated if in include", v450 + ext + "#include \"bad.h\"\n", Options{ReadFile: inc.read}, "bad.h:2:4: error: unterminated conditional directive"},
		{"line without number", v450 + "#line\n", Options{}, "t.comp:2:6: error: #line needs a line number"},
		{"line bad source", v450 + "#line 3 x\n", Options{}, "t.comp:2:9: error: #line source string number must be an integer"},
		{"line extra", v450 + "#line 3 4 5\n", Options{}, "t.comp:2:11: error: unexpected tokens after #line"},
		{"line file needs extension", v450 + "#line 3 \"f.glsl\"\n", Options{}, "t.comp:2:2: error: #line with a file name needs #extension GL_GOOGLE_cpp_style_line_directive : enable"},
		{"error after line", v450 + "#line 100 4\n@\n", Options{}, "4:100:1: error: invalid token '@'"},
		{"pragma optimize bad", v450 + "#pragma optimize(maybe)\n", Options{}, "t.comp:2:9: warning: #pragma optimize needs (on) or (off)"},
		{"pragma optimize no parens", v450 + "#pragma optimize off\n", Options{}, "t.comp:2:9: error: #pragma optimize: the syntax is #pragma optimize(on) or #pragma optimize(off)"},
		{"pragma debug extra token", v450 + "#pragma debug(on) x\n", Options{}, "t.comp:2:9: error: #pragma debug: the syntax is #pragma debug(on) or #pragma debug(off)"},
		{"pragma debug no close", v450 + "#pragma debug(on]\n", Options{}, "t.comp:2:17: error: #pragma debug: ')' expected to end it"},
		{"bad -D", v450, Options{Defines: []Define{{Name: "1x"}}}, "<command line>:1:1: error: #define needs a macro name"},
		{"-D unclosed parameters", v450, Options{Defines: []Define{{Name: "A", Value: "1"}, {Name: "F(x", Value: "x"}}}, "<command line>:2:"},
		{"-D redefines predefined", v450, Options{Vulkan: true, Defines: []Define{{Name: "VULKAN", Value: "5"}}}, "<command line>:1:1: error: predefined macro 'VULKAN' cannot be redefined"},
		{"std override warning", "#version 310 es\n", Options{Std: &Version{Number: 450}}, "t.comp:1:10: warning: #version 310 es overridden by -std=450"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, d := run(t, c.src, c.opts)
			got := diagStrings(d)
			for _, g := range got {
				if strings.HasPrefix(g, c.want) {
					return
				}
			}
			t.Errorf("no diagnostic starting with\n  %s\ngot\n  %s", c.want, strings.Join(got, "\n  "))
		})
	}
}

// TestNoSpuriousDiagnostics checks that valid input gives no diagnostics at all.
func TestNoSpuriousDiagnostics(t *testing.T) {
	for _, src := range []string{
		v450 + "#define A 1 + 2\n#define A 1 + 2\n#define A  1  +  2\n",
		v450 + "#define F(x, y) x + y\n#define F( x , y ) x  +  y\n",
		v450 + "#undef NOT_DEFINED\n",
		v450 + "#extension all : disable\n#extension all : warn\n",
		v450 + "#pragma optimize(on)\n#pragma debug(off)\n#pragma STDGL invariant(all)\n#pragma anything goes here\n",
		"#version 310 es\n#extension GL_KHR_shader_subgroup_basic : require\n",
		"  #version 310 es\n",
		"\xEF\xBB\xBF#version 310 es\n",
		"/* desktop allows comments first */\n#version 460 core\n",
		v450 + "#if 0\n#if 1/0\n#elif x y z\n#endif\n#endif\n",
		v450 + "#\n# \n// null directives\n",
	} {
		_, d := run(t, src, Options{})
		if len(d.Diags) != 0 {
			t.Errorf("%q: unexpected %v", src, diagStrings(d))
		}
	}
}

func TestVersion(t *testing.T) {
	for _, c := range []struct {
		src      string
		opts     Options
		num      int
		profile  string
		explicit bool
		errors   bool
	}{
		{"#version 450\n", Options{}, 450, "core", true, false},
		{"#version 460 core\n", Options{}, 460, "core", true, false},
		{"#version 450 compatibility\n", Options{}, 450, "compatibility", true, false},
		{"#version 310 es\n", Options{}, 310, "es", true, false},
		{"#version 320 es\n", Options{}, 320, "es", true, false},
		{"int a;\n", Options{}, 110, "core", false, true},
		{"int a;\n", Options{Std: &Version{Number: 450}}, 450, "core", true, false},
		{"#version 430\n", Options{Std: &Version{Number: 310, Profile: "es"}}, 310, "es", true, false},
	} {
		r, d := run(t, c.src, c.opts)
		v := r.Version
		if v.Number != c.num || v.Profile != c.profile || v.Explicit != c.explicit || d.HasErrors() != c.errors {
			t.Errorf("%q: got %+v errors=%v %v", c.src, v, d.HasErrors(), diagStrings(d))
		}
	}
	r, _ := run(t, "\n#version 450\n", Options{})
	if r.Version.Pos.String() != "t.comp:2:10" {
		t.Errorf("version position %s", r.Version.Pos)
	}
}

func TestPredefinedMacros(t *testing.T) {
	probe := "__VERSION__ GL_es_profile GL_ES GL_FRAGMENT_PRECISION_HIGH GL_core_profile GL_compatibility_profile VULKAN GL_SPIRV GL_KHR_shader_subgroup_basic GL_NV_shader_subgroup_partitioned GL_GOOGLE_include_directive\n"
	for _, c := range []struct {
		version string
		opts    Options
		want    string
	}{
		{"#version 450\n", Options{}, "450 GL_es_profile GL_ES 1 1 GL_compatibility_profile VULKAN GL_SPIRV 1 1 1"},
		{"#version 450\n", Options{Vulkan: true}, "450 GL_es_profile GL_ES 1 1 GL_compatibility_profile 100 100 1 1 1"},
		{"#version 310 es\n", Options{Vulkan: true}, "310 1 1 1 GL_core_profile GL_compatibility_profile 100 100 1 1 1"},
		// GL_core_profile is defined for every desktop profile (glslang agrees)
		{"#version 450 compatibility\n", Options{}, "450 GL_es_profile GL_ES 1 1 1 VULKAN GL_SPIRV 1 1 1"},
	} {
		r, d := run(t, c.version+probe, c.opts)
		if d.HasErrors() {
			t.Fatal(diagStrings(d))
		}
		if got := texts(r); got != c.want {
			t.Errorf("%q %+v:\n got %q\nwant %q", c.version, c.opts, got, c.want)
		}
	}
	// every supported extension is a macro defined to 1
	var b strings.Builder
	b.WriteString(v450)
	for _, n := range ext.Names() {
		fmt.Fprintf(&b, "#if %s != 1\n#error %s\n#endif\n", n, n)
	}
	if _, d := run(t, b.String(), Options{}); d.HasErrors() {
		t.Error(diagStrings(d))
	}
}

func TestCommandLineDefines(t *testing.T) {
	r, d := run(t, v450+"A B C\n#ifdef D\nd\n#endif\n", Options{Defines: []Define{{Name: "A"}, {Name: "B", Value: "x + 2"}, {Name: "D", Value: "0"}}})
	if d.HasErrors() {
		t.Fatal(diagStrings(d))
	}
	if got := texts(r); got != "x + 2 C d" {
		t.Errorf("got %q", got)
	}
	if p := r.Tokens[0].Pos; p.File != "t.comp" || p.Line != 2 || p.Col != 3 { // B: A is empty
		t.Errorf("expanded -D macro position %v", p)
	}
}

func TestStdOverride(t *testing.T) {
	r, d := run(t, "#version 450\n__VERSION__\n#ifdef GL_ES\nes\n#endif\n", Options{Std: &Version{Number: 310, Profile: "es"}})
	if d.HasErrors() {
		t.Fatal(diagStrings(d))
	}
	if got := texts(r); got != "310 es" {
		t.Errorf("got %q", got)
	}
	if len(d.Diags) != 1 || d.Diags[0].Severity != diag.Warning {
		t.Errorf("want one warning, got %v", diagStrings(d))
	}
}

func TestExtensions(t *testing.T) {
	src := v450 + "#extension GL_KHR_shader_subgroup_basic : enable\nint a;\n#extension GL_KHR_shader_subgroup_vote : require\nint b;\n#extension all : disable\n"
	r, d := run(t, src, Options{})
	if d.HasErrors() {
		t.Fatal(diagStrings(d))
	}
	want := []ExtensionDirective{
		{Name: "GL_KHR_shader_subgroup_basic", Behavior: ext.Enable, Pos: diag.Pos{File: "t.comp", Line: 2, Col: 12}, TokenIndex: 0},
		{Name: "GL_KHR_shader_subgroup_vote", Behavior: ext.Require, Pos: diag.Pos{File: "t.comp", Line: 4, Col: 12}, TokenIndex: 3},
		{Name: "all", Behavior: ext.Disable, Pos: diag.Pos{File: "t.comp", Line: 6, Col: 12}, TokenIndex: 6},
	}
	if fmt.Sprint(r.Extensions) != fmt.Sprint(want) {
		t.Errorf("got  %+v\nwant %+v", r.Extensions, want)
	}
}

func TestPragmas(t *testing.T) {
	r, d := run(t, v450+"#pragma optimize(off)\n#define X 1\n  #pragma foo X\n", Options{})
	if len(d.Diags) != 0 {
		t.Fatal(diagStrings(d))
	}
	if len(r.Pragmas) != 2 {
		t.Fatalf("got %d pragmas", len(r.Pragmas))
	}
	var got []string
	for _, p := range r.Pragmas {
		var ts []string
		for _, tk := range p.Tokens {
			ts = append(ts, tk.Text)
		}
		got = append(got, p.Pos.String()+" "+strings.Join(ts, " "))
	}
	if want := "t.comp:2:1 optimize ( off )|t.comp:4:3 foo X"; strings.Join(got, "|") != want {
		t.Errorf("got %q want %q", strings.Join(got, "|"), want)
	}
	if txt := r.Text(); !strings.Contains(txt, "\n#pragma optimize(off)\n") || !strings.Contains(txt, "\n#pragma foo X\n") {
		t.Errorf("pragmas missing from the text:\n%s", txt)
	}
}

func TestLineDirective(t *testing.T) {
	src := v450 + "#line 20\na\n#line 30 2\nb\n#define S 7\n#define N 40\n#line N S\nc\n"
	r, d := run(t, src, Options{})
	if d.HasErrors() {
		t.Fatal(diagStrings(d))
	}
	for i, want := range []string{"t.comp:20:1", "2:30:1", "7:40:1"} {
		if got := r.Tokens[i].Pos.String(); got != want {
			t.Errorf("token %q at %s, want %s", r.Tokens[i].Text, got, want)
		}
	}
	// cpp-style #line with a file name
	src = v450 + "#extension GL_GOOGLE_cpp_style_line_directive : enable\n#line 7 \"gen.glsl\"\nx\n"
	r, d = run(t, src, Options{})
	if d.HasErrors() {
		t.Fatal(diagStrings(d))
	}
	if got := r.Tokens[0].Pos.String(); got != "gen.glsl:7:1" {
		t.Errorf("cpp-style #line: token at %s", got)
	}
	if !strings.Contains(r.Text(), "#line 7 \"gen.glsl\"\nx\n") {
		t.Errorf("text:\n%s", r.Text())
	}
}

func TestInclude(t *testing.T) {
	fs := mapFS{
		"inc/a.h":              "// a\nint a = __LINE__;\n#include \"sub/b.h\"\nint a2;\n",
		"inc/sub/b.h":          "B_MACRO b;\n",
		"/sys/s.h":             "int s;\n",
		"/sys/inc/only_i.h":    "int only_i;\n",
		"local_and_sys.h":      "int local;\n",
		"/sys/local_and_sys.h": "int sys;\n",
	}
	src := v450 + "#extension GL_GOOGLE_include_directive : enable\n#define B_MACRO int\n#include \"inc/a.h\"\n#include <s.h>\n#include \"inc/only_i.h\" // comment\n#include \"local_and_sys.h\"\n#include <local_and_sys.h>\nint end;\n"
	r, d := run(t, src, Options{ReadFile: fs.read, IncludeDirs: []string{"/sys"}})
	if d.HasErrors() {
		t.Fatal(diagStrings(d))
	}
	if got, want := texts(r), "int a = 2 ; int b ; int a2 ; int s ; int only_i ; int local ; int sys ; int end ;"; got != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
	wantIncl := "inc/a.h inc/sub/b.h /sys/s.h /sys/inc/only_i.h local_and_sys.h /sys/local_and_sys.h"
	if got := strings.Join(r.Includes, " "); got != wantIncl {
		t.Errorf("Includes %q want %q", got, wantIncl)
	}
	for _, f := range r.Includes {
		if _, ok := r.Sources[f]; !ok {
			t.Errorf("Sources lacks %s", f)
		}
	}
	if _, ok := r.Sources["t.comp"]; !ok {
		t.Error("Sources lacks the main file")
	}
	pos := map[string]string{}
	for _, tk := range r.Tokens {
		if tk.Kind == token.Ident && tk.Text != "int" {
			pos[tk.Text] = tk.Pos.String()
		}
	}
	for name, want := range map[string]string{"a": "inc/a.h:2:5", "b": "inc/sub/b.h:1:9", "a2": "inc/a.h:4:5", "s": "/sys/s.h:1:5", "end": "t.comp:9:5"} {
		if pos[name] != want {
			t.Errorf("%s at %s, want %s", name, pos[name], want)
		}
	}
	txt := r.Text()
	for _, want := range []string{"#line 1 \"inc/a.h\"\n", "#line 1 \"inc/sub/b.h\"\n", "#line 4 \"inc/a.h\"\nint a2;\n", "#line 5 \"t.comp\"\n"} {
		if !strings.Contains(txt, want) {
			t.Errorf("text lacks %q:\n%s", want, txt)
		}
	}
	// depth limit: a chain of distinct files
	deep := mapFS{}
	for i := 0; i < 100; i++ {
		deep[fmt.Sprintf("d%d.h", i)] = fmt.Sprintf("#include \"d%d.h\"\n", i+1)
	}
	_, d = run(t, v450+"#extension GL_GOOGLE_include_directive : enable\n#include \"d0.h\"\n", Options{ReadFile: deep.read})
	if got := strings.Join(diagStrings(d), "\n"); !strings.Contains(got, "#include nested too deeply") {
		t.Errorf("no depth error: %s", got)
	}
	// a read error that is not "not found" is reported as not found too
	_, d = run(t, v450+"#extension GL_GOOGLE_include_directive : enable\n#include \"x.h\"\n", Options{ReadFile: func(string) ([]byte, error) { return nil, errors.New("boom") }})
	if !d.HasErrors() {
		t.Error("no error for unreadable include")
	}
}

func TestText(t *testing.T) {
	src := "// comment\n#version 450\n#extension GL_KHR_shader_subgroup_basic : enable\n#define F(x) x+1\n\nint a = F(2);\n#if 0\nskipped\n#endif\n  int b;\n#line 50\nint c; int d;\n"
	r, d := run(t, src, Options{})
	if d.HasErrors() {
		t.Fatal(diagStrings(d))
	}
	want := "\n#version 450\n#extension GL_KHR_shader_subgroup_basic : enable\n\n\nint a = 2+1;\n\n\n\n  int b;\n#line 50\nint c; int d;\n"
	if got := r.Text(); got != want {
		t.Errorf("got\n%q\nwant\n%q", got, want)
	}
}

func TestLimits(t *testing.T) {
	var b strings.Builder
	b.WriteString(v450)
	// exponential growth: each macro doubles the previous one
	b.WriteString("#define m0 x\n")
	for i := 1; i < 40; i++ {
		fmt.Fprintf(&b, "#define m%d m%d m%d\n", i, i-1, i-1)
	}
	b.WriteString("m39\n")
	r, d := run(t, b.String(), Options{})
	if !strings.Contains(strings.Join(diagStrings(d), "\n"), "too large") {
		t.Errorf("no size error: %v", diagStrings(d))
	}
	if r.Tokens[len(r.Tokens)-1].Kind != token.EOF {
		t.Error("result does not end with EOF")
	}
	for _, src := range []string{
		v450 + "#if " + strings.Repeat("(", 100000) + "\n#endif\n",
		v450 + "#if " + strings.Repeat("-", 100000) + "1\n#endif\n",
		v450 + "#define F(x) x\n" + strings.Repeat("F(", 100000) + strings.Repeat(")", 100000) + "\n",
		v450 + strings.Repeat("#if 1\n", 10000),
	} {
		_, d := run(t, src, Options{})
		if !d.HasErrors() {
			t.Errorf("%.40q...: no error", src)
		}
	}
}

func TestCorpusPreprocessesCleanly(t *testing.T) {
	for _, vk := range []bool{false, true} {
		for _, e := range corpusFiles(t) {
			src, err := os.ReadFile(e)
			if err != nil {
				t.Fatal(err)
			}
			var d diag.List
			r := Preprocess(e, src, Options{Vulkan: vk}, &d)
			if d.HasErrors() {
				t.Errorf("%s (vulkan=%v): %v", e, vk, diagStrings(&d))
			}
			if len(r.Tokens) < 2 || r.Tokens[len(r.Tokens)-1].Kind != token.EOF {
				t.Errorf("%s: no tokens", e)
			}
		}
	}
}

func TestStringLiteralIsOneToken(t *testing.T) {
	r, d := run(t, v450+"#define X 1\nf(\"a X \\\" b\", X); \"open\n", Options{})
	if got, want := texts(r), `f ( "a X \" b" , 1 ) ; "open`; got != want {
		t.Errorf("got %q want %q", got, want)
	}
	// The closed literal is a String token; only the open one is an error.
	if got := diagStrings(d); len(got) != 1 || got[0] != "t.comp:3:19: error: unterminated string literal" {
		t.Errorf("want one unterminated-literal error, got %v", got)
	}
}

// TestIncludeDirectiveOption: with Options.IncludeDirective (glslc's
// preamble) #include works without an #extension line, and a later
// "#extension GL_GOOGLE_include_directive : disable" still turns it off.
func TestIncludeDirectiveOption(t *testing.T) {
	fs := mapFS{"a.h": "int a;\n"}
	r, d := run(t, v450+"#include \"a.h\"\nint b;\n", Options{ReadFile: fs.read, IncludeDirective: true})
	if d.HasErrors() {
		t.Fatal(diagStrings(d))
	}
	if got := texts(r); got != "int a ; int b ;" {
		t.Errorf("got %q", got)
	}
	_, d = run(t, v450+"#extension GL_GOOGLE_include_directive : disable\n#include \"a.h\"\n", Options{ReadFile: fs.read, IncludeDirective: true})
	if got := strings.Join(diagStrings(d), "\n"); !strings.Contains(got, "t.comp:3:2: error: #include needs") {
		t.Errorf("after disable: %s", got)
	}
}

// -D options are #define lines, as glslc makes them: function-like macros,
// empty values, and a later -D of a name replacing an earlier one.
func TestCommandLineDefinesAsDirectives(t *testing.T) {
	src := "#version 450\nbuffer_ld1(b, 3) psc(0) E Z(1)\n"
	res, d := run(t, src, Options{Defines: []Define{
		{Name: "buffer_ld1(buf,i)", Value: "buf[i]"},
		{Name: "psc(x)", Value: "(x==0?p.x:x)"},
		{Name: "E"},
		{Name: "Z(a)", Value: "1"},
		{Name: "Z(a)", Value: "a+a"},
	}})
	if d.HasErrors() || len(d.Diags) != 0 {
		t.Fatalf("diagnostics: %v", diagStrings(d))
	}
	var got []string
	for _, tk := range res.Tokens {
		if tk.Kind != token.EOF {
			got = append(got, tk.Text)
		}
	}
	want := "b [ 3 ] ( 0 == 0 ? p . 0 : 0 ) 1 + 1"
	if strings.Join(got, " ") != want {
		t.Errorf("tokens %q, want %q", strings.Join(got, " "), want)
	}
}
