package pp

import (
	"errors"
	"strconv"
	"strings"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/ext"
	"github.com/glslc-nv/glslc-nv/frontend/token"
	"github.com/glslc-nv/glslc-nv/internal/limits"
)

// textLine is a directive line that Text prints among the tokens.
type textLine struct {
	at      int // index of the token it precedes
	line    int // source line it was on (after #line mapping), 0 if unknown
	text    string
	setLine int // if > 0, the next source line is numbered setLine (#line)
	pos     diag.Pos
}

// readLine returns the rest of the current directive line (raw tokens).
func (p *pp) readLine() []tok {
	f := p.cur()
	p.lineBuf = p.lineBuf[:0]
	for {
		t := f.lx.nextTok()
		if t.kind == kNewline {
			return p.lineBuf
		}
		if t.kind == token.EOF {
			f.lx.pushback = append(f.lx.pushback, t)
			return p.lineBuf
		}
		p.lineBuf = append(p.lineBuf, t)
	}
}

func isCondDirective(s string) bool {
	switch s {
	case "if", "ifdef", "ifndef", "elif", "else", "endif":
		return true
	}
	return false
}

// directive handles one directive line; hash is its "#".
func (p *pp) directive(hash tok) {
	f := p.cur()
	name := f.lx.nextTok()
	switch name.kind {
	case kNewline:
		if !p.sawContent { // a null directive counts as content (glslang agrees)
			p.sawContent = true
			p.finishVersion()
		}
		return
	case token.EOF:
		f.lx.pushback = append(f.lx.pushback, name)
		return
	}
	raw := ""
	if name.kind == token.Ident && (name.text == "include" || name.text == "line") {
		raw = f.lx.peekLine()
	}
	args := p.readLine()
	if p.skipping() && !(name.kind == token.Ident && isCondDirective(name.text)) {
		return
	}
	if name.kind != token.Ident {
		p.sawContent = true
		p.finishVersion()
		p.diags.Errorf(name.pos, "invalid preprocessing directive '#%s'", name.text)
		return
	}
	if name.text != "version" && !p.sawContent {
		p.sawContent = true
		p.finishVersion()
	}
	switch name.text {
	case "version":
		p.doVersion(hash, name, args)
	case "define":
		p.doDefine(name, args)
	case "undef":
		p.doUndef(name, args)
	case "if":
		p.pushCond(name, func() bool { return p.evalIf(name, args) })
	case "ifdef", "ifndef":
		p.pushCond(name, func() bool {
			if len(args) == 0 || args[0].kind != token.Ident {
				p.diags.Errorf(directiveEnd(name, args), "#%s needs a macro name", name.text)
				return false
			}
			if len(args) > 1 {
				p.extraTokens(name, args[1])
			}
			_, ok := p.macros[args[0].text]
			return ok == (name.text == "ifdef")
		})
	case "elif":
		p.doElif(name, args)
	case "else", "endif":
		n := len(f.conds)
		if n == 0 {
			p.diags.Errorf(name.pos, "#%s without #if", name.text)
			return
		}
		if !f.conds[n-1].active && f.conds[n-1].parentOff {
			if name.text == "endif" {
				f.conds = f.conds[:n-1]
			}
			return
		}
		if len(args) > 0 {
			p.extraTokens(name, args[0])
		}
		if name.text == "endif" {
			f.conds = f.conds[:n-1]
			return
		}
		c := &f.conds[n-1]
		if c.sawElse {
			p.diags.Errorf(name.pos, "#else after #else")
		}
		c.sawElse = true
		c.active = !c.taken
		c.taken = true
	case "error":
		p.diags.Errorf(name.pos, "#error %s", joinToks(args))
	case "pragma":
		p.doPragma(hash, name, args)
	case "extension":
		p.doExtension(hash, name, args)
	case "line":
		p.doLine(hash, name, args, raw)
	case "include":
		p.doInclude(hash, name, args, raw)
	default:
		p.diags.Errorf(name.pos, "invalid preprocessing directive '#%s'", name.text)
	}
}

// directiveEnd is the position reported for something missing at the end
// of a directive: just after its last token.
func directiveEnd(name tok, args []tok) diag.Pos {
	last := name
	if len(args) > 0 {
		last = args[len(args)-1]
	}
	pos := last.pos
	pos.Col += len(last.text)
	return pos
}

func (p *pp) extraTokens(name, t tok) {
	p.diags.Errorf(t.pos, "unexpected tokens after #%s", name.text)
}

func joinToks(ts []tok) string {
	var b strings.Builder
	for i, t := range ts {
		if i > 0 && t.space {
			b.WriteByte(' ')
		}
		b.WriteString(t.text)
	}
	return b.String()
}

