package nvasm

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// TestSPIRV15 translates every test program for SPIR-V 1.5 with debug
// names (all globals then belong in the entry point's interface) and
// validates it for Vulkan 1.2.
func TestSPIRV15(t *testing.T) {
	tool := testtool.Require(t, "spirv-val")
	files, _ := filepath.Glob("testdata/*.nvcp")
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var dl diag.List
		bin := Translate(f, src, Options{SPIRVVersion: spirv.Version1_5, DebugNames: true}, &dl)
		if bin == nil {
			t.Fatalf("%s: %v", f, dl.Err())
		}
		path := filepath.Join(t.TempDir(), "m.spv")
		if err := os.WriteFile(path, bin, 0o644); err != nil {
			t.Fatal(err)
		}
		if out, err := exec.Command(tool, "--target-env", "vulkan1.2", path).CombinedOutput(); err != nil {
			t.Errorf("%s: spirv-val: %v\n%s", f, err, out)
		}
	}
}

// TestNilDiags: Translate accepts a nil list and still fails cleanly.
func TestNilDiags(t *testing.T) {
	if Translate("x", []byte("garbage"), Options{}, nil) != nil {
		t.Fatal("translated garbage")
	}
}
