// Package deps has no code: its tests check the repository's structure.
// deps_test.go holds the module's import graph, in the spirit of Go's
// go/build/deps_test.go: one table of which package may import which of
// the module's packages, the layering rules the table must keep (the
// sentences of README.md's "Layering" section), and a check of every
// package's imports against it, on every platform and build tag the module
// has. docs_test.go checks that the Go files comments and Markdown
// documents name exist, and that a package comment listing its files
// lists all of them.
package deps
