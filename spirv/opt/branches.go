package opt

import "github.com/glslc-nv/glslc-nv/spirv"

// eliminateDeadBranches folds every selection whose condition is a
// boolean constant (an OpSelectionMerge and an OpBranchConditional) to an
// OpBranch to the arm it takes, then removes the blocks no path from the
// entry reaches, as spirv-opt's dead-branch elimination does. A removed
// block that a reachable header names as its merge block stays, emptied,
// as OpUnreachable; one it names as its continue target stays as a
// branch back to the header. Phis lose the operands of removed
// predecessors; a value a removed block defined that a kept block still
// names becomes OpUndef. Loop exits and switches are left alone (folding
// those would change the structure of loops and breaks). It reports
// whether it changed anything.
func eliminateDeadBranches(m *Module) bool {
	k := newConstants(m)
	t := newTypeInfo(m)
	changed := false
	for _, f := range m.Funcs {
		if len(f.Blocks) == 0 {
			continue
		}
		folded := false
		for _, b := range f.Blocks {
			mi, term := b.merge(), b.Term()
			if mi == nil || mi.Op != spirv.OpSelectionMerge || term.Op != spirv.OpBranchConditional {
				continue
			}
			c, ok := k.boolValue(term.Ref(0))
			if !ok {
				continue
			}
			target := term.Ref(2)
			if c {
				target = term.Ref(1)
			}
			b.Insts = append(b.Insts[:len(b.Insts)-2], opBranch(target))
			changed, folded = true, true
		}
		if removed := removeUnreachable(m, t, f); removed || folded {
			prunePhis(m, t, f)
			changed = true
		}
	}
	return changed
}

// removeUnreachable removes f's blocks that no path from the entry
// reaches (see eliminateDeadBranches) and reports whether it removed any.
func removeUnreachable(m *Module, t *typeInfo, f *Function) bool {
	byID := map[uint32]*Block{}
	for _, b := range f.Blocks {
		byID[b.ID()] = b
	}
	reached := map[uint32]bool{}
	work := []uint32{f.Blocks[0].ID()}
	reached[work[0]] = true
	for len(work) > 0 {
		id := work[len(work)-1]
		work = work[:len(work)-1]
		for _, s := range byID[id].succs() {
			if !reached[s] && byID[s] != nil {
				reached[s] = true
				work = append(work, s)
			}
		}
	}
	if len(reached) == len(f.Blocks) {
		return false
	}
	// Merge blocks and continue targets the reachable headers name.
	mergeOf := map[uint32]bool{}
	continueOf := map[uint32]uint32{} // continue target -> header
	for _, b := range f.Blocks {
		if !reached[b.ID()] {
			continue
		}
		if mi := b.merge(); mi != nil {
			mergeOf[mi.Ref(0)] = true
			if mi.Op == spirv.OpLoopMerge {
				continueOf[mi.Ref(1)] = b.ID()
			}
		}
	}
	kept := f.Blocks[:0]
	for _, b := range f.Blocks {
		switch {
		case reached[b.ID()]:
		case continueOf[b.ID()] != 0:
			b.Insts = []*Inst{opBranch(continueOf[b.ID()])}
		case mergeOf[b.ID()]:
			b.Insts = []*Inst{newInst(spirv.OpUnreachable, 0, 0, nil)}
		default:
			continue
		}
		kept = append(kept, b)
	}
	f.Blocks = kept
	return true
}

// prunePhis drops the operands of f's phis whose parent is no longer a
// predecessor, gives a predecessor a phi does not name an OpUndef, and
// replaces a value no kept block defines by an OpUndef of its type.
func prunePhis(m *Module, t *typeInfo, f *Function) {
	defined := map[uint32]uint32{}
	for _, p := range f.Params {
		defined[p.Result()] = p.Type()
	}
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			if r := in.Result(); r != 0 {
				defined[r] = in.Type()
			}
		}
	}
	preds := map[uint32]map[uint32]bool{}
	for _, b := range f.Blocks {
		for _, s := range b.succs() {
			if preds[s] == nil {
				preds[s] = map[uint32]bool{}
			}
			preds[s][b.ID()] = true
		}
	}
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			if in.Op != spirv.OpPhi {
				continue
			}
			w := in.Words[:3]
			var refs []int
			named := map[uint32]bool{}
			for j := 0; j+1 < in.NumRefs(); j += 2 {
				v, parent := in.Ref(j), in.Ref(j+1)
				if !preds[b.ID()][parent] || named[parent] {
					continue
				}
				named[parent] = true
				refs = append(refs, len(w), len(w)+1)
				w = append(w, v, parent)
			}
			// A continue stub that was not a predecessor before.
			for _, p := range f.Blocks {
				if preds[b.ID()][p.ID()] && !named[p.ID()] {
					refs = append(refs, len(w), len(w)+1)
					w = append(w, t.undefOf(m, in.Type()), p.ID())
				}
			}
			in.Words, in.refs = w, refs
		}
	}
	// A kept instruction naming a value only a removed block defined
	// (a phi operand from a continue stub) gets an OpUndef of its type.
	isGlobal := globalDefs(m)
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			if in.Op != spirv.OpPhi {
				continue
			}
			for j := 0; j < in.NumRefs(); j += 2 {
				v := in.Ref(j)
				if _, ok := defined[v]; ok || isGlobal[v] != nil {
					continue
				}
				in.Words[in.refs[j]] = t.undefOf(m, in.Type())
			}
		}
	}
}
