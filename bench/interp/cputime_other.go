//go:build !unix

package main

import "time"

// cpuTime would be the process's CPU time; without getrusage it is 0, and
// the per-CPU column means nothing (the wall-time columns stay right).
func cpuTime() time.Duration { return 0 }
