package opt

import "github.com/glslc-nv/glslc-nv/spirv"

// Storage classes and memory-access bits this file needs.
const (
	storageFunction = 7
	accessVolatile  = 0x1
)

// mem2reg turns the promotable variables of every function into SSA
// values and reports whether it changed anything.
func mem2reg(m *Module) bool {
	t := newTypeInfo(m)
	changed := false
	for _, f := range m.Funcs {
		if len(f.Blocks) > 0 && promote(m, t, f) {
			changed = true
		}
	}
	return changed
}

// typeInfo knows the pointee of every pointer type and where new OpUndefs
// go.
type typeInfo struct {
	pointee map[uint32]uint32
	undef   map[uint32]uint32
}

func newTypeInfo(m *Module) *typeInfo {
	t := &typeInfo{pointee: map[uint32]uint32{}, undef: map[uint32]uint32{}}
	for _, in := range m.Globals {
		switch in.Op {
		case spirv.OpTypePointer:
			t.pointee[in.Result()] = in.Words[3]
		case spirv.OpUndef:
			t.undef[in.Type()] = in.Result()
		}
	}
	return t
}

// undefOf is an OpUndef of type typ, declared at the end of the globals
// when the module has none.
func (t *typeInfo) undefOf(m *Module, typ uint32) uint32 {
	if id, ok := t.undef[typ]; ok {
		return id
	}
	id := m.newID()
	m.Globals = append(m.Globals, opUndef(typ, id))
	t.undef[typ] = id
	return id
}

// promotable finds f's function variables whose every use is the pointer
// of a non-volatile whole OpLoad or OpStore; it maps them to their
// pointee type.
func promotable(t *typeInfo, f *Function) map[uint32]uint32 {
	vars := map[uint32]uint32{}
	for _, in := range f.Blocks[0].Insts {
		if in.Op == spirv.OpVariable && in.Words[3] == storageFunction {
			vars[in.Result()] = t.pointee[in.Type()]
		}
	}
	f.each(func(in *Inst) {
		if len(vars) == 0 {
			return
		}
		for k := 0; k < in.NumRefs(); k++ {
			id := in.Ref(k)
			if _, ok := vars[id]; !ok {
				continue
			}
			ok := false
			switch in.Op {
			case spirv.OpLoad:
				ok = k == 0 && (len(in.Words) < 5 || in.Words[4]&accessVolatile == 0)
			case spirv.OpStore:
				ok = k == 0 && (len(in.Words) < 4 || in.Words[3]&accessVolatile == 0)
			}
			if !ok {
				delete(vars, id)
			}
		}
	})
	return vars
}

// ssa is the state of one function's construction (Braun et al.).
type ssa struct {
	m       *Module
	t       *typeInfo
	f       *Function
	vars    map[uint32]uint32 // variable -> pointee type
	inits   map[uint32]uint32 // variable -> initializer
	preds   map[uint32][]uint32
	defs    map[uint32]map[uint32]uint32 // block -> variable -> value
	sealed  map[uint32]bool
	filled  map[uint32]bool
	pending map[uint32]map[uint32]*Inst // unsealed block -> variable -> phi
	phis    map[uint32][]*Inst          // block -> new phis
	repl    map[uint32]uint32
	entry   uint32
}

func promote(m *Module, t *typeInfo, f *Function) bool {
	vars := promotable(t, f)
	if len(vars) == 0 {
		return false
	}
	s := &ssa{m: m, t: t, f: f, vars: vars, inits: map[uint32]uint32{},
		preds: map[uint32][]uint32{}, defs: map[uint32]map[uint32]uint32{},
		sealed: map[uint32]bool{}, filled: map[uint32]bool{},
		pending: map[uint32]map[uint32]*Inst{}, phis: map[uint32][]*Inst{},
		repl: map[uint32]uint32{}, entry: f.Blocks[0].ID()}
	for _, b := range f.Blocks {
		seen := map[uint32]bool{}
		for _, succ := range b.succs() {
			if !seen[succ] { // a phi names each predecessor once
				seen[succ] = true
				s.preds[succ] = append(s.preds[succ], b.ID())
			}
		}
	}
	// The variables go; their initializers are their first values.
	entry := f.Blocks[0]
	kept := entry.Insts[:0]
	for _, in := range entry.Insts {
		if _, ok := vars[in.Result()]; ok && in.Op == spirv.OpVariable {
			if len(in.Words) > 4 {
				s.inits[in.Result()] = in.Words[4]
			}
			continue
		}
		kept = append(kept, in)
	}
	entry.Insts = kept

	s.trySeal()
	for _, b := range f.Blocks {
		id := b.ID()
		kept := b.Insts[:0]
		for _, in := range b.Insts {
			switch in.Op {
			case spirv.OpLoad:
				if _, ok := vars[in.Ref(0)]; ok {
					s.repl[in.Result()] = s.read(in.Ref(0), id)
					continue
				}
			case spirv.OpStore:
				if _, ok := vars[in.Ref(0)]; ok {
					s.write(in.Ref(0), id, in.Ref(1))
					continue
				}
			}
			kept = append(kept, in)
		}
		b.Insts = kept
		s.filled[id] = true
		s.trySeal()
	}
	for _, b := range f.Blocks {
		if ps := s.phis[b.ID()]; len(ps) > 0 {
			b.Insts = append(ps, b.Insts...)
		}
	}
	s.removeTrivialPhis()
	f.replaceAll(s.repl)
	return true
}

