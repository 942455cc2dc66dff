package pp

import (
	"os"
	"strconv"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/ext"
	"github.com/glslc-nv/glslc-nv/frontend/token"
	"github.com/glslc-nv/glslc-nv/internal/limits"
)

// Define is a command-line macro definition; an empty Value defines an
// empty macro (glslc's -DNAME and -DNAME=).
type Define struct{ Name, Value string }

// Options configure a preprocessing run.
type Options struct {
	Defines     []Define
	IncludeDirs []string                          // -I search paths
	ReadFile    func(path string) ([]byte, error) // nil: limits.ReadFile with limits.SourceBytes
	Std         *Version                          // -std= override of #version, nil if none
	Vulkan      bool                              // defines VULKAN 100 and GL_SPIRV 100
	// IncludeDirective enables GL_GOOGLE_include_directive (and the
	// cpp-style #line it implies) from the start, as glslc does: it puts
	// the #extension line in a preamble, so shaders built with it use
	// #include without one. A later "#extension ... : disable" still
	// turns it off.
	IncludeDirective bool
	// Graphics says the shader is of a graphics stage, not compute: the
	// version rule is then Vulkan's for every stage (#version 140, or
	// 310 es), which the checker applies; only a missing #version is
	// reported here.
	Graphics bool
	// Include, when set, resolves every #include instead of the search of
	// the including file's directory and IncludeDirs (libshaderc's include
	// callback): it is given the name as written, whether it was written
	// <name>, the including file's name and the depth of the include (1
	// in the main file), and returns the included file's name (used in
	// #line, diagnostics and Result.Includes) and its text. An error means
	// the file cannot be included; its text goes into the diagnostic.
	Include func(name string, system bool, from string, depth int) (resolved string, data []byte, err error)
}

// Version is the language version in effect.
type Version struct {
	Number  int
	Profile string // "core", "es" or "compatibility"
	Pos     diag.Pos
	// Explicit is true when the version came from a #version directive or
	// from Options.Std, false when the default (110) applies.
	Explicit bool
}

// ExtensionDirective is one #extension directive.
type ExtensionDirective struct {
	Name     string
	Behavior ext.Behavior
	Pos      diag.Pos
	// TokenIndex is the index in Result.Tokens of the first token the
	// directive applies to.
	TokenIndex int
}

// Pragma is one #pragma directive: its tokens (not macro-expanded) after
// the word pragma.
type Pragma struct {
	Tokens []token.Token
	Pos    diag.Pos
	// TokenIndex is the index in Result.Tokens of the first token after
	// the directive (0: no code comes before it).
	TokenIndex int
}

// Result is the outcome of Preprocess.
type Result struct {
	Tokens     []token.Token // the preprocessed tokens, ending with one EOF token
	Version    Version
	Extensions []ExtensionDirective // in source order
	Pragmas    []Pragma
	Includes   []string        // every file opened by #include, in order
	Sources    diag.MapSources // contents of every file read, keyed by position file name

	// lines holds the directives Text prints, in output order.
	lines []textLine
}

// Limits that keep hostile input from exhausting time or memory.
const (
	maxIncludeDepth = 64
	maxCtxDepth     = 4096    // nested macro expansion buffers
	maxWork         = 1 << 20 // tokens produced by macro substitution in total
	maxOutTokens    = 1 << 21
	maxCondDepth    = 4096
	maxArgDepth     = 512 // nested argument pre-expansions
)

// Preprocess runs the preprocessor over src, the contents of file. It never
// returns nil; problems are added to diags.
func Preprocess(file string, src []byte, opts Options, diags *diag.List) *Result {
	if diags == nil {
		diags = &diag.List{}
	}
	p := &pp{
		opts:   opts,
		diags:  diags,
		macros: make(map[string]*macro, 128),
		res:    &Result{Sources: diag.MapSources{}},
	}
	if p.opts.ReadFile == nil {
		p.opts.ReadFile = func(path string) ([]byte, error) {
			return limits.ReadFile(path, limits.SourceBytes)
		}
	}
	p.includeOK, p.cppLineOK = opts.IncludeDirective, opts.IncludeDirective
	s := string(src)
	p.res.Sources[file] = s
	p.pushFile(file, s, "0")
	p.run()
	return p.res
}

type fileState struct {
	lx    *lexer
	name  string // as in positions and Sources
	dir   string // folder for #include "..."
	srcNo string // __FILE__ value
	conds []cond
}

type cond struct {
	pos       diag.Pos
	active    bool // this group is being emitted
	taken     bool // some group of this #if has been emitted
	sawElse   bool
	parentOff bool // enclosing group is skipped
}

