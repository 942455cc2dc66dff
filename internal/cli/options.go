package cli

import (
	"fmt"
	"strings"

	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/spf13/pflag"
)

// compileOptions are the root command's flags.
type compileOptions struct {
	output         string
	compileOnly    bool // -c
	assembly       bool // -S
	preprocessOnly bool // -E
	defines        []string
	includeDirs    []string
	language       string // -x
	stage          string
	std            string
	targetEnv      string
	targetSPV      string
	debugInfo      bool
	optimize       string // the last of -O0 ("0"), -O ("perf") and -Os ("size")
	werror         bool
	noWarnings     bool
	mfmt           string
	depM, depMM    bool
	depMD          bool
	depMF          string
	autoBind       bool
	emulate        string
	diagFormat     string
	target         string
}

// optFlag is one of -O, -Os and -O0: a switch that sets the shared
// optimisation level, so the last one on the command line wins, as in
// glslc.
type optFlag struct {
	level *string
	value string
}

func (f *optFlag) String() string   { return "false" }
func (f *optFlag) Type() string     { return "bool" }
func (f *optFlag) IsBoolFlag() bool { return true }
func (f *optFlag) Set(s string) error {
	if s != "true" {
		return fmt.Errorf("-O%s: want -O, -Os or -O0", s)
	}
	*f.level = f.value
	return nil
}

// optimizing reports whether -O or -Os is in effect (the default is -O0).
func (o *compileOptions) optimizing() bool { return o.optimize == "perf" || o.optimize == "size" }

func (o *compileOptions) register(f *pflag.FlagSet) {
	f.BoolVarP(&o.compileOnly, "compile", "c", false, "compile each input to its own file, <input>.spv")
	spell(f, "compile", "-c")
	f.BoolVarP(&o.assembly, "assembly", "S", false, "write SPIR-V assembly text instead of a binary")
	spell(f, "assembly", "-S")
	f.BoolVarP(&o.preprocessOnly, "preprocess", "E", false, "preprocess only, to standard output (or -o FILE)")
	spell(f, "preprocess", "-E")
	f.StringVarP(&o.output, "output", "o", "", "write the output to `FILE` (- for standard output); default a.spv, <input>.spv with -c, <input>.spvasm with -S, standard output with -E")
	spell(f, "output", "-o FILE")
	f.StringArrayVarP(&o.defines, "define", "D", nil, "define a macro (VALUE defaults to empty)")
	spell(f, "define", "-DNAME[=VALUE]")
	f.StringArrayVarP(&o.includeDirs, "include-dir", "I", nil, "add DIR to the #include search path")
	spell(f, "include-dir", "-IDIR")
	f.StringVarP(&o.language, "language", "x", "glsl", "input language: glsl (the only one)")
	spell(f, "language", "-x LANGUAGE")
	f.StringVar(&o.stage, "fshader-stage", "", "shader stage: compute or comp (otherwise taken from the .comp extension)")
	spell(f, "fshader-stage", "-fshader-stage=STAGE")
	f.StringVar(&o.std, "std", "", "override #version: 450, 460, 310es or 320es (430, 440 and a core suffix also work)")
	spell(f, "std", "-std=VERSION")
	f.StringVar(&o.targetEnv, "target-env", targetenv.DefaultName, targetEnvUsage())
	spell(f, "target-env", "--target-env=ENV")
	f.StringVar(&o.targetSPV, "target-spv", "", "override the SPIR-V version of the environment: spv1.0 ... spv1.6")
	spell(f, "target-spv", "--target-spv=VERSION")
	f.BoolVarP(&o.debugInfo, "debug", "g", false, "emit debug information: source text and line numbers (OpSource, OpLine)")
	spell(f, "debug", "-g")
	o.optimize = "0"
	for _, fl := range []struct{ name, value, usage string }{
		{"O", "perf", "optimise: constant folding, branch folding, dead-code removal"},
		{"Os", "size", "optimise for size (the same passes as -O)"},
		{"O0", "0", "do not optimise (the default); the last of -O, -Os and -O0 wins"},
	} {
		f.Var(&optFlag{level: &o.optimize, value: fl.value}, fl.name, fl.usage)
		f.Lookup(fl.name).NoOptDefVal = "true"
		spell(f, fl.name, "-"+fl.name)
	}
	f.BoolVar(&o.werror, "Werror", false, "treat warnings as errors")
	spell(f, "Werror", "-Werror")
	f.BoolVarP(&o.noWarnings, "no-warnings", "w", false, "suppress warnings")
	spell(f, "no-warnings", "-w")
	f.StringVar(&o.mfmt, "mfmt", "bin", "binary output format: bin (default), c (a C initializer list) or num (hex words)")
	spell(f, "mfmt", "-mfmt=FORMAT")
	f.BoolVarP(&o.depM, "deps", "M", false, "print a make rule naming the files the input reads, instead of compiling (implies -E and -w)")
	spell(f, "deps", "-M")
	f.BoolVar(&o.depMM, "MM", false, "the same as -M")
	spell(f, "MM", "-MM")
	f.BoolVar(&o.depMD, "MD", false, "compile, and write the make rule to <output>.d (or the -MF file)")
	spell(f, "MD", "-MD")
	f.StringVar(&o.depMF, "MF", "", "write the make rule of -M, -MM or -MD to FILE")
	spell(f, "MF", "-MF FILE")
	f.BoolVar(&o.autoBind, "fauto-bind-uniforms", false, "give blocks without layout(binding=) bindings automatically")
	spell(f, "fauto-bind-uniforms", "-fauto-bind-uniforms")
	f.StringVar(&o.emulate, "femulate-subgroup", "", "emulate these subgroup features with basic/ballot/shuffle operations: comma-separated partitioned, clustered, quad, rotate, shuffle-relative, or all")
	spell(f, "femulate-subgroup", "-femulate-subgroup=LIST")
	f.StringVar(&o.diagFormat, "fdiagnostics-format", "text", "diagnostics format: text (default) or json")
	spell(f, "fdiagnostics-format", "-fdiagnostics-format=FORMAT")
	f.StringVar(&o.target, "target", "spirv", "output `KIND`: spirv, or nvasm for an NVIDIA !!NVcp5.0 assembly program (default output a.nvcp)")
}

