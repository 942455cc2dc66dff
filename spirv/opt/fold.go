package opt

import (
	"math"

	"github.com/glslc-nv/glslc-nv/internal/f16"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// foldConstants evaluates, in every function, the operations whose
// operands inlining, mem2reg or branch folding turned into constants
// (ir/opt folds the ones the source spells): logical operations on
// boolean constants and their identities (x && true, x || false...),
// OpSelect with a constant condition, 32-bit integer comparisons,
// additions, subtractions, multiplications and bit operations, their
// identities with one constant operand (identities.go: x + 0, x * 1,
// x * 0, x & 0, 0 % y...), comparisons of 16-, 32- and 64-bit float
// constants that are not subnormal (a device may flush those to zero),
// and OpPhi whose operands are all one value (constant folding through
// phis). Specialization constants are not constants here: their value
// is chosen at pipeline creation. It reports whether it folded any.
func foldConstants(m *Module) bool {
	k := newConstants(m)
	changed := false
	for _, f := range m.Funcs {
		k.local = map[uint32]uint32{}
		f.each(func(in *Inst) {
			if r := in.Result(); r != 0 && in.Type() != 0 {
				k.local[r] = in.Type()
			}
		})
		repl := map[uint32]uint32{}
		for _, b := range f.Blocks {
			kept := b.Insts[:0]
			for _, in := range b.Insts {
				in.mapRefs(func(id uint32) uint32 { return resolve(repl, id) })
				if v := k.fold(m, in); v != 0 {
					repl[in.Result()] = v
					continue
				}
				kept = append(kept, in)
			}
			b.Insts = kept
		}
		if len(repl) > 0 {
			f.replaceAll(repl)
			changed = true
		}
	}
	return changed
}

// constants knows the module's boolean and 32-bit integer constants and
// declares new ones.
type constants struct {
	defs   map[uint32]*Inst
	local  map[uint32]uint32 // the types of the values of the function being folded
	boolT  uint32
	byWord map[[3]uint32]uint32 // (opcode, type, value) -> id
}

func newConstants(m *Module) *constants {
	k := &constants{defs: globalDefs(m), byWord: map[[3]uint32]uint32{}}
	for _, in := range m.Globals {
		switch in.Op {
		case spirv.OpTypeBool:
			k.boolT = in.Result()
		case spirv.OpConstantTrue, spirv.OpConstantFalse:
			k.byWord[[3]uint32{uint32(in.Op), in.Type(), 0}] = in.Result()
		case spirv.OpConstant:
			if len(in.Words) == 4 {
				k.byWord[[3]uint32{uint32(spirv.OpConstant), in.Type(), in.Words[3]}] = in.Result()
			}
		}
	}
	return k
}

// boolValue is the value of a boolean constant.
func (k *constants) boolValue(id uint32) (value, ok bool) {
	if c := k.defs[id]; c != nil {
		switch c.Op {
		case spirv.OpConstantTrue:
			return true, true
		case spirv.OpConstantFalse:
			return false, true
		}
	}
	return false, false
}

// intValue is the value of a 32-bit integer constant, and its type.
func (k *constants) intValue(id uint32) (v, typ uint32, ok bool) {
	c := k.defs[id]
	if c == nil || c.Op != spirv.OpConstant || len(c.Words) != 4 {
		return 0, 0, false
	}
	t := k.defs[c.Type()]
	if t == nil || t.Op != spirv.OpTypeInt || t.Words[2] != 32 {
		return 0, 0, false
	}
	return c.Words[3], c.Type(), true
}

// typeOf is the type of the value id (a constant, a global variable, or
// a value of the function being folded), or 0.
func (k *constants) typeOf(id uint32) uint32 {
	if c := k.defs[id]; c != nil {
		return c.Type()
	}
	return k.local[id]
}

// floatValue is the value of a 16-, 32- or 64-bit float constant that is
// not subnormal (a device may flush a subnormal to zero, so its value is
// not known here).
func (k *constants) floatValue(id uint32) (float64, bool) {
	c := k.defs[id]
	if c == nil || c.Op != spirv.OpConstant {
		return 0, false
	}
	t := k.defs[c.Type()]
	if t == nil || t.Op != spirv.OpTypeFloat || len(t.Words) != 3 { // an FP encoding operand: not IEEE binary
		return 0, false
	}
	var v float64
	switch {
	case t.Words[2] == 16 && len(c.Words) == 4:
		h := uint16(c.Words[3])
		if h&0x7c00 == 0 && h&0x3ff != 0 {
			return 0, false
		}
		v = f16.ToFloat64(h)
	case t.Words[2] == 32 && len(c.Words) == 4:
		if c.Words[3]&0x7f800000 == 0 && c.Words[3]&0x7fffff != 0 {
			return 0, false
		}
		v = float64(math.Float32frombits(c.Words[3]))
	case t.Words[2] == 64 && len(c.Words) == 5:
		b := uint64(c.Words[4])<<32 | uint64(c.Words[3])
		if b&0x7ff0000000000000 == 0 && b&0xfffffffffffff != 0 {
			return 0, false
		}
		v = math.Float64frombits(b)
	default:
		return 0, false
	}
	return v, true
}

func (k *constants) boolConst(m *Module, v bool) uint32 {
	op := spirv.OpConstantFalse
	if v {
		op = spirv.OpConstantTrue
	}
	key := [3]uint32{uint32(op), k.boolT, 0}
	if id, ok := k.byWord[key]; ok {
		return id
	}
	id := m.newID()
	in := newInst(op, 1, 2, nil, k.boolT, id)
	m.Globals = append(m.Globals, in)
	k.defs[id] = in
	k.byWord[key] = id
	return id
}

func (k *constants) intConst(m *Module, typ, v uint32) uint32 {
	key := [3]uint32{uint32(spirv.OpConstant), typ, v}
	if id, ok := k.byWord[key]; ok {
		return id
	}
	id := m.newID()
	in := newInst(spirv.OpConstant, 1, 2, nil, typ, id, v)
	m.Globals = append(m.Globals, in)
	k.defs[id] = in
	k.byWord[key] = id
	return id
}

// fold is the id in computes when that is known without running it, or
// 0.
func (k *constants) fold(m *Module, in *Inst) uint32 {
	switch in.Op {
	case spirv.OpPhi:
		if same, ok := trivialPhi(in, nil); ok {
			return same
		}
	case spirv.OpLogicalNot:
		if a, ok := k.boolValue(in.Ref(0)); ok && k.boolT == in.Type() {
			return k.boolConst(m, !a)
		}
	case spirv.OpLogicalAnd, spirv.OpLogicalOr, spirv.OpLogicalEqual, spirv.OpLogicalNotEqual:
		if k.boolT != in.Type() {
			return 0 // a vector
		}
		x, y := in.Ref(0), in.Ref(1)
		a, aok := k.boolValue(x)
		b, bok := k.boolValue(y)
		if aok && bok {
			var r bool
			switch in.Op {
			case spirv.OpLogicalAnd:
				r = a && b
			case spirv.OpLogicalOr:
				r = a || b
			case spirv.OpLogicalEqual:
				r = a == b
			default:
				r = a != b
			}
			return k.boolConst(m, r)
		}
		if bok { // the constant first
			a, aok, x, y = b, bok, y, x
		}
		if aok {
			switch {
			case in.Op == spirv.OpLogicalAnd && a, in.Op == spirv.OpLogicalOr && !a,
				in.Op == spirv.OpLogicalEqual && a, in.Op == spirv.OpLogicalNotEqual && !a:
				return y
			case in.Op == spirv.OpLogicalAnd:
				return k.boolConst(m, false)
			case in.Op == spirv.OpLogicalOr:
				return k.boolConst(m, true)
			}
		}
	case spirv.OpSelect:
		if c, ok := k.boolValue(in.Ref(0)); ok {
			if c {
				return in.Ref(1)
			}
			return in.Ref(2)
		}
		if in.Ref(1) == in.Ref(2) {
			return in.Ref(1)
		}
	case spirv.OpIEqual, spirv.OpINotEqual, spirv.OpULessThan, spirv.OpULessThanEqual, spirv.OpUGreaterThan,
		spirv.OpUGreaterThanEqual, spirv.OpSLessThan, spirv.OpSLessThanEqual, spirv.OpSGreaterThan,
		spirv.OpSGreaterThanEqual:
		a, _, aok := k.intValue(in.Ref(0))
		b, _, bok := k.intValue(in.Ref(1))
		if !aok || !bok || k.boolT != in.Type() {
			return 0
		}
		var r bool
		switch in.Op {
		case spirv.OpIEqual:
			r = a == b
		case spirv.OpINotEqual:
			r = a != b
		case spirv.OpULessThan:
			r = a < b
		case spirv.OpULessThanEqual:
			r = a <= b
		case spirv.OpUGreaterThan:
			r = a > b
		case spirv.OpUGreaterThanEqual:
			r = a >= b
		case spirv.OpSLessThan:
			r = int32(a) < int32(b)
		case spirv.OpSLessThanEqual:
			r = int32(a) <= int32(b)
		case spirv.OpSGreaterThan:
			r = int32(a) > int32(b)
		default:
			r = int32(a) >= int32(b)
		}
		return k.boolConst(m, r)
	case spirv.OpFOrdEqual, spirv.OpFUnordEqual, spirv.OpFOrdNotEqual, spirv.OpFUnordNotEqual,
		spirv.OpFOrdLessThan, spirv.OpFUnordLessThan, spirv.OpFOrdGreaterThan, spirv.OpFUnordGreaterThan,
		spirv.OpFOrdLessThanEqual, spirv.OpFUnordLessThanEqual, spirv.OpFOrdGreaterThanEqual,
		spirv.OpFUnordGreaterThanEqual:
		a, aok := k.floatValue(in.Ref(0))
		b, bok := k.floatValue(in.Ref(1))
		if !aok || !bok || k.boolT != in.Type() {
			return 0
		}
		return k.boolConst(m, compareFloats(in.Op, a, b))
	case spirv.OpIAdd, spirv.OpISub, spirv.OpIMul, spirv.OpBitwiseAnd, spirv.OpBitwiseOr, spirv.OpBitwiseXor,
		spirv.OpShiftLeftLogical, spirv.OpShiftRightLogical:
		a, at, aok := k.intValue(in.Ref(0))
		b, _, bok := k.intValue(in.Ref(1))
		if !aok || !bok || at != in.Type() {
			return k.identity(m, in)
		}
		var r uint32
		switch in.Op {
		case spirv.OpIAdd:
			r = a + b
		case spirv.OpISub:
			r = a - b
		case spirv.OpIMul:
			r = a * b
		case spirv.OpBitwiseAnd:
			r = a & b
		case spirv.OpBitwiseOr:
			r = a | b
		case spirv.OpBitwiseXor:
			r = a ^ b
		case spirv.OpShiftLeftLogical:
			if b >= 32 {
				return 0 // undefined
			}
			r = a << b
		default:
			if b >= 32 {
				return 0
			}
			r = a >> b
		}
		return k.intConst(m, in.Type(), r)
	case spirv.OpUDiv, spirv.OpUMod, spirv.OpSDiv, spirv.OpSRem, spirv.OpSMod, spirv.OpShiftRightArithmetic:
		return k.identity(m, in)
	}
	return 0
}

// compareFloats is what the float comparison op gives for a and b: an
// ordered comparison is false when either is a NaN, an unordered one
// true.
func compareFloats(op spirv.Op, a, b float64) bool {
	if math.IsNaN(a) || math.IsNaN(b) {
		switch op {
		case spirv.OpFUnordEqual, spirv.OpFUnordNotEqual, spirv.OpFUnordLessThan, spirv.OpFUnordGreaterThan,
			spirv.OpFUnordLessThanEqual, spirv.OpFUnordGreaterThanEqual:
			return true
		}
		return false
	}
	switch op {
	case spirv.OpFOrdEqual, spirv.OpFUnordEqual:
		return a == b
	case spirv.OpFOrdNotEqual, spirv.OpFUnordNotEqual:
		return a != b
	case spirv.OpFOrdLessThan, spirv.OpFUnordLessThan:
		return a < b
	case spirv.OpFOrdGreaterThan, spirv.OpFUnordGreaterThan:
		return a > b
	case spirv.OpFOrdLessThanEqual, spirv.OpFUnordLessThanEqual:
		return a <= b
	default:
		return a >= b
	}
}
