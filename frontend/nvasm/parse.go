package nvasm

import (
	"github.com/glslc-nv/glslc-nv/internal/nvisa"
	"math"
	"strconv"
	"strings"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
)

// parser reads the token list into a program, reporting syntax errors
// and the load-time errors that a single statement shows.
type parser struct {
	toks  []token
	p     int
	diags *diag.List
	prog  *program
	cur   *routine
	ended bool
	depth int
}

type syntaxError struct{}

func (ps *parser) peek() token { return ps.toks[ps.p] }

func (ps *parser) next() token {
	t := ps.toks[ps.p]
	if ps.p < len(ps.toks)-1 {
		ps.p++
	}
	return t
}

func (ps *parser) is(s string) bool {
	t := ps.peek()
	return (t.kind == tPunct || t.kind == tIdent) && t.text == s
}

func (ps *parser) accept(s string) bool {
	if ps.is(s) {
		ps.next()
		return true
	}
	return false
}

// fail reports a syntax error at t and abandons the statement.
func (ps *parser) fail(t token, format string, args ...any) {
	ps.diags.Errorf(t.pos, format, args...)
	panic(syntaxError{})
}

func describe(t token) string {
	switch t.kind {
	case tEOF:
		return "end of file"
	case tIdent:
		return "'" + t.text + "'"
	}
	return "'" + t.text + "'"
}

func (ps *parser) expect(s string) token {
	t := ps.peek()
	if !ps.accept(s) {
		ps.fail(t, "expected '%s', found %s", s, describe(t))
	}
	return t
}

func (ps *parser) ident() token {
	t := ps.peek()
	if t.kind != tIdent {
		ps.fail(t, "expected a name, found %s", describe(t))
	}
	return ps.next()
}

func (ps *parser) intLit() (int64, token) {
	t := ps.peek()
	neg := false
	if ps.is("-") {
		neg = true
		ps.next()
		t = ps.peek()
	}
	if t.kind != tInt {
		ps.fail(t, "expected an integer, found %s", describe(t))
	}
	ps.next()
	v, ok := parseInt(t.text)
	if !ok {
		ps.fail(t, "integer %s out of range", t.text)
	}
	if neg {
		v = -v
	}
	return v, t
}

func parseInt(s string) (int64, bool) {
	var u uint64
	var err error
	if strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X") {
		u, err = strconv.ParseUint(s[2:], 16, 64)
	} else {
		u, err = strconv.ParseUint(s, 10, 64)
	}
	if err != nil || u > math.MaxUint32 {
		return 0, false
	}
	return int64(u), true
}

// parse reads the whole program.
func parse(file string, src []byte, diags *diag.List) *program {
	lx := &lexer{file: file, src: src, line: 1, col: 1, diags: diags}
	ps := &parser{toks: lx.all(), diags: diags, prog: &program{
		options: map[string]diag.Pos{},
		decls:   map[string]*decl{},
	}}
	ps.cur = &routine{}
	ps.prog.routines = append(ps.prog.routines, ps.cur)
	t := ps.peek()
	ps.prog.headPos = t.pos
	if t.kind != tHeader || t.text != "!!NVcp5.0" {
		diags.Errorf(t.pos, "program must start with !!NVcp5.0, found %s", describe(t))
		if t.kind != tHeader {
			return ps.prog
		}
	}
	ps.next()
	for !ps.ended && ps.peek().kind != tEOF && !diags.Full() {
		ps.statement()
	}
	if !ps.ended {
		diags.Errorf(ps.peek().pos, "missing END")
	} else if t := ps.peek(); t.kind != tEOF {
		diags.Errorf(t.pos, "text after END")
	}
	return ps.prog
}

// statement parses one statement, skipping to the next ';' after a
// syntax error.
func (ps *parser) statement() {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(syntaxError); !ok {
				panic(r)
			}
			for {
				t := ps.next()
				if t.kind == tEOF || t.kind == tPunct && t.text == ";" {
					return
				}
			}
		}
	}()
	ps.depth = 0
	t := ps.peek()
	if t.kind != tIdent {
		ps.fail(t, "expected a statement, found %s", describe(t))
	}
	if t.text == "END" {
		ps.prog.endPos = t.pos
		ps.next()
		ps.ended = true
		return
	}
	if ps.toks[min(ps.p+1, len(ps.toks)-1)].text == ":" && ps.toks[min(ps.p+1, len(ps.toks)-1)].kind == tPunct {
		ps.next()
		ps.next()
		ps.label(t)
		return
	}
	if ps.declaration(t) {
		ps.expect(";")
		return
	}
	in := ps.instruction()
	ps.expect(";")
	ps.cur.insts = append(ps.cur.insts, in)
}

