package opt

import "github.com/glslc-nv/glslc-nv/spirv"

// inline replaces the calls of every inlinable function by copies of its
// body, callees before callers, and reports whether it changed anything.
func inline(m *Module) bool {
	funcs := map[uint32]*Function{}
	for _, f := range m.Funcs {
		funcs[f.ID()] = f
	}
	decos := decorationsByTarget(m)
	done := map[*Function]bool{}
	changed := false
	var visit func(f *Function)
	visit = func(f *Function) {
		if done[f] {
			return
		}
		done[f] = true // GLSL has no recursion; a cycle just stops here
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				if in.Op == spirv.OpFunctionCall {
					if g := funcs[in.Ref(0)]; g != nil {
						visit(g)
					}
				}
			}
		}
		if inlineCalls(m, f, funcs, decos) {
			changed = true
		}
	}
	for _, f := range m.Funcs {
		visit(f)
	}
	return changed
}

// inlinable reports whether g can be copied into a caller: one return,
// in its last block (a return nested in a construct could not branch out
// of it structurally; mergeReturns makes one), and no instruction that
// ends the invocation (OpUnreachable blocks are copied as they are).
func inlinable(g *Function) bool {
	if len(g.Blocks) == 0 {
		return false
	}
	returns := 0
	for _, b := range g.Blocks {
		switch b.Term().Op {
		case spirv.OpReturn, spirv.OpReturnValue:
			returns++
		case spirv.OpBranch, spirv.OpBranchConditional, spirv.OpSwitch, spirv.OpUnreachable:
		default:
			return false
		}
	}
	last := g.Blocks[len(g.Blocks)-1]
	t := last.Term().Op
	return returns == 1 && (t == spirv.OpReturn || t == spirv.OpReturnValue) && last.merge() == nil
}

// inlineCalls inlines the calls in f.
func inlineCalls(m *Module, f *Function, funcs map[uint32]*Function, decos map[uint32][]*Inst) bool {
	changed := false
	repl := map[uint32]uint32{}
	for bi := 0; bi < len(f.Blocks); bi++ {
		b := f.Blocks[bi]
		if b.merge() != nil && b.merge().Op == spirv.OpLoopMerge {
			continue // splitting a loop header would move its OpLoopMerge
		}
		var line *Inst // the OpLine in force at the call
		for ii, in := range b.Insts {
			switch in.Op {
			case spirv.OpLine:
				line = in
			case spirv.OpNoLine:
				line = nil
			}
			if in.Op != spirv.OpFunctionCall {
				continue
			}
			g := funcs[in.Ref(0)]
			if g == nil || g == f || !inlinable(g) {
				continue
			}
			blocks := inlineCall(m, f, b, ii, line, g, repl, decos)
			// The blocks replace b; scanning goes on in the last one,
			// which holds what followed the call.
			f.Blocks = append(f.Blocks[:bi], append(blocks, f.Blocks[bi+1:]...)...)
			bi += len(blocks) - 2
			changed = true
			break
		}
	}
	f.replaceAll(repl)
	return changed
}

