package sema

import (
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/ir"
)

// printfBody wraps statements in main with GL_EXT_debug_printf enabled
// (the statements start on line 5).
func printfBody(stmts string) string {
	return "#version 450\n#extension GL_EXT_debug_printf : enable\nlayout(local_size_x = 1) in;\nvoid main() {\n" + stmts + "\n}\n"
}

var printfErrCases = []errCase{
	{name: "no extension", src: body(`debugPrintf("x");`), want: "4:1: 'debugPrintf' requires extension GL_EXT_debug_printf"},
	{name: "no extension EXT", src: body(`debugPrintfEXT("%d", 1);`), want: "4:1: 'debugPrintfEXT' requires extension GL_EXT_debug_printf"},
	{name: "extension disabled", src: "#version 450\n#extension GL_EXT_debug_printf : enable\n#extension GL_EXT_debug_printf : disable\nlayout(local_size_x = 1) in;\nvoid main() { debugPrintf(\"x\"); }\n",
		want: "5:15: 'debugPrintf' requires extension GL_EXT_debug_printf"},
	{name: "string outside printf", src: printfBody(`int a = "x";`), want: "5:9: string literals are only allowed as the format of debugPrintf"},
	{name: "string as argument", src: printfBody(`debugPrintf("%d", "x");`), want: "5:19: string literals are only allowed as the format of debugPrintf"},
	{name: "string in other call", src: printfBody(`float f = sin("x");`), want: "5:15: string literals are only allowed as the format of debugPrintf"},
	{name: "no format", src: printfBody(`debugPrintf();`), want: "5:1: 'debugPrintf' needs a format string"},
	{name: "format not literal", src: printfBody(`int a = 1; debugPrintf(a);`), want: "5:24: the first argument of 'debugPrintf' must be a string literal"},
	{name: "too few arguments", src: printfBody(`debugPrintf("%d %u", 1);`), want: "5:13: the 'debugPrintf' format has 2 conversions but 1 argument is given"},
	{name: "too many arguments", src: printfBody(`debugPrintf("%d", 1, 2u);`), want: "5:22: the 'debugPrintf' format has 1 conversion but 2 arguments are given"},
	{name: "percent percent is no conversion", src: printfBody(`debugPrintf("100%%", 1);`), want: "5:22: the 'debugPrintf' format has 0 conversions but 1 argument is given"},
	{name: "float with %d", src: printfBody(`debugPrintf("%d", 1.5);`), want: "5:19: argument 1 of 'debugPrintf' does not match '%d': %d prints integers, not float"},
	{name: "int with %f", src: printfBody(`debugPrintf("%5.2f", 1);`), want: "5:22: argument 1 of 'debugPrintf' does not match '%5.2f': %f prints floating-point values, not int"},
	{name: "vector with scalar conversion", src: printfBody(`debugPrintf("%f", vec3(1.0));`), want: "5:19: argument 1 of 'debugPrintf' does not match '%f': it is a vec3 (use %v3f)"},
	{name: "scalar with vector conversion", src: printfBody(`debugPrintf("%v2u", 1u);`), want: "5:21: argument 1 of 'debugPrintf' does not match '%v2u': it is a scalar uint, not a 2-component vector"},
	{name: "vector size", src: printfBody(`debugPrintf("%v2d", ivec3(1));`), want: "5:21: argument 1 of 'debugPrintf' does not match '%v2d': it is a ivec3, not a 2-component vector"},
	{name: "bad vector size", src: printfBody(`debugPrintf("%v5f", 1.0);`), want: "5:13: bad 'debugPrintf' format: '%v5': a vector conversion needs 2, 3 or 4 components (%v2f ... %v4f)"},
	{name: "64-bit without l", src: "#version 450\n#extension GL_EXT_debug_printf : enable\n#extension GL_ARB_gpu_shader_int64 : enable\nvoid main() {\n  debugPrintf(\"%u\", 1ul);\n}\n",
		want: "5:21: argument 1 of 'debugPrintf' does not match '%u': a 64-bit integer needs the l modifier (%lu)"},
	{name: "l on 32-bit", src: printfBody(`debugPrintf("%lx", 1u);`), want: "5:20: argument 1 of 'debugPrintf' does not match '%lx': the l modifier is for 64-bit integers, not uint"},
	{name: "bool argument", src: printfBody(`debugPrintf("%d", true);`), want: "5:19: argument 1 of 'debugPrintf' has type bool: only scalars and vectors of integer or floating-point type can be printed"},
	{name: "matrix argument", src: printfBody(`debugPrintf("%f", mat2(1.0));`), want: "5:19: argument 1 of 'debugPrintf' has type mat2: only scalars and vectors of integer or floating-point type can be printed"},
	{name: "void argument", src: "#version 450\n#extension GL_EXT_debug_printf : enable\nvoid f() {}\nvoid main() {\n  debugPrintf(\"%d\", f());\n}\n",
		want: "5:21: argument 1 of 'debugPrintf' has type void: only scalars and vectors of integer or floating-point type can be printed"},
	{name: "string conversion", src: printfBody(`debugPrintf("%s", 1);`), want: "5:13: bad 'debugPrintf' format: '%s': debugPrintf prints no strings (only the format is a string)"},
	{name: "unknown conversion", src: printfBody(`debugPrintf("%q", 1);`), want: "5:13: bad 'debugPrintf' format: '%q': unknown conversion 'q'"},
	{name: "format ends in conversion", src: printfBody(`debugPrintf("x=%5", 1);`), want: "5:13: bad 'debugPrintf' format: the format ends inside the conversion '%5'"},
}

