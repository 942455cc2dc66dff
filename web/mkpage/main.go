// Command mkpage writes the browser page: mkpage PAGE.html WASM_EXEC.js
// MODULE.wasm OUT.html puts Go's wasm_exec.js and the gzipped,
// base64-encoded module into the page template, so that the page is one
// file that fetches nothing (scripts/build-web.sh runs it).
package main

import (
	"bytes"
	"compress/gzip"
	"encoding/base64"
	"fmt"
	"os"
	"strings"

	"github.com/glslc-nv/glslc-nv/internal/outfile"
)

func main() {
	if len(os.Args) != 5 {
		fmt.Fprintln(os.Stderr, "usage: mkpage PAGE.html WASM_EXEC.js MODULE.wasm OUT.html")
		os.Exit(2)
	}
	if err := run(os.Args[1], os.Args[2], os.Args[3], os.Args[4]); err != nil {
		fmt.Fprintln(os.Stderr, "mkpage:", err)
		os.Exit(1)
	}
}

func run(pagePath, execPath, wasmPath, out string) error {
	page, err := os.ReadFile(pagePath)
	if err != nil {
		return err
	}
	execJS, err := os.ReadFile(execPath)
	if err != nil {
		return err
	}
	wasm, err := os.ReadFile(wasmPath)
	if err != nil {
		return err
	}
	var z bytes.Buffer
	w, _ := gzip.NewWriterLevel(&z, gzip.BestCompression)
	w.Write(wasm)
	if err := w.Close(); err != nil {
		return err
	}
	text := string(page)
	for _, ph := range []string{"{{WASM_EXEC}}", "{{WASM_GZ_BASE64}}"} {
		if strings.Count(text, ph) != 1 {
			return fmt.Errorf("%s: want one %s", pagePath, ph)
		}
	}
	text = strings.Replace(text, "{{WASM_EXEC}}", string(execJS), 1)
	text = strings.Replace(text, "{{WASM_GZ_BASE64}}", base64.StdEncoding.EncodeToString(z.Bytes()), 1)
	if err := outfile.Write(out, []byte(text), 0o644); err != nil {
		return err
	}
	fmt.Printf("%s: %d bytes (module %d bytes, gzipped %d)\n", out, len(text), len(wasm), z.Len())
	return nil
}
