package gen

import (
	"strings"
	"testing"
)

const ubSource = `#version 450
#extension GL_KHR_shader_subgroup_shuffle : require
layout(local_size_x = 32) in;
layout(set = 0, binding = 0) readonly buffer In { uint v[]; } inp;
layout(set = 0, binding = 1) buffer Out { uint v[]; } o;
void main() {
  uint x = inp.v[gl_LocalInvocationIndex];
  if (gl_SubgroupInvocationID == 1u) {
    x = subgroupShuffle(x, 0u); // lane 0 is inactive here
  }
  o.v[gl_GlobalInvocationID.x] = x;
}
`

// TestHarnessOracle checks that the harness reports undefined behaviour
// as a diagnostic failure and a changed output as a mismatch.
func TestHarnessOracle(t *testing.T) {
	h := newHarness(t)
	h.Sizes = []int{8}
	ub := &Program{Source: ubSource, LocalSize: 32, Workgroups: 1, InputWords: 256, Slots: 1, MinSubgroup: 4}
	f, _ := h.Check(ub)
	if f == nil || f.Kind != "diagnostic" || len(f.Execs) != 3 || !strings.Contains(f.Detail, "inactive-lane-read") {
		t.Errorf("inactive-lane read: got %v", f)
	}

	p := Generate(3, Options{Families: FPortable, NoFloatBroadcastFirst: floatBroadcastFirstBug(h), NoBoolBroadcast: boolBroadcastBug(h)})
	if f, _ := h.Check(p); f != nil {
		t.Fatalf("seed 3: %v", f)
	}
	h.Hook = func(exec string, size int, out []byte) {
		if exec == ExecEmulated {
			out[4*(p.Slots+1)] ^= 1 // invocation 1, slot 1
		}
	}
	f, _ = h.Check(p)
	if f == nil || f.Kind != "mismatch" || f.Execs[1] != ExecEmulated || !strings.Contains(f.Detail, "invocation 1 slot 1") {
		t.Errorf("faked mismatch: got %v", f)
	}
}

// TestHarnessEngines: with CompareEngines every interpreter run is
// repeated on the reference engine, and an output that differs between
// the engines is an "engines" failure.
func TestHarnessEngines(t *testing.T) {
	h := newHarness(t)
	h.Sizes, h.CompareEngines = []int{8}, true
	p := Generate(3, Options{Families: FPortable, NoFloatBroadcastFirst: floatBroadcastFirstBug(h), NoBoolBroadcast: boolBroadcastBug(h)})
	f, st := h.Check(p)
	if f != nil {
		t.Fatalf("seed 3: %v", f)
	}
	if st.Runs[ExecNative+"/reference"] == 0 || st.Runs[ExecNative+"/reference"] != st.Runs[ExecNative] {
		t.Errorf("runs %v: every %s run needs its reference run", st.Runs, ExecNative)
	}
	h.engineHook = func(out []byte) { out[4] ^= 1 }
	f, _ = h.Check(p)
	if f == nil || f.Kind != "engines" || !strings.Contains(f.Detail, "buffer 0.1 differs between the fast and the reference engine") {
		t.Errorf("faked engine difference: got %v", f)
	}
}