func (ps *parser) label(t token) {
	if d := ps.prog.decls[t.text]; d != nil {
		ps.diags.Errorf(t.pos, "'%s' is already declared", t.text)
		return
	}
	ps.prog.decls[t.text] = &decl{kind: dLabel, name: t.text, pos: t.pos}
	ps.cur = &routine{name: t.text, pos: t.pos}
	ps.prog.routines = append(ps.prog.routines, ps.cur)
}

func (ps *parser) hasOption(name string) bool {
	_, ok := ps.prog.options[name]
	return ok
}

func (ps *parser) lookup(t token) *decl {
	d := ps.prog.decls[t.text]
	if d == nil {
		ps.fail(t, "undeclared name '%s'", t.text)
	}
	for i := 0; d.kind == dAlias && i < 100; i++ {
		d = d.alias
	}
	if d.kind == dLabel {
		ps.fail(t, "'%s' is a label", t.text)
	}
	return d
}

func (ps *parser) number() number {
	neg := ps.accept("-")
	t := ps.peek()
	var n number
	switch t.kind {
	case tInt:
		v, ok := parseInt(t.text)
		if !ok {
			ps.fail(t, "integer %s out of range", t.text)
		}
		n.i, n.f = v, float64(v)
	case tFloat:
		f, err := strconv.ParseFloat(t.text, 64)
		if err != nil && !strings.Contains(err.Error(), "range") {
			ps.fail(t, "bad number %s", t.text)
		}
		n.isFloat, n.f, n.i = true, f, int64(f)
		if math.IsInf(f, 0) || f > math.MaxInt64 || f < math.MinInt64 {
			n.i = 0
		}
	default:
		ps.fail(t, "expected a number, found %s", describe(t))
	}
	ps.next()
	if neg {
		n.i, n.f = -n.i, -n.f
	}
	return n
}

// constant parses a scalar or {a,b,c,d} literal.
func (ps *parser) constant() *constant {
	c := &constant{}
	if !ps.accept("{") {
		c.vals[0] = ps.number()
		c.n = 1
		return c
	}
	for {
		if c.n == 4 {
			ps.fail(ps.peek(), "too many components in a vector constant")
		}
		c.vals[c.n] = ps.number()
		c.n++
		if !ps.accept(",") {
			break
		}
	}
	ps.expect("}")
	return c
}

func swizzleOf(t token, mask bool) ([4]int, int, bool) {
	var s [4]int
	if len(t.text) < 1 || len(t.text) > 4 {
		return s, 0, false
	}
	set := "xyzw"
	if strings.ContainsAny(t.text[:1], "rgba") {
		set = "rgba"
	}
	last := -1
	for i := 0; i < len(t.text); i++ {
		k := strings.IndexByte(set, t.text[i])
		if k < 0 || mask && k <= last {
			return s, 0, false
		}
		s[i], last = k, k
	}
	for i := len(t.text); i < 4; i++ {
		s[i] = s[len(t.text)-1]
	}
	return s, len(t.text), true
}

func (ps *parser) swizzle() ([4]int, int) {
	if !ps.accept(".") {
		return [4]int{0, 1, 2, 3}, 0
	}
	t := ps.ident()
	s, n, ok := swizzleOf(t, false)
	if !ok {
		ps.fail(t, "bad swizzle '.%s'", t.text)
	}
	return s, n
}

