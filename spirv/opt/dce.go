package opt

import "github.com/glslc-nv/glslc-nv/spirv"

// removeDeadCode deletes, until nothing changes, the instructions of every
// function whose results nobody uses and that have no effect; it reports
// whether it deleted any.
func removeDeadCode(m *Module) bool {
	pure := pureExtSets(m)
	changed := false
	for {
		used := map[uint32]int{}
		count := func(in *Inst) { in.uses(func(id uint32) { used[id]++ }) }
		for _, in := range m.Globals {
			count(in)
		}
		for _, f := range m.Funcs {
			f.each(count)
		}
		removed := false
		for _, f := range m.Funcs {
			for _, b := range f.Blocks {
				kept := b.Insts[:0]
				for _, in := range b.Insts {
					if r := in.Result(); r != 0 && used[r] == 0 && removable(in, pure) {
						removed = true
						continue
					}
					kept = append(kept, in)
				}
				b.Insts = kept
			}
		}
		if !removed {
			return changed
		}
		changed = true
	}
}

// pureExtSets are the extended instruction set imports whose instructions
// have no effect (GLSL.std.450, but for the ones writing through a
// pointer: see removable).
func pureExtSets(m *Module) map[uint32]bool {
	s := map[uint32]bool{}
	for _, in := range m.Globals {
		if in.Op == spirv.OpExtInstImport {
			if name, _, err := spirv.String(in.Words[2:]); err == nil && name == "GLSL.std.450" {
				s[in.Result()] = true
			}
		}
	}
	return s
}

// GLSL.std.450 instructions with an out pointer.
const (
	glslModf  = 35
	glslFrexp = 51
)

// removable reports whether deleting in (its result unused) keeps the
// module's meaning: it only computes a value.
func removable(in *Inst, pureSets map[uint32]bool) bool {
	op := in.Op
	switch {
	case op == spirv.OpUndef, op == spirv.OpPhi, op == spirv.OpSelect, op == spirv.OpArrayLength, op == spirv.OpCopyLogical,
		op == spirv.OpAccessChain, op == spirv.OpInBoundsAccessChain,
		op >= spirv.OpVectorExtractDynamic && op <= spirv.OpTranspose,
		op >= spirv.OpConvertFToU && op <= spirv.OpBitcast, // conversions (no pointer ones in logical addressing)
		op >= spirv.OpSNegate && op <= spirv.OpSMulExtended,
		op >= spirv.OpAny && op <= spirv.OpFUnordGreaterThanEqual,
		op >= spirv.OpShiftRightLogical && op <= spirv.OpBitCount:
		return true
	case op == spirv.OpLoad:
		return len(in.Words) < 5 || in.Words[4]&accessVolatile == 0
	case op == spirv.OpVariable:
		return in.Words[3] == storageFunction
	case op == spirv.OpExtInst:
		return pureSets[in.Words[3]] && in.Words[4] != glslModf && in.Words[4] != glslFrexp
	}
	return false
}

// Decoration values that keep a constant alive though nothing uses it.
const (
	decorationSpecID  = 1
	decorationBuiltIn = 11
)

// removeUnused deletes the functions no entry point reaches, then the
// global types, constants and variables nothing refers to, and the names
// and decorations of every id that is gone; entry-point interfaces keep
// only the variables that remain.
func removeUnused(m *Module) {
	funcs := map[uint32]*Function{}
	for _, f := range m.Funcs {
		funcs[f.ID()] = f
	}
	live := map[uint32]bool{}
	var work []uint32
	mark := func(id uint32) {
		if !live[id] {
			live[id] = true
			work = append(work, id)
		}
	}
	defs := map[uint32]*Inst{}
	for _, in := range m.Globals {
		if r := in.Result(); r != 0 {
			defs[r] = in
		}
		switch in.Op {
		case spirv.OpEntryPoint:
			mark(in.Ref(0))
		case spirv.OpExecutionMode, spirv.OpExecutionModeId:
			in.uses(mark)
		case spirv.OpDecorateId, spirv.OpTypeForwardPointer, spirv.OpLine, spirv.OpExtInstImport, spirv.OpString,
			spirv.OpExtension, spirv.OpCapability, spirv.OpMemoryModel, spirv.OpSource, spirv.OpDecorationGroup:
			in.uses(mark)
			if r := in.Result(); r != 0 {
				mark(r)
			}
		}
	}
	// A constant decorated BuiltIn (WorkgroupSize) or SpecId stays (its
	// decoration comes before its definition).
	for _, in := range m.Globals {
		if in.Op == spirv.OpDecorate && (in.Words[2] == decorationBuiltIn || in.Words[2] == decorationSpecID) {
			if d := defs[in.Words[1]]; d != nil && d.Op != spirv.OpVariable {
				mark(in.Words[1])
			}
		}
	}
	for len(work) > 0 {
		id := work[len(work)-1]
		work = work[:len(work)-1]
		if f := funcs[id]; f != nil {
			f.each(func(in *Inst) {
				in.uses(mark)
				if r := in.Result(); r != 0 {
					live[r] = true
				}
			})
		} else if d := defs[id]; d != nil {
			d.uses(mark)
		}
	}
	kept := m.Funcs[:0]
	for _, f := range m.Funcs {
		if live[f.ID()] {
			kept = append(kept, f)
		}
	}
	m.Funcs = kept

	g := m.Globals[:0]
	for _, in := range m.Globals {
		switch in.Op {
		case spirv.OpName, spirv.OpMemberName, spirv.OpDecorate, spirv.OpMemberDecorate, spirv.OpDecorateString,
			spirv.OpMemberDecorateString:
			if !live[in.Words[1]] {
				continue
			}
		case spirv.OpEntryPoint:
			isRef := map[int]bool{}
			for _, r := range in.refs {
				isRef[r] = true
			}
			var w []uint32
			var refs []int
			for i, x := range in.Words {
				if isRef[i] && i != in.refs[0] && !live[x] {
					continue // an interface variable that is gone
				}
				if isRef[i] {
					refs = append(refs, len(w))
				}
				w = append(w, x)
			}
			in.Words, in.refs = w, refs
		default:
			if r := in.Result(); r != 0 && !live[r] && droppableGlobal(in.Op) {
				continue
			}
		}
		g = append(g, in)
	}
	m.Globals = g
}

// droppableGlobal reports whether a global instruction with an unused
// result may go.
func droppableGlobal(op spirv.Op) bool {
	switch op {
	case spirv.OpVariable, spirv.OpUndef, spirv.OpConstant, spirv.OpConstantTrue, spirv.OpConstantFalse,
		spirv.OpConstantComposite, spirv.OpConstantNull, spirv.OpSpecConstantOp:
		return true
	}
	name := op.String()
	return len(name) > 6 && name[:6] == "OpType"
}
