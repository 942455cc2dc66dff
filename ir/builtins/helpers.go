package builtins

// Small constructors that keep the tables readable.

func p(name string, t Pattern) Param      { return Param{Name: name, Type: t} }
func pOut(name string, t Pattern) Param   { return Param{Name: name, Type: t, Out: true} }
func pMem(name string, t Pattern) Param   { return Param{Name: name, Type: t, InOut: true} }
func pConst(name string, t Pattern) Param { return Param{Name: name, Type: t, Const: true} }

// pInterp is the interpolant of interpolateAt*: a reference to an input.
func pInterp(name string, t Pattern) Param { return Param{Name: name, Type: t, Interp: true} }

// pLane is a broadcast lane: constant before SPIR-V 1.5, dynamically
// uniform from it.
func pLane(name string, t Pattern) Param {
	return Param{Name: name, Type: t, Const: true, DynamicUniform: true}
}

// gen is an overload over scalar set g and sizes 1..4.
func gen(g ScalarSet, ret Pattern, params ...Param) Overload {
	return Overload{Gen: g, Sizes: Sizes1to4, Ret: ret, Params: params}
}

// longOnly is an overload over scalar set g for long vectors only
// (Overload.LongVector).
func longOnly(g ScalarSet, ret Pattern, params ...Param) Overload {
	return Overload{Gen: g, Sizes: Sizes1to4, Ret: ret, Params: params, LongVector: true}
}

// vecs is an overload over scalar set g and sizes 2..4.
func vecs(g ScalarSet, ret Pattern, params ...Param) Overload {
	return Overload{Gen: g, Sizes: Sizes2to4, Ret: ret, Params: params}
}

// fixed is a non-generic overload.
func fixed(ret Pattern, params ...Param) Overload { return Overload{Ret: ret, Params: params} }

// mats is an overload over the given matrix shapes of scalar set g.
func mats(g ScalarSet, ms []Dims, ret Pattern, params ...Param) Overload {
	return Overload{Gen: g, Mats: ms, Ret: ret, Params: params}
}
