package ir

import (
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// Validation of cooperative-matrix types and operations
// (GL_KHR_cooperative_matrix; see coopmat.go).

func (v *validator) coopType(t *Type, what string) {
	d := t.coop
	if t.elem == nil || !t.elem.IsNumeric() {
		v.errf("%s: cooperative matrix of %v (want an integer or float scalar)", what, t.elem)
	}
	if d.Scope != ScopeSubgroup && d.Scope != ScopeWorkgroup && d.Scope != ScopeDevice && d.Scope != ScopeQueueFamily {
		v.errf("%s: cooperative matrix scope %d", what, d.Scope)
	}
	for _, dim := range []struct {
		n int
		s *SpecConst
	}{{d.Rows, d.RowsSpec}, {d.Cols, d.ColsSpec}} {
		if (dim.s == nil) == (dim.n == 0) || dim.n < 0 {
			v.errf("%s: cooperative matrix dimension %d (spec %v)", what, dim.n, dim.s != nil)
		}
		if dim.s != nil && !dim.s.Type.IsInteger() {
			v.errf("%s: cooperative matrix dimension %s is not an integer", what, dim.s.Name)
		}
	}
	if d.Use > CoopUseAccumulator {
		v.errf("%s: cooperative matrix use %d", what, d.Use)
	}
}

// coopBinary: the arithmetic of GL_KHR_cooperative_matrix: +, -, *, / of
// two matrices of the same type (component-wise) and a matrix times a
// scalar of its component type.
func (v *validator) coopBinary(e *Binary) {
	x, y := e.X.Type(), e.Y.Type()
	ok := false
	switch e.Op {
	case FAdd, FSub, FMul, FDiv:
		ok = x == y && x.IsFloat()
	case IAdd, ISub, IMul:
		ok = x == y && x.IsInteger()
	case SDiv:
		ok = x == y && x.IsInt()
	case UDiv:
		ok = x == y && x.IsUint()
	case MatrixTimesScalar:
		ok = x.kind == KindCoopMat && y == x.elem
	}
	if !ok {
		v.errf("%s on %s and %s", e.Op, x, y)
	}
}

func (v *validator) coopUnary(e *Unary) {
	t := e.X.Type()
	if !(e.Op == FNegate && t.IsFloat() || e.Op == SNegate && t.IsInteger()) {
		v.errf("%s on %s", e.Op, t)
	}
}

// coopConvert: a component-type conversion between cooperative matrices of
// the same scope, dimensions and use.
func (v *validator) coopConvert(e *Convert) {
	from, to := e.X.Type(), e.To
	bad := func() { v.errf("%s from %s to %s", e.Op, from, to) }
	if from.kind != KindCoopMat || to == nil || to.kind != KindCoopMat || from.coop != to.coop {
		bad()
		return
	}
	fs, ts := from.elem, to.elem
	ok := false
	switch e.Op {
	case SToF:
		ok = fs.kind == KindInt && ts.kind == KindFloat
	case UToF:
		ok = fs.kind == KindUint && ts.kind == KindFloat
	case FToS:
		ok = fs.kind == KindFloat && ts.kind == KindInt
	case FToU:
		ok = fs.kind == KindFloat && ts.kind == KindUint
	case SConvert, UConvert:
		ok = fs.IsInteger() && ts.IsInteger() && fs.width != ts.width
	case FConvert:
		ok = fs.kind == KindFloat && ts.kind == KindFloat && (fs.width != ts.width || fs.enc != ts.enc)
	case Bitcast:
		ok = fs.width == ts.width
	}
	if !ok {
		bad()
	}
}

// coopCall checks the IR calls of the cooperative-matrix built-ins.
func (v *validator) coopCall(e *BuiltinCall) {
	for _, a := range e.Args {
		if a == nil {
			v.errf("missing argument")
			return
		}
	}
	isRef := func(i int) bool { _, ok := e.Args[i].(Ref); return ok }
	want := func(n int) bool {
		if len(e.Args) != n {
			v.errf("%s with %d arguments, want %d", e.Fn.Name, len(e.Args), n)
			return false
		}
		return true
	}
	coop := func(i int) bool { return e.Args[i].Type().kind == KindCoopMat }
	intScalar := func(i int) bool { t := e.Args[i].Type(); return t.IsScalar() && t.IsInteger() }
	switch e.ID {
	case builtins.FnCoopMatLoad, builtins.FnCoopMatStore:
		// (matrix, &buf[element], stride, layout): a Ref to the matrix
		// (load) or its value (store), a Ref to the first element.
		if !want(4) {
			return
		}
		load := e.ID == builtins.FnCoopMatLoad
		if !coop(0) || isRef(0) != load || !isRef(1) || !intScalar(2) || !intScalar(3) || isRef(2) || isRef(3) {
			v.errf("%s arguments %s, %s, %s, %s", e.Fn.Name, e.Args[0].Type(), e.Args[1].Type(), e.Args[2].Type(), e.Args[3].Type())
			return
		}
		if load {
			v.ref(e.Args[0].(Ref))
		} else {
			v.value(e.Args[0])
		}
		v.ref(e.Args[1].(Ref))
		v.value(e.Args[2])
		if _, ok := e.Args[3].(*Const); !ok {
			v.errf("%s: the layout must be a constant", e.Fn.Name)
		}
		if e.Typ != Void {
			v.errf("%s returns %s", e.Fn.Name, e.Typ)
		}
	case builtins.FnCoopMatMulAdd:
		if len(e.Args) != 3 && !want(4) {
			return
		}
		for i := range e.Args {
			v.value(e.Args[i])
		}
		if !coop(0) || !coop(1) || !coop(2) || e.Typ != e.Args[2].Type() {
			v.errf("%s of %s, %s, %s giving %s", e.Fn.Name, e.Args[0].Type(), e.Args[1].Type(), e.Args[2].Type(), e.Typ)
			return
		}
		a, b, c := e.Args[0].Type().coop, e.Args[1].Type().coop, e.Args[2].Type().coop
		if a.Use != CoopUseA || b.Use != CoopUseB || c.Use != CoopUseAccumulator {
			v.errf("%s: uses %s, %s, %s", e.Fn.Name, a.Use, b.Use, c.Use)
		}
		if len(e.Args) == 4 {
			if _, ok := e.Args[3].(*Const); !ok {
				v.errf("%s: the matrix operands must be a constant", e.Fn.Name)
			}
		}
	case builtins.FnCoopMatLength:
		if !want(1) {
			return
		}
		v.value(e.Args[0])
		if !coop(0) || e.Typ != Uint32 {
			v.errf("%s of %s giving %s", e.Fn.Name, e.Args[0].Type(), e.Typ)
		}
	default:
		if len(e.Fn.Exts) == 0 || e.Fn.Exts[0] != builtins.ExtCoopMat2 {
			v.errf("unknown cooperative-matrix built-in %s", e.Fn.Name)
			return
		}
		v.coop2Call(e)
	}
}

// coop2Call checks the IR calls of the GL_NV_cooperative_matrix2
// built-ins: which arguments are references, function references and
// values.
func (v *validator) coop2Call(e *BuiltinCall) {
	refs := 0 // leading Ref arguments
	switch e.ID {
	case builtins.FnCoopMatLoadTensorNV:
		refs = 2
	case builtins.FnCoopMatStoreTensorNV:
		if len(e.Args) < 2 {
			v.errf("%s with %d arguments", e.Fn.Name, len(e.Args))
			return
		}
		if r, ok := e.Args[1].(Ref); ok {
			v.ref(r)
		} else {
			v.errf("argument 2 of %s must be a reference", e.Fn.Name)
		}
	case builtins.FnCoopMatReduceNV, builtins.FnCoopMatPerElementNV, builtins.FnCoopMatTransposeNV:
		refs = 1
	}
	for i, a := range e.Args {
		r, isRef := a.(Ref)
		_, isFn := a.(*FuncRef)
		switch {
		case i < refs:
			if !isRef {
				v.errf("argument %d of %s must be a reference", i+1, e.Fn.Name)
				continue
			}
			v.ref(r)
		case e.ID == builtins.FnCoopMatStoreTensorNV && i == 1:
		case isFn:
			v.expr(a)
		case isRef:
			v.errf("argument %d of %s is a reference (wrap it in Load)", i+1, e.Fn.Name)
		default:
			v.value(a)
		}
	}
	switch e.ID {
	case builtins.FnCreateTensorLayoutNV, builtins.FnSetTensorLayoutBlockSizeNV, builtins.FnSetTensorLayoutDimensionNV, builtins.FnSetTensorLayoutStrideNV,
		builtins.FnSliceTensorLayoutNV, builtins.FnSetTensorLayoutClampValueNV:
		if e.Typ.kind != KindTensorLayout {
			v.errf("%s gives %s", e.Fn.Name, e.Typ)
		}
	case builtins.FnCreateTensorViewNV, builtins.FnSetTensorViewDimensionsNV, builtins.FnSetTensorViewStrideNV, builtins.FnSetTensorViewClipNV:
		if e.Typ.kind != KindTensorView {
			v.errf("%s gives %s", e.Fn.Name, e.Typ)
		}
	case builtins.FnCoopConvertUse:
		if len(e.Args) != 1 || e.Typ.kind != KindCoopMat || e.Args[0].Type().kind != KindCoopMat || e.Args[0].Type().elem != e.Typ.elem {
			v.errf("%s to %s", e.Fn.Name, e.Typ)
		}
	default:
		if e.Typ != Void {
			v.errf("%s gives %s", e.Fn.Name, e.Typ)
		}
	}
}
