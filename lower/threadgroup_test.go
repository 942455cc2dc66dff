package lower

import (
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"math"
	"testing"

	"github.com/glslc-nv/glslc-nv/ir"
)

// buildThreadGroup: the GL_NV_shader_thread_group variables, ballots and
// votes inside "if (gl_SubgroupInvocationID % 3 != 0)" or with all lanes.
func buildThreadGroup() *xprog {
	x := newXProg(128)
	odd := x.input(ir.Bool) // word 0 & 1
	lane := func() ir.Expr { return x.lane() }
	for _, v := range []string{"gl_WarpSizeNV", "gl_ThreadInWarpNV", "gl_WarpIDNV", "gl_SMIDNV",
		"gl_ThreadEqMaskNV", "gl_ThreadGeMaskNV", "gl_ThreadGtMaskNV", "gl_ThreadLeMaskNV", "gl_ThreadLtMaskNV"} {
		x.result(x.bi(v))
	}
	x.result(bc("activeThreadsNV", ir.Uint32))
	x.result(bc("ballotThreadNV", ir.Uint32, odd))
	x.result(b2u(bc("anyThreadNV", ir.Bool, ueq(lane(), u(40)))))
	x.result(b2u(bc("allThreadsNV", ir.Bool, odd)))
	x.result(b2u(bc("allThreadsNV", ir.Bool, ult(lane(), u(48)))))
	x.result(b2u(bc("allThreadsEqualNV", ir.Bool, ir.Bin(ir.UGreaterEqual, lane(), u(32)))))
	x.result(b2u(bc("allThreadsEqualNV", ir.Bool, odd)))
	x.result(b2u(bc("allThreadsEqualNV", ir.Bool, ir.Bin(ir.UGreaterEqual, ir.Bin(ir.BitAnd, lane(), u(31)), u(1)))))
	return x
}

// threadGroupWant is SEMANTICS.md section 4 for one lane: warps are the
// aligned 32-lane segments of the subgroup; active says which lanes of the
// subgroup run the code; odd is each lane's input bit.
func threadGroupWant(gid, S int, active func(l int) bool, odd func(gid int) bool) []uint32 {
	lane := gid % S
	ws := min(S, 32)
	w0 := lane &^ 31 // first lane of the warp
	sgBase := gid - lane
	word := func(pred func(l int) bool) uint32 {
		var m uint32
		for l := w0; l < w0+32 && l < S; l++ {
			if pred(l) {
				m |= 1 << uint(l-w0)
			}
		}
		return m
	}
	act := func(p func(l int) bool) func(int) bool {
		return func(l int) bool { return active(l) && p(l) }
	}
	vote := func(p func(l int) bool) (any, all bool) {
		all = true
		for l := w0; l < w0+32 && l < S; l++ {
			if active(l) {
				any = any || p(l)
				all = all && p(l)
			}
		}
		return
	}
	oddL := func(l int) bool { return odd(sgBase + l) }
	anyOdd, allOdd := vote(oddL)
	any40, _ := vote(func(l int) bool { return l == 40 })
	_, all48 := vote(func(l int) bool { return l < 48 })
	any32, all32 := vote(func(l int) bool { return l >= 32 })
	anyW, allW := vote(func(l int) bool { return l&31 >= 1 })
	return []uint32{uint32(ws), uint32(lane & 31), uint32(gid / ws), 0,
		word(func(l int) bool { return l == lane }), word(func(l int) bool { return l >= lane }),
		word(func(l int) bool { return l > lane }), word(func(l int) bool { return l <= lane }),
		word(func(l int) bool { return l < lane }),
		word(active), word(act(oddL)), b2w(any40), b2w(allOdd), b2w(all48),
		b2w(!any32 || all32), b2w(!anyOdd || allOdd), b2w(!anyW || allW)}
}

func TestThreadGroup(t *testing.T) {
	x := buildThreadGroup()
	in, mask := xInputs(128, 5, pickInt)
	inw := u32s(in)
	odd := func(gid int) bool { return inw[gid*4]&1 != 0 }
	for _, div := range []int{divNone, divMod3} {
		m := buildThreadGroup().module(div)
		for _, env := range []string{"vulkan1.1", "vulkan1.3"} {
			w := lowerOK(t, m, Options{TargetEnv: targetenv.MustCompiler(env)})
			for _, S := range []int{4, 8, 32, 64, 128} {
				r := runX(t, w, S, 128, in, mask)
				if r.diags != "" {
					t.Errorf("size %d: %s", S, r.diags)
				}
				got := u32s(r.out)
				active := func(l int) bool { return div == divNone || l%3 != 0 }
				for gid := 0; gid < 128; gid++ {
					if !active(gid % S) {
						continue
					}
					want := threadGroupWant(gid, S, active, odd)
					for k := 0; k < int(x.n); k++ {
						if g := got[(gid*maxResults+k)*4]; g != want[k] {
							t.Errorf("%s %s size %d gid %d result %d = 0x%x, want 0x%x", env, divNames[div], S, gid, k, g, want[k])
						}
					}
				}
			}
		}
	}
}

