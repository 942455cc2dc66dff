package gen

import (
	"fmt"
	"math/rand"
	"strings"
)

// Family is a set of subgroup operation families.
type Family uint32

// The families the generator can use.
const (
	FBasic       Family = 1 << iota // subgroupElect, subgroupBarrier, subgroupMemoryBarrier
	FVote                           // subgroupAll, subgroupAny, subgroupAllEqual
	FArith                          // reductions and inclusive/exclusive scans
	FBallot                         // ballot, inverse, bit extract/count, find LSB/MSB, broadcast
	FShuffle                        // subgroupShuffle, subgroupShuffleXor
	FRelative                       // subgroupShuffleUp/Down
	FClustered                      // subgroupClustered*
	FQuad                           // subgroupQuad*
	FPartitioned                    // GL_NV_shader_subgroup_partitioned
	FNVShuffle                      // GL_NV_shader_thread_shuffle
	FNVGroup                        // GL_NV_shader_thread_group
	FRotate                         // GL_KHR_shader_subgroup_rotate
	FDot                            // GL_EXT_integer_dot_product (not cross-lane: dot.go)

	// FPortable are the families glslangValidator 12 compiles.
	FPortable = FBasic | FVote | FArith | FBallot | FShuffle | FRelative | FClustered | FQuad | FPartitioned
	// FAll is every family.
	FAll = FPortable | FNVShuffle | FNVGroup | FRotate | FDot
	// FLavapipe are the families every lavapipe release runs natively
	// (Mesa 22.3's; 25.0 adds clustered and rotate).
	FLavapipe = FBasic | FVote | FArith | FBallot | FShuffle | FRelative | FQuad
)

var familyNames = []string{"basic", "vote", "arithmetic", "ballot", "shuffle", "shuffle-relative",
	"clustered", "quad", "partitioned", "nv-shuffle", "nv-thread-group", "rotate", "integer-dot"}

// ParseFamilies parses a comma-separated list of family names (basic,
// vote, arithmetic, ballot, shuffle, shuffle-relative, clustered, quad,
// partitioned, nv-shuffle, nv-thread-group, rotate, integer-dot) or one of all,
// portable and lavapipe.
func ParseFamilies(list string) (Family, error) {
	var f Family
	for _, w := range strings.Split(list, ",") {
		switch w = strings.TrimSpace(w); w {
		case "":
		case "all":
			f |= FAll
		case "portable":
			f |= FPortable
		case "lavapipe":
			f |= FLavapipe
		default:
			found := false
			for i, n := range familyNames {
				if n == w {
					f |= 1 << i
					found = true
				}
			}
			if !found {
				return 0, fmt.Errorf("unknown subgroup family %q (want %s, all, portable or lavapipe)", w, strings.Join(familyNames, ", "))
			}
		}
	}
	return f, nil
}

// Options bound the size and choose the content of generated programs.
type Options struct {
	// MaxStmts is the statement budget of the whole program (0: 36).
	MaxStmts int
	// MaxDepth bounds the nesting of control flow (0: 3).
	MaxDepth int
	// MaxFuncs bounds the number of functions besides main (0: 2).
	MaxFuncs int
	// Families are the subgroup families to use (0: FAll). Each program
	// uses a random subset; about half of the programs avoid the families
	// glslangValidator lacks so that they can be compared with it.
	Families Family
	// ShortCircuit allows cross-lane operations in the right operand of
	// && and || and in the arms of ?: (where the active lanes are those
	// that evaluate the operand).
	ShortCircuit bool
	// NoFloatBroadcastFirst keeps float operands, and operands computed
	// from floats, away from subgroupBroadcastFirst, which crashes
	// lavapipe on Mesa 22.3 (see conformance/regress/lavapipe-broadcastfirst-*.comp;
	// fixed by 25.0), so that lavapipe runs can find other problems.
	NoFloatBroadcastFirst bool
	// NoBoolBroadcast keeps bool operands away from subgroupBroadcast,
	// which aborts lavapipe on Mesa 25.0 when the bool comes from a scan
	// (see conformance/regress/lavapipe-broadcast-bool-of-scan-llvm-abort.comp).
	NoBoolBroadcast bool
	// No64 keeps 64-bit operands (uint64_t, int64_t, double) out.
	No64 bool
	// NoImages keeps storage images out (see Program.Images).
	NoImages bool
}

