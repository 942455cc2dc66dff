package frontend

import (
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/parser"
	"github.com/glslc-nv/glslc-nv/frontend/pp"
	"github.com/glslc-nv/glslc-nv/frontend/token"
)

// Options configure Parse.
type Options struct {
	pp.Options

	// ForceLL skips the fast first parsing stage (SLL prediction) and parses
	// with full LL prediction right away. For tests and measurements.
	ForceLL bool

	// NoFastPath skips the hand-written parser (fastparse.go) that
	// handles error-free input before ANTLR's parser is involved. For
	// tests and measurements.
	NoFastPath bool
}

// antlrOnly makes every Parse skip the fast path (the build tag
// glslc_nv_antlr_only, antlronly.go).
var antlrOnly = false

// Stats describes how a Parse call went; for tests and benchmarks.
type Stats struct {
	// Fallback is true when the first (SLL) stage failed and the input was
	// parsed again with full LL prediction and error recovery.
	Fallback bool
	// Fast is true when the hand-written parser handled the input and
	// ANTLR's parser did not run.
	Fast bool
}

// Parse preprocesses and parses one shader. It always returns a tree, which
// is partial when there were syntax errors; every problem is added to diags
// as an error with a position. It never panics.
func Parse(file string, src []byte, opts Options, diags *diag.List) *ast.TranslationUnit {
	u, _ := ParseStats(file, src, opts, diags)
	return u
}

// ParseStats is Parse that also reports how parsing went.
func ParseStats(file string, src []byte, opts Options, diags *diag.List) (*ast.TranslationUnit, Stats) {
	if diags == nil {
		diags = &diag.List{}
	}
	res := pp.Preprocess(file, src, opts.Options, diags)
	return ParsePreprocessed(file, res, opts, diags)
}

// ParsePreprocessed parses the output of the preprocessor.
func ParsePreprocessed(file string, res *pp.Result, opts Options, diags *diag.List) (*ast.TranslationUnit, Stats) {
	var st Stats
	if diags == nil {
		diags = &diag.List{}
	}
	errs := &errorSink{file: file, diags: diags}
	defer errs.flush()
	l := lang{version: res.Version.Number, es: res.Version.Profile == "es", vulkan: opts.Vulkan}
	in := limitNesting(res.Tokens, errs)
	toks := parseTokens(in, l, errs)
	refTypes := bufferReferenceNames(res.Tokens)
	// The builders need the header of res, not its tokens: let the
	// preprocessed tokens go while the parser runs on its own copies.
	hdr := *res
	hdr.Tokens = nil
	res = &hdr

	if !opts.ForceLL && !opts.NoFastPath && !antlrOnly {
		// Stage 0: the hand-written parser, for input without errors.
		ub := newUnitBuilder(file, res, nil, errs)
		if fastParse(in, toks, newScopes(refTypes), ub) {
			st.Fast = true
			return ub.finish(), st
		}
	}

	src := newTokenSource(in, toks)
	in, toks = nil, nil // the parser has its own copies
	stream := antlr.NewCommonTokenStream(src, antlr.TokenDefaultChannel)
	stream.Fill()
	p := parser.NewGLSLParser(stream)
	p.RemoveErrorListeners()
	var tree parser.ITranslationUnitContext

	if !opts.ForceLL {
		// Stage 1: SLL prediction, stop at the first error.
		bail := &bailStrategy{DefaultErrorStrategy: antlr.NewDefaultErrorStrategy()}
		p.SetErrorHandler(bail)
		p.Scopes = newScopes(refTypes)
		p.GetInterpreter().SetPredictionMode(antlr.PredictionModeSLL)
		// Build each declaration as soon as it is parsed (streamBuilder);
		// if the parse fails, the errors the builder recorded go, and the
		// second stage builds again from its own tree.
		ub := newUnitBuilder(file, res, stream, errs)
		nerrs := len(errs.items)
		sb := &streamBuilder{ub: ub, failed: &bail.failed}
		p.AddParseListener(sb)
		p.TranslationUnit()
		p.RemoveParseListener(sb)
		if !bail.failed {
			return ub.finish(), st
		}
		errs.items = errs.items[:nerrs]
		st.Fallback = true
		stream.Seek(0)
		p.SetTokenStream(stream)
	}

	// Stage 2: full LL prediction with error reporting and recovery.
	p.SetErrorHandler(&recoverStrategy{DefaultErrorStrategy: antlr.NewDefaultErrorStrategy()})
	p.Scopes = newScopes(refTypes)
	p.GetInterpreter().SetPredictionMode(antlr.PredictionModeLL)
	p.AddErrorListener(&errorListener{errs: errs, stream: stream, notType: -1})
	tree = p.TranslationUnit()
	return build(file, res, stream, tree, errs), st
}

