// Package constfold is glslc-nv's one constant folder: it evaluates IR
// expressions whose operands are constants. The front end (sema) calls it
// for GLSL constant expressions and the optimiser (ir/opt) for expressions
// that become constant after simplification; both see the same results.
//
// The policy, one table for both callers:
//
//   - Fold returns nil (refuse) where there is no answer at compile time:
//     integer division or remainder by zero, shifts by a negative amount or
//     by the operand width or more, indices out of range, and operations
//     on values the compiler cannot see (pointers, buffer references).
//   - Otherwise Fold returns the value, and says whether it is exact: the
//     value every conforming run time computes for the same operands.
//     Integer arithmetic (wrapping at the operand width), bit operations,
//     comparisons, float arithmetic rounded once to the result width,
//     integer to float conversion (correctly rounded), float to bool (NaN
//     is true, as OpFUnordNotEqual), bitcasts and composite operations are
//     exact.
//   - Where GLSL leaves the result undefined (out-of-range or NaN float to
//     integer conversion, INT_MIN / -1), where a
//     float result is NaN or infinite (Vulkan does not promise to keep them
//     without SignedZeroInfNanPreserve), or where the precision is the
//     target's (mod, matrix products, built-in functions), the value is
//     glslang's, so that a constant expression compiles to the same
//     constant as glslangValidator's, and exact is false. The one
//     exception is % with a negative operand (also undefined in GLSL):
//     its value is OpSMod's (the sign of the divisor), which the lowered
//     code computes at run time and glslang's own unfolded code too,
//     where glslang's folder alone gives C's remainder.
//
// Sema folds whenever Fold returns a value (a GLSL constant expression is
// evaluated at compile time); the optimiser folds only exact results, so
// that optimised code computes what the unoptimised code does at run time.
package constfold