func (s *ssa) write(v, block, val uint32) {
	d := s.defs[block]
	if d == nil {
		d = map[uint32]uint32{}
		s.defs[block] = d
	}
	d[v] = val
}

// read is the value of v at the end of block (or where the block has got
// to while it is being filled).
func (s *ssa) read(v, block uint32) uint32 {
	if val, ok := s.defs[block][v]; ok {
		return val
	}
	var val uint32
	preds := s.preds[block]
	switch {
	case block == s.entry && len(preds) == 0:
		if init, ok := s.inits[v]; ok {
			val = init
		} else {
			val = s.t.undefOf(s.m, s.vars[v])
		}
	case len(preds) == 0: // unreachable
		val = s.t.undefOf(s.m, s.vars[v])
	case !s.sealed[block]:
		phi := s.newPhi(v, block)
		if s.pending[block] == nil {
			s.pending[block] = map[uint32]*Inst{}
		}
		s.pending[block][v] = phi
		val = phi.Result()
	case len(preds) == 1:
		val = s.read(v, preds[0])
	default:
		phi := s.newPhi(v, block)
		s.write(v, block, phi.Result())
		s.addOperands(v, block, phi)
		val = phi.Result()
	}
	s.write(v, block, val)
	return val
}

func (s *ssa) newPhi(v, block uint32) *Inst {
	phi := opPhi(s.vars[v], s.m.newID(), nil)
	s.phis[block] = append(s.phis[block], phi)
	return phi
}

// addOperands fills phi (in a sealed block) with v's value from each
// predecessor.
func (s *ssa) addOperands(v, block uint32, phi *Inst) {
	for _, p := range s.preds[block] {
		val := s.read(v, p)
		phi.refs = append(phi.refs, len(phi.Words), len(phi.Words)+1)
		phi.Words = append(phi.Words, val, p)
	}
}

// trySeal seals every block whose predecessors are all filled.
func (s *ssa) trySeal() {
	for _, b := range s.f.Blocks {
		id := b.ID()
		if s.sealed[id] {
			continue
		}
		all := true
		for _, p := range s.preds[id] {
			if !s.filled[p] {
				all = false
				break
			}
		}
		if !all {
			continue
		}
		s.sealed[id] = true
		for v, phi := range s.pending[id] {
			s.addOperands(v, id, phi)
		}
		delete(s.pending, id)
	}
}

// removeTrivialPhis replaces the phis whose operands are all one value
// (or the phi itself) by that value, until none is left.
func (s *ssa) removeTrivialPhis() {
	for changed := true; changed; {
		changed = false
		for _, b := range s.f.Blocks {
			kept := b.Insts[:0]
			for _, in := range b.Insts {
				if in.Op == spirv.OpPhi {
					if same, ok := trivialPhi(in, s.repl); ok {
						s.repl[in.Result()] = same
						changed = true
						continue
					}
				}
				kept = append(kept, in)
			}
			b.Insts = kept
		}
	}
}

// trivialPhi reports the one value phi merges, if it merges one.
func trivialPhi(phi *Inst, repl map[uint32]uint32) (uint32, bool) {
	self := phi.Result()
	var same uint32
	for k := 0; k < phi.NumRefs(); k += 2 {
		v := resolve(repl, phi.Ref(k))
		if v == self || v == same {
			continue
		}
		if same != 0 {
			return 0, false
		}
		same = v
	}
	return same, same != 0
}
