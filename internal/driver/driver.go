// Package driver runs the whole compiler on one input. It is the single
// place the stages are wired together, for the command line, the
// AmberScript runner, the tools under cmd/ and the end-to-end tests:
//
//   - GLSL: preprocess and parse (frontend), check (sema), optionally
//     optimise (ir/opt), then lower to SPIR-V (lower) or to !!NVcp5.0
//     assembly (lower/nvasm), by Options.Target;
//   - NV assembly programs (.nvcp): frontend/nvasm to SPIR-V;
//   - SPIR-V assembly (.spvasm): spirv.Assemble.
package driver

import (
	"errors"
	"fmt"
	"github.com/glslc-nv/glslc-nv/internal/reslimit"

	"github.com/glslc-nv/glslc-nv/internal/limits"

	"github.com/glslc-nv/glslc-nv/frontend"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	nvasmin "github.com/glslc-nv/glslc-nv/frontend/nvasm"
	"github.com/glslc-nv/glslc-nv/frontend/pp"
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/opt"
	"github.com/glslc-nv/glslc-nv/lower"
	"github.com/glslc-nv/glslc-nv/lower/nvasm"
	"github.com/glslc-nv/glslc-nv/sema"
	"github.com/glslc-nv/glslc-nv/spirv"
	spvopt "github.com/glslc-nv/glslc-nv/spirv/opt"
)

// Input is the kind of an input.
type Input int

const (
	GLSL          Input = iota // a GLSL compute shader
	NVAssembly                 // a !!NVcp5.0 assembly program
	SPIRVAssembly              // SPIR-V assembly text
)

// Target is what a GLSL compilation produces.
type Target int

const (
	SPIRV Target = iota // a SPIR-V module (Result.Words)
	NVAsm               // !!NVcp5.0 assembly text (Result.NVText)
)

// Options configure one compilation.
type Options struct {
	// Input is the kind of the source (GLSL by default).
	Input Input
	// Stage is the shader stage of a GLSL source (the zero Stage is
	// compute), and StageMode whether a #pragma shader_stage in the source
	// may change it. Only compute is compiled so far; other stages are
	// refused.
	Stage     ir.Stage
	StageMode StageMode
	// Target is the back end for GLSL input (SPIR-V by default); the
	// assembly inputs always produce SPIR-V.
	Target           Target
	PP               pp.Options
	AutoBindUniforms bool
	// AutoMapLocations (-fauto-map-locations) gives user inputs and
	// outputs without a location one.
	AutoMapLocations bool
	// TargetEnv is the target environment, resolved from its names where
	// the options are read (targetenv.Compiler, Env.WithSPIRV); the zero
	// Env is targetenv.Default. Sema, the back end and the assemblers are
	// given this one value.
	TargetEnv targetenv.Env
	Debug     bool // -g
	Emulate   EmulateSet
	// StopAtIR returns the IR (Result.Module) instead of lowering it to
	// SPIR-V, for the other back end (lower/nvasm).
	StopAtIR bool
	// Optimize (-O) runs ir/opt between sema and lower.
	Optimize bool
	// Limits are the resource limits (-flimit); nil means glslc's defaults.
	Limits reslimit.Set
	// BindingBases are glslc's -f<kind>-binding-base values for each stage
	// (the stage compiled picks its row; a missing row is all zero).
	BindingBases map[ir.Stage][sema.NumBindingKinds]uint32
	// AutoCombinedSampler is -fauto-combined-image-sampler: textures become
	// combined image samplers and samplers are removed.
	AutoCombinedSampler bool
	// HlslOffsets is -fhlsl-offsets: blocks without an explicit packing
	// are laid out by HLSL's offset rules.
	HlslOffsets bool
	// NanClamp is -fnan-clamp: min, max and clamp of floats return the
	// operand that is not a NaN.
	NanClamp bool
	// InvertY is -finvert-y: the pre-rasterization stages negate the y of
	// gl_Position.
	InvertY bool
}

