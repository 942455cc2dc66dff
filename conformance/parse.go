package conformance

import (
	"bytes"
	"fmt"
	"github.com/glslc-nv/glslc-nv/internal/limits"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/internal/imagefile"
)

// Error is a problem in a script, at a position.
type Error struct {
	Pos diag.Pos
	Msg string
}

func (e *Error) Error() string { return e.Pos.String() + ": " + e.Msg }

// maxBufferBytes bounds the size of one buffer (and of a file read for
// FILE); larger requests are errors, not allocations.
var maxBufferBytes = limits.BufferBytes

// ParseFile reads and parses an AmberScript file. FILE paths inside it are
// relative to the file's folder.
func ParseFile(path string) (*Script, error) {
	src, err := readLimited(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, src)
}

// Parse parses an AmberScript file held in memory; name is used in
// positions and to resolve FILE paths (relative to its folder). It
// returns the first error, as a *Error. A file that uses constructs outside
// the compute subset parses without error up to the first of them, which
// is recorded in Script.Unsupported.
func Parse(name string, src []byte) (s *Script, err error) {
	p := &parser{
		file:     name,
		dir:      filepath.Dir(name),
		lines:    splitLines(string(src)),
		s:        &Script{File: name},
		shaders:  map[string]*Shader{},
		buffers:  map[string]*Buffer{},
		pipes:    map[string]*Pipeline{},
		size:     map[*Buffer]int{},
		vfiles:   map[string]string{},
		structs:  map[string]*StructType{},
		samplers: map[string]*Sampler{},
	}
	defer func() {
		if r := recover(); r != nil {
			switch r := r.(type) {
			case *Error:
				s, err = nil, r
			case stopParse:
				s, err = p.s, nil
			default:
				s, err = nil, &Error{diag.Pos{File: name, Line: p.li + 1, Col: 1}, fmt.Sprintf("internal error: %v", r)}
			}
		}
	}()
	p.parse()
	return p.s, nil
}

type stopParse struct{}

type tok struct {
	s         string
	line, col int
}

type parser struct {
	file, dir string
	lines     []string
	li        int // index of the current line
	start     int // index of the first line of the current command
	toks      []tok
	ti        int
	s         *Script
	shaders   map[string]*Shader
	buffers   map[string]*Buffer
	pipes     map[string]*Pipeline
	size      map[*Buffer]int // bytes at this point of the script
	vfiles    map[string]string
	structs   map[string]*StructType
	samplers  map[string]*Sampler
	inherited int // bindings the pipeline being read took from its parent
	// pushInherited says the push constants came from the parent.
	pushInherited bool
}

func splitLines(src string) []string {
	lines := strings.Split(src, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSuffix(l, "\r")
	}
	return lines
}

// lex splits a line into tokens; # starts a comment where a token could
// start.
func lex(line string, ln int) []tok {
	var out []tok
	i := 0
	for i < len(line) {
		c := line[i]
		if c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f' {
			i++
			continue
		}
		if c == '#' {
			break
		}
		j := i
		for j < len(line) && !strings.ContainsRune(" \t\r\v\f", rune(line[j])) {
			j++
		}
		out = append(out, tok{line[i:j], ln, i + 1})
		i = j
	}
	return out
}

func (p *parser) pos(t tok) diag.Pos { return diag.Pos{File: p.file, Line: t.line, Col: t.col} }

// tolerance reads one TOLERANCE value: a non-negative number, relative
// when it ends in %.
func (p *parser) tolerance(t tok) Tolerance {
	tol := Tolerance{}
	s := t.s
	if strings.HasSuffix(s, "%") {
		tol.Percent, s = true, strings.TrimSuffix(s, "%")
	}
	v, err := parseFloat(s)
	if err != nil || v < 0 || v != v {
		p.errf(t, "invalid tolerance %q", t.s)
	}
	tol.Value = v
	return tol
}

func (p *parser) errf(t tok, format string, args ...any) {
	panic(&Error{p.pos(t), fmt.Sprintf(format, args...)})
}

// endTok is a pseudo token just after the last token of the current line.
func (p *parser) endTok() tok {
	if len(p.toks) == 0 {
		return tok{"", p.li + 1, 1}
	}
	last := p.toks[len(p.toks)-1]
	return tok{"", last.line, last.col + len(last.s)}
}

// unsupported records the first construct outside the subset and stops.
func (p *parser) unsupported(t tok, format string, args ...any) {
	p.s.Unsupported = &Unsupported{p.pos(t), fmt.Sprintf(format, args...)}
	panic(stopParse{})
}

func (p *parser) graphics(t tok) { p.unsupported(t, "graphics: %s is not supported", t.s) }

// nextLine moves to the next line holding tokens. A line ending in a lone
// backslash continues on the next line.
func (p *parser) nextLine() bool {
	for p.li+1 < len(p.lines) {
		p.li++
		p.start = p.li
		p.toks = lex(p.lines[p.li], p.li+1)
		for len(p.toks) > 0 && p.toks[len(p.toks)-1].s == "\\" && p.li+1 < len(p.lines) {
			p.toks = p.toks[:len(p.toks)-1]
			p.li++
			p.toks = append(p.toks, lex(p.lines[p.li], p.li+1)...)
		}
		p.ti = 0
		if len(p.toks) > 0 {
			return true
		}
	}
	p.toks, p.ti = nil, 0
	return false
}

// commandText is the current command as written, continuation lines
// joined, comments dropped.
func (p *parser) commandText() string {
	var parts []string
	for i := p.start; i <= p.li && i < len(p.lines); i++ {
		t := strings.TrimSpace(stripComment(p.lines[i]))
		t = strings.TrimSpace(strings.TrimSuffix(t, "\\"))
		if t != "" {
			parts = append(parts, t)
		}
	}
	return strings.Join(parts, " ")
}

func (p *parser) more() bool { return p.ti < len(p.toks) }

func (p *parser) peek() string {
	if p.ti < len(p.toks) {
		return p.toks[p.ti].s
	}
	return ""
}

// next returns the next token of the line, or fails with "missing what".
func (p *parser) next(what string) tok {
	if p.ti >= len(p.toks) {
		p.errf(p.endTok(), "missing %s", what)
	}
	t := p.toks[p.ti]
	p.ti++
	return t
}