// ctx is a buffer of tokens being rescanned: a macro's replacement list, an
// argument being pre-expanded, or pushed-back tokens.
type ctx struct {
	toks []tok
	i    int
	m    *macro // disabled while this buffer is on the stack; nil for other buffers
	// stop makes reading past the end return EOF instead of reading below
	// (argument pre-expansion).
	stop bool
}

type pp struct {
	opts  Options
	diags *diag.List
	res   *Result

	out    []token.Token
	files  []*fileState
	ctxs   []*ctx
	macros map[string]*macro

	version     Version
	versionDone bool // version fixed; predefined macros are set
	sawContent  bool // a token or a directive other than #version has been seen
	work        int
	aborted     bool
	lineBuf     []tok
	includeOK   bool // GL_GOOGLE_include_directive is enabled
	cppLineOK   bool // GL_GOOGLE_cpp_style_line_directive is enabled
	argDepth    int
	collecting  int // collectArgs calls under way
}

func (p *pp) cur() *fileState {
	if len(p.files) == 0 {
		return nil
	}
	return p.files[len(p.files)-1]
}

func (p *pp) pushFile(name, src, srcNo string) {
	// The directory a quoted #include is looked up in first: the text
	// before the file's last slash, "" when it has none (glslc's
	// FindRelativeReadableFilepath, whose paths are what make rules list).
	dir := ""
	if i := lastSlash(name); i >= 0 {
		dir = name[:i]
	}
	p.files = append(p.files, &fileState{lx: newLexer(name, src, p.diags), name: name, dir: dir, srcNo: srcNo})
}

func lastSlash(s string) int {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '/' || s[i] == os.PathSeparator {
			return i
		}
	}
	return -1
}

// abort stops preprocessing after a resource limit was hit.
func (p *pp) abort(pos diag.Pos, msg string) {
	if !p.aborted {
		p.diags.Errorf(pos, "%s", msg)
	}
	p.aborted = true
	p.ctxs = p.ctxs[:0]
}

func (p *pp) run() {
	p.out = make([]token.Token, 0, min(len(p.files[0].lx.src)/2+64, maxOutTokens))
	for {
		t := p.next()
		if t.kind == token.EOF {
			break
		}
		if len(p.out) >= maxOutTokens {
			p.abort(t.pos, "preprocessed output too large")
			break
		}
		switch t.kind {
		case token.Bad:
			if t.text[0] == '"' {
				p.diags.Errorf(t.pos, "unterminated string literal")
			} else {
				p.diags.Errorf(t.pos, "invalid token '%s'", t.text)
			}
		case token.Ident:
			if len(t.text) > limits.NameLength {
				p.diags.Errorf(t.pos, "name too long (%d characters; the limit is %d)", len(t.text), limits.NameLength)
				t.text = t.text[:limits.NameLength] // no follow-on errors about it
			}
		case token.Punct:
			if t.text == "#" || t.text == "##" {
				p.diags.Errorf(t.pos, "'%s' outside a preprocessor directive", t.text)
			}
		}
		p.out = append(p.out, token.Token{Kind: t.kind, Text: t.text, Pos: t.pos, SpaceBefore: t.space, LineStart: t.bol})
	}
	p.finishVersion()
	var eofPos diag.Pos
	if f := p.cur(); f != nil {
		eofPos = f.lx.pos()
	}
	p.res.Tokens = append(p.out, token.Token{Kind: token.EOF, Pos: eofPos, LineStart: true})
	p.res.Version = p.version
}

// next returns the next fully macro-expanded token, or EOF.
func (p *pp) next() tok {
	for {
		t := p.nextRaw()
		if t.kind != token.Ident || t.noexp {
			return t
		}
		if p.expand(&t) {
			continue
		}
		return t
	}
}

// nextRaw returns the next token from the buffers or the files, without
// expanding it. Directives and skipped groups are handled here.
func (p *pp) nextRaw() tok {
	for len(p.ctxs) > 0 {
		c := p.ctxs[len(p.ctxs)-1]
		if c.i < len(c.toks) {
			t := c.toks[c.i]
			c.i++
			return t
		}
		if c.stop {
			return tok{kind: token.EOF}
		}
		p.popCtx()
	}
	return p.fileNext()
}

func (p *pp) popCtx() {
	c := p.ctxs[len(p.ctxs)-1]
	if c.m != nil {
		c.m.disabled--
	}
	p.ctxs = p.ctxs[:len(p.ctxs)-1]
}

// unreadEOF gives back an EOF token that was read: reading again past a
// stop buffer or the end of the main file gives EOF again.
func (p *pp) unreadEOF(t tok) {
	if n := len(p.ctxs); n > 0 && p.ctxs[n-1].stop {
		return
	}
	if f := p.cur(); f != nil {
		f.lx.pushback = append(f.lx.pushback, t)
	}
}

