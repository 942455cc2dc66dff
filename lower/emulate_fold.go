package lower

import (
	"math"

	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// Emulation of the clustered and partitioned reductions and scans.
//
// Method: an ordered fold. All active lanes run one loop whose trip count
// is uniform (the cluster size, or the number of active lanes); iteration
// k names one source lane, the same for a whole cluster (clustered) or the
// whole subgroup (partitioned, the k-th active lane in invocation order).
// Each lane shuffles the source's value in (a lane whose source does not
// count for it - inactive, or outside its subset - shuffles from itself,
// so no inactive lane is ever read) and, when the source counts, folds it
// into its accumulator: acc = have ? acc OP x : x. Lanes are folded in
// increasing invocation order starting from the first value, exactly as
// the reference interpreter combines them, so float sums and products are
// bit-identical; min and max use the SPIR-V NaN rule (a NaN operand is
// ignored) with the interpreter's choice on ties of -0 and +0 (min keeps
// the earlier lane's value, max takes the later one's).
// The body has no branches: lanes never diverge inside the loop.

// fold is one arithmetic group operation on a type.
type fold struct {
	t     *ir.Type
	comb  func(acc, x uint32) uint32
	ident *ir.Const
}

// foldOf returns the fold of OpGroupNonUniform<op> on values of type t
// (comb nil when op is not an arithmetic group operation).
func (l *lowerer) foldOf(op spirv.Op, t *ir.Type) fold {
	f := fold{t: t}
	s := t.Scalar()
	w := s.Width()
	tid := l.typeID(t)
	bin := func(o spirv.Op) func(a, b uint32) uint32 {
		return func(a, b uint32) uint32 { return l.emit(o, tid, a, b) }
	}
	cond := ir.VecOrScalar(ir.Bool, t.Components())
	// pick returns b when better(b, a), else a (the interpreter's rule).
	pick := func(better spirv.Op, isFloat bool) func(a, b uint32) uint32 {
		return func(a, b uint32) uint32 {
			r := l.emit(spirv.OpSelect, tid, l.emit(better, l.typeID(cond), b, a), b, a)
			if isFloat {
				r = l.emit(spirv.OpSelect, tid, l.emit(spirv.OpIsNan, l.typeID(cond), a), b, r)
			}
			return r
		}
	}
	bits := func(v uint64) { f.ident = splatConst(t, &ir.Const{Typ: s, Bits: v}) }
	ones := uint64(math.MaxUint64)
	if w < 64 {
		ones = 1<<uint(w) - 1
	}
	fbits := func(v float64) {
		f.ident = splatConst(t, ir.ConstFloat(s, v))
	}
	switch op {
	case spirv.OpGroupNonUniformIAdd:
		f.comb = bin(spirv.OpIAdd)
		bits(0)
	case spirv.OpGroupNonUniformFAdd:
		f.comb = bin(spirv.OpFAdd)
		fbits(0)
	case spirv.OpGroupNonUniformIMul:
		f.comb = bin(spirv.OpIMul)
		bits(1)
	case spirv.OpGroupNonUniformFMul:
		f.comb = bin(spirv.OpFMul)
		fbits(1)
	case spirv.OpGroupNonUniformSMin:
		f.comb = pick(spirv.OpSLessThan, false)
		bits(ones >> 1)
	case spirv.OpGroupNonUniformUMin:
		f.comb = pick(spirv.OpULessThan, false)
		bits(ones)
	case spirv.OpGroupNonUniformFMin:
		f.comb = pick(spirv.OpFOrdLessThan, true)
		fbits(math.Inf(1))
	case spirv.OpGroupNonUniformSMax:
		f.comb = pick(spirv.OpSGreaterThan, false)
		bits(ones &^ (ones >> 1))
	case spirv.OpGroupNonUniformUMax:
		f.comb = pick(spirv.OpUGreaterThan, false)
		bits(0)
	case spirv.OpGroupNonUniformFMax:
		f.comb = pick(spirv.OpFOrdGreaterThanEqual, true) // a tie takes the later value
		fbits(math.Inf(-1))
	case spirv.OpGroupNonUniformBitwiseAnd:
		f.comb = bin(spirv.OpBitwiseAnd)
		bits(ones)
	case spirv.OpGroupNonUniformBitwiseOr:
		f.comb = bin(spirv.OpBitwiseOr)
		bits(0)
	case spirv.OpGroupNonUniformBitwiseXor:
		f.comb = bin(spirv.OpBitwiseXor)
		bits(0)
	case spirv.OpGroupNonUniformLogicalAnd:
		f.comb = bin(spirv.OpLogicalAnd)
		f.ident = splatConst(t, ir.ConstBool(true))
	case spirv.OpGroupNonUniformLogicalOr:
		f.comb = bin(spirv.OpLogicalOr)
		f.ident = splatConst(t, ir.ConstBool(false))
	case spirv.OpGroupNonUniformLogicalXor:
		f.comb = bin(spirv.OpLogicalNotEqual)
		f.ident = splatConst(t, ir.ConstBool(false))
	}
	return f
}

// splatConst makes a constant of scalar or vector type t with every
// component c.
func splatConst(t *ir.Type, c *ir.Const) *ir.Const {
	if t.Kind() != ir.KindVector {
		return c
	}
	elems := make([]*ir.Const, t.Len())
	for i := range elems {
		elems[i] = c
	}
	return ir.ConstComposite(t, elems...)
}

// foldState holds the Function variables of a fold loop.
type foldState struct {
	f              fold
	v              uint32 // the lane's own value
	acc, have      uint32 // variables
	accVal, hasVal uint32 // values after the loop
}

func (l *lowerer) newFold(f fold, v uint32) *foldState {
	s := &foldState{f: f, v: v, acc: l.localVar(f.t), have: l.localVar(ir.Bool)}
	l.emitVoid(spirv.OpStore, s.acc, v)
	l.emitVoid(spirv.OpStore, s.have, l.constID(ir.ConstBool(false)))
	return s
}

// step folds x into the accumulator when member is true.
func (l *lowerer) step(s *foldState, member, x uint32) {
	t := s.f.t
	acc := l.emit(spirv.OpLoad, l.typeID(t), s.acc)
	have := l.emit(spirv.OpLoad, l.typeID(ir.Bool), s.have)
	next := l.sel(t, have, s.f.comb(acc, x), x)
	l.emitVoid(spirv.OpStore, s.acc, l.sel(t, member, next, acc))
	l.emitVoid(spirv.OpStore, s.have, l.boolOp(spirv.OpLogicalOr, have, member))
}

func (l *lowerer) finishFold(s *foldState) {
	s.accVal = l.emit(spirv.OpLoad, l.typeID(s.f.t), s.acc)
	s.hasVal = l.emit(spirv.OpLoad, l.typeID(ir.Bool), s.have)
}

// uniformLoop emits a structured loop: check() (evaluated in the
// condition block, which dominates the body) decides whether to run
// body(check's extra values) again.
func (l *lowerer) uniformLoop(check func() (cond uint32, vals []uint32), body func(vals []uint32)) {
	header, checkB, bodyB, cont, merge := l.b.ID(), l.b.ID(), l.b.ID(), l.b.ID(), l.b.ID()
	l.branch(header)
	l.startBlock(header)
	l.emitVoid(spirv.OpLoopMerge, merge, cont, uint32(spirv.LoopControlNone))
	l.enter(ir.Pos{})
	l.branch(checkB)
	l.startBlock(checkB)
	c, vals := check()
	l.terminate(spirv.OpBranchConditional, c, bodyB, merge)
	l.startBlock(bodyB)
	body(vals)
	l.branch(cont)
	l.startBlock(cont)
	l.branch(header)
	l.leave()
	l.startBlock(merge)
}

// emuClustered emulates subgroupClustered<Op>(v, cluster): the loop runs
// over the c = min(cluster, gl_SubgroupSize) lanes of the caller's
// cluster; source base+k counts when it is active. Cost: 8 instructions
// before the loop, 17 per iteration (c iterations).
func (l *lowerer) emuClustered(f fold, v uint32, cluster uint32) uint32 {
	self := l.laneID()
	c := l.umin(l.constU32(cluster), l.sgSize())
	base := l.u32op(spirv.OpBitwiseAnd, self, l.emit(spirv.OpNot, l.typeID(ir.Uint32), l.u32op(spirv.OpISub, c, l.constU32(1))))
	act := l.activeBallot()
	s := l.newFold(f, v)
	k := l.localVar(ir.Uint32)
	l.emitVoid(spirv.OpStore, k, l.constU32(0))
	u := l.typeID(ir.Uint32)
	l.uniformLoop(func() (uint32, []uint32) {
		kv := l.emit(spirv.OpLoad, u, k)
		return l.u32op(spirv.OpULessThan, kv, c), []uint32{kv}
	}, func(vals []uint32) {
		src := l.u32op(spirv.OpIAdd, base, vals[0])
		member := l.bitExtract(act, src)
		x := l.shuffle(f.t, v, l.sel(ir.Uint32, member, src, self))
		l.step(s, member, x)
		l.emitVoid(spirv.OpStore, k, l.u32op(spirv.OpIAdd, vals[0], l.constU32(1)))
	})
	l.finishFold(s)
	return s.accVal
}

// activeLanes runs body(j) for every active lane j in increasing order.
// Cost: 6 instructions per iteration besides the body.
func (l *lowerer) activeLanes(self uint32, body func(j uint32)) {
	l.untilAllDone(func(j, done uint32) uint32 {
		body(j)
		return l.u32op(spirv.OpIEqual, j, self)
	})
}

// untilAllDone is the loop both lane walks share: a done flag per lane,
// and each iteration takes j, the lowest active lane not yet done
// (subgroupBallot(!done)), and runs body(j, done); the lanes for which
// body's result is true are done from then on. The trip count is the same
// for every lane, so the loop is subgroup-uniform.
func (l *lowerer) untilAllDone(body func(j, done uint32) (finished uint32)) {
	done := l.localVar(ir.Bool)
	l.emitVoid(spirv.OpStore, done, l.constID(ir.ConstBool(false)))
	l.uniformLoop(func() (uint32, []uint32) {
		d := l.emit(spirv.OpLoad, l.typeID(ir.Bool), done)
		rem := l.ballot(l.not(d))
		n := l.ballotCount(spirv.GroupOperationReduce, rem)
		return l.u32op(spirv.OpINotEqual, n, l.constU32(0)), []uint32{rem, d}
	}, func(vals []uint32) {
		finished := body(l.findLSB(vals[0]), vals[1])
		l.emitVoid(spirv.OpStore, done, l.boolOp(spirv.OpLogicalOr, vals[1], finished))
	})
}

// emuPartitioned emulates subgroupPartitioned{,Inclusive,Exclusive}<Op>NV
// (v, ballot): the loop runs over the active lanes j in order; j counts
// for a lane when bit j of its ballot is set (and j <= self for an
// inclusive scan, j < self for an exclusive one). An exclusive scan with
// no earlier lane gives the identity. Cost: 3 + 20 per active lane.
func (l *lowerer) emuPartitioned(f fold, g spirv.GroupOperation, v, ballotArg uint32) uint32 {
	self := l.laneID()
	s := l.newFold(f, v)
	l.activeLanes(self, func(j uint32) {
		x := l.shuffle(f.t, v, j)
		member := l.bitExtract(ballotArg, j)
		switch g {
		case spirv.GroupOperationPartitionedInclusiveScanNV:
			member = l.boolOp(spirv.OpLogicalAnd, member, l.u32op(spirv.OpULessThanEqual, j, self))
		case spirv.GroupOperationPartitionedExclusiveScanNV:
			member = l.boolOp(spirv.OpLogicalAnd, member, l.u32op(spirv.OpULessThan, j, self))
		}
		l.step(s, member, x)
	})
	l.finishFold(s)
	if g == spirv.GroupOperationPartitionedExclusiveScanNV {
		return l.sel(f.t, s.hasVal, s.accVal, l.constID(f.ident))
	}
	return s.accVal
}

// emuPartition emulates subgroupPartitionNV(v) by elimination: while some
// active lane has no result, take the lowest such lane j, compare every
// lane's value with j's (the language's ==: -0 == +0, NaN differs from
// everything, so a NaN lane only matches itself through "self == j"),
// and give the lanes that match the ballot of the matching lanes. One
// iteration per distinct value (NaN lanes count one each). Cost: 2 + about
// 14 instructions per iteration.
func (l *lowerer) emuPartition(t *ir.Type, v uint32) uint32 {
	self := l.laneID()
	res := l.localVar(uvec4T)
	l.emitVoid(spirv.OpStore, res, l.constID(ir.ConstNull(uvec4T)))
	l.untilAllDone(func(j, done uint32) uint32 {
		x := l.shuffle(t, v, j)
		eq := l.boolOp(spirv.OpLogicalOr, l.aggEqual(t, v, x), l.u32op(spirv.OpIEqual, j, self))
		eq = l.boolOp(spirv.OpLogicalAnd, eq, l.not(done))
		b := l.ballot(eq)
		old := l.emit(spirv.OpLoad, l.typeID(uvec4T), res)
		l.emitVoid(spirv.OpStore, res, l.sel(uvec4T, eq, b, old))
		return eq
	})
	return l.emit(spirv.OpLoad, l.typeID(uvec4T), res)
}