func (o Options) withDefaults() Options {
	if o.MaxStmts == 0 {
		o.MaxStmts = 36
	}
	if o.MaxDepth == 0 {
		o.MaxDepth = 3
	}
	if o.MaxFuncs == 0 {
		o.MaxFuncs = 2
	}
	if o.Families == 0 {
		o.Families = FAll
	}
	return o
}

func newRand(seed int64) *rand.Rand { return rand.New(rand.NewSource(seed)) }

type varInfo struct {
	name string
	t    Type
	ro   bool
}

// guard is the guarantee an enclosing guard statement gives its body.
type guard int

const (
	gNone guard = iota
	gQuad
	gBroadcast
	gRotate
)

type ctx struct {
	vars      []varInfo
	loop      bool // inside a loop (continue allowed)
	breakable bool // innermost breakable construct is a loop
	fn        *Func
	main      bool
	canReturn bool
	shared    bool
	depth     int
	noSG      bool
	guard     guard
	gK, gC    int
	gID       *Expr // broadcast id (a constant, or dynamically uniform from SPIR-V 1.5)
}

type generator struct {
	r      *rand.Rand
	o      Options
	p      *Program
	fam    Family
	budget int
	nvar   int
	funcs  []*Func
	use64  bool // some operands are uint64_t, int64_t or double
	// dotR decides where integer dot products go (FDot), apart from r so
	// that most programs without one are what their seed gave before FDot
	// (214 of the first 300; one more differs where a dot product was
	// drawn and then dropped).
	dotR *rand.Rand
}

// Generate returns the program for seed: the same seed and options give
// the same program.
func Generate(seed int64, opts Options) *Program {
	o := opts.withDefaults()
	g := &generator{r: newRand(seed), o: o, dotR: newRand(seed ^ 0x5d07)}
	p := &Program{Seed: seed, Workgroups: 2, InputWords: 256}
	g.p = p
	r := g.r
	p.LocalSize = []int{32, 64, 64, 64, 128, 128, 48, 96}[r.Intn(8)]
	if r.Intn(4) == 0 {
		// A 2-D or 3-D workgroup: subgroups still follow
		// gl_LocalInvocationIndex.
		shapes := map[int][][3]int{32: {{8, 4, 1}, {4, 2, 4}}, 64: {{16, 4, 1}, {8, 2, 4}, {4, 4, 4}},
			128: {{32, 4, 1}, {8, 4, 4}}, 48: {{16, 3, 1}, {4, 3, 4}}, 96: {{32, 3, 1}, {8, 3, 4}}}[p.LocalSize]
		p.LocalDims = shapes[r.Intn(len(shapes))]
	}
	switch x := r.Intn(10); {
	case x < 6:
		p.MinSubgroup = 4
	case x < 8:
		p.MinSubgroup = 8
	default:
		p.MinSubgroup = 32
	}
	fam := o.Families
	if r.Intn(2) == 0 {
		fam &= FPortable
	}
	// A random subset, at least a few families.
	g.fam = fam
	if r.Intn(3) != 0 {
		sub := Family(0)
		for sub == 0 {
			for b := Family(1); b <= FRotate; b <<= 1 {
				if fam&b != 0 && r.Intn(3) != 0 {
					sub |= b
				}
			}
		}
		g.fam = sub
	}
	g.fam |= FBallot & fam // helpers rely on ballots anyway
	if fam&FDot != 0 && g.fam&FDot == 0 && g.dotR.Intn(3) != 0 {
		// FDot is not in the subset draw above, so that the families
		// of earlier seeds stay what they were.
		g.fam |= FDot
	}
	p.Shared = r.Intn(2) == 0
	// Images come from the seed, not the random stream, so that the
	// programs without them are those earlier versions generated.
	p.Images = !o.NoImages && seed%3 == 1
	p.TargetEnv = []string{"vulkan1.1", "vulkan1.1", "vulkan1.2", "vulkan1.3"}[r.Intn(4)]
	g.use64 = !o.No64 && r.Intn(4) == 0
	g.budget = o.MaxStmts

	nf := r.Intn(o.MaxFuncs + 1)
	for i := 0; i < nf; i++ {
		g.funcs = append(g.funcs, g.genFunc(i))
	}
	g.funcs = append(g.funcs, g.genMain())
	p.Funcs = g.funcs
	n := 0
	for _, f := range p.Funcs {
		walkStmts(f.Body, func(s *Stmt) {
			if s.Kind == SEmit {
				s.Slot = n
				n++
			}
		})
	}
	p.Slots = max(n, 1)
	return p
}

