//go:build !(js && wasm)

// Command glslc-nv-wasm is the compiler and interpreter for a browser
// page: built with GOOS=js GOARCH=wasm (scripts/build-web.sh makes the
// page, web/glslc-nv.html), it gives the page's script the function
// glslcnvCall(request JSON) → response JSON (wasm.go). Built for any
// other platform it only says so.
package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Fprintln(os.Stderr, "glslc-nv-wasm runs in a browser: build it with GOOS=js GOARCH=wasm (bash scripts/build-web.sh)")
	os.Exit(2)
}