// fileNext reads the next token of the current file, handling directives,
// conditional groups and the end of included files.
func (p *pp) fileNext() tok {
	for {
		f := p.cur()
		if f == nil || p.aborted {
			return tok{kind: token.EOF}
		}
		t := f.lx.nextTok()
		switch t.kind {
		case kNewline:
			continue
		case token.EOF:
			for i := len(f.conds) - 1; i >= 0; i-- {
				p.diags.Errorf(f.conds[i].pos, "unterminated conditional directive (missing #endif)")
			}
			f.conds = nil
			// the main file's end, or an included file's end while reading
			// macro arguments (an invocation does not run out of a file)
			if len(p.files) == 1 || p.collecting > 0 {
				f.lx.pushback = append(f.lx.pushback, t)
				return t
			}
			p.files = p.files[:len(p.files)-1]
			lx := p.cur().lx
			n := lx.line + lx.lineDelta
			p.res.lines = append(p.res.lines, textLine{at: len(p.out), text: "#line " + itoa(n) + " \"" + lx.posFile + "\"", setLine: n})
			continue
		}
		if t.bol && t.is("#") {
			if p.collecting > 0 && !p.skipping() {
				p.diags.Errorf(t.pos, "preprocessor directive inside the arguments of a macro invocation")
			}
			p.directive(t)
			continue
		}
		if p.skipping() {
			continue
		}
		if !p.sawContent {
			p.sawContent = true
			p.finishVersion()
		}
		return t
	}
}

// nextTok returns a pushed-back token or the next lexed one.
func (lx *lexer) nextTok() tok {
	if n := len(lx.pushback); n > 0 {
		t := lx.pushback[n-1]
		lx.pushback = lx.pushback[:n-1]
		return t
	}
	return lx.next()
}

func (p *pp) skipping() bool {
	f := p.cur()
	if n := len(f.conds); n > 0 {
		return !f.conds[n-1].active
	}
	return false
}

// finishVersion fixes the version (from #version, -std or the default) and
// defines the predefined macros. It runs once, before the first token or
// directive that is not #version.
func (p *pp) finishVersion() {
	if p.versionDone {
		return
	}
	p.versionDone = true
	if p.opts.Std != nil {
		v := *p.opts.Std
		if v.Profile == "" {
			v.Profile = defaultProfile(v.Number)
		}
		v.Explicit = true
		if p.version.Explicit && (p.version.Number != v.Number || p.version.Profile != v.Profile) {
			p.diags.Warnf(p.version.Pos, "#version %d %s overridden by -std=%d%s", p.version.Number, p.version.Profile, v.Number, stdProfileSuffix(v.Profile))
		}
		if !p.version.Explicit {
			v.Pos = diag.Pos{File: p.files[0].name}
		} else {
			v.Pos = p.version.Pos
		}
		p.version = v
	} else if !p.version.Explicit {
		p.version = Version{Number: 110, Profile: "core", Pos: diag.Pos{File: p.files[0].name, Line: 1, Col: 1}}
		if p.opts.Graphics {
			p.diags.Errorf(p.version.Pos, "missing #version: Vulkan SPIR-V needs #version 140 or later, or 310 es (the default is 110)")
		} else {
			p.diags.Errorf(p.version.Pos, "missing #version: compute shaders need #version 430 or later, or 310 es (the default is 110)")
		}
	}
	if p.version.Explicit && !p.opts.Graphics {
		checkCompute(p.version, p.diags)
	}
	p.definePredefined()
}

func stdProfileSuffix(profile string) string {
	switch profile {
	case "es":
		return "es"
	case "compatibility":
		return "compatibility"
	}
	return ""
}

func defaultProfile(n int) string {
	switch n {
	case 100, 300, 310, 320:
		return "es"
	}
	return "core"
}

func checkCompute(v Version, diags *diag.List) {
	if !knownVersion(v.Number) {
		return
	}
	if v.Profile == "es" {
		if v.Number < 310 {
			diags.Errorf(v.Pos, "compute shaders need #version 310 es or later (have %d es)", v.Number)
		}
	} else if v.Number < 430 {
		diags.Errorf(v.Pos, "compute shaders need #version 430 or later (have %d)", v.Number)
	}
}

func knownVersion(n int) bool {
	switch n {
	case 100, 110, 120, 130, 140, 150, 300, 310, 320, 330, 400, 410, 420, 430, 440, 450, 460:
		return true
	}
	return false
}

func itoa(n int) string { return strconv.Itoa(n) }
