// Package spirv owns the SPIR-V side of glslc-nv that does not depend on
// GLSL: the grammar tables generated from the Khronos JSON grammar
// (grammar_gen.go, made by spirv/internal/gen; regenerate with
// `go generate ./spirv`), reading and writing the binary form (binary.go),
// splitting instructions into typed operands (OperandDecoder, operands.go),
// the disassembler (Disassemble, disasm.go and names.go) whose text is that
// of spirv-dis, the assembler for that text (Assemble, asm.go) and the
// module builder the compiler's back end writes through (Builder,
// builder.go). The interpreter (spirv/interp) and the Vulkan runner
// (spirv/vulkan) build on it.
//
// The disassembly matches SPIRV-Tools 2023.1 (the Debian spirv-tools
// package): with DisOptions.RawIDs byte for byte, by default with the same
// friendly names. Extended instructions print by name for GLSL.std.450
// only, as spirv-as accepts no other set of the tables by name.
package spirv

//go:generate go run ./internal/gen -headers /usr/include/spirv/unified1 -supplement internal/gen/supplement.json -o grammar_gen.go
