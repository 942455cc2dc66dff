package lower

import (
	"testing"

	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// fnInsts counts the instructions of a module's function bodies (labels,
// variables and the function's own markers left out).
func fnInsts(t *testing.T, w []uint32) int {
	m, err := spirv.DecodeWords(w)
	if err != nil {
		t.Fatal(err)
	}
	in, n := false, 0
	for _, i := range m.Insts {
		switch i.Op {
		case spirv.OpFunction:
			in = true
		case spirv.OpLabel, spirv.OpVariable, spirv.OpFunctionEnd:
		default:
			if in {
				n++
			}
		}
	}
	return n
}

// TestEmulationCost measures what each emulation adds to one call: the
// static instruction count and the instructions one lane executes with 32
// lanes active (one subgroup of 32, four distinct values, 64-bit-free
// uint data), and keeps them within the figures docs/extensions.md and
// the report quote.
func TestEmulationCost(t *testing.T) {
	all := ir.ConstComposite(uvec4, u(0xffffffff), u(0), u(0), u(0))
	for _, c := range []struct {
		name            string
		call            func(v ir.Expr) ir.Expr
		static, perLane int
	}{
		{"quad broadcast", func(v ir.Expr) ir.Expr { return bc("subgroupQuadBroadcast", ir.Uint32, v, u(2)) }, 4, 4},
		{"quad swap", func(v ir.Expr) ir.Expr { return bc("subgroupQuadSwapHorizontal", ir.Uint32, v) }, 0, 0},
		{"shuffle up", func(v ir.Expr) ir.Expr { return bc("subgroupShuffleUp", ir.Uint32, v, u(1)) }, 4, 4},
		{"shuffle down", func(v ir.Expr) ir.Expr { return bc("subgroupShuffleDown", ir.Uint32, v, u(1)) }, 6, 6},
		{"rotate", func(v ir.Expr) ir.Expr { return bc("subgroupRotate", ir.Uint32, v, u(1)) }, 8, 8},
		{"clustered rotate", func(v ir.Expr) ir.Expr { return bc("subgroupClusteredRotate", ir.Uint32, v, u(1), u(4)) }, 10, 10},
		{"clustered add 4", func(v ir.Expr) ir.Expr { return bc("subgroupClusteredAdd", ir.Uint32, v, u(4)) }, 34, 14 + 22*4},
		{"clustered add 32", func(v ir.Expr) ir.Expr { return bc("subgroupClusteredAdd", ir.Uint32, v, u(32)) }, 34, 14 + 22*32},
		{"partitioned add", func(v ir.Expr) ir.Expr { return bc("subgroupPartitionedAddNV", ir.Uint32, v, all) }, 30, 16 + 24*32},
		{"partitioned exclusive add", func(v ir.Expr) ir.Expr { return bc("subgroupPartitionedExclusiveAddNV", ir.Uint32, v, all) }, 33, 19 + 26*32},
		{"partition (4 values)", func(v ir.Expr) ir.Expr { return ir.Swz(bc("subgroupPartitionNV", uvec4, v), 0) }, 28, 20 + 28*4},
	} {
		var st, dyn [2]int
		for k, emu := range []EmulateSet{0, EmulateAll} {
			x := newXProg(32)
			x.result(c.call(x.input(ir.Uint32)))
			w := lowerOK(t, x.module(divNone), Options{Emulate: emu})
			in, mask := xInputs(32, 1, func(g *lcg) uint32 { return g.next() % 4 })
			p, err := interp.Load(spirv.Encode(w))
			if err != nil {
				t.Fatal(err)
			}
			res, err := p.Run(interp.Config{SubgroupSize: 32, Buffers: map[[2]uint32][]byte{
				{0, 0}: make([]byte, 16*32*maxResults), {0, 1}: in, {0, 2}: mask}})
			if err != nil {
				t.Fatal(err)
			}
			st[k], dyn[k] = fnInsts(t, w), int(res.Instructions/32)
		}
		ds, dd := st[1]-st[0], dyn[1]-dyn[0]
		t.Logf("%-26s +%3d static, +%4d executed per lane", c.name, ds, dd)
		if ds > c.static || dd > c.perLane {
			t.Errorf("%s: +%d static, +%d per lane; documented at most +%d, +%d", c.name, ds, dd, c.static, c.perLane)
		}
	}
}
