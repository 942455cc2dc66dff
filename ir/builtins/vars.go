package builtins

import "github.com/glslc-nv/glslc-nv/spirv"

var (
	dUint  = Desc{Scalar: Uint32, Size: 1}
	dUvec3 = Desc{Scalar: Uint32, Size: 3}
	dUvec4 = Desc{Scalar: Uint32, Size: 4}
	dU64   = Desc{Scalar: Uint64, Size: 1}
)

// Derived built-in variables have no SPIR-V BuiltIn decoration of their
// own: lower computes them from subgroup built-ins where they are read
// (SEMANTICS.md section 4 for the NV warp variables; the ARB masks are the
// low 64 bits of the subgroup masks). Their BuiltIn values are private
// numbers above every SPIR-V enumerant, so that ir.Module.Builtin and
// VarByBuiltIn treat them like the others.
const derivedBase spirv.BuiltIn = 0x7f000000

// The derived built-ins.
const (
	BuiltInWarpSizeNV        = derivedBase + iota // min(gl_SubgroupSize, 32)
	BuiltInThreadInWarpNV                         // gl_SubgroupInvocationID % 32
	BuiltInThreadEqMaskNV                         // gl_SubgroupEqMask[id / 32]
	BuiltInThreadGeMaskNV                         // ... GeMask
	BuiltInThreadGtMaskNV                         // ... GtMask
	BuiltInThreadLeMaskNV                         // ... LeMask
	BuiltInThreadLtMaskNV                         // ... LtMask
	BuiltInSubGroupEqMaskARB                      // uint64(gl_SubgroupEqMask.xy)
	BuiltInSubGroupGeMaskARB                      // ... GeMask
	BuiltInSubGroupGtMaskARB                      // ... GtMask
	BuiltInSubGroupLeMaskARB                      // ... LeMask
	BuiltInSubGroupLtMaskARB                      // ... LtMask
)

// IsDerived reports whether b is a derived built-in (no SPIR-V variable).
func IsDerived(b spirv.BuiltIn) bool { return b >= derivedBase && b < derivedBase+0x10000 }

