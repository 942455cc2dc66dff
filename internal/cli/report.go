package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// jsonBuffer is one buffer of a run report. Its values are JSON numbers
// where JSON represents them exactly — integers of up to 32 bits, finite
// floats as their shortest round-trip decimal — and strings otherwise
// (64-bit integers, NaN, +Inf, -Inf); see docs/cli.md, "JSON output".
type jsonBuffer struct {
	Set     uint32   `json:"set"`
	Binding uint32   `json:"binding"`
	Type    string   `json:"type"`
	Values  []string `json:"values"`
	typ     elemType
	// raw holds the buffer's bytes while Values is nil: the text report
	// of a large buffer formats only the values it prints.
	raw []byte
}

// count is the number of values.
func (b *jsonBuffer) count() int {
	if b.Values == nil && b.raw != nil {
		return len(b.raw) / b.typ.size
	}
	return len(b.Values)
}

// values returns the text of values i..end-1.
func (b *jsonBuffer) values(i, end int) []string {
	if b.Values == nil && b.raw != nil {
		return formatValues(b.typ, b.raw[i*b.typ.size:end*b.typ.size])
	}
	return b.Values[i:end]
}

// MarshalJSON writes the values as numbers where that is exact.
func (b jsonBuffer) MarshalJSON() ([]byte, error) {
	all := b.values(0, b.count())
	vals := make([]json.RawMessage, len(all))
	for i, v := range all {
		vals[i] = jsonValue(b.typ, v)
	}
	return json.Marshal(struct {
		Set     uint32            `json:"set"`
		Binding uint32            `json:"binding"`
		Type    string            `json:"type"`
		Values  []json.RawMessage `json:"values"`
	}{b.Set, b.Binding, b.Type, vals})
}

