#!/usr/bin/env bash
# build-web.sh [OUT.html]: builds the compiler and interpreter for
# WebAssembly (cmd/glslc-nv-wasm) and writes the single static page that
# runs them: web/page.html with Go's wasm_exec.js and the gzipped module
# inlined (web/mkpage), so it fetches nothing. Default output:
# glslc-nv.html; open it in a browser from the file.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-glslc-nv.html}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$root"
GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w" -o "$tmp/glslc-nv.wasm" ./cmd/glslc-nv-wasm
exec_js=$(go env GOROOT)/lib/wasm/wasm_exec.js
[ -f "$exec_js" ] || exec_js=$(go env GOROOT)/misc/wasm/wasm_exec.js
case $out in /*) ;; *) out=$OLDPWD/$out ;; esac
go run ./web/mkpage web/page.html "$exec_js" "$tmp/glslc-nv.wasm" "$out"
