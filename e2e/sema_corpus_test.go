package e2e

import (
	"github.com/glslc-nv/glslc-nv/sema"
	"os"
	"os/exec"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/frontend"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/pp"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/ir"
)

// corpusPending lists the corpus rows sema does not handle yet, with the
// reason. They are reported as skipped, never counted as passing; a row
// that starts to pass while listed here fails the test so that the list
// shrinks.
var corpusPending = map[string]string{}

var glslangError = regexp.MustCompile(`(?m)^ERROR: (?:0|\S+?):(\d+):`)

// glslangLines returns the lines glslang reports errors on for a reject
// row: from its .out file, else by running glslangValidator.
func glslangLines(t *testing.T, r testtool.CorpusEntry) []int {
	data, err := os.ReadFile(r.Path + ".out")
	if err != nil || !glslangError.Match(data) {
		tool := testtool.Require(t, "glslangValidator")
		args := append(strings.Fields(strings.Split(r.Flags, " (")[0]), r.Path)
		out, _ := exec.Command(tool, args...).CombinedOutput()
		data = out
	}
	var lines []int
	for _, m := range glslangError.FindAllSubmatch(data, -1) {
		n, _ := strconv.Atoi(string(m[1]))
		lines = append(lines, n)
	}
	return lines
}

func corpusCheck(t *testing.T, r testtool.CorpusEntry) (*ir.Module, *diag.List) {
	src, err := os.ReadFile(r.Path)
	if err != nil {
		t.Fatal(err)
	}
	// Rows checked with a newer glslang than the installed one come from
	// upstream's test suite, whose goldens map bindings automatically.
	opts := sema.Options{AutoBindUniforms: strings.Contains(r.Flags, "--amb") || !strings.HasPrefix(r.Flags, "-V")}
	diags := &diag.List{Limit: -1}
	tu := frontend.Parse(r.File, src, frontend.Options{Options: pp.Options{Vulkan: true}}, diags)
	// Check runs on partial trees too, as a driver reporting every error
	// would.
	return sema.Check(tu, opts, diags), diags
}

func TestSemaCorpus(t *testing.T) {
	rows := testtool.Corpus(t)
	var passed, pending []string
	for _, r := range rows {
		r := r
		t.Run(r.File, func(t *testing.T) {
			m, diags := corpusCheck(t, r)
			for _, d := range diags.Diags {
				if strings.Contains(d.Msg, "internal error") {
					t.Fatalf("checker failure: %s", d)
				}
			}
			ok, why := false, ""
			switch r.Expect {
			case "compile":
				switch {
				case diags.HasErrors():
					why = "unexpected errors:\n" + diagText(diags)
				case m == nil:
					why = "no module"
				default:
					if err := ir.Validate(m); err != nil {
						why = "ir.Validate: " + err.Error()
					} else {
						ok = true
					}
				}
			case "reject":
				want := glslangLines(t, r)
				got := map[int]bool{}
				for _, d := range diags.Diags {
					if d.Severity == diag.Error {
						got[d.Pos.Line] = true
					}
				}
				hit := 0
				wantSet := map[int]bool{}
				for _, l := range want {
					wantSet[l] = true
				}
				for l := range wantSet {
					if got[l] {
						hit++
					}
				}
				extra := 0
				for l := range got {
					if !wantSet[l] {
						extra++
					}
				}
				t.Logf("glslang reports errors on %d lines; sema on %d of them, and on %d other lines", len(wantSet), hit, extra)
				switch {
				case !diags.HasErrors():
					why = "accepted a shader glslang rejects"
				case len(want) > 0 && !got[want[0]]:
					why = "glslang's first error is on line " + strconv.Itoa(want[0]) + "; ours:\n" + diagText(diags)
				default:
					ok = true
				}
			}
			if reason, listed := corpusPending[r.File]; listed {
				if ok {
					t.Errorf("%s passes now: remove it from corpusPending", r.File)
					return
				}
				pending = append(pending, r.File)
				t.Skipf("pending: %s (%s)", reason, why)
			}
			if !ok {
				t.Error(why)
				return
			}
			passed = append(passed, r.File)
		})
	}
	sort.Strings(passed)
	t.Logf("corpus: %d rows pass, %d pending, %d total", len(passed), len(pending), len(rows))
}

// lowerPending lists compile rows sema checks but lower cannot emit yet.
var lowerPending = map[string]string{}

// TestCorpusLower lowers every compile row that checks cleanly and runs
// spirv-val on it: the IR sema produces must be valid for lower.
func TestSemaCorpusLower(t *testing.T) {
	testtool.Require(t, "spirv-val")
	for _, r := range testtool.Corpus(t) {
		r := r
		if r.Expect != "compile" || corpusPending[r.File] != "" {
			continue
		}
		t.Run(r.File, func(t *testing.T) {
			m, diags := corpusCheck(t, r)
			if diags.HasErrors() || m == nil {
				t.Skip("does not check")
			}
			if err := ir.Validate(m); err != nil {
				t.Skip("invalid IR (reported by TestCorpus)")
			}
			if why := lowerPending[r.File]; why != "" {
				t.Skip(why)
			}
			lowerVal(t, r.File, m, "vulkan1.1")
		})
	}
}

// TestDumpCorpus prints the diagnostics for corpus file $DUMPCORPUS.
func TestSemaDumpCorpus(t *testing.T) {
	name := os.Getenv("DUMPCORPUS")
	if name == "" {
		t.Skip("set DUMPCORPUS=file.comp")
	}
	for _, r := range testtool.Corpus(t) {
		if r.File == name {
			m, diags := corpusCheck(t, r)
			t.Log(diagText(diags))
			if m != nil && os.Getenv("IR") != "" {
				t.Log(m)
			}
		}
	}
}
