// Package tracehtml renders interpreter execution traces (interp.Trace)
// as one self-contained HTML page: a timeline per subgroup with one row
// per lane and one column per executed instruction, showing the active
// lanes, divergence and reconvergence with their source lines, the lanes
// each cross-lane operation read or grouped, barriers and undefined-
// behaviour reports; clicking a cell shows that lane's value at that
// step. The page loads nothing from the network: its CSS and script are
// inline and the recording is embedded as JSON, which the script draws
// as SVG.
//
// Build turns a trace into the page's model (plain data, tested without a
// browser); Write renders a model.
package tracehtml

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"strings"

	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// Page is the model of a trace page.
type Page struct {
	Title string `json:"title"`
	// Command is the command line that made the page (shown as is).
	Command string `json:"command"`
	// Sources holds the source files by the names OpLine gives, split
	// into lines, for the lines the page quotes.
	Sources map[string][]string `json:"sources"`
	// Limits states the recording limits in words.
	Limits string `json:"limits"`
	// Diagnostics lists the run's undefined-behaviour reports (all
	// subgroups, as the run prints them).
	Diagnostics []string `json:"diagnostics"`
	// Width is set by a --subgroup-size all run: the first element whose
	// value depends on the width, and Timelines then holds the two runs'
	// timelines of the invocation that stored it, side by side.
	Width     *WidthDiff  `json:"width"`
	Timelines []*Timeline `json:"timelines"`
}

// WidthDiff describes the first buffer element whose value depends on
// the subgroup size.
type WidthDiff struct {
	Buffer string    `json:"buffer"` // "set.binding"
	Index  int       `json:"index"`
	Type   string    `json:"type"`
	Sizes  [2]int    `json:"sizes"`
	Values [2]string `json:"values"`
	// Writer describes, per size, the invocation that stored the element
	// last ("" when none did: the element kept its input value).
	Writer [2]string `json:"writer"`
	// Note says what the side-by-side timelines show.
	Note string `json:"note"`
}

// Timeline is one subgroup's recording, ready to draw.
type Timeline struct {
	Title        string `json:"title"`
	SubgroupSize int    `json:"S"`
	Lanes        int    `json:"lanes"`
	Ran          bool   `json:"ran"`
	TotalSteps   int64  `json:"total"`
	Truncated    bool   `json:"truncated"`
	// Focus is the lane the page points at (-1: none): the writer of
	// the differing element.
	Focus int `json:"focus"`
	// Cut is the index in Steps of the first step where the two runs
	// of a width comparison differ for the focus lane (-1: none); steps
	// after it are left out.
	Cut   int    `json:"cut"`
	Steps []Step `json:"steps"`
}

// Step is one column of a timeline.
type Step struct {
	Index int64  `json:"i"`
	Op    string `json:"op"`
	File  string `json:"file,omitempty"`
	Line  int    `json:"line,omitempty"`
	// Active has one character per lane: '1' active, '0' not.
	Active string   `json:"act"`
	Values []string `json:"vals,omitempty"`
	// Kind is "read", "group" or "all" for cross-lane operations.
	Kind   string `json:"kind,omitempty"`
	Source []int  `json:"src,omitempty"`
	Group  []int  `json:"grp,omitempty"`
	// Barrier names the scope of a barrier.
	Barrier string `json:"bar,omitempty"`
	Diags   []Diag `json:"diags,omitempty"`
	// Mark is "diverge", "reconverge" or "regroup" (the subgroup switched
	// to another set of lanes) where the active lanes changed before
	// this step; MarkLine is the source line that caused it (the branch,
	// for a divergence; this step's line otherwise).
	Mark     string `json:"mark,omitempty"`
	MarkLine int    `json:"markLine,omitempty"`
	MarkFile string `json:"markFile,omitempty"`
}

// Diag is an undefined-behaviour report at a step.
type Diag struct {
	Lane     int    `json:"lane"`
	Kind     string `json:"kind"`
	Severity string `json:"severity"`
	Msg      string `json:"msg"`
}