// bailStrategy ends the parse at the first syntax error without reporting
// it (the second stage will): it records the failure and moves the input to
// its end, so every rule still running finishes at once. (ANTLR's own
// BailErrorStrategy does not stop the Go parser: the rule functions clear
// the error it sets.)
type bailStrategy struct {
	*antlr.DefaultErrorStrategy
	failed bool
}

func (b *bailStrategy) bail(p antlr.Parser) {
	b.failed = true
	in := p.GetTokenStream()
	in.Seek(in.Size() - 1) // the EOF token
}

// ReportError implements antlr.ErrorStrategy: nothing is reported.
func (b *bailStrategy) ReportError(antlr.Parser, antlr.RecognitionException) {}

// Recover implements antlr.ErrorStrategy.
func (b *bailStrategy) Recover(p antlr.Parser, _ antlr.RecognitionException) { b.bail(p) }

// RecoverInline implements antlr.ErrorStrategy.
func (b *bailStrategy) RecoverInline(p antlr.Parser) antlr.Token {
	b.bail(p)
	p.SetError(antlr.NewParseCancellationException())
	return nil
}

// Sync implements antlr.ErrorStrategy: no recovery inside rules.
func (b *bailStrategy) Sync(antlr.Parser) {}

// recoverStrategy is ANTLR's default error recovery, except that it never
// deletes a ';' or '}' to repair the input: those end statements and
// blocks, and deleting one makes the parser read the next statement as
// part of the broken one, with a string of follow-on errors. The parser
// reports the error at the ';' or '}' instead and resynchronizes there.
type recoverStrategy struct {
	*antlr.DefaultErrorStrategy
}

func isSyncToken(t int) bool {
	return t == parser.GLSLParserSEMICOLON || t == parser.GLSLParserRIGHT_BRACE
}

// Sync implements antlr.ErrorStrategy.
func (s *recoverStrategy) Sync(p antlr.Parser) {
	if la := p.GetTokenStream().LA(1); !s.InErrorRecoveryMode(p) && isSyncToken(la) {
		var next *antlr.IntervalSet
		if gp, ok := p.(*parser.GLSLParser); ok {
			next = gp.GetExpectedTokensWithinCurrentRule()
		}
		if next != nil && !contains(next, antlr.TokenEpsilon) && !contains(next, la) {
			p.SetError(antlr.NewInputMisMatchException(p))
			return
		}
	}
	s.DefaultErrorStrategy.Sync(p)
}

// RecoverInline implements antlr.ErrorStrategy.
func (s *recoverStrategy) RecoverInline(p antlr.Parser) antlr.Token {
	if isSyncToken(p.GetTokenStream().LA(1)) {
		if s.SingleTokenInsertion(p) {
			return s.GetMissingSymbol(p)
		}
		p.SetError(antlr.NewInputMisMatchException(p))
		return nil
	}
	return s.DefaultErrorStrategy.RecoverInline(p)
}

// errorListener turns ANTLR's syntax errors into diagnostics of the form
// "syntax error: unexpected 'foo', expecting ';'".
type errorListener struct {
	*antlr.DefaultErrorListener
	errs    *errorSink
	stream  antlr.TokenStream
	stopped bool
	// notType is the index of the token after the last identifier
	// reported as not naming a type: the declarator that follows such an
	// identifier is not reported again.
	notType int
}

