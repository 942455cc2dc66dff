package gen

import (
	"flag"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/spirv/vulkan"
)

var flagRegress = flag.String("regress", filepath.Join("..", "regress"), "directory of regression cases TestRegress replays")

// TestRegress replays the regression cases of conformance/regress. A
// "pass" case must agree on every executor; a "known-failure" case is
// reported (skipped, not counted as passing) while it still fails, and
// flagged when it stops failing so that it can be marked pass.
func TestRegress(t *testing.T) {
	h := newHarness(t)
	cases, err := LoadCases(*flagRegress)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		c := c
		t.Run(filepath.Base(c.Path), func(t *testing.T) {
			if strings.Contains(c.Failure, ExecLavapipe) && h.Device == nil {
				t.Skip("needs lavapipe: run with -args -lavapipe or GLSLC_NV_DIFF_LAVAPIPE=1")
			}
			f, _ := h.Check(c.Program)
			switch {
			case c.Status == "pass" && f != nil:
				t.Errorf("%v", f)
			case c.Status == "known-failure" && strings.Contains(c.Failure, ExecLavapipe) && !vulkan.MesaMatch(h.Device.DriverInfo(), c.Mesa):
				// A lavapipe case records a bug of the Mesa releases
				// its mesa: line names; on another release the driver
				// must agree like on a passing case.
				if f != nil {
					t.Errorf("%v\n(recorded as a bug of Mesa %s; this is %s: add the release to its mesa: line if it is the same bug)", f, c.Mesa, h.Device.DriverInfo())
				} else {
					t.Logf("known lavapipe failure of Mesa %s does not reproduce on %s: %s", c.Mesa, h.Device.DriverInfo(), c.Failure)
				}
			case c.Status == "known-failure" && f == nil:
				t.Errorf("known failure no longer reproduces (recorded: %s): mark it pass if the fix is intended", c.Failure)
			case c.Status == "known-failure":
				t.Skipf("known failure, not counted as passing: %v\ndiagnosis: %s", f, c.Diagnosis)
			}
		})
	}
}
