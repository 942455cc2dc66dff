package limits

import (
	"fmt"
	"io"
	"os"
)

// The documented limits (docs/cli.md, "Limits").
const (
	// SourceBytes bounds a program text or module: GLSL sources and their
	// #include files, SPIR-V binaries and assembly, NV assembly programs
	// and AmberScript scripts.
	SourceBytes = 64 << 20
	// BufferBytes bounds a buffer's data file (-b N=TYPE:file:PATH, an
	// AmberScript FILE) and any buffer made on the command line.
	BufferBytes = 256 << 20
)

// TooLargeError says that an input exceeds its limit.
type TooLargeError struct {
	Name  string
	Limit int64
}

func (e *TooLargeError) Error() string { return e.Name + " is " + e.Reason() }

// Reason is the message without the input's name.
func (e *TooLargeError) Reason() string {
	return fmt.Sprintf("larger than %s, the input limit", Size(e.Limit))
}

// Size writes a byte count the way the limits are documented (64 MiB).
func Size(n int64) string {
	if n >= 1<<20 && n%(1<<20) == 0 {
		return fmt.Sprintf("%d MiB", n>>20)
	}
	if n >= 1<<10 && n%(1<<10) == 0 {
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// ReadFile reads the file at path, failing with a *TooLargeError as soon as
// it is known to hold more than max bytes (at once for a regular file, after
// max+1 bytes for a device or pipe).
func ReadFile(path string, max int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if st.IsDir() {
		return nil, &os.PathError{Op: "read", Path: path, Err: fmt.Errorf("is a directory")}
	}
	if st.Mode().IsRegular() && st.Size() > max {
		return nil, &TooLargeError{Name: path, Limit: max}
	}
	return ReadAll(f, path, max)
}

// ReadAll reads r to its end, failing with a *TooLargeError once more than
// max bytes have come; name names r in that error.
func ReadAll(r io.Reader, name string, max int64) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, max+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > max {
		return nil, &TooLargeError{Name: name, Limit: max}
	}
	return data, nil
}

// NameLength bounds an identifier (glslang's limit, 1024 characters): a
// longer one is a positioned "name too long" error.
const NameLength = 1024

// ArrayComponents bounds the scalar components of one array type the
// interpreter holds (2^24, 64 MiB of 32-bit values); the compiler reports a
// shared, global or local variable larger than this at its declaration.
const ArrayComponents = 1 << 24
