package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

type runOptions struct {
	subgroupSize string
	workgroups   string
	spec         []string
	push         string
	schedule     string
	seed         int64
	noChecks     bool
	maxSteps     int64
	device       string
	format       string
	buffers      []string
	targetEnv    string
	entry        string
}

func newRunCommand(e *env) *cobra.Command {
	var o runOptions
	cmd := &cobra.Command{
		Use:   "run FILE",
		Short: "Run a compute module on the reference interpreter and print its buffers",
		Long: `Run a SPIR-V compute module (.spv binary or .spvasm text) on the reference
interpreter. Every storage and uniform buffer the module declares is given
with -b BINDING=TYPE:SOURCE, where BINDING is B (set 0) or S.B, TYPE is one of
int8..int64, uint8..uint64, float16, float, double, and SOURCE is
fill:VALUE:COUNT, series:START:STEP:COUNT, data:V1,V2,... or file:PATH.
After the run the buffers are printed with indices, typed as given, then the
undefined-behaviour diagnostics, then counts. Exit status 1 when the run
reports an error, or when --subgroup-size all finds results that depend on
the subgroup size.`,
		Example: `  glslc-nv run --subgroup-size 8 -b 0=uint:fill:0:64 kernel.spv
  glslc-nv run --subgroup-size all -b 0=float:series:1:1:32 kernel.spvasm`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runModule(e, &o, args[0])
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.subgroupSize, "subgroup-size", "32", "emulated subgroup size: a power of two 4..128, or all (runs every size and reports differing bytes)")
	f.StringVar(&o.workgroups, "workgroups", "1,1,1", "dispatch size X,Y,Z")
	f.StringArrayVar(&o.spec, "spec", nil, "specialization constant ID=VALUE (repeatable; VALUE an integer, float or true/false)")
	f.StringVar(&o.push, "push", "", "push constants TYPE:V1,V2,...")
	f.StringVar(&o.schedule, "schedule", "in-order", "subgroup order between barriers: in-order or random")
	f.Int64Var(&o.seed, "seed", 1, "seed for --schedule random")
	f.BoolVar(&o.noChecks, "no-checks", false, "turn off the undefined-behaviour checks (results do not change)")
	f.Int64Var(&o.maxSteps, "max-steps", 0, "instruction limit per subgroup (0: the interpreter's default)")
	f.StringVar(&o.device, "device", "interp", "where to run: interp")
	f.StringVar(&o.format, "format", "text", "output format: text or json")
	f.StringArrayVarP(&o.buffers, "buffer", "b", nil, "bind a buffer: BINDING=TYPE:SOURCE (repeatable)")
	f.StringVar(&o.targetEnv, "target-env", "vulkan1.1", "SPIR-V version for assembling .spvasm input")
	f.StringVar(&o.entry, "entry", "", "entry point name (default: the only compute entry point)")
	return cmd
}

func parseSizes(s string) ([]int, error) {
	if s == "all" {
		return []int{4, 8, 16, 32, 64, 128}, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 4 || n > 128 || n&(n-1) != 0 {
		return nil, fmt.Errorf("--subgroup-size %s: want a power of two from 4 to 128, or all", s)
	}
	return []int{n}, nil
}

func parseWorkgroups(s string) ([3]uint32, error) {
	var wg [3]uint32
	parts := strings.Split(s, ",")
	if len(parts) < 1 || len(parts) > 3 {
		return wg, fmt.Errorf("--workgroups %s: want X,Y,Z", s)
	}
	wg = [3]uint32{1, 1, 1}
	for i, p := range parts {
		n, err := strconv.ParseUint(strings.TrimSpace(p), 10, 32)
		if err != nil || n == 0 {
			return wg, fmt.Errorf("--workgroups %s: each count must be a positive integer", s)
		}
		wg[i] = uint32(n)
	}
	return wg, nil
}

func parseSpec(specs []string) (map[uint32]uint64, error) {
	out := map[uint32]uint64{}
	for _, s := range specs {
		id, v, ok := strings.Cut(s, "=")
		n, err := strconv.ParseUint(id, 10, 32)
		if !ok || err != nil {
			return nil, fmt.Errorf("--spec %s: want ID=VALUE", s)
		}
		switch {
		case v == "true":
			out[uint32(n)] = 1
		case v == "false":
			out[uint32(n)] = 0
		default:
			if i, err := strconv.ParseInt(v, 0, 64); err == nil {
				out[uint32(n)] = uint64(i)
			} else if u, err := strconv.ParseUint(v, 0, 64); err == nil {
				out[uint32(n)] = u
			} else if f, err := strconv.ParseFloat(v, 32); err == nil {
				out[uint32(n)] = uint64(mathFloat32bits(float32(f)))
			} else {
				return nil, fmt.Errorf("--spec %s: %q is not an integer, float or bool", s, v)
			}
		}
	}
	return out, nil
}

func parsePush(s string) ([]byte, error) {
	if s == "" {
		return nil, nil
	}
	spec, err := parseBufferSpec("0=" + strings.Replace(s, ":", ":data:", 1))
	if err != nil {
		return nil, fmt.Errorf("--push %s: want TYPE:V1,V2,...", s)
	}
	return spec.data, nil
}

// loadModule reads a .spv or .spvasm file into SPIR-V bytes.
func loadModule(e *env, path, targetEnv string) ([]byte, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, &exitError{code: 1, msg: fmt.Sprintf("cannot read %s: %v", path, errText(err))}
	}
	switch strings.ToLower(filepath.Ext(path)) {
	case ".spv":
		return data, nil
	case ".spvasm":
		version, err := parseTargetEnv(targetEnv)
		if err != nil {
			return nil, usageErrorf("%v", err)
		}
		words, err := spirv.Assemble(string(data), spirv.AsmOptions{Version: version})
		if err != nil {
			return nil, &exitError{code: 1, msg: fmt.Sprintf("%s:%v", path, err)}
		}
		return spirv.Encode(words), nil
	case ".comp":
		return nil, &exitError{code: 1, msg: fmt.Sprintf("%s: running GLSL needs the compiler's code generation, which is not implemented yet; compile with glslangValidator -V and run the .spv", path)}
	case ".amber":
		return nil, &exitError{code: 1, msg: fmt.Sprintf("%s: AmberScript is not supported yet", path)}
	}
	return nil, usageErrorf("%s: want a .spv or .spvasm file", path)
}

