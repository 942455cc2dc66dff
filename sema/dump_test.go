package sema

import (
	"os"
	"path/filepath"
	"testing"
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
