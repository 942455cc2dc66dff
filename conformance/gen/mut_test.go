package gen

import (
	"bytes"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

func runAt(t *testing.T, p *Program, src string, S int) []byte {
	spv, err := CompileNative(src, p.env(), false)
	if err != nil {
		t.Fatal(err)
	}
	pr, err := interp.Load(spv)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]byte, p.OutputBytes())
	pr.Run(interp.Config{SubgroupSize: S, Workgroups: [3]uint32{uint32(p.Workgroups), 1, 1},
		Buffers: map[[2]uint32][]byte{{0, 0}: p.Input(), {0, 1}: out}, Images: p.images(p.Input()), NoChecks: true})
	return out
}

// TestMutationScore measures how observable the generated operations are:
// it swaps one operation for another in the source and counts the
// programs whose output changes (at subgroup size 8). A low score means
// results are lost on the way to the output.
func TestMutationScore(t *testing.T) {
	total, killed := 0, 0
	muts := [][2]string{{"subgroupInclusive", "subgroupExclusive"}, {"subgroupQuadSwapHorizontal(", "subgroupQuadSwapVertical("},
		{"subgroupAll(", "subgroupAny("}, {"subgroupClusteredAdd(", "subgroupClusteredMax("}, {"subgroupPartitionedAddNV(", "subgroupPartitionedMaxNV("},
		{"subgroupBallotFindMSB(", "subgroupBallotFindLSB("}, {"shuffleXorNV(", "shuffleNV("}}
	for _, m := range muts {
		tried, caught := 0, 0
		for s := int64(1); s <= 400 && tried < 30; s++ {
			p := Generate(s, Options{})
			src := p.GLSL()
			if !strings.Contains(src, m[0]) || p.MinSubgroup > 8 {
				continue
			}
			mut := strings.ReplaceAll(src, m[0], m[1])
			tried++
			if !bytes.Equal(runAt(t, p, src, 8), runAt(t, p, mut, 8)) {
				caught++
			}
		}
		t.Logf("%s -> %s: %d of %d mutants caught", m[0], m[1], caught, tried)
		total += tried
		killed += caught
	}
	if killed*100 < total*25 {
		t.Errorf("only %d of %d mutants change the output", killed, total)
	}
}
