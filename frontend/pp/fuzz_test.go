package pp

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/token"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
)

// fuzzHeader is what every #include resolves to while fuzzing.
const fuzzHeader = "#define H(x) x + __LINE__\nint h = H(1);\n#if H(0)\n#endif\n"

// lineBounds returns, for each 1-based line of src, its length in bytes.
// Lines end with "\n", "\r\n" or "\r", as in the lexer.
func lineBounds(src string) []int {
	// line ends: CR-LF and LF-CR are one each, a lone CR or LF one
	var out []int
	n := 0
	for i := 0; i < len(src); i++ {
		c := src[i]
		if c != '\r' && c != '\n' {
			n++
			continue
		}
		out = append(out, n)
		n = 0
		if i+1 < len(src) && src[i+1] != c && (src[i+1] == '\r' || src[i+1] == '\n') {
			i++
		}
	}
	return append(out, n)
}

// checkPositions asserts that every token position lies inside the file it
// names (files whose numbering #line may change are not checked).
func checkPositions(t *testing.T, r *Result) {
	t.Helper()
	bounds := map[string][]int{}
	for i, tk := range r.Tokens {
		if tk.Kind == token.EOF && i != len(r.Tokens)-1 {
			t.Fatalf("EOF token at %d of %d", i, len(r.Tokens))
		}
		src, ok := r.Sources[tk.Pos.File]
		// #line renumbers lines, and a line continuation can spell it
		// (#lin\<newline>e), so such inputs are not checked.
		if !ok || strings.Contains(src, "line") || strings.Contains(src, "\\") {
			continue
		}
		b, ok := bounds[tk.Pos.File]
		if !ok {
			b = lineBounds(src)
			bounds[tk.Pos.File] = b
		}
		if tk.Pos.Line < 1 || tk.Pos.Line > len(b) || tk.Pos.Col < 1 || tk.Pos.Col > b[tk.Pos.Line-1]+1 {
			t.Fatalf("token %d %q at %v is outside the input (%d lines)", i, tk.Text, tk.Pos, len(b))
		}
	}
	if n := len(r.Tokens); n == 0 || r.Tokens[n-1].Kind != token.EOF {
		t.Fatal("result does not end with EOF")
	}
}

func fuzzSeeds(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "e", "*.comp"))
	h, _ := filepath.Glob(filepath.Join("testdata", "e", "inc", "*.h"))
	files = append(files, h...)
	dir := os.Getenv("GLSLC_NV_SHARED")
	if dir == "" {
		dir = filepath.Join(filepath.Dir(testtool.RepoRoot()), "shared")
	}
	if c, err := filepath.Glob(filepath.Join(dir, "corpus", "glslang", "*.comp")); err == nil {
		files = append(files, c...)
	}
	for _, p := range files {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	for _, s := range []string{
		"", "#", "#version", "#version 450\n#define f(x) f(x) x\nf(f)(1)\n", "/*", "#if 1 ? (2 : 3\n",
		"#version 450\n#extension GL_GOOGLE_include_directive : enable\n#include \"x.h\"\n",
		"#define a(x) b(x\n#define b(x) a(x\na(1))))\n", "\\\n\\\r\n\\", "#line 4 5\n__FILE__ __LINE__\n",
	} {
		f.Add([]byte(s))
	}
}

func FuzzPreprocess(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		opts := Options{
			Vulkan:      true,
			IncludeDirs: []string{"inc"},
			ReadFile: func(path string) ([]byte, error) {
				if strings.HasSuffix(path, "self.h") {
					return src, nil
				}
				return []byte(fuzzHeader), nil
			},
		}
		done := make(chan *Result, 1)
		go func() {
			var d diag.List
			d.Limit = -1
			done <- Preprocess("fuzz.comp", src, opts, &d)
		}()
		select {
		case r := <-done:
			checkPositions(t, r)
			_ = r.Text()
		case <-time.After(testtool.HangLimit):
			t.Fatalf("hang: Preprocess did not finish within %v on %q", testtool.HangLimit, src)
		}
	})
}

func BenchmarkPreprocessCorpus(b *testing.B) {
	type file struct {
		name string
		src  []byte
	}
	var files []file
	total := 0
	for _, p := range corpusFiles(b) {
		data, err := os.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		files = append(files, file{filepath.Base(p), data})
		total += len(data)
	}
	b.SetBytes(int64(total))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, f := range files {
			var d diag.List
			Preprocess(f.name, f.src, Options{Vulkan: true}, &d)
		}
	}
}