// inlineCall inlines the call at b.Insts[ii] of g and returns the blocks
// that replace b: b up to the call, g's blocks, and the rest of b under a
// new label.
func inlineCall(m *Module, f *Function, b *Block, ii int, line *Inst, g *Function, repl map[uint32]uint32, decos map[uint32][]*Inst) []*Block {
	call := b.Insts[ii]
	ids := map[uint32]uint32{}
	for i, p := range g.Params {
		ids[p.Result()] = call.Ref(1 + i)
	}
	g.each(func(in *Inst) {
		if r := in.Result(); r != 0 && in != g.Def && in.Op != spirv.OpFunctionParameter {
			ids[r] = m.newID()
		}
	})
	rename := func(in *Inst) *Inst {
		c := in.clone()
		c.mapRefs(func(id uint32) uint32 {
			if n, ok := ids[id]; ok {
				return n
			}
			return id
		})
		if c.resAt != 0 {
			if n, ok := ids[c.Words[c.resAt]]; ok {
				c.Words[c.resAt] = n
			}
		}
		return c
	}
	// The callee's decorations (NoContraction, RelaxedPrecision...) go
	// to the copies; a parameter's (Aliased) stays with its function,
	// the argument has its own.
	params := map[uint32]bool{}
	for _, p := range g.Params {
		params[p.Result()] = true
	}
	for old, n := range ids {
		if params[old] {
			continue
		}
		for _, d := range decos[old] {
			c := d.clone()
			c.Words[1] = n
			m.Globals = append(m.Globals, nil)
			at := indexOf(m.Globals, d) + 1
			copy(m.Globals[at+1:], m.Globals[at:])
			m.Globals[at] = c
		}
	}

	after := &Block{Label: opLabel(m.newID())}
	if line != nil {
		after.Insts = append(after.Insts, line.clone())
	}
	after.Insts = append(after.Insts, b.Insts[ii+1:]...)
	first := &Block{Label: b.Label, Insts: append(b.Insts[:ii:ii], opBranch(ids[g.Blocks[0].ID()]))}

	var vars, inits []*Inst
	out := []*Block{first}
	for gi, gb := range g.Blocks {
		nb := &Block{Label: rename(gb.Label)}
		for _, in := range gb.Insts {
			c := rename(in)
			switch {
			case gi == 0 && c.Op == spirv.OpVariable:
				if len(c.Words) > 4 { // an initializer runs at each call
					inits = append(inits, opStore(c.Result(), c.Words[4]))
					c.Words = c.Words[:4]
					c.refs = nil
				}
				vars = append(vars, c)
				continue
			case c.Op == spirv.OpReturnValue:
				repl[call.Result()] = c.Ref(0)
				c = opBranch(after.ID())
			case c.Op == spirv.OpReturn:
				c = opBranch(after.ID())
			}
			nb.Insts = append(nb.Insts, c)
		}
		if gi == 0 {
			nb.Insts = append(inits, nb.Insts...)
		}
		out = append(out, nb)
	}
	out = append(out, after)
	// Phis in the successors named b as their parent; now it is after.
	for _, s := range after.succs() {
		if sb := blockByID(f, s); sb != nil {
			for _, in := range sb.Insts {
				if in.Op != spirv.OpPhi {
					continue
				}
				for k := 1; k < in.NumRefs(); k += 2 {
					if in.Ref(k) == b.ID() {
						in.Words[in.refs[k]] = after.ID()
					}
				}
			}
		}
	}
	addVariables(f, out, vars)
	return out
}

// addVariables puts vars after the variables of f's first block (out[0]
// when that block is being replaced).
func addVariables(f *Function, out []*Block, vars []*Inst) {
	if len(vars) == 0 {
		return
	}
	entry := f.Blocks[0]
	if entry.Label == out[0].Label {
		entry = out[0]
	}
	k := 0
	for k < len(entry.Insts) && (entry.Insts[k].Op == spirv.OpVariable || entry.Insts[k].Op == spirv.OpLine || entry.Insts[k].Op == spirv.OpNoLine) {
		k++
	}
	entry.Insts = append(entry.Insts[:k:k], append(vars, entry.Insts[k:]...)...)
}

func blockByID(f *Function, id uint32) *Block {
	for _, b := range f.Blocks {
		if b.ID() == id {
			return b
		}
	}
	return nil
}

func indexOf(list []*Inst, in *Inst) int {
	for i, x := range list {
		if x == in {
			return i
		}
	}
	return len(list) - 1
}

// decorationsByTarget lists the OpDecorate instructions by their target.
func decorationsByTarget(m *Module) map[uint32][]*Inst {
	d := map[uint32][]*Inst{}
	for _, in := range m.Globals {
		if in != nil && (in.Op == spirv.OpDecorate || in.Op == spirv.OpDecorateId || in.Op == spirv.OpDecorateString) {
			d[in.Words[1]] = append(d[in.Words[1]], in)
		}
	}
	return d
}
