package pp

import (
	"strings"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/token"
)

// Internal token kinds beyond those of package token.
const (
	kNewline     token.Kind = 200 + iota // end of a source line (only inside the lexer and directives)
	kPlacemarker                         // empty argument during ## pasting
)

// tok is a preprocessing token inside the preprocessor.
type tok struct {
	kind  token.Kind
	space bool // white space (or a comment) before it
	bol   bool // first token on its line
	// noexp marks an identifier "painted blue": it named a macro that was
	// being expanded when it was scanned, so it is never expanded again.
	noexp bool
	text  string
	pos   diag.Pos
}

func (t *tok) is(s string) bool { return t.kind == token.Punct && t.text == s }

// lexer turns the bytes of one file into preprocessing tokens. It removes
// line continuations (backslash-newline) and comments, and keeps 1-based
// line and column numbers of the original text.
type lexer struct {
	src  string
	file string
	i    int
	line int
	col  int
	bol  bool
	// lineDelta is added to physical line numbers (#line); set by the
	// preprocessor.
	lineDelta int
	// posFile is the file name put in positions (may change with #line).
	posFile string
	diags   *diag.List
	// reportBad is false while skipping; errors in the lexer (unterminated
	// comment) are always reported.
	sb strings.Builder
	// comments is set once a comment has been skipped.
	comments bool
	// pushback holds tokens given back to the lexer (only EOF in practice).
	pushback []tok
}

func newLexer(file, src string, diags *diag.List) *lexer {
	lx := &lexer{src: src, file: file, posFile: file, line: 1, col: 1, bol: true, diags: diags}
	if strings.HasPrefix(src, "\xEF\xBB\xBF") {
		lx.i = 3 // a UTF-8 byte order mark is skipped
	}
	return lx
}

// eolLen is the length of the line end at s[i:], 0 if none: CR-LF and
// LF-CR are one line end each (as glslang, which counts lines by their LF,
// sees them), a lone LF or CR is one too.
func eolLen(s string, i int) int {
	if i >= len(s) {
		return 0
	}
	switch c := s[i]; c {
	case '\r', '\n':
		if i+1 < len(s) && s[i+1] != c && (s[i+1] == '\r' || s[i+1] == '\n') {
			return 2
		}
		return 1
	}
	return 0
}

// splice skips any backslash-newline sequences at the current offset.
func (lx *lexer) splice() {
	for lx.i < len(lx.src) && lx.src[lx.i] == '\\' {
		j := lx.i + 1
		n := eolLen(lx.src, j)
		if n == 0 {
			return
		}
		lx.i = j + n
		lx.line++
		lx.col = 1
	}
}

// peek returns the current byte after splices, or 0 at the end.
func (lx *lexer) peek() byte {
	if lx.i < len(lx.src) && lx.src[lx.i] != '\\' {
		return lx.src[lx.i]
	}
	lx.splice()
	if lx.i < len(lx.src) {
		return lx.src[lx.i]
	}
	return 0
}

// peek2 returns the byte after the current one (after splices), or 0.
func (lx *lexer) peek2() byte {
	lx.splice()
	j := lx.i + 1
	for j < len(lx.src) && lx.src[j] == '\\' {
		k := j + 1
		n := eolLen(lx.src, k)
		if n == 0 {
			break
		}
		k += n
		j = k
	}
	if j < len(lx.src) {
		return lx.src[j]
	}
	return 0
}

// adv moves past the current byte (which must not be a newline).
func (lx *lexer) adv() {
	lx.splice()
	if lx.i < len(lx.src) {
		lx.col += colStep(lx.src[lx.i])
		lx.i++
	}
}

// colStep is how far byte c moves the column: columns count characters,
// so the continuation bytes of a UTF-8 sequence do not move it.
func colStep(c byte) int {
	if c&0xC0 == 0x80 {
		return 0
	}
	return 1
}

func (lx *lexer) pos() diag.Pos {
	return diag.Pos{File: lx.posFile, Line: lx.line + lx.lineDelta, Col: lx.col}
}

func isIdentStart(c byte) bool {
	return c == '_' || (c|0x20) >= 'a' && (c|0x20) <= 'z'
}

func isIdentChar(c byte) bool { return isIdentStart(c) || c >= '0' && c <= '9' }

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// text returns the source between start and the current offset with line
// continuations removed.
func (lx *lexer) text(start int) string {
	s := lx.src[start:lx.i]
	if strings.IndexByte(s, '\\') < 0 {
		return s
	}
	lx.sb.Reset()
	for k := 0; k < len(s); k++ {
		if s[k] == '\\' {
			if n := eolLen(s, k+1); n > 0 {
				k += n
				continue
			}
		}
		lx.sb.WriteByte(s[k])
	}
	return lx.sb.String()
}

