package interp

import (
	"math"

	"github.com/glslc-nv/glslc-nv/spirv"
)

func (c *compiler) atomicOp(in spirv.Inst, I inst, rt *rtype, ops []uint32) (inst, bool, error) {
	kind := -1
	switch in.Op {
	case spirv.OpAtomicLoad:
		kind = atLoad
	case spirv.OpAtomicStore:
		kind = atStore
	case spirv.OpAtomicExchange:
		kind = atExchange
	case spirv.OpAtomicCompareExchange:
		kind = atCompareExchange
	case spirv.OpAtomicIIncrement:
		kind = atIIncrement
	case spirv.OpAtomicIDecrement:
		kind = atIDecrement
	case spirv.OpAtomicIAdd:
		kind = atIAdd
	case spirv.OpAtomicISub:
		kind = atISub
	case spirv.OpAtomicSMin:
		kind = atSMin
	case spirv.OpAtomicUMin:
		kind = atUMin
	case spirv.OpAtomicSMax:
		kind = atSMax
	case spirv.OpAtomicUMax:
		kind = atUMax
	case spirv.OpAtomicAnd:
		kind = atAnd
	case spirv.OpAtomicOr:
		kind = atOr
	case spirv.OpAtomicXor:
		kind = atXor
	case spirv.OpAtomicFAddEXT:
		kind = atFAdd
	case spirv.OpAtomicFMinEXT:
		kind = atFMin
	case spirv.OpAtomicFMaxEXT:
		kind = atFMax
	default:
		return I, false, nil
	}
	I.op, I.sub = xAtomic, uint8(kind)
	I.b, I.c = math.MaxUint32, math.MaxUint32
	slot := func(k int) (uint32, *rtype, error) {
		if k >= len(ops) {
			return 0, nil, c.errf("missing operand")
		}
		return c.value(ops[k])
	}
	var err error
	var pt *rtype
	if I.a, pt, err = slot(0); err != nil {
		return I, true, err
	}
	if pt == nil || pt.k != tPointer || pt.elem.scalar() == nil {
		return I, true, c.errf("atomic on a non-scalar pointer")
	}
	I.w = uint8(pt.elem.scalar().width)
	switch kind {
	case atLoad, atIIncrement, atIDecrement:
	case atCompareExchange:
		if I.b, _, err = slot(5); err != nil {
			return I, true, err
		}
		if I.c, _, err = slot(4); err != nil { // I.c is the comparator... swapped below
			return I, true, err
		}
		// operands: value (4), comparator (5)
		I.b, I.c = I.c, I.b
	default:
		if I.b, _, err = slot(3); err != nil {
			return I, true, err
		}
	}
	if kind == atStore {
		I.d = 0
	}
	return I, true, nil
}

