package cli

import (
	"path/filepath"
	"strings"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/pp"
)

// depFile is one make rule: target and the files it was made from (the
// input first, then every #include in the order it was opened).
type depFile struct {
	target string
	deps   []string
}

func (d depFile) String() string {
	deps := make([]string, len(d.deps))
	for i, p := range d.deps {
		deps[i] = p
		if p != "<stdin>" {
			deps[i] = filepath.Clean(p) // ./inc.h -> inc.h
		}
	}
	return d.target + ": " + strings.Join(deps, " ") + "\n"
}

// depTarget is the target -M names for an input: the file -c would write.
func depTarget(arg string) string {
	if arg == "-" {
		return "-.spv"
	}
	return filepath.Base(arg) + ".spv"
}

// runDeps is -M and -MM: preprocess each input and print its make rule
// (to -MF FILE, else -o FILE, else standard output) instead of compiling.
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
		name := a
		if a == "-" {
			name = "<stdin>"
		}
		out.WriteString(depFile{target: depTarget(a), deps: append([]string{name}, res.Includes...)}.String())
	}
	dest := o.depMF
	if dest == "" {
		dest = o.output
	}
	return writeOutput(e, dest, "-", []byte(out.String()))
}

// writeDepFiles is -MD: each output's rule goes to <output>.d, or all of
// them to the -MF file.
func writeDepFiles(e *env, o *compileOptions, rules []depFile) error {
	if !o.depMD || len(rules) == 0 {
		return nil
	}
	if o.depMF != "" {
		var b strings.Builder
		for _, r := range rules {
			b.WriteString(r.String())
		}
		return writeOutput(e, o.depMF, o.depMF, []byte(b.String()))
	}
	for _, r := range rules {
		if err := writeOutput(e, r.target+".d", "", []byte(r.String())); err != nil {
			return err
		}
	}
	return nil
}