// SyntaxError implements antlr.ErrorListener.
func (l *errorListener) SyntaxError(rec antlr.Recognizer, offending interface{}, _, _ int, _ string, e antlr.RecognitionException) {
	if l.stopped {
		return
	}
	p, _ := rec.(antlr.Parser)
	tok, _ := offending.(antlr.Token)
	if tok == nil && p != nil {
		tok = p.GetCurrentToken()
	}
	msg := "syntax error: unexpected " + describe(tok)
	expectOK := true
	switch e.(type) {
	case *antlr.NoViableAltException:
		// The offending token is where prediction failed, possibly well
		// after the decision (whose first token is the current one); the
		// expected set belongs to the decision.
		var start antlr.Token
		if p != nil {
			start = p.GetCurrentToken()
		}
		expectOK = start != nil && tok != nil && start.GetTokenIndex() == tok.GetTokenIndex()
		if expectOK && tok.GetTokenType() == parser.GLSLParserIDENTIFIER &&
			contains(p.GetExpectedTokens(), parser.GLSLParserIDENTIFIER) {
			// An identifier fits here syntactically, so the semantic
			// predicate rejected it: only a type name would do.
			msg = "syntax error: '" + tok.GetText() + "' does not name a type"
			expectOK = false
		}
	case *antlr.FailedPredicateException:
		// The rule whose predicate failed is the current one.
		if p == nil || tok == nil {
			break
		}
		if _, ok := p.GetParserRuleContext().(*parser.TypeNameContext); ok {
			msg = "syntax error: '" + tok.GetText() + "' does not name a type"
		}
		expectOK = false
	}
	if expectOK && p != nil {
		if exp := expected(p.GetExpectedTokens()); exp != "" {
			msg += ", expecting " + exp
		}
	}
	if tok != nil {
		if tok.GetTokenIndex() == l.notType && tok.GetTokenType() == parser.GLSLParserIDENTIFIER {
			return
		}
		if strings.HasSuffix(msg, "does not name a type") {
			l.notType = tok.GetTokenIndex() + 1
		}
	}
	l.errs.errorf(tok, "%s", msg)
	if l.errs.full() {
		// Too many errors: skip the rest of the input.
		l.stopped = true
		if l.stream.Index() < l.stream.Size()-1 {
			l.errs.overflow = true
		}
		l.stream.Seek(l.stream.Size() - 1)
	}
}

func contains(set *antlr.IntervalSet, t int) bool {
	if set == nil {
		return false
	}
	for _, iv := range set.GetIntervals() {
		if iv.Start <= t && t < iv.Stop {
			return true
		}
	}
	return false
}

// maxExpected is the longest list of expected tokens a message spells out.
const maxExpected = 6

