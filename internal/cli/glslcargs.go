package cli

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/glslc-nv/glslc-nv/frontend/pp"
	"github.com/glslc-nv/glslc-nv/internal/limits"
	"github.com/glslc-nv/glslc-nv/internal/reslimit"
	"github.com/glslc-nv/glslc-nv/ir"
)

// The compile command reads its command line exactly as shaderc's glslc
// (2023.2, with the flags later glslc releases added) reads it: one pass
// over the arguments in order, each either an option or an input file;
// -fshader-stage and -x apply to the files after them, every other option
// to the whole run, the last of a repeated option winning. Messages are
// glslc's, after the program name. A problem with the command line is exit
// status 1, as in glslc (not 2, the status of the subcommands' usage
// errors), so a build that tests glslc's status sees the same one.

// outputType is what the compile command writes for each input.
type outputType int

const (
	outBinary       outputType = iota // a SPIR-V module (or NV assembly with --target=nvasm)
	outAssembly                       // -S: SPIR-V assembly text
	outPreprocessed                   // -E: the preprocessed source
)

// stageMode says where an input's stage comes from.
type stageMode int

const (
	stageFromName   stageMode = iota // the file's extension: a #pragma shader_stage may override it
	stageForced                      // -fshader-stage: the source cannot change it
	stageFromSource                  // neither: the source must say it with #pragma shader_stage
)

// inputKind is what an input file holds.
type inputKind int

const (
	inputGLSL inputKind = iota
	inputSPIRVAsm
	inputNVAsm
	inputHLSL
)

// inputSpec is one input file with the options that apply to it.
type inputSpec struct {
	arg   string // as given ("-" for standard input)
	kind  inputKind
	stage ir.Stage
	mode  stageMode
}

// depMode is how make rules are written.
type depMode int

const (
	depNone      depMode = iota
	depAsOutput          // -M, -MM: the rule is the output, instead of compiling
	depExtraFile         // -MD: compile, and write the rule beside the output
)

// bindingKind is a kind of resource with a binding base
// (-f<kind>-binding-base).
type bindingKind int

const (
	bindImage bindingKind = iota
	bindTexture
	bindSampler
	bindUBO
	bindSSBO
	numBindingKinds
)

// compileRequest is the compile command's command line.
type compileRequest struct {
	inputs []inputSpec

	output       string // -o ("" when not given)
	outType      outputType
	needsLinking bool   // no -c, -S or -E: every input goes to one output
	fileExt      string // the extension -c and -S give outputs

	deps      depMode
	depsGiven bool   // any of -M, -MM, -MD, -MF, -MT
	depFile   string // -MF
	depTarget string // -MT

	defines     []pp.Define
	includeDirs []string
	std         string // -std=, validated

	env        string // --target-env= value ("" for the default)
	spv        string // --target-spv= value
	debug      bool
	optimize   string // "0", "perf" or "size"
	werror     bool
	noWarnings bool
	mfmt       string // "" (not given), bin, c or num

	autoBind, autoMap, autoCombinedSampler bool
	hlslOffsets, invertY, nanClamp         bool
	preserveBindings                       bool
	maxIDBound                             uint32 // 0: none
	// bases[stage][kind] (glslc keeps one table per stage; an option
	// without a stage sets the entry of every stage, and the last option
	// given for an entry wins).
	bases  [][numBindingKinds]uint32
	limits reslimit.Set

	// glslc-nv's own options.
	emulate    string
	diagFormat string
	target     string // spirv or nvasm
}

// glslcStageNames are -fshader-stage's names (glslc's MapStageNameToForcedKind).
var glslcStageNames = map[string]ir.Stage{
	"vertex": ir.Vertex, "vert": ir.Vertex, "fragment": ir.Fragment, "frag": ir.Fragment,
	"tesscontrol": ir.TessControl, "tesc": ir.TessControl,
	"tesseval": ir.TessEvaluation, "tese": ir.TessEvaluation,
	"geometry": ir.Geometry, "geom": ir.Geometry, "compute": ir.Compute, "comp": ir.Compute,
	"rgen": ir.RayGen, "rahit": ir.AnyHit, "rchit": ir.ClosestHit, "rmiss": ir.Miss,
	"rint": ir.Intersection, "rcall": ir.Callable, "task": ir.Task, "mesh": ir.Mesh,
}

