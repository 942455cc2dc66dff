// Package e2e holds the whole-pipeline tests: GLSL through the front end,
// sema and a back end, then validated (spirv-val), assembled back
// (frontend/nvasm) or executed (spirv/interp, lavapipe), compared with the
// reference tools. A stage package's own tests exercise that stage alone;
// a test that needs two stages or more lives here. It has no code of its
// own: the pipeline is wired by internal/driver.
//
// Files by origin: nvasm_*_test.go (the !!NVcp5.0 back end, run both
// ways; testdata/nvasm), sema_*_test.go (GLSL semantics checked by
// lowering, validating and running the result; their shaders stay in
// sema/testdata), opt_equiv_test.go (every shader with and without -O
// on the interpreter: the optimiser changes nothing observable).
package e2e
