package lower

import (
	"github.com/glslc-nv/glslc-nv/internal/nvwarp"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// warpEmitter lets internal/nvwarp, which holds the NV warp rules
// (shuffles, warp variables, thread-group votes), emit through the
// lowerer's helpers.
type warpEmitter struct{ l *lowerer }

var _ nvwarp.Emitter = warpEmitter{}

func (w warpEmitter) Op(op spirv.Op, a, b uint32) uint32 {
	t := ir.Uint32
	if nvwarp.BoolResult(op) {
		t = ir.Bool
	}
	return w.l.emit(op, w.l.typeID(t), a, b)
}

func (w warpEmitter) Unary(op spirv.Op, a uint32) uint32 {
	if op == spirv.OpLogicalNot {
		return w.l.not(a)
	}
	return w.l.emit(op, w.l.typeID(ir.Uint32), a)
}

func (w warpEmitter) Select(c, a, b uint32) uint32 { return w.l.sel(ir.Uint32, c, a, b) }
func (w warpEmitter) Const(v uint32) uint32        { return w.l.constU32(v) }
func (w warpEmitter) True() uint32                 { return w.l.constID(ir.ConstBool(true)) }
func (w warpEmitter) Ballot(pred uint32) uint32    { return w.l.ballot(pred) }
func (w warpEmitter) Component(v, i uint32) uint32 {
	return w.l.component(v, i)
}

func (w warpEmitter) Load(in nvwarp.Input) uint32 {
	switch in {
	case nvwarp.SubgroupInvocationID:
		return w.l.laneID()
	case nvwarp.SubgroupSize:
		return w.l.sgSize()
	}
	return w.l.loadBuiltin(builtins.SubgroupID, ir.Uint32)
}
