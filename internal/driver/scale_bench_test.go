package driver

import (
	"fmt"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
)

// scaleShapes generate shaders whose size grows in one construct, for
// BenchmarkScale: the per-unit cost (ns/unit) must stay flat across sizes
// (compile time linear in the size of every construct).
var scaleShapes = []struct {
	name  string
	sizes []int
	gen   func(n int) string
}{
	// one expression of n terms: a + a + ... + a
	{"sum", []int{1000, 10000, 100000}, func(n int) string {
		return "  float a = d[0];\n  d[1] = " + strings.Repeat("a + ", n-1) + "a;\n"
	}},
	// one expression nested n deep on the right: a * (a * (...)) (the front
	// end limits nesting; these stay under its limit)
	{"rightnest", []int{50, 100, 200}, func(n int) string {
		return "  float a = d[0];\n  d[1] = " + strings.Repeat("a * (", n-1) + "a" + strings.Repeat(")", n-1) + ";\n"
	}},
	// n chained statements on one variable
	{"chain", []int{1000, 10000, 100000}, func(n int) string {
		var b strings.Builder
		b.WriteString("  float a = d[0];\n")
		for i := 0; i < n; i++ {
			fmt.Fprintf(&b, "  a = a * 1.5 + d[%d];\n", i%7)
		}
		b.WriteString("  d[1] = a;\n")
		return b.String()
	}},
	// n if/else statements in a row
	{"ifchain", []int{1000, 10000}, func(n int) string {
		var b strings.Builder
		b.WriteString("  float a = d[0];\n")
		for i := 0; i < n; i++ {
			fmt.Fprintf(&b, "  if (a > %d.0) a -= 1.0; else a += d[%d];\n", i, i%3)
		}
		b.WriteString("  d[1] = a;\n")
		return b.String()
	}},
	// n nested blocks, each declaring a variable (the front end limits
	// nesting; these stay under its limit)
	{"nest", []int{50, 100, 200}, func(n int) string {
		var b strings.Builder
		b.WriteString("  float a = d[0];\n")
		for i := 0; i < n; i++ {
			fmt.Fprintf(&b, "  { float v%d = a + 1.0;\n", i)
		}
		b.WriteString("  a += 1.0;\n")
		b.WriteString(strings.Repeat("  }\n", n))
		b.WriteString("  d[1] = a;\n")
		return b.String()
	}},
	// n nested loops (a statement nest the front end accepts up to its limit)
	{"nestloop", []int{25, 50, 100}, func(n int) string {
		var b strings.Builder
		b.WriteString("  float a = d[0];\n")
		for i := 0; i < n; i++ {
			fmt.Fprintf(&b, "  for (int i%d = 0; i%d < 2; i%d++) {\n", i, i, i)
		}
		b.WriteString("  a += 1.0;\n")
		b.WriteString(strings.Repeat("  }\n", n))
		b.WriteString("  d[1] = a;\n")
		return b.String()
	}},
	// n local declarations
	{"decl", []int{1000, 10000, 100000}, func(n int) string {
		var b strings.Builder
		for i := 0; i < n; i++ {
			fmt.Fprintf(&b, "  float v%d = d[%d];\n", i, i%5)
		}
		fmt.Fprintf(&b, "  d[1] = v%d;\n", n-1)
		return b.String()
	}},
	// n global constant declarations (before main; the body uses the last)
	{"globals", []int{1000, 10000, 100000}, nil},
}

func scaleSource(name string, n int, gen func(int) string) string {
	head := "#version 450\nlayout(local_size_x = 1) in;\nlayout(std430, binding = 0) buffer B { float d[]; };\n"
	if gen == nil { // globals
		var b strings.Builder
		b.WriteString(head)
		for i := 0; i < n; i++ {
			fmt.Fprintf(&b, "const float g%d = %d.0;\n", i, i)
		}
		fmt.Fprintf(&b, "void main() {\n  d[1] = g%d;\n}\n", n-1)
		return b.String()
	}
	return head + "void main() {\n" + gen(n) + "}\n"
}

// BenchmarkScale compiles generated shaders of growing size, one construct
// at a time, and reports ns/unit (time per term, statement, block or
// declaration) beside ns/op: linear compile time shows as a flat ns/unit.
//
//	go test ./internal/driver/ -run '^$' -bench Scale -benchtime 3x
func BenchmarkScale(b *testing.B) {
	for _, s := range scaleShapes {
		for _, n := range s.sizes {
			b.Run(fmt.Sprintf("%s/n=%d", s.name, n), func(b *testing.B) {
				src := []byte(scaleSource(s.name, n, s.gen))
				b.SetBytes(int64(len(src)))
				b.ReportAllocs()
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					var diags diag.List
					res := Compile("scale.comp", src, Options{}, &diags)
					if diags.HasErrors() || res.Words == nil {
						b.Fatalf("compile failed: %v", diags.Err())
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/unit")
			})
		}
	}
}