func walkStmts(ss []*Stmt, fn func(*Stmt)) {
	for _, s := range ss {
		fn(s)
		walkStmts(s.Body, fn)
		walkStmts(s.Else, fn)
		for _, c := range s.Cases {
			walkStmts(c.Body, fn)
		}
	}
}

func (g *generator) has(f Family) bool { return g.fam&f != 0 }

func (g *generator) newVar(prefix string) string {
	g.nvar++
	return fmt.Sprintf("%s%d", prefix, g.nvar)
}

func (g *generator) genFunc(i int) *Func {
	r := g.r
	f := &Func{Name: fmt.Sprintf("f%d", i)}
	if r.Intn(3) == 0 {
		f.Void = true
	} else {
		f.Ret = []Type{TInt, TUint}[r.Intn(2)]
	}
	c := &ctx{fn: f, canReturn: true, shared: g.p.Shared}
	np := r.Intn(4)
	var pre []*Stmt
	for k := 0; k < np; k++ {
		q := []string{"in", "in", "out", "inout"}[r.Intn(4)]
		t := []Type{TInt, TUint}[r.Intn(2)]
		name := fmt.Sprintf("p%d", k)
		f.Params = append(f.Params, Param{Qual: q, T: t, Name: name})
		c.vars = append(c.vars, varInfo{name: name, t: t})
		if q == "out" {
			pre = append(pre, &Stmt{Kind: SAssign, Var: name, Op: "=", X: lit(t, zero(t))})
		}
	}
	n := 2 + r.Intn(4)
	f.Body = append(pre, g.stmts(c, n)...)
	return f
}

func (g *generator) genMain() *Func {
	r := g.r
	f := &Func{Name: "main", Void: true}
	phases := 1 + r.Intn(2)
	var body []*Stmt
	c := &ctx{fn: f, main: true}
	for ph := 0; ph < phases; ph++ {
		last := ph == phases-1
		if g.p.Shared {
			if ph > 0 {
				body = append(body, &Stmt{Kind: SRaw, Text: "barrier();"})
			}
			c.shared = false
			v := g.expr(c, TUint, 2)
			body = append(body, &Stmt{Kind: SAssign, Var: "sh[gl_LocalInvocationIndex]", Op: "=", X: v})
			body = append(body, &Stmt{Kind: SRaw, Text: "barrier();"})
			c.shared = true
		}
		c.canReturn = last
		n := 3 + r.Intn(4)
		if last {
			n += 2
		}
		body = append(body, g.stmts(c, n)...)
		if last {
			// Every function runs at least once.
			called := g.calledFrom(body)
			for _, f := range g.funcs {
				if !called[f.Name] {
					body = append(body, g.forcedCall(c, f)...)
				}
			}
		}
		if !last && g.has(FBasic) && r.Intn(2) == 0 {
			body = append(body, &Stmt{Kind: SRaw, Text: "subgroupBarrier();", Ext: []string{extBasic}})
		}
	}
	// Every variable of main that is still in scope ends up in the output.
	for _, v := range c.vars {
		body = append(body, &Stmt{Kind: SEmit, X: vr(v.t, v.name)})
	}
	f.Body = body
	return f
}

func zero(t Type) string {
	switch t {
	case TUint:
		return "0u"
	case TBool:
		return "false"
	}
	return "0"
}

// stmts generates up to n statements in a new scope.
func (g *generator) stmts(c *ctx, n int) []*Stmt {
	saved := len(c.vars)
	var out []*Stmt
	for i := 0; i < n && g.budget > 0; i++ {
		out = append(out, g.stmt(c)...)
	}
	if c.main && c.depth == 0 {
		return out // main's top level keeps its variables for the final emits
	}
	// The block's own variables go to the output before they go out of
	// scope, so that no computed value is lost.
	for _, v := range c.vars[saved:] {
		out = append(out, g.emit(vr(v.t, v.name)))
	}
	c.vars = c.vars[:saved]
	return out
}

func (g *generator) pickVar(c *ctx, t Type, writable bool) string {
	var cands []string
	for _, v := range c.vars {
		if v.t == t && (!writable || !v.ro) {
			cands = append(cands, v.name)
		}
	}
	if len(cands) == 0 {
		return ""
	}
	return cands[g.r.Intn(len(cands))]
}

