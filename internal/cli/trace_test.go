package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/tracehtml"
)

func readTrace(t *testing.T, file string) *tracehtml.Page {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	p, err := tracehtml.ReadPage(data)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestRunTrace: run --trace writes the page of subgroup 0 (or of those
// --trace-subgroup names) with source lines (.comp input is compiled
// with -g) and the limits; the run's output is the usual one.
func TestRunTrace(t *testing.T) {
	out := filepath.Join(t.TempDir(), "t.html")
	code, stdout, stderr := run(t, "", "run", "--subgroup-size", "8", "-b", "0=uint:fill:0:8", "--trace", out, "../../examples/trace_diverge.comp")
	if code != 0 || !strings.Contains(stdout, "0: 161 122 161 122 161 122 161 122") {
		t.Fatalf("exit %d\n%s%s", code, stdout, stderr)
	}
	if !strings.Contains(stdout, "trace_diverge.comp:14: ") {
		t.Errorf("diagnostics without source lines:\n%s", stdout)
	}
	p := readTrace(t, out)
	if len(p.Timelines) != 1 || p.Width != nil || !strings.Contains(p.Limits, "2000 steps") || !strings.Contains(p.Command, "--trace") {
		t.Fatalf("page: %d timelines, limits %q, command %q", len(p.Timelines), p.Limits, p.Command)
	}
	if len(p.Diagnostics) != 1 || !strings.Contains(p.Diagnostics[0], "trace_diverge.comp:14: ") || !strings.Contains(p.Diagnostics[0], "inactive-lane-read") {
		t.Errorf("page diagnostics %q", p.Diagnostics)
	}
	src := p.Sources["../../examples/trace_diverge.comp"]
	if len(src) < 20 || !strings.Contains(src[11], "if (i < 3u)") {
		t.Errorf("source lines not embedded: %q", src)
	}
	var div []int
	for _, s := range p.Timelines[0].Steps {
		if s.Mark == "diverge" {
			div = append(div, s.MarkLine)
		}
	}
	if len(div) != 1 || div[0] != 12 {
		t.Errorf("divergence markers at lines %v, want [12]", div)
	}

	code, stdout, stderr = run(t, "", "run", "--subgroup-size", "4", "-b", "0=uint:fill:0:8", "--trace", out,
		"--trace-subgroup", "0,0,0:1", "--trace-subgroup", "3", "--trace-steps", "7", "../../examples/trace_diverge.comp")
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, stdout, stderr)
	}
	p = readTrace(t, out)
	if len(p.Timelines) != 2 || !strings.HasSuffix(p.Timelines[0].Title, "subgroup 1") || !p.Timelines[0].Ran || p.Timelines[1].Ran {
		t.Fatalf("--trace-subgroup 1 and 3 at size 4 (two subgroups): %+v", p.Timelines)
	}
	if tl := p.Timelines[0]; len(tl.Steps) != 7 || !tl.Truncated || !strings.Contains(p.Limits, "at most 7 steps") {
		t.Errorf("--trace-steps 7: %d steps, truncated %v, limits %q", len(tl.Steps), tl.Truncated, p.Limits)
	}
}

