#!/usr/bin/env bash
# Makes the run --trace example of docs/cli.md: the page of
# examples/trace_diverge.comp and its screenshot in headless Chromium
# (Debian package chromium), opened at step 15 (lane 0 reading inactive lane 7), lane 0.
#
#   scripts/trace-example.sh [OUT_DIR]   (default docs: docs/trace.png)
#
# The page goes to OUT_DIR/trace.html, the picture to OUT_DIR/trace.png.
# GLSLC_NV names the glslc-nv binary (default: built from ./cmd/glslc-nv).
# internal/tracehtml's TestExampleScript runs this script.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(cd "${1:-docs}" && pwd)
# the command of docs/cli.md, as it is written there (the page shows it)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
root=$(pwd)
glslc=${GLSLC_NV:-}
if [ -z "$glslc" ]; then
  go build -o "$tmp/glslc-nv" ./cmd/glslc-nv
  glslc=$tmp/glslc-nv
fi
(cd "$tmp" && ln -s "$root/examples" examples && $glslc run --subgroup-size 8 -b 0=uint:fill:0:8 --trace trace.html examples/trace_diverge.comp >/dev/null)
mv "$tmp/trace.html" "$out/trace.html"
profile=$tmp/profile
chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
  --disable-background-networking --disable-component-update --disable-sync --disable-extensions \
  --user-data-dir="$profile" --hide-scrollbars --window-size=900,560 \
  --screenshot="$out/trace.png" "file://$out/trace.html#step=15&lane=0" 2>/dev/null
if [ "$out" = "$(pwd)/docs" ]; then rm -f "$out/trace.html"; fi