func (p *pp) pushCond(name tok, eval func() bool) {
	f := p.cur()
	if len(f.conds) >= maxCondDepth {
		p.abort(name.pos, "conditional directives nested too deeply")
		return
	}
	if p.skipping() {
		f.conds = append(f.conds, cond{pos: name.pos, parentOff: true, taken: true})
		return
	}
	v := eval()
	f.conds = append(f.conds, cond{pos: name.pos, active: v, taken: v})
}

func (p *pp) doElif(name tok, args []tok) {
	f := p.cur()
	n := len(f.conds)
	if n == 0 {
		p.diags.Errorf(name.pos, "#elif without #if")
		return
	}
	c := &f.conds[n-1]
	if c.parentOff {
		return
	}
	if c.sawElse {
		p.diags.Errorf(name.pos, "#elif after #else")
	}
	if c.taken {
		c.active = false
		return
	}
	v := p.evalIf(name, args)
	c.active, c.taken = v, v
}

// doVersion handles #version number [profile].
func (p *pp) doVersion(hash, name tok, args []tok) {
	if p.sawContent || len(p.files) > 1 {
		p.diags.Errorf(hash.pos, "#version must occur first in the shader, before anything other than comments and white space")
		return
	}
	if p.version.Explicit {
		p.diags.Errorf(hash.pos, "#version given twice")
		return
	}
	if len(args) == 0 || args[0].kind != token.IntConst {
		p.diags.Errorf(directiveEnd(name, nil), "#version needs a version number")
		p.sawContent = true
		p.finishVersion()
		return
	}
	n, err := strconv.Atoi(args[0].text)
	if err != nil {
		n = 0
	}
	v := Version{Number: n, Pos: args[0].pos, Explicit: true}
	if !knownVersion(n) {
		p.diags.Errorf(args[0].pos, "version %s is not supported (want 100, 110, 120, 130, 140, 150, 300, 310, 320, 330, 400, 410, 420, 430, 440, 450 or 460)", args[0].text)
	}
	if len(args) > 1 {
		prof := args[1]
		switch {
		case prof.kind == token.Ident && (prof.text == "core" || prof.text == "es" || prof.text == "compatibility"):
			v.Profile = prof.text
			if prof.text == "es" {
				if knownVersion(n) && n != 100 && n != 300 && n != 310 && n != 320 {
					p.diags.Errorf(prof.pos, "the es profile is only for versions 300, 310 and 320")
				}
			} else if n == 300 || n == 310 || n == 320 || n == 100 {
				p.diags.Errorf(prof.pos, "version %d needs the es profile", n)
				v.Profile = "es"
			} else if n < 150 && knownVersion(n) {
				p.diags.Errorf(prof.pos, "versions before 150 do not take a profile")
			}
		default:
			p.diags.Errorf(prof.pos, "unknown profile '%s' (want core, compatibility or es)", prof.text)
		}
		if len(args) > 2 {
			p.extraTokens(name, args[2])
		}
	}
	if v.Profile == "" {
		if n == 300 || n == 310 || n == 320 {
			p.diags.Errorf(args[0].pos, "version %d needs the es profile: #version %d es", n, n)
		}
		v.Profile = defaultProfile(n)
		if n == 300 || n == 310 || n == 320 {
			v.Profile = "es"
		}
	}
	if v.Profile == "es" && (hash.pos.Line != 1 || p.cur().lx.comments) {
		p.diags.Errorf(hash.pos, "#version must be the first line of an es shader, before any comment or blank line")
	}
	p.version = v
	p.res.lines = append(p.res.lines, textLine{at: len(p.out), line: hash.pos.Line, text: "#version " + joinToks(args), pos: hash.pos})
}

