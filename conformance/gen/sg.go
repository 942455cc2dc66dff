package gen

import (
	"fmt"
	"strings"
)

// dkind is the data type of a cross-lane operand: base 'i' (int), 'u'
// (uint), 'f' (small integral float), 'p' (float of magnitude 1 or 2, for
// products) or 'b' (bool), with n components.
type dkind struct {
	base byte
	n    int
}

// ext64 are the extensions of 64-bit integer operands.
var ext64 = []string{"GL_ARB_gpu_shader_int64", "GL_EXT_shader_subgroup_extended_types_int64"}

func (k dkind) glsl() string {
	if k.n == 1 {
		return map[byte]string{'i': "int", 'u': "uint", 'f': "float", 'p': "float", 'b': "bool",
			'l': "uint64_t", 'j': "int64_t", 'd': "double", 'e': "double"}[k.base]
	}
	return fmt.Sprintf("%svec%d", map[byte]string{'i': "i", 'u': "u", 'f': "", 'p': "", 'b': "b"}[k.base], k.n)
}

// kind32 picks a kind of 32-bit (or bool) components.
func (g *generator) kind32(bases string) dkind {
	k := dkind{base: bases[g.r.Intn(len(bases))], n: 1}
	if g.r.Intn(5) == 0 {
		k.n = 2 + g.r.Intn(3)
	}
	return k
}

// kind is kind32, or in programs that use 64-bit types sometimes the
// scalar 64-bit counterpart: 'l' uint64_t, 'j' int64_t, 'd' and 'e'
// double (small integers, or magnitude 1 or 2).
func (g *generator) kind(bases string) dkind {
	k := g.kind32(bases)
	if g.use64 && g.r.Intn(3) == 0 {
		if b, ok := map[byte]byte{'u': 'l', 'i': 'j', 'f': 'd', 'p': 'e'}[k.base]; ok {
			return dkind{base: b, n: 1}
		}
	}
	return k
}

// comp generates one component of kind k.
func (g *generator) comp(c *ctx, b byte, d int) *Expr {
	switch b {
	case 'i':
		if g.r.Intn(2) == 0 {
			return fm(TInt, "int(%s)", g.laneVarying(c, d))
		}
		return g.expr(c, TInt, d)
	case 'u':
		if g.r.Intn(2) == 0 {
			return g.laneVarying(c, d)
		}
		return g.expr(c, TUint, d)
	case 'b':
		return g.expr(c, TBool, d)
	case 'f':
		return &Expr{Kind: EFmt, T: TFloat, Text: "fsm(%s)", Args: []*Expr{g.expr(c, TUint, d)}, Helpers: []string{"fsm"}}
	case 'l', 'j':
		t := map[byte]string{'l': "uint64_t", 'j': "int64_t"}[b]
		return &Expr{Kind: EFmt, T: TUvec4, Text: t + "(uint64_t(%s) << 32 | uint64_t(%s))", Args: []*Expr{g.expr(c, TUint, d), g.expr(c, TUint, d)}, Ext: ext64}
	case 'd':
		return &Expr{Kind: EFmt, T: TUvec4, Text: "double(fsm(%s))", Args: []*Expr{g.expr(c, TUint, d)}, Helpers: []string{"fsm"}}
	case 'e':
		return &Expr{Kind: EFmt, T: TUvec4, Text: "double(fpm(%s))", Args: []*Expr{g.expr(c, TUint, d)}, Helpers: []string{"fpm"}}
	}
	return &Expr{Kind: EFmt, T: TFloat, Text: "fpm(%s)", Args: []*Expr{g.expr(c, TUint, d)}, Helpers: []string{"fpm"}}
}

