package frontend

import (
	"fmt"
	"strings"
	"sync"

	"github.com/antlr4-go/antlr/v4"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/parser"
	"github.com/glslc-nv/glslc-nv/frontend/token"
)

// ppToken is an ANTLR token made from a preprocessed token. It keeps the
// preprocessor's position (file, 1-based line and column), which is what
// diagnostics and AST nodes report.
type ppToken struct {
	typ     int
	index   int // among the parser's tokens
	ppIndex int // among the preprocessed tokens
	text    string
	pos     diag.Pos
	bad     bool // a malformed number the preprocessor has reported
	src     *tokenSource
}

// noSource is the (token source, character stream) pair of every ppToken:
// empty, because the tokens do not come from a character stream, and ANTLR
// only reads it to make the tokens its error recovery conjures up.
var noSource = &antlr.TokenSourceCharStreamPair{}

var _ antlr.Token = (*ppToken)(nil)

func (t *ppToken) GetSource() *antlr.TokenSourceCharStreamPair { return noSource }
func (t *ppToken) GetTokenType() int                           { return t.typ }
func (t *ppToken) GetChannel() int                             { return antlr.TokenDefaultChannel }
func (t *ppToken) GetStart() int                               { return -1 }
func (t *ppToken) GetStop() int                                { return -1 }
func (t *ppToken) GetLine() int                                { return t.pos.Line }

// GetColumn returns the 0-based column, ANTLR's convention.
func (t *ppToken) GetColumn() int                    { return t.pos.Col - 1 }
func (t *ppToken) GetText() string                   { return t.text }
func (t *ppToken) SetText(s string)                  { t.text = s }
func (t *ppToken) GetTokenIndex() int                { return t.index }
func (t *ppToken) SetTokenIndex(v int)               { t.index = v }
func (t *ppToken) GetTokenSource() antlr.TokenSource { return t.src }
func (t *ppToken) GetInputStream() antlr.CharStream  { return nil }
func (t *ppToken) String() string                    { return t.pos.String() + ": " + t.text }

// tokenSource feeds preprocessed tokens to the parser. It classifies each
// identifier as a keyword, a reserved word (reported, then passed on as an
// identifier) or an identifier for the language version being compiled,
// and each punctuator by its spelling. Tokens the preprocessor has already
// reported as invalid are dropped.
//
// It embeds an ANTLR lexer only to satisfy antlr.TokenSource (which has an
// unexported method); it never lexes characters.
type tokenSource struct {
	*antlr.BaseLexer
	toks []*ppToken // ends with EOF
	next int
}

var puncts struct {
	once sync.Once
	m    map[string]int
}

// punctType returns the token type of a punctuator, from the spellings the
// grammar gives its tokens.
func punctType(text string) (int, bool) {
	puncts.once.Do(func() {
		// parser.Literals rather than the parser's LiteralNames, which
		// need GLSLParserInit: it deserializes the parser's ATN (a fifth
		// of the instructions of a small shader's compile), which only
		// ANTLR's parser needs.
		puncts.m = map[string]int{}
		for _, lit := range parser.Literals {
			if c := lit.Text[0]; c < 'a' || c > 'z' { // keywords go through the keyword table
				puncts.m[lit.Text] = lit.Type
			}
		}
	})
	typ, ok := puncts.m[text]
	return typ, ok
}

// parseToken is a preprocessed token as the parser sees it: its token type
// and its index among the preprocessed tokens, which hold its text and
// position. The hand-written parser reads these; ANTLR's parser gets
// ppTokens made from them only when it runs.
type parseToken struct {
	typ int32
	pp  int32 // index among the preprocessed tokens; len(in) for EOF
	bad bool  // a malformed number the preprocessor has reported
}

// parseTokens classifies the preprocessed tokens in for the parser: each
// identifier as a keyword, a reserved word (reported, then passed on as
// the keyword or an identifier) or an identifier for the language version
// being compiled, and each punctuator by its spelling. Tokens the
// preprocessor has already reported as invalid are dropped. The list ends
// with EOF.
func parseTokens(in []token.Token, l lang, errs *errorSink) []parseToken {
	out := make([]parseToken, 0, len(in)+1)
	for i, t := range in {
		var typ int
		bad := false
		switch t.Kind {
		case token.EOF:
			continue
		case token.Ident:
			kind, tok := l.classify(t.Text)
			switch kind {
			case wordKeyword:
				typ = tok
			case wordReserved:
				// A reserved word that is a keyword elsewhere (precise in
				// ESSL 3.10) parses as that keyword, which avoids
				// follow-on errors.
				errs.add(len(out), t.Pos, fmt.Sprintf("'%s' is a reserved word", t.Text))
				typ = tok
				if typ == 0 {
					typ = parser.GLSLParserIDENTIFIER
				}
			default:
				typ = parser.GLSLParserIDENTIFIER
				if t.Text == "vector" && startsTypeParams(in, i, l) {
					// GL_EXT_long_vector's vector<T, N>: a type keyword
					// when its parameter list follows (glslang makes it
					// one while the extension is on; sema checks the
					// extension), so `vec4 vector; vector.y` and
					// `vector < 3` stay an identifier's.
					typ = parser.GLSLParserTYPE
				} else if t.Text == "nonuniformEXT" && !nextIsParen(in, i) {
					// GL_EXT_nonuniform_qualifier's qualifier
					// (nonuniformEXT uint j = i;); followed by '(' it
					// is the built-in function nonuniformEXT(x).
					typ = parser.GLSLParserQUALIFIER
				}
			}
		case token.IntConst:
			typ = parser.GLSLParserINTCONSTANT
		case token.FloatConst:
			typ = parser.GLSLParserFLOATCONSTANT
		case token.String:
			typ = parser.GLSLParserSTRINGCONSTANT
		case token.Punct:
			var ok bool
			if typ, ok = punctType(t.Text); !ok {
				continue // '#' or '##': the preprocessor has reported it
			}
		default:
			// An invalid token, which the preprocessor has reported. A
			// malformed number stands in the expression as a number, so
			// the parser does not report it again; anything else is
			// dropped.
			if !looksNumeric(t.Text) {
				continue
			}
			typ, bad = parser.GLSLParserINTCONSTANT, true
		}
		out = append(out, parseToken{typ: int32(typ), pp: int32(i), bad: bad})
	}
	return append(out, parseToken{typ: antlr.TokenEOF, pp: int32(len(in))})
}

