package gen

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// procDevice runs every lavapipe dispatch in a child process (this test
// binary running TestLavapipeChild), so that a driver crash — Mesa's LLVM
// back end aborts on some shaders — becomes a reported failure instead of
// ending the test run.
type procDevice struct {
	dir  string
	size int
}

const childEnv = "GLSLC_NV_LAVAPIPE_CHILD"

func (d *procDevice) SubgroupSize() int { return d.size }

func (d *procDevice) Skip(err error) bool { return strings.Contains(err.Error(), "unsupported:") }

func (d *procDevice) Run(spv []byte, workgroups uint32, buffers map[[2]uint32][]byte) error {
	dir, err := os.MkdirTemp(d.dir, "lvp-*")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	if err := os.WriteFile(filepath.Join(dir, "m.spv"), spv, 0o644); err != nil {
		return err
	}
	var keys []string
	for k, b := range buffers {
		name := fmt.Sprintf("b%d_%d", k[0], k[1])
		keys = append(keys, name)
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			return err
		}
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestLavapipeChild$")
	cmd.Env = append(os.Environ(), childEnv+"="+dir, fmt.Sprintf("GLSLC_NV_LAVAPIPE_WG=%d", workgroups))
	out, err := cmd.CombinedOutput()
	if err != nil {
		return fmt.Errorf("lavapipe child: %v: %s", err, firstLines(strings.TrimSpace(string(out)), 3))
	}
	if strings.Contains(string(out), "unsupported:") {
		return fmt.Errorf("%s", strings.TrimSpace(string(out)))
	}
	for k, b := range buffers {
		data, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("b%d_%d", k[0], k[1])))
		if err != nil {
			return err
		}
		copy(b, data)
	}
	return nil
}

// openLavapipeDevice checks that lavapipe opens here and returns the
// process-isolated device.
func openLavapipeDevice(t *testing.T) (Device, error) {
	l, err := OpenLavapipe()
	if err != nil {
		return nil, err
	}
	size := l.SubgroupSize()
	l.Close()
	return &procDevice{dir: t.TempDir(), size: size}, nil
}

// TestLavapipeChild is the child side of procDevice; it does nothing in
// a normal run.
func TestLavapipeChild(t *testing.T) {
	dir := os.Getenv(childEnv)
	if dir == "" {
		t.Skip("only runs as the lavapipe child process")
	}
	spv, err := os.ReadFile(filepath.Join(dir, "m.spv"))
	if err != nil {
		t.Fatal(err)
	}
	var wg uint32
	fmt.Sscan(os.Getenv("GLSLC_NV_LAVAPIPE_WG"), &wg)
	files, _ := filepath.Glob(filepath.Join(dir, "b*_*"))
	bufs := map[[2]uint32][]byte{}
	names := map[[2]uint32]string{}
	for _, f := range files {
		var k [2]uint32
		fmt.Sscanf(filepath.Base(f), "b%d_%d", &k[0], &k[1])
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		bufs[k], names[k] = data, f
	}
	l, err := OpenLavapipe()
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	if err := l.Run(spv, wg, bufs); err != nil {
		if l.Skip(err) {
			fmt.Println("unsupported:", err)
			return
		}
		t.Fatal(err)
	}
	for k, b := range bufs {
		if err := os.WriteFile(names[k], b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
