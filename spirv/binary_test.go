package spirv

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
)

func TestGrammarTables(t *testing.T) {
	in, ok := OpGroupNonUniformPartitionNV.Info()
	if !ok || in.Name != "OpGroupNonUniformPartitionNV" || !in.HasResult() || !in.HasResultType() {
		t.Fatalf("partition op info %+v", in)
	}
	if op, ok := OpByName("OpIAdd"); !ok || op != OpIAdd || OpIAdd != 128 {
		t.Fatal("OpIAdd lookup")
	}
	if GroupOperationPartitionedExclusiveScanNV != 8 || uint32(OpGroupNonUniformPartitionNV) != 5296 {
		t.Fatal("partitioned enumerants differ from SEMANTICS.md")
	}
	e, ok := KindDecoration.Enumerant(uint32(DecorationArrayStride))
	if !ok || e.Name != "ArrayStride" || len(e.Params) != 1 || e.Params[0].Kind != KindLiteralInteger {
		t.Fatalf("ArrayStride %+v", e)
	}
	if in, ok := OpStore.Info(); !ok || in.HasResult() {
		t.Fatal("OpStore has no result")
	}
	if g, ok := GLSLstd450Info(GLSLstd450FMix); !ok || g.Name != "FMix" || len(g.Operands) != 3 {
		t.Fatalf("FMix %+v", g)
	}
	if Op(0xfff0).String() != "Op65520" {
		t.Fatal("unknown op name")
	}
}

func TestStringWords(t *testing.T) {
	for _, s := range []string{"", "a", "main", "GLSL.std.450"} {
		w := StringWords(s)
		got, n, err := String(w)
		if err != nil || got != s || n != len(w) {
			t.Errorf("%q: got %q n=%d err=%v", s, got, n, err)
		}
	}
	if _, _, err := String([]uint32{0x61616161}); err == nil {
		t.Error("unterminated string accepted")
	}
}

func TestDecodeErrors(t *testing.T) {
	hdr := []uint32{MagicNumber, Version1_3, 0, 10, 0}
	cases := []struct {
		name  string
		words []uint32
		bytes []byte
		want  string
	}{
		{"short", nil, []byte{1, 2}, "too short"},
		{"odd", nil, []byte{3, 2, 0x23, 7, 0}, "multiple of 4"},
		{"magic", []uint32{1, 2, 3, 4, 5}, nil, "bad magic"},
		{"header", []uint32{MagicNumber, Version1_3}, nil, "header needs 5"},
		{"version", []uint32{MagicNumber, 0x00020000, 0, 1, 0}, nil, "unsupported SPIR-V version"},
		{"zero count", append(append([]uint32{}, hdr...), 0), nil, "word 5: instruction OpNop has word count 0"},
		{"truncated", append(append([]uint32{}, hdr...), 3<<16|uint32(OpIAdd)), nil, "runs past the end"},
		{"unknown op", append(append([]uint32{}, hdr...), 1<<16|0x7777), nil, "unknown opcode 30583"},
	}
	for _, c := range cases {
		data := c.bytes
		if data == nil {
			data = Encode(c.words)
		}
		_, err := Decode(data)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.name, err, c.want)
		}
	}
}

// TestDecodeCorpus decodes what glslangValidator makes of the corpus and
// checks that the instruction stream covers the module exactly.
func TestDecodeCorpus(t *testing.T) {
	glslang := testtool.Require(t, "glslangValidator")
	dir := t.TempDir()
	n := 0
	for _, e := range testtool.Corpus(t) {
		if e.Expect != "compile" || strings.Contains(e.Flags, "newer") {
			continue
		}
		out := filepath.Join(dir, e.File+".spv")
		cmd := exec.Command(glslang, "-V", "--target-env", "vulkan1.1", "--amb", "-o", out, e.Path)
		if err := cmd.Run(); err != nil {
			continue // the reference compiler's own gaps are not ours to test here
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		m, err := Decode(data)
		if err != nil {
			t.Errorf("%s: %v", e.File, err)
			continue
		}
		words := 5
		for _, in := range m.Insts {
			words += len(in.Words)
		}
		if words != len(m.Words) || m.Insts[0].Op != OpCapability {
			t.Errorf("%s: instructions cover %d of %d words, first %s", e.File, words, len(m.Words), m.Insts[0].Op)
		}
		n++
	}
	if n < 40 {
		t.Fatalf("only %d corpus modules decoded", n)
	}
}

// TestGeneratedTablesFresh regenerates grammar_gen.go from the installed
// spirv-headers and compares.
func TestGeneratedTablesFresh(t *testing.T) {
	headers := "/usr/include/spirv/unified1/spirv.core.grammar.json"
	if _, err := os.Stat(headers); err != nil {
		if testtool.Strict() {
			t.Fatalf("%s missing: install the Debian package spirv-headers", headers)
		}
		t.Skip("spirv-headers not installed")
	}
	goTool := filepath.Join(os.Getenv("GOROOT"), "bin", "go")
	if _, err := os.Stat(goTool); err != nil {
		goTool = "go"
	}
	out := filepath.Join(t.TempDir(), "g.go")
	cmd := exec.Command(goTool, "run", "./internal/gen", "-o", out)
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("generator: %v\n%s", err, msg)
	}
	want, _ := os.ReadFile(out)
	got, _ := os.ReadFile("grammar_gen.go")
	if string(want) != string(got) {
		t.Fatal("spirv/grammar_gen.go is stale: run go generate ./spirv")
	}
}
