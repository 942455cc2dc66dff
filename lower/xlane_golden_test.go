package lower

import (
	"testing"

	"github.com/glslc-nv/glslc-nv/ir"
)

// Golden programs (testdata/<name>.spvasm and .ir) for the cross-lane
// expansions and the emulation: small, reviewable examples of what each
// lowers to. Their values are checked by the tests beside them
// (nvshuffle_test.go, threadgroup_test.go, arbamd_test.go,
// emulate_test.go); the checks here are spot checks at 32 lanes.

// buildXNVShuffle: one call of each NV shuffle, constant width with
// threadIdValid and run-time width without.
func buildXNVShuffle() *ir.Module {
	x := newXProg(32)
	v := x.input(ir.Uint32)
	valid := x.local("valid", ir.Bool)
	x.result(bc("shuffleNV", ir.Uint32, v, u(2), u(8), lr(valid)))
	x.result(b2u(ld(valid)))
	x.result(bc("shuffleUpNV", ir.Uint32, v, u(1), u(32)))
	x.result(bc("shuffleDownNV", ir.Uint32, v, u(3), x.word(1)))
	x.result(bc("shuffleXorNV", ir.Uint32, v, u(5), u(4)))
	return x.module(divNone)
}

// buildXThreadGroup: the thread-group variables and functions.
func buildXThreadGroup() *ir.Module {
	x := newXProg(32)
	v := x.input(ir.Bool)
	fv := x.let(u2f(x.lane()))
	x.result(x.bi("gl_WarpSizeNV"))
	x.result(x.bi("gl_ThreadInWarpNV"))
	x.result(x.bi("gl_ThreadLtMaskNV"))
	x.result(x.bi("gl_WarpIDNV"))
	x.result(bc("ballotThreadNV", ir.Uint32, v))
	x.result(b2u(bc("allThreadsEqualNV", ir.Bool, v)))
	x.result(bc("quadSwizzleXNV", ir.Float32, fv, f(0.5)))
	x.result(bc("quadSwizzle2NV", ir.Float32, fv))
	return x.module(divNone)
}

// buildXEmulated: one operation of every emulated family, lowered with
// -femulate-subgroup=all inside divergent control flow.
func buildXEmulated() *ir.Module {
	x := newXProg(32)
	v := x.input(ir.Float32)
	part := x.let(bc("subgroupPartitionNV", uvec4, ir.Bin(ir.BitAnd, x.word(3), u(1))))
	x.result(part)
	x.result(bc("subgroupPartitionedExclusiveAddNV", ir.Float32, v, part))
	x.result(bc("subgroupClusteredMax", ir.Float32, v, u(4)))
	x.result(bc("subgroupQuadBroadcast", ir.Float32, v, u(1)))
	x.result(bc("subgroupShuffleDown", ir.Float32, v, u(1)))
	x.result(bc("subgroupClusteredRotate", ir.Float32, v, u(1), u(8)))
	return x.module(divMod3)
}

var _ = register(
	lowerCase{name: "nv_thread_shuffle", build: buildXNVShuffle, envs: subgroupEnvs, check: func(t *testing.T, w []uint32) {
		in, mask := xInputs(32, 2, func(g *lcg) uint32 { return g.next()%4 + 30 }) // word 1: widths 30..33
		r := runX(t, w, 32, 32, in, mask)
		got, inw := u32s(r.out), u32s(in)
		for l := 0; l < 32; l++ {
			w0 := func(src int, ok bool) uint32 {
				if !ok {
					return inw[l*4]
				}
				return inw[src*4]
			}
			s0, ok0 := nvShuffleRef("shuffleNV", l, 32, 2, 8)
			s2, ok2 := nvShuffleRef("shuffleUpNV", l, 32, 1, 32)
			s3, ok3 := nvShuffleRef("shuffleDownNV", l, 32, 3, inw[l*4+1])
			s4, ok4 := nvShuffleRef("shuffleXorNV", l, 32, 5, 4)
			want := []uint32{w0(s0, ok0), b2w(ok0), w0(s2, ok2), w0(s3, ok3), w0(s4, ok4)}
			for k, wv := range want {
				if g := got[(l*maxResults+k)*4]; g != wv {
					t.Errorf("lane %d result %d = %d, want %d", l, k, g, wv)
				}
			}
		}
	}},
	lowerCase{name: "nv_thread_group", build: buildXThreadGroup, envs: subgroupEnvs, check: func(t *testing.T, w []uint32) {
		in, mask := xInputs(32, 4, pickInt)
		r := runX(t, w, 32, 32, in, mask)
		got := u32s(r.out)
		for l := 0; l < 32; l++ {
			want := []uint32{32, uint32(l), 1<<uint(l) - 1, 0}
			for k, wv := range want {
				if g := got[(l*maxResults+k)*4]; g != wv {
					t.Errorf("lane %d result %d = %d, want %d", l, k, g, wv)
				}
			}
		}
	}},
	lowerCase{name: "arb_amd_ballot", build: func() *ir.Module { return buildARBAMD().module(divNone) }, envs: subgroupEnvs},
	lowerCase{name: "emulated_subgroup", build: buildXEmulated, envs: subgroupEnvs, opts: Options{Emulate: EmulateAll}},
)
