package frontend

import (
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
)

// corpusOptions are the options the corpus rows were checked with (-V:
// Vulkan).
func corpusOptions() Options {
	var o Options
	o.Vulkan = true
	return o
}

// TestCorpusCompileRowsParse: every shader the manifest expects to compile
// preprocesses and parses without a single diagnostic, and without falling
// back from SLL to LL prediction (which would mean a grammar decision SLL
// gets wrong, and a slow parse).
func TestCorpusCompileRowsParse(t *testing.T) {
	n := 0
	for _, row := range testtool.Corpus(t) {
		if row.Expect != "compile" {
			continue
		}
		n++
		t.Run(row.File, func(t *testing.T) {
			src, err := os.ReadFile(row.Path)
			if err != nil {
				t.Fatal(err)
			}
			var diags diag.List
			u, st := ParseStats(row.File, src, corpusOptions(), &diags)
			for _, d := range diags.Diags {
				t.Errorf("%s", d)
			}
			if st.Fallback {
				t.Errorf("needed the LL fallback")
			}
			if len(u.Decls) == 0 {
				t.Errorf("no declarations")
			}
		})
	}
	if n == 0 {
		t.Fatal("no compile rows in the corpus")
	}
}

// syntaxRejects lists the corpus rows whose rejection is a syntax error,
// with the line glslang reports it at. They were found by running
// glslangValidator -V on every reject row: only defaultArgs.comp fails with
// "syntax error" (glslang: "unexpected EQUAL, expecting RIGHT_PAREN"); the
// others fail in semantic checks (layout rules, missing extensions,
// constant arguments, Vulkan restrictions).
var syntaxRejects = []struct {
	file string
	line int
	msg  string // our message, exactly
}{
	{"defaultArgs.comp", 3, "syntax error: unexpected '=', expecting ')' or ','"},
}

// lexicalRejects are reject rows our front end rejects although glslang's
// first error there is semantic (glslang stops at that first error): the
// lines below use words reserved in the file's version, lines the file
// itself marks "// ERROR" (glslang reports such a use as "Reserved word").
var lexicalRejects = []struct {
	file  string
	lines []int
}{
	// precise (reserved in ESSL 3.10), dmat2x4, samplerCubeArray,
	// iimage2DRect, image2DMS, uimage2DMSArray: reserved words in ESSL 3.10.
	{"310.comp", []int{168, 170, 171, 172, 173, 174}},
}

// TestCorpusSyntaxRejects: the syntax-error rows are rejected at glslang's
// line with our message; the rows with only semantic errors parse without
// errors (sema rejects them); every reject row is in exactly one group.
func TestCorpusSyntaxRejects(t *testing.T) {
	syntax := map[string]int{}
	for i, r := range syntaxRejects {
		syntax[r.file] = i
	}
	lexical := map[string]int{}
	for i, r := range lexicalRejects {
		lexical[r.file] = i
	}
	seen := map[string]bool{}
	for _, row := range testtool.Corpus(t) {
		if row.Expect != "reject" {
			continue
		}
		seen[row.File] = true
		t.Run(row.File, func(t *testing.T) {
			src, err := os.ReadFile(row.Path)
			if err != nil {
				t.Fatal(err)
			}
			var diags diag.List
			Parse(row.File, src, corpusOptions(), &diags)
			var errs []diag.Diagnostic
			for _, d := range diags.Diags {
				if d.Severity == diag.Error {
					errs = append(errs, d)
				}
			}
			if i, ok := syntax[row.File]; ok {
				want := syntaxRejects[i]
				if len(errs) == 0 {
					t.Fatalf("accepted; want a syntax error at line %d", want.line)
				}
				if errs[0].Pos.Line != want.line || errs[0].Msg != want.msg {
					t.Errorf("first error %s; want line %d: %s", errs[0], want.line, want.msg)
				}
				return
			}
			if i, ok := lexical[row.File]; ok {
				var lines []int
				for _, e := range errs {
					lines = append(lines, e.Pos.Line)
				}
				if !equalInts(lines, lexicalRejects[i].lines) {
					t.Errorf("errors at lines %v, want %v: %v", lines, lexicalRejects[i].lines, errs)
				}
				return
			}
			for _, e := range errs {
				t.Errorf("semantic reject row has a front-end error: %s", e)
			}
		})
	}
	for _, r := range syntaxRejects {
		if !seen[r.file] {
			t.Errorf("%s is listed as a syntax reject but is not a reject row", r.file)
		}
	}
}

// TestCorpusSyntaxRejectsAgainstGlslang checks the list above against
// glslangValidator itself: the syntax-error rows are exactly those it
// reports a syntax error for, at the listed line.
func TestCorpusSyntaxRejectsAgainstGlslang(t *testing.T) {
	if testing.Short() {
		t.Skip("runs glslangValidator")
	}
	tool := testtool.Require(t, "glslangValidator")
	re := regexp.MustCompile(`ERROR: [^:]*:(\d+): .*syntax error`)
	want := map[string]int{}
	for _, r := range syntaxRejects {
		want[r.file] = r.line
	}
	for _, row := range testtool.Corpus(t) {
		if row.Expect != "reject" {
			continue
		}
		t.Run(row.File, func(t *testing.T) {
			t.Parallel()
			args := append(strings.Fields("-V --target-env vulkan1.1 -o /dev/null"), row.Path)
			out, _ := exec.Command(tool, args...).CombinedOutput()
			m := re.FindSubmatch(out)
			line, listed := want[row.File]
			switch {
			case m == nil && listed:
				t.Errorf("glslangValidator reports no syntax error")
			case m != nil && !listed:
				t.Errorf("glslangValidator reports a syntax error that syntaxRejects does not list: %s", m[0])
			case m != nil:
				if got, _ := strconv.Atoi(string(m[1])); got != line {
					t.Errorf("glslangValidator's syntax error is at line %d, listed %d", got, line)
				}
			}
		})
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
