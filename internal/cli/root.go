package cli

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/glslc-nv/glslc-nv/frontend/ext"
)

// Version is the tool version printed by --version.
const Version = "0.1.0-dev"

// exitError carries an exit status out of a command. Messages have already
// been printed when msg is empty.
type exitError struct {
	code int
	msg  string
}

func (e *exitError) Error() string { return e.msg }

func usageErrorf(format string, args ...any) error {
	return &exitError{code: 2, msg: fmt.Sprintf(format, args...)}
}

func failed() error { return &exitError{code: 1} }

// Main runs the command line with args (without the program name) and
// returns the exit status: 0 success, 1 a compile or run error, 2 a usage
// error.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	env := &env{stdin: stdin, stdout: stdout, stderr: stderr}
	root := newRoot(env)
	root.SetArgs(normalizeArgs(args))
	root.SetIn(stdin)
	root.SetOut(stdout)
	root.SetErr(stderr)
	err := root.Execute()
	if err == nil {
		return 0
	}
	var ee *exitError
	if errors.As(err, &ee) {
		if ee.msg != "" {
			fmt.Fprintf(stderr, "glslc-nv: error: %s\n", ee.msg)
		}
		return ee.code
	}
	// Errors cobra makes itself are about flags and arguments.
	fmt.Fprintf(stderr, "glslc-nv: error: %s\nRun 'glslc-nv --help' for usage.\n", err)
	return 2
}

type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
}

func newRoot(e *env) *cobra.Command {
	var o compileOptions
	var showVersion bool
	root := &cobra.Command{
		Use:   "glslc-nv [flags] FILE...",
		Short: "Compile GLSL compute shaders to SPIR-V, with NVIDIA cross-lane extensions",
		Long: `glslc-nv compiles GLSL compute shaders (450/460, ES 310/320) to SPIR-V.
Flags follow shaderc's glslc; single-dash long flags such as -fshader-stage=comp,
-std=450, -Werror and -MF FILE are accepted as glslc spells them.`,
		SilenceUsage:  true,
		SilenceErrors: true,
		Args:          cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if showVersion {
				printVersion(e.stdout)
				return nil
			}
			if len(args) == 0 {
				return usageErrorf("no input files (run 'glslc-nv --help' for usage)")
			}
			o.changed = func(name string) bool { return cmd.Flags().Changed(name) }
			return runCompile(e, &o, args)
		},
	}
	root.CompletionOptions.DisableDefaultCmd = true
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error {
		return usageErrorf("%v", err)
	})
	f := root.Flags()
	f.BoolVar(&showVersion, "version", false, "print the version and the supported extensions")
	o.register(f)
	root.AddCommand(newDisCommand(e), newRunCommand(e))
	return root
}

func printVersion(w io.Writer) {
	fmt.Fprintf(w, "glslc-nv %s\nTarget: SPIR-V 1.0-1.6 (Vulkan 1.0-1.3), compute shaders only\nSupported extensions:\n", Version)
	for _, n := range ext.Names() {
		fmt.Fprintf(w, "  %s\n", n)
	}
}

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
	optimize       string // -O: "" none, "1" on, "0" off
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

	changed func(string) bool
}

