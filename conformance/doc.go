// Package conformance owns the project's AmberScript runner: a parser for
// the compute subset of AmberScript (Amber's test format: SHADER, BUFFER,
// PIPELINE, RUN, REPEAT, COPY, EXPECT, DEVICE_FEATURE, ...), a runner that
// executes a parsed script on a Device — the reference interpreter
// (InterpDevice) now, a Vulkan driver later — and checks its expectations,
// and the project's end-to-end cases under cases/. GLSL shaders are
// compiled by a CompileFunc the caller supplies. docs/amber.md describes
// the supported subset.
package conformance