func (g *generator) scalarType() Type {
	return []Type{TInt, TUint, TUint, TBool}[g.r.Intn(4)]
}

func (g *generator) emit(x *Expr) *Stmt {
	return &Stmt{Kind: SEmit, X: x, Slot: -1}
}

func (g *generator) stmt(c *ctx) []*Stmt {
	r := g.r
	g.budget--
	deep := c.depth < g.o.MaxDepth
	for {
		switch k := r.Intn(100); {
		case k < 14:
			t := g.scalarType()
			name := g.newVar("v")
			s := &Stmt{Kind: SDecl, Var: name, T: t, X: g.expr(c, t, 1+r.Intn(3))}
			c.vars = append(c.vars, varInfo{name: name, t: t})
			return []*Stmt{s}
		case k < 28:
			t := g.scalarType()
			v := g.pickVar(c, t, true)
			if v == "" {
				continue
			}
			op := "="
			if t != TBool {
				op = []string{"=", "+=", "^=", "*=", "|=", "-="}[r.Intn(6)]
			}
			return []*Stmt{{Kind: SAssign, Var: v, Op: op, X: g.expr(c, t, 1+r.Intn(3))}}
		case k < 42:
			if g.p.Images && r.Intn(3) == 0 {
				// Fold a value into the invocation's own texel of imgOut
				// (a read-modify-write nobody else touches).
				return []*Stmt{{Kind: SCall, Text: "imgAcc", Args: []*Expr{fm(TUint, "uint(%s)", g.expr(c, []Type{TInt, TUint}[r.Intn(2)], 1+r.Intn(3)))}}}
			}
			return []*Stmt{g.emit(g.expr(c, []Type{TInt, TUint, TUint, TUint, TBool}[r.Intn(5)], 1+r.Intn(3)))}
		case k < 54:
			if !deep {
				continue
			}
			s := &Stmt{Kind: SIf, X: g.cond(c)}
			c.depth++
			s.Body = g.stmts(c, 1+r.Intn(3))
			if r.Intn(2) == 0 {
				s.Else = g.stmts(c, 1+r.Intn(3))
			}
			c.depth--
			return []*Stmt{s}
		case k < 62:
			if !deep {
				continue
			}
			return []*Stmt{g.loop(c)}
		case k < 67:
			if !deep {
				continue
			}
			return []*Stmt{g.switchStmt(c)}
		case k < 72:
			if !c.loop {
				continue
			}
			var j *Stmt
			if c.breakable && r.Intn(2) == 0 {
				j = &Stmt{Kind: SBreak}
			} else {
				j = &Stmt{Kind: SContinue}
			}
			return []*Stmt{{Kind: SIf, X: g.cond(c), Body: []*Stmt{g.emit(g.expr(c, TUint, 1)), j}}}
		case k < 75:
			if !c.canReturn {
				continue
			}
			ret := &Stmt{Kind: SReturn}
			if !c.fn.Void {
				ret.X = g.expr(c, c.fn.Ret, 2)
			}
			if c.depth == 0 && r.Intn(3) != 0 {
				continue // a top-level return would end the function
			}
			return []*Stmt{{Kind: SIf, X: g.narrowCond(), Body: []*Stmt{g.emit(g.expr(c, TUint, 1)), ret}}}
		case k < 82:
			if s := g.call(c); s != nil {
				return []*Stmt{s}
			}
		case k < 92:
			if ss := g.guarded(c); ss != nil {
				return ss
			}
		case k < 96:
			if g.has(FNVShuffle) {
				return g.nvShuffleValid(c)
			}
		default:
			if g.has(FBasic) {
				return []*Stmt{{Kind: SRaw, Text: "subgroupMemoryBarrier();", Ext: []string{extBasic}}}
			}
		}
	}
}

