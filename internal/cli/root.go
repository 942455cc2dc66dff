package cli

import (
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"

	"github.com/spf13/cobra"

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
	env := &env{stdin: stdin, stdout: stdout, stderr: stderr, args: args}
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
	args           []string // the command line, for run --trace's page
	stdin          io.Reader
	stdout, stderr io.Writer
	// files, when set, records output files instead of writing them
	// (a compile running beside others; see compileAll).
	files *jobLog
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
		Example: `  glslc-nv -o shader.spv shader.comp           compile (glslc-compatible flags)
  glslc-nv -O -S -o - shader.comp              optimised SPIR-V assembly on standard output
  glslc-nv -c -DN=4 -Iinclude a.comp b.comp    a.comp.spv and b.comp.spv
  glslc-nv run -b 0=float:series:0:1:64 shader.comp   run on the interpreter`,
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
			return runCompile(e, &o, args)
		},
	}
	root.CompletionOptions.DisableDefaultCmd = true
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error {
		return usageErrorf("%s", flagErrorText(err))
	})
	f := root.Flags()
	o.register(f)
	f.BoolVar(&showVersion, "version", false, "print the version and the supported extensions, then exit")
	root.AddCommand(newDisCommand(e), newRunCommand(e), newDevicesCommand(e))
	setHelp(root)
	return root
}

func printVersion(w io.Writer) {
	fmt.Fprintf(w, "glslc-nv %s\nTarget: SPIR-V 1.0-1.6 (Vulkan 1.0-1.3), compute shaders only\nSupported extensions:\n", Version)
	for _, n := range ext.Names() {
		fmt.Fprintf(w, "  %s\n", n)
	}
}

// optValueError matches pflag's report of a bad -O value (-O3 reaches the
// parser as --O=3), whose own message already names the flag as typed.
var optValueError = regexp.MustCompile(`^invalid argument ".*" for "--O" flag: `)

// flagErrorText is the message of a flag parsing error, with glslc's
// single-dash flags spelled as the user typed them (--MF -> -MF).
func flagErrorText(err error) string {
	msg := optValueError.ReplaceAllString(err.Error(), "")
	return singleDashNames.ReplaceAllString(msg, "$1-$2")
}

// singleDashNames matches the double-dash form of glslc's single-dash
// flags in a message.
var singleDashNames = func() *regexp.Regexp {
	names := make([]string, len(singleDashLong))
	for i, l := range singleDashLong {
		names[i] = regexp.QuoteMeta(strings.TrimSuffix(l, "="))
	}
	return regexp.MustCompile(`(^|[^-])--(` + strings.Join(names, "|") + `)\b`)
}()
