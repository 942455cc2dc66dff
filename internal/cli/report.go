package cli

import (
	"fmt"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
	"io"
	"sort"
	"strconv"
	"strings"
	"time"
)

type jsonBuffer struct {
	Set     uint32   `json:"set"`
	Binding uint32   `json:"binding"`
	Type    string   `json:"type"`
	Values  []string `json:"values"`
}

type jsonDiag struct {
	Severity string `json:"severity"`
	Kind     string `json:"kind"`
	Message  string `json:"message"`
	Text     string `json:"text"`
	Count    int64  `json:"count"`
}

type jsonPortability struct {
	Sizes    []int    `json:"sizes"`
	Portable bool     `json:"portable"`
	Diffs    []string `json:"differences"`
}

type runReport struct {
	Buffers      []jsonBuffer     `json:"buffers"`
	Images       []string         `json:"images,omitempty"`
	Diagnostics  []jsonDiag       `json:"diagnostics"`
	Portability  *jsonPortability `json:"portability,omitempty"`
	SubgroupSize int              `json:"subgroup_size"`
	Invocations  int64            `json:"invocations"`
	Instructions int64            `json:"lane_instructions"`
	TimeMS       float64          `json:"time_ms"`
	Errors       int              `json:"errors"`
	// Device names the Vulkan device of a --device vulkan run.
	Device string `json:"device,omitempty"`
	// Compared and Differences report a --compare run.
	Compared    bool     `json:"compared,omitempty"`
	Differences []string `json:"differences,omitempty"`
}

func buildReport(specs []*bufferSpec, cfg interp.Config, res *interp.Result, rep *interp.PortabilityReport, elapsed time.Duration) *runReport {
	out := &runReport{Buffers: []jsonBuffer{}, Diagnostics: []jsonDiag{}, SubgroupSize: cfg.SubgroupSize, TimeMS: float64(elapsed.Microseconds()) / 1000}
	sorted := append([]*bufferSpec(nil), specs...)
	sort.Slice(sorted, func(i, j int) bool {
		if sorted[i].set != sorted[j].set {
			return sorted[i].set < sorted[j].set
		}
		return sorted[i].binding < sorted[j].binding
	})
	for _, s := range sorted {
		b := cfg.Buffers[[2]uint32{s.set, s.binding}]
		jb := jsonBuffer{Set: s.set, Binding: s.binding, Type: s.typ.name, Values: formatValues(s.typ, b)}
		out.Buffers = append(out.Buffers, jb)
	}
	if res != nil {
		out.Invocations, out.Instructions = res.Invocations, res.Instructions
		for _, d := range res.Diagnostics {
			if d.Severity == interp.Error {
				out.Errors++
			}
			out.Diagnostics = append(out.Diagnostics, jsonDiag{Severity: d.Severity.String(), Kind: d.Kind, Message: d.Msg, Text: d.String(), Count: d.Count})
		}
	}
	if rep != nil {
		p := &jsonPortability{Sizes: rep.Sizes, Portable: rep.Portable(), Diffs: []string{}}
		for _, d := range rep.Diffs {
			size := 1
			for _, s := range specs {
				if s.set == d.Set && s.binding == d.Binding {
					size = s.typ.size
				}
			}
			var idx []int
			for _, off := range d.Offsets {
				if i := off / size; len(idx) == 0 || idx[len(idx)-1] != i {
					idx = append(idx, i)
				}
			}
			p.Diffs = append(p.Diffs, fmt.Sprintf("buffer %d.%d differs between subgroup sizes %d and %d (%d bytes; first at indices %v)", d.Set, d.Binding, d.Base, d.Size, d.Count, idx))
		}
		out.Portability = p
	}
	return out
}

func printReport(w io.Writer, r *runReport) {
	var b strings.Builder
	size := 0
	for _, buf := range r.Buffers {
		for _, v := range buf.Values {
			size += len(v) + 1
		}
		size += len(buf.Values)/8*10 + 64
	}
	b.Grow(size + 256)
	var num []byte
	for _, buf := range r.Buffers {
		fmt.Fprintf(&b, "buffer %d.%d %s[%d]:\n", buf.Set, buf.Binding, buf.Type, len(buf.Values))
		for i := 0; i < len(buf.Values); i += 8 {
			end := i + 8
			if end > len(buf.Values) {
				end = len(buf.Values)
			}
			// "  %6d: " and the values separated by spaces (a few
			// million values print without fmt)
			num = strconv.AppendInt(num[:0], int64(i), 10)
			b.WriteString("  ")
			for pad := len(num); pad < 6; pad++ {
				b.WriteByte(' ')
			}
			b.Write(num)
			b.WriteString(": ")
			for j, v := range buf.Values[i:end] {
				if j > 0 {
					b.WriteByte(' ')
				}
				b.WriteString(v)
			}
			b.WriteByte('\n')
		}
	}
	for _, im := range r.Images {
		fmt.Fprintf(&b, "%s\n", im)
	}
	for _, d := range r.Diagnostics {
		fmt.Fprintf(&b, "%s\n", d.Text)
	}
	if p := r.Portability; p != nil {
		if p.Portable {
			fmt.Fprintf(&b, "portable: identical buffers at subgroup sizes %v\n", p.Sizes)
		} else {
			fmt.Fprintf(&b, "NOT portable across subgroup sizes %v:\n", p.Sizes)
			for _, d := range p.Diffs {
				fmt.Fprintf(&b, "  %s\n", d)
			}
		}
	}
	fmt.Fprintf(&b, "subgroup size %d, %d invocations, %d lane-instructions, %.3f ms\n", r.SubgroupSize, r.Invocations, r.Instructions, r.TimeMS)
	io.WriteString(w, b.String())
}
