package cli

import (
	"strings"
	"testing"
)

// FuzzOptionParsers feeds arbitrary text to the parsers of option values;
// none may panic (bad values are errors). Run with
// go test -fuzz FuzzOptionParsers ./internal/cli; the seeds run as tests.
func FuzzOptionParsers(f *testing.F) {
	for _, s := range []string{"0=uint:fill:7:3", "2.5=int16:series:-2:2:4", "1=float16:data:1,65504", "x=", "=:", "0=uint:file:",
		"1,2,3", "0,1", "1=true", "0=1.5e9", "-O3", "-fshader-stage=comp", "-MF", "--", "450", "320es", "460core", "99es"} {
		f.Add(s)
	}
	old := maxBufferBytes
	maxBufferBytes = 1 << 16
	f.Cleanup(func() { maxBufferBytes = old })
	f.Fuzz(func(t *testing.T, s string) {
		if strings.Contains(s, "file:") {
			return // reads files
		}
		if spec, err := parseBufferSpec(s); err == nil && len(spec.data)%spec.typ.size != 0 && !strings.Contains(s, "file:") {
			t.Errorf("%q: %d bytes of %s", s, len(spec.data), spec.typ.name)
		}
		parseWorkgroups(s)
		parseSpec([]string{s})
		parsePush(s)
		parseSizes(s)
		parseStd(s)
		resolveTargetEnv(s, s)
		normalizeArgs(strings.Fields(s))
	})
}