// expect consumes the keyword kw.
func (p *parser) expect(kw string) tok {
	if p.ti >= len(p.toks) {
		p.errf(p.endTok(), "missing %s", kw)
	}
	t := p.toks[p.ti]
	if t.s != kw {
		p.errf(t, "expected %s, found %q", kw, t.s)
	}
	p.ti++
	return t
}

// eol fails when tokens are left on the line.
func (p *parser) eol() {
	if p.ti < len(p.toks) {
		t := p.toks[p.ti]
		p.errf(t, "unexpected %q", t.s)
	}
}

func (p *parser) uintArg(what string, max uint64) (uint64, tok) {
	t := p.next(what)
	v, err := parseUint(t.s)
	if err != nil || v > max {
		p.errf(t, "invalid %s %q", what, t.s)
	}
	return v, t
}

func parseUint(s string) (uint64, error) {
	if strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X") {
		return strconv.ParseUint(s[2:], 16, 64)
	}
	return strconv.ParseUint(s, 10, 64)
}

func (p *parser) parse() {
	if len(p.lines) == 0 || strings.TrimRight(p.lines[0], " \t") != "#!amber" {
		panic(&Error{diag.Pos{File: p.file, Line: 1, Col: 1}, `the file must start with "#!amber"`})
	}
	p.li = 0
	for p.nextLine() {
		t := p.next("command")
		switch t.s {
		case "SHADER":
			p.shader(t)
		case "BUFFER":
			p.buffer(t)
		case "PIPELINE":
			p.pipeline(t, nil)
		case "DERIVE_PIPELINE":
			p.derivePipeline(t)
		case "DEVICE_FEATURE", "DEVICE_EXTENSION", "INSTANCE_EXTENSION":
			kind := map[string]RequirementKind{"DEVICE_FEATURE": Feature, "DEVICE_EXTENSION": DeviceExtension, "INSTANCE_EXTENSION": InstanceExtension}[t.s]
			n := p.next(strings.ToLower(kind.String()) + " name")
			p.s.Requirements = append(p.s.Requirements, Requirement{p.pos(n), kind, n.s})
			p.eol()
		case "DEVICE_PROPERTY":
			n := p.next("device property name")
			if !knownProperties[n.s] {
				p.errf(n, "unknown device property %q (Amber knows the FloatControlsProperties flags, e.g. FloatControlsProperties.shaderDenormPreserveFloat16)", n.s)
			}
			p.s.Requirements = append(p.s.Requirements, Requirement{p.pos(n), Property, n.s})
			p.eol()
		case "SET":
			p.expect("ENGINE_DATA")
			v := p.next("engine data variable")
			if v.s != "fence_timeout_ms" {
				p.errf(v, "unknown ENGINE_DATA variable %q", v.s)
			}
			ms, _ := p.uintArg("fence_timeout_ms value", 1<<32-1)
			p.s.FenceTimeoutMS = uint32(ms)
			p.eol()
		case "VIRTUAL_FILE":
			path := p.next("virtual file path")
			if _, dup := p.vfiles[path.s]; dup {
				p.errf(path, "duplicate virtual file %q", path.s)
			}
			p.eol()
			text, _ := p.raw(t, "VIRTUAL_FILE "+path.s)
			p.vfiles[path.s] = text
			p.eol()
		case "RUN", "REPEAT", "COPY", "EXPECT":
			p.s.Commands = append(p.s.Commands, p.command(t))
		case "CLEAR", "CLEAR_COLOR", "CLEAR_DEPTH", "CLEAR_STENCIL":
			p.s.Commands = append(p.s.Commands, p.clearCommand(t))
		case "IMAGE":
			p.image(t)
		case "SAMPLER":
			p.sampler(t)
		case "ACCELERATION_STRUCTURE":
			p.unsupported(t, "ray tracing pipelines are not supported")
		case "STRUCT":
			p.structDecl(t)
		case "DEBUG":
			p.unsupported(t, "DEBUG is not supported")
		default:
			p.errf(t, "unknown command %q", t.s)
		}
	}
}

// raw collects the lines after the current one up to a line whose first
// token is END, leaving that line current with END consumed. It returns the
// text and the 1-based line of its first line.
func (p *parser) raw(start tok, what string) (string, int) {
	first := p.li + 1
	for i := first; i < len(p.lines); i++ {
		toks := lex(p.lines[i], i+1)
		if len(toks) > 0 && toks[0].s == "END" {
			text := strings.Join(p.lines[first:i], "\n")
			if i > first {
				text += "\n"
			}
			p.li, p.toks, p.ti = i, toks, 1
			return text, first + 1
		}
	}
	p.errf(start, "missing END for %s", what)
	return "", 0
}

var graphicsShaderTypes = map[string]bool{
	"vertex": true, "fragment": true, "geometry": true,
	"tessellation_evaluation": true, "tessellation_control": true,
}

var rayShaderTypes = map[string]bool{
	"ray_generation": true, "any_hit": true, "closest_hit": true, "miss": true,
	"intersection": true, "callable": true,
}

