package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/spf13/cobra"

	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

type runOptions struct {
	emulate      string // -femulate-subgroup=LIST for .comp input and AmberScript GLSL
	subgroupSize string
	workgroups   string
	maxWGCount   string
	spec         []string
	push         string
	schedule     string
	seed         int64
	noChecks     bool
	engine       string
	maxSteps     int64
	device       string
	deviceIndex  int
	compare      bool
	// subgroupGiven is set when --subgroup-size was on the command line
	// (a Vulkan run then requires that size).
	subgroupGiven bool
	// engineGiven is set when --engine was on the command line.
	engineGiven bool
	format      string
	full        bool
	buffers     []string
	targetEnv   string
	entry       string
	// Compiling .comp input.
	defines     []string
	includeDirs []string
	optimize    bool
	// --trace OUT.html and its options (trace.go)
	trace          string
	traceSubgroups []string
	traceSteps     int
}

func newRunCommand(e *env) *cobra.Command {
	var o runOptions
	cmd := &cobra.Command{
		Use:   "run FILE | run SCRIPT.amber...",
		Short: "Run a compute shader or module on the reference interpreter and print its buffers",
		Long: `Run a GLSL compute shader (.comp, compiled first), or a SPIR-V module (.spv
binary or .spvasm text), on the reference interpreter. Every storage and
uniform buffer the module declares is given with -b BINDING=TYPE:SOURCE, where
BINDING is B (set 0) or S.B, TYPE is one of int8..int64, uint8..uint64,
float16, float, double, and SOURCE is fill:VALUE:COUNT,
series:START:STEP:COUNT, data:V1,V2,... or file:PATH. Every image, sampler and
texel buffer is given with -b BINDING=image:FORMAT:SOURCE[:OPTION...]
(FORMAT a GLSL format qualifier such as rgba8 or a Vulkan name, SOURCE a .png
picture or a size WxH; OPTION out=FILE.png writes the image after the run,
nearest/linear and repeat/mirror/clamp/border set a combined sampler) or
-b BINDING=sampler[:OPTION...]. After the run the buffers are printed with
indices, typed as given, then the images, the undefined-behaviour
diagnostics, then counts. Exit status 1 when the run reports an error, or when
--subgroup-size all finds results that depend on the subgroup size.

Given .amber files instead, run them as AmberScript (GLSL shaders compiled by
glslc-nv): one line per file and the line "N passed, N failed, N skipped".`,
		Example: `  glslc-nv run --subgroup-size 8 -b 0=uint:fill:0:64 kernel.spv
  glslc-nv run --subgroup-size all -b 0=float:series:1:1:32 kernel.spvasm`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			o.subgroupGiven = cmd.Flags().Changed("subgroup-size")
			o.engineGiven = cmd.Flags().Changed("engine")
			amber := 0
			for _, a := range args {
				if strings.HasSuffix(strings.ToLower(a), ".amber") {
					amber++
				}
			}
			switch {
			case amber == len(args):
				for _, name := range []string{"buffer", "workgroups", "spec", "push", "entry", "define", "include-dir", "O", "trace", "trace-subgroup", "trace-steps"} {
					if cmd.Flags().Changed(name) {
						return usageErrorf("%s does not apply to .amber files (the script says it)", flagSpelling(cmd.Flags().Lookup(name)))
					}
				}
				return runAmber(e, &o, args)
			case len(args) > 1:
				return usageErrorf("run takes one shader or module, or any number of .amber files")
			}
			return runModule(e, &o, args[0])
		},
	}
	f := cmd.Flags()
	f.StringArrayVarP(&o.buffers, "buffer", "b", nil, "bind a buffer, `BINDING=TYPE:SOURCE` (repeatable; see above)")
	f.StringVar(&o.subgroupSize, "subgroup-size", strconv.Itoa(interp.DefaultSubgroupSize), fmt.Sprintf("emulated subgroup size `N`: a power of two from %d to %d, or all (runs every size and reports the buffer elements that differ)", interp.MinSubgroupSize, interp.MaxSubgroupSize))
	f.StringVar(&o.workgroups, "workgroups", "1,1,1", "dispatch size in workgroups, `X,Y,Z` (Y and Z default to 1)")
	f.StringVar(&o.maxWGCount, "max-workgroup-count", "65535,65535,65535", "the emulated device's maxComputeWorkGroupCount, `X,Y,Z`: larger --workgroups (or AmberScript RUN) counts are errors")
	f.StringArrayVar(&o.spec, "spec", nil, "set specialization constant `ID=VALUE` (repeatable; VALUE an integer, a float (32-bit) or true/false)")
	f.StringVar(&o.push, "push", "", "push-constant bytes, `TYPE:V1,V2,...` (types as for -b)")
	f.StringVar(&o.schedule, "schedule", "in-order", "order of the subgroups between barriers, `ORDER`: in-order or random")
	f.Int64Var(&o.seed, "seed", 1, "seed `N` for --schedule random")
	f.BoolVar(&o.noChecks, "no-checks", false, "turn off the undefined-behaviour checks (results do not change)")
	f.StringVar(&o.engine, "engine", "fast", "interpreter engine, `ENGINE`: fast (chains, loop traces, vector forms) or reference (one instruction at a time); results are identical")
	f.Int64Var(&o.maxSteps, "max-steps", 0, "instruction limit `N` per subgroup (0: the interpreter's default, 50 million)")
	f.StringVar(&o.device, "device", "interp", "where to run, `DEVICE`: interp (the reference interpreter) or vulkan (a Vulkan driver; see glslc-nv devices)")
	f.IntVar(&o.deviceIndex, "device-index", 0, "which Vulkan device, `N`, as glslc-nv devices numbers them")
	f.BoolVar(&o.compare, "compare", false, "with --device vulkan: also run on the interpreter at the device's subgroup size and print the values that differ (exit 1 if any)")
	f.StringVar(&o.format, "format", "text", "output `FORMAT`: text or json")
	f.BoolVar(&o.full, "full", false, "print every value of buffers longer than 64 values (by default: the first 32 and the last 16)")
	f.StringVar(&o.targetEnv, "target-env", targetenv.DefaultName, "target environment `ENV` for compiling .comp and assembling .spvasm input")
	f.StringVar(&o.entry, "entry", "", "entry point `NAME` (default: the only compute entry point)")
	f.StringArrayVarP(&o.defines, "define", "D", nil, "define a macro for compiling .comp input")
	spell(f, "define", "-DNAME[=VALUE]")
	f.StringArrayVarP(&o.includeDirs, "include-dir", "I", nil, "add DIR to the #include search path of .comp input")
	spell(f, "include-dir", "-IDIR")
	f.BoolVar(&o.optimize, "O", false, "optimise .comp input (as the compiler's -O)")
	spell(f, "O", "-O")
	f.StringVar(&o.emulate, "femulate-subgroup", "", "compile the subgroup families in `LIST` of .comp input (and AmberScript GLSL) to portable code, as the compiler's -femulate-subgroup= (for devices that lack them: run --device vulkan on lavapipe)")
	spell(f, "femulate-subgroup", "-femulate-subgroup=LIST")
	f.StringVar(&o.trace, "trace", "", "write a timeline of the subgroup's execution to `OUT.html` (one row per lane; .comp input is compiled with -g)")
	f.StringArrayVar(&o.traceSubgroups, "trace-subgroup", nil, "trace subgroup SG of workgroup X,Y,Z, `[X,Y,Z:]SG` (repeatable, at most 8; default 0,0,0:0)")
	f.IntVar(&o.traceSteps, "trace-steps", 0, "steps recorded per traced subgroup, `N` (0: 2000; at most 20000)")
	return cmd
}