// vars are the compute-shader built-in input variables. gl_WorkGroupSize
// is a constant, not an input: sema makes it an ir.WorkgroupSize.
var vars = []Var{
	{Name: "gl_NumWorkGroups", Type: dUvec3, BuiltIn: spirv.BuiltInNumWorkgroups},
	{Name: "gl_WorkGroupID", Type: dUvec3, BuiltIn: spirv.BuiltInWorkgroupId},
	{Name: "gl_LocalInvocationID", Type: dUvec3, BuiltIn: spirv.BuiltInLocalInvocationId},
	{Name: "gl_GlobalInvocationID", Type: dUvec3, BuiltIn: spirv.BuiltInGlobalInvocationId},
	{Name: "gl_LocalInvocationIndex", Type: dUint, BuiltIn: spirv.BuiltInLocalInvocationIndex},
	{Name: "gl_SubgroupSize", Type: dUint, BuiltIn: spirv.BuiltInSubgroupSize, Exts: []string{subgroupBasic}, Cap: spirv.CapabilityGroupNonUniform},
	{Name: "gl_SubgroupInvocationID", Type: dUint, BuiltIn: spirv.BuiltInSubgroupLocalInvocationId, Exts: []string{subgroupBasic}, Cap: spirv.CapabilityGroupNonUniform},
	{Name: "gl_NumSubgroups", Type: dUint, BuiltIn: spirv.BuiltInNumSubgroups, Exts: []string{subgroupBasic}, Cap: spirv.CapabilityGroupNonUniform},
	{Name: "gl_SubgroupID", Type: dUint, BuiltIn: spirv.BuiltInSubgroupId, Exts: []string{subgroupBasic}, Cap: spirv.CapabilityGroupNonUniform},
	{Name: "gl_SubgroupEqMask", Type: dUvec4, BuiltIn: spirv.BuiltInSubgroupEqMask, Exts: []string{extBallot}, Cap: spirv.CapabilityGroupNonUniformBallot},
	{Name: "gl_SubgroupGeMask", Type: dUvec4, BuiltIn: spirv.BuiltInSubgroupGeMask, Exts: []string{extBallot}, Cap: spirv.CapabilityGroupNonUniformBallot},
	{Name: "gl_SubgroupGtMask", Type: dUvec4, BuiltIn: spirv.BuiltInSubgroupGtMask, Exts: []string{extBallot}, Cap: spirv.CapabilityGroupNonUniformBallot},
	{Name: "gl_SubgroupLeMask", Type: dUvec4, BuiltIn: spirv.BuiltInSubgroupLeMask, Exts: []string{extBallot}, Cap: spirv.CapabilityGroupNonUniformBallot},
	{Name: "gl_SubgroupLtMask", Type: dUvec4, BuiltIn: spirv.BuiltInSubgroupLtMask, Exts: []string{extBallot}, Cap: spirv.CapabilityGroupNonUniformBallot},

	// GL_EXT_device_group: the index of the device of a device group the
	// invocation runs on (SPIR-V 1.3 core, SPV_KHR_device_group before).
	{Name: "gl_DeviceIndex", Type: Desc{Scalar: Int32, Size: 1}, BuiltIn: spirv.BuiltInDeviceIndex, Exts: []string{"GL_EXT_device_group"}, Cap: spirv.CapabilityDeviceGroup},

	// GL_NV_shader_thread_group (SEMANTICS.md section 4).
	{Name: "gl_WarpSizeNV", Type: dUint, BuiltIn: BuiltInWarpSizeNV, Exts: []string{extThreadGroup}, Cap: spirv.CapabilityGroupNonUniform},
	{Name: "gl_WarpIDNV", Type: dUint, BuiltIn: spirv.BuiltInWarpIDNV, Exts: []string{extThreadGroup}, Cap: spirv.CapabilityShaderSMBuiltinsNV},
	{Name: "gl_SMIDNV", Type: dUint, BuiltIn: spirv.BuiltInSMIDNV, Exts: []string{extThreadGroup}, Cap: spirv.CapabilityShaderSMBuiltinsNV},
	{Name: "gl_ThreadInWarpNV", Type: dUint, BuiltIn: BuiltInThreadInWarpNV, Exts: []string{extThreadGroup}, Cap: spirv.CapabilityGroupNonUniform},
	{Name: "gl_ThreadEqMaskNV", Type: dUint, BuiltIn: BuiltInThreadEqMaskNV, Exts: []string{extThreadGroup}, Cap: spirv.CapabilityGroupNonUniformBallot},
	{Name: "gl_ThreadGeMaskNV", Type: dUint, BuiltIn: BuiltInThreadGeMaskNV, Exts: []string{extThreadGroup}, Cap: spirv.CapabilityGroupNonUniformBallot},
	{Name: "gl_ThreadGtMaskNV", Type: dUint, BuiltIn: BuiltInThreadGtMaskNV, Exts: []string{extThreadGroup}, Cap: spirv.CapabilityGroupNonUniformBallot},
	{Name: "gl_ThreadLeMaskNV", Type: dUint, BuiltIn: BuiltInThreadLeMaskNV, Exts: []string{extThreadGroup}, Cap: spirv.CapabilityGroupNonUniformBallot},
	{Name: "gl_ThreadLtMaskNV", Type: dUint, BuiltIn: BuiltInThreadLtMaskNV, Exts: []string{extThreadGroup}, Cap: spirv.CapabilityGroupNonUniformBallot},

	// GL_ARB_shader_ballot: the size and id are the subgroup's (aliases of
	// the KHR variables), the masks uint64_t.
	{Name: "gl_SubGroupSizeARB", Type: dUint, BuiltIn: spirv.BuiltInSubgroupSize, Exts: []string{extARBBallot}, Cap: spirv.CapabilityGroupNonUniform},
	{Name: "gl_SubGroupInvocationARB", Type: dUint, BuiltIn: spirv.BuiltInSubgroupLocalInvocationId, Exts: []string{extARBBallot}, Cap: spirv.CapabilityGroupNonUniform},
	{Name: "gl_SubGroupEqMaskARB", Type: dU64, BuiltIn: BuiltInSubGroupEqMaskARB, Exts: []string{extARBBallot}, Cap: spirv.CapabilityGroupNonUniformBallot},
	{Name: "gl_SubGroupGeMaskARB", Type: dU64, BuiltIn: BuiltInSubGroupGeMaskARB, Exts: []string{extARBBallot}, Cap: spirv.CapabilityGroupNonUniformBallot},
	{Name: "gl_SubGroupGtMaskARB", Type: dU64, BuiltIn: BuiltInSubGroupGtMaskARB, Exts: []string{extARBBallot}, Cap: spirv.CapabilityGroupNonUniformBallot},
	{Name: "gl_SubGroupLeMaskARB", Type: dU64, BuiltIn: BuiltInSubGroupLeMaskARB, Exts: []string{extARBBallot}, Cap: spirv.CapabilityGroupNonUniformBallot},
	{Name: "gl_SubGroupLtMaskARB", Type: dU64, BuiltIn: BuiltInSubGroupLtMaskARB, Exts: []string{extARBBallot}, Cap: spirv.CapabilityGroupNonUniformBallot},
}