// laneVarying is a uint that differs between neighbouring lanes, so that
// cross-lane operations see distinct values.
func (g *generator) laneVarying(c *ctx, d int) *Expr {
	r := g.r
	var e *Expr
	switch r.Intn(3) {
	case 0:
		e = fm(TUint, fmt.Sprintf("inp.v[(gl_LocalInvocationIndex + %du) & %du]", r.Intn(g.p.InputWords), g.p.InputWords-1))
	case 1:
		e = fm(TUint, fmt.Sprintf("(gl_SubgroupInvocationID * %du + %du)", 1+2*r.Intn(8), r.Intn(16)))
	default:
		e = fm(TUint, fmt.Sprintf("inp.v[(gl_SubgroupInvocationID * %du) & %du]", 1+r.Intn(7), g.p.InputWords-1))
	}
	if r.Intn(3) == 0 {
		e = fm(TUint, "(%s ^ %s)", e, g.expr(c, TUint, d))
	}
	return e
}

// data generates an operand of kind k.
func (g *generator) data(c *ctx, k dkind, d int) *Expr {
	if k.n == 1 {
		return g.comp(c, k.base, d)
	}
	e := &Expr{Kind: EFmt, T: TUvec4, Text: k.glsl() + "("}
	for i := 0; i < k.n; i++ {
		if i > 0 {
			e.Text += ", "
		}
		e.Text += "%s"
		e.Args = append(e.Args, g.comp(c, k.base, d))
	}
	e.Text += ")"
	return e
}

// toUint folds a value of kind k into one uint.
func toUint(e *Expr, k dkind) *Expr {
	if k.n == 1 {
		switch k.base {
		case 'u':
			return e
		case 'f', 'p':
			return fm(TUint, "floatBitsToUint(%s)", e)
		case 'd', 'e':
			return fm(TUint, "floatBitsToUint(float(%s))", e)
		case 'l', 'j':
			x := fm(TUint, "h64(uint64_t(%s))", e)
			x.Helpers = []string{"h64"}
			return x
		}
		return fm(TUint, "uint(%s)", e)
	}
	h := fmt.Sprintf("h%d", k.n)
	var x *Expr
	switch k.base {
	case 'u':
		x = fm(TUint, h+"(%s)", e)
	case 'f', 'p':
		x = fm(TUint, h+"(floatBitsToUint(%s))", e)
	default:
		x = fm(TUint, h+fmt.Sprintf("(uvec%d(%%s))", k.n), e)
	}
	x.Helpers = []string{h}
	return x
}

// as converts a uint expression to t.
func as(e *Expr, t Type) *Expr {
	switch t {
	case TInt:
		return fm(TInt, "int(%s)", e)
	case TBool:
		return fm(TBool, "((%s & 1u) != 0u)", e)
	}
	return e
}

func op(t Type, name string, ext string, args ...*Expr) *Expr {
	f := name + "("
	for i := range args {
		if i > 0 {
			f += ", "
		}
		f += "%s"
	}
	f += ")"
	e := fm(t, f, args...)
	e.Ext = []string{ext, extBasic}
	return e
}

func helper(t Type, name string, args ...*Expr) *Expr {
	e := op(t, name, extBallot, args...)
	e.Helpers = []string{name}
	return e
}

func ulit(v int) *Expr { return fixedLit(TUint, fmt.Sprintf("%du", v)) }

// arithOp picks a reduction operator and a kind that suits it.
func (g *generator) arithOp() (string, dkind) {
	ops := []string{"Add", "Mul", "Min", "Max", "And", "Or", "Xor"}
	o := ops[g.r.Intn(len(ops))]
	switch o {
	case "Add", "Min", "Max":
		return o, g.kind("iuuf")
	case "Mul":
		return o, g.kind("iup")
	}
	return o, g.kind("iuub")
}

func (g *generator) pow2upTo(max int) int {
	if g.r.Intn(6) == 0 {
		return 1
	}
	var cs []int
	for c := 2; c <= max; c *= 2 {
		cs = append(cs, c)
	}
	return cs[g.r.Intn(len(cs))]
}

// result turns an operation's value of kind k into type t.
func result(e *Expr, k dkind, t Type) *Expr {
	if k.n == 1 && (k.base == 'i' && t == TInt || k.base == 'b' && t == TBool) {
		return e
	}
	return as(toUint(e, k), t)
}

