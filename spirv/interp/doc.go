// Package interp is the project's reference SPIR-V interpreter: it runs
// compute modules on emulated workgroups and subgroups of any width (a
// power of two from 4 to 128) and reports undefined behaviour.
//
// # Use
//
//	p, err := interp.Load(spv)            // decode, check, compile once
//	for _, b := range p.Bindings() { ... } // size the buffers
//	res, err := p.Run(interp.Config{SubgroupSize: 32, Workgroups: [3]uint32{64, 1, 1},
//		Buffers: map[[2]uint32][]byte{{0, 0}: buf}})
//	for _, d := range res.Diagnostics { fmt.Println(d) }
//
// Portability runs one dispatch at several subgroup sizes and reports the
// buffer bytes that depend on the size.
//
// # Internal form
//
// Load decodes the binary once into flat code (inst) with resolved
// operands: every SSA id owns a run of register slots (one per flattened
// scalar component), and a subgroup keeps its registers lane-major, so one
// decoded instruction runs once per subgroup over the active lanes. Memory
// layouts (Offset, ArrayStride, MatrixStride, RowMajor, or natural packing
// without decorations) are computed at load time; access chains fold their
// constant indices into one offset. Local and private variables that are
// only loaded and stored (glslang keeps every local in memory) live in
// registers; a load of such a variable whose only use is the next
// element-wise instruction is read in place, and a value whose only use is
// the store right after it is computed straight into the variable (the
// copies stay as nops, so instruction counts do not change; the run loop
// steps over a run of nops after an instruction at once, counting them).
// Specialization constants (OpSpecConstantOp included) are evaluated while
// compiling; Run recompiles when Config.Spec (or Config.Entry) differs from
// the previous specialized run's.
//
// Instruction selection (compileOp, compile_inst.go) tries one function
// per instruction family in turn: compile_arith.go, compile_convert.go,
// compile_composite.go, compile_memory.go, compile_control.go, then
// atomics and group operations (compile_group.go) and extended sets.
//
// # Cost of a dispatch
//
// sg.run executes the data instructions between two control instructions
// in an inner loop; OpBranch, OpBranchConditional and OpLoopMerge have
// small functions of their own, and a branch to a block that no construct
// names (merge, continue target, header) skips the search of the frames.
// When every lane of a subgroup is active, the commonest integer
// instructions (add, sub, 32-bit mul, and/or/xor, masks, eq/ne, less-than,
// shifts) and the lane mask of a conditional branch run four lanes per
// instruction with AVX2 (lanes_amd64.s, chosen by CPUID; the scalar loops
// elsewhere, with the same results). On such a subgroup a run of them
// (copies and selects too) is a chain that one call of the assembly
// routine vloop executes, and a loop made of them is a trace: a small
// program of its blocks in which branches that cannot change the frames
// while all lanes run together are jumps, and everything else stops it
// where sg.run takes over (chain.go). These are the fast engine's
// (Engines, below). Both count instructions exactly as
// the stepwise run does, and stop where it would check the step limit. With checks on, 32-bit loads and
// stores stay on their fast path and record shared-memory accesses
// per access (trackRead4, trackWrite4) unless something is to be reported.
// A worker's state (subgroup registers, invocation and shared memory,
// checking tables) goes back to a pool of the compiled module after a
// Run and is reset, not reallocated, by the next one; worker 0 runs on
// the calling goroutine. Built-in inputs that do not depend on the
// workgroup are written once per worker and Run (when the module only
// loads its Input variables). Partitioned operations group the active
// lanes once per instruction, by ballot or by value, in O(S); the O(S^2)
// partition check runs only when a ballot is not a partition
// (partition.go).
//
// # Engines
//
// Config.Engine chooses one of two engines; both run the same compiled
// form (above: register promotion, read-in-place and constant folding
// are load-time choices, shared by both) with the same executors (the
// scalar in-place paths of 32-bit loads and stores, memfast.go, are
// part of them), so they are two ways through one meaning, not two
// implementations of it.
//
// The reference engine (EngineReference, runStepwise in engine.go) is
// the semantics: one instruction at a time, each counted as it runs, the
// scalar loop of every executor, no chain, no loop trace, no vector
// form, no folded nops. Config.Trace runs record through the same loop.
//
// The fast engine (EngineFast, the default; runFast in engine.go,
// chain.go, lanes_amd64.s) may: run a converged subgroup's
// chainable data instructions as one chain and whole loop iterations as
// a trace (chain.go); use the AVX2 vector forms of element-wise
// instructions and of branch masks; step over folded nops at once. It
// must give exactly
// what the reference engine gives for the same Config: the bytes of every
// buffer and image, Result.Instructions, every OpReadClockKHR value (the
// clock counts the reference engine's steps), the instruction at which
// Config.MaxSteps stops a subgroup, the subgroup schedule (the same
// subgroups reach the same barriers in the same order), the
// diagnostics (kinds, order, counts, positions) and the errors. A fast
// path that cannot keep one of these stops and lets the stepwise
// executors go on from where it stopped. compareRuns (chain_test.go,
// FuzzEnginesAgree) and the suites in conformance and internal/cli check
// the two engines against each other.
//
// # Execution model
//
// SEMANTICS.md sections 1-5. Subgroups are consecutive
// gl_LocalInvocationIndex ranges; a partial last subgroup has lanes that
// are never active. Lanes run in lock-step under an active mask with
// maximal reconvergence at the merge block of every selection, switch and
// loop (see control.go for the algorithm). Subgroups of a workgroup run in
// turn (InOrder, or a seeded Random order) until each reaches the barrier
// or finishes; workgroups run in parallel on Config.Workers goroutines.
// Buffer atomics are real atomic read-modify-writes, so race-free programs
// give the same buffers whatever the workers and schedule.
//
// # Decisions for undefined results
//
//   - Integer division by zero gives all ones (UDiv, SDiv); UMod, SRem and
//     SMod by zero give the dividend; the most negative value divided by -1
//     wraps, and its remainder (SRem, SMod) by -1 is 0. Shift counts are
//     taken modulo the width. Each is reported (division-by-zero,
//     integer-overflow, shift-too-large; undef.go).
//   - Float to integer conversion saturates to the type's range; NaN gives 0
//     (reported: conversion-out-of-range).
//   - OpVectorExtractDynamic with an index past the vector gives 0;
//     OpVectorInsertDynamic leaves the vector unchanged (reported:
//     index-out-of-range).
//   - Float arithmetic rounds to the type after every operation (float16
//     through float64, round to nearest even, with internal/f16, which also
//     decides NaNs: a conversion to or from float16 keeps the NaN's sign and
//     payload and sets the quiet bit); matrix and dot products add
//     in index order. Float group reductions and scans combine lanes in
//     invocation order. FMin/FMax group operations ignore NaN operands (the
//     SPIR-V rule): NaN only when every value is NaN.
//   - OpVectorShuffle component 0xFFFFFFFF gives 0.
//   - A shuffle, broadcast, quad or rotate that reads an inactive lane gets
//     whatever that lane's register holds (reported); a source outside the
//     subgroup gives the reader's own value (reported).
//   - A partitioned operation with an invalid partition (reported) combines,
//     for each lane, the values of the active lanes that hold the same
//     ballot as it.
//   - Uninitialised shared memory holds the byte 0xCD. A Workgroup
//     variable with an initializer (VK_KHR_zero_initialize_workgroup_memory)
//     holds it when each workgroup starts; its bytes count as written.
//   - Workgroup variables of Block type (SPV_KHR_workgroup_memory_explicit_
//     layout) all start at offset 0 of shared memory and alias, laid out by
//     their Offset and ArrayStride decorations; where initializers of
//     aliasing variables overlap the later declaration wins. A module with
//     both Block and non-Block Workgroup variables does not load.
//   - OpCopyMemory moves bytes without using them: copying never-written
//     shared bytes is not reported; copied into shared memory they stay
//     never-written there (a later load is reported), copied elsewhere they
//     hold 0xCD.
//   - Variable pointers: OpConstantNull of a pointer type points nowhere
//     (accesses are out of bounds); a pointer chosen by OpSelect or OpPhi,
//     or passed as an argument, takes the layout of its sources, which must
//     agree (a row-major and a column-major matrix member do not): such a
//     module does not load. OpPtrAccessChain steps by the ArrayStride of
//     the base's pointer type; OpPtrEqual compares region and offset.
//   - Out-of-bounds buffer reads give 0 and writes are dropped; accesses
//     outside a shared or local variable behave the same. The bound of a
//     Workgroup, Function or Private variable is the variable itself, not
//     its memory: an access chain from the variable whose index leaves it
//     gives a pointer to nothing, so an index past one shared array never
//     reads or writes the next one.
//   - gl_WarpIDNV is the index of the lane's 32-lane warp in the workgroup,
//     gl_SMIDNV 0, gl_SMCountNV 1, gl_WarpsPerSMNV the warps of a workgroup,
//     gl_DeviceIndex 0.
//   - OpKill, OpTerminateInvocation and OpUnreachable (reported) end the
//     lanes that execute them.
//   - Cooperative matrices (coopmat.go): an R x C matrix spreads over the
//     subgroup, ceil(R*C/S) elements per lane (OpCooperativeMatrixLengthKHR);
//     lane l's element i is matrix element (k*a + R) mod R*C, k = i*S + l,
//     a the first of 5, 7, 11, ... coprime with R*C: deliberately neither
//     row- nor lane-major, and different at each width, so a shader that
//     assumes a mapping gives width-dependent results. Float MulAdd sums
//     exact products in float64 in index order from C and rounds once;
//     integer MulAdd is exact in 64 bits, wrapping or (SaturatingAccumulation)
//     clamping at the end. An element index at or past length() (in
//     OpCompositeExtract/Insert, or in an access chain into a variable) is
//     reported (coopmat-element); the access reads or writes the register
//     or variable slot there.
//   - Workgroup-scope cooperative matrices (coopwg.go) spread over the
//     workgroup's W invocations, ceil(R*C/W) elements each, with the same
//     kind of mapping (lane-major across the subgroups when S divides W,
//     so it changes with S). Each cooperative-matrix instruction on them
//     is a rendezvous: subgroups stop there and the scheduler runs it
//     once the whole workgroup waits at it; otherwise coopmat-divergent
//     is reported and it runs for those that wait. Config.CoopMatFlexibleProperties
//     (VkCooperativeMatrixFlexibleDimensionsPropertiesNV, by default
//     what ggml looks for) lists the supported shapes.
//   - SPV_NV_cooperative_matrix2 and SPV_NV_tensor_addressing (coopmat_tensor.go):
//     tensor layouts and views are register values; tensor loads and
//     stores follow the extension's addressing with its clamp modes
//     (Undefined out of range is reported: tensor-out-of-range); the
//     functions of DecodeFunc, PerElementOp and ReduceNV (a left fold in
//     row-major order) run as nested calls on the calling subgroup
//     (coopcall.go), which must not contain tangled instructions
//     (coopmat-callee; a barrier there is fatal).
//   - Integer dot products (dot.go) are exact; the AccSat forms saturate
//     the exact sum plus the accumulator.
//   - bfloat16, float8 and fp4 (FP Encodings) round to nearest even with
//     internal/minifloat (fp4 saturates at ±6; float8 conversions decorated
//     SaturatedToLargestFloat8NormalConversionEXT saturate too); float
//     instructions SPV_KHR_bfloat16 does not allow on them (comparisons,
//     GLSL.std.450, ...) do not load. OpBitcastExtractEXT reports an offset
//     that leaves the component (bit-field-out-of-range).
//   - Memory operands of the Vulkan memory model (MakePointerAvailable /
//     Visible, NonPrivatePointer, Volatile, and the texel forms) are
//     accepted and change nothing: every access is already available and
//     visible to the interpreter's other invocations, and a coherent
//     access between barriers is still a shared-data-race.
//   - Subgroup operations do not order memory (the Vulkan memory model:
//     only synchronisation makes happens-before between invocations, and
//     a subgroup operation without memory semantics is not
//     synchronisation). A shared location read by one lane and written
//     by another after a quad swap or shuffle of the value read, with no
//     control barrier between, is a shared-data-race (SPD's quad
//     pattern); a Subgroup-scope OpControlBarrier orders them, an
//     OpMemoryBarrier alone does not. TestQuadPatternRace holds the rule;
//     docs/cli.md ("What the interpreter checks") states it for users
//     (SEMANTICS.md is the lead's to update).
//
// # Images, samplers and texel buffers
//
// Config.Images (and ImageArrays) bind texel.Binding descriptors by set
// and binding; Program.ImageBindings lists what the module declares. The
// instructions (image.go, image_exec.go) have Vulkan's meaning for
// compute shaders: OpImageRead/Write/Fetch, the explicit-LOD sample,
// projective, Dref and gather forms (Lod, Grad, MinLod, ConstOffset,
// Offset, ConstOffsets/Offsets), OpSampledImage, OpImage, the size,
// level and sample queries, and OpImageTexelPointer with every atomic
// (real atomic read-modify-writes on the image bytes), for 1D, 2D, 3D,
// cube, arrayed, multisampled images and texel buffers. Formats and
// sampling follow internal/texel, which lists its decisions (float64
// weights without sub-texel quantization, non-seamless cube filtering,
// cube face ties to X then Y, border colours in every component; float16,
// 11- and 10-bit float writes round toward zero and integer writes
// saturate, as lavapipe). More decisions:
//   - A read, fetch or texel pointer of an invalid texel (coordinates,
//     layer, level or sample index out of range) reads zero in the
//     components the format stores and Vulkan's 0, 0, 0, 1 in the others,
//     and is reported unless Config.RobustBufferAccess (Vulkan's robust
//     image rule); an atomic through such a pointer does nothing and
//     returns 0. A write to an invalid texel does nothing and is not
//     reported: Vulkan defines it so.
//   - A view format other than the declared one (OpTypeImage's format),
//     or a float sampled type on an integer format (and the reverse), is
//     reported at each use; the texel is read and written in the view's
//     format.
//   - A binding of the wrong descriptor kind, dimensionality or sample
//     count, or with too little data, is a Run error; a descriptor the
//     shader reaches that is not bound is reported and reads zero.
//
// # Diagnostics
//
// Kinds: inactive-lane-read, invalid-partition, empty-ballot (FindLSB or
// FindMSB of a ballot with no lane of the subgroup set), division-by-zero,
// integer-overflow (INT_MIN / -1 and its remainders), shift-too-large (a
// count of at least the bit width), bit-field-out-of-range (offset + count
// past the width: extract gives the bits inside the value, 0 past it;
// insert the bits that fit), conversion-out-of-range, index-out-of-range
// (dynamic vector index), undefined-argument (a GLSL.std.450 instruction
// outside its domain: glsl450.Undefined), coopmat-divergent (a
// cooperative-matrix operation without every lane of the subgroup
// active), coopmat-unsupported (a matrix type or MulAdd combination not in
// Config.CoopMatProperties, by default DefaultCoopMatProperties, nor in
// Config.CoopMatFlexibleProperties, by default DefaultCoopMatFlexibleProperties),
// coopmat-element (an element index at or past length()), coopmat-callee
// (a function an instruction calls contains a tangled instruction; fatal
// for a barrier), tensor-out-of-range (a tensor load or store outside a
// layout whose clamp mode is Undefined),
// divergent-barrier (fatal),
// uninitialized-shared-read, out-of-bounds, shared-data-race,
// buffer-data-race, unreachable,
// invalid-sample-index, image-format-mismatch, unbound-image,
// out-of-range-texel (an integer image write the format cannot hold),
// step-limit (fatal), unsupported (fatal). Each names the instruction (word
// offset and opcode), the source line when the module has OpLine, and the
// ids of the first invocation that hit it; repeats are counted, not
// repeated. Shared-memory races are tracked per byte (last writer and
// readers since the last workgroup barrier); atomics never race.
// Storage-buffer races are tracked per aligned 32-bit word of the
// buffers a module can write (bufrace.go): within a workgroup as shared
// memory is, and between workgroups of one dispatch, which only atomics
// order; a module that can synchronise through atomics is trusted (not
// tracked, as the interpreter does not build happens-before from
// them); 8- and 16-bit accesses are not tracked. Checks
// are on by default; Config.NoChecks turns them off without changing any
// result. A divergent barrier or the step limit ends the run with a
// *RunError; the run never hangs.
//
// NonSemantic.DebugPrintf output goes to Config.Printf, one line per
// invocation: "[wg x,y,z local x,y,z] message".
//
// # Traces
//
// Config.Trace records chosen subgroups (at most MaxTraceSubgroups)
// instruction by instruction into Result.Trace: active lanes, source
// line, each lane's result, the lanes a cross-lane operation read or
// grouped, barriers and the undefined-behaviour reports made at that step
// (trace.go); it can also name the invocation that last wrote a buffer
// byte. A traced run uses one worker and its subgroups run the reference
// engine's loop, so it gives the same results and diagnostics as an
// untraced run.
// internal/tracehtml draws a trace as an HTML page (glslc-nv run --trace).
package interp
