#!/usr/bin/env bash
# Whole-process compile benchmark: glslc-nv against glslangValidator -V on
# the corpus shaders both compile (MANIFEST rows marked compile), at
# --target-env vulkan1.1 with automatic bindings. Prints per-file median
# wall time (hyperfine, or a shell loop) and peak resident memory (GNU time),
# then the totals and the ratio.
#
#   bash bench/compile.sh            RUNS=10 by default
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-10}
shared=${GLSLC_NV_SHARED:-$(cd .. && pwd)/shared}
corpus="$shared/corpus/glslang"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/glslc-nv" ./cmd/glslc-nv
glslang=$(command -v glslangValidator) || { echo "glslangValidator not found (apt-get install glslang-tools)"; exit 1; }

median_ms() {
  if command -v hyperfine >/dev/null 2>&1; then
    hyperfine -N -i -w 2 -r "$runs" --export-csv "$tmp/h.csv" "$*" >/dev/null 2>&1
    awk -F, 'NR==2 { printf "%.1f", $4 * 1000 }' "$tmp/h.csv"
  else
    local ts=()
    for _ in $(seq "$runs"); do
      local t0 t1
      t0=$(date +%s%N); "$@" >/dev/null 2>&1 || true; t1=$(date +%s%N)
      ts+=($(( (t1 - t0) / 1000 )))
    done
    printf '%s\n' "${ts[@]}" | sort -n | awk '{ a[NR] = $1 } END { m = (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2; printf "%.1f", m / 1000 }'
  fi
}

peak_kb() {
  /usr/bin/time -f '%M' -o "$tmp/mem" "$@" >/dev/null 2>&1 || true
  tail -n1 "$tmp/mem"
}

printf '%-46s %10s %10s %10s %10s %7s\n' file "ours(ms)" "glslang(ms)" "ours(KB)" "glslang(KB)" speedup
tot_o=0 tot_g=0 max_o=0 max_g=0 n=0
while IFS=$'\t' read -r f expect flags _; do
  [ "$f" = file ] && continue
  [ "$expect" = compile ] || continue
  case "$flags" in *newer*) continue ;; esac
  src="$corpus/$f"
  "$tmp/glslc-nv" --target-env=vulkan1.1 -fauto-bind-uniforms -o "$tmp/o.spv" "$src" >/dev/null 2>&1 || continue
  "$glslang" -V --target-env vulkan1.1 --amb -o "$tmp/g.spv" "$src" >/dev/null 2>&1 || continue
  o=$(median_ms "$tmp/glslc-nv" --target-env=vulkan1.1 -fauto-bind-uniforms -o "$tmp/o.spv" "$src")
  g=$(median_ms "$glslang" -V --target-env vulkan1.1 --amb -o "$tmp/g.spv" "$src")
  om=$(peak_kb "$tmp/glslc-nv" --target-env=vulkan1.1 -fauto-bind-uniforms -o "$tmp/o.spv" "$src")
  gm=$(peak_kb "$glslang" -V --target-env vulkan1.1 --amb -o "$tmp/g.spv" "$src")
  printf '%-46s %10s %10s %10s %10s %6.1fx\n' "$f" "$o" "$g" "$om" "$gm" "$(awk -v a="$o" -v b="$g" 'BEGIN{print b/a}')"
  tot_o=$(awk -v a="$tot_o" -v b="$o" 'BEGIN{print a+b}')
  tot_g=$(awk -v a="$tot_g" -v b="$g" 'BEGIN{print a+b}')
  [ "$om" -gt "$max_o" ] && max_o=$om
  [ "$gm" -gt "$max_g" ] && max_g=$gm
  n=$((n+1))
done < "$corpus/MANIFEST.tsv"
printf '%-46s %10.1f %10.1f %10s %10s %6.1fx\n' "total over $n files (sum of medians; max peak)" "$tot_o" "$tot_g" "$max_o" "$max_g" "$(awk -v a="$tot_o" -v b="$tot_g" 'BEGIN{print b/a}')"
