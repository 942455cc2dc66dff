package cli

import "strings"

// depFileName is where -MD writes an input's make rule: -MF, else the
// output's name with .d after it.
func (r *compileRequest) depFileName(arg string) string {
	if r.depFile != "" {
		return r.depFile
	}
	return r.candidateName(arg) + ".d"
}

// depRule is an input's make rule as glslc writes it: the target (-MT, else
// the output glslc would write), the input as named in diagnostics, then
// each file it included, once, in the order glslc's includer set iterates
// them (deporder.go).
func (r *compileRequest) depRule(arg, name string, includes []string) []byte {
	target := r.depTarget
	if target == "" {
		target = r.candidateName(arg)
	}
	var b strings.Builder
	b.WriteString(target + ": " + name)
	for _, p := range depOrder(includes) {
		b.WriteString(" " + p)
	}
	b.WriteString("\n")
	return []byte(b.String())
}
