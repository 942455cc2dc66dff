#!/usr/bin/env bash
# Prints the path of the ANTLR 4.13 tool jar, installing the npm package
# antlr4ng-cli (which ships it) into a cache folder the first time.
set -euo pipefail
cache="${GLSLC_NV_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/glslc-nv}/antlr"
jar=$(ls "$cache"/node_modules/antlr4ng-cli/antlr4-4.13*-complete.jar 2>/dev/null | head -n1 || true)
if [ -z "$jar" ]; then
  mkdir -p "$cache"
  (cd "$cache" && npm install --silent --no-audit --no-fund antlr4ng-cli@2 >/dev/null)
  jar=$(ls "$cache"/node_modules/antlr4ng-cli/antlr4-4.13*-complete.jar | head -n1)
fi
echo "$jar"