// BindingKind is a kind of resource with a binding base of its own
// (glslc's -f<kind>-binding-base), as sema classifies resources.
type BindingKind = sema.BindingKind

// The binding kinds, and their number.
const (
	BindImage       = sema.BindImage
	BindTexture     = sema.BindTexture
	BindSampler     = sema.BindSampler
	BindUBO         = sema.BindUBO
	BindSSBO        = sema.BindSSBO
	NumBindingKinds = sema.NumBindingKinds
)

// EmulateSet is the set of subgroup families compiled to portable code
// (-femulate-subgroup), as lower takes it; the callers of the driver name
// it here, so that none of them imports a stage.
type EmulateSet = lower.EmulateSet

// EmulateAll emulates every family that can be.
const EmulateAll = lower.EmulateAll

// ParseEmulate reads a -femulate-subgroup list.
func ParseEmulate(list string) (EmulateSet, error) { return lower.ParseEmulate(list) }

// Result is what a compilation produced.
type Result struct {
	// Words is the SPIR-V module, nil when there were errors.
	Words []uint32
	// Module is the checked (and, with Optimize, optimised) IR when
	// Options.StopAtIR is set; Words is then nil.
	Module *ir.Module
	// NVText is the assembly program of Target NVAsm ("" on errors), and
	// NVProgram its description for a host (resource bindings); Module is
	// then set too.
	NVText    string
	NVProgram *nvasm.Program
	// Sources holds every file read, for caret display of diagnostics.
	Sources diag.MapSources
	// Includes lists the files opened by #include, for dependency output.
	Includes []string
	// Stage is the stage a GLSL source was compiled as; NoStage is set
	// (with no diagnostic) when Options.StageMode was StageFromSource and
	// the source named no stage, so the caller can say how to give one.
	Stage   ir.Stage
	NoStage bool
}

