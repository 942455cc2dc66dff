package lower

import (
	"math"

	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// constID returns the id of constant c (the builder deduplicates equal
// constants).
func (l *lowerer) constID(c *ir.Const) uint32 {
	t := l.typeID(c.Typ)
	switch {
	case c.Null:
		return l.b.ConstNull(t)
	case c.Elems != nil:
		l.checkConstituents(c.At(), len(c.Elems))
		ids := make([]uint32, len(c.Elems))
		for i, e := range c.Elems {
			ids[i] = l.constID(e)
		}
		return l.b.ConstComposite(t, ids...)
	case c.Typ.Kind() == ir.KindBool:
		return l.b.ConstBool(c.Bits != 0)
	case c.Typ.IsNarrowFloat():
		return l.b.ConstFloatBits(t, uint32(c.Bits))
	case c.Typ.Kind() == ir.KindFloat && c.Typ.Width() == 16:
		return l.b.ConstFloat16(t, uint16(c.Bits))
	case c.Typ.Kind() == ir.KindFloat && c.Typ.Width() == 32:
		return l.b.ConstFloat32(t, math.Float32frombits(uint32(c.Bits)))
	case c.Typ.Kind() == ir.KindFloat:
		return l.b.ConstFloat64(t, math.Float64frombits(c.Bits))
	}
	return l.b.ConstInt(t, c.Bits)
}

// literalWords encodes a scalar's bits as one or two words; narrow signed
// integers are sign-extended into the word as the specification requires.
func literalWords(t *ir.Type, bits uint64) []uint32 {
	if t.Width() == 64 {
		return []uint32{uint32(bits), uint32(bits >> 32)}
	}
	if t.Kind() == ir.KindInt && t.Width() < 32 {
		shift := uint(64 - t.Width())
		return []uint32{uint32(int64(bits<<shift) >> shift)}
	}
	return []uint32{uint32(bits)}
}

// constU32 returns the id of a uint constant.
func (l *lowerer) constU32(v uint32) uint32 { return l.constID(ir.Uint32Const(v)) }

// constI32 returns the id of an int constant.
func (l *lowerer) constI32(v int32) uint32 { return l.constID(ir.Int32Const(v)) }

// constOf returns the id of scalar-or-vector type t with every component
// set to the integer or float value v (1 and 0 for bool conversions).
func (l *lowerer) constOf(t *ir.Type, v float64) uint32 {
	s := t.Scalar()
	var c *ir.Const
	switch s.Kind() {
	case ir.KindFloat:
		c = ir.ConstFloat(s, v)
	case ir.KindBool:
		c = ir.ConstBool(v != 0)
	default:
		c = ir.ConstInt(s, int64(v))
	}
	if t.Kind() == ir.KindVector {
		elems := make([]*ir.Const, t.Len())
		for i := range elems {
			elems[i] = c
		}
		c = ir.ConstComposite(t, elems...)
	}
	return l.constID(c)
}

// specID returns the id of a specialization constant, declaring it (and,
// for expressions, its operands) on first use.
func (l *lowerer) specID(s *ir.SpecConst) uint32 {
	if id, ok := l.specs[s]; ok {
		return id
	}
	var id uint32
	if s.ID >= 0 {
		t := l.typeID(s.Type)
		var bits uint64
		if s.Default != nil {
			bits = s.Default.Bits
		}
		switch {
		case s.Type.Kind() == ir.KindBool:
			id = l.b.SpecConstBool(bits != 0, s.ID)
		case s.Type.Kind() == ir.KindFloat && s.Type.Width() == 32:
			id = l.b.SpecConstFloat32(t, math.Float32frombits(uint32(bits)), s.ID)
		case s.Type.Kind() == ir.KindFloat && s.Type.Width() == 16:
			id = l.b.SpecConstFloat16(t, uint16(bits), s.ID)
		case s.Type.Kind() == ir.KindFloat && s.Type.Width() == 8:
			id = l.b.SpecConstFloatBits(t, uint8(bits), s.ID)
		case s.Type.Kind() == ir.KindFloat:
			id = l.b.SpecConstFloat64(t, math.Float64frombits(bits), s.ID)
		default:
			id = l.b.SpecConstInt(t, bits, s.ID)
		}
	} else {
		id = l.specExpr(s.Value)
	}
	l.name(id, s.Name)
	l.specs[s] = id
	return id
}

// specExpr emits a specialization-constant expression.
func (l *lowerer) specExpr(e ir.Expr) uint32 {
	switch e := e.(type) {
	case *ir.Const:
		return l.constID(e)
	case *ir.SpecRef:
		return l.specID(e.Spec)
	case *ir.WorkgroupSize:
		return l.workgroupSizeID()
	case *ir.Construct:
		l.checkConstituents(e.At(), len(e.Args))
		ids := make([]uint32, len(e.Args))
		for i, a := range e.Args {
			ids[i] = l.specExpr(a)
		}
		return l.b.SpecConstComposite(l.typeID(e.Typ), ids...)
	case *ir.Splat:
		// ivec2(I): a vector of one specialization constant.
		l.checkConstituents(e.At(), e.Typ.Len())
		x := l.specExpr(e.X)
		ids := make([]uint32, e.Typ.Len())
		for i := range ids {
			ids[i] = x
		}
		return l.b.SpecConstComposite(l.typeID(e.Typ), ids...)
	case *ir.Extract:
		return l.specOp(e.Type(), spirv.OpCompositeExtract, l.specExpr(e.Base), uint32(e.Index))
	case *ir.Swizzle:
		b := l.specExpr(e.Base)
		if len(e.Comps) == 1 {
			return l.specOp(e.Type(), spirv.OpCompositeExtract, b, uint32(e.Comps[0]))
		}
		ops := []uint32{b, b}
		for _, c := range e.Comps {
			ops = append(ops, uint32(c))
		}
		return l.specOp(e.Type(), spirv.OpVectorShuffle, ops...)
	case *ir.Select:
		return l.specOp(e.Type(), spirv.OpSelect, l.specExpr(e.Cond), l.specExpr(e.X), l.specExpr(e.Y))
	case *ir.Unary:
		return l.specOp(e.Type(), unaryOpcode(e.Op), l.specExpr(e.X))
	case *ir.Binary:
		op, ok := binaryOpcode(e.Op)
		if !ok {
			l.fail(e.Pos, "%s is not allowed in a specialization-constant expression", e.Op)
		}
		return l.specOp(e.Type(), op, l.specExpr(e.X), l.specExpr(e.Y))
	case *ir.Convert:
		x := l.specExpr(e.X)
		switch e.Op {
		case ir.SConvert:
			return l.specOp(e.To, spirv.OpSConvert, x)
		case ir.UConvert:
			return l.specOp(e.To, spirv.OpUConvert, x)
		case ir.FConvert:
			return l.specOp(e.To, spirv.OpFConvert, x)
		case ir.Bitcast:
			// OpSpecConstantOp Bitcast needs the Kernel capability. A
			// change of signedness (the only bitcast GLSL's constructors
			// make) is IAdd with an unsigned zero, as glslang emits it.
			from := e.X.Type()
			if from.IsInteger() && e.To.IsInteger() && from.Scalar().Width() == e.To.Scalar().Width() {
				zt := e.To
				if from.IsUint() {
					zt = from
				}
				return l.specOp(e.To, spirv.OpIAdd, x, l.constOf(zt, 0))
			}
		case ir.IntToBool:
			return l.specOp(e.To, spirv.OpINotEqual, x, l.constOf(e.X.Type(), 0))
		case ir.BoolToInt:
			return l.specOp(e.To, spirv.OpSelect, x, l.constOf(e.To, 1), l.constOf(e.To, 0))
		}
		l.fail(e.Pos, "conversion %s is not allowed in a specialization-constant expression", e.Op)
	}
	l.fail(e.At(), "%T is not allowed in a specialization-constant expression", e)
	return 0
}

func (l *lowerer) specOp(t *ir.Type, op spirv.Op, operands ...uint32) uint32 {
	return l.b.SpecConstOp(l.typeID(t), op, operands...)
}

// maxConstituents is the most constituents one composite instruction
// (OpConstantComposite, OpSpecConstantComposite, OpCompositeConstruct)
// can hold: an instruction has at most 65535 words, three of which are
// the opcode, the result type and the result id.
const maxConstituents = 0xFFFF - 3

// checkConstituents fails, at pos (or the statement being lowered), when
// a composite of n constituents cannot be one SPIR-V instruction (a
// 1,000,000-element initializer), instead of the builder failing without
// a position.
func (l *lowerer) checkConstituents(pos ir.Pos, n int) {
	if n > maxConstituents {
		l.fail(pos, "a composite of %d elements is too large for SPIR-V (one instruction holds at most %d)", n, maxConstituents)
	}
}
