// Package nvasm is the second back end of glslc-nv: it turns a valid
// ir.Module into the text of an NVIDIA assembly compute program
// ("!!NVcp5.0": NV_compute_program5 on NV_gpu_program5 with
// NV_shader_storage_buffer_object, NV_shader_thread_group,
// NV_shader_thread_shuffle and NV_shader_atomic_float).
//
// It owns the mapping of IR values onto four-component TEMP registers
// (scalars and vectors in the low components of a register, aggregates in
// TEMP arrays), of buffer, shared and push-constant memory onto STORAGE,
// SHARED and PARAM bindings, of structured IR control flow onto
// IF/ELSE/ENDIF, REP/ENDREP, BRK, CONT and CAL/RET subroutines, and of the
// GL_NV_shader_thread_shuffle and GL_NV_shader_thread_group built-ins onto
// SHF*, TGBALLOT, TGALL/TGANY/TGEQ and the invocation.thread* bindings,
// adding the GLSL guard where the hardware shuffle rule differs from the
// GLSL one (SEMANTICS.md section 3; the width rules are internal/nvwarp's). Every instruction it writes is named
// by and checked against internal/nvisa, the table frontend/nvasm reads
// by; ref.go maps each built-in variable identity to a binding or refuses
// it, and builtin.go each built-in function identity (builtins.FuncID) to
// its instructions (componentFuncs, nvFuncs, nvEarlyFuncs; warp.go for the
// NV warp functions) or a refusal with its message (nvRefusedFuncs, or the
// whole family: nvRefusedKinds). TestBuiltinVars and TestBuiltinFuncs fail
// when an identity is neither; the other tests are end-to-end and live in
// e2e/ (nvasm_*_test.go).
//
// EmitProgram returns the text together with the host interface (which
// GLSL buffer is program.storage[k], what each program.local[i] holds);
// Emit returns the text alone. A shader using a construct the target
// cannot express (KHR subgroup operations, 8/16/64-bit arithmetic, ...)
// gets an *Error naming the construct and its source position.
// docs/nvasm.md ("Emitting assembly") documents the mapping and decisions.
package nvasm
