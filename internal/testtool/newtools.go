package testtool

import (
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"testing"
)

// NewToolsEnv names the bin folder of the newest reference tools (glslang
// 16.5 and SPIRV-Tools 2026.4, built by ../shared/tools/build-newtools.sh);
// scripts/test-all.sh sets it. Without it, New looks in that script's cache
// folder.
const NewToolsEnv = "GLSLC_NV_NEWTOOLS"

// NewToolsDir returns the bin folder of the newest tools, or "" when they
// are not built.
func NewToolsDir() string {
	if d := os.Getenv(NewToolsEnv); d != "" {
		return d
	}
	cache := os.Getenv("GLSLC_NV_TOOLS_CACHE")
	if cache == "" {
		base := os.Getenv("XDG_CACHE_HOME")
		if base == "" {
			home, err := os.UserHomeDir()
			if err != nil {
				return ""
			}
			base = filepath.Join(home, ".cache")
		}
		cache = filepath.Join(base, "glslc-nv", "newtools")
	}
	bins, _ := filepath.Glob(filepath.Join(cache, "*", "bin", "spirv-val"))
	if len(bins) == 0 {
		return ""
	}
	sort.Strings(bins)
	return filepath.Dir(bins[len(bins)-1])
}

// New returns the path of the newest build of tool (glslangValidator,
// spirv-val, spirv-dis, spirv-as, spirv-opt), or stops the test like
// Require when those tools are not built.
func New(t testing.TB, tool string) string {
	t.Helper()
	if d := NewToolsDir(); d != "" {
		p := filepath.Join(d, tool)
		if _, err := exec.LookPath(p); err == nil {
			return p
		}
	}
	msg := "the newest " + tool + " is not built (run bash ../shared/tools/build-newtools.sh, or set " + NewToolsEnv + ")"
	if Strict() {
		t.Fatal(msg + "; required in CI")
	}
	t.Skip(msg)
	return ""
}
