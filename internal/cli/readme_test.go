package cli

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// readmeDir makes a folder where examples/ and conformance/ are the
// repository's, as in a checkout, and changes into it.
func readmeDir(t *testing.T) {
	t.Helper()
	dir := t.TempDir()
	for _, d := range []string{"examples", "conformance"} {
		abs, err := filepath.Abs(filepath.Join("../..", d))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(abs, filepath.Join(dir, d)); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(dir)
}

// TestReadmeCommands runs the README's first command and checks what the
// README says it shows, then runs every command of "Using it" (each must
// succeed; globs are expanded as a shell would).
func TestReadmeCommands(t *testing.T) {
	text, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(text), "\n")
	readmeDir(t)
	first := ""
	var using [][]string
	for _, l := range lines {
		if rest, ok := strings.CutPrefix(l, "    go build -o glslc-nv ./cmd/glslc-nv && ./glslc-nv "); ok {
			first = rest
		}
		if rest, ok := strings.CutPrefix(l, "    glslc-nv "); ok {
			if i := strings.Index(rest, " #"); i >= 0 {
				rest = rest[:i]
			}
			var args []string
			for _, f := range strings.Fields(rest) {
				if strings.Contains(f, "*") {
					m, _ := filepath.Glob(f)
					if len(m) == 0 {
						t.Errorf("README: %s matches no file", f)
					}
					args = append(args, m...)
					continue
				}
				args = append(args, f)
			}
			using = append(using, args)
		}
	}
	if first == "" || len(using) < 10 {
		t.Fatalf("README: first command %q, %d commands under Using it", first, len(using))
	}
	// "At subgroup size 8 the 16 invocations form two subgroups, so the
	// sums restart at invocation 8 (9 19 30 ...) and each subgroup has 4
	// odd values."
	code, out, stderr := run(t, "", strings.Fields(first)...)
	for _, want := range []string{"buffer 0.1 uint[32]:\n", "\n       8: 9 19 30 ", "\n      16: 4 4 4 4 4 4 4 4\n      24: 4 4 4 4 4 4 4 4\n", "16 invocations"} {
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("README's first command: exit %d, no %q in\n%s%s", code, want, out, stderr)
		}
	}
	// "Try --subgroup-size all: ... reports which buffer elements depend
	// on it (exit status 1 when any do)."
	code, out, _ = run(t, "", strings.Fields(strings.Replace(first, "--subgroup-size 8", "--subgroup-size all", 1))...)
	if code != 1 || !strings.Contains(out, "NOT portable across subgroup sizes [4 8 16 32 64 128]") {
		t.Errorf("--subgroup-size all: exit %d\n%s", code, out)
	}
	for _, args := range using {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			if args[0] == "devices" || strings.Contains(strings.Join(args, " "), "--device vulkan") {
				needVulkan(t)
			}
			var o, e bytes.Buffer
			if code := Main(args, strings.NewReader(""), &o, &e); code != 0 {
				t.Errorf("glslc-nv %s: exit %d\n%s%s", strings.Join(args, " "), code, o.String(), e.String())
			}
		})
	}
}

// TestReadmeFuzzCount keeps the README's count of fuzz targets true.
func TestReadmeFuzzCount(t *testing.T) {
	text, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`Fuzz targets \((\d+) of them`).FindSubmatch(text)
	if m == nil {
		t.Fatal("README: no 'Fuzz targets (N of them' sentence")
	}
	n := 0
	fuzz := regexp.MustCompile(`(?m)^func Fuzz`)
	filepath.WalkDir("../..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "testdata" || d.Name() == "node_modules") {
			return filepath.SkipDir
		}
		if strings.HasSuffix(path, "_test.go") {
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			n += len(fuzz.FindAll(src, -1))
		}
		return nil
	})
	if string(m[1]) != strconv.Itoa(n) {
		t.Errorf("README says %s fuzz targets, the repository has %d", m[1], n)
	}
}
