package pp

import (
	"strings"

	"github.com/glslc-nv/glslc-nv/frontend/token"
)

// checkMacroName reports names that #define and #undef may not use. It
// returns false when the directive must be ignored.
func (p *pp) checkMacroName(dir, t tok) bool {
	if t.kind != token.Ident {
		p.diags.Errorf(t.pos, "#%s needs a macro name", dir.text)
		return false
	}
	name := t.text
	switch {
	case name == "defined":
		p.diags.Errorf(t.pos, "'defined' cannot be used as a macro name")
		return false
	case strings.HasPrefix(name, "GL_"):
		p.diags.Errorf(t.pos, "names beginning with \"GL_\" are reserved and cannot be %s: %s", pastTense(dir.text), name)
		return false
	}
	if m := p.macros[name]; m != nil && m.predefined {
		p.diags.Errorf(t.pos, "predefined macro '%s' cannot be %s", name, pastTense(dir.text))
		return false
	}
	if strings.Contains(name, "__") {
		p.diags.Warnf(t.pos, "names containing consecutive underscores are reserved: %s", name)
	}
	return true
}

func pastTense(d string) string {
	if d == "undef" {
		return "undefined"
	}
	return "redefined"
}

func (p *pp) doUndef(name tok, args []tok) {
	if len(args) == 0 {
		p.diags.Errorf(directiveEnd(name, nil), "#undef needs a macro name")
		return
	}
	if !p.checkMacroName(name, args[0]) {
		return
	}
	if len(args) > 1 {
		p.extraTokens(name, args[1])
	}
	delete(p.macros, args[0].text)
}

func (p *pp) doDefine(name tok, args []tok) {
	if len(args) == 0 {
		p.diags.Errorf(directiveEnd(name, nil), "#define needs a macro name")
		return
	}
	mt := args[0]
	if !p.checkMacroName(name, mt) {
		return
	}
	m := &macro{name: mt.text, pos: mt.pos}
	// paramIdx finds a parameter by name in constant time: a macro may
	// have any number of parameters, and both the duplicate check and the
	// body's parameter references would otherwise be quadratic.
	paramIdx := map[string]int{}
	rest := args[1:]
	// a "(" right after the name (no space) starts a parameter list
	if len(rest) > 0 && rest[0].is("(") && !rest[0].space {
		m.fn = true
		i := 1
		expectParam := true
		closed := false
		for i < len(rest) {
			t := rest[i]
			i++
			if expectParam {
				if t.is(")") && len(m.params) == 0 {
					closed = true
					break
				}
				if t.kind != token.Ident {
					p.diags.Errorf(t.pos, "expected a parameter name in macro '%s', found '%s'", m.name, t.text)
					return
				}
				if _, dup := paramIdx[t.text]; dup {
					p.diags.Errorf(t.pos, "duplicate parameter '%s' in macro '%s'", t.text, m.name)
					return
				}
				paramIdx[t.text] = len(m.params)
				if strings.Contains(t.text, "__") {
					p.diags.Warnf(t.pos, "names containing consecutive underscores are reserved: %s", t.text)
				}
				m.params = append(m.params, t.text)
				expectParam = false
				continue
			}
			if t.is(")") {
				closed = true
				break
			}
			if !t.is(",") {
				p.diags.Errorf(t.pos, "expected ',' or ')' in the parameter list of macro '%s', found '%s'", m.name, t.text)
				return
			}
			expectParam = true
		}
		if !closed {
			p.diags.Errorf(directiveEnd(name, args), "missing ')' in the parameter list of macro '%s'", m.name)
			return
		}
		rest = rest[i:]
	} else if len(rest) > 0 && !rest[0].space {
		p.diags.Warnf(rest[0].pos, "missing white space after the macro name '%s'", m.name)
	}
	if len(rest) > 0 {
		m.body = make([]tok, len(rest))
		copy(m.body, rest)
		m.body[0].space = false
		m.paramIdx = make([]int, len(rest))
		for i, t := range m.body {
			m.body[i].bol = false
			m.paramIdx[i] = -1
			switch {
			case t.kind == token.Ident && m.fn:
				if j, ok := paramIdx[t.text]; ok {
					m.paramIdx[i] = j
				}
			case t.is("##"):
				if i == 0 || i == len(rest)-1 {
					p.diags.Errorf(t.pos, "'##' cannot appear at either end of a macro body")
					return
				}
				m.paramIdx[i] = pasteOp
			}
		}
	}
	if old := p.macros[m.name]; old != nil && !sameMacro(old, m) {
		p.diags.Errorf(mt.pos, "macro '%s' redefined with a different body (previous definition at %s)", m.name, old.pos)
		return
	}
	p.macros[m.name] = m
}

// sameMacro reports whether two definitions are the same (C's rules: same
// parameters, same tokens, same white-space separation).
func sameMacro(a, b *macro) bool {
	if a.fn != b.fn || len(a.params) != len(b.params) || len(a.body) != len(b.body) {
		return false
	}
	for i := range a.params {
		if a.params[i] != b.params[i] {
			return false
		}
	}
	for i := range a.body {
		x, y := &a.body[i], &b.body[i]
		if x.text != y.text || x.kind != y.kind || i > 0 && x.space != y.space {
			return false
		}
	}
	return true
}
