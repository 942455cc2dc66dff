//go:build unix

package main

import (
	"syscall"
	"time"
)

// cpuTime is the process's CPU time so far (user+sys).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
