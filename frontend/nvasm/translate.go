package nvasm

import (
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// Options configure Translate.
type Options struct {
	// SPIRVVersion is the version word of the module (spirv.Version1_3 ...
	// spirv.Version1_6); 0 means spirv.Version1_3, the version of Vulkan 1.1.
	SPIRVVersion uint32
	// DebugNames adds OpName for registers and buffers.
	DebugNames bool
	// Lines adds an OpLine with the program's file, line and column
	// before the code of each instruction, so that the interpreter's
	// reports name the assembly line.
	Lines bool
}

// Translate reads the !!NVcp5.0 program src (file names it in diagnostics)
// and returns the equivalent SPIR-V compute module, or nil after reporting
// the program's errors to diags.
func Translate(file string, src []byte, opts Options, diags *diag.List) []byte {
	if diags == nil {
		diags = &diag.List{}
	}
	before := diags.ErrorCount()
	prog := parse(file, src, diags)
	if diags.ErrorCount() > before || diags.Truncated() {
		return nil
	}
	check(prog, diags)
	if diags.ErrorCount() > before || diags.Truncated() {
		return nil
	}
	if opts.SPIRVVersion == 0 {
		opts.SPIRVVersion = spirv.Version1_3
	}
	words, err := generate(prog, opts, diags)
	if diags.ErrorCount() > before || diags.Truncated() {
		return nil
	}
	if err != nil {
		diags.Errorf(diag.Pos{File: file}, "internal error: %v", err)
		return nil
	}
	return spirv.Encode(words)
}
