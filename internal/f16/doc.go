// Package f16 is glslc-nv's one implementation of IEEE 754 binary16
// ("half", float16_t): converting float64 and float32 values to half bit
// patterns and back. Every layer that handles a half — constants in ir,
// the optimiser's folding, the SPIR-V assembler, the interpreter and its
// GLSL.std.450 set, the command line's buffer specs and the conformance
// runner — calls it; nothing else spells out the format. It imports only
// the standard library so that any package may import it.
//
// The conversions:
//
//   - ToFloat64 and ToFloat32 are exact for every one of the 65,536 bit
//     patterns: subnormals keep their value, zeros their sign, and a NaN
//     keeps its sign and its 10-bit payload (in the high fraction bits of
//     the wider format), signalling or quiet as it was.
//   - FromFloat64 and FromFloat32 round once, to nearest with ties to even,
//     straight from the operand (going through float32 first would round
//     twice: 1 + 2^-11 + 2^-40 would become 1 instead of 1 + 2^-10).
//     Magnitudes of 65520 (halfway between 65504, the largest half, and
//     2^16) or more become infinities; tiny values become subnormals or a
//     signed zero (2^-25, half the smallest subnormal, ties to +0).
//   - FromFloat64TowardZero truncates instead, as SPIRV-Tools' assembler
//     reads a decimal float16 literal (the spirv package's assembler needs
//     it to write the same bits as spirv-as).
//
// NaNs: converting to half keeps the sign and the high 10 bits of the
// payload and sets the quiet bit (0x0200), as IEEE 754 §6.2.3 asks of a
// format conversion and as GPUs do; a NaN therefore never turns into an
// infinity, a quiet half NaN survives ToFloat64 then FromFloat64 bit for
// bit, and a signalling one comes back quieted (0x7c01 → 0x7e01). Go's
// math.NaN() becomes 0x7e00. Callers that keep NaNs as data (the
// interpreter's OpFConvert and arithmetic, PackHalf2x16) get the payload a
// driver would keep; callers that refuse NaN results (the optimiser's
// folding) are unaffected.
package f16
