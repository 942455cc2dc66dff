package builtins

// derivativeFunc is a derivative of x across the fragment quad
// (SEMANTICS.md section 7): fine, coarse, or either (the implementation's
// choice).
func derivativeFunc(id FuncID) Func {
	return Func{ID: id, Overloads: []Overload{gen(F16F32, T, p("p", T))}, Stages: SFragment}
}

// derivativeFuncs are GLSL 4.60 section 8.14.1's functions; the fine and
// coarse forms are core from GLSL 4.50 (sema gates them by version).
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
}
