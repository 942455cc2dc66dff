package spirv

import (
	"fmt"
	"math/bits"
)

// NumType is the numeric type a context-dependent literal is read with.
type NumType struct {
	Width  uint32 // bits: 8, 16, 32 or 64 (0: not a number); 4 or 8 or 16 for encoded floats
	Float  bool
	Signed bool // integers only
	// Encoded floats (OpTypeFloat with an FP Encoding operand: bfloat16,
	// float8, fp4, ...) have Encoded set and their Encoding; their
	// literals are that encoding's bits (numfmt.go).
	Encoded  bool
	Encoding FPEncoding
}

// floatNum is the NumType of an OpTypeFloat instruction's words.
func floatNum(w []uint32) NumType {
	n := NumType{Width: w[2], Float: true}
	if len(w) > 3 {
		n.Encoded, n.Encoding = true, FPEncoding(w[3])
	}
	return n
}

// Words is the number of words a literal of type t takes.
func (t NumType) Words() int {
	if t.Width > 32 {
		return 2
	}
	return 1
}

// Operand is one operand of an instruction as split by an OperandDecoder.
// Composite operands (the pair kinds) come out as their two parts, and the
// parameters of an enumerant follow the enumerant as operands of their own.
type Operand struct {
	// Kind is the operand's grammar kind; never a pair kind.
	Kind OperandKind
	// Start is the index in the instruction's Words of the operand's first
	// word (1 for the first operand).
	Start int
	// Words are the operand's words; they alias the instruction.
	Words []uint32
	// Num is the type of a literal whose width comes from context: the value
	// of OpConstant and OpSpecConstant (Kind
	// KindLiteralContextDependentNumber) and the case literals of OpSwitch
	// (Kind KindLiteralInteger). Num.Width is 0 for every other operand.
	Num NumType
}

// extSet identifies an extended instruction set whose operand lists the
// tables know.
type extSet uint8

const (
	extUnknown extSet = iota
	extGLSL
	extDebugPrintf
)

func extSetOf(name string) extSet {
	switch name {
	case "GLSL.std.450":
		return extGLSL
	case "NonSemantic.DebugPrintf":
		return extDebugPrintf
	}
	return extUnknown
}

// extInfo finds instruction n of the set.
func (s extSet) info(n uint32) (*ExtInstInfo, bool) {
	switch s {
	case extGLSL:
		return GLSLstd450Info(n)
	case extDebugPrintf:
		return DebugPrintfInfo(n)
	}
	return nil, false
}

// idFacts is what a decoder remembers about one id.
type idFacts struct {
	typ uint32  // the id's result type
	num NumType // the id is a numeric type
	set extSet  // the id is an OpExtInstImport
	imp bool    // the id is an OpExtInstImport
}

// denseIDs bounds the ids kept in a slice; larger ones go to a map.
const denseIDs = 1 << 16

// idTable maps ids to facts.
type idTable struct {
	dense  []idFacts
	sparse map[uint32]idFacts
}

func (t *idTable) get(id uint32) idFacts {
	if id < uint32(len(t.dense)) {
		return t.dense[id]
	}
	if id >= denseIDs {
		return t.sparse[id]
	}
	return idFacts{}
}

func (t *idTable) set(id uint32, f idFacts) {
	if id >= denseIDs {
		if t.sparse == nil {
			t.sparse = make(map[uint32]idFacts)
		}
		t.sparse[id] = f
		return
	}
	if id >= uint32(len(t.dense)) {
		n := 2 * len(t.dense)
		if n <= int(id) {
			n = int(id) + 64
		}
		if n > denseIDs {
			n = denseIDs
		}
		d := make([]idFacts, n)
		copy(d, t.dense)
		t.dense = d
	}
	t.dense[id] = f
}

// OperandDecoder splits instructions into typed operands following the
// grammar. The width of some literals depends on types defined earlier in
// the module, so the decoder remembers the types, result types and extended
// instruction set imports of the instructions it has decoded: pass a module's
// instructions in order. The zero value is ready to use.
type OperandDecoder struct {
	ids idTable
}

// Decode splits in into operands. Errors are *DecodeError values whose
// Offset is the module word index of the offending operand.
func (d *OperandDecoder) Decode(in Inst) ([]Operand, error) {
	return d.decode(nil, in)
}

// opState walks the words of one instruction.
type opState struct {
	d    *OperandDecoder
	in   Inst
	info *InstInfo
	pos  int
	ops  []Operand
	set  extSet // OpExtInst: the set of the import
}

func (s *opState) errorf(at int, format string, args ...any) error {
	return &DecodeError{Offset: s.in.Offset + at, Msg: s.info.Name + ": " + fmt.Sprintf(format, args...)}
}

