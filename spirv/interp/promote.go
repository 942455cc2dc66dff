package interp

import (
	"strings"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// Register promotion. A Function or Private variable whose pointer is only
// ever loaded from, stored to, or indexed with constant indices (and those
// pointers again only loaded and stored) is kept in registers instead of
// invocation memory: its loads and stores become register copies. This is
// what glslang's unoptimised output (every local variable in memory) needs
// to run fast.

type promoted struct {
	slot uint32 // first register of the variable (or of the sub-object)
	n    int    // components
}

// promotable scans the module and returns the ids of the variables that
// qualify.
func promotable(insts []spirv.Inst) map[uint32]bool {
	cand := map[uint32]bool{}      // candidate variables
	derived := map[uint32]uint32{} // access chain result -> root variable
	bad := map[uint32]bool{}
	consts := map[uint32]bool{}
	for _, in := range insts {
		w := in.Words
		switch in.Op {
		case spirv.OpConstant, spirv.OpSpecConstant, spirv.OpConstantNull:
			if len(w) > 2 {
				consts[w[2]] = true
			}
		case spirv.OpVariable:
			if len(w) >= 4 {
				sc := spirv.StorageClass(w[3])
				if sc == spirv.StorageClassFunction || sc == spirv.StorageClassPrivate {
					cand[w[2]] = true
				}
			}
		}
	}
	root := func(id uint32) (uint32, bool) {
		if cand[id] {
			return id, true
		}
		r, ok := derived[id]
		return r, ok
	}
	for _, in := range insts {
		w := in.Words
		if debugOnly(in.Op) {
			continue
		}
		switch in.Op {
		case spirv.OpVariable:
			// the initializer is a constant
			continue
		case spirv.OpLoad:
			if len(w) >= 4 {
				continue
			}
		case spirv.OpStore:
			if len(w) >= 3 {
				if r, ok := root(w[2]); ok {
					bad[r] = true
				}
				continue
			}
		case spirv.OpAccessChain, spirv.OpInBoundsAccessChain:
			if len(w) >= 4 {
				if r, ok := root(w[3]); ok {
					allConst := true
					for _, x := range w[4:] {
						if !consts[x] {
							allConst = false
						}
					}
					if allConst {
						derived[w[2]] = r
					} else {
						bad[r] = true
					}
				}
				for _, x := range w[4:] {
					if r, ok := root(x); ok {
						bad[r] = true
					}
				}
				continue
			}
		case spirv.OpName, spirv.OpDecorate, spirv.OpMemberDecorate, spirv.OpEntryPoint:
			continue
		}
		// only the operands that can be ids: a literal that happens to
		// equal a variable's id (OpTypeInt 32, a constant's value, a
		// LocalSize of 64, a component index) must not keep it in memory
		ids := w[1:]
		switch in.Op {
		case spirv.OpCapability, spirv.OpExtension, spirv.OpExtInstImport, spirv.OpMemoryModel,
			spirv.OpExecutionMode, spirv.OpMemberName, spirv.OpConstant, spirv.OpConstantTrue,
			spirv.OpConstantFalse, spirv.OpConstantNull, spirv.OpSpecConstant, spirv.OpSpecConstantTrue,
			spirv.OpSpecConstantFalse, spirv.OpSelectionMerge, spirv.OpLoopMerge, spirv.OpLabel,
			spirv.OpBranch, spirv.OpBranchConditional, spirv.OpSwitch:
			// no pointer operand
			continue
		case spirv.OpCompositeExtract:
			ids = w[3:min(4, len(w))]
		case spirv.OpCompositeInsert, spirv.OpVectorShuffle:
			ids = w[3:min(5, len(w))]
		case spirv.OpExtInst:
			if len(w) > 4 {
				ids = append([]uint32{w[3]}, w[5:]...) // not the instruction number
			}
		default:
			if strings.HasPrefix(in.Op.String(), "OpType") {
				continue // types refer to types and constants only
			}
		}
		for _, x := range ids {
			if r, ok := root(x); ok {
				bad[r] = true
			}
		}
	}
	out := map[uint32]bool{}
	for v := range cand {
		if !bad[v] {
			out[v] = true
		}
	}
	return out
}

// inputsReadOnly reports whether the module only ever loads from its Input
// variables (directly or through access chains), so that the built-in
// values written into invocation memory stay valid from one workgroup to
// the next. Any other mention of such a pointer (a store, a copy, an
// atomic, a call argument, or a literal that happens to equal its id)
// answers false, and the built-ins are then rewritten for every workgroup.
func inputsReadOnly(insts []spirv.Inst) bool {
	ptrs := map[uint32]bool{}
	for _, in := range insts {
		if w := in.Words; in.Op == spirv.OpVariable && len(w) >= 4 && spirv.StorageClass(w[3]) == spirv.StorageClassInput {
			ptrs[w[2]] = true
		}
	}
	if len(ptrs) == 0 {
		return true
	}
	for _, in := range insts {
		w := in.Words
		from := 1
		if debugOnly(in.Op) {
			continue
		}
		switch in.Op {
		case spirv.OpEntryPoint, spirv.OpName, spirv.OpMemberName, spirv.OpDecorate, spirv.OpMemberDecorate,
			spirv.OpDecorateId, spirv.OpVariable:
			continue
		case spirv.OpLoad:
			from = 4
		case spirv.OpAccessChain, spirv.OpInBoundsAccessChain, spirv.OpCopyObject:
			if len(w) >= 4 && ptrs[w[3]] {
				ptrs[w[2]] = true
			}
			from = 4
		}
		for k := from; k < len(w); k++ {
			if ptrs[w[k]] {
				return false
			}
		}
	}
	return true
}

// debugOnly reports whether instructions with opcode op carry only
// source information: their words (line and column numbers, strings) are
// no mention of a value, so the scans above that treat any word equal to
// an id as a use skip them. (Counted, the line numbers of a -g module
// kept its variables out of registers and made it run 2.5 times slower.)
func debugOnly(op spirv.Op) bool {
	switch op {
	case spirv.OpLine, spirv.OpNoLine, spirv.OpSource, spirv.OpSourceContinued, spirv.OpSourceExtension,
		spirv.OpString, spirv.OpModuleProcessed:
		return true
	}
	return false
}
