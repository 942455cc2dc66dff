package sema

import (
	"github.com/glslc-nv/glslc-nv/ir"
)

// Conversion ranks: whether an implicit conversion exists (rankNone when
// not) and whether it is exact. Overload resolution does not compare these
// numbers: GLSL 4.60 §6.1 orders conversions only partially (convOrder in
// overload.go).
const (
	rankExact     = 0
	rankPromotion = 1 // float->double, float16->float, 8/16-bit int -> int/uint
	rankIntFloat  = 2 // int/uint -> float
	rankOther     = 3
	rankNone      = 99
)

// scalarConv returns the rank of the implicit conversion of scalar type
// from to scalar type to, or rankNone.
func (c *checker) scalarConv(from, to *ir.Type) int {
	if from == to {
		return rankExact
	}
	if c.es {
		return rankNone
	}
	fk, tk := from.Kind(), to.Kind()
	fw, tw := from.Width(), to.Width()
	switch {
	case fk == ir.KindBool || tk == ir.KindBool:
		return rankNone
	case fk == ir.KindFloat && tk == ir.KindFloat:
		if tw <= fw {
			return rankNone
		}
		if (fw == 32 && tw == 64) || (fw == 16 && tw == 32) {
			return rankPromotion
		}
		return rankOther
	case tk == ir.KindFloat: // integer -> float
		switch {
		case fw <= 16:
			if tw == 32 {
				return rankIntFloat
			}
			return rankOther
		case fw == 32:
			if tw == 32 {
				return rankIntFloat
			}
			if tw == 64 {
				return rankOther
			}
		case fw == 64:
			if tw == 64 {
				return rankOther
			}
		}
		return rankNone
	case fk == ir.KindFloat:
		return rankNone
	}
	// integer -> integer
	if fw < 32 && tw == 32 && ((fk == ir.KindInt && tk == ir.KindInt) || (fk == ir.KindUint && tk == ir.KindUint)) {
		return rankPromotion
	}
	if fw < tw {
		return rankOther
	}
	if fw == tw && fk == ir.KindInt && tk == ir.KindUint {
		return rankOther
	}
	return rankNone
}

// convRank returns the rank of the implicit conversion from type from to
// type to (scalars, vectors and matrices of the same shape), or rankNone.
func (c *checker) convRank(from, to *ir.Type) int {
	if from == nil || to == nil {
		return rankNone
	}
	if from == to {
		return rankExact
	}
	narrow := from.IsNarrowFloat() || to.IsNarrowFloat()
	switch {
	case from.IsScalar() && to.IsScalar():
	case from.Kind() == ir.KindVector && to.Kind() == ir.KindVector && from.Len() == to.Len():
	case from.Kind() == ir.KindMatrix && to.Kind() == ir.KindMatrix && from.Len() == to.Len() && from.Elem().Len() == to.Elem().Len():
	default:
		return rankNone
	}
	if narrow {
		// The narrow floats convert implicitly to wider float types only,
		// as in glslang 16: bfloat16 to float and double; the 8-bit
		// floats also to float16_t and bfloat16_t; fp4 also to the 8-bit
		// floats. Double is a promotion.
		fs, ts := from.Scalar(), to.Scalar()
		if c.es || !fs.IsNarrowFloat() || ts.Kind() != ir.KindFloat || ts == fs {
			return rankNone
		}
		ok := false
		switch fs.Encoding() {
		case ir.E2M1:
			ok = true
		case ir.E4M3, ir.E5M2:
			ok = ts.Encoding() == ir.IEEE || ts.Encoding() == ir.BFloat16
		case ir.BFloat16:
			ok = ts.Encoding() == ir.IEEE && ts.Width() >= 32
		}
		switch {
		case !ok:
			return rankNone
		case ts.Width() == 64:
			return rankPromotion
		}
		return rankOther
	}
	return c.scalarConv(from.Scalar(), to.Scalar())
}

// convOp picks the conversion operation between two scalar types.
func convOp(from, to *ir.Type) (ir.ConvOp, bool) {
	fk, tk := from.Kind(), to.Kind()
	switch {
	case from == to:
		return 0, false
	case fk == ir.KindBool:
		if tk == ir.KindFloat {
			return ir.BoolToFloat, true
		}
		return ir.BoolToInt, true
	case tk == ir.KindBool:
		if fk == ir.KindFloat {
			return ir.FloatToBool, true
		}
		return ir.IntToBool, true
	case fk == ir.KindFloat && tk == ir.KindFloat:
		return ir.FConvert, true
	case fk == ir.KindFloat:
		if tk == ir.KindInt {
			return ir.FToS, true
		}
		return ir.FToU, true
	case tk == ir.KindFloat:
		if fk == ir.KindInt {
			return ir.SToF, true
		}
		return ir.UToF, true
	case from.Width() == to.Width():
		return ir.Bitcast, true
	case fk == ir.KindInt:
		return ir.SConvert, true
	}
	return ir.UConvert, true
}

