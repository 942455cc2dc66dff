package spirv

import (
	"fmt"
	"math"
	"math/bits"
	"strconv"
	"strings"
	"sync"

	"github.com/glslc-nv/glslc-nv/internal/f16"
)

// AsmOptions controls Assemble.
type AsmOptions struct {
	// Version is the header version word (Version1_0 ... Version1_6);
	// 0 means Version1_6, as for spirv-as without --target-env.
	Version uint32
	// Generator is the header generator word, written as given.
	Generator uint32
	// PreserveNumericIDs keeps ids written as numbers (%12) at that number,
	// like spirv-as --preserve-numeric-ids; other names take the lowest free
	// ids in order of first appearance. Without it every name, numeric or
	// not, gets the next id in order of first appearance, like spirv-as.
	PreserveNumericIDs bool
}

// AsmError is an error in assembly text at a 1-based line and byte column.
type AsmError struct {
	Line, Col int
	Msg       string
}

func (e *AsmError) Error() string { return fmt.Sprintf("%d:%d: %s", e.Line, e.Col, e.Msg) }

// Assemble reads SPIR-V assembly in the syntax of spirv-as and spirv-dis
// (friendly or raw ids, "%name = OpX ..." or "OpX ...", quoted strings with
// backslash escapes, '|'-joined masks, !<integer> raw words, extended
// instructions by name) and returns the module's words, header included,
// with the bound one more than the largest id.
func Assemble(text string, opts AsmOptions) ([]uint32, error) {
	version := opts.Version
	if version == 0 {
		version = Version1_6
	}
	if version&0xff0000ff != 0 || version < Version1_0 || version > Version1_6 {
		return nil, fmt.Errorf("spirv: unsupported version word 0x%08x", version)
	}
	toks, err := lex(text)
	if err != nil {
		return nil, err
	}
	a := &assembler{toks: toks, names: make(map[string]*idName, len(toks)/8)}
	a.out = make([]uint32, 0, 5+len(toks))
	if opts.PreserveNumericIDs {
		a.reserve()
	}
	a.out = append(a.out, MagicNumber, version, opts.Generator, 0, 0)
	for a.pos < len(a.toks) {
		if err := a.inst(); err != nil {
			return nil, err
		}
	}
	for _, t := range a.order {
		if !t.defined {
			return nil, &AsmError{t.tok.line, t.tok.col, fmt.Sprintf("id %%%s is used but never defined", t.tok.text[1:])}
		}
	}
	a.out[3] = a.maxID + 1
	return a.out, nil
}

type tokKind uint8

const (
	tokWord   tokKind = iota // opcode, enumerant, number
	tokID                    // %name
	tokEq                    // =
	tokString                // "..."
	tokImm                   // !<integer>
)

type token struct {
	kind      tokKind
	text      string // as written (for strings: the decoded value)
	line, col int
	imm       uint32
}

func (t token) describe() string {
	if t.kind == tokString {
		return strconv.Quote(t.text)
	}
	return "'" + t.text + "'"
}

