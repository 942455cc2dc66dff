package builtins

import "github.com/glslc-nv/glslc-nv/spirv"

var (
	dUint  = Desc{Scalar: Uint32, Size: 1}
	dUvec3 = Desc{Scalar: Uint32, Size: 3}
	dUvec4 = Desc{Scalar: Uint32, Size: 4}
)

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
}