func (o *compileOptions) register(f *pflag.FlagSet) {
	f.StringVarP(&o.output, "output", "o", "", "write the output to `FILE` (- for standard output; default a.spv, or standard output with -E)")
	f.BoolVarP(&o.compileOnly, "compile", "c", false, "compile each input to <input>.spv")
	f.BoolVarP(&o.assembly, "assembly", "S", false, "write SPIR-V assembly text instead of a binary")
	f.BoolVarP(&o.preprocessOnly, "preprocess", "E", false, "preprocess only and print the result")
	f.StringArrayVarP(&o.defines, "define", "D", nil, "define a macro: -DNAME or -DNAME=VALUE")
	f.StringArrayVarP(&o.includeDirs, "include-dir", "I", nil, "add `DIR` to the #include search path")
	f.StringVarP(&o.language, "language", "x", "glsl", "input language (glsl)")
	f.StringVar(&o.stage, "fshader-stage", "", "shader stage (compute or comp; inferred from .comp)")
	f.StringVar(&o.std, "std", "", "override #version: 450, 460, 310es, 320es")
	f.StringVar(&o.targetEnv, "target-env", "vulkan1.1", "vulkan1.0, vulkan1.1, vulkan1.1spv1.4, vulkan1.2, vulkan1.3")
	f.StringVar(&o.targetSPV, "target-spv", "", "override the SPIR-V version: spv1.0 ... spv1.6")
	f.BoolVarP(&o.debugInfo, "debug", "g", false, "emit debug information (OpSource, OpLine)")
	f.StringVarP(&o.optimize, "optimize", "O", "", "-O optimises (constant folding, dead code); -O0 does not")
	f.Lookup("optimize").NoOptDefVal = "1"
	f.BoolVar(&o.werror, "Werror", false, "treat warnings as errors")
	f.BoolVarP(&o.noWarnings, "no-warnings", "w", false, "suppress warnings")
	f.StringVar(&o.mfmt, "mfmt", "bin", "output format for binaries: bin, c, num")
	f.BoolVarP(&o.depM, "deps", "M", false, "print a make dependency rule and stop")
	f.BoolVar(&o.depMM, "MM", false, "like -M")
	f.BoolVar(&o.depMD, "MD", false, "compile and write a dependency file beside the output")
	f.StringVar(&o.depMF, "MF", "", "write dependency information to `FILE`")
	f.BoolVar(&o.autoBind, "fauto-bind-uniforms", false, "give blocks without layout(binding=) a binding automatically")
	f.StringVar(&o.emulate, "femulate-subgroup", "", "emulate these subgroup features: partitioned, clustered, quad, rotate, shuffle-relative, all")
	f.StringVar(&o.diagFormat, "fdiagnostics-format", "text", "diagnostics format: text or json")
	f.StringVar(&o.target, "target", "spirv", "output kind: spirv")
	// -O0 and -Os are spelled as their own flags by glslc.
	f.Bool("O0", false, "do not optimise")
	f.Bool("Os", false, "optimise for size (same as -O)")
}

func (o *compileOptions) validate(inputs []string) error {
	switch o.language {
	case "glsl", "":
	default:
		return usageErrorf("-x %s: only glsl is supported", o.language)
	}
	switch strings.ToLower(o.stage) {
	case "", "compute", "comp":
	default:
		return usageErrorf("-fshader-stage=%s: only compute shaders are supported", o.stage)
	}
	if _, err := parseTargetEnv(o.targetEnv); err != nil {
		return usageErrorf("%v", err)
	}
	switch o.mfmt {
	case "bin", "c", "num":
	default:
		return usageErrorf("-mfmt=%s: want bin, c or num", o.mfmt)
	}
	switch o.target {
	case "spirv":
	default:
		return usageErrorf("--target=%s: want spirv", o.target)
	}
	if o.output != "" && len(inputs) > 1 && !o.compileOnly && !o.preprocessOnly {
		return usageErrorf("-o with several inputs needs -c or -E")
	}
	return nil
}

// parseTargetEnv returns the SPIR-V version word of a --target-env value.
func parseTargetEnv(s string) (uint32, error) {
	switch s {
	case "vulkan1.0", "vulkan":
		return 0x00010000, nil
	case "vulkan1.1", "":
		return 0x00010300, nil
	case "vulkan1.1spv1.4":
		return 0x00010400, nil
	case "vulkan1.2":
		return 0x00010500, nil
	case "vulkan1.3":
		return 0x00010600, nil
	}
	return 0, fmt.Errorf("--target-env=%s: want vulkan1.0, vulkan1.1, vulkan1.1spv1.4, vulkan1.2 or vulkan1.3", s)
}