func (p *parser) shader(kw tok) {
	typ := p.next("shader type")
	switch {
	case typ.s == "compute" || typ.s == "multi" || typ.s == "vertex" || typ.s == "fragment":
	case graphicsShaderTypes[typ.s]:
		p.graphics(typ)
	case rayShaderTypes[typ.s]:
		p.unsupported(typ, "ray tracing pipelines are not supported")
	default:
		p.errf(typ, "unknown shader type %q", typ.s)
	}
	name := p.next("shader name")
	if _, dup := p.shaders[name.s]; dup {
		p.errf(name, "duplicate shader name %q", name.s)
	}
	fmtTok := p.next("shader format")
	sh := &Shader{Pos: p.pos(kw), Name: name.s, Type: typ.s, Format: fmtTok.s}
	switch fmtTok.s {
	case "GLSL", "SPIRV-ASM", "SPIRV-HEX", "SPIRV-BIN":
	case "HLSL":
		p.unsupported(fmtTok, "HLSL shaders are not supported")
	case "OPENCL-C":
		p.unsupported(fmtTok, "OpenCL C shaders are not supported")
	case "PASSTHROUGH":
		if typ.s != "vertex" {
			p.errf(fmtTok, "PASSTHROUGH is only for vertex shaders")
		}
		p.eol()
		p.shaders[sh.Name] = sh
		p.s.Shaders = append(p.s.Shaders, sh)
		return
	default:
		p.errf(fmtTok, "unknown shader format %q", fmtTok.s)
	}
	if typ.s == "multi" && (fmtTok.s == "GLSL") {
		p.errf(typ, "a multi shader must be SPIR-V (SPIRV-ASM, SPIRV-HEX or SPIRV-BIN)")
	}
	if p.peek() == "TARGET_ENV" {
		p.next("")
		sh.TargetEnv = p.next("target environment").s
		env, err := shaderEnv(sh.Format, sh.TargetEnv)
		if err != nil {
			p.errf(p.toks[p.ti-1], "%v", err)
		}
		sh.Env = env
	}
	fromFile := false
	switch p.peek() {
	case "FILE":
		p.next("")
		path := p.next("file name")
		data, err := readLimited(p.resolve(path.s))
		if err != nil {
			p.errf(path, "%v", err)
		}
		sh.Source, sh.SourceFile, sh.SourceLine, fromFile = string(data), path.s, 1, true
		if sh.Format == "SPIRV-BIN" {
			sh.Binary = data
		}
	case "VIRTUAL_FILE":
		p.next("")
		path := p.next("virtual file name")
		text, ok := p.vfiles[path.s]
		if !ok {
			p.errf(path, "unknown virtual file %q", path.s)
		}
		sh.Source, sh.SourceFile, sh.SourceLine, fromFile = text, path.s, 1, true
	}
	p.eol()
	if sh.Format == "SPIRV-BIN" && !fromFile {
		p.errf(fmtTok, "SPIRV-BIN shaders must come from a FILE")
	}
	if !fromFile {
		sh.Source, sh.SourceLine = p.raw(kw, "SHADER "+name.s)
		sh.SourceFile = p.file
		p.eol()
	}
	if sh.Format == "SPIRV-HEX" {
		bin, line, col, err := parseHex(sh.Source)
		if err != nil {
			t := tok{line: sh.SourceLine + line - 1, col: col}
			if fromFile {
				t = fmtTok
			}
			p.errf(t, "SPIRV-HEX: %v", err)
		}
		sh.Binary = bin
	}
	p.shaders[sh.Name] = sh
	p.s.Shaders = append(p.s.Shaders, sh)
}

// parseHex reads SPIRV-HEX text: whitespace-separated hexadecimal bytes
// (optionally 0x-prefixed), in memory order; # starts a comment.
func parseHex(src string) ([]byte, int, int, error) {
	var out []byte
	for i, line := range splitLines(src) {
		for _, t := range lex(line, i+1) {
			s := strings.TrimPrefix(strings.TrimPrefix(t.s, "0x"), "0X")
			v, err := strconv.ParseUint(s, 16, 8)
			if err != nil || s == "" {
				return nil, t.line, t.col, fmt.Errorf("invalid byte %q", t.s)
			}
			out = append(out, byte(v))
		}
	}
	if len(out)%4 != 0 {
		return nil, 1, 1, fmt.Errorf("%d bytes is not a whole number of words", len(out))
	}
	return out, 0, 0, nil
}

// resolve makes a FILE path relative to the script's folder.
func (p *parser) resolve(path string) string {
	if filepath.IsAbs(path) {
		return path
	}
	return filepath.Join(p.dir, path)
}

// readLimited reads a regular file of at most maxBufferBytes.
func readLimited(path string) ([]byte, error) {
	if st, err := os.Stat(path); err == nil && !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file", path)
	}
	return limits.ReadFile(path, int64(maxBufferBytes))
}

func (p *parser) buffer(kw tok) {
	name := p.next("buffer name")
	if name.s == "DATA_TYPE" || name.s == "FORMAT" {
		p.errf(name, "missing buffer name")
	}
	if _, dup := p.buffers[name.s]; dup {
		p.errf(name, "duplicate buffer name %q", name.s)
	}
	b := &Buffer{Pos: p.pos(kw), Name: name.s}
	how := p.next("DATA_TYPE or FORMAT")
	switch how.s {
	case "DATA_TYPE":
		tt := p.next("data type")
		b.Type = p.dataType(tt)
		switch p.peek() {
		case "STD140":
			p.next("")
			b.Layout = Std140
		case "STD430":
			p.next("")
		}
		if st := b.Type.Struct; st != nil {
			if _, _, err := st.layout(b.Layout); err != nil {
				p.errf(tt, "%v", err)
			}
		}
	case "FORMAT":
		ft := p.next("format")
		t, err := ParseFormat(ft.s)
		if err != nil {
			p.errf(ft, "unknown format %q", ft.s)
		}
		b.Type = t
		for p.peek() == "MIP_LEVELS" || p.peek() == "SAMPLES" {
			// Amber keeps them for a buffer bound as an image; the
			// images glslc-nv makes of a BUFFER have one level and one
			// sample.
			p.next("")
			p.uintArg(strings.ToLower(p.toks[p.ti-1].s)+" value", 64)
		}
	default:
		p.errf(how, "expected DATA_TYPE or FORMAT, found %q", how.s)
	}
	b.Elem = b.Type.Layout(b.Layout)
	p.initializer(kw, b)
	p.eol()
	p.buffers[b.Name] = b
	p.size[b] = len(b.Init)
	p.s.Buffers = append(p.s.Buffers, b)
}

// initializer reads what follows the type of a BUFFER: nothing (an empty
// buffer), SIZE n {FILL v | SERIES_FROM s INC_BY i | FILE ...}, WIDTH w
// HEIGHT h {...}, DATA ... END or FILE ....
func (p *parser) initializer(kw tok, b *Buffer) {
	count := -1
	switch p.peek() {
	case "":
		return
	case "SIZE":
		p.next("")
		n, t := p.uintArg("SIZE", 1<<40)
		count = p.checkCount(t, n, b)
	case "WIDTH":
		p.next("")
		w, _ := p.uintArg("WIDTH", 1<<20)
		p.expect("HEIGHT")
		h, t := p.uintArg("HEIGHT", 1<<20)
		count = p.checkCount(t, w*h, b)
		b.Width, b.Height = int(w), int(h)
	}
	p.initializerCount(kw, b, count)
}

