package glslcnv

import (
	"errors"
	"fmt"
	"io"
	"runtime/debug"
	"strings"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/pp"
	"github.com/glslc-nv/glslc-nv/internal/driver"
	"github.com/glslc-nv/glslc-nv/internal/limits"
	"github.com/glslc-nv/glslc-nv/internal/reslimit"
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// Stage is a shader stage. The zero Stage is Compute.
type Stage int

// The stages, in the compiler's order.
const (
	Compute Stage = iota
	Vertex
	TessControl
	TessEvaluation
	Geometry
	Fragment
	Task
	Mesh
	RayGen
	Intersection
	AnyHit
	ClosestHit
	Miss
	Callable
)

func (s Stage) String() string { return ir.Stage(s).String() }

// Stages lists every stage, in the order of the constants.
func Stages() []Stage {
	out := make([]Stage, len(ir.Stages))
	for i, s := range ir.Stages {
		out[i] = Stage(s)
	}
	return out
}

func (s Stage) valid() bool { return s >= 0 && int(s) < len(ir.Stages) }

// stageNames are glslc's -fshader-stage names.
var stageNames = map[string]Stage{
	"vertex": Vertex, "vert": Vertex, "fragment": Fragment, "frag": Fragment,
	"tesscontrol": TessControl, "tesc": TessControl, "tesseval": TessEvaluation, "tese": TessEvaluation,
	"geometry": Geometry, "geom": Geometry, "compute": Compute, "comp": Compute,
	"rgen": RayGen, "rahit": AnyHit, "rchit": ClosestHit, "rmiss": Miss,
	"rint": Intersection, "rcall": Callable, "task": Task, "mesh": Mesh,
}

// ParseStage reads a stage name as glslc's -fshader-stage takes it
// ("vert", "vertex", "comp", "rgen", ...).
func ParseStage(name string) (Stage, bool) {
	s, ok := stageNames[name]
	return s, ok
}

// StageForFile is the stage glslc takes from a file name's extension
// (a.vert, b.comp, c.rgen); ok is false for any other name.
func StageForFile(name string) (Stage, bool) {
	i := strings.LastIndexByte(name, '.')
	if i < 0 {
		return Compute, false
	}
	ext := name[i+1:]
	if ext == "vertex" || ext == "fragment" || ext == "compute" || ext == "geometry" || ext == "tesscontrol" || ext == "tesseval" {
		return Compute, false
	}
	s, ok := stageNames[ext]
	return s, ok
}

// StageMode says whether a `#pragma shader_stage(...)` in the source may
// choose the stage, as glslc (and libshaderc's shader kinds) allow.
type StageMode int

const (
	// StageDefault: Options.Stage is the stage unless the source names
	// another with the pragma (glslc's stage from a file name,
	// libshaderc's shaderc_glsl_default_*_shader).
	StageDefault StageMode = iota
	// StageForced: Options.Stage is the stage; the pragma is ignored
	// (-fshader-stage, shaderc_glsl_*_shader).
	StageForced
	// StageFromSource: the source must name the stage with the pragma
	// (shaderc_glsl_infer_from_source); Result.Err is ErrNoStage when it
	// does not.
	StageFromSource
)

// Language is the kind of a source.
type Language int

const (
	GLSL          Language = iota // a GLSL shader
	NVAssembly                    // an NVIDIA !!NVcp5.0 assembly compute program
	SPIRVAssembly                 // SPIR-V assembly text (spirv-as's language)
)

// Target is what a GLSL compile produces.
type Target int

const (
	SPIRV Target = iota // a SPIR-V module (Result.SPIRV)
	NVAsm               // !!NVcp5.0 assembly text (Result.NVAssembly)
)

// BindingKind is a kind of resource with its own binding base
// (glslc's -f<kind>-binding-base, shaderc_uniform_kind).
type BindingKind int

const (
	BindImage   BindingKind = BindingKind(driver.BindImage)
	BindTexture BindingKind = BindingKind(driver.BindTexture)
	BindSampler BindingKind = BindingKind(driver.BindSampler)
	BindUBO     BindingKind = BindingKind(driver.BindUBO)
	BindSSBO    BindingKind = BindingKind(driver.BindSSBO)
	// NumBindingKinds is the number of kinds.
	NumBindingKinds = driver.NumBindingKinds
)

// Macro is one -D definition: #define Name Value (Value may be empty).
type Macro struct{ Name, Value string }

// IncludeFunc resolves an #include (libshaderc's include callback): name
// as written, system for the <name> form, the including file and the
// depth of the include (1 in the main file). It returns the included
// file's name (as #line, diagnostics and Result.Includes show it) and its
// text; an error means it cannot be included, and its text is shown in
// the diagnostic.
type IncludeFunc func(name string, system bool, from string, depth int) (resolved string, data []byte, err error)

// Options configure a compile; the zero Options compile a GLSL compute
// shader for glslc's default target, Vulkan 1.0.
type Options struct {
	Language  Language
	Stage     Stage
	StageMode StageMode
	Target    Target
	// TargetEnv is a --target-env name (vulkan1.0 ... vulkan1.4,
	// universal1.x); "" is glslc's default, vulkan1.0. TargetSPV is a
	// --target-spv name (spv1.0 ... spv1.6) or "".
	TargetEnv, TargetSPV string
	// Std overrides the source's #version (glslc's -std=: 450, 460core,
	// 310es).
	Std         string
	Defines     []Macro
	IncludeDirs []string
	// Include, when set, resolves every #include instead of IncludeDirs.
	Include IncludeFunc
	// ReadFile reads included files and CompileFile's input; nil reads
	// the file system (bounded to 64 MiB).
	ReadFile func(path string) ([]byte, error)
	// Optimize is -O; Debug is -g.
	Optimize, Debug bool
	// WarningsAsErrors is -Werror; NoWarnings is -w. ErrorLimit bounds
	// the errors reported (0: 20; negative: no bound).
	WarningsAsErrors, NoWarnings bool
	ErrorLimit                   int
	// AutoBindUniforms is -fauto-bind-uniforms; BindingBases are the
	// -f<kind>-binding-base values, by stage (a missing stage is all 0).
	AutoBindUniforms bool
	BindingBases     map[Stage][NumBindingKinds]uint32
	// AutoCombinedSampler (-fauto-combined-image-sampler), HlslOffsets
	// (-fhlsl-offsets), NanClamp (-fnan-clamp).
	AutoCombinedSampler, HlslOffsets, NanClamp bool
	// AutoMapLocations (-fauto-map-locations) gives user inputs and
	// outputs without a location one; InvertY (-finvert-y) negates
	// gl_Position.y in the pre-rasterization stages.
	AutoMapLocations, InvertY bool
	// Limits overrides resource limits by glslang's names
	// (MaxComputeWorkGroupSizeX, ...), as -flimit does.
	Limits map[string]int
	// Emulate lists the subgroup families compiled to portable code
	// (-femulate-subgroup: "all", or names such as "clustered,partitioned").
	Emulate string
}

// Severity ranks diagnostics.
type Severity int

const (
	Note Severity = iota
	Warning
	Error
)

func (s Severity) String() string { return diag.Severity(s).String() }

// Diagnostic is one message about the input. Line and Column are 1-based;
// 0 means unknown.
type Diagnostic struct {
	Severity     Severity
	File         string
	Line, Column int
	Message      string
}

func (d Diagnostic) String() string { return d.diag().String() }

func (d Diagnostic) diag() diag.Diagnostic {
	return diag.Diagnostic{Severity: diag.Severity(d.Severity), Pos: diag.Pos{File: d.File, Line: d.Line, Col: d.Column}, Msg: d.Message}
}

// ErrNoStage is Result.Err when StageFromSource was asked and the source
// names no stage.
var ErrNoStage = errors.New("the source names no shader stage (#pragma shader_stage)")

// Result is the outcome of a compile or a preprocess.
type Result struct {
	// SPIRV is the module (nil on errors and for NVAsm); NVAssembly the
	// program of Target NVAsm; Text the preprocessed source of Preprocess.
	SPIRV      []uint32
	NVAssembly string
	Text       string
	// Stage is the stage compiled (from Options or the source's pragma).
	Stage Stage
	// NoStage is set when StageFromSource found no stage pragma.
	NoStage     bool
	Diagnostics []Diagnostic
	// Includes lists the files #include opened, in order.
	Includes []string
	// Sources holds the text of every file read, for showing diagnostics.
	Sources map[string]string

	list   *diag.List
	failed error // set when the options were wrong
}

// Bytes is the module as little-endian bytes (a .spv file).
func (r *Result) Bytes() []byte {
	if r.SPIRV == nil {
		return nil
	}
	return spirv.Encode(r.SPIRV)
}

// Errors and Warnings count the diagnostics of each severity.
func (r *Result) Errors() int   { return r.count(Error) }
func (r *Result) Warnings() int { return r.count(Warning) }

func (r *Result) count(s Severity) int {
	n := 0
	for _, d := range r.Diagnostics {
		if d.Severity == s {
			n++
		}
	}
	return n
}

// Err is nil when the compile succeeded, ErrNoStage, or an error whose
// text is the diagnostics as the command line prints them (with the
// source lines and carets).
func (r *Result) Err() error {
	switch {
	case r.failed != nil:
		return r.failed
	case r.list != nil && r.list.HasErrors():
		var b strings.Builder
		r.WriteDiagnostics(&b, false)
		return errors.New(strings.TrimRight(b.String(), "\n"))
	case r.NoStage:
		return ErrNoStage
	}
	return nil
}

// WriteDiagnostics prints the diagnostics as the command line does: in
// text form each with its source line and a caret under the column
// (without the "N errors generated." line, which Summary gives), or as
// one JSON object (-fdiagnostics-format=json). It returns the counts.
func (r *Result) WriteDiagnostics(w io.Writer, json bool) (errors, warnings int, err error) {
	if r.list == nil {
		return 0, 0, nil
	}
	f := diag.Text
	if json {
		f = diag.JSON
	}
	return diag.PrintEach(w, r.list, diag.MapSources(r.Sources), f)
}

// Summary is the line that ends a text report of diagnostics:
// "1 warning and 2 errors generated.".
func Summary(errors, warnings int) string { return diag.Summary(errors, warnings) }

// driverOptions turns Options into the driver's.
func (o *Options) driverOptions() (driver.Options, error) {
	env := o.TargetEnv
	if env == "" {
		env = targetenv.GlslcDefaultName
	}
	e, err := targetenv.Compiler(env)
	if err != nil {
		return driver.Options{}, fmt.Errorf("invalid target environment %q", o.TargetEnv)
	}
	if e, err = e.WithSPIRV(o.TargetSPV); err != nil {
		return driver.Options{}, fmt.Errorf("invalid SPIR-V version %q", o.TargetSPV)
	}
	popts, err := o.ppOptions()
	if err != nil {
		return driver.Options{}, err
	}
	if !o.Stage.valid() {
		return driver.Options{}, fmt.Errorf("invalid stage %d", o.Stage)
	}
	d := driver.Options{PP: popts, TargetEnv: e, Stage: ir.Stage(o.Stage), Debug: o.Debug, Optimize: o.Optimize,
		AutoBindUniforms: o.AutoBindUniforms, AutoCombinedSampler: o.AutoCombinedSampler,
		HlslOffsets: o.HlslOffsets, NanClamp: o.NanClamp, AutoMapLocations: o.AutoMapLocations, InvertY: o.InvertY}
	switch o.StageMode {
	case StageDefault:
		d.StageMode = driver.StageDefault
	case StageForced:
		d.StageMode = driver.StageForced
	case StageFromSource:
		d.StageMode = driver.StageFromSource
	default:
		return d, fmt.Errorf("invalid stage mode %d", o.StageMode)
	}
	switch o.Language {
	case GLSL:
	case NVAssembly:
		d.Input = driver.NVAssembly
	case SPIRVAssembly:
		d.Input = driver.SPIRVAssembly
	default:
		return d, fmt.Errorf("invalid language %d", o.Language)
	}
	switch o.Target {
	case SPIRV:
	case NVAsm:
		d.Target = driver.NVAsm
	default:
		return d, fmt.Errorf("invalid target %d", o.Target)
	}
	if len(o.BindingBases) > 0 {
		d.BindingBases = map[ir.Stage][driver.NumBindingKinds]uint32{}
		for s, b := range o.BindingBases {
			d.BindingBases[ir.Stage(s)] = b
		}
	}
	if o.Limits != nil {
		set := reslimit.Defaults()
		for k, v := range o.Limits {
			if !reslimit.Known(k) {
				return d, fmt.Errorf("unknown limit %q", k)
			}
			set[k] = v
		}
		d.Limits = set
	}
	if o.Emulate != "" {
		set, err := driver.ParseEmulate(o.Emulate)
		if err != nil {
			return d, fmt.Errorf("emulate %q: %v", o.Emulate, err)
		}
		d.Emulate = set
	}
	return d, nil
}

func (o *Options) ppOptions() (pp.Options, error) {
	popts := pp.Options{Vulkan: true, IncludeDirective: true, IncludeDirs: o.IncludeDirs, ReadFile: o.ReadFile}
	for _, m := range o.Defines {
		popts.Defines = append(popts.Defines, pp.Define{Name: m.Name, Value: m.Value})
	}
	if o.Include != nil {
		popts.Include = o.Include
	}
	std, err := parseStd(o.Std)
	if err != nil {
		return popts, err
	}
	popts.Std = std
	return popts, nil
}

func (o *Options) list() *diag.List {
	return &diag.List{WarningsAsErrors: o.WarningsAsErrors, NoWarnings: o.NoWarnings, Limit: o.ErrorLimit}
}

// Compile compiles one source named name (the name diagnostics show).
// The Result is never nil; Result.Err says whether it failed.
func Compile(name string, source []byte, opts Options) (res *Result) {
	defer recoverInto(&res)
	dopts, err := opts.driverOptions()
	if err != nil {
		return &Result{failed: err}
	}
	list := opts.list()
	var includes []string
	if opts.Include != nil {
		// Record what the callback resolves, for Result.Includes.
		inner := opts.Include
		dopts.PP.Include = func(n string, system bool, from string, depth int) (string, []byte, error) {
			path, data, err := inner(n, system, from, depth)
			if err == nil {
				includes = append(includes, path)
			}
			return path, data, err
		}
	}
	d := driver.Compile(name, source, dopts, list)
	res = fromDriver(d, list)
	if opts.Include != nil {
		res.Includes = includes
	}
	return res
}

func fromDriver(d *driver.Result, list *diag.List) *Result {
	res := &Result{SPIRV: d.Words, NVAssembly: d.NVText, Stage: Stage(d.Stage), NoStage: d.NoStage,
		Includes: d.Includes, Sources: map[string]string(d.Sources), list: list}
	if list.HasErrors() {
		res.SPIRV, res.NVAssembly = nil, ""
	}
	res.Diagnostics = diagnostics(list)
	return res
}

func diagnostics(list *diag.List) []Diagnostic {
	out := make([]Diagnostic, 0, len(list.Diags))
	for _, d := range list.Diags {
		out = append(out, Diagnostic{Severity: Severity(d.Severity), File: d.Pos.File, Line: d.Pos.Line, Column: d.Pos.Col, Message: d.Msg})
	}
	return out
}

// CompileFile reads path (through Options.ReadFile when set) and compiles
// it; the stage defaults to the one its extension names, as glslc's does,
// unless Options.StageMode is StageForced. The error is for a file that
// cannot be read.
func CompileFile(path string, opts Options) (*Result, error) {
	data, err := opts.read(path)
	if err != nil {
		return nil, err
	}
	if opts.StageMode != StageForced {
		if s, ok := StageForFile(path); ok {
			opts.Stage = s
		}
	}
	return Compile(path, data, opts), nil
}

func (o *Options) read(path string) ([]byte, error) {
	if o.ReadFile != nil {
		return o.ReadFile(path)
	}
	return limits.ReadFile(path, limits.SourceBytes)
}

// Preprocess runs the preprocessor alone (glslc -E): Result.Text is the
// preprocessed source, with glslc's preamble when #include was used.
// Warnings are not reported, as glslc reports none of a preprocess-only
// run.
func Preprocess(name string, source []byte, opts Options) (res *Result) {
	defer recoverInto(&res)
	popts, err := opts.ppOptions()
	if err != nil {
		return &Result{failed: err}
	}
	list := &diag.List{NoWarnings: true, Limit: opts.ErrorLimit}
	p := pp.Preprocess(name, source, popts, list)
	res = &Result{Includes: p.Includes, Sources: map[string]string(p.Sources), list: list}
	res.Diagnostics = diagnostics(list)
	if !list.HasErrors() {
		res.Text = p.Text()
		if len(p.Includes) > 0 {
			res.Text = IncludePreamble(res.Text, name, p.Version.Number, p.Version.Profile == "es")
		}
	}
	return res
}

// IncludePreamble gives preprocessed text the lines glslc puts in it when
// the source used #include (its CleanupPreamble): the #version line first,
// then the #extension line that turns #include on and a #line directive
// for the main file, with an empty line where #version was.
func IncludePreamble(text, name string, version int, es bool) string {
	line := 0
	if es || version >= 330 {
		line = 1 // #line names the next line's number from GLSL 3.30 on
	}
	head := fmt.Sprintf("#extension GL_GOOGLE_include_directive : enable\n#line %d \"%s\"\n", line, name)
	lines := strings.SplitAfter(text, "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, "#version") {
			lines[i] = "\n"
			return l + head + strings.Join(lines, "")
		}
	}
	return head + text
}

