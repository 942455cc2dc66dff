// Package builtins is the declarative table of GLSL built-in functions and
// variables for compute shaders: GLSL 4.60 chapter 8 (angle and
// trigonometry, exponential, common, geometric, matrix, vector relational,
// integer, packing, atomic memory, barrier functions), the bit-casting and
// packing functions of the int64 / explicit arithmetic types extensions,
// and the GL_KHR_shader_subgroup_* families (basic, vote, arithmetic,
// ballot, shuffle, shuffle_relative, clustered, quad, rotate) plus
// GL_NV_shader_subgroup_partitioned, the GL_NV_shader_thread_shuffle and
// GL_NV_shader_thread_group rows (nv.go), and the GL_ARB_shader_ballot,
// GL_ARB_shader_group_vote and GL_AMD_shader_ballot cross-lane rows
// (arbamd.go), the integer dot products (intdot.go), the shader clocks
// (clock.go), the image built-ins (image.go), the cooperative-matrix
// functions (coop.go) and the narrow float calls sema builds itself
// (smallfloat.go). Built-in variables are named by the compiler's own
// identities (VarID, not SPIR-V BuiltIn numbers); the ones defined from
// other built-ins (Var.Derived: the NV warp variables, the ARB 64-bit
// masks) have no SPIR-V variable of their own: lower computes them where they are read.
//
// Every built-in function has an identity (FuncID, funcid.go: the
// constants and the GLSL names, written once); the overloads a back end
// must tell apart have their own (FnAtanYOverX, FnMixSelect). One row
// (Func) per built-in name holds its identity, its overloads as generic
// signatures (Pattern: a component type, possibly the overload's generic
// scalar S, and a shape, possibly the overload's generic vector size N or
// matrix C×R), the GLSL extensions that declare it, and its family (Kind:
// value, subgroup, cross-lane, atomic, barrier, image, cooperative matrix,
// spirv_instruction) with the few facts the front end and the optimiser
// need (Pure, Atomic). Sema reads it to declare built-ins, resolve
// overloads (Overload.Bind) and gate them on extensions, and puts the
// resolved identity into ir.BuiltinCall.ID.
//
// The table holds no back end's numbers: lower maps each identity to
// SPIR-V (lower/spirvfuncs.go), lower/nvasm to !!NVcp5.0 instructions or a
// refusal (lower/nvasm/builtin.go), and each has a TestBuiltinFuncs that
// fails when an identity has no mapping. Adding a built-in is a constant
// in funcid.go, a row here, and a mapping in each back end. Describe
// renders the whole table, with a back end's lowering per identity (lower
// keeps it as lower/testdata/builtins.golden for review).
//
// The package imports no other package of the module, so that package ir
// and every stage can refer to it.
package builtins