func TestPrintfErrors(t *testing.T) {
	for _, tc := range printfErrCases {
		t.Run(tc.name, func(t *testing.T) {
			_, diags := check(t, "err.comp", tc.src, tc.opts)
			var first *diag.Diagnostic
			for i := range diags.Diags {
				if diags.Diags[i].Severity == diag.Error {
					first = &diags.Diags[i]
					break
				}
			}
			if first == nil {
				t.Fatalf("no error; want %s", tc.want)
			}
			i := strings.Index(tc.want, ": ")
			want := "err.comp:" + tc.want[:i] + ": error: " + tc.want[i+2:]
			if got := first.String(); got != want {
				t.Errorf("got  %s\nwant %s\nall:\n%s", got, want, diagText(diags))
			}
		})
	}
}

// TestPrintfIR checks the IR of accepted debugPrintf calls: statement,
// comma operand and for-loop increment.
func TestPrintfIR(t *testing.T) {
	src := "#version 450\n#extension GL_EXT_debug_printf : enable\n#extension GL_ARB_gpu_shader_int64 : enable\nlayout(local_size_x = 1) in;\n" +
		"void main() {\n" +
		"  uint i = gl_LocalInvocationID.x;\n" +
		"  debugPrintf(\"i=%u %%d=%d v=%v2f l=%lx\\n\", i, -1, vec2(i), uint64_t(i));\n" +
		"  int k = (debugPrintfEXT(\"a\"), 3);\n" +
		"  for (int j = 0; j < k; debugPrintf(\"%i\", j), j++) {}\n" +
		"}\n"
	m, diags := check(t, "p.comp", src, Options{})
	if diags.HasErrors() {
		t.Fatal(diagText(diags))
	}
	if err := ir.Validate(m); err != nil {
		t.Fatal(err)
	}
	var got []*ir.Printf
	ir.Inspect(m.Entry.Fn.Body, func(n any) bool {
		if p, ok := n.(*ir.Printf); ok {
			got = append(got, p)
		}
		return true
	})
	if len(got) != 3 {
		t.Fatalf("got %d Printf statements, want 3", len(got))
	}
	if got[0].Format != "i=%u %%d=%d v=%v2f l=%lx\n" || len(got[0].Args) != 4 {
		t.Errorf("first Printf: %q with %d args", got[0].Format, len(got[0].Args))
	}
	if got[0].Args[2].Type() != ir.Vec(ir.Float32, 2) || got[0].Args[3].Type() != ir.Uint64 {
		t.Errorf("argument types %s, %s", got[0].Args[2].Type(), got[0].Args[3].Type())
	}
	if got[1].Format != "a" || len(got[1].Args) != 0 || got[2].Format != "%i" || len(got[2].Args) != 1 {
		t.Errorf("other Printfs: %q %d, %q %d", got[1].Format, len(got[1].Args), got[2].Format, len(got[2].Args))
	}
	var b strings.Builder
	ir.Print(&b, m)
	if !strings.Contains(b.String(), `printf "i=%u %%d=%d v=%v2f l=%lx\n", `) {
		t.Errorf("Print output lacks the printf line:\n%s", b.String())
	}
}
