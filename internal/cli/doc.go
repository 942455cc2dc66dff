// Package cli is the glslc-nv command line: glslc-compatible compiling on the
// root command and subcommands for the other jobs. Main takes the arguments
// and streams explicitly so tests run the whole command in process.
//
// glslc spells many long options with one dash (-fshader-stage=comp,
// -std=450, -Werror, -MF file); normalizeArgs rewrites those to the
// double-dash form the flag parser understands before cobra sees them.
package cli
