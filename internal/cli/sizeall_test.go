package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// --subgroup-size all reports everything one width reports: an error at
// one size (the divergent barrier at 16) stops the comparison with that
// run's report, status 1 and the error; a warning at another size (the
// division by zero at 8 only) is reported too, named by its size.
func TestSubgroupSizeAllReportsEveryWidth(t *testing.T) {
	dir := t.TempDir()
	comp := filepath.Join(dir, "w.comp")
	os.WriteFile(comp, []byte(`#version 450
#extension GL_KHR_shader_subgroup_basic : require
layout(local_size_x = 16) in;
layout(binding = 0) buffer B { uint v[]; };
void main() {
  v[gl_LocalInvocationIndex] = 7u / (gl_SubgroupSize - 8u);
  if (gl_SubgroupSize == 16u && gl_SubgroupInvocationID == 0u) barrier();
}
`), 0o644)
	code, out, errs := run(t, "", "run", "--subgroup-size", "all", "-b", "0=uint:fill:0:16", comp)
	if code != 1 {
		t.Fatalf("status %d, want 1\n%s%s", code, out, errs)
	}
	for _, want := range []string{
		"error divergent-barrier: barrier reached in divergent control flow",
		"subgroup size 8: word ",
		"warning division-by-zero: OpUDiv of 7 by zero",
		"interpreter: fast engine, subgroup size 16, 16 invocations",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
	if strings.Contains(out, "portable: identical") {
		t.Errorf("a comparison that stopped at 16 claims the sizes agree:\n%s", out)
	}
	code, out, _ = run(t, "", "run", "--format", "json", "--subgroup-size", "all", "-b", "0=uint:fill:0:16", comp)
	if code != 1 || !strings.Contains(out, `"errors": 1,`) || !strings.Contains(out, `"kind": "divergent-barrier"`) {
		t.Fatalf("json: status %d\n%s", code, out)
	}
}