// sg generates a cross-lane operation whose value has type t; nil when
// no enabled family fits.
func (g *generator) sg(c *ctx, t Type, d int) *Expr {
	r := g.r
	if g.has(FDot) && t != TBool && g.dotR.Intn(8) == 0 {
		return g.dot(c, t, d)
	}
	for try := 0; try < 8; try++ {
		pick := r.Intn(13)
		if t == TBool && r.Intn(3) != 0 {
			// Prefer operations whose whole value is a bool: ballot bit
			// tests, votes, elect, NV votes, and bool data below.
			pick = []int{7, 8, 9, 10}[r.Intn(4)]
		}
		switch pick {
		case 0:
			if !g.has(FArith) {
				continue
			}
			o, k := g.arithOp()
			name := []string{"subgroup", "subgroupInclusive", "subgroupExclusive"}[r.Intn(3)] + o
			return result(op(TUvec4, name, extArith, g.data(c, k, d)), k, t)
		case 1:
			if !g.has(FClustered) {
				continue
			}
			o, k := g.arithOp()
			return result(op(TUvec4, "subgroupClustered"+o, extClustered, g.data(c, k, d), ulit(g.pow2upTo(g.p.MinSubgroup))), k, t)
		case 2:
			if !g.has(FPartitioned) {
				continue
			}
			o, k := g.arithOp()
			name := []string{"subgroupPartitioned", "subgroupPartitionedInclusive", "subgroupPartitionedExclusive"}[r.Intn(3)] + o + "NV"
			return result(op(TUvec4, name, extPart, g.data(c, k, d), g.partition(c, d)), k, t)
		case 3:
			if !g.has(FShuffle) {
				continue
			}
			k := g.kindFor(t, "iuufb")
			if r.Intn(2) == 0 {
				return result(op(TUvec4, "subgroupShuffle", extShuffle, g.data(c, k, d), helper(TUint, "safeLane", g.expr(c, TUint, d))), k, t)
			}
			return result(op(TUvec4, "subgroupShuffleXor", extShuffle, g.data(c, k, d), helper(TUint, "xorMask", g.delta(c, d))), k, t)
		case 4:
			if !g.has(FRelative) {
				continue
			}
			k := g.kindFor(t, "iuufb")
			if r.Intn(2) == 0 {
				return result(op(TUvec4, "subgroupShuffleUp", extRelative, g.data(c, k, d), helper(TUint, "upDelta", g.delta(c, d))), k, t)
			}
			return result(op(TUvec4, "subgroupShuffleDown", extRelative, g.data(c, k, d), helper(TUint, "downDelta", g.delta(c, d))), k, t)
		case 5:
			if !g.has(FBallot) {
				continue
			}
			k := g.kind("iuufb")
			if !g.o.NoFloatBroadcastFirst {
				return result(op(TUvec4, "subgroupBroadcastFirst", extBallot, g.data(c, k, d)), k, t)
			}
			// Neither a float operand nor a uint carrying a float's bits
			// (floatBitsToUint of a nested float operation) may reach
			// lavapipe's subgroupBroadcastFirst.
			for {
				k = g.kind("iuub")
				if k.base != 'd' && k.base != 'e' {
					break
				}
			}
			x := g.data(c, k, d)
			for try := 1; floatDerived(x); try++ {
				dd := d
				if try >= 8 {
					dd = 0 // a leaf operand
				}
				x = g.data(c, k, dd)
			}
			return result(op(TUvec4, "subgroupBroadcastFirst", extBallot, x), k, t)
		case 6:
			if !g.has(FBallot) {
				continue
			}
			var e *Expr
			switch r.Intn(6) {
			case 0, 1, 2:
				name := []string{"subgroupBallotBitCount", "subgroupBallotInclusiveBitCount", "subgroupBallotExclusiveBitCount"}[r.Intn(3)]
				e = op(TUint, name, extBallot, g.ballot(c, d))
			case 3, 4:
				name := []string{"subgroupBallotFindLSB", "subgroupBallotFindMSB"}[r.Intn(2)]
				e = op(TUint, name, extBallot, helper(TUvec4, "nzBallot", g.expr(c, TBool, d)))
			default:
				e = fm(TUint, "h4(%s)", op(TUvec4, "subgroupBallot", extBallot, g.expr(c, TBool, d)))
				e.Helpers = []string{"h4"}
			}
			return as(e, t)
		case 7:
			if !g.has(FBallot) {
				continue
			}
			var e *Expr
			if r.Intn(2) == 0 {
				e = op(TBool, "subgroupBallotBitExtract", extBallot, g.ballot(c, d), fm(TUint, "(%s) & (gl_SubgroupSize - 1u)", g.expr(c, TUint, d)))
			} else {
				e = op(TBool, "subgroupInverseBallot", extBallot, g.uniformBallot(c, d))
			}
			return result(e, dkind{'b', 1}, t)
		case 8:
			if !g.has(FVote) {
				continue
			}
			var e *Expr
			switch r.Intn(3) {
			case 0:
				e = op(TBool, "subgroupAll", extVote, g.expr(c, TBool, d))
			case 1:
				e = op(TBool, "subgroupAny", extVote, g.expr(c, TBool, d))
			default:
				e = op(TBool, "subgroupAllEqual", extVote, g.data(c, g.kind("iuufb"), d))
			}
			return result(e, dkind{'b', 1}, t)
		case 9:
			if !g.has(FBasic) {
				continue
			}
			return result(op(TBool, "subgroupElect", extBasic), dkind{'b', 1}, t)
		case 10:
			if !g.has(FNVGroup) {
				continue
			}
			var e *Expr
			switch r.Intn(5) {
			case 0:
				e = op(TUint, "ballotThreadNV", extNVGroup, g.expr(c, TBool, d))
			case 1:
				e = op(TUint, "activeThreadsNV", extNVGroup)
			case 2:
				e = vr(TUint, []string{"gl_WarpSizeNV", "gl_ThreadInWarpNV", "gl_ThreadEqMaskNV", "gl_ThreadGeMaskNV", "gl_ThreadGtMaskNV", "gl_ThreadLeMaskNV", "gl_ThreadLtMaskNV"}[r.Intn(7)])
				e.Ext = []string{extNVGroup}
			default:
				name := []string{"anyThreadNV", "allThreadsNV", "allThreadsEqualNV"}[r.Intn(3)]
				return result(op(TBool, name, extNVGroup, g.expr(c, TBool, d)), dkind{'b', 1}, t)
			}
			return as(e, t)
		case 11:
			if !g.has(FNVShuffle) {
				continue
			}
			k := g.kind32("iufpb")
			name, _, a := g.nvShuffle(c, d)
			w := a.Args[1]
			return result(op(TUvec4, name, extNVShuffle, g.data(c, k, d), a, w), k, t)
		default:
			if c.guard == gNone {
				continue
			}
			return g.guardedOp(c, t, d)
		}
	}
	return nil
}

