package cli

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/pp"
)

// input is one source file read for compiling.
type input struct {
	name string // as shown in diagnostics
	path string // "" for standard input
	data []byte
}

func readInput(e *env, arg string) (*input, error) {
	if arg == "-" {
		data, err := io.ReadAll(e.stdin)
		if err != nil {
			return nil, &exitError{code: 1, msg: fmt.Sprintf("reading standard input: %v", err)}
		}
		return &input{name: "<stdin>", data: data}, nil
	}
	data, err := os.ReadFile(arg)
	if err != nil {
		return nil, &exitError{code: 1, msg: fmt.Sprintf("cannot read %s: %v", arg, errText(err))}
	}
	return &input{name: arg, path: arg, data: data}, nil
}

// errText drops the "open FILE:" prefix os errors carry, since the message
// names the file already.
func errText(err error) string {
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
	case ext == ".comp":
		return nil
	case otherStages[ext]:
		return &exitError{code: 1, msg: fmt.Sprintf("%s: only compute shaders are supported", arg)}
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
	for _, d := range o.defines {
		name, value, _ := strings.Cut(d, "=")
		if name == "" {
			return opts, usageErrorf("-D%s: missing macro name", d)
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

func runDeps(e *env, o *compileOptions, args []string, popts pp.Options, format diag.Format) error {
	var out strings.Builder
	for _, a := range args {
		res, good, err := preprocessOne(e, o, a, popts, format)
		if err != nil {
			return err
		}
		if !good {
			return failed()
		}
		out.WriteString(depRule(o, a, res))
	}
	dest := o.depMF
	if dest == "" {
		dest = o.output
	}
	return writeOutput(e, dest, "-", []byte(out.String()))
}

// depRule formats a make rule naming the output of arg and every file it
// read.
func depRule(o *compileOptions, arg string, res *pp.Result) string {
	target := o.output
	if target == "" || o.depM || o.depMM {
		target = strings.TrimSuffix(filepath.Base(arg), "") + ".spv"
	}
	parts := []string{arg}
	parts = append(parts, res.Includes...)
	return target + ": " + strings.Join(parts, " ") + "\n"
}

// writeOutput writes data to path; "" means def, "-" standard output.
func writeOutput(e *env, path, def string, data []byte) error {
	if path == "" {
		path = def
	}
	if path == "-" {
		_, err := e.stdout.Write(data)
		return err
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		return &exitError{code: 1, msg: fmt.Sprintf("cannot write %s: %v", path, errText(err))}
	}
	return nil
}

func runCodegen(e *env, o *compileOptions, args []string, popts pp.Options, format diag.Format) error {
	for _, a := range args {
		_, good, err := preprocessOne(e, o, a, popts, format)
		if err != nil {
			return err
		}
		if !good {
			return failed()
		}
	}
	return &exitError{code: 1, msg: "SPIR-V code generation is not implemented yet; use -E to preprocess"}
}
