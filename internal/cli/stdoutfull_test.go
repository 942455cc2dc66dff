package cli

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// fullWriter fails every write as a full disk does (> /dev/full).
type fullWriter struct{}

func (fullWriter) Write(p []byte) (int, error) {
	return 0, &os.PathError{Op: "write", Path: "/dev/stdout", Err: syscall.ENOSPC}
}

// Every command that writes to standard output exits 1 with the OS's reason
// when the write fails: none loses its output and still reports success.
func TestStdoutWriteErrors(t *testing.T) {
	dir := t.TempDir()
	comp := filepath.Join(dir, "a.comp")
	os.WriteFile(comp, []byte("#version 450\nlayout(local_size_x=4) in;\nlayout(binding=0) buffer B { uint v[]; };\nvoid main(){ v[gl_LocalInvocationIndex] += 1u; }\n"), 0o644)
	spv := filepath.Join(dir, "a.spv")
	if code, _, errs := run(t, "", "--target-env=vulkan1.1", comp, "-o", spv); code != 0 {
		t.Fatalf("compile: %d %s", code, errs)
	}
	for _, args := range [][]string{
		{"--version"},
		{"--help"},
		{"help"},
		{"-S", "-o", "-", comp},
		{"-E", comp},
		{"dis", spv},
		{"run", "-b", "0=uint:fill:0:4", comp},
		{"run", "--format", "json", "-b", "0=uint:fill:0:4", comp},
		{"run", "--help"},
	} {
		var errb strings.Builder
		code := Main(args, strings.NewReader(""), fullWriter{}, &errb)
		if code != 1 || !strings.Contains(errb.String(), "error writing to standard output: No space left on device") {
			t.Errorf("%q to a full device: status %d, stderr %q; want 1 and the OS's reason", args, code, errb.String())
		}
	}
}

// A buffer made by fill or series past the 256 MiB input bound is status 1
// as a buffer file that large is (docs/cli.md, "Limits"); a count that is
// not a number stays a usage error.
func TestOversizedBufferStatus(t *testing.T) {
	dir := t.TempDir()
	comp := filepath.Join(dir, "a.comp")
	os.WriteFile(comp, []byte("#version 450\nlayout(local_size_x=1) in;\nlayout(binding=0) buffer B { uint v[]; };\nvoid main(){ v[0] = 1u; }\n"), 0o644)
	for _, c := range []struct {
		b    string
		code int
		msg  string
	}{
		{"0=uint:fill:0:100000000", 1, "100000000 elements of uint are larger than 256 MiB, the input limit"},
		{"0=uint:series:0:1:99999999999999999999999", 1, "larger than 256 MiB, the input limit"},
		{"0=uint:fill:0:many", 2, `count "many" is not a number`},
	} {
		code, _, errs := run(t, "", "run", "-b", c.b, comp)
		if code != c.code || !strings.Contains(errs, c.msg) {
			t.Errorf("-b %s: status %d, %q; want %d and %q", c.b, code, errs, c.code, c.msg)
		}
	}
}
