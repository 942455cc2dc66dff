package cli

import (
	"bytes"
	"fmt"
	"github.com/glslc-nv/glslc-nv/internal/outfile"
	"strconv"
	"strings"

	"github.com/glslc-nv/glslc-nv/internal/limits"
	"github.com/glslc-nv/glslc-nv/internal/tracehtml"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// maxTraceSteps bounds --trace-steps: a page of 20,000 steps of 128 lanes
// is 13 MB and takes Chromium about 20 s to draw.
const maxTraceSteps = 20000

// traceContext is the number of steps a width comparison shows after the
// first difference.
const traceContext = 12

// parseTraceSubgroups reads --trace-subgroup values: SG (workgroup 0) or
// X,Y,Z:SG.
func parseTraceSubgroups(vals []string) ([]interp.TraceTarget, error) {
	var out []interp.TraceTarget
	for _, v := range vals {
		var tg interp.TraceTarget
		sgs := v
		if w, s, ok := strings.Cut(v, ":"); ok {
			var wg [3]uint32
			parts := strings.Split(w, ",")
			if len(parts) > 3 {
				return nil, fmt.Errorf("--trace-subgroup %s: want SG or X,Y,Z:SG", v)
			}
			for i, p := range parts {
				n, err := strconv.ParseUint(strings.TrimSpace(p), 10, 32)
				if err != nil {
					return nil, fmt.Errorf("--trace-subgroup %s: want SG or X,Y,Z:SG", v)
				}
				wg[i] = uint32(n)
			}
			tg.Workgroup, sgs = wg, s
		}
		n, err := strconv.ParseUint(strings.TrimSpace(sgs), 10, 16)
		if err != nil {
			return nil, fmt.Errorf("--trace-subgroup %s: want SG or X,Y,Z:SG (SG a subgroup number from 0)", v)
		}
		tg.Subgroup = int(n)
		out = append(out, tg)
	}
	if len(out) > interp.MaxTraceSubgroups {
		return nil, fmt.Errorf("--trace-subgroup: at most %d subgroups", interp.MaxTraceSubgroups)
	}
	return out, nil
}

// traceOptions checks the --trace flags; nil when --trace is not given.
func (o *runOptions) traceOptions() (*interp.TraceOptions, error) {
	if o.trace == "" {
		if len(o.traceSubgroups) > 0 || o.traceSteps != 0 {
			return nil, fmt.Errorf("--trace-subgroup and --trace-steps need --trace OUT.html")
		}
		return nil, nil
	}
	if o.device != "interp" {
		return nil, fmt.Errorf("--trace records the interpreter's execution: it needs --device interp")
	}
	if o.traceSteps < 0 || o.traceSteps > maxTraceSteps {
		return nil, fmt.Errorf("--trace-steps %d: want 1 to %d (0: %d)", o.traceSteps, maxTraceSteps, interp.DefaultTraceSteps)
	}
	tgs, err := parseTraceSubgroups(o.traceSubgroups)
	if err != nil {
		return nil, err
	}
	return &interp.TraceOptions{Subgroups: tgs, MaxSteps: o.traceSteps}, nil
}

func tracePage(o *runOptions, path string, args []string) *tracehtml.Page {
	p := &tracehtml.Page{Title: "glslc-nv trace: " + path, Command: "glslc-nv " + strings.Join(args, " "), Sources: map[string][]string{}}
	if strings.HasSuffix(strings.ToLower(path), ".comp") {
		if text, err := limits.ReadFile(path, limits.SourceBytes); err == nil {
			p.Sources[path] = tracehtml.SourceLines(string(text))
		}
	}
	steps := o.traceSteps
	if steps == 0 {
		steps = interp.DefaultTraceSteps
	}
	p.Limits = fmt.Sprintf("Recording limits: at most %d steps (executed instructions) per subgroup and %d subgroups per run (--trace-steps, --trace-subgroup).", steps, interp.MaxTraceSubgroups)
	return p
}

func subgroupTitle(S int, st *interp.SubgroupTrace) string {
	wg := st.Workgroup
	return fmt.Sprintf("subgroup size %d: workgroup (%d,%d,%d) subgroup %d", S, wg[0], wg[1], wg[2], st.Subgroup)
}

// writeTracePage renders the trace of res (a single-size run) to o.trace.
func writeTracePage(o *runOptions, path string, args []string, res *interp.Result, note string) error {
	p := tracePage(o, path, args)
	var tr *interp.Trace
	if res != nil {
		tr = res.Trace
		for _, d := range res.Diagnostics {
			p.Diagnostics = append(p.Diagnostics, d.String())
		}
	}
	if note != "" {
		p.Limits += " " + note
	}
	if tr != nil {
		if tr.Dropped > 0 {
			p.Limits += fmt.Sprintf(" %d requested subgroups were not recorded.", tr.Dropped)
		}
		for _, st := range tr.Subgroups {
			p.Timelines = append(p.Timelines, tracehtml.Build(subgroupTitle(tr.SubgroupSize, st), tr.SubgroupSize, st))
		}
	}
	return savePage(o.trace, p)
}

func savePage(file string, p *tracehtml.Page) error {
	var b bytes.Buffer
	if err := tracehtml.Write(&b, p); err != nil {
		return err
	}
	if err := outfile.Write(file, b.Bytes(), 0o644); err != nil {
		return &exitError{code: 1, msg: fmt.Sprintf("--trace: %v", errText(err))}
	}
	return nil
}

// traceWidth makes the page of a --subgroup-size all run whose results
// depend on the width: it finds the invocation that stored the first
// differing element at each of the two sizes, records its subgroup at
// both and shows the two timelines up to the first step where that lane
// differs. cfg.Buffers hold the inputs; the runs work on copies.
func traceWidth(o *runOptions, path string, args []string, prog *interp.Program, cfg interp.Config, specs []*bufferSpec, rep *interp.PortabilityReport, topt *interp.TraceOptions) error {
	if rep == nil || rep.Portable() || len(rep.Diffs) == 0 {
		c := cfg
		c.Buffers = copyBuffers(cfg.Buffers)
		c.Trace = topt
		res, err := prog.Run(c)
		note := "No element depends on the subgroup size; the page shows the run at the first size."
		if err != nil {
			note = "The run at the first size failed: " + err.Error()
		}
		return writeTracePage(o, path, args, res, note)
	}
	d := rep.Diffs[0]
	size := 1
	typ := "bytes"
	for _, s := range specs {
		if s.set == d.Set && s.binding == d.Binding {
			size, typ = s.typ.size, s.typ.name
		}
	}
	elem := d.Offsets[0] / size
	sizes := [2]int{d.Base, d.Size}
	wd := &tracehtml.WidthDiff{Buffer: fmt.Sprintf("%d.%d", d.Set, d.Binding), Index: elem, Type: typ, Sizes: sizes}
	var writers [2]*interp.Writer
	for i, S := range sizes {
		c := cfg
		c.SubgroupSize = S
		c.Buffers = copyBuffers(cfg.Buffers)
		c.Trace = &interp.TraceOptions{MaxSteps: 1, FindWriter: &interp.BufferByte{Set: d.Set, Binding: d.Binding, Offset: d.Offsets[0]}}
		res, _ := prog.Run(c)
		if res != nil && res.Trace != nil {
			writers[i] = res.Trace.Writer
		}
		b := c.Buffers[[2]uint32{d.Set, d.Binding}]
		if off := elem * size; off+size <= len(b) {
			for _, s := range specs {
				if s.set == d.Set && s.binding == d.Binding {
					wd.Values[i] = formatValue(s.typ, b[off:])
				}
			}
		}
		if w := writers[i]; w != nil {
			verb := "stored"
			if w.Atomic {
				verb = "last changed by an atomic"
			}
			wd.Writer[i] = fmt.Sprintf("%s by workgroup (%d,%d,%d) local invocation index %d (subgroup %d lane %d), at its subgroup's step %d",
				verb, w.Workgroup[0], w.Workgroup[1], w.Workgroup[2], w.LocalIndex, w.Subgroup, w.Lane, w.Step)
		}
	}
	// The invocation to follow: the writer at the first size, else at the second.
	var wg [3]uint32
	li := -1
	for _, w := range writers {
		if w != nil && li < 0 {
			wg, li = w.Workgroup, w.LocalIndex
		}
	}
	p := tracePage(o, path, args)
	p.Width = wd
	if li < 0 {
		wd.Note = "No invocation stored to this element at either size (a copy changed it, or nothing did), so there is no invocation to follow; the timelines show subgroup 0 of workgroup (0,0,0)."
		li = 0
	}
	var tls [2]*tracehtml.Timeline
	for i, S := range sizes {
		c := cfg
		c.SubgroupSize = S
		c.Buffers = copyBuffers(cfg.Buffers)
		c.Trace = &interp.TraceOptions{MaxSteps: topt.MaxSteps, Subgroups: []interp.TraceTarget{{Workgroup: wg, Subgroup: li / S}}}
		res, _ := prog.Run(c)
		st := &interp.SubgroupTrace{}
		if res != nil && res.Trace != nil && len(res.Trace.Subgroups) == 1 {
			st = res.Trace.Subgroups[0]
		}
		tls[i] = tracehtml.Build(subgroupTitle(S, st)+fmt.Sprintf(", following lane %d (local invocation index %d)", li%S, li), S, st)
		tls[i].Focus = li % S
	}
	ia, ib := tracehtml.FirstDifference(tls[0], tls[1], li%sizes[0], li%sizes[1])
	if ia >= 0 {
		tls[0].CutAt(ia, traceContext)
		tls[1].CutAt(ib, traceContext)
		if wd.Note == "" {
			wd.Note = fmt.Sprintf("Below, the subgroup of that invocation at each size, up to %d steps past the first step where its lane executed a different instruction or computed a different value (red line).", traceContext)
		}
	} else if wd.Note == "" {
		wd.Note = "The recorded steps of that lane agree at both sizes (the difference lies past the recording limit, or in another lane's stores)."
	}
	p.Timelines = tls[:]
	return savePage(o.trace, p)
}

func copyBuffers(m map[[2]uint32][]byte) map[[2]uint32][]byte {
	out := make(map[[2]uint32][]byte, len(m))
	for k, b := range m {
		out[k] = append([]byte(nil), b...)
	}
	return out
}