// lex splits text into tokens separated by white space; ';' starts a comment
// that runs to the end of the line.
func lex(text string) ([]token, error) {
	toks := make([]token, 0, len(text)/6)
	line, lineStart := 1, 0
	for i := 0; i < len(text); {
		c := text[i]
		switch {
		case c == '\n':
			line++
			i++
			lineStart = i
			continue
		case c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f':
			i++
			continue
		case c == ';':
			for i < len(text) && text[i] != '\n' {
				i++
			}
			continue
		}
		t := token{line: line, col: i - lineStart + 1}
		if c == '"' {
			var b strings.Builder
			j := i + 1
			for ; j < len(text) && text[j] != '"'; j++ {
				if text[j] == '\\' && j+1 < len(text) {
					j++
				}
				if text[j] == '\n' {
					line++
					lineStart = j + 1
				}
				b.WriteByte(text[j])
			}
			if j >= len(text) {
				return nil, &AsmError{t.line, t.col, "string is not terminated"}
			}
			t.kind, t.text = tokString, b.String()
			toks = append(toks, t)
			i = j + 1
			continue
		}
		j := i
		for j < len(text) && !isSpace(text[j]) && text[j] != ';' {
			j++
		}
		t.text = text[i:j]
		i = j
		switch {
		case t.text == "=":
			t.kind = tokEq
		case c == '%':
			t.kind = tokID
			if len(t.text) == 1 {
				return nil, &AsmError{t.line, t.col, "'%' without an id name"}
			}
			for k := 1; k < len(t.text); k++ {
				if !isIDChar(t.text[k]) {
					return nil, &AsmError{t.line, t.col + k, fmt.Sprintf("invalid character %q in id name %s", t.text[k], t.text)}
				}
			}
		case c == '!':
			t.kind = tokImm
			v, ok := parseUint(t.text[1:], 32)
			if !ok {
				return nil, &AsmError{t.line, t.col, fmt.Sprintf("invalid immediate word %s (want !<32-bit integer>)", t.text)}
			}
			t.imm = uint32(v)
		default:
			t.kind = tokWord
		}
		toks = append(toks, t)
	}
	return toks, nil
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

// idName is one %name of the text.
type idName struct {
	id      uint32
	defined bool
	tok     token // first appearance
}

type assembler struct {
	toks     []token
	pos      int
	out      []uint32
	names    map[string]*idName
	order    []*idName // in order of first appearance
	pool     []idName
	next     uint32 // next id to hand out
	maxID    uint32
	taken    map[uint32]bool // numeric ids kept by PreserveNumericIDs
	facts    idTable
	preserve bool
}

// reserve records the numeric ids of the text so that PreserveNumericIDs
// keeps them.
func (a *assembler) reserve() {
	a.preserve = true
	a.taken = make(map[uint32]bool)
	for _, t := range a.toks {
		if t.kind == tokID {
			if v, ok := numericID(t.text[1:]); ok {
				a.taken[v] = true
			}
		}
	}
}

func numericID(s string) (uint32, bool) {
	if s == "" || s[0] < '0' || s[0] > '9' {
		return 0, false
	}
	if len(s) > 1 && s[0] == '0' {
		return 0, false // %007 is a name, not the number 7
	}
	v, err := strconv.ParseUint(s, 10, 32)
	if err != nil {
		return 0, false
	}
	return uint32(v), true
}

// lookup returns the id of the name token t, assigning one at its first
// appearance.
func (a *assembler) lookup(t token) (*idName, error) {
	name := t.text[1:]
	if n, ok := a.names[name]; ok {
		return n, nil
	}
	var id uint32
	if v, ok := numericID(name); ok && a.preserve {
		id = v
	} else {
		for {
			if a.next == math.MaxUint32 {
				return nil, &AsmError{t.line, t.col, "too many ids"}
			}
			a.next++
			if !a.taken[a.next] {
				break
			}
		}
		id = a.next
	}
	if id == math.MaxUint32 {
		return nil, &AsmError{t.line, t.col, fmt.Sprintf("id %s is too large", t.text)}
	}
	if len(a.pool) == cap(a.pool) {
		a.pool = make([]idName, 0, 256) // allocated in blocks; pointers stay valid
	}
	a.pool = append(a.pool, idName{id: id, tok: t})
	n := &a.pool[len(a.pool)-1]
	a.names[name] = n
	a.order = append(a.order, n)
	if id > a.maxID {
		a.maxID = id
	}
	return n, nil
}

func (a *assembler) errAt(t token, format string, args ...any) error {
	return &AsmError{t.line, t.col, fmt.Sprintf(format, args...)}
}

// errHere reports an error at the current token, or after the last one.
func (a *assembler) errHere(format string, args ...any) error {
	if a.pos < len(a.toks) {
		return a.errAt(a.toks[a.pos], format, args...)
	}
	t := a.toks[len(a.toks)-1]
	return &AsmError{t.line, t.col + len(t.text), fmt.Sprintf(format, args...) + " at end of text"}
}

// atInstStart reports whether the token at i starts an instruction.
func (a *assembler) atInstStart(i int) bool {
	if i >= len(a.toks) {
		return true
	}
	t := a.toks[i]
	switch t.kind {
	case tokID:
		return i+1 < len(a.toks) && a.toks[i+1].kind == tokEq
	case tokWord:
		return isOpcodeWord(t.text)
	case tokEq:
		return true
	}
	return false
}

// isOpcodeWord reports whether s looks like an opcode name: "Op" and a
// capital letter (enumerants such as OpenCL and OptNoneINTEL do not).
func isOpcodeWord(s string) bool {
	return len(s) > 2 && s[0] == 'O' && s[1] == 'p' && 'A' <= s[2] && s[2] <= 'Z'
}

// instState is the instruction being assembled.
type instState struct {
	info  *InstInfo
	op    token
	start int // index in a.out of the opcode word
	res   *idName
	set   extSet
}

func (a *assembler) inst() error {
	var res *token
	t := a.toks[a.pos]
	if t.kind == tokID && a.pos+1 < len(a.toks) && a.toks[a.pos+1].kind == tokEq {
		r := t
		res = &r
		a.pos += 2
		if a.pos >= len(a.toks) {
			return a.errHere("expected an opcode after '='")
		}
		t = a.toks[a.pos]
		if t.kind != tokWord || !isOpcodeWord(t.text) {
			return a.errAt(t, "expected an opcode after '=', found %s", t.describe())
		}
	}
	if t.kind == tokImm && res == nil {
		// A raw instruction: the opcode word as written, then raw operands.
		a.pos++
		a.out = append(a.out, t.imm)
		return a.rawOperands(nil)
	}
	if t.kind != tokWord || !isOpcodeWord(t.text) {
		return a.errAt(t, "expected an opcode or '%%name =' at the start of an instruction, found %s", t.describe())
	}
	op, ok := OpByName(t.text)
	if !ok {
		return a.errAt(t, "unknown opcode %s", t.text)
	}
	a.pos++
	info, _ := op.Info()
	s := &instState{info: info, op: t, start: len(a.out)}
	a.out = append(a.out, 0)
	if res != nil && !info.HasResult() {
		return a.errAt(*res, "%s has no result id", info.Name)
	}
	if res == nil && info.HasResult() {
		return a.errAt(t, "%s needs a result id: write %%name = %s ...", info.Name, info.Name)
	}
	if res != nil {
		n, err := a.lookup(*res)
		if err != nil {
			return err
		}
		if n.defined {
			return a.errAt(*res, "id %s is defined twice", res.text)
		}
		n.defined = true
		s.res = n
	}
	if err := a.specs(s, info.Operands, info.Name); err != nil {
		return err
	}
	if !a.atInstStart(a.pos) {
		if a.toks[a.pos].kind == tokImm {
			return a.rawOperands(s)
		}
		return a.errAt(a.toks[a.pos], "unexpected operand %s: %s takes no more operands", a.toks[a.pos].describe(), info.Name)
	}
	return a.finish(s)
}

// finish writes the opcode word and records what the instruction defines.
func (a *assembler) finish(s *instState) error {
	n := len(a.out) - s.start
	if n > 0xffff {
		return a.errAt(s.op, "%s has %d words, more than 65535", s.info.Name, n)
	}
	a.out[s.start] = uint32(n)<<16 | uint32(s.info.Op)
	w := a.out[s.start:]
	var res, typ uint32
	switch {
	case s.info.HasResultType() && len(w) > 2:
		typ, res = w[1], w[2]
	case s.info.HasResult() && len(w) > 1:
		res = w[1]
	default:
		return nil
	}
	f := idFacts{typ: typ}
	switch s.info.Op {
	case OpTypeInt:
		if len(w) > 3 {
			f.num = NumType{Width: w[2], Signed: w[3] != 0}
		}
	case OpTypeFloat:
		if len(w) > 2 {
			f.num = floatNum(w)
		}
	case OpExtInstImport:
		name, _, _ := String(w[2:])
		f.set = extSetOf(name)
		f.imp = true
	}
	a.facts.set(res, f)
	return nil
}

// rawOperands assembles the rest of an instruction after a !<integer>
// word: ids, strings, numbers and more immediates, each taken as is. s is
// nil when the opcode word itself was an immediate.
func (a *assembler) rawOperands(s *instState) error {
	for !a.atInstStart(a.pos) {
		t := a.toks[a.pos]
		switch t.kind {
		case tokImm:
			a.out = append(a.out, t.imm)
		case tokID:
			n, err := a.lookup(t)
			if err != nil {
				return err
			}
			n.defined = true // it may be the result: nothing is known
			a.out = append(a.out, n.id)
		case tokString:
			a.out = append(a.out, StringWords(t.text)...)
		case tokWord:
			v, ok := parseRawNumber(t.text)
			if !ok {
				return a.errAt(t, "after a !<integer> word only ids, strings, numbers and !<integer> words may follow, found %s", t.describe())
			}
			a.out = append(a.out, v)
		}
		a.pos++
	}
	if s == nil {
		return nil
	}
	return a.finish(s)
}

// parseRawNumber reads an integer (as its 32-bit two's complement) or a
// float (as float32 bits).
func parseRawNumber(s string) (uint32, bool) {
	if v, ok := parseUint(s, 32); ok {
		return uint32(v), true
	}
	if v, ok := parseInt(s, 32); ok {
		return uint32(v), true
	}
	if v, err := parseFloatBits(s, single); err == nil {
		return uint32(v), true
	}
	return 0, false
}

// operandTok returns the next token if it is an operand (not the start of
// the next instruction).
func (a *assembler) operandTok() (token, bool) {
	if a.atInstStart(a.pos) {
		return token{}, false
	}
	return a.toks[a.pos], true
}

// specs assembles operands following list.
func (a *assembler) specs(s *instState, list []OperandSpec, what string) error {
	for _, sp := range list {
		if sp.Kind == KindIdResult {
			// The result was written before '='; it takes this place.
			a.out = append(a.out, s.res.id)
			continue
		}
		switch sp.Quant {
		case One:
			if _, ok := a.operandTok(); !ok {
				return a.errHere("%s: missing operand %s%s", s.info.Name, specName(sp), of(what, s.info.Name))
			}
			if err := a.operand(s, sp); err != nil {
				return err
			}
		case Optional:
			if _, ok := a.operandTok(); ok {
				if err := a.operand(s, sp); err != nil {
					return err
				}
			}
		case Variadic:
			for {
				t, ok := a.operandTok()
				if !ok || t.kind == tokImm {
					break
				}
				if err := a.operand(s, sp); err != nil {
					return err
				}
			}
		}
		if t, ok := a.operandTok(); ok && t.kind == tokImm {
			return nil // the rest is raw words
		}
		if s.info.Op == OpExtInst && sp.Kind == KindLiteralExtInstInteger && what == s.info.Name {
			return a.extInst(s)
		}
		if sp.Kind == KindLiteralSpecConstantOpInteger && s.info.Op == OpSpecConstantOp {
			return a.specConstantOp(s)
		}
	}
	return nil
}

// extInst assembles the operands of an extended instruction.
func (a *assembler) extInst(s *instState) error {
	n := a.out[len(a.out)-1]
	if ei, ok := s.set.info(n); ok {
		return a.specs(s, ei.Operands, ei.Name)
	}
	// A set without tables: ids, numbers and strings as written.
	for {
		t, ok := a.operandTok()
		if !ok || t.kind == tokImm {
			return nil
		}
		switch t.kind {
		case tokID:
			n, err := a.lookup(t)
			if err != nil {
				return err
			}
			a.out = append(a.out, n.id)
		case tokString:
			a.out = append(a.out, StringWords(t.text)...)
		default:
			v, ok := parseRawNumber(t.text)
			if !ok {
				return a.errAt(t, "operand %s of an extended instruction of an unknown set must be an id, a number or a string", t.describe())
			}
			a.out = append(a.out, v)
		}
		a.pos++
	}
}

// specConstantOp assembles the operands of the operation of OpSpecConstantOp.
func (a *assembler) specConstantOp(s *instState) error {
	oi, _ := Op(a.out[len(a.out)-1]).Info()
	list := oi.Operands
	for len(list) > 0 && (list[0].Kind == KindIdResultType || list[0].Kind == KindIdResult) {
		list = list[1:]
	}
	return a.specs(s, list, oi.Name)
}

// operand assembles one operand of spec sp; the next token is an operand.
func (a *assembler) operand(s *instState, sp OperandSpec) error {
	t := a.toks[a.pos]
	if t.kind == tokImm {
		return nil // handled by the caller as raw words
	}
	k := sp.Kind
	switch k {
	case KindIdResultType, KindIdRef, KindIdScope, KindIdMemorySemantics:
		return a.id(t, func() string { return specName(sp) })
	case KindLiteralInteger:
		return a.literal(t, NumType{Width: 32})
	case KindLiteralString:
		if t.kind != tokString {
			return a.errAt(t, "expected a quoted string for %s, found %s", specName(sp), t.describe())
		}
		a.out = append(a.out, StringWords(t.text)...)
		a.pos++
		return nil
	case KindLiteralContextDependentNumber:
		typ := a.out[s.start+1]
		nt := a.facts.get(typ).num
		if nt.Width == 0 {
			return a.errAt(t, "%s: the result type is not a numeric type", s.info.Name)
		}
		return a.literal(t, nt)
	case KindLiteralExtInstInteger:
		setID := a.out[len(a.out)-1]
		f := a.facts.get(setID)
		if !f.imp {
			return a.errAt(a.toks[a.pos-1], "%s is not an OpExtInstImport result", a.toks[a.pos-1].text)
		}
		s.set = f.set
		if t.kind != tokWord {
			return a.errAt(t, "expected an extended instruction name or number, found %s", t.describe())
		}
		if v, ok := parseUint(t.text, 32); ok {
			a.out = append(a.out, uint32(v))
			a.pos++
			return nil
		}
		var ei *ExtInstInfo
		var ok bool
		switch f.set {
		case extGLSL:
			ei, ok = GLSLstd450ByName(t.text)
		case extDebugPrintf:
			ei, ok = debugPrintfByName(t.text)
		}
		if !ok {
			return a.errAt(t, "unknown extended instruction %s", t.text)
		}
		a.out = append(a.out, ei.Opcode)
		a.pos++
		return nil
	case KindLiteralSpecConstantOpInteger:
		op, ok := OpByName("Op" + t.text) // written without its "Op"
		if t.kind != tokWord || !ok {
			return a.errAt(t, "unknown opcode %s for OpSpecConstantOp", t.text)
		}
		a.out = append(a.out, uint32(op))
		a.pos++
		return nil
	case KindPairLiteralIntegerIdRef:
		nt := NumType{Width: 32}
		if s.info.Op == OpSwitch {
			sel := a.out[s.start+1]
			nt = a.facts.get(a.facts.get(sel).typ).num
			if nt.Width == 0 || nt.Float {
				return a.errAt(t, "OpSwitch: the selector's type is not an integer type")
			}
		}
		if err := a.literal(t, nt); err != nil {
			return err
		}
		return a.pairID("Target label")
	case KindPairIdRefLiteralInteger, KindPairIdRefIdRef:
		if err := a.id(t, k.String); err != nil {
			return err
		}
		if k == KindPairIdRefIdRef {
			return a.pairID("second id of " + k.String())
		}
		t2, ok := a.operandTok()
		if !ok {
			return a.errHere("missing literal of %s", k)
		}
		return a.literal(t2, NumType{Width: 32})
	}
	ki := k.Info()
	if t.kind != tokWord {
		return a.errAt(t, "expected a %s, found %s", ki.Name, t.describe())
	}
	switch ki.Category {
	case CategoryValueEnum:
		e, ok := enumerantByName(k, t.text)
		if !ok {
			return a.errAt(t, "unknown %s %s", ki.Name, t.text)
		}
		a.out = append(a.out, e.Value)
		a.pos++
		return a.params(s, e)
	case CategoryBitEnum:
		var v uint32
		for _, part := range strings.Split(t.text, "|") {
			e, ok := enumerantByName(k, part)
			if !ok {
				return a.errAt(t, "unknown %s %s", ki.Name, part)
			}
			v |= e.Value
		}
		a.out = append(a.out, v)
		a.pos++
		for m := v; m != 0; m &= m - 1 {
			e, _ := k.Enumerant(uint32(1) << bits.TrailingZeros32(m))
			if err := a.params(s, e); err != nil {
				return err
			}
		}
		return nil
	}
	return a.errAt(t, "operand kind %s is not supported", ki.Name)
}

func (a *assembler) pairID(what string) error {
	t, ok := a.operandTok()
	if !ok {
		return a.errHere("missing %s", what)
	}
	return a.id(t, func() string { return what })
}

// params assembles the parameters of enumerant e.
func (a *assembler) params(s *instState, e *EnumerantInfo) error {
	for _, p := range e.Params {
		switch p.Quant {
		case One:
			if _, ok := a.operandTok(); !ok {
				return a.errHere("missing parameter %s of %s", p.Kind, e.Name)
			}
			if err := a.operand(s, p); err != nil {
				return err
			}
		case Optional:
			if _, ok := a.operandTok(); ok {
				if err := a.operand(s, p); err != nil {
					return err
				}
			}
		case Variadic:
			for {
				t, ok := a.operandTok()
				if !ok || t.kind == tokImm {
					break
				}
				if err := a.operand(s, p); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// id assembles the id operand t; what names it in errors.
func (a *assembler) id(t token, what func() string) error {
	if t.kind == tokImm {
		return nil // the rest is raw words
	}
	if t.kind != tokID {
		return a.errAt(t, "expected an id (%%name) for %s, found %s", what(), t.describe())
	}
	n, err := a.lookup(t)
	if err != nil {
		return err
	}
	a.out = append(a.out, n.id)
	a.pos++
	return nil
}

// literal assembles a number of type nt.
func (a *assembler) literal(t token, nt NumType) error {
	if t.kind == tokImm {
		return nil // the rest is raw words
	}
	if t.kind != tokWord {
		return a.errAt(t, "expected a number, found %s", t.describe())
	}
	s := t.text
	var v uint64
	if nt.Encoded {
		b, err := parseEncodedFloat(s, nt)
		if err != nil {
			return a.errAt(t, "invalid %s literal %s: %v", encodingName(nt.Encoding), s, err)
		}
		v = b
	} else if nt.Float {
		f, ok := formatOf(nt.Width)
		if !ok {
			return a.errAt(t, "%d-bit floats are not supported", nt.Width)
		}
		var err error
		v, err = parseFloatBits(s, f)
		if err != nil {
			return a.errAt(t, "invalid %d-bit float %s: %v", nt.Width, s, err)
		}
	} else {
		w := nt.Width
		if w > 64 || w == 0 {
			return a.errAt(t, "%d-bit integers are not supported", w)
		}
		neg := strings.HasPrefix(s, "-")
		hex := strings.HasPrefix(strings.TrimPrefix(s, "-"), "0x") || strings.HasPrefix(strings.TrimPrefix(s, "-"), "0X")
		switch {
		case neg && !nt.Signed:
			if _, ok := parseInt(s, 64); ok {
				return a.errAt(t, "negative number %s for an unsigned %d-bit literal", s, w)
			}
			return a.errAt(t, "invalid number %s", s)
		case nt.Signed && hex && !neg:
			// Hex gives the bits; they are sign-extended.
			u, ok := parseUint(s, w)
			if !ok {
				return a.errAt(t, "%s does not fit in a %d-bit integer", s, w)
			}
			v = signExtend(u, w)
		case nt.Signed:
			x, ok := parseInt(s, w)
			if !ok {
				if _, ok := parseInt(s, 64); ok || isNumberLike(s) {
					return a.errAt(t, "%s does not fit in a signed %d-bit integer", s, w)
				}
				return a.errAt(t, "invalid number %s", s)
			}
			v = uint64(x)
		default:
			u, ok := parseUint(s, w)
			if !ok {
				if isNumberLike(s) {
					return a.errAt(t, "%s does not fit in an unsigned %d-bit integer", s, w)
				}
				return a.errAt(t, "invalid number %s", s)
			}
			v = u
		}
		if w <= 32 {
			v &= 0xffffffff
		}
	}
	a.out = append(a.out, uint32(v))
	if nt.Width > 32 {
		a.out = append(a.out, uint32(v>>32))
	}
	a.pos++
	return nil
}

func signExtend(u uint64, w uint32) uint64 {
	if w >= 64 {
		return u
	}
	sh := 64 - w
	return uint64(int64(u<<sh) >> sh)
}

func isNumberLike(s string) bool {
	s = strings.TrimPrefix(s, "-")
	if strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X") {
		s = s[2:]
		if s == "" {
			return false
		}
		for i := 0; i < len(s); i++ {
			if _, ok := hexDigit(s[i]); !ok {
				return false
			}
		}
		return true
	}
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// parseUint reads a decimal or 0x hexadecimal integer of at most w bits.
func parseUint(s string, w uint32) (uint64, bool) {
	if s == "" || s[0] == '+' || s[0] == '-' {
		return 0, false
	}
	var v uint64
	var err error
	if strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X") {
		if len(s) == 2 || s[2] == '+' || s[2] == '-' {
			return 0, false
		}
		v, err = strconv.ParseUint(s[2:], 16, int(w))
	} else {
		v, err = strconv.ParseUint(s, 10, int(w))
	}
	return v, err == nil
}

// parseInt reads a signed decimal or hexadecimal integer of at most w bits.
func parseInt(s string, w uint32) (int64, bool) {
	neg := strings.HasPrefix(s, "-")
	u, ok := parseUint(strings.TrimPrefix(s, "-"), 64)
	if !ok {
		return 0, false
	}
	lim := uint64(1) << (w - 1)
	if neg {
		if u > lim {
			return 0, false
		}
		return -int64(u-1) - 1, true
	}
	if u >= lim {
		return 0, false
	}
	return int64(u), true
}

// parseFloatBits reads a decimal or hexadecimal float into the bits of f.
func parseFloatBits(s string, f floatFormat) (uint64, error) {
	t := strings.TrimLeft(s, "+-")
	if strings.HasPrefix(t, "0x") || strings.HasPrefix(t, "0X") {
		v, ok := parseHexFloat(s, f)
		if !ok {
			return 0, fmt.Errorf("bad hexadecimal float")
		}
		return v, nil
	}
	if t == "" || !(t[0] >= '0' && t[0] <= '9' || t[0] == '.') {
		return 0, fmt.Errorf("not a number")
	}
	for i := 0; i < len(t); i++ {
		c := t[i]
		if !(c >= '0' && c <= '9' || c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-') {
			return 0, fmt.Errorf("not a number")
		}
	}
	switch f.width {
	case 16:
		x, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return 0, fmt.Errorf("not a number")
		}
		// spirv-as truncates a decimal float16 literal (rounds toward
		// zero) and refuses magnitudes of 2^16 or more.
		if math.Abs(x) >= 1<<16 {
			return 0, fmt.Errorf("out of range")
		}
		return uint64(f16.FromFloat64TowardZero(x)), nil
	case 32:
		x, err := strconv.ParseFloat(s, 32)
		if err != nil {
			if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
				return 0, fmt.Errorf("out of range")
			}
			return 0, fmt.Errorf("not a number")
		}
		return uint64(math.Float32bits(float32(x))), nil
	default:
		x, err := strconv.ParseFloat(s, 64)
		if err != nil {
			if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
				return 0, fmt.Errorf("out of range")
			}
			return 0, fmt.Errorf("not a number")
		}
		return math.Float64bits(x), nil
	}
}

// enumIndex maps each kind's enumerant names to their descriptions.
var enumIndex struct {
	once sync.Once
	m    [numOperandKinds]map[string]*EnumerantInfo
}

func enumerantByName(k OperandKind, name string) (*EnumerantInfo, bool) {
	enumIndex.once.Do(func() {
		for i := range kindTable {
			es := kindTable[i].Enumerants
			if len(es) == 0 {
				continue
			}
			m := make(map[string]*EnumerantInfo, len(es))
			for j := range es {
				if _, dup := m[es[j].Name]; !dup {
					m[es[j].Name] = &es[j]
				}
			}
			enumIndex.m[i] = m
		}
	})
	if int(k) >= len(enumIndex.m) {
		return nil, false
	}
	e, ok := enumIndex.m[k][name]
	return e, ok
}

func debugPrintfByName(name string) (*ExtInstInfo, bool) {
	for i := range debugPrintfTable {
		if debugPrintfTable[i].Name == name {
			return &debugPrintfTable[i], true
		}
	}
	return nil, false
}
