package nvasm

import "github.com/glslc-nv/glslc-nv/internal/nvisa"

// instruction parses one instruction statement and checks its modifiers.
func (ps *parser) instruction() *inst {
	t := ps.ident()
	info, ok := nvisa.Lookup(t.text)
	if !ok {
		ps.fail(t, "unknown instruction '%s'", t.text)
	}
	in := &inst{pos: t.pos, op: t.text, info: info, setc: -1}
	for ps.accept(".") {
		m := ps.ident()
		in.mods = append(in.mods, modifier{m.text, m.pos})
	}
	ps.modifiers(in)
	switch info.Kind {
	case kALU, kScalar, kCvt, kTG, kShf:
		in.dst = ps.dest()
		for i := 0; i < info.NSrc; i++ {
			ps.expect(",")
			in.srcs = append(in.srcs, ps.operand())
		}
	case kLoad:
		in.dst = ps.dest()
		ps.expect(",")
		in.srcs = append(in.srcs, ps.memOperand(in))
	case kStore:
		in.srcs = append(in.srcs, ps.operand())
		ps.expect(",")
		in.srcs = append(in.srcs, ps.memOperand(in))
	case kAtom:
		in.dst = ps.dest()
		ps.expect(",")
		in.srcs = append(in.srcs, ps.operand())
		ps.expect(",")
		in.srcs = append(in.srcs, ps.memOperand(in))
	case kFlow:
		ps.flow(in)
	}
	if info.Kind == kCvt && (in.srcs[0].neg || in.srcs[0].abs) {
		ps.fail(token{pos: in.srcs[0].pos}, "CVT takes no negation or absolute value on its operand")
	}
	if in.op == "PK64" && in.dst.d.kind != dLongTemp {
		ps.fail(token{pos: in.dst.pos}, "PK64 must write a LONG TEMP")
	}
	if in.op == "UP64" && (in.srcs[0].d == nil || in.srcs[0].d.kind != dLongTemp) {
		ps.fail(token{pos: in.srcs[0].pos}, "UP64 must read a LONG TEMP")
	}
	for i, s := range in.srcs {
		mem := (info.Kind == kLoad || info.Kind == kStore || info.Kind == kAtom) && i == len(in.srcs)-1
		if !mem && s.d != nil && (s.d.kind == dStorage || s.d.kind == dShared) {
			ps.fail(token{pos: s.pos}, "'%s' is memory: access it with LDB, STB, ATOMB, LDS, STS or ATOMS", s.d.name)
		}
	}
	return in
}

func (ps *parser) flow(in *inst) {
	switch in.op {
	case "IF":
		par := ps.accept("(")
		in.cc = ps.ccTest()
		if par {
			ps.expect(")")
		}
	case "REP":
		if !ps.is(";") {
			in.count = ps.operand()
		}
	case "BRK", "CONT", "RET":
		if ps.accept("(") {
			in.cc = ps.ccTest()
			ps.expect(")")
		}
	case "CAL":
		l := ps.ident()
		in.label, in.lpos = l.text, l.pos
		if ps.accept("(") {
			in.cc = ps.ccTest()
			ps.expect(")")
		}
	}
}

// memOperand parses name[offset] for a memory instruction and checks it.
func (ps *parser) memOperand(in *inst) *operand {
	t := ps.peek()
	o := ps.operand()
	want, what := dStorage, "STORAGE"
	if in.info.Flags&nvisa.Shared != 0 {
		want, what = dShared, "SHARED"
	}
	if o.d == nil || o.d.kind != want || o.neg || o.abs || o.nswz != 0 {
		ps.fail(t, "%s needs a %s variable, name or name[offset]", in.op, what)
	}
	if o.d.nbind > 1 && !o.idx2 {
		if !o.has || o.rel != nil {
			ps.fail(t, "'%s' is a buffer array: index it as %s[buffer] or %s[buffer][offset] with a constant buffer", o.d.name, o.d.name, o.d.name)
		}
		o.idx2, o.sub2 = true, &operand{pos: o.pos} // d[k]: buffer k at offset 0
	}
	if o.idx2 && (o.idx < 0 || o.idx >= o.d.nbind) {
		ps.fail(t, "buffer index %d out of range 0..%d", o.idx, o.d.nbind-1)
	}
	if want == dShared {
		off, n := o.d.base+o.idx, in.st.Size*in.st.N
		if o.rel == nil && (off < 0 || off+n > ps.prog.sharedSize) {
			ps.fail(t, "shared memory access of %d bytes at offset %d is beyond SHARED_MEMORY %d", n, off, ps.prog.sharedSize)
		}
	}
	return o
}

// modifiers classifies and checks the opcode suffixes of in against
// internal/nvisa's table, after the OPTIONs and declarations an
// instruction needs.
func (ps *parser) modifiers(in *inst) {
	info := in.info
	switch info.Kind {
	case kLoad, kStore, kAtom:
		if info.Flags&nvisa.Buffer != 0 && !ps.hasOption("NV_shader_storage_buffer") {
			ps.fail(token{pos: in.pos}, "%s requires OPTION NV_shader_storage_buffer", in.op)
		}
		if info.Flags&nvisa.Shared != 0 && !ps.prog.sharedSet {
			ps.fail(token{pos: in.pos}, "%s without a SHARED_MEMORY statement", in.op)
		}
	case kShf:
		if !ps.hasOption("NV_shader_thread_shuffle") {
			ps.fail(token{pos: in.pos}, "%s requires OPTION NV_shader_thread_shuffle", in.op)
		}
	case kTG:
		if in.op == "TGBALLOT" && !ps.hasOption("NV_shader_thread_group") {
			ps.fail(token{pos: in.pos}, "TGBALLOT requires OPTION NV_shader_thread_group")
		}
	}
	names := make([]string, len(in.mods))
	for i, m := range in.mods {
		names[i] = m.name
	}
	d, err := nvisa.Decode(in.op, names)
	if err != nil {
		at := token{pos: in.pos}
		if me, ok := err.(*nvisa.ModError); ok && me.Mod >= 0 {
			at = token{pos: in.mods[me.Mod].pos, text: in.mods[me.Mod].name}
		}
		ps.fail(at, "%s", err.Error())
	}
	in.typ, in.setc, in.sat, in.hi, in.rnd, in.cta = valTypes[d.Type], d.SetCC, d.Sat, d.Hi, d.Rnd, d.CTA
	in.atom, in.st, in.cvt = d.Atom, d.St, d.Cvt
	if info.Kind == kAtom {
		if d.St.Name == "F32" && !ps.hasOption("NV_shader_atomic_float") {
			ps.fail(token{pos: in.mods[1].pos}, "%s.%s.F32 requires OPTION NV_shader_atomic_float", in.op, in.atom)
		}
		if d.St.Size == 8 {
			ps.fail(token{pos: in.mods[1].pos}, "64-bit atomics are not supported by this translator")
		}
	}
}
