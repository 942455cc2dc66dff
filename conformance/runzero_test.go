package conformance

import (
	"strings"
	"testing"
)

// RUN with a zero workgroup count dispatches nothing, as vkCmdDispatch
// does: the device is not called and the buffers keep their values (the
// interpreter would count a zero as one workgroup).
func TestRunZeroWorkgroups(t *testing.T) {
	for _, run := range []string{"RUN p 0 0 0", "RUN p 4 0 1", "RUN p 1 1 0"} {
		dev := &fakeDevice{fn: writeIndex}
		src := strings.Replace(outPipe, "RUN p 1 1 1", run, 1) + "EXPECT out IDX 0 EQ 0 0 0 0 0 0 0 0\n"
		rep := runScript(t, src, RunOptions{Device: dev})
		if rep.Status != Pass || len(dev.calls) != 0 {
			t.Fatalf("%s: status %v, %d dispatches: %+v", run, rep.Status, len(dev.calls), rep.Results)
		}
	}
}
