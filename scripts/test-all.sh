#!/usr/bin/env bash
# Runs the whole glslc-nv test suite. Installs the reference tools the tests
# compare against when they are missing (Debian packages; root or sudo), and
# the ANTLR tool used by the stale-parser check (npm package antlr4ng-cli),
# then runs go vet and every test with missing tools treated as failures.
set -euo pipefail
cd "$(dirname "$0")/.."

apt_pkgs=(glslang-tools spirv-tools spirv-headers mesa-vulkan-drivers libvulkan1 default-jre-headless npm)
missing=()
for p in "${apt_pkgs[@]}"; do
  if [ "$p" = default-jre-headless ] && command -v java >/dev/null 2>&1; then continue; fi
  if [ "$p" = npm ] && command -v npm >/dev/null 2>&1; then continue; fi
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# The ANTLR 4.13 tool (a jar inside the npm package antlr4ng-cli), for the
# test that regenerates the parser and compares it with the committed one.
bash grammar/antlr-jar.sh >/dev/null

export GLSLC_NV_REQUIRE_TOOLS=1
# No Vulkan loader or device (lavapipe) is a failure too, never a skip.
export GLSLC_NV_REQUIRE_VULKAN=1
# The differential generator's programs also run on lavapipe (each
# dispatch in a child process, so a driver crash is a reported failure),
# and the regression cases that name lavapipe are replayed.
export GLSLC_NV_DIFF_LAVAPIPE=${GLSLC_NV_DIFF_LAVAPIPE:-1}
go vet ./...
go test -count=1 ./... "$@"
