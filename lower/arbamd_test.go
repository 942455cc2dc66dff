package lower

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv"
)

var u64 = ir.Uint64

// buildARBAMD is testdata/glsl/arb_amd.comp as IR: GL_ARB_shader_ballot,
// GL_ARB_shader_group_vote and the GL_AMD_shader_ballot cross-lane
// functions.
func buildARBAMD() *xprog {
	x := newXProg(128)
	v := x.input(ir.Uint32)
	odd := ir.Bin(ir.INotEqual, ir.Bin(ir.BitAnd, v, u(1)), u(0))
	b := x.let(bc("ballotARB", u64, odd))
	i := func() ir.Expr { return x.bi("gl_SubGroupInvocationARB") }
	x.result(b)
	x.result(bc("readInvocationARB", ir.Uint32, v, u(3)))
	x.result(bc("readInvocationARB", ir.Uint32, v, ir.Bin(ir.BitAnd, ir.Ld(at(x.in, u(0))), u(3))))
	x.result(bc("readFirstInvocationARB", ir.Uint32, v))
	x.result(b2u(bc("anyInvocationARB", ir.Bool, ueq(i(), u(5)))))
	x.result(b2u(bc("allInvocationsARB", ir.Bool, ult(i(), u(100)))))
	x.result(b2u(bc("allInvocationsEqualARB", ir.Bool, odd)))
	x.result(x.bi("gl_SubGroupSizeARB"))
	x.result(i())
	for _, m := range []string{"Eq", "Ge", "Gt", "Le", "Lt"} {
		x.result(x.bi("gl_SubGroup" + m + "MaskARB"))
	}
	x.result(bc("swizzleInvocationsAMD", ir.Uint32, v, ir.ConstComposite(uvec4, u(3), u(2), u(1), u(0))))
	x.result(bc("swizzleInvocationsMaskedAMD", ir.Uint32, v, ir.ConstComposite(uvec3, u(0x1c), u(0), u(1))))
	x.result(bc("swizzleInvocationsMaskedAMD", ir.Uint32, v, ir.ConstComposite(uvec3, u(31), u(3), u(20))))
	x.result(bc("writeInvocationAMD", ir.Uint32, v, u(99), u(2)))
	x.result(bc("mbcntAMD", ir.Uint32, b))
	fv := x.let(ir.Cons(vec2, u2f(ir.Bin(ir.BitAnd, v, u(255))), f(1.5)))
	x.result(bc("swizzleInvocationsAMD", vec2, fv, ir.ConstComposite(uvec4, u(1), u(0), u(3), u(2))))
	iv := x.let(ir.Cons(ir.Vec(ir.Int32, 3), ir.Conv(ir.Bitcast, v, ir.Int32), ir.Un(ir.SNegate, ir.Conv(ir.Bitcast, v, ir.Int32)), i32(7)))
	x.result(bc("writeInvocationAMD", ir.Vec(ir.Int32, 3), iv, ir.Cons(ir.Vec(ir.Int32, 3), i32(1), i32(2), i32(3)), u(5)))
	return x
}

// TestARBAMDAgainstGlslang runs glslang's module for arb_amd.comp
// (SPV_KHR_shader_ballot, SPV_KHR_subgroup_vote and SPV_AMD_shader_ballot
// instructions) and ours (core subgroup operations only) on the
// interpreter with every lane active: the buffers must agree at every
// subgroup size (the masked swizzle only from 32 lanes up: below, its
// sources leave the subgroup, which the AMD instruction leaves undefined
// and our lowering reads as 0).
func TestARBAMDAgainstGlslang(t *testing.T) {
	tool := testtool.Require(t, "glslangValidator")
	spv := filepath.Join(t.TempDir(), "arb_amd.spv")
	if out, err := exec.Command(tool, "-V", "--target-env", "vulkan1.1", "-o", spv, filepath.Join("testdata", "glsl", "arb_amd.comp")).CombinedOutput(); err != nil {
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
	x := buildARBAMD()
	ours := lowerOK(t, x.module(divNone), Options{})
	if c := capsAndExts(t, ours); c != "GroupNonUniform GroupNonUniformBallot GroupNonUniformShuffle GroupNonUniformVote Int64 Shader" {
		t.Errorf("capabilities %s", c)
	}
	in, mask := xInputs(128, 9, pickInt)
	for _, S := range allSizes {
		a := runX(t, ref, S, 128, in, mask)
		b := runX(t, ours, S, 128, in, mask)
		if b.diags != "" {
			t.Errorf("size %d: %s", S, b.diags)
		}
		ga, gb := u32s(a.out), u32s(b.out)
		for w := range ga {
			if k := w / 4 % maxResults; S < 32 && (k == 15 || k == 16) {
				continue
			}
			if ga[w] != gb[w] {
				t.Errorf("size %d: lane %d result %d word %d: glslang 0x%x, ours 0x%x", S, w/4/maxResults, w/4%maxResults, w%4, ga[w], gb[w])
			}
		}
	}
}

// TestAMDInactive: the swizzles read an inactive (or missing) source lane
// as 0, as the AMD specification says, without reading inactive lanes;
// writeInvocationAMD and mbcntAMD in divergent code.
func TestAMDInactive(t *testing.T) {
	x := newXProg(64)
	v := x.input(ir.Uint32)
	x.result(bc("swizzleInvocationsAMD", ir.Uint32, v, ir.ConstComposite(uvec4, u(1), u(2), u(3), u(0))))
	x.result(bc("swizzleInvocationsMaskedAMD", ir.Uint32, v, ir.ConstComposite(uvec3, u(31), u(0), u(5))))
	x.result(bc("writeInvocationAMD", ir.Uint32, v, u(99), u(4)))
	x.result(bc("mbcntAMD", ir.Uint32, ir.ConstUint(u64, 0xF0F0_0000_FFFF_00F5)))
	w := lowerOK(t, x.module(divMod3), Options{})
	in, mask := xInputs(64, 21, pickInt)
	inw := u32s(in)
	for _, S := range []int{4, 8, 32, 64} {
		r := runX(t, w, S, 64, in, mask)
		if r.diags != "" {
			t.Errorf("size %d: %s", S, r.diags)
		}
		got := u32s(r.out)
		for gid := 0; gid < 64; gid++ {
			lane := gid % S
			if lane%3 == 0 {
				continue
			}
			read := func(src int) uint32 {
				if src >= S || src%3 == 0 {
					return 0
				}
				return inw[(gid-lane+src)*4]
			}
			wi := inw[gid*4]
			if lane == 4 {
				wi = 99
			}
			mb := uint32(0)
			for j := 0; j < lane && j < 64; j++ {
				if uint64(0xF0F0_0000_FFFF_00F5)>>j&1 != 0 {
					mb++
				}
			}
			want := []uint32{read(lane&^3 | (lane+1)&3), read(lane&^31 | (lane&31 ^ 5)), wi, mb}
			for k, wv := range want {
				if g := got[(gid*maxResults+k)*4]; g != wv {
					t.Errorf("size %d gid %d result %d = 0x%x, want 0x%x", S, gid, k, g, wv)
				}
			}
		}
	}
}