// checkNumbers rejects numeric flags outside their range (usage errors).
func (o *runOptions) checkNumbers() error {
	switch {
	case o.maxSteps < 0:
		return usageErrorf("--max-steps %d: want 0 (the default limit) or a positive count", o.maxSteps)
	case o.deviceIndex < 0:
		return usageErrorf("--device-index %d: want a device number from 0 (see glslc-nv devices)", o.deviceIndex)
	}
	return nil
}

// maxWorkgroups reads --max-workgroup-count.
func (o *runOptions) maxWorkgroups() ([3]uint32, error) {
	wg, err := parseWorkgroups(o.maxWGCount)
	if err != nil {
		return wg, usageErrorf("--max-workgroup-count %s: want X,Y,Z, each a positive integer", o.maxWGCount)
	}
	if !strings.Contains(o.maxWGCount, ",") {
		wg = [3]uint32{wg[0], wg[0], wg[0]}
	}
	return wg, nil
}

// pushConstantSet is the Set of the push-constant block in
// interp.Program.Bindings.
const pushConstantSet = 0xFFFFFFFF

func runModule(e *env, o *runOptions, path string) error {
	sizes, err := parseSizes(o.subgroupSize)
	if err != nil {
		return usageErrorf("%v", err)
	}
	wg, err := parseWorkgroups(o.workgroups)
	if err != nil {
		return usageErrorf("%v", err)
	}
	if err := o.checkNumbers(); err != nil {
		return err
	}
	maxWG, err := o.maxWorkgroups()
	if err != nil {
		return err
	}
	if o.device == "interp" {
		for i := range wg {
			if wg[i] > maxWG[i] {
				return usageErrorf("--workgroups %s: %d workgroups in %c exceed maxComputeWorkGroupCount.%c, %d (raise it with --max-workgroup-count)", o.workgroups, wg[i], "xyz"[i], "xyz"[i], maxWG[i])
			}
		}
	}
	spec, err := parseSpec(o.spec)
	if err != nil {
		return usageErrorf("%v", err)
	}
	push, err := parsePush(o.push)
	if err != nil {
		return usageErrorf("%v", err)
	}
	sched, err := o.interpSchedule()
	if err != nil {
		return err
	}
	eng, err := o.interpEngine()
	if err != nil {
		return err
	}
	switch o.device {
	case "interp":
		if o.compare {
			return usageErrorf("--compare needs --device vulkan")
		}
	case "vulkan":
		if len(sizes) > 1 {
			return usageErrorf("--subgroup-size all runs on the interpreter only")
		}
		if o.engineGiven && !o.compare {
			return usageErrorf("--engine chooses the interpreter's engine; with --device vulkan it needs --compare")
		}
	default:
		return usageErrorf("--device %s: want interp or vulkan", o.device)
	}
	if o.format != "text" && o.format != "json" {
		return usageErrorf("--format %s: want text or json", o.format)
	}
	topt, err := o.traceOptions()
	if err != nil {
		return usageErrorf("%v", err)
	}
	var specs []*bufferSpec
	var ispecs []*imageSpec
	seen := map[[2]uint32]bool{}
	for _, b := range o.buffers {
		var set, binding uint32
		if isImageSpec(b) {
			s, err := parseImageSpec(b)
			if ee := (*exitError)(nil); errors.As(err, &ee) {
				return err // an unreadable picture, status 1
			}
			if err != nil {
				return usageErrorf("%v", err)
			}
			set, binding = s.set, s.binding
			ispecs = append(ispecs, s)
		} else {
			s, err := parseBufferSpec(b)
			if ee := (*exitError)(nil); errors.As(err, &ee) {
				return err // an unreadable file, status 1
			}
			if err != nil {
				return usageErrorf("%v", err)
			}
			set, binding = s.set, s.binding
			specs = append(specs, s)
		}
		if seen[[2]uint32{set, binding}] {
			return usageErrorf("-b %s: binding %d.%d given twice", b, set, binding)
		}
		seen[[2]uint32{set, binding}] = true
	}
	if len(ispecs) > 0 && len(sizes) > 1 {
		return usageErrorf("--subgroup-size all compares buffers only; it cannot run a shader with images")
	}
	data, err := loadModule(e, o, path)
	if err != nil {
		return err
	}
	prog, err := interp.Load(data)
	if err != nil {
		return &exitError{code: 1, msg: fmt.Sprintf("%s: %v", path, err)}
	}
	if err := checkNamed(path, data, prog.Bindings(), specs, spec, push); err != nil {
		return err
	}
	for _, bi := range prog.Bindings() {
		if bi.Set == pushConstantSet {
			if len(push) < bi.MinSize {
				return &exitError{code: 1, msg: fmt.Sprintf("%s: the push-constant block %s needs %d bytes, --push gives %d; add --push TYPE:V1,V2,...", path, bi.Name, bi.MinSize, len(push))}
			}
			if !bi.RuntimeArray && len(push) > bi.MinSize {
				// bytes past the block's range would be silently ignored
				return &exitError{code: 1, msg: fmt.Sprintf("%s: --push gives %d bytes, the push-constant block %s has %d", path, len(push), bi.Name, bi.MinSize)}
			}
			continue
		}
		if !seen[[2]uint32{bi.Set, bi.Binding}] {
			return &exitError{code: 1, msg: fmt.Sprintf("%s: no buffer given for set %d binding %d (%s); add -b %d.%d=TYPE:SOURCE", path, bi.Set, bi.Binding, bi.Name, bi.Set, bi.Binding)}
		}
	}
	images, err := bindImages(path, prog.ImageBindings(), ispecs)
	if err != nil {
		return err
	}
	cfg := interp.Config{
		SubgroupSize: sizes[0], Workgroups: wg, Buffers: map[[2]uint32][]byte{}, Images: images,
		PushConstants: push, Spec: spec, MaxSteps: o.maxSteps, NoChecks: o.noChecks,
		Schedule: sched, Seed: o.seed, Entry: o.entry, Printf: e.stdout, Engine: eng,
	}
	for _, s := range specs {
		cfg.Buffers[[2]uint32{s.set, s.binding}] = s.data
	}
	if o.device == "vulkan" {
		return runDevice(e, o, path, data, specs, ispecs, cfg, o.subgroupGiven)
	}
	start := time.Now()
	stopProgress := func() {}
	if isTerminal(e.stderr) {
		// Portability runs every size, then the first once more.
		total := int64(wg[0]) * int64(wg[1]) * int64(wg[2])
		if len(sizes) > 1 {
			total *= int64(len(sizes) + 1)
		}
		cfg.Done = new(atomic.Int64)
		p := startProgress(e.stderr, progressDelay, progressTick, func(d time.Duration) string {
			return progressLine(path, sizes, cfg.Done.Load(), total, d)
		})
		stopProgress = p.stop
	}
	var res *interp.Result
	var rep *interp.PortabilityReport
	var runErr error
	if len(sizes) > 1 {
		rep, runErr = interp.Portability(prog, cfg, sizes)
		if len(rep.Results) > 0 {
			res = rep.Results[len(rep.Results)-1]
			if runErr != nil {
				// a size failed: the report is that run's
				cfg.SubgroupSize = rep.Sizes[len(rep.Results)-1]
				cfg.Buffers = rep.Buffers[len(rep.Results)-1]
			}
		}
		if topt != nil {
			if err := traceWidth(o, path, e.args, prog, cfg, specs, rep, topt); err != nil {
				stopProgress()
				return err
			}
		}
		// Show the buffers of the first size: Portability works on copies.
		if runErr == nil {
			c := cfg
			c.SubgroupSize = sizes[0]
			res, runErr = prog.Run(c)
		}
	} else {
		cfg.Trace = topt
		res, runErr = prog.Run(cfg)
		if topt != nil {
			if err := writeTracePage(o, path, e.args, res, ""); err != nil {
				stopProgress()
				return err
			}
		}
	}
	elapsed := time.Since(start)
	stopProgress()
	var re *interp.RunError
	if runErr != nil && !errors.As(runErr, &re) {
		return &exitError{code: 1, msg: fmt.Sprintf("%s: %v", path, runErr)}
	}
	out := buildReport(specs, cfg, res, rep, elapsed)
	out.Images = imageLines(ispecs)
	if err := savePictures(ispecs); err != nil {
		return &exitError{code: 1, msg: err.Error()}
	}
	out.full = o.full
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

// checkNamed rejects a -b binding, a --spec constant or --push bytes that
// the module has no use for, listing what it does have: a misspelt option
// must not be silently ignored.
func checkNamed(path string, module []byte, bindings []interp.BindingInfo, specs []*bufferSpec, spec map[uint32]uint64, push []byte) error {
	have := map[[2]uint32]bool{}
	var names []string
	hasPush := false
	for _, bi := range bindings {
		if bi.Set == pushConstantSet {
			hasPush = true
			continue
		}
		k := [2]uint32{bi.Set, bi.Binding}
		if !have[k] {
			names = append(names, fmt.Sprintf("%d.%d (%s)", bi.Set, bi.Binding, bi.Name))
		}
		have[k] = true
	}
	for _, s := range specs {
		if !have[[2]uint32{s.set, s.binding}] {
			return &exitError{code: 1, msg: fmt.Sprintf("%s: -b %s: the module has no buffer at set %d binding %d; it has %s", path, s.text, s.set, s.binding, listOrNone(names))}
		}
	}
	if len(push) > 0 && !hasPush {
		return &exitError{code: 1, msg: fmt.Sprintf("%s: --push: the module has no push-constant block", path)}
	}
	if len(spec) > 0 {
		ids := specIDs(module)
		var idNames []string
		for _, id := range ids {
			idNames = append(idNames, strconv.FormatUint(uint64(id), 10))
		}
		var missing []uint32
		for id := range spec {
			if !slices.Contains(ids, id) {
				missing = append(missing, id)
			}
		}
		if len(missing) > 0 {
			slices.Sort(missing)
			return &exitError{code: 1, msg: fmt.Sprintf("%s: --spec %d: the module has no specialization constant with that id; it has %s", path, missing[0], listOrNone(idNames))}
		}
	}
	return nil
}

func listOrNone(names []string) string {
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ", ")
}

// specIDs lists the SpecId decorations of a module, in increasing order.
func specIDs(module []byte) []uint32 {
	m, err := spirv.Decode(module)
	if err != nil {
		return nil
	}
	var ids []uint32
	for _, in := range m.Insts {
		if in.Op == spirv.OpDecorate && len(in.Words) > 3 && spirv.Decoration(in.Words[2]) == spirv.DecorationSpecId {
			ids = append(ids, in.Words[3])
		}
	}
	slices.Sort(ids)
	return slices.Compact(ids)
}

// interpEngine reads --engine.
func (o *runOptions) interpEngine() (interp.Engine, error) {
	eng, err := interp.ParseEngine(o.engine)
	if err != nil {
		return 0, usageErrorf("--engine %s: want fast or reference", o.engine)
	}
	return eng, nil
}

// interpSchedule reads --schedule.
func (o *runOptions) interpSchedule() (interp.Schedule, error) {
	switch o.schedule {
	case "in-order":
		return interp.InOrder, nil
	case "random":
		return interp.Random, nil
	}
	return 0, usageErrorf("--schedule %s: want in-order or random", o.schedule)
}
