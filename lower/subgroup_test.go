package lower

import (
	"testing"

	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// stores writes results[k] to out[gid*len(results)+k].
func (p *prog) stores(out *ir.Global, results []ir.Expr) {
	n := uint32(len(results))
	for k, r := range results {
		p.add(ir.Assign(at(out, uadd(umul(p.gid(), u(n)), u(uint32(k)))), r))
	}
}

func b2u(x ir.Expr) ir.Expr { return ir.Conv(ir.BoolToInt, x, ir.Uint32) }

func runSubgroups(t *testing.T, w []uint32, words, perLane int) []uint32 {
	t.Helper()
	buf := make([]byte, 4*words*perLane)
	run(t, w, interp.Config{SubgroupSize: 8, Buffers: map[[2]uint32][]byte{{0, 0}: buf}})
	return u32s(buf)
}

func checkLanes(t *testing.T, got []uint32, n int, want func(gid, k int) uint32) {
	t.Helper()
	for gid := 0; gid < len(got)/n; gid++ {
		for k := 0; k < n; k++ {
			if w := want(gid, k); got[gid*n+k] != w {
				t.Errorf("invocation %d result %d = %d, want %d", gid, k, got[gid*n+k], w)
			}
		}
	}
}

// subgroup_vote_ballot: basic, vote and ballot built-ins and the subgroup
// built-in variables; two subgroups of 8.
func buildVoteBallot() *ir.Module {
	p := newProg(16, 1, 1)
	out := p.buf("Out", 0, ir.Uint32, 4)
	lane := p.bi("gl_SubgroupInvocationID")
	ballot := func(c ir.Expr) ir.Expr { return bc("subgroupBallot", uvec4, c) }
	mask := ir.ConstComposite(uvec4, u(0x0f), u(0), u(0), u(0))
	p.stores(out, []ir.Expr{
		b2u(bc("subgroupElect", ir.Bool)),
		b2u(bc("subgroupAll", ir.Bool, ult(p.gid(), u(100)))),
		b2u(bc("subgroupAny", ir.Bool, ueq(p.gid(), u(3)))),
		ir.Swz(ballot(ueq(ir.Bin(ir.BitAnd, lane, u(1)), u(1))), 0),
		bc("subgroupBallotBitCount", ir.Uint32, ballot(ult(p.bi("gl_SubgroupInvocationID"), u(3)))),
		bc("subgroupBroadcast", ir.Uint32, p.gid(), u(2)),
		bc("subgroupBroadcastFirst", ir.Uint32, umul(p.gid(), u(10))),
		b2u(bc("subgroupAllEqual", ir.Bool, ir.Bin(ir.UDiv, p.gid(), u(8)))),
		bc("subgroupBallotInclusiveBitCount", ir.Uint32, ballot(ir.ConstBool(true))),
		bc("subgroupBallotFindMSB", ir.Uint32, ballot(ult(p.bi("gl_SubgroupInvocationID"), u(5)))),
		p.bi("gl_SubgroupSize"),
		p.bi("gl_SubgroupInvocationID"),
		p.bi("gl_SubgroupID"),
		p.bi("gl_NumSubgroups"),
		ir.Swz(p.bi("gl_SubgroupLtMask"), 0),
		b2u(bc("subgroupInverseBallot", ir.Bool, mask)),
		b2u(bc("subgroupBallotBitExtract", ir.Bool, mask, p.bi("gl_SubgroupInvocationID"))),
	})
	p.add(ir.Do(bc("subgroupBarrier", ir.Void)), ir.Do(bc("subgroupMemoryBarrierBuffer", ir.Void)))
	return p.Module
}

// subgroup_arithmetic: reductions and scans on int, uint, float and bool,
// clustered reductions, shuffles and quad operations.
func buildSubgroupArith() *ir.Module {
	p := newProg(8, 1, 1)
	out := p.buf("Out", 0, ir.Uint32, 4)
	lane := func() ir.Expr { return p.bi("gl_SubgroupInvocationID") }
	ilane := func() ir.Expr { return ir.Conv(ir.Bitcast, lane(), ir.Int32) }
	p.stores(out, []ir.Expr{
		bc("subgroupAdd", ir.Uint32, lane()),
		bc("subgroupInclusiveAdd", ir.Uint32, lane()),
		bc("subgroupExclusiveAdd", ir.Uint32, lane()),
		ir.Conv(ir.Bitcast, bc("subgroupMin", ir.Int32, ir.Bin(ir.ISub, ilane(), i32(3))), ir.Uint32),
		ir.Conv(ir.FToU, bc("subgroupMax", ir.Float32, u2f(lane())), ir.Uint32),
		bc("subgroupMul", ir.Uint32, u(2)),
		bc("subgroupAnd", ir.Uint32, ir.Bin(ir.BitOr, lane(), u(8))),
		bc("subgroupOr", ir.Uint32, ir.Bin(ir.ShiftLeft, u(1), lane())),
		bc("subgroupXor", ir.Uint32, lane()),
		uadd(umul(b2u(bc("subgroupAnd", ir.Bool, ult(lane(), u(7)))), u(2)), b2u(bc("subgroupOr", ir.Bool, ueq(lane(), u(3))))),
		bc("subgroupClusteredAdd", ir.Uint32, lane(), u(4)),
		bc("subgroupClusteredMax", ir.Uint32, lane(), u(2)),
		bc("subgroupShuffle", ir.Uint32, umul(lane(), u(3)), ir.Bin(ir.ISub, u(7), lane())),
		bc("subgroupShuffleXor", ir.Uint32, lane(), u(1)),
		bc("subgroupShuffleUp", ir.Uint32, lane(), &ir.Select{Cond: ueq(lane(), u(0)), X: u(0), Y: u(1)}),
		bc("subgroupShuffleDown", ir.Uint32, lane(), &ir.Select{Cond: ueq(lane(), u(7)), X: u(0), Y: u(1)}),
		bc("subgroupQuadBroadcast", ir.Uint32, lane(), u(2)),
		bc("subgroupQuadSwapHorizontal", ir.Uint32, lane()),
		bc("subgroupQuadSwapVertical", ir.Uint32, lane()),
		bc("subgroupQuadSwapDiagonal", ir.Uint32, lane()),
	})
	return p.Module
}

// subgroup_rotate: GL_KHR_shader_subgroup_rotate.
func buildRotate() *ir.Module {
	p := newProg(8, 1, 1)
	out := p.buf("Out", 0, ir.Uint32, 4)
	lane := func() ir.Expr { return p.bi("gl_SubgroupInvocationID") }
	p.stores(out, []ir.Expr{
		bc("subgroupRotate", ir.Uint32, lane(), u(1)),
		bc("subgroupClusteredRotate", ir.Uint32, lane(), u(1), u(4)),
	})
	return p.Module
}

// subgroup_partitioned: GL_NV_shader_subgroup_partitioned with the worked
// example of SEMANTICS.md section 5 (even/odd partition of 8 lanes).
func buildPartitioned() *ir.Module {
	p := newProg(8, 1, 1)
	out := p.buf("Out", 0, ir.Float32, 4)
	in := p.buf("In", 1, ir.Float32, 4)
	ballot := p.local("ballot", uvec4)
	lane := func() ir.Expr { return p.bi("gl_SubgroupInvocationID") }
	val := func() ir.Expr { return ir.Ld(at(in, p.gid())) }
	p.add(set(ballot, bc("subgroupPartitionNV", uvec4, ir.Bin(ir.BitAnd, lane(), u(1)))))
	n := uint32(5)
	res := []ir.Expr{
		bc("subgroupPartitionedAddNV", ir.Float32, val(), ld(ballot)),
		u2f(ir.Swz(ld(ballot), 0)),
		bc("subgroupPartitionedInclusiveAddNV", ir.Float32, val(), ld(ballot)),
		u2f(bc("subgroupPartitionedExclusiveAddNV", ir.Uint32, lane(), ld(ballot))),
		ir.Conv(ir.BoolToFloat, bc("subgroupPartitionedOrNV", ir.Bool, ueq(lane(), u(2)), ld(ballot)), ir.Float32),
	}
	for k, r := range res {
		p.add(ir.Assign(at(out, uadd(umul(p.gid(), u(n)), u(uint32(k)))), r))
	}
	return p.Module
}

var _ = register(
	lowerCase{name: "subgroup_vote_ballot", build: buildVoteBallot, envs: subgroupEnvs, check: func(t *testing.T, w []uint32) {
		checkLanes(t, runSubgroups(t, w, 16, 17), 17, func(gid, k int) uint32 {
			lane, sg := gid%8, gid/8
			b := func(c bool) uint32 {
				if c {
					return 1
				}
				return 0
			}
			return [...]uint32{b(lane == 0), 1, b(sg == 0), 0xaa, 3, uint32(sg*8 + 2), uint32(sg * 80), 1, uint32(lane + 1), 4,
				8, uint32(lane), uint32(sg), 2, 1<<lane - 1, b(lane < 4), b(lane < 4)}[k]
		})
	}},
	lowerCase{name: "subgroup_arithmetic", build: buildSubgroupArith, envs: subgroupEnvs, check: func(t *testing.T, w []uint32) {
		checkLanes(t, runSubgroups(t, w, 8, 20), 20, func(l, k int) uint32 {
			up, down := l-1, l+1
			if l == 0 {
				up = 0
			}
			if l == 7 {
				down = 7
			}
			return [...]uint32{28, uint32(l * (l + 1) / 2), uint32(l * (l - 1) / 2), uint32(0xfffffffd), 7, 256, 8, 255, 0, 1,
				uint32([]int{6, 22}[l/4]), uint32(l | 1), uint32((7 - l) * 3), uint32(l ^ 1), uint32(up), uint32(down),
				uint32(l&^3 + 2), uint32(l ^ 1), uint32(l ^ 2), uint32(l ^ 3)}[k]
		})
	}},
	lowerCase{name: "subgroup_rotate", build: buildRotate, envs: subgroupEnvs, check: func(t *testing.T, w []uint32) {
		checkLanes(t, runSubgroups(t, w, 8, 2), 2, func(l, k int) uint32 {
			return [...]uint32{uint32((l + 1) % 8), uint32(l&^3 | (l+1)&3)}[k]
		})
	}},
	lowerCase{name: "subgroup_partitioned", build: buildPartitioned, envs: subgroupEnvs, check: func(t *testing.T, w []uint32) {
		out := make([]byte, 4*8*5)
		in := f32Bytes(42, 13, -56, 0, 128, -1, 7, 3.5)
		run(t, w, interp.Config{SubgroupSize: 8, Buffers: map[[2]uint32][]byte{{0, 0}: out, {0, 1}: in}})
		got := f32s(out)
		incl := []float32{42, 13, -14, 13, 114, 12, 121, 15.5}
		excl := []float32{0, 0, 0, 1, 2, 4, 6, 9}
		for l := 0; l < 8; l++ {
			want := []float32{121, 0x55, incl[l], excl[l], 1}
			if l%2 == 1 {
				want[0], want[1], want[4] = 15.5, 0xaa, 0
			}
			for k, w := range want {
				if got[l*5+k] != w {
					t.Errorf("lane %d result %d = %g, want %g", l, k, got[l*5+k], w)
				}
			}
		}
	}},
)