// parseStd reads a -std= value such as 450, 460core or 310es (a version
// glslang knows, and a profile that goes with it); "" gives nil. The
// errors are the command line's messages.
func parseStd(s string) (*pp.Version, error) {
	if s == "" {
		return nil, nil
	}
	n, profile, ok := ParseVersionProfile(s)
	if !ok {
		return nil, fmt.Errorf("-std=%s: want a version such as 450, 460, 310es or 320es", s)
	}
	switch n {
	case 100, 300, 310, 320:
		if profile == "" {
			profile = "es"
		}
		if profile != "es" && n != 100 {
			return nil, fmt.Errorf("-std=%s: version %d is an ES version", s, n)
		}
	default:
		if profile == "es" {
			return nil, fmt.Errorf("-std=%s: version %d has no ES profile", s, n)
		}
		if profile == "" {
			profile = "core"
		}
	}
	return &pp.Version{Number: n, Profile: profile, Explicit: true}, nil
}

// ParseVersionProfile reads "450", "460core", "310es" as libshaderc's
// shaderc_parse_version_profile does: a version glslang knows, then
// nothing (profile "") or one of "core", "es", "compatibility".
func ParseVersionProfile(s string) (version int, profile string, ok bool) {
	num := s
	for _, p := range []string{"core", "es", "compatibility"} {
		if strings.HasSuffix(s, p) {
			num, profile = strings.TrimSuffix(s, p), p
			break
		}
	}
	if num == "" || len(num) > 9 {
		return 0, "", false
	}
	for _, c := range num {
		if c < '0' || c > '9' {
			return 0, "", false
		}
		version = version*10 + int(c-'0')
	}
	switch version {
	case 100, 110, 120, 130, 140, 150, 300, 310, 320, 330, 400, 410, 420, 430, 440, 450, 460:
		return version, profile, true
	}
	return 0, "", false
}

// Check reports whether the options are valid (a known target
// environment, SPIR-V version, -std=, limit and emulation names), with
// the message Compile's Result.Err would give.
func (o Options) Check() error {
	_, err := o.driverOptions()
	return err
}

// Disassemble prints a module as SPIR-V assembly text (spirv-dis's form,
// glslc -S).
func Disassemble(words []uint32) (text string, err error) {
	defer recoverErr(&err)
	m, err := spirv.DecodeWords(words)
	if err != nil {
		return "", err
	}
	return spirv.Disassemble(m, spirv.DisOptions{})
}

// recoverInto turns a panic (a bug) into a failed Result, so that no input
// crashes the program embedding the compiler.
func recoverInto(res **Result) {
	if v := recover(); v != nil {
		*res = &Result{failed: fmt.Errorf("internal error: %v\n%s", v, debug.Stack())}
	}
}

func recoverErr(err *error) {
	if v := recover(); v != nil {
		*err = fmt.Errorf("internal error: %v", v)
	}
}
