// Package lower turns a valid ir.Module into a SPIR-V module (Module, built
// with spirv.Builder) for a Vulkan target environment (Options.TargetEnv:
// vulkan1.0 → SPIR-V 1.0, vulkan1.1 → 1.3 (default), vulkan1.1spv1.4 → 1.4,
// vulkan1.2 → 1.5, vulkan1.3 → 1.6).
//
// Lower sees only package ir and the built-in table (ir/builtins). It
// derives capabilities and extensions from what it emits (Int8/16/64,
// Float16/64, the 8/16-bit storage capabilities, GroupNonUniform* per
// subgroup operation, Int64Atomics, AtomicFloat*AddEXT, the partitioned and
// rotate extensions), chooses storage classes by version (StorageBuffer from
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
//   - && / || / lazy ?: are selections whose results meet in an OpPhi.
//
// Function parameters are pointers to Function variables: the caller copies
// each argument into a temporary (copy-in for in/inout) and copies
// out/inout temporaries back after the call. Function-scope variables,
// including the temporaries lower creates, are declared in the entry block.
//
// Built-in calls are lowered by their table row's Lowering (GLSL.std.450,
// core opcode, OpGroupNonUniform* with Subgroup scope, barrier, special
// case); built-ins of kind Expand (the NV thread shuffle / thread group
// functions, to come) go to expandBuiltin.
package lower
