package conformance

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/driver"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/lower"
	"github.com/glslc-nv/glslc-nv/spirv/vulkan"
)

// knownDeviceBugs lists case files that fail on lavapipe (Mesa 22.3)
// because of driver bugs found by spirv/vulkan's agreement tests; the
// interpreter's results match the hand-worked expectations.
var knownDeviceBugs = map[string]string{
	"subgroup_partial.amber":      "lavapipe rounds gl_NumSubgroups down when the workgroup size is not a multiple of 8",
	"subgroup_2d_workgroup.amber": "lavapipe numbers the subgroups of a 2-D workgroup of width 4 by index/8 while running each row as its own subgroup",
}

// TestCasesOnVulkan runs every case file on the Vulkan device (lavapipe in
// CI), with GLSL compiled by glslc-nv with -femulate-subgroup=all so the
// families the device lacks (clustered, partitioned) run as portable code.
// Every file must pass, or be skipped for a stated device limit (a
// subgroup size it cannot provide, a SPIR-V-assembly module using an
// operation it lacks).
func TestCasesOnVulkan(t *testing.T) {
	dev, err := vulkan.Open(0)
	if err != nil {
		if errors.Is(err, vulkan.ErrUnavailable) && !testtool.Strict() && os.Getenv("GLSLC_NV_REQUIRE_VULKAN") == "" {
			t.Skip(err)
		}
		t.Fatalf("no Vulkan device: %v", err)
	}
	defer dev.Close()
	all, err := lower.ParseEmulate("all")
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join("cases", "*.amber"))
	nv, _ := filepath.Glob(filepath.Join("nvcases", "*.amber"))
	files = append(files, nv...)
	sum := &Summary{}
	for _, f := range files {
		rep := RunFile(f, RunOptions{Compile: driver.GLSLCompilerEmulating(all), Device: &VulkanDevice{Dev: dev}})
		if why, ok := knownDeviceBugs[filepath.Base(f)]; ok && strings.Contains(dev.Info().DriverInfo, "Mesa 22.3") {
			if rep.Status == Pass {
				t.Errorf("%s passes on this driver now; remove it from knownDeviceBugs (%s)", f, why)
			}
			t.Logf("known driver bug, not counted as passing: %s: %s", f, why)
			rep.Status = Fail
			sum.Add(rep)
			continue
		}
		sum.Add(rep)
		switch rep.Status {
		case Fail:
			t.Errorf("%s", strings.TrimRight(rep.String(), "\n"))
		case Skip:
			t.Logf("skipped %s: %s", f, rep.Reason)
			// lavapipe has every feature and extension the cases ask for
			// except VK_KHR_shader_subgroup_rotate; its one limit is the
			// fixed subgroup size 8. A skip for anything else means the
			// back end misreports the device.
			if strings.Contains(dev.Info().DriverInfo, "Mesa") && !strings.Contains(rep.Reason, "is outside the device's range") &&
				!strings.Contains(rep.Reason, "VK_KHR_shader_subgroup_rotate is not supported") {
				t.Errorf("%s skipped on lavapipe for a reason it should not have: %s", f, rep.Reason)
			}
		}
	}
	t.Logf("on %s: %d passed, %d failed (%d known driver bugs), %d skipped", dev.Info().Name, sum.Passed, sum.Failed, len(knownDeviceBugs), sum.Skipped)
	if sum.Passed < len(files)/2 {
		t.Errorf("only %d of %d files ran on the device", sum.Passed, len(files))
	}
}
