package pp

import (
	"strconv"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/token"
)

// parseInt reads an integer constant (decimal, octal or hex, with an
// optional suffix) as the preprocessor sees it: 32-bit, wrapping like
// glslang.
func parseInt(s string) (int64, bool) {
	body := s
	base := 10
	if len(s) > 1 && s[0] == '0' && (s[1]|0x20) == 'x' {
		base = 16
		body = s[2:]
		i := 0
		for i < len(body) && isHex(body[i]) {
			i++
		}
		body = body[:i]
	} else {
		i := 0
		for i < len(body) && isDigit(body[i]) {
			i++
		}
		body = body[:i]
		if len(body) > 1 && body[0] == '0' {
			base = 8
			body = body[1:]
		}
	}
	if body == "" {
		return 0, base == 8
	}
	v, err := strconv.ParseUint(body, base, 64)
	if err != nil || v > 0xFFFFFFFF {
		return 0, false
	}
	return int64(v), true
}

// evaluator computes a #if expression over tokens read through the
// preprocessor (so macros expand, except after "defined").
type evaluator struct {
	p     *pp
	name  tok
	t     tok // current token
	err   bool
	depth int
}

const maxExprDepth = 256

// evalIf evaluates the expression of #if or #elif.
func (p *pp) evalIf(name tok, args []tok) bool {
	if len(args) == 0 {
		p.diags.Errorf(directiveEnd(name, nil), "#%s with no expression", name.text)
		return false
	}
	buf := make([]tok, len(args))
	copy(buf, args)
	base := len(p.ctxs)
	p.ctxs = append(p.ctxs, &ctx{toks: buf, stop: true})
	e := &evaluator{p: p, name: name}
	e.advance()
	v := e.cond(true)
	if !e.err && e.t.kind != token.EOF {
		e.errorf(e.t.pos, "unexpected '%s' in #%s expression", e.t.text, name.text)
	}
	for len(p.ctxs) > base {
		p.popCtx()
	}
	if e.err {
		return false
	}
	return v != 0
}

func (e *evaluator) errorf(pos diag.Pos, format string, args ...any) {
	if !e.err {
		e.p.diags.Errorf(pos, format, args...)
	}
	e.err = true
}

func (e *evaluator) advance() {
	e.t = e.p.next()
}

func (e *evaluator) endPos() diag.Pos {
	if e.t.kind == token.EOF {
		return directiveEnd(e.name, nil)
	}
	return e.t.pos
}

// binary operator precedence, higher binds tighter; 0 means not binary.
func binPrec(t *tok) int {
	if t.kind != token.Punct {
		return 0
	}
	switch t.text {
	case "||":
		return 1
	case "&&":
		return 3
	case "|":
		return 4
	case "^":
		return 5
	case "&":
		return 6
	case "==", "!=":
		return 7
	case "<", ">", "<=", ">=":
		return 8
	case "<<", ">>":
		return 9
	case "+", "-":
		return 10
	case "*", "/", "%":
		return 11
	}
	return 0
}

// cond parses a conditional expression; live is false in a branch whose
// value is not used (division by zero is not reported there).
func (e *evaluator) cond(live bool) int32 {
	if e.depth++; e.depth > maxExprDepth {
		e.errorf(e.t.pos, "#%s expression nested too deeply", e.name.text)
		return 0
	}
	defer func() { e.depth-- }()
	c := e.binary(1, live)
	if e.err || !e.t.is("?") {
		return c
	}
	e.advance()
	a := e.cond(live && c != 0)
	if e.err {
		return 0
	}
	if !e.t.is(":") {
		e.errorf(e.endPos(), "expected ':' in #%s expression", e.name.text)
		return 0
	}
	e.advance()
	b := e.cond(live && c == 0)
	if c != 0 {
		return a
	}
	return b
}

func (e *evaluator) binary(minPrec int, live bool) int32 {
	l := e.unary(live)
	for !e.err {
		prec := binPrec(&e.t)
		if prec < minPrec || prec == 0 {
			return l
		}
		op := e.t
		e.advance()
		rlive := live
		switch op.text {
		case "||":
			rlive = live && l == 0
		case "&&":
			rlive = live && l != 0
		}
		r := e.binary(prec+1, rlive)
		if e.err {
			return 0
		}
		l = e.apply(op, l, r, rlive)
	}
	return 0
}