// glslcStageExtensions are the file extensions glslc takes a stage from
// (DeduceDefaultShaderKindFromFileName).
var glslcStageExtensions = map[string]ir.Stage{
	"vert": ir.Vertex, "frag": ir.Fragment, "tesc": ir.TessControl, "tese": ir.TessEvaluation,
	"geom": ir.Geometry, "comp": ir.Compute, "rgen": ir.RayGen, "rahit": ir.AnyHit,
	"rchit": ir.ClosestHit, "rmiss": ir.Miss, "rint": ir.Intersection, "rcall": ir.Callable,
	"task": ir.Task, "mesh": ir.Mesh,
}

// glslcExtension is the text after a file name's last dot (glslc's
// GetFileExtension: the whole path counts, so "dir.v/file" has "v/file").
func glslcExtension(name string) string {
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		return name[i+1:]
	}
	return ""
}

// isStageFile is glslc's IsStageFile: the six classic stage extensions,
// whose -c and -S outputs keep the input's extension (a.vert.spv) where
// other inputs lose it (a.glsl -> a.spv).
func isStageFile(name string) bool {
	switch glslcExtension(name) {
	case "vert", "frag", "tesc", "tese", "geom", "comp":
		return true
	}
	return false
}

// hlslOnlyFlags are the options that mean something only for HLSL input,
// which glslc-nv does not compile; glslc accepts them for GLSL and ignores
// them, glslc-nv refuses them so that nobody believes they took effect.
var hlslOnlyFlags = map[string]bool{
	"-fhlsl-iomap": true, "-fhlsl_functionality1": true, "-fhlsl-functionality1": true,
	"-fhlsl-16bit-types": true,
}

// glslcError is a command-line problem: glslc's message and status 1.
func glslcError(format string, args ...any) error {
	return &exitError{code: 1, msg: fmt.Sprintf(format, args...)}
}

