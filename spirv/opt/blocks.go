package opt

import "github.com/glslc-nv/glslc-nv/spirv"

// mergeBlocks joins each block to its only predecessor where that one
// ends in OpBranch to it, as spirv-opt's block merging does: the block
// must not be a merge block, nor have a merge instruction of its own. A
// loop header takes in the block after it (its condition, usually), the
// OpLoopMerge moving before that block's terminator, but not its
// continue target; the last block of a loop's body takes in the continue
// target (and becomes it) unless that block is a merge block. It reports
// whether it joined any.
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
	mergeTarget := map[uint32]bool{}
	continueTarget := map[uint32]bool{}
	for _, b := range f.Blocks {
		for _, s := range b.succs() {
			preds[s]++
		}
		if mi := b.merge(); mi != nil {
			mergeTarget[mi.Ref(0)] = true
			if mi.Op == spirv.OpLoopMerge {
				continueTarget[mi.Ref(1)] = true
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
			if t.Op != spirv.OpBranch {
				break
			}
			b := byID[resolve(repl, t.Ref(0))]
			if b == nil || b == a || gone[b] || preds[b.ID()] != 1 || mergeTarget[b.ID()] || b == f.Blocks[0] ||
				(b.merge() != nil && (b.merge().Op == spirv.OpLoopMerge || a.merge() != nil)) {
				break
			}
			am := a.merge()
			switch {
			case am != nil && am.Op == spirv.OpSelectionMerge:
				// (a selection header ends in a conditional branch)
			case am != nil:
				// A loop header takes in the block it branches to (the
				// loop's condition), its OpLoopMerge before that block's
				// terminator; not the continue target (a one-block loop).
				if continueTarget[b.ID()] {
					am = nil
				}
			case continueTarget[b.ID()]:
				// The last block of a loop's body becomes the continue
				// target, unless it is a merge block itself.
				if mergeTarget[a.ID()] {
					am = nil
				} else {
					am = t // marker: mergeable
				}
			default:
				am = t
			}
			if am == nil || (am.Op == spirv.OpSelectionMerge) {
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
			if loop := a.merge(); loop != nil {
				a.Insts = append(a.Insts[:len(a.Insts)-2], body[:len(body)-1]...)
				a.Insts = append(a.Insts, loop, body[len(body)-1])
			} else {
				a.Insts = append(a.Insts[:len(a.Insts)-1], body...)
			}
			if continueTarget[b.ID()] {
				continueTarget[a.ID()] = true
			}
			repl[b.ID()] = a.ID() // phis of b's successors and merge instructions name a now
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