// initializerCount reads FILL, SERIES_FROM, DATA or FILE for a buffer of
// count elements (-1 when no SIZE was given).
func (p *parser) initializerCount(kw tok, b *Buffer, count int) {
	init := p.next("buffer initializer")
	nc := b.Type.Components()
	switch init.s {
	case "FILL", "SERIES_FROM":
		if count < 0 {
			p.errf(init, "%s needs a SIZE", init.s)
		}
		b.Init = make([]byte, count*b.Elem.Size)
		if init.s == "FILL" {
			vt := p.next("FILL value")
			vals := make([]Value, nc)
			for c := range vals {
				ct := b.Type.ComponentType(c)
				if ct.Kind != Float && isFloatLiteral(vt.s) {
					// Amber fills an integer buffer with 0 for any
					// floating-point literal (it reads the token's
					// integer part, which a float token leaves 0).
					// FILL 0.0 means 0 there as here; another value
					// would silently differ from what its author
					// wrote, so it is an error.
					if f, _ := parseFloat(vt.s); f != 0 {
						p.errf(vt, "FILL %s on a %s buffer: Amber fills an integer buffer with 0 for any floating-point literal; write an integer", vt.s, ct)
					}
					continue
				}
				vals[c] = p.value(vt, ct)
			}
			for i := 0; i < count; i++ {
				for c, comp := range b.Elem.Comps {
					put(b.Init, i*b.Elem.Size+comp.Offset, comp.Type, vals[c].Bits)
				}
			}
			return
		}
		st := p.next("SERIES_FROM start")
		p.expect("INC_BY")
		it := p.next("INC_BY value")
		starts, incs := make([]Value, nc), make([]Value, nc)
		for c := range starts {
			starts[c], incs[c] = p.value(st, b.Type.ComponentType(c)), p.value(it, b.Type.ComponentType(c))
		}
		k := 0
		for i := 0; i < count; i++ {
			for c, comp := range b.Elem.Comps {
				put(b.Init, i*b.Elem.Size+comp.Offset, comp.Type, seriesValue(starts[c], incs[c], comp.Type, k))
				k++
			}
		}
	case "DATA":
		var vals []Value
		var last tok
		for {
			if !p.more() {
				if !p.nextLine() {
					p.errf(init, "missing END for DATA")
				}
			}
			t := p.next("value")
			if t.s == "END" {
				break
			}
			vals = append(vals, p.value(t, b.Type.ComponentType(len(vals))))
			last = t
		}
		if len(vals)%nc != 0 {
			p.errf(last, "DATA has %d values, not a multiple of the %d components of %s", len(vals), nc, b.Type.Name)
		}
		n := len(vals) / nc
		if count >= 0 && n != count {
			p.errf(last, "DATA has %d elements but SIZE is %d", n, count)
		}
		p.checkCount(init, uint64(n), b)
		p.fillValues(b, vals, n)
	case "FILE":
		kind := p.next("file type")
		switch kind.s {
		case "BINARY", "TEXT":
		case "PNG":
		default:
			p.errf(kind, "unknown file type %q (BINARY, TEXT or PNG)", kind.s)
		}
		path := p.next("file name")
		data, err := readLimited(p.resolve(path.s))
		if err != nil {
			p.errf(path, "%v", err)
		}
		switch kind.s {
		case "PNG":
			// Amber loads the picture as 8-bit RGBA bytes, whatever
			// the buffer's format, and takes its size from it.
			w, h, rgba, err := imagefile.DecodePNG(bytes.NewReader(data))
			if err != nil {
				p.errf(path, "%s: %v", path.s, err)
			}
			if b.Elem.Size == 0 {
				p.errf(path, "FILE PNG needs a buffer with a FORMAT")
			}
			b.Init = rgba[:len(rgba)/b.Elem.Size*b.Elem.Size]
			b.Width, b.Height = w, h
		case "BINARY":
			if count < 0 {
				count = len(data) / b.Elem.Size
			}
			b.Init = make([]byte, count*b.Elem.Size)
			copy(b.Init, data)
		case "TEXT":
			var vals []Value
			for i, line := range splitLines(string(data)) {
				for _, t := range lex(line, i+1) {
					v, err := parseValue(t.s, b.Type.ComponentType(len(vals)))
					if err != nil {
						p.errf(path, "%s:%d:%d: %v", path.s, t.line, t.col, err)
					}
					vals = append(vals, v)
				}
			}
			n := len(vals) / nc
			if count < 0 {
				count = n
			}
			if n < count {
				p.errf(path, "%s has %d elements, SIZE is %d", path.s, n, count)
			}
			p.fillValues(b, vals[:count*nc], count)
		}
	default:
		p.errf(init, "unknown buffer initializer %q", init.s)
	}
}

func (p *parser) checkCount(t tok, n uint64, b *Buffer) int {
	if b.Elem.Size > 0 && n > uint64(maxBufferBytes/b.Elem.Size) {
		p.errf(t, "buffer %q would be larger than %d bytes", b.Name, maxBufferBytes)
	}
	return int(n)
}

func (p *parser) fillValues(b *Buffer, vals []Value, n int) {
	b.Init = make([]byte, n*b.Elem.Size)
	nc := len(b.Elem.Comps)
	for i, v := range vals {
		comp := b.Elem.Comps[i%nc]
		put(b.Init, (i/nc)*b.Elem.Size+comp.Offset, comp.Type, v.Bits)
	}
}

// seriesValue gives value k of SERIES_FROM a INC_BY b: a + k*b in the
// component's arithmetic.
func seriesValue(a, b Value, s Scalar, k int) uint64 {
	if s.Kind == Float {
		return encodeFloat(a.F+float64(k)*b.F, s.Bits)
	}
	v := a.Bits + uint64(k)*b.Bits
	if s.Bits < 64 {
		v &= 1<<uint(s.Bits) - 1
	}
	return v
}

