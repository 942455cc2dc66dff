#!/usr/bin/env bash
# Interpreter timings: the four workloads of spirv/interp/testdata/bench
# (arith loop, subgroup inclusive scan, partitioned reduce with 16 keys,
# shared-memory tree reduction) at 1K, 4K, 64K and 1M invocations, checks on
# and off, through the driver in bench/interp, beside lavapipe (Mesa's CPU
# Vulkan driver, through spirv/vulkan) running the same SPIR-V.
#
#   bash bench/interp.sh                         all workloads and sizes
#   SIZES=1K,64K WORKLOADS=scan bash bench/interp.sh
#   MINTIME=1s REPS=5 NOVULKAN=1 bash bench/interp.sh
#
# Columns: median wall time of one Run; lane-instructions (each executed
# instruction counted once per active lane) per wall second over all
# workers, and per second of process CPU time (user+sys: the per-core speed,
# meaningful on a loaded machine where wall times are not); interp e2e =
# Load + Run; lavapipe e2e = the whole Device.Run (pipeline creation, which
# compiles the shader, upload, dispatch, readback, teardown) and its
# dispatch alone; e2e speedup = lavapipe e2e / interp e2e (checks on or off).
# lavapipe runs with its fixed subgroup size 8 and has no partitioned
# operations ("n/a (unsupported)"); the interpreter runs at 32.
set -euo pipefail
cd "$(dirname "$0")/.."
args=(-sizes "${SIZES:-1K,4K,64K,1M}" -workloads "${WORKLOADS:-arith,scan,partitioned,treereduce}"
  -mintime "${MINTIME:-300ms}" -reps "${REPS:-3}")
if [ -n "${NOVULKAN:-}" ]; then
  args+=(-novulkan)
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if ! go build -o "$tmp/interp" ./bench/interp 2>"$tmp/err"; then
  # spirv/vulkan missing or broken: build without lavapipe
  cat "$tmp/err" >&2
  echo "lavapipe column: n/a (spirv/vulkan missing)" >&2
  exit 1
fi
"$tmp/interp" "${args[@]}"