// parseGlslcArgs reads the compile command's arguments. done is true when
// an option (--help, --version, --show-limits) has already printed what
// the command had to say.
func parseGlslcArgs(e *env, args []string) (req *compileRequest, done bool, err error) {
	r := &compileRequest{
		needsLinking: true,
		fileExt:      ".spv",
		optimize:     "0",
		diagFormat:   "text",
		target:       "spirv",
		limits:       reslimit.Defaults(),
		bases:        make([][numBindingKinds]uint32, len(ir.Stages)),
	}
	stage, stageSet := ir.Compute, false
	hlsl := false // -x hlsl in effect
	hasStdin := false
	for i := 0; i < len(args); i++ {
		arg := args[i]
		// next returns the value of an option that takes one: the rest of
		// the argument, or the next argument (shaderc's GetOptionArgument).
		next := func(opt string) (string, bool) {
			if len(arg) > len(opt) {
				return arg[len(opt):], true
			}
			if strings.HasSuffix(opt, "=") {
				return "", true
			}
			if i+1 >= len(args) {
				return "", false
			}
			i++
			return args[i], true
		}
		switch {
		case arg == "--help" || arg == "-h":
			printRootHelp(e)
			return nil, true, nil
		case arg == "--show-limits":
			_, err := writeStdout(e, []byte(reslimit.Defaults().Show()))
			return nil, true, err
		case arg == "--version":
			printVersion(e)
			return nil, true, e.stdoutErr()
		case strings.HasPrefix(arg, "-o"):
			v, ok := next("-o")
			if !ok {
				return nil, false, glslcError("argument to '-o' is missing (expected 1 value)")
			}
			r.output = v
		case strings.HasPrefix(arg, "-fshader-stage="):
			name := arg[len("-fshader-stage="):]
			s, ok := glslcStageNames[name]
			if !ok {
				return nil, false, glslcError("stage not recognized: '%s'", name)
			}
			stage, stageSet = s, true
		case arg == "-fauto-bind-uniforms":
			r.autoBind = true
		case arg == "-fauto-combined-image-sampler":
			r.autoCombinedSampler = true
		case arg == "-fauto-map-locations":
			r.autoMap = true
		case hlslOnlyFlags[arg]:
			return nil, false, glslcError("%s applies only to HLSL input, and glslc-nv compiles GLSL", arg)
		case arg == "-fhlsl-offsets":
			r.hlslOffsets = true
		case arg == "-finvert-y":
			r.invertY = true
		case arg == "-fnan-clamp":
			r.nanClamp = true
		case strings.HasPrefix(arg, "-fpreserve-bindings"):
			r.preserveBindings = true
		case strings.HasPrefix(arg, "-fmax-id-bound="):
			v := arg[len("-fmax-id-bound="):]
			n, ok := parseUint32(v)
			if !ok {
				return nil, false, glslcError("invalid value '%s' in '%s'", v, arg)
			}
			r.maxIDBound = n
		case bindingBaseFlag(arg) >= 0:
			if err := r.parseBindingBase(args, &i); err != nil {
				return nil, false, err
			}
		case arg == "-fuav-binding-base" || arg == "-fresource-set-binding":
			return nil, false, glslcError("%s applies only to HLSL input (its registers), and glslc-nv compiles GLSL", arg)
		case strings.HasPrefix(arg, "-fentry-point="):
			if name := arg[len("-fentry-point="):]; name != "main" {
				return nil, false, glslcError("%s applies only to HLSL input: a GLSL shader's entry point is always main", arg)
			}
		case strings.HasPrefix(arg, "-flimit="):
			if err := r.limits.Apply(arg[len("-flimit="):]); err != nil {
				return nil, false, glslcError("-flimit error: %v", err)
			}
		case strings.HasPrefix(arg, "-flimit-file"):
			v, ok := next("-flimit-file")
			if !ok {
				return nil, false, glslcError("argument to '-flimit-file' is missing")
			}
			data, rerr := limits.ReadFile(v, limits.SourceBytes)
			if rerr != nil {
				return nil, false, &exitError{code: 1, msg: fmt.Sprintf("cannot read limits file: %s: %s", v, errText(rerr))}
			}
			if err := r.limits.Apply(string(data)); err != nil {
				return nil, false, glslcError("-flimit-file error: %v", err)
			}
		case strings.HasPrefix(arg, "-std="):
			v := arg[len("-std="):]
			if _, err := parseStd(v); err != nil {
				return nil, false, glslcError("invalid value '%s' in '-std=%s'", v, v)
			}
			r.std = v
		case strings.HasPrefix(arg, "--target-env="):
			v := arg[len("--target-env="):]
			switch v {
			case "vulkan", "vulkan1.0", "vulkan1.1", "vulkan1.2", "vulkan1.3", "vulkan1.4", "opengl", "opengl4.5":
			case "vulkan1.1spv1.4": // glslc-nv's own, kept from earlier releases
			case "opengl_compat":
				return nil, false, glslcError("opengl_compat is no longer supported")
			default:
				return nil, false, glslcError("invalid value '%s' in '--target-env=%s'", v, v)
			}
			r.env = v
		case strings.HasPrefix(arg, "--target-spv="):
			v := arg[len("--target-spv="):]
			switch v {
			case "spv1.0", "spv1.1", "spv1.2", "spv1.3", "spv1.4", "spv1.5", "spv1.6":
			default:
				return nil, false, glslcError("invalid value '%s' in '--target-spv=%s'", v, v)
			}
			r.spv = v
		case strings.HasPrefix(arg, "-mfmt="):
			v := arg[len("-mfmt="):]
			switch v {
			case "bin", "num", "c":
			case "wgsl":
				return nil, false, glslcError("can't output WGSL: glslc-nv has no WGSL output")
			default:
				return nil, false, glslcError("invalid value '%s' in '-mfmt=%s'", v, v)
			}
			r.mfmt = v
		case strings.HasPrefix(arg, "-x"):
			v, ok := next("-x")
			if !ok {
				return nil, false, glslcError("argument to '-x' is missing (expected 1 value)")
			}
			switch v {
			case "glsl":
				hlsl = false
			case "hlsl":
				hlsl = true
			default:
				return nil, false, glslcError("language not recognized: '%s'", v)
			}
		case arg == "-c":
			if r.outType != outAssembly {
				r.needsLinking = false
				r.fileExt = ".spv"
			}
		case arg == "-E":
			r.setPreprocessOnly()
		case arg == "-M" || arg == "-MM":
			r.setPreprocessOnly()
			r.noWarnings = true
			r.depsGiven = true
			if r.deps != depNone {
				return nil, false, glslcError("both -M (or -MM) and -MD are specified. Only one should be used at one time.")
			}
			r.deps = depAsOutput
		case arg == "-MD":
			r.depsGiven = true
			if r.deps != depNone {
				return nil, false, glslcError("both -M (or -MM) and -MD are specified. Only one should be used at one time.")
			}
			r.deps = depExtraFile
		case arg == "-MF":
			v, ok := next("-MF")
			if !ok {
				return nil, false, glslcError("missing dependency info filename after '-MF'")
			}
			r.depsGiven = true
			r.depFile = v
		case arg == "-MT":
			v, ok := next("-MT")
			if !ok {
				return nil, false, glslcError("missing dependency info target after '-MT'")
			}
			r.depsGiven = true
			r.depTarget = v
		case arg == "-S":
			if r.outType != outPreprocessed {
				r.outType = outAssembly
				r.needsLinking = false
				r.fileExt = ".spvasm"
			}
		case strings.HasPrefix(arg, "-D"):
			d, warn, err := parseGlslcDefine(arg)
			if err != nil {
				return nil, false, err
			}
			switch {
			case d == nil:
				// glslc reports a bare -D as an error and goes on.
				fmt.Fprintf(e.stderr, "glslc-nv: error: %s\n", warn)
			case warn != "":
				fmt.Fprintf(e.stderr, "glslc-nv: warning: %s\n", warn)
			}
			if d != nil {
				r.defines = append(r.defines, *d)
			}
		case strings.HasPrefix(arg, "-I"):
			v, ok := next("-I")
			if !ok {
				return nil, false, glslcError("argument to '-I' is missing (expected 1 value)")
			}
			r.includeDirs = append(r.includeDirs, v)
		case arg == "-g":
			r.debug = true
		case strings.HasPrefix(arg, "-O"):
			switch arg {
			case "-O":
				r.optimize = "perf"
			case "-Os":
				r.optimize = "size"
			case "-O0":
				r.optimize = "0"
			default:
				return nil, false, glslcError("invalid value '%s' in '%s'", arg[2:], arg)
			}
		case arg == "-w":
			r.noWarnings = true
		case arg == "-Werror":
			r.werror = true
		// glslc-nv's own options.
		case strings.HasPrefix(arg, "-femulate-subgroup="):
			r.emulate = arg[len("-femulate-subgroup="):]
		case strings.HasPrefix(arg, "-fdiagnostics-format="):
			r.diagFormat = arg[len("-fdiagnostics-format="):]
			if r.diagFormat != "text" && r.diagFormat != "json" {
				return nil, false, glslcError("invalid value '%s' in '%s' (want text or json)", r.diagFormat, arg)
			}
		case strings.HasPrefix(arg, "--target="):
			r.target = arg[len("--target="):]
			if r.target != "spirv" && r.target != "nvasm" {
				return nil, false, glslcError("invalid value '%s' in '%s' (want spirv or nvasm)", r.target, arg)
			}
		case arg != "-" && strings.HasPrefix(arg, "-"):
			what := "unknown argument"
			if strings.HasPrefix(arg, "--") {
				what = "unsupported option"
			}
			return nil, false, glslcError("%s: '%s'", what, arg)
		default:
			if arg == "-" {
				if hasStdin {
					return nil, false, glslcError("specifying standard input \"-\" as input more than once is not allowed.")
				}
				hasStdin = true
			}
			in := inputSpec{arg: arg, stage: stage, mode: stageForced}
			ext := glslcExtension(arg)
			switch {
			case hlsl || (!hlsl && ext == "hlsl"):
				in.kind = inputHLSL
			case strings.EqualFold(filepath.Ext(arg), ".nvcp") && !stageSet:
				in.kind = inputNVAsm
			case ext == "spvasm" && !stageSet:
				in.kind = inputSPIRVAsm
			}
			if !stageSet {
				if s, ok := glslcStageExtensions[ext]; ok {
					in.stage, in.mode = s, stageFromName
				} else {
					in.stage, in.mode = ir.Compute, stageFromSource
				}
			}
			r.inputs = append(r.inputs, in)
		}
	}
	return r, false, nil
}

