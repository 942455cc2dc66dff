package nvasm

import (
	"fmt"
	"github.com/glslc-nv/glslc-nv/internal/nvisa"
	"runtime"
	"sort"
	"strings"

	"github.com/glslc-nv/glslc-nv/ir"
)

// Options control emission.
type Options struct {
	// Comments adds a "# file:line" comment before the code of every
	// statement with a known position.
	Comments bool
	// Spec overrides specialization constants by SpecId, as
	// interp.Config.Spec does: the constant's bit pattern in the low bits
	// (float32 bits for a float, 0 or 1 for a bool). Assembly has no
	// specialization constants, so values are fixed at emission; the
	// others keep their defaults. A constant that sizes an array cannot
	// be overridden.
	Spec map[uint32]uint64
}

// Error is a construct the assembly target cannot express, or IR the
// emitter does not accept, with its source position: the back ends' one
// error type.
type Error = ir.Error

// Emit returns the !!NVcp5.0 text of m (see EmitProgram).
func Emit(m *ir.Module, opts Options) (string, error) {
	p, err := EmitProgram(m, opts)
	if err != nil {
		return "", err
	}
	return p.Text, nil
}

// EmitProgram translates m into an assembly program and describes how a
// host binds its resources.
func EmitProgram(m *ir.Module, opts Options) (prog *Program, err error) {
	e := newEmitter(m, opts)
	defer func() {
		if r := recover(); r != nil {
			if f, ok := r.(*Error); ok {
				prog, err = nil, f
				return
			}
			if re, ok := r.(runtime.Error); ok {
				prog, err = nil, &Error{File: e.file(0), Msg: fmt.Sprintf("internal error (invalid IR?): %v", re)}
				return
			}
			panic(r)
		}
	}()
	return e.run(), nil
}

// emitter holds the state of one translation.
type emitter struct {
	m    *ir.Module
	opts Options

	prog    *Program
	options map[string]bool

	// Storage bindings by global, shared byte offsets, push-constant and
	// length parameters.
	storage    map[*ir.Global]int
	shared     map[*ir.Global]uint32
	sharedSize uint32
	pushWords  int // program.local entries used by push constants
	lengths    map[int]int

	names map[string]bool
	temps []string // declared TEMPs and TEMP arrays, in order
	// longTemps are the LONG TEMPs (64-bit values).
	longTemps []string
	vars      map[any]*slotVar
	funcs     map[*ir.Function]*funcInfo
	order     []*ir.Function
	f         *funcInfo // function being emitted
	code      []string  // instructions of the current function
	indent    int
	loops     []*loopCtx
	last      lastWrite
	// pinIndex makes index() copy indices held in variables.
	pinIndex bool
}

func newEmitter(m *ir.Module, opts Options) *emitter {
	return &emitter{
		m: m, opts: opts,
		prog:    &Program{},
		options: map[string]bool{},
		storage: map[*ir.Global]int{},
		shared:  map[*ir.Global]uint32{},
		lengths: map[int]int{},
		names:   map[string]bool{"RC": true, "pc": true, "smem": true, "main": true},
		vars:    map[any]*slotVar{},
		funcs:   map[*ir.Function]*funcInfo{},
	}
}

func (e *emitter) file(i int) string {
	if i >= 0 && i < len(e.m.Files) {
		return e.m.Files[i]
	}
	return ""
}

