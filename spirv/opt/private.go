package opt

import "github.com/glslc-nv/glslc-nv/spirv"

const storagePrivate = 6

// localizePrivates turns each Private variable that one function uses,
// that function an entry point no other function calls, into a Function
// variable of that function (spirv-opt's private-to-local), so that
// scalar replacement and mem2reg can take it to registers. The variable
// must be used only as the pointer of loads and stores and as the base
// of access chains (whose uses, in turn, are the same); those access
// chains get the Function pointer type of what they point to (declared
// when the module has none), and the variable leaves the entry points'
// interfaces. A decorated variable stays. It reports whether it moved
// any.
func localizePrivates(m *Module) bool {
	entries := map[uint32]bool{}
	for _, in := range m.Globals {
		if in.Op == spirv.OpEntryPoint {
			entries[in.Ref(0)] = true
		}
	}
	called := map[uint32]bool{}
	for _, f := range m.Funcs {
		f.each(func(in *Inst) {
			if in.Op == spirv.OpFunctionCall {
				called[in.Ref(0)] = true
			}
		})
	}
	decorated := map[uint32]bool{}
	vars := map[uint32]*Inst{}
	for _, in := range m.Globals {
		switch in.Op {
		case spirv.OpDecorate, spirv.OpDecorateId, spirv.OpDecorateString:
			decorated[in.Words[1]] = true
		case spirv.OpVariable:
			if in.Words[3] == storagePrivate {
				vars[in.Result()] = in
			}
		}
	}
	for id := range decorated {
		delete(vars, id)
	}
	if len(vars) == 0 {
		return false
	}
	// owner: the one function using each variable; chains: the access
	// chains rooted at a variable.
	owner := map[uint32]*Function{}
	bad := map[uint32]bool{}
	root := map[uint32]uint32{}
	for _, f := range m.Funcs {
		f.each(func(in *Inst) {
			for k := 0; k < in.NumRefs(); k++ {
				id := in.Ref(k)
				v := id
				if r, ok := root[id]; ok {
					v = r
				}
				if vars[v] == nil {
					continue
				}
				if o := owner[v]; o != nil && o != f {
					bad[v] = true
				}
				owner[v] = f
				switch in.Op {
				case spirv.OpLoad, spirv.OpStore:
					if k != 0 {
						bad[v] = true
					}
				case spirv.OpAccessChain, spirv.OpInBoundsAccessChain:
					if k == 0 {
						root[in.Result()] = v
					}
				default:
					bad[v] = true
				}
			}
		})
	}
	// A variable no function uses goes with removeUnused; one used by
	// a function that might run more than once per invocation stays.
	moved := map[uint32]bool{}
	for v, f := range owner {
		if bad[v] || !entries[f.ID()] || called[f.ID()] || len(f.Blocks) == 0 {
			continue
		}
		moved[v] = true
	}
	if len(moved) == 0 {
		return false
	}
	t := newTypeInfo(m)
	newType := map[uint32]uint32{} // Private pointer type -> Function pointer type
	for _, f := range m.Funcs {
		f.each(func(in *Inst) {
			if (in.Op == spirv.OpAccessChain || in.Op == spirv.OpInBoundsAccessChain) && moved[root[in.Result()]] {
				newType[in.Type()] = m.pointerTo(storageFunction, t.pointee[in.Type()])
			}
		})
	}
	for v := range moved {
		typ := vars[v].Type()
		newType[typ] = m.pointerTo(storageFunction, t.pointee[typ])
	}
	g := m.Globals[:0]
	for _, in := range m.Globals {
		if in.Op == spirv.OpVariable && moved[in.Result()] {
			in.Words[1] = newType[in.Type()]
			in.Words[3] = storageFunction
			f := owner[in.Result()]
			f.Blocks[0].Insts = append([]*Inst{in}, f.Blocks[0].Insts...)
			continue
		}
		g = append(g, in)
	}
	m.Globals = g
	for _, f := range m.Funcs {
		f.each(func(in *Inst) {
			if (in.Op == spirv.OpAccessChain || in.Op == spirv.OpInBoundsAccessChain) && moved[root[in.Result()]] {
				in.Words[in.typeAt] = newType[in.Type()]
			}
		})
	}
	for _, in := range m.Globals {
		if in.Op == spirv.OpEntryPoint && len(in.refs) > 1 {
			start := in.refs[1]
			w := in.Words[:start:start]
			refs := in.refs[:1:1]
			for _, r := range in.refs[1:] {
				if !moved[in.Words[r]] {
					refs = append(refs, len(w))
					w = append(w, in.Words[r])
				}
			}
			in.Words, in.refs = w, refs
		}
	}
	return true
}