// doExtension handles #extension name : behavior.
func (p *pp) doExtension(hash, name tok, args []tok) {
	if len(args) < 3 || args[0].kind != token.Ident || !args[1].is(":") || args[2].kind != token.Ident {
		p.diags.Errorf(hash.pos, "#extension needs the form: #extension name : behavior")
		return
	}
	if len(args) > 3 {
		p.extraTokens(name, args[3])
	}
	en, bt := args[0], args[2]
	b, ok := ext.ParseBehavior(bt.text)
	if !ok {
		p.diags.Errorf(bt.pos, "unknown extension behavior '%s' (want require, enable, warn or disable)", bt.text)
		return
	}
	if en.text == "all" {
		if b == ext.Require || b == ext.Enable {
			p.diags.Errorf(bt.pos, "extension 'all' can only be used with warn or disable")
			return
		}
		if b == ext.Disable {
			p.includeOK, p.cppLineOK = false, false
		}
	} else if _, known := ext.Lookup(en.text); !known {
		if b == ext.Require {
			p.diags.Errorf(en.pos, "extension '%s' is not supported", en.text)
		} else {
			p.diags.Warnf(en.pos, "extension '%s' is not supported", en.text)
		}
	} else {
		on := b != ext.Disable
		for _, n := range ext.Closure(en.text) {
			switch n {
			case "GL_GOOGLE_include_directive":
				p.includeOK = on
			case "GL_GOOGLE_cpp_style_line_directive":
				p.cppLineOK = on
			}
		}
	}
	p.res.Extensions = append(p.res.Extensions, ExtensionDirective{Name: en.text, Behavior: b, Pos: en.pos, TokenIndex: len(p.out)})
	p.res.lines = append(p.res.lines, textLine{at: len(p.out), line: hash.pos.Line, text: "#extension " + en.text + " : " + bt.text, pos: hash.pos})
}

// doPragma records a #pragma; optimize and debug are checked.
func (p *pp) doPragma(hash, name tok, args []tok) {
	pr := Pragma{Pos: hash.pos, TokenIndex: len(p.out)}
	for _, t := range args {
		pr.Tokens = append(pr.Tokens, token.Token{Kind: t.kind, Text: t.text, Pos: t.pos, SpaceBefore: t.space})
	}
	if len(args) > 0 && args[0].kind == token.Ident && (args[0].text == "optimize" || args[0].text == "debug") {
		if len(args) != 4 || !args[1].is("(") || !args[3].is(")") || args[2].text != "on" && args[2].text != "off" {
			p.diags.Warnf(args[0].pos, "#pragma %s needs (on) or (off)", args[0].text)
		}
	}
	p.res.Pragmas = append(p.res.Pragmas, pr)
	text := "#pragma"
	if len(args) > 0 {
		text += " " + joinToks(args)
	}
	p.res.lines = append(p.res.lines, textLine{at: len(p.out), line: hash.pos.Line, text: text, pos: hash.pos})
}

// expandLine macro-expands the tokens of a directive line.
func (p *pp) expandLine(args []tok) []tok {
	buf := make([]tok, len(args))
	copy(buf, args)
	return p.expandArg(buf)
}

// doLine handles #line N [S], and #line N "file" when
// GL_GOOGLE_cpp_style_line_directive is enabled.
func (p *pp) doLine(hash, name tok, args []tok, raw string) {
	f := p.cur()
	if q := strings.IndexByte(raw, '"'); q >= 0 {
		p.doCppLine(hash, name, args, raw)
		return
	}
	ts := p.expandLine(args)
	if len(ts) == 0 || ts[0].kind != token.IntConst {
		p.diags.Errorf(directiveEnd(name, nil), "#line needs a line number")
		return
	}
	n, ok := parseInt(ts[0].text)
	if !ok || n < 0 || n > 1<<30 {
		p.diags.Errorf(ts[0].pos, "bad #line number '%s'", ts[0].text)
		return
	}
	text := "#line " + ts[0].text
	newFile := ""
	if len(ts) > 1 {
		if ts[1].kind == token.IntConst {
			s, ok := parseInt(ts[1].text)
			if !ok || s < 0 || s > 1<<30 {
				p.diags.Errorf(ts[1].pos, "bad #line source string number '%s'", ts[1].text)
				return
			}
			newFile = itoa(int(s))
			f.srcNo = newFile
			text += " " + newFile
		} else {
			p.diags.Errorf(ts[1].pos, "#line source string number must be an integer")
			return
		}
		if len(ts) > 2 {
			p.extraTokens(name, ts[2])
		}
	}
	// the line after the directive gets number n
	lx := f.lx
	lx.lineDelta = int(n) - lx.line
	if newFile != "" {
		lx.posFile = newFile
	}
	p.res.lines = append(p.res.lines, textLine{at: len(p.out), line: hash.pos.Line, text: text, setLine: int(n), pos: hash.pos})
}

