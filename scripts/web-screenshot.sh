#!/usr/bin/env bash
# Makes docs/web.png: the browser page (scripts/build-web.sh) in headless
# Chromium (Debian package chromium) after its self-test (#selftest: the
# example compiled and run at widths 4 and 8, then an error shown at its
# line), with no network.
#
#   scripts/web-screenshot.sh [OUT_DIR]   (default docs: docs/web.png)
#
# web/'s TestScreenshot runs this script.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(cd "${1:-docs}" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bash scripts/build-web.sh "$tmp/glslc-nv.html" >/dev/null
chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
  --disable-background-networking --disable-component-update --disable-sync --disable-extensions \
  --host-resolver-rules="MAP * ~NOTFOUND" --user-data-dir="$tmp/profile" --hide-scrollbars \
  --window-size=1400,1000 --virtual-time-budget=600000 \
  --screenshot="$out/web.png" "file://$tmp/glslc-nv.html#selftest" 2>/dev/null
