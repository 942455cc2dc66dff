package gen

import (
	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"strings"
	"testing"
)

func TestReduceFunc(t *testing.T) {
	var p *Program
	for s := int64(1); ; s++ {
		p = Generate(s, Options{})
		if strings.Contains(p.GLSL(), "subgroupShuffleUp(") {
			break
		}
	}
	before := len(p.GLSL())
	// The reduction ends when no step helps; the budget only catches a hang.
	q := ReduceFunc(p, func(q *Program) bool { return strings.Contains(q.GLSL(), "subgroupShuffleUp(") }, testtool.HangLimit)
	src := q.GLSL()
	if !strings.Contains(src, "subgroupShuffleUp(") {
		t.Fatal("reduced program lost the property")
	}
	stmts := 0
	for _, f := range q.Funcs {
		walkStmts(f.Body, func(*Stmt) { stmts++ })
	}
	if stmts > 3 {
		t.Errorf("reduced program still has %d statements:\n%s", stmts, src)
	}
	t.Logf("%d -> %d bytes", before, len(src))
}

func TestCaseRoundTrip(t *testing.T) {
	p := Generate(7, Options{})
	f := &Failure{Kind: "mismatch", Execs: []string{ExecGlslang, ExecNative}, Size: 8, Detail: "1 words differ"}
	text := FormatCase(p, f, "known-failure", "line one\nline two")
	path := t.TempDir() + "/c.comp"
	if err := writeFile(path, text); err != nil {
		t.Fatal(err)
	}
	c, err := LoadCase(path)
	if err != nil {
		t.Fatal(err)
	}
	q := c.Program
	if q.Seed != 7 || q.LocalSize != p.LocalSize || q.Slots != p.Slots || q.MinSubgroup != p.MinSubgroup || q.Workgroups != p.Workgroups {
		t.Errorf("header lost: %+v", q)
	}
	if c.Status != "known-failure" || c.Diagnosis != "line one\nline two" || !strings.HasPrefix(c.Failure, "mismatch: ") {
		t.Errorf("status %q diagnosis %q failure %q", c.Status, c.Diagnosis, c.Failure)
	}
	if !strings.HasPrefix(q.GLSL(), "#version 450\n") {
		t.Error("#version must stay first")
	}
}

// TestCaseMesaRelease checks that a case kept from a lavapipe failure
// records the driver's Mesa release, and that a known lavapipe failure
// without one is refused.
func TestCaseMesaRelease(t *testing.T) {
	p := Generate(7, Options{})
	f := &Failure{Kind: "mismatch", Execs: []string{ExecGlslang, DeviceExec(ExecGlslang)}, Size: 8, Detail: "1 words differ",
		Driver: "Mesa 25.0.7-2~bpo12+1 (LLVM 15.0.6)"}
	path := t.TempDir() + "/c.comp"
	if err := writeFile(path, FormatCase(p, f, "known-failure", "x")); err != nil {
		t.Fatal(err)
	}
	c, err := LoadCase(path)
	if err != nil || c.Mesa != "25.0" {
		t.Fatalf("mesa %q, %v", c.Mesa, err)
	}
	f.Driver = ""
	if err := writeFile(path, FormatCase(p, f, "known-failure", "x")); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadCase(path); err == nil || !strings.Contains(err.Error(), "mesa:") {
		t.Errorf("a known lavapipe failure without a mesa: line loaded (%v)", err)
	}
}

func TestParseFamilies(t *testing.T) {
	f, err := ParseFamilies("quad, nv-shuffle,rotate")
	if err != nil || f != FQuad|FNVShuffle|FRotate {
		t.Errorf("got %b, %v", f, err)
	}
	if f, _ := ParseFamilies("all"); f != FAll {
		t.Errorf("all: %b", f)
	}
	if _, err := ParseFamilies("warp"); err == nil {
		t.Error("unknown family accepted")
	}
	// A program restricted to portable families needs only glslangValidator.
	for s := int64(1); s <= 30; s++ {
		if src := Generate(s, Options{Families: FPortable}).GLSL(); UsesGlslangMissing(src) {
			t.Fatalf("seed %d uses a non-portable extension", s)
		}
	}
}

func TestSameFailure(t *testing.T) {
	a := &Failure{Kind: "compile", Execs: []string{ExecGlslang}, Detail: "exit status 2: gen-1.comp\nERROR: gen-1.comp:10: 'x' : undeclared identifier"}
	b := &Failure{Kind: "compile", Execs: []string{ExecGlslang}, Detail: "exit status 2: gen-2.comp\nERROR: gen-2.comp:12: 'x' : undeclared identifier"}
	c := &Failure{Kind: "compile", Execs: []string{ExecGlslang}, Detail: "exit status 2: gen-3.comp\nERROR: gen-3.comp:10: 'gl_SubgroupSize' : required extension not requested"}
	if !sameFailure(a, b) || sameFailure(a, c) {
		t.Errorf("sameFailure: a~b %v, a~c %v", sameFailure(a, b), sameFailure(a, c))
	}
}