// startsTypeParams reports whether in[i] is followed by '<', a type
// keyword and ',' or '>', the start of a type's parameter list
// (vector<float, 5>): in an expression a type keyword after '<' starts a
// constructor (vector < float(x)).
func startsTypeParams(in []token.Token, i int, l lang) bool {
	if i+3 >= len(in) || in[i+1].Kind != token.Punct || in[i+1].Text != "<" || in[i+2].Kind != token.Ident {
		return false
	}
	if next := in[i+3]; next.Kind != token.Punct || next.Text != "," && next.Text != ">" {
		return false
	}
	kind, tok := l.classify(in[i+2].Text)
	return kind == wordKeyword && tok == parser.GLSLParserTYPE
}

// nextIsParen reports whether the token after in[i] is '('.
func nextIsParen(in []token.Token, i int) bool {
	return i+1 < len(in) && in[i+1].Kind == token.Punct && in[i+1].Text == "("
}

// newTokenSource makes the ANTLR tokens of the classified tokens toks
// (from parseTokens) of in.
func newTokenSource(in []token.Token, toks []parseToken) *tokenSource {
	s := &tokenSource{BaseLexer: antlr.NewBaseLexer(antlr.NewInputStream(""))}
	s.toks = make([]*ppToken, len(toks))
	store := make([]ppToken, len(toks)) // one allocation for all tokens
	var eofPos diag.Pos
	if n := len(in); n > 0 && in[n-1].Kind == token.EOF {
		eofPos = in[n-1].Pos
	}
	for i, pt := range toks {
		t := &store[i]
		*t = ppToken{typ: int(pt.typ), index: i, ppIndex: int(pt.pp), src: s, bad: pt.bad}
		if pt.typ == antlr.TokenEOF {
			if !eofPos.IsValid() && i > 0 {
				eofPos = store[i-1].pos
			}
			t.text, t.pos = "<EOF>", eofPos
		} else {
			t.text, t.pos = in[pt.pp].Text, in[pt.pp].Pos
		}
		s.toks[i] = t
	}
	return s
}

func looksNumeric(s string) bool {
	return len(s) > 0 && (s[0] >= '0' && s[0] <= '9' || len(s) > 1 && s[0] == '.' && s[1] >= '0' && s[1] <= '9')
}

// NextToken implements antlr.TokenSource.
func (s *tokenSource) NextToken() antlr.Token {
	t := s.toks[s.next]
	if s.next < len(s.toks)-1 {
		s.next++
	}
	return t
}

// GetLine implements antlr.TokenSource: the line of the next token.
func (s *tokenSource) GetLine() int { return s.toks[s.next].pos.Line }

// GetCharPositionInLine implements antlr.TokenSource.
func (s *tokenSource) GetCharPositionInLine() int { return s.toks[s.next].pos.Col - 1 }

// GetSourceName implements antlr.TokenSource.
func (s *tokenSource) GetSourceName() string {
	if len(s.toks) > 0 {
		return s.toks[0].pos.File
	}
	return ""
}

// spelling returns how a token type is written in messages: its literal
// spelling in quotes, or a description of the class.
func spelling(typ int) string {
	switch typ {
	case antlr.TokenEOF:
		return "end of file"
	case parser.GLSLParserTYPE:
		return "type"
	case parser.GLSLParserQUALIFIER:
		return "qualifier"
	case parser.GLSLParserPRECISION_QUALIFIER:
		return "precision qualifier"
	case parser.GLSLParserBOOLCONSTANT:
		return "'true' or 'false'"
	case parser.GLSLParserIDENTIFIER:
		return "identifier"
	case parser.GLSLParserINTCONSTANT:
		return "integer constant"
	case parser.GLSLParserFLOATCONSTANT:
		return "floating-point constant"
	case parser.GLSLParserSTRINGCONSTANT:
		return "string literal"
	}
	parser.GLSLParserInit()
	names := parser.GLSLParserParserStaticData.LiteralNames
	if typ > 0 && typ < len(names) && names[typ] != "" {
		return names[typ]
	}
	return strings.ToLower(parser.GLSLParserParserStaticData.SymbolicNames[typ])
}
