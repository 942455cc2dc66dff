#!/usr/bin/env bash
# Every performance measurement of the project in one run, beside the
# reference tools (glslangValidator, glslc, lavapipe), as whole processes:
#
#   corpus    each glslang corpus shader: CPU time of glslc-nv, glslangValidator
#             and glslc (medians of paired runs, ratio = median of the per-pair
#             ratios), and peak memory of every corpus shader (compiling or
#             rejected) against glslangValidator's, with the worst ratio
#   large     generated shaders of ~110, ~1,000 and ~10,000 lines (the same
#             realistic function repeated; internal/driver's largeShader), CPU
#             beside both tools, and the peak memory of a ~5 MB one
#   scale     go test -bench Scale: ns per term/statement/declaration at
#             growing sizes (flat = linear)
#   parallel  glslc-nv -c over the corpus shaders that compile, on one core
#             (GOMAXPROCS=1) and on all: wall and CPU time
#   run       glslc-nv run against glslc-nv run --device vulkan (lavapipe) on the
#             four interpreter workloads at 64K and 1M invocations: CPU time,
#             checks on and off, and wall time on 1 core against all
#   lanes     bench/interp.sh: lane-instructions per CPU-second per workload
#             (in process, beside lavapipe's dispatch)
#
#   bash bench/all.sh                      everything, REPS=5
#   SECTIONS=corpus,large REPS=9 bash bench/all.sh
#   OURS=/tmp/old/glslc-nv SECTIONS=corpus,run bash bench/all.sh
#
# CPU time is user+sys of the process (perf stat task-clock when perf works,
# else GNU time's 10 ms resolution), so the numbers hold on a loaded machine;
# wall times (parallel, cores) need an idle one. Peak memory is GNU time's
# maximum resident set size.
set -euo pipefail
cd "$(dirname "$0")/.."
reps=${REPS:-5}
sections=",${SECTIONS:-corpus,large,scale,parallel,run,lanes},"
shared=${GLSLC_NV_SHARED:-$(cd .. && pwd)/shared}
corpus="$shared/corpus/glslang"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# OURS=path measures another build of glslc-nv (an older commit's, for
# before/after numbers); the scale and lanes sections always use this tree.
ours=${OURS:-}
if [ -z "$ours" ]; then
  go build -o "$tmp/glslc-nv" ./cmd/glslc-nv
  ours="$tmp/glslc-nv"
fi
glslang=$(command -v glslangValidator || true)
glslc=$(command -v glslc || true)
[ -n "$glslang" ] || echo "glslangValidator not found (apt-get install glslang-tools): its columns are n/a" >&2
[ -n "$glslc" ] || echo "glslc not found (apt-get install glslc): its columns are n/a" >&2
have_perf=0
if perf stat -x, -e task-clock true >/dev/null 2>&1; then have_perf=1; fi

# cpu_ms CMD...: CPU milliseconds (user+sys) of one run; the command's own
# output is discarded and its exit status ignored.
cpu_ms() {
  if [ "$have_perf" = 1 ]; then
    perf stat -x, -e task-clock -o "$tmp/perf" "$@" >/dev/null 2>&1 || true
    awk -F, '$3 == "task-clock" { printf "%.2f", $1 }' "$tmp/perf"
  else
    /usr/bin/time -f '%U %S' -o "$tmp/time" "$@" >/dev/null 2>&1 || true
    awk 'END { printf "%.2f", ($1 + $2) * 1000 }' "$tmp/time"
  fi
}

# wall_ms CMD...: wall milliseconds of one run.
wall_ms() {
  /usr/bin/time -f '%e' -o "$tmp/time" "$@" >/dev/null 2>&1 || true
  awk 'END { printf "%.0f", $1 * 1000 }' "$tmp/time"
}

# peak_kb CMD...: maximum resident set size of one run, KB.
peak_kb() {
  /usr/bin/time -f '%M' -o "$tmp/time" "$@" >/dev/null 2>&1 || true
  tail -n1 "$tmp/time"
}

median() { sort -g | awk '{ a[NR] = $1 } END { if (NR == 0) { print "n/a"; exit } m = (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2; printf "%.2f", m }'; }

# paired A-CMD -- B-CMD: REPS alternating runs of both; prints
# "median-A median-B median-of-ratios" (ratio = A/B).
paired() {
  local a=() b=()
  while [ "$1" != -- ]; do a+=("$1"); shift; done
  shift
  b=("$@")
  : >"$tmp/pa"; : >"$tmp/pb"; : >"$tmp/pr"
  for _ in $(seq "$reps"); do
    local x y
    x=$(cpu_ms "${a[@]}"); y=$(cpu_ms "${b[@]}")
    echo "$x" >>"$tmp/pa"; echo "$y" >>"$tmp/pb"
    awk -v x="$x" -v y="$y" 'BEGIN { if (y > 0) printf "%.4f\n", x / y }' >>"$tmp/pr"
  done
  echo "$(median <"$tmp/pa") $(median <"$tmp/pb") $(median <"$tmp/pr")"
}

