#!/usr/bin/env bash
# Runs Google Amber's own AmberScript cases that have no graphics pipeline
# on glslc-nv's interpreter (conformance.TestAmberCases).
#
#   scripts/amber-cases.sh AMBER [OUTDIR]
#
# AMBER is a local google/amber checkout (a work tree with tests/cases/, or
# a bare git repository, read at HEAD). Its tests/cases files without
# "PIPELINE graphics" are copied, with the data files they name (.comp,
# .spv, .bin, .txt, .png), into OUTDIR (default: a new temporary
# directory), never into this repository; the test then runs them and
# fails on any file that does not end as Amber reports it, except those it
# lists with their reasons.
set -euo pipefail
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: $0 AMBER_CHECKOUT [OUTDIR]" >&2
  exit 2
fi
amber=$1
repo=$(cd "$(dirname "$0")/.." && pwd)
out=${2:-$(mktemp -d "${TMPDIR:-/tmp}/amber-cases.XXXXXX")}
mkdir -p "$out"
out=$(cd "$out" && pwd)
case "$out/" in
  "$repo"/*) echo "$0: OUTDIR must be outside the repository" >&2; exit 2 ;;
esac

src=$(mktemp -d "${TMPDIR:-/tmp}/amber-src.XXXXXX")
trap 'rm -rf "$src"' EXIT
if [ -d "$amber/tests/cases" ]; then
  cp -R "$amber/tests/cases/." "$src/"
elif git -C "$amber" rev-parse --git-dir >/dev/null 2>&1; then
  git -C "$amber" archive HEAD tests/cases | tar -x -C "$src" --strip-components=2
else
  echo "$0: $amber is neither an Amber work tree nor a git repository" >&2
  exit 2
fi

n=0
for f in "$src"/*; do
  [ -f "$f" ] || continue
  case "$f" in
    *.vkscript) continue ;;
    *.amber) grep -q 'PIPELINE graphics' "$f" && continue; n=$((n + 1)) ;;
  esac
  cp "$f" "$out/"
done
echo "$n AmberScript files without a graphics pipeline in $out"

cd "$repo"
GLSLC_NV_AMBER_CASES=$out go test ./conformance -run '^TestAmberCases$' -count=1 -v
