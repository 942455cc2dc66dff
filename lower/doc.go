// Package lower turns a valid ir.Module into a SPIR-V module (Module, built
// with spirv.Builder) for a target environment (Options.TargetEnv, an
// internal/targetenv.Env the caller resolved: its SPIR-V version is the
// module's). The features a version lacks are sema's to report
// (targetenv.Feature); lower only asserts that none reaches it.
//
// Lower sees only package ir and the built-in table (ir/builtins). It
// derives capabilities and extensions from what it emits (Int8/16/64,
// Float16/64, the 8/16-bit storage capabilities, GroupNonUniform* per
// subgroup operation, Int64Atomics, AtomicFloat*AddEXT, the partitioned and
// rotate extensions, the image Dim/format capabilities of opaque uniforms,
// DeviceGroup), emits 16- and 64-bit float (spec) constants as
// OpConstant/OpSpecConstant of their own width, chooses storage classes by version (StorageBuffer from
// SPIR-V 1.3, Uniform + BufferBlock below), lists the entry point's
// interface by the version's rules (inputs only before 1.4, every global
// from 1.4), emits the explicit layout recorded in IR types as
// decorations, and maps the structured IR control flow onto
// OpSelectionMerge / OpLoopMerge constructs:
//
//   - If: header with OpSelectionMerge, then/else blocks, merge block.
//   - Loop: header (OpLoopMerge) → condition block (pre-test) → body →
//     continue block (continue statements, post-test) → back edge; Break
//     and Continue branch to the merge and continue blocks; Return may
//     leave from anywhere.
//   - Switch: OpSwitch with case blocks in source order; a case that does
//     not end in a jump branches to the next case (fall-through).
//   - && / || / lazy ?: are selections whose results meet in an OpPhi
//     (sema makes eager Binary/Select nodes of the cheap ones, which are
//     OpLogicalAnd/Or and OpSelect).
//
// Printf (debugPrintf) becomes OpExtInst %void %set 1 %format %args...
// of the NonSemantic.DebugPrintf set (%set), with the format as an
// OpString and OpExtension "SPV_KHR_non_semantic_info".
//
// Function parameters are pointers to Function variables: the caller copies
// each argument into a temporary (copy-in for in/inout) and copies
// out/inout temporaries back after the call. A "const in" parameter (and
// every parameter of a function a cooperative-matrix instruction calls)
// is a value instead, as glslang passes it: the callee reads the
// OpFunctionParameter (an OpCompositeExtract for a member, component or
// constant index) and spills it to one variable only when it indexes it
// dynamically or needs a pointer to it. Function-scope variables,
// including the temporaries lower creates, are declared in the entry block.
//
// Built-in calls are lowered by their identity (ir.BuiltinCall.ID):
// spirvfuncs.go is lower's mapping of every builtins.FuncID onto SPIR-V
// (GLSL.std.450 instruction or core opcode per component class,
// OpGroupNonUniform* with Subgroup scope, group operation and capability,
// barrier scopes and semantics, or a special case in builtin.go keyed by
// the identity); TestBuiltinFuncs fails when an identity has no row, and
// testdata/builtins.golden renders the table with it. Expansions (kExpand)
// become several core subgroup
// instructions (expand.go): the GL_NV_shader_thread_shuffle functions
// (nvshuffle.go, SEMANTICS.md section 3), the GL_NV_shader_thread_group
// ballots, votes and quad swizzles (section 4; the warp rules of both,
// shared with frontend/nvasm, are internal/nvwarp's, emitted through
// warpemit.go), and the GL_ARB_shader_ballot
// and GL_AMD_shader_ballot cross-lane functions (arbamd.go, section 6).
// Derived built-in variables (gl_WarpSizeNV, gl_ThreadInWarpNV, the NV
// thread masks, the ARB 64-bit masks; builtins.Var.Derived) have no SPIR-V
// variable: each read computes them from the subgroup built-ins
// (derived.go). builtinvars.go is lower's mapping of every built-in
// variable identity (builtins.VarID) onto SPIR-V: the IR itself carries
// no SPIR-V numbers for them. Built-in inputs an expansion needs and the module does not
// declare are added to the entry point's interface.
//
// Options.Emulate (-femulate-subgroup) replaces the partitioned,
// clustered, quad, rotate and shuffle-relative families by code that needs
// only the basic, vote, ballot and shuffle features, with the native
// results for every active mask (emulate*.go; the method and costs are in
// emulate_fold.go and docs/extensions.md, which TestExtensionsDoc
// generates from the table).
package lower
