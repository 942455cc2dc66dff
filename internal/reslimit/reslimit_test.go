package reslimit

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
)

func TestApply(t *testing.T) {
	s := Defaults()
	if err := s.Apply("MaxComputeWorkGroupSizeX 512\n MaxLights 3 whileLoops 1 MaxLights 4"); err != nil {
		t.Fatal(err)
	}
	if s.Get("MaxComputeWorkGroupSizeX") != 512 || s.Get("MaxLights") != 4 {
		t.Errorf("settings not applied: %d %d", s.Get("MaxComputeWorkGroupSizeX"), s.Get("MaxLights"))
	}
	for _, c := range []struct{ in, msg string }{
		{"NoSuchLimit 1", "invalid resource limit: NoSuchLimit"},
		{"MaxLights", "missing value after limit: MaxLights"},
		{"MaxLights 12abc", "invalid integer: 12abc"},
		{"MaxLights 0x10", "invalid integer: 0x10"},
		{"MaxLights 99999999999", "invalid integer: 99999999999"},
	} {
		before := s.Get("MaxLights")
		err := s.Apply(c.in)
		if err == nil || err.Error() != c.msg {
			t.Errorf("%q: error %v, want %q", c.in, err, c.msg)
		}
		if s.Get("MaxLights") != before {
			t.Errorf("%q: a failed Apply changed the set", c.in)
		}
	}
	if err := s.Apply("MaxLights -7 MaxClipPlanes +2"); err != nil || s.Get("MaxLights") != -7 || s.Get("MaxClipPlanes") != 2 {
		t.Errorf("signed values: %v %d %d", err, s.Get("MaxLights"), s.Get("MaxClipPlanes"))
	}
}

// The table is glslc's: names, order and defaults.
func TestShowMatchesGlslc(t *testing.T) {
	testtool.Require(t, "glslc")
	out, err := exec.Command("glslc", "--show-limits").Output()
	if err != nil {
		t.Fatal(err)
	}
	if got := Defaults().Show(); got != string(out) {
		t.Errorf("--show-limits differs from glslc's:\n%s", firstDiff(got, string(out)))
	}
}

func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range al {
		if i >= len(bl) || al[i] != bl[i] {
			return "ours:  " + al[i] + "\nglslc: " + bl[min(i, len(bl)-1)]
		}
	}
	return "glslc has more lines"
}
