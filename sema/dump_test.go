package sema

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
)

// TestDump prints the IR of testdata/$DUMP (a debugging aid).
func TestDump(t *testing.T) {
	name := os.Getenv("DUMP")
	if name == "" {
		t.Skip("set DUMP=file.comp")
	}
	src, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	m, diags := check(t, name, string(src), Options{})
	t.Log(diagText(diags))
	if m != nil {
		t.Log(m)
	}
}

// TestDumpCorpus prints the diagnostics for corpus file $DUMPCORPUS.
func TestDumpCorpus(t *testing.T) {
	name := os.Getenv("DUMPCORPUS")
	if name == "" {
		t.Skip("set DUMPCORPUS=file.comp")
	}
	for _, r := range testtool.Corpus(t) {
		if r.File == name {
			m, diags := corpusCheck(t, r)
			t.Log(diagText(diags))
			if m != nil && os.Getenv("IR") != "" {
				t.Log(m)
			}
		}
	}
}
