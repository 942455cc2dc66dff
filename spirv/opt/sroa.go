package opt

import "github.com/glslc-nv/glslc-nv/spirv"

// maxSplit is the most members or elements a variable may have to be
// split (spirv-opt's --scalar-replacement default is 100).
const maxSplit = 100

// globalDefs maps every result id of the globals to its instruction.
func globalDefs(m *Module) map[uint32]*Inst {
	d := map[uint32]*Inst{}
	for _, in := range m.Globals {
		if r := in.Result(); r != 0 {
			d[r] = in
		}
	}
	return d
}

// members are the member types of a struct or array type (nil for any
// other type, or an array whose length is not a plain constant or is
// above maxSplit).
func members(defs map[uint32]*Inst, typ uint32) []uint32 {
	t := defs[typ]
	if t == nil {
		return nil
	}
	switch t.Op {
	case spirv.OpTypeStruct:
		if len(t.Words)-2 > maxSplit {
			return nil
		}
		return t.Words[2:]
	case spirv.OpTypeArray:
		n, ok := constIndex(defs, t.Words[3])
		if !ok || n == 0 || n > maxSplit {
			return nil
		}
		ms := make([]uint32, n)
		for i := range ms {
			ms[i] = t.Words[2]
		}
		return ms
	}
	return nil
}

// constIndex is the value of an integer OpConstant of at most 32 bits.
func constIndex(defs map[uint32]*Inst, id uint32) (uint32, bool) {
	c := defs[id]
	if c == nil || c.Op != spirv.OpConstant || len(c.Words) != 4 {
		return 0, false
	}
	if t := defs[c.Type()]; t == nil || t.Op != spirv.OpTypeInt {
		return 0, false
	}
	return c.Words[3], true
}

// pointerTo is the id of the pointer type to typ in storage class sc,
// declared at the end of the globals when the module has none.
func (m *Module) pointerTo(sc, typ uint32) uint32 {
	for _, in := range m.Globals {
		if in.Op == spirv.OpTypePointer && in.Words[2] == sc && in.Words[3] == typ {
			return in.Result()
		}
	}
	id := m.newID()
	m.Globals = append(m.Globals, newInst(spirv.OpTypePointer, 0, 1, []int{3}, id, sc, typ))
	return id
}

// scalarReplacement splits every function variable of struct or array
// type that is used only through access chains whose first index is a
// constant and through whole non-volatile loads and stores into one
// variable per member: an access chain starts from the member's
// variable (or is that variable when it has one index), a whole store
// stores each member's OpCompositeExtract, a whole load is an
// OpCompositeConstruct of the members' loads. The member variables are
// split in turn; those only loaded and stored go to registers in
// mem2reg, and composite folding then takes the extracts of constructs
// apart. An initializer must be an OpConstantComposite (its
// constituents initialise the members) or the variable stays whole; so
// does a decorated one. It reports whether it split any.
func scalarReplacement(m *Module) bool {
	decorated := map[uint32]bool{}
	for _, in := range m.Globals {
		switch in.Op {
		case spirv.OpDecorate, spirv.OpDecorateId, spirv.OpDecorateString:
			decorated[in.Words[1]] = true
		}
	}
	changed := false
	for _, f := range m.Funcs {
		if len(f.Blocks) == 0 {
			continue
		}
		for splitVariables(m, f, decorated) {
			changed = true
		}
	}
	return changed
}