// Compile compiles src (read from file, of kind opts.Input) to SPIR-V,
// or GLSL to NV assembly (opts.Target). Problems go to diags; Words (or
// NVText) is empty when any error was reported.
func Compile(file string, src []byte, opts Options, diags *diag.List) *Result {
	res := &Result{Sources: diag.MapSources{file: string(src)}}
	env := opts.TargetEnv.OrDefault()
	if err := env.Check(); err != nil {
		diags.Errorf(diag.Pos{}, "%v", err)
		return res
	}
	opts.TargetEnv = env
	switch opts.Input {
	case NVAssembly:
		if data := nvasmin.Translate(file, src, nvasmin.Options{SPIRVVersion: env.SPIRV, Lines: opts.Debug}, diags); data != nil {
			words, err := spirv.Words(data)
			if err != nil {
				diags.Errorf(diag.Pos{File: file}, "internal error: %v", err)
				return res
			}
			res.Words = words
		}
		return res
	case SPIRVAssembly:
		words, err := spirv.Assemble(string(src), spirv.AsmOptions{Version: env.SPIRV})
		if err != nil {
			diags.Add(asmDiagnostic(file, err))
			return res
		}
		res.Words = words
		return res
	}
	popts := opts.PP
	popts.Graphics = opts.Stage != ir.Compute
	// Collect what the preprocessor reads, for diagnostics and -M.
	read := popts.ReadFile
	popts.ReadFile = func(path string) ([]byte, error) {
		var data []byte
		var err error
		if read != nil {
			data, err = read(path)
		} else {
			data, err = readFile(path)
		}
		if err == nil {
			res.Includes = append(res.Includes, path)
		}
		return data, err
	}
	tu := frontend.Parse(file, src, frontend.Options{Options: popts}, diags)
	if tu != nil && tu.Sources != nil {
		for k, v := range tu.Sources {
			res.Sources[k] = v
		}
	}
	if diags.HasErrors() || tu == nil {
		return res
	}
	res.Stage = opts.Stage
	if opts.StageMode != StageForced {
		stage, named := pragmaStage(tu, diags)
		switch {
		case diags.HasErrors():
			return res
		case named:
			res.Stage = stage
		case opts.StageMode == StageFromSource:
			res.NoStage = true
			return res
		}
	}
	stagePos := tu.Version.Pos // where a refused stage is reported: the #version line, or the file's start
	if !stagePos.IsValid() || stagePos.Line == 0 {
		stagePos = diag.Pos{File: file, Line: 1, Col: 1}
	}
	if !compiledStages[res.Stage] {
		diags.Errorf(stagePos, "%s shaders are not supported yet (glslc-nv compiles %s shaders)", res.Stage, CompiledStages())
		return res
	}
	if res.Stage != ir.Compute && opts.Target == NVAsm {
		diags.Errorf(stagePos, "--target=nvasm compiles compute shaders only (this is a %s shader)", res.Stage)
		return res
	}
	m := sema.Check(tu, sema.Options{AutoBindUniforms: opts.AutoBindUniforms, TargetEnv: env, Limits: opts.Limits,
		BindingBases: opts.BindingBases[res.Stage], HlslOffsets: opts.HlslOffsets,
		AutoCombinedSampler: opts.AutoCombinedSampler, Stage: res.Stage, AutoMapLocations: opts.AutoMapLocations}, diags)
	if diags.HasErrors() || m == nil {
		return res
	}
	if opts.Optimize {
		opt.Optimize(m)
		if err := ir.Validate(m); err != nil {
			diags.Errorf(diag.Pos{File: file}, "internal error: the optimiser broke the IR: %v", err)
			return res
		}
	}
	if opts.StopAtIR {
		res.Module = m
		return res
	}
	if opts.Target == NVAsm {
		res.Module = m
		if res.NVProgram = emitNVAssembly(m, file, opts.Debug, diags); res.NVProgram != nil {
			res.NVText = res.NVProgram.Text
		}
		return res
	}
	if !opts.Optimize {
		// glslang writes only the functions the entry point calls, -O
		// or not; a module without -O is compared with its (issue 31).
		opt.RemoveUnusedFunctions(m)
	}
	res.Words = lowerModule(m, file, opts, diags)
	if opts.Optimize && res.Words != nil {
		// A module with an instruction the SPIR-V tables do not know
		// (a vendor extension newer than the grammar) stays as lower
		// wrote it: its operands cannot be renamed safely.
		if words, err := spvopt.Optimize(res.Words); err == nil {
			res.Words = words
		}
	}
	return res
}

// emitNVAssembly runs the !!NVcp5.0 back end on a checked module; a
// construct it cannot express becomes a positioned error in diags. -g
// (Debug) adds a source-line comment before each statement's code.
func emitNVAssembly(m *ir.Module, file string, comments bool, diags *diag.List) *nvasm.Program {
	prog, err := nvasm.EmitProgram(m, nvasm.Options{Comments: comments})
	if err != nil {
		diags.Add(backEndDiagnostic(file, err))
		return nil
	}
	return prog
}

// backEndDiagnostic is the diagnostic of a back end's error: an *ir.Error
// (both back ends report those) at its source position, rendered like
// the checker's; any other error is one at file (a bug: every back-end
// error should carry a position, and a test holds lower to that).
func backEndDiagnostic(file string, err error) diag.Diagnostic {
	var be *ir.Error
	if errors.As(err, &be) {
		pos := diag.Pos{File: be.File, Line: be.Pos.Line, Col: be.Pos.Col}
		if pos.File == "" {
			pos.File = file
		}
		return diag.Diagnostic{Severity: diag.Error, Pos: pos, Msg: be.Msg}
	}
	return diag.Diagnostic{Severity: diag.Error, Pos: diag.Pos{File: file}, Msg: err.Error()}
}

// asmDiagnostic turns an assembler error into a positioned diagnostic.
func asmDiagnostic(file string, err error) diag.Diagnostic {
	var ae *spirv.AsmError
	if errors.As(err, &ae) {
		return diag.Diagnostic{Severity: diag.Error, Pos: diag.Pos{File: file, Line: ae.Line, Col: ae.Col}, Msg: ae.Msg}
	}
	return diag.Diagnostic{Severity: diag.Error, Pos: diag.Pos{File: file}, Msg: err.Error()}
}

