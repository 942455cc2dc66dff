package sema

import (
	"strings"
	"testing"
)

const coopHead = `#version 450
#extension GL_KHR_cooperative_matrix : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_EXT_shader_explicit_arithmetic_types : require
layout(local_size_x = 32) in;
`

// TestCoopMatErrors checks the positioned errors for misuse.
func TestCoopMatErrors(t *testing.T) {
	decls := `layout(binding = 0) buffer A { float f[4]; float16_t a[]; };
coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA> ma;
coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseB> mb;
coopmat<float, gl_ScopeSubgroup, 16, 16, gl_MatrixUseAccumulator> mc;
`
	for _, tc := range []struct{ name, src, want string }{
		{"no extension", "#version 450\nlayout(local_size_x = 32) in;\nvoid main() { coopmat<float, 3, 16, 16, 0> m; }\n", "3:15: 'coopmat' requires extension GL_KHR_cooperative_matrix"},
		{"wrong use in MulAdd", coopHead + decls + "void main() { mc = coopMatMulAdd(mb, ma, mc); }\n", "10:34: argument 1 of 'coopMatMulAdd' must have use gl_MatrixUseA, not gl_MatrixUseB"},
		{"accumulator as B", coopHead + decls + "void main() { mc = coopMatMulAdd(ma, mc, mc); }\n", "10:38: argument 2 of 'coopMatMulAdd' must have use gl_MatrixUseB, not gl_MatrixUseAccumulator"},
		{"shape mismatch", coopHead + decls + "coopmat<float16_t, gl_ScopeSubgroup, 16, 8, gl_MatrixUseB> m8;\nvoid main() { mc = coopMatMulAdd(ma, m8, mc); }\n", "11:20: 'coopMatMulAdd' needs A (M x K), B (K x N) and C (M x N) of one scope"},
		{"non-constant dimension", coopHead + "void main() { uint n = 16; coopmat<float, gl_ScopeSubgroup, n, 16, gl_MatrixUseA> m; }\n", "6:61: the row count of 'coopmat' must be a constant integer expression"},
		{"zero dimension", coopHead + "coopmat<float, gl_ScopeSubgroup, 16, 0, gl_MatrixUseA> m;\nvoid main() {}\n", "6:38: the column count of 'coopmat' must be a positive integer (have 0)"},
		{"bad use", coopHead + "coopmat<float, gl_ScopeSubgroup, 16, 16, 7> m;\nvoid main() {}\n", "6:42: the use of 'coopmat' must be gl_MatrixUseA, gl_MatrixUseB or gl_MatrixUseAccumulator (have 7)"},
		{"bad scope", coopHead + "coopmat<float, gl_ScopeDevice, 16, 16, gl_MatrixUseA> m;\nvoid main() {}\n", "6:16: the scope of 'coopmat' must be gl_ScopeSubgroup or gl_ScopeWorkgroup (have 1)"},
		{"parameter count", coopHead + "coopmat<float, gl_ScopeSubgroup, 16, 16> m;\nvoid main() {}\n", "6:1: 'coopmat' takes 5 parameters (component type, scope, rows, columns, use), not 4"},
		{"component not a type", coopHead + "coopmat<1, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA> m;\nvoid main() {}\n", "6:9: the first parameter of 'coopmat' must be its component type"},
		{"bool component", coopHead + "coopmat<bool, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA> m;\nvoid main() {}\n", "6:9: the component type of 'coopmat' must be an integer or floating-point scalar, not bool"},
		{"layout not constant", coopHead + decls + "void main() { int l = 0; coopMatLoad(ma, a, 0, 16, l); }\n", "10:52: the layout of 'coopMatLoad' must be a constant"},
		{"load into a value", coopHead + decls + "void main() { coopMatLoad(ma + ma, a, 0, 16, 0); }\n", "10:30: the matrix of coopMatLoad: the operand is not an l-value"},
		{"buffer not an array", coopHead + decls + "float x;\nvoid main() { coopMatLoad(ma, x, 0, 16, 0); }\n", "11:31: the buffer of 'coopMatLoad' must be an array in a buffer or shared memory, not float"},
		{"private array", coopHead + decls + "float x[64];\nvoid main() { coopMatLoad(ma, x, 0, 16, 0); }\n", "11:31: the buffer of 'coopMatLoad' must be in a buffer or shared memory"},
		{"operands", coopHead + decls + "void main() { mc = coopMatMulAdd(ma, mb, mc, 2); }\n", "10:46: the matrix operands of 'coopMatMulAdd' may only be gl_MatrixOperandsSaturatingAccumulation (have 0x2)"},
		{"use conversion", coopHead + decls + "void main() { ma = coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA>(mb); }\n", "10:80: converting coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseB> to coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA> changes the use"},
		{"add different types", coopHead + decls + "void main() { mc = mc + ma; }\n", "10:23: operator '+' cannot be applied to"},
		{"matrix times matrix vector", coopHead + decls + "void main() { mc = mc * vec2(1.0); }\n", "10:23: operator '*' cannot be applied to"},
		{"not", coopHead + decls + "void main() { mc = ~mc; }\n", "10:20: "},
		{"params on plain type", coopHead + "float<2> x;\nvoid main() {}\n", "6:1: type 'float' takes no parameters"},
	} {
		_, dl := check(t, "err.comp", tc.src, Options{})
		got := diagText(dl)
		pos, msg, _ := strings.Cut(tc.want, ": ")
		if !strings.HasPrefix(got, "err.comp:"+pos+": error: "+msg) {
			t.Errorf("%s: want %q, got:\n%s", tc.name, tc.want, got)
		}
	}
}
