// Command glslc-nv compiles GLSL to SPIR-V (a drop-in glslc) and runs SPIR-V
// on the reference interpreter. See docs/cli.md, or run glslc-nv --help.
package main

import (
	"os"
	"os/signal"
	"syscall"

	"github.com/glslc-nv/glslc-nv/internal/cli"
	"github.com/glslc-nv/glslc-nv/internal/outfile"
)

func main() {
	tuneGC()
	onSignal()
	os.Exit(cli.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// onSignal makes SIGINT and SIGTERM remove the temporary files of outputs
// still being written (internal/outfile) and end the process with the
// status a shell gives a process killed by that signal (128 + its number),
// so an interrupted compile leaves every output as it was.
func onSignal() {
	c := make(chan os.Signal, 1)
	signal.Notify(c, os.Interrupt, syscall.SIGTERM)
	go func() {
		s := <-c
		outfile.Cleanup()
		cli.KillChildren()
		code := 130
		if s == syscall.SIGTERM {
			code = 143
		}
		os.Exit(code)
	}()
}
