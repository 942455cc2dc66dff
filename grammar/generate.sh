#!/usr/bin/env bash
# Regenerates the Go parser from GLSLParser.g4 (token vocabulary from
# GLSLLexer.g4) into frontend/parser, or into the folder given as the first
# argument (the staleness test uses a temporary one).
#
# ANTLR runs from this folder with bare file names, so nothing in the output
# depends on where the checkout lives. The vocabulary lexer is compiled into a
# temporary folder only to obtain GLSLLexer.tokens; its Go code is not kept.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-"$here/../frontend/parser"}
mkdir -p "$out"
out=$(cd "$out" && pwd)
jar=$(bash "$here/antlr-jar.sh")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cd "$here"
java -jar "$jar" -Dlanguage=Go -o "$tmp" GLSLLexer.g4
java -jar "$jar" -Dlanguage=Go -visitor -no-listener -package parser \
  -lib "$tmp" -o "$tmp/parser" GLSLParser.g4

# Keep only the Go files; the .interp and .tokens files serve ANTLR's tools,
# not the build. Hand-written files in the folder (doc.go) stay.
for f in "$out"/*.go; do
  [ -e "$f" ] || continue
  if head -n1 "$f" | grep -q '^// Code generated from .* by ANTLR'; then rm -f "$f"; fi
done
cp "$tmp"/parser/*.go "$out"/
# ANTLR ends every rule function with "return localctx" followed by an
# unreachable "goto errorExit" (so the label is always used), which go vet
# reports. Guard the return with "if true" instead: same behaviour, no vet
# finding.
perl -0pi -e 's/\n\treturn localctx\n\tgoto errorExit \/\/ Trick to prevent compiler error if the label is not used\n/\n\tif true {\n\t\treturn localctx\n\t}\n\tgoto errorExit \/\/ the label must be used\n/g' "$out"/glsl_parser.go
gofmt -w "$out"/*.go
