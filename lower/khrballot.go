package lower

import (
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// Below SPIR-V 1.3 there are no OpGroupNonUniform* instructions, but the
// ARB and AMD cross-lane built-ins (and GLSL 4.60's anyInvocation,
// allInvocations, allInvocationsEqual) have the forms glslang emits for
// them there (builtins.HasKHRForm says which; sema lets exactly those
// through):
//
//	ballotARB(v)                 uint64_t(OpSubgroupBallotKHR(v).xy)         SPV_KHR_shader_ballot
//	readInvocationARB(d, i)      OpSubgroupReadInvocationKHR per component   SPV_KHR_shader_ballot
//	readFirstInvocationARB(d)    OpSubgroupFirstInvocationKHR per component  SPV_KHR_shader_ballot
//	gl_SubGroup*ARB              the KHR built-ins (SubgroupSize, ...)       SPV_KHR_shader_ballot
//	any/all/allEqual             OpSubgroup{Any,All,AllEqual}KHR             SPV_KHR_subgroup_vote
//	swizzle*, write*, mbcntAMD   SPV_AMD_shader_ballot extended instructions
//	{add,min,max}Invocations*AMD OpGroup*NonUniformAMD per component         SPV_AMD_shader_ballot
//
// The uniform AMD reductions (addInvocationsAMD, without NonUniform) reach
// lower as the same subgroup operation as their NonUniform twins and take
// the NonUniform form, which means the same in uniform control flow.

// preSubgroupForm lowers e in its pre-1.3 form when it has one; ok is
// false for every other built-in.
func (l *lowerer) preSubgroupForm(e *ir.BuiltinCall) (id uint32, ok bool) {
	t := e.Typ
	switch e.ID {
	case builtins.FnBallotARB:
		l.khrBallot()
		return l.low64(l.emit(spirv.OpSubgroupBallotKHR, l.typeID(uvec4T), l.expr(e.Args[0]))), true
	case builtins.FnReadInvocationARB:
		l.khrBallot()
		d, i := l.expr(e.Args[0]), l.expr(e.Args[1])
		return l.perComponent(t, d, func(st *ir.Type, c uint32) uint32 {
			return l.emit(spirv.OpSubgroupReadInvocationKHR, l.typeID(st), c, i)
		}), true
	case builtins.FnReadFirstInvocationARB:
		l.khrBallot()
		return l.perComponent(t, l.expr(e.Args[0]), func(st *ir.Type, c uint32) uint32 {
			return l.emit(spirv.OpSubgroupFirstInvocationKHR, l.typeID(st), c)
		}), true
	case builtins.FnAnyInvocationARB, builtins.FnSubgroupAny:
		return l.khrVote(spirv.OpSubgroupAnyKHR, e), true
	case builtins.FnAllInvocationsARB, builtins.FnSubgroupAll:
		return l.khrVote(spirv.OpSubgroupAllKHR, e), true
	case builtins.FnAllInvocationsEqualARB, builtins.FnSubgroupAllEqual:
		return l.khrVote(spirv.OpSubgroupAllEqualKHR, e), true
	case builtins.FnSwizzleInvocationsAMD, builtins.FnSwizzleInvocationsMaskedAMD, builtins.FnWriteInvocationAMD, builtins.FnMbcntAMD:
		l.extension("SPV_AMD_shader_ballot")
		inst := amdBallotInst[e.ID]
		args := make([]uint32, len(e.Args))
		for i, a := range e.Args {
			args[i] = l.expr(a)
		}
		set := l.b.ExtInstImport("SPV_AMD_shader_ballot")
		return l.emit(spirv.OpExtInst, append([]uint32{l.typeID(t), set, inst}, args...)...), true
	}
	if g, found := amdGroupOps[e.ID]; found {
		l.capability(spirv.CapabilityGroups)
		l.extension("SPV_AMD_shader_ballot")
		return l.perComponent(t, l.expr(e.Args[0]), func(st *ir.Type, c uint32) uint32 {
			var op spirv.Op
			switch {
			case st.IsFloat():
				op = g.float
			case st.IsInt():
				op = g.sint
			default:
				op = g.uint
			}
			return l.emit(op, l.typeID(st), l.constU32(uint32(spirv.ScopeSubgroup)), uint32(g.group), c)
		}), true
	}
	return 0, false
}

// khrBallot declares SPV_KHR_shader_ballot.
func (l *lowerer) khrBallot() {
	l.capability(spirv.CapabilitySubgroupBallotKHR)
	l.extension("SPV_KHR_shader_ballot")
}

// khrVote emits a SPV_KHR_subgroup_vote vote of e's bool argument.
func (l *lowerer) khrVote(op spirv.Op, e *ir.BuiltinCall) uint32 {
	l.capability(spirv.CapabilitySubgroupVoteKHR)
	l.extension("SPV_KHR_subgroup_vote")
	return l.emit(op, l.typeID(ir.Bool), l.expr(e.Args[0]))
}

// perComponent applies f to each component of v (of type t, a scalar or
// vector) and rebuilds the vector, as glslang does for the KHR and AMD
// instructions that take scalars.
func (l *lowerer) perComponent(t *ir.Type, v uint32, f func(st *ir.Type, c uint32) uint32) uint32 {
	if t.Kind() != ir.KindVector {
		return f(t, v)
	}
	st := t.Elem()
	ops := []uint32{l.typeID(t)}
	for i := 0; i < t.Len(); i++ {
		ops = append(ops, f(st, l.emit(spirv.OpCompositeExtract, l.typeID(st), v, uint32(i))))
	}
	return l.emit(spirv.OpCompositeConstruct, ops...)
}

// amdBallotInst numbers the SPV_AMD_shader_ballot extended instructions.
var amdBallotInst = map[builtins.FuncID]uint32{
	builtins.FnSwizzleInvocationsAMD: 1, builtins.FnSwizzleInvocationsMaskedAMD: 2,
	builtins.FnWriteInvocationAMD: 3, builtins.FnMbcntAMD: 4,
}

// amdGroupOp is the OpGroup*NonUniformAMD form of a reduction or scan.
type amdGroupOp struct {
	float, sint, uint spirv.Op
	group             spirv.GroupOperation
}

var amdGroupOps = func() map[builtins.FuncID]amdGroupOp {
	m := map[builtins.FuncID]amdGroupOp{}
	add := [3]spirv.Op{spirv.OpGroupFAddNonUniformAMD, spirv.OpGroupIAddNonUniformAMD, spirv.OpGroupIAddNonUniformAMD}
	mn := [3]spirv.Op{spirv.OpGroupFMinNonUniformAMD, spirv.OpGroupSMinNonUniformAMD, spirv.OpGroupUMinNonUniformAMD}
	mx := [3]spirv.Op{spirv.OpGroupFMaxNonUniformAMD, spirv.OpGroupSMaxNonUniformAMD, spirv.OpGroupUMaxNonUniformAMD}
	for _, r := range []struct {
		ids [3]builtins.FuncID
		ops [3]spirv.Op
	}{
		{[3]builtins.FuncID{builtins.FnSubgroupAdd, builtins.FnSubgroupInclusiveAdd, builtins.FnSubgroupExclusiveAdd}, add},
		{[3]builtins.FuncID{builtins.FnSubgroupMin, builtins.FnSubgroupInclusiveMin, builtins.FnSubgroupExclusiveMin}, mn},
		{[3]builtins.FuncID{builtins.FnSubgroupMax, builtins.FnSubgroupInclusiveMax, builtins.FnSubgroupExclusiveMax}, mx},
	} {
		groups := [3]spirv.GroupOperation{spirv.GroupOperationReduce, spirv.GroupOperationInclusiveScan, spirv.GroupOperationExclusiveScan}
		for i, id := range r.ids {
			m[id] = amdGroupOp{float: r.ops[0], sint: r.ops[1], uint: r.ops[2], group: groups[i]}
		}
	}
	return m
}()
