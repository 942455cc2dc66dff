package gen

import (
	"flag"
	"path/filepath"
	"strings"
	"testing"
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
			case c.Status == "known-failure" && f == nil && strings.Contains(c.Failure, ExecLavapipe) && !knownDriver(h.Device):
				// The lavapipe cases record bugs of Mesa 22.3 (Debian 12's);
				// another driver version may well not have them.
				t.Logf("known lavapipe failure does not reproduce on this driver (%s): %s", h.Device.DriverInfo(), c.Failure)
			case c.Status == "known-failure" && f == nil:
				t.Errorf("known failure no longer reproduces (recorded: %s): mark it pass if the fix is intended", c.Failure)
			case c.Status == "known-failure":
				t.Skipf("known failure, not counted as passing: %v\ndiagnosis: %s", f, c.Diagnosis)
			}
		})
	}
}

// knownDriver says the device is the driver the lavapipe cases were
// recorded on (Mesa 22.3).
func knownDriver(d Device) bool { return d != nil && strings.HasPrefix(d.DriverInfo(), "Mesa 22.3") }
