package opt

import "github.com/glslc-nv/glslc-nv/spirv"

// mergeReturns gives every function that an entry point does not name
// and that returns from more than one place a single return, so that
// inlining can copy it: the body is wrapped in a one-case switch
// (OpSelectionMerge R, OpSwitch 0 body, as spirv-opt's merge-return
// does), every return becomes a branch to R, a break out of the switch,
// and R returns, through an OpPhi of the returned values when the
// function returns one. A return nested in a loop or in a switch cannot
// break out of the wrapper (a break leaves only the innermost loop or
// switch), so a function with one keeps its returns. It reports whether
// it changed any function.
func mergeReturns(m *Module) bool {
	entries := map[uint32]bool{}
	for _, in := range m.Globals {
		if in.Op == spirv.OpEntryPoint {
			entries[in.Ref(0)] = true
		}
	}
	changed := false
	for _, f := range m.Funcs {
		if entries[f.ID()] || len(f.Blocks) == 0 || inlinable(f) || !mergeable(f) {
			continue
		}
		wrapReturns(m, f)
		changed = true
	}
	return changed
}

// returnBlocks are f's blocks that end in a return.
func returnBlocks(f *Function) []*Block {
	var r []*Block
	for _, b := range f.Blocks {
		if op := b.Term().Op; op == spirv.OpReturn || op == spirv.OpReturnValue {
			r = append(r, b)
		}
	}
	return r
}

// mergeable reports whether f returns from more than one place, ends
// every block in a branch, a return or OpUnreachable, and returns from no loop or
// switch construct.
func mergeable(f *Function) bool {
	rets := returnBlocks(f)
	if len(rets) < 2 {
		return false
	}
	for _, b := range f.Blocks {
		switch b.Term().Op {
		case spirv.OpBranch, spirv.OpBranchConditional, spirv.OpSwitch, spirv.OpReturn, spirv.OpReturnValue, spirv.OpUnreachable:
		default:
			return false
		}
	}
	idom := dominators(f)
	dominates := func(a, b uint32) bool {
		for {
			if a == b {
				return true
			}
			d, ok := idom[b]
			if !ok {
				return false
			}
			b = d
		}
	}
	for _, h := range f.Blocks {
		mi := h.merge()
		if mi == nil || (mi.Op == spirv.OpSelectionMerge && h.Term().Op != spirv.OpSwitch) {
			continue
		}
		merge := mi.Ref(0)
		for _, r := range rets {
			if _, reached := idom[r.ID()]; !reached && r != f.Blocks[0] {
				continue // unreachable: it never returns
			}
			if dominates(h.ID(), r.ID()) && !dominates(merge, r.ID()) {
				return false
			}
		}
	}
	return true
}

// wrapReturns wraps f's body in the switch of mergeReturns.
func wrapReturns(m *Module, f *Function) {
	zero := m.constUint32(0)
	body := f.Blocks[0]
	entry := &Block{Label: opLabel(m.newID())}
	k := 0
	for k < len(body.Insts) && (body.Insts[k].Op == spirv.OpVariable || body.Insts[k].Op == spirv.OpLine || body.Insts[k].Op == spirv.OpNoLine) {
		k++
	}
	exit := &Block{Label: opLabel(m.newID())}
	entry.Insts = append(body.Insts[:k:k],
		newInst(spirv.OpSelectionMerge, 0, 0, []int{1}, exit.ID(), 0),
		newInst(spirv.OpSwitch, 0, 0, []int{1, 2}, zero, body.ID()))
	body.Insts = body.Insts[k:]
	var pairs []uint32
	valued := false
	for _, r := range returnBlocks(f) {
		t := r.Term()
		if t.Op == spirv.OpReturnValue {
			valued = true
			pairs = append(pairs, t.Ref(0), r.ID())
		}
		r.Insts[len(r.Insts)-1] = opBranch(exit.ID())
	}
	if valued {
		phi := opPhi(f.Def.Type(), m.newID(), pairs)
		exit.Insts = append(exit.Insts, phi, newInst(spirv.OpReturnValue, 0, 0, []int{1}, phi.Result()))
	} else {
		exit.Insts = append(exit.Insts, newInst(spirv.OpReturn, 0, 0, nil))
	}
	f.Blocks = append(append([]*Block{entry}, f.Blocks...), exit)
}

// constUint32 is the id of a 32-bit unsigned integer constant v, declared
// (with its type) at the end of the globals when the module has none.
func (m *Module) constUint32(v uint32) uint32 {
	typ := uint32(0)
	for _, in := range m.Globals {
		if in.Op == spirv.OpTypeInt && in.Words[2] == 32 && in.Words[3] == 0 {
			typ = in.Result()
			break
		}
	}
	if typ == 0 {
		typ = m.newID()
		m.Globals = append(m.Globals, newInst(spirv.OpTypeInt, 0, 1, nil, typ, 32, 0))
	}
	for _, in := range m.Globals {
		if in.Op == spirv.OpConstant && in.Type() == typ && in.Words[3] == v {
			return in.Result()
		}
	}
	id := m.newID()
	m.Globals = append(m.Globals, newInst(spirv.OpConstant, 1, 2, nil, typ, id, v))
	return id
}
