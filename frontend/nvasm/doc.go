// Package nvasm reads NVIDIA assembly compute programs (the "!!NVcp5.0"
// language of NV_compute_program5 with NV_gpu_program5, NV_shader_storage_buffer_object,
// NV_shader_thread_group, NV_shader_thread_shuffle and NV_shader_atomic_float)
// and translates them to SPIR-V for Vulkan, so that the reference
// interpreter and real drivers can run them.
//
// It owns the lexer and parser of the assembly text, the load-time checks
// the specifications make errors (reported with line and column through
// frontend/diag; the instruction table itself, mnemonics and modifiers, is
// internal/nvisa's, which lower/nvasm writes by), and the lowering of every supported instruction onto
// SPIR-V: untyped four-component TEMP and LONG TEMP registers, condition
// codes, byte-addressed STORAGE and SHARED memory with the robust
// out-of-range rule, structured flow control with subroutines, and the
// warp instructions (SHF*, TG*, invocation.thread*), whose rules are
// internal/nvwarp's, shared with lower (warp.go adapts gen to it).
// docs/nvasm.md describes the supported subset and the Vulkan binding
// mapping.
package nvasm
