package limits

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestReadFileLimits(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "a")
	if err := os.WriteFile(p, []byte("12345"), 0o644); err != nil {
		t.Fatal(err)
	}
	if data, err := ReadFile(p, 5); err != nil || string(data) != "12345" {
		t.Fatalf("ReadFile at the limit = %q, %v", data, err)
	}
	var tl *TooLargeError
	if _, err := ReadFile(p, 4); !errors.As(err, &tl) || tl.Limit != 4 {
		t.Fatalf("ReadFile over the limit: %v, want a TooLargeError", err)
	}
	// A device never ends: the limit stops it.
	if _, err := ReadFile("/dev/zero", 1<<20); !errors.As(err, &tl) || err.Error() != "/dev/zero is larger than 1 MiB, the input limit" {
		t.Fatalf("ReadFile(/dev/zero) = %v", err)
	}
	if _, err := ReadFile(dir, 10); err == nil || !strings.Contains(err.Error(), "is a directory") {
		t.Fatalf("ReadFile(dir) = %v", err)
	}
	if _, err := ReadAll(strings.NewReader("abc"), "<stdin>", 2); err == nil || err.Error() != "<stdin> is larger than 2 bytes, the input limit" {
		t.Fatalf("ReadAll over the limit = %v", err)
	}
}
