package opt

import (
	"strconv"
	"strings"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// Storage classes whose memory a shader cannot write.
const (
	storageUniformConstant = 0
	storageInput           = 1
	storageUniform         = 2
	storagePushConstant    = 9
	decorationBufferBlock  = 3
)

// valueNumbering replaces, in every function, each instruction that
// computes what an instruction in a dominating block (or earlier in its
// own block) already computed by that one's result: pure operations with
// the same operands, and loads of the same address in memory the shader
// cannot write (push constants, uniform blocks, inputs). Instructions
// with a decoration (NoContraction, RelaxedPrecision...) take no part.
// It reports whether it replaced anything.
func valueNumbering(m *Module) bool {
	pure := pureExtSets(m)
	decorated := map[uint32]bool{}
	bufferBlocks := map[uint32]bool{}
	for _, in := range m.Globals {
		if in.Op == spirv.OpDecorate || in.Op == spirv.OpDecorateId || in.Op == spirv.OpDecorateString {
			decorated[in.Words[1]] = true
			if in.Op == spirv.OpDecorate && in.Words[2] == decorationBufferBlock {
				bufferBlocks[in.Words[1]] = true
			}
		}
	}
	t := newTypeInfo(m)
	readOnly := map[uint32]bool{} // global variables nothing writes
	for _, in := range m.Globals {
		if in.Op != spirv.OpVariable {
			continue
		}
		switch in.Words[3] {
		case storageUniformConstant, storageInput, storagePushConstant:
			readOnly[in.Result()] = true
		case storageUniform:
			readOnly[in.Result()] = !bufferBlocks[t.pointee[in.Type()]]
		}
	}
	changed := false
	for _, f := range m.Funcs {
		if len(f.Blocks) > 0 && numberFunction(f, pure, decorated, readOnly) {
			changed = true
		}
	}
	return changed
}

func numberFunction(f *Function, pure, decorated, readOnly map[uint32]bool) bool {
	idom := dominators(f)
	children := map[uint32][]*Block{}
	for _, b := range f.Blocks[1:] {
		if d, ok := idom[b.ID()]; ok {
			children[d] = append(children[d], b)
		}
	}
	// root is the variable an access chain starts from.
	root := map[uint32]uint32{}
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			if in.Op == spirv.OpAccessChain || in.Op == spirv.OpInBoundsAccessChain {
				base := in.Ref(0)
				if r, ok := root[base]; ok {
					base = r
				}
				root[in.Result()] = base
			}
		}
	}
	readOnlyPtr := func(p uint32) bool {
		if r, ok := root[p]; ok {
			p = r
		}
		return readOnly[p]
	}
	repl := map[uint32]uint32{}
	table := map[string]uint32{}
	var key strings.Builder
	var walk func(b *Block)
	walk = func(b *Block) {
		var added []string
		kept := b.Insts[:0]
		for _, in := range b.Insts {
			in.mapRefs(func(id uint32) uint32 { return resolve(repl, id) })
			r := in.Result()
			ok := r != 0 && !decorated[r] && in.Op != spirv.OpPhi && in.Op != spirv.OpUndef && in.Op != spirv.OpVariable
			if ok {
				if in.Op == spirv.OpLoad {
					ok = (len(in.Words) < 5 || in.Words[4]&accessVolatile == 0) && readOnlyPtr(in.Ref(0))
				} else {
					ok = removable(in, pure)
				}
			}
			if !ok {
				kept = append(kept, in)
				continue
			}
			key.Reset()
			key.WriteString(strconv.Itoa(int(in.Op)))
			ops := append([]uint32(nil), in.Words[1:]...)
			ops[in.resAt-1] = 0
			if commutative(in.Op) && len(ops) == 4 && ops[2] > ops[3] {
				ops[2], ops[3] = ops[3], ops[2]
			}
			for _, w := range ops {
				key.WriteByte(' ')
				key.WriteString(strconv.FormatUint(uint64(w), 10))
			}
			k := key.String()
			if prev, seen := table[k]; seen {
				repl[r] = prev
				continue
			}
			table[k] = r
			added = append(added, k)
			kept = append(kept, in)
		}
		b.Insts = kept
		for _, c := range children[b.ID()] {
			walk(c)
		}
		for _, k := range added {
			delete(table, k)
		}
	}
	walk(f.Blocks[0])
	f.replaceAll(repl)
	return len(repl) > 0
}

// commutative reports whether op's two operands may swap.
func commutative(op spirv.Op) bool {
	switch op {
	case spirv.OpIAdd, spirv.OpIMul, spirv.OpFAdd, spirv.OpFMul, spirv.OpBitwiseAnd, spirv.OpBitwiseOr,
		spirv.OpBitwiseXor, spirv.OpLogicalAnd, spirv.OpLogicalOr, spirv.OpIEqual, spirv.OpINotEqual,
		spirv.OpLogicalEqual, spirv.OpLogicalNotEqual:
		return true
	}
	return false
}

// dominators maps each reachable block but the entry to its immediate
// dominator (Cooper, Harvey and Kennedy, "A Simple, Fast Dominance
// Algorithm").
func dominators(f *Function) map[uint32]uint32 {
	byID := map[uint32]*Block{}
	for _, b := range f.Blocks {
		byID[b.ID()] = b
	}
	// Reverse postorder from the entry.
	order := map[uint32]int{}
	var post []uint32
	seen := map[uint32]bool{}
	var dfs func(id uint32)
	dfs = func(id uint32) {
		seen[id] = true
		if b := byID[id]; b != nil {
			for _, s := range b.succs() {
				if !seen[s] {
					dfs(s)
				}
			}
		}
		post = append(post, id)
	}
	entry := f.Blocks[0].ID()
	dfs(entry)
	rpo := make([]uint32, len(post))
	for i, id := range post {
		rpo[len(post)-1-i] = id
		order[id] = len(post) - 1 - i
	}
	preds := map[uint32][]uint32{}
	for _, id := range rpo {
		for _, s := range byID[id].succs() {
			preds[s] = append(preds[s], id)
		}
	}
	idom := map[uint32]uint32{entry: entry}
	intersect := func(a, b uint32) uint32 {
		for a != b {
			for order[a] > order[b] {
				a = idom[a]
			}
			for order[b] > order[a] {
				b = idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for _, id := range rpo[1:] {
			var d uint32
			have := false
			for _, p := range preds[id] {
				if _, ok := idom[p]; !ok {
					continue
				}
				if !have {
					d, have = p, true
				} else {
					d = intersect(p, d)
				}
			}
			if have && idom[id] != d {
				idom[id] = d
				changed = true
			}
		}
	}
	delete(idom, entry)
	return idom
}