func (g *generator) loop(c *ctx) *Stmt {
	r := g.r
	kind := []StmtKind{SFor, SFor, SWhile, SDo}[r.Intn(4)]
	iv := g.newVar("i")
	var bound *Expr
	if r.Intn(2) == 0 {
		bound = lit(TInt, fmt.Sprint(1+r.Intn(4)))
	} else {
		// A per-invocation trip count of 1..4, possibly changing as the
		// body runs; the counter still bounds it.
		bound = fm(TInt, "((%s) & 3) + 1", g.expr(c, TInt, 2))
	}
	s := &Stmt{Kind: kind, Var: iv, X: bound}
	if kind == SFor && r.Intn(3) == 0 {
		// An update in the continue construct, where the lanes that
		// continued and those that finished the body meet.
		t := []Type{TInt, TUint}[r.Intn(2)]
		if v := g.pickVar(c, t, true); v != "" {
			s.Inc = &Stmt{Kind: SAssign, Var: v, Op: []string{"+=", "^="}[r.Intn(2)], X: g.expr(c, t, 2)}
		}
	}
	saved := *c
	c.loop, c.breakable = true, true
	c.depth++
	c.vars = append(c.vars, varInfo{name: iv, t: TInt, ro: true})
	s.Body = g.stmts(c, 1+r.Intn(4))
	c.vars = c.vars[:len(saved.vars)]
	c.loop, c.breakable, c.depth = saved.loop, saved.breakable, saved.depth
	return s
}

func (g *generator) switchStmt(c *ctx) *Stmt {
	r := g.r
	var sel *Expr
	if r.Intn(2) == 0 {
		sel = fm(TInt, "(%s) & 3", g.expr(c, TInt, 2))
	} else {
		sel = fm(TUint, "(%s) % 5u", g.expr(c, TUint, 2))
	}
	s := &Stmt{Kind: SSwitch, X: sel}
	labels := r.Perm(4)
	if sel.T == TUint {
		labels = r.Perm(5)
	}
	n := 1 + r.Intn(3)
	saved := c.breakable
	c.breakable = false
	c.depth++
	for i := 0; i < n; i++ {
		cs := &Case{Labels: []int{labels[i]}, Break: r.Intn(3) != 0}
		if i == n-1 {
			cs.Break = true
		}
		cs.Body = g.stmts(c, 1+r.Intn(2))
		if len(cs.Body) == 0 {
			cs.Body = []*Stmt{g.emit(g.expr(c, TUint, 1))}
		}
		s.Cases = append(s.Cases, cs)
	}
	if r.Intn(2) == 0 {
		d := &Case{Default: true, Break: true, Body: g.stmts(c, 1+r.Intn(2))}
		if len(d.Body) == 0 {
			d.Body = []*Stmt{g.emit(g.expr(c, TUint, 1))}
		}
		// The default clause may come first and fall through.
		if r.Intn(3) == 0 {
			d.Break = r.Intn(2) == 0
			s.Cases = append([]*Case{d}, s.Cases...)
		} else {
			s.Cases = append(s.Cases, d)
		}
	}
	c.depth--
	c.breakable = saved
	return s
}

// calledFrom returns the functions body calls, directly or not.
func (g *generator) calledFrom(body []*Stmt) map[string]bool {
	called := map[string]bool{}
	var visit func([]*Stmt)
	visit = func(ss []*Stmt) {
		walkStmts(ss, func(s *Stmt) {
			if s.Kind == SCall && !called[s.Text] {
				called[s.Text] = true
				for _, f := range g.funcs {
					if f.Name == s.Text {
						visit(f.Body)
					}
				}
			}
		})
	}
	visit(body)
	return called
}

// forcedCall calls f from main's top level with fresh variables for its
// out and inout parameters.
func (g *generator) forcedCall(c *ctx, f *Func) []*Stmt {
	var out []*Stmt
	s := &Stmt{Kind: SCall, Text: f.Name}
	for _, p := range f.Params {
		if p.Qual == "in" {
			s.Args = append(s.Args, g.expr(c, p.T, 2))
			continue
		}
		v := g.newVar("v")
		out = append(out, &Stmt{Kind: SDecl, Var: v, T: p.T, X: g.expr(c, p.T, 1)})
		c.vars = append(c.vars, varInfo{name: v, t: p.T})
		s.Args = append(s.Args, vr(p.T, v))
	}
	return append(out, s)
}

// call calls an earlier function; nil when none fits.
func (g *generator) call(c *ctx) *Stmt {
	var cands []*Func
	for _, f := range g.funcs {
		if f != c.fn && f.Name != "main" {
			cands = append(cands, f)
		}
	}
	if len(cands) == 0 {
		return nil
	}
	f := cands[g.r.Intn(len(cands))]
	s := &Stmt{Kind: SCall, Text: f.Name}
	used := map[string]bool{}
	for _, p := range f.Params {
		if p.Qual == "in" {
			s.Args = append(s.Args, g.expr(c, p.T, 2))
			continue
		}
		// out and inout arguments: distinct writable variables.
		var cands []string
		for _, v := range c.vars {
			if v.t == p.T && !v.ro && !used[v.name] {
				cands = append(cands, v.name)
			}
		}
		if len(cands) == 0 {
			return nil
		}
		v := cands[g.r.Intn(len(cands))]
		used[v] = true
		s.Args = append(s.Args, vr(p.T, v))
	}
	if !f.Void && g.r.Intn(4) != 0 {
		var cands []string
		for _, v := range c.vars {
			if v.t == f.Ret && !v.ro && !used[v.name] {
				cands = append(cands, v.name)
			}
		}
		if len(cands) > 0 {
			s.Var = cands[g.r.Intn(len(cands))]
		}
	}
	return s
}

