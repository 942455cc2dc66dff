package lower

import (
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// Helpers the expansions (NV, ARB, AMD built-ins) and the emulations of
// subgroup operations build on. They emit into the current block and
// return result ids.

var uvec4T = ir.Vec(ir.Uint32, 4)

// builtinVar returns the Input variable of built-in b (of IR type t): the
// module's own global when it declares one, otherwise a variable lower
// adds (and lists in the entry point's interface).
func (l *lowerer) builtinVar(b builtins.VarID, t *ir.Type) uint32 {
	for _, g := range l.m.Globals {
		if g.Storage == ir.StorageInput && g.Builtin == b {
			if id, ok := l.globals[g]; ok && id != 0 {
				return id
			}
		}
	}
	if id, ok := l.extraInputs[b]; ok {
		return id
	}
	id := l.b.Variable(l.ptrType(spirv.StorageClassInput, t), spirv.StorageClassInput)
	l.decorate(id, spirv.DecorationBuiltIn, uint32(spirvVars[b].builtin))
	if v := builtins.VarByID(b); v != nil {
		l.name(id, v.Name)
		l.builtinCaps(b, v.Name)
	}
	if l.extraInputs == nil {
		l.extraInputs = map[builtins.VarID]uint32{}
	}
	l.extraInputs[b] = id
	l.extraOrder = append(l.extraOrder, id)
	return id
}

// loadBuiltin loads built-in b of type t.
func (l *lowerer) loadBuiltin(b builtins.VarID, t *ir.Type) uint32 {
	return l.emit(spirv.OpLoad, l.typeID(t), l.builtinVar(b, t))
}

// laneID is gl_SubgroupInvocationID; sgSize gl_SubgroupSize.
func (l *lowerer) laneID() uint32 {
	return l.loadBuiltin(builtins.SubgroupInvocationID, ir.Uint32)
}
func (l *lowerer) sgSize() uint32 { return l.loadBuiltin(builtins.SubgroupSize, ir.Uint32) }

// grp emits an OpGroupNonUniform* instruction with Subgroup scope and
// result type t, adding GroupNonUniform and cap.
func (l *lowerer) grp(op spirv.Op, cap spirv.Capability, t *ir.Type, operands ...uint32) uint32 {
	l.assertHas(ir.Pos{}, targetenv.Subgroup, op.String())
	l.capability(spirv.CapabilityGroupNonUniform)
	if cap != 0 {
		l.capability(cap)
	}
	return l.emit(op, append([]uint32{l.typeID(t), l.constU32(uint32(spirv.ScopeSubgroup))}, operands...)...)
}

// ballot is subgroupBallot(pred).
func (l *lowerer) ballot(pred uint32) uint32 {
	return l.grp(spirv.OpGroupNonUniformBallot, spirv.CapabilityGroupNonUniformBallot, uvec4T, pred)
}

// activeBallot is subgroupBallot(true).
func (l *lowerer) activeBallot() uint32 { return l.ballot(l.constID(ir.ConstBool(true))) }

// bitExtract is subgroupBallotBitExtract(b, i).
func (l *lowerer) bitExtract(b, i uint32) uint32 {
	return l.grp(spirv.OpGroupNonUniformBallotBitExtract, spirv.CapabilityGroupNonUniformBallot, ir.Bool, b, i)
}

// findLSB is subgroupBallotFindLSB(b).
func (l *lowerer) findLSB(b uint32) uint32 {
	return l.grp(spirv.OpGroupNonUniformBallotFindLSB, spirv.CapabilityGroupNonUniformBallot, ir.Uint32, b)
}

// ballotCount is subgroupBallot{,Inclusive,Exclusive}BitCount(b).
func (l *lowerer) ballotCount(g spirv.GroupOperation, b uint32) uint32 {
	return l.grp(spirv.OpGroupNonUniformBallotBitCount, spirv.CapabilityGroupNonUniformBallot, ir.Uint32, uint32(g), b)
}

// shuffle is subgroupShuffle(v, idx) for v of type t.
func (l *lowerer) shuffle(t *ir.Type, v, idx uint32) uint32 {
	return l.grp(spirv.OpGroupNonUniformShuffle, spirv.CapabilityGroupNonUniformShuffle, t, v, idx)
}

// shuffleXor is subgroupShuffleXor(v, mask).
func (l *lowerer) shuffleXor(t *ir.Type, v, mask uint32) uint32 {
	return l.grp(spirv.OpGroupNonUniformShuffleXor, spirv.CapabilityGroupNonUniformShuffle, t, v, mask)
}

// u32op applies a binary opcode to two uints (or a comparison giving bool).
func (l *lowerer) u32op(op spirv.Op, a, b uint32) uint32 {
	t := ir.Uint32
	switch op {
	case spirv.OpIEqual, spirv.OpINotEqual, spirv.OpULessThan, spirv.OpULessThanEqual,
		spirv.OpUGreaterThan, spirv.OpUGreaterThanEqual:
		t = ir.Bool
	}
	return l.emit(op, l.typeID(t), a, b)
}

// boolOp applies a binary logical opcode to two bools.
func (l *lowerer) boolOp(op spirv.Op, a, b uint32) uint32 { return l.emit(op, l.typeID(ir.Bool), a, b) }

// not is !a.
func (l *lowerer) not(a uint32) uint32 { return l.emit(spirv.OpLogicalNot, l.typeID(ir.Bool), a) }

// sel is c ? x : y for x, y of type t (scalar or vector) and a bool
// scalar c; below SPIR-V 1.4 a vector choice needs a bvec condition.
func (l *lowerer) sel(t *ir.Type, c, x, y uint32) uint32 {
	if t.Kind() == ir.KindVector && l.version < spirv.Version1_4 {
		ops := []uint32{l.typeID(ir.Vec(ir.Bool, t.Len()))}
		for i := 0; i < t.Len(); i++ {
			ops = append(ops, c)
		}
		c = l.emit(spirv.OpCompositeConstruct, ops...)
	}
	return l.emit(spirv.OpSelect, l.typeID(t), c, x, y)
}

// umin is min(a, b) on uints.
func (l *lowerer) umin(a, b uint32) uint32 {
	return l.sel(ir.Uint32, l.u32op(spirv.OpULessThan, a, b), a, b)
}

// component extracts the dynamic component i of a uvec4.
func (l *lowerer) component(v, i uint32) uint32 {
	return l.emit(spirv.OpVectorExtractDynamic, l.typeID(ir.Uint32), v, i)
}

// low64 makes a uint64 of the first two components of a uvec4.
func (l *lowerer) low64(v uint32) uint32 {
	xy := l.emit(spirv.OpVectorShuffle, l.typeID(ir.Vec(ir.Uint32, 2)), v, v, 0, 1)
	return l.emit(spirv.OpBitcast, l.typeID(ir.Uint64), xy)
}
