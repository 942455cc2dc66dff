package lower

import (
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// spirvVar is how lower emits a built-in variable (builtins.VarID): an
// Input variable with a SPIR-V BuiltIn decoration and the capability it
// needs, or, derived, a value computed from other built-ins where it is
// read (derived.go).
type spirvVar struct {
	builtin spirv.BuiltIn
	cap     spirv.Capability
	derived bool
}

// spirvVars is lower's mapping of every built-in variable; TestBuiltinVars
// fails for an identity missing here.
var spirvVars = map[builtins.VarID]spirvVar{
	builtins.NumWorkGroups:        {builtin: spirv.BuiltInNumWorkgroups},
	builtins.WorkGroupID:          {builtin: spirv.BuiltInWorkgroupId},
	builtins.LocalInvocationID:    {builtin: spirv.BuiltInLocalInvocationId},
	builtins.GlobalInvocationID:   {builtin: spirv.BuiltInGlobalInvocationId},
	builtins.LocalInvocationIndex: {builtin: spirv.BuiltInLocalInvocationIndex},
	builtins.SubgroupSize:         {builtin: spirv.BuiltInSubgroupSize, cap: spirv.CapabilityGroupNonUniform},
	builtins.SubgroupInvocationID: {builtin: spirv.BuiltInSubgroupLocalInvocationId, cap: spirv.CapabilityGroupNonUniform},
	builtins.NumSubgroups:         {builtin: spirv.BuiltInNumSubgroups, cap: spirv.CapabilityGroupNonUniform},
	builtins.SubgroupID:           {builtin: spirv.BuiltInSubgroupId, cap: spirv.CapabilityGroupNonUniform},
	builtins.SubgroupEqMask:       {builtin: spirv.BuiltInSubgroupEqMask, cap: spirv.CapabilityGroupNonUniformBallot},
	builtins.SubgroupGeMask:       {builtin: spirv.BuiltInSubgroupGeMask, cap: spirv.CapabilityGroupNonUniformBallot},
	builtins.SubgroupGtMask:       {builtin: spirv.BuiltInSubgroupGtMask, cap: spirv.CapabilityGroupNonUniformBallot},
	builtins.SubgroupLeMask:       {builtin: spirv.BuiltInSubgroupLeMask, cap: spirv.CapabilityGroupNonUniformBallot},
	builtins.SubgroupLtMask:       {builtin: spirv.BuiltInSubgroupLtMask, cap: spirv.CapabilityGroupNonUniformBallot},
	builtins.DeviceIndex:          {builtin: spirv.BuiltInDeviceIndex, cap: spirv.CapabilityDeviceGroup},
	builtins.WarpIDNV:             {builtin: spirv.BuiltInWarpIDNV, cap: spirv.CapabilityShaderSMBuiltinsNV},
	builtins.SMIDNV:               {builtin: spirv.BuiltInSMIDNV, cap: spirv.CapabilityShaderSMBuiltinsNV},
	builtins.WarpSizeNV:           {derived: true},
	builtins.ThreadInWarpNV:       {derived: true},
	builtins.ThreadEqMaskNV:       {derived: true},
	builtins.ThreadGeMaskNV:       {derived: true},
	builtins.ThreadGtMaskNV:       {derived: true},
	builtins.ThreadLeMaskNV:       {derived: true},
	builtins.ThreadLtMaskNV:       {derived: true},
	builtins.SubGroupEqMaskARB:    {derived: true},
	builtins.SubGroupGeMaskARB:    {derived: true},
	builtins.SubGroupGtMaskARB:    {derived: true},
	builtins.SubGroupLeMaskARB:    {derived: true},
	builtins.SubGroupLtMaskARB:    {derived: true},

	builtins.Position:         {builtin: spirv.BuiltInPosition},
	builtins.PointSize:        {builtin: spirv.BuiltInPointSize},
	builtins.ClipDistance:     {builtin: spirv.BuiltInClipDistance, cap: spirv.CapabilityClipDistance},
	builtins.CullDistance:     {builtin: spirv.BuiltInCullDistance, cap: spirv.CapabilityCullDistance},
	builtins.VertexIndex:      {builtin: spirv.BuiltInVertexIndex},
	builtins.InstanceIndex:    {builtin: spirv.BuiltInInstanceIndex},
	builtins.BaseVertex:       {builtin: spirv.BuiltInBaseVertex, cap: spirv.CapabilityDrawParameters},
	builtins.BaseInstance:     {builtin: spirv.BuiltInBaseInstance, cap: spirv.CapabilityDrawParameters},
	builtins.DrawID:           {builtin: spirv.BuiltInDrawIndex, cap: spirv.CapabilityDrawParameters},
	builtins.FragCoord:        {builtin: spirv.BuiltInFragCoord},
	builtins.FrontFacing:      {builtin: spirv.BuiltInFrontFacing},
	builtins.FragDepth:        {builtin: spirv.BuiltInFragDepth},
	builtins.SampleMask:       {builtin: spirv.BuiltInSampleMask},
	builtins.SampleMaskIn:     {builtin: spirv.BuiltInSampleMask},
	builtins.SampleID:         {builtin: spirv.BuiltInSampleId, cap: spirv.CapabilitySampleRateShading},
	builtins.SamplePosition:   {builtin: spirv.BuiltInSamplePosition, cap: spirv.CapabilitySampleRateShading},
	builtins.PointCoord:       {builtin: spirv.BuiltInPointCoord},
	builtins.PrimitiveID:      {builtin: spirv.BuiltInPrimitiveId, cap: spirv.CapabilityGeometry},
	builtins.Layer:            {builtin: spirv.BuiltInLayer},         // stageBuiltinCaps
	builtins.ViewportIndex:    {builtin: spirv.BuiltInViewportIndex}, // stageBuiltinCaps
	builtins.ViewIndex:        {builtin: spirv.BuiltInViewIndex, cap: spirv.CapabilityMultiView},
	builtins.HelperInvocation: {builtin: spirv.BuiltInHelperInvocation},
	builtins.HelperThreadNV:   {derived: true},
	builtins.InvocationID:     {builtin: spirv.BuiltInInvocationId},
	builtins.PatchVertices:    {builtin: spirv.BuiltInPatchVertices},
	builtins.TessLevelOuter:   {builtin: spirv.BuiltInTessLevelOuter},
	builtins.TessLevelInner:   {builtin: spirv.BuiltInTessLevelInner},
	builtins.TessCoord:        {builtin: spirv.BuiltInTessCoord},
}

// isDerived reports whether lower computes built-in id where it is read.
func isDerived(id builtins.VarID) bool { return spirvVars[id].derived }

// builtinCaps adds what reading built-in variable id (called name) needs.
func (l *lowerer) builtinCaps(id builtins.VarID, name string) {
	c := spirvVars[id].cap
	switch c {
	case 0:
		return
	case spirv.CapabilityClipDistance, spirv.CapabilityCullDistance, spirv.CapabilitySampleRateShading,
		spirv.CapabilityGeometry, spirv.CapabilityMultiViewport:
		l.capability(c)
		return
	case spirv.CapabilityDrawParameters:
		l.capability(c)
		if l.version < spirv.Version1_3 {
			l.extension("SPV_KHR_shader_draw_parameters")
		}
		return
	case spirv.CapabilityMultiView:
		l.capability(c)
		if l.version < spirv.Version1_3 {
			l.extension("SPV_KHR_multiview")
		}
		return
	case spirv.CapabilityShaderSMBuiltinsNV:
		l.capability(c)
		l.extension("SPV_NV_shader_sm_builtins")
		return
	case spirv.CapabilityDeviceGroup:
		l.capability(c)
		if l.version < spirv.Version1_3 {
			l.extension("SPV_KHR_device_group")
		}
		return
	}
	if l.version < spirv.Version1_3 && (c == spirv.CapabilityGroupNonUniform || c == spirv.CapabilityGroupNonUniformBallot) && khrBallotVar[id] {
		// gl_SubGroup*ARB below SPIR-V 1.3 (khrballot.go).
		l.khrBallot()
		return
	}
	l.assertHas(ir.Pos{}, targetenv.Subgroup, "'"+name+"'")
	l.capability(spirv.CapabilityGroupNonUniform)
	l.capability(c)
}

// khrBallotVar are the built-ins SPV_KHR_shader_ballot has below SPIR-V
// 1.3: those the ARB ballot variables read.
var khrBallotVar = map[builtins.VarID]bool{
	builtins.SubgroupSize: true, builtins.SubgroupInvocationID: true,
	builtins.SubgroupEqMask: true, builtins.SubgroupGeMask: true, builtins.SubgroupGtMask: true,
	builtins.SubgroupLeMask: true, builtins.SubgroupLtMask: true,
}
