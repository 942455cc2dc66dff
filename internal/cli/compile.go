package cli

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/pp"
	"github.com/glslc-nv/glslc-nv/internal/driver"
	"github.com/glslc-nv/glslc-nv/internal/limits"
)

// input is one source file read for compiling.
type input struct {
	name string // as shown in diagnostics
	path string // "" for standard input
	data []byte
}

func readInput(e *env, arg string) (*input, error) {
	if arg == "-" {
		data, err := limits.ReadAll(e.stdin, "standard input", limits.SourceBytes)
		if err != nil {
			return nil, &exitError{code: 1, msg: fmt.Sprintf("cannot read standard input: %v", errText(err))}
		}
		return &input{name: "<stdin>", data: data}, nil
	}
	data, err := limits.ReadFile(arg, limits.SourceBytes)
	if err != nil {
		return nil, &exitError{code: 1, msg: fmt.Sprintf("cannot read %s: %v", arg, errText(err))}
	}
	return &input{name: arg, path: arg, data: data}, nil
}

// errText drops the "open FILE:" prefix os errors carry, since the message
// names the file already.
func errText(err error) string {
	var tl *limits.TooLargeError
	if errors.As(err, &tl) {
		return tl.Reason()
	}
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err.Error()
	}
	return err.Error()
}

var otherStages = map[string]bool{
	".vert": true, ".frag": true, ".geom": true, ".tesc": true, ".tese": true,
	".mesh": true, ".task": true, ".rgen": true, ".rint": true, ".rahit": true,
	".rchit": true, ".rmiss": true, ".rcall": true,
}

// checkStage applies -fshader-stage and the file-name rule.
func checkStage(o *compileOptions, arg string) error {
	if o.stage != "" {
		return nil // validated already
	}
	if arg == "-" {
		return usageErrorf("cannot infer the shader stage of standard input: use -fshader-stage=comp")
	}
	ext := strings.ToLower(filepath.Ext(arg))
	switch {
	case ext == ".comp" || ext == ".spvasm" || ext == ".nvcp":
		return nil
	case otherStages[ext]:
		return &exitError{code: 1, msg: fmt.Sprintf("%s: only compute shaders are supported", arg)}
	}
	if _, err := os.Stat(arg); err != nil {
		// An unreadable input is an error (status 1) whatever its name.
		return &exitError{code: 1, msg: fmt.Sprintf("cannot read %s: %v", arg, errText(err))}
	}
	return usageErrorf("cannot infer the shader stage of %s from its name: use -fshader-stage=comp", arg)
}

// parseStd reads a -std= value such as 450, 460core or 310es.
func parseStd(s string) (*pp.Version, error) {
	if s == "" {
		return nil, nil
	}
	num, profile := s, "core"
	for _, p := range []string{"core", "es", "compatibility"} {
		if strings.HasSuffix(s, p) {
			num, profile = strings.TrimSuffix(s, p), p
			break
		}
	}
	n, err := strconv.Atoi(num)
	if err != nil {
		return nil, fmt.Errorf("-std=%s: want a version such as 450, 460, 310es or 320es", s)
	}
	switch {
	case profile == "es" && (n == 310 || n == 320):
	case profile != "es" && (n == 430 || n == 440 || n == 450 || n == 460):
	default:
		return nil, fmt.Errorf("-std=%s: compute shaders need 430 to 460, or 310es or 320es", s)
	}
	return &pp.Version{Number: n, Profile: profile, Explicit: true}, nil
}

func (o *compileOptions) ppOptions() (pp.Options, error) {
	var opts pp.Options
	opts.Vulkan = true
	opts.IncludeDirs = o.includeDirs
	// glslc enables #include without an #extension line; the root
	// command is glslc's drop-in.
	opts.IncludeDirective = true
	for _, d := range o.defines {
		name, value, _ := strings.Cut(d, "=")
		if name == "" {
			return opts, usageErrorf("-D%s: missing macro name", d)
		}
		if !isIdentifier(name) {
			return opts, usageErrorf("-D%s: %q is not a macro name", d, name)
		}
		opts.Defines = append(opts.Defines, pp.Define{Name: name, Value: value})
	}
	std, err := parseStd(o.std)
	if err != nil {
		return opts, usageErrorf("%v", err)
	}
	opts.Std = std
	return opts, nil
}

func (o *compileOptions) diagList() *diag.List {
	return &diag.List{WarningsAsErrors: o.werror, NoWarnings: o.noWarnings}
}