// setPreprocessOnly is -E (and -M): glslc's SetPreprocessingOnlyFlag.
func (r *compileRequest) setPreprocessOnly() {
	r.outType = outPreprocessed
	r.needsLinking = false
	if r.output == "" {
		r.output = "-"
	}
}

// parseGlslcDefine reads -DNAME[=VALUE] as glslc does: NAME is everything
// before the first '=' (a parameter list included, so function-like
// macros work), VALUE everything after it. A missing argument is reported
// and the option ignored, as glslc does (d is nil); warn is glslc's
// warning for a reserved name.
func parseGlslcDefine(arg string) (d *pp.Define, warn string, err error) {
	if len(arg) <= 2 {
		return nil, "argument to '-D' is missing", nil
	}
	name, value, _ := strings.Cut(arg[2:], "=")
	if strings.HasPrefix(name, "GL_") {
		return nil, "", glslcError("names beginning with 'GL_' cannot be defined: %s", arg)
	}
	if strings.Contains(name, "__") {
		warn = "names containing consecutive underscores are reserved: " + arg
	}
	return &pp.Define{Name: name, Value: value}, warn, nil
}

// bindingBaseFlag gives the kind a -f<kind>-binding-base option sets, or -1.
func bindingBaseFlag(arg string) bindingKind {
	switch arg {
	case "-fimage-binding-base":
		return bindImage
	case "-ftexture-binding-base":
		return bindTexture
	case "-fsampler-binding-base":
		return bindSampler
	case "-fubo-binding-base", "-fcbuffer-binding-base":
		return bindUBO
	case "-fssbo-binding-base":
		return bindSSBO
	}
	return -1
}