// TestRunTraceWidth: with --subgroup-size all, the page names the first
// element that depends on the width and follows its writer at both
// sizes up to their first difference. examples/trace_width.comp sums 8
// lanes with shuffleXor 1, 2, 4: at size 4 the third shuffle reads
// outside the subgroup and keeps lane 0's 1+2+3+4 = 10 (o[0] = 20); at
// size 8 it reads lane 4's 5+6+7+8 = 26 (o[0] = 36).
func TestRunTraceWidth(t *testing.T) {
	out := filepath.Join(t.TempDir(), "w.html")
	code, stdout, stderr := run(t, "", "run", "--subgroup-size", "all", "-b", "0=uint:series:1:1:16", "-b", "1=uint:fill:0:16", "--trace", out, "../../examples/trace_width.comp")
	if code != 1 || !strings.Contains(stdout, "NOT portable") {
		t.Fatalf("exit %d\n%s%s", code, stdout, stderr)
	}
	p := readTrace(t, out)
	w := p.Width
	if w == nil || w.Buffer != "0.1" || w.Index != 0 || w.Sizes != [2]int{4, 8} || w.Values != [2]string{"20", "36"} {
		t.Fatalf("width difference: %+v", w)
	}
	if !strings.Contains(w.Writer[0], "local invocation index 0 (subgroup 0 lane 0)") || !strings.Contains(w.Writer[1], "local invocation index 0") {
		t.Errorf("writers %q", w.Writer)
	}
	if len(p.Timelines) != 2 {
		t.Fatalf("%d timelines", len(p.Timelines))
	}
	var vals []string
	for i, tl := range p.Timelines {
		if tl.Focus != 0 || tl.Cut < 0 || tl.SubgroupSize != w.Sizes[i] {
			t.Fatalf("timeline %d: focus %d cut %d size %d", i, tl.Focus, tl.Cut, tl.SubgroupSize)
		}
		s := tl.Steps[tl.Cut]
		if s.Op != "OpGroupNonUniformShuffleXor" || s.Line != 12 {
			t.Errorf("timeline %d: first difference at %s line %d", i, s.Op, s.Line)
		}
		vals = append(vals, s.Values[0])
		if len(tl.Steps) != tl.Cut+1+traceContext {
			t.Errorf("timeline %d: %d steps kept after a cut at %d", i, len(tl.Steps), tl.Cut)
		}
	}
	if strings.Join(vals, " ") != "10 26" || p.Timelines[0].Steps[p.Timelines[0].Cut].Source[0] != 4 {
		t.Errorf("lane 0 at the first difference: %v", vals)
	}

	// portable: the page says so and shows the first size
	code, _, _ = run(t, "", "run", "--subgroup-size", "all", "-b", "0=uint:fill:0:8", "--trace", out, "../../examples/spec_push.comp", "--push", "uint:1")
	if p = readTrace(t, out); code != 0 || p.Width != nil || len(p.Timelines) != 1 || !strings.Contains(p.Limits, "No element depends") {
		t.Errorf("portable run: exit %d, page %+v", code, p)
	}
}

func TestRunTraceUsage(t *testing.T) {
	for _, args := range [][]string{
		{"run", "--trace-steps", "5", "-b", "0=uint:fill:0:8", "../../examples/trace_diverge.comp"},
		{"run", "--trace", "x.html", "--trace-subgroup", "a:b", "-b", "0=uint:fill:0:8", "../../examples/trace_diverge.comp"},
		{"run", "--trace", "x.html", "--trace-subgroup", "1,2,3,4:0", "-b", "0=uint:fill:0:8", "../../examples/trace_diverge.comp"},
		{"run", "--trace", "x.html", "--trace-steps", "-1", "-b", "0=uint:fill:0:8", "../../examples/trace_diverge.comp"},
		{"run", "--trace", "x.html", "--trace-steps", "20001", "-b", "0=uint:fill:0:8", "../../examples/trace_diverge.comp"},
		{"run", "--trace", "x.html", "--device", "vulkan", "-b", "0=uint:fill:0:8", "../../examples/trace_diverge.comp"},
		{"run", "--trace", "x.html", "../../examples/subgroup_sum.amber"},
	} {
		if code, _, stderr := run(t, "", args...); code != 2 || !strings.Contains(stderr, "trace") {
			t.Errorf("%v: exit %d, %s", args, code, stderr)
		}
	}
	dir := filepath.Join(t.TempDir(), "missing", "t.html")
	if code, _, stderr := run(t, "", "run", "--trace", dir, "-b", "0=uint:fill:0:8", "../../examples/trace_diverge.comp"); code != 1 || !strings.Contains(stderr, "--trace:") {
		t.Errorf("unwritable --trace file: exit %d, %s", code, stderr)
	}
}
