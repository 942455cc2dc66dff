#!/usr/bin/env bash
# Runs the whole glslc-nv test suite. Installs the reference tools the tests
# compare against when they are missing (Debian packages; root or sudo), and
# the ANTLR tool used by the stale-parser check (npm package antlr4ng-cli),
# then runs go vet and every test with missing tools treated as failures.
#
# lavapipe (mesa-vulkan-drivers) comes from bookworm-backports on Debian 12:
# bookworm's own Mesa 22.3 lacks Vulkan 1.3+/1.4, native clustered and rotate
# subgroup operations, maximal reconvergence, zero-initialized workgroup
# memory and integer dot product, so the differential tests would exercise
# only the emulated paths. The tests still pass on 22.3 (a developer without
# backports); the known-bug lists are keyed by the Mesa version the device
# reports at run time.
set -euo pipefail
cd "$(dirname "$0")/.."

# Every step says what it does, with the time since the start, so that no
# minute of the run is silent; long steps print a heartbeat line every
# GLSLC_NV_HEARTBEAT seconds (default 60).
started=$SECONDS
clock() { printf '%d:%02d' $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60)); }
step() { echo "==> [$(clock)] $*"; }
# with_heartbeat CMD... runs CMD, printing "still running" while it does.
with_heartbeat() {
  local what="$1"
  shift
  (
    s=""
    trap '[ -n "$s" ] && kill "$s" 2>/dev/null; exit 0' TERM
    while :; do
      sleep "${GLSLC_NV_HEARTBEAT:-60}" &
      s=$!
      wait "$s"
      echo "    [$(clock)] $what still running" >&2
    done
  ) >/dev/null &
  local hb=$!
  local rc=0
  "$@" || rc=$?
  kill "$hb" 2>/dev/null || true
  wait "$hb" 2>/dev/null || true
  return "$rc"
}

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO=sudo
apt_updated=0
apt_update() {
  [ "$apt_updated" = 1 ] && return 0
  $SUDO apt-get update -qq
  apt_updated=1
}
apt_install() {
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}
# installed_version PKG prints PKG's installed version, or nothing.
installed_version() {
  dpkg-query -W -f='${db:Status-Abbrev}${Version}' "$1" 2>/dev/null | sed -n 's/^ii *//p' || true
}

codename=$( (. /etc/os-release && echo "${VERSION_CODENAME:-}") 2>/dev/null || true)
mesa_min=25 # the oldest Mesa CI is meant to run on (bookworm-backports)

