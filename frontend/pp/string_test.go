package pp

import (
	"testing"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/token"
)

// String literals (GL_EXT_debug_printf) are single tokens; macros are not
// expanded inside them.
func TestStringLiteralToken(t *testing.T) {
	var diags diag.List
	r := Preprocess("s.comp", []byte("#version 450\n#define X 1\nf(\"a X \\\" b\", X);\n"), Options{}, &diags)
	if diags.HasErrors() {
		t.Fatal(diags.Diags)
	}
	var got []token.Token
	for _, tk := range r.Tokens {
		if tk.Kind != token.EOF {
			got = append(got, tk)
		}
	}
	if len(got) != 7 || got[2].Kind != token.String || got[2].Text != `"a X \" b"` || got[4].Text != "1" {
		t.Fatalf("tokens %+v", got)
	}
	if got[2].Pos != (diag.Pos{File: "s.comp", Line: 3, Col: 3}) {
		t.Fatalf("string position %v", got[2].Pos)
	}
}
