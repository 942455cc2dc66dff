// Package testtool finds the external reference tools the tests compare
// against (glslangValidator, spirv-val, spirv-as, spirv-dis, java, ...) and the
// shared corpus. Locally a missing tool skips the test that needs it, with a
// message that says what to install; in CI (CI or GLSLC_NV_REQUIRE_TOOLS set
// in the environment) a missing tool fails the test, so nothing is skipped
// silently there.
package testtool

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
)

// packages names the Debian package that provides each tool.
var packages = map[string]string{
	"glslangValidator": "glslang-tools",
	"glslc":            "glslc",
	"spirv-val":        "spirv-tools",
	"spirv-as":         "spirv-tools",
	"spirv-dis":        "spirv-tools",
	"java":             "default-jre-headless",
	"npm":              "npm",
	"chromium":         "chromium",
}

// Strict reports whether missing tools must fail tests instead of skipping
// them.
func Strict() bool {
	return os.Getenv("CI") != "" || os.Getenv("GLSLC_NV_REQUIRE_TOOLS") != ""
}

// Require returns the path of tool, or stops the test: Fatal in CI, Skip
// elsewhere.
//
// spirv-val is the newest build (NewToolsDir) when there is one, so that
// every module is validated by the newest validator. The other tools stay
// the installed ones: glslangValidator (glslang 12) is what the drop-in
// comparisons measure against, and spirv-dis and spirv-as are what the
// disassembler and assembler are compared with (their grammar tables are
// generated from the installed SPIRV-Headers). New gives the newest of any.
func Require(t testing.TB, tool string) string {
	t.Helper()
	switch tool {
	case "spirv-val":
		if d := NewToolsDir(); d != "" {
			if p, err := exec.LookPath(filepath.Join(d, tool)); err == nil {
				return p
			}
		}
	}
	p, err := exec.LookPath(tool)
	if err == nil {
		return p
	}
	msg := tool + " not found on PATH"
	if pkg, ok := packages[tool]; ok {
		msg += " (install the Debian package " + pkg + ")"
	}
	if Strict() {
		t.Fatal(msg + "; required in CI")
	}
	t.Skip(msg)
	return ""
}

// RepoRoot returns the root of the glslc-nv checkout (the folder holding
// go.mod).
func RepoRoot() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Dir(filepath.Dir(filepath.Dir(file)))
}

// SharedDir returns the project's shared folder (../shared beside the
// checkout, or $GLSLC_NV_SHARED), or stops the test like Require when it is
// absent.
func SharedDir(t testing.TB) string {
	t.Helper()
	dir := os.Getenv("GLSLC_NV_SHARED")
	if dir == "" {
		dir = filepath.Join(filepath.Dir(RepoRoot()), "shared")
	}
	if st, err := os.Stat(dir); err == nil && st.IsDir() {
		return dir
	}
	msg := "shared folder " + dir + " not found (set GLSLC_NV_SHARED)"
	if Strict() {
		t.Fatal(msg + "; required in CI")
	}
	t.Skip(msg)
	return ""
}

// CorpusDir returns shared/corpus/glslang.
func CorpusDir(t testing.TB) string {
	t.Helper()
	return filepath.Join(SharedDir(t), "corpus", "glslang")
}

// SharedDirIfPresent returns the shared folder, or "" when it is absent:
// for tests that run on a plain checkout and use the corpus as well when
// it is there (fuzz seeds, extra inputs).
func SharedDirIfPresent() string {
	dir := os.Getenv("GLSLC_NV_SHARED")
	if dir == "" {
		dir = filepath.Join(filepath.Dir(RepoRoot()), "shared")
	}
	if st, err := os.Stat(dir); err == nil && st.IsDir() {
		return dir
	}
	return ""
}

// CorpusIfPresent reads the corpus manifest, or returns nil when the
// shared folder is absent.
func CorpusIfPresent(t testing.TB) []CorpusEntry {
	t.Helper()
	if SharedDirIfPresent() == "" {
		return nil
	}
	return Corpus(t)
}
