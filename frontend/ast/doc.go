// Package ast defines the syntax tree of a GLSL compute shader: what the
// parser (package frontend) builds and the semantic checker reads.
//
// The tree is untyped and records only what the source says. Every node is
// a pointer with a stable identity, so a checker can keep types, constant
// values and resolved symbols in side tables keyed by node (as go/types
// does) instead of writing them into the tree. Every node has a position
// (diag.Pos, with file, 1-based line and column): for declarations,
// statements, names, literals, calls and type specifiers it is their first
// token; for operators (unary, binary, assignment, ?:, indexing, postfix
// ++/--) it is the operator token, which is where errors about an operation
// point; Start returns the first token of any expression.
//
// Names are not resolved: an identifier may name a variable, a function or
// a struct, and a call whose callee is an identifier may be a function call
// or a struct constructor; the checker decides. Constructors of built-in
// types and array constructors carry a TypeSpec as their callee.
//
// Fprint writes a tree in the indented text form the golden tests compare.
package ast
