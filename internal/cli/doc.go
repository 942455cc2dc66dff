// Package cli is the glslc-nv command line: glslc-compatible compiling on the
// root command and subcommands for the other jobs. Main takes the arguments
// and streams explicitly so tests run the whole command in process.
//
// The compile command (no subcommand) is shaderc's glslc, option for
// option: glslcargs.go reads the command line in one pass as glslc does,
// compile.go applies glslc's checks of the whole command line and compiles,
// preprocesses or assembles each input, output.go writes the outputs whole
// (internal/outfile) in glslc's formats, deps.go and deporder.go write make
// rules byte for byte as glslc does. The subcommands are cobra commands;
// args.go rewrites their single-dash long options (-O) for the flag parser,
// and help.go prints every flag the way users type it.
//
// Files: root.go (Main, the subcommands), glslcargs.go, compile.go,
// output.go, deps.go and deporder.go (the compile command), run.go,
// runload.go, report.go, bufspec.go and progress.go (the run command),
// imagespec.go (its image and sampler bindings), trace.go (run --trace),
// vulkan.go (run --device vulkan), amber.go (AmberScript), dis.go, help.go,
// args.go. The flags are documented in docs/cli.md, whose examples
// doc_test.go runs; TestGlslcDifferential compares the compile command with
// glslc. TestFileListsComplete (internal/deps) checks that this list names
// every file.
package cli