func (o *compileOptions) validate(inputs []string) error {
	switch o.language {
	case "glsl":
	default:
		return usageErrorf("-x %s: only glsl is supported", o.language)
	}
	switch strings.ToLower(o.stage) {
	case "", "compute", "comp":
	default:
		return usageErrorf("-fshader-stage=%s: only compute shaders are supported", o.stage)
	}
	if _, err := resolveTargetEnv(o.targetEnv, ""); err != nil {
		return err
	}
	switch o.mfmt {
	case "bin", "c", "num":
	default:
		return usageErrorf("-mfmt=%s: want bin, c or num", o.mfmt)
	}
	switch {
	case o.target != "spirv" && o.target != "nvasm":
		return usageErrorf("--target=%s: want spirv or nvasm", o.target)
	case o.target == "nvasm" && (o.assembly || o.mfmt != "bin"):
		return usageErrorf("--target=nvasm writes assembly text: -S and -mfmt do not apply")
	}
	deps := o.depM || o.depMM
	several := len(inputs) > 1
	switch {
	case several && o.output != "" && !o.preprocessOnly && !deps:
		return usageErrorf("-o cannot name one output for %d inputs (drop -o; -c and -S write one file per input)", len(inputs))
	case several && !o.compileOnly && !o.assembly && !o.preprocessOnly && !deps:
		return usageErrorf("%d inputs need -c or -S (one output file per input)", len(inputs))
	case o.depMD && o.output == "-" && o.depMF == "":
		return usageErrorf("-MD with -o - needs -MF FILE for the dependency rule")
	}
	return nil
}

// resolveTargetEnv is the one place the command line turns its
// --target-env and --target-spv values ("" for none) into the
// environment the driver is given; a bad name is a usage error.
func resolveTargetEnv(env, spv string) (targetenv.Env, error) {
	e, err := targetenv.Compiler(env)
	if err != nil {
		return e, usageErrorf("--target-env=%s: want %s", env, strings.Join(targetenv.CompilerNames, ", "))
	}
	if e, err = e.WithSPIRV(spv); err != nil {
		return e, usageErrorf("--target-spv=%s: want spv1.0 ... spv1.6", spv)
	}
	return e, nil
}

// targetEnvUsage is the help of --target-env: the names, the default
// marked.
func targetEnvUsage() string {
	names := append([]string{}, targetenv.CompilerNames...)
	for i, n := range names {
		if n == targetenv.DefaultName {
			names[i] += " (default)"
		}
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}