// TestQuadSwizzle: quadSwizzle{0,1,2,3,X,Y}NV with and without y on float
// and vec3, natively and with the quad family emulated.
func TestQuadSwizzle(t *testing.T) {
	build := func() *xprog {
		x := newXProg(64)
		for _, ty := range []*ir.Type{ir.Float32, ir.Vec(ir.Float32, 3)} {
			v := x.input(ty)
			var y ir.Expr = f(100)
			if !ty.IsScalar() {
				y = &ir.Splat{Typ: ty, X: f(100)}
			}
			y = x.let(y)
			for _, s := range []string{"0", "1", "2", "3", "X", "Y"} {
				x.result(bc("quadSwizzle"+s+"NV", ty, v))
				x.result(bc("quadSwizzle"+s+"NV", ty, v, y))
			}
		}
		return x
	}
	var in []uint32
	for i := 0; i < 64; i++ {
		for c := 0; c < 4; c++ {
			in = append(in, math.Float32bits(float32(i)*1.5+float32(c)*0.25))
		}
	}
	mask := make([]byte, 4*64)
	for _, emu := range []EmulateSet{0, EmulateQuad} {
		x := build()
		w := lowerOK(t, x.module(divNone), Options{Emulate: emu})
		if emu != 0 {
			for _, c := range groupCaps(t, w) {
				if !basicCaps[c] {
					t.Errorf("emulated quadSwizzle module declares %s", c)
				}
			}
		}
		for _, S := range []int{4, 8, 32, 64} {
			r := runX(t, w, S, 64, u32Bytes(in...), mask)
			if r.diags != "" {
				t.Errorf("size %d: %s", S, r.diags)
			}
			got := u32s(r.out)
			for gid := 0; gid < 64; gid++ {
				k := 0
				for _, comps := range []int{1, 3} {
					for _, s := range []string{"0", "1", "2", "3", "X", "Y"} {
						src := gid&^3 + map[string]int{"0": 0, "1": 1, "2": 2, "3": 3, "X": gid&3 ^ 1, "Y": gid&3 ^ 2}[s]
						for plus := 0; plus < 2; plus++ {
							for c := 0; c < comps; c++ {
								want := float32(src)*1.5 + float32(c)*0.25
								if plus == 1 {
									want += 100
								}
								if g := math.Float32frombits(got[(gid*maxResults+k)*4+c]); g != want {
									t.Errorf("emulate %v size %d gid %d quadSwizzle%sNV (y %d) comp %d = %g, want %g", emu, S, gid, s, plus, c, g, want)
								}
							}
							k++
						}
					}
				}
			}
		}
	}
}

// TestThreadGroupModel pins the section 4 model to hand-worked values:
// lane 40 of a 64-lane subgroup is thread 8 of warp 1; in an 8-lane
// subgroup the warp is the subgroup.
func TestThreadGroupModel(t *testing.T) {
	all := func(int) bool { return true }
	odd := func(gid int) bool { return gid%2 == 1 }
	for _, c := range []struct {
		gid, S int
		want   []uint32
	}{
		// size, thread, warp id, SM, Eq, Ge, Gt, Le, Lt, active, ballot(odd), any(40), all(odd), all(<48), eq(>=32), eq(odd), eq(&31>=1)
		{40, 64, []uint32{32, 8, 1, 0, 0x100, 0xFFFFFF00, 0xFFFFFE00, 0x1FF, 0xFF, 0xFFFFFFFF, 0xAAAAAAAA, 1, 0, 0, 1, 0, 0}},
		{3, 64, []uint32{32, 3, 0, 0, 0x8, 0xFFFFFFF8, 0xFFFFFFF0, 0xF, 0x7, 0xFFFFFFFF, 0xAAAAAAAA, 0, 0, 1, 1, 0, 0}},
		{13, 8, []uint32{8, 5, 1, 0, 0x20, 0xE0, 0xC0, 0x3F, 0x1F, 0xFF, 0xAA, 0, 0, 1, 1, 0, 0}},
	} {
		got := threadGroupWant(c.gid, c.S, all, odd)
		for k := range c.want {
			if got[k] != c.want[k] {
				t.Errorf("gid %d size %d result %d = 0x%x, want 0x%x", c.gid, c.S, k, got[k], c.want[k])
			}
		}
	}
}
