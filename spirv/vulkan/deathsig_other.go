//go:build !linux

package vulkan

import "os/exec"

// setDeathSignal does nothing where the kernel offers no parent-death
// signal; KillWorkers still ends the workers on SIGINT and SIGTERM.
func setDeathSignal(cmd *exec.Cmd) {}
