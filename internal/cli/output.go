package cli

import (
	"fmt"
	"strings"

	"github.com/glslc-nv/glslc-nv/internal/outfile"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// render turns a module into the bytes of the output: assembly text with
// -S, else the binary in the -mfmt format.
func (r *compileRequest) render(words []uint32) ([]byte, error) {
	if r.outType != outAssembly {
		return formatBinary(words, r.mfmt), nil
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

// writeOutput writes data to path ("-" is standard output), whole or not at
// all (internal/outfile). A job running beside others records the write
// instead, to be made in order.
func writeOutput(e *env, path string, data []byte) error {
	if path == "-" {
		_, err := writeStdout(e, data)
		return err
	}
	if e.files != nil {
		e.files.events = append(e.files.events, jobEvent{path: path, data: data})
		return nil
	}
	if err := outfile.Write(path, data, 0o644); err != nil {
		return &exitError{code: 1, msg: fmt.Sprintf("cannot write output file '%s': %v", path, errText(err))}
	}
	return nil
}

// writeStdout writes to standard output, turning a failed write (a full
// disk, a closed pipe) into an error that says so.
func writeStdout(e *env, data []byte) (int, error) {
	n, err := e.stdout.Write(data)
	if err != nil {
		return n, &exitError{code: 1, msg: fmt.Sprintf("error writing to standard output: %v", errText(err))}
	}
	return n, nil
}

// recordRemove removes a stale output (or records the removal, for a job
// running beside others).
func recordRemove(e *env, path string) {
	if e.files != nil {
		e.files.events = append(e.files.events, jobEvent{path: path, remove: true})
		return
	}
	removeStale(e, path)
}

// removeStale removes the earlier output of a compile that failed; a file
// that cannot be removed is reported.
func removeStale(e *env, path string) {
	if err := outfile.RemoveStale(path); err != nil {
		fmt.Fprintf(e.stderr, "glslc-nv: warning: cannot remove the stale output '%s': %v\n", path, errText(err))
	}
}

// formatBinary renders a module as -mfmt asks, exactly as glslc does: raw
// little-endian bytes (bin, the default), or the words as 0x%08x numbers
// separated by commas with a line break after every fourth (num), the
// same inside braces (c); both end with a newline.
func formatBinary(words []uint32, mfmt string) []byte {
	if mfmt != "c" && mfmt != "num" {
		return spirv.Encode(words)
	}
	var b strings.Builder
	if mfmt == "c" && len(words) > 0 {
		b.WriteString("{")
	}
	for i, w := range words {
		if i > 0 {
			b.WriteString(",")
			if i%4 == 0 {
				b.WriteString("\n")
			}
		}
		fmt.Fprintf(&b, "0x%08x", w)
	}
	if len(words) > 0 {
		if mfmt == "c" {
			b.WriteString("}")
		}
		b.WriteString("\n")
	}
	return []byte(b.String())
}
