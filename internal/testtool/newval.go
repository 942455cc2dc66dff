package testtool

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// NewerValEnv names a spirv-val that knows SPV_KHR_cooperative_matrix,
// SPV_KHR_bfloat16, SPV_EXT_float8 and SPV_NV_cooperative_matrix2 (SPIRV-Tools
// 2025 or later, built from its public source). The installed spirv-val
// (SPIRV-Tools 2023.1, Debian 12) rejects modules using them as unknown, so
// tests validate such modules only when this variable is set. It is the
// same variable the Vulkan back end reads for its validator
// (spirv/vulkan.ValidatorEnv), so it also validates what tests give
// lavapipe: SPIRV-Tools 2026.4 rejects glslc's module of ggml's
// get_rows_iq1_m, which TestGGMLSameAsGlslang then reports.
const NewerValEnv = "GLSLC_NV_SPIRV_VAL"

// NewerVal returns the path of the newer spirv-val named by
// GLSLC_NV_SPIRV_VAL, or "" when it is not set. A set but unusable path
// fails the test.
func NewerVal(t testing.TB) string {
	t.Helper()
	p := os.Getenv(NewerValEnv)
	if p == "" {
		return ""
	}
	if _, err := exec.LookPath(p); err != nil {
		t.Fatalf("%s=%s: %v", NewerValEnv, p, err)
	}
	return p
}

// ValidateNewer validates words (a SPIR-V binary) with the newer spirv-val
// for env and reports whether it ran: false (with a log line saying what
// was not checked) when GLSLC_NV_SPIRV_VAL is not set.
func ValidateNewer(t testing.TB, what string, bin []byte, env string) bool {
	t.Helper()
	val := NewerVal(t)
	if val == "" {
		t.Logf("%s: not validated: the installed spirv-val predates its extensions; set %s to a newer spirv-val to check it", what, NewerValEnv)
		return false
	}
	path := filepath.Join(t.TempDir(), "m.spv")
	if err := os.WriteFile(path, bin, 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(val, "--target-env", env, path).CombinedOutput(); err != nil {
		t.Errorf("%s: %s --target-env %s: %v\n%s", what, val, env, err, out)
	}
	return true
}