// Build converts one subgroup's recording into a timeline.
func Build(title string, S int, st *interp.SubgroupTrace) *Timeline {
	tl := &Timeline{Title: title, SubgroupSize: S, Lanes: st.Lanes, Ran: st.Ran, TotalSteps: st.TotalSteps,
		Truncated: st.Truncated, Focus: -1, Cut: -1, Steps: make([]Step, 0, len(st.Steps))}
	lastBranch := -1
	for k := range st.Steps {
		ts := &st.Steps[k]
		s := Step{Index: ts.Index, Op: opName(ts.Op), File: ts.File, Line: ts.Line, Active: maskString(ts.Active, S), Values: ts.Values}
		if c := ts.Cross; c != nil {
			s.Kind, s.Source, s.Group = c.Kind, c.Source, c.Group
		}
		if ts.Barrier {
			s.Barrier = ts.Scope
		}
		for _, d := range ts.Diags {
			s.Diags = append(s.Diags, Diag{Lane: d.Lane, Kind: d.Kind, Severity: d.Severity.String(), Msg: d.Msg})
		}
		if k > 0 {
			prev, cur := st.Steps[k-1].Active, ts.Active
			sub := and(cur, prev) == cur
			sup := and(cur, prev) == prev
			switch {
			case cur == prev:
			case sub:
				s.Mark = "diverge"
				if lastBranch >= 0 {
					b := &st.Steps[lastBranch]
					s.MarkLine, s.MarkFile = b.Line, b.File
				}
			case sup:
				s.Mark, s.MarkLine, s.MarkFile = "reconverge", ts.Line, ts.File
			default:
				s.Mark, s.MarkLine, s.MarkFile = "regroup", ts.Line, ts.File
			}
		}
		if ts.Op == spirv.OpBranchConditional || ts.Op == spirv.OpSwitch {
			lastBranch = k
		}
		tl.Steps = append(tl.Steps, s)
	}
	return tl
}

func and(a, b interp.LaneMask) interp.LaneMask { return interp.LaneMask{a[0] & b[0], a[1] & b[1]} }

func maskString(m interp.LaneMask, S int) string {
	b := make([]byte, S)
	for l := range b {
		b[l] = '0'
		if m.Has(l) {
			b[l] = '1'
		}
	}
	return string(b)
}

func opName(op spirv.Op) string {
	if info, ok := op.Info(); ok {
		return info.Name
	}
	if op == spirv.OpEntryPoint {
		return "OpEntryPoint"
	}
	return fmt.Sprintf("Op%d", uint32(op))
}

// FirstDifference compares lane la of a with lane lb of b: the steps
// where that lane was active, in order, by instruction and value. It
// returns the indices in a.Steps and b.Steps of the first pair that
// differs (an instruction only one of them executed, or a different
// value), or -1, -1 when the recorded steps agree. When one recording
// ends first, the next step of the other is the difference.
func FirstDifference(a, b *Timeline, la, lb int) (int, int) {
	i, j := 0, 0
	next := func(t *Timeline, k, l int) int {
		for k < len(t.Steps) && !(l < len(t.Steps[k].Active) && t.Steps[k].Active[l] == '1') {
			k++
		}
		return k
	}
	for {
		i, j = next(a, i, la), next(b, j, lb)
		if i == len(a.Steps) || j == len(b.Steps) {
			if i == len(a.Steps) && j == len(b.Steps) {
				return -1, -1
			}
			return min(i, len(a.Steps)-1), min(j, len(b.Steps)-1)
		}
		sa, sb := &a.Steps[i], &b.Steps[j]
		if sa.Op != sb.Op || sa.Line != sb.Line || sa.File != sb.File || value(sa, la) != value(sb, lb) {
			return i, j
		}
		i++
		j++
	}
}

func value(s *Step, l int) string {
	if l < len(s.Values) {
		return s.Values[l]
	}
	return ""
}

// CutAt keeps the steps of t up to index k and a few after it (context),
// marking step k as the first difference.
func (t *Timeline) CutAt(k, context int) {
	if k < 0 {
		return
	}
	t.Cut = k
	if end := k + 1 + context; end < len(t.Steps) {
		t.Steps = t.Steps[:end]
	}
}

// SourceLines splits a source text into lines for Page.Sources.
func SourceLines(text string) []string {
	return strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
}

//go:embed page.html
var pageHTML string

var pageTmpl = template.Must(template.New("page").Parse(pageHTML))

// Write renders p as a self-contained HTML page.
func Write(w io.Writer, p *Page) error {
	return pageTmpl.Execute(w, p)
}

// dataOpen and dataClose surround the page's embedded model.
const (
	dataOpen  = `<script id="trace-data" type="application/json">`
	dataClose = `</script>`
)

// ReadPage returns the model embedded in a page Write made.
func ReadPage(html []byte) (*Page, error) {
	s := string(html)
	i := strings.Index(s, dataOpen)
	if i < 0 {
		return nil, fmt.Errorf("tracehtml: no embedded trace data")
	}
	s = s[i+len(dataOpen):]
	j := strings.Index(s, dataClose)
	if j < 0 {
		return nil, fmt.Errorf("tracehtml: unterminated trace data")
	}
	var p Page
	if err := json.Unmarshal([]byte(s[:j]), &p); err != nil {
		return nil, fmt.Errorf("tracehtml: trace data: %v", err)
	}
	return &p, nil
}
