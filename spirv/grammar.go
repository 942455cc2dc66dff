package spirv

import (
	"sync"
)

// Op is a SPIR-V opcode.
type Op uint16

// OperandKind is one of the operand kinds of the grammar (KindIdRef,
// KindStorageClass, ...).
type OperandKind uint8

// Category groups operand kinds as the grammar does.
type Category uint8

const (
	CategoryBitEnum Category = iota
	CategoryValueEnum
	CategoryId
	CategoryLiteral
	CategoryComposite
)

// Quantifier says how many times an operand may appear.
type Quantifier uint8

const (
	One      Quantifier = iota // exactly once
	Optional                   // zero or one time ("?")
	Variadic                   // zero or more times ("*")
)

// OperandSpec describes one operand of an instruction or enumerant.
type OperandSpec struct {
	Kind  OperandKind
	Quant Quantifier
	Name  string
}

// InstInfo describes one instruction of the core grammar.
type InstInfo struct {
	Op           Op
	Name         string
	Class        string
	Operands     []OperandSpec
	Capabilities []Capability
	Extensions   []string
	// Version is the first SPIR-V version (0x00MMmm00) the instruction is in
	// core without an extension, or 0 when it needs one of Extensions.
	Version uint32
}

// HasResultType reports whether the instruction's first operand is a
// result type.
func (in *InstInfo) HasResultType() bool {
	return len(in.Operands) > 0 && in.Operands[0].Kind == KindIdResultType
}

// HasResult reports whether the instruction defines a result id.
func (in *InstInfo) HasResult() bool {
	for i, o := range in.Operands {
		if i > 1 {
			break
		}
		if o.Kind == KindIdResult {
			return true
		}
	}
	return false
}

// EnumerantInfo describes one value of an enumerated operand kind.
type EnumerantInfo struct {
	Name         string
	Value        uint32
	Params       []OperandSpec
	Capabilities []Capability
	Extensions   []string
	Version      uint32
}

// KindInfo describes an operand kind.
type KindInfo struct {
	Name       string
	Category   Category
	Bases      []OperandKind // for composite kinds
	Enumerants []EnumerantInfo
}

// ExtInstInfo describes one instruction of an extended instruction set.
type ExtInstInfo struct {
	Opcode       uint32
	Name         string
	Operands     []OperandSpec
	Capabilities []Capability
}

// opIndex maps an opcode to its row of instTable plus one (0: none), built
// on first use: the builder, decoder and disassembler look an instruction
// up for every instruction they handle.
var opIndex struct {
	once sync.Once
	row  []uint16
}

// Lookup returns the description of op.
func (op Op) Info() (*InstInfo, bool) {
	opIndex.once.Do(func() {
		max := Op(0)
		for _, in := range instTable {
			if in.Op > max {
				max = in.Op
			}
		}
		opIndex.row = make([]uint16, max+1)
		for i, in := range instTable {
			if opIndex.row[in.Op] == 0 { // the first of aliases (OpSDot, not OpSDotKHR)
				opIndex.row[in.Op] = uint16(i + 1)
			}
		}
	})
	if int(op) < len(opIndex.row) {
		if r := opIndex.row[op]; r != 0 {
			return &instTable[r-1], true
		}
	}
	return nil, false
}

func (op Op) String() string {
	if in, ok := op.Info(); ok {
		return in.Name
	}
	return "Op" + itoa(uint32(op))
}

func itoa(v uint32) string {
	if v == 0 {
		return "0"
	}
	var b [10]byte
	i := len(b)
	for v > 0 {
		i--
		b[i] = byte('0' + v%10)
		v /= 10
	}
	return string(b[i:])
}

var opNames struct {
	once sync.Once
	m    map[string]Op
}

// OpByName finds an opcode from its name, e.g. "OpIAdd".
func OpByName(name string) (Op, bool) {
	opNames.once.Do(func() {
		opNames.m = make(map[string]Op, len(instTable))
		for _, in := range instTable {
			opNames.m[in.Name] = in.Op
		}
	})
	op, ok := opNames.m[name]
	return op, ok
}

// Info returns the description of kind k.
func (k OperandKind) Info() *KindInfo {
	if int(k) < len(kindTable) {
		return &kindTable[k]
	}
	return &KindInfo{Name: "invalid"}
}

func (k OperandKind) String() string { return k.Info().Name }

// Enumerant finds the enumerant of kind k with value v. For bit enums only
// single bits (and the zero value) are found.
func (k OperandKind) Enumerant(v uint32) (*EnumerantInfo, bool) {
	es := k.Info().Enumerants
	for i := range es {
		if es[i].Value == v {
			return &es[i], true
		}
	}
	return nil, false
}

// EnumerantByName finds the enumerant of kind k called name.
func (k OperandKind) EnumerantByName(name string) (*EnumerantInfo, bool) {
	es := k.Info().Enumerants
	for i := range es {
		if es[i].Name == name {
			return &es[i], true
		}
	}
	return nil, false
}

// KindByName finds an operand kind from its grammar name.
func KindByName(name string) (OperandKind, bool) {
	for i := range kindTable {
		if kindTable[i].Name == name {
			return OperandKind(i), true
		}
	}
	return 0, false
}

// GLSLstd450Info describes instruction n of GLSL.std.450.
func GLSLstd450Info(n uint32) (*ExtInstInfo, bool) {
	for i := range glslStd450Table {
		if glslStd450Table[i].Opcode == n {
			return &glslStd450Table[i], true
		}
	}
	return nil, false
}

// GLSLstd450ByName finds a GLSL.std.450 instruction from its name.
func GLSLstd450ByName(name string) (*ExtInstInfo, bool) {
	for i := range glslStd450Table {
		if glslStd450Table[i].Name == name {
			return &glslStd450Table[i], true
		}
	}
	return nil, false
}

// DebugPrintfInfo describes instruction n of NonSemantic.DebugPrintf.
func DebugPrintfInfo(n uint32) (*ExtInstInfo, bool) {
	for i := range debugPrintfTable {
		if debugPrintfTable[i].Opcode == n {
			return &debugPrintfTable[i], true
		}
	}
	return nil, false
}

// SPV_EXT_split_barrier took SPV_INTEL_split_barrier's opcodes and
// capability; the grammar this package is generated from names only the
// INTEL spellings.
const (
	OpControlBarrierArriveEXT = OpControlBarrierArriveINTEL
	OpControlBarrierWaitEXT   = OpControlBarrierWaitINTEL
	CapabilitySplitBarrierEXT = CapabilitySplitBarrierINTEL
)
