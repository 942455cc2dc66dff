package interp

import (
	"fmt"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// The reader's validation: the rules of the SPIR-V specification that the
// interpreter's compiler and scheduler rely on, checked before either sees
// the module, so that a module breaking one is refused with the word offset
// and id of the instruction instead of being run (or of making the
// compiler recurse or allocate without bound). spirv-val rejects every
// module refused here; the checks are linear in the module's size.
//
//   - ids: every id operand is below the header's bound and names an id
//     some instruction defines; no id is defined twice;
//   - functions and blocks: every instruction of a function body is inside
//     a block (after an OpLabel), and every block ends with a terminator
//     (branch, return, kill, unreachable) before the next OpLabel or the
//     OpFunctionEnd; a function has at least one block;
//   - branches: every branch target, merge block and continue target is a
//     block of the same function; a merge instruction comes immediately
//     before its header's terminator (OpLoopMerge before OpBranch or
//     OpBranchConditional, OpSelectionMerge before OpBranchConditional or
//     OpSwitch); no block is the merge block of two headers;
//   - OpPhi: only at the start of a block, never in a function's entry
//     block, each parent a predecessor of the block, each predecessor
//     named exactly once;
//   - calls: every OpFunctionCall names a function, and the call graph has
//     no cycle (SPIR-V forbids recursion, direct or mutual);
//   - types: composite types nest at most maxTypeDepth deep (SPIR-V's
//     universal limit for structures is 255; arrays count here too).
const maxTypeDepth = 255

// validate checks raw as described above. It returns, by id, whether
// code uses the id (an operand of an instruction in a function body, or of
// OpExecutionModeId): the undefined results of specialization constants
// nothing uses are not reported.
func validate(raw *spirv.RawModule) ([]bool, error) {
	v := &validator{raw: raw, bound: raw.Header.Bound}
	if err := v.ids(); err != nil {
		return nil, err
	}
	if err := v.types(); err != nil {
		return nil, err
	}
	return v.used, v.functions()
}

type validator struct {
	raw     *spirv.RawModule
	bound   uint32
	defined []bool   // by id
	defAt   []int32  // by id: index in raw.Insts of the defining instruction
	depth   []uint16 // by id: nesting depth of a type
	used    []bool   // by id: named by an instruction of a function body or an OpExecutionModeId
}

func (v *validator) errf(in spirv.Inst, id uint32, format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	if id != 0 {
		msg = fmt.Sprintf("%%%d: %s", id, msg)
	}
	return &LoadError{Offset: in.Offset, Op: in.Op, Msg: msg}
}

// resultID is the id in defines, or 0.
func resultID(in spirv.Inst) uint32 {
	info, ok := in.Op.Info()
	if !ok {
		return 0
	}
	switch {
	case info.HasResultType() && len(in.Words) > 2:
		return in.Words[2]
	case info.HasResult() && len(in.Words) > 1:
		return in.Words[1]
	}
	return 0
}

func isIDKind(k spirv.OperandKind) bool {
	switch k {
	case spirv.KindIdRef, spirv.KindIdResultType, spirv.KindIdResult, spirv.KindIdScope, spirv.KindIdMemorySemantics:
		return true
	}
	return false
}

// ids checks the bound and that every id is defined once; instructions the
// grammar cannot split are left to the compiler, which reports them.
func (v *validator) ids() error {
	n := v.bound
	v.defined = make([]bool, n)
	v.defAt = make([]int32, n)
	for i, in := range v.raw.Insts {
		id := resultID(in)
		if id == 0 {
			continue
		}
		if id >= n {
			return v.errf(in, id, "result id is not below the module's id bound %d", n)
		}
		if v.defined[id] {
			return v.errf(in, id, "id is defined twice (first at word %d)", v.raw.Insts[v.defAt[id]].Offset)
		}
		v.defined[id], v.defAt[id] = true, int32(i)
	}
	var dec spirv.OperandDecoder
	var ops []spirv.Operand
	v.used = make([]bool, n)
	inFn := false
	for _, in := range v.raw.Insts {
		switch in.Op {
		case spirv.OpFunction:
			inFn = true
		case spirv.OpFunctionEnd:
			inFn = false
		}
		var err error
		ops, err = dec.Decode(in)
		if err != nil {
			continue
		}
		for _, o := range ops {
			if !isIDKind(o.Kind) || o.Kind == spirv.KindIdResult {
				continue
			}
			for _, id := range o.Words {
				if id < n && (inFn || in.Op == spirv.OpExecutionModeId) {
					v.used[id] = true
				}
				if id >= n {
					return v.errf(in, 0, "id %%%d is not below the module's id bound %d", id, n)
				}
				if !v.defined[id] && !forwardOK(in.Op) {
					return v.errf(in, 0, "id %%%d is never defined", id)
				}
			}
		}
	}
	return nil
}

// forwardOK: instructions whose id operands may name ids no instruction
// defines (a name or decoration of nothing is harmless; spirv-val rejects
// it but the interpreter never looks it up).
func forwardOK(op spirv.Op) bool {
	switch op {
	case spirv.OpName, spirv.OpMemberName, spirv.OpDecorate, spirv.OpMemberDecorate, spirv.OpDecorateId,
		spirv.OpDecorateString, spirv.OpMemberDecorateString, spirv.OpExecutionMode, spirv.OpExecutionModeId,
		spirv.OpEntryPoint, spirv.OpLine, spirv.OpSource, spirv.OpExtInst:
		return true
	}
	return false
}

// types bounds the nesting depth of composite types. Types are defined
// before use (forward pointers aside), so one pass suffices.
func (v *validator) types() error {
	v.depth = make([]uint16, v.bound)
	get := func(id uint32) uint16 {
		if id < v.bound {
			return v.depth[id]
		}
		return 0
	}
	for _, in := range v.raw.Insts {
		w := in.Words
		var d uint16
		switch in.Op {
		case spirv.OpTypeVector, spirv.OpTypeMatrix, spirv.OpTypeArray, spirv.OpTypeRuntimeArray:
			if len(w) < 3 {
				continue
			}
			d = get(w[2]) + 1
		case spirv.OpTypeStruct:
			for _, m := range w[2:] {
				if e := get(m) + 1; e > d {
					d = e
				}
			}
		default:
			continue
		}
		if d > maxTypeDepth {
			return v.errf(in, w[1], "composite types nest %d deep (the limit is %d)", d, maxTypeDepth)
		}
		v.depth[w[1]] = d
	}
	return nil
}

// fn is one function's body as the checks see it.
type fn struct {
	id     uint32
	start  spirv.Inst
	blocks []blk
	index  map[uint32]int // label id -> blocks index
	calls  []call
}

type blk struct {
	label spirv.Inst
	insts []spirv.Inst // after the label, the terminator last
	preds []int
}

type call struct {
	in     spirv.Inst
	callee uint32
}

func isTerminator(op spirv.Op) bool {
	switch op {
	case spirv.OpBranch, spirv.OpBranchConditional, spirv.OpSwitch, spirv.OpReturn, spirv.OpReturnValue,
		spirv.OpKill, spirv.OpUnreachable, spirv.OpTerminateInvocation, spirv.OpIgnoreIntersectionKHR,
		spirv.OpTerminateRayKHR, spirv.OpEmitMeshTasksEXT:
		return true
	}
	return false
}

// functions splits the bodies into blocks and checks blocks, branches,
// OpPhi and the call graph.
func (v *validator) functions() error {
	var fns []*fn
	var cur *fn
	open := false // a block is open (label seen, no terminator yet)
	for _, in := range v.raw.Insts {
		switch {
		case in.Op == spirv.OpFunction:
			if cur != nil {
				return v.errf(in, resultID(in), "function begins inside another function")
			}
			cur = &fn{id: resultID(in), start: in, index: map[uint32]int{}}
		case cur == nil:
			if in.Op == spirv.OpFunctionEnd || in.Op == spirv.OpLabel || isTerminator(in.Op) {
				return v.errf(in, resultID(in), "outside a function")
			}
		case in.Op == spirv.OpFunctionEnd:
			if open {
				b := cur.blocks[len(cur.blocks)-1]
				return v.errf(in, 0, "block %%%d (word %d) has no terminator before the end of function %%%d", b.label.Words[1], b.label.Offset, cur.id)
			}
			if len(cur.blocks) == 0 {
				return v.errf(in, 0, "function %%%d has no blocks", cur.id)
			}
			fns = append(fns, cur)
			cur = nil
		case in.Op == spirv.OpLabel:
			if open {
				b := cur.blocks[len(cur.blocks)-1]
				return v.errf(in, resultID(in), "block %%%d (word %d) has no terminator before the next block", b.label.Words[1], b.label.Offset)
			}
			if len(in.Words) < 2 {
				return v.errf(in, 0, "has no result id")
			}
			cur.index[in.Words[1]] = len(cur.blocks)
			cur.blocks = append(cur.blocks, blk{label: in})
			open = true
		case in.Op == spirv.OpFunctionParameter || in.Op == spirv.OpLine || in.Op == spirv.OpNoLine:
			if open {
				b := &cur.blocks[len(cur.blocks)-1]
				b.insts = append(b.insts, in)
			}
		default:
			if !open {
				return v.errf(in, resultID(in), "instruction outside a block in function %%%d (after a terminator, or before the first OpLabel)", cur.id)
			}
			b := &cur.blocks[len(cur.blocks)-1]
			b.insts = append(b.insts, in)
			if in.Op == spirv.OpFunctionCall {
				if len(in.Words) < 4 {
					return v.errf(in, resultID(in), "has %d words, needs at least 4", len(in.Words))
				}
				cur.calls = append(cur.calls, call{in, in.Words[3]})
			}
			if isTerminator(in.Op) {
				open = false
			}
		}
	}
	if cur != nil {
		return v.errf(cur.start, cur.id, "function has no OpFunctionEnd")
	}
	byID := map[uint32]*fn{}
	for _, f := range fns {
		byID[f.id] = f
		if err := v.cfg(f); err != nil {
			return err
		}
	}
	return v.acyclic(fns, byID)
}

// targets are the blocks a branch or merge instruction names (OpSwitch's:
// switchTargets).
func targets(in spirv.Inst) []uint32 {
	w := in.Words
	switch in.Op {
	case spirv.OpBranch:
		if len(w) > 1 {
			return w[1:2]
		}
	case spirv.OpBranchConditional:
		if len(w) > 3 {
			return w[2:4]
		}
	case spirv.OpLoopMerge:
		if len(w) > 2 {
			return w[1:3]
		}
	case spirv.OpSelectionMerge:
		if len(w) > 1 {
			return w[1:2]
		}
	}
	return nil
}

// switchTargets are the default and case labels of an OpSwitch; the case
// literals are one or two words wide, by the selector's type.
func (v *validator) switchTargets(in spirv.Inst) ([]uint32, error) {
	w := in.Words
	if len(w) < 3 {
		return nil, v.errf(in, 0, "has %d words, needs at least 3", len(w))
	}
	width := 1
	if sel := w[1]; sel < v.bound && v.defined[sel] {
		def := v.raw.Insts[v.defAt[sel]]
		if len(def.Words) > 1 {
			if t := def.Words[1]; t < v.bound && v.defined[t] {
				ty := v.raw.Insts[v.defAt[t]]
				if ty.Op == spirv.OpTypeInt && len(ty.Words) > 2 && ty.Words[2] > 32 {
					width = 2
				}
			}
		}
	}
	rest := w[3:]
	if len(rest)%(width+1) != 0 {
		return nil, v.errf(in, 0, "case list of %d words does not split into (literal, label) pairs of %d words", len(rest), width+1)
	}
	out := []uint32{w[2]}
	for i := width; i < len(rest); i += width + 1 {
		out = append(out, rest[i])
	}
	return out, nil
}

// cfg checks one function's blocks, branches and OpPhi instructions.
func (v *validator) cfg(f *fn) error {
	mergeOf := map[uint32]uint32{} // merge block -> header label
	for bi := range f.blocks {
		b := &f.blocks[bi]
		term := b.insts[len(b.insts)-1]
		var succ []uint32
		if term.Op == spirv.OpSwitch {
			var err error
			if succ, err = v.switchTargets(term); err != nil {
				return err
			}
		} else {
			succ = targets(term)
		}
		for _, t := range succ {
			si, ok := f.index[t]
			if !ok {
				return v.errf(term, 0, "branch target %%%d is not a block of function %%%d", t, f.id)
			}
			sb := &f.blocks[si]
			if n := len(sb.preds); n == 0 || sb.preds[n-1] != bi {
				sb.preds = append(sb.preds, bi)
			}
		}
		if len(b.insts) >= 2 {
			m := b.insts[len(b.insts)-2]
			if m.Op == spirv.OpLoopMerge || m.Op == spirv.OpSelectionMerge {
				ok := m.Op == spirv.OpLoopMerge && (term.Op == spirv.OpBranch || term.Op == spirv.OpBranchConditional) ||
					m.Op == spirv.OpSelectionMerge && (term.Op == spirv.OpBranchConditional || term.Op == spirv.OpSwitch)
				if !ok {
					return v.errf(m, 0, "%s cannot precede %s", m.Op, term.Op)
				}
			}
		}
		for ii, in := range b.insts {
			switch in.Op {
			case spirv.OpLoopMerge, spirv.OpSelectionMerge:
				if ii != len(b.insts)-2 {
					return v.errf(in, 0, "a merge instruction must come immediately before its block's terminator")
				}
				mt := targets(in)
				if len(mt) == 0 {
					return v.errf(in, 0, "has %d words, too few", len(in.Words))
				}
				for _, t := range mt {
					if _, ok := f.index[t]; !ok {
						return v.errf(in, 0, "merge or continue target %%%d is not a block of function %%%d", t, f.id)
					}
				}
				if h, dup := mergeOf[mt[0]]; dup {
					return v.errf(in, 0, "block %%%d is already the merge block of header %%%d", mt[0], h)
				}
				mergeOf[mt[0]] = b.label.Words[1]
			case spirv.OpPhi, spirv.OpLine, spirv.OpNoLine:
			default:
				if isTerminator(in.Op) && ii != len(b.insts)-1 {
					return v.errf(in, 0, "terminator in the middle of block %%%d", b.label.Words[1])
				}
			}
		}
	}
	for bi := range f.blocks {
		b := &f.blocks[bi]
		phis := true
		for _, in := range b.insts {
			if in.Op == spirv.OpLine || in.Op == spirv.OpNoLine {
				continue
			}
			if in.Op != spirv.OpPhi {
				phis = false
				continue
			}
			id := resultID(in)
			if !phis {
				return v.errf(in, id, "OpPhi must come before every other instruction of block %%%d", b.label.Words[1])
			}
			if bi == 0 {
				return v.errf(in, id, "OpPhi in the entry block of function %%%d, which has no predecessors", f.id)
			}
			pairs := in.Words[3:]
			if len(pairs)%2 != 0 {
				return v.errf(in, id, "operands do not form (value, parent) pairs")
			}
			seen := map[int]bool{}
			for k := 1; k < len(pairs); k += 2 {
				p, ok := f.index[pairs[k]]
				if !ok {
					return v.errf(in, id, "parent %%%d is not a block of function %%%d", pairs[k], f.id)
				}
				isPred := false
				for _, q := range b.preds {
					if q == p {
						isPred = true
					}
				}
				if !isPred {
					return v.errf(in, id, "parent %%%d is not a predecessor of block %%%d", pairs[k], b.label.Words[1])
				}
				if seen[p] {
					return v.errf(in, id, "parent %%%d is named twice", pairs[k])
				}
				seen[p] = true
			}
			if len(seen) != len(b.preds) {
				for _, q := range b.preds {
					if !seen[q] {
						return v.errf(in, id, "predecessor %%%d of block %%%d has no value (%d parents for %d predecessors)",
							f.blocks[q].label.Words[1], b.label.Words[1], len(seen), len(b.preds))
					}
				}
			}
		}
	}
	return nil
}

// acyclic checks that every call names a function and that no function
// reaches itself through calls (iteratively: call chains may be long).
func (v *validator) acyclic(fns []*fn, byID map[uint32]*fn) error {
	for _, f := range fns {
		for _, c := range f.calls {
			if byID[c.callee] == nil {
				return v.errf(c.in, resultID(c.in), "OpFunctionCall of %%%d, which is not a function", c.callee)
			}
		}
	}
	const (
		white = iota
		grey
		black
	)
	color := map[uint32]uint8{}
	type item struct {
		f *fn
		i int
	}
	for _, root := range fns {
		if color[root.id] != white {
			continue
		}
		stack := []item{{root, 0}}
		color[root.id] = grey
		for len(stack) > 0 {
			top := &stack[len(stack)-1]
			if top.i == len(top.f.calls) {
				color[top.f.id] = black
				stack = stack[:len(stack)-1]
				continue
			}
			c := top.f.calls[top.i]
			top.i++
			switch color[c.callee] {
			case grey:
				if c.callee == top.f.id {
					return v.errf(c.in, resultID(c.in), "function %%%d calls itself (SPIR-V forbids recursion)", c.callee)
				}
				return v.errf(c.in, resultID(c.in), "call of %%%d closes a cycle of calls from %%%d (SPIR-V forbids recursion)", c.callee, top.f.id)
			case white:
				color[c.callee] = grey
				stack = append(stack, item{byID[c.callee], 0})
			}
		}
	}
	return nil
}
