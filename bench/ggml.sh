#!/usr/bin/env bash
# Whole-process compile time of ggml's Vulkan shaders, as ggml's build invokes
# glslc: every base row of ../shared/corpus/ggml-vulkan/INVOCATIONS.tsv (or
# the first N with LIMIT=N), compiled one process at a time from shaders/ by
# glslc-nv, glslc and glslangValidator in turn, in the same run. Prints, per
# tool, the rows it compiled, the user+system CPU seconds and wall seconds of
# the whole set, and the peak resident memory of the process that needed the
# most (GNU time), then the ratios against glslc.
#
#   bash bench/ggml.sh              all 1,439 base rows
#   LIMIT=200 bash bench/ggml.sh    a quicker sample
set -euo pipefail
cd "$(dirname "$0")/.."
shared=${GLSLC_NV_SHARED:-$(cd .. && pwd)/shared}
dir="$shared/corpus/ggml-vulkan"
limit=${LIMIT:-100000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/glslc-nv" ./cmd/glslc-nv
for t in glslc glslangValidator; do
  command -v $t >/dev/null || { echo "$t not found (apt-get install glslc glslang-tools)"; exit 1; }
done
[ -x /usr/bin/time ] || { echo "GNU time not found (apt-get install time)"; exit 1; }

# rows: name, source, env, -O or -, defines (base rows only)
awk -F'\t' -v n="$limit" 'NR > 1 && $5 == "-" && c++ < n' "$dir/INVOCATIONS.tsv" >"$tmp/rows"

run_tool() { # tool: writes "ok cpu_s maxrss_kb" per row to $tmp/$1.out
  local tool=$1 name src env opt defs
  : >"$tmp/$tool.out"
  local t0 t1
  t0=$(date +%s%N)
  while IFS=$'\t' read -r name src env opt _ defs; do
    local args=()
    case $tool in
      glslc-nv) args=("$tmp/glslc-nv" -fshader-stage=compute --target-env="$env") ;;
      glslc) args=(glslc -fshader-stage=compute --target-env="$env") ;;
      glslangValidator) args=(glslangValidator -V --target-env "$env" -S comp) ;;
    esac
    if [ "$tool" != glslangValidator ] && [ "$opt" = -O ]; then args+=(-O); fi
    for d in $defs; do args+=("-D$d"); done
    local in=$src
    if [ "$tool" = glslangValidator ]; then
      # glslc enables #include itself; glslangValidator 12 needs the
      # #extension line, so it compiles a copy that has one after #version.
      in="$tmp/src/$src"
      [ -f "$in" ] || { mkdir -p "$tmp/src"; sed '/^#version/a #extension GL_GOOGLE_include_directive : require' "$dir/shaders/$src" >"$in"; }
      args+=(-I.)
    fi
    args+=("$in" -o "$tmp/out.spv")
    if (cd "$dir/shaders" && /usr/bin/time -f '%U %S %M' -o "$tmp/t" "${args[@]}" >/dev/null 2>&1); then ok=1; else ok=0; fi
    read -r u s m < <(tail -n 1 "$tmp/t") || { u=0 s=0 m=0; }
    echo "$ok $u $s $m" >>"$tmp/$tool.out"
  done <"$tmp/rows"
  t1=$(date +%s%N)
  echo $(( (t1 - t0) / 1000000 )) >"$tmp/$tool.wall"
}

printf '%-18s %8s %10s %10s %12s\n' tool compiled cpu_s wall_s peak_rss_MB
for tool in glslc-nv glslc glslangValidator; do
  run_tool $tool
  awk -v tool=$tool -v wall="$(cat "$tmp/$tool.wall")" '
    { ok += $1; cpu += $2 + $3; if ($4 > m) m = $4 }
    END { printf "%-18s %5d/%-4d %10.1f %10.1f %12.1f\n", tool, ok, NR, cpu, wall / 1000, m / 1024 }' "$tmp/$tool.out" | tee -a "$tmp/table"
done
awk '{ cpu[$1] = $3 } END { printf "cpu ratio glslc-nv/glslc %.2f, glslc-nv/glslangValidator %.2f\n", cpu["glslc-nv"] / cpu["glslc"], cpu["glslc-nv"] / cpu["glslangValidator"] }' "$tmp/table"