# the compile commands, one per tool
cmd_ours() { echo "$ours" --target-env=vulkan1.1 -fauto-bind-uniforms -o "$tmp/o.spv" "$1"; }
cmd_glslang() { echo "$glslang" -V --target-env vulkan1.1 --amb -o "$tmp/g.spv" "$1"; }
cmd_glslc() { echo "$glslc" -fshader-stage=comp --target-env=vulkan1.1 -fauto-bind-uniforms -o "$tmp/c.spv" "$1"; }

# compare FILE LABEL: one line of CPU medians and ratios beside both tools
compare() {
  local f=$1 label=$2 rg="n/a n/a n/a" rc="n/a n/a n/a"
  # shellcheck disable=SC2046
  [ -n "$glslang" ] && rg=$(paired $(cmd_ours "$f") -- $(cmd_glslang "$f"))
  # shellcheck disable=SC2046
  [ -n "$glslc" ] && rc=$(paired $(cmd_ours "$f") -- $(cmd_glslc "$f"))
  read -r og gg rgr <<<"$rg"
  read -r oc cc rcr <<<"$rc"
  printf '%-44s %9s %9s %7s %9s %7s\n' "$label" "$og" "$gg" "$rgr" "$cc" "$rcr"
}

if [[ $sections == *,corpus,* ]]; then
  echo "== corpus: CPU ms (median of $reps paired runs; ratio = median of ours/theirs)"
  printf '%-44s %9s %9s %7s %9s %7s\n' file ours glslang ratio glslc ratio
  : >"$tmp/ratios"
  while IFS=$'\t' read -r f expect _; do
    [ "$f" = file ] && continue
    [ "$expect" = compile ] || continue
    "$ours" --target-env=vulkan1.1 -fauto-bind-uniforms -o "$tmp/o.spv" "$corpus/$f" >/dev/null 2>&1 || continue
    line=$(compare "$corpus/$f" "$f")
    echo "$line"
    echo "$line" | awk '{ print $4 }' >>"$tmp/ratios"
  done <"$corpus/MANIFEST.tsv"
  echo "median ratio to glslangValidator over the files: $(grep -v n/a "$tmp/ratios" | median)"
  if [ -n "$glslang" ]; then
    echo "== corpus: peak memory KB, every corpus shader (ours / glslangValidator)"
    worst=0 worstf=
    while IFS=$'\t' read -r f _; do
      [ "$f" = file ] && continue
      # shellcheck disable=SC2046
      o=$(peak_kb $(cmd_ours "$corpus/$f"))
      # shellcheck disable=SC2046
      g=$(peak_kb $(cmd_glslang "$corpus/$f"))
      r=$(awk -v o="$o" -v g="$g" 'BEGIN { printf "%.2f", o / g }')
      printf '%-44s %9s %9s %6s\n' "$f" "$o" "$g" "$r"
      if awk -v r="$r" -v w="$worst" 'BEGIN { exit !(r > w) }'; then worst=$r worstf=$f; fi
    done <"$corpus/MANIFEST.tsv"
    echo "worst peak-memory ratio: $worst ($worstf)"
  fi
fi

large() { # large N FILE: writes internal/driver's largeShader(N)
  GLSLC_NV_LARGE_N=$1 GLSLC_NV_WRITE_LARGE=$2 go test -count=1 -run '^TestWriteLargeShader$' ./internal/driver >/dev/null
}

if [[ $sections == *,large,* ]]; then
  echo "== large shaders: CPU ms (median of $reps paired runs)"
  printf '%-44s %9s %9s %7s %9s %7s\n' shader ours glslang ratio glslc ratio
  for n in 4 38 380; do
    large "$n" "$tmp/large$n.comp"
    compare "$tmp/large$n.comp" "$(wc -l <"$tmp/large$n.comp") lines, $(wc -c <"$tmp/large$n.comp") bytes"
  done
  echo "== large shaders: peak memory KB"
  printf '%-44s %9s %9s %9s\n' shader ours glslang glslc
  large 6300 "$tmp/large5m.comp"
  for n in 380 6300; do
    f=$tmp/large$n.comp
    [ "$n" = 6300 ] && f=$tmp/large5m.comp
    # shellcheck disable=SC2046
    o=$(peak_kb $(cmd_ours "$f"))
    g=n/a c=n/a
    # shellcheck disable=SC2046
    [ -n "$glslang" ] && g=$(peak_kb $(cmd_glslang "$f"))
    # shellcheck disable=SC2046
    [ -n "$glslc" ] && c=$(peak_kb $(cmd_glslc "$f"))
    printf '%-44s %9s %9s %9s\n' "$(wc -l <"$f") lines, $(wc -c <"$f") bytes" "$o" "$g" "$c"
  done
