// Package driver runs the whole compiler on one shader: preprocess and
// parse (frontend), check (sema), lower to SPIR-V (lower). It is the single
// place the stages are wired together, for the command line, the
// AmberScript runner and tests.
package driver

import (
	"github.com/glslc-nv/glslc-nv/internal/limits"

	"github.com/glslc-nv/glslc-nv/frontend"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/pp"
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/opt"
	"github.com/glslc-nv/glslc-nv/lower"
	"github.com/glslc-nv/glslc-nv/sema"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// Options configure one compilation.
type Options struct {
	PP               pp.Options
	AutoBindUniforms bool
	TargetEnv        string // vulkan1.0 ... vulkan1.3; "" means vulkan1.1
	SPIRVVersion     uint32 // --target-spv override; 0 keeps the environment's
	Debug            bool   // -g
	Emulate          lower.EmulateSet
	// StopAtIR returns the IR (Result.Module) instead of lowering it to
	// SPIR-V, for the other back end (lower/nvasm).
	StopAtIR bool
	// Optimize (-O) runs ir/opt between sema and lower.
	Optimize bool
}

// Result is what a compilation produced.
type Result struct {
	// Words is the SPIR-V module, nil when there were errors.
	Words []uint32
	// Module is the checked (and, with Optimize, optimised) IR when
	// Options.StopAtIR is set; Words is then nil.
	Module *ir.Module
	// Sources holds every file read, for caret display of diagnostics.
	Sources diag.MapSources
	// Includes lists the files opened by #include, for dependency output.
	Includes []string
}

// Compile compiles the GLSL compute shader src (read from file) to SPIR-V.
// Problems go to diags; Words is nil when any error was reported.
func Compile(file string, src []byte, opts Options, diags *diag.List) *Result {
	res := &Result{Sources: diag.MapSources{file: string(src)}}
	popts := opts.PP
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
	version, err := lower.VersionFor(opts.TargetEnv)
	if err != nil {
		diags.Errorf(diag.Pos{}, "%v", err)
		return res
	}
	if opts.SPIRVVersion != 0 {
		version = opts.SPIRVVersion
	}
	m := sema.Check(tu, sema.Options{AutoBindUniforms: opts.AutoBindUniforms, SPIRVVersion: version}, diags)
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
	res.Words = lowerModule(m, opts, diags)
	return res
}

func lowerModule(m *ir.Module, opts Options, diags *diag.List) []uint32 {
	words, err := lower.Module(m, lower.Options{
		TargetEnv:    opts.TargetEnv,
		SPIRVVersion: opts.SPIRVVersion,
		Debug:        opts.Debug,
		Emulate:      opts.Emulate,
	})
	if err != nil {
		diags.Errorf(diag.Pos{}, "%v", err)
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

func compileGLSL(name, source string, env targetenv.Env, optimize bool, emulate lower.EmulateSet) ([]byte, error) {
	var targetEnv string
	var spirvVersion uint32
	if !env.IsZero() {
		targetEnv, spirvVersion = env.Compiler()
	}
	diags := &diag.List{}
	res := Compile(name, []byte(source), Options{PP: pp.Options{Vulkan: true}, TargetEnv: targetEnv, SPIRVVersion: spirvVersion, AutoBindUniforms: true, Optimize: optimize, Emulate: emulate}, diags)
	if res.Words == nil {
		return nil, &diag.ListError{List: diags, Sources: res.Sources}
	}
	return spirv.Encode(res.Words), nil
}
