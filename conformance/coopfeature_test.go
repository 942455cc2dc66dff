package conformance

import (
	"os"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/driver"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// A script that requires VK_KHR_cooperative_matrix and its feature runs on
// the interpreter, which implements cooperative matrices (it was skipped as
// unsupported), and its matrix store gives the constructed values.
func TestCooperativeMatrixRequirementsRun(t *testing.T) {
	src, err := os.ReadFile("testdata/coopmat_requires.amber")
	if err != nil {
		t.Fatal(err)
	}
	s, err := Parse("coopmat_requires.amber", src)
	if err != nil {
		t.Fatal(err)
	}
	rep := s.Run(RunOptions{Compile: driver.CompileGLSL, Device: &InterpDevice{Config: interp.Config{Workers: 1}}})
	if rep.Status != Pass {
		t.Fatalf("%s", rep)
	}
	dev := &InterpDevice{}
	for _, f := range []string{"CooperativeMatrixFeaturesKHR.cooperativeMatrix", "CooperativeMatrix2FeaturesNV.cooperativeMatrixWorkgroupScope"} {
		if !dev.Supports(Feature, f) {
			t.Errorf("feature %s is not answered", f)
		}
	}
	for _, x := range []string{"VK_KHR_cooperative_matrix", "VK_NV_cooperative_matrix2"} {
		if !dev.Supports(DeviceExtension, x) {
			t.Errorf("extension %s is not answered", x)
		}
	}
}