func (s *opState) left() int { return len(s.in.Words) - s.pos }

func (s *opState) add(k OperandKind, n int, num NumType) {
	s.ops = append(s.ops, Operand{Kind: k, Start: s.pos, Words: s.in.Words[s.pos : s.pos+n : s.pos+n], Num: num})
	s.pos += n
}

// decode is Decode appending to dst.
func (d *OperandDecoder) decode(dst []Operand, in Inst) ([]Operand, error) {
	info, ok := in.Op.Info()
	if !ok {
		return dst, &DecodeError{Offset: in.Offset, Msg: fmt.Sprintf("unknown opcode %d", uint16(in.Op))}
	}
	if len(in.Words) == 0 {
		return dst, &DecodeError{Offset: in.Offset, Msg: info.Name + ": no words"}
	}
	s := opState{d: d, in: in, info: info, pos: 1, ops: dst}
	if err := s.specs(info.Operands, info.Name); err != nil {
		return s.ops, err
	}
	if s.pos < len(in.Words) {
		return s.ops, s.errorf(s.pos, "%d words left over after the last operand (word count %d)", len(in.Words)-s.pos, len(in.Words))
	}
	d.learn(in, info)
	return s.ops, nil
}

// learn records what in defines.
func (d *OperandDecoder) learn(in Inst, info *InstInfo) {
	w := in.Words
	var res, typ uint32
	switch {
	case info.HasResultType() && len(w) > 2:
		typ, res = w[1], w[2]
	case info.HasResult() && len(w) > 1:
		res = w[1]
	default:
		return
	}
	f := idFacts{typ: typ}
	switch in.Op {
	case OpTypeInt:
		f.num = NumType{Width: w[2], Signed: w[3] != 0}
	case OpTypeFloat:
		f.num = floatNum(w)
	case OpExtInstImport:
		name, _, _ := String(w[2:])
		f.set = extSetOf(name)
		f.imp = true
	}
	d.ids.set(res, f)
}

// specs decodes operands following a list of specs; what names the list in
// messages.
func (s *opState) specs(list []OperandSpec, what string) error {
	for i := 0; i < len(list); i++ {
		sp := list[i]
		switch sp.Quant {
		case One:
			if s.left() == 0 {
				return s.errorf(s.pos, "missing operand %s%s (word count %d)", specName(sp), of(what, s.info.Name), len(s.in.Words))
			}
			if err := s.operand(sp); err != nil {
				return err
			}
		case Optional:
			if s.left() > 0 {
				if err := s.operand(sp); err != nil {
					return err
				}
			}
		case Variadic:
			for s.left() > 0 {
				if err := s.operand(sp); err != nil {
					return err
				}
			}
		}
		if s.info.Op == OpExtInst && sp.Kind == KindLiteralExtInstInteger {
			return s.extInst()
		}
		if s.info.Op == OpSpecConstantOp && sp.Kind == KindLiteralSpecConstantOpInteger {
			return s.specConstantOp()
		}
	}
	return nil
}

// of names the instruction an operand list belongs to when it is not the
// one being decoded (an extended instruction or the operation of
// OpSpecConstantOp).
func of(what, name string) string {
	if what == name {
		return ""
	}
	return " of " + what
}

func specName(sp OperandSpec) string {
	if sp.Name != "" {
		return "'" + sp.Name + "'"
	}
	return sp.Kind.String()
}

// extInst decodes the operands after the instruction number of OpExtInst.
func (s *opState) extInst() error {
	n := s.in.Words[s.pos-1]
	if ei, ok := s.set.info(n); ok && s.set != extUnknown {
		if err := s.specs(ei.Operands, ei.Name); err != nil {
			return err
		}
		if s.left() > 0 {
			return s.errorf(s.pos, "%d words left over after the operands of extended instruction %s", s.left(), ei.Name)
		}
		return nil
	}
	for s.left() > 0 {
		s.add(KindIdRef, 1, NumType{})
	}
	return nil
}

// specConstantOp decodes the operands of the operation of OpSpecConstantOp.
func (s *opState) specConstantOp() error {
	op := Op(s.in.Words[s.pos-1])
	oi, ok := op.Info()
	if !ok || s.in.Words[s.pos-1] > 0xffff {
		return s.errorf(s.pos-1, "unknown opcode %d", s.in.Words[s.pos-1])
	}
	list := oi.Operands
	for len(list) > 0 && (list[0].Kind == KindIdResultType || list[0].Kind == KindIdResult) {
		list = list[1:]
	}
	return s.specs(list, oi.Name)
}

