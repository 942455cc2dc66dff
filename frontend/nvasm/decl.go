package nvasm

import "github.com/glslc-nv/glslc-nv/internal/nvisa"

func (ps *parser) declare(t token, d *decl) {
	if reserved[t.text] {
		ps.fail(t, "'%s' is a reserved word", t.text)
	}
	if old := ps.prog.decls[t.text]; old != nil {
		ps.fail(t, "'%s' is already declared at %d:%d", t.text, old.pos.Line, old.pos.Col)
	}
	d.name, d.pos = t.text, t.pos
	ps.prog.decls[t.text] = d
}

var reserved = map[string]bool{
	"program": true, "result": true, "state": true, "texture": true, "invocation": true,
	"vertex": true, "fragment": true, "primitive": true,
}

// declaration parses a declaration or option statement starting at t and
// reports whether it was one.
func (ps *parser) declaration(t token) bool {
	switch t.text {
	case "OPTION":
		ps.next()
		n := ps.ident()
		if len(ps.prog.decls) > 0 || len(ps.prog.routines) > 1 || len(ps.cur.insts) > 0 || ps.prog.groupSet || ps.prog.sharedSet {
			ps.fail(n, "OPTION must come before every other statement")
		}
		if !nvisa.KnownOption(n.text) {
			ps.fail(n, "unknown OPTION '%s'", n.text)
		}
		ps.prog.options[n.text] = n.pos
	case "GROUP_SIZE":
		ps.next()
		if ps.prog.groupSet {
			ps.fail(t, "more than one GROUP_SIZE statement")
		}
		sz := [3]uint32{1, 1, 1}
		for i := 0; i < 3; i++ {
			if i > 0 && ps.peek().kind != tInt {
				break
			}
			v, vt := ps.intLit()
			if v < 1 || v > 1024 {
				ps.fail(vt, "GROUP_SIZE %d out of range 1..1024", v)
			}
			sz[i] = uint32(v)
		}
		if sz[0]*sz[1]*sz[2] > 1024 {
			ps.fail(t, "GROUP_SIZE %dx%dx%d has more than 1024 invocations", sz[0], sz[1], sz[2])
		}
		ps.prog.groupSize, ps.prog.groupSet = sz, true
	case "SHARED_MEMORY":
		ps.next()
		if ps.prog.sharedSet {
			ps.fail(t, "more than one SHARED_MEMORY statement")
		}
		v, vt := ps.intLit()
		if v < 0 || v > 1<<20 {
			ps.fail(vt, "SHARED_MEMORY %d out of range", v)
		}
		ps.prog.sharedSize, ps.prog.sharedSet = int(v), true
	case "SHARED":
		ps.next()
		n := ps.ident()
		if !ps.prog.sharedSet {
			ps.fail(t, "SHARED without a SHARED_MEMORY statement")
		}
		d := &decl{kind: dShared}
		ps.memoryBinding(d, "sharedmem")
		ps.declare(n, d)
	case "STORAGE":
		ps.next()
		if !ps.hasOption("NV_shader_storage_buffer") {
			ps.fail(t, "STORAGE requires OPTION NV_shader_storage_buffer")
		}
		n := ps.ident()
		d := &decl{kind: dStorage}
		ps.memoryBinding(d, "storage")
		ps.declare(n, d)
	case "TEMP", "LONG", "INT", "UINT", "FLOAT", "SHORT":
		ps.next()
		long := t.text == "LONG"
		if t.text != "TEMP" {
			if ps.is("PARAM") {
				ps.next()
				ty := map[string]valType{"INT": tyS, "UINT": tyU}[t.text]
				if t.text != "INT" && t.text != "UINT" && t.text != "FLOAT" {
					ps.fail(t, "'%s PARAM' is not a PARAM type", t.text)
				}
				ps.param(ty)
				return true
			}
			if ps.is("ATTRIB") {
				return ps.declaration(ps.peek())
			}
			ps.expectWord("TEMP")
		}
		for {
			n := ps.ident()
			d := &decl{kind: dTemp}
			if long {
				d.kind = dLongTemp
			}
			if ps.is("[") {
				ps.next()
				v, vt := ps.intLit()
				if v < 1 || v > 4096 {
					ps.fail(vt, "TEMP array size %d out of range 1..4096", v)
				}
				ps.expect("]")
				d.size, d.array = int(v), true
			}
			ps.declare(n, d)
			if !ps.accept(",") {
				break
			}
		}
	case "PARAM":
		ps.next()
		ps.param(tyF)
	case "ATTRIB":
		ps.next()
		n := ps.ident()
		ps.expect("=")
		b := ps.bindingRef(ps.ident())
		if b.name == "local" {
			ps.fail(n, "ATTRIB of program.local; use PARAM")
		}
		ps.declare(n, &decl{kind: dAttrib, attrib: b})
	case "ALIAS":
		ps.next()
		n := ps.ident()
		ps.expect("=")
		o := ps.ident()
		d := ps.lookup(o)
		ps.declare(n, &decl{kind: dAlias, alias: d})
	case "CBUFFER", "BUFFER", "BUFFER4", "OUTPUT", "TEXTURE", "IMAGE", "ADDRESS":
		ps.fail(t, "%s is not supported by this translator", t.text)
	default:
		return false
	}
	return true
}