func (p *parser) value(t tok, s Scalar) Value {
	v, err := parseValue(t.s, s)
	if err != nil {
		p.errf(t, "%v", err)
	}
	return v
}

func (p *parser) lookupBuffer(t tok) *Buffer {
	b, ok := p.buffers[t.s]
	if !ok {
		p.errf(t, "unknown buffer %q", t.s)
	}
	return b
}

func (p *parser) pipeline(kw tok, parent *Pipeline) {
	var name tok
	if parent == nil {
		typ := p.next("pipeline type")
		switch typ.s {
		case "compute":
		case "graphics":
		case "ray_tracing":
			p.unsupported(typ, "ray tracing pipelines are not supported")
		default:
			p.errf(typ, "unknown pipeline type %q", typ.s)
		}
		name = p.next("pipeline name")
		if _, dup := p.pipes[name.s]; dup {
			p.errf(name, "duplicate pipeline name %q", name.s)
		}
		p.eol()
	} else {
		name = p.toks[1]
	}
	pl := &Pipeline{Pos: p.pos(kw), Name: name.s, Entry: "main"}
	if parent == nil && p.toks[1].s == "graphics" {
		pl.Graphics = &Graphics{Width: 250, Height: 250, ClearDepth: 1, Cull: "none"}
	}
	if parent != nil {
		*pl = *parent
		pl.Pos, pl.Name = p.pos(kw), name.s
		pl.Spec = append([]SpecConstant(nil), parent.Spec...)
		pl.Bindings = append([]Binding(nil), parent.Bindings...)
		if parent.Graphics != nil {
			g := *parent.Graphics
			g.Colors = append([]ColorAttachment(nil), g.Colors...)
			g.VertexData = append([]VertexInput(nil), g.VertexData...)
			pl.Graphics = &g
		}
	}
	p.inherited = len(pl.Bindings)
	p.pushInherited = pl.PushConstants != nil
	for {
		if !p.nextLine() {
			p.errf(kw, "missing END for PIPELINE %s", name.s)
		}
		t := p.next("pipeline command")
		if t.s == "END" {
			p.eol()
			break
		}
		if pl.Graphics != nil && p.graphicsCommand(pl, t) {
			p.eol()
			continue
		}
		switch t.s {
		case "ATTACH":
			p.attach(pl)
		case "SUBGROUP":
			p.subgroup(t, pl)
		case "BIND":
			p.bind(pl)
		case "SHADER_OPTIMIZATION", "COMPILE_OPTIONS":
			// Optimization passes and OpenCL options do not change what
			// a conforming shader computes, except --graphics-robust-access
			// (see optimize.go): keep the passes, ignore the options.
			sn := p.next("shader name")
			if pl.Shader == nil || pl.Shader.Name != sn.s {
				p.errf(sn, "%s: shader %q is not attached to the pipeline", t.s, sn.s)
			}
			p.eol()
			text, _ := p.raw(t, t.s)
			if t.s == "SHADER_OPTIMIZATION" {
				pl.ShaderOptimizations = strings.Fields(text) // replaces, as in Amber
			}
			p.eol()
			continue
		case "SET":
			p.unsupported(t, "OpenCL kernel arguments are not supported")
		case "FRAMEBUFFER_SIZE", "VERTEX_DATA", "INDEX_DATA", "DEPTH", "STENCIL", "BLEND",
			"POLYGON_MODE", "PATCH_CONTROL_POINTS", "VIEWPORT":
			p.graphics(t)
		case "SHADER", "BUFFER", "PIPELINE", "DERIVE_PIPELINE", "RUN", "REPEAT", "COPY", "EXPECT":
			// a command of the script's top level: the block was not closed
			p.errf(t, "missing END for PIPELINE %s (opened at line %d) before %s", name.s, kw.line, t.s)
		default:
			p.errf(t, "unknown pipeline command %q", t.s)
		}
		p.eol()
	}
	if pl.Graphics != nil {
		p.graphicsEnd(pl, kw)
	} else if pl.Shader == nil {
		p.errf(kw, "pipeline %s has no compute shader attached", name.s)
	}
	p.pipes[pl.Name] = pl
	p.s.Pipelines = append(p.s.Pipelines, pl)
}

func (p *parser) derivePipeline(kw tok) {
	name := p.next("pipeline name")
	if _, dup := p.pipes[name.s]; dup {
		p.errf(name, "duplicate pipeline name %q", name.s)
	}
	p.expect("FROM")
	pt := p.next("parent pipeline name")
	parent, ok := p.pipes[pt.s]
	if !ok {
		p.errf(pt, "unknown pipeline %q", pt.s)
	}
	p.eol()
	p.pipeline(kw, parent)
}

func (p *parser) attach(pl *Pipeline) {
	st := p.next("shader name")
	sh, ok := p.shaders[st.s]
	if !ok {
		p.errf(st, "unknown shader %q", st.s)
	}
	if pl.Graphics != nil {
		p.graphicsAttach(pl, sh, st)
		return
	}
	if sh.Type != "compute" && sh.Type != "multi" {
		p.errf(st, "shader %s is a %s shader; a compute pipeline needs a compute one", sh.Name, sh.Type)
	}
	if pl.Shader != nil && pl.Shader != sh {
		p.errf(st, "a compute pipeline has one shader; %q is already attached", pl.Shader.Name)
	}
	pl.Shader = sh
	sawType := false
	for p.more() {
		t := p.next("")
		switch t.s {
		case "TYPE":
			sawType = true
			ty := p.next("shader type")
			if ty.s != "compute" {
				if graphicsShaderTypes[ty.s] {
					p.graphics(ty)
				}
				p.errf(ty, "a compute pipeline needs TYPE compute, found %q", ty.s)
			}
		case "ENTRY_POINT":
			pl.Entry = p.next("entry point name").s
		case "SPECIALIZE":
			id, _ := p.uintArg("specialization id", 1<<32-1)
			p.expect("AS")
			tt := p.next("specialization type")
			s, ok := scalarNames[tt.s]
			if !ok {
				p.errf(tt, "invalid specialization type %q", tt.s)
			}
			v := p.value(p.next("specialization value"), s)
			sc := SpecConstant{uint32(id), s, v}
			replaced := false
			for i := range pl.Spec {
				if pl.Spec[i].ID == sc.ID {
					pl.Spec[i], replaced = sc, true
				}
			}
			if !replaced {
				pl.Spec = append(pl.Spec, sc)
			}
		default:
			p.errf(t, "unexpected %q", t.s)
		}
	}
	if sh.Type == "multi" && !sawType {
		p.errf(st, "a multi shader needs TYPE compute")
	}
}

