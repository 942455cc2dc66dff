// Package opt is glslc-nv's IR optimiser (-O): it rewrites an ir.Module in
// place into a smaller equivalent one that still passes ir.Validate.
//
// The passes, repeated until nothing changes:
//
//   - constant folding of pure operations whose operands are constants,
//     through ir/constfold (the folder sema uses too), keeping its exact
//     results only:
//     integer arithmetic with wrap-around at the operand width, bit
//     operations and shifts, IEEE float arithmetic rounded once to the
//     operand width (float16 included), comparisons, conversions,
//     selects, and construct/extract/insert/swizzle on constants. Anything
//     whose result the target leaves undefined (integer division by zero,
//     INT_MIN / -1, shifts by the width or more, out-of-range float to
//     integer conversions, negative operands of %) or whose exact value is
//     implementation-defined (NaN results, GLSL.std.450 functions) is left
//     for run time;
//   - algebraic identities with a constant operand: x + 0, x * 1, x / 1,
//     x & ~0, x | 0, shifts by 0, x * 0 and x & 0 (when x has no
//     effects), and for floats only the exact IEEE ones: x + -0.0,
//     x - 0.0, x * 1.0, x / 1.0 (identity.go);
//   - branch folding: if, ?:, &&, ||, select, loops and switches whose
//     condition or selector is a constant;
//   - dead-code removal: statements after return, break and continue;
//     expression statements without side effects (an unused value keeps
//     only its parts with effects); stores to locals and private globals
//     that are never read; locals and private globals that are never
//     used; functions the entry point never calls;
//   - constant propagation through locals whose every store writes the
//     same constant, and through private globals that are never written
//     (their initializer);
//   - forwarding of built-in inputs: a local that only ever holds one read
//     of an input (uint i = gl_GlobalInvocationID.x) is replaced by the
//     read where that does not make the module bigger (forward.go).
//
// Folding never changes what a shader computes at run time: the key test
// (e2e/opt_equiv_test.go) compiles every shader of sema/testdata and every GLSL
// conformance case with and without Optimize and compares the buffers the
// reference interpreter leaves.
package opt
