package gen

import (
	"regexp"
	"sort"
	"strings"
	"testing"
)

// coverageNames are the constructs TestCoverage requires over a batch of
// programs.
var coverageNames = []string{
	"subgroupElect", "subgroupBarrier", "subgroupMemoryBarrier",
	"subgroupAll(", "subgroupAny(", "subgroupAllEqual",
	"subgroupAdd", "subgroupMul", "subgroupMin", "subgroupMax", "subgroupAnd", "subgroupOr", "subgroupXor",
	"subgroupInclusive", "subgroupExclusive",
	"subgroupBallot(", "subgroupInverseBallot", "subgroupBallotBitExtract", "subgroupBallotBitCount",
	"subgroupBallotInclusiveBitCount", "subgroupBallotExclusiveBitCount", "subgroupBallotFindLSB", "subgroupBallotFindMSB",
	"subgroupBroadcast(", "subgroupBroadcastFirst",
	"subgroupShuffle(", "subgroupShuffleXor", "subgroupShuffleUp", "subgroupShuffleDown",
	"subgroupClustered", "subgroupQuadBroadcast", "subgroupQuadSwapHorizontal", "subgroupQuadSwapVertical", "subgroupQuadSwapDiagonal",
	"subgroupRotate", "subgroupClusteredRotate",
	"subgroupPartitionNV", "subgroupPartitioned", "subgroupPartitionedInclusive", "subgroupPartitionedExclusive",
	"shuffleNV(", "shuffleUpNV", "shuffleDownNV", "shuffleXorNV",
	"dotEXT(", "dotAccSatEXT(", "dotPacked4x8EXT(", "dotPacked4x8AccSatEXT(",
	"ballotThreadNV", "activeThreadsNV", "anyThreadNV", "allThreadsNV", "allThreadsEqualNV", "quadSwizzle", "gl_ThreadInWarpNV",
	"for (", "++, ", "while (true)", "do {", "switch (", "break;", "continue;", "return", "inout ", "out ", "barrier();", "shared uint",
	"vec2(", "vec3(", "vec4(", "fsm(", "fpm(", "uint64_t(", "int64_t(", "double(",
	"imageLoad(imgIn", "imgAcc(uint(",
}

// TestCoverage checks that a batch of programs uses every family and
// construct, and that the generator is deterministic.
func TestCoverage(t *testing.T) {
	count := map[string]int{}
	for s := int64(1); s <= 300; s++ {
		src := Generate(s, Options{}).GLSL()
		for _, n := range coverageNames {
			if strings.Contains(src, n) {
				count[n]++
			}
		}
	}
	var missing []string
	for _, n := range coverageNames {
		if count[n] == 0 {
			missing = append(missing, n)
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("never generated in 300 programs: %v", missing)
	}
	t.Logf("programs using each construct (of 300): %v", count)
	if a, b := Generate(42, Options{}).GLSL(), Generate(42, Options{}).GLSL(); a != b {
		t.Error("Generate is not deterministic")
	}
}

var nvCall = regexp.MustCompile(`\b(shuffle(Up|Down|Xor)?NV|ballotThreadNV|activeThreadsNV|anyThreadNV|allThreadsNV|allThreadsEqualNV|quadSwizzle\w*|subgroup(Clustered)?Rotate)\(|gl_WarpSizeNV|gl_Thread\w*NV`)

// TestRefForm checks that the reference form needs no extension
// glslangValidator lacks and still differs from the program where the
// program uses one.
func TestRefForm(t *testing.T) {
	differ := 0
	for s := int64(1); s <= 100; s++ {
		p := Generate(s, Options{})
		src, ref := p.GLSL(), p.RefGLSL()
		if UsesGlslangMissing(ref) {
			t.Fatalf("seed %d: reference form still needs a missing extension:\n%s", s, ref)
		}
		if m := nvCall.FindString(ref); m != "" {
			t.Fatalf("seed %d: reference form keeps %s", s, m)
		}
		if UsesGlslangMissing(src) {
			differ++
		} else if src != ref {
			t.Fatalf("seed %d: portable program changed by RefGLSL", s)
		}
	}
	if differ < 20 {
		t.Errorf("only %d of 100 programs use the NV or rotate extensions", differ)
	}
}
