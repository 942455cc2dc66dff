package builtins

import "fmt"

var (
	dUint  = Desc{Scalar: Uint32, Size: 1}
	dUvec3 = Desc{Scalar: Uint32, Size: 3}
	dUvec4 = Desc{Scalar: Uint32, Size: 4}
	dU64   = Desc{Scalar: Uint64, Size: 1}
)

// VarID is the compiler's own identity of a built-in input variable: the
// IR names a built-in by it (ir.Global.Builtin), and each back end maps
// it (lower to a SPIR-V BuiltIn decoration or a computation, lower/nvasm
// to an invocation binding) or refuses it. Aliases share one identity
// (gl_SubGroupSizeARB is gl_SubgroupSize).
type VarID uint8

const (
	NoVar VarID = iota
	NumWorkGroups
	WorkGroupID
	LocalInvocationID
	GlobalInvocationID
	LocalInvocationIndex
	SubgroupSize
	SubgroupInvocationID
	NumSubgroups
	SubgroupID
	SubgroupEqMask
	SubgroupGeMask
	SubgroupGtMask
	SubgroupLeMask
	SubgroupLtMask
	DeviceIndex
	WarpSizeNV        // derived: min(gl_SubgroupSize, 32)
	WarpIDNV          //
	SMIDNV            //
	ThreadInWarpNV    // derived: gl_SubgroupInvocationID % 32
	ThreadEqMaskNV    // derived: gl_SubgroupEqMask[id / 32]
	ThreadGeMaskNV    // derived: ... GeMask
	ThreadGtMaskNV    // derived: ... GtMask
	ThreadLeMaskNV    // derived: ... LeMask
	ThreadLtMaskNV    // derived: ... LtMask
	SubGroupEqMaskARB // derived: uint64(gl_SubgroupEqMask.xy)
	SubGroupGeMaskARB // derived: ... GeMask
	SubGroupGtMaskARB // derived: ... GtMask
	SubGroupLeMaskARB // derived: ... LeMask
	SubGroupLtMaskARB // derived: ... LtMask
	NumVarIDs         // one past the last
)

var varIDNames = [NumVarIDs]string{"?", "NumWorkGroups", "WorkGroupID", "LocalInvocationID", "GlobalInvocationID",
	"LocalInvocationIndex", "SubgroupSize", "SubgroupInvocationID", "NumSubgroups", "SubgroupID",
	"SubgroupEqMask", "SubgroupGeMask", "SubgroupGtMask", "SubgroupLeMask", "SubgroupLtMask", "DeviceIndex",
	"WarpSizeNV", "WarpIDNV", "SMIDNV", "ThreadInWarpNV", "ThreadEqMaskNV", "ThreadGeMaskNV", "ThreadGtMaskNV",
	"ThreadLeMaskNV", "ThreadLtMaskNV", "SubGroupEqMaskARB", "SubGroupGeMaskARB", "SubGroupGtMaskARB",
	"SubGroupLeMaskARB", "SubGroupLtMaskARB"}

func (id VarID) String() string {
	if id < NumVarIDs {
		return varIDNames[id]
	}
	return fmt.Sprintf("VarID(%d)", uint8(id))
}