// operand decodes one operand of spec sp; there is at least one word left.
func (s *opState) operand(sp OperandSpec) error {
	k := sp.Kind
	switch k {
	case KindIdResultType, KindIdResult, KindIdRef, KindIdScope, KindIdMemorySemantics,
		KindLiteralInteger, KindLiteralSpecConstantOpInteger:
		s.add(k, 1, NumType{})
	case KindLiteralExtInstInteger:
		// OpExtInst: Result Type, Result, Set, Instruction.
		if s.pos == 4 {
			s.set = s.d.ids.get(s.in.Words[3]).set
		}
		s.add(k, 1, NumType{})
	case KindLiteralString:
		_, n, err := String(s.in.Words[s.pos:])
		if err != nil {
			return s.errorf(s.pos, "operand %s: literal string is not nul-terminated within the instruction", specName(sp))
		}
		s.add(k, n, NumType{})
	case KindLiteralContextDependentNumber:
		// OpConstant and OpSpecConstant: the type is the result type.
		t, err := s.numType(s.in.Words[1], "result type")
		if err != nil {
			return err
		}
		if s.left() < t.Words() {
			return s.errorf(s.pos, "missing word of %d-bit literal", t.Width)
		}
		s.add(k, t.Words(), t)
	case KindPairLiteralIntegerIdRef:
		// OpSwitch: the literals have the width of the selector's type.
		t := NumType{Width: 32}
		if s.info.Op == OpSwitch {
			var err error
			sel := s.in.Words[1]
			t, err = s.numType(s.d.ids.get(sel).typ, fmt.Sprintf("type of selector %%%d", sel))
			if err != nil {
				return err
			}
			if t.Float {
				return s.errorf(1, "selector %%%d is not an integer", sel)
			}
		}
		if s.left() < t.Words()+1 {
			return s.errorf(s.pos, "case literal without its label (%d words left)", s.left())
		}
		s.add(KindLiteralInteger, t.Words(), t)
		s.add(KindIdRef, 1, NumType{})
	case KindPairIdRefLiteralInteger, KindPairIdRefIdRef:
		if s.left() < 2 {
			return s.errorf(s.pos, "operand pair %s has only one word", k)
		}
		s.add(KindIdRef, 1, NumType{})
		if k == KindPairIdRefIdRef {
			s.add(KindIdRef, 1, NumType{})
		} else {
			s.add(KindLiteralInteger, 1, NumType{})
		}
	default:
		ki := k.Info()
		switch ki.Category {
		case CategoryValueEnum:
			v := s.in.Words[s.pos]
			e, ok := k.Enumerant(v)
			if !ok {
				return s.errorf(s.pos, "%d is not a %s", v, ki.Name)
			}
			s.add(k, 1, NumType{})
			return s.params(e)
		case CategoryBitEnum:
			v := s.in.Words[s.pos]
			at := s.pos
			s.add(k, 1, NumType{})
			for m := v; m != 0; m &= m - 1 {
				bit := uint32(1) << bits.TrailingZeros32(m)
				e, ok := k.Enumerant(bit)
				if !ok {
					return s.errorf(at, "%s 0x%x has unknown bit 0x%x", ki.Name, v, bit)
				}
				if err := s.params(e); err != nil {
					return err
				}
			}
		default:
			return s.errorf(s.pos, "operand kind %s not supported", ki.Name)
		}
	}
	return nil
}

// params decodes the parameters of enumerant e.
func (s *opState) params(e *EnumerantInfo) error {
	for _, p := range e.Params {
		switch p.Quant {
		case One:
			if s.left() == 0 {
				return s.errorf(s.pos, "missing parameter %s of %s", p.Kind, e.Name)
			}
			if err := s.operand(p); err != nil {
				return err
			}
		case Optional:
			if s.left() > 0 {
				if err := s.operand(p); err != nil {
					return err
				}
			}
		case Variadic:
			for s.left() > 0 {
				if err := s.operand(p); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// numType reads the numeric type with id t.
func (s *opState) numType(t uint32, what string) (NumType, error) {
	n := s.d.ids.get(t).num
	switch {
	case n.Width == 0:
		return n, s.errorf(s.pos, "%s %%%d is not a numeric type", what, t)
	case n.Encoded:
		if _, ok := EncodingFormat(n.Encoding); !ok {
			return n, s.errorf(s.pos, "%s %%%d has FP encoding %d, whose literals are not supported", what, t, n.Encoding)
		}
	case n.Width > 64 || (n.Float && n.Width != 16 && n.Width != 32 && n.Width != 64):
		return n, s.errorf(s.pos, "%s %%%d has unsupported width %d", what, t, n.Width)
	}
	return n, nil
}
