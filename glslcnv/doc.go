// Package glslcnv is glslc-nv's public Go API: compile GLSL (or NVIDIA
// !!NVcp5.0 and SPIR-V assembly) to SPIR-V with the options of the glslc
// command line (Compile, CompileFile, Preprocess), run a compute module on
// the reference interpreter at any subgroup width (Run, Portability), and
// run AmberScript (RunAmber). It is the one package of the module meant to
// be imported; everything it wires together lives under internal/ or in
// the stage packages, whose surfaces may change.
//
// Every function is safe for concurrent use and returns an error or a
// diagnostic, never a panic, on any input. Diagnostics carry positions
// (file, line, column) as the command line prints them.
//
// The glslc-nv command line compiles through this package, and the C
// library with libshaderc's API (cmd/libshaderc) is written on top of it.
package glslcnv
