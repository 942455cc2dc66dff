#!/usr/bin/env bash
# The Vulkan back end's overhead (spirv/vulkan), on the first CPU device
# (lavapipe) or device 0:
#   Open              instance + device creation and destruction
#   OpenIsolated      the same in a worker process (run --device vulkan)
#   Dispatch          one Run of an integer loop (64 iterations of 5 ops per
#                     invocation) at 1K, 64K and 1M invocations, split into
#                     setup (objects + pipeline), dispatch (submit + wait) and
#                     readback (copy into Go memory)
#   IsolatedDispatch  the same Run through the worker process
#   PipelineCold      a Run whose shader the driver has not compiled yet
# For the interpreter beside lavapipe on the same SPIR-V see bench/interp.sh.
#
#   bash bench/vulkan.sh                 default -benchtime 1s, 3 repetitions
#   BENCHTIME=300ms COUNT=5 bash bench/vulkan.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export GLSLC_NV_REQUIRE_VULKAN=1 # no device: fail, do not print an empty table
go test -run '^$' -bench '^Benchmark(Open|OpenIsolated|Dispatch|IsolatedDispatch|PipelineCold)$' \
  -benchtime "${BENCHTIME:-1s}" -count "${COUNT:-3}" ./spirv/vulkan