// splitVariables splits f's splittable variables once.
func splitVariables(m *Module, f *Function, decorated map[uint32]bool) bool {
	defs := globalDefs(m)
	t := newTypeInfo(m)
	cands := map[uint32][]uint32{} // variable -> member types
	var order []*Inst
	for _, in := range f.Blocks[0].Insts {
		if in.Op != spirv.OpVariable || in.Words[3] != storageFunction || decorated[in.Result()] {
			continue
		}
		ms := members(defs, t.pointee[in.Type()])
		if ms == nil {
			continue
		}
		if len(in.Words) > 4 {
			c := defs[in.Words[4]]
			if c == nil || c.Op != spirv.OpConstantComposite {
				continue
			}
		}
		cands[in.Result()] = ms
		order = append(order, in)
	}
	if len(cands) == 0 {
		return false
	}
	f.each(func(in *Inst) {
		for k := 0; k < in.NumRefs(); k++ {
			v := in.Ref(k)
			ms, ok := cands[v]
			if !ok {
				continue
			}
			ok = false
			switch in.Op {
			case spirv.OpAccessChain, spirv.OpInBoundsAccessChain:
				if k == 0 && in.NumRefs() >= 2 {
					i, isConst := constIndex(defs, in.Ref(1))
					ok = isConst && int(i) < len(ms)
				}
			case spirv.OpLoad:
				ok = k == 0 && (len(in.Words) < 5 || in.Words[4]&accessVolatile == 0)
			case spirv.OpStore:
				ok = k == 0 && (len(in.Words) < 4 || in.Words[3]&accessVolatile == 0)
			}
			if !ok {
				delete(cands, v)
			}
		}
	})
	if len(cands) == 0 {
		return false
	}
	// The member variables replace each variable where it was.
	parts := map[uint32][]uint32{}
	entry := f.Blocks[0]
	var vars []*Inst
	for _, in := range entry.Insts {
		ms, ok := cands[in.Result()]
		if !ok || in.Op != spirv.OpVariable {
			vars = append(vars, in)
			continue
		}
		var init *Inst
		if len(in.Words) > 4 {
			init = defs[in.Words[4]]
		}
		ids := make([]uint32, len(ms))
		for i, mt := range ms {
			ids[i] = m.newID()
			v := newInst(spirv.OpVariable, 1, 2, nil, m.pointerTo(storageFunction, mt), ids[i], storageFunction)
			if init != nil {
				v.Words = append(v.Words, init.Words[3+i])
				v.refs = []int{4}
			}
			vars = append(vars, v)
		}
		parts[in.Result()] = ids
	}
	entry.Insts = vars
	repl := map[uint32]uint32{}
	for _, b := range f.Blocks {
		var out []*Inst
		for _, in := range b.Insts {
			if in.NumRefs() == 0 {
				out = append(out, in)
				continue
			}
			ids, ok := parts[in.Ref(0)]
			if !ok || in.Op == spirv.OpVariable {
				out = append(out, in)
				continue
			}
			ms := cands[in.Ref(0)]
			switch in.Op {
			case spirv.OpAccessChain, spirv.OpInBoundsAccessChain:
				i, _ := constIndex(defs, in.Ref(1))
				if in.NumRefs() == 2 {
					repl[in.Result()] = ids[i]
					continue
				}
				// Drop the first index: the chain starts at the member.
				w := append([]uint32{0, in.Type(), in.Result(), ids[i]}, in.Words[in.refs[2]:]...)
				refs := make([]int, 0, len(in.refs)-1)
				for j := 3; j < len(w); j++ {
					refs = append(refs, j)
				}
				in.Words, in.refs = w, refs
				out = append(out, in)
			case spirv.OpLoad:
				cons := []uint32{in.Type(), in.Result()}
				for i, mt := range ms {
					id := m.newID()
					out = append(out, newInst(spirv.OpLoad, 1, 2, []int{3}, mt, id, ids[i]))
					cons = append(cons, id)
				}
				refs := make([]int, len(ms))
				for j := range refs {
					refs[j] = 3 + j
				}
				out = append(out, newInst(spirv.OpCompositeConstruct, 1, 2, refs, cons...))
			case spirv.OpStore:
				val := in.Ref(1)
				for i, mt := range ms {
					id := m.newID()
					out = append(out, newInst(spirv.OpCompositeExtract, 1, 2, []int{3}, mt, id, val, uint32(i)),
						opStore(ids[i], id))
				}
			default:
				out = append(out, in)
			}
		}
		b.Insts = out
	}
	f.replaceAll(repl)
	return true
}
