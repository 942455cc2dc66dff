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

func TestBufferBytes(t *testing.T) {
	b := U32Bytes(1, 0xdeadbeef)
	if len(b) != 8 || b[0] != 1 || b[4] != 0xef || b[7] != 0xde {
		t.Fatalf("U32Bytes % x", b)
	}
	if got := I32s(I32Bytes(-1, 5)); got[0] != -1 || got[1] != 5 {
		t.Fatalf("I32 round trip %v", got)
	}
	if got := F32s(F32Bytes(1.5, -0.25)); got[0] != 1.5 || got[1] != -0.25 {
		t.Fatalf("F32 round trip %v", got)
	}
	if got := U32s([]byte{1, 0, 0, 0, 9}); len(got) != 1 || got[0] != 1 {
		t.Fatalf("U32s %v", got)
	}
}