// parseBindingBase reads "-f<kind>-binding-base [STAGE] BASE" at args[*i]
// (glslc's GetOptionalStageThenOffsetArgument) and leaves *i at the last
// argument it used.
func (r *compileRequest) parseBindingBase(args []string, i *int) error {
	opt := args[*i]
	kind := bindingBaseFlag(opt)
	if *i+1 >= len(args) {
		return glslcError("Option %s requires at least one argument", opt)
	}
	stages := ir.Stages
	if s, ok := glslcStageNames[args[*i+1]]; ok {
		*i++
		if *i+1 >= len(args) {
			return glslcError("Option %s with stage %s requires an offset argument", opt, args[*i])
		}
		stages = []ir.Stage{s}
	}
	v, ok := parseUint32(args[*i+1])
	if !ok {
		return glslcError("invalid offset value %s for %s", args[*i+1], opt)
	}
	*i++
	for _, s := range stages {
		r.bases[s][kind] = v
	}
	return nil
}

// parseUint32 reads a number as shaderc's ParseUint32 does: C++'s istream
// with base 0 (decimal, 0x hexadecimal, 0 octal), the whole text, in range,
// no sign.
func parseUint32(s string) (uint32, bool) {
	if s == "" || s[0] == '-' || s[0] == '+' {
		return 0, false
	}
	v, err := strconv.ParseUint(s, 0, 32)
	if err != nil {
		return 0, false
	}
	// strconv's base 0 also takes 0b and 0o prefixes and underscores,
	// which C++ does not.
	if strings.ContainsAny(s, "_") || len(s) > 1 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B' || s[1] == 'o' || s[1] == 'O') {
		return 0, false
	}
	return uint32(v), true
}
