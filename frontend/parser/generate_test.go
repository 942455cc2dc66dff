package parser

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
)

// TestGeneratedParserIsCurrent regenerates the parser from the grammar into
// a temporary folder and fails when the committed files differ: the grammar
// was changed without running grammar/generate.sh.
func TestGeneratedParserIsCurrent(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the ANTLR tool")
	}
	testtool.Require(t, "java")
	testtool.Require(t, "bash")
	root := testtool.RepoRoot()
	if _, err := exec.LookPath("npm"); err != nil {
		// antlr-jar.sh installs the tool with npm the first time; a cached
		// jar needs no npm, so only report when the script fails.
		t.Logf("npm not found; relying on a cached ANTLR jar")
	}
	out := t.TempDir()
	cmd := exec.Command("bash", filepath.Join(root, "grammar", "generate.sh"), out)
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stderr, &stderr
	if err := cmd.Run(); err != nil {
		msg := "grammar/generate.sh failed: " + err.Error() + "\n" + stderr.String()
		if testtool.Strict() {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	// ANTLR's diagnostics look like "warning(125): GLSLParser.g4:12:3: ...".
	if m := regexp.MustCompile(`(?m)^(warning|error)\(\d+\).*$`).FindAllString(stderr.String(), -1); len(m) > 0 {
		t.Errorf("ANTLR reported problems with the grammar:\n%s", strings.Join(m, "\n"))
	}

	want := generatedFiles(t, out)
	have := generatedFiles(t, filepath.Join(root, "frontend", "parser"))
	if len(want) == 0 {
		t.Fatal("generate.sh produced no Go files")
	}
	for name, w := range want {
		h, ok := have[name]
		switch {
		case !ok:
			t.Errorf("%s is generated but not committed: run grammar/generate.sh", name)
		case !bytes.Equal(h, w):
			t.Errorf("%s is stale: run grammar/generate.sh (first difference at line %d)", name, firstDiffLine(h, w))
		}
	}
	for name := range have {
		if _, ok := want[name]; !ok {
			t.Errorf("%s looks generated but the grammar no longer produces it: delete it", name)
		}
	}
}

// generatedFiles reads the Go files in dir that start with ANTLR's
// "Code generated" line.
func generatedFiles(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]byte{}
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if bytes.HasPrefix(data, []byte("// Code generated from")) {
			out[e.Name()] = data
		}
	}
	return out
}

func firstDiffLine(a, b []byte) int {
	la, lb := bytes.Split(a, []byte("\n")), bytes.Split(b, []byte("\n"))
	for i := 0; i < len(la) && i < len(lb); i++ {
		if !bytes.Equal(la[i], lb[i]) {
			return i + 1
		}
	}
	return min(len(la), len(lb)) + 1
}
