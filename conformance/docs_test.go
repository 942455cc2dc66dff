package conformance

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// TestDocExample runs the example script of docs/amber.md.
func TestDocExample(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "docs", "amber.md"))
	if err != nil {
		t.Fatal(err)
	}
	text := string(doc)
	start := strings.Index(text, "```amber\n")
	if start < 0 {
		t.Fatal("docs/amber.md has no ```amber block")
	}
	text = text[start+len("```amber\n"):]
	end := strings.Index(text, "```")
	if end < 0 {
		t.Fatal("unterminated ```amber block")
	}
	s, err := Parse("docs/amber.md", []byte(text[:end]))
	if err != nil {
		t.Fatal(err)
	}
	rep := s.Run(RunOptions{Compile: glslangCompiler(t), Device: &InterpDevice{Config: interp.Config{Workers: 1}}})
	if rep.Status != Pass || len(rep.Results) != 3 {
		t.Errorf("%s", rep)
	}
}
