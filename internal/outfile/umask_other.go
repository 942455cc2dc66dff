//go:build !unix

package outfile

import "io/fs"

// umask is the process's file-creation mask (none outside Unix).
func umask() fs.FileMode { return 0 }
