package cli

import "strings"

// singleDashLong lists glslc's long options that take one dash. An entry
// ending in "=" takes its value after "=" (or, for the ones in
// separateValue, as the next argument).
var singleDashLong = []string{
	"fshader-stage=", "fauto-bind-uniforms", "femulate-subgroup=", "fdiagnostics-format=",
	"std=", "mfmt=", "Werror", "MM", "MD", "MF", "O0", "Os",
}

// normalizeArgs rewrites glslc's single-dash long options into the
// double-dash spelling, and leaves everything else (short options such as
// -DNAME=1, -Idir, -o file, -c, -S, -E, and arguments after "--") alone.
func normalizeArgs(args []string) []string {
	out := make([]string, 0, len(args))
	for i, a := range args {
		if a == "--" {
			return append(out, args[i:]...)
		}
		if len(a) > 2 && a[0] == '-' && a[1] != '-' {
			if long, ok := matchLong(a[1:]); ok {
				out = append(out, "--"+long)
				continue
			}
		}
		out = append(out, a)
	}
	return out
}

func matchLong(s string) (string, bool) {
	for _, l := range singleDashLong {
		if strings.HasSuffix(l, "=") {
			if strings.HasPrefix(s, l) {
				return s, true
			}
			continue
		}
		if s == l {
			return s, true
		}
	}
	return "", false
}
