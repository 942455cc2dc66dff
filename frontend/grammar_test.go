package frontend

import (
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"
	"unicode"

	"github.com/antlr4-go/antlr/v4"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/parser"
	"github.com/glslc-nv/glslc-nv/frontend/pp"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
)

// The grammar is written three times: grammar/GLSLParser.g4 (the
// language's specification, generating frontend/parser), the AST builder
// (build.go, rule by rule) and the fast path (fastparse.go, a hand-written
// parser of the same grammar). The tests below keep them together on a
// plain checkout:
//
//   - TestGrammarCovered: the shaders of frontend/testdata (parse/ and
//     grammar/) use every element of every alternative of GLSLParser.g4,
//     as ANTLR parses them; a new rule, alternative, token or operand of
//     the grammar fails it until a shader uses it;
//   - TestFastParseAgrees: the fast path parses each of those shaders (and
//     every other .comp file of the repository) to the same tree and
//     diagnostics as ANTLR's parser, and does not give up on any error-free
//     one of frontend/testdata: a construct it does not mirror fails it.
//
// So a grammar change needs a shader that uses it, and then the fast path
// (and build.go) must parse that shader as ANTLR does.

// grammarFile is the parser grammar, relative to the repository root.
const grammarFile = "grammar/GLSLParser.g4"

// coverageDirs are the shaders whose ANTLR parse trees must cover the
// grammar (relative to this package).
var coverageDirs = []string{"testdata/parse", "testdata/grammar"}

// A grammarUnit is one element (a token or a rule) of one alternative of
// a rule: labelled alternatives (# name) are told apart, the unlabelled
// alternatives of a rule share one label "".
type grammarUnit struct {
	rule, label, element string
}

func (u grammarUnit) String() string {
	alt := "rule " + u.rule
	if u.label != "" {
		alt += ", alternative # " + u.label
	}
	return alt + ": " + u.element
}

// grammarUnits reads the units of the parser grammar: for each rule and
// alternative, the tokens and rules it names.
func grammarUnits(t *testing.T, text string) map[grammarUnit]bool {
	t.Helper()
	toks := g4Tokens(text)
	units := map[grammarUnit]bool{}
	// Skip the header up to the first rule: "parser grammar X ;" and
	// "options ..." are gone with their braces, so rules start at the
	// first identifier followed by ':'.
	for i := 0; i < len(toks); {
		if i+1 < len(toks) && isIdent(toks[i]) && toks[i+1] == ":" && unicode.IsLower(rune(toks[i][0])) {
			rule := toks[i]
			j := i + 2
			var alt []string
			flush := func() {
				label := ""
				if n := len(alt); n >= 2 && alt[n-2] == "#" {
					label, alt = alt[n-1], alt[:n-2]
				}
				for k, tok := range alt {
					if !isIdent(tok) || (k+1 < len(alt) && alt[k+1] == "=") {
						continue // punctuation, or a label (name=IDENTIFIER)
					}
					units[grammarUnit{rule, label, tok}] = true
				}
				alt = nil
			}
			depth := 0
			for ; j < len(toks) && !(toks[j] == ";" && depth == 0); j++ {
				switch toks[j] {
				case "(":
					depth++
				case ")":
					depth--
				}
				if toks[j] == "|" && depth == 0 {
					flush()
					continue
				}
				alt = append(alt, toks[j])
			}
			flush()
			i = j + 1
			continue
		}
		i++
	}
	if len(units) < 100 {
		t.Fatalf("%s: read only %d grammar units", grammarFile, len(units))
	}
	return units
}

func isIdent(s string) bool {
	return s != "" && (unicode.IsLetter(rune(s[0])) || s[0] == '_')
}

// g4Tokens splits ANTLR grammar text into identifiers and punctuation,
// without comments, actions ({...}, {...}? predicates, @init {...},
// finally {...}), options {...} and quoted literals.
func g4Tokens(text string) []string {
	var toks []string
	for i := 0; i < len(text); {
		c := text[i]
		switch {
		case strings.HasPrefix(text[i:], "//"):
			for i < len(text) && text[i] != '\n' {
				i++
			}
		case strings.HasPrefix(text[i:], "/*"):
			end := strings.Index(text[i+2:], "*/")
			if end < 0 {
				return toks
			}
			i += end + 4
		case c == '{':
			depth := 0
			for ; i < len(text); i++ {
				if text[i] == '{' {
					depth++
				} else if text[i] == '}' {
					depth--
					if depth == 0 {
						i++
						break
					}
				}
			}
			if i < len(text) && text[i] == '?' {
				i++ // a semantic predicate
			}
			// An action's introducer goes with it.
			if n := len(toks); n > 0 && (toks[n-1] == "finally" || toks[n-1] == "options" || strings.HasPrefix(toks[n-1], "@")) {
				toks = toks[:n-1]
			}
		case c == '\'':
			for i++; i < len(text) && text[i] != '\''; i++ {
				if text[i] == '\\' {
					i++
				}
			}
			i++
		case c == '@':
			j := i + 1
			for j < len(text) && (isIdentByte(text[j]) || text[j] == ':') {
				j++
			}
			toks = append(toks, text[i:j])
			i = j
		case isIdentByte(c):
			j := i
			for j < len(text) && isIdentByte(text[j]) {
				j++
			}
			toks = append(toks, text[i:j])
			i = j
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		default:
			toks = append(toks, string(c))
			i++
		}
	}
	return toks
}

func isIdentByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// antlrTree parses a shader with ANTLR's parser alone (full LL) and
// returns the tree, or nil when the shader has diagnostics.
func antlrTree(t *testing.T, name string, src []byte) antlr.Tree {
	t.Helper()
	var diags diag.List
	var opts pp.Options
	opts.Vulkan = true
	errs := &errorSink{file: name, diags: &diags}
	res := pp.Preprocess(name, src, opts, &diags)
	l := lang{version: res.Version.Number, es: res.Version.Profile == "es", vulkan: true}
	in := limitNesting(res.Tokens, errs)
	toks := parseTokens(in, l, errs)
	stream := antlr.NewCommonTokenStream(newTokenSource(in, toks), antlr.TokenDefaultChannel)
	stream.Fill()
	p := parser.NewGLSLParser(stream)
	p.RemoveErrorListeners()
	p.Scopes = newScopes(bufferReferenceNames(res.Tokens))
	p.GetInterpreter().SetPredictionMode(antlr.PredictionModeLL)
	p.AddErrorListener(&errorListener{errs: errs, stream: stream, notType: -1})
	tree := p.TranslationUnit()
	errs.flush()
	if len(diags.Diags) > 0 {
		return nil
	}
	return tree
}

// treeUnits adds the grammar units a parse tree uses.
func treeUnits(tree antlr.Tree, used map[grammarUnit]bool) {
	ctx, ok := tree.(antlr.ParserRuleContext)
	if !ok {
		return
	}
	rule := parser.GLSLParserParserStaticData.RuleNames[ctx.GetRuleIndex()]
	label := ""
	// A labelled alternative has its own context type, named after the label.
	if typ := reflect.TypeOf(ctx).Elem().Name(); !strings.EqualFold(typ, rule+"Context") {
		label = strings.TrimSuffix(typ, "Context")
		label = strings.ToLower(label[:1]) + label[1:]
	}
	for _, ch := range ctx.GetChildren() {
		switch ch := ch.(type) {
		case antlr.TerminalNode:
			typ := ch.GetSymbol().GetTokenType()
			name := "EOF"
			if typ >= 0 && typ < len(parser.GLSLParserParserStaticData.SymbolicNames) {
				name = parser.GLSLParserParserStaticData.SymbolicNames[typ]
			}
			used[grammarUnit{rule, label, name}] = true
		case antlr.ParserRuleContext:
			used[grammarUnit{rule, label, parser.GLSLParserParserStaticData.RuleNames[ch.GetRuleIndex()]}] = true
			treeUnits(ch, used)
		}
	}
}

// coverageShaders are the shaders of coverageDirs.
func coverageShaders(t *testing.T) []string {
	t.Helper()
	var files []string
	for _, d := range coverageDirs {
		fs, _ := filepath.Glob(filepath.Join(d, "*.comp"))
		files = append(files, fs...)
	}
	if len(files) < 40 {
		t.Fatalf("only %d shaders in %v", len(files), coverageDirs)
	}
	return files
}

// TestGrammarCovered: every element of every alternative of the parser
// grammar appears in the ANTLR parse tree of an error-free shader of
// frontend/testdata.
func TestGrammarCovered(t *testing.T) {
	text, err := os.ReadFile(filepath.Join(testtool.RepoRoot(), grammarFile))
	if err != nil {
		t.Fatal(err)
	}
	want := grammarUnits(t, string(text))
	used := map[grammarUnit]bool{}
	for _, f := range coverageShaders(t) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if tree := antlrTree(t, f, src); tree != nil {
			treeUnits(tree, used)
		}
	}
	var missing []string
	for u := range want {
		if !used[u] {
			missing = append(missing, u.String())
		}
	}
	for u := range used {
		if !want[u] {
			t.Errorf("the parse trees use %v, which %s does not have: the grammar reader of this test is wrong", u, grammarFile)
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("%d elements of %s appear in no error-free shader of frontend/%s or frontend/%s. "+
			"Add a shader there that uses each (a grammar change needs one); TestFastParseAgrees then requires "+
			"fastparse.go to parse it as ANTLR does, so mirror the change there and in build.go:\n\t%s",
			len(missing), grammarFile, coverageDirs[0], coverageDirs[1], strings.Join(missing, "\n\t"))
	}
	t.Logf("%d grammar units, all used", len(want))
}
