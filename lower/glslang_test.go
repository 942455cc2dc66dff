package lower

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// capsAndExts lists a module's capabilities and extensions, sorted.
func capsAndExts(t *testing.T, words []uint32) string {
	m, err := spirv.DecodeWords(words)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, in := range m.Insts {
		switch in.Op {
		case spirv.OpCapability:
			e, _ := spirv.KindCapability.Enumerant(in.Operands()[0])
			out = append(out, e.Name)
		case spirv.OpExtension:
			s, _, _ := spirv.String(in.Operands())
			out = append(out, s)
		}
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

// TestAgainstGlslang compiles the GLSL a hand-built IR program stands for
// with glslangValidator and checks that both modules leave the same buffer
// on the interpreter (the IR's semantics are GLSL's) and declare the same
// capabilities and extensions.
func TestAgainstGlslang(t *testing.T) {
	tool := testtool.Require(t, "glslangValidator")
	partIn := f32Bytes(42, 13, -56, 0, 128, -1, 7, 3.5)
	for _, c := range []struct {
		name  string
		build func() *ir.Module
		words int
		in    []byte // binding 1, when set
	}{
		{"loops", buildLoops, 4, nil},
		{"switch_fallthrough", buildSwitch, 8, nil},
		{"short_circuit", buildShortCircuit, 4, nil},
		{"nested_loops", buildNestedLoops, 4, nil},
		{"subgroup_arithmetic", buildSubgroupArith, 8 * 20, nil},
		{"subgroup_partitioned", buildPartitioned, 8 * 5, partIn},
		{"subgroup_vote_ballot", buildVoteBallot, 16 * 17, nil},
		{"glsl_builtins", buildGLSLBuiltins, 40, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			spv := filepath.Join(t.TempDir(), c.name+".spv")
			src := filepath.Join("testdata", "glsl", c.name+".comp")
			if out, err := exec.Command(tool, "-V", "--target-env", "vulkan1.1", "-o", spv, src).CombinedOutput(); err != nil {
				t.Fatalf("glslangValidator: %v\n%s", err, out)
			}
			data, err := os.ReadFile(spv)
			if err != nil {
				t.Fatal(err)
			}
			ref, err := spirv.Words(data)
			if err != nil {
				t.Fatal(err)
			}
			ours := lowerOK(t, c.build(), Options{})
			a := make([]byte, 4*c.words)
			b := make([]byte, 4*c.words)
			cfg := func(out []byte) interp.Config {
				bufs := map[[2]uint32][]byte{{0, 0}: out}
				if c.in != nil {
					bufs[[2]uint32{0, 1}] = append([]byte(nil), c.in...)
				}
				return interp.Config{SubgroupSize: 8, Buffers: bufs}
			}
			run(t, ref, cfg(a))
			run(t, ours, cfg(b))
			if !bytes.Equal(a, b) {
				t.Errorf("glslang's module leaves %v, ours %v", u32s(a), u32s(b))
			}
			if rc, oc := capsAndExts(t, ref), capsAndExts(t, ours); rc != oc {
				t.Errorf("capabilities and extensions differ:\nglslang: %s\nours:    %s", rc, oc)
			}
		})
	}
}