func runCompile(e *env, o *compileOptions, args []string) error {
	if err := o.validate(args); err != nil {
		return err
	}
	format, err := diag.ParseFormat(o.diagFormat)
	if err != nil {
		return usageErrorf("-fdiagnostics-format: %v", err)
	}
	popts, err := o.ppOptions()
	if err != nil {
		return err
	}
	if o.depM || o.depMM {
		o.noWarnings = true // -M implies -w
		return runDeps(e, o, args, popts, format)
	}
	if o.preprocessOnly {
		return runPreprocess(e, o, args, popts, format)
	}
	return runCodegen(e, o, args, popts, format)
}

// preprocessOne reads and preprocesses one input, printing its
// diagnostics; ok is false when it had errors.
func preprocessOne(e *env, o *compileOptions, arg string, popts pp.Options, format diag.Format) (*pp.Result, bool, error) {
	if err := checkStage(o, arg); err != nil {
		return nil, false, err
	}
	if isAssembly(arg) {
		return nil, false, usageErrorf("%s: SPIR-V assembly has nothing to preprocess (-E, -M and -MM take GLSL)", arg)
	}
	in, err := readInput(e, arg)
	if err != nil {
		return nil, false, err
	}
	diags := o.diagList()
	res := pp.Preprocess(in.name, in.data, popts, diags)
	if err := diag.Print(e.stderr, diags, res.Sources, format); err != nil {
		return nil, false, err
	}
	return res, !diags.HasErrors(), nil
}

func runPreprocess(e *env, o *compileOptions, args []string, popts pp.Options, format diag.Format) error {
	var out strings.Builder
	ok := true
	for _, a := range args {
		res, good, err := preprocessOne(e, o, a, popts, format)
		if err != nil {
			return err
		}
		ok = ok && good
		if good {
			out.WriteString(res.Text())
		}
	}
	if !ok {
		return failed()
	}
	return writeOutput(e, o.output, "-", []byte(out.String()))
}

func runCodegen(e *env, o *compileOptions, args []string, popts pp.Options, format diag.Format) error {
	dopts, err := o.driverOptions(popts)
	if err != nil {
		return err
	}
	ok := true
	var rules []depFile
	next, stop := compileAll(e, args, func(je *env, a string) (depFile, bool, error) {
		return compileOne(je, o, a, dopts, format)
	})
	defer stop()
	for range args {
		r := next()
		rule, good, err := r.rule, r.good, r.err
		if r.log != nil {
			if werr := r.log.replay(e); werr != nil && err == nil {
				err = werr
			}
		}
		if err != nil {
			return err
		}
		ok = ok && good
		if good && o.depMD {
			rules = append(rules, rule)
		}
	}
	if err := writeDepFiles(e, o, rules); err != nil {
		return err
	}
	if !ok {
		return failed()
	}
	return nil
}

func (o *compileOptions) driverOptions(popts pp.Options) (driver.Options, error) {
	d := driver.Options{PP: popts, AutoBindUniforms: o.autoBind, Debug: o.debugInfo, Optimize: o.optimizing()}
	if o.target == "nvasm" {
		d.Target = driver.NVAsm
	}
	env, err := resolveTargetEnv(o.targetEnv, o.targetSPV)
	if err != nil {
		return d, err
	}
	d.TargetEnv = env
	if o.emulate != "" {
		set, err := driver.ParseEmulate(o.emulate)
		if err != nil {
			return d, usageErrorf("-femulate-subgroup=%s: %v", o.emulate, err)
		}
		d.Emulate = set
	}
	return d, nil
}

// jobResult is what compiling one input produced; log holds its
// diagnostics and outputs, not yet written, when it ran beside others.
type jobResult struct {
	rule depFile
	good bool
	err  error
	log  *jobLog
}

