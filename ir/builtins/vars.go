package builtins

import "fmt"

var (
	dUint  = Desc{Scalar: Uint32, Size: 1}
	dUvec3 = Desc{Scalar: Uint32, Size: 3}
	dUvec4 = Desc{Scalar: Uint32, Size: 4}
	dU64   = Desc{Scalar: Uint64, Size: 1}
	dInt   = Desc{Scalar: Int32, Size: 1}
	dBool  = Desc{Scalar: Bool, Size: 1}
	dFloat = Desc{Scalar: Float32, Size: 1}
	dVec2  = Desc{Scalar: Float32, Size: 2}
	dVec3  = Desc{Scalar: Float32, Size: 3}
	dVec4  = Desc{Scalar: Float32, Size: 4}

	// sVertexOut are the stages that write one vertex's gl_PerVertex
	// outputs; sArrayedIn those that read gl_in[].
	sVertexOut = SVertex | STessEval | SGeometry
	sArrayedIn = STessControl | STessEval | SGeometry
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

	// The graphics stages' built-ins.
	Position
	PointSize
	ClipDistance
	CullDistance
	VertexIndex
	InstanceIndex
	BaseVertex
	BaseInstance
	DrawID
	FragCoord
	FrontFacing
	FragDepth
	SampleMask
	SampleMaskIn
	SampleID
	SamplePosition
	PointCoord
	PrimitiveID
	Layer
	ViewportIndex
	ViewIndex
	HelperInvocation
	HelperThreadNV // derived: gl_HelperInvocation
	InvocationID
	PatchVertices
	TessLevelOuter
	TessLevelInner
	TessCoord
	NumVarIDs // one past the last
)

var varIDNames = [NumVarIDs]string{"?", "NumWorkGroups", "WorkGroupID", "LocalInvocationID", "GlobalInvocationID",
	"LocalInvocationIndex", "SubgroupSize", "SubgroupInvocationID", "NumSubgroups", "SubgroupID",
	"SubgroupEqMask", "SubgroupGeMask", "SubgroupGtMask", "SubgroupLeMask", "SubgroupLtMask", "DeviceIndex",
	"WarpSizeNV", "WarpIDNV", "SMIDNV", "ThreadInWarpNV", "ThreadEqMaskNV", "ThreadGeMaskNV", "ThreadGtMaskNV",
	"ThreadLeMaskNV", "ThreadLtMaskNV", "SubGroupEqMaskARB", "SubGroupGeMaskARB", "SubGroupGtMaskARB",
	"SubGroupLeMaskARB", "SubGroupLtMaskARB",
	"Position", "PointSize", "ClipDistance", "CullDistance", "VertexIndex", "InstanceIndex", "BaseVertex",
	"BaseInstance", "DrawID", "FragCoord", "FrontFacing", "FragDepth", "SampleMask", "SampleMaskIn", "SampleID",
	"SamplePosition", "PointCoord", "PrimitiveID", "Layer", "ViewportIndex", "ViewIndex", "HelperInvocation",
	"HelperThreadNV", "InvocationID", "PatchVertices", "TessLevelOuter", "TessLevelInner", "TessCoord"}

func (id VarID) String() string {
	if id < NumVarIDs {
		return varIDNames[id]
	}
	return fmt.Sprintf("VarID(%d)", uint8(id))
}

