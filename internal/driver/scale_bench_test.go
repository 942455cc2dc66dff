package driver

import (
	"fmt"
	"os"
	"strconv"
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

// largeShader is a realistic compute shader of about 27*n lines: n
// functions mixing vector math, loops, branches, a switch, built-in calls
// and struct and array access, all called from main. bench/compile.sh
// writes it out (go test -run TestWriteLargeShader) to time whole
// processes beside glslangValidator.
func largeShader(n int) string {
	var b strings.Builder
	b.WriteString(`#version 450
layout(local_size_x = 64) in;
struct S { vec4 a; ivec2 b; float c[4]; };
layout(std430, binding = 0) buffer B { S s[8]; float f[]; } buf;
`)
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, `
float f%[1]d(vec4 v, int k) {
  float acc = 0.0;
  vec3 n = normalize(v.xyz + vec3(%[1]d.0, 1.0, 2.0));
  for (int j = 0; j < k; ++j) {
    acc += dot(n, vec3(float(j), v.w, %[1]d.5));
    if (acc > 100.0) {
      acc = sqrt(acc) * 0.5;
    } else if (acc < -1.0) {
      acc = -acc;
    }
  }
  S t = buf.s[k & 7];
  t.a.xy = max(t.a.xy, v.zw) * %[2]d.0;
  t.c[k & 3] += clamp(acc, 0.0, 1.0);
  ivec2 q = t.b * ivec2(k, %[1]d) + (t.b >> 1);
  mat2 m = mat2(t.a.x, t.a.y, t.a.z, t.a.w);
  vec2 r = m * vec2(q) + fract(v.xy);
  switch (k %% 3) {
    case 0: acc += r.x; break;
    case 1: acc -= r.y; break;
    default: acc *= mix(r.x, r.y, 0.25);
  }
  buf.s[k & 7] = t;
  return acc + t.c[0] + float(q.x ^ q.y);
}
`, i, i%13)
	}
	b.WriteString("\nvoid main() {\n  uint id = gl_GlobalInvocationID.x;\n  float r = 0.0;\n  vec4 v = buf.s[id & 7u].a;\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "  r += f%d(v, int(id) + %d);\n", i, i)
	}
	b.WriteString("  buf.f[id] = r;\n}\n")
	return b.String()
}

// BenchmarkLargeShader compiles largeShader at about 100, 1,000 and
// 10,000 lines; ns/line must stay flat.
func BenchmarkLargeShader(b *testing.B) {
	for _, n := range []int{4, 38, 380} {
		src := largeShader(n)
		lines := strings.Count(src, "\n")
		b.Run(fmt.Sprintf("lines=%d", lines), func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				var diags diag.List
				if res := Compile("large.comp", []byte(src), Options{}, &diags); diags.HasErrors() || res.Words == nil {
					b.Fatalf("compile failed: %v", diags.Err())
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(lines), "ns/line")
		})
	}
}

// TestWriteLargeShader writes largeShader(n) to $GLSLC_NV_WRITE_LARGE
// (n from $GLSLC_NV_LARGE_N, default 380: about 10,000 lines) for
// bench/compile.sh; without the variable it checks that the shader
// compiles.
func TestWriteLargeShader(t *testing.T) {
	n := 380
	if s := os.Getenv("GLSLC_NV_LARGE_N"); s != "" {
		v, err := strconv.Atoi(s)
		if err != nil {
			t.Fatal(err)
		}
		n = v
	}
	path := os.Getenv("GLSLC_NV_WRITE_LARGE")
	if path == "" {
		n = 2
	}
	src := largeShader(n)
	var diags diag.List
	if res := Compile("large.comp", []byte(src), Options{}, &diags); diags.HasErrors() || res.Words == nil {
		t.Fatalf("the large benchmark shader does not compile: %v", diags.Err())
	}
	if path != "" {
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
