// Package gen generates random, well-defined GLSL compute shaders that
// exercise cross-lane (subgroup) operations inside divergent control flow,
// and runs them differentially: glslc-nv's SPIR-V (native and with
// -femulate-subgroup=all) against glslangValidator's, on the reference
// interpreter at several subgroup sizes (and on lavapipe when asked).
//
// Generate(seed, opts) builds a Program: an AST of functions (in, out and
// inout parameters, early returns), nested if/else on lane ids, invocation
// indices and loaded data, bounded loops with break and continue, switch
// with fall-through, and operations of every subgroup family — basic,
// vote, arithmetic, ballot, shuffle, relative shuffle, clustered, quad,
// rotate, GL_NV_shader_subgroup_partitioned, GL_NV_shader_thread_shuffle
// and GL_NV_shader_thread_group — on int, uint, bool, float and their
// vectors, and in some programs uint64_t, int64_t and double, in 1-D, 2-D
// and 3-D workgroups (some with a partial last subgroup), for Vulkan 1.1
// to 1.3 — plus its buffers. Beside them it places integer dot products
// (GL_EXT_integer_dot_product: dotEXT, dotAccSatEXT, dotPacked4x8EXT and
// dotPacked4x8AccSatEXT, family integer-dot; dot.go). A third of the
// programs (by seed) also read the input words through a storage image
// (imageLoad of imgIn, r32ui) and fold values into their own texel of a
// second one (imgAcc: imageLoad and imageStore of imgOut), which is
// compared like the output buffer.
//
// Every result is defined: shuffles take their source lane from helpers that read the
// ballot of the lanes active at the call (an inactive source becomes the
// caller itself), quad, broadcast and rotate operations sit under guards
// whose conditions are uniform or closed over quads, floats carry small
// integers only, divisions and shifts are masked, shared memory is written
// before a barrier and read after it. The interpreter's undefined-
// behaviour checks are the oracle: any diagnostic is a generator bug.
//
// Each invocation folds the values it observes into its own output words
// (one word per emit site), so a mismatch names the site and the lane.
//
// Check runs one program on every executor and returns the first
// disagreement as a Failure; with Harness.CompareEngines (on in
// TestDifferential) every interpreter run is repeated on the reference
// engine and must leave the same buffers, images, instruction count and
// diagnostics (a Failure of kind "engines" otherwise); Reduce shrinks a failing program with a
// greedy pass over its AST (deleting statements, unwrapping branches and
// loops, replacing expressions by a literal or an operand) while the same
// failure persists. Failing programs are kept as regression cases under
// conformance/regress (see LoadCase and regress/README.md).
//
// # Running
//
//	go test ./conformance/gen                      # 300 programs, the regression cases
//	go test ./conformance/gen -run TestDifferential -args -programs=5000 -seed=1000
//	GLSLC_NV_DIFF_PROGRAMS=5000 go test ./conformance/gen
//	go test ./conformance/gen -args -lavapipe      # also on lavapipe (GLSLC_NV_DIFF_LAVAPIPE=1)
//	go test ./conformance/gen -run TestDifferential -args -keep=../regress
//	go test ./conformance/gen -run TestDifferential -args -stmts=70 -depth=4 -short-circuit -families=portable
//
// With -lavapipe on Mesa 22.3 (the release the device reports at run
// time) the generator keeps floats (and values computed from floats) away
// from subgroupBroadcastFirst (Options.NoFloatBroadcastFirst), which
// crashes that release's lavapipe (see conformance/regress/lavapipe-*.comp;
// 25.0 runs them), and on Mesa 25.0 it keeps bools away from
// subgroupBroadcast (Options.NoBoolBroadcast), which aborts that release.
// Known lavapipe failures of conformance/regress name
// the Mesa releases they were seen on (a "mesa:" header line).
//
// Executors: glslc-nv and glslc-nv -femulate-subgroup=all always, and
// glslangValidator: on the program itself when it needs no extension
// glslangValidator lacks, otherwise on its reference form (RefGLSL), where
// the NV thread shuffle and thread group operations and subgroup rotate
// (and the integer dot products) are replaced by GLSL written from
// SEMANTICS.md and the extensions' definitions with KHR operations only —
// an implementation independent of glslc-nv's lowering. Each form runs
// on the interpreter at subgroup sizes 4, 8, 32 and 64 (those at least
// the program's MinSubgroup). spirv-val checks glslc-nv's modules when it
// is installed. With lavapipe every form the driver supports runs once more
// at its subgroup size (8), in worker processes (vulkan.IsolatedDevice, one
// per CPU) so that a driver crash is reported instead of ending the test.
package gen
