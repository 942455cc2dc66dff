package nvasm

// instruction parses one instruction statement and checks its modifiers.
func (ps *parser) instruction() *inst {
	t := ps.ident()
	info := opTable[t.text]
	if info == nil {
		ps.fail(t, "unknown instruction '%s'", t.text)
	}
	in := &inst{pos: t.pos, op: t.text, info: info, setc: -1}
	for ps.accept(".") {
		m := ps.ident()
		in.mods = append(in.mods, modifier{m.text, m.pos})
	}
	ps.modifiers(in)
	switch info.kind {
	case kALU, kScalar, kCvt, kTG, kShf:
		in.dst = ps.dest()
		for i := 0; i < info.nsrc; i++ {
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
	if info.kind == kCvt && (in.srcs[0].neg || in.srcs[0].abs) {
		ps.fail(token{pos: in.srcs[0].pos}, "CVT takes no negation or absolute value on its operand")
	}
	if in.op == "PK64" && in.dst.d.kind != dLongTemp {
		ps.fail(token{pos: in.dst.pos}, "PK64 must write a LONG TEMP")
	}
	if in.op == "UP64" && (in.srcs[0].d == nil || in.srcs[0].d.kind != dLongTemp) {
		ps.fail(token{pos: in.srcs[0].pos}, "UP64 must read a LONG TEMP")
	}
	for i, s := range in.srcs {
		mem := (info.kind == kLoad || info.kind == kStore || info.kind == kAtom) && i == len(in.srcs)-1
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
	if in.info.flags&aMemS != 0 {
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
		off, n := o.d.base+o.idx, in.st.size*in.st.n
		if o.rel == nil && (off < 0 || off+n > ps.prog.sharedSize) {
			ps.fail(t, "shared memory access of %d bytes at offset %d is beyond SHARED_MEMORY %d", n, off, ps.prog.sharedSize)
		}
	}
	return o
}

// modifiers classifies and checks the opcode suffixes of in.
func (ps *parser) modifiers(in *inst) {
	info := in.info
	typeSet := false
	in.typ = tyF
	if info.flags&aDefS != 0 {
		in.typ = tyS
	}
	bad := func(m modifier) {
		ps.fail(token{pos: m.pos, text: m.name}, "modifier '%s' is not allowed on %s", m.name, in.op)
	}
	switch info.kind {
	case kLoad, kStore, kAtom:
		if info.flags&aMemB != 0 && !ps.hasOption("NV_shader_storage_buffer") {
			ps.fail(token{pos: in.pos}, "%s requires OPTION NV_shader_storage_buffer", in.op)
		}
		if info.flags&aMemS != 0 && !ps.prog.sharedSet {
			ps.fail(token{pos: in.pos}, "%s without a SHARED_MEMORY statement", in.op)
		}
		rest := in.mods
		if info.kind == kAtom {
			if len(rest) == 0 || atomTypes[rest[0].name] == nil {
				ps.fail(token{pos: in.pos}, "%s needs an atomic operation (ADD, MIN, MAX, IWRAP, DWRAP, AND, OR, XOR, EXCH, CSWAP)", in.op)
			}
			in.atom, rest = rest[0].name, rest[1:]
		}
		if len(rest) == 0 {
			ps.fail(token{pos: in.pos}, "%s needs a storage modifier", in.op)
		}
		st, ok := parseStorType(rest[0].name)
		if !ok {
			ps.fail(token{pos: rest[0].pos}, "unknown storage modifier '%s' on %s", rest[0].name, in.op)
		}
		for _, m := range rest[1:] {
			switch {
			case m.name == "COH" || m.name == "VOL": // cache hints: no effect here
			case info.kind == kStore || in.setc >= 0:
				bad(m)
			case m.name == "CC" || m.name == "CC0":
				in.setc = 0
			case m.name == "CC1":
				in.setc = 1
			default:
				bad(m)
			}
		}
		if st.name == "F16" || st.size < 4 && st.n > 1 || st.name[0] == 'F' && st.size == 2 {
			ps.fail(token{pos: rest[0].pos}, "storage modifier %s requires NV_gpu_program5_mem_extended, which is not supported", st.name)
		}
		if info.kind == kAtom {
			ok := false
			for _, a := range atomTypes[in.atom] {
				ok = ok || a == st.name
			}
			if !ok {
				ps.fail(token{pos: rest[0].pos}, "storage modifier %s is not allowed for %s.%s", st.name, in.op, in.atom)
			}
			if st.name == "F32" && !ps.hasOption("NV_shader_atomic_float") {
				ps.fail(token{pos: rest[0].pos}, "%s.%s.F32 requires OPTION NV_shader_atomic_float", in.op, in.atom)
			}
			if st.size == 8 {
				ps.fail(token{pos: rest[0].pos}, "64-bit atomics are not supported by this translator")
			}
		}
		in.st = st
		return
	case kShf:
		if !ps.hasOption("NV_shader_thread_shuffle") {
			ps.fail(token{pos: in.pos}, "%s requires OPTION NV_shader_thread_shuffle", in.op)
		}
	case kTG:
		if in.op == "TGBALLOT" && !ps.hasOption("NV_shader_thread_group") {
			ps.fail(token{pos: in.pos}, "TGBALLOT requires OPTION NV_shader_thread_group")
		}
	case kBar:
		for _, m := range in.mods {
			if in.op != "MEMBAR" || m.name != "CTA" || in.cta {
				bad(m)
			}
			in.cta = true
		}
		return
	case kCvt:
		var sts []*storType
		for _, m := range in.mods {
			switch m.name {
			case "CC", "CC0", "CC1":
				in.setc = int(m.name[len(m.name)-1]-'0') % 2
				if m.name == "CC" {
					in.setc = 0
				}
				continue
			case "ROUND", "CEIL", "FLR", "TRUNC":
				if in.rnd != "" {
					bad(m)
				}
				in.rnd = m.name
				continue
			case "SAT":
				if in.sat != 0 {
					bad(m)
				}
				in.sat = 1
				continue
			}
			st, ok := parseStorType(m.name)
			if !ok || st.n > 1 || st.name == "F16" || len(sts) == 2 {
				if !ok {
					ps.fail(token{pos: m.pos}, "unknown modifier '%s' on CVT", m.name)
				}
				bad(m)
			}
			sts = append(sts, st)
		}
		if len(sts) != 2 {
			ps.fail(token{pos: in.pos}, "CVT needs a destination and a source storage type")
		}
		in.cvt = [2]*storType{sts[0], sts[1]}
		return
	}
	for _, m := range in.mods {
		switch m.name {
		case "F", "S", "U", "F32", "S32", "U32":
			if typeSet && in.hi == 2 {
				ps.fail(token{pos: m.pos}, "MUL.S24 and MUL.U24 take no data type modifier")
			}
			if typeSet || info.flags&map[byte]int{'F': aF, 'S': aS, 'U': aU}[m.name[0]] == 0 {
				bad(m)
			}
			typeSet = true
			in.typ = map[byte]valType{'F': tyF, 'S': tyS, 'U': tyU}[m.name[0]]
		case "F64", "S64", "U64":
			if typeSet || info.flags&a64 == 0 || info.flags&map[byte]int{'F': aF, 'S': aS, 'U': aU}[m.name[0]] == 0 {
				bad(m)
			}
			typeSet = true
			in.typ = map[byte]valType{'F': tyF64, 'S': tyS64, 'U': tyU64}[m.name[0]]
		case "CC", "CC0", "CC1":
			if info.flags&aCC == 0 || in.setc >= 0 {
				bad(m)
			}
			in.setc = 0
			if m.name == "CC1" {
				in.setc = 1
			}
		case "SAT", "SSAT":
			if info.flags&aSat == 0 || in.sat != 0 {
				bad(m)
			}
			in.sat = 1
			if m.name == "SSAT" {
				in.sat = 2
			}
		case "HI", "S24", "U24":
			if info.flags&aMul == 0 || in.hi != 0 {
				bad(m)
			}
			in.hi = 1
			if m.name != "HI" { // S24/U24 imply the type
				in.hi = 2
				if typeSet {
					bad(m)
				}
				in.typ, typeSet = tyS, true
				if m.name == "U24" {
					in.typ = tyU
				}
			}
		case "PREC", "NTC":
		default:
			if _, ok := parseStorType(m.name); ok {
				bad(m)
			}
			ps.fail(token{pos: m.pos}, "unknown modifier '%s' on %s", m.name, in.op)
		}
	}
	if in.sat != 0 && in.typ != tyF {
		ps.fail(token{pos: in.pos}, ".SAT and .SSAT need a float result on %s", in.op)
	}
	if in.hi != 0 && in.typ.is64() {
		ps.fail(token{pos: in.pos}, "MUL.HI/.S24/.U24 take no 64-bit type")
	}
	if in.hi != 0 && in.typ == tyF {
		ps.fail(token{pos: in.pos}, "MUL.HI/.S24/.U24 need an integer type")
	}
}
