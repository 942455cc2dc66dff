package lower

import (
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// expr lowers a value expression and returns its id.
func (l *lowerer) expr(e ir.Expr) uint32 {
	l.setLine(e.At())
	switch e := e.(type) {
	case *ir.Const:
		return l.constID(e)
	case *ir.SpecRef:
		return l.specID(e.Spec)
	case *ir.Load:
		if g := derivedRef(e.Ref); g != nil {
			return l.derived(g)
		}
		if v, ok := l.valueLoad(e.Ref); ok {
			return v
		}
		return l.loadPlace(l.place(e.Ref))
	case *ir.Unary:
		return l.unary(e)
	case *ir.Binary:
		return l.binary(e)
	case *ir.ShortCircuit:
		return l.shortCircuit(e)
	case *ir.Convert:
		return l.convert(e)
	case *ir.Construct:
		l.checkConstituents(e.At(), len(e.Args))
		ops := []uint32{l.typeID(e.Typ)}
		for _, a := range e.Args {
			ops = append(ops, l.expr(a))
		}
		return l.emit(spirv.OpCompositeConstruct, ops...)
	case *ir.Splat:
		x := l.expr(e.X)
		ops := []uint32{l.typeID(e.Typ)}
		n := e.Typ.Len()
		if e.Typ.IsCoopMat() {
			n = 1 // a cooperative matrix is constructed from one scalar
		}
		for i := 0; i < n; i++ {
			ops = append(ops, x)
		}
		return l.emit(spirv.OpCompositeConstruct, ops...)
	case *ir.Extract:
		return l.emit(spirv.OpCompositeExtract, l.typeID(e.Type()), l.expr(e.Base), uint32(e.Index))
	case *ir.DynExtract:
		return l.dynExtract(e)
	case *ir.Insert:
		base := l.expr(e.Base)
		v := l.expr(e.Value)
		return l.emit(spirv.OpCompositeInsert, l.typeID(e.Type()), v, base, uint32(e.Index))
	case *ir.Swizzle:
		b := l.expr(e.Base)
		if len(e.Comps) == 1 {
			return l.emit(spirv.OpCompositeExtract, l.typeID(e.Type()), b, uint32(e.Comps[0]))
		}
		ops := []uint32{l.typeID(e.Type()), b, b}
		for _, c := range e.Comps {
			ops = append(ops, uint32(c))
		}
		return l.emit(spirv.OpVectorShuffle, ops...)
	case *ir.Select:
		return l.selectExpr(e)
	case *ir.Cond:
		return l.condExpr(e)
	case *ir.Call:
		return l.call(e)
	case *ir.BuiltinCall:
		return l.builtinCall(e)
	case constExpr:
		return e.id
	case *ir.ArrayLength:
		return l.arrayLength(e)
	case *ir.Atomic:
		return l.atomic(e)
	case *ir.FuncRef:
		return l.funcs[e.Fn].ID()
	case *ir.WorkgroupSize:
		return l.workgroupSizeID()
	case *ir.Seq:
		for _, s := range e.Stmts {
			l.stmt(s)
		}
		return l.expr(e.Value)
	case ir.Ref:
		l.fail(e.At(), "reference %T used as a value", e)
	}
	l.fail(e.At(), "unknown expression %T", e)
	return 0
}

func unaryOpcode(op ir.UnaryOp) spirv.Op {
	switch op {
	case ir.SNegate:
		return spirv.OpSNegate
	case ir.FNegate:
		return spirv.OpFNegate
	case ir.LogicalNot:
		return spirv.OpLogicalNot
	case ir.BitNot:
		return spirv.OpNot
	}
	return 0
}

func (l *lowerer) unary(e *ir.Unary) uint32 {
	x := l.expr(e.X)
	t := e.X.Type()
	if t.Kind() == ir.KindMatrix {
		return l.perColumn(t, func(cols []uint32) uint32 {
			return l.emit(unaryOpcode(e.Op), l.typeID(t.Elem()), cols[0])
		}, x)
	}
	return l.emit(unaryOpcode(e.Op), l.typeID(t), x)
}

// perColumn applies f to the columns of matrices ms (all of type t) and
// builds the matrix of the results.
func (l *lowerer) perColumn(t *ir.Type, f func(cols []uint32) uint32, ms ...uint32) uint32 {
	colT := l.typeID(t.Elem())
	ops := []uint32{l.typeID(t)}
	for c := 0; c < t.Len(); c++ {
		cols := make([]uint32, len(ms))
		for i, m := range ms {
			cols[i] = l.emit(spirv.OpCompositeExtract, colT, m, uint32(c))
		}
		ops = append(ops, f(cols))
	}
	return l.emit(spirv.OpCompositeConstruct, ops...)
}

var binaryOps = map[ir.BinaryOp]spirv.Op{
	ir.IAdd: spirv.OpIAdd, ir.ISub: spirv.OpISub, ir.IMul: spirv.OpIMul,
	ir.SDiv: spirv.OpSDiv, ir.UDiv: spirv.OpUDiv, ir.SMod: spirv.OpSMod, ir.UMod: spirv.OpUMod,
	ir.FAdd: spirv.OpFAdd, ir.FSub: spirv.OpFSub, ir.FMul: spirv.OpFMul, ir.FDiv: spirv.OpFDiv, ir.FMod: spirv.OpFMod,
	ir.ShiftLeft: spirv.OpShiftLeftLogical, ir.ShiftRightLogical: spirv.OpShiftRightLogical,
	ir.ShiftRightArithmetic: spirv.OpShiftRightArithmetic,
	ir.BitAnd:               spirv.OpBitwiseAnd, ir.BitOr: spirv.OpBitwiseOr, ir.BitXor: spirv.OpBitwiseXor,
	ir.LogicalAnd: spirv.OpLogicalAnd, ir.LogicalOr: spirv.OpLogicalOr,
	ir.LogicalEqual: spirv.OpLogicalEqual, ir.LogicalNotEqual: spirv.OpLogicalNotEqual,
	ir.IEqual: spirv.OpIEqual, ir.INotEqual: spirv.OpINotEqual,
	ir.SLess: spirv.OpSLessThan, ir.SLessEqual: spirv.OpSLessThanEqual,
	ir.SGreater: spirv.OpSGreaterThan, ir.SGreaterEqual: spirv.OpSGreaterThanEqual,
	ir.ULess: spirv.OpULessThan, ir.ULessEqual: spirv.OpULessThanEqual,
	ir.UGreater: spirv.OpUGreaterThan, ir.UGreaterEqual: spirv.OpUGreaterThanEqual,
	ir.FOrdEqual: spirv.OpFOrdEqual, ir.FUnordNotEqual: spirv.OpFUnordNotEqual,
	ir.FOrdLess: spirv.OpFOrdLessThan, ir.FOrdLessEqual: spirv.OpFOrdLessThanEqual,
	ir.FOrdGreater: spirv.OpFOrdGreaterThan, ir.FOrdGreaterEqual: spirv.OpFOrdGreaterThanEqual,
	ir.VectorTimesScalar: spirv.OpVectorTimesScalar, ir.MatrixTimesScalar: spirv.OpMatrixTimesScalar,
	ir.VectorTimesMatrix: spirv.OpVectorTimesMatrix, ir.MatrixTimesVector: spirv.OpMatrixTimesVector,
	ir.MatrixTimesMatrix: spirv.OpMatrixTimesMatrix,
}

func binaryOpcode(op ir.BinaryOp) (spirv.Op, bool) {
	o, ok := binaryOps[op]
	return o, ok
}

func (l *lowerer) binary(e *ir.Binary) uint32 {
	x := l.expr(e.X)
	y := l.expr(e.Y)
	xt := e.X.Type()
	l.at = e.Pos // the operands moved it
	switch e.Op {
	case ir.AggEqual:
		return l.aggEqual(xt, x, y)
	case ir.AggNotEqual:
		return l.emit(spirv.OpLogicalNot, l.typeID(ir.Bool), l.aggEqual(xt, x, y))
	}
	op, ok := binaryOpcode(e.Op)
	if !ok {
		l.fail(e.Pos, "unknown binary operation %s", e.Op)
	}
	if xt.Kind() == ir.KindMatrix && (e.Op == ir.FAdd || e.Op == ir.FSub || e.Op == ir.FMul || e.Op == ir.FDiv) {
		return l.perColumn(xt, func(cols []uint32) uint32 {
			return l.emit(op, l.typeID(xt.Elem()), cols[0], cols[1])
		}, x, y)
	}
	return l.emit(op, l.typeID(e.Type()), x, y)
}

// aggEqual compares two values of type t for equality as GLSL's ==.
func (l *lowerer) aggEqual(t *ir.Type, x, y uint32) uint32 {
	boolT := l.typeID(ir.Bool)
	switch {
	case t.IsScalar() || t.Kind() == ir.KindVector:
		var op spirv.Op
		switch {
		case t.IsFloat():
			op = spirv.OpFOrdEqual
		case t.IsBool():
			op = spirv.OpLogicalEqual
		default:
			op = spirv.OpIEqual
		}
		r := l.emit(op, l.typeID(ir.VecOrScalar(ir.Bool, t.Components())), x, y)
		if t.Kind() == ir.KindVector {
			r = l.emit(spirv.OpAll, boolT, r)
		}
		return r
	case t.Kind() == ir.KindArray && t.LenSpec() != nil:
		l.fail(ir.Pos{}, "== on an array whose length is a specialization constant")
	}
	n := t.Len()
	if t.Kind() == ir.KindStruct {
		n = len(t.Members())
	}
	var acc uint32
	for i := 0; i < n; i++ {
		var et *ir.Type
		if t.Kind() == ir.KindStruct {
			et = t.Members()[i].Type
		} else {
			et = t.Elem()
		}
		xi := l.emit(spirv.OpCompositeExtract, l.typeID(et), x, uint32(i))
		yi := l.emit(spirv.OpCompositeExtract, l.typeID(et), y, uint32(i))
		r := l.aggEqual(et, xi, yi)
		if acc == 0 {
			acc = r
		} else {
			acc = l.emit(spirv.OpLogicalAnd, boolT, acc, r)
		}
	}
	if acc == 0 {
		return l.constID(ir.ConstBool(true))
	}
	return acc
}

// dynExtract indexes a value with a dynamic index: OpVectorExtractDynamic
// for vectors, otherwise through a temporary variable.
func (l *lowerer) dynExtract(e *ir.DynExtract) uint32 {
	bt := e.Base.Type()
	b := l.expr(e.Base)
	i := l.expr(e.Index)
	if bt.Kind() == ir.KindVector {
		return l.emit(spirv.OpVectorExtractDynamic, l.typeID(e.Type()), b, i)
	}
	tmp := l.localVar(bt)
	l.emitVoid(spirv.OpStore, tmp, b)
	p := l.emit(spirv.OpAccessChain, l.ptrType(spirv.StorageClassFunction, e.Type()), tmp, i)
	return l.emit(spirv.OpLoad, l.typeID(e.Type()), p)
}

func (l *lowerer) convert(e *ir.Convert) uint32 {
	if e.Saturate {
		sat := *e
		sat.Saturate = false
		id := l.convert(&sat)
		l.decorate(id, spirv.DecorationSaturatedToLargestFloat8NormalConversionEXT)
		return id
	}
	x := l.expr(e.X)
	to := l.typeID(e.To)
	switch e.Op {
	case ir.SToF:
		return l.emit(spirv.OpConvertSToF, to, x)
	case ir.UToF:
		return l.emit(spirv.OpConvertUToF, to, x)
	case ir.FToS:
		return l.emit(spirv.OpConvertFToS, to, x)
	case ir.FToU:
		return l.emit(spirv.OpConvertFToU, to, x)
	case ir.SConvert:
		return l.intResize(spirv.OpSConvert, e.X.Type(), e.To, x)
	case ir.UConvert:
		return l.intResize(spirv.OpUConvert, e.X.Type(), e.To, x)
	case ir.FConvert:
		return l.emit(spirv.OpFConvert, to, x)
	case ir.Bitcast:
		return l.emit(spirv.OpBitcast, to, x)
	case ir.BoolToInt, ir.BoolToFloat:
		return l.emit(spirv.OpSelect, to, x, l.constOf(e.To, 1), l.constOf(e.To, 0))
	case ir.IntToBool:
		return l.emit(spirv.OpINotEqual, to, x, l.constOf(e.X.Type(), 0))
	case ir.FloatToBool:
		return l.emit(spirv.OpFUnordNotEqual, to, x, l.constOf(e.X.Type(), 0))
	case ir.Relayout:
		return l.relayout(x, e.X.Type(), e.To)
	case ir.UToRef:
		if e.X.Type().Kind() == ir.KindVector { // uvec2
			return l.emit(spirv.OpBitcast, to, x)
		}
		return l.emit(spirv.OpConvertUToPtr, to, x)
	case ir.RefToU:
		if e.To.Kind() == ir.KindVector {
			return l.emit(spirv.OpBitcast, to, x)
		}
		return l.emit(spirv.OpConvertPtrToU, to, x)
	}
	l.fail(e.Pos, "unknown conversion %s", e.Op)
	return 0
}

// intResize changes an integer's width with op (sign or zero extension /
// truncation) and then its signedness with a bitcast: the conversion
// result keeps the source's signedness so the validator's rules for either
// reading hold.
func (l *lowerer) intResize(op spirv.Op, from, to *ir.Type, x uint32) uint32 {
	mid := to.WithScalar(ir.Int(to.Scalar().Width()))
	if from.Scalar().Kind() == ir.KindUint {
		mid = to.WithScalar(ir.Uint(to.Scalar().Width()))
	}
	v := l.emit(op, l.typeID(mid), x)
	if mid != to {
		v = l.emit(spirv.OpBitcast, l.typeID(to), v)
	}
	return v
}

// relayout rebuilds a struct or array value of type from as type to.
func (l *lowerer) relayout(x uint32, from, to *ir.Type) uint32 {
	if from == to {
		return x
	}
	if l.typeID(from) == l.typeID(to) {
		return x
	}
	if l.version >= spirv.Version1_4 && logicallyMatch(from, to) {
		// one instruction, as glslang copies it from SPIR-V 1.4 on
		return l.emit(spirv.OpCopyLogical, l.typeID(to), x)
	}
	var n int
	switch {
	case from.Kind() == ir.KindStruct:
		n = len(from.Members())
	case from.Kind() == ir.KindArray && from.LenSpec() == nil:
		n = from.Len()
	default:
		l.fail(ir.Pos{}, "cannot copy %s to another memory layout: an array in it is sized by a specialization constant", to)
	}
	ops := []uint32{l.typeID(to)}
	for i := 0; i < n; i++ {
		fe, te := from.Elem(), to.Elem()
		if from.Kind() == ir.KindStruct {
			fe, te = from.Members()[i].Type, to.Members()[i].Type
		}
		xi := l.emit(spirv.OpCompositeExtract, l.typeID(fe), x, uint32(i))
		ops = append(ops, l.relayout(xi, fe, te))
	}
	return l.emit(spirv.OpCompositeConstruct, ops...)
}

// logicallyMatch reports whether OpCopyLogical may copy a value of type
// from to type to: the same types, or arrays of one length and structs of
// as many members whose elements match in turn (decorations aside).
func logicallyMatch(from, to *ir.Type) bool {
	if from == to {
		return true
	}
	if from.Kind() != to.Kind() {
		return false
	}
	switch from.Kind() {
	case ir.KindArray:
		return from.LenSpec() == nil && to.LenSpec() == nil && from.Len() == to.Len() && from.Len() > 0 && logicallyMatch(from.Elem(), to.Elem())
	case ir.KindStruct:
		fm, tm := from.Members(), to.Members()
		if len(fm) != len(tm) {
			return false
		}
		for i := range fm {
			if !logicallyMatch(fm[i].Type, tm[i].Type) {
				return false
			}
		}
		return true
	}
	return false
}

// arrayLength lowers .length() of a runtime array (an int).
func (l *lowerer) arrayLength(e *ir.ArrayLength) uint32 {
	f, ok := e.Ref.(*ir.FieldRef)
	if !ok {
		l.fail(e.Pos, "length() of something other than a block member")
	}
	p := l.place(f.Base)
	n := l.emit(spirv.OpArrayLength, l.typeID(ir.Uint32), p.ptr, uint32(f.Field))
	return l.emit(spirv.OpBitcast, l.typeID(ir.Int32), n)
}
