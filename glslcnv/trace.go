package glslcnv

import (
	"bytes"
	"fmt"

	"github.com/glslc-nv/glslc-nv/internal/tracehtml"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// TraceOptions choose what TracePage records.
type TraceOptions struct {
	// Title heads the page.
	Title string
	// Subgroup is the subgroup recorded, of workgroup Workgroup.
	Workgroup [3]uint32
	Subgroup  int
	// MaxSteps bounds the steps recorded (0: 2000).
	MaxSteps int
	// Sources are the source texts by file name, for the lines the page
	// quotes (compile with Debug so that the module names them).
	Sources map[string]string
}

// TracePage runs one dispatch recording one subgroup and returns the lane
// timeline as a self-contained HTML page (what glslc-nv run --trace
// writes): a row per lane and a column per instruction, divergence,
// cross-lane reads and undefined-behaviour reports; it loads nothing from
// the network.
func (m *Module) TracePage(opts RunOptions, t TraceOptions) (html string, err error) {
	defer recoverErr(&err)
	cfg, _ := m.config(opts)
	if cfg.Images, err = m.images(opts); err != nil {
		return "", err
	}
	cfg.Trace = &interp.TraceOptions{Subgroups: []interp.TraceTarget{{Workgroup: t.Workgroup, Subgroup: t.Subgroup}}, MaxSteps: t.MaxSteps}
	res, err := m.p.Run(cfg)
	if res == nil {
		return "", err
	}
	p := &tracehtml.Page{Title: t.Title, Sources: map[string][]string{}}
	for name, text := range t.Sources {
		p.Sources[name] = tracehtml.SourceLines(text)
	}
	steps := t.MaxSteps
	if steps == 0 {
		steps = interp.DefaultTraceSteps
	}
	p.Limits = fmt.Sprintf("Recording limits: at most %d steps (executed instructions).", steps)
	for _, d := range res.Diagnostics {
		p.Diagnostics = append(p.Diagnostics, d.String())
	}
	if tr := res.Trace; tr != nil {
		for _, st := range tr.Subgroups {
			wg := st.Workgroup
			title := fmt.Sprintf("subgroup size %d: workgroup (%d,%d,%d) subgroup %d", tr.SubgroupSize, wg[0], wg[1], wg[2], st.Subgroup)
			p.Timelines = append(p.Timelines, tracehtml.Build(title, tr.SubgroupSize, st))
		}
	}
	var b bytes.Buffer
	if err := tracehtml.Write(&b, p); err != nil {
		return "", err
	}
	return b.String(), nil
}
