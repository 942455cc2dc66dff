package frontend

import (
	"os"
	"testing"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
)

// BenchmarkParseCorpus preprocesses and parses every corpus shader once an
// iteration (warm: the parser's prediction tables fill in the first
// iteration and are reused). bench/frontend.sh measures whole processes,
// the number that matters for a compiler run.
func BenchmarkParseCorpus(b *testing.B) {
	type file struct {
		name string
		src  []byte
	}
	var files []file
	size := 0
	for _, row := range testtool.Corpus(b) {
		src, err := os.ReadFile(row.Path)
		if err != nil {
			b.Fatal(err)
		}
		files = append(files, file{row.File, src})
		size += len(src)
	}
	b.SetBytes(int64(size))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, f := range files {
			var diags diag.List
			Parse(f.name, f.src, corpusOptions(), &diags)
		}
	}
}

// BenchmarkParseFile parses the two shaders DESIGN.md quotes timings for.
func BenchmarkParseFile(b *testing.B) {
	for _, name := range []string{"spv.subgroupBasic.comp", "spv.subgroupPartitioned.comp"} {
		b.Run(name, func(b *testing.B) {
			src, err := os.ReadFile(testtool.CorpusDir(b) + "/" + name)
			if err != nil {
				b.Fatal(err)
			}
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				var diags diag.List
				Parse(name, src, corpusOptions(), &diags)
			}
		})
	}
}
