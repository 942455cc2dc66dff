package opt

import "github.com/glslc-nv/glslc-nv/spirv"

// ifConversion turns a selection whose arms are empty (each only
// branches to the merge block, or is the merge block) into an OpSelect
// per phi of the merge block; the header then branches straight to the
// merge block, which block merging can join to it. A phi's type must be
// an integer, float or boolean scalar (or, from SPIR-V 1.4, a vector of
// them, which OpSelect takes with a scalar condition). It reports
// whether it converted any.
func ifConversion(m *Module) bool {
	scalar := map[uint32]bool{}
	vector := map[uint32]bool{}
	for _, in := range m.Globals {
		switch in.Op {
		case spirv.OpTypeInt, spirv.OpTypeFloat, spirv.OpTypeBool:
			if in.Op != spirv.OpTypeFloat || len(in.Words) == 3 { // no FP encoding operand
				scalar[in.Result()] = true
			}
		case spirv.OpTypeVector:
			vector[in.Result()] = true
		}
	}
	selectable := func(t uint32) bool {
		return scalar[t] || (vector[t] && m.Header.Version >= 0x00010400)
	}
	changed := false
	for _, f := range m.Funcs {
		if convertFunction(m, f, selectable) {
			changed = true
		}
	}
	return changed
}

func convertFunction(m *Module, f *Function, selectable func(uint32) bool) bool {
	byID := map[uint32]*Block{}
	preds := map[uint32][]uint32{}
	for _, b := range f.Blocks {
		byID[b.ID()] = b
		for _, s := range b.succs() {
			preds[s] = append(preds[s], b.ID())
		}
	}
	// empty reports whether arm is a block holding only a branch to merge
	// (and lines), entered only from h.
	empty := func(arm, merge, h uint32) bool {
		b := byID[arm]
		if b == nil || len(preds[arm]) != 1 || preds[arm][0] != h || b.Term().Op != spirv.OpBranch || b.Term().Ref(0) != merge {
			return false
		}
		for _, in := range b.Insts[:len(b.Insts)-1] {
			if in.Op != spirv.OpLine && in.Op != spirv.OpNoLine {
				return false
			}
		}
		return true
	}
	gone := map[uint32]bool{}
	changed := false
	for _, h := range f.Blocks {
		mi := h.merge()
		t := h.Term()
		if gone[h.ID()] || mi == nil || mi.Op != spirv.OpSelectionMerge || t.Op != spirv.OpBranchConditional {
			continue
		}
		merge, cond, tArm, fArm := mi.Ref(0), t.Ref(0), t.Ref(1), t.Ref(2)
		mb := byID[merge]
		if mb == nil || tArm == fArm {
			continue
		}
		// The merge block's parents on the true and false sides.
		tParent, fParent := tArm, fArm
		if tArm == merge {
			tParent = h.ID()
		} else if !empty(tArm, merge, h.ID()) {
			continue
		}
		if fArm == merge {
			fParent = h.ID()
		} else if !empty(fArm, merge, h.ID()) {
			continue
		}
		if len(preds[merge]) != 2 {
			continue
		}
		ok := true
		var phis []*Inst
		for _, in := range mb.Insts {
			if in.Op == spirv.OpPhi {
				if !selectable(in.Type()) || in.NumRefs() != 4 {
					ok = false
				}
				phis = append(phis, in)
			}
		}
		if !ok {
			continue
		}
		for i, phi := range phis {
			var tv, fv uint32
			for k := 0; k < 4; k += 2 {
				switch phi.Ref(k + 1) {
				case tParent:
					tv = phi.Ref(k)
				case fParent:
					fv = phi.Ref(k)
				}
			}
			sel := newInst(spirv.OpSelect, 1, 2, []int{3, 4, 5}, phi.Type(), phi.Result(), cond, tv, fv)
			mb.Insts[i] = sel // the phis come first in the block
		}
		h.Insts = append(h.Insts[:len(h.Insts)-2], opBranch(merge))
		for _, arm := range []uint32{tArm, fArm} {
			if arm != merge {
				gone[arm] = true
			}
		}
		changed = true
	}
	if changed {
		kept := f.Blocks[:0]
		for _, b := range f.Blocks {
			if !gone[b.ID()] {
				kept = append(kept, b)
			}
		}
		f.Blocks = kept
	}
	return changed
}
