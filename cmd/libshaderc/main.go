// Command libshaderc is glslc-nv as a C library with libshaderc's API
// (shaderc 2023.2's shaderc/shaderc.h): built with
//
//	go build -buildmode=c-shared -o libglslc-nv.so ./cmd/libshaderc
//
// it exports the functions a GLSL compiler needs — the compiler and
// options lifetime, every shaderc_compile_options_set_* that applies to
// GLSL, shaderc_compile_into_spv, _spv_assembly and _preprocessed_text,
// shaderc_assemble_into_spv, the result accessors, shaderc_get_spv_version
// and shaderc_parse_version_profile — on top of package glslcnv. A program
// built against libshaderc runs on it unchanged when a libshaderc.so.1 name
// for it comes first on LD_LIBRARY_PATH. HLSL source is refused with
// shaderc_compilation_status_compilation_error and a message; the setters
// that only HLSL reads are accepted and have no effect.
//
// Messages have libshaderc's shape: one "file:line: severity: message"
// line per diagnostic (no column, no caret), warnings included.
//
// This is the one package of the module that uses cgo; built without cgo
// it is an empty command.
package main

func main() {}
