package frontend

import (
	"os"
	"testing"

	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
)

// FuzzParse feeds arbitrary text to the preprocessor and parser: they must
// not panic or hang, must return a tree, and every error must have a
// position. Seeds: frontend/testdata's shaders, the glslang corpus when
// it is there, and two error sources; crashers found are kept in testdata/fuzz/FuzzParse.
//
//	go test ./frontend -run '^$' -fuzz FuzzParse -fuzztime 60s
func FuzzParse(f *testing.F) {
	files := fuzzSeedFiles(f)
	for _, path := range files {
		if src, err := os.ReadFile(path); err == nil {
			f.Add(src, false)
		}
	}
	f.Add([]byte("#version 310 es\nprecise highp float p;\nint goto;\n"), false)
	f.Add([]byte("#version 450\nvoid main() { int x = 1 +; a[] = vec4.x; [[unroll]] x; }\n"), true)
	f.Fuzz(func(t *testing.T, src []byte, ll bool) {
		var u *ast.TranslationUnit
		var diags diag.List
		testtool.NoHang(t, "Parse", func() {
			opts := Options{ForceLL: ll}
			opts.Vulkan = true
			opts.ReadFile = func(string) ([]byte, error) { return src, nil } // #include loops are bounded by the preprocessor
			u = Parse("fuzz.comp", src, opts, &diags)
			_ = ast.String(u)
		})
		if u == nil {
			t.Fatal("Parse returned nil")
		}
		for _, d := range diags.Diags {
			if d.Severity == diag.Error && d.Pos.File == "" {
				t.Errorf("error without a position: %s", d)
			}
		}
	})
}
