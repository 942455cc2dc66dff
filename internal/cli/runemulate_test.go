package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// run -femulate-subgroup= compiles .comp input as the compiler's flag
// does: the partitioned operations become portable code (no
// GroupNonUniformPartitionedNV capability, so lavapipe can run the module
// through --device vulkan), with the same results on the interpreter; a
// list naming no family is a usage error.
func TestRunEmulateSubgroup(t *testing.T) {
	dir := t.TempDir()
	comp := filepath.Join(dir, "p.comp")
	os.WriteFile(comp, []byte(`#version 450
#extension GL_NV_shader_subgroup_partitioned : require
layout(local_size_x = 16) in;
layout(binding = 0) buffer B { uint v[]; };
void main() {
  uint i = gl_LocalInvocationIndex;
  uvec4 p = subgroupPartitionNV(i % 3u);
  v[i] = subgroupPartitionedAddNV(i, p);
}
`), 0o644)
	caps := func(emulate string) string {
		o := &runOptions{targetEnv: "vulkan1.1", emulate: emulate}
		var errb bytes.Buffer
		mod, err := loadModule(&env{stderr: &errb}, o, comp)
		if err != nil {
			t.Fatalf("%v %s", err, errb.String())
		}
		text, err := spirv.DisassembleBytes(mod, spirv.DisOptions{})
		if err != nil {
			t.Fatal(err)
		}
		return text
	}
	if !strings.Contains(caps(""), "OpCapability GroupNonUniformPartitionedNV") {
		t.Fatal("the plain module has no partitioned capability")
	}
	if strings.Contains(caps("all"), "GroupNonUniformPartitionedNV") {
		t.Fatal("-femulate-subgroup=all left the partitioned capability")
	}
	_, plain, _ := run(t, "", "run", "--target-env", "vulkan1.1", "--subgroup-size", "8", "-b", "0=uint:fill:0:16", comp)
	code, emulated, errs := run(t, "", "run", "-femulate-subgroup=all", "--target-env", "vulkan1.1", "--subgroup-size", "8", "-b", "0=uint:fill:0:16", comp)
	if code != 0 || firstLines(plain, 3) != firstLines(emulated, 3) {
		t.Fatalf("status %d %s\nplain:\n%s\nemulated:\n%s", code, errs, plain, emulated)
	}
	if code, _, errs := run(t, "", "run", "-femulate-subgroup=nothing", "-b", "0=uint:fill:0:16", comp); code != 2 || !strings.Contains(errs, "unknown subgroup feature") {
		t.Fatalf("bad list: status %d %s", code, errs)
	}
}

func firstLines(s string, n int) string {
	l := strings.SplitN(s, "\n", n+1)
	return strings.Join(l[:min(n, len(l))], "\n")
}
