package conformance

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/driver"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// TestNVCases runs the scripts under nvcases/: cases for the GLSL
// extensions only glslc-nv compiles (GL_NV_shader_thread_shuffle,
// GL_NV_shader_thread_group), with expectations worked out by hand from
// SEMANTICS.md sections 3 and 4.
func TestNVCases(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("nvcases", "*.amber"))
	if len(files) == 0 {
		t.Fatal("no nvcases")
	}
	dev := &InterpDevice{Config: interp.Config{Workers: 1}, CompareEngines: true}
	for _, f := range files {
		rep := RunFile(f, RunOptions{Compile: driver.CompileGLSL, Device: dev})
		if rep.Status != Pass {
			t.Errorf("%s", strings.TrimRight(rep.String(), "\n"))
		}
	}
}
