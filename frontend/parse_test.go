package frontend

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sebdah/goldie/v2"

	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
)

// parseText parses src as the file name and returns the tree and the
// diagnostics printed one a line.
func parseText(t testing.TB, name, src string, opts Options) (*ast.TranslationUnit, string) {
	t.Helper()
	var diags diag.List
	u := Parse(name, []byte(src), opts, &diags)
	if u == nil {
		t.Fatalf("%s: Parse returned nil", name)
	}
	var b strings.Builder
	for _, d := range diags.Diags {
		b.WriteString(d.String())
		b.WriteByte('\n')
	}
	return u, b.String()
}

// TestParseGolden parses every testdata/parse/*.comp file and compares the
// diagnostics and the AST dump with testdata/parse/NAME.golden (update with
// go test ./frontend -run TestParseGolden -update). It also parses each
// file with full LL prediction from the start and checks the result is the
// same, and that the fast (SLL) stage alone sufficed for files without
// errors.
func TestParseGolden(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "parse", "*.comp"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 40 {
		t.Errorf("only %d golden inputs", len(files))
	}
	g := goldie.New(t, goldie.WithFixtureDir(filepath.Join("testdata", "parse")), goldie.WithNameSuffix(".golden"))
	for _, path := range files {
		name := strings.TrimSuffix(filepath.Base(path), ".comp")
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			opts := Options{}
			opts.Vulkan = true
			var diags diag.List
			u, st := ParseStats(name+".comp", src, opts, &diags)
			var b strings.Builder
			for _, d := range diags.Diags {
				b.WriteString(d.String())
				b.WriteByte('\n')
			}
			if b.Len() > 0 {
				b.WriteString("\n")
			}
			b.WriteString(ast.String(u))
			g.Assert(t, name, []byte(b.String()))
			if st.Fallback && !diags.HasErrors() {
				t.Errorf("needed the LL fallback although the input has no error")
			}

			opts.ForceLL = true
			var diagsLL diag.List
			uLL := Parse(name+".comp", src, opts, &diagsLL)
			if got, want := ast.String(uLL), ast.String(u); got != want {
				t.Errorf("LL parse differs from the two-stage parse:\n%s", got)
			}
		})
	}
}
