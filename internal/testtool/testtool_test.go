package testtool

import (
	"os"
	"path/filepath"
	"testing"
)

func TestRepoRoot(t *testing.T) {
	if _, err := os.Stat(filepath.Join(RepoRoot(), "go.mod")); err != nil {
		t.Fatalf("RepoRoot %s has no go.mod: %v", RepoRoot(), err)
	}
}

func TestCorpusManifest(t *testing.T) {
	rows := Corpus(t)
	for _, r := range rows {
		if r.Expect != "compile" && r.Expect != "reject" {
			t.Errorf("%s: expect column %q", r.File, r.Expect)
		}
		if _, err := os.Stat(r.Path); err != nil {
			t.Errorf("%s listed but missing: %v", r.File, err)
		}
	}
}
