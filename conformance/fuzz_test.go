package conformance

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/targetenv"
)

// FuzzParse checks that no input makes the parser (or the runner, on a
// device that does nothing) panic, and that errors carry a position.
func FuzzParse(f *testing.F) {
	old := maxBufferBytes
	maxBufferBytes = 1 << 16
	f.Cleanup(func() { maxBufferBytes = old })
	f.Add([]byte(every))
	f.Add([]byte(outPipe + "EXPECT out IDX 0 EQ 0 1\nREPEAT 2\nRUN p 1 1 1\nEND\n"))
	files, _ := filepath.Glob(filepath.Join("cases", "*.amber"))
	for _, name := range files {
		if data, err := os.ReadFile(name); err == nil {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		s, err := Parse("fuzz.amber", src)
		if err != nil {
			msg := err.Error()
			if !strings.HasPrefix(msg, "fuzz.amber:") || strings.Contains(msg, "internal error") {
				t.Fatalf("bad error %q", msg)
			}
			return
		}
		if commandCount(s.Commands) > 1000 {
			return
		}
		rep := s.Run(RunOptions{Device: &fakeDevice{}, Compile: func(string, string, targetenv.Env) ([]byte, error) { return nil, nil }})
		if strings.Contains(rep.Reason, "internal error") {
			t.Fatalf("runner: %s", rep.Reason)
		}
	})
}

// commandCount is the number of commands a run executes.
func commandCount(cmds []Command) int {
	n := 0
	for _, c := range cmds {
		if r, ok := c.(*RepeatCommand); ok {
			k := commandCount(r.Body)
			if r.Count > 0 && k > 0 && r.Count > 1000/k {
				return 1001
			}
			n += r.Count * k
		} else {
			n++
		}
		if n > 1000 {
			return n
		}
	}
	return n
}