// kindFor is kind, but a scalar bool when the result must be a bool (a
// numeric value would lose all but one bit).
func (g *generator) kindFor(t Type, bases string) dkind {
	if t == TBool && strings.IndexByte(bases, 'b') >= 0 && g.r.Intn(2) == 0 {
		return dkind{'b', 1}
	}
	return g.kind(bases)
}

// delta is a small shuffle distance or mask.
func (g *generator) delta(c *ctx, d int) *Expr {
	if g.r.Intn(3) == 0 {
		return fm(TUint, "(%s) & 7u", g.expr(c, TUint, d))
	}
	return lit(TUint, fmt.Sprintf("%du", 1+g.r.Intn(7)))
}

// nvShuffle picks one of the NV shuffles with a constant width; the
// returned argument is the helper call that makes its index safe.
func (g *generator) nvShuffle(c *ctx, d int) (name, h string, arg *Expr) {
	w := 2 << g.r.Intn(5)
	i := g.r.Intn(4)
	name = []string{"shuffleNV", "shuffleUpNV", "shuffleDownNV", "shuffleXorNV"}[i]
	h = []string{"nvIdx", "nvUp", "nvDown", "nvXor"}[i]
	var x *Expr
	if g.r.Intn(2) == 0 {
		x = g.expr(c, TUint, d)
	} else {
		x = lit(TUint, fmt.Sprintf("%du", g.r.Intn(2*w)))
	}
	return name, h, helper(TUint, h, x, ulit(w))
}

