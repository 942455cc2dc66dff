package pp

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/token"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
)

// eTokens splits -E output into comparable items: a directive line (with
// its white space removed, since glslang drops the spaces between #pragma
// tokens) or one token's spelling.
func eTokens(text string) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		s := strings.TrimSpace(line)
		if s == "" {
			continue
		}
		if s[0] == '#' {
			out = append(out, strings.Join(strings.Fields(s), ""))
			continue
		}
		lx := newLexer("", s, &diag.List{})
		for {
			t := lx.next()
			if t.kind == token.EOF {
				break
			}
			if t.kind != kNewline {
				out = append(out, t.text)
			}
		}
	}
	return out
}

// glslangE runs glslangValidator -E on file (from dir) and returns its
// output, or ok=false when glslang reported an error.
func glslangE(t *testing.T, tool, dir, file string, args ...string) (string, bool) {
	t.Helper()
	cmd := exec.Command(tool, append(append([]string{"-E"}, args...), file)...)
	cmd.Dir = dir
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	return stdout.String(), err == nil
}

// diffTokens reports the first difference between two token lists.
func diffTokens(t *testing.T, name string, got, want []string) {
	t.Helper()
	n := len(got)
	if len(want) < n {
		n = len(want)
	}
	for i := 0; i < n; i++ {
		if got[i] != want[i] {
			lo := i - 5
			if lo < 0 {
				lo = 0
			}
			t.Errorf("%s: token %d differs: ours %q, glslang %q\n ours:    %q\n glslang: %q", name, i, got[i], want[i], got[lo:min(i+5, len(got))], want[lo:min(i+5, len(want))])
			return
		}
	}
	if len(got) != len(want) {
		t.Errorf("%s: ours has %d tokens, glslang %d; tail ours %q glslang %q", name, len(got), len(want), got[n:], want[n:])
	}
}

func TestCorpusMatchesGlslang(t *testing.T) {
	rows := testtool.Corpus(t)
	tool := testtool.Require(t, "glslangValidator")
	for _, r := range rows {
		t.Run(r.File, func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(r.Path)
			if err != nil {
				t.Fatal(err)
			}
			var diags diag.List
			res := Preprocess(r.File, src, Options{}, &diags)
			if diags.HasErrors() {
				t.Fatalf("preprocessing errors: %v", diags.Diags)
			}
			want, ok := glslangE(t, tool, filepath.Dir(r.Path), r.File)
			if !ok {
				t.Skipf("glslangValidator -E fails on %s", r.File)
			}
			diffTokens(t, r.File, eTokens(res.Text()), eTokens(want))
		})
	}
}

// eCases returns the -E comparison inputs under testdata/e.
func eCases(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "e", "*.comp"))
	if err != nil || len(files) < 30 {
		t.Fatalf("expected 30+ cases in testdata/e, found %d (%v)", len(files), err)
	}
	return files
}

func TestTestdataMatchesGlslang(t *testing.T) {
	files := eCases(t)
	tool := testtool.Require(t, "glslangValidator")
	for _, path := range files {
		name := filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			var diags diag.List
			res := Preprocess(name, src, Options{ReadFile: func(p string) ([]byte, error) {
				return os.ReadFile(filepath.Join("testdata", "e", p))
			}}, &diags)
			if diags.HasErrors() {
				t.Errorf("preprocessing errors: %v", diags.Diags)
			}
			want, ok := glslangE(t, tool, filepath.Join("testdata", "e"), name)
			if !ok {
				t.Fatalf("glslangValidator -E fails on %s:\n%s", name, want)
			}
			// glslangValidator's includer names an included file from "./"
			// (#line 1 "./inc/a.h"); glslc's, which glslc-nv follows, from
			// the including file's directory as written ("inc/a.h").
			want = strings.ReplaceAll(want, `"./`, `"`)
			diffTokens(t, name, eTokens(res.Text()), eTokens(want))
		})
	}
}

// corpusFiles lists the corpus shaders (skipping like testtool when absent).
func corpusFiles(t testing.TB) []string {
	var out []string
	for _, r := range testtool.Corpus(t) {
		out = append(out, r.Path)
	}
	return out
}
