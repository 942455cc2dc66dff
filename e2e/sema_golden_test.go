package e2e

import (
	"github.com/glslc-nv/glslc-nv/sema"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sebdah/goldie/v2"
)

// TestGolden checks every testdata/*.comp end to end: parse, Check,
// ir.Validate, lower and spirv-val (vulkan1.1); the IR print is compared
// with testdata/golden/<name>.golden (regenerate with -update).
func TestSemaGolden(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(semaTestdata, "*.comp"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata shaders: %v", err)
	}
	g := goldie.New(t, goldie.WithFixtureDir(filepath.Join(semaTestdata, "golden")), goldie.WithNameSuffix(".golden"))
	for _, path := range files {
		path := path
		name := filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			m := mustCheck(t, name, string(src), sema.Options{})
			g.Assert(t, strings.TrimSuffix(name, ".comp"), []byte(m.String()))
			lowerVal(t, name, m, "vulkan1.1")
		})
	}
}
