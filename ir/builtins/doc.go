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
// (arbamd.go). Rows of Lowering kind Expand are expanded by lower into
// several subgroup instructions (their Cap names the main capability the
// expansion uses). Built-in variables are named by the compiler's own
// identities (VarID, not SPIR-V BuiltIn numbers); the ones defined from
// other built-ins (Var.Derived: the NV warp variables, the ARB 64-bit
// masks) have no SPIR-V variable of their own: lower computes them where they are read.
//
// One row (Func) per built-in name holds its overloads as generic
// signatures (Pattern: a component type, possibly the overload's generic
// scalar S, and a shape, possibly the overload's generic vector size N or
// matrix C×R), the GLSL extensions that declare it, and how lower emits it
// (Lowering: a GLSL.std.450 instruction, a core opcode, an
// OpGroupNonUniform* instruction, an atomic, a barrier, or a special case).
// Sema reads it to declare built-ins, resolve overloads (Overload.Bind) and
// gate them on extensions; lower reads the Lowering of the Func an
// ir.BuiltinCall names. Adding a built-in is one row here plus, for a new
// special case, one case in lower. Describe renders the whole table (kept
// as testdata/table.golden for review).
//
// The package depends only on package spirv (for opcodes, capabilities and
// enumerants) so that package ir can refer to it.
package builtins
