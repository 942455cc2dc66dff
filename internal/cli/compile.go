package cli

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync/atomic"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/glslcnv"
	"github.com/glslc-nv/glslc-nv/internal/driver"
	"github.com/glslc-nv/glslc-nv/internal/limits"
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/ir"
)

// input is one source file read for compiling.
type input struct {
	name string // as shown in diagnostics
	path string // "" for standard input
	data []byte
}

// readInput reads an input file; the error is glslc's message for one that
// cannot be read.
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
		return nil, &exitError{code: 1, msg: fmt.Sprintf("cannot open input file: '%s': %v", arg, errText(err))}
	}
	return &input{name: arg, path: arg, data: data}, nil
}

// errText drops the "open FILE:" prefix os errors carry, since the message
// names the file already, and gives the OS's reason as strerror words it
// ("No such file or directory").
func errText(err error) string {
	var tl *limits.TooLargeError
	if errors.As(err, &tl) {
		return tl.Reason()
	}
	var pe *os.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	msg := err.Error()
	if msg != "" {
		msg = strings.ToUpper(msg[:1]) + msg[1:]
	}
	return msg
}

// parseStd checks a -std= value such as 450, 460core or 310es (glslc's
// shaderc_parse_version_profile); glslcnv owns the rule and its messages.
func parseStd(s string) (string, error) { return s, glslcnv.Options{Std: s}.Check() }

// glslcTargetEnv is the --target-env a compile command means: glslc's
// default (targetenv.GlslcDefaultName) when it names none.
func glslcTargetEnv(name string) string {
	if name == "" {
		return targetenv.GlslcDefaultName
	}
	return name
}

// resolveTargetEnv is the one place the command line turns its
// --target-env and --target-spv values into an environment.
func resolveTargetEnv(env, spv string) (targetenv.Env, error) {
	e, err := targetenv.Compiler(env)
	if err != nil {
		return e, glslcError("invalid value '%s' in '--target-env=%s'", env, env)
	}
	if e, err = e.WithSPIRV(spv); err != nil {
		return e, glslcError("invalid value '%s' in '--target-spv=%s'", spv, spv)
	}
	return e, nil
}

// validate applies glslc's checks of a whole command line
// (FileCompiler::ValidateOptions), then glslc-nv's own.
func (r *compileRequest) validate() error {
	n := len(r.inputs)
	switch {
	case n == 0:
		return glslcError("no input files")
	case n > 1 && r.needsLinking:
		return glslcError("linking multiple files is not supported yet. Use -c to compile files individually.")
	case n > 1 && (r.outType != outPreprocessed && !r.needsLinking && r.output != "" || r.outType == outPreprocessed && r.output != "-"):
		return glslcError("cannot specify -o when generating multiple output files")
	}
	if r.depsGiven {
		switch {
		case r.deps == depNone:
			return glslcError("to generate dependencies you must specify either -M (-MM) or -MD")
		case (r.depFile != "" || r.depTarget != "") && n > 1:
			return glslcError("to specify dependency info file name or dependency info target, only one input file is allowed.")
		}
	}
	if r.mfmt != "" {
		if r.outType != outBinary {
			what := map[string]string{"bin": "binary", "num": "list of hex numbers", "c": "C-style initializer list"}[r.mfmt]
			return glslcError("cannot emit output as a %s when only preprocessing the source", what)
		}
		if r.deps == depAsOutput {
			return glslcError("cannot dump dependency info when specifying any binary output format")
		}
	}
	if r.target == "nvasm" && (r.outType == outAssembly || r.mfmt != "" && r.mfmt != "bin") {
		return glslcError("--target=nvasm writes assembly text: -S and -mfmt do not apply")
	}
	if r.env == "opengl" || r.env == "opengl4.5" {
		return glslcError("--target-env=%s: OpenGL SPIR-V is not supported yet (Vulkan only)", r.env)
	}
	// An output that is one of the inputs would destroy it (GCC refuses
	// the same way).
	for _, in := range r.inputs {
		if in.arg == "-" {
			continue
		}
		out := r.outputFileName(in.arg)
		if out == "-" {
			continue
		}
		if sameFile(in.arg, out) {
			return glslcError("input file '%s' is the same as output file", in.arg)
		}
	}
	return nil
}

// sameFile reports whether two paths name one existing file.
func sameFile(a, b string) bool {
	fa, err := os.Stat(a)
	if err != nil {
		return false
	}
	fb, err := os.Stat(b)
	return err == nil && os.SameFile(fa, fb)
}

