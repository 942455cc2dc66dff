package deps

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
)

// goFileName matches a Go file named in prose: a bare name (check.go), a
// path (lower/spirvfuncs.go) or a glob (lower/coopmat*.go).
var goFileName = regexp.MustCompile(`[A-Za-z0-9_./*-]*[A-Za-z0-9_*]\.go\b`)

// externalGoFiles are the files of other projects the docs name.
var externalGoFiles = map[string]bool{
	"go/build/deps_test.go": true, // Go's import-graph test, internal/deps' model
}

// repoFiles lists the repository's files (not under hidden folders), by
// path relative to the root, and the base names of its Go files.
func repoFiles(t *testing.T) (paths []string, goBases map[string]bool) {
	t.Helper()
	root := testtool.RepoRoot()
	goBases = map[string]bool{}
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != root && strings.HasPrefix(d.Name(), ".") {
			return filepath.SkipDir
		}
		if !d.IsDir() {
			rel, _ := filepath.Rel(root, path)
			paths = append(paths, filepath.ToSlash(rel))
			if strings.HasSuffix(path, ".go") {
				goBases[d.Name()] = true
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return paths, goBases
}

// prose is the text of a file in which file names are checked: a Markdown
// file whole, a Go file's comments.
func prose(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(path, ".go") {
		return string(data)
	}
	f, err := parser.ParseFile(token.NewFileSet(), path, data, parser.ParseComments)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	var b strings.Builder
	for _, g := range f.Comments {
		b.WriteString(g.Text())
		b.WriteByte('\n')
	}
	return b.String()
}

// TestDocsNameExistingFiles: every Go file named in a comment or a
// Markdown document exists: a path, relative to the naming file's folder
// or to the repository root; a bare name, somewhere in the repository (a
// glob must match something). Renaming or removing a file fails this
// until the prose that names it follows.
func TestDocsNameExistingFiles(t *testing.T) {
	root := testtool.RepoRoot()
	paths, goBases := repoFiles(t)
	for _, rel := range paths {
		if !strings.HasSuffix(rel, ".go") && !strings.HasSuffix(rel, ".md") {
			continue
		}
		if strings.HasPrefix(rel, "frontend/parser/") || strings.Contains(rel, "/testdata/") {
			continue // generated, or inputs
		}
		dir := filepath.Dir(filepath.Join(root, rel))
		for _, name := range uniq(goFileName.FindAllString(prose(t, filepath.Join(root, rel)), -1)) {
			if externalGoFiles[name] {
				continue
			}
			found := false
			for _, base := range []string{dir, root} {
				if m, _ := filepath.Glob(filepath.Join(base, name)); len(m) > 0 {
					found = true
				}
			}
			if !strings.Contains(name, "/") {
				for b := range goBases {
					if ok, _ := filepath.Match(name, b); ok {
						found = true
						break
					}
				}
			}
			if !found {
				t.Errorf("%s names %s, which does not exist (a path is relative to its folder or the repository root; a bare name must exist somewhere): follow the rename, or drop the name", rel, name)
			}
		}
	}
}

func uniq(s []string) []string {
	sort.Strings(s)
	var out []string
	for i, x := range s {
		if i == 0 || x != s[i-1] {
			out = append(out, x)
		}
	}
	return out
}

// fileList matches the start of a package comment's list of its files.
var fileList = regexp.MustCompile(`(?m)^Files( by concern)?:`)

// TestFileListsComplete: a package comment that lists the package's
// files ("Files:" or "Files by concern:", to the end of the paragraph)
// names every non-test Go file of the package but doc.go, and only those.
func TestFileListsComplete(t *testing.T) {
	root := testtool.RepoRoot()
	paths, _ := repoFiles(t)
	lists := 0
	for _, rel := range paths {
		if filepath.Base(rel) != "doc.go" {
			continue
		}
		text := prose(t, filepath.Join(root, rel))
		loc := fileList.FindStringIndex(text)
		if loc == nil {
			continue
		}
		lists++
		para := text[loc[0]:]
		if end := strings.Index(para, "\n\n"); end >= 0 {
			para = para[:end]
		}
		named := map[string]bool{}
		for _, n := range goFileName.FindAllString(para, -1) {
			if !strings.HasSuffix(n, "_test.go") { // a test named in passing
				named[n] = true
			}
		}
		dir := filepath.Dir(filepath.Join(root, rel))
		have, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		for _, f := range have {
			b := filepath.Base(f)
			if strings.HasSuffix(b, "_test.go") || b == "doc.go" {
				continue
			}
			if !named[b] {
				t.Errorf("%s lists the package's files but not %s: add it where it belongs (or describe what the package owns instead of listing files)", rel, b)
			}
			delete(named, b)
		}
		for n := range named {
			t.Errorf("%s lists %s, which is not a file of the package", rel, n)
		}
	}
	if lists == 0 {
		t.Log("no package lists its files")
	}
}
