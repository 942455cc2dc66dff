//go:build (linux || freebsd || darwin) && (amd64 || arm64)

package vulkan

import (
	"bytes"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/spirv/interp"
	"github.com/glslc-nv/glslc-nv/spirv/vulkan/internal/progen"
)

// TestAgreesRandom runs seeded random subgroup programs (see progGen) on
// lavapipe and on the interpreter and requires identical results.
// GLSLC_NV_AGREE_RANDOM sets the number of programs (default 40) and
// GLSLC_NV_AGREE_SEED the first seed.
func TestAgreesRandom(t *testing.T) {
	d := device(t)
	n, first := 40, int64(1)
	if s := os.Getenv("GLSLC_NV_AGREE_RANDOM"); s != "" {
		n, _ = strconv.Atoi(s)
	}
	if s := os.Getenv("GLSLC_NV_AGREE_SEED"); s != "" {
		first, _ = strconv.ParseInt(s, 10, 64)
	}
	if testing.Short() {
		n = min(n, 10)
	}
	locals := []int{32, 32, 16, 12}
	var srcs []string
	for seed := first; seed < first+int64(n); seed++ {
		srcs = append(srcs, progen.Program(seed, locals[seed%4], false))
	}
	precompile(t, srcs)
	bad := 0
	for seed := first; seed < first+int64(n); seed++ {
		local := locals[seed%4]
		src := srcs[seed-first]
		spv, err := compileErr(t.TempDir(), src)
		if err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, numbered(src))
		}
		const wgs = 2
		total := local * wgs
		in := u32s(seq(total, agreeInput)...)
		vkOut, inOut := zeros(8*total), zeros(8*total)
		if _, err := d.Run(spv, RunConfig{Workgroups: [3]uint32{wgs}, SubgroupSize: 8, FullSubgroups: local%8 == 0,
			Buffers: bufs([2]uint32{0, 0}, bytes.Clone(in), [2]uint32{0, 1}, vkOut)}); err != nil {
			t.Fatalf("seed %d: vulkan: %v", seed, err)
		}
		p, err := interp.Load(spv)
		if err != nil {
			t.Fatalf("seed %d: interp.Load: %v", seed, err)
		}
		res, err := p.Run(interp.Config{SubgroupSize: 8, Workgroups: [3]uint32{wgs},
			Buffers: map[[2]uint32][]byte{{0, 0}: bytes.Clone(in), {0, 1}: inOut}})
		if err != nil {
			t.Fatalf("seed %d: interp: %v", seed, err)
		}
		if bytes.Equal(vkOut, inOut) {
			continue
		}
		bad++
		a, b := words(vkOut), words(inOut)
		var sb strings.Builder
		for k := range a {
			if a[k] != b[k] && sb.Len() < 1500 {
				fmt.Fprintf(&sb, "  invocation %d slot %d: lavapipe 0x%x interp 0x%x\n", k/8, k%8, a[k], b[k])
			}
		}
		for _, dg := range res.Diagnostics {
			fmt.Fprintf(&sb, "  interp diagnostic: %s\n", dg)
		}
		t.Errorf("seed %d (local %d): lavapipe and the interpreter differ:\n%s%s", seed, local, sb.String(), numbered(src))
	}
	t.Logf("%d random programs, %d differ", n, bad)
}