// next returns the next token: a kNewline at each end of line, and
// token.EOF at the end of the input (preceded by a kNewline if the last
// line was not terminated).
func (lx *lexer) next() tok {
	space := false
	for {
		c := lx.peek()
		switch {
		case c == ' ' || c == '\t' || c == '\v' || c == '\f':
			lx.i++
			lx.col++
			for lx.i < len(lx.src) && (lx.src[lx.i] == ' ' || lx.src[lx.i] == '\t') {
				lx.i++
				lx.col++
			}
			space = true
			continue
		case c == '\r' || c == '\n':
			p := lx.pos()
			lx.i += eolLen(lx.src, lx.i)
			lx.line++
			lx.col = 1
			wasBol := lx.bol
			lx.bol = true
			_ = wasBol
			return tok{kind: kNewline, pos: p}
		case c == '/' && lx.peek2() == '/':
			for {
				c = lx.peek()
				if c == '\n' || c == '\r' || lx.i >= len(lx.src) {
					break
				}
				lx.adv()
			}
			space = true
			lx.comments = true
			continue
		case c == '/' && lx.peek2() == '*':
			p := lx.pos()
			lx.adv()
			lx.adv()
			closed := false
			for lx.i < len(lx.src) {
				c = lx.src[lx.i]
				if c == '*' && lx.peek2() == '/' {
					lx.adv()
					lx.adv()
					closed = true
					break
				}
				if c == '\n' || c == '\r' {
					lx.i += eolLen(lx.src, lx.i)
					lx.line++
					lx.col = 1
					continue
				}
				lx.col += colStep(c)
				lx.i++
			}
			if !closed {
				lx.diags.Errorf(p, "unterminated comment")
			}
			lx.comments = true
			space = true
			continue
		case c == 0 && lx.i >= len(lx.src):
			if !lx.bol {
				lx.bol = true
				return tok{kind: kNewline, pos: lx.pos()}
			}
			return tok{kind: token.EOF, pos: lx.pos(), bol: true}
		}
		t := tok{space: space, bol: lx.bol, pos: lx.pos()}
		lx.bol = false
		start := lx.i
		switch {
		case isIdentStart(c):
			j := lx.i + 1
			for j < len(lx.src) && isIdentChar(lx.src[j]) {
				j++
			}
			lx.col += j - lx.i
			lx.i = j
			for isIdentChar(lx.peek()) { // after a line continuation
				lx.adv()
			}
			t.kind = token.Ident
		case isDigit(c) || c == '.' && isDigit(lx.peek2()):
			t.kind = lx.number()
		case c == '"':
			if lx.str() {
				t.kind = token.String
			} else {
				t.kind = token.Bad
			}
		default:
			t.kind = lx.punct()
		}
		t.text = lx.text(start)
		return t
	}
}

// str scans a string literal (GL_EXT_debug_printf) up to its closing quote
// or the end of the line, and reports whether it was closed. An unclosed
// one becomes one Bad token rather than a run of them.
func (lx *lexer) str() bool {
	lx.adv()
	for {
		c := lx.peek()
		switch {
		case c == '"':
			lx.adv()
			return true
		case c == '\\':
			lx.adv()
			if c2 := lx.peek(); c2 != '\n' && c2 != '\r' && c2 != 0 {
				lx.adv()
			}
		case c == '\n' || c == '\r' || lx.i >= len(lx.src):
			return false
		default:
			lx.adv()
		}
	}
}

// number scans a numeric constant: a pp-number in the C sense (digits,
// letters, underscores, dots and exponent signs), then classifies it.
func (lx *lexer) number() token.Kind {
	start := lx.i
	hex := false
	if lx.peek() == '0' && (lx.peek2()|0x20) == 'x' {
		hex = true
		lx.adv()
		lx.adv()
	}
	// glslang's scanner takes at most one '.', before any exponent or
	// suffix, so a '.' and a letter after a complete constant start the
	// next tokens: 0u.xx and 1.0.x are swizzles of literals there.
	dot, exp, letter := false, false, false
	for {
		c := lx.peek()
		if c == '.' && (hex || dot || exp || letter) && isIdentStart(lx.peek2()) && classifyNumber(lx.text(start)) != token.Bad {
			break
		}
		if isIdentChar(c) || c == '.' {
			lx.adv()
			switch {
			case c == '.':
				dot = true
			case !hex && (c|0x20) == 'e' && !exp && !letter:
				exp = true
				if s := lx.peek(); s == '+' || s == '-' {
					lx.adv()
				}
			case !isDigit(c):
				letter = true
			}
			continue
		}
		break
	}
	return classifyNumber(lx.text(start))
}

