package ir

import (
	"fmt"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// Pos is a source position for debug info (-g) and diagnostics. File
// indexes Module.Files (0 = the main file); Line 0 means unknown. Pos is
// embedded in every node, so a node's position is node.Pos.
type Pos struct {
	File int
	Line int
	Col  int
}

// At returns the position (the method every node gets from embedding Pos).
func (p Pos) At() Pos { return p }

// Known reports whether p carries a line (line 0 with a column is one:
// "#line 0" numbers the next line 0).
func (p Pos) Known() bool { return p.Line > 0 || p.Col > 0 }

// Module is one compiled compute shader.
type Module struct {
	// Files are the source file names (index 0 is the main file); Source is
	// the main file's text (optional, emitted with -g) and Version the GLSL
	// #version number (e.g. 460).
	Files   []string
	Source  string
	Version int
	// ES is set for an OpenGL ES shader ("#version 310 es"): OpSource
	// names ESSL instead of GLSL.
	ES bool
	// Extensions lists the GLSL extensions the shader enabled, for debug
	// info only (OpSourceExtension). Lower derives SPIR-V capabilities and
	// extensions from what it emits, never from this list.
	Extensions []string
	// SpirvExtensions and SpirvCapabilities are what GL_EXT_spirv_intrinsics
	// declarations asked for (spirv_instruction(extensions = [...],
	// capabilities = [...])): lower emits them all, used or not, as
	// glslang does. Capabilities are raw numbers (they may be unknown to
	// the grammar tables).
	SpirvExtensions   []string
	SpirvCapabilities []uint32
	// VulkanMemoryModel is set by #pragma use_vulkan_memory_model: the
	// module uses the Vulkan memory model (lower also uses it for
	// cooperative matrices), where coherent and volatile become memory
	// operands of each access instead of decorations.
	VulkanMemoryModel bool
	// RayPrimitiveCulling is set by layout(primitive_culling);
	// (GL_EXT_ray_flags_primitive_culling), RayOpacityMicromap2State by a
	// use of gl_RayFlagsForceOpacityMicromap2StateEXT (GL_EXT_opacity_micromap):
	// each declares the capability its ray flags need, used or not, as
	// glslang does.
	RayPrimitiveCulling, RayOpacityMicromap2State bool

	SpecConsts []*SpecConst // in declaration order; dependencies first
	Globals    []*Global
	Functions  []*Function // callees before or after callers, any order; no recursion
	Entry      *EntryPoint
}

// Global is a module-scope variable.
//
//   - StorageBuffer, StorageUniform, StoragePushConstant: Type is a block
//     struct (NewBlock) or an array of them (a block array, "buffer B {..} b[4]").
//     Set and Binding are the descriptor set and binding (not used for push
//     constants). Access applies to the whole block.
//   - StorageWorkgroup, StoragePrivate: any type without explicit layout.
//     Private globals may have a constant initializer Init; shared ones
//     only a null one (GL_EXT_null_initializer, SPIR-V 1.4 / vulkan1.3 or
//     VK_KHR_zero_initialize_workgroup_memory).
//   - StorageWorkgroup may instead have a block struct (NewBlock), a
//     shared block of GL_EXT_shared_memory_block, without initializer:
//     all such blocks alias the same memory (SPV_KHR_workgroup_memory_
//     explicit_layout), so a module has either shared blocks or other
//     shared variables, not both.
//   - StorageInput, StorageOutput: a stage's interface. A built-in has
//     Builtin set and Type is its GLSL type (uvec3 for
//     gl_GlobalInvocationID, uvec4 for masks, float[N] for gl_ClipDistance);
//     a user variable (graphics stages only) has IO, its location and
//     interpolation. Only StorageOutput globals are stored to.
//   - StorageUniformConstant: an opaque uniform ("uniform image2D img;"):
//     Type is an image, sampler or sampled-image type or an array of one,
//     with Set and Binding; Access (readonly/writeonly/coherent/...) applies
//     to storage images. Such globals are only declared: no IR expression
//     reads them yet.
type Global struct {
	Pos
	Name    string
	Type    *Type
	Storage Storage
	Set     int
	Binding int
	Access  Access
	Builtin builtins.VarID // which built-in an input or output global is
	Init    *Const
	// InputAttachment is a subpassInput's input_attachment_index plus one
	// (0: not an input attachment).
	InputAttachment int
	// IO is the interface of a user input or output (nil for built-ins,
	// which may still carry one for invariant).
	IO *IO
}

// IO is how a user input or output variable meets the neighbouring
// stage: its location (and component, and the fragment output index) and
// interpolation.
type IO struct {
	Location  int // -1: none (only built-ins)
	Component int // -1: none
	Index     int // -1: none (fragment outputs' dual-source index)
	Interp    Interp
	Centroid  bool
	Sample    bool
	Invariant bool
	Patch     bool
	// OverrideCoverage is gl_SampleMask's override_coverage
	// (GL_NV_sample_mask_override_coverage): the mask replaces the
	// coverage instead of being AND-ed with it.
	OverrideCoverage bool
}

// Interp is the interpolation of a fragment input (or of the output
// that feeds one).
type Interp uint8

const (
	Smooth        Interp = iota // the default: perspective-correct
	Flat                        // the provoking vertex's value
	NoPerspective               // linear in screen space
)

func (i Interp) String() string {
	switch i {
	case Flat:
		return "flat"
	case NoPerspective:
		return "noperspective"
	}
	return "smooth"
}

// SpecConst is a specialization constant. Either ID >= 0 (a declared
// "layout(constant_id = ID) const T name = Default;" with a scalar bool, int,
// uint or float type) or ID < 0 and Value is a specialization-constant
// expression: a tree of Unary, Binary, Convert, Construct, Extract, Swizzle and
// Select nodes whose leaves are *Const or *SpecRef (lower emits
// OpSpecConstantOp / OpSpecConstantComposite).
type SpecConst struct {
	Pos
	Name    string
	Type    *Type
	ID      int
	Default *Const
	Value   Expr
}

// LocalSize is one dimension of the workgroup size: a literal, or (Spec
// non-nil) a specialization constant as declared by local_size_x_id; then
// Value is its default. That constant is a uint of its own, which may share
// its SpecId with a declared "layout(constant_id = N) const" (as glslang
// emits it): specialization sets both, the defaults may differ.
type LocalSize struct {
	Value uint32
	Spec  *SpecConst
}

// EntryPoint describes the entry point.
type EntryPoint struct {
	Fn   *Function // void, no parameters
	Name string    // usually "main"
	// Stage is the shader stage; LocalSize counts for Compute only.
	Stage     Stage
	LocalSize [3]LocalSize
	// Modes are properties the entry point asks of the target, from
	// its attributes; lower maps each to a SPIR-V execution mode and the
	// extension it needs.
	Modes []EntryMode
	// DerivativeNV says the derivative group was declared with
	// GL_NV_compute_shader_derivatives' spelling (…NV), so the module
	// names SPV_NV_compute_shader_derivatives rather than the KHR
	// extension, as glslang does.
	DerivativeNV bool
	// Prims are the primitive layouts of geometry and tessellation
	// shaders.
	Prims Prims
}

// DerivativeGroup returns the compute stage's derivative group mode
// (DerivativeGroupQuads or DerivativeGroupLinear), or 0 when it has none.
func (e *EntryPoint) DerivativeGroup() EntryMode {
	for _, m := range e.Modes {
		if m == DerivativeGroupQuads || m == DerivativeGroupLinear {
			return m
		}
	}
	return 0
}

// Prims are the primitive layouts of a geometry or tessellation shader.
type Prims struct {
	// In is the geometry input primitive, or the tessellation
	// evaluation domain (Triangles, Quads, Isolines); Out the geometry
	// output primitive.
	In, Out Primitive
	// Vertices is the geometry shader's max_vertices or the tessellation
	// control shader's output patch size.
	Vertices int
	// Invocations is the geometry shader's instance count (1 by default).
	Invocations int
	Spacing     Spacing
	// Clockwise is the tessellation evaluation vertex order (cw), else ccw.
	Clockwise bool
	OrderSet  bool
	PointMode bool
	// Streams is set when the geometry shader uses vertex streams.
	Streams bool
}

// Primitive is a primitive layout qualifier.
type Primitive uint8

const (
	NoPrimitive Primitive = iota
	Points
	Lines
	LinesAdjacency
	Triangles
	TrianglesAdjacency
	Quads
	Isolines
	LineStrip
	TriangleStrip
)

var primitiveNames = [...]string{"none", "points", "lines", "lines_adjacency", "triangles", "triangles_adjacency",
	"quads", "isolines", "line_strip", "triangle_strip"}

func (p Primitive) String() string {
	if int(p) < len(primitiveNames) {
		return primitiveNames[p]
	}
	return "Primitive?"
}

// VerticesIn is the number of vertices of an input primitive (the size of
// a geometry shader's per-vertex input arrays).
func (p Primitive) VerticesIn() int {
	switch p {
	case Points:
		return 1
	case Lines:
		return 2
	case LinesAdjacency:
		return 4
	case Triangles:
		return 3
	case TrianglesAdjacency:
		return 6
	}
	return 0
}

// Spacing is the tessellation spacing.
type Spacing uint8

const (
	SpacingNone Spacing = iota
	SpacingEqual
	SpacingFractionalEven
	SpacingFractionalOdd
)

// EntryMode is an entry-point property without operands.
type EntryMode uint8

const (
	// SubgroupUniformControlFlow: [[subgroup_uniform_control_flow]]
	// (GL_EXT_subgroup_uniform_control_flow).
	SubgroupUniformControlFlow EntryMode = iota + 1
	// MaximallyReconverges: [[maximally_reconverges]]
	// (GL_EXT_maximal_reconvergence).
	MaximallyReconverges
	// The fragment stage's modes. OriginUpperLeft is every Vulkan
	// fragment shader's (lower adds it; origin_upper_left only says so).
	EarlyFragmentTests // layout(early_fragment_tests) in
	DepthReplacing     // the shader writes gl_FragDepth
	DepthGreater       // layout(depth_greater) out float gl_FragDepth
	DepthLess          // layout(depth_less)
	DepthUnchanged     // layout(depth_unchanged)
	PixelCenterInteger // layout(pixel_center_integer) in vec4 gl_FragCoord
	PostDepthCoverage  // layout(post_depth_coverage) in (GL_ARB/EXT_post_depth_coverage)
	// The compute stage's derivative groups (GL_NV/KHR_compute_shader_derivatives):
	// layout(derivative_group_quadsKHR) in groups invocations whose local
	// ids are (2m+{0,1}, 2n+{0,1}) into a quad, derivative_group_linearKHR
	// those whose local indices are 4m+{0,1,2,3}.
	DerivativeGroupQuads
	DerivativeGroupLinear
)

var entryModeNames = map[EntryMode]string{
	SubgroupUniformControlFlow: "SubgroupUniformControlFlow", MaximallyReconverges: "MaximallyReconverges",
	EarlyFragmentTests: "EarlyFragmentTests", DepthReplacing: "DepthReplacing", DepthGreater: "DepthGreater",
	DepthLess: "DepthLess", DepthUnchanged: "DepthUnchanged", PixelCenterInteger: "PixelCenterInteger",
	PostDepthCoverage: "PostDepthCoverage", DerivativeGroupQuads: "DerivativeGroupQuads", DerivativeGroupLinear: "DerivativeGroupLinear",
}

func (m EntryMode) String() string {
	if n, ok := entryModeNames[m]; ok {
		return n
	}
	return fmt.Sprintf("EntryMode(%d)", uint8(m))
}

// Function is a user function. Functions do not recurse (GLSL forbids it).
type Function struct {
	Pos
	Name   string
	Ret    *Type
	Params []*Param
	// Locals are all function-scope variables including temporaries sema
	// made; lower declares them all in the entry block. A local has no
	// initializer: sema emits a Store where GLSL initializes it, so a
	// declaration inside a loop is re-initialized every iteration.
	Locals []*Local
	Body   *Block
}

// Param is a function parameter. Inside the function a parameter is an
// l-value of its type (ParamRef) whatever its mode: GLSL lets a function
// assign to its in parameters. The caller passes In arguments as values and
// Out/InOut arguments as Refs; lower copies in and out as the mode says
// (copy-out happens after the call returns, in parameter order).
type Param struct {
	Pos
	Name string
	Type *Type
	Mode ParamMode
	// Const marks a "const in" parameter: the callee cannot write it, and
	// lower passes it as a value (as glslang does) instead of a pointer to
	// a Function variable.
	Const bool
	// Access holds the memory qualifiers of an image parameter.
	Access Access
}

// Local is a function-scope variable.
type Local struct {
	Pos
	Name string
	Type *Type
	// Restrict marks a buffer-reference variable declared restrict: the
	// reference it holds is the only way to its memory.
	Restrict bool
}

// NewLocal adds a local variable to f and returns it.
func (f *Function) NewLocal(name string, t *Type) *Local {
	l := &Local{Name: name, Type: t}
	f.Locals = append(f.Locals, l)
	return l
}
