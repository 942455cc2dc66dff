package nvasm

import (
	"github.com/glslc-nv/glslc-nv/frontend/diag"
)

type tokKind int

const (
	tEOF tokKind = iota
	tIdent
	tInt
	tFloat
	tPunct // one of ; , . [ ] { } ( ) = : | - + and ".."
	tHeader
)

type token struct {
	kind tokKind
	text string
	pos  diag.Pos
}

// lexer splits the program text into tokens; '#' starts a comment that
// runs to the end of the line.
type lexer struct {
	file      string
	src       []byte
	off       int
	line, col int
	diags     *diag.List
}

func isLetter(c byte) bool { return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isHex(c byte) bool {
	return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

func (l *lexer) peekc(k int) byte {
	if l.off+k < len(l.src) {
		return l.src[l.off+k]
	}
	return 0
}

func (l *lexer) advance(n int) {
	for i := 0; i < n && l.off < len(l.src); i++ {
		if l.src[l.off] == '\n' {
			l.line++
			l.col = 1
		} else {
			l.col++
		}
		l.off++
	}
}

func (l *lexer) all() []token {
	var out []token
	for {
		t := l.next()
		out = append(out, t)
		if t.kind == tEOF {
			return out
		}
	}
}

func (l *lexer) next() token {
again:
	for l.off < len(l.src) {
		c := l.src[l.off]
		if c == '#' {
			for l.off < len(l.src) && l.src[l.off] != '\n' {
				l.advance(1)
			}
			continue
		}
		if c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v' {
			l.advance(1)
			continue
		}
		break
	}
	pos := diag.Pos{File: l.file, Line: l.line, Col: l.col}
	if l.off >= len(l.src) {
		return token{kind: tEOF, pos: pos}
	}
	start := l.off
	c := l.src[l.off]
	switch {
	case c == '!' && l.peekc(1) == '!':
		l.advance(2)
		for l.off < len(l.src) && (isLetter(l.src[l.off]) || isDigit(l.src[l.off]) || l.src[l.off] == '.') {
			l.advance(1)
		}
		return token{tHeader, string(l.src[start:l.off]), pos}
	case isLetter(c):
		for l.off < len(l.src) && (isLetter(l.src[l.off]) || isDigit(l.src[l.off])) {
			l.advance(1)
		}
		return token{tIdent, string(l.src[start:l.off]), pos}
	case isDigit(c):
		if c == '0' && (l.peekc(1) == 'x' || l.peekc(1) == 'X') && isHex(l.peekc(2)) {
			l.advance(2)
			for l.off < len(l.src) && isHex(l.src[l.off]) {
				l.advance(1)
			}
			return token{tInt, string(l.src[start:l.off]), pos}
		}
		kind := tInt
		for l.off < len(l.src) && isDigit(l.src[l.off]) {
			l.advance(1)
		}
		if l.peekc(0) == '.' && l.peekc(1) != '.' && !isLetter(l.peekc(1)) {
			kind = tFloat
			l.advance(1)
			for l.off < len(l.src) && isDigit(l.src[l.off]) {
				l.advance(1)
			}
		}
		if e := l.peekc(0); e == 'e' || e == 'E' {
			k := 1
			if s := l.peekc(1); s == '+' || s == '-' {
				k = 2
			}
			if isDigit(l.peekc(k)) {
				kind = tFloat
				l.advance(k)
				for l.off < len(l.src) && isDigit(l.src[l.off]) {
					l.advance(1)
				}
			}
		}
		return token{kind, string(l.src[start:l.off]), pos}
	case c == '.' && l.peekc(1) == '.':
		l.advance(2)
		return token{tPunct, "..", pos}
	case c == '.' && isDigit(l.peekc(1)):
		l.advance(1)
		for l.off < len(l.src) && isDigit(l.src[l.off]) {
			l.advance(1)
		}
		return token{tFloat, "0" + string(l.src[start:l.off]), pos}
	}
	switch c {
	case ';', ',', '.', '[', ']', '{', '}', '(', ')', '=', ':', '|', '-', '+':
		l.advance(1)
		return token{tPunct, string(c), pos}
	}
	l.advance(1)
	l.diags.Errorf(pos, "unexpected character %q", rune(c))
	goto again
}