// ballot is a uvec4 of lane bits (not necessarily uniform).
func (g *generator) ballot(c *ctx, d int) *Expr {
	switch g.r.Intn(4) {
	case 0:
		e := fm(TUvec4, "(%s & subgroupBallot(true))", vr(TUvec4, []string{"gl_SubgroupEqMask", "gl_SubgroupGeMask", "gl_SubgroupGtMask", "gl_SubgroupLeMask", "gl_SubgroupLtMask"}[g.r.Intn(5)]))
		e.Ext = []string{extBallot}
		return e
	case 1:
		return g.uniformBallot(c, d)
	}
	return op(TUvec4, "subgroupBallot", extBallot, g.expr(c, TBool, d))
}

// uniformBallot is a uvec4 with the same value in every active lane.
func (g *generator) uniformBallot(c *ctx, d int) *Expr {
	if g.r.Intn(2) == 0 {
		return op(TUvec4, "subgroupBallot", extBallot, g.expr(c, TBool, d))
	}
	k := g.r.Intn(g.p.InputWords / 4)
	return fm(TUvec4, fmt.Sprintf("uvec4(inp.v[%d], inp.v[%d], inp.v[%d], inp.v[%d])", 4*k, 4*k+1, 4*k+2, 4*k+3))
}

// partition is a valid partition of the active lanes.
func (g *generator) partition(c *ctx, d int) *Expr {
	if g.r.Intn(4) == 0 {
		return helper(TUvec4, "partOf", g.expr(c, TBool, d))
	}
	k := g.kind32("iufb")
	key := &Expr{Kind: EFmt, T: TUvec4}
	if k.n > 1 {
		key.Text = k.glsl() + "("
	}
	for i := 0; i < k.n; i++ {
		if i > 0 {
			key.Text += ", "
		}
		switch k.base {
		case 'i':
			key.Text += "(%s & 1)"
			key.Args = append(key.Args, g.expr(c, TInt, d))
		case 'u':
			key.Text += "(%s & 3u)"
			key.Args = append(key.Args, g.expr(c, TUint, d))
		case 'f':
			key.Text += "fsm(%s & 3u)"
			key.Args = append(key.Args, g.expr(c, TUint, d))
			key.Helpers = []string{"fsm"}
		default:
			key.Text += "%s"
			key.Args = append(key.Args, g.expr(c, TBool, d))
		}
	}
	if k.n > 1 {
		key.Text += ")"
	}
	return op(TUvec4, "subgroupPartitionNV", extPart, key)
}

// guardedOp is the operation a guard statement protects.
func (g *generator) guardedOp(c *ctx, t Type, d int) *Expr {
	inner := *c
	inner.guard = gNone
	switch c.guard {
	case gQuad:
		if g.has(FNVGroup) && (!g.has(FQuad) || g.r.Intn(3) == 0) {
			k := g.kind32("fp")
			name := "quadSwizzle" + []string{"0", "1", "2", "3", "X", "Y"}[g.r.Intn(6)] + "NV"
			if g.r.Intn(2) == 0 {
				return result(op(TUvec4, name, extNVGroup, g.data(&inner, k, d), g.data(&inner, k, d)), k, t)
			}
			return result(op(TUvec4, name, extNVGroup, g.data(&inner, k, d)), k, t)
		}
		k := g.kind("iuufb")
		switch g.r.Intn(4) {
		case 0:
			return result(op(TUvec4, "subgroupQuadBroadcast", extQuad, g.data(&inner, k, d), ulit(g.r.Intn(4))), k, t)
		default:
			name := "subgroupQuadSwap" + []string{"Horizontal", "Vertical", "Diagonal"}[g.r.Intn(3)]
			return result(op(TUvec4, name, extQuad, g.data(&inner, k, d)), k, t)
		}
	case gBroadcast:
		bases := "iuufb"
		if g.o.NoBoolBroadcast {
			bases = "iuuf"
		}
		k := g.kind(bases)
		return result(op(TUvec4, "subgroupBroadcast", extBallot, g.data(&inner, k, d), cloneExpr(c.gID)), k, t)
	default:
		k := g.kind("iuufb")
		if c.gC == 0 {
			return result(op(TUvec4, "subgroupRotate", extRotate, g.data(&inner, k, d), ulit(c.gK)), k, t)
		}
		return result(op(TUvec4, "subgroupClusteredRotate", extRotate, g.data(&inner, k, d), ulit(c.gK), ulit(c.gC)), k, t)
	}
}

