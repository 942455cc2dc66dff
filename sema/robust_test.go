package sema

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/frontend/diag"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
)

// TestMutations deletes each line of the test shaders (and of the short
// corpus shaders) in turn and checks the result: the checker must report
// errors or accept, never fail internally.
func TestMutations(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "*.comp"))
	if dir := testtool.CorpusDir(t); dir != "" {
		more, _ := filepath.Glob(filepath.Join(dir, "*.comp"))
		for _, f := range more {
			if data, err := os.ReadFile(f); err == nil && strings.Count(string(data), "\n") <= 60 {
				files = append(files, f)
			}
		}
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(data), "\n")
		for i := range lines {
			if strings.TrimSpace(lines[i]) == "" || strings.HasPrefix(strings.TrimSpace(lines[i]), "#") {
				continue
			}
			mut := append(append([]string{}, lines[:i]...), lines[i+1:]...)
			_, diags := check(t, filepath.Base(f), strings.Join(mut, "\n"), Options{AutoBindUniforms: true})
			for _, d := range diags.Diags {
				if strings.Contains(d.Msg, "internal error") {
					t.Errorf("%s without line %d: %s", filepath.Base(f), i+1, d.Msg)
				}
			}
		}
	}
}

// FuzzCheck checks arbitrary sources: the checker must never fail
// internally. The seeds are the test shaders.
func FuzzCheck(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.comp"))
	for _, path := range files {
		if data, err := os.ReadFile(path); err == nil {
			f.Add(string(data))
		}
	}
	f.Fuzz(func(t *testing.T, src string) {
		var diags *diag.List
		testtool.NoHang(t, "Check", func() {
			_, diags = check(t, "fuzz.comp", src, Options{AutoBindUniforms: true})
		})
		for _, d := range diags.Diags {
			if strings.Contains(d.Msg, "internal error") {
				t.Fatalf("%s", d)
			}
		}
	})
}
