package lower

import (
	"fmt"
	"strings"

	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// EmulateSet selects subgroup feature families that lower replaces by code
// using only the basic, vote, ballot and shuffle features
// (-femulate-subgroup=LIST). The emulations give the native operations'
// results exactly, for every active mask (see emulate_*.go).
type EmulateSet uint8

// The emulated families.
const (
	EmulatePartitioned     EmulateSet = 1 << iota // GL_NV_shader_subgroup_partitioned
	EmulateClustered                              // subgroupClustered*
	EmulateQuad                                   // subgroupQuad*
	EmulateRotate                                 // subgroup{,Clustered}Rotate
	EmulateShuffleRelative                        // subgroupShuffleUp/Down

	EmulateAll = EmulatePartitioned | EmulateClustered | EmulateQuad | EmulateRotate | EmulateShuffleRelative
)

// emulateNames are the LIST words of -femulate-subgroup, in bit order.
var emulateNames = []string{"partitioned", "clustered", "quad", "rotate", "shuffle-relative"}

// Has reports whether every family of f is in s.
func (s EmulateSet) Has(f EmulateSet) bool { return s&f == f }

func (s EmulateSet) String() string {
	if s == EmulateAll {
		return "all"
	}
	var parts []string
	for i, n := range emulateNames {
		if s&(1<<i) != 0 {
			parts = append(parts, n)
		}
	}
	return strings.Join(parts, ",")
}

// ParseEmulate parses a comma-separated LIST of -femulate-subgroup:
// partitioned, clustered, quad, rotate, shuffle-relative, all.
func ParseEmulate(list string) (EmulateSet, error) {
	var s EmulateSet
	for _, w := range strings.Split(list, ",") {
		w = strings.TrimSpace(w)
		if w == "" {
			continue
		}
		if w == "all" {
			s |= EmulateAll
			continue
		}
		found := false
		for i, n := range emulateNames {
			if w == n {
				s |= 1 << i
				found = true
			}
		}
		if !found {
			return 0, fmt.Errorf("unknown subgroup feature %q to emulate (want %s or all)", w, strings.Join(emulateNames, ", "))
		}
	}
	return s, nil
}

// EmulationOf returns the family whose emulation replaces the lowering of
// built-in id (0 when it is not emulable).
func EmulationOf(id builtins.FuncID) EmulateSet {
	if low := spirvFuncOf(id); low != nil {
		return emulationOf(low)
	}
	return 0
}

// emulationOf is the family of a mapping: by its capability.
func emulationOf(low *spirvFunc) EmulateSet {
	switch low.Cap {
	case spirv.CapabilityGroupNonUniformPartitionedNV:
		return EmulatePartitioned
	case spirv.CapabilityGroupNonUniformClustered:
		return EmulateClustered
	case spirv.CapabilityGroupNonUniformQuad:
		return EmulateQuad
	case spirv.CapabilityGroupNonUniformRotateKHR:
		return EmulateRotate
	case spirv.CapabilityGroupNonUniformShuffleRelative:
		return EmulateShuffleRelative
	}
	return 0
}

// emulating reports whether the row's family is emulated.
func (l *lowerer) emulating(low *spirvFunc) bool {
	f := emulationOf(low)
	return f != 0 && l.opts.Emulate.Has(f)
}

// emulateGroup lowers a kGroup call whose family is emulated.
func (l *lowerer) emulateGroup(e *ir.BuiltinCall, low *spirvFunc) uint32 {
	l.assertHas(e.Pos, targetenv.Subgroup, "'"+e.Fn.Name+"'")
	args := make([]uint32, len(e.Args))
	for i, a := range e.Args {
		args[i] = l.expr(a)
	}
	t := e.Typ
	op := spirv.Op(low.Variant(classOf(e.Args)))
	if op == 0 {
		op = anyOp(low)
	}
	switch op {
	case spirv.OpGroupNonUniformPartitionNV:
		return l.emuPartition(e.Args[0].Type(), args[0])
	case spirv.OpGroupNonUniformQuadBroadcast:
		return l.emuQuadBroadcast(t, args[0], args[1])
	case spirv.OpGroupNonUniformQuadSwap:
		return l.emuQuadSwap(t, args[0], low.Imm[0])
	case spirv.OpGroupNonUniformShuffleUp:
		return l.emuShuffleUp(t, args[0], args[1])
	case spirv.OpGroupNonUniformShuffleDown:
		return l.emuShuffleDown(t, args[0], args[1])
	case spirv.OpGroupNonUniformRotateKHR:
		cluster := uint32(0)
		if len(e.Args) == 3 {
			c, ok := e.Args[2].(*ir.Const)
			if !ok {
				l.fail(e.Pos, "cluster size of %s must be a constant", e.Fn.Name)
			}
			cluster = uint32(c.Bits)
		}
		return l.emuRotate(t, args[0], args[1], cluster)
	}
	fold := l.foldOf(op, t)
	if fold.comb == nil {
		l.fail(e.Pos, "%s: no emulation for %s", e.Fn.Name, op)
	}
	switch low.GroupOp {
	case spirv.GroupOperationClusteredReduce:
		c, ok := e.Args[1].(*ir.Const)
		if !ok {
			l.fail(e.Pos, "cluster size of %s must be a constant", e.Fn.Name)
		}
		return l.emuClustered(fold, args[0], uint32(c.Bits))
	case spirv.GroupOperationPartitionedReduceNV, spirv.GroupOperationPartitionedInclusiveScanNV,
		spirv.GroupOperationPartitionedExclusiveScanNV:
		return l.emuPartitioned(fold, low.GroupOp, args[0], args[1])
	}
	l.fail(e.Pos, "%s: no emulation for group operation %d", e.Fn.Name, low.GroupOp)
	return 0
}

// quadBroadcast / quadSwap are the quad operations the expansions use,
// emulated when quad is.
func (l *lowerer) quadBroadcast(t *ir.Type, v uint32, lane uint32) uint32 {
	if l.opts.Emulate.Has(EmulateQuad) {
		return l.emuQuadBroadcast(t, v, l.constU32(lane))
	}
	return l.grp(spirv.OpGroupNonUniformQuadBroadcast, spirv.CapabilityGroupNonUniformQuad, t, v, l.constU32(lane))
}

func (l *lowerer) quadSwap(t *ir.Type, v uint32, dir uint32) uint32 {
	if l.opts.Emulate.Has(EmulateQuad) {
		return l.emuQuadSwap(t, v, dir)
	}
	return l.grp(spirv.OpGroupNonUniformQuadSwap, spirv.CapabilityGroupNonUniformQuad, t, v, l.constU32(dir))
}

// emulationSummary says how each emulated operation is rewritten
// (docs/extensions.md). Costs are what the emulation adds to one call:
// SPIR-V instructions in the module, and instructions a lane executes
// (TestEmulationCost keeps them true).
func emulationSummary(low *spirvFunc) string {
	op := anyOp(low)
	switch {
	case op == spirv.OpGroupNonUniformPartitionNV:
		return "elimination loop, a ballot of the lanes equal to the lowest lane without a result per iteration: +28 instructions, ~28 executed per distinct value"
	case op == spirv.OpGroupNonUniformQuadBroadcast:
		return "Shuffle(v, (self & ~3) | id): +4 instructions"
	case op == spirv.OpGroupNonUniformQuadSwap:
		return "ShuffleXor(v, direction + 1): +0 instructions"
	case op == spirv.OpGroupNonUniformShuffleUp:
		return "Shuffle(v, delta <= self ? self - delta : ~0): +4 instructions"
	case op == spirv.OpGroupNonUniformShuffleDown:
		return "Shuffle(v, delta < size - self ? self + delta : ~0): +6 instructions"
	case op == spirv.OpGroupNonUniformRotateKHR:
		return "Shuffle(v, base | ((self + delta) & (c - 1))): +8 instructions (+10 clustered)"
	case low.GroupOp == spirv.GroupOperationClusteredReduce:
		return "ordered fold over the lanes of the cluster: +34 instructions (+37 float min/max), ~14 + 22 per cluster lane executed"
	case low.HasGroupOp:
		return "ordered fold over the active lanes in invocation order: +30 instructions (+33 scans), ~16 + 24 (26 for scans) per active lane executed"
	}
	return ""
}

// anyOp is the first opcode of a lowering's class variants.
func anyOp(low *spirvFunc) spirv.Op {
	for _, v := range []uint32{low.Float, low.Sint, low.Uint, low.Bool} {
		if v != 0 {
			return spirv.Op(v)
		}
	}
	return 0
}
