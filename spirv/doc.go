// Package spirv owns the SPIR-V side of glslc-nv that does not depend on
// GLSL: the grammar tables generated from the Khronos JSON grammar
// (grammar_gen.go, made by spirv/internal/gen; regenerate with
// `go generate ./spirv`), reading and writing the binary form, and (in later
// files) the module builder, disassembler and assembler. The interpreter
// (spirv/interp) and the Vulkan runner (spirv/vulkan) build on it.
package spirv

//go:generate go run ./internal/gen -headers /usr/include/spirv/unified1 -o grammar_gen.go
