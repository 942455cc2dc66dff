package interp

import (
	"strings"
	"testing"
)

// The memory-model rule for cross-lane data flow (doc.go, "Subgroup
// operations do not order memory"): SPD's quad pattern, in which each lane
// reads its shared slot, the quad swaps the values, and the quad leader
// overwrites a slot its neighbour read, is a data race unless a
// subgroup-scope control barrier orders the read before the write; a
// memory barrier alone does not (it orders one invocation's accesses, it
// synchronises with nobody).
func TestQuadPatternRace(t *testing.T) {
	src := func(between string) string {
		return `#version 450
#extension GL_KHR_shader_subgroup_quad : require
#extension GL_KHR_shader_subgroup_basic : require
layout(local_size_x = 16) in;
layout(binding = 0) buffer B { uint v[]; };
shared uint s[16];
void main() {
  uint i = gl_LocalInvocationIndex;
  s[i] = i * 3u;
  barrier();
  uint mine = s[i];
  uint other = subgroupQuadSwapHorizontal(mine);
  ` + between + `
  if ((i & 3u) == 0u) s[i + 1u] = mine + other;
  barrier();
  v[i] = s[i];
}
`
	}
	for _, c := range []struct {
		between string
		race    bool
	}{
		{"", true},
		{"subgroupMemoryBarrierShared();", true},
		{"subgroupBarrier();", false},
		{"barrier();", false},
	} {
		p := mustLoad(t, compileGLSL(t, src(c.between)))
		for _, S := range []int{4, 8, 16} {
			res := run1(t, p, S, 1, make([]byte, 64))
			if !c.race {
				wantOnly(t, res, "")
				continue
			}
			wantOnly(t, res, "shared-data-race")
			if d := res.Diagnostics[0]; !strings.Contains(d.Msg, "read by invocation") {
				t.Fatalf("%q at %d: %q", c.between, S, d.Msg)
			}
		}
	}
}
