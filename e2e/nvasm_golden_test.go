package e2e

import (
	"bytes"
	"github.com/glslc-nv/glslc-nv/lower/nvasm"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/sebdah/goldie/v2"
)

// TestGolden emits testdata/golden/*.comp and compares with the .nvcp
// files beside them (go test -update rewrites them); every program must
// load in frontend/nvasm.
func TestNVAsmGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/nvasm/golden/*.comp")
	if len(files) < 15 {
		t.Fatalf("%d golden programs, want at least 15", len(files))
	}
	g := goldie.New(t, goldie.WithFixtureDir("testdata/nvasm/golden"), goldie.WithNameSuffix(".nvcp"))
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".comp")
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			m := mustIR(t, filepath.Base(f), string(src))
			var before, after bytes.Buffer
			if err := ir.Print(&before, m); err != nil {
				t.Fatal(err)
			}
			text, err := nvasm.Emit(m, nvasm.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if err := ir.Print(&after, m); err != nil || before.String() != after.String() {
				t.Errorf("nvasm.Emit changed the module")
			}
			again, _ := nvasm.Emit(m, nvasm.Options{})
			if again != text {
				t.Errorf("nvasm.Emit is not deterministic")
			}
			if _, err := assemble(name, text); err != nil {
				t.Fatalf("%v\n%s", err, text)
			}
			g.Assert(t, name, []byte(text))
		})
	}
}
