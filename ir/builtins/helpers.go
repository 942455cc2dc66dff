package builtins

import "github.com/glslc-nv/glslc-nv/spirv"

// Small constructors that keep the tables readable.

func p(name string, t Pattern) Param      { return Param{Name: name, Type: t} }
func pOut(name string, t Pattern) Param   { return Param{Name: name, Type: t, Out: true} }
func pMem(name string, t Pattern) Param   { return Param{Name: name, Type: t, InOut: true} }
func pConst(name string, t Pattern) Param { return Param{Name: name, Type: t, Const: true} }

// pLane is a broadcast lane: constant before SPIR-V 1.5, dynamically
// uniform from it.
func pLane(name string, t Pattern) Param {
	return Param{Name: name, Type: t, Const: true, DynamicFrom: spirv.Version1_5}
}

// gen is an overload over scalar set g and sizes 1..4.
func gen(g ScalarSet, ret Pattern, params ...Param) Overload {
	return Overload{Gen: g, Sizes: Sizes1to4, Ret: ret, Params: params}
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

// glsl maps float/signed/unsigned arguments to GLSL.std.450 instructions.
func glsl(f, s, u uint32) Lowering {
	return Lowering{Kind: GLSLstd450, Float: f, Sint: s, Uint: u, Splat: true}
}

// glslAll uses one GLSL.std.450 instruction whatever the argument class.
func glslAll(n uint32) Lowering {
	return Lowering{Kind: GLSLstd450, Float: n, Sint: n, Uint: n, Bool: n}
}

// core maps argument classes to core opcodes.
func core(f, s, u, b spirv.Op) Lowering {
	return Lowering{Kind: CoreOp, Float: uint32(f), Sint: uint32(s), Uint: uint32(u), Bool: uint32(b)}
}

// coreAll uses one core opcode whatever the argument class.
func coreAll(op spirv.Op) Lowering { return core(op, op, op, op) }

// grp maps argument classes to OpGroupNonUniform* opcodes.
func grp(cap spirv.Capability, f, s, u, b spirv.Op) Lowering {
	return Lowering{Kind: Group, Float: uint32(f), Sint: uint32(s), Uint: uint32(u), Bool: uint32(b), Cap: cap}
}

// grpAll uses one OpGroupNonUniform* opcode whatever the argument class.
func grpAll(cap spirv.Capability, op spirv.Op) Lowering { return grp(cap, op, op, op, op) }

// withGroupOp adds a group operation.
func withGroupOp(l Lowering, g spirv.GroupOperation) Lowering {
	l.GroupOp, l.HasGroupOp = g, true
	return l
}

func special(name string) Lowering { return Lowering{Kind: Special, Special: name} }

func lowerPtr(l Lowering) *Lowering { return &l }
