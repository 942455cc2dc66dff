#!/usr/bin/env bash
# Compile public projects' compute shaders the way their builds do, with
# glslc and with glslc-nv, and count. Point it at checkouts:
#
#   bash bench/realprojects/run.sh [NAME=]DIR...
#
# NAME is one of the *.tsv lists here (ncnn, kompute, MNN, SaschaWillems-Vulkan,
# Vulkan-Samples, niagara, uVkCompute, FidelityFX-FSR2, Granite, dxvk,
# vkd3d-proton, yuzu, gamescope, Vulkan-ValidationLayers, parallel-rdp,
# vk_mini_samples); without NAME= the directory's base name is used.
# parallel-rdp needs a Granite checkout at DIR/Granite (its submodule) and
# vk_mini_samples an nvpro_core2 checkout beside DIR (../nvpro_core2), as
# their builds do. Each row of NAME.tsv is "ENV CWD ARGS" (see
# gen.py, which derives them from the project's build files). Per project it
# prints: rows; glslc ok (exit 0); glslc-nv ok (exit 0 and the newest
# spirv-val accepts the module for ENV); glslc-nv ok where glslc failed;
# regressions (glslc ok, glslc-nv not); unpositioned (both fail, and
# glslc-nv's first message is not a file:line:column error). Those rows,
# with glslc-nv's first message, go to $LOG (default /tmp/realprojects.log).
#
# GLSLC, GLSLC_NV, SPIRV_VAL choose the tools (defaults: glslc on PATH, a
# glslc-nv built from this checkout, $GLSLC_NV_NEWTOOLS/spirv-val or the
# spirv-val on PATH). LIMIT=N takes the first N rows of each list.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ -z "${GLSLC_NV:-}" ]; then
  (cd "$here/../.." && go build -o "$tmp/glslc-nv" ./cmd/glslc-nv) || exit 1
  GLSLC_NV=$tmp/glslc-nv
fi
GLSLC=${GLSLC:-glslc}
if [ -z "${SPIRV_VAL:-}" ]; then
  SPIRV_VAL=spirv-val
  [ -n "${GLSLC_NV_NEWTOOLS:-}" ] && SPIRV_VAL=$GLSLC_NV_NEWTOOLS/spirv-val
fi
LOG=${LOG:-/tmp/realprojects.log}
limit=${LIMIT:-1000000}
: >"$LOG"
[ $# -gt 0 ] || { echo "usage: run.sh [NAME=]DIR..." >&2; exit 2; }

# binary F: F as a SPIR-V binary. With -mfmt=num the output is glslc's C
# initializer list; it is turned back into a binary.
binary() {
  if [ "$(head -c 4 "$1" | od -An -tx4 | tr -d ' ')" = 07230203 ]; then echo "$1"; return; fi
  python3 -c 'import re,struct,sys; w=[int(x,16) for x in re.findall(r"0x[0-9a-fA-F]+",open(sys.argv[1]).read())]; open(sys.argv[2],"wb").write(struct.pack("<%dI"%len(w),*w))' "$1" "$1.bin" && echo "$1.bin"
}

# valid NV GLSLC ENV: spirv-val accepts the module glslc-nv wrote for ENV.
# Where glslc's own module is valid only with --scalar-block-layout (the
# shader asks for GL_EXT_scalar_block_layout, a device feature), glslc-nv's
# is validated the same way.
valid() {
  local nv g
  nv=$(binary "$1") || return 1
  "$SPIRV_VAL" --target-env "$3" "$nv" >/dev/null 2>&1 && return 0
  [ -f "$2" ] && g=$(binary "$2") || return 1
  ! "$SPIRV_VAL" --target-env "$3" "$g" >/dev/null 2>&1 &&
    "$SPIRV_VAL" --target-env "$3" --scalar-block-layout "$g" >/dev/null 2>&1 &&
    "$SPIRV_VAL" --target-env "$3" --scalar-block-layout "$nv" >/dev/null 2>&1
}

printf '%-22s %6s %9s %11s %16s %12s %10s\n' project rows glslc_ok glslc-nv_ok nv_ok_glslc_fail regressions unpositioned
for arg in "$@"; do
  name=${arg%%=*}; dir=${arg#*=}
  [ "$name" = "$arg" ] && name=$(basename "$dir")
  list=$here/$name.tsv
  [ -f "$list" ] || { echo "no list $list for $dir" >&2; exit 2; }
  dir=$(cd "$dir" && pwd)
  NCNN_D=()
  if [ "$name" = ncnn ]; then
    while IFS= read -r d; do NCNN_D+=("-D$d"); done < <(python3 "$here/ncnn-defines.py" "$dir")
  fi
  rows=0 gok=0 nok=0 extra=0 reg=0 unpos=0
  while IFS=$'\t' read -r env cwd args; do
    [ $rows -ge $limit ] && break
    rows=$((rows + 1))
    eval "set -- $args"
    rm -f "$tmp"/a.spv "$tmp"/b.spv*
    g=0; n=0
    (cd "$dir/$cwd" && "$GLSLC" "$@" -o "$tmp/a.spv") >/dev/null 2>&1 && g=1
    if (cd "$dir/$cwd" && timeout 60 "$GLSLC_NV" "$@" -o "$tmp/b.spv") >/dev/null 2>"$tmp/err"; then
      if valid "$tmp/b.spv" "$tmp/a.spv" "$env"; then n=1; else echo "spirv-val rejects the module" >"$tmp/err"; fi
    fi
    gok=$((gok + g)); nok=$((nok + n))
    if [ $g = 0 ] && [ $n = 1 ]; then
      extra=$((extra + 1))
      printf '%s\t%s\t%s\t%s\n' "$name" "$cwd" "$args" "glslc-nv compiles what glslc refuses" >>"$LOG"
    fi
    if [ $g = 0 ] && [ $n = 0 ] && ! grep -qE '^[^ ]+:[0-9]+:[0-9]+: error: ' "$tmp/err"; then
      unpos=$((unpos + 1))
      printf '%s\t%s\t%s\t%s\n' "$name" "$cwd" "$args" "no positioned error: $(grep -m1 . "$tmp/err")" >>"$LOG"
    fi
    if [ $g = 1 ] && [ $n = 0 ]; then
      reg=$((reg + 1))
      printf '%s\t%s\t%s\t%s\n' "$name" "$cwd" "$args" "$(grep -m1 . "$tmp/err")" >>"$LOG"
    fi
  done <"$list"
  printf '%-22s %6d %9d %11d %16d %12d %10d\n' "$name" $rows $gok $nok $extra $reg $unpos
done
