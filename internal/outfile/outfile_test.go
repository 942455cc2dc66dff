package outfile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

func TestWriteReplacesWhole(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "a.spv")
	if err := os.WriteFile(p, []byte("old contents"), 0o640); err != nil {
		t.Fatal(err)
	}
	if err := Write(p, []byte("new"), 0o644); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(p)
	if string(got) != "new" {
		t.Errorf("contents %q, want %q", got, "new")
	}
	if fi, _ := os.Stat(p); runtime.GOOS != "windows" && fi.Mode().Perm() != 0o640 {
		t.Errorf("mode %v, want the old file's 0640", fi.Mode().Perm())
	}
	assertNoTemp(t, dir)
}

func TestWriteFailureLeavesTarget(t *testing.T) {
	if runtime.GOOS == "windows" || os.Getuid() == 0 {
		// root writes into read-only directories
		dir := t.TempDir()
		// A target inside a missing directory cannot be created.
		err := Write(filepath.Join(dir, "missing", "a.spv"), []byte("x"), 0o644)
		var pe *fs.PathError
		if !errors.As(err, &pe) || !strings.HasSuffix(pe.Path, filepath.Join("missing", "a.spv")) {
			t.Errorf("error %v, want a PathError naming the target", err)
		}
		return
	}
	dir := t.TempDir()
	p := filepath.Join(dir, "a.spv")
	os.WriteFile(p, []byte("old"), 0o644)
	os.Chmod(dir, 0o555)
	defer os.Chmod(dir, 0o755)
	if err := Write(p, []byte("new"), 0o644); err == nil {
		t.Fatal("write into a read-only directory succeeded")
	}
	if got, _ := os.ReadFile(p); string(got) != "old" {
		t.Errorf("target is %q after a failed write, want it unchanged", got)
	}
}

func TestWriteDevice(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no /dev/null")
	}
	if err := Write(os.DevNull, []byte("x"), 0o644); err != nil {
		t.Fatalf("write to %s: %v", os.DevNull, err)
	}
	if fi, err := os.Stat(os.DevNull); err != nil || fi.Mode().IsRegular() {
		t.Fatalf("%s was replaced by a regular file", os.DevNull)
	}
	if err := RemoveStale(os.DevNull); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(os.DevNull); err != nil {
		t.Fatalf("RemoveStale removed %s", os.DevNull)
	}
	if runtime.GOOS == "linux" {
		if err := Write("/dev/full", []byte("x"), 0o644); err == nil {
			t.Error("write to /dev/full succeeded")
		}
	}
}

func TestWriteDirectoryTarget(t *testing.T) {
	dir := t.TempDir()
	if err := Write(dir, []byte("x"), 0o644); err == nil {
		t.Error("writing over a directory succeeded")
	}
}

func TestCleanupRemovesPending(t *testing.T) {
	dir := t.TempDir()
	tmp := filepath.Join(dir, ".a.spv.tmp-1")
	os.WriteFile(tmp, nil, 0o644)
	remember(tmp)
	Cleanup()
	if _, err := os.Stat(tmp); !os.IsNotExist(err) {
		t.Errorf("Cleanup left %s", tmp)
	}
}

func TestRemoveStale(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "a.spv")
	os.WriteFile(p, []byte("old"), 0o644)
	if err := RemoveStale(p); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(p); !os.IsNotExist(err) {
		t.Error("stale output still there")
	}
	if err := RemoveStale(p); err != nil {
		t.Errorf("removing a missing file: %v", err)
	}
}

func assertNoTemp(t *testing.T, dir string) {
	t.Helper()
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if strings.Contains(e.Name(), ".tmp-") {
			t.Errorf("temporary file %s left behind", e.Name())
		}
	}
}
