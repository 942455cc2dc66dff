// Package scripts holds the test of the repository's shell scripts.
package scripts

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"
)

// TestTestAllSaysWhatItDoes runs scripts/test-all.sh with stand-ins for
// go, dpkg-query and npm (every tool installed, the ANTLR jar cached) and
// checks that it announces each step, with the time, in order, and that a
// long step prints heartbeat lines instead of staying silent.
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
	// go test takes 2.5 s here: with a 1 s heartbeat, two lines at least.
	stub("go", `echo "stub go $*"; [ "$1" = test ] && sleep 2.5; exit 0`)
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
	if err != nil {
		t.Fatalf("test-all.sh: %v\n%s", err, out)
	}
	text := string(out)
	at := 0
	for _, want := range []string{
		`==> \[0:0\d\] checking the reference tools: glslang-tools glslc spirv-tools spirv-headers libvulkan1 vulkan-tools default-jre-headless npm chromium mesa-vulkan-drivers\n`,
		`    all installed\n`,
		`    tests run on Mesa 25\.0\.1-1`,
		`==> \[0:0\d\] the ANTLR 4\.13 tool`,
		`    ` + regexp.QuoteMeta(jar) + `\n`,
		`==> \[0:\d\d\] the newest glslang and SPIRV-Tools`,
		`    /.*/bin \(SPIRV-Tools v2026\.4`,
		`==> \[0:0\d\] go vet \./\.\.\.\n`,
		`stub go vet \./\.\.\.\n`,
		`==> \[0:0\d\] go test -count=1 \./\.\.\. -run X`,
		`stub go test -count=1 \./\.\.\. -run X\n`,
		`    \[0:0\d\] go test still running\n`,
		`==> \[0:\d\d\] done: every package passed\n`,
	} {
		loc := regexp.MustCompile(want).FindStringIndex(text[at:])
		if loc == nil {
			t.Fatalf("missing, or out of order: %s\n--- output ---\n%s", want, text)
		}
		at += loc[1]
	}
	if n := len(regexp.MustCompile(`go test still running`).FindAllString(text, -1)); n < 2 {
		t.Errorf("%d heartbeat lines during a 2.5 s step with a 1 s heartbeat, want 2 or more:\n%s", n, text)
	}
}
