package testtool

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// CorpusEntry is one row of shared/corpus/glslang/MANIFEST.tsv.
type CorpusEntry struct {
	File   string // file name inside the corpus folder
	Path   string // full path
	Expect string // "compile" or "reject"
	Flags  string // glslangValidator flags the row was checked with
	Note   string
}

// Corpus reads the corpus manifest.
func Corpus(t testing.TB) []CorpusEntry {
	t.Helper()
	dir := CorpusDir(t)
	data, err := os.ReadFile(filepath.Join(dir, "MANIFEST.tsv"))
	if err != nil {
		t.Fatalf("reading corpus manifest: %v", err)
	}
	var out []CorpusEntry
	for i, line := range strings.Split(strings.TrimRight(string(data), "\n"), "\n") {
		if i == 0 || line == "" {
			continue // header
		}
		f := strings.Split(line, "\t")
		for len(f) < 4 {
			f = append(f, "")
		}
		out = append(out, CorpusEntry{File: f[0], Path: filepath.Join(dir, f[0]), Expect: f[1], Flags: f[2], Note: f[3]})
	}
	if len(out) == 0 {
		t.Fatal("corpus manifest has no rows")
	}
	return out
}