func lowerModule(m *ir.Module, file string, opts Options, diags *diag.List) []uint32 {
	words, err := lower.Module(m, lower.Options{
		TargetEnv: opts.TargetEnv,
		Debug:     opts.Debug,
		// -O without -g drops OpName and OpMemberName, as glslc -O does.
		StripNames: opts.Optimize && !opts.Debug,
		Emulate:    opts.Emulate,
		NanClamp:   opts.NanClamp,
		InvertY:    opts.InvertY,
	})
	if err != nil {
		diags.Add(backEndDiagnostic(file, err))
		return nil
	}
	return words
}

func readFile(path string) ([]byte, error) {
	return limits.ReadFile(path, limits.SourceBytes)
}

// CompileGLSL compiles a GLSL compute shader held in a string with the
// defaults of an AmberScript run (automatic bindings) for env (the zero
// Env: the compiler's default) and returns the SPIR-V bytes; the error
// carries the diagnostics text. It has the shape of
// conformance.CompileFunc.
func CompileGLSL(name, source string, env targetenv.Env) ([]byte, error) {
	return compileGLSL(name, source, env, false, 0)
}

// CompileGLSLOptimized is CompileGLSL with -O.
func CompileGLSLOptimized(name, source string, env targetenv.Env) ([]byte, error) {
	return compileGLSL(name, source, env, true, 0)
}

// GLSLCompilerEmulating returns a CompileGLSL that replaces the subgroup
// families in emulate by portable code (-femulate-subgroup), for devices
// that lack them.
func GLSLCompilerEmulating(emulate lower.EmulateSet) func(name, source string, env targetenv.Env) ([]byte, error) {
	return func(name, source string, env targetenv.Env) ([]byte, error) {
		return compileGLSL(name, source, env, false, emulate)
	}
}

// amberStages maps AmberScript's shader types to stages.
var amberStages = map[string]ir.Stage{
	"compute": ir.Compute, "vertex": ir.Vertex, "fragment": ir.Fragment, "geometry": ir.Geometry,
	"tessellation_control": ir.TessControl, "tessellation_evaluation": ir.TessEvaluation,
}

// CompileGLSLStage is CompileGLSL for a shader of an AmberScript stage
// (compute, vertex, fragment, geometry, tessellation_control,
// tessellation_evaluation).
func CompileGLSLStage(name, source, stage string, env targetenv.Env) ([]byte, error) {
	st, ok := amberStages[stage]
	if !ok {
		return nil, fmt.Errorf("unknown shader stage %q", stage)
	}
	return compileGLSLAs(name, source, env, false, 0, st)
}

// GLSLStageCompilerEmulating is GLSLCompilerEmulating for CompileGLSLStage.
func GLSLStageCompilerEmulating(emulate lower.EmulateSet) func(name, source, stage string, env targetenv.Env) ([]byte, error) {
	return func(name, source, stage string, env targetenv.Env) ([]byte, error) {
		st, ok := amberStages[stage]
		if !ok {
			return nil, fmt.Errorf("unknown shader stage %q", stage)
		}
		return compileGLSLAs(name, source, env, false, emulate, st)
	}
}

func compileGLSL(name, source string, env targetenv.Env, optimize bool, emulate lower.EmulateSet) ([]byte, error) {
	return compileGLSLAs(name, source, env, optimize, emulate, ir.Compute)
}

func compileGLSLAs(name, source string, env targetenv.Env, optimize bool, emulate lower.EmulateSet, stage ir.Stage) ([]byte, error) {
	diags := &diag.List{}
	res := Compile(name, []byte(source), Options{PP: pp.Options{Vulkan: true}, TargetEnv: env, AutoBindUniforms: true, Optimize: optimize, Emulate: emulate, Stage: stage}, diags)
	if res.Words == nil {
		return nil, &diag.ListError{List: diags, Sources: res.Sources}
	}
	return spirv.Encode(res.Words), nil
}
