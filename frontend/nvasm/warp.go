package nvasm

import (
	"github.com/glslc-nv/glslc-nv/internal/nvisa"
	"github.com/glslc-nv/glslc-nv/internal/nvwarp"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// warpEmitter lets internal/nvwarp, which holds the NV warp rules
// (shuffles, warp lane and size, warp words, votes), emit through gen.
type warpEmitter struct{ g *gen }

var _ nvwarp.Emitter = warpEmitter{}

func (w warpEmitter) Op(op spirv.Op, a, b uint32) uint32 {
	t := w.g.tU
	if nvwarp.BoolResult(op) {
		t = w.g.tBool
	}
	return w.g.op(op, t, a, b)
}

func (w warpEmitter) Unary(op spirv.Op, a uint32) uint32 {
	if op == spirv.OpLogicalNot {
		return w.g.op(op, w.g.tBool, a)
	}
	return w.g.op(op, w.g.tU, a)
}

func (w warpEmitter) Select(c, a, b uint32) uint32 { return w.g.sel(w.g.tU, c, a, b) }
func (w warpEmitter) Const(v uint32) uint32        { return w.g.cu(v) }
func (w warpEmitter) True() uint32                 { return w.g.b.ConstBool(true) }

func (w warpEmitter) Load(in nvwarp.Input) uint32 {
	w.g.b.Capability(spirv.CapabilityGroupNonUniform)
	return w.g.loadBuiltin(warpInputs[in], w.g.tU)
}

var warpInputs = map[nvwarp.Input]spirv.BuiltIn{
	nvwarp.SubgroupInvocationID: spirv.BuiltInSubgroupLocalInvocationId,
	nvwarp.SubgroupSize:         spirv.BuiltInSubgroupSize,
	nvwarp.SubgroupID:           spirv.BuiltInSubgroupId,
}

func (w warpEmitter) Ballot(pred uint32) uint32 {
	w.g.b.Capability(spirv.CapabilityGroupNonUniformBallot)
	return w.g.op(spirv.OpGroupNonUniformBallot, w.g.tV4u, w.g.cu(uint32(spirv.ScopeSubgroup)), pred)
}

func (w warpEmitter) Component(v, i uint32) uint32 {
	return w.g.op(spirv.OpVectorExtractDynamic, w.g.tU, v, i)
}

var shuffleOps = map[string]nvwarp.ShuffleOp{
	nvisa.SHFIDX: nvwarp.Idx, nvisa.SHFUP: nvwarp.Up, nvisa.SHFDOWN: nvwarp.Down, nvisa.SHFXOR: nvwarp.Xor,
}

// shuffle emits SHFIDX, SHFUP, SHFDOWN and SHFXOR by the hardware rule
// (SEMANTICS.md §3, nvwarp.Shuffle with the mask form): within the
// caller's warp, lane j is read when it is in the inclusive range the mask
// allows and exists in the subgroup; otherwise the caller reads (keeps)
// its own value. .x receives the valid flag (TRUE/FALSE of the
// instruction type), .y the value.
func (g *gen) shuffle(in *inst) {
	g.b.Capability(spirv.CapabilityGroupNonUniformShuffle)
	val := g.scalar(in.srcs[0], in.typ)
	val = g.cast(val, in.typ, tyU, false)
	index := g.op(spirv.OpBitwiseAnd, g.tU, g.scalar(in.srcs[1], tyU), g.cu(31))
	mask := g.scalar(in.srcs[2], tyU)
	w := warpEmitter{g}
	self := w.Load(nvwarp.SubgroupInvocationID)
	lane, valid := nvwarp.Shuffle(w, shuffleOps[in.op], self, index, nvwarp.MaskSegment(w, mask))
	got := g.op(spirv.OpGroupNonUniformShuffle, g.tU, g.cu(uint32(spirv.ScopeSubgroup)), val, lane)
	flag := g.sel(g.tU, valid, g.cu(uint32(trueBits(in.typ))), g.cu(0))
	zero := g.cu(0)
	r := g.vec4(g.tV4u, flag, got, zero, zero)
	g.write(in, g.cast(r, tyU, in.typ, true), in.typ, 0)
}

var votes = map[string]nvwarp.Vote{
	nvisa.TGBALLOT: nvwarp.Ballot, nvisa.TGALL: nvwarp.All, nvisa.TGANY: nvwarp.Any, nvisa.TGEQ: nvwarp.AllEqual,
}

// threadGroup emits TGBALLOT (per component, the warp's ballot of the
// component being non-zero) and the per-component warp votes TGALL, TGANY,
// TGEQ over the warp's active lanes (nvwarp.WarpVote).
func (g *gen) threadGroup(in *inst) {
	ty := in.typ
	v := g.src(in.srcs[0], ty)
	var pred uint32
	if ty == tyF {
		pred = g.op(spirv.OpFUnordNotEqual, g.tV4b, v, g.b.ConstNull(g.tV4f))
	} else {
		pred = g.op(spirv.OpINotEqual, g.tV4b, v, g.b.ConstNull(g.vecT(ty)))
	}
	k := votes[in.op]
	var res [4]uint32
	for i := range res {
		res[i] = nvwarp.WarpVote(warpEmitter{g}, k, g.comp(g.tBool, pred, i))
	}
	if k == nvwarp.Ballot { // the result is unsigned
		g.write(in, g.vec4(g.tV4u, res[0], res[1], res[2], res[3]), tyU, 0)
		return
	}
	g.write(in, g.boolTo(g.vec4(g.tV4b, res[0], res[1], res[2], res[3]), ty), ty, 0)
}
