//go:build unix

package outfile

import (
	"io/fs"
	"sync"
	"syscall"
)

var umaskOnce = sync.OnceValue(func() fs.FileMode {
	// The only way to read the umask is to set it; put it straight back.
	old := syscall.Umask(0o022)
	syscall.Umask(old)
	return fs.FileMode(old) & fs.ModePerm
})

// umask is the process's file-creation mask.
func umask() fs.FileMode { return umaskOnce() }
