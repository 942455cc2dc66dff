// Package outfile writes the files the command line produces (modules,
// assembly, make rules, trace pages, pictures) whole or not at all, as
// SEMANTICS.md section 9 requires: the bytes go to a temporary file beside
// the target, which is synced and then renamed over the target, so a reader
// never sees a partial file and a failed or interrupted write leaves the
// target as it was.
//
// Temporary files still being written are remembered, so that a signal
// handler (Cleanup) can remove them before the process exits.
//
// Targets that are not regular files (/dev/null, a FIFO, a terminal) are
// written in place: renaming over them would replace the device node.
package outfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
)

var (
	mu      sync.Mutex
	pending = map[string]bool{} // temporary files being written
)

// Write writes data to path atomically (see the package comment). The
// error, if any, is an *os.PathError or *os.LinkError carrying the OS's
// reason.
func Write(path string, data []byte, perm fs.FileMode) error {
	if fi, err := os.Stat(path); err == nil && !fi.Mode().IsRegular() {
		return writeInPlace(path, data, fi)
	}
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		// Report the target, not the temporary name: the user named it.
		var pe *fs.PathError
		if errors.As(err, &pe) {
			return &fs.PathError{Op: "open", Path: path, Err: pe.Err}
		}
		return err
	}
	tmp := f.Name()
	remember(tmp)
	defer forget(tmp)
	fail := func(err error) error {
		f.Close()
		os.Remove(tmp)
		return relabel(err, tmp, path)
	}
	if _, err := f.Write(data); err != nil {
		return fail(err)
	}
	// Keep the permission an existing target had; a new one gets perm
	// (as os.WriteFile would give it, less the umask).
	mode := perm
	if fi, err := os.Stat(path); err == nil {
		mode = fi.Mode().Perm()
	} else {
		mode = perm &^ umask()
	}
	if err := f.Chmod(mode); err != nil {
		return fail(err)
	}
	if err := f.Sync(); err != nil {
		return fail(err)
	}
	if err := f.Close(); err != nil {
		os.Remove(tmp)
		return relabel(err, tmp, path)
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return relabel(err, tmp, path)
	}
	return nil
}

// writeInPlace writes to a target that is not a regular file.
func writeInPlace(path string, data []byte, fi fs.FileInfo) error {
	if fi.IsDir() {
		return &fs.PathError{Op: "open", Path: path, Err: errors.New("is a directory")}
	}
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// relabel makes an error about the temporary file name the target.
func relabel(err error, tmp, path string) error {
	var pe *fs.PathError
	if errors.As(err, &pe) && pe.Path == tmp {
		return &fs.PathError{Op: pe.Op, Path: path, Err: pe.Err}
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return &fs.PathError{Op: "rename", Path: path, Err: le.Err}
	}
	return fmt.Errorf("%s: %w", path, err)
}

// RemoveStale removes path when it is a regular file: the output of an
// earlier run that a failed compile would otherwise leave looking current
// (GCC deletes the output of a failed compilation the same way). Other
// kinds of file (/dev/null) and a missing file are left alone.
func RemoveStale(path string) error {
	fi, err := os.Lstat(path)
	if err != nil || !fi.Mode().IsRegular() {
		return nil
	}
	return os.Remove(path)
}

// Cleanup removes every temporary file still being written. A signal
// handler calls it before the process exits.
func Cleanup() {
	mu.Lock()
	defer mu.Unlock()
	for p := range pending {
		os.Remove(p)
		delete(pending, p)
	}
}

func remember(p string) {
	mu.Lock()
	pending[p] = true
	mu.Unlock()
}

func forget(p string) {
	mu.Lock()
	delete(pending, p)
	mu.Unlock()
}
