package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// outputName is where the module compiled from arg goes: -o FILE, else
// <input>.spvasm with -S, <input>.spv with -c, else a.spv. (The input's
// directory is dropped, as glslc does: outputs land in the current
// directory; standard input is "-".)
func (o *compileOptions) outputName(arg string) string {
	if o.output != "" {
		return o.output
	}
	base := filepath.Base(arg)
	switch {
	case o.target == "nvasm" && o.compileOnly:
		return base + ".nvcp"
	case o.target == "nvasm":
		return "a.nvcp"
	case o.assembly:
		return base + ".spvasm"
	case o.compileOnly:
		return base + ".spv"
	}
	return "a.spv"
}

// render turns a module into the bytes of the output: assembly text with
// -S, else the binary in the -mfmt format.
func (o *compileOptions) render(words []uint32) ([]byte, error) {
	if !o.assembly {
		return formatBinary(words, o.mfmt), nil
	}
	m, err := spirv.DecodeWords(words)
	if err != nil {
		return nil, &exitError{code: 1, msg: fmt.Sprintf("internal error: the module does not decode: %v", err)}
	}
	text, err := spirv.Disassemble(m, spirv.DisOptions{})
	if err != nil {
		return nil, &exitError{code: 1, msg: fmt.Sprintf("internal error: %v", err)}
	}
	return []byte(text), nil
}

// writeOutput writes data to path; "" means def, "-" standard output.
func writeOutput(e *env, path, def string, data []byte) error {
	if path == "" {
		path = def
	}
	if path == "-" {
		_, err := e.stdout.Write(data)
		return err
	}
	if e.files != nil {
		e.files.events = append(e.files.events, jobEvent{path: path, data: data})
		return nil
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		return &exitError{code: 1, msg: fmt.Sprintf("cannot write %s: %v", path, errText(err))}
	}
	return nil
}

// formatBinary renders a module as -mfmt asks: raw little-endian bytes
// (bin), a C initializer list of words (c), or the words as comma-separated
// hexadecimal numbers (num), six to a line.
func formatBinary(words []uint32, mfmt string) []byte {
	if mfmt != "c" && mfmt != "num" {
		return spirv.Encode(words)
	}
	var b strings.Builder
	if mfmt == "c" {
		b.WriteString("{")
	}
	for i, w := range words {
		if i > 0 {
			b.WriteString(",")
		}
		if i%6 == 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "0x%08x", w)
	}
	if mfmt == "c" {
		b.WriteString("}")
	}
	b.WriteString("\n")
	return []byte(b.String())
}