fi

if [[ $sections == *,scale,* ]]; then
  echo "== scale: compile cost per unit (flat across sizes = linear)"
  go test -count=1 -run '^$' -bench '^BenchmarkScale$' -benchtime 1x ./internal/driver |
    awk '/^BenchmarkScale/ { for (i = 1; i <= NF; i++) if ($i == "ns/unit") u = $(i-1); printf "%-36s %12s ns/unit\n", $1, u }'
fi

if [[ $sections == *,parallel,* ]]; then
  echo "== parallel -c over the corpus shaders that compile"
  files=()
  while IFS=$'\t' read -r f expect _; do
    [ "$expect" = compile ] && files+=("$corpus/$f")
  done <"$corpus/MANIFEST.tsv"
  mkdir -p "$tmp/out"
  for procs in 1 "$(nproc)"; do
    w=() c=()
    for _ in $(seq "$reps"); do
      w+=("$(cd "$tmp/out" && GOMAXPROCS=$procs wall_ms "$ours" -c --target-env=vulkan1.1 -fauto-bind-uniforms "${files[@]}")")
      c+=("$(cd "$tmp/out" && GOMAXPROCS=$procs cpu_ms "$ours" -c --target-env=vulkan1.1 -fauto-bind-uniforms "${files[@]}")")
    done
    printf '%d files, GOMAXPROCS=%-3s wall %8s ms   CPU %8s ms\n' "${#files[@]}" "$procs" \
      "$(printf '%s\n' "${w[@]}" | median)" "$(printf '%s\n' "${c[@]}" | median)"
  done
fi

if [[ $sections == *,run,* ]]; then
  echo "== run: whole-process CPU ms, interpreter (checks on / off) beside lavapipe (median of $reps)"
  vk=1
  "$ours" devices 2>/dev/null | grep -q '^0 ' || vk=0
  printf '%-12s %5s %10s %10s %10s %9s %9s %10s %10s\n' workload size interp no-checks lavapipe "int/lvp" "on/off" "1-core" "all-cores"
  for wl in arith scan treereduce partitioned; do
    src=spirv/interp/testdata/bench/$wl.comp
    "$ours" --target-env=vulkan1.1 -o "$tmp/$wl.spv" "$src"
    for size in 64K 1M; do
      n=65536
      [ "$size" = 1M ] && n=1048576
      args=(--workgroups $((n / 256)) -b "0=uint:fill:0:$n" "$tmp/$wl.spv")
      : >"$tmp/on"; : >"$tmp/off"; : >"$tmp/vk"; : >"$tmp/r1"; : >"$tmp/r2"
      for _ in $(seq "$reps"); do
        cpu_ms "$ours" run "${args[@]}" >>"$tmp/on"; echo >>"$tmp/on"
        cpu_ms "$ours" run --no-checks "${args[@]}" >>"$tmp/off"; echo >>"$tmp/off"
        if [ "$vk" = 1 ] && [ "$wl" != partitioned ]; then
          cpu_ms "$ours" run --device vulkan "${args[@]}" >>"$tmp/vk"; echo >>"$tmp/vk"
        fi
        GOMAXPROCS=1 wall_ms "$ours" run "${args[@]}" >>"$tmp/r1"; echo >>"$tmp/r1"
        wall_ms "$ours" run "${args[@]}" >>"$tmp/r2"; echo >>"$tmp/r2"
      done
      on=$(median <"$tmp/on") off=$(median <"$tmp/off") v=$(median <"$tmp/vk")
      printf '%-12s %5s %10s %10s %10s %9s %9s %10s %10s\n' "$wl" "$size" "$on" "$off" "$v" \
        "$(awk -v a="$on" -v b="$v" 'BEGIN { if (b + 0 > 0) printf "%.2f", a / b; else print "n/a" }')" \
        "$(awk -v a="$on" -v b="$off" 'BEGIN { printf "%.2f", a / b }')" \
        "$(median <"$tmp/r1")" "$(median <"$tmp/r2")"
    done
  done
  echo "(lavapipe runs at its subgroup size 8 and has no partitioned operations; the interpreter at 32)"
fi

if [[ $sections == *,lanes,* ]]; then
  echo "== lanes: bench/interp.sh (in process)"
  SIZES=${SIZES:-64K,1M} bash bench/interp.sh
fi