// vars are the compute-shader built-in input variables. gl_WorkGroupSize
// is a constant, not an input: sema makes it an ir.WorkgroupSize.
var vars = []Var{
	{Name: "gl_NumWorkGroups", Type: dUvec3, ID: NumWorkGroups},
	{Name: "gl_WorkGroupID", Type: dUvec3, ID: WorkGroupID},
	{Name: "gl_LocalInvocationID", Type: dUvec3, ID: LocalInvocationID},
	{Name: "gl_GlobalInvocationID", Type: dUvec3, ID: GlobalInvocationID},
	{Name: "gl_LocalInvocationIndex", Type: dUint, ID: LocalInvocationIndex},
	{Name: "gl_SubgroupSize", Type: dUint, ID: SubgroupSize, Exts: []string{subgroupBasic}, Subgroup: true},
	{Name: "gl_SubgroupInvocationID", Type: dUint, ID: SubgroupInvocationID, Exts: []string{subgroupBasic}, Subgroup: true},
	{Name: "gl_NumSubgroups", Type: dUint, ID: NumSubgroups, Exts: []string{subgroupBasic}, Subgroup: true},
	{Name: "gl_SubgroupID", Type: dUint, ID: SubgroupID, Exts: []string{subgroupBasic}, Subgroup: true},
	{Name: "gl_SubgroupEqMask", Type: dUvec4, ID: SubgroupEqMask, Exts: []string{extBallot}, Subgroup: true},
	{Name: "gl_SubgroupGeMask", Type: dUvec4, ID: SubgroupGeMask, Exts: []string{extBallot}, Subgroup: true},
	{Name: "gl_SubgroupGtMask", Type: dUvec4, ID: SubgroupGtMask, Exts: []string{extBallot}, Subgroup: true},
	{Name: "gl_SubgroupLeMask", Type: dUvec4, ID: SubgroupLeMask, Exts: []string{extBallot}, Subgroup: true},
	{Name: "gl_SubgroupLtMask", Type: dUvec4, ID: SubgroupLtMask, Exts: []string{extBallot}, Subgroup: true},

	// GL_EXT_device_group: the index of the device of a device group the
	// invocation runs on (SPIR-V 1.3 core, SPV_KHR_device_group before).
	{Name: "gl_DeviceIndex", Type: Desc{Scalar: Int32, Size: 1}, ID: DeviceIndex, Exts: []string{"GL_EXT_device_group"}},

	// GL_NV_shader_thread_group (SEMANTICS.md section 4).
	{Name: "gl_WarpSizeNV", Type: dUint, ID: WarpSizeNV, Derived: true, Exts: []string{extThreadGroup}, Subgroup: true},
	{Name: "gl_WarpIDNV", Type: dUint, ID: WarpIDNV, Exts: []string{extThreadGroup}, Subgroup: true},
	{Name: "gl_SMIDNV", Type: dUint, ID: SMIDNV, Exts: []string{extThreadGroup}, Subgroup: true},
	{Name: "gl_ThreadInWarpNV", Type: dUint, ID: ThreadInWarpNV, Derived: true, Exts: []string{extThreadGroup}, Subgroup: true},
	{Name: "gl_ThreadEqMaskNV", Type: dUint, ID: ThreadEqMaskNV, Derived: true, Exts: []string{extThreadGroup}, Subgroup: true},
	{Name: "gl_ThreadGeMaskNV", Type: dUint, ID: ThreadGeMaskNV, Derived: true, Exts: []string{extThreadGroup}, Subgroup: true},
	{Name: "gl_ThreadGtMaskNV", Type: dUint, ID: ThreadGtMaskNV, Derived: true, Exts: []string{extThreadGroup}, Subgroup: true},
	{Name: "gl_ThreadLeMaskNV", Type: dUint, ID: ThreadLeMaskNV, Derived: true, Exts: []string{extThreadGroup}, Subgroup: true},
	{Name: "gl_ThreadLtMaskNV", Type: dUint, ID: ThreadLtMaskNV, Derived: true, Exts: []string{extThreadGroup}, Subgroup: true},

	// GL_ARB_shader_ballot: the size and id are the subgroup's (aliases of
	// the KHR variables), the masks uint64_t.
	{Name: "gl_SubGroupSizeARB", Type: dUint, ID: SubgroupSize, Exts: []string{extARBBallot}, Subgroup: true},
	{Name: "gl_SubGroupInvocationARB", Type: dUint, ID: SubgroupInvocationID, Exts: []string{extARBBallot}, Subgroup: true},
	{Name: "gl_SubGroupEqMaskARB", Type: dU64, ID: SubGroupEqMaskARB, Derived: true, Exts: []string{extARBBallot}, Subgroup: true},
	{Name: "gl_SubGroupGeMaskARB", Type: dU64, ID: SubGroupGeMaskARB, Derived: true, Exts: []string{extARBBallot}, Subgroup: true},
	{Name: "gl_SubGroupGtMaskARB", Type: dU64, ID: SubGroupGtMaskARB, Derived: true, Exts: []string{extARBBallot}, Subgroup: true},
	{Name: "gl_SubGroupLeMaskARB", Type: dU64, ID: SubGroupLeMaskARB, Derived: true, Exts: []string{extARBBallot}, Subgroup: true},
	{Name: "gl_SubGroupLtMaskARB", Type: dU64, ID: SubGroupLtMaskARB, Derived: true, Exts: []string{extARBBallot}, Subgroup: true},
}
