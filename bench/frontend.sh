#!/usr/bin/env bash
# Front-end timings: whole-process median times of glslc-nv's preprocessor +
# parser + AST builder (the driver in bench/frontend) beside
# glslangValidator -E (glslang's preprocessor only) on the same files, plus
# the driver's warm in-process time (best of N parses in one process).
#
#   bash bench/frontend.sh [file.comp ...]     default: the glslang corpus
#   RUNS=20 WARM=20 bash bench/frontend.sh
#
# Whole processes are what a compiler run costs (DESIGN.md: cold start is the
# number that matters). Uses hyperfine when installed, else a shell loop.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-10}
warm=${WARM:-20}
shared=${GLSLC_NV_SHARED:-$(cd .. && pwd)/shared}
corpus="$shared/corpus/glslang"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/frontend" ./bench/frontend
glslang=$(command -v glslangValidator || true)

if [ $# -gt 0 ]; then
  files=("$@")
else
  files=()
  while IFS=$'\t' read -r f _; do
    [ "$f" = file ] && continue
    files+=("$corpus/$f")
  done < "$corpus/MANIFEST.tsv"
fi

# median_ms CMD...: median wall time of running CMD $runs times, in ms.
median_ms() {
  if command -v hyperfine >/dev/null 2>&1; then
    hyperfine -N -i -w 2 -r "$runs" --export-csv "$tmp/h.csv" "$*" >/dev/null 2>&1
    awk -F, 'NR==2 { printf "%.1f", $4 * 1000 }' "$tmp/h.csv"
  else
    local ts=()
    for _ in $(seq "$runs"); do
      local t0 t1
      t0=$(date +%s%N)
      "$@" >/dev/null 2>&1 || true
      t1=$(date +%s%N)
      ts+=($(( (t1 - t0) / 1000 )))
    done
    printf '%s\n' "${ts[@]}" | sort -n | awk '{ a[NR] = $1 } END { m = (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2; printf "%.1f", m / 1000 }'
  fi
}

printf '%-48s %7s %10s %10s %14s %8s\n' file bytes "ours(ms)" "warm(ms)" "glslang-E(ms)" ratio
tot_ours=0 tot_gl=0
for f in "${files[@]}"; do
  name=$(basename "$f")
  bytes=$(wc -c < "$f")
  ours=$(median_ms "$tmp/frontend" "$f")
  w=$( ("$tmp/frontend" -stats -n "$warm" "$f" 2>/dev/null || true) | sed -n 's/.*best warm \(.*\)/\1/p')
  wms=$(awk -v d="$w" 'BEGIN {
    if (d ~ /ms$/) { sub(/ms$/, "", d); printf "%.2f", d }
    else if (d ~ /µs$/) { sub(/µs$/, "", d); printf "%.2f", d / 1000 }
    else if (d ~ /s$/) { sub(/s$/, "", d); printf "%.2f", d * 1000 }
    else printf "-" }')
  if [ -n "$glslang" ]; then
    gl=$(median_ms "$glslang" -E "$f")
    ratio=$(awk -v a="$ours" -v b="$gl" 'BEGIN { printf "%.2f", a / b }')
  else
    gl=- ratio=-
  fi
  printf '%-48s %7d %10s %10s %14s %8s\n' "$name" "$bytes" "$ours" "$wms" "$gl" "$ratio"
  tot_ours=$(awk -v a="$tot_ours" -v b="$ours" 'BEGIN { print a + b }')
  [ "$gl" != - ] && tot_gl=$(awk -v a="$tot_gl" -v b="$gl" 'BEGIN { print a + b }')
done
printf '%-48s %7s %10.1f %10s %14.1f\n' "total (sum of medians)" "" "$tot_ours" "" "$tot_gl"
