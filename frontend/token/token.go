// Package token defines the preprocessing tokens that flow from the
// preprocessor (frontend/pp) to the parser (frontend): each carries its kind,
// its spelling and the position it is reported at.
package token

import "github.com/glslc-nv/glslc-nv/frontend/diag"

// Kind classifies a preprocessing token. Keywords are Ident tokens: the
// parser's token source tells them apart, since whether a word is a keyword
// depends on the language version.
type Kind uint8

const (
	EOF Kind = iota
	Ident
	IntConst   // decimal, octal or hex integer, with optional u/U and size suffixes
	FloatConst // floating constant with optional f/F/lf/LF/hf suffixes
	Punct      // operator or punctuator, e.g. "<<=" or "{"
	String     // a string literal with its quotes (GL_EXT_debug_printf)
	Bad        // a character that starts no token; the preprocessor has reported it
)

func (k Kind) String() string {
	switch k {
	case EOF:
		return "end of file"
	case Ident:
		return "identifier"
	case IntConst:
		return "integer constant"
	case FloatConst:
		return "floating-point constant"
	case Punct:
		return "punctuator"
	case String:
		return "string literal"
	}
	return "invalid token"
}

// Token is one preprocessed token.
//
// The fields are ordered for size (56 bytes instead of 64 with Kind first):
// a 5 MB shader preprocesses into about two million tokens.
type Token struct {
	Text string
	// Pos is where the token is reported: for tokens that come from a macro
	// expansion, the position of the macro name in the invocation.
	Pos  diag.Pos
	Kind Kind
	// SpaceBefore records white space before the token in its source, so the
	// preprocessed text (-E) can be printed faithfully.
	SpaceBefore bool
	// LineStart is true for the first token of a source line.
	LineStart bool
}
