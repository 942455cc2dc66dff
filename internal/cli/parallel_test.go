package cli

import (
	"fmt"
	"os"
	"runtime"
	"strings"
	"testing"
)

// TestParallelCompileOrder compiles several inputs, some failing, some
// warning, with one worker and with several (compileAll): standard output,
// standard error, the exit code and every output file must be the same
// bytes, diagnostics in the order the files were given.
func TestParallelCompileOrder(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	good := func(v int) string {
		return fmt.Sprintf("#version 450\nlayout(local_size_x = 1) in;\nlayout(binding = 0) buffer B { uint d[]; };\nvoid main() { d[0] = %du; }\n", v)
	}
	files := map[string]string{
		"a.comp": good(1),
		"b.comp": "#version 450\nlayout(local_size_x = 1) in;\nvoid main() { x = 1; }\n",
		"c.comp": "#version 450\n#extension GL_XX_nope : warn\nlayout(local_size_x = 1) in;\nlayout(binding = 0) buffer B { uint d[]; };\nvoid main() { d[0] = 3u; }\n",
		"d.comp": "#version 450\nlayout(local_size_x = 1) in;\nvoid main() { int y = 1.5; }\n",
		"e.comp": good(5),
		"f.comp": good(6),
	}
	for name, src := range files {
		if err := os.WriteFile(name, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	type outcome struct {
		code           int
		stdout, stderr string
		outputs        map[string]string
	}
	// runWith runs the command with GOMAXPROCS procs (compileAll's worker
	// count) in a fresh directory of outputs.
	runWith := func(procs int, args ...string) outcome {
		t.Helper()
		for _, f := range []string{"a", "b", "c", "d", "e", "f"} {
			os.Remove(f + ".comp.spv")
			os.Remove(f + ".comp.spvasm")
		}
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
		code, stdout, stderr := run(t, "", args...)
		o := outcome{code: code, stdout: stdout, stderr: stderr, outputs: map[string]string{}}
		for _, f := range []string{"a", "b", "c", "d", "e", "f"} {
			for _, ext := range []string{".comp.spv", ".comp.spvasm"} {
				if data, err := os.ReadFile(f + ext); err == nil {
					o.outputs[f+ext] = string(data)
				}
			}
		}
		return o
	}
	cases := []struct {
		args    []string
		code    int
		outputs []string // the output files expected
		order   []string // substrings expected in this order on stderr
	}{
		{[]string{"-c", "a.comp", "b.comp", "c.comp", "d.comp", "e.comp", "f.comp"}, 1,
			[]string{"a.comp.spv", "c.comp.spv", "e.comp.spv", "f.comp.spv"},
			[]string{"b.comp:3:", "c.comp:2:", "warning", "d.comp:3:"}},
		{[]string{"-c", "-S", "d.comp", "c.comp", "b.comp", "a.comp"}, 1,
			[]string{"c.comp.spvasm", "a.comp.spvasm"},
			[]string{"d.comp:3:", "c.comp:2:", "b.comp:3:"}},
		// as in glslc, a missing input is reported and the inputs after it
		// are still compiled
		{[]string{"-c", "a.comp", "b.comp", "missing.comp", "e.comp", "f.comp"}, 1,
			[]string{"a.comp.spv", "e.comp.spv", "f.comp.spv"},
			[]string{"b.comp:3:", "missing.comp", "1 error generated."}},
	}
	for _, c := range cases {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			serial := runWith(1, c.args...)
			parallel := runWith(4, c.args...)
			if serial.code != c.code {
				t.Errorf("exit code %d, want %d; stderr:\n%s", serial.code, c.code, serial.stderr)
			}
			var names []string
			for n := range serial.outputs {
				names = append(names, n)
			}
			if len(names) != len(c.outputs) {
				t.Errorf("outputs %v, want %v", names, c.outputs)
			}
			for _, n := range c.outputs {
				if _, ok := serial.outputs[n]; !ok {
					t.Errorf("no output %s", n)
				}
			}
			text := serial.stderr
			at := 0
			for _, s := range c.order {
				i := strings.Index(text[at:], s)
				if i < 0 {
					t.Fatalf("%q missing after offset %d in:\n%s", s, at, text)
				}
				at += i + len(s)
			}
			if parallel.code != serial.code || parallel.stdout != serial.stdout || parallel.stderr != serial.stderr {
				t.Errorf("parallel run differs from serial:\ncode %d / %d\nstderr:\n%s\n---\n%s\nstdout %d / %d bytes",
					parallel.code, serial.code, parallel.stderr, serial.stderr, len(parallel.stdout), len(serial.stdout))
			}
			if len(parallel.outputs) != len(serial.outputs) {
				t.Errorf("parallel outputs %d files, serial %d", len(parallel.outputs), len(serial.outputs))
			}
			for n, data := range serial.outputs {
				if parallel.outputs[n] != data {
					t.Errorf("%s differs between parallel and serial", n)
				}
			}
		})
	}
}
