#!/bin/sh
# Runs GLSL compute shaders through the !!NVcp5.0 back end on an NVIDIA
# OpenGL driver (headless EGL) and compares the buffers with the reference
# interpreter. Not part of CI. Without an NVIDIA driver it says so.
#
#   cmd/nvasm-eglrun/run.sh [-groups x,y,z] shader.comp...
#   (default: the golden programs of e2e/testdata/nvasm/golden)
set -e
cd "$(dirname "$0")/../.."
if ! ldconfig -p 2>/dev/null | grep -q 'libEGL_nvidia\.so'; then
	echo "nvasm-egl: no NVIDIA OpenGL driver present (libEGL_nvidia.so not found); nothing run"
	exit 0
fi
if [ $# -eq 0 ]; then
	set -- e2e/testdata/nvasm/golden/*.comp
fi
exec go run -tags nvasm_egl ./cmd/nvasm-eglrun "$@"
