package cli

import "strings"

// singleDashLong lists glslc's long options that take one dash. An entry
// ending in "=" is a prefix (its value follows the "="); the others match
// the whole argument (-MF takes its value as the next argument, as the
// flag parser does for --MF).
var singleDashLong = []string{
	"fshader-stage=", "fauto-bind-uniforms", "femulate-subgroup=", "fdiagnostics-format=",
	"std=", "mfmt=", "Werror", "MM", "MD", "MF", "O", "O0", "Os",
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
		if len(a) >= 2 && a[0] == '-' && a[1] != '-' {
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
	// -O3, -Og ...: passed on as a value the -O flag rejects by name.
	if len(s) > 1 && s[0] == 'O' && s != "O0" && s != "Os" {
		return "O=" + s[1:], true
	}
	for _, l := range singleDashLong {
		if name, ok := strings.CutSuffix(l, "="); ok {
			// -fshader-stage without "=" still reaches its flag, which
			// then takes the next argument or says it needs one.
			if strings.HasPrefix(s, l) || s == name {
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