// narrowCond holds for a few invocations only (guards early returns so
// that most of the program still runs).
func (g *generator) narrowCond() *Expr {
	r := g.r
	switch r.Intn(3) {
	case 0:
		return fm(TBool, "(gl_LocalInvocationIndex % %s) == %s", lit(TUint, fmt.Sprintf("%du", []int{3, 5, 7, 11}[r.Intn(4)])), lit(TUint, fmt.Sprintf("%du", r.Intn(3))))
	case 1:
		return fm(TBool, "gl_SubgroupInvocationID == %s", lit(TUint, fmt.Sprintf("%du", r.Intn(g.p.MinSubgroup))))
	}
	return fm(TBool, "(inp.v[(gl_LocalInvocationIndex * 3u + %s) & 255u] & 7u) == 0u", lit(TUint, fmt.Sprintf("%du", r.Intn(256))))
}

// cond is a branch condition: lane-based, index-based or data-based.
func (g *generator) cond(c *ctx) *Expr {
	r := g.r
	switch r.Intn(7) {
	case 0:
		return fm(TBool, "gl_SubgroupInvocationID < %s", lit(TUint, fmt.Sprintf("%du", r.Intn(2*g.p.MinSubgroup+1))))
	case 1:
		return fm(TBool, "(gl_SubgroupInvocationID & %s) == %s", lit(TUint, fmt.Sprintf("%du", 1+r.Intn(7))), lit(TUint, fmt.Sprintf("%du", r.Intn(3))))
	case 2:
		return fm(TBool, "(gl_LocalInvocationIndex % %s) < %s", lit(TUint, fmt.Sprintf("%du", 2+r.Intn(11))), lit(TUint, fmt.Sprintf("%du", 1+r.Intn(4))))
	case 3:
		return fm(TBool, "(%s & 3u) != 0u", g.load(c, 1))
	case 4:
		return fm(TBool, "(inp.v[(gl_LocalInvocationIndex + %s) & 255u] & %s) != 0u", lit(TUint, fmt.Sprintf("%du", r.Intn(256))), lit(TUint, fmt.Sprintf("%du", 1+r.Intn(7))))
	}
	return g.expr(c, TBool, 1+r.Intn(2))
}

func (g *generator) load(c *ctx, d int) *Expr {
	if g.p.Images && g.r.Intn(3) == 0 {
		// imgIn holds the input words as a 16x16 r32ui image.
		return fm(TUint, "imageLoad(imgIn, ivec2(int((%s) & 15u), int(((%s) >> 4u) & 15u))).x", g.expr(c, TUint, d-1), g.expr(c, TUint, d-1))
	}
	if c.shared && g.r.Intn(3) == 0 {
		return fm(TUint, fmt.Sprintf("sh[(%%s) %% %du]", g.p.LocalSize), g.expr(c, TUint, d-1))
	}
	return fm(TUint, fmt.Sprintf("inp.v[(%%s) & %du]", g.p.InputWords-1), g.expr(c, TUint, d-1))
}

func (g *generator) literal(t Type) *Expr {
	r := g.r
	switch t {
	case TBool:
		return lit(t, []string{"true", "false"}[r.Intn(2)])
	case TInt:
		switch r.Intn(8) {
		case 0:
			return lit(t, []string{"2147483647", "int(0x80000000u)", "-65536", "100000"}[r.Intn(4)])
		default:
			return lit(t, fmt.Sprint(r.Intn(17)-8))
		}
	default:
		switch r.Intn(8) {
		case 0:
			return lit(t, []string{"0xFFFFFFFFu", "0x80000000u", "0x55555555u", "65536u"}[r.Intn(4)])
		default:
			return lit(t, fmt.Sprintf("%du", r.Intn(17)))
		}
	}
}

