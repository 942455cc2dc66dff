package ir

import (
	"strings"

	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

func (v *validator) cond(e Expr) {
	v.value(e)
	if e != nil && e.Type() != Bool {
		v.errf("condition of type %s, want bool", e.Type())
	}
}

// value checks e in a value position.
func (v *validator) value(e Expr) {
	if e == nil {
		v.errf("missing expression")
		return
	}
	if _, ok := e.(Ref); ok {
		v.errf("reference %s used as a value (wrap it in Load)", exprString(e))
	}
	v.expr(e)
	if e.Type() == Void {
		v.errf("void expression %s used as a value", exprString(e))
	}
}

// ref checks e in a reference position.
func (v *validator) ref(r Ref) {
	if r == nil {
		v.errf("missing reference")
		return
	}
	v.expr(r)
}

func (v *validator) sameType(what string, a, b Expr) bool {
	if a == nil || b == nil {
		return false
	}
	if a.Type() != b.Type() {
		v.errf("%s: operand types differ: %s and %s", what, a.Type(), b.Type())
		return false
	}
	return true
}

func (v *validator) expr(e Expr) {
	switch e := e.(type) {
	case *Const:
		v.constant(e)
	case *SpecRef:
		if e.Spec == nil || !v.specs[e.Spec] {
			v.errf("reference to a spec constant that is not declared earlier in the module")
		}
	case *GlobalRef:
		if e.Var == nil || !v.globals[e.Var] {
			v.errf("reference to a global that is not in the module")
		}
	case *LocalRef:
		if v.fn == nil || !v.locals[e.Var] {
			v.errf("reference to local %s of another function", nameOfLocal(e.Var))
		}
	case *ParamRef:
		if v.fn == nil || !v.params[e.Var] {
			v.errf("reference to a parameter of another function")
		}
	case *FieldRef:
		v.ref(e.Base)
		if e.Base != nil {
			if _, ok := e.Base.(*SwizzleRef); ok {
				v.errf("access through a swizzle")
			}
			t := e.Base.Type()
			if t.kind != KindStruct || e.Field < 0 || e.Field >= len(t.members) {
				v.errf("field %d of non-struct or out of range in %s", e.Field, exprString(e))
			}
		}
	case *IndexRef:
		v.ref(e.Base)
		v.index(e.Index)
		if e.Base != nil {
			if _, ok := e.Base.(*SwizzleRef); ok {
				v.errf("access through a swizzle")
			}
			switch e.Base.Type().kind {
			case KindArray, KindRuntimeArray, KindVector, KindMatrix, KindCoopMat:
			default:
				v.errf("index into %s", e.Base.Type())
			}
		}
	case *DerefRef:
		v.value(e.Ptr)
		if e.Ptr != nil && (e.Ptr.Type().kind != KindReference || e.Ptr.Type().elem == nil || !e.Ptr.Type().elem.block) {
			v.errf("dereference of %s", e.Ptr.Type())
		}
	case *SwizzleRef:
		v.ref(e.Base)
		if e.Base != nil {
			if _, ok := e.Base.(*SwizzleRef); ok {
				v.errf("swizzle of a swizzle reference")
			}
			v.swizzle(e.Base.Type(), e.Comps)
		}
	case *Load:
		v.ref(e.Ref)
		if r := e.Ref; r != nil {
			// Loading an opaque handle reads no image memory.
			if root := RootOf(r); root != nil && root.Access&WriteOnly != 0 && !e.RMW && !r.Type().IsOpaque() {
				v.errf("load from writeonly %s", root.Name)
			}
		}
	case *Unary:
		v.value(e.X)
		if e.X == nil {
			return
		}
		t := e.X.Type()
		if t.kind == KindCoopMat {
			v.coopUnary(e)
			return
		}
		ok := false
		switch e.Op {
		case SNegate, BitNot:
			ok = t.IsInteger() && t.Components() > 0
		case FNegate:
			ok = t.IsFloat()
		case LogicalNot:
			ok = t.IsBool() && t.Components() > 0
		}
		if !ok {
			v.errf("%s on %s", e.Op, t)
		}
	case *Binary:
		v.value(e.X)
		v.value(e.Y)
		if e.X != nil && e.Y != nil {
			if e.X.Type().kind == KindCoopMat || e.Y.Type().kind == KindCoopMat {
				v.coopBinary(e)
			} else {
				v.binary(e)
			}
		}
	case *ShortCircuit:
		v.value(e.X)
		v.value(e.Y)
		if e.X != nil && e.Y != nil && (e.X.Type() != Bool || e.Y.Type() != Bool) {
			v.errf("%s on %s and %s, want bool", e.Op, e.X.Type(), e.Y.Type())
		}
	case *Convert:
		v.value(e.X)
		if e.Saturate {
			if s := e.To.Scalar(); s == nil || s.enc != E4M3 && s.enc != E5M2 || e.Op != FConvert && e.Op != SToF && e.Op != UToF {
				v.errf("saturating %s to %s: only conversions to floate4m3_t or floate5m2_t saturate", e.Op, e.To)
			}
		}
		if e.X != nil && (e.X.Type().kind == KindCoopMat || e.To != nil && e.To.kind == KindCoopMat) {
			v.coopConvert(e)
		} else if e.X != nil {
			v.convert(e)
		}
	case *Construct:
		for _, a := range e.Args {
			v.value(a)
		}
		v.construct(e)
	case *Splat:
		v.value(e.X)
		if e.X != nil && (e.Typ == nil || e.Typ.kind != KindVector && e.Typ.kind != KindCoopMat || e.Typ.elem != e.X.Type()) {
			v.errf("splat of %s to %s", e.X.Type(), e.Typ)
		}
	case *Extract:
		v.value(e.Base)
		if e.Base != nil && !validMember(e.Base.Type(), e.Index) {
			v.errf("extract %d from %s", e.Index, e.Base.Type())
		}
	case *DynExtract:
		v.value(e.Base)
		v.index(e.Index)
		if e.Base != nil {
			switch e.Base.Type().kind {
			case KindVector, KindMatrix, KindArray:
			default:
				v.errf("dynamic extract from %s", e.Base.Type())
			}
		}
	case *Insert:
		v.value(e.Base)
		v.value(e.Value)
		if e.Base != nil && e.Value != nil {
			if !validMember(e.Base.Type(), e.Index) {
				v.errf("insert %d into %s", e.Index, e.Base.Type())
			} else if elemType(e.Base.Type(), e.Index) != e.Value.Type() {
				v.errf("insert of %s as element of %s", e.Value.Type(), e.Base.Type())
			}
		}
	case *Swizzle:
		v.value(e.Base)
		if e.Base != nil {
			v.swizzle(e.Base.Type(), e.Comps)
		}
	case *Select:
		v.value(e.Cond)
		v.value(e.X)
		v.value(e.Y)
		if v.sameType("select", e.X, e.Y) && e.Cond != nil {
			c := e.Cond.Type()
			if c != Bool && (c.kind != KindVector || !c.IsBool() || e.X.Type().Components() != c.n) {
				v.errf("select condition %s for %s operands", c, e.X.Type())
			}
		}
	case *Cond:
		v.cond(e.Cond)
		v.value(e.X)
		v.value(e.Y)
		v.sameType("?:", e.X, e.Y)
	case *Call:
		v.call(e)
	case *BuiltinCall:
		v.builtinCall(e)
	case *ArrayLength:
		v.ref(e.Ref)
		f, ok := e.Ref.(*FieldRef)
		if !ok || e.Ref.Type().kind != KindRuntimeArray || RootOf(e.Ref) == nil {
			v.errf("length() of something that is not a runtime-array member of a buffer block")
		} else if bt := f.Base.Type(); f.Field != len(bt.members)-1 {
			v.errf("length() of a runtime array that is not the last member")
		}
	case *Atomic:
		v.atomic(e)
	case *FuncRef:
		if e.Fn == nil {
			v.errf("function reference without a function")
		}
	case *WorkgroupSize:
	case *Seq:
		v.inCont++
		for _, s := range e.Stmts {
			v.stmt(s)
		}
		v.inCont--
		v.expr(e.Value)
		if _, ok := e.Value.(Ref); ok {
			v.errf("seq value is a reference")
		}
	case nil:
		v.errf("missing expression")
	default:
		v.errf("unknown expression %T", e)
	}
}

func nameOfLocal(l *Local) string {
	if l == nil {
		return "<nil>"
	}
	return l.Name
}

func validMember(t *Type, i int) bool {
	switch t.kind {
	case KindStruct:
		return i >= 0 && i < len(t.members)
	case KindVector, KindMatrix, KindArray:
		return i >= 0 && (t.spec != nil || i < t.n)
	}
	return false
}

func (v *validator) index(e Expr) {
	v.value(e)
	if e != nil && (!e.Type().IsInteger() || !e.Type().IsScalar()) {
		v.errf("index of type %s, want an integer scalar", e.Type())
	}
}

func (v *validator) swizzle(t *Type, cs []int) {
	if t.kind != KindVector {
		v.errf("swizzle of %s", t)
		return
	}
	if len(cs) < 1 || len(cs) > 4 {
		v.errf("swizzle of %d components", len(cs))
	}
	for _, c := range cs {
		if c < 0 || c >= t.n {
			v.errf("swizzle component %d of %s", c, t)
		}
	}
}

func (v *validator) constant(c *Const) {
	if c.Typ == nil {
		v.errf("constant without a type")
		return
	}
	if c.Null {
		return
	}
	switch {
	case c.Typ.IsScalar():
		if c.Elems != nil {
			v.errf("scalar constant with elements")
		}
		if c.Typ.kind == KindBool && c.Bits > 1 {
			v.errf("bool constant %d", c.Bits)
		}
		if c.Typ.width < 64 && c.Typ.kind != KindBool && c.Bits>>uint(c.Typ.width) != 0 {
			v.errf("constant bits 0x%x wider than %s", c.Bits, c.Typ)
		}
	case c.Typ.kind == KindRuntimeArray || c.Typ == Void:
		v.errf("constant of type %s", c.Typ)
	default:
		n := c.Typ.n
		if c.Typ.kind == KindStruct {
			n = len(c.Typ.members)
		}
		if c.Typ.IsCoopMat() {
			n = 1 // every element the one value (OpConstantComposite of a cooperative matrix)
		}
		if c.Typ.spec != nil {
			v.errf("constant of spec-sized array type (use Null)")
			return
		}
		if len(c.Elems) != n {
			v.errf("%s constant with %d elements", c.Typ, len(c.Elems))
			return
		}
		for i, el := range c.Elems {
			if el == nil || el.Typ != elemType(c.Typ, i) {
				v.errf("element %d of %s constant has the wrong type", i, c.Typ)
				continue
			}
			v.constant(el)
		}
	}
}

func (v *validator) binary(e *Binary) {
	x, y := e.X.Type(), e.Y.Type()
	bad := func() { v.errf("%s on %s and %s", e.Op, x, y) }
	same := x == y
	scalarOrVec := x.Components() > 0
	switch e.Op {
	case IAdd, ISub, IMul, BitAnd, BitOr, BitXor, IEqual, INotEqual:
		if !same || !x.IsInteger() || !scalarOrVec {
			bad()
		}
	case SDiv, SMod, SLess, SLessEqual, SGreater, SGreaterEqual:
		if !same || !x.IsInteger() || !scalarOrVec {
			bad()
		}
	case UDiv, UMod, ULess, ULessEqual, UGreater, UGreaterEqual:
		if !same || !x.IsInteger() || !scalarOrVec {
			bad()
		}
	case FAdd, FSub, FMul, FDiv:
		if !same || !x.IsFloat() {
			bad()
		}
	case FMod, FOrdEqual, FUnordNotEqual, FOrdLess, FOrdLessEqual, FOrdGreater, FOrdGreaterEqual:
		if !same || !x.IsFloat() || !scalarOrVec {
			bad()
		}
	case ShiftLeft, ShiftRightLogical, ShiftRightArithmetic:
		if !x.IsInteger() || !y.IsInteger() || x.Components() != y.Components() || !scalarOrVec {
			bad()
		}
	case LogicalAnd, LogicalOr, LogicalEqual, LogicalNotEqual:
		if !same || !x.IsBool() || !scalarOrVec {
			bad()
		}
	case VectorTimesScalar:
		if x.kind != KindVector || !x.IsFloat() || y != x.elem {
			bad()
		}
	case MatrixTimesScalar:
		if x.kind != KindMatrix || y != x.Scalar() {
			bad()
		}
	case VectorTimesMatrix:
		if x.kind != KindVector || y.kind != KindMatrix || y.elem != x {
			bad()
		}
	case MatrixTimesVector:
		if x.kind != KindMatrix || y.kind != KindVector || y.n != x.n || y.elem != x.Scalar() {
			bad()
		}
	case MatrixTimesMatrix:
		if x.kind != KindMatrix || y.kind != KindMatrix || y.elem.n != x.n || y.Scalar() != x.Scalar() {
			bad()
		}
	case AggEqual, AggNotEqual:
		if !same || x == Void || x.kind == KindRuntimeArray {
			bad()
		}
	default:
		v.errf("unknown binary op %d", e.Op)
	}
}

func (v *validator) convert(e *Convert) {
	from, to := e.X.Type(), e.To
	if to == nil {
		v.errf("convert without a target type")
		return
	}
	bad := func() { v.errf("%s from %s to %s", e.Op, from, to) }
	if e.Op == Relayout {
		if !relayoutCompatible(from, to) || from == to {
			bad()
		}
		return
	}
	addr := func(t *Type) bool { return t == Uint64 || t == Vec(Uint32, 2) }
	switch e.Op {
	case UToRef:
		if !addr(from) || to.kind != KindReference {
			bad()
		}
		return
	case RefToU:
		if from.kind != KindReference || !addr(to) {
			bad()
		}
		return
	}
	if e.Op != Bitcast && (from.Components() == 0 || from.Components() != to.Components()) {
		bad()
		return
	}
	fs, ts := from.Scalar(), to.Scalar()
	if fs == nil || ts == nil {
		bad()
		return
	}
	switch e.Op {
	case SToF:
		if fs.kind != KindInt || ts.kind != KindFloat {
			bad()
		}
	case UToF:
		if fs.kind != KindUint || ts.kind != KindFloat {
			bad()
		}
	case FToS:
		if fs.kind != KindFloat || ts.kind != KindInt {
			bad()
		}
	case FToU:
		if fs.kind != KindFloat || ts.kind != KindUint {
			bad()
		}
	case SConvert, UConvert:
		if !fs.IsInteger() || !ts.IsInteger() || fs.width == ts.width {
			bad()
		}
	case FConvert:
		if fs.kind != KindFloat || ts.kind != KindFloat || fs.width == ts.width && fs.enc == ts.enc {
			bad()
		}
	case Bitcast:
		if fs.kind == KindBool || ts.kind == KindBool || from.kind == KindMatrix || to.kind == KindMatrix ||
			from.Components()*fs.width != to.Components()*ts.width || from == to {
			bad()
		}
	case BoolToInt:
		if fs.kind != KindBool || !ts.IsInteger() {
			bad()
		}
	case BoolToFloat:
		if fs.kind != KindBool || ts.kind != KindFloat {
			bad()
		}
	case IntToBool:
		if !fs.IsInteger() || ts.kind != KindBool {
			bad()
		}
	case FloatToBool:
		if fs.kind != KindFloat || ts.kind != KindBool {
			bad()
		}
	default:
		v.errf("unknown conversion %d", e.Op)
	}
}

// relayoutCompatible reports whether a and b have the same shape.
func relayoutCompatible(a, b *Type) bool {
	if a == b {
		return true
	}
	if a.kind != b.kind {
		return false
	}
	switch a.kind {
	case KindArray:
		return a.n == b.n && a.spec == b.spec && relayoutCompatible(a.elem, b.elem)
	case KindStruct:
		if len(a.members) != len(b.members) {
			return false
		}
		for i := range a.members {
			if !relayoutCompatible(a.members[i].Type, b.members[i].Type) {
				return false
			}
		}
		return true
	}
	return false
}

func (v *validator) construct(e *Construct) {
	t := e.Typ
	if t == nil {
		v.errf("construct without a type")
		return
	}
	for _, a := range e.Args {
		if a == nil {
			return
		}
	}
	switch t.kind {
	case KindVector:
		n := 0
		for _, a := range e.Args {
			at := a.Type()
			if at.Scalar() != t.elem || at.kind == KindMatrix {
				v.errf("construct %s from %s", t, at)
			}
			n += at.Components()
		}
		if n != t.n || len(e.Args) < 2 && t.n > 1 {
			v.errf("construct %s from %d components in %d arguments", t, n, len(e.Args))
		}
	case KindMatrix, KindArray, KindStruct:
		n := t.n
		if t.kind == KindStruct {
			n = len(t.members)
		}
		if t.spec != nil {
			v.errf("construct of a spec-sized array")
			return
		}
		if len(e.Args) != n {
			v.errf("construct %s from %d arguments", t, len(e.Args))
			return
		}
		for i, a := range e.Args {
			if a.Type() != elemType(t, i) {
				v.errf("construct %s: argument %d is %s, want %s", t, i, a.Type(), elemType(t, i))
			}
		}
	default:
		v.errf("construct of %s", t)
	}
}

func (v *validator) call(e *Call) {
	if e.Fn == nil || !v.funcs[e.Fn] {
		v.errf("call of a function that is not in the module")
		return
	}
	if v.m.Entry != nil && e.Fn == v.m.Entry.Fn {
		v.errf("call of the entry point")
	}
	if len(e.Args) != len(e.Fn.Params) {
		v.errf("call of %s with %d arguments, want %d", e.Fn.Name, len(e.Args), len(e.Fn.Params))
		return
	}
	for i, a := range e.Args {
		p := e.Fn.Params[i]
		if p.Mode == In {
			v.value(a)
		} else {
			r, ok := a.(Ref)
			if !ok {
				v.errf("argument %d of %s (%s parameter) is not a reference", i, e.Fn.Name, p.Mode)
				v.expr(a)
				continue
			}
			v.ref(r)
		}
		if a != nil && a.Type() != p.Type {
			v.errf("argument %d of %s has type %s, want %s", i, e.Fn.Name, a.Type(), p.Type)
		}
	}
}

func (v *validator) builtinCall(e *BuiltinCall) {
	if e.Fn == nil {
		v.errf("builtin call without a function")
		return
	}
	if e.Fn.Kind == builtins.KindAtomic {
		v.errf("%s must be an Atomic node, not a BuiltinCall", e.Fn.Name)
	}
	if e.ID == builtins.FnNone || builtins.ByID(e.ID) != e.Fn && e.ID != builtins.FnSpirvInstruction {
		v.errf("call of %s has identity %s", e.Fn.Name, e.ID)
	}
	if e.Fn.Kind == builtins.KindImage {
		v.imageCall(e)
		return
	}
	if e.Fn.Kind == builtins.KindCoop {
		v.coopCall(e)
		return
	}
	if e.Fn.Kind == builtins.KindRayQuery {
		v.rayQueryCall(e)
		return
	}
	if e.Fn.Kind == builtins.KindSpirvInstruction || len(e.Fn.Overloads) == 0 {
		// The declaration's types are exact, or sema checked the arguments
		// of a row without overloads itself (builtins.BitcastExtractE2M1,
		// DotBFloat16); sema converted them.
		for _, a := range e.Args {
			if a == nil {
				v.errf("missing argument")
				return
			}
			if _, isRef := a.(Ref); isRef {
				v.errf("argument of %s is a reference (wrap it in Load)", e.Fn.Name)
			}
			v.expr(a)
		}
		return
	}
	ts := make([]*Type, len(e.Args))
	for i, a := range e.Args {
		if a == nil {
			v.errf("missing argument")
			return
		}
		v.expr(a)
		ts[i] = a.Type()
	}
	k, ret, bad := BindCall(e.Fn, ts)
	if bad >= 0 {
		v.errf("argument %d of %s has type %s", bad, e.Fn.Name, ts[bad])
		return
	}
	if k >= 0 {
		o := e.Fn.Overloads[k]
		if id := e.Fn.IDOf(k); e.ID != id {
			v.errf("call of %s has identity %s, its overload %s", e.Fn.Name, e.ID, id)
		}
		if ret != e.Typ {
			v.errf("%s returns %s, node says %s", e.Fn.Name, ret, e.Typ)
		}
		for i, p := range o.Params {
			_, isRef := e.Args[i].(Ref)
			switch {
			case (p.Out || p.InOut || p.Interp) && !isRef:
				v.errf("argument %d of %s must be a reference", i, e.Fn.Name)
			case p.Interp && !IsInputRef(e.Args[i].(Ref)):
				v.errf("argument %d of %s must be a reference to an input variable", i, e.Fn.Name)
			case !p.Out && !p.InOut && !p.Interp && isRef:
				v.errf("argument %d of %s is a reference (wrap it in Load)", i, e.Fn.Name)
			case p.Const && !p.DynamicUniform:
				if _, ok := e.Args[i].(*Const); !ok {
					v.errf("argument %d of %s must be a constant", i, e.Fn.Name)
				}
			}
		}
		return
	}
	types := make([]string, len(ts))
	for i, t := range ts {
		types[i] = t.String()
	}
	v.errf("no overload of %s takes (%s)", e.Fn.Name, strings.Join(types, ", "))
}

func (v *validator) atomic(e *Atomic) {
	v.ref(e.Ref)
	if e.Ref == nil {
		return
	}
	t := e.Ref.Type()
	root := RootOf(e.Ref)
	_, viaRef := BaseOf(e.Ref).(*DerefRef)
	if !viaRef && (root == nil || (root.Storage != StorageBuffer && root.Storage != StorageWorkgroup)) {
		v.errf("atomic on memory that is not a buffer or shared variable")
	}
	if !t.IsScalar() || t.kind == KindBool {
		v.errf("atomic on %s", t)
	}
	switch e.Op {
	case AtomicAdd, AtomicExchange, AtomicStore:
	case AtomicMin, AtomicMax:
		// integers, or floats (GL_EXT_shader_atomic_float2)
	case AtomicLoad:
		if e.Value != nil {
			v.errf("atomic load with a value")
		}
	default:
		if !t.IsInteger() {
			v.errf("atomic %s on %s", e.Op, t)
		}
	}
	if e.Op != AtomicLoad {
		v.value(e.Value)
		if e.Value != nil && e.Value.Type() != t {
			v.errf("atomic value of type %s on %s", e.Value.Type(), t)
		}
	}
	if e.Op == AtomicCompSwap {
		v.value(e.Comparator)
		if e.Comparator != nil && e.Comparator.Type() != t {
			v.errf("atomic comparator of type %s on %s", e.Comparator.Type(), t)
		}
		if e.SemanticsUnequal&(SemanticsRelease|SemanticsAcquireRelease) != 0 {
			v.errf("atomic compare-exchange with release semantics 0x%x when unequal", uint32(e.SemanticsUnequal))
		}
	} else {
		if e.Comparator != nil {
			v.errf("comparator on atomic %s", e.Op)
		}
		if e.SemanticsUnequal != 0 {
			v.errf("unequal semantics on atomic %s", e.Op)
		}
	}
}

// rayQueryCall checks a ray-query built-in: the query (and the positions
// of rayQueryGetIntersectionTriangleVertexPositionsEXT) by reference,
// every other argument a value.
func (v *validator) rayQueryCall(e *BuiltinCall) {
	if e.ID == builtins.FnAccelFromAddress {
		if len(e.Args) != 1 || e.Args[0] == nil || e.Typ != AccelStruct {
			v.errf("bad accelerationStructureEXT constructor")
			return
		}
		v.expr(e.Args[0])
		return
	}
	if len(e.Args) == 0 || e.Args[0] == nil {
		v.errf("%s without its ray query", e.Fn.Name)
		return
	}
	q, ok := e.Args[0].(Ref)
	if !ok || q.Type() != RayQuery {
		v.errf("the first argument of %s must be a reference to a rayQueryEXT", e.Fn.Name)
		return
	}
	v.ref(q)
	for i, a := range e.Args[1:] {
		if a == nil {
			v.errf("missing argument")
			return
		}
		if r, isRef := a.(Ref); isRef {
			if e.ID != builtins.FnRayQueryGetIntersectionTriangleVertexPositionsEXT || i != len(e.Args)-2 {
				v.errf("argument %d of %s is a reference (wrap it in Load)", i+1, e.Fn.Name)
			}
			v.ref(r)
			continue
		}
		v.expr(a)
	}
}

// IsInputRef reports whether r reaches an input variable through indices
// and members (the interpolant of interpolateAt*).
func IsInputRef(r Ref) bool {
	for {
		switch x := r.(type) {
		case *IndexRef:
			r = x.Base
		case *FieldRef:
			r = x.Base
		case *GlobalRef:
			return x.Var.Storage == StorageInput
		default:
			return false
		}
	}
}