func (p *parser) onOff(what string) bool {
	t := p.next(what + " value")
	switch t.s {
	case "on":
		return true
	case "off":
		return false
	}
	p.errf(t, "%s must be on or off, found %q", what, t.s)
	return false
}

func (p *parser) subgroup(kw tok, pl *Pipeline) {
	sn := p.next("shader name")
	if pl.Shader == nil || pl.Shader.Name != sn.s {
		p.errf(sn, "SUBGROUP: shader %q is not attached to the pipeline", sn.s)
	}
	p.eol()
	for {
		if !p.nextLine() {
			p.errf(kw, "missing END for SUBGROUP %s", sn.s)
		}
		t := p.next("")
		switch t.s {
		case "END":
			return
		case "FULLY_POPULATED":
			pl.FullSubgroups = p.onOff("FULLY_POPULATED")
		case "VARYING_SIZE":
			pl.VaryingSubgroupSize = p.onOff("VARYING_SIZE")
		case "REQUIRED_SIZE":
			switch p.peek() {
			case "MIN":
				p.next("")
				pl.RequiredSubgroupSize = SubgroupMin
			case "MAX":
				p.next("")
				pl.RequiredSubgroupSize = SubgroupMax
			default:
				n, t := p.uintArg("REQUIRED_SIZE", 1<<16)
				if n == 0 || n&(n-1) != 0 {
					p.errf(t, "REQUIRED_SIZE must be a power of two, MIN or MAX, found %q", t.s)
				}
				pl.RequiredSubgroupSize = int(n)
			}
		default:
			p.errf(t, "unknown SUBGROUP command %q", t.s)
		}
		p.eol()
	}
}

func (p *parser) bind(pl *Pipeline) {
	what := p.next("BUFFER")
	switch what.s {
	case "BUFFER", "BUFFER_ARRAY":
	case "SAMPLER", "SAMPLER_ARRAY":
		p.bindSampler(pl, what)
		return
	case "ACCELERATION_STRUCTURE":
		p.unsupported(what, "ray tracing pipelines are not supported")
	default:
		p.errf(what, "expected BUFFER, found %q", what.s)
	}
	bt := p.next("buffer name")
	bufs := []*Buffer{p.lookupBuffer(bt)}
	if what.s == "BUFFER_ARRAY" {
		// The element buffers, up to AS (Amber also stops at KERNEL
		// and DESCRIPTOR_SET).
		for p.more() && p.peek() != "AS" && p.peek() != "KERNEL" && p.peek() != "DESCRIPTOR_SET" {
			bufs = append(bufs, p.lookupBuffer(p.next("buffer name")))
		}
		if len(bufs) < 2 {
			p.errf(bt, "BUFFER_ARRAY needs at least two buffers")
		}
	}
	if p.peek() == "KERNEL" {
		p.unsupported(p.toks[p.ti], "OpenCL kernel arguments are not supported")
	}
	p.expect("AS")
	kt := p.next("buffer type")
	bd := Binding{Pos: p.pos(bt), Buffer: bufs[0], Kind: kt.s, Range: -1}
	switch kt.s {
	case "storage", "uniform", "storage_dynamic", "uniform_dynamic":
	case "push_constant":
		if len(bufs) > 1 {
			p.errf(kt, "a push constant buffer cannot be a BUFFER_ARRAY")
		}
		if pl.PushConstants != nil && !p.pushInherited {
			p.errf(bt, "pipeline %s already has a push constant buffer (%s)", pl.Name, pl.PushConstants.Name)
		}
		pl.PushConstants = bufs[0]
		p.pushInherited = false
		return
	case "color", "depth_stencil", "resolve":
		if len(bufs) > 1 {
			p.errf(kt, "an attachment cannot be a BUFFER_ARRAY")
		}
		p.graphicsBind(pl, bufs[0], kt)
		return
	case "storage_image", "sampled_image", "combined_image_sampler", "uniform_texel_buffer", "storage_texel_buffer":
		for _, b := range bufs {
			if _, ok := imageFormat(b.Type); !ok {
				p.errf(kt, "buffer %s (%s) has no image format to bind as %s", b.Name, b.Type.Name, kt.s)
			}
			if isTexelBufferKind(kt.s) && b.Image != nil {
				p.errf(kt, "%s is an IMAGE; a %s binds a BUFFER", b.Name, kt.s)
			}
		}
		if kt.s == "combined_image_sampler" {
			// Amber reads SAMPLER name right after the type.
			p.expect("SAMPLER")
			st := p.next("sampler name")
			s, ok := p.samplers[st.s]
			if !ok {
				p.errf(st, "unknown sampler %q", st.s)
			}
			bd.Sampler = s
		}
	default:
		p.errf(kt, "unknown buffer type %q", kt.s)
	}
	// OFFSET, DESCRIPTOR_OFFSET and DESCRIPTOR_RANGE take one value per
	// buffer of a BUFFER_ARRAY.
	n := len(bufs)
	offsets, descOffsets, ranges := make([]int, n), make([]int, n), make([]int, n)
	for i := range ranges {
		ranges[i] = -1
	}
	seenBinding := false
	for p.more() {
		t := p.next("")
		switch t.s {
		case "DESCRIPTOR_SET":
			v, _ := p.uintArg("DESCRIPTOR_SET", 1<<32-1)
			bd.Set = uint32(v)
		case "BINDING":
			v, _ := p.uintArg("BINDING", 1<<32-1)
			bd.Binding = uint32(v)
			seenBinding = true
		case "OFFSET":
			if !strings.HasSuffix(kt.s, "_dynamic") {
				p.errf(t, "OFFSET is only for storage_dynamic and uniform_dynamic buffers")
			}
			for i := range offsets {
				v, _ := p.uintArg("OFFSET", uint64(maxBufferBytes))
				offsets[i] = int(v)
			}
		case "DESCRIPTOR_OFFSET":
			for i := range descOffsets {
				v, _ := p.uintArg("DESCRIPTOR_OFFSET", uint64(maxBufferBytes))
				descOffsets[i] = int(v)
			}
		case "DESCRIPTOR_RANGE":
			for i := range ranges {
				rt := p.next("DESCRIPTOR_RANGE")
				if rt.s == "-1" {
					ranges[i] = -1
					continue
				}
				v, err := parseUint(rt.s)
				if err != nil || v > uint64(maxBufferBytes) {
					p.errf(rt, "invalid DESCRIPTOR_RANGE %q", rt.s)
				}
				ranges[i] = int(v)
			}
		case "BASE_MIP_LEVEL":
			if !isImageKind(kt.s) {
				p.errf(t, "BASE_MIP_LEVEL is only for storage_image, sampled_image and combined_image_sampler")
			}
			v, vt := p.uintArg("BASE_MIP_LEVEL", 1<<32-1)
			for _, b := range bufs {
				if levels := b.levels(); v >= uint64(levels) {
					p.errf(vt, "BASE_MIP_LEVEL %d is not below the %d mip level(s) of %s", v, levels, b.Name)
				}
			}
			bd.BaseMipLevel = uint32(v)
		default:
			p.errf(t, "unexpected %q", t.s)
		}
	}
	if !seenBinding {
		p.errf(p.endTok(), "missing BINDING")
	}
	elems := make([]Binding, n)
	for i, b := range bufs {
		e := bd
		e.Buffer, e.Offset, e.DescOffset, e.Range = b, offsets[i], descOffsets[i], ranges[i]
		if n > 1 {
			e.ArrayIndex, e.ArraySize = i, n
		}
		elems[i] = e
	}
	p.place(pl, elems, bt)
}