// outputFileName is where an input's output goes (glslc's
// GetOutputFileName): -o, else a.spv when everything goes to one module,
// else the name derived from the input.
func (r *compileRequest) outputFileName(arg string) string {
	switch {
	case r.output != "":
		return r.output
	case r.needsLinking:
		if r.target == "nvasm" {
			return "a.nvcp"
		}
		return "a.spv"
	}
	return r.candidateName(arg)
}

// candidateName is glslc's GetCandidateOutputFileName: the -o name unless
// preprocessing, else the input's base name with .spv (or .spvasm with -S)
// after its extension for the six classic stage files and in place of it
// for the others. It also names the target of a make rule.
func (r *compileRequest) candidateName(arg string) string {
	if r.output != "" && r.outType != outPreprocessed {
		return r.output
	}
	ext := r.fileExt
	if r.outType == outPreprocessed || r.needsLinking {
		ext = ".spv"
	}
	if r.target == "nvasm" && r.outType == outBinary {
		ext = ".nvcp"
	}
	name := arg
	if !isStageFile(arg) {
		if i := strings.LastIndexByte(arg, '.'); i >= 0 {
			name = arg[:i]
		}
	}
	return glslcBaseName(name + ext)
}

// glslcBaseName is shaderc's GetBaseFileName: the text after the last /
// or \, with "." and ".." giving "".
func glslcBaseName(p string) string {
	if i := strings.LastIndexAny(p, `/\`); i >= 0 {
		p = p[i+1:]
	}
	if p == "." || p == ".." {
		return ""
	}
	return p
}

// apiOptions are the options of every compile of a request, for glslcnv;
// the input's language and stage are set per input. The errors are
// glslc's messages.
func (r *compileRequest) apiOptions() (glslcnv.Options, error) {
	o := glslcnv.Options{TargetEnv: glslcTargetEnv(r.env), TargetSPV: r.spv, Std: r.std, IncludeDirs: r.includeDirs,
		AutoBindUniforms: r.autoBind, Debug: r.debug, Optimize: r.optimize != "0", Limits: r.limits, NanClamp: r.nanClamp,
		HlslOffsets: r.hlslOffsets, AutoCombinedSampler: r.autoCombinedSampler, WarningsAsErrors: r.werror,
		NoWarnings: r.noWarnings, Emulate: r.emulate, AutoMapLocations: r.autoMap, InvertY: r.invertY}
	for _, d := range r.defines {
		o.Defines = append(o.Defines, glslcnv.Macro{Name: d.Name, Value: d.Value})
	}
	if _, err := parseStd(r.std); err != nil {
		return o, glslcError("%v", err)
	}
	if _, err := resolveTargetEnv(o.TargetEnv, r.spv); err != nil {
		return o, err
	}
	o.BindingBases = map[glslcnv.Stage][glslcnv.NumBindingKinds]uint32{}
	for _, st := range ir.Stages {
		b := r.bases[st]
		o.BindingBases[glslcnv.Stage(st)] = [glslcnv.NumBindingKinds]uint32{
			glslcnv.BindImage: b[bindImage], glslcnv.BindTexture: b[bindTexture], glslcnv.BindSampler: b[bindSampler],
			glslcnv.BindUBO: b[bindUBO], glslcnv.BindSSBO: b[bindSSBO]}
	}
	if r.target == "nvasm" {
		o.Target = glslcnv.NVAsm
		// NV assembly has warp operations on every target: its language
		// is checked as for Vulkan 1.1 (subgroups) unless told otherwise.
		if r.env == "" {
			o.TargetEnv = targetenv.DefaultName
		}
	}
	if r.emulate != "" {
		if _, err := driver.ParseEmulate(r.emulate); err != nil {
			return o, glslcError("-femulate-subgroup=%s: %v", r.emulate, err)
		}
	}
	if err := o.Check(); err != nil {
		return o, glslcError("%v", err)
	}
	return o, nil
}

// runCompile is the compile command: glslc's behaviour, input by input.
func runCompile(e *env, args []string) error {
	r, done, err := parseGlslcArgs(e, args)
	if err != nil || done {
		return err
	}
	if err := r.validate(); err != nil {
		return err
	}
	format, _ := diag.ParseFormat(r.diagFormat)
	opts, err := r.apiOptions()
	if err != nil {
		return err
	}
	var errorsTotal, warningsTotal int
	ok := true
	var writeErr error
	next := compileAll(e, r.inputs, func(je *env, in inputSpec) jobResult {
		return compileInput(je, r, in, opts, format)
	})
	for range r.inputs {
		res := next()
		if res.log != nil {
			if err := res.log.replay(e); err != nil && writeErr == nil {
				writeErr = err
			}
		}
		errorsTotal += res.errors
		warningsTotal += res.warnings
		ok = ok && res.good
	}
	if format == diag.Text && (errorsTotal > 0 || warningsTotal > 0) {
		fmt.Fprint(e.stderr, diag.Summary(errorsTotal, warningsTotal))
	}
	if writeErr != nil {
		return writeErr
	}
	if !ok {
		return failed()
	}
	return nil
}

// jobResult is what compiling one input produced; log holds its
// diagnostics and outputs, not yet written, when it ran beside others.
type jobResult struct {
	good             bool
	errors, warnings int
	log              *jobLog
}

// compileAll compiles inputs (with one) on all cores; each call of next
// yields the result of the next input in order. Each input runs with a
// private env that records its standard output, standard error and output
// files in order; the caller replays the logs in the order given, so the
// bytes written are those of compiling one file after another. With one
// core or one input, or standard input among them, each next compiles its
// input directly on e.
func compileAll(e *env, inputs []inputSpec, one func(*env, inputSpec) jobResult) (next func() jobResult) {
	workers := min(runtime.GOMAXPROCS(0), len(inputs))
	serial := workers <= 1
	for _, in := range inputs {
		serial = serial || in.arg == "-"
	}
	i := 0
	if serial {
		return func() jobResult {
			r := one(e, inputs[i])
			i++
			return r
		}
	}
	slots := make([]chan jobResult, len(inputs))
	for i := range slots {
		slots[i] = make(chan jobResult, 1)
	}
	var todo atomic.Int64
	for w := 0; w < workers; w++ {
		go func() {
			for {
				k := int(todo.Add(1) - 1)
				if k >= len(inputs) {
					return
				}
				log := &jobLog{}
				je := &env{stdin: e.stdin, stdout: logWriter{log, false}, stderr: logWriter{log, true}, files: log}
				r := one(je, inputs[k])
				r.log = log
				slots[k] <- r
			}
		}()
	}
	return func() jobResult {
		r := <-slots[i]
		i++
		return r
	}
}

// jobLog records, in order, what one compile wrote: to standard output,
// to standard error, and to files.
type jobLog struct {
	events []jobEvent
}

type jobEvent struct {
	stderr bool
	path   string // a file to write; "" for the two streams
	remove bool   // remove path (a stale output) instead of writing it
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

// replay performs the recorded writes on e. A failed write is reported and
// the rest are still made; the first error is returned.
func (l *jobLog) replay(e *env) error {
	var first error
	for _, ev := range l.events {
		var err error
		switch {
		case ev.remove:
			removeStale(e, ev.path)
		case ev.path != "":
			err = writeOutput(e, ev.path, ev.data)
		case ev.stderr:
			_, err = e.stderr.Write(ev.data)
		default:
			_, err = writeStdout(e, ev.data)
		}
		if err != nil && first == nil {
			first = err
		}
	}
	return first
}

// compileInput compiles, preprocesses or assembles one input as the request
// says and writes its output.
func compileInput(e *env, r *compileRequest, in inputSpec, opts glslcnv.Options, format diag.Format) jobResult {
	fail := func(msg string) jobResult {
		fmt.Fprintf(e.stderr, "glslc-nv: error: %s\n", msg)
		return jobResult{}
	}
	src, err := readInput(e, in.arg)
	if err != nil {
		return fail(err.(*exitError).msg)
	}
	out := r.outputFileName(in.arg)
	name := src.name
	if in.kind == inputHLSL {
		return fail(fmt.Sprintf("'%s': HLSL input is not supported: glslc-nv compiles GLSL", name))
	}
	if in.kind == inputSPIRVAsm && r.outType != outBinary {
		return jobResult{good: true} // glslc does nothing with assembly then
	}
	if r.outType == outPreprocessed {
		if in.kind != inputGLSL {
			return fail(fmt.Sprintf("'%s': only GLSL can be preprocessed", name))
		}
		res := r.preprocess(e, src, opts, format)
		if !res.good {
			return res.jobResult
		}
		data := []byte(res.text)
		if r.deps == depAsOutput {
			data = r.depRule(in.arg, name, res.includes)
		}
		if err := writeOutput(e, out, data); err != nil {
			fmt.Fprintf(e.stderr, "glslc-nv: error: %s\n", err.(*exitError).msg)
			return jobResult{errors: res.errors, warnings: res.warnings}
		}
		return res.jobResult
	}
	o := opts
	o.Stage = glslcnv.Stage(in.stage)
	switch in.mode {
	case stageForced:
		o.StageMode = glslcnv.StageForced
	case stageFromName:
		o.StageMode = glslcnv.StageDefault
	default:
		o.StageMode = glslcnv.StageFromSource
	}
	switch in.kind {
	case inputNVAsm:
		if r.target == "nvasm" {
			return fail(fmt.Sprintf("%s is already an assembly program; --target=nvasm takes GLSL", name))
		}
		o.Language = glslcnv.NVAssembly
	case inputSPIRVAsm:
		o.Language = glslcnv.SPIRVAssembly
	}
	res := glslcnv.Compile(src.name, src.data, o)
	errs, warns, perr := res.WriteDiagnostics(e.stderr, format == diag.JSON)
	result := jobResult{errors: errs, warnings: warns}
	if perr != nil {
		return result
	}
	if res.NoStage {
		switch {
		case in.arg == "-":
			fmt.Fprintf(e.stderr, "glslc-nv: error: '-': -fshader-stage required when input is from standard input \"-\"\n")
		case glslcExtension(in.arg) == "glsl":
			fmt.Fprintf(e.stderr, "glslc-nv: error: '%s': .glsl file encountered but no -fshader-stage specified ahead\n", name)
		default:
			fmt.Fprintf(e.stderr, "glslc-nv: error: '%s': file not recognized: File format not recognized\n", name)
		}
		return result
	}
	if r.deps == depExtraFile {
		// glslc writes the rule before the output, and also for a compile
		// that failed.
		if err := writeOutput(e, r.depFileName(in.arg), r.depRule(in.arg, name, res.Includes)); err != nil {
			fmt.Fprintf(e.stderr, "glslc-nv: error: %s\n", err.(*exitError).msg)
			return result
		}
	}
	var data []byte
	switch {
	case errs > 0 || res.Err() != nil:
	case res.NVAssembly != "":
		data = []byte(res.NVAssembly)
	case res.SPIRV != nil:
		if r.maxIDBound != 0 && len(res.SPIRV) > 3 && res.SPIRV[3] > r.maxIDBound {
			fmt.Fprintf(e.stderr, "glslc-nv: error: %s: the module's id bound %d is over -fmax-id-bound=%d\n", name, res.SPIRV[3], r.maxIDBound)
			return result
		}
		data, err = r.render(res.SPIRV)
		if err != nil {
			fmt.Fprintf(e.stderr, "glslc-nv: error: %s\n", err.(*exitError).msg)
			return result
		}
	}
	if data == nil {
		// GCC's rule: a failed compile leaves no output that looks current.
		if out != "-" {
			recordRemove(e, out)
		}
		return result
	}
	if err := writeOutput(e, out, data); err != nil {
		fmt.Fprintf(e.stderr, "glslc-nv: error: %s\n", err.(*exitError).msg)
		return result
	}
	result.good = true
	return result
}

// ppResult is one input preprocessed.
type ppResult struct {
	jobResult
	text     string
	includes []string
}

// preprocess runs the preprocessor on one input and prints its errors
// (glslc prints no warnings of a preprocess-only run, -Werror or not).
func (r *compileRequest) preprocess(e *env, src *input, opts glslcnv.Options, format diag.Format) ppResult {
	res := glslcnv.Preprocess(src.name, src.data, opts)
	errs, warns, err := res.WriteDiagnostics(e.stderr, format == diag.JSON)
	out := ppResult{jobResult: jobResult{errors: errs, warnings: warns}}
	if err != nil || res.Err() != nil {
		return out
	}
	out.good = true
	out.text = res.Text
	out.includes = res.Includes
	return out
}

// isNVProgram reports whether an input is an NVIDIA !!NVcp5.0 assembly
// program, which is translated to SPIR-V instead of compiled.
func isNVProgram(arg string) bool { return strings.EqualFold(filepath.Ext(arg), ".nvcp") }

// isAssembly reports whether an input is SPIR-V assembly text, which the
// compiler assembles instead of compiling.
func isAssembly(arg string) bool { return strings.EqualFold(filepath.Ext(arg), ".spvasm") }
