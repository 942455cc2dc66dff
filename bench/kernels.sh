#!/usr/bin/env bash
# The float, memory and barrier kernels of issue 30 on the interpreter's two
# engines beside lavapipe, as whole processes on the same SPIR-V:
#
#   matmul    384x384 float matrix product, 16x16 tiles in shared memory,
#             two barriers per tile (bench/kernels/matmul.comp)
#   softmax   row softmax of 1024x1024 floats: subgroupMax, subgroupAdd,
#             shared memory across subgroups, exp (softmax.comp)
#   reduce    4M floats summed per subgroup with subgroupAdd (reduce.comp)
#
#   bash bench/kernels.sh                  REPS=3
#   REPS=5 KERNELS=matmul,softmax bash bench/kernels.sh
#
# Columns: CPU milliseconds (user+sys of the process, median of REPS runs,
# GNU time's 10 ms resolution) of `glslc-nv run` (--engine fast, the
# default), `glslc-nv run --engine reference` and `glslc-nv run --device
# vulkan` (lavapipe: pipeline creation, upload, dispatch, readback, in its
# worker process), and the ratios to lavapipe. Before timing, the fast and
# the reference engine must print the same buffers and lane-instruction
# count (the script stops otherwise). The interpreter runs at subgroup size
# 32, lavapipe at its own (8 on Mesa 25's 256-bit llvmpipe).
set -euo pipefail
cd "$(dirname "$0")/.."
reps=${REPS:-3}
kernels=${KERNELS:-matmul,softmax,reduce}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/glslc-nv" ./cmd/glslc-nv
ours=$tmp/glslc-nv

cpu_ms() {
  /usr/bin/time -f '%U %S' -o "$tmp/time" "$@" >/dev/null 2>&1 || true
  awk 'END { printf "%.0f", ($1 + $2) * 1000 }' "$tmp/time"
}
median() { sort -g | awk '{ a[NR] = $1 } END { m = (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2; printf "%.0f", m }'; }

args_of() {
  case $1 in
  matmul) echo "--workgroups 24,24 -b 0=float:series:0:0.001:147456 -b 1=float:series:1:-0.0001:147456 -b 2=float:fill:0:147456" ;;
  softmax) echo "--workgroups 1024 -b 0=float:series:-4:0.0000076:1048576 -b 1=float:fill:0:1048576" ;;
  reduce) echo "--workgroups 16384 -b 0=float:series:0:0.25:4194304 -b 1=float:fill:0:524288" ;;
  *) echo "unknown kernel $1" >&2; exit 2 ;;
  esac
}

printf '%-8s %10s %10s %10s %12s %12s\n' kernel fast_ms ref_ms lavapipe_ms fast/lavapipe ref/lavapipe
IFS=, read -r -a ks <<<"$kernels"
for k in "${ks[@]}"; do
  read -r -a args <<<"$(args_of "$k")"
  "$ours" --target-env=vulkan1.1 -o "$tmp/$k.spv" "bench/kernels/$k.comp"
  # the engines must agree before they are timed (the time differs)
  "$ours" run --full "${args[@]}" "$tmp/$k.spv" | sed 's/, [0-9.]* ms$//; s/^interpreter: fast engine/interpreter/' >"$tmp/fast.out"
  "$ours" run --full --engine reference "${args[@]}" "$tmp/$k.spv" | sed 's/, [0-9.]* ms$//; s/^interpreter: reference engine/interpreter/' >"$tmp/ref.out"
  if ! cmp -s "$tmp/fast.out" "$tmp/ref.out"; then
    echo "$k: the fast and the reference engine disagree:" >&2
    diff "$tmp/fast.out" "$tmp/ref.out" | head -20 >&2
    exit 1
  fi
  : >"$tmp/f"; : >"$tmp/r"; : >"$tmp/v"
  for _ in $(seq "$reps"); do
    cpu_ms "$ours" run "${args[@]}" "$tmp/$k.spv" >>"$tmp/f"; echo >>"$tmp/f"
    cpu_ms "$ours" run --engine reference "${args[@]}" "$tmp/$k.spv" >>"$tmp/r"; echo >>"$tmp/r"
    cpu_ms "$ours" run --device vulkan "${args[@]}" "$tmp/$k.spv" >>"$tmp/v"; echo >>"$tmp/v"
  done
  f=$(median <"$tmp/f"); r=$(median <"$tmp/r"); v=$(median <"$tmp/v")
  printf '%-8s %10s %10s %10s %12s %12s\n' "$k" "$f" "$r" "$v" \
    "$(awk -v a="$f" -v b="$v" 'BEGIN { printf (b > 0 ? "%.2f" : "n/a"), a / b }')" \
    "$(awk -v a="$r" -v b="$v" 'BEGIN { printf (b > 0 ? "%.2f" : "n/a"), a / b }')"
done