// UnmarshalJSON reads what MarshalJSON writes, each value back in its text
// form (for readers of reports, and the tests).
func (b *jsonBuffer) UnmarshalJSON(data []byte) error {
	var raw struct {
		Set     uint32            `json:"set"`
		Binding uint32            `json:"binding"`
		Type    string            `json:"type"`
		Values  []json.RawMessage `json:"values"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return err
	}
	b.Set, b.Binding, b.Type, b.Values = raw.Set, raw.Binding, raw.Type, make([]string, len(raw.Values))
	b.typ = elemTypes[raw.Type]
	for i, v := range raw.Values {
		if err := json.Unmarshal(v, &b.Values[i]); err != nil {
			b.Values[i] = string(v) // a number
		}
	}
	return nil
}

// jsonValue is one value (as formatValue writes it) in JSON: a number, or
// a string for a 64-bit integer or a float that is not finite.
func jsonValue(t elemType, text string) json.RawMessage {
	number := t.size <= 4 || t.float
	if t.float {
		f, err := strconv.ParseFloat(text, 64)
		number = err == nil && !isInfOrNaN(f)
	}
	if number {
		return json.RawMessage(text)
	}
	q, _ := json.Marshal(text)
	return q
}

func isInfOrNaN(f float64) bool {
	return f != f || f > 1.7976931348623157e308 || f < -1.7976931348623157e308
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
	// Engine is the interpreter's engine ("fast" or "reference") of an
	// interpreter run or of a --compare run's interpreter side.
	Engine string `json:"engine,omitempty"`
	// Device names where the run happened: "interpreter", or the Vulkan
	// device of a --device vulkan run (TimeMS is then the device's time).
	Device string `json:"device"`
	// Compared and Differences report a --compare run; InterpTimeMS is
	// the interpreter's time there.
	Compared     bool     `json:"compared,omitempty"`
	Differences  []string `json:"differences,omitempty"`
	InterpTimeMS float64  `json:"interpreter_time_ms,omitempty"`
	// full asks printReport for every value of large buffers.
	full bool
}

// interpreterName is the Device of interpreter runs.
const interpreterName = "interpreter"

func buildReport(specs []*bufferSpec, cfg interp.Config, res *interp.Result, rep *interp.PortabilityReport, elapsed time.Duration) *runReport {
	out := &runReport{Buffers: []jsonBuffer{}, Diagnostics: []jsonDiag{}, SubgroupSize: cfg.SubgroupSize, TimeMS: ms(elapsed), Device: interpreterName, Engine: cfg.Engine.String()}
	sorted := append([]*bufferSpec(nil), specs...)
	sort.Slice(sorted, func(i, j int) bool {
		if sorted[i].set != sorted[j].set {
			return sorted[i].set < sorted[j].set
		}
		return sorted[i].binding < sorted[j].binding
	})
	for _, s := range sorted {
		b := cfg.Buffers[[2]uint32{s.set, s.binding}]
		jb := jsonBuffer{Set: s.set, Binding: s.binding, Type: s.typ.name, typ: s.typ, raw: b}
		if b == nil {
			jb.Values = []string{}
		}
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
		// what the other sizes reported and the shown run did not (a
		// race or a divergent barrier at one width only), once each,
		// named by its size
		seen := map[diagPlace]bool{}
		if res != nil {
			for _, d := range res.Diagnostics {
				seen[diagPlace{d.Kind, d.Offset}] = true
			}
		}
		for i, r := range rep.Results {
			if r == res {
				continue
			}
			for _, d := range r.Diagnostics {
				if seen[diagPlace{d.Kind, d.Offset}] {
					continue
				}
				seen[diagPlace{d.Kind, d.Offset}] = true
				if d.Severity == interp.Error {
					out.Errors++
				}
				out.Diagnostics = append(out.Diagnostics, jsonDiag{Severity: d.Severity.String(), Kind: d.Kind, Message: d.Msg,
					Text: fmt.Sprintf("subgroup size %d: %s", rep.Sizes[i], d.String()), Count: d.Count})
			}
		}
		if len(rep.Results) < len(rep.Sizes) || len(rep.Buffers) < len(rep.Sizes) {
			// a run failed: the sizes were not all compared, and the
			// report is that run's (its size is SubgroupSize)
			return out
		}
		p := &jsonPortability{Sizes: rep.Sizes, Portable: rep.Portable(), Diffs: []string{}}
		for _, d := range rep.Diffs {
			p.Diffs = append(p.Diffs, portabilityDiff(specs, rep, d))
		}
		out.Portability = p
	}
	return out
}

// diagPlace identifies a diagnostic across runs: its kind and instruction.
type diagPlace struct {
	kind   string
	offset int
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// maxDiffIndices is how many differing element indices a portability
// difference lists.
const maxDiffIndices = 8

// portabilityDiff says which elements of a buffer, in the type given for
// it, differ between two subgroup sizes: how many of how many, and the
// first few indices.
func portabilityDiff(specs []*bufferSpec, rep *interp.PortabilityReport, d interp.BufferDiff) string {
	t := elemType{name: "byte", size: 1}
	for _, s := range specs {
		if s.set == d.Set && s.binding == d.Binding {
			t = s.typ
		}
	}
	k := [2]uint32{d.Set, d.Binding}
	var base, other []byte
	for i, S := range rep.Sizes {
		if i < len(rep.Buffers) {
			switch S {
			case d.Base:
				base = rep.Buffers[i][k]
			case d.Size:
				other = rep.Buffers[i][k]
			}
		}
	}
	n, total := 0, len(base)/t.size
	var idx []string
	for i := 0; i < total && (i+1)*t.size <= len(other); i++ {
		if string(base[i*t.size:(i+1)*t.size]) != string(other[i*t.size:(i+1)*t.size]) {
			n++
			if len(idx) < maxDiffIndices {
				idx = append(idx, strconv.Itoa(i))
			}
		}
	}
	if n > maxDiffIndices {
		idx = append(idx, "...")
	}
	return fmt.Sprintf("buffer %d.%d differs between subgroup sizes %d and %d in %d of %d %s elements: %s", d.Set, d.Binding, d.Base, d.Size, n, total, t.name, strings.Join(idx, " "))
}

// Buffers longer than summaryOver values print as their first summaryHead
// and last summaryTail values unless --full is given.
const (
	summaryOver = 64
	summaryHead = 32
	summaryTail = 16
)

func printReport(w io.Writer, r *runReport) {
	var b strings.Builder
	size := 0
	for _, buf := range r.Buffers {
		n := buf.count()
		if !r.full {
			n = min(n, summaryOver)
		}
		size += n*12 + n/8*10 + 64 // a guess: the builder grows if short
	}
	b.Grow(size + 256)
	var num []byte
	for k := range r.Buffers {
		buf := &r.Buffers[k]
		n := buf.count()
		fmt.Fprintf(&b, "buffer %d.%d %s[%d]:\n", buf.Set, buf.Binding, buf.Type, n)
		// vals holds the text of values base.. (only the values printed
		// are formatted)
		var vals []string
		base := 0
		row := func(i int) {
			end := min(i+8, n)
			// "  %6d: " and the values separated by spaces (a few
			// million values print without fmt)
			num = strconv.AppendInt(num[:0], int64(i), 10)
			b.WriteString("  ")
			for pad := len(num); pad < 6; pad++ {
				b.WriteByte(' ')
			}
			b.Write(num)
			b.WriteString(": ")
			for j, v := range vals[i-base : end-base] {
				if j > 0 {
					b.WriteByte(' ')
				}
				b.WriteString(v)
			}
			b.WriteByte('\n')
		}
		if r.full || n <= summaryOver {
			vals = buf.values(0, n)
			for i := 0; i < n; i += 8 {
				row(i)
			}
			continue
		}
		tail := max(summaryHead, (n-summaryTail)/8*8)
		vals = buf.values(0, summaryHead)
		for i := 0; i < summaryHead; i += 8 {
			row(i)
		}
		fmt.Fprintf(&b, "     ...: %d values left out (--full prints every value)\n", tail-summaryHead)
		vals, base = buf.values(tail, n), tail
		for i := tail; i < n; i += 8 {
			row(i)
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
	if r.Device == interpreterName {
		fmt.Fprintf(&b, "interpreter: %s engine, subgroup size %d, %d invocations, %d lane-instructions, %.3f ms\n", r.Engine, r.SubgroupSize, r.Invocations, r.Instructions, r.TimeMS)
	} else {
		fmt.Fprintf(&b, "%s: subgroup size %d, %d invocations, %.3f ms", r.Device, r.SubgroupSize, r.Invocations, r.TimeMS)
		if r.Compared {
			fmt.Fprintf(&b, "; interpreter (--compare, %s engine): %d lane-instructions, %.3f ms", r.Engine, r.Instructions, r.InterpTimeMS)
		}
		b.WriteString("\n")
	}
	io.WriteString(w, b.String())
}