// vars are the built-in variables, one row per name and set of stages
// (GLSL 4.60 section 7.1 and the extensions). gl_WorkGroupSize is a
// constant, not an input: sema makes it an ir.WorkgroupSize.
var vars = []Var{
	{Name: "gl_NumWorkGroups", Type: dUvec3, Stages: SComputeLike, ID: NumWorkGroups},
	{Name: "gl_WorkGroupID", Type: dUvec3, Stages: SComputeLike, ID: WorkGroupID},
	{Name: "gl_LocalInvocationID", Type: dUvec3, Stages: SComputeLike, ID: LocalInvocationID},
	{Name: "gl_GlobalInvocationID", Type: dUvec3, Stages: SComputeLike, ID: GlobalInvocationID},
	{Name: "gl_LocalInvocationIndex", Type: dUint, Stages: SComputeLike, ID: LocalInvocationIndex},
	{Name: "gl_SubgroupSize", Type: dUint, Stages: SAll, ID: SubgroupSize, Exts: []string{subgroupBasic}, Subgroup: true},
	{Name: "gl_SubgroupInvocationID", Type: dUint, Stages: SAll, ID: SubgroupInvocationID, Exts: []string{subgroupBasic}, Subgroup: true},
	{Name: "gl_NumSubgroups", Type: dUint, Stages: SComputeLike, ID: NumSubgroups, Exts: []string{subgroupBasic}, Subgroup: true},
	{Name: "gl_SubgroupID", Type: dUint, Stages: SComputeLike, ID: SubgroupID, Exts: []string{subgroupBasic}, Subgroup: true},
	{Name: "gl_SubgroupEqMask", Type: dUvec4, Stages: SAll, ID: SubgroupEqMask, Exts: []string{extBallot}, Subgroup: true},
	{Name: "gl_SubgroupGeMask", Type: dUvec4, Stages: SAll, ID: SubgroupGeMask, Exts: []string{extBallot}, Subgroup: true},
	{Name: "gl_SubgroupGtMask", Type: dUvec4, Stages: SAll, ID: SubgroupGtMask, Exts: []string{extBallot}, Subgroup: true},
	{Name: "gl_SubgroupLeMask", Type: dUvec4, Stages: SAll, ID: SubgroupLeMask, Exts: []string{extBallot}, Subgroup: true},
	{Name: "gl_SubgroupLtMask", Type: dUvec4, Stages: SAll, ID: SubgroupLtMask, Exts: []string{extBallot}, Subgroup: true},

	// GL_EXT_device_group: the index of the device of a device group the
	// invocation runs on (SPIR-V 1.3 core, SPV_KHR_device_group before).
	{Name: "gl_DeviceIndex", Type: Desc{Scalar: Int32, Size: 1}, Stages: SAll, ID: DeviceIndex, Exts: []string{"GL_EXT_device_group"}},

	// GL_NV_shader_thread_group (SEMANTICS.md section 4).
	{Name: "gl_WarpSizeNV", Type: dUint, Stages: SAll, ID: WarpSizeNV, Derived: true, Exts: []string{extThreadGroup}, Subgroup: true},
	{Name: "gl_WarpIDNV", Type: dUint, Stages: SAll, ID: WarpIDNV, Exts: []string{extThreadGroup}, Subgroup: true},
	{Name: "gl_SMIDNV", Type: dUint, Stages: SAll, ID: SMIDNV, Exts: []string{extThreadGroup}, Subgroup: true},
	{Name: "gl_ThreadInWarpNV", Type: dUint, Stages: SAll, ID: ThreadInWarpNV, Derived: true, Exts: []string{extThreadGroup}, Subgroup: true},
	{Name: "gl_ThreadEqMaskNV", Type: dUint, Stages: SAll, ID: ThreadEqMaskNV, Derived: true, Exts: []string{extThreadGroup}, Subgroup: true},
	{Name: "gl_ThreadGeMaskNV", Type: dUint, Stages: SAll, ID: ThreadGeMaskNV, Derived: true, Exts: []string{extThreadGroup}, Subgroup: true},
	{Name: "gl_ThreadGtMaskNV", Type: dUint, Stages: SAll, ID: ThreadGtMaskNV, Derived: true, Exts: []string{extThreadGroup}, Subgroup: true},
	{Name: "gl_ThreadLeMaskNV", Type: dUint, Stages: SAll, ID: ThreadLeMaskNV, Derived: true, Exts: []string{extThreadGroup}, Subgroup: true},
	{Name: "gl_ThreadLtMaskNV", Type: dUint, Stages: SAll, ID: ThreadLtMaskNV, Derived: true, Exts: []string{extThreadGroup}, Subgroup: true},

	// GL_ARB_shader_ballot: the size and id are the subgroup's (aliases of
	// the KHR variables), the masks uint64_t.
	{Name: "gl_SubGroupSizeARB", Type: dUint, Stages: SAll, ID: SubgroupSize, Exts: []string{extARBBallot}, Subgroup: true},
	{Name: "gl_SubGroupInvocationARB", Type: dUint, Stages: SAll, ID: SubgroupInvocationID, Exts: []string{extARBBallot}, Subgroup: true},
	{Name: "gl_SubGroupEqMaskARB", Type: dU64, Stages: SAll, ID: SubGroupEqMaskARB, Derived: true, Exts: []string{extARBBallot}, Subgroup: true},
	{Name: "gl_SubGroupGeMaskARB", Type: dU64, Stages: SAll, ID: SubGroupGeMaskARB, Derived: true, Exts: []string{extARBBallot}, Subgroup: true},
	{Name: "gl_SubGroupGtMaskARB", Type: dU64, Stages: SAll, ID: SubGroupGtMaskARB, Derived: true, Exts: []string{extARBBallot}, Subgroup: true},
	{Name: "gl_SubGroupLeMaskARB", Type: dU64, Stages: SAll, ID: SubGroupLeMaskARB, Derived: true, Exts: []string{extARBBallot}, Subgroup: true},
	{Name: "gl_SubGroupLtMaskARB", Type: dU64, Stages: SAll, ID: SubGroupLtMaskARB, Derived: true, Exts: []string{extARBBallot}, Subgroup: true},

	// The per-vertex outputs of the stages before the rasterizer (members
	// of the gl_PerVertex block, which the shader may redeclare).
	{Name: "gl_Position", Type: dVec4, Stages: sVertexOut, ID: Position, Out: true, Block: "gl_PerVertex"},
	{Name: "gl_PointSize", Type: dFloat, Stages: sVertexOut, ID: PointSize, Out: true, Block: "gl_PerVertex"},
	{Name: "gl_ClipDistance", Type: dFloat, Stages: sVertexOut, ID: ClipDistance, Out: true, Array: -1, ArrayMax: 8, Block: "gl_PerVertex"},
	{Name: "gl_CullDistance", Type: dFloat, Stages: sVertexOut, ID: CullDistance, Out: true, Array: -1, ArrayMax: 8, Block: "gl_PerVertex"},
	// The same per vertex of a patch or primitive: members of gl_in[]
	// (tessellation and geometry inputs) and gl_out[] (tessellation
	// control outputs), never named alone (PerVertex).
	{Name: "gl_Position", Type: dVec4, Stages: sArrayedIn, ID: Position, Block: "gl_in", PerVertex: true},
	{Name: "gl_PointSize", Type: dFloat, Stages: sArrayedIn, ID: PointSize, Block: "gl_in", PerVertex: true},
	{Name: "gl_ClipDistance", Type: dFloat, Stages: sArrayedIn, ID: ClipDistance, Array: -1, ArrayMax: 8, Block: "gl_in", PerVertex: true},
	{Name: "gl_CullDistance", Type: dFloat, Stages: sArrayedIn, ID: CullDistance, Array: -1, ArrayMax: 8, Block: "gl_in", PerVertex: true},
	{Name: "gl_Position", Type: dVec4, Stages: STessControl, ID: Position, Out: true, Block: "gl_out", PerVertex: true},
	{Name: "gl_PointSize", Type: dFloat, Stages: STessControl, ID: PointSize, Out: true, Block: "gl_out", PerVertex: true},
	{Name: "gl_ClipDistance", Type: dFloat, Stages: STessControl, ID: ClipDistance, Out: true, Array: -1, ArrayMax: 8, Block: "gl_out", PerVertex: true},
	{Name: "gl_CullDistance", Type: dFloat, Stages: STessControl, ID: CullDistance, Out: true, Array: -1, ArrayMax: 8, Block: "gl_out", PerVertex: true},

	// Tessellation and geometry.
	{Name: "gl_InvocationID", Type: dInt, Stages: STessControl | SGeometry, ID: InvocationID},
	{Name: "gl_PatchVerticesIn", Type: dInt, Stages: STessControl | STessEval, ID: PatchVertices},
	{Name: "gl_PrimitiveID", Type: dInt, Stages: STessControl | STessEval, ID: PrimitiveID},
	{Name: "gl_PrimitiveIDIn", Type: dInt, Stages: SGeometry, ID: PrimitiveID},
	{Name: "gl_PrimitiveID", Type: dInt, Stages: SGeometry, ID: PrimitiveID, Out: true},
	{Name: "gl_Layer", Type: dInt, Stages: SGeometry, ID: Layer, Out: true},
	{Name: "gl_ViewportIndex", Type: dInt, Stages: SGeometry, ID: ViewportIndex, Out: true},
	{Name: "gl_TessLevelOuter", Type: dFloat, Stages: STessControl, ID: TessLevelOuter, Out: true, Array: 4},
	{Name: "gl_TessLevelInner", Type: dFloat, Stages: STessControl, ID: TessLevelInner, Out: true, Array: 2},
	{Name: "gl_TessLevelOuter", Type: dFloat, Stages: STessEval, ID: TessLevelOuter, Array: 4},
	{Name: "gl_TessLevelInner", Type: dFloat, Stages: STessEval, ID: TessLevelInner, Array: 2},
	{Name: "gl_TessCoord", Type: dVec3, Stages: STessEval, ID: TessCoord},
	// Fragment shaders read the clip and cull distances.
	{Name: "gl_ClipDistance", Type: dFloat, Stages: SFragment, ID: ClipDistance, Array: -1, ArrayMax: 8},
	{Name: "gl_CullDistance", Type: dFloat, Stages: SFragment, ID: CullDistance, Array: -1, ArrayMax: 8},

	// Vertex inputs (gl_BaseVertex, gl_BaseInstance and gl_DrawID are
	// GLSL 4.60's, GL_ARB_shader_draw_parameters' with the ARB suffix).
	{Name: "gl_VertexIndex", Type: dInt, Stages: SVertex, ID: VertexIndex},
	{Name: "gl_InstanceIndex", Type: dInt, Stages: SVertex, ID: InstanceIndex},
	{Name: "gl_BaseVertex", Type: dInt, Stages: SVertex, ID: BaseVertex, Core: 460},
	{Name: "gl_BaseInstance", Type: dInt, Stages: SVertex, ID: BaseInstance, Core: 460},
	{Name: "gl_DrawID", Type: dInt, Stages: SVertex, ID: DrawID, Core: 460},
	{Name: "gl_BaseVertexARB", Type: dInt, Stages: SVertex, ID: BaseVertex, Exts: []string{"GL_ARB_shader_draw_parameters"}},
	{Name: "gl_BaseInstanceARB", Type: dInt, Stages: SVertex, ID: BaseInstance, Exts: []string{"GL_ARB_shader_draw_parameters"}},
	{Name: "gl_DrawIDARB", Type: dInt, Stages: SVertex, ID: DrawID, Exts: []string{"GL_ARB_shader_draw_parameters"}},

	// Fragment inputs and outputs.
	{Name: "gl_FragCoord", Type: dVec4, Stages: SFragment, ID: FragCoord},
	{Name: "gl_FrontFacing", Type: dBool, Stages: SFragment, ID: FrontFacing},
	{Name: "gl_PointCoord", Type: dVec2, Stages: SFragment, ID: PointCoord},
	{Name: "gl_SampleID", Type: dInt, Stages: SFragment, ID: SampleID},
	{Name: "gl_SamplePosition", Type: dVec2, Stages: SFragment, ID: SamplePosition},
	{Name: "gl_SampleMaskIn", Type: dInt, Stages: SFragment, ID: SampleMaskIn, Array: 1},
	{Name: "gl_SampleMask", Type: dInt, Stages: SFragment, ID: SampleMask, Out: true, Array: -1, ArrayMax: 1},
	{Name: "gl_FragDepth", Type: dFloat, Stages: SFragment, ID: FragDepth, Out: true},
	{Name: "gl_HelperInvocation", Type: dBool, Stages: SFragment, ID: HelperInvocation},
	{Name: "gl_PrimitiveID", Type: dInt, Stages: SFragment, ID: PrimitiveID},
	{Name: "gl_Layer", Type: dInt, Stages: SFragment, ID: Layer},
	{Name: "gl_ViewportIndex", Type: dInt, Stages: SFragment, ID: ViewportIndex},
	// GL_NV_shader_thread_group: true in helper invocations (SEMANTICS.md
	// section 7).
	{Name: "gl_HelperThreadNV", Type: dBool, Stages: SFragment, ID: HelperThreadNV, Derived: true, Exts: []string{extThreadGroup}},
	// A vertex or tessellation evaluation shader writes the layer and
	// viewport with GL_ARB_shader_viewport_layer_array (SPIR-V 1.5's
	// ShaderLayer).
	{Name: "gl_Layer", Type: dInt, Stages: SVertex | STessEval, ID: Layer, Out: true, Exts: []string{"GL_ARB_shader_viewport_layer_array"}},
	{Name: "gl_ViewportIndex", Type: dInt, Stages: SVertex | STessEval, ID: ViewportIndex, Out: true, Exts: []string{"GL_ARB_shader_viewport_layer_array"}},

	// GL_EXT_multiview: the view of every graphics stage.
	{Name: "gl_ViewIndex", Type: dInt, Stages: SGraphics &^ STask, ID: ViewIndex, Exts: []string{"GL_EXT_multiview"}},
}