// operand parses a source operand.
func (ps *parser) operand() *operand {
	ps.depth++
	if ps.depth > 16 {
		ps.fail(ps.peek(), "operand nested too deeply")
	}
	o := &operand{pos: ps.peek().pos}
	if ps.accept("-") {
		o.neg = true
	}
	if ps.accept("|") {
		o.abs = true
	}
	t := ps.peek()
	switch {
	case t.kind == tInt || t.kind == tFloat || ps.is("{"):
		o.c = ps.constant()
	case t.kind == tIdent:
		ps.next()
		switch t.text {
		case "program", "invocation", "state":
			o.b = ps.bindingRef(t)
		default:
			o.d = ps.lookup(t)
			if ps.is("[") {
				ps.subscript(o)
			}
			ps.checkIndex(t, o.d, o.has, o.rel, o.idx)
		}
	default:
		ps.fail(t, "expected an operand, found %s", describe(t))
	}
	o.swz, o.nswz = ps.swizzle()
	if o.abs {
		ps.expect("|")
	}
	return o
}

// checkIndex checks that arrays are indexed, scalars are not, and
// constant indices are in range. Memory names are checked by memOperand.
func (ps *parser) checkIndex(t token, d *decl, has bool, rel *operand, idx int) {
	switch d.kind {
	case dStorage, dShared:
		return
	case dTemp, dParam:
		n := d.size
		if d.kind == dParam {
			n = len(d.params)
		}
		switch {
		case d.array && !has:
			ps.fail(t, "array '%s' needs an index", d.name)
		case !d.array && has:
			ps.fail(t, "'%s' is not an array", d.name)
		case has && rel == nil && (idx < 0 || idx >= n):
			ps.fail(t, "index %d out of range for '%s[%d]'", idx, d.name, n)
		}
	default:
		if has {
			ps.fail(t, "'%s' is not an array", d.name)
		}
	}
}

// subscript parses [index] (and a second [offset] for buffer arrays).
func (ps *parser) subscript(o *operand) {
	ps.next()
	o.has = true
	o.rel, o.idx = ps.index()
	ps.expect("]")
	if o.d.kind == dStorage && o.d.nbind > 1 && ps.is("[") {
		ps.next()
		if o.rel != nil {
			ps.fail(token{pos: o.rel.pos}, "a buffer-array index must be a constant")
		}
		inner := &operand{pos: ps.peek().pos}
		inner.rel, inner.idx = ps.index()
		ps.expect("]")
		o.idx2, o.sub2 = true, inner
	}
}

// index parses "k", "reg.c" or "reg.c + k".
func (ps *parser) index() (*operand, int) {
	if ps.peek().kind == tInt {
		v, _ := ps.intLit()
		return nil, int(v)
	}
	r := ps.operand()
	if r.nswz > 1 || r.c != nil && r.c.n > 1 {
		ps.fail(ps.peek(), "an index must be a scalar")
	}
	k := 0
	if ps.accept("+") {
		v, _ := ps.intLit()
		k = int(v)
	} else if ps.accept("-") {
		v, _ := ps.intLit()
		k = -int(v)
	}
	return r, k
}

// dest parses a destination register.
func (ps *parser) dest() *dest {
	t := ps.ident()
	d := &dest{pos: t.pos, mask: [4]bool{true, true, true, true}}
	d.d = ps.lookup(t)
	if d.d.kind != dTemp && d.d.kind != dLongTemp {
		ps.fail(t, "'%s' is not a TEMP and cannot be written", t.text)
	}
	if ps.accept("[") {
		if !d.d.array {
			ps.fail(t, "'%s' is not an array", t.text)
		}
		d.has = true
		d.rel, d.idx = ps.index()
		ps.expect("]")
	} else if d.d.array {
		ps.fail(t, "array '%s' needs an index", t.text)
	}
	ps.checkIndex(t, d.d, d.has, d.rel, d.idx)
	if ps.accept(".") {
		m := ps.ident()
		s, n, ok := swizzleOf(m, true)
		if !ok {
			ps.fail(m, "bad write mask '.%s'", m.text)
		}
		d.mask = [4]bool{}
		for i := 0; i < n; i++ {
			d.mask[s[i]] = true
		}
	}
	if ps.accept("(") {
		d.cc = ps.ccTest()
		ps.expect(")")
	}
	return d
}

func (ps *parser) ccTest() *ccTest {
	t := ps.ident()
	cond, reg, ok := nvisa.ParseCC(t.text)
	if !ok {
		ps.fail(t, "unknown condition code test '%s'", t.text)
	}
	c := &ccTest{pos: t.pos, cond: cond, reg: reg}
	c.swz, c.nswz = ps.swizzle()
	return c
}