func (c *compiler) groupOp(in spirv.Inst, I inst, rt *rtype, ops []uint32) (inst, bool, error) {
	g := &groupInfo{}
	I.op = xGroup
	I.x = &instExt{group: g}
	arith := -1
	var err error
	var seen []*rtype // the types of the value operands, in the order read
	val := func(k int) (uint32, *rtype) {
		if err != nil {
			return 0, nil
		}
		if k >= len(ops) {
			err = c.errf("missing operand %d", k)
			return 0, nil
		}
		s, t, e := c.value(ops[k])
		if e != nil {
			err = e
		}
		seen = append(seen, t)
		return s, t
	}
	scope := func(k int) {
		if err != nil {
			return
		}
		if k >= len(ops) {
			err = c.errf("missing scope")
			return
		}
		v, e := c.constU(ops[k])
		if e != nil {
			err = e
			return
		}
		if spirv.Scope(v) != spirv.ScopeSubgroup {
			err = c.errf("group operation with scope %d: only Subgroup scope is supported", v)
		}
	}
	setKind := func(t *rtype) {
		if t != nil {
			g.nk = scalarKindOf(t)
			if s := t.scalar(); s != nil {
				I.w = uint8(s.width)
			}
		}
	}
	switch in.Op {
	case spirv.OpGroupNonUniformElect:
		scope(0)
		I.sub = gElect
	case spirv.OpGroupNonUniformAll, spirv.OpGroupNonUniformAny, spirv.OpGroupAll, spirv.OpGroupAny:
		scope(0)
		I.sub = gAll
		if in.Op == spirv.OpGroupNonUniformAny || in.Op == spirv.OpGroupAny {
			I.sub = gAny
		}
		I.a, _ = val(1)
	case spirv.OpSubgroupAllKHR, spirv.OpSubgroupAnyKHR:
		I.sub = gAll
		if in.Op == spirv.OpSubgroupAnyKHR {
			I.sub = gAny
		}
		I.a, _ = val(0)
	case spirv.OpGroupNonUniformAllEqual, spirv.OpSubgroupAllEqualKHR:
		k := 0
		if in.Op == spirv.OpGroupNonUniformAllEqual {
			scope(0)
			k = 1
		}
		I.sub = gAllEqual
		var t *rtype
		I.a, t = val(k)
		if t != nil {
			I.n = uint32(t.comps)
			setKind(t)
		}
	case spirv.OpGroupNonUniformBroadcast, spirv.OpGroupNonUniformShuffle, spirv.OpGroupNonUniformShuffleXor,
		spirv.OpGroupNonUniformShuffleUp, spirv.OpGroupNonUniformShuffleDown, spirv.OpGroupNonUniformQuadBroadcast:
		scope(0)
		I.sub = map[spirv.Op]uint8{spirv.OpGroupNonUniformBroadcast: gBroadcast, spirv.OpGroupNonUniformShuffle: gShuffle,
			spirv.OpGroupNonUniformShuffleXor: gShuffleXor, spirv.OpGroupNonUniformShuffleUp: gShuffleUp,
			spirv.OpGroupNonUniformShuffleDown: gShuffleDown, spirv.OpGroupNonUniformQuadBroadcast: gQuadBroadcast}[in.Op]
		I.a, _ = val(1)
		I.b, _ = val(2)
	case spirv.OpSubgroupReadInvocationKHR:
		I.sub = gShuffle
		I.a, _ = val(0)
		I.b, _ = val(1)
	case spirv.OpGroupNonUniformBroadcastFirst:
		scope(0)
		I.sub = gBroadcastFirst
		I.a, _ = val(1)
	case spirv.OpSubgroupFirstInvocationKHR:
		I.sub = gBroadcastFirst
		I.a, _ = val(0)
	case spirv.OpGroupNonUniformQuadSwap:
		scope(0)
		I.sub = gQuadSwap
		I.a, _ = val(1)
		if err == nil && len(ops) > 2 {
			v, e := c.constU(ops[2])
			if e != nil {
				return I, true, e
			}
			g.consts = []uint32{uint32(v) % 3}
		}
	case spirv.OpGroupNonUniformRotateKHR:
		scope(0)
		I.sub = gRotate
		I.a, _ = val(1)
		I.b, _ = val(2)
		if len(ops) > 3 && err == nil {
			v, e := c.constU(ops[3])
			if e != nil {
				return I, true, e
			}
			g.cluster = int(v)
		}
	case spirv.OpDPdx, spirv.OpDPdy, spirv.OpFwidth, spirv.OpDPdxFine, spirv.OpDPdyFine, spirv.OpFwidthFine,
		spirv.OpDPdxCoarse, spirv.OpDPdyCoarse, spirv.OpFwidthCoarse:
		I.sub = gDeriv
		g.consts = []uint32{derivKind(in.Op)}
		var t *rtype
		I.a, t = val(0)
		if err == nil && (t == nil || t.scalar() == nil || t.scalar().k != tFloat || rt == nil || rt.comps != t.comps) {
			err = c.errf("a derivative needs a float scalar or vector operand of the result's type")
		}
		if err == nil && !c.x.hasQuads() {
			err = c.errf("derivatives are only defined in fragment shaders and in compute shaders with a derivative group (DerivativeGroupQuadsKHR, DerivativeGroupLinearKHR)")
		}
		return I, true, err
	case spirv.OpDemoteToHelperInvocation:
		I.sub = gDemote
		return I, true, nil
	case spirv.OpIsHelperInvocationEXT:
		I.sub = gIsHelper
		return I, true, nil
	case spirv.OpGroupNonUniformBallot:
		scope(0)
		I.sub = gBallot
		I.a, _ = val(1)
	case spirv.OpSubgroupBallotKHR:
		I.sub = gBallot
		I.a, _ = val(0)
	case spirv.OpGroupNonUniformInverseBallot:
		scope(0)
		I.sub = gInverseBallot
		I.a, _ = val(1)
	case spirv.OpGroupNonUniformBallotBitExtract:
		scope(0)
		I.sub = gBallotBitExtract
		I.a, _ = val(1)
		I.b, _ = val(2)
	case spirv.OpGroupNonUniformBallotBitCount:
		scope(0)
		I.sub = gBallotBitCount
		if len(ops) > 1 {
			g.gop = ops[1]
		}
		I.a, _ = val(2)
	case spirv.OpGroupNonUniformBallotFindLSB, spirv.OpGroupNonUniformBallotFindMSB:
		scope(0)
		I.sub = gFindLSB
		if in.Op == spirv.OpGroupNonUniformBallotFindMSB {
			I.sub = gFindMSB
		}
		I.a, _ = val(1)
	case spirv.OpGroupNonUniformPartitionNV:
		I.sub = gPartition
		var t *rtype
		I.a, t = val(0)
		if t != nil {
			I.n = uint32(t.comps)
			setKind(t)
		}
	case spirv.OpGroupNonUniformIAdd, spirv.OpGroupIAdd, spirv.OpGroupIAddNonUniformAMD:
		arith = aAdd
	case spirv.OpGroupNonUniformFAdd, spirv.OpGroupFAdd, spirv.OpGroupFAddNonUniformAMD:
		arith = aAdd
	case spirv.OpGroupNonUniformIMul, spirv.OpGroupNonUniformFMul:
		arith = aMul
	case spirv.OpGroupNonUniformSMin, spirv.OpGroupNonUniformUMin, spirv.OpGroupNonUniformFMin,
		spirv.OpGroupSMin, spirv.OpGroupUMin, spirv.OpGroupFMin,
		spirv.OpGroupSMinNonUniformAMD, spirv.OpGroupUMinNonUniformAMD, spirv.OpGroupFMinNonUniformAMD:
		arith = aMin
	case spirv.OpGroupNonUniformSMax, spirv.OpGroupNonUniformUMax, spirv.OpGroupNonUniformFMax,
		spirv.OpGroupSMax, spirv.OpGroupUMax, spirv.OpGroupFMax,
		spirv.OpGroupSMaxNonUniformAMD, spirv.OpGroupUMaxNonUniformAMD, spirv.OpGroupFMaxNonUniformAMD:
		arith = aMax
	case spirv.OpGroupNonUniformBitwiseAnd, spirv.OpGroupNonUniformLogicalAnd:
		arith = aAnd
	case spirv.OpGroupNonUniformBitwiseOr, spirv.OpGroupNonUniformLogicalOr:
		arith = aOr
	case spirv.OpGroupNonUniformBitwiseXor, spirv.OpGroupNonUniformLogicalXor:
		arith = aXor
	default:
		return I, false, nil
	}
	if arith >= 0 {
		scope(0)
		I.sub = gArith
		if len(ops) < 3 {
			return I, true, c.errf("missing operands")
		}
		g.gop = ops[1]
		var t *rtype
		I.a, t = val(2)
		if err != nil {
			return I, true, err
		}
		setKind(t)
		switch in.Op {
		case spirv.OpGroupNonUniformSMin, spirv.OpGroupNonUniformSMax, spirv.OpGroupSMin, spirv.OpGroupSMax,
			spirv.OpGroupSMinNonUniformAMD, spirv.OpGroupSMaxNonUniformAMD:
			g.nk = nkS
		case spirv.OpGroupNonUniformUMin, spirv.OpGroupNonUniformUMax, spirv.OpGroupUMin, spirv.OpGroupUMax,
			spirv.OpGroupUMinNonUniformAMD, spirv.OpGroupUMaxNonUniformAMD, spirv.OpGroupNonUniformIAdd,
			spirv.OpGroupNonUniformIMul, spirv.OpGroupIAdd, spirv.OpGroupIAddNonUniformAMD:
			g.nk = nkU
		}
		if g.nk == nkB || in.Op == spirv.OpGroupNonUniformLogicalAnd || in.Op == spirv.OpGroupNonUniformLogicalOr || in.Op == spirv.OpGroupNonUniformLogicalXor {
			g.nk = nkB
		}
		g.arith = arith
		g.comb, g.ident = combiner(arith, g.nk, int(I.w))
		if arith == aAdd && (g.nk == nkU || g.nk == nkS) {
			g.addM = wmask(int(I.w)) // comb is (a + b) & addM
		}
		switch spirv.GroupOperation(g.gop) {
		case spirv.GroupOperationReduce, spirv.GroupOperationInclusiveScan, spirv.GroupOperationExclusiveScan:
		case spirv.GroupOperationClusteredReduce:
			if len(ops) < 4 {
				return I, true, c.errf("clustered reduce without a cluster size")
			}
			v, e := c.constU(ops[3])
			if e != nil {
				return I, true, e
			}
			if v == 0 || v&(v-1) != 0 {
				return I, true, c.errf("cluster size %d is not a power of two", v)
			}
			g.cluster = int(v)
		case spirv.GroupOperationPartitionedReduceNV, spirv.GroupOperationPartitionedInclusiveScanNV, spirv.GroupOperationPartitionedExclusiveScanNV:
			if len(ops) < 4 {
				return I, true, c.errf("partitioned operation without a ballot")
			}
			I.b, _ = val(3)
		default:
			return I, true, c.errf("unsupported group operation %d", g.gop)
		}
	}
	if err == nil {
		err = c.groupShapes(I, rt, seen)
	}
	return I, true, err
}