// compileAll compiles args (with one) on all cores; each call of next
// yields the result of the next input in the order of args, and stop
// abandons the inputs not started yet. Each input runs with a private env
// that records its standard output, standard error and output files in
// order; the caller replays the logs in the order given, so the bytes
// written, and which outputs are written before the first fatal error
// stops the run, are those of compiling one file after another. With one
// core or one input, or standard input among them, each next compiles its
// input directly on e.
func compileAll(e *env, args []string, one func(*env, string) (depFile, bool, error)) (next func() jobResult, stop func()) {
	workers := runtime.GOMAXPROCS(0)
	if workers > len(args) {
		workers = len(args)
	}
	serial := workers <= 1
	for _, a := range args {
		serial = serial || a == "-"
	}
	i := 0
	if serial {
		return func() jobResult {
			rule, good, err := one(e, args[i])
			i++
			return jobResult{rule: rule, good: good, err: err}
		}, func() {}
	}
	// one slot per input, filled by the workers and drained in order
	slots := make([]chan jobResult, len(args))
	for i := range slots {
		slots[i] = make(chan jobResult, 1)
	}
	todo := make(chan int, len(args))
	for i := range args {
		todo <- i
	}
	close(todo)
	var stopped atomic.Bool
	for w := 0; w < workers; w++ {
		go func() {
			for i := range todo {
				if stopped.Load() {
					continue
				}
				log := &jobLog{}
				je := &env{stdin: e.stdin, stdout: logWriter{log, false}, stderr: logWriter{log, true}, files: log}
				rule, good, err := one(je, args[i])
				slots[i] <- jobResult{rule: rule, good: good, err: err, log: log}
			}
		}()
	}
	return func() jobResult {
		r := <-slots[i]
		i++
		return r
	}, func() { stopped.Store(true) }
}

// jobLog records, in order, what one compile wrote: to standard output,
// to standard error, and to files.
type jobLog struct {
	events []jobEvent
}

type jobEvent struct {
	stderr bool
	path   string // a file to write; "" for the two streams
	data   []byte
}

// logWriter is a standard stream of a recorded job.
type logWriter struct {
	log    *jobLog
	stderr bool
}

func (w logWriter) Write(p []byte) (int, error) {
	w.log.events = append(w.log.events, jobEvent{stderr: w.stderr, data: append([]byte(nil), p...)})
	return len(p), nil
}

// replay performs the recorded writes on e.
func (l *jobLog) replay(e *env) error {
	for _, ev := range l.events {
		var err error
		switch {
		case ev.path != "":
			err = writeOutput(e, ev.path, ev.path, ev.data)
		case ev.stderr:
			_, err = e.stderr.Write(ev.data)
		default:
			_, err = e.stdout.Write(ev.data)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// compileOne compiles one input and writes its output; good is false when
// it had errors (already printed). rule is its make dependency rule.
func compileOne(e *env, o *compileOptions, arg string, dopts driver.Options, format diag.Format) (rule depFile, good bool, err error) {
	if err := checkStage(o, arg); err != nil {
		return rule, false, err
	}
	in, err := readInput(e, arg)
	if err != nil {
		return rule, false, err
	}
	diags := o.diagList()
	switch {
	case isNVProgram(arg):
		if o.target == "nvasm" {
			return rule, false, usageErrorf("%s is already an assembly program; --target=nvasm takes GLSL", arg)
		}
		dopts.Input = driver.NVAssembly
	case isAssembly(arg):
		dopts.Input = driver.SPIRVAssembly
	}
	res := driver.Compile(in.name, in.data, dopts, diags)
	words, nvText := res.Words, res.NVText
	if err := diag.Print(e.stderr, diags, res.Sources, format); err != nil {
		return rule, false, err
	}
	if nvText != "" && !diags.HasErrors() {
		out := o.outputName(arg)
		if err := writeOutput(e, out, out, []byte(nvText)); err != nil {
			return rule, false, err
		}
		return depFile{target: out, deps: append([]string{in.name}, res.Includes...)}, true, nil
	}
	if diags.HasErrors() || words == nil {
		return rule, false, nil
	}
	out := o.outputName(arg)
	data, err := o.render(words)
	if err != nil {
		return rule, false, err
	}
	if err := writeOutput(e, out, out, data); err != nil {
		return rule, false, err
	}
	return depFile{target: out, deps: append([]string{in.name}, res.Includes...)}, true, nil
}

// isIdentifier reports whether s is a GLSL identifier.
func isIdentifier(s string) bool {
	for i, r := range s {
		letter := r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
		if !letter && (i == 0 || r < '0' || r > '9') {
			return false
		}
	}
	return s != ""
}

// isNVProgram reports whether an input is an NVIDIA !!NVcp5.0 assembly
// program, which is translated to SPIR-V instead of compiled.
func isNVProgram(arg string) bool { return strings.EqualFold(filepath.Ext(arg), ".nvcp") }

// isAssembly reports whether an input is SPIR-V assembly text, which the
// compiler assembles instead of compiling.
func isAssembly(arg string) bool { return strings.EqualFold(filepath.Ext(arg), ".spvasm") }
