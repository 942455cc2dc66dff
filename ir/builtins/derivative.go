package builtins

// derivativeFunc is a derivative (of 32-bit floats: SPIR-V's OpDPdx
// family takes no other width) of x across the fragment quad
// (SEMANTICS.md section 7): fine, coarse, or either (the implementation's
// choice).
func derivativeFunc(id FuncID) Func {
	return Func{ID: id, Overloads: []Overload{gen(Set(Float32), T, p("p", T))}, Stages: SFragment}
}

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
	// GL_EXT_demote_to_helper_invocation (the demote statement is sema's).
	{ID: FnHelperInvocationEXT, Exts: []string{ExtDemote}, Overloads: []Overload{fixed(PBool)}, Stages: SFragment},
}

// ExtDemote is GL_EXT_demote_to_helper_invocation: the demote statement
// and helperInvocationEXT().
const ExtDemote = "GL_EXT_demote_to_helper_invocation"
