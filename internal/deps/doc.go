// Package deps has no code. Its test (deps_test.go) holds the module's
// import graph, in the spirit of Go's go/build/deps_test.go: one table of
// which package may import which of the module's packages, the layering
// rules the table must keep (the sentences of README.md's "Layering"
// section), and a check of every package's imports against it, on every
// platform and build tag the module has.
package deps
