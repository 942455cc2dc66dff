package sema

import (
	"fmt"
	"strings"

	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// candidate is one viable overload of a call with the conversion rank of
// each argument and the conversion itself.
type candidate struct {
	ranks  []int
	convs  []conv
	params []*ir.Type
	modes  []ir.ParamMode
	consts []bool
	ret    *ir.Type
	fn     *funcSym
	bfn    *builtins.Func
	ov     int
}

// signature renders the candidate's declaration for messages (built from
// the function on demand: only error messages read it).
func (cd *candidate) signature() string {
	if cd.fn != nil {
		return cd.fn.signature()
	}
	return overloadSig(cd.bfn.Name, &cd.bfn.Overloads[cd.ov])
}

// conv is the implicit conversion one argument undergoes for a candidate:
// from the argument's type to the parameter's (for an out parameter, from
// the parameter's to the argument's). from == to is an exact match.
type conv struct{ from, to *ir.Type }

// convOrder compares two conversions of the same argument. GLSL 4.60 §6.1
// makes it a partial order:
//  1. an exact match is better than any conversion;
//  2. float -> double is better than any other conversion;
//  3. int/uint -> float is better than int/uint -> double;
//
// and no other pair is ordered (int -> uint and int -> float are
// incomparable). With an explicit arithmetic types extension enabled,
// glslang ranks conversions instead, as that extension family does: exact,
// then promotion (8/16-bit integer -> int, float16/float -> double), then
// every other conversion; ranked says so.
type convOrder struct{ ranked bool }

// explicitTypesExts turn on the ranked order (glslang: any of them).
var explicitTypesExts = []string{"GL_EXT_shader_explicit_arithmetic_types",
	extInt8, extInt16, extInt32, extInt64, extFloat16, extFloat32, extFloat64}

// convOrderAt returns the order in force at pos.
func (c *checker) convOrderAt(pos diag.Pos) convOrder {
	for _, n := range explicitTypesExts {
		if on, _ := c.extState(n, pos); on {
			return convOrder{ranked: true}
		}
	}
	return convOrder{}
}

// better reports whether conversion x is better than conversion y.
func (o convOrder) better(x, y conv) bool {
	xe, ye := x.from == x.to, y.from == y.to
	if xe || ye {
		return xe && !ye
	}
	xf, xt, yf, yt := x.from.Scalar(), x.to.Scalar(), y.from.Scalar(), y.to.Scalar()
	if o.ranked {
		return isPromotion(xf, xt) && !isPromotion(yf, yt)
	}
	toDouble := func(f, t *ir.Type) bool { return f == ir.Float32 && t == ir.Float64 }
	if toDouble(xf, xt) {
		return !toDouble(yf, yt)
	}
	return xf.IsInteger() && xt == ir.Float32 && yf.IsInteger() && yt == ir.Float64
}

// isPromotion reports a promotion of the explicit arithmetic types
// extensions as glslang counts them: 8- and 16-bit integers to int,
// float16 and float to double.
func isPromotion(from, to *ir.Type) bool {
	switch to {
	case ir.Int32:
		return from.IsInteger() && from.Width() < 32
	case ir.Float64:
		return from.IsFloat() && from.Width() < 64
	}
	return false
}

// betterMatch reports whether candidate a is a better match than b (GLSL
// 4.60 §6.1): some argument converts better for a, none better for b.
func (o convOrder) betterMatch(a, b *candidate) bool {
	strictly := false
	for i := range a.convs {
		if o.better(b.convs[i], a.convs[i]) {
			return false
		}
		if o.better(a.convs[i], b.convs[i]) {
			strictly = true
		}
	}
	return strictly
}

// pickBest selects the best candidate; it returns nil and the ambiguous
// set when there is no single best.
func pickBest(o convOrder, cands []*candidate) (*candidate, []*candidate) {
	// Generic built-in overloads can instantiate to the same signature
	// (min(genType, genType) and min(genType, float) for a float): keep
	// the first.
	var uniq []*candidate
	for _, a := range cands {
		dup := false
		for _, b := range uniq {
			if sameTypes(a.params, b.params) && a.fn == nil && b.fn == nil {
				dup = true
				break
			}
		}
		if !dup {
			uniq = append(uniq, a)
		}
	}
	cands = uniq
	if len(cands) == 1 {
		return cands[0], nil
	}
	for _, a := range cands {
		best := true
		for _, b := range cands {
			if a != b && !o.betterMatch(a, b) {
				best = false
				break
			}
		}
		if best {
			return a, nil
		}
	}
	// Keep the candidates no other beats.
	var tied []*candidate
	for _, a := range cands {
		beaten := false
		for _, b := range cands {
			if a != b && o.betterMatch(b, a) {
				beaten = true
				break
			}
		}
		if !beaten {
			tied = append(tied, a)
		}
	}
	return nil, tied
}

func sameTypes(a, b []*ir.Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// argConv is the conversion passing argument a to a parameter of type t
// and mode m makes.
func argConv(a operand, t *ir.Type, m ir.ParamMode) conv {
	if m == ir.Out {
		return conv{from: t, to: a.typ}
	}
	return conv{from: a.typ, to: t}
}

// argRank ranks passing argument a to a parameter of type t and mode m.
func (c *checker) argRank(a operand, t *ir.Type, m ir.ParamMode) int {
	switch m {
	case ir.Out:
		if a.ref == nil || a.repeated {
			return rankNone
		}
		return c.convRank(t, a.typ)
	case ir.InOut:
		if a.ref == nil || a.repeated || a.typ != t {
			return rankNone
		}
		return rankExact
	}
	if a.typ == t {
		return rankExact
	}
	return c.convRank(a.typ, t)
}

func argTypes(args []operand) string {
	s := make([]string, len(args))
	for i, a := range args {
		s[i] = typeName(a.typ)
	}
	return strings.Join(s, ", ")
}

// callFunc resolves and checks a call of a user or built-in function.
func (c *checker) callFunc(x *ast.CallExpr, name string, args []operand) operand {
	user := c.funcs[name]
	if len(user) == 0 {
		if o, ok := c.scopedAtomicCall(x, name, args); ok {
			return o
		}
	}
	if f := builtins.LookupImage(name); f != nil && len(user) == 0 {
		return c.imageCall(x, f, args)
	}
	if f := builtins.LookupCoop(name); f != nil && len(user) == 0 {
		return c.coopCall(x, f, args)
	}
	if f := builtins.LookupRayQuery(name); f != nil && len(user) == 0 {
		return c.rayQueryCall(x, f, args)
	}
	if len(user) == 0 {
		if o, ok := c.narrowBitcast(x, name, args); ok {
			return o
		}
	}
	bfn := builtins.Lookup(name)
	if len(user) == 0 && bfn == nil {
		if alias, ok := c.aliasCall(x, name, args); ok {
			return alias
		}
		c.errorf(x.Loc, "no function '%s' is declared", name)
		return badOp
	}
	var cands, all []*candidate
	var allBuiltin *builtins.Func // its overloads are candidates too
	for _, f := range user {
		cd := &candidate{fn: f, ret: f.ret}
		all = append(all, cd)
		if len(f.params) != len(args) {
			continue
		}
		ok := true
		for i, p := range f.params {
			r := c.argRank(args[i], p.typ, p.mode)
			if r == rankNone {
				ok = false
				break
			}
			cd.ranks = append(cd.ranks, r)
			cd.convs = append(cd.convs, argConv(args[i], p.typ, p.mode))
			cd.params = append(cd.params, p.typ)
			cd.modes = append(cd.modes, p.mode)
		}
		if ok {
			cands = append(cands, cd)
		}
	}
	// User overloads of a built-in name compete with the built-in's
	// overloads (GLSL 4.60 §6.1 and §8).
	if bfn != nil {
		switch {
		case len(cands) == 0:
			if !c.builtinAvailable(bfn, x.Loc) {
				return badOp
			}
			fallthrough
		case len(bfn.Exts) == 0 || c.anyExtOn(bfn.Exts, x.Loc):
			cands = append(cands, c.builtinCandidates(bfn, args)...)
			allBuiltin = bfn
		}
	}
	if len(cands) == 0 {
		var sigs []string
		for _, cd := range all {
			sigs = append(sigs, cd.signature())
		}
		if allBuiltin != nil {
			sigs = append(sigs, builtinSigs(allBuiltin)...)
		}
		c.errorf(x.Loc, "no matching overload for call to '%s(%s)'; candidates are: %s", name, argTypes(args), strings.Join(sigs, ", "))
		return badOp
	}
	best, tied := pickBest(c.convOrderAt(x.Loc), cands)
	if best == nil {
		var sigs []string
		for _, cd := range tied {
			sig := cd.signature()
			if cd.bfn != nil {
				// the instantiated overload: "genType max(genType,
				// genType)" twice would not say which ones tie
				ps := make([]string, len(cd.params))
				for i, p := range cd.params {
					ps[i] = typeName(p)
				}
				sig = fmt.Sprintf("%s %s(%s)", typeName(cd.ret), name, strings.Join(ps, ", "))
			}
			sigs = append(sigs, sig)
		}
		c.errorf(x.Loc, "ambiguous call to '%s(%s)'; candidates are: %s", name, argTypes(args), strings.Join(sigs, ", "))
		return badOp
	}
	if best.fn != nil {
		if best.fn.name == c.entryName() {
			c.errorf(x.Loc, "the entry point '%s' cannot be called", name)
			return badOp
		}
		if best.fn.spirv != nil {
			return c.spirvCall(x, best, args)
		}
		return c.userCall(x, best, args)
	}
	return c.builtinCall(x, best, args)
}

// signature renders a user function's signature.
func (f *funcSym) signature() string {
	ps := make([]string, len(f.params))
	for i, p := range f.params {
		ps[i] = typeName(p.typ)
		if p.mode != ir.In {
			ps[i] = p.mode.String() + " " + ps[i]
		}
	}
	return fmt.Sprintf("%s %s(%s)", typeName(f.ret), f.name, strings.Join(ps, ", "))
}

// userCall builds the call of a user function.
func (c *checker) userCall(x *ast.CallExpr, cd *candidate, args []operand) operand {
	f := cd.fn
	p := c.irPos(x.Loc)
	if c.fn != nil {
		if c.fn.sym.calls == nil {
			c.fn.sym.calls = map[*funcSym]diag.Pos{}
		}
		if _, ok := c.fn.sym.calls[f]; !ok {
			c.fn.sym.calls[f] = x.Loc
		}
	}
	var pre, post []ir.Stmt
	irArgs := make([]ir.Expr, len(args))
	for i, a := range args {
		pt := cd.params[i]
		switch cd.modes[i] {
		case ir.In:
			if pt == ir.RayQuery && !wholeRayQuery(a.ref) {
				c.errorf(a.pos, "argument %d of '%s': a rayQueryEXT argument must be a ray-query variable or parameter, not an array element (SPIR-V passes only whole variables)", i+1, f.name)
				return badOp
			}
			if pt.IsOpaque() && a.ref == nil {
				// The parameter points at the caller's variable.
				c.errorf(a.pos, "argument %d of '%s': a sampler constructor must appear at its point of use (pass the texture and the sampler)", i+1, f.name)
				return badOp
			}
			v, ok := c.implicit(a, pt, a.pos, "argument")
			if !ok {
				return badOp
			}
			irArgs[i] = v
		default:
			what := fmt.Sprintf("argument %d of '%s' (%s parameter)", i+1, f.name, cd.modes[i])
			ref, ok := c.lvalue(a, a.pos, what)
			if !ok {
				return badOp
			}
			if _, sw := ref.(*ir.SwizzleRef); !sw && ref.Type() == pt && a.typ == pt {
				irArgs[i] = ref
				continue
			}
			// Through a temporary of the parameter type.
			ref, p1 := c.stableRef(ref)
			pre = append(pre, p1...)
			tmp := c.newTemp("arg", pt)
			tr := &ir.LocalRef{Pos: p, Var: tmp}
			if cd.modes[i] == ir.InOut {
				pre = append(pre, &ir.Store{Pos: p, Dst: tr, Value: c.value(operand{typ: a.typ, ref: ref, pos: a.pos})})
			}
			back := c.convertValue(&ir.Load{Pos: p, Ref: tr}, a.typ, p)
			post = append(post, c.store(ref, back, a.typ, p))
			irArgs[i] = tr
		}
	}
	call := &ir.Call{Pos: p, Fn: f.ir, Args: irArgs}
	if f.ir == nil {
		return badOp
	}
	if len(pre) == 0 && len(post) == 0 {
		return operand{typ: f.ret, val: call, pos: x.Loc}
	}
	if f.ret == ir.Void {
		ss := append(pre, &ir.ExprStmt{Pos: p, X: call})
		return c.stmtsOp(append(ss, post...), x.Loc)
	}
	res := c.newTemp("ret", f.ret)
	rr := &ir.LocalRef{Pos: p, Var: res}
	ss := append(pre, &ir.Store{Pos: p, Dst: rr, Value: call})
	ss = append(ss, post...)
	return operand{typ: f.ret, val: &ir.Seq{Pos: p, Stmts: ss, Value: &ir.Load{Pos: p, Ref: rr}}, pos: x.Loc}
}
