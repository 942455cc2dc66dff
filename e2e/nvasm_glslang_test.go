package e2e

import (
	"errors"
	"github.com/glslc-nv/glslc-nv/lower/nvasm"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// glslangCorpus is the shared copy of glslang's compute tests.
const glslangCorpus = "/work/shared/corpus/glslang"

// TestGlslangCorpus emits every glslang compute test that glslc-nv
// compiles: each gives a program frontend/nvasm loads or an *nvasm.Error for
// an inexpressible construct, never an internal error; the programs run
// both ways like TestRoundTrip. Skipped when the corpus is absent.
func TestNVAsmGlslangCorpus(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(glslangCorpus, "*.comp"))
	if len(files) == 0 {
		t.Skip("no glslang corpus at " + glslangCorpus)
	}
	sort.Strings(files)
	compiled, emitted, same := 0, 0, 0
	reasons := map[string]int{}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		name := filepath.Base(f)
		m, err := compileIR(name, string(src))
		if err != nil {
			continue
		}
		compiled++
		prog, err := nvasm.EmitProgram(m, nvasm.Options{})
		var e *nvasm.Error
		if errors.As(err, &e) {
			if strings.Contains(e.Msg, "internal error") || strings.HasPrefix(e.Msg, "unsupported ") {
				t.Errorf("%s: %v", name, err)
			}
			reasons[reasonOf(e)]++
			continue
		}
		if _, err := assemble(name, prog.Text); err != nil {
			t.Errorf("%s: %v\n%s", name, err, prog.Text)
			continue
		}
		emitted++
		c := syntheticCase(name, string(src))
		if c.skip != "" {
			continue
		}
		if text, err := roundTrip(name, c.src, c.d); err != nil {
			if !strings.HasPrefix(err.Error(), "reference") {
				t.Errorf("%s: %v\n%s", name, err, text)
			}
			continue
		}
		same++
	}
	t.Logf("glslang corpus: %d compute shaders, %d compile, %d emitted and loaded, %d identical both ways", len(files), compiled, emitted, same)
	for r, n := range reasons {
		t.Logf("  %2d  %s", n, r)
	}
}
