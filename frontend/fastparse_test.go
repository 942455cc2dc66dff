package frontend

import (
	"bufio"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/parser"
	"github.com/glslc-nv/glslc-nv/frontend/pp"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
)

// fastInput is a shader for TestFastParseMatches.
type fastInput struct {
	name string
	src  []byte
	opts Options
}

// repoInputs gathers every .comp file of the repository: the tests'
// shaders (frontend/testdata among them), the examples, the AmberScript
// cases' includes. They are on every checkout.
func repoInputs(t *testing.T) []fastInput {
	t.Helper()
	var in []fastInput
	root := testtool.RepoRoot()
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && strings.HasPrefix(d.Name(), ".") && path != root {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".comp") {
			in = append(in, readInput(t, path, Options{}))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return in
}

func readInput(t *testing.T, path string, opts Options) fastInput {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	opts.Vulkan = true
	return fastInput{name: path, src: src, opts: opts}
}

// sharedInputs gathers the shaders of the shared folder: the glslang
// corpus, and one or two variants of each of ggml's Vulkan shader sources
// (with the defines of its first compile, and of its first optional one:
// cooperative matrices, integer dot products, bfloat16).
func sharedInputs(t *testing.T) []fastInput {
	t.Helper()
	var in []fastInput
	for _, row := range testtool.Corpus(t) {
		in = append(in, readInput(t, row.Path, Options{}))
	}
	dir := filepath.Join(testtool.SharedDir(t), "corpus", "ggml-vulkan")
	f, err := os.Open(filepath.Join(dir, "INVOCATIONS.tsv"))
	if err != nil {
		t.Fatalf("ggml's invocations: %v", err)
	}
	defer f.Close()
	seen := map[string]bool{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for first := true; sc.Scan(); first = false {
		c := strings.Split(sc.Text(), "\t")
		if first || len(c) < 6 {
			continue
		}
		key := c[1] + " " + strconv.FormatBool(c[4] != "-")
		if seen[key] {
			continue
		}
		seen[key] = true
		var opts Options
		for _, d := range strings.Fields(c[5]) {
			name, value, _ := strings.Cut(d, "=")
			opts.Defines = append(opts.Defines, pp.Define{Name: name, Value: value})
		}
		opts.IncludeDirs = []string{filepath.Join(dir, "shaders")}
		opts.IncludeDirective = true // as glslc (and glslc-nv's command line) do
		in = append(in, readInput(t, filepath.Join(dir, "shaders", c[1]), opts))
	}
	return in
}

// fastGivesUp lists the error-free shaders of frontend/testdata the fast
// path leaves to ANTLR's parser by design, with the reason. Any other
// error-free shader there must be parsed by the fast path.
var fastGivesUp = map[string]string{
	"frontend/testdata/parse/typename_declaration.comp": "a statement of a type name and array dimensions alone (a[2];) is left to ANTLR, as fastparse.go's header says",
	"frontend/testdata/grammar/spirv_intrinsics.comp":   "the GL_EXT_spirv_intrinsics qualifiers are left to ANTLR, as fastparse.go's header says",
}

// TestFastParseAgrees parses every .comp file of the repository with the
// fast path and with ANTLR's parser alone and requires the same tree and
// the same diagnostics. The fast path must handle every error-free shader
// of frontend/testdata (which cover the grammar: TestGrammarCovered), so
// a grammar construct it does not mirror fails here. It needs nothing
// outside the checkout.
func TestFastParseAgrees(t *testing.T) {
	in := repoInputs(t)
	if len(in) < 100 {
		t.Fatalf("only %d .comp files in the repository", len(in))
	}
	fast, clean := compareParsers(t, in, func(f fastInput, errorFree, isFast bool) {
		rel, _ := filepath.Rel(testtool.RepoRoot(), f.name)
		if _, listed := fastGivesUp[filepath.ToSlash(rel)]; listed && isFast {
			t.Errorf("%s is in fastGivesUp, but the fast path parses it now: remove it", rel)
		}
		if !errorFree || isFast || !strings.HasPrefix(rel, filepath.Join("frontend", "testdata")+string(filepath.Separator)) {
			return
		}
		if _, ok := fastGivesUp[filepath.ToSlash(rel)]; !ok {
			t.Errorf("%s: the fast path (fastparse.go) gave up on this error-free shader and left it to ANTLR's parser: "+
				"it does not mirror a construct of grammar/GLSLParser.g4 the shader uses; mirror it there "+
				"(or, if the fast path must leave it to ANTLR by design, list the file in fastGivesUp with the reason)", rel)
		}
	})
	for f := range fastGivesUp {
		if _, err := os.Stat(filepath.Join(testtool.RepoRoot(), f)); err != nil {
			t.Errorf("fastGivesUp lists %s, which does not exist: remove it", f)
		}
	}
	t.Logf("%d inputs, %d without errors, %d parsed by the fast path", len(in), clean, fast)
}

// TestFastParseCorpus is TestFastParseAgrees on the shared folder's
// shaders (the glslang corpus, ggml's sources); the fast path must handle
// most of the error-free ones (every input it gives up on costs a second
// parse).
func TestFastParseCorpus(t *testing.T) {
	in := sharedInputs(t)
	fast, clean := compareParsers(t, in, func(f fastInput, errorFree, isFast bool) {
		if errorFree && !isFast {
			t.Logf("not fast: %s", f.name)
		}
	})
	t.Logf("%d inputs, %d without errors, %d parsed by the fast path", len(in), clean, fast)
	if fast < clean*9/10 {
		t.Errorf("the fast path handled only %d of the %d inputs without errors", fast, clean)
	}
}

// compareParsers parses each input both ways and reports every
// difference; each is also given to check. It returns how many the fast
// path handled and how many have no errors.
func compareParsers(t *testing.T, in []fastInput, check func(f fastInput, errorFree, isFast bool)) (fast, clean int) {
	t.Helper()
	for _, f := range in {
		var d1, d2 diag.List
		u1, st := ParseStats(f.name, f.src, f.opts, &d1)
		slow := f.opts
		slow.NoFastPath = true
		u2, st2 := ParseStats(f.name, f.src, slow, &d2)
		if st2.Fast {
			t.Fatalf("%s: NoFastPath used the fast path", f.name)
		}
		if st.Fast {
			fast++
			if d1.HasErrors() && !d2.HasErrors() {
				t.Errorf("%s: errors differ", f.name)
			}
		}
		if !d2.HasErrors() {
			clean++
		}
		check(f, !d2.HasErrors(), st.Fast)
		if got, want := diagText(&d1), diagText(&d2); got != want {
			t.Errorf("%s: diagnostics differ (fast path %v):\n%s\nwant\n%s", f.name, st.Fast, got, want)
		}
		if !reflect.DeepEqual(u1, u2) {
			a, b := ast.String(u1), ast.String(u2)
			if a == b {
				t.Errorf("%s: trees differ (fast path %v) in something ast.String does not show", f.name, st.Fast)
			} else {
				t.Errorf("%s: trees differ (fast path %v):\n%s", f.name, st.Fast, firstDiff(a, b))
			}
		}
	}
	return fast, clean
}

func diagText(l *diag.List) string {
	var b strings.Builder
	for _, d := range l.Diags {
		b.WriteString(d.String())
		b.WriteByte('\n')
	}
	return b.String()
}

// firstDiff shows the first differing line of two dumps and its context.
func firstDiff(a, b string) string {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < len(la) && i < len(lb); i++ {
		if la[i] != lb[i] {
			lo := max(0, i-3)
			return "fast:\n" + strings.Join(la[lo:min(len(la), i+3)], "\n") + "\nANTLR:\n" + strings.Join(lb[lo:min(len(lb), i+3)], "\n")
		}
	}
	return "one dump is a prefix of the other"
}

// FuzzFastParse: on any input the fast path and ANTLR's parser alone give
// the same tree and diagnostics. Seeds: the shaders of frontend/testdata
// (which cover the grammar), and the glslang corpus when the shared
// folder is there.
//
//	go test ./frontend -run '^$' -fuzz FuzzFastParse -fuzztime 60s
func FuzzFastParse(f *testing.F) {
	files := fuzzSeedFiles(f)
	for _, path := range files {
		if src, err := os.ReadFile(path); err == nil {
			f.Add(src)
		}
	}
	f.Add([]byte("#version 450\nvoid main() {\n  coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA> m = coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA>(0.0);\n  tensorLayoutNV<2, gl_CooperativeMatrixClampModeConstantNV> t;\n}\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		opts := Options{}
		opts.Vulkan = true
		opts.ReadFile = func(string) ([]byte, error) { return src, nil }
		var d1, d2 diag.List
		u1 := Parse("fuzz.comp", src, opts, &d1)
		opts.NoFastPath = true
		u2 := Parse("fuzz.comp", src, opts, &d2)
		if got, want := diagText(&d1), diagText(&d2); got != want {
			t.Fatalf("diagnostics differ:\n%s\nwant\n%s", got, want)
		}
		if !reflect.DeepEqual(u1, u2) {
			t.Fatalf("trees differ:\n%s", firstDiff(ast.String(u1), ast.String(u2)))
		}
	})
}

// fuzzSeedFiles are the shaders of coverageDirs, and the corpus's when it
// is there.
func fuzzSeedFiles(f *testing.F) []string {
	var files []string
	for _, d := range coverageDirs {
		fs, _ := filepath.Glob(filepath.Join(d, "*.comp"))
		files = append(files, fs...)
	}
	for _, row := range testtool.CorpusIfPresent(f) {
		files = append(files, row.Path)
	}
	return files
}

// TestLiterals: the token spellings generate.sh writes (parser.Literals)
// are the parser's own LiteralNames.
func TestLiterals(t *testing.T) {
	parser.GLSLParserInit()
	want := map[int]string{}
	for typ, lit := range parser.GLSLParserParserStaticData.LiteralNames {
		if lit != "" {
			want[typ] = lit
		}
	}
	if len(parser.Literals) != len(want) {
		t.Errorf("%d literals, the parser has %d", len(parser.Literals), len(want))
	}
	for _, lit := range parser.Literals {
		if w := want[lit.Type]; w != "'"+lit.Text+"'" {
			t.Errorf("token %d: %q, the parser has %s", lit.Type, lit.Text, w)
		}
	}
	if typ, ok := punctType("<<="); !ok || typ != parser.GLSLParserSHL_ASSIGN {
		t.Errorf("punctType(<<=) = %d, %v", typ, ok)
	}
}

// TestFastParseDecisions: the decisions the fast path makes or refuses,
// one snippet each, inside a function of a shader that declares a struct S
// and a variable v. Each must give the same tree and diagnostics as ANTLR's
// parser alone; fast says whether the fast path must handle it.
func TestFastParseDecisions(t *testing.T) {
	cases := []struct {
		name, body string
		fast       bool
	}{
		{"declaration with a struct type", "S s;", true},
		{"constructor statement", "S(1.0);", true},
		{"array type declaration", "S[2] a;", true},
		{"array constructor", "float[2](1.0, 2.0);", true},
		{"unsized array constructor", "S[](S(1.0));", true},
		{"indexed assignment", "float a[2]; a[1] = 2.0;", true},
		{"shadowed struct name is a value", "float S = 1.0; S * 2.0;", true},
		{"type alone is ambiguous", "float;", false},
		{"struct name times is an error", "S * v;", false},
		{"dangling else", "if (true) if (false) v = 1.0; else v = 2.0;", true},
		{"void argument", "float f(void); f(void);", true},
		{"length", "float a[2]; a.length();", true},
		{"length with void is an error", "float a[2]; a.length(void);", false},
		{"comma and conditional", "v = true ? 1.0 : 2.0, v += 1.0;", true},
		{"for with a declaration", "for (int i = 0; i < 4; i++) v += 1.0;", true},
		{"while with a declared condition", "while (bool b = v > 1.0) v -= 1.0;", true},
		{"attribute on a loop", "[[unroll]] for (int i = 0; i < 2; i++) {}", true},
		{"attribute on an expression is an error", "[[unroll]] v = 1.0;", false},
		{"missing semicolon", "v = 1.0", false},
		{"integer too large", "int i = 99999999999;", false},
		{"nested initializer list", "float a[2][2] = {{1.0, 2.0}, {3.0, 4.0},};", true},
		{"switch", "switch (1) { case 1: v = 1.0; break; default: break; }", true},
		{"function defined in a function", "void g() {}", false},
		{"type parameters", "coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA> m = coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA>(0.0);", true},
		{"type parameters closed by >>", "coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA>> m;", false},
		// GL_EXT_long_vector: vector is a type keyword only before '<' and
		// a type keyword, an identifier otherwise
		{"long vector", "vector<float, 5> w = vector<float, 5>(1.0); w[4] = w.length();", true},
		{"vector as a variable", "vec4 vector; v = vector.y; float vector2; bool b = v < float(3.0);", true},
		{"vector compared with a constructor", "float vector; bool b = vector < float(3.0);", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := "#version 450\nstruct S { float x; };\nfloat v;\nvoid main() {\n" + c.body + "\n}\n"
			opts := Options{}
			opts.Vulkan = true
			var d1, d2 diag.List
			u1, st := ParseStats("d.comp", []byte(src), opts, &d1)
			opts.NoFastPath = true
			u2 := Parse("d.comp", []byte(src), opts, &d2)
			if st.Fast != c.fast {
				t.Errorf("fast path used: %v, want %v (diagnostics: %s)", st.Fast, c.fast, diagText(&d2))
			}
			if got, want := diagText(&d1), diagText(&d2); got != want {
				t.Errorf("diagnostics differ:\n%s\nwant\n%s", got, want)
			}
			if !reflect.DeepEqual(u1, u2) {
				t.Errorf("trees differ:\n%s", firstDiff(ast.String(u1), ast.String(u2)))
			}
		})
	}
}
