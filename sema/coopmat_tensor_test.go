package sema

import (
	"strings"
	"testing"
)

// TestCoopMat2Errors checks positioned errors for misuse.
func TestCoopMat2Errors(t *testing.T) {
	h := `#version 450
#extension GL_NV_cooperative_matrix2 : require
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 32) in;
layout(binding = 0) buffer A { float a[]; };
float f2(const in float x, const in float y) { return x + y; }
int i2(const in int x, const in int y) { return x + y; }
`
	for _, tc := range []struct{ name, src, want string }{
		{"no extension", "#version 450\nlayout(local_size_x = 1) in;\nvoid main() { tensorLayoutNV<2> t; }\n", "3:15: 'tensorLayoutNV' requires extension GL_NV_cooperative_matrix2"},
		{"dimension count", h + "void main() { tensorLayoutNV<2> t = createTensorLayoutNV(2); t = setTensorLayoutDimensionNV(t, 4); }\n", "8:66: 'setTensorLayoutDimensionNV' on tensorLayoutNV<2, 0> takes 2 values, not 1"},
		{"bad dimension", h + "void main() { tensorLayoutNV<6> t; }\n", "8:15: 'tensorLayoutNV' needs a dimension from 1 to 5 as its first parameter"},
		{"non-constant", h + "void main() { uint n = 2; tensorLayoutNV<2> t = createTensorLayoutNV(n); }\n", "8:70: the parameters of 'createTensorLayoutNV' must be constant integer expressions"},
		{"bad permutation", h + "void main() { tensorViewNV<2, false, 1, 1> v; }\n", "8:15: the tensor view permutation must list each dimension 0..1 once"},
		{"combiner type", h + "void main() { coopmat<float, gl_ScopeSubgroup, 16, 16, gl_MatrixUseAccumulator> m, r; coopMatReduceNV(r, m, gl_CooperativeMatrixReduceRowNV, i2); }\n", "8:142: the combining function 'i2' must return float, not int"},
		{"reduce mode", h + "void main() { coopmat<float, gl_ScopeSubgroup, 16, 16, gl_MatrixUseAccumulator> m, r; coopMatReduceNV(r, m, 9, f2); }\n", "8:109: the reduction of 'coopMatReduceNV' must be gl_CooperativeMatrixReduceRowNV, ColumnNV, RowAndColumnNV or 2x2NV (have 9)"},
		{"not a function", h + "void main() { coopmat<float, gl_ScopeSubgroup, 16, 16, gl_MatrixUseAccumulator> m, r; coopMatReduceNV(r, m, 1, 3); }\n", "8:112: the combining function must be a function"},
		{"transpose uses", h + "void main() { coopmat<float, gl_ScopeSubgroup, 16, 16, gl_MatrixUseAccumulator> m, r; coopMatTransposeNV(r, m); }\n", "8:106: 'coopMatTransposeNV' transposes a gl_MatrixUseAccumulator matrix into a gl_MatrixUseB one, not gl_MatrixUseAccumulator into gl_MatrixUseAccumulator"},
		{"use conversion from B", h + "void main() { coopmat<float, gl_ScopeSubgroup, 16, 16, gl_MatrixUseB> m; coopmat<float, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA> r = coopmat<float, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA>(m); }\n", "8:190: GL_NV_cooperative_matrix2 converts only a gl_MatrixUseAccumulator matrix to another use, not gl_MatrixUseB"},
		{"layout type", h + "void main() { coopmat<float, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA> m; coopMatLoadTensorNV(m, a, 0, 1); }\n", "8:103: the fourth argument of 'coopMatLoadTensorNV' must be a tensorLayoutNV, not int"},
	} {
		_, dl := check(t, "err.comp", tc.src, Options{})
		got := diagText(dl)
		pos, msg, _ := strings.Cut(tc.want, ": ")
		if !strings.HasPrefix(got, "err.comp:"+pos+": error: "+msg) {
			t.Errorf("%s: want %q, got:\n%s", tc.name, tc.want, got)
		}
	}
}
