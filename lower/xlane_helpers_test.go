package lower

import (
	"bytes"
	"fmt"
	"math"
	"sort"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// xprog is a cross-lane test program over one workgroup of `lanes`
// invocations:
//
//	binding 0  uint out[]   4 words per result per invocation
//	binding 1  uint in[]    4 words per invocation (input components)
//	binding 2  uint mask[]  per invocation (divergence mode 2)
//
// Inputs are read before the divergent region (so every lane holds them);
// results are stored inside it.
type xprog struct {
	*prog
	out, in, mask *ir.Global
	lanes         uint32
	pre, body     []ir.Stmt
	n             uint32 // results per invocation
}

// Divergence modes of xprog.module.
const (
	divNone   = iota // all lanes active
	divMod3          // if (gl_SubgroupInvocationID % 3 != 0)
	divMask          // if (mask[gid] != 0)
	divReturn        // if (mask[gid] == 0) return; (lanes that left the shader)
)

var divNames = []string{"full", "lane%3", "mask", "return"}

func newXProg(lanes uint32) *xprog {
	p := newProg(lanes, 1, 1)
	x := &xprog{prog: p, lanes: lanes}
	x.out = p.buf("Out", 0, ir.Uint32, 4)
	x.in = p.buf("In", 1, ir.Uint32, 4)
	x.mask = p.buf("Mask", 2, ir.Uint32, 4)
	return x
}

func (x *xprog) lane() ir.Expr { return x.bi("gl_SubgroupInvocationID") }

// word reads in[gid*4 + c].
func (x *xprog) word(c uint32) ir.Expr { return ir.Ld(at(x.in, uadd(umul(x.gid(), u(4)), u(c)))) }

// fromWord converts a uint to a scalar of type s.
func fromWord(w ir.Expr, s *ir.Type) ir.Expr {
	switch {
	case s == ir.Uint32:
		return w
	case s == ir.Int32 || s == ir.Float32:
		return ir.Conv(ir.Bitcast, w, s)
	case s == ir.Bool:
		return ir.Conv(ir.IntToBool, ir.Bin(ir.BitAnd, w, u(1)), ir.Bool)
	case s.Width() < 32: // the low bits
		us := ir.Uint(s.Width())
		v := ir.Conv(ir.UConvert, w, us)
		if s == us {
			return v
		}
		return ir.Conv(ir.Bitcast, v, s)
	}
	panic("fromWord " + s.String())
}

// input returns a value of type t built from the invocation's input words
// (component c from word c), computed before the divergent region.
func (x *xprog) input(t *ir.Type) ir.Expr {
	loc := x.local(fmt.Sprintf("in%d", len(x.pre)), t)
	s := t.Scalar()
	var v ir.Expr
	switch {
	case t.IsScalar() && t.Width() == 64: // words 0 and 1
		v = ir.Conv(ir.Bitcast, ir.Cons(ir.Vec(ir.Uint32, 2), x.word(0), x.word(1)), t)
	case t.IsScalar():
		v = fromWord(x.word(0), s)
	default:
		args := make([]ir.Expr, t.Len())
		for c := range args {
			args[c] = fromWord(x.word(uint32(c)), s)
		}
		v = ir.Cons(t, args...)
	}
	x.pre = append(x.pre, set(loc, v))
	return ld(loc)
}

// toWords converts a scalar to one or two uints.
func toWords(v ir.Expr) []ir.Expr {
	switch s := v.Type(); {
	case s == ir.Uint32:
		return []ir.Expr{v}
	case s == ir.Int32 || s == ir.Float32:
		return []ir.Expr{ir.Conv(ir.Bitcast, v, ir.Uint32)}
	case s == ir.Bool:
		return []ir.Expr{b2u(v)}
	case s.Width() < 32:
		us := ir.Uint(s.Width())
		if s != us {
			v = ir.Conv(ir.Bitcast, v, us)
		}
		return []ir.Expr{ir.Conv(ir.UConvert, v, ir.Uint32)}
	}
	panic("toWords " + v.Type().String())
}

// result stores e (scalar or vector of 32-bit scalars or bool, or a
// 64-bit scalar) as result slot x.n.
func (x *xprog) result(e ir.Expr) {
	t := e.Type()
	loc := x.local(fmt.Sprintf("r%d", x.n), t)
	x.body = append(x.body, set(loc, e))
	var words []ir.Expr
	switch {
	case t.IsScalar() && t.Width() == 64:
		v := ir.Conv(ir.Bitcast, ld(loc), ir.Vec(ir.Uint32, 2))
		words = []ir.Expr{ir.Swz(v, 0), ir.Swz(ir.Conv(ir.Bitcast, ld(loc), ir.Vec(ir.Uint32, 2)), 1)}
	case t.IsScalar():
		words = toWords(ld(loc))
	default:
		for c := 0; c < t.Len(); c++ {
			words = append(words, toWords(ir.Swz(ld(loc), c))...)
		}
	}
	if x.n >= maxResults {
		panic("too many results")
	}
	for c, w := range words {
		idx := uadd(umul(uadd(umul(x.gid(), u(maxResults)), u(x.n)), u(4)), u(uint32(c)))
		x.body = append(x.body, ir.Assign(at(x.out, idx), w))
	}
	x.n++
}

// maxResults is the number of result slots per invocation.
const maxResults = 64

// module wraps the body in the divergence of mode div.
func (x *xprog) module(div int) *ir.Module {
	m := x.Module
	body := x.body
	stmts := append([]ir.Stmt(nil), x.pre...)
	switch div {
	case divNone:
		stmts = append(stmts, body...)
	case divMod3:
		stmts = append(stmts, ir.IfElse(ir.Bin(ir.INotEqual, ir.Bin(ir.UMod, x.lane(), u(3)), u(0)), ir.Blk(body...), nil))
	case divMask:
		stmts = append(stmts, ir.IfElse(ir.Bin(ir.INotEqual, ir.Ld(at(x.mask, x.gid())), u(0)), ir.Blk(body...), nil))
	case divReturn:
		stmts = append(stmts, ir.IfElse(ueq(ir.Ld(at(x.mask, x.gid())), u(0)), ir.Blk(ir.Ret(nil)), nil))
		stmts = append(stmts, body...)
	}
	x.Main.Body = ir.Blk(stmts...)
	return m
}

// xrun is the outcome of one run: the out buffer and the diagnostics
// (kind and count, sorted).
type xrun struct {
	out   []byte
	diags string
}

// runX runs words at subgroup size S with the given
// inputs.
func runX(t *testing.T, words []uint32, S int, lanes uint32, in, mask []byte) xrun {
	t.Helper()
	p, err := interp.Load(spirv.Encode(words))
	if err != nil {
		t.Fatalf("interp.Load: %v", err)
	}
	out := make([]byte, 16*lanes*maxResults)
	res, err := p.Run(interp.Config{SubgroupSize: S, Buffers: map[[2]uint32][]byte{
		{0, 0}: out, {0, 1}: append([]byte(nil), in...), {0, 2}: append([]byte(nil), mask...)}})
	if err != nil {
		t.Fatalf("interp.Run (subgroup size %d): %v", S, err)
	}
	var ds []string
	for _, d := range res.Diagnostics {
		ds = append(ds, fmt.Sprintf("%s×%d", d.Kind, d.Count))
	}
	sort.Strings(ds)
	return xrun{out, strings.Join(ds, " ")}
}

// allSizes are the subgroup sizes the interpreter emulates.
var allSizes = []int{4, 8, 16, 32, 64, 128}

// groupCaps lists the subgroup capabilities a module declares.
func groupCaps(t *testing.T, words []uint32) []string {
	var out []string
	for _, c := range strings.Fields(capsAndExts(t, words)) {
		if strings.HasPrefix(c, "GroupNonUniform") {
			out = append(out, c)
		}
	}
	return out
}

// basicCaps are the capabilities an emulated module may use.
var basicCaps = map[string]bool{"GroupNonUniform": true, "GroupNonUniformVote": true,
	"GroupNonUniformBallot": true, "GroupNonUniformShuffle": true}

// checkEquivalent lowers build's module natively and with emulation of
// every family, checks both with spirv-val, checks the emulated module's
// capabilities, and compares the buffers (and diagnostics) of both on
// every subgroup size and divergence mode.
func checkEquivalent(t *testing.T, build func() *xprog, in, mask []byte, wantNoDiags bool) {
	t.Helper()
	for div := range divNames {
		x := build()
		m := x.module(div)
		native := lowerOK(t, m, Options{})
		emu := lowerOK(t, m, Options{Emulate: EmulateAll})
		for _, c := range groupCaps(t, emu) {
			if !basicCaps[c] {
				t.Errorf("emulated module declares %s", c)
			}
		}
		for _, S := range allSizes {
			a := runX(t, native, S, x.lanes, in, mask)
			b := runX(t, emu, S, x.lanes, in, mask)
			if !bytes.Equal(a.out, b.out) {
				ga, gb := u32s(a.out), u32s(b.out)
				for i := range ga {
					if ga[i] != gb[i] {
						t.Errorf("%s, size %d: word %d (lane %d result %d) native 0x%x, emulated 0x%x",
							divNames[div], S, i, i/(4*maxResults), i/4%maxResults, ga[i], gb[i])
						break
					}
				}
			}
			if a.diags != b.diags {
				t.Errorf("%s, size %d: diagnostics differ: native [%s], emulated [%s]", divNames[div], S, a.diags, b.diags)
			}
			if wantNoDiags && b.diags != "" {
				t.Errorf("%s, size %d: diagnostics %s", divNames[div], S, b.diags)
			}
		}
	}
}

// let evaluates e inside the divergent region into a new local and
// returns a load of it.
func (x *xprog) let(e ir.Expr) ir.Expr {
	loc := x.local(fmt.Sprintf("t%d", len(x.body)), e.Type())
	x.body = append(x.body, set(loc, e))
	return ld(loc)
}

// lcg is a small deterministic generator for test data.
type lcg uint64

func (g *lcg) next() uint32 {
	*g = *g*6364136223846793005 + 1442695040888963407
	return uint32(*g >> 33)
}

// xInputs makes the in and mask buffers of `lanes` invocations: words
// 0..2 from pick, word 3 a small key (0..3), mask bits pseudo-random.
func xInputs(lanes int, seed uint64, pick func(g *lcg) uint32) (in, mask []byte) {
	g := lcg(seed)
	var iw, mw []uint32
	for i := 0; i < lanes; i++ {
		iw = append(iw, pick(&g), pick(&g), pick(&g), g.next()%4)
		mw = append(mw, g.next()%3&1)
	}
	return u32Bytes(iw...), u32Bytes(mw...)
}

// floatPool are float inputs whose sums depend on the order of addition,
// with signed zeros, infinities' makers and a NaN.
var floatPool = []float32{1e8, 1, -1e8, 0.5, 3.25, float32(math.Copysign(0, -1)), 0, 1e-3, 7, -2.5, 1e30, 0.1, 3, -7, 1.5, 1e-30}

func pickFloat(g *lcg) uint32 {
	if g.next()%40 == 0 {
		return 0x7fc00000 // NaN
	}
	return math.Float32bits(floatPool[g.next()%uint32(len(floatPool))])
}

func pickInt(g *lcg) uint32 {
	v := g.next()
	switch v % 4 {
	case 0:
		return v % 7
	case 1:
		return -(v % 5)
	case 2:
		return v
	}
	return 0x80000000 | v%3
}