// place adds a binding's elements to the pipeline.
func (p *parser) place(pl *Pipeline, elems []Binding, bt tok) {
	bd := elems[0]
	// A binding is bound once; a derived pipeline rebinds what its parent
	// bound, in its place (every element of an array).
	var out []Binding
	placed := false
	for i, o := range pl.Bindings {
		if o.Set == bd.Set && o.Binding == bd.Binding {
			if i >= p.inherited {
				p.errf(bt, "descriptor set %d binding %d is already bound to %s", bd.Set, bd.Binding, o.objectName())
			}
			p.inherited--
			if !placed {
				out, placed = append(out, elems...), true
				p.inherited += len(elems)
			}
			continue
		}
		out = append(out, o)
	}
	if !placed {
		out = append(out, elems...)
	}
	pl.Bindings = out
}

// command parses RUN, REPEAT, COPY or EXPECT, starting at keyword kw.
func (p *parser) command(kw tok) Command {
	base := cmdBase{p.pos(kw), p.commandText()}
	switch kw.s {
	case "RUN":
		c := &RunCommand{cmdBase: base}
		nt := p.next("pipeline name")
		if nt.s == "TIMED_EXECUTION" {
			nt = p.next("pipeline name")
		}
		pl, ok := p.pipes[nt.s]
		if !ok {
			p.errf(nt, "unknown pipeline %q", nt.s)
		}
		c.Pipeline = pl
		if strings.HasPrefix(p.peek(), "DRAW_") {
			return p.drawCommand(base, pl)
		}
		if pl.Graphics != nil {
			p.errf(nt, "pipeline %s is a graphics pipeline: RUN it with DRAW_RECT, DRAW_GRID or DRAW_ARRAY", pl.Name)
		}
		for i, axis := range []string{"x", "y", "z"} {
			v, _ := p.uintArg("workgroup count "+axis, 1<<32-1)
			c.Workgroups[i] = uint32(v)
		}
		p.eol()
		return c
	case "REPEAT":
		c := &RepeatCommand{cmdBase: base}
		n, _ := p.uintArg("REPEAT count", 1<<31-1)
		c.Count = int(n)
		p.eol()
		for {
			if !p.nextLine() {
				p.errf(kw, "missing END for REPEAT")
			}
			t := p.next("command")
			switch t.s {
			case "END":
				p.eol()
				return c
			case "RUN", "COPY", "EXPECT":
				c.Body = append(c.Body, p.command(t))
			case "CLEAR", "CLEAR_COLOR", "CLEAR_DEPTH", "CLEAR_STENCIL":
				c.Body = append(c.Body, p.clearCommand(t))
			default:
				p.errf(t, "%s is not allowed inside REPEAT", t.s)
			}
		}
	case "COPY":
		c := &CopyCommand{cmdBase: base}
		c.From = p.lookupBuffer(p.next("source buffer name"))
		p.expect("TO")
		tt := p.next("destination buffer name")
		c.To = p.lookupBuffer(tt)
		if c.From == c.To {
			p.errf(tt, "COPY of buffer %s onto itself", c.To.Name)
		}
		p.eol()
		p.size[c.To] = p.size[c.From]
		return c
	}
	return p.expectCmd(base)
}

func stripComment(line string) string {
	toks := lex(line, 0)
	if len(toks) == 0 {
		return ""
	}
	last := toks[len(toks)-1]
	return line[:last.col-1+len(last.s)]
}

func isComparator(s string) (Comparator, bool) {
	for i, n := range comparatorNames {
		if s == n {
			return Comparator(i), true
		}
	}
	return 0, false
}