func b2i(b bool) int32 {
	if b {
		return 1
	}
	return 0
}

func (e *evaluator) apply(op tok, l, r int32, live bool) int32 {
	switch op.text {
	case "||":
		return b2i(l != 0 || r != 0)
	case "&&":
		return b2i(l != 0 && r != 0)
	case "|":
		return l | r
	case "^":
		return l ^ r
	case "&":
		return l & r
	case "==":
		return b2i(l == r)
	case "!=":
		return b2i(l != r)
	case "<":
		return b2i(l < r)
	case ">":
		return b2i(l > r)
	case "<=":
		return b2i(l <= r)
	case ">=":
		return b2i(l >= r)
	case "<<":
		if r < 0 || r > 31 {
			if live {
				e.errorf(op.pos, "shift count %d out of range in #%s expression", r, e.name.text)
			}
			return 0
		}
		return l << uint(r)
	case ">>":
		if r < 0 || r > 31 {
			if live {
				e.errorf(op.pos, "shift count %d out of range in #%s expression", r, e.name.text)
			}
			return 0
		}
		return l >> uint(r)
	case "+":
		return l + r
	case "-":
		return l - r
	case "*":
		return l * r
	case "/", "%":
		if r == 0 {
			if live {
				e.errorf(op.pos, "division by zero in #%s expression", e.name.text)
			}
			return 0
		}
		if op.text == "/" {
			return l / r
		}
		return l % r
	}
	return 0
}

func (e *evaluator) unary(live bool) int32 {
	if e.depth++; e.depth > maxExprDepth {
		e.errorf(e.t.pos, "#%s expression nested too deeply", e.name.text)
		return 0
	}
	defer func() { e.depth-- }()
	t := e.t
	switch t.kind {
	case token.Punct:
		switch t.text {
		case "+", "-", "~", "!":
			e.advance()
			v := e.unary(live)
			switch t.text {
			case "-":
				return -v
			case "~":
				return ^v
			case "!":
				return b2i(v == 0)
			}
			return v
		case "(":
			e.advance()
			v := e.cond(live)
			if e.err {
				return 0
			}
			if !e.t.is(")") {
				e.errorf(e.endPos(), "expected ')' in #%s expression", e.name.text)
				return 0
			}
			e.advance()
			return v
		}
	case token.IntConst:
		e.advance()
		v, ok := parseInt(t.text)
		if !ok {
			e.errorf(t.pos, "integer constant '%s' too large in #%s expression", t.text, e.name.text)
		}
		return int32(uint32(v))
	case token.Ident:
		if t.text == "defined" {
			return e.defined()
		}
		e.advance()
		if e.p.version.Profile == "es" {
			e.errorf(t.pos, "undefined macro '%s' in #%s expression (not allowed in es profile)", t.text, e.name.text)
		}
		return 0
	case token.EOF:
		e.errorf(e.endPos(), "missing operand in #%s expression", e.name.text)
		return 0
	}
	e.errorf(t.pos, "unexpected '%s' in #%s expression", t.text, e.name.text)
	return 0
}

// defined handles "defined X" and "defined ( X )"; the operand is read
// without macro expansion.
func (e *evaluator) defined() int32 {
	p := e.p
	t := p.nextRaw()
	paren := t.is("(")
	if paren {
		t = p.nextRaw()
	}
	if t.kind != token.Ident {
		if t.kind == token.EOF {
			p.unreadEOF(t)
		}
		e.errorf(e.posOr(t), "'defined' needs a macro name")
		return 0
	}
	_, ok := p.macros[t.text]
	if paren {
		c := p.nextRaw()
		if !c.is(")") {
			if c.kind == token.EOF {
				p.unreadEOF(c)
			}
			e.errorf(e.posOr(c), "expected ')' after 'defined(%s'", t.text)
			return 0
		}
	}
	e.advance()
	return b2i(ok)
}

func (e *evaluator) posOr(t tok) diag.Pos {
	if t.kind == token.EOF {
		return directiveEnd(e.name, nil)
	}
	return t.pos
}
