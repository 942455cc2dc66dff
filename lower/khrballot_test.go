package lower

import (
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/ir"
)

// buildAMDReductions is the GL_AMD_shader_ballot reductions and scans
// (sema's aliases of the subgroup operations) over uint, int, float and a
// vector.
func buildAMDReductions() *xprog {
	x := newXProg(128)
	v := x.input(ir.Uint32)
	sv := ir.Conv(ir.Bitcast, ir.Bin(ir.ISub, v, u(40)), ir.Int32)
	fv := u2f(ir.Bin(ir.BitAnd, v, u(255)))
	for _, op := range []string{"Add", "Min", "Max"} {
		for _, kind := range []string{"", "Inclusive", "Exclusive"} {
			name := "subgroup" + kind + op
			x.result(bc(name, ir.Uint32, v))
			x.result(ir.Conv(ir.Bitcast, bc(name, ir.Int32, sv), ir.Uint32))
			x.result(ir.Conv(ir.Bitcast, bc(name, ir.Float32, fv), ir.Uint32))
		}
	}
	x.result(bc("subgroupInclusiveAdd", ir.Vec(ir.Uint32, 2), ir.Cons(ir.Vec(ir.Uint32, 2), v, u(3))))
	return x
}

// TestARBAMDBelowSPIRV13: below SPIR-V 1.3 the ARB ballot and vote, the AMD
// ballot built-ins and the AMD reductions take glslang's forms
// (SPV_KHR_shader_ballot, SPV_KHR_subgroup_vote, SPV_AMD_shader_ballot,
// with no GroupNonUniform capability); each module is valid for vulkan1.0
// (lowerOK validates it) and computes on the interpreter what the SPIR-V
// 1.3 module computes, at every subgroup size (the masked swizzle only
// from 32 lanes up, as in TestARBAMDAgainstGlslang, where the interpreter
// reports its reads outside the subgroup).
func TestARBAMDBelowSPIRV13(t *testing.T) {
	v10 := Options{TargetEnv: targetenv.MustCompiler("vulkan1.0")}
	v11 := Options{TargetEnv: targetenv.MustCompiler("vulkan1.1")}
	for _, c := range []struct {
		name  string
		build func() *xprog
		caps  string
		skip  func(S, k int) bool
	}{
		{"arb_amd", buildARBAMD, "Int64 SPV_AMD_shader_ballot SPV_KHR_shader_ballot SPV_KHR_subgroup_vote Shader SubgroupBallotKHR SubgroupVoteKHR",
			func(S, k int) bool { return S < 32 && (k == 15 || k == 16) }},
		{"amd_reductions", buildAMDReductions, "Groups SPV_AMD_shader_ballot Shader", func(int, int) bool { return false }},
	} {
		t.Run(c.name, func(t *testing.T) {
			old := lowerOK(t, c.build().module(divNone), v10)
			if got := capsAndExts(t, old); got != c.caps {
				t.Errorf("vulkan1.0 capabilities and extensions %q, want %q", got, c.caps)
			}
			if gc := groupCaps(t, old); len(gc) != 0 {
				t.Errorf("vulkan1.0 module declares %s", strings.Join(gc, " "))
			}
			ref := lowerOK(t, c.build().module(divNone), v11)
			in, mask := xInputs(128, 9, pickInt)
			for _, S := range allSizes {
				a := runX(t, ref, S, 128, in, mask)
				b := runX(t, old, S, 128, in, mask)
				// Below 32 lanes the AMD masked swizzle's sources leave the
				// subgroup: the interpreter reports the read.
				if b.diags != "" && !(c.name == "arb_amd" && S < 32 && b.diags == "inactive-lane-read×128") {
					t.Errorf("size %d: %s", S, b.diags)
				}
				ga, gb := u32s(a.out), u32s(b.out)
				for w := range ga {
					if c.skip(S, w/4%maxResults) {
						continue
					}
					if ga[w] != gb[w] {
						t.Errorf("size %d: lane %d result %d word %d: SPIR-V 1.3 0x%x, 1.0 0x%x", S, w/4/maxResults, w/4%maxResults, w%4, ga[w], gb[w])
					}
				}
			}
		})
	}
}
