package sema

import (
	"fmt"
	"github.com/glslc-nv/glslc-nv/internal/reslimit"
	"strings"

	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/internal/nvwarp"
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// builtinVar resolves a gl_ name.
func (c *checker) builtinVar(x *ast.Ident) operand {
	if x.Name == "gl_WorkGroupSize" {
		return c.workgroupSize(x.Loc)
	}
	if k, ok := c.scopeConst(x.Name, x.Loc); ok {
		if k == nil {
			return badOp
		}
		return operand{typ: k.Typ, konst: k, pos: x.Loc, readonly: "it is a constant", name: x.Name}
	}
	if k, ok := c.coopConst(x.Name, x.Loc); ok {
		if k == nil {
			return badOp
		}
		return operand{typ: k.Typ, konst: k, pos: x.Loc, readonly: "it is a constant", name: x.Name}
	}
	if k, ok := c.rayConst(x.Name, x.Loc); ok {
		if k == nil {
			return badOp
		}
		return operand{typ: k.Typ, konst: k, pos: x.Loc, readonly: "it is a constant", name: x.Name}
	}
	if k := c.builtinConst(x.Name); k != nil {
		return operand{typ: k.Typ, konst: k, pos: x.Loc, readonly: "it is a constant", name: x.Name}
	}
	var v *builtins.Var
	if c.compute() {
		v = builtins.LookupVar(x.Name)
		if v == nil || v.Stages&builtins.SCompute == 0 {
			c.errorf(x.Loc, "'%s': undeclared identifier", x.Name)
			return badOp
		}
	} else if strings.Contains(x.Name, ".") {
		return c.perVertexMember(x)
	} else if o, ok := c.fragOutput(x); ok {
		return o
	} else if v = c.builtinRow(x); v == nil {
		return badOp
	}
	if len(v.Exts) > 0 && !c.anyExtOn(v.Exts, x.Loc) {
		c.errorf(x.Loc, "'%s' requires extension %s", x.Name, strings.Join(v.Exts, " or "))
		return badOp
	}
	// The subgroup variables need SPIR-V 1.3; gl_DeviceIndex takes
	// SPV_KHR_device_group on older targets.
	if v.Subgroup && !builtins.HasKHRForm(v.Exts) && c.lacks(x.Loc, targetenv.Subgroup, "'"+x.Name+"'") {
		return badOp
	}
	g := c.builtinGlobal(v)
	ro := "it is a built-in input"
	if v.Out {
		ro = ""
	}
	return operand{typ: g.Type, ref: &ir.GlobalRef{Pos: c.irPos(x.Loc), Var: g}, pos: x.Loc,
		readonly: ro, name: x.Name}
}

// workgroupSize is gl_WorkGroupSize: a constant when the local size is
// known and literal, otherwise the entry point's size.
func (c *checker) workgroupSize(pos diag.Pos) operand {
	t := ir.Vec(ir.Uint32, 3)
	o := operand{typ: t, pos: pos, readonly: "it is a constant", name: "gl_WorkGroupSize"}
	spec := false
	for _, d := range c.local {
		if d.id >= 0 {
			spec = true
		}
	}
	if !spec {
		var es []*ir.Const
		for _, d := range c.local {
			es = append(es, ir.Uint32Const(d.value))
		}
		if !c.localSet {
			c.errorf(pos, "gl_WorkGroupSize cannot be read before the local size is declared")
			return badOp
		}
		o.konst = ir.ConstComposite(t, es...)
		return o
	}
	if c.fn != nil {
		// A specialization-constant expression (it may size an array
		// declared in the function, as ggml's flash_attn_cm1 does), read
		// through the WorkgroupSize built-in constant.
		o.val = &ir.WorkgroupSize{Pos: c.irPos(pos)}
		o.spec = true
		return o
	}
	p := c.irPos(pos)
	var args []ir.Expr
	for i := range c.local {
		if s := c.localSpec(i); s != nil {
			args = append(args, &ir.SpecRef{Pos: p, Spec: s})
		} else {
			args = append(args, ir.Uint32Const(c.local[i].value))
		}
	}
	o.val = &ir.Construct{Pos: p, Typ: t, Args: args}
	o.spec = true
	return o
}

// subgroupExts are the extensions whose functions are subgroup operations
// (gated by SPIR-V 1.3 and by the extended-types extensions).
func isSubgroupFunc(f *builtins.Func) bool {
	if f.Kind == builtins.KindSubgroup {
		return true
	}
	for _, e := range f.Exts {
		if strings.HasPrefix(e, "GL_KHR_shader_subgroup") || e == "GL_NV_shader_subgroup_partitioned" {
			return true
		}
	}
	return false
}

// builtinAvailable checks the extensions and target a built-in needs.
func (c *checker) builtinAvailable(f *builtins.Func, pos diag.Pos) bool {
	if f.Stages != 0 && f.Stages&c.opts.Stage.Set() == 0 {
		c.errorf(pos, "'%s' is not available in %s (only in %s)", f.Name, c.stageName(), stageList(f.Stages))
		return false
	}
	if (f.ID.IsDerivative() || f.ID == builtins.FnTextureQueryLod) && c.compute() && !c.derivativeInCompute(f, pos) {
		return false
	}
	if len(f.Exts) > 0 && !c.anyExtOn(f.Exts, pos) {
		c.errorf(pos, "'%s' requires extension %s", f.Name, strings.Join(f.Exts, " or "))
		return false
	}
	if (isSubgroupFunc(f) || f.Kind == builtins.KindCrossLane) && !builtins.HasKHRForm(f.Exts) && c.lacks(pos, targetenv.Subgroup, "'"+f.Name+"'") {
		return false
	}
	return true
}

// scalarList returns the scalars of a set.
func scalarList(set builtins.ScalarSet) []builtins.Scalar { return set.List() }

// builtinCandidates returns the viable instantiations of f's overloads for
// args (builtinSigs lists every overload, for messages).
func (c *checker) builtinCandidates(f *builtins.Func, args []operand) (viable []*candidate) {
	descs := make([]builtins.Desc, len(args))
	descOK := make([]bool, len(args))
	long := 0 // the component count of a long-vector argument
	for i, a := range args {
		descs[i], descOK[i] = ir.DescOf(a.typ)
		if long == 0 && a.typ != nil && a.typ.IsLongVector() {
			long = a.typ.Len()
		}
	}
	for oi := range f.Overloads {
		o := &f.Overloads[oi]
		if len(o.Params) != len(args) || o.LongVector && long == 0 {
			continue
		}
		var b builtins.Binding
		ok := true
		usesN, usesGen := false, false
		for i, p := range o.Params {
			if !descOK[i] {
				ok = false
				break
			}
			d := descs[i]
			if p.Type.Comp == builtins.Gen {
				usesGen = true
			}
			switch p.Type.Shape {
			case builtins.N:
				usesN = true
				if b.N == 0 && d.Cols == 0 {
					b.N = d.Size
				}
			case builtins.Mat:
				if b.Dims.Cols == 0 {
					b.Dims = builtins.Dims{Cols: d.Cols, Rows: d.Size}
				}
			case builtins.MatT:
				if b.Dims.Cols == 0 {
					b.Dims = builtins.Dims{Cols: d.Size, Rows: d.Cols}
				}
			case builtins.Col:
				if b.Dims.Rows == 0 {
					b.Dims.Rows = d.Size
				}
			case builtins.Row:
				if b.Dims.Cols == 0 {
					b.Dims.Cols = d.Size
				}
			}
		}
		if long > 0 {
			// GL_EXT_long_vector: a component-wise overload (one of
			// every vector size) taken at the long vector's size
			if !usesN || !o.Sizes.Has(4) || b.Dims.Cols != 0 || b.Dims.Rows != 0 {
				continue
			}
			b.N = long
		}
		if !ok || (usesN && long == 0 && !o.Sizes.Has(b.N)) {
			continue
		}
		if len(o.Mats) > 0 {
			found := false
			for _, d := range o.Mats {
				found = found || d == b.Dims
			}
			if !found {
				continue
			}
		}
		if usesN && b.N == 0 {
			continue
		}
		if !usesN {
			b.N = 1
		}
		ss := []builtins.Scalar{builtins.Gen}
		if usesGen || (o.Ret.Comp == builtins.Gen && o.Ret.Shape != builtins.VoidShape) {
			ss = scalarList(o.Gen)
		}
		for _, s := range ss {
			b.S = s
			cd := &candidate{bfn: f, ov: oi}
			viableHere := true
			for i, p := range o.Params {
				pt := applyPattern(b, p.Type, long)
				mode := ir.In
				if p.Out {
					mode = ir.Out
				} else if p.InOut {
					mode = ir.InOut
				}
				r := c.argRank(args[i], pt, mode)
				if long > 0 && p.Type.Comp == builtins.Gen && r != rankExact {
					// glslang converts no generic argument of a
					// long-vector overload (the fixed ones, a lane
					// index or cluster size, convert)
					r = rankNone
				}
				if (p.InOut || p.Interp) && (args[i].ref == nil || args[i].typ != pt) {
					r = rankNone
				}
				if r == rankNone {
					viableHere = false
					break
				}
				cd.ranks = append(cd.ranks, r)
				cd.convs = append(cd.convs, argConv(args[i], pt, mode))
				cd.params = append(cd.params, pt)
				cd.modes = append(cd.modes, mode)
				cd.consts = append(cd.consts, p.Const)
			}
			if viableHere {
				cd.ret = applyPattern(b, o.Ret, long)
				viable = append(viable, cd)
			}
		}
	}
	return viable
}

// applyPattern instantiates p under b; with long > 0 (a call on a long
// vector, b.N == long), the N-shaped patterns are vectors of long
// components, a vector<T, 1> included.
func applyPattern(b builtins.Binding, p builtins.Pattern, long int) *ir.Type {
	d := b.Apply(p)
	if long > 0 && p.Shape == builtins.N && !d.Void {
		return ir.Vec(ir.ScalarOfTable(d.Scalar), long)
	}
	return ir.TypeOfDesc(d)
}

// builtinSigs renders every overload of f, for the message that none
// matches.
func builtinSigs(f *builtins.Func) []string {
	sigs := make([]string, len(f.Overloads))
	for i := range f.Overloads {
		sigs[i] = overloadSig(f.Name, &f.Overloads[i])
	}
	return sigs
}

// overloadSig renders a generic overload for messages.
func overloadSig(name string, o *builtins.Overload) string {
	ps := make([]string, len(o.Params))
	for i, p := range o.Params {
		ps[i] = patternName(p.Type)
		if p.Out {
			ps[i] = "out " + ps[i]
		} else if p.InOut {
			ps[i] = "inout " + ps[i]
		}
	}
	return fmt.Sprintf("%s %s(%s)", patternName(o.Ret), name, strings.Join(ps, ", "))
}

func patternName(p builtins.Pattern) string {
	switch p.Shape {
	case builtins.VoidShape:
		return "void"
	case builtins.N:
		if p.Comp == builtins.Gen {
			return "genType"
		}
		return p.Comp.String() + "N"
	case builtins.Mat, builtins.MatT:
		return "mat"
	case builtins.Col, builtins.Row:
		return "vec"
	case builtins.Scalar1:
		if p.Comp == builtins.Gen {
			return "scalar"
		}
		return p.Comp.String()
	}
	return ir.TypeOfDesc(builtins.Desc{Scalar: p.Comp, Size: int(p.Shape)}).String()
}

// extendedTypeExt names the extension a subgroup operation on scalar type
// s needs, or "".
func extendedTypeExt(s *ir.Type) string {
	switch {
	case s == nil:
		return ""
	case s.IsInteger() && s.Width() == 8:
		return "GL_EXT_shader_subgroup_extended_types_int8"
	case s.IsInteger() && s.Width() == 16:
		return "GL_EXT_shader_subgroup_extended_types_int16"
	case s.IsInteger() && s.Width() == 64:
		return "GL_EXT_shader_subgroup_extended_types_int64"
	case s.IsFloat() && s.Width() == 16:
		return "GL_EXT_shader_subgroup_extended_types_float16"
	}
	return ""
}

// builtinCall builds the call of a resolved built-in overload.
func (c *checker) builtinCall(x *ast.CallExpr, cd *candidate, args []operand) operand {
	f := cd.bfn
	o := &f.Overloads[cd.ov]
	p := c.irPos(x.Loc)
	if len(o.Exts) > 0 && !c.anyExtOn(o.Exts, x.Loc) {
		c.errorf(x.Loc, "'%s' on %s requires extension %s", f.Name, argTypes(args), strings.Join(o.Exts, " or "))
		return badOp
	}
	if !isSubgroupFunc(f) && !c.smallTypeArithmeticOK(f, cd, args, x.Loc) {
		return badOp
	}
	if isSubgroupFunc(f) && !c.noExtendedTypes {
		for i, a := range args {
			if cd.modes[i] != ir.In || cd.params[i] == nil {
				continue
			}
			if e := extendedTypeExt(cd.params[i].Scalar()); e != "" && !c.extOn(e, x.Loc) {
				c.errorf(a.pos, "'%s' on %s requires extension %s", f.Name, typeName(cd.params[i]), e)
				return badOp
			}
		}
	}
	if !c.builtinRules(x, f, args) {
		return badOp
	}
	irArgs := make([]ir.Expr, len(args))
	var pre, post []ir.Stmt
	var interpComps []int // the swizzle of an interpolant, applied to the result
	ret := cd.ret
	for i, a := range args {
		pt := cd.params[i]
		switch {
		case o.Params[i].Interp:
			ref := a.ref
			if sw, ok := ref.(*ir.SwizzleRef); ok {
				// glslang interpolates the whole vector and swizzles
				// the result.
				ref, interpComps, ret = sw.Base, sw.Comps, sw.Base.Type()
			}
			if !ir.IsInputRef(ref) {
				c.errorf(a.pos, "argument %d of '%s' must be an input variable (or an element, member or swizzle of one)", i+1, f.Name)
				return badOp
			}
			irArgs[i] = ref
			continue
		}
		switch cd.modes[i] {
		case ir.In:
			if cd.consts[i] && !c.constArgOK(f, o.Params[i].DynamicUniform, i, a) {
				return badOp
			}
			v, ok := c.implicit(a, pt, a.pos, "argument")
			if !ok {
				return badOp
			}
			irArgs[i] = v
		default:
			ref, ok := c.lvalue(a, a.pos, fmt.Sprintf("argument %d of '%s'", i+1, f.Name))
			if !ok {
				return badOp
			}
			if a.typ != pt {
				c.errorf(a.pos, "argument %d of '%s' must be a variable of type %s", i+1, f.Name, typeName(pt))
				return badOp
			}
			_, sw := ref.(*ir.SwizzleRef)
			if f.Kind == builtins.KindAtomic || (!sw && ref.Type() == pt) {
				irArgs[i] = ref
				continue
			}
			// An out argument in a swizzle or another layout goes
			// through a temporary.
			ref, p1 := c.stableRef(ref)
			pre = append(pre, p1...)
			tmp := c.newTemp("out", pt)
			tr := &ir.LocalRef{Pos: p, Var: tmp}
			post = append(post, c.store(ref, &ir.Load{Pos: p, Ref: tr}, pt, p))
			irArgs[i] = tr
		}
	}
	if f.Kind == builtins.KindAtomic {
		return c.atomicCall(x, f, cd, args, irArgs)
	}
	if interpComps != nil {
		call := &ir.BuiltinCall{Pos: p, Fn: f, ID: f.IDOf(cd.ov), Args: irArgs, Typ: ret}
		return c.valOp(&ir.Swizzle{Pos: p, Base: call, Comps: interpComps}, cd.ret, x.Loc)
	}
	call := &ir.BuiltinCall{Pos: p, Fn: f, ID: f.IDOf(cd.ov), Args: irArgs, Typ: cd.ret}
	if len(pre) == 0 && len(post) == 0 {
		return c.valOp(call, cd.ret, x.Loc)
	}
	if cd.ret == ir.Void {
		ss := append(pre, &ir.ExprStmt{Pos: p, X: call})
		return c.stmtsOp(append(ss, post...), x.Loc)
	}
	res := c.newTemp("ret", cd.ret)
	rr := &ir.LocalRef{Pos: p, Var: res}
	ss := append(pre, &ir.Store{Pos: p, Dst: rr, Value: call})
	ss = append(ss, post...)
	return operand{typ: cd.ret, val: &ir.Seq{Pos: p, Stmts: ss, Value: &ir.Load{Pos: p, Ref: rr}}, pos: x.Loc}
}

// builtinRules checks the rules of particular built-ins beyond their
// signatures.
func (c *checker) builtinRules(x *ast.CallExpr, f *builtins.Func, args []operand) bool {
	switch f.ID {
	case builtins.FnControlBarrier, builtins.FnMemoryBarrier:
		return c.scopedBarrierOK(f, args)
	case builtins.FnControlBarrierArrive, builtins.FnControlBarrierWait:
		return c.splitBarrierOK(x, f, args)
	case builtins.FnShuffleNV, builtins.FnShuffleUpNV, builtins.FnShuffleDownNV, builtins.FnShuffleXorNV:
		// SEMANTICS.md section 3: width is a power of two in 2..32; a
		// constant that is not is a compile error.
		if len(args) >= 3 && args[2].konst != nil {
			w := args[2].konst.Bits
			if !nvwarp.GoodWidth(uint32(w)) { // a 32-bit constant: no bits above 31
				c.errorf(args[2].pos, "the width of '%s' must be a power of two in 2..32 (have %d)", f.Name, args[2].konst.Int())
				return false
			}
		}
	}
	return true
}

// clustered are the built-ins whose constant argument is a cluster size.
var clustered = map[builtins.FuncID]bool{
	builtins.FnSubgroupClusteredAdd: true, builtins.FnSubgroupClusteredMul: true, builtins.FnSubgroupClusteredMin: true,
	builtins.FnSubgroupClusteredMax: true, builtins.FnSubgroupClusteredAnd: true, builtins.FnSubgroupClusteredOr: true,
	builtins.FnSubgroupClusteredXor: true, builtins.FnSubgroupClusteredRotate: true,
}

// constArgOK checks a parameter that needs a constant; a broadcast lane
// (dynamic) may be dynamically uniform where the target has
// targetenv.DynamicLane.
func (c *checker) constArgOK(f *builtins.Func, dynamic bool, i int, a operand) bool {
	if dynamic && c.opts.TargetEnv.Has(targetenv.DynamicLane) {
		return true
	}
	if a.konst == nil {
		msg := fmt.Sprintf("argument %d of '%s' must be a constant integral expression", i+1, f.Name)
		if dynamic {
			msg += ": " + c.opts.TargetEnv.Lacks(targetenv.DynamicLane, "a dynamically uniform lane")
		}
		c.errorf(a.pos, "%s", msg)
		return false
	}
	v := a.konst.Bits
	switch {
	case clustered[f.ID]:
		if v == 0 || v&(v-1) != 0 {
			c.errorf(a.pos, "cluster size of '%s' must be a constant power of two (have %d)", f.Name, a.konst.Int())
			return false
		}
	case f.ID == builtins.FnControlBarrier || f.ID == builtins.FnMemoryBarrier ||
		f.ID == builtins.FnControlBarrierArrive || f.ID == builtins.FnControlBarrierWait:
		return c.barrierArgOK(f, i, a)
	case f.ID == builtins.FnSubgroupQuadBroadcast:
		if v > 3 {
			c.errorf(a.pos, "quad index of '%s' must be a constant in 0..3 (have %d)", f.Name, a.konst.Int())
			return false
		}
	}
	return true
}

// atomicCall builds an ir.Atomic for the atomic built-ins.
func (c *checker) atomicCall(x *ast.CallExpr, f *builtins.Func, cd *candidate, args []operand, irArgs []ir.Expr) operand {
	ref, _ := irArgs[0].(ir.Ref)
	root := ir.RootOf(ref)
	viaRef := false
	if ref != nil {
		_, viaRef = ir.BaseOf(ref).(*ir.DerefRef)
	}
	if ref == nil || !viaRef && (root == nil || (root.Storage != ir.StorageBuffer && root.Storage != ir.StorageWorkgroup)) {
		c.errorf(x.Loc, "'%s': only buffer block members and shared variables can be used with atomic memory functions", f.Name)
		return badOp
	}
	t := cd.params[0]
	if t.Width() == 64 && t.IsInteger() && !c.requireExt(x.Loc, "'"+f.Name+"' on "+typeName(t), extAtomicInt64, extAtomicInt64NV) {
		return badOp
	}
	a := &ir.Atomic{Pos: c.irPos(x.Loc), Op: f.Atomic, Ref: ref, Scope: ir.ScopeDevice, Semantics: ir.SemanticsNone, Plain: true}
	switch f.Atomic {
	case ir.AtomicCompSwap:
		a.Comparator, a.Value = irArgs[1], irArgs[2]
	case ir.AtomicLoad:
	default:
		a.Value = irArgs[1]
	}
	return operand{typ: a.Type(), val: a, pos: x.Loc}
}

// alias is a function outside the table that maps onto a table row.
type alias struct {
	target string
	exts   []string // nil: core GLSL 4.60
	// anyType lets the vendor functions take every type their extension
	// allows, without the subgroup extended-types extensions.
	anyType bool
}

const extAMDBallot = "GL_AMD_shader_ballot"

// aliases maps functions outside the table onto table rows: the GLSL 4.60
// votes and the reductions and scans of GL_AMD_shader_ballot are subgroup
// operations. (The table has the other ARB and AMD functions.)
var aliases = func() map[string]alias {
	m := map[string]alias{
		"anyInvocation":       {target: "subgroupAny"},
		"allInvocations":      {target: "subgroupAll"},
		"allInvocationsEqual": {target: "subgroupAllEqual"},
	}
	for _, op := range []string{"add", "min", "max"} {
		up := strings.ToUpper(op[:1]) + op[1:]
		for _, nu := range []string{"", "NonUniform"} {
			m[op+"Invocations"+nu+"AMD"] = alias{target: "subgroup" + up, exts: []string{extAMDBallot}, anyType: true}
			m[op+"InvocationsInclusiveScan"+nu+"AMD"] = alias{target: "subgroupInclusive" + up, exts: []string{extAMDBallot}, anyType: true}
			m[op+"InvocationsExclusiveScan"+nu+"AMD"] = alias{target: "subgroupExclusive" + up, exts: []string{extAMDBallot}, anyType: true}
		}
	}
	return m
}()

// aliasCall handles functions outside the table that map onto table rows;
// ok is false when name is unknown.
func (c *checker) aliasCall(x *ast.CallExpr, name string, args []operand) (operand, bool) {
	a, known := aliases[name]
	if !known {
		return badOp, false
	}
	if a.exts == nil && (c.es || c.version < 460) {
		return badOp, false
	}
	if a.exts != nil && !c.requireExt(x.Loc, "'"+name+"'", a.exts...) {
		return badOp, true
	}
	f := builtins.Lookup(a.target)
	if f == nil {
		return badOp, false
	}
	// Every alias has a form below SPIR-V 1.3: the 4.60 votes take
	// SPV_KHR_subgroup_vote, the AMD reductions SPV_AMD_shader_ballot.
	cands := c.builtinCandidates(f, args)
	if len(cands) == 0 {
		var sigs []string
		for _, sig := range builtinSigs(f) {
			sigs = append(sigs, strings.Replace(sig, a.target, name, 1))
		}
		c.errorf(x.Loc, "no matching overload for call to '%s(%s)'; candidates are: %s", name, argTypes(args), strings.Join(sigs, ", "))
		return badOp, true
	}
	best, tied := pickBest(c.convOrderAt(x.Loc), cands)
	if best == nil {
		best = tied[0]
	}
	saved := c.noExtendedTypes
	c.noExtendedTypes = a.anyType
	defer func() { c.noExtendedTypes = saved }()
	return c.builtinCall(x, best, args), true
}

// maxWorkGroupInvocations is gl_MaxComputeWorkGroupInvocations (not one of
// the limits -flimit sets).
const maxWorkGroupInvocations = uint32(1024)

// limit is the value of a resource limit (internal/reslimit: -flimit).
func (c *checker) limit(name string) int { return c.opts.Limits.Get(name) }

// maxWorkGroupSize is gl_MaxComputeWorkGroupSize under the limits in force.
func (c *checker) maxWorkGroupSize() [3]uint32 {
	return [3]uint32{uint32(c.limit("MaxComputeWorkGroupSizeX")), uint32(c.limit("MaxComputeWorkGroupSizeY")), uint32(c.limit("MaxComputeWorkGroupSizeZ"))}
}

// builtinConst returns the value of a built-in constant (gl_Max*), or nil.
// Each gl_MaxName is the resource limit MaxName, or for the two vectors
// its X, Y and Z limits.
func (c *checker) builtinConst(name string) *ir.Const {
	ivec3 := func(base string) *ir.Const {
		return ir.ConstComposite(ir.Vec(ir.Int32, 3), ir.Int32Const(int32(c.limit(base+"X"))),
			ir.Int32Const(int32(c.limit(base+"Y"))), ir.Int32Const(int32(c.limit(base+"Z"))))
	}
	switch name {
	case "gl_MaxComputeWorkGroupCount":
		return ivec3("MaxComputeWorkGroupCount")
	case "gl_MaxComputeWorkGroupSize":
		return ivec3("MaxComputeWorkGroupSize")
	case "gl_MaxComputeWorkGroupInvocations":
		return ir.Int32Const(int32(maxWorkGroupInvocations))
	}
	if rest, ok := strings.CutPrefix(name, "gl_"); ok && reslimit.Known(rest) {
		return ir.Int32Const(int32(c.limit(rest)))
	}
	return nil
}

// smallArithmetic lists, per kind of small type, the extensions glslang
// accepts for a built-in call whose signature or arguments hold it
// (TParseVersions::requireFloat16Arithmetic, requireInt16Arithmetic and
// requireInt8Arithmetic; storage-only extensions do not count).
var smallArithmetic = []struct {
	what string
	is   func(*ir.Type) bool
	exts []string
}{
	{"float16", func(s *ir.Type) bool { return s.IsFloat() && s.Width() == 16 && s.Encoding() == ir.IEEE },
		[]string{extAMDHalf, "GL_EXT_shader_explicit_arithmetic_types", extFloat16}},
	{"(u)int16", func(s *ir.Type) bool { return s.IsInteger() && s.Width() == 16 },
		[]string{extAMDInt16, "GL_EXT_shader_explicit_arithmetic_types", extInt16}},
	{"(u)int8", func(s *ir.Type) bool { return s.IsInteger() && s.Width() == 8 },
		[]string{"GL_EXT_shader_explicit_arithmetic_types", extInt8}},
}

// smallTypeArithmeticOK applies glslang's rule for built-in calls: a call
// whose resolved return type, parameter types or argument types hold
// float16, (u)int16 or (u)int8 components needs the arithmetic extension
// of that type (pack32(u8vec4) needs int8 arithmetic, pack16(u8vec2) int8
// and int16, halfBitsToInt16 float16 and int16). Subgroup operations
// follow GL_EXT_shader_subgroup_extended_types_* instead (glslang accepts
// subgroupAdd on an int8_t with only those and 8-bit storage).
func (c *checker) smallTypeArithmeticOK(f *builtins.Func, cd *candidate, args []operand, pos diag.Pos) bool {
	types := append([]*ir.Type{cd.ret}, cd.params...)
	for _, a := range args {
		types = append(types, a.typ)
	}
	for _, k := range smallArithmetic {
		for _, t := range types {
			if t == nil || t.Scalar() == nil || !k.is(t.Scalar()) {
				continue
			}
			if !c.anyExtOn(k.exts, pos) {
				c.errorf(pos, "'%s' on %s types requires extension %s", f.Name, k.what, strings.Join(k.exts, " or "))
				return false
			}
			break
		}
	}
	return true
}

// typeHolds reports whether t, or an element or member of it, has a
// scalar is accepts.
func typeHolds(t *ir.Type, is func(*ir.Type) bool) bool {
	switch {
	case t == nil:
		return false
	case t.Kind() == ir.KindArray || t.Kind() == ir.KindRuntimeArray:
		return typeHolds(t.Elem(), is)
	case t.Kind() == ir.KindStruct:
		for _, m := range t.Members() {
			if typeHolds(m.Type, is) {
				return true
			}
		}
		return false
	case t.Scalar() != nil:
		return is(t.Scalar())
	}
	return false
}

// smallTypeStorageOK applies glslang's rule for declarations outside
// uniform and buffer blocks (TParseContext::nonInitConstCheck's storage
// test and parameterTypeCheck): a local, global, shared or constant
// variable or a parameter whose type holds float16, (u)int16 or (u)int8
// needs that type's arithmetic extension; the storage extensions
// (GL_EXT_shader_16bit_storage, GL_EXT_shader_8bit_storage) allow them
// only in blocks.
func (c *checker) smallTypeStorageOK(t *ir.Type, pos diag.Pos, name string) bool {
	for _, k := range smallArithmetic {
		if typeHolds(t, k.is) && !c.anyExtOn(k.exts, pos) {
			c.errorf(pos, "'%s': %s types can only be in uniform or buffer blocks without extension %s", name, k.what, strings.Join(k.exts, " or "))
			return false
		}
	}
	return true
}
