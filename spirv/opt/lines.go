package opt

import (
	"slices"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// pruneLines drops the OpLine and OpNoLine instructions that no longer
// apply to anything once the instructions after them went: one directly
// followed by another OpLine or OpNoLine, and an OpLine that repeats the
// line already in force in its block (a line applies to the
// instructions after it until the next OpLine, OpNoLine or the end of
// the block). Every surviving instruction keeps the line it had.
func pruneLines(m *Module) {
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			kept := b.Insts[:0]
			var current *Inst // the OpLine in force, nil under OpNoLine or at the block's start
			for i, in := range b.Insts {
				if in.Op == spirv.OpLine || in.Op == spirv.OpNoLine {
					if next := b.Insts[i+1].Op; next == spirv.OpLine || next == spirv.OpNoLine {
						continue // applies to nothing (a block ends in a terminator, so i+1 exists)
					}
					if in.Op == spirv.OpNoLine {
						if current == nil {
							continue
						}
						current = nil
					} else {
						if current != nil && slices.Equal(current.Words, in.Words) {
							continue
						}
						current = in
					}
				}
				kept = append(kept, in)
			}
			b.Insts = kept
		}
	}
}