// guarded builds a guard statement: an if whose uniform or quad-closed
// condition makes the operations of its body read active lanes only.
func (g *generator) guarded(c *ctx) []*Stmt {
	r := g.r
	var opts []guard
	if g.has(FQuad) || g.has(FNVGroup) {
		opts = append(opts, gQuad)
	}
	if g.has(FBallot) {
		opts = append(opts, gBroadcast)
	}
	if g.has(FRotate) {
		opts = append(opts, gRotate)
	}
	if len(opts) == 0 {
		return nil
	}
	inner := *c
	inner.guard = opts[r.Intn(len(opts))]
	s := &Stmt{Kind: SIf, Guard: true}
	switch inner.guard {
	case gQuad:
		s.X = helper(TBool, "quadFull")
	case gBroadcast:
		inner.gK = r.Intn(g.p.MinSubgroup)
		inner.gID = ulit(inner.gK)
		if g.p.TargetEnv != "vulkan1.1" {
			// SPIR-V 1.5 lets the id be dynamically uniform.
			switch r.Intn(3) {
			case 0:
				inner.gID = fixedLit(TUint, fmt.Sprintf("(inp.v[%d] & %du)", r.Intn(g.p.InputWords), g.p.MinSubgroup-1))
			case 1:
				inner.gID = fixedLit(TUint, "subgroupBallotFindLSB(subgroupBallot(true))")
			}
		}
		s.X = op(TBool, "subgroupBallotBitExtract", extBallot, op(TUvec4, "subgroupBallot", extBallot, fixedLit(TBool, "true")), cloneExpr(inner.gID))
		s.X.Fixed = true
	case gRotate:
		inner.gK = r.Intn(2 * g.p.MinSubgroup)
		cs := fixedLit(TUint, "gl_SubgroupSize")
		if r.Intn(2) == 0 {
			inner.gC = g.pow2upTo(g.p.MinSubgroup)
			cs = ulit(inner.gC)
		}
		s.X = op(TBool, "subgroupAll", extVote, helper(TBool, "rotOK", ulit(inner.gK), cs))
		s.X.Fixed = true
	}
	s.X.Fixed = true
	n := 1 + r.Intn(3)
	for i := 0; i < n; i++ {
		t := g.scalarType()
		e := g.guardedOp(&inner, t, 1+r.Intn(2))
		if t != TBool && r.Intn(2) == 0 {
			e = fm(t, "(%s ^ %s)", e, g.expr(&inner, t, 1))
		}
		if v := g.pickVar(c, t, true); v != "" && r.Intn(2) == 0 {
			s.Body = append(s.Body, &Stmt{Kind: SAssign, Var: v, Op: "=", X: e})
		} else {
			s.Body = append(s.Body, g.emit(e))
		}
	}
	return []*Stmt{s}
}

// nvShuffleValid uses the optional threadIdValid result of an NV shuffle.
func (g *generator) nvShuffleValid(c *ctx) []*Stmt {
	ok := g.newVar("ok")
	t := []Type{TInt, TUint}[g.r.Intn(2)]
	name, _, a := g.nvShuffle(c, 1)
	w := a.Args[1]
	e := op(t, name, extNVShuffle, g.expr(c, t, 1+g.r.Intn(2)), a, w, vr(TBool, ok))
	v := g.newVar("v")
	c.vars = append(c.vars, varInfo{name: v, t: t})
	return []*Stmt{
		{Kind: SDecl, Var: ok, T: TBool, X: lit(TBool, "false")},
		{Kind: SDecl, Var: v, T: t, X: e},
		g.emit(vr(TBool, ok)),
	}
}

// floatDerived says e computes with a float or double anywhere inside.
func floatDerived(e *Expr) bool {
	s := e.String()
	for _, w := range []string{"float", "double", "fsm(", "fpm("} {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}
