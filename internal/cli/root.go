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
// returns the exit status. The compile command (no subcommand) is glslc's:
// 0 success, 1 any failure, the command line's included. The subcommands
// (run, dis, devices) return 1 for an error in their input and 2 for a
// usage error.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	cw := &checkedWriter{w: stdout}
	e := &env{stdin: stdin, stdout: cw, stderr: stderr, args: args}
	if len(args) == 0 || !subcommands[args[0]] {
		return finish(e, cw, runCompile(e, args), 1)
	}
	root := newRoot(e)
	root.SetArgs(normalizeArgs(args))
	root.SetIn(stdin)
	root.SetOut(cw)
	root.SetErr(stderr)
	return finish(e, cw, root.Execute(), 2)
}

// checkedWriter is standard output as every command sees it: it remembers
// the first failed write (a full disk, a closed pipe), so that no command
// can lose output and still exit 0, whichever way it wrote (fmt.Fprint,
// json.Encoder, cobra's help, the interpreter's printf).
type checkedWriter struct {
	w   io.Writer
	err error
}

func (c *checkedWriter) Write(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(p)
	if err == nil && n < len(p) {
		err = io.ErrShortWrite
	}
	if err != nil {
		c.err = err
	}
	return n, err
}

// finish gives the exit status of a command that returned err. A failed
// write to standard output is status 1 with the OS's reason, whether the
// command noticed it (an error of its own, or the write's error passed up
// as it came) or not (it returned success).
func finish(e *env, cw *checkedWriter, err error, usage int) int {
	var ee *exitError
	if cw.err != nil && (err == nil || !errors.As(err, &ee)) {
		err = &exitError{code: 1, msg: fmt.Sprintf("error writing to standard output: %v", errText(cw.err))}
	}
	return status(e, err, usage)
}

// subcommands are the first arguments that are not the compile command's.
var subcommands = map[string]bool{"run": true, "dis": true, "devices": true, "help": true}

// status prints err (when its message has not been printed yet) and gives
// the exit status; usage is the status of errors cobra makes itself (about
// flags and arguments).
func status(e *env, err error, usage int) int {
	if err == nil {
		return 0
	}
	var ee *exitError
	if errors.As(err, &ee) {
		if ee.msg != "" {
			fmt.Fprintf(e.stderr, "glslc-nv: error: %s\n", ee.msg)
		}
		return ee.code
	}
	fmt.Fprintf(e.stderr, "glslc-nv: error: %s\nRun 'glslc-nv --help' for usage.\n", err)
	return usage
}

type env struct {
	args           []string // the command line, for run --trace's page
	stdin          io.Reader
	stdout, stderr io.Writer
	// files, when set, records output files instead of writing them
	// (a compile running beside others; see compileAll).
	files *jobLog
	// werr is the first failed write to stdout of printVersion and the
	// help.
	werr error
}

// out writes to standard output, remembering the first failure.
func (e *env) out(s string) {
	if e.werr != nil {
		return
	}
	if _, err := writeStdout(e, []byte(s)); err != nil {
		e.werr = err
	}
}

// stdoutErr is the first failed write of e.out.
func (e *env) stdoutErr() error { return e.werr }

// newRoot is the cobra command that holds the subcommands.
func newRoot(e *env) *cobra.Command {
	root := &cobra.Command{
		Use:           "glslc-nv",
		Short:         "Compile GLSL to SPIR-V, with NVIDIA cross-lane extensions; run SPIR-V on emulated subgroups",
		SilenceUsage:  true,
		SilenceErrors: true,
		Args:          cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			printRootHelp(e)
			return e.stdoutErr()
		},
	}
	root.CompletionOptions.DisableDefaultCmd = true
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error {
		return usageErrorf("%s", flagErrorText(err))
	})
	root.AddCommand(newDisCommand(e), newRunCommand(e), newDevicesCommand(e))
	setHelp(root)
	return root
}

func printVersion(e *env) {
	e.out(fmt.Sprintf("glslc-nv %s\nTarget: SPIR-V 1.0-1.6 (Vulkan 1.0-1.4), compute shaders\nSupported extensions:\n", Version))
	for _, n := range ext.Names() {
		e.out("  " + n + "\n")
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
