package pp

import (
	"strings"

	"github.com/glslc-nv/glslc-nv/frontend/token"
)

// Text returns the preprocessed source (the -E output), in the form
// glslangValidator -E prints: directives that survive preprocessing
// (#version, #extension, #pragma, #line) on their own lines, and every
// token on the output line of its source line where possible, so blank
// lines stand for directives, comments and skipped groups.
func (r *Result) Text() string {
	var b strings.Builder
	b.Grow(len(r.Tokens) * 6)
	line := 1     // output line the writer is on, as a source line number
	empty := true // nothing written on the current output line yet
	newline := func() {
		b.WriteByte('\n')
		line++
		empty = true
	}
	moveTo := func(l int) {
		for line < l {
			newline()
		}
	}
	li := 0
	for i := 0; i <= len(r.Tokens); i++ {
		for li < len(r.lines) && r.lines[li].at <= i {
			d := r.lines[li]
			li++
			moveTo(d.line)
			if !empty {
				newline()
			}
			b.WriteString(d.text)
			empty = false
			if d.setLine > 0 {
				line = d.setLine - 1
			}
		}
		if i == len(r.Tokens) {
			break
		}
		t := &r.Tokens[i]
		if t.Kind == token.EOF {
			continue
		}
		if t.Pos.Line > line {
			moveTo(t.Pos.Line)
		} else if t.LineStart && !empty && t.Pos.Line < line {
			newline()
		}
		if empty {
			for c := 1; c < t.Pos.Col && c < 200; c++ {
				b.WriteByte(' ')
			}
		} else if t.SpaceBefore {
			b.WriteByte(' ')
		} else if i > 0 && needsSpace(r.Tokens[i-1].Text, t.Text) {
			b.WriteByte(' ')
		}
		b.WriteString(t.Text)
		empty = false
	}
	if !empty {
		b.WriteByte('\n')
	}
	return b.String()
}

// needsSpace reports whether printing a and b side by side would lex
// differently (for tokens that were not separated in the source, such as
// those from a macro expansion).
func needsSpace(a, b string) bool {
	if a == "" || b == "" {
		return false
	}
	x, y := a[len(a)-1], b[0]
	if isIdentChar(x) && (isIdentChar(y) || y == '.' && len(b) > 1) {
		return true
	}
	if x == '.' && isDigit(y) || isDigit(x) && y == '.' {
		return true
	}
	if strings.IndexByte("+-*/%<>=!&|^#", x) >= 0 && strings.IndexByte("+-*/%<>=!&|^#", y) >= 0 {
		return true
	}
	return false
}
