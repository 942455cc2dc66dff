package tracehtml

import (
	"bytes"
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/internal/driver"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

const example = "trace_diverge.comp"

// examplePage compiles examples/trace_diverge.comp with line numbers,
// runs it at subgroup size 8 with a trace and returns the page model.
func examplePage(t *testing.T) *Page {
	t.Helper()
	path := filepath.Join(testtool.RepoRoot(), "examples", example)
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	diags := &diag.List{}
	res := driver.Compile(example, src, driver.Options{TargetEnv: targetenv.MustCompiler("vulkan1.1"), AutoBindUniforms: true, Debug: true}, diags)
	if res.Words == nil {
		t.Fatalf("compile: %v", diags)
	}
	prog, err := interp.Load(spirv.Encode(res.Words))
	if err != nil {
		t.Fatal(err)
	}
	run, err := prog.Run(interp.Config{SubgroupSize: 8, Buffers: map[[2]uint32][]byte{{0, 0}: make([]byte, 32)}, Trace: &interp.TraceOptions{}})
	if err != nil {
		t.Fatal(err)
	}
	st := run.Trace.Subgroups[0]
	return &Page{Title: "trace of " + example, Command: "glslc-nv run --trace", Limits: "at most 2000 steps",
		Sources:   map[string][]string{example: SourceLines(string(src))},
		Timelines: []*Timeline{Build("subgroup 0", 8, st)}}
}

// stepAt returns the index of the first step with op at line.
func stepAt(t *testing.T, tl *Timeline, op string, line int) int {
	t.Helper()
	for k, s := range tl.Steps {
		if s.Op == op && s.Line == line {
			return k
		}
	}
	t.Fatalf("no %s at line %d", op, line)
	return -1
}

// TestBuild checks the model of the example: lanes 0-2 diverge at the
// if of line 12 and all reconverge at line 16, where lane l reads lane
// l^1; line 17 splits even and odd lanes.
func TestBuild(t *testing.T) {
	tl := examplePage(t).Timelines[0]
	var marks []string
	for _, s := range tl.Steps {
		if s.Mark != "" {
			marks = append(marks, s.Mark+"@"+itoa(s.MarkLine)+"/"+s.Active)
		}
	}
	want := []string{"diverge@12/11100000", "reconverge@16/11111111"}
	if !reflect.DeepEqual(marks, want) {
		t.Errorf("markers %v, want %v", marks, want)
	}
	x := tl.Steps[stepAt(t, tl, "OpGroupNonUniformShuffleXor", 16)]
	if x.Kind != "read" || !reflect.DeepEqual(x.Source, []int{1, 0, 3, 2, 5, 4, 7, 6}) || x.Values[0] != "11" {
		t.Errorf("shuffleXor step: %+v", x)
	}
	p := tl.Steps[stepAt(t, tl, "OpGroupNonUniformPartitionNV", 17)]
	if p.Kind != "group" || !reflect.DeepEqual(p.Group, []int{0, 1, 0, 1, 0, 1, 0, 1}) {
		t.Errorf("partition step: %+v", p)
	}
	sh := tl.Steps[stepAt(t, tl, "OpGroupNonUniformShuffle", 14)]
	if len(sh.Diags) != 3 || sh.Diags[0].Kind != "inactive-lane-read" || sh.Active != "11100000" {
		t.Errorf("shuffle of an inactive lane: %+v", sh)
	}
	b := tl.Steps[stepAt(t, tl, "OpControlBarrier", 19)]
	if b.Barrier != "workgroup" {
		t.Errorf("barrier step: %+v", b)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// TestWriteSelfContained: the page embeds its model (read back equal),
// quotes nothing that would load from the network, and escapes source
// text.
func TestWriteSelfContained(t *testing.T) {
	p := examplePage(t)
	p.Sources["evil"] = []string{"</script><script>alert(1)</script>"}
	var b bytes.Buffer
	if err := Write(&b, p); err != nil {
		t.Fatal(err)
	}
	html := b.String()
	back, err := ReadPage(b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, p) {
		t.Error("the embedded model does not read back equal")
	}
	if strings.Count(html, "<script") != 2 || strings.Contains(html, "alert(1)</script>") {
		t.Error("source text breaks out of the data script")
	}
	// the SVG namespace is a name, not a fetch
	rest := strings.ReplaceAll(html, `"http://www.w3.org/2000/svg"`, "")
	if m := regexp.MustCompile(`(?i)(https?:|//[a-z]|<link|@import|src=|<iframe|<img)`).FindString(rest); m != "" {
		t.Errorf("page refers to an external resource: %q", m)
	}
}

// TestFirstDifference on hand-made timelines: lane 1 of a and lane 5 of
// b agree on two steps, then compute different values.
func TestFirstDifference(t *testing.T) {
	a := &Timeline{Steps: []Step{
		{Op: "OpLoad", Line: 3, Active: "11", Values: []string{"0", "1"}},
		{Op: "OpIAdd", Line: 4, Active: "10", Values: []string{"7", ""}},
		{Op: "OpIMul", Line: 5, Active: "11", Values: []string{"2", "2"}},
		{Op: "OpStore", Line: 6, Active: "11"},
	}}
	b := &Timeline{Steps: []Step{
		{Op: "OpLoad", Line: 3, Active: "111111", Values: []string{"", "", "", "", "", "1"}},
		{Op: "OpIMul", Line: 5, Active: "111111", Values: []string{"", "", "", "", "", "2"}},
		{Op: "OpStore", Line: 6, Active: "000001"},
	}}
	if i, j := FirstDifference(a, b, 1, 5); i != -1 || j != -1 {
		t.Errorf("equal lanes: difference at %d, %d", i, j)
	}
	b.Steps[1].Values[5] = "4"
	if i, j := FirstDifference(a, b, 1, 5); i != 2 || j != 1 {
		t.Errorf("value difference at %d, %d, want 2, 1", i, j)
	}
	b.Steps[1].Values[5] = "2"
	b.Steps = b.Steps[:2]
	if i, j := FirstDifference(a, b, 1, 5); i != 3 || j != 1 {
		t.Errorf("b ends first: difference at %d, %d, want 3, 1", i, j)
	}
	a.CutAt(1, 1)
	if a.Cut != 1 || len(a.Steps) != 3 {
		t.Errorf("CutAt(1, 1): cut %d, %d steps", a.Cut, len(a.Steps))
	}
}

// TestMarkers on a hand-made recording of 4 lanes: a loop whose branch
// (line 5) lets lanes 2-3 out after the first iteration, the others
// after the second; the lanes rejoin at line 9; then an if/else (line
// 10) runs lanes 0-1 and then lanes 2-3 before they rejoin at line 13.
func TestMarkers(t *testing.T) {
	m := func(bits uint64) interp.LaneMask { return interp.LaneMask{bits} }
	st := &interp.SubgroupTrace{Ran: true, Lanes: 4, TotalSteps: 11}
	for i, s := range []struct {
		op     spirv.Op
		line   int
		active uint64
	}{
		{spirv.OpLoad, 4, 0xF},
		{spirv.OpBranchConditional, 5, 0xF},
		{spirv.OpIAdd, 6, 0xF},
		{spirv.OpBranchConditional, 5, 0xF},
		{spirv.OpIAdd, 6, 0x3},
		{spirv.OpBranchConditional, 5, 0x3},
		{spirv.OpStore, 9, 0xF},
		{spirv.OpBranchConditional, 10, 0xF},
		{spirv.OpIAdd, 11, 0x3},
		{spirv.OpISub, 12, 0xC},
		{spirv.OpStore, 13, 0xF},
	} {
		st.Steps = append(st.Steps, interp.TraceStep{Index: int64(i + 1), Op: s.op, Line: s.line, Active: m(s.active)})
	}
	tl := Build("t", 4, st)
	var got []string
	for _, s := range tl.Steps {
		if s.Mark != "" {
			got = append(got, strconv.FormatInt(s.Index, 10)+":"+s.Mark+"@"+strconv.Itoa(s.MarkLine))
		}
	}
	want := []string{"5:diverge@5", "7:reconverge@9", "9:diverge@10", "10:regroup@12", "11:reconverge@13"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("markers %v, want %v", got, want)
	}
	if tl.Steps[4].Active != "1100" || tl.Steps[0].Op != "OpLoad" {
		t.Errorf("step 5: %+v", tl.Steps[4])
	}
}