// doCppLine handles #line N "file" (GL_GOOGLE_cpp_style_line_directive).
func (p *pp) doCppLine(hash, name tok, args []tok, raw string) {
	f := p.cur()
	if !p.cppLineOK {
		p.diags.Errorf(name.pos, "#line with a file name needs #extension GL_GOOGLE_cpp_style_line_directive : enable")
		return
	}
	s := strings.TrimSpace(raw)
	i := 0
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	n, ok := parseInt(s[:i])
	rest := strings.TrimSpace(s[i:])
	if i == 0 || !ok || n > 1<<30 || len(rest) < 2 || rest[0] != '"' {
		p.diags.Errorf(directiveEnd(name, nil), "#line needs the form: #line number \"file\"")
		return
	}
	end := strings.IndexByte(rest[1:], '"')
	if end < 0 {
		p.diags.Errorf(directiveEnd(name, nil), "missing '\"' after the #line file name")
		return
	}
	file := rest[1 : 1+end]
	if tail := strings.TrimSpace(rest[2+end:]); tail != "" && !strings.HasPrefix(tail, "//") && !strings.HasPrefix(tail, "/*") {
		p.diags.Errorf(directiveEnd(name, args), "unexpected tokens after #line")
	}
	f.lx.lineDelta = int(n) - f.lx.line
	f.lx.posFile = file
	p.res.lines = append(p.res.lines, textLine{at: len(p.out), line: hash.pos.Line, text: "#line " + itoa(int(n)) + " \"" + file + "\"", setLine: int(n), pos: hash.pos})
}

// headerName extracts the file name of #include "file" or <file> from the
// raw directive text; system is true for the <file> form.
func headerName(raw string) (name string, system, ok bool) {
	s := strings.TrimSpace(raw)
	if len(s) < 2 {
		return "", false, false
	}
	var closer byte
	switch s[0] {
	case '"':
		closer = '"'
	case '<':
		closer, system = '>', true
	default:
		return "", false, false
	}
	end := strings.IndexByte(s[1:], closer)
	if end < 0 {
		return "", false, false
	}
	name = s[1 : 1+end]
	tail := strings.TrimSpace(s[2+end:])
	if tail != "" && !strings.HasPrefix(tail, "//") && !strings.HasPrefix(tail, "/*") {
		return "", false, false
	}
	return name, system, name != ""
}

// joinPath is glslc's: dir, a slash unless dir is empty or ends in one,
// then name (even an absolute name: "d" and "/x.h" give "d//x.h", which
// glslc tries and then falls back to the -I directories).
func joinPath(dir, name string) string {
	if dir == "" || strings.HasSuffix(dir, "/") {
		return dir + name
	}
	return dir + "/" + name
}

// doInclude handles #include "file" and #include <file>.
func (p *pp) doInclude(hash, name tok, args []tok, raw string) {
	if !p.includeOK {
		p.diags.Errorf(name.pos, "#include needs #extension GL_GOOGLE_include_directive : enable")
		return
	}
	pos := directiveEnd(name, nil)
	if len(args) > 0 {
		pos = args[0].pos
	}
	file, system, ok := headerName(raw)
	if !ok {
		p.diags.Errorf(pos, "#include needs the form: #include \"file\" or #include <file>")
		return
	}
	f := p.cur()
	if len(p.files) >= maxIncludeDepth {
		p.diags.Errorf(pos, "#include nested too deeply (more than %d files)", maxIncludeDepth)
		return
	}
	if p.opts.Include != nil {
		path, data, err := p.opts.Include(file, system, f.name, len(p.files))
		switch {
		case err != nil:
			p.diags.Errorf(pos, "cannot find include file '%s': %v", file, err)
		case len(data) > limits.SourceBytes:
			p.diags.Errorf(pos, "cannot read include file '%s': larger than %d bytes", path, limits.SourceBytes)
		default:
			p.enterInclude(hash, pos, path, data, f)
		}
		return
	}
	var cands []string
	if !system {
		cands = append(cands, joinPath(f.dir, file))
	}
	for _, d := range p.opts.IncludeDirs {
		cands = append(cands, joinPath(d, file))
	}
	for _, path := range cands {
		data, err := p.opts.ReadFile(path)
		var tl *limits.TooLargeError
		if errors.As(err, &tl) {
			p.diags.Errorf(pos, "cannot read include file '%s': %s", path, tl.Reason())
			return
		}
		if err != nil {
			continue
		}
		p.enterInclude(hash, pos, path, data, f)
		return
	}
	p.diags.Errorf(pos, "cannot find include file '%s'", file)
}

// enterInclude starts reading an included file found at path, unless it
// is one of the files being read (a cycle).
func (p *pp) enterInclude(hash tok, pos diag.Pos, path string, data []byte, f *fileState) {
	for _, g := range p.files {
		if g.name == path {
			p.diags.Errorf(pos, "#include cycle: '%s' includes itself", path)
			return
		}
	}
	p.res.Includes = append(p.res.Includes, path)
	src := string(data)
	p.res.Sources[path] = src
	p.res.lines = append(p.res.lines, textLine{at: len(p.out), line: hash.pos.Line, text: "#line 1 \"" + path + "\"", setLine: 1, pos: hash.pos})
	p.pushFile(path, src, f.srcNo)
}