# setup_backports adds bookworm-backports as a deb822 source with the URI,
# components and keyring of the stanza that already serves bookworm.
setup_backports() {
  if grep -qsE '^[^#]*bookworm-backports' /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; then
    return 0
  fi
  local uri="" comps="" key=""
  if [ -f /etc/apt/sources.list.d/debian.sources ]; then
    read -r uri comps key < <(awk -v RS= '
      {
        u = ""; c = ""; k = ""; hit = 0
        n = split($0, ln, "\n")
        for (i = 1; i <= n; i++) {
          f = ln[i]
          if (f ~ /^Suites:/)     { m = split(f, a, /[ \t]+/); for (j = 2; j <= m; j++) if (a[j] == "bookworm") hit = 1 }
          if (f ~ /^URIs:/)       { split(f, a, /[ \t]+/); u = a[2] }
          if (f ~ /^Components:/) { sub(/^Components:[ \t]*/, "", f); gsub(/[ \t]+/, ",", f); c = f }
          if (f ~ /^Signed-By:/)  { sub(/^Signed-By:[ \t]*/, "", f); k = f }
        }
        if (hit && u != "") { print u, c, k; exit }
      }' /etc/apt/sources.list.d/debian.sources)
  fi
  uri=${uri:-http://deb.debian.org/debian}
  comps=${comps:-main}
  key=${key:-/usr/share/keyrings/debian-archive-keyring.gpg}
  echo "adding bookworm-backports ($uri)"
  printf 'Types: deb\nURIs: %s\nSuites: bookworm-backports\nComponents: %s\nSigned-By: %s\n' \
    "$uri" "${comps//,/ }" "$key" | $SUDO tee /etc/apt/sources.list.d/bookworm-backports.sources >/dev/null
  apt_updated=0
}

apt_pkgs=(glslang-tools glslc spirv-tools spirv-headers libvulkan1 vulkan-tools default-jre-headless npm chromium libshaderc-dev gcc)
step "checking the reference tools: ${apt_pkgs[*]} mesa-vulkan-drivers"
missing=()
for p in "${apt_pkgs[@]}"; do
  if [ "$p" = default-jre-headless ] && command -v java >/dev/null 2>&1; then continue; fi
  if [ "$p" = npm ] && command -v npm >/dev/null 2>&1; then continue; fi
  [ -n "$(installed_version "$p")" ] || missing+=("$p")
done

mesa=$(installed_version mesa-vulkan-drivers)
# GLSLC_NV_NO_BACKPORTS=1 keeps bookworm's own Mesa (22.3).
backports=0
if [ "$codename" = bookworm ] && [ -z "${GLSLC_NV_NO_BACKPORTS:-}" ]; then backports=1; fi
if [ -z "$mesa" ] && [ "$backports" = 0 ]; then missing+=(mesa-vulkan-drivers); fi
if [ ${#missing[@]} -gt 0 ]; then
  step "installing with apt-get: ${missing[*]} (a few minutes on a fresh machine)"
  apt_update
  with_heartbeat "apt-get install" apt_install "${missing[@]}"
else
  echo "    all installed"
fi
if [ "$backports" = 1 ] && { [ -z "$mesa" ] || dpkg --compare-versions "$mesa" lt "$mesa_min~"; }; then
  setup_backports
  apt_update
  # Every installed package built from the mesa source moves with lavapipe:
  # they share libraries (libglapi, libgallium, libllvm) at one version.
  mapfile -t mesa_pkgs < <(dpkg-query -W -f='${db:Status-Abbrev}|${binary:Package}|${source:Package}\n' 2>/dev/null |
    awk -F'|' '$1 ~ /^ii/ && $3 == "mesa" && $2 !~ /^mesa-vulkan-drivers/ { print $2 }')
  step "installing mesa-vulkan-drivers from bookworm-backports (installed: ${mesa:-none})"
  with_heartbeat "apt-get install" apt_install -t bookworm-backports mesa-vulkan-drivers "${mesa_pkgs[@]}"
fi
echo "    tests run on Mesa $(installed_version mesa-vulkan-drivers) (lavapipe, mesa-vulkan-drivers)"
# The ANTLR 4.13 tool (a jar inside the npm package antlr4ng-cli), for the
# test that regenerates the parser and compares it with the committed one.
step "the ANTLR 4.13 tool (npm antlr4ng-cli, cached after the first run)"
echo "    $(with_heartbeat "npm install antlr4ng-cli" bash grammar/antlr-jar.sh)"

# The newest glslang and SPIRV-Tools, built from ../shared/tools once per
# machine (about 8 minutes on two cores the first time, cached outside the
# clone): every module the tests emit is validated by the newest spirv-val.
step "the newest glslang and SPIRV-Tools (../shared/tools/build-newtools.sh, cached after the first build)"
newtools_script=${GLSLC_NV_SHARED:-$(cd .. && pwd)/shared}/tools/build-newtools.sh
if [ ! -f "$newtools_script" ]; then
  echo "missing $newtools_script: the shared folder must be beside the checkout (or GLSLC_NV_SHARED set)" >&2
  exit 1
fi
newtools_bin=$(with_heartbeat "build-newtools.sh" bash "$newtools_script" | tail -1)
if [ ! -x "$newtools_bin/spirv-val" ]; then
  echo "build-newtools.sh did not give a bin folder with spirv-val (got: $newtools_bin)" >&2
  exit 1
fi
export GLSLC_NV_NEWTOOLS="$newtools_bin"
export GLSLC_NV_SPIRV_VAL="$newtools_bin/spirv-val"
echo "    $newtools_bin ($("$newtools_bin/spirv-val" --version | head -1))"

export GLSLC_NV_REQUIRE_TOOLS=1
# No Vulkan loader or device (lavapipe) is a failure too, never a skip.
export GLSLC_NV_REQUIRE_VULKAN=1
# The differential generator's programs also run on lavapipe (each
# dispatch in a child process, so a driver crash is a reported failure),
# and the regression cases that name lavapipe are replayed.
export GLSLC_NV_DIFF_LAVAPIPE=${GLSLC_NV_DIFF_LAVAPIPE:-1}
step "go vet ./..."
with_heartbeat "go vet" go vet ./...
echo "    clean"
# Other platforms must keep compiling: 32-bit (GOARCH=386, tests included)
# and a platform without the Vulkan bindings (Windows, stub_other.go).
step "cross-platform: GOARCH=386 go vet ./..., GOOS=windows go build ./..."
with_heartbeat "go vet (386)" env GOARCH=386 go vet ./...
with_heartbeat "go build (windows)" env GOOS=windows go build ./...
echo "    clean"
# go test runs in two parts, each package with an explicit time limit
# (go test -timeout) chosen for a slow machine: a 2-core runner under load,
# with cold driver shader caches. No test's verdict depends on the clock
# below that limit; the heavy suites are bounded by their work (programs,
# shaders, AmberScript files) and log a progress line per tenth of it. The
# heavy packages run one at a time with -v, showing only those lines and
# the verdict (the whole log when one fails); the others run together,
# one line per package as it finishes.
#
# PACKAGE LIMIT. Measured on the 2-core machine with two other CPU-bound
# processes running and load average 5-13 (issue 33): internal/cli 11.2 min,
# conformance/gen 4.3 (15 when the machine also built Go at load 7),
# spirv/vulkan 1.4, sema 1.2, spirv/interp 1.1, conformance 0.7, e2e 0.7;
# the light packages 5.5 together (spirv 2.1, frontend/pp 1.8, lower 1.5).
# The limits are 5x or more of that: only a hang reaches them.
heavy_pkgs=(
  "./conformance/gen 60m"
  "./internal/cli 60m"
  "./conformance 30m"
  "./spirv/vulkan 30m"
  "./spirv/interp 30m"
  "./sema 30m"
  "./e2e 30m"
)
light_limit=20m
# run_heavy PACKAGE LIMIT ARGS...: go test -v of one package; prints its
# progress lines and verdict as they come, and its whole log if it fails.
run_heavy() {
  local pkg=$1 limit=$2
  shift 2
  local log rc
  log=$(mktemp)
  { go test -count=1 -v -timeout "$limit" "$pkg" "$@" 2>&1; echo $? >"$log.rc"; } | tee "$log" |
    { grep --line-buffered -E '^ +[A-Za-z0-9_]+\.go:[0-9]+: Test[^ ]*: [0-9]+ of [0-9]+ |^(ok|FAIL)[[:space:]]|^--- FAIL|^panic:' || true; }
  rc=$(cat "$log.rc")
  # the slowest tests, for choosing the limits above
  echo "    slowest: $(sed -n -E 's/^--- (PASS|FAIL): (Test[^ ]*) \(([0-9.]+)s\)$/\3 \2/p' "$log" | sort -rn | head -3 | awk '{ printf "%s%s %ss", (NR > 1 ? ", " : ""), $2, $1 }')"
  if [ "$rc" != 0 ]; then
    echo "    --- the log of $pkg (go test -v), without the passing tests' RUN/PASS lines:"
    grep -v -E '^[[:space:]]*(=== (RUN|PAUSE|CONT|NAME)|--- (PASS|SKIP))' "$log" || true
  fi
  rm -f "$log" "$log.rc"
  return "$rc"
}
heavy_names=()
for h in "${heavy_pkgs[@]}"; do heavy_names+=("${h%% *}"); done
mapfile -t light < <(go list ./... | sed "s#^$(go list -m)#.#" | grep -v -x -F "${heavy_names[@]/#/-e}")
failed=()
step "go test -count=1 -timeout $light_limit: ${#light[@]} packages $* (one line per package as it finishes)"
with_heartbeat "go test" go test -count=1 -timeout "$light_limit" "${light[@]}" "$@" || failed+=("the ${#light[@]} light packages")
for h in "${heavy_pkgs[@]}"; do
  read -r pkg limit <<<"$h"
  step "go test -count=1 -v -timeout $limit $pkg $* (progress lines only)"
  with_heartbeat "go test $pkg" run_heavy "$pkg" "$limit" "$@" || failed+=("$pkg")
done
if [ ${#failed[@]} -gt 0 ]; then
  step "FAILED: ${failed[*]}"
  exit 1
fi
step "done: every package passed"