// expected spells out a set of token types: "';'", "')' or ','".
func expected(set *antlr.IntervalSet) string {
	if set == nil {
		return ""
	}
	var names []string
	for _, iv := range set.GetIntervals() {
		for t := iv.Start; t < iv.Stop; t++ {
			if t == antlr.TokenEpsilon {
				continue
			}
			names = append(names, spelling(t))
			if len(names) > maxExpected {
				return ""
			}
		}
	}
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// describe spells out a token for a message.
func describe(t antlr.Token) string {
	if t == nil || t.GetTokenType() == antlr.TokenEOF {
		return "end of file"
	}
	return "'" + t.GetText() + "'"
}

// tokenPos returns the position of t. Tokens ANTLR's error recovery
// invents carry only a line and a 0-based column.
func tokenPos(t antlr.Token, file string) diag.Pos {
	switch t := t.(type) {
	case *ppToken:
		return t.pos
	case nil:
		return diag.Pos{File: file}
	}
	if t.GetLine() <= 0 {
		return diag.Pos{File: file}
	}
	return diag.Pos{File: file, Line: t.GetLine(), Col: t.GetColumn() + 1}
}

// scopes implements parser.Scopes: a stack of maps from name to whether
// it names a type.
type scopes struct {
	stack []map[string]bool
}

// newScopes makes the parser's scopes with types declared at global scope
// up front (the names of buffer_reference blocks, see
// bufferReferenceNames).
func newScopes(types []string) *scopes {
	s := &scopes{stack: make([]map[string]bool, 1, 16)}
	for _, n := range types {
		s.Declare(n, true)
	}
	return s
}

// bufferReferenceNames finds the blocks declared with the layout
// qualifier buffer_reference (GL_EXT_buffer_reference): "layout(...,
// buffer_reference, ...) <qualifiers> buffer Name" with a body or as a
// forward declaration. Their names are types, also inside their own
// bodies (a linked-list node refers to itself) and before a forward
// declaration's definition, so they are declared as types before the
// parse; sema reports a use before the declaration.
func bufferReferenceNames(toks []token.Token) []string {
	var names []string
	for i := 0; i < len(toks); i++ {
		if toks[i].Kind != token.Ident || toks[i].Text != "layout" {
			continue
		}
		// the parenthesised list
		j, depth, ref := i+1, 0, false
		for ; j < len(toks); j++ {
			t := toks[j]
			if t.Kind == token.Punct && t.Text == "(" {
				depth++
			} else if t.Kind == token.Punct && t.Text == ")" {
				depth--
				if depth <= 0 {
					break
				}
			} else if t.Kind == token.Ident && t.Text == "buffer_reference" && depth == 1 {
				ref = true
			}
		}
		if !ref {
			continue
		}
		// the remaining qualifiers up to "buffer Name"
		for k := j + 1; k+1 < len(toks); k++ {
			t := toks[k]
			if t.Kind != token.Ident {
				break
			}
			if t.Text == "buffer" {
				// qualifiers may follow "buffer" too (buffer writeonly
				// Name {): the name is the word before '{' or ';'
				for m := k + 1; m+1 < len(toks) && toks[m].Kind == token.Ident; m++ {
					if n := toks[m+1]; n.Kind == token.Punct && (n.Text == "{" || n.Text == ";") {
						names = append(names, toks[m].Text)
						break
					}
				}
				break
			}
		}
		i = j
	}
	return names
}

func (s *scopes) IsTypeName(name string) bool {
	for i := len(s.stack) - 1; i >= 0; i-- {
		if isType, ok := s.stack[i][name]; ok {
			return isType
		}
	}
	return false
}

func (s *scopes) PushScope() { s.stack = append(s.stack, nil) }

func (s *scopes) PopScope() {
	if len(s.stack) > 1 {
		s.stack[len(s.stack)-1] = nil
		s.stack = s.stack[:len(s.stack)-1]
	}
}

func (s *scopes) Declare(name string, isType bool) {
	top := &s.stack[len(s.stack)-1]
	if *top == nil {
		*top = make(map[string]bool)
	}
	(*top)[name] = isType
}

// Nesting limits: the parser and the AST builder recurse once per level,
// so unbounded nesting could exhaust the stack.
const (
	maxBracketDepth = 256  // ( [ {
	maxChain        = 1000 // prefix operators in a row; if/else/loop statements nested without braces
)

// limitNesting returns toks cut short (ending with EOF) at the first token
// that nests deeper than the limits allow, which it reports.
func limitNesting(toks []token.Token, errs *errorSink) []token.Token {
	depth, unary, chain := 0, 0, 0
	prevOperand := false // the previous token ends an operand (so + - are binary)
	for i, t := range toks {
		over := false
		switch t.Kind {
		case token.Punct:
			switch t.Text {
			case "(", "[", "{":
				depth++
				over = depth > maxBracketDepth
			case ")", "]", "}":
				depth--
			}
			switch t.Text {
			case "+", "-", "!", "~", "++", "--":
				if !prevOperand {
					unary++
					over = over || unary > maxChain
				}
			default:
				unary = 0
			}
			if t.Text == ";" || t.Text == "}" {
				if i+1 >= len(toks) || toks[i+1].Text != "else" {
					chain = 0
				}
			}
			if t.Text != "++" && t.Text != "--" { // postfix keeps an operand, prefix keeps none
				prevOperand = t.Text == ")" || t.Text == "]"
			}
		case token.Ident:
			unary = 0
			switch t.Text {
			case "if", "else", "for", "while", "do", "switch":
				chain++
				over = chain > maxChain
			}
			prevOperand = true
		default:
			unary = 0
			prevOperand = true
		}
		if over {
			errs.add(-1, t.Pos, "program is nested too deeply")
			out := append([]token.Token(nil), toks[:i]...)
			return append(out, token.Token{Kind: token.EOF, Pos: t.Pos})
		}
	}
	return toks
}
