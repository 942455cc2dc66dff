package main

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/glslc-nv/glslc-nv/glslcnv"
)

// request is what the page asks: compile Source, and with Run, run it at
// each of Widths (0: every width) with Buffers (binding "B" or "S.B" to
// 32-bit words) over Workgroups.
type request struct {
	Source     string              `json:"source"`
	Name       string              `json:"name"`
	TargetEnv  string              `json:"targetEnv"`
	Run        bool                `json:"run"`
	Widths     []int               `json:"widths"`
	Buffers    map[string][]uint32 `json:"buffers"`
	Workgroups [3]uint32           `json:"workgroups"`
	Trace      bool                `json:"trace"`
}

type diagnostic struct {
	Severity string `json:"severity"`
	File     string `json:"file"`
	Line     int    `json:"line"`
	Column   int    `json:"column"`
	Message  string `json:"message"`
}

type runOut struct {
	Size    int                 `json:"size"`
	Buffers map[string][]uint32 `json:"buffers"`
	Reports []string            `json:"reports"`
	Error   string              `json:"error,omitempty"`
}

type difference struct {
	Binding string `json:"binding"`
	Base    int    `json:"base"`
	Size    int    `json:"size"`
	Count   int    `json:"count"`
	Words   []int  `json:"words"` // the differing word indices
}

type response struct {
	OK          bool         `json:"ok"`
	Diagnostics []diagnostic `json:"diagnostics"`
	// Text is the diagnostics as the command line prints them.
	Text        string       `json:"text"`
	Disassembly string       `json:"disassembly,omitempty"`
	Runs        []runOut     `json:"runs,omitempty"`
	Differences []difference `json:"differences,omitempty"`
	Trace       string       `json:"trace,omitempty"`
	Error       string       `json:"error,omitempty"`
}

// call answers one request; it never panics (glslcnv does not) and
// always returns JSON.
func call(in string) string {
	var req request
	var resp response
	if err := json.Unmarshal([]byte(in), &req); err != nil {
		resp.Error = "bad request: " + err.Error()
	} else {
		resp = handle(req)
	}
	out, _ := json.Marshal(resp)
	return string(out)
}

func handle(req request) response {
	var resp response
	name := req.Name
	if name == "" {
		name = "shader.comp"
	}
	res := glslcnv.Compile(name, []byte(req.Source), glslcnv.Options{TargetEnv: req.TargetEnv, AutoBindUniforms: true, Debug: true})
	var b strings.Builder
	res.WriteDiagnostics(&b, false)
	resp.Text = b.String()
	for _, d := range res.Diagnostics {
		resp.Diagnostics = append(resp.Diagnostics, diagnostic{d.Severity.String(), d.File, d.Line, d.Column, d.Message})
	}
	if err := res.Err(); err != nil {
		if resp.Text == "" {
			resp.Text = err.Error()
		}
		return resp
	}
	resp.OK = true
	if dis, err := glslcnv.Disassemble(res.SPIRV); err == nil {
		resp.Disassembly = dis
	}
	if !req.Run {
		return resp
	}
	m, err := glslcnv.LoadWords(res.SPIRV)
	if err != nil {
		resp.OK, resp.Error = false, err.Error()
		return resp
	}
	opts := glslcnv.RunOptions{Workgroups: req.Workgroups, Buffers: map[glslcnv.Binding][]byte{}, Workers: 1}
	for k, words := range req.Buffers {
		bind, err := parseBinding(k)
		if err != nil {
			resp.OK, resp.Error = false, err.Error()
			return resp
		}
		data := make([]byte, 4*len(words))
		for i, w := range words {
			binary.LittleEndian.PutUint32(data[4*i:], w)
		}
		opts.Buffers[bind] = data
	}
	sizes := req.Widths
	if len(sizes) == 0 {
		sizes = nil // every width
	}
	rep, err := m.Portability(opts, sizes)
	if rep == nil {
		resp.OK, resp.Error = false, err.Error()
		return resp
	}
	for i, r := range rep.Runs {
		ro := runOut{Size: rep.Sizes[i], Buffers: map[string][]uint32{}}
		for bind, data := range r.Buffers {
			ws := make([]uint32, len(data)/4)
			for j := range ws {
				ws[j] = binary.LittleEndian.Uint32(data[4*j:])
			}
			ro.Buffers[bind.String()] = ws
		}
		for _, d := range r.Reports {
			ro.Reports = append(ro.Reports, d.String())
		}
		resp.Runs = append(resp.Runs, ro)
	}
	if err != nil {
		resp.Error = err.Error()
	}
	for _, d := range rep.Differences {
		df := difference{Binding: d.Binding.String(), Base: d.Base, Size: d.Size, Count: d.Count}
		seen := map[int]bool{}
		for _, off := range d.Offsets {
			if !seen[off/4] {
				seen[off/4] = true
				df.Words = append(df.Words, off/4)
			}
		}
		sort.Ints(df.Words)
		resp.Differences = append(resp.Differences, df)
	}
	if req.Trace {
		o := opts
		o.SubgroupSize = rep.Sizes[0]
		html, err := m.TracePage(o, glslcnv.TraceOptions{Title: fmt.Sprintf("%s at subgroup size %d", name, o.SubgroupSize),
			Sources: res.Sources})
		if err == nil {
			resp.Trace = html
		}
	}
	return resp
}

// parseBinding reads "B" (set 0) or "S.B".
func parseBinding(s string) (glslcnv.Binding, error) {
	set, bind := "0", s
	if i := strings.IndexByte(s, '.'); i >= 0 {
		set, bind = s[:i], s[i+1:]
	}
	a, err1 := strconv.ParseUint(set, 10, 32)
	b, err2 := strconv.ParseUint(bind, 10, 32)
	if err1 != nil || err2 != nil {
		return glslcnv.Binding{}, fmt.Errorf("binding %q: want B or S.B", s)
	}
	return glslcnv.Binding{Set: uint32(a), Binding: uint32(b)}, nil
}
