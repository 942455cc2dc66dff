package opt

import (
	"fmt"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// Inst is one instruction. Words is the whole instruction, its first
// word (word count and opcode) included; typeAt and resAt index the result
// type and result id in Words (0 when it has none), refs the other id
// operands.
type Inst struct {
	Op     spirv.Op
	Words  []uint32
	typeAt int
	resAt  int
	refs   []int
}

// Result is the instruction's result id, or 0.
func (in *Inst) Result() uint32 {
	if in.resAt == 0 {
		return 0
	}
	return in.Words[in.resAt]
}

// Type is the instruction's result type id, or 0.
func (in *Inst) Type() uint32 {
	if in.typeAt == 0 {
		return 0
	}
	return in.Words[in.typeAt]
}

// Ref is the i-th id operand (result type and result id not counted).
func (in *Inst) Ref(i int) uint32 { return in.Words[in.refs[i]] }

// NumRefs is the number of id operands.
func (in *Inst) NumRefs() int { return len(in.refs) }

// mapRefs replaces every id operand and the result type by f of it.
func (in *Inst) mapRefs(f func(uint32) uint32) {
	for _, i := range in.refs {
		in.Words[i] = f(in.Words[i])
	}
	if in.typeAt != 0 {
		in.Words[in.typeAt] = f(in.Words[in.typeAt])
	}
}

// uses calls f for every id the instruction refers to, its result type
// included.
func (in *Inst) uses(f func(uint32)) {
	if in.typeAt != 0 {
		f(in.Words[in.typeAt])
	}
	for _, i := range in.refs {
		f(in.Words[i])
	}
}

func (in *Inst) clone() *Inst {
	c := *in
	c.Words = append([]uint32(nil), in.Words...)
	return &c
}

// newInst builds an instruction from its operand words (the first word
// is filled in).
func newInst(op spirv.Op, typeAt, resAt int, refs []int, operands ...uint32) *Inst {
	w := append([]uint32{uint32(len(operands)+1)<<16 | uint32(op)}, operands...)
	return &Inst{Op: op, Words: w, typeAt: typeAt, resAt: resAt, refs: refs}
}

func opBranch(target uint32) *Inst { return newInst(spirv.OpBranch, 0, 0, []int{1}, target) }
func opLabel(id uint32) *Inst      { return newInst(spirv.OpLabel, 0, 1, nil, id) }
func opUndef(typ, id uint32) *Inst { return newInst(spirv.OpUndef, 1, 2, nil, typ, id) }
func opStore(ptr, val uint32) *Inst {
	return newInst(spirv.OpStore, 0, 0, []int{1, 2}, ptr, val)
}

// opPhi builds an OpPhi of the (value, parent) pairs.
func opPhi(typ, id uint32, pairs []uint32) *Inst {
	refs := make([]int, len(pairs))
	for i := range pairs {
		refs[i] = 3 + i
	}
	return newInst(spirv.OpPhi, 1, 2, refs, append([]uint32{typ, id}, pairs...)...)
}

// Block is a basic block: its label, then its instructions, the
// terminator last.
type Block struct {
	Label *Inst
	Insts []*Inst
}

// ID is the block's label id.
func (b *Block) ID() uint32 { return b.Label.Result() }

// Term is the block's terminator.
func (b *Block) Term() *Inst { return b.Insts[len(b.Insts)-1] }

// merge is the block's OpSelectionMerge or OpLoopMerge, or nil.
func (b *Block) merge() *Inst {
	if len(b.Insts) >= 2 {
		if m := b.Insts[len(b.Insts)-2]; m.Op == spirv.OpSelectionMerge || m.Op == spirv.OpLoopMerge {
			return m
		}
	}
	return nil
}

// succs are the labels the terminator branches to.
func (b *Block) succs() []uint32 {
	t := b.Term()
	switch t.Op {
	case spirv.OpBranch:
		return []uint32{t.Ref(0)}
	case spirv.OpBranchConditional:
		return []uint32{t.Ref(1), t.Ref(2)}
	case spirv.OpSwitch:
		var s []uint32
		for i := 1; i < t.NumRefs(); i++ {
			s = append(s, t.Ref(i))
		}
		return s
	}
	return nil
}

// Function is one function: OpFunction, its parameters, what comes
// between them and the first block (OpLine), its blocks.
type Function struct {
	Def    *Inst
	Params []*Inst
	Pre    []*Inst
	Blocks []*Block
	End    *Inst
}

// ID is the function's result id.
func (f *Function) ID() uint32 { return f.Def.Result() }

// Module is a decoded module: everything before the first function in
// Globals, then the functions.
type Module struct {
	Header  spirv.Header
	Globals []*Inst
	Funcs   []*Function
}

// newID allocates a fresh id.
func (m *Module) newID() uint32 {
	id := m.Header.Bound
	m.Header.Bound++
	return id
}

// Decode splits a SPIR-V binary into a Module.
func Decode(words []uint32) (*Module, error) {
	raw, err := spirv.DecodeWords(words)
	if err != nil {
		return nil, err
	}
	m := &Module{Header: raw.Header}
	var dec spirv.OperandDecoder
	var f *Function
	var b *Block
	for _, ri := range raw.Insts {
		ops, err := dec.Decode(ri)
		if err != nil {
			return nil, err
		}
		in := &Inst{Op: ri.Op, Words: append([]uint32(nil), ri.Words...)}
		for _, o := range ops {
			switch o.Kind {
			case spirv.KindIdResultType:
				in.typeAt = o.Start
			case spirv.KindIdResult:
				in.resAt = o.Start
			case spirv.KindIdRef, spirv.KindIdScope, spirv.KindIdMemorySemantics:
				in.refs = append(in.refs, o.Start)
			}
		}
		switch {
		case in.Op == spirv.OpFunction:
			if f != nil {
				return nil, fmt.Errorf("word %d: OpFunction inside a function", ri.Offset)
			}
			f = &Function{Def: in}
		case f == nil:
			m.Globals = append(m.Globals, in)
		case in.Op == spirv.OpFunctionEnd:
			if b != nil {
				return nil, fmt.Errorf("word %d: a block without a terminator", ri.Offset)
			}
			f.End = in
			m.Funcs = append(m.Funcs, f)
			f = nil
		case in.Op == spirv.OpFunctionParameter:
			f.Params = append(f.Params, in)
		case in.Op == spirv.OpLabel:
			if b != nil {
				return nil, fmt.Errorf("word %d: a block without a terminator", ri.Offset)
			}
			b = &Block{Label: in}
		case b == nil:
			f.Pre = append(f.Pre, in)
		default:
			b.Insts = append(b.Insts, in)
			if isTerminator(in.Op) {
				f.Blocks = append(f.Blocks, b)
				b = nil
			}
		}
	}
	if f != nil {
		return nil, fmt.Errorf("a function without OpFunctionEnd")
	}
	return m, nil
}

func isTerminator(op spirv.Op) bool {
	switch op {
	case spirv.OpBranch, spirv.OpBranchConditional, spirv.OpSwitch, spirv.OpReturn, spirv.OpReturnValue,
		spirv.OpKill, spirv.OpUnreachable, spirv.OpTerminateInvocation,
		spirv.OpIgnoreIntersectionKHR, spirv.OpTerminateRayKHR, spirv.OpEmitMeshTasksEXT:
		return true
	}
	return false
}

// Encode writes the module as a SPIR-V binary.
func (m *Module) Encode() []uint32 {
	w := []uint32{spirv.MagicNumber, m.Header.Version, m.Header.Generator, m.Header.Bound, m.Header.Schema}
	add := func(in *Inst) {
		in.Words[0] = uint32(len(in.Words))<<16 | uint32(in.Op)
		w = append(w, in.Words...)
	}
	for _, in := range m.Globals {
		add(in)
	}
	for _, f := range m.Funcs {
		add(f.Def)
		for _, in := range f.Params {
			add(in)
		}
		for _, in := range f.Pre {
			add(in)
		}
		for _, b := range f.Blocks {
			add(b.Label)
			for _, in := range b.Insts {
				add(in)
			}
		}
		add(f.End)
	}
	return w
}

// each calls fn for every instruction of the function.
func (f *Function) each(fn func(*Inst)) {
	fn(f.Def)
	for _, in := range f.Params {
		fn(in)
	}
	for _, in := range f.Pre {
		fn(in)
	}
	for _, b := range f.Blocks {
		fn(b.Label)
		for _, in := range b.Insts {
			fn(in)
		}
	}
	fn(f.End)
}

// replaceAll rewrites every id operand of f through repl (followed to its
// end: a value replaced by a value replaced in turn).
func (f *Function) replaceAll(repl map[uint32]uint32) {
	if len(repl) == 0 {
		return
	}
	f.each(func(in *Inst) { in.mapRefs(func(id uint32) uint32 { return resolve(repl, id) }) })
}

func resolve(repl map[uint32]uint32, id uint32) uint32 {
	for {
		r, ok := repl[id]
		if !ok || r == id {
			return id
		}
		id = r
	}
}
