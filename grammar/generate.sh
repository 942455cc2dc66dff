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
# The fixed tokens' spellings as a plain table: the parser has them too
# (LiteralNames), but only after GLSLParserInit, which also deserializes
# the parser's ATN; the token source needs the spellings in every process,
# ANTLR's parser only when the hand-written fast path gives up.
{
  echo "// Code generated from GLSLLexer.g4 by ANTLR (its GLSLLexer.tokens) and grammar/generate.sh. DO NOT EDIT."
  echo
  echo "package parser"
  echo
  echo "// Literals lists the tokens of the vocabulary that have a fixed spelling,"
  echo "// with their token types: GLSLParserParserStaticData.LiteralNames without"
  echo "// GLSLParserInit."
  echo "var Literals = []struct {"
  echo "	Text string"
  echo "	Type int"
  echo "}{"
  perl -ne 'if (/^\x27(.*)\x27=(\d+)$/) { my $s = $1; $s =~ s/(["\\])/\\$1/g; print "\t{\"$s\", $2},\n" }' "$tmp/GLSLLexer.tokens"
  echo "}"
} >"$out/glsl_literals.go"
# ANTLR ends every rule function with "return localctx" followed by an
# unreachable "goto errorExit" (so the label is always used), which go vet
# reports. Guard the return with "if true" instead: same behaviour, no vet
# finding.
perl -0pi -e 's/\n\treturn localctx\n\tgoto errorExit \/\/ Trick to prevent compiler error if the label is not used\n/\n\tif true {\n\t\treturn localctx\n\t}\n\tgoto errorExit \/\/ the label must be used\n/g' "$out"/glsl_parser.go
gofmt -w "$out"/*.go
