package vulkan

import (
	"os/exec"
	"syscall"
)

// setDeathSignal has the kernel kill the worker when the process that
// started it dies, however it dies (SIGKILL included, which no handler
// sees).
func setDeathSignal(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
