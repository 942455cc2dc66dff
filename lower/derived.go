package lower

import (
	"github.com/glslc-nv/glslc-nv/internal/nvwarp"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// derivedRef returns the derived built-in (isDerived: the NV warp
// variables, the ARB 64-bit masks) a reference names, or nil. Derived
// built-ins have no variable: every read computes the value from subgroup
// built-ins (they are per-lane constants, so this is exact anywhere).
func derivedRef(r ir.Ref) *ir.Global {
	if g, ok := r.(*ir.GlobalRef); ok && g.Var.Storage == ir.StorageInput && isDerived(g.Var.Builtin) {
		return g.Var
	}
	return nil
}

// subgroupMaskOf maps the derived mask built-ins to the subgroup mask they
// are cut from.
var subgroupMaskOf = map[builtins.VarID]builtins.VarID{
	builtins.ThreadEqMaskNV: builtins.SubgroupEqMask, builtins.SubGroupEqMaskARB: builtins.SubgroupEqMask,
	builtins.ThreadGeMaskNV: builtins.SubgroupGeMask, builtins.SubGroupGeMaskARB: builtins.SubgroupGeMask,
	builtins.ThreadGtMaskNV: builtins.SubgroupGtMask, builtins.SubGroupGtMaskARB: builtins.SubgroupGtMask,
	builtins.ThreadLeMaskNV: builtins.SubgroupLeMask, builtins.SubGroupLeMaskARB: builtins.SubgroupLeMask,
	builtins.ThreadLtMaskNV: builtins.SubgroupLtMask, builtins.SubGroupLtMaskARB: builtins.SubgroupLtMask,
}

// derived computes a derived built-in (SEMANTICS.md section 4 for the NV
// warp variables, whose rules are internal/nvwarp's):
//
//	gl_WarpSizeNV          min(gl_SubgroupSize, 32)
//	gl_ThreadInWarpNV      gl_SubgroupInvocationID & 31
//	gl_Thread<X>MaskNV     gl_Subgroup<X>Mask[gl_SubgroupInvocationID >> 5]
//	gl_SubGroup<X>MaskARB  uint64_t(gl_Subgroup<X>Mask.xy)
func (l *lowerer) derived(g *ir.Global) uint32 {
	switch b := g.Builtin; b {
	case builtins.HelperThreadNV:
		return l.loadBuiltin(builtins.HelperInvocation, ir.Bool)
	case builtins.WarpSizeNV:
		return nvwarp.WarpSize(warpEmitter{l})
	case builtins.ThreadInWarpNV:
		return nvwarp.ThreadInWarp(warpEmitter{l})
	case builtins.ThreadEqMaskNV, builtins.ThreadGeMaskNV, builtins.ThreadGtMaskNV,
		builtins.ThreadLeMaskNV, builtins.ThreadLtMaskNV:
		return l.warpWord(l.loadBuiltin(subgroupMaskOf[b], uvec4T))
	case builtins.SubGroupEqMaskARB, builtins.SubGroupGeMaskARB, builtins.SubGroupGtMaskARB,
		builtins.SubGroupLeMaskARB, builtins.SubGroupLtMaskARB:
		return l.low64(l.loadBuiltin(subgroupMaskOf[b], uvec4T))
	}
	l.fail(g.Pos, "unknown derived built-in %s", g.Name)
	return 0
}

// warpWord is the 32-bit word of a subgroup ballot or mask that belongs
// to the caller's warp (component gl_SubgroupInvocationID / 32).
func (l *lowerer) warpWord(mask uint32) uint32 { return nvwarp.WarpWord(warpEmitter{l}, mask) }