// fail stops the translation with an error at pos.
func (e *emitter) fail(pos ir.Pos, format string, args ...any) {
	panic(&Error{File: e.file(pos.File), Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

// unsupported reports a construct the target cannot express.
func (e *emitter) unsupported(pos ir.Pos, what string) {
	e.fail(pos, "%s cannot be expressed in !!NVcp5.0 assembly", what)
}

// unique returns an identifier based on base that no other declaration
// uses.
func (e *emitter) unique(base string) string {
	var b strings.Builder
	for i, c := range base {
		if c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && c >= '0' && c <= '9' {
			b.WriteRune(c)
		} else {
			b.WriteByte('_')
		}
	}
	s := b.String()
	if s == "" {
		s = "v"
	}
	name := s
	for k := 1; e.names[name] || reserved[name]; k++ {
		name = fmt.Sprintf("%s_%d", s, k)
	}
	e.names[name] = true
	return name
}

// reserved are words the assembly grammar gives a meaning to.
var reserved = map[string]bool{
	"program": true, "result": true, "state": true, "texture": true, "invocation": true,
	"TEMP": true, "PARAM": true, "ATTRIB": true, "ALIAS": true, "OUTPUT": true, "STORAGE": true,
	"SHARED": true, "LONG": true, "INT": true, "UINT": true, "FLOAT": true, "END": true,
	"OPTION": true, "CBUFFER": true, "GROUP_SIZE": true, "SHARED_MEMORY": true,
}

func (e *emitter) run() *Program {
	m := e.m
	if m.Entry == nil || m.Entry.Fn == nil {
		e.fail(ir.Pos{}, "module has no entry point")
	}
	e.checkTypes()
	if ls := e.localSize(); uint64(ls[0])*uint64(ls[1])*uint64(ls[2]) > 1024 {
		e.unsupported(m.Entry.Fn.Pos, fmt.Sprintf("a workgroup of %dx%dx%d invocations (more than 1024)", ls[0], ls[1], ls[2]))
	}
	e.layoutGlobals()
	e.planFunctions()
	var body []string
	for _, fn := range e.order {
		e.function(fn)
		body = append(body, e.code...)
	}
	e.prog.Text = e.header() + strings.Join(body, "\n") + "\nEND\n"
	return e.prog
}

// header renders the options and declarations.
func (e *emitter) header() string {
	var b strings.Builder
	b.WriteString("!!NVcp5.0\n")
	opts := make([]string, 0, len(e.options))
	for o := range e.options {
		opts = append(opts, o)
	}
	sort.Strings(opts)
	for _, o := range opts {
		if !nvisa.KnownOption(o) {
			e.fail(ir.Pos{}, "internal error: the emitter needs an unknown OPTION %s", o)
		}
		fmt.Fprintf(&b, "OPTION %s;\n", o)
	}
	ls := e.localSize()
	fmt.Fprintf(&b, "GROUP_SIZE %d %d %d;\n", ls[0], ls[1], ls[2])
	if e.sharedSize > 0 {
		fmt.Fprintf(&b, "SHARED_MEMORY %d;\nSHARED smem[] = { program.sharedmem };\n", e.sharedSize)
	}
	for _, s := range e.prog.Storage {
		fmt.Fprintf(&b, "STORAGE %s[] = { program.storage[%d] };\n", s.asmName, s.Index)
	}
	if n := len(e.prog.Locals); n > 0 {
		fmt.Fprintf(&b, "PARAM pc[%d] = { program.local[0..%d] };\n", n, n-1)
	}
	for i := 0; i < len(e.temps); i += 12 {
		j := min(i+12, len(e.temps))
		fmt.Fprintf(&b, "TEMP %s;\n", strings.Join(e.temps[i:j], ", "))
	}
	for i := 0; i < len(e.longTemps); i += 12 {
		j := min(i+12, len(e.longTemps))
		fmt.Fprintf(&b, "LONG TEMP %s;\n", strings.Join(e.longTemps[i:j], ", "))
	}
	return b.String()
}

// ins appends one instruction.
// Every instruction is checked against internal/nvisa's table, the one
// the assembly reader reads too.
func (e *emitter) ins(format string, args ...any) {
	text := fmt.Sprintf(format, args...)
	mnemonic, _, _ := strings.Cut(text, " ")
	if err := nvisa.Check(mnemonic); err != nil {
		e.fail(ir.Pos{}, "internal error: the emitter wrote %q: %v", text, err)
	}
	e.code = append(e.code, strings.Repeat("  ", e.indent)+text+";")
}

// comment appends a comment line.
func (e *emitter) comment(format string, args ...any) {
	e.code = append(e.code, strings.Repeat("  ", e.indent)+"# "+fmt.Sprintf(format, args...))
}

// localSize is the workgroup size with specialization overrides.
func (e *emitter) localSize() [3]uint32 {
	var out [3]uint32
	for i, l := range e.m.Entry.LocalSize {
		out[i] = l.Value
		if l.Spec != nil && l.Spec.ID >= 0 {
			if v, ok := e.opts.Spec[uint32(l.Spec.ID)]; ok {
				out[i] = uint32(v)
			}
		}
	}
	return out
}

// specValue is the value of a declared specialization constant.
func (e *emitter) specValue(s *ir.SpecConst) *ir.Const {
	if v, ok := e.opts.Spec[uint32(s.ID)]; ok {
		return &ir.Const{Typ: s.Type, Bits: v & specMask(s.Type)}
	}
	return s.Default
}

func specMask(t *ir.Type) uint64 {
	if t.Kind() == ir.KindBool {
		return 1
	}
	if t.Width() >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(t.Width()) - 1
}
