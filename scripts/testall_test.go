// Package scripts holds the test of the repository's shell scripts.
package scripts

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestTestAllSaysWhatItDoes runs scripts/test-all.sh with stand-ins for
// go, dpkg-query and npm (every tool installed, the ANTLR jar cached) and
// checks that it announces each step, with the time, in order; that a
// long step prints heartbeat lines instead of staying silent; that a heavy
// package shows its progress lines and verdict but not the rest of its
// log; and that a failing package shows its log, the later packages still
// run, and the script ends with the failures and exit status 1.
func TestTestAllSaysWhatItDoes(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "bin")
	os.MkdirAll(bin, 0o755)
	stub := func(name, body string) {
		if err := os.WriteFile(filepath.Join(bin, name), []byte("#!/bin/sh\n"+body+"\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	// go list names two packages, a heavy one and a light one; go test of
	// the light ones takes 2.5 s (with a 1 s heartbeat, two lines at
	// least); go test -v of conformance/gen logs a progress line and one
	// that is not; go test of sema fails, so its log is shown.
	stub("go", `case "$1 $2" in
"list -m") echo github.com/glslc-nv/glslc-nv ;;
"list ./...") echo github.com/glslc-nv/glslc-nv/conformance/gen; echo github.com/glslc-nv/glslc-nv/ir ;;
"test -count=1")
  echo "stub go $*"
  case "$*" in
  *./conformance/gen*) echo "=== RUN   TestDifferential"; echo "    diff_test.go:150: TestDifferential: 30 of 300 programs"; echo "    diff_test.go:160: a detail"; echo "--- PASS: TestDifferential (1.50s)"; echo "ok  	github.com/glslc-nv/glslc-nv/conformance/gen	1.0s" ;;
  *./sema*) echo "--- FAIL: TestX (0.00s)"; echo "    x_test.go:1: why it failed"; echo "FAIL	github.com/glslc-nv/glslc-nv/sema	0.1s"; exit 1 ;;
  *-v*) echo "ok  	stub" ;;
  *) sleep 2.5 ;;
  esac ;;
*) echo "stub go $*" ;;
esac
exit 0`)
	stub("dpkg-query", `echo "ii 25.0.1-1"`)
	stub("npm", `exit 1`)
	stub("java", `exit 0`)
	cache := filepath.Join(dir, "cache")
	jar := filepath.Join(cache, "antlr/node_modules/antlr4ng-cli/antlr4-4.13.2-complete.jar")
	os.MkdirAll(filepath.Dir(jar), 0o755)
	os.WriteFile(jar, nil, 0o644)
	cmd := exec.Command("bash", "test-all.sh", "-run", "X")
	cmd.Env = append(os.Environ(), "PATH="+bin+":"+os.Getenv("PATH"), "GLSLC_NV_CACHE="+cache,
		"GLSLC_NV_HEARTBEAT=1", "GLSLC_NV_NO_BACKPORTS=1")
	out, err := cmd.CombinedOutput()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 {
		t.Fatalf("test-all.sh: %v, want exit status 1 (the stub's sema fails)\n%s", err, out)
	}
	text := string(out)
	at := 0
	for _, want := range []string{
		`==> \[0:0\d\] checking the reference tools: glslang-tools glslc spirv-tools spirv-headers libvulkan1 vulkan-tools default-jre-headless npm chromium libshaderc-dev gcc mesa-vulkan-drivers\n`,
		`    all installed\n`,
		`    tests run on Mesa 25\.0\.1-1`,
		`==> \[0:0\d\] the ANTLR 4\.13 tool`,
		`    ` + regexp.QuoteMeta(jar) + `\n`,
		`==> \[0:\d\d\] the newest glslang and SPIRV-Tools`,
		`    /.*/bin \(SPIRV-Tools v2026\.4`,
		`==> \[0:0\d\] go vet \./\.\.\.\n`,
		`stub go vet \./\.\.\.\n`,
		`==> \[0:0\d\] go test -count=1 -timeout 20m: 1 packages -run X`,
		`    \[0:0\d\] go test still running\n`,
		`==> \[0:0\d\] go test -count=1 -v -timeout 60m \./conformance/gen -run X \(progress lines only\)\n`,
		`    diff_test\.go:150: TestDifferential: 30 of 300 programs\n`,
		`ok  \tgithub\.com/glslc-nv/glslc-nv/conformance/gen`,
		`    slowest: TestDifferential 1\.50s\n`,
		`==> \[0:\d\d\] go test -count=1 -v -timeout 30m \./sema -run X`,
		`--- FAIL: TestX`,
		`--- the log of \./sema`,
		`why it failed`,
		`==> \[0:\d\d\] go test -count=1 -v -timeout 30m \./e2e -run X`,
		`==> \[0:\d\d\] FAILED: \./sema\n`,
	} {
		loc := regexp.MustCompile(want).FindStringIndex(text[at:])
		if loc == nil {
			t.Fatalf("missing, or out of order: %s\n--- output ---\n%s", want, text)
		}
		at += loc[1]
	}
	for _, never := range []string{"a detail", "every package passed"} {
		if strings.Contains(text, never) {
			t.Errorf("the output has %q:\n%s", never, text)
		}
	}
	if n := len(regexp.MustCompile(`go test still running`).FindAllString(text, -1)); n < 2 {
		t.Errorf("%d heartbeat lines during a 2.5 s step with a 1 s heartbeat, want 2 or more:\n%s", n, text)
	}
}
