package lower

import (
	"fmt"
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/nvwarp"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

var nvModes = []string{"shuffleNV", "shuffleUpNV", "shuffleDownNV", "shuffleXorNV"}

// nvShuffleRef is SEMANTICS.md section 3 written out: the source lane and
// validity of an NV shuffle for a lane of a subgroup of S lanes.
func nvShuffleRef(mode string, lane, S int, index, width uint32) (int, bool) {
	if !nvwarp.GoodWidth(width) {
		return lane, false
	}
	idx := index & 31
	local, base := uint32(lane)&(width-1), uint32(lane)&^(width-1)
	var rel uint32
	var ok bool
	switch mode {
	case "shuffleNV":
		rel, ok = idx, idx < width
	case "shuffleUpNV":
		rel, ok = local-idx, local >= idx
	case "shuffleDownNV":
		rel = local + idx
		ok = rel < width
	case "shuffleXorNV":
		rel = local ^ idx
		ok = rel < width
	}
	if !ok || int(base+rel) >= S {
		return lane, false
	}
	return int(base + rel), true
}

// TestNVShuffleRefExamples pins the reference model to hand-worked cases.
func TestNVShuffleRefExamples(t *testing.T) {
	for _, c := range []struct {
		mode         string
		lane, S      int
		index, width uint32
		wantSrc      int
		wantValid    bool
		why          string
	}{
		{"shuffleNV", 5, 32, 2, 32, 2, true, "the spec's example: lane 2 holds c"},
		{"shuffleNV", 13, 32, 2, 8, 10, true, "segment 8..15, lane 8+2"},
		{"shuffleNV", 13, 32, 9, 8, 13, false, "index >= width"},
		{"shuffleNV", 13, 32, 34, 8, 10, true, "index mod 32 = 2"},
		{"shuffleNV", 1, 4, 5, 8, 1, false, "source 5 beyond a 4-lane subgroup (Decision)"},
		{"shuffleUpNV", 8, 32, 1, 8, 8, false, "first lane of its segment"},
		{"shuffleUpNV", 9, 32, 1, 8, 8, true, ""},
		{"shuffleUpNV", 31, 32, 33, 32, 30, true, "index 33 is 1"},
		{"shuffleDownNV", 0, 32, 3, 4, 3, true, ""},
		{"shuffleDownNV", 1, 32, 3, 4, 1, false, "1+3 leaves the segment of 4"},
		{"shuffleDownNV", 30, 32, 1, 32, 31, true, "lane 31 is reachable"},
		{"shuffleXorNV", 6, 32, 1, 32, 7, true, ""},
		{"shuffleXorNV", 0, 32, 5, 4, 0, false, "0^5 = 5 >= 4"},
		{"shuffleXorNV", 37, 64, 16, 32, 53, true, "second warp of a 64-lane subgroup"},
		{"shuffleXorNV", 2, 8, 16, 32, 2, false, "source 18 beyond an 8-lane subgroup"},
	} {
		src, ok := nvShuffleRef(c.mode, c.lane, c.S, c.index, c.width)
		if src != c.wantSrc || ok != c.wantValid {
			t.Errorf("%s lane %d/%d index %d width %d = %d, %v; want %d, %v (%s)",
				c.mode, c.lane, c.S, c.index, c.width, src, ok, c.wantSrc, c.wantValid, c.why)
		}
	}
}

// nvParams are the (index, width) pairs of the dynamic shuffle test.
func nvParams(widths []uint32) [][2]uint32 {
	var ps [][2]uint32
	for _, w := range widths {
		for _, i := range []uint32{0, 1, 2, 3, 5, 7, 15, 16, 31, 32, 33, 40, 0xFFFFFFFF} {
			ps = append(ps, [2]uint32{i, w})
		}
	}
	return ps
}

// buildNVShuffleDynamic: for each (index, width) pair of the params buffer
// (binding 1, read in a uniform loop so both are run-time values), every
// lane stores shuffle<mode>NV(data, index, width, valid) and valid for the
// four modes, plus the three-argument form; data = gid * 10 + 7.
func buildNVShuffleDynamic(np uint32) *ir.Module {
	p := newProg(64, 1, 1)
	out := p.buf("Out", 0, ir.Uint32, 4)
	params := p.buf("Params", 1, ir.Uint32, 4)
	i, valid := p.local("i", ir.Uint32), p.local("valid", ir.Bool)
	data := func() ir.Expr { return uadd(umul(p.gid(), u(10)), u(7)) }
	idx := func() ir.Expr { return ir.Ld(at(params, umul(ld(i), u(2)))) }
	width := func() ir.Expr { return ir.Ld(at(params, uadd(umul(ld(i), u(2)), u(1)))) }
	slot := func(k uint32) ir.Ref {
		return at(out, uadd(umul(uadd(umul(p.gid(), u(np)), ld(i)), u(12)), u(k)))
	}
	var body []ir.Stmt
	for m, mode := range nvModes {
		k := uint32(m) * 3
		body = append(body,
			ir.Assign(slot(k), bc(mode, ir.Uint32, data(), idx(), width(), lr(valid))),
			ir.Assign(slot(k+1), b2u(ld(valid))),
			ir.Assign(slot(k+2), bc(mode, ir.Uint32, data(), idx(), width())))
	}
	p.add(set(i, u(0)), ir.For(ult(ld(i), u(np)), ir.Blk(inc(i)), body...))
	return p.Module
}

func runNV(t *testing.T, w []uint32, S int, params [][2]uint32) ([]uint32, []interp.Diagnostic) {
	t.Helper()
	var pw []uint32
	for _, q := range params {
		pw = append(pw, q[0], q[1])
	}
	out := make([]byte, 4*64*12*len(params))
	p, err := interp.Load(spirv.Encode(w))
	if err != nil {
		t.Fatal(err)
	}
	res, err := p.Run(interp.Config{SubgroupSize: S, Buffers: map[[2]uint32][]byte{{0, 0}: out, {0, 1}: u32Bytes(pw...)}})
	if err != nil {
		t.Fatal(err)
	}
	return u32s(out), res.Diagnostics
}

// TestNVShuffleDynamic checks every mode at widths 2..32 with in-range and
// out-of-range indices, with and without threadIdValid, against the
// section 3 table at subgroup sizes 4, 8, 32 and 64.
func TestNVShuffleDynamic(t *testing.T) {
	params := nvParams([]uint32{2, 4, 8, 16, 32})
	m := buildNVShuffleDynamic(uint32(len(params)))
	for _, env := range []string{"vulkan1.1", "vulkan1.3"} {
		w := lowerOK(t, m, Options{TargetEnv: targetenv.MustCompiler(env)})
		for _, S := range []int{4, 8, 32, 64} {
			got, diags := runNV(t, w, S, params)
			for _, d := range diags {
				t.Errorf("size %d: %s", S, d)
			}
			bad := 0
			for gid := 0; gid < 64; gid++ {
				lane := gid % S
				for pi, q := range params {
					for mi, mode := range nvModes {
						src, ok := nvShuffleRef(mode, lane, S, q[0], q[1])
						want := [3]uint32{uint32((gid-lane+src)*10 + 7), 0, uint32((gid-lane+src)*10 + 7)}
						if ok {
							want[1] = 1
						}
						base := (gid*len(params)+pi)*12 + mi*3
						if g := [3]uint32(got[base : base+3]); g != want && bad < 10 {
							bad++
							t.Errorf("%s size %d gid %d %s(index %d, width %d) = %v, want %v", env, S, gid, mode, int32(q[0]), q[1], g, want)
						}
					}
				}
			}
		}
	}
}

// TestNVShuffleBadWidth: run-time widths that are not powers of two in
// 2..32 give the lane's own value and false, and the interpreter reports
// the undefined shuffle.
func TestNVShuffleBadWidth(t *testing.T) {
	params := nvParams([]uint32{0, 1, 3, 6, 33, 64})
	w := lowerOK(t, buildNVShuffleDynamic(uint32(len(params))), Options{})
	got, diags := runNV(t, w, 32, params)
	for gid := 0; gid < 64; gid++ {
		for pi := range params {
			for mi := range nvModes {
				base := (gid*len(params)+pi)*12 + mi*3
				want := [3]uint32{uint32(gid*10 + 7), 0, uint32(gid*10 + 7)}
				if g := [3]uint32(got[base : base+3]); g != want {
					t.Fatalf("gid %d params %v mode %s = %v, want %v", gid, params[pi], nvModes[mi], g, want)
				}
			}
		}
	}
	if len(diags) == 0 || !strings.Contains(diags[0].Kind, "inactive-lane-read") || !strings.Contains(diags[0].Msg, "width is not a power of two") {
		t.Errorf("no inactive-lane-read diagnostic for bad widths: %v", diags)
	}
}

// buildNVShuffleTypes: constant index and width on every data type
// (int, uint, float, bool and vectors), storing each component.
func buildNVShuffleTypes() *xprog {
	x := newXProg(64)
	for _, ty := range []*ir.Type{ir.Int32, ir.Float32, ir.Bool, ir.Vec(ir.Uint32, 3), ir.Vec(ir.Float32, 4), ir.Vec(ir.Bool, 2)} {
		v := x.input(ty)
		valid := x.local(fmt.Sprintf("valid%d", x.n), ir.Bool)
		x.result(bc("shuffleXorNV", ty, v, u(3), u(4), lr(valid)))
		x.result(b2u(ld(valid)))
		x.result(bc("shuffleUpNV", ty, v, u(1), u(16)))
		x.result(bc("shuffleNV", ty, v, u(6), u(8)))
		x.result(bc("shuffleDownNV", ty, v, u(2), u(32)))
	}
	return x
}

// TestNVShuffleTypes compares the typed shuffles (constant widths) with
// the reference on each component at sizes 4, 8, 32, 64.
func TestNVShuffleTypes(t *testing.T) {
	x := buildNVShuffleTypes()
	w := lowerOK(t, x.module(divNone), Options{})
	in, mask := xInputs(64, 3, pickInt)
	inw := u32s(in)
	modes := []struct {
		mode         string
		index, width uint32
	}{{"shuffleXorNV", 3, 4}, {"", 0, 0}, {"shuffleUpNV", 1, 16}, {"shuffleNV", 6, 8}, {"shuffleDownNV", 2, 32}}
	for _, S := range []int{4, 8, 32, 64} {
		r := runX(t, w, S, 64, in, mask)
		if r.diags != "" {
			t.Errorf("size %d: %s", S, r.diags)
		}
		got := u32s(r.out)
		for gid := 0; gid < 64; gid++ {
			lane := gid % S
			for ti, ty := range []*ir.Type{ir.Int32, ir.Float32, ir.Bool, ir.Vec(ir.Uint32, 3), ir.Vec(ir.Float32, 4), ir.Vec(ir.Bool, 2)} {
				for k, md := range modes {
					res := ti*len(modes) + k
					slot := (gid*maxResults + res) * 4
					if md.mode == "" {
						_, ok := nvShuffleRef("shuffleXorNV", lane, S, 3, 4)
						if got[slot] != b2w(ok) {
							t.Errorf("size %d gid %d %s valid = %d", S, gid, ty, got[slot])
						}
						continue
					}
					src, _ := nvShuffleRef(md.mode, lane, S, md.index, md.width)
					sg := gid - lane + src
					for c := 0; c < ty.Components(); c++ {
						want := inw[sg*4+c]
						if ty.IsBool() {
							want &= 1
						}
						if got[slot+c] != want {
							t.Errorf("size %d gid %d %s %s component %d = 0x%x, want 0x%x", S, gid, ty, md.mode, c, got[slot+c], want)
						}
					}
				}
			}
		}
	}
}

func b2w(b bool) uint32 {
	if b {
		return 1
	}
	return 0
}

// TestNVShuffleNeedsSubgroups: below SPIR-V 1.3 the expansions have no
// subgroup operations to use.
func TestNVShuffleNeedsSubgroups(t *testing.T) {
	_, err := Module(buildXNVShuffle(), Options{TargetEnv: targetenv.MustCompiler("vulkan1.0")})
	if err == nil || !strings.Contains(err.Error(), "1.3") {
		t.Errorf("vulkan1.0: %v", err)
	}
}
