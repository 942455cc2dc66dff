package builtins

// derivativeFunc is a derivative (of 32-bit floats: SPIR-V's OpDPdx
// family takes no other width) of x across the fragment quad
// (SEMANTICS.md section 7): fine, coarse, or either (the implementation's
// choice).
// Compute shaders have them with GL_NV/KHR_compute_shader_derivatives
// (sema checks the extension and the derivative group).
func derivativeFunc(id FuncID) Func {
	return Func{ID: id, Overloads: []Overload{gen(Set(Float32), T, p("p", T))}, Stages: SFragment | SCompute}
}

// IsDerivative reports whether id is one of the derivative functions
// (dFdx, fwidthCoarse, ...).
func (id FuncID) IsDerivative() bool { return id >= FnDFdx && id <= FnFwidthCoarse }

// The compute shader derivative extensions.
const (
	ExtComputeDerivativesNV  = "GL_NV_compute_shader_derivatives"
	ExtComputeDerivativesKHR = "GL_KHR_compute_shader_derivatives"
)

// derivativeFuncs are GLSL 4.60 section 8.14.1's functions; the fine and
// coarse forms (GLSL 4.50, GL_ARB_derivative_control) are accepted in
// every version, as glslang does for Vulkan.
var derivativeFuncs = []Func{
	derivativeFunc(FnDFdx),
	derivativeFunc(FnDFdy),
	derivativeFunc(FnFwidth),
	derivativeFunc(FnDFdxFine),
	derivativeFunc(FnDFdyFine),
	derivativeFunc(FnFwidthFine),
	derivativeFunc(FnDFdxCoarse),
	derivativeFunc(FnDFdyCoarse),
	derivativeFunc(FnFwidthCoarse),
	// GLSL 4.60 section 8.19: a fragment input interpolated at the
	// centroid, at a sample, or at an offset from the pixel's centre.
	{ID: FnInterpolateAtCentroid, Overloads: []Overload{gen(Set(Float32), T, pInterp("interpolant", T))}, Stages: SFragment},
	{ID: FnInterpolateAtSample, Overloads: []Overload{gen(Set(Float32), T, pInterp("interpolant", T), p("sample", PInt))}, Stages: SFragment},
	{ID: FnInterpolateAtOffset, Overloads: []Overload{gen(Set(Float32), T, pInterp("interpolant", T), p("offset", Pattern{Float32, Vec2}))}, Stages: SFragment},
	// GL_EXT_demote_to_helper_invocation (the demote statement is sema's).
	{ID: FnHelperInvocationEXT, Exts: []string{ExtDemote}, Overloads: []Overload{fixed(PBool)}, Stages: SFragment},

	// GLSL 4.60 section 8.16: a geometry shader's output of vertices and
	// primitives, to stream 0 or to a constant stream.
	{ID: FnEmitVertex, Overloads: []Overload{fixed(Void)}, Stages: SGeometry},
	{ID: FnEndPrimitive, Overloads: []Overload{fixed(Void)}, Stages: SGeometry},
	{ID: FnEmitStreamVertex, Overloads: []Overload{fixed(Void, pConst("stream", PInt))}, Stages: SGeometry},
	{ID: FnEndStreamPrimitive, Overloads: []Overload{fixed(Void, pConst("stream", PInt))}, Stages: SGeometry},
}

// ExtDemote is GL_EXT_demote_to_helper_invocation: the demote statement
// and helperInvocationEXT().
const ExtDemote = "GL_EXT_demote_to_helper_invocation"