func (ps *parser) expectWord(s string) {
	t := ps.peek()
	if t.kind != tIdent || t.text != s {
		ps.fail(t, "expected '%s', found %s", s, describe(t))
	}
	ps.next()
}

func (ps *parser) arraySize(d *decl) {
	if !ps.accept("[") {
		return
	}
	d.array = true
	if !ps.is("]") {
		v, vt := ps.intLit()
		if v < 1 {
			ps.fail(vt, "array size must be positive")
		}
		d.size = int(v)
	}
	ps.expect("]")
}

// param parses the rest of a PARAM statement; its constants are of type
// ty (FLOAT unless declared INT PARAM or UINT PARAM).
func (ps *parser) param(ty valType) {
	n := ps.ident()
	d := &decl{kind: dParam, ptype: ty}
	ps.arraySize(d)
	ps.expect("=")
	if d.array {
		ps.expect("{")
		for {
			if ps.is("{") || ps.peek().kind == tInt || ps.peek().kind == tFloat || ps.is("-") {
				d.params = append(d.params, paramEntry{constant: ps.typedConstant(ty)})
			} else {
				ps.expectWord("program")
				ps.expect(".")
				ps.expectWord("local")
				ps.expect("[")
				a, at := ps.intLit()
				b := a
				if ps.accept("..") {
					b, _ = ps.intLit()
				}
				ps.expect("]")
				if a < 0 || b < a || b > 1023 {
					ps.fail(at, "program.local range %d..%d out of range 0..1023", a, b)
				}
				for i := a; i <= b; i++ {
					d.params = append(d.params, paramEntry{local: int(i)})
				}
				ps.prog.maxLocal = max(ps.prog.maxLocal, int(b)+1)
			}
			if !ps.accept(",") {
				break
			}
		}
		ps.expect("}")
		if d.size == 0 {
			d.size = len(d.params)
		} else if d.size != len(d.params) {
			ps.fail(n, "PARAM array '%s' declared with %d elements but initialized with %d", n.text, d.size, len(d.params))
		}
	} else if ps.is("{") || ps.peek().kind == tInt || ps.peek().kind == tFloat || ps.is("-") {
		d.params = []paramEntry{{constant: ps.typedConstant(ty)}}
	} else {
		b := ps.bindingRef(ps.ident())
		if b.name != "local" {
			ps.fail(n, "PARAM may only bind program.local or constants")
		}
		d.params = []paramEntry{{local: b.index}}
	}
	ps.declare(n, d)
}

// bindingRef parses the rest of program.local[i], invocation.x or
// state.thread.warpsize after its first word t.
func (ps *parser) bindingRef(t token) *binding {
	switch t.text {
	case "program":
		ps.expect(".")
		w := ps.ident()
		if w.text == "env" {
			ps.fail(w, "program.env is not supported; use program.local")
		}
		if w.text != "local" {
			ps.fail(w, "unknown binding 'program.%s'", w.text)
		}
		ps.expect("[")
		v, vt := ps.intLit()
		ps.expect("]")
		if v < 0 || v > 1023 {
			ps.fail(vt, "program.local[%d] out of range 0..1023", v)
		}
		ps.prog.maxLocal = max(ps.prog.maxLocal, int(v)+1)
		return &binding{name: "local", index: int(v), pos: t.pos}
	case "invocation":
		ps.expect(".")
		w := ps.ident()
		tg, ok := nvisa.Attrib(w.text)
		if !ok {
			ps.fail(w, "unknown binding 'invocation.%s'", w.text)
		}
		if tg && !ps.hasOption("NV_shader_thread_group") {
			ps.fail(w, "invocation.%s requires OPTION NV_shader_thread_group", w.text)
		}
		return &binding{name: w.text, pos: t.pos}
	case "state":
		ps.expect(".")
		w := ps.ident()
		if w.text != "thread" {
			ps.fail(w, "unknown binding 'state.%s'", w.text)
		}
		ps.expect(".")
		w = ps.ident()
		if w.text != "warpsize" {
			ps.fail(w, "unknown binding 'state.thread.%s'", w.text)
		}
		if !ps.hasOption("NV_shader_thread_group") {
			ps.fail(w, "state.thread.warpsize requires OPTION NV_shader_thread_group")
		}
		return &binding{name: "warpsize", pos: t.pos}
	}
	ps.fail(t, "unknown binding '%s'", t.text)
	return nil
}

