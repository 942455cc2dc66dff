#!/usr/bin/env bash
# Module size of glslc-nv against glslc (shaderc): instructions and bytes of
# the SPIR-V each writes, with -O against glslc -O and without -O against
# glslc without -O, over ggml's base invocations
# (../shared/corpus/ggml-vulkan/INVOCATIONS.tsv, compiled from shaders/ as
# ggml's build does: --target-env from the row, -D definitions from the row;
# every base row is compiled both ways, whatever its own -O column says) and
# over the glslang compute corpus (MANIFEST rows marked compile, at
# --target-env vulkan1.1 with -fauto-bind-uniforms). Only modules that both
# compilers write are compared. Prints per set and mode the totals, the
# median per-file ratio and the worst files (bench/spvsize).
#
#   bash bench/size.sh                  everything
#   LIMIT=200 bash bench/size.sh        the first 200 ggml rows
#   REF_CACHE=/tmp/x bash bench/size.sh keep glslc's modules in /tmp/x and
#                                       reuse them on the next run
#   MODES=O bash bench/size.sh          only -O against glslc -O
#   GLSLC_NV=path bash bench/size.sh    measure that binary instead of
#                                       building ./cmd/glslc-nv
#   NV_OUT=/tmp/y bash bench/size.sh    keep glslc-nv's modules in /tmp/y
#   OPS=10 bash bench/size.sh           also list the 10 opcodes whose
#                                       counts differ most
set -euo pipefail
cd "$(dirname "$0")/.."
shared=${GLSLC_NV_SHARED:-$(cd .. && pwd)/shared}
ggml="$shared/corpus/ggml-vulkan"
glslang="$shared/corpus/glslang"
limit=${LIMIT:-100000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ref=${REF_CACHE:-$tmp/ref}
nvout=${NV_OUT:-$tmp/nv}
command -v glslc >/dev/null || { echo "glslc not found (apt-get install glslc)"; exit 1; }
nv=${GLSLC_NV:-}
if [ -z "$nv" ]; then
  nv="$tmp/glslc-nv"
  go build -o "$nv" ./cmd/glslc-nv
fi
go build -o "$tmp/spvsize" ./bench/spvsize

# compile OUTDIR NAME DIR ARGS...: runs one compiler in DIR, writing
# OUTDIR/NAME.spv, or nothing when it fails.
compile() {
  local out=$1 name=$2 dir=$3
  shift 3
  mkdir -p "$out"
  (cd "$dir" && "$@" -o "$out/$name.spv.tmp" >/dev/null 2>&1) && mv "$out/$name.spv.tmp" "$out/$name.spv" || rm -f "$out/$name.spv.tmp"
}

# each set: name, then one line per module: name, directory, arguments
awk -F'\t' -v n="$limit" 'NR > 1 && $5 == "-" && c++ < n' "$ggml/INVOCATIONS.tsv" |
  while IFS=$'\t' read -r name src env _ _ defs; do
    args="-fshader-stage=compute --target-env=$env"
    for d in $defs; do args="$args -D$d"; done
    printf '%s\t%s\t%s %s\n' "$name" "$ggml/shaders" "$args" "$src"
  done >"$tmp/ggml.rows"
awk -F'\t' '$2 == "compile"' "$glslang/MANIFEST.tsv" |
  while IFS=$'\t' read -r file _ _ _; do
    printf '%s\t%s\t%s\n' "${file%.comp}" "$glslang" "-fshader-stage=compute --target-env=vulkan1.1 -fauto-bind-uniforms $file"
  done >"$tmp/glslang.rows"

for set in ggml glslang; do
  for mode in ${MODES:-O O0}; do
    flag=; [ $mode = O ] && flag=-O
    rm -rf "${nvout:?}/$set.$mode"
    while IFS=$'\t' read -r name dir args; do
      # shellcheck disable=SC2086 # args is a word list by construction
      compile "$nvout/$set.$mode" "$name" "$dir" "$nv" $flag $args
      [ -f "$ref/$set.$mode/$name.spv" ] || compile "$ref/$set.$mode" "$name" "$dir" glslc $flag $args
    done <"$tmp/$set.rows"
    label="glslc-nv -O / glslc -O"; [ $mode = O0 ] && label="glslc-nv / glslc (no -O)"
    "$tmp/spvsize" -ops "${OPS:-0}" -title "$set: $label" "$nvout/$set.$mode" "$ref/$set.$mode"
  done
done