func (p *parser) expectCmd(base cmdBase) Command {
	bt := p.next("buffer name")
	b := p.lookupBuffer(bt)
	op := p.next("IDX, EQ_BUFFER or RMSE_BUFFER")
	switch op.s {
	case "EQ_BUFFER", "RMSE_BUFFER":
		c := &ExpectBufferCommand{cmdBase: base, A: b, RMSE: op.s == "RMSE_BUFFER"}
		c.B = p.lookupBuffer(p.next("buffer name"))
		if c.RMSE {
			p.expect("TOLERANCE")
			tt := p.next("tolerance")
			v, err := parseFloat(tt.s)
			if err != nil || v < 0 {
				p.errf(tt, "invalid tolerance %q", tt.s)
			}
			c.Tolerance = v
		}
		p.eol()
		return c
	case "EQ_HISTOGRAM_EMD_BUFFER":
		c := &ExpectBufferCommand{cmdBase: base, A: b, EMD: true}
		c.B = p.lookupBuffer(p.next("buffer name"))
		p.expect("TOLERANCE")
		tt := p.next("tolerance")
		v, err := parseFloat(tt.s)
		if err != nil || v < 0 {
			p.errf(tt, "invalid tolerance %q", tt.s)
		}
		c.Tolerance = v
		p.eol()
		return c
	case "IDX":
	default:
		p.errf(op, "expected IDX, EQ_BUFFER or RMSE_BUFFER, found %q", op.s)
	}
	c := &ExpectCommand{cmdBase: base, Buffer: b}
	off, offTok := p.uintArg("IDX", 1<<40)
	if _, err := parseUint(p.peek()); err == nil {
		return p.probe(base, b, off, offTok)
	}
	if p.peek() == "TOLERANCE" {
		p.next("")
		for {
			t := p.next("tolerance or comparator")
			if _, ok := isComparator(t.s); ok {
				p.ti--
				break
			}
			if len(c.Tolerances) == 4 {
				p.errf(t, "at most 4 TOLERANCE values")
			}
			c.Tolerances = append(c.Tolerances, p.tolerance(t))
		}
		if len(c.Tolerances) == 0 {
			p.errf(p.toks[p.ti], "TOLERANCE needs a value")
		}
	}
	ot := p.next("comparator")
	cmp, ok := isComparator(ot.s)
	if !ok {
		p.errf(ot, "unknown comparator %q", ot.s)
	}
	if c.Tolerances != nil && cmp != EQ {
		p.errf(ot, "TOLERANCE is only allowed with EQ")
	}
	c.Op = cmp
	for p.more() {
		t := p.next("")
		c.Values = append(c.Values, p.value(t, b.Type.ComponentType(len(c.Values))))
	}
	if len(c.Values) == 0 {
		p.errf(p.endTok(), "missing values to compare")
	}
	e := b.Elem
	if e.Size == 0 || int(off)%e.Size != 0 {
		p.errf(offTok, "IDX %d is not a multiple of the element size of buffer %s (%d bytes)", off, b.Name, e.Size)
	}
	c.Offset = int(off)
	need := expectEnd(c.Offset, e, len(c.Values))
	if size := p.size[b]; need > size {
		p.errf(offTok, "IDX %d is out of range: the %d values need %d bytes, buffer %s has %d", off, len(c.Values), need, b.Name, size)
	}
	return c
}

// expectEnd is the byte just after the last component that n values
// starting at off cover.
func expectEnd(off int, e ElemLayout, n int) int {
	nc := len(e.Comps)
	last := n - 1
	comp := e.Comps[last%nc]
	return off + (last/nc)*e.Size + comp.Offset + comp.Type.Bytes()
}

// dataType reads a DATA_TYPE: a STRUCT name (optionally with []), a type
// name or a format name.
func (p *parser) dataType(tt tok) *DataType {
	name := strings.TrimSuffix(tt.s, "[]")
	if st, ok := p.structs[name]; ok {
		return &DataType{Name: tt.s, Cols: 1, Rows: 1, Array: name != tt.s, Struct: st}
	}
	t, err := ParseDataType(tt.s)
	if err != nil {
		t, err = ParseFormat(tt.s)
	}
	if err != nil {
		p.errf(tt, "unknown data type %q", tt.s)
	}
	return t
}

// structDecl reads STRUCT name [STRIDE n], then one member a line
// (type name [OFFSET n] [MATRIX_STRIDE n]) up to END.
func (p *parser) structDecl(kw tok) {
	nt := p.next("STRUCT name")
	if nt.s == "STRIDE" {
		p.errf(nt, "missing STRUCT name")
	}
	if _, dup := p.structs[nt.s]; dup {
		p.errf(nt, "duplicate STRUCT name %q", nt.s)
	}
	st := &StructType{Name: nt.s}
	if p.peek() == "STRIDE" {
		p.next("")
		v, _ := p.uintArg("STRIDE", uint64(maxBufferBytes))
		st.Stride = int(v)
	}
	p.eol()
	seen := map[string]bool{}
	for {
		if !p.nextLine() {
			p.errf(kw, "missing END for STRUCT %s", st.Name)
		}
		tt := p.next("member type")
		if tt.s == "END" {
			p.eol()
			break
		}
		var mt *DataType
		if tt.s == st.Name {
			p.errf(tt, "STRUCT %s cannot contain itself", st.Name)
		}
		if sub, ok := p.structs[tt.s]; ok {
			mt = &DataType{Name: tt.s, Cols: 1, Rows: 1, Struct: sub}
		} else {
			t, err := ParseDataType(tt.s)
			if err != nil {
				p.errf(tt, "unknown type %q for STRUCT member", tt.s)
			}
			if t.Array {
				p.errf(tt, "STRUCT members cannot be arrays")
			}
			mt = t
		}
		mn := p.next("member name")
		if seen[mn.s] {
			p.errf(mn, "duplicate STRUCT member %q", mn.s)
		}
		seen[mn.s] = true
		m := StructMember{Name: mn.s, Type: mt, Offset: -1}
		for p.more() {
			t := p.next("")
			switch t.s {
			case "OFFSET":
				v, _ := p.uintArg("OFFSET", uint64(maxBufferBytes))
				m.Offset = int(v)
			case "MATRIX_STRIDE":
				if mt.Cols < 2 || mt.Struct != nil {
					p.errf(t, "MATRIX_STRIDE is only for matrix members")
				}
				v, _ := p.uintArg("MATRIX_STRIDE", 1<<16)
				m.MatrixStride = int(v)
			case "ARRAY_STRIDE":
				p.errf(t, "STRUCT members cannot be arrays")
			default:
				p.errf(t, "unexpected %q", t.s)
			}
		}
		st.Members = append(st.Members, m)
		for i := 0; i < mt.Components(); i++ {
			st.flat = append(st.flat, mt.ComponentType(i))
		}
	}
	if len(st.Members) == 0 {
		p.errf(kw, "STRUCT %s has no members", st.Name)
	}
	p.structs[st.Name] = st
}
