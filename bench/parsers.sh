#!/usr/bin/env bash
# The fast path's worth: whole-process CPU time of compiling with the
# hand-written fast parser (frontend/fastparse.go, the normal build) and
# with ANTLR's parser alone (a build with -tags glslc_nv_antlr_only),
# beside glslangValidator, on the ~10,000-line generated shader
# (internal/driver's largeShader(380)) and on every glslang corpus file
# that compiles. Prints per-file medians of REPS (default 5) runs, each
# build's ratio to glslangValidator, and the median ratio over the corpus
# files: the numbers behind keeping fastparse.go (issue 33, item 4).
#
#   REPS=5 bash bench/parsers.sh
set -euo pipefail
cd "$(dirname "$0")/.."
reps=${REPS:-5}
shared=${GLSLC_NV_SHARED:-$(cd .. && pwd)/shared}
corpus="$shared/corpus/glslang"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/fast" ./cmd/glslc-nv
go build -tags glslc_nv_antlr_only -o "$tmp/antlr" ./cmd/glslc-nv
glslang=$(command -v glslangValidator)
GLSLC_NV_LARGE_N=380 GLSLC_NV_WRITE_LARGE="$tmp/large.comp" go test -count=1 -run '^TestWriteLargeShader$' ./internal/driver >/dev/null
have_perf=0
if perf stat -x, -e task-clock true >/dev/null 2>&1; then have_perf=1; fi
cpu_ms() {
  if [ "$have_perf" = 1 ]; then
    perf stat -x, -e task-clock -o "$tmp/perf" "$@" >/dev/null 2>&1 || true
    awk -F, '$3 == "task-clock" { printf "%.2f", $1 }' "$tmp/perf"
  else
    /usr/bin/time -f '%U %S' -o "$tmp/time" "$@" >/dev/null 2>&1 || true
    awk 'END { printf "%.2f", ($1 + $2) * 1000 }' "$tmp/time"
  fi
}
median() { sort -g | awk '{ a[NR] = $1 } END { if (NR == 0) { print "n/a"; exit } m = (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2; printf "%.2f", m }'; }
# row FILE LABEL: REPS rounds of the three commands in turn; the medians
# and the medians of the per-round ratios.
row() {
  local f=$1 label=$2
  : >"$tmp/a"; : >"$tmp/b"; : >"$tmp/g"; : >"$tmp/ra"; : >"$tmp/rb"
  for _ in $(seq "$reps"); do
    a=$(cpu_ms "$tmp/fast" --target-env=vulkan1.1 -fauto-bind-uniforms -o "$tmp/o.spv" "$f")
    b=$(cpu_ms "$tmp/antlr" --target-env=vulkan1.1 -fauto-bind-uniforms -o "$tmp/o.spv" "$f")
    g=$(cpu_ms "$glslang" -V --target-env vulkan1.1 --amb -o "$tmp/g.spv" "$f")
    echo "$a" >>"$tmp/a"; echo "$b" >>"$tmp/b"; echo "$g" >>"$tmp/g"
    awk -v x="$a" -v y="$g" 'BEGIN { printf "%.4f\n", x / y }' >>"$tmp/ra"
    awk -v x="$b" -v y="$g" 'BEGIN { printf "%.4f\n", x / y }' >>"$tmp/rb"
  done
  printf '%-44s %9s %9s %9s %7s %7s\n' "$label" "$(median <"$tmp/a")" "$(median <"$tmp/b")" "$(median <"$tmp/g")" "$(median <"$tmp/ra")" "$(median <"$tmp/rb")"
}
echo "CPU ms (user+sys), median of $reps rounds; load average: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-44s %9s %9s %9s %7s %7s\n' file fast antlr glslang fast/gl antlr/gl
row "$tmp/large.comp" "large.comp ($(wc -l <"$tmp/large.comp") lines)"
: >"$tmp/ca"; : >"$tmp/cb"
while IFS=$'\t' read -r f expect _; do
  [ "$f" = file ] && continue
  [ "$expect" = compile ] || continue
  "$tmp/fast" --target-env=vulkan1.1 -fauto-bind-uniforms -o "$tmp/o.spv" "$corpus/$f" >/dev/null 2>&1 || continue
  line=$(row "$corpus/$f" "$f")
  echo "$line"
  echo "$line" | awk '{ print $5 }' >>"$tmp/ca"
  echo "$line" | awk '{ print $6 }' >>"$tmp/cb"
done <"$corpus/MANIFEST.tsv"
echo "median ratio to glslangValidator over the corpus files: fast $(median <"$tmp/ca"), ANTLR alone $(median <"$tmp/cb")"
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
