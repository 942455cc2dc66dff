package lower

import (
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// currentLabel returns the label of the block being emitted.
func (l *lowerer) currentLabel() uint32 { return l.f.label }

// maxNesting is SPIR-V's universal limit on structured control-flow
// nesting (spirv-val: "Maximum Control Flow nesting depth exceeded"): a
// block may lie inside at most 1023 selections and loops.
const maxNesting = 1023

// enter counts a structured construct whose header is being emitted; the
// blocks inside it are one level deeper. Past the limit the lowering stops
// with an error at pos (the construct's statement or expression), instead of
// writing a module the validator rejects. ?:, && and || count, since each
// is a selection.
func (l *lowerer) enter(pos ir.Pos) {
	l.f.depth++
	if l.f.depth > maxNesting {
		l.fail(pos, "control flow nested too deeply: more than %d nested selections and loops, SPIR-V's limit (each ?:, && and || is a selection)", maxNesting)
	}
}

// leave ends the construct enter began (its merge block is at the
// header's depth).
func (l *lowerer) leave() { l.f.depth-- }

// shortCircuit lowers && and || as a selection and an OpPhi.
func (l *lowerer) shortCircuit(e *ir.ShortCircuit) uint32 {
	x := l.expr(e.X)
	from := l.currentLabel()
	rhs, merge := l.b.ID(), l.b.ID()
	l.emitVoid(spirv.OpSelectionMerge, merge, uint32(spirv.SelectionControlNone))
	if e.Op == ir.AndAnd {
		l.terminate(spirv.OpBranchConditional, x, rhs, merge)
	} else {
		l.terminate(spirv.OpBranchConditional, x, merge, rhs)
	}
	l.enter(e.Pos)
	l.startBlock(rhs)
	y := l.expr(e.Y)
	yFrom := l.currentLabel()
	l.branch(merge)
	l.leave()
	l.startBlock(merge)
	return l.emit(spirv.OpPhi, l.typeID(ir.Bool), x, from, y, yFrom)
}

// condExpr lowers a lazy ?: as a selection and an OpPhi.
func (l *lowerer) condExpr(e *ir.Cond) uint32 {
	c := l.expr(e.Cond)
	tb, fb, merge := l.b.ID(), l.b.ID(), l.b.ID()
	l.emitVoid(spirv.OpSelectionMerge, merge, uint32(spirv.SelectionControlNone))
	l.terminate(spirv.OpBranchConditional, c, tb, fb)
	l.enter(e.Pos)
	l.startBlock(tb)
	x := l.expr(e.X)
	xFrom := l.currentLabel()
	l.branch(merge)
	l.startBlock(fb)
	y := l.expr(e.Y)
	yFrom := l.currentLabel()
	l.branch(merge)
	l.leave()
	l.startBlock(merge)
	return l.emit(spirv.OpPhi, l.typeID(e.Type()), x, xFrom, y, yFrom)
}

// selectExpr lowers an eager choice: OpSelect where the version allows
// the operand types, else a selection over the evaluated values and OpPhi.
func (l *lowerer) selectExpr(e *ir.Select) uint32 {
	c := l.expr(e.Cond)
	x := l.expr(e.X)
	y := l.expr(e.Y)
	t := e.Type()
	switch {
	case t.IsScalar():
	case t.Kind() == ir.KindVector:
		if e.Cond.Type() == ir.Bool && l.version < spirv.Version1_4 {
			bv := ir.Vec(ir.Bool, t.Len())
			ops := []uint32{l.typeID(bv)}
			for i := 0; i < t.Len(); i++ {
				ops = append(ops, c)
			}
			c = l.emit(spirv.OpCompositeConstruct, ops...)
		}
	default:
		if l.version < spirv.Version1_4 {
			from := l.currentLabel()
			tb, merge := l.b.ID(), l.b.ID()
			l.emitVoid(spirv.OpSelectionMerge, merge, uint32(spirv.SelectionControlNone))
			l.terminate(spirv.OpBranchConditional, c, tb, merge)
			l.enter(e.Pos)
			l.startBlock(tb)
			l.branch(merge)
			l.leave()
			l.startBlock(merge)
			return l.emit(spirv.OpPhi, l.typeID(t), x, tb, y, from)
		}
	}
	return l.emit(spirv.OpSelect, l.typeID(t), c, x, y)
}
