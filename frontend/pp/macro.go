package pp

import (
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/ext"
	"github.com/glslc-nv/glslc-nv/frontend/token"
)

type builtinKind uint8

const (
	notBuiltin builtinKind = iota
	builtinLine
	builtinFile
)

// macro is one #define (or a predefined macro).
type macro struct {
	name   string
	fn     bool     // function-like
	params []string // parameter names of a function-like macro
	body   []tok
	// paramIdx[i] is the parameter index body[i] names, or -1.
	paramIdx   []int
	builtin    builtinKind
	predefined bool
	pos        diag.Pos
	disabled   int // number of expansion buffers of this macro on the stack
}

// definePredefined defines the macros every shader sees, then the -D
// options.
func (p *pp) definePredefined() {
	def := func(name, value string) {
		m := &macro{name: name, predefined: true}
		if value != "" {
			m.body = []tok{p.bodyTok(value)}
		}
		p.macros[name] = m
	}
	p.macros["__LINE__"] = &macro{name: "__LINE__", predefined: true, builtin: builtinLine}
	p.macros["__FILE__"] = &macro{name: "__FILE__", predefined: true, builtin: builtinFile}
	def("__VERSION__", itoa(p.version.Number))
	switch p.version.Profile {
	case "es":
		def("GL_ES", "1")
		def("GL_es_profile", "1")
	case "compatibility":
		if p.version.Number >= 150 {
			def("GL_compatibility_profile", "1")
		}
	}
	if p.version.Profile == "es" || p.version.Number >= 130 {
		def("GL_FRAGMENT_PRECISION_HIGH", "1") // glslang defines it for desktop too
	}
	if p.version.Profile != "es" && p.version.Number >= 150 {
		def("GL_core_profile", "1")
	}
	if p.opts.Vulkan {
		def("VULKAN", "100")
		def("GL_SPIRV", "100")
	}
	for _, n := range ext.Names() {
		def(n, "1")
	}
	p.defineCommandLine()
}

// defineCommandLine runs the -D options as glslc does: each one is the
// line "#define NAME VALUE" (NAME may carry a parameter list, so
// -D'F(x)=x+1' defines a function-like macro) of a preamble named
// "<command line>", one line per macro; a later -D of the same name
// replaces an earlier one instead of redefining it.
func (p *pp) defineCommandLine() {
	var order []string
	last := map[string]string{}
	for _, d := range p.opts.Defines {
		if _, ok := last[d.Name]; !ok {
			order = append(order, d.Name)
		}
		last[d.Name] = d.Value
	}
	for i, name := range order {
		text := name
		if v := last[name]; v != "" {
			text += " " + v
		}
		lx := newLexer("<command line>", text, p.diags)
		lx.line = i + 1
		var args []tok
		for {
			t := lx.nextTok()
			if t.kind == kNewline || t.kind == token.EOF {
				break
			}
			args = append(args, t)
		}
		dir := tok{kind: token.Ident, text: "define", pos: diag.Pos{File: "<command line>", Line: i + 1, Col: 1}}
		if len(args) > 0 {
			args[0].space = true
		}
		p.doDefine(dir, args)
	}
}

func allIdent(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isIdentChar(s[i]) {
			return false
		}
	}
	return true
}

// bodyTok lexes a single-token value of a predefined macro.
func (p *pp) bodyTok(v string) tok {
	return tok{kind: classifyNumber(v), text: v}
}

// expand expands the macro *t names, if any. It returns true when tokens
// were pushed for rescanning (or the invocation was dropped after an
// error), false when *t (possibly replaced or painted) is to be used as is.
func (p *pp) expand(t *tok) bool {
	m := p.macros[t.text]
	if m == nil {
		return false
	}
	if m.disabled > 0 {
		t.noexp = true
		return false
	}
	switch m.builtin {
	case builtinLine:
		t.kind, t.text = token.IntConst, itoa(t.pos.Line)
		return false
	case builtinFile:
		t.kind, t.text = token.IntConst, "0"
		if f := p.cur(); f != nil {
			t.text = f.srcNo
		}
		return false
	}
	var args [][]tok
	if m.fn {
		if !p.peekIsParen() {
			return false
		}
		p.nextRaw() // the "("
		var ok bool
		args, ok = p.collectArgs(t, m)
		if !ok {
			return true
		}
	}
	res := p.substitute(t, m, args)
	if p.aborted {
		return true
	}
	if len(p.ctxs) >= maxCtxDepth {
		p.abort(t.pos, "macro expansion nested too deeply")
		return true
	}
	m.disabled++
	p.ctxs = append(p.ctxs, &ctx{toks: res, m: m})
	return true
}

// peekIsParen reports whether the next raw token is "(". At the file level
// it looks past newlines but not into a directive line or another file, so
// a directive after a function-like macro name without arguments takes
// effect after that name.
func (p *pp) peekIsParen() bool {
	for len(p.ctxs) > 0 {
		c := p.ctxs[len(p.ctxs)-1]
		if c.i < len(c.toks) {
			return c.toks[c.i].is("(")
		}
		if c.stop || p.aborted {
			return false
		}
		p.popCtx()
	}
	f := p.cur()
	if f == nil || p.aborted {
		return false
	}
	for {
		t := f.lx.nextTok()
		if t.kind == kNewline {
			continue
		}
		f.lx.pushback = append(f.lx.pushback, t)
		return t.is("(")
	}
}

