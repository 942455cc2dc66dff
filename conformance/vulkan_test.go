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

// knownDeviceBug is a case file that fails on lavapipe because of a
// driver bug, on the Mesa releases Mesa names (vulkan.MesaMatch: "22.3",
// "25.0+", "22.3-24.3"); the interpreter's results match the hand-worked
// expectations. On other releases the file must pass like any other.
type knownDeviceBug struct {
	mesa string
	why  string
}

// knownDeviceBugs lists the case files that fail on lavapipe, by the Mesa
// release the device reports at run time. Each entry names its release:
// a bug fixed in a later release is not expected there, and a new one is
// recorded with the release it appeared in and a minimal reproducer.
var knownDeviceBugs = map[string]knownDeviceBug{
	// Both found by spirv/vulkan's agreement tests; fixed in 25.0.
	"subgroup_partial.amber": {"22.3",
		"lavapipe rounds gl_NumSubgroups down when the workgroup size is not a multiple of 8"},
	"subgroup_2d_workgroup.amber": {"22.3",
		"lavapipe numbers the subgroups of a 2-D workgroup of width 4 by index/8 while running each row as its own subgroup"},
	// Mesa 25.0 folds OpFConvert double->float->double into the original
	// double (NIR's inexact f2f64(f2f32(a)) -> a), so double(float(0.1LF))
	// stays 0.1 instead of 0.100000001490116119384765625; glslangValidator's
	// module does the same, and precise does not stop it. 22.3 rounds.
	// Reproducer: spirv/vulkan TestLavapipeDoubleFloatRoundTrip.
	"float64_arith_conversions.amber": {"25.0",
		"lavapipe drops the rounding of double(float(x)) for a double x (d[8] is 0.1, not 0.100000001490116119384765625)"},
}

// TestKnownDeviceBugsNameReleases keeps every entry keyed by a release
// spec vulkan.MesaMatch can read and naming a case file that exists.
func TestKnownDeviceBugsNameReleases(t *testing.T) {
	for name, b := range knownDeviceBugs {
		if err := vulkan.CheckMesaSpec(b.mesa); err != nil {
			t.Errorf("knownDeviceBugs[%q]: %v", name, err)
		}
		a, _ := filepath.Glob(filepath.Join("cases", name))
		n, _ := filepath.Glob(filepath.Join("nvcases", name))
		if len(a)+len(n) == 0 {
			t.Errorf("knownDeviceBugs[%q]: no such case file", name)
		}
	}
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
	drv := dev.Info().DriverInfo
	applied := 0
	for _, f := range files {
		rep := RunFile(f, RunOptions{Compile: driver.GLSLCompilerEmulating(all), Device: &VulkanDevice{Dev: dev, Timeout: testtool.HangLimit}})
		if bug, ok := knownDeviceBugs[filepath.Base(f)]; ok && vulkan.MesaMatch(drv, bug.mesa) {
			applied++
			if rep.Status == Pass {
				t.Errorf("%s passes on %s, listed as a bug of Mesa %s; narrow its release in knownDeviceBugs (%s)", f, drv, bug.mesa, bug.why)
			}
			t.Logf("known driver bug of Mesa %s, not counted as passing: %s: %s", bug.mesa, f, bug.why)
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
			// (but VK_KHR_shader_subgroup_rotate on releases such as 22.3
			// that lack it); its one limit is the fixed subgroup size 8.
			// A skip for anything else means the back end misreports the
			// device.
			if strings.HasPrefix(drv, "Mesa ") && !strings.Contains(rep.Reason, "is outside the device's range") &&
				!(strings.Contains(rep.Reason, "VK_KHR_shader_subgroup_rotate is not supported") && !dev.Info().RotateKHR) {
				t.Errorf("%s skipped on lavapipe for a reason it should not have: %s", f, rep.Reason)
			}
		}
	}
	t.Logf("on %s (%s): %d passed, %d failed (%d known driver bugs of this release), %d skipped", dev.Info().Name, drv, sum.Passed, sum.Failed, applied, sum.Skipped)
	if sum.Passed < len(files)/2 {
		t.Errorf("only %d of %d files ran on the device", sum.Passed, len(files))
	}
}
