// Package robust rewrites a SPIR-V module so that every access chain index
// stays inside its composite, as spirv-opt's --graphics-robust-access pass
// does: AmberScript's SHADER_OPTIMIZATION names that pass, and a script's
// expected values then rely on the clamping (an out-of-range index reads
// and writes the last element, a negative one the first).
package robust