func (g *generator) leaf(c *ctx, t Type) *Expr {
	r := g.r
	if r.Intn(3) == 0 {
		if v := g.pickVar(c, t, false); v != "" {
			return vr(t, v)
		}
	}
	switch t {
	case TBool:
		if r.Intn(2) == 0 {
			return g.literal(t)
		}
		return fm(TBool, "(%s "+[]string{"<", "==", ">=", "!="}[r.Intn(4)]+" %s)", g.leaf(c, TUint), g.literal(TUint))
	case TInt:
		if r.Intn(2) == 0 {
			return g.literal(t)
		}
		return fm(TInt, "int(%s)", g.leaf(c, TUint))
	}
	switch r.Intn(10) {
	case 0, 1:
		return g.literal(t)
	case 2, 3:
		return vr(TUint, "gl_SubgroupInvocationID")
	case 4:
		return vr(TUint, "gl_LocalInvocationIndex")
	case 5:
		return vr(TUint, []string{"gl_SubgroupSize", "gl_SubgroupID", "gl_NumSubgroups", "gl_WorkGroupID.x", "gl_GlobalInvocationID.x",
			"gl_LocalInvocationID.x", "gl_LocalInvocationID.y", "gl_LocalInvocationID.z", "gl_GlobalInvocationID.y"}[r.Intn(9)])
	default:
		return g.load(c, 1)
	}
}

// expr generates an expression of type t with at most d levels.
func (g *generator) expr(c *ctx, t Type, d int) *Expr {
	r := g.r
	if d <= 0 {
		return g.leaf(c, t)
	}
	if !c.noSG && r.Intn(10) < 3 {
		if e := g.sg(c, t, d-1); e != nil {
			return e
		}
	}
	switch t {
	case TBool:
		switch r.Intn(6) {
		case 0, 1:
			ot := []Type{TInt, TUint}[r.Intn(2)]
			op := []string{"<", "<=", ">", ">=", "==", "!="}[r.Intn(6)]
			return fm(TBool, "(%s "+op+" %s)", g.expr(c, ot, d-1), g.expr(c, ot, d-1))
		case 2:
			op := []string{"&&", "||", "^^", "=="}[r.Intn(4)]
			rc := *c
			if op == "&&" || op == "||" {
				rc.noSG = c.noSG || !g.o.ShortCircuit
			}
			return fm(TBool, "(%s "+op+" %s)", g.expr(c, TBool, d-1), g.expr(&rc, TBool, d-1))
		case 3:
			return fm(TBool, "(!%s)", g.expr(c, TBool, d-1))
		default:
			return g.leaf(c, t)
		}
	}
	switch r.Intn(12) {
	case 0, 1, 2, 3:
		op := []string{"+", "-", "*", "&", "|", "^"}[r.Intn(6)]
		return fm(t, "(%s "+op+" %s)", g.expr(c, t, d-1), g.expr(c, t, d-1))
	case 4:
		op := []string{"<<", ">>"}[r.Intn(2)]
		m := "31"
		if t == TUint {
			m = "31u"
		}
		return fm(t, "(%s "+op+" ((%s) & "+m+"))", g.expr(c, t, d-1), g.expr(c, t, d-1))
	case 5:
		if t == TUint {
			op := []string{"/", "%"}[r.Intn(2)]
			return fm(t, "(%s "+op+" ((%s & 7u) + 1u))", g.expr(c, t, d-1), g.expr(c, t, d-1))
		}
		return fm(t, "(%s / ((%s & 7) + 1))", g.expr(c, t, d-1), g.expr(c, t, d-1))
	case 6:
		if t == TInt {
			return fm(t, "(-(%s))", g.expr(c, t, d-1))
		}
		return fm(t, "(~%s)", g.expr(c, t, d-1))
	case 7:
		if t == TInt {
			return fm(t, "int(%s)", g.expr(c, TUint, d-1))
		}
		return fm(t, "uint(%s)", g.expr(c, TInt, d-1))
	case 8:
		rc := *c
		rc.noSG = c.noSG || !g.o.ShortCircuit
		return fm(t, "(%s ? %s : %s)", g.expr(c, TBool, d-1), g.expr(&rc, t, d-1), g.expr(&rc, t, d-1))
	case 9:
		if t == TUint {
			return g.load(c, d)
		}
		return fm(t, "int(%s)", g.load(c, d))
	}
	return g.leaf(c, t)
}