// collectArgs reads the arguments of an invocation of m after its "(".
func (p *pp) collectArgs(name *tok, m *macro) ([][]tok, bool) {
	var args [][]tok
	var cur []tok
	depth := 0
	p.collecting++
	defer func() { p.collecting-- }()
	for {
		t := p.nextRaw()
		if t.kind == token.EOF {
			p.unreadEOF(t)
			p.diags.Errorf(name.pos, "unterminated argument list invoking macro '%s'", m.name)
			return nil, false
		}
		if t.kind == token.Punct {
			switch t.text {
			case "(":
				depth++
			case ")":
				if depth == 0 {
					args = append(args, cur)
					goto done
				}
				depth--
			case ",":
				if depth == 0 {
					args = append(args, cur)
					cur = nil
					continue
				}
			}
		}
		cur = append(cur, t)
		if p.work++; p.work > maxWork {
			p.abort(name.pos, "macro expansion too large")
			return nil, false
		}
	}
done:
	if len(m.params) == 0 && len(args) == 1 && len(args[0]) == 0 {
		args = args[:0]
	}
	if len(args) != len(m.params) {
		p.diags.Errorf(name.pos, "macro '%s' expects %d argument%s, given %d", m.name, len(m.params), plural(len(m.params)), len(args))
		return nil, false
	}
	return args, true
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// expandArg fully macro-expands one argument on its own.
func (p *pp) expandArg(ts []tok) []tok {
	if len(ts) == 0 {
		return nil
	}
	if p.argDepth >= maxArgDepth {
		p.abort(ts[0].pos, "macro arguments nested too deeply")
		return nil
	}
	p.argDepth++
	defer func() { p.argDepth-- }()
	base := len(p.ctxs)
	// ts is not modified: tokens are copied out of buffers when read
	p.ctxs = append(p.ctxs, &ctx{toks: ts, stop: true})
	out := make([]tok, 0, len(ts))
	for {
		t := p.next()
		if t.kind == token.EOF {
			break
		}
		out = append(out, t)
		if p.work++; p.work > maxWork {
			p.abort(t.pos, "macro expansion too large")
			break
		}
	}
	for len(p.ctxs) > base {
		p.popCtx()
	}
	return out
}

// substitute builds the replacement of an invocation of m at *name.
func (p *pp) substitute(name *tok, m *macro, args [][]tok) []tok {
	var expanded [][]tok
	res := make([]tok, 0, len(m.body)+4)
	body := m.body
	for i := 0; i < len(body); i++ {
		bt := body[i]
		pi := paramAt(m, i)
		if pi == pasteOp {
			// paste the last token produced with the first of the next item
			var rhs []tok
			i++
			if j := paramAt(m, i); j >= 0 {
				rhs = args[j]
				if len(rhs) == 0 {
					rhs = []tok{{kind: kPlacemarker}}
				} else {
					rhs = append([]tok(nil), rhs...)
					rhs[0].space = body[i].space
				}
			} else {
				rhs = []tok{body[i]}
			}
			if len(res) == 0 {
				res = append(res, tok{kind: kPlacemarker})
			}
			lhs := res[len(res)-1]
			res = res[:len(res)-1]
			res = append(res, p.paste(lhs, rhs[0], name.pos)...)
			res = append(res, rhs[1:]...)
			continue
		}
		if pi >= 0 {
			if pi >= len(args) {
				continue // cannot happen: argument count was checked
			}
			if i+1 < len(body) && paramAt(m, i+1) == pasteOp {
				a := args[pi]
				if len(a) == 0 {
					res = append(res, tok{kind: kPlacemarker})
					continue
				}
				n := len(res)
				res = append(res, a...)
				res[n].space = bt.space
				continue
			}
			if expanded == nil {
				expanded = make([][]tok, len(args))
			}
			if expanded[pi] == nil {
				expanded[pi] = p.expandArg(args[pi])
				if expanded[pi] == nil {
					expanded[pi] = []tok{}
				}
			}
			if a := expanded[pi]; len(a) > 0 {
				n := len(res)
				res = append(res, a...)
				res[n].space = bt.space
			}
			continue
		}
		res = append(res, bt)
	}
	// drop placemarkers, give every token the invocation's position
	out := res[:0]
	for _, t := range res {
		if t.kind == kPlacemarker {
			continue
		}
		t.pos = name.pos
		t.bol = false
		out = append(out, t)
	}
	if len(out) > 0 {
		out[0].space = name.space
		out[0].bol = name.bol
	}
	if p.work += len(out); p.work > maxWork {
		p.abort(name.pos, "macro expansion too large")
		return nil
	}
	return out
}

// pasteOp marks a ## operator in macro.paramIdx.
const pasteOp = -2

func paramAt(m *macro, i int) int {
	if i < len(m.paramIdx) {
		return m.paramIdx[i]
	}
	return -1
}

// paste joins two tokens with ##.
func (p *pp) paste(a, b tok, pos diag.Pos) []tok {
	if a.kind == kPlacemarker {
		return []tok{b}
	}
	if b.kind == kPlacemarker {
		return []tok{a}
	}
	s := a.text + b.text
	lx := newLexer("", s, &diag.List{})
	t := lx.next()
	if t.kind != token.EOF && t.kind != kNewline && lx.i == len(s) && t.kind != token.Bad {
		t.space, t.bol, t.pos = a.space, a.bol, a.pos
		t.text = s
		return []tok{t}
	}
	p.diags.Errorf(pos, "pasting '%s' and '%s' does not give a valid preprocessing token", a.text, b.text)
	return []tok{a, b}
}