func runModule(e *env, o *runOptions, path string) error {
	sizes, err := parseSizes(o.subgroupSize)
	if err != nil {
		return usageErrorf("%v", err)
	}
	wg, err := parseWorkgroups(o.workgroups)
	if err != nil {
		return usageErrorf("%v", err)
	}
	spec, err := parseSpec(o.spec)
	if err != nil {
		return usageErrorf("%v", err)
	}
	push, err := parsePush(o.push)
	if err != nil {
		return usageErrorf("%v", err)
	}
	var sched interp.Schedule
	switch o.schedule {
	case "in-order":
		sched = interp.InOrder
	case "random":
		sched = interp.Random
	default:
		return usageErrorf("--schedule %s: want in-order or random", o.schedule)
	}
	if o.device != "interp" {
		return usageErrorf("--device %s: only interp is available", o.device)
	}
	if o.format != "text" && o.format != "json" {
		return usageErrorf("--format %s: want text or json", o.format)
	}
	var specs []*bufferSpec
	seen := map[[2]uint32]bool{}
	for _, b := range o.buffers {
		s, err := parseBufferSpec(b)
		if err != nil {
			return usageErrorf("%v", err)
		}
		if seen[[2]uint32{s.set, s.binding}] {
			return usageErrorf("-b %s: binding %d.%d given twice", b, s.set, s.binding)
		}
		seen[[2]uint32{s.set, s.binding}] = true
		specs = append(specs, s)
	}
	data, err := loadModule(e, path, o.targetEnv)
	if err != nil {
		return err
	}
	prog, err := interp.Load(data)
	if err != nil {
		return &exitError{code: 1, msg: fmt.Sprintf("%s: %v", path, err)}
	}
	for _, bi := range prog.Bindings() {
		if !seen[[2]uint32{bi.Set, bi.Binding}] {
			return &exitError{code: 1, msg: fmt.Sprintf("%s: no buffer given for set %d binding %d (%s); add -b %d.%d=TYPE:SOURCE", path, bi.Set, bi.Binding, bi.Name, bi.Set, bi.Binding)}
		}
	}
	cfg := interp.Config{
		SubgroupSize: sizes[0], Workgroups: wg, Buffers: map[[2]uint32][]byte{},
		PushConstants: push, Spec: spec, MaxSteps: o.maxSteps, NoChecks: o.noChecks,
		Schedule: sched, Seed: o.seed, Entry: o.entry, Printf: e.stdout,
	}
	for _, s := range specs {
		cfg.Buffers[[2]uint32{s.set, s.binding}] = s.data
	}
	start := time.Now()
	var res *interp.Result
	var rep *interp.PortabilityReport
	var runErr error
	if len(sizes) > 1 {
		rep, runErr = interp.Portability(prog, cfg, sizes)
		if len(rep.Results) > 0 {
			res = rep.Results[len(rep.Results)-1]
		}
		// Show the buffers of the first size: Portability works on copies.
		if runErr == nil {
			c := cfg
			c.SubgroupSize = sizes[0]
			res, runErr = prog.Run(c)
		}
	} else {
		res, runErr = prog.Run(cfg)
	}
	elapsed := time.Since(start)
	var re *interp.RunError
	if runErr != nil && !errors.As(runErr, &re) {
		return &exitError{code: 1, msg: fmt.Sprintf("%s: %v", path, runErr)}
	}
	out := buildReport(specs, cfg, res, rep, elapsed)
	if o.format == "json" {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(out); err != nil {
			return err
		}
	} else {
		printReport(e.stdout, out)
	}
	if runErr != nil || out.Errors > 0 || out.Portability != nil && !out.Portability.Portable {
		return failed()
	}
	return nil
}

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
	Diagnostics  []jsonDiag       `json:"diagnostics"`
	Portability  *jsonPortability `json:"portability,omitempty"`
	SubgroupSize int              `json:"subgroup_size"`
	Invocations  int64            `json:"invocations"`
	Instructions int64            `json:"lane_instructions"`
	TimeMS       float64          `json:"time_ms"`
	Errors       int              `json:"errors"`
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
		jb := jsonBuffer{Set: s.set, Binding: s.binding, Type: s.typ.name, Values: []string{}}
		for off := 0; off+s.typ.size <= len(b); off += s.typ.size {
			jb.Values = append(jb.Values, formatValue(s.typ, b[off:]))
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
	for _, buf := range r.Buffers {
		fmt.Fprintf(&b, "buffer %d.%d %s[%d]:\n", buf.Set, buf.Binding, buf.Type, len(buf.Values))
		for i := 0; i < len(buf.Values); i += 8 {
			end := i + 8
			if end > len(buf.Values) {
				end = len(buf.Values)
			}
			fmt.Fprintf(&b, "  %6d: %s\n", i, strings.Join(buf.Values[i:end], " "))
		}
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