// classifyNumber tells integer constants from floating constants; anything
// else is Bad.
func classifyNumber(s string) token.Kind {
	if len(s) > 1 && s[0] == '0' && (s[1]|0x20) == 'x' {
		i := 2
		for i < len(s) && isHex(s[i]) {
			i++
		}
		if i == 2 || !intSuffix(s[i:]) {
			return token.Bad
		}
		return token.IntConst
	}
	i := 0
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	digits := i
	isFloat := false
	if i < len(s) && s[i] == '.' {
		isFloat = true
		i++
		for i < len(s) && isDigit(s[i]) {
			i++
		}
		if i == 1 { // just "."
			return token.Bad
		}
	}
	if i < len(s) && (s[i]|0x20) == 'e' {
		isFloat = true
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		j := i
		for i < len(s) && isDigit(s[i]) {
			i++
		}
		if i == j {
			return token.Bad
		}
	}
	rest := s[i:]
	if !isFloat {
		if intSuffix(rest) {
			if s[0] == '0' { // octal: digits 8 and 9 are bad
				for k := 1; k < digits; k++ {
					if s[k] > '7' {
						return token.Bad
					}
				}
			}
			return token.IntConst
		}
		if floatSuffix(rest) && rest != "" {
			return token.FloatConst // 1f is accepted like glslang
		}
		return token.Bad
	}
	if floatSuffix(rest) {
		return token.FloatConst
	}
	return token.Bad
}

func isHex(c byte) bool { return isDigit(c) || (c|0x20) >= 'a' && (c|0x20) <= 'f' }

func intSuffix(s string) bool {
	switch s {
	case "", "u", "U", "l", "L", "ul", "UL", "s", "S", "us", "US":
		return true
	}
	return false
}

func floatSuffix(s string) bool {
	switch s {
	case "", "f", "F", "lf", "LF", "hf", "HF":
		return true
	}
	return false
}

// puncts3 lists the three-character operators.
var puncts3 = [...]string{"<<=", ">>="}

// isPunct2 reports whether c c2 is a two-character operator: << >> && ||
// ^^ ++ -- ## or an operator followed by = (<= >= == != += -= *= /= %= &=
// |= ^=).
func isPunct2(c, c2 byte) bool {
	switch c2 {
	case c:
		return strings.IndexByte("<>&|^+-#=", c) >= 0
	case '=':
		return strings.IndexByte("<>=!+-*/%&|^", c) >= 0
	}
	return false
}

const punct1 = "+-*/%<>=!&|^~?:;,.()[]{}#"

func (lx *lexer) punct() token.Kind {
	c := lx.peek()
	c2 := lx.peek2()
	if c2 != 0 {
		for _, p := range puncts3 {
			if p[0] == c && p[1] == c2 {
				// need the third byte
				save, sl, sc := lx.i, lx.line, lx.col
				lx.adv()
				lx.adv()
				if lx.peek() == p[2] {
					lx.adv()
					return token.Punct
				}
				lx.i, lx.line, lx.col = save, sl, sc
			}
		}
		if isPunct2(c, c2) {
			lx.adv()
			lx.adv()
			return token.Punct
		}
	}
	lx.adv()
	if strings.IndexByte(punct1, c) >= 0 {
		return token.Punct
	}
	if c >= 0xC0 { // keep a UTF-8 sequence in one token
		for lx.i < len(lx.src) && lx.src[lx.i]&0xC0 == 0x80 {
			lx.adv()
		}
	}
	return token.Bad
}

// peekLine returns the rest of the current line (line continuations
// removed) without consuming it.
func (lx *lexer) peekLine() string {
	j := lx.i
	for j < len(lx.src) {
		c := lx.src[j]
		if n := eolLen(lx.src, j+1); c == '\\' && n > 0 {
			j += 1 + n
			continue
		}
		if c == '\n' || c == '\r' {
			break
		}
		j++
	}
	save := lx.i
	defer func() { lx.i = save }()
	lx.i = j
	return lx.text(save)
}
