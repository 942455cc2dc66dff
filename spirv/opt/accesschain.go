package opt

import "github.com/glslc-nv/glslc-nv/spirv"

// convertAccessChains rewrites the loads and stores through constant
// access chains of a function variable into whole loads and stores, as
// spirv-opt's local-access-chain-convert does, so that mem2reg can take
// the variable (a vector or matrix, which scalar replacement leaves
// whole) to registers: a load through the chain is an
// OpCompositeExtract of the loaded variable, a store an
// OpCompositeInsert into it, stored back. The variable's every use must
// be a whole non-volatile load or store or such a chain, all its indices
// constants, whose every use is the pointer of a non-volatile load or
// store. It reports whether it rewrote any.
func convertAccessChains(m *Module) bool {
	defs := globalDefs(m)
	t := newTypeInfo(m)
	changed := false
	for _, f := range m.Funcs {
		if len(f.Blocks) > 0 && convertFunctionChains(m, f, defs, t) {
			changed = true
		}
	}
	return changed
}

func convertFunctionChains(m *Module, f *Function, defs map[uint32]*Inst, t *typeInfo) bool {
	vars := map[uint32]uint32{} // variable -> pointee type
	for _, in := range f.Blocks[0].Insts {
		if in.Op == spirv.OpVariable && in.Words[3] == storageFunction {
			vars[in.Result()] = t.pointee[in.Type()]
		}
	}
	chains := map[uint32]*Inst{} // chain result -> chain, on a candidate
	hasChain := map[uint32]bool{}
	drop := func(v uint32) { delete(vars, v) }
	f.each(func(in *Inst) {
		if in.Op == spirv.OpAccessChain || in.Op == spirv.OpInBoundsAccessChain {
			if _, ok := vars[in.Ref(0)]; ok {
				for k := 1; k < in.NumRefs(); k++ {
					if _, c := constIndex(defs, in.Ref(k)); !c {
						drop(in.Ref(0))
					}
				}
				chains[in.Result()] = in
				hasChain[in.Ref(0)] = true
			}
		}
	})
	plain := func(in *Inst) bool {
		switch in.Op {
		case spirv.OpLoad:
			return len(in.Words) < 5 || in.Words[4]&accessVolatile == 0
		case spirv.OpStore:
			return len(in.Words) < 4 || in.Words[3]&accessVolatile == 0
		}
		return false
	}
	f.each(func(in *Inst) {
		for k := 0; k < in.NumRefs(); k++ {
			id := in.Ref(k)
			if c := chains[id]; c != nil {
				if k != 0 || !plain(in) {
					drop(c.Ref(0))
				}
				continue
			}
			if _, ok := vars[id]; ok && in.Op != spirv.OpAccessChain && in.Op != spirv.OpInBoundsAccessChain {
				if k != 0 || !plain(in) {
					drop(id)
				}
			} else if ok && k != 0 {
				drop(id) // an index, not a base (never, but be safe)
			}
		}
	})
	changed := false
	for _, b := range f.Blocks {
		var out []*Inst
		for _, in := range b.Insts {
			var c *Inst
			if (in.Op == spirv.OpLoad || in.Op == spirv.OpStore) && in.NumRefs() > 0 {
				c = chains[in.Ref(0)]
			}
			if c == nil {
				if (in.Op == spirv.OpAccessChain || in.Op == spirv.OpInBoundsAccessChain) && hasChain[in.Ref(0)] {
					if _, ok := vars[in.Ref(0)]; ok {
						continue // every use is rewritten
					}
				}
				out = append(out, in)
				continue
			}
			v := c.Ref(0)
			vt, ok := vars[v]
			if !ok {
				out = append(out, in)
				continue
			}
			var idx []uint32
			for k := 1; k < c.NumRefs(); k++ {
				i, _ := constIndex(defs, c.Ref(k))
				idx = append(idx, i)
			}
			whole := m.newID()
			out = append(out, newInst(spirv.OpLoad, 1, 2, []int{3}, vt, whole, v))
			if in.Op == spirv.OpLoad {
				out = append(out, newInst(spirv.OpCompositeExtract, 1, 2, []int{3},
					append([]uint32{in.Type(), in.Result(), whole}, idx...)...))
			} else {
				ins := m.newID()
				out = append(out, newInst(spirv.OpCompositeInsert, 1, 2, []int{3, 4},
					append([]uint32{vt, ins, in.Ref(1), whole}, idx...)...), opStore(v, ins))
			}
			changed = true
		}
		b.Insts = out
	}
	return changed
}
