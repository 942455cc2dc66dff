package lower

import (
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// currentLabel returns the label of the block being emitted.
func (l *lowerer) currentLabel() uint32 { return l.f.label }

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
	l.startBlock(rhs)
	y := l.expr(e.Y)
	yFrom := l.currentLabel()
	l.branch(merge)
	l.startBlock(merge)
	return l.emit(spirv.OpPhi, l.typeID(ir.Bool), x, from, y, yFrom)
}

// condExpr lowers a lazy ?: as a selection and an OpPhi.
func (l *lowerer) condExpr(e *ir.Cond) uint32 {
	c := l.expr(e.Cond)
	tb, fb, merge := l.b.ID(), l.b.ID(), l.b.ID()
	l.emitVoid(spirv.OpSelectionMerge, merge, uint32(spirv.SelectionControlNone))
	l.terminate(spirv.OpBranchConditional, c, tb, fb)
	l.startBlock(tb)
	x := l.expr(e.X)
	xFrom := l.currentLabel()
	l.branch(merge)
	l.startBlock(fb)
	y := l.expr(e.Y)
	yFrom := l.currentLabel()
	l.branch(merge)
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
			l.startBlock(tb)
			l.branch(merge)
			l.startBlock(merge)
			return l.emit(spirv.OpPhi, l.typeID(t), x, tb, y, from)
		}
	}
	return l.emit(spirv.OpSelect, l.typeID(t), c, x, y)
}
