// Package cli is the glslc-nv command line: glslc-compatible compiling on the
// root command and subcommands for the other jobs. Main takes the arguments
// and streams explicitly so tests run the whole command in process.
//
// glslc spells many long options with one dash (-fshader-stage=comp,
// -std=450, -Werror, -MF file, -O0); normalizeArgs rewrites those to the
// double-dash form the flag parser understands before cobra sees them, and
// the help (help.go) prints every flag the way users type it.
//
// Files: root.go (Main, the root command), options.go and args.go (the
// compiler's flags), compile.go, output.go and deps.go (compiling, outputs,
// make rules), run.go, runload.go, report.go, bufspec.go and progress.go
// (the run command), imagespec.go (its image and sampler bindings),
// trace.go (run --trace), vulkan.go (run --device vulkan), amber.go
// (AmberScript), dis.go, help.go. The flags are documented in docs/cli.md,
// whose examples doc_test.go runs. TestFileListsComplete (internal/deps)
// checks that this list names every file.
package cli