// convertValue converts the value e (scalar, vector or matrix) to type to
// of the same shape, folding constants.
func (c *checker) convertValue(e ir.Expr, to *ir.Type, pos ir.Pos) ir.Expr {
	from := e.Type()
	if from == to {
		return e
	}
	if from.Kind() == ir.KindMatrix {
		// Column by column, through a temporary unless constant.
		base, pre := c.reusable(e)
		cols := make([]ir.Expr, to.Len())
		for i := range cols {
			col := c.fold(&ir.Extract{Pos: pos, Base: base(), Index: i})
			cols[i] = c.convertValue(col, to.Elem(), pos)
		}
		return c.withPre(pre, c.fold(&ir.Construct{Pos: pos, Typ: to, Args: cols}))
	}
	op, ok := convOp(from.Scalar(), to.Scalar())
	if !ok {
		return e
	}
	return c.fold(&ir.Convert{Pos: pos, Op: op, X: e, To: to})
}

// reusable makes e usable several times: constants and loads of plain
// variables are re-created, anything else goes through a temporary. pre
// holds the statements to run first.
func (c *checker) reusable(e ir.Expr) (func() ir.Expr, []ir.Stmt) {
	switch x := e.(type) {
	case *ir.Const:
		return func() ir.Expr { return x }, nil
	case *ir.Load:
		switch r := x.Ref.(type) {
		case *ir.LocalRef, *ir.ParamRef, *ir.GlobalRef:
			return func() ir.Expr { return &ir.Load{Pos: x.Pos, Ref: r} }, nil
		}
	case *ir.SpecRef:
		return func() ir.Expr { return &ir.SpecRef{Pos: x.Pos, Spec: x.Spec} }, nil
	}
	if c.fn == nil {
		// Outside functions only constant expressions exist; share the node.
		return func() ir.Expr { return e }, nil
	}
	tmp := c.newTemp("tmp", e.Type())
	st := &ir.Store{Pos: e.At(), Dst: &ir.LocalRef{Var: tmp}, Value: e}
	return func() ir.Expr { return &ir.Load{Pos: e.At(), Ref: &ir.LocalRef{Var: tmp}} }, []ir.Stmt{st}
}

// withPre prefixes statements to a value with a Seq.
func (c *checker) withPre(pre []ir.Stmt, e ir.Expr) ir.Expr {
	if len(pre) == 0 {
		return e
	}
	if s, ok := e.(*ir.Seq); ok {
		return &ir.Seq{Pos: s.Pos, Stmts: append(append([]ir.Stmt{}, pre...), s.Stmts...), Value: s.Value}
	}
	return &ir.Seq{Pos: e.At(), Stmts: pre, Value: e}
}

// sameLeaves reports whether two types of one shape have identical leaves
// (so Relayout can convert between them).
func sameLeaves(a, b *ir.Type) bool {
	if a == b {
		return true
	}
	if a.Kind() != b.Kind() {
		return false
	}
	switch a.Kind() {
	case ir.KindArray, ir.KindRuntimeArray:
		return sameLeaves(a.Elem(), b.Elem())
	case ir.KindStruct:
		am, bm := a.Members(), b.Members()
		if len(am) != len(bm) {
			return false
		}
		for i := range am {
			if !sameLeaves(am[i].Type, bm[i].Type) {
				return false
			}
		}
		return true
	}
	return false
}

// relayout converts value e of type from into type to, where both describe
// one GLSL type under different explicit layouts (and bools stored as
// uint in blocks).
func (c *checker) relayout(e ir.Expr, to *ir.Type) ir.Expr {
	from := e.Type()
	if from == to {
		return e
	}
	pos := e.At()
	switch {
	case from.Components() > 0 || from.Kind() == ir.KindMatrix:
		return c.convertValue(e, to, pos)
	case sameLeaves(from, to):
		return &ir.Convert{Pos: pos, Op: ir.Relayout, X: e, To: to}
	}
	base, pre := c.reusable(e)
	var args []ir.Expr
	switch to.Kind() {
	case ir.KindStruct:
		for i, m := range to.Members() {
			args = append(args, c.relayout(c.fold(&ir.Extract{Pos: pos, Base: base(), Index: i}), m.Type))
		}
	case ir.KindArray:
		if to.LenSpec() != nil {
			c.errorf(c.srcPos(pos), "cannot copy a specialization-constant sized array of bool between layouts")
			return e
		}
		for i := 0; i < to.Len(); i++ {
			args = append(args, c.relayout(c.fold(&ir.Extract{Pos: pos, Base: base(), Index: i}), to.Elem()))
		}
	default:
		return e
	}
	return c.withPre(pre, &ir.Construct{Pos: pos, Typ: to, Args: args})
}
