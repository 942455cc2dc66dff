// Command glslc-nv compiles GLSL compute shaders to SPIR-V and runs SPIR-V
// on the reference interpreter. See docs/cli.md, or run glslc-nv --help.
package main

import (
	"os"

	"github.com/glslc-nv/glslc-nv/internal/cli"
)

func main() {
	tuneGC()
	os.Exit(cli.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
