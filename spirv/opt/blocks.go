package opt

import "github.com/glslc-nv/glslc-nv/spirv"

// mergeBlocks joins each block to its only predecessor where that one
// ends in OpBranch to it and neither block is named by a merge
// instruction (as merge block or continue target) or starts a loop; it
// reports whether it joined any.
func mergeBlocks(m *Module) bool {
	changed := false
	for _, f := range m.Funcs {
		if mergeFunctionBlocks(f) {
			changed = true
		}
	}
	return changed
}

func mergeFunctionBlocks(f *Function) bool {
	preds := map[uint32]int{}
	named := map[uint32]bool{}
	for _, b := range f.Blocks {
		for _, s := range b.succs() {
			preds[s]++
		}
		if mi := b.merge(); mi != nil {
			for k := 0; k < mi.NumRefs(); k++ {
				named[mi.Ref(k)] = true
			}
		}
	}
	byID := map[uint32]*Block{}
	for _, b := range f.Blocks {
		byID[b.ID()] = b
	}
	gone := map[*Block]bool{}
	repl := map[uint32]uint32{}
	changed := false
	for _, a := range f.Blocks {
		if gone[a] {
			continue
		}
		for {
			t := a.Term()
			if t.Op != spirv.OpBranch || a.merge() != nil {
				break
			}
			b := byID[t.Ref(0)]
			if b == nil || b == a || gone[b] || preds[b.ID()] != 1 || named[b.ID()] || b == f.Blocks[0] ||
				(b.merge() != nil && b.merge().Op == spirv.OpLoopMerge) {
				break
			}
			// b's phis have one operand: they are that value.
			body := b.Insts[:0:0]
			for _, in := range b.Insts {
				if in.Op == spirv.OpPhi {
					repl[in.Result()] = in.Ref(0)
					continue
				}
				body = append(body, in)
			}
			a.Insts = append(a.Insts[:len(a.Insts)-1], body...)
			repl[b.ID()] = a.ID() // phis of b's successors name a now
			gone[b] = true
			changed = true
		}
	}
	if !changed {
		return false
	}
	kept := f.Blocks[:0]
	for _, b := range f.Blocks {
		if !gone[b] {
			kept = append(kept, b)
		}
	}
	f.Blocks = kept
	f.replaceAll(repl)
	return true
}