// groupShapes checks the sizes of a group operation's operands, which the
// executor reads without further checks: the data operand of the
// data-moving and arithmetic operations has the result's components,
// ballots are uvec4, lane indices, deltas and predicates are scalars.
func (c *compiler) groupShapes(I inst, rt *rtype, seen []*rtype) error {
	comps := func(k int) int {
		if k >= len(seen) || seen[k] == nil {
			return -1
		}
		return seen[k].comps
	}
	need := func(k, n int, what string) error {
		if got := comps(k); got != n {
			return c.errf("%s has %d components, want %d", what, got, n)
		}
		return nil
	}
	var errs []error
	switch I.sub {
	case gBroadcast, gShuffle, gShuffleXor, gShuffleUp, gShuffleDown, gQuadBroadcast, gRotate:
		errs = append(errs, need(0, int(I.n), "the value"), need(1, 1, "the lane operand"))
	case gBroadcastFirst, gQuadSwap:
		errs = append(errs, need(0, int(I.n), "the value"))
	case gArith:
		errs = append(errs, need(0, int(I.n), "the value"))
		if len(seen) > 1 {
			errs = append(errs, need(1, 4, "the partition ballot"))
		}
	case gAll, gAny, gBallot:
		errs = append(errs, need(0, 1, "the predicate"))
	case gInverseBallot, gBallotBitCount, gFindLSB, gFindMSB:
		errs = append(errs, need(0, 4, "the ballot"))
	case gBallotBitExtract:
		errs = append(errs, need(0, 4, "the ballot"), need(1, 1, "the index"))
	case gPartition:
		if rt == nil || rt.comps != 4 {
			return c.errf("the result of OpGroupNonUniformPartitionNV is not a uvec4")
		}
	}
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}