// typedConstant parses a constant and checks it against type ty.
func (ps *parser) typedConstant(ty valType) *constant {
	t := ps.peek()
	c := ps.constant()
	if msg := constantError(c, ty); msg != "" {
		ps.fail(t, "%s", msg)
	}
	return c
}

// constantError says why constant c cannot be read as type ty: a float
// literal read as an integer, a negative literal read as unsigned, or a
// value too large for a signed integer.
func constantError(c *constant, ty valType) string {
	for i := 0; i < c.n; i++ {
		n := c.vals[i]
		switch {
		case ty.base() == tyF:
		case n.isFloat:
			return "floating-point constant used as an integer"
		case ty.base() == tyU && n.i < 0:
			return "negative constant used as an unsigned integer"
		case ty == tyS && n.i > 0x7fffffff:
			return "constant too large for a signed integer"
		}
	}
	return ""
}

// memRange is one item of a STORAGE or SHARED binding list:
// program.storage[a..b][c..d] or program.sharedmem[c..d] with the parts
// that were written.
type memRange struct {
	a, b  int // buffers (storage only)
	c, d  int // elements (bytes)
	elems bool
	tok   token
}

// memoryBinding parses "[n] = binding" or "[n] = { binding, ... }" of a
// STORAGE (what = "storage") or SHARED (what = "sharedmem") statement.
// Elements are bytes; the items of a list must name the same buffers and
// consecutive elements.
func (ps *parser) memoryBinding(d *decl, what string) {
	ps.arraySize(d)
	ps.expect("=")
	var items []memRange
	if ps.accept("{") {
		for {
			items = append(items, ps.memItem(what))
			if !ps.accept(",") {
				break
			}
		}
		ps.expect("}")
	} else {
		items = append(items, ps.memItem(what))
	}
	first := items[0]
	d.bind, d.nbind, d.base = first.a, first.b-first.a+1, first.c
	count := 0
	for i, it := range items {
		if !it.elems {
			if len(items) > 1 {
				ps.fail(it.tok, "a whole-memory binding must be the only item")
			}
			count = -1
			break
		}
		if it.a != first.a || it.b != first.b {
			ps.fail(it.tok, "all items must name the same binding points")
		}
		if i > 0 && it.c != items[i-1].d+1 {
			ps.fail(it.tok, "items must name consecutive elements")
		}
		count += it.d - it.c + 1
	}
	switch {
	case count > 0 && d.size > 0 && d.size != count:
		ps.fail(first.tok, "'%s' declared with %d elements but bound to %d", "array", d.size, count)
	case count > 0:
		d.limit = count
	case d.size > 0:
		d.limit = d.size
	}
	if d.kind == dShared && d.base+max(d.limit, 0) > ps.prog.sharedSize {
		ps.fail(first.tok, "shared memory elements %d..%d are beyond SHARED_MEMORY %d", d.base, d.base+d.limit-1, ps.prog.sharedSize)
	}
}

func (ps *parser) memItem(what string) memRange {
	t := ps.peek()
	ps.expectWord("program")
	ps.expect(".")
	w := ps.ident()
	if w.text != what {
		ps.fail(w, "expected 'program.%s', found 'program.%s'", what, w.text)
	}
	it := memRange{tok: t}
	rng := func() (int, int) {
		ps.expect("[")
		a, at := ps.intLit()
		b := a
		if ps.accept("..") {
			b, _ = ps.intLit()
		}
		ps.expect("]")
		if a < 0 || b < a || b > 1<<24 {
			ps.fail(at, "bad range %d..%d", a, b)
		}
		return int(a), int(b)
	}
	if what == "storage" {
		it.a, it.b = rng()
		if it.b > 15 {
			ps.fail(t, "storage buffer binding range %d..%d out of range 0..15", it.a, it.b)
		}
	}
	if ps.is("[") {
		it.c, it.d = rng()
		it.elems = true
	}
	return it
}
