// Package limits owns the bounds on what the tools accept, each in one
// place: how much they read from a file or stream (every reader of whole
// inputs — sources and #include files, SPIR-V modules and assembly,
// AmberScript scripts, buffer data files and standard input — goes through
// ReadFile or ReadAll, so that no input, not even /dev/zero, can exhaust
// memory), how long a name may be, and how large a variable the compiler
// and the interpreter hold. docs/cli.md ("Limits") lists them.
package limits
