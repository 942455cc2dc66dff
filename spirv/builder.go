package spirv

import (
	"encoding/binary"
	"fmt"
	"math"
)

// Builder assembles a module for the compiler's back end. It hands out ids,
// deduplicates types (except structs), constants and extended instruction
// set imports, keeps capabilities and extensions unique in the order first
// asked for, and lays the sections out in the order of the logical layout of
// the SPIR-V specification (§2.4) when Words is called.
//
// Misuse (a constant of a type the builder did not make, an instruction
// after a block's terminator, a block without one) does not panic: the first
// such error is kept and returned by Words and Bytes.
type Builder struct {
	version, generator uint32
	next               uint32 // next id
	err                error

	caps     []uint32
	capSeen  map[Capability]bool
	exts     [][]uint32
	extSeen  map[string]bool
	imports  [][]uint32
	importID map[string]uint32
	memModel []uint32
	entries  []*entryPoint
	modes    [][]uint32
	debug1   [][]uint32 // OpString, OpSourceExtension, OpSource
	debug2   [][]uint32 // OpName, OpMemberName
	debug3   [][]uint32 // OpModuleProcessed
	annots   [][]uint32
	globals  [][]uint32 // types, constants, global variables, undefs
	funcs    []*Function

	dedup map[string]uint32
	nums  map[uint32]NumType // numeric types made by TypeInt and TypeFloat
}

type entryPoint struct {
	model ExecutionModel
	fn    uint32
	name  string
	iface []uint32
}

// NewBuilder starts a module for the SPIR-V version word version
// (Version1_0 ... Version1_6). The generator word is 0 unless set with
// SetGenerator.
func NewBuilder(version uint32) *Builder {
	b := &Builder{
		version:  version,
		next:     1,
		capSeen:  make(map[Capability]bool),
		extSeen:  make(map[string]bool),
		importID: make(map[string]uint32),
		dedup:    make(map[string]uint32),
		nums:     make(map[uint32]NumType),
	}
	if version&0xff0000ff != 0 || version < Version1_0 || version > Version1_6 {
		b.fail("unsupported SPIR-V version word 0x%08x", version)
	}
	return b
}

// SetGenerator sets the header's generator word (tool id << 16 | version).
func (b *Builder) SetGenerator(g uint32) { b.generator = g }

func (b *Builder) fail(format string, args ...any) {
	if b.err == nil {
		b.err = fmt.Errorf("spirv builder: "+format, args...)
	}
}

// ID returns a fresh id, for forward references such as branch targets.
func (b *Builder) ID() uint32 {
	id := b.next
	b.next++
	return id
}

// mk encodes one instruction.
func mk(op Op, operands ...uint32) []uint32 {
	w := make([]uint32, 1, 1+len(operands))
	w[0] = uint32(op) // a word count of 0 marks an instruction too long
	if len(operands) < 0xffff {
		w[0] |= uint32(len(operands)+1) << 16
	}
	return append(w, operands...)
}

// Capability declares a capability once.
func (b *Builder) Capability(c Capability) {
	if !b.capSeen[c] {
		b.capSeen[c] = true
		b.caps = append(b.caps, uint32(c))
	}
}

// Extension declares an extension once.
func (b *Builder) Extension(name string) {
	if !b.extSeen[name] {
		b.extSeen[name] = true
		b.exts = append(b.exts, mk(OpExtension, StringWords(name)...))
	}
}

// ExtInstImport returns the id of the extended instruction set name,
// importing it on first use.
func (b *Builder) ExtInstImport(name string) uint32 {
	if id, ok := b.importID[name]; ok {
		return id
	}
	id := b.ID()
	b.importID[name] = id
	b.imports = append(b.imports, mk(OpExtInstImport, append([]uint32{id}, StringWords(name)...)...))
	return id
}

// MemoryModel sets the addressing and memory model.
func (b *Builder) MemoryModel(a AddressingModel, m MemoryModel) {
	b.memModel = mk(OpMemoryModel, uint32(a), uint32(m))
}

// EntryPoint declares fn an entry point with the given interface ids.
func (b *Builder) EntryPoint(model ExecutionModel, fn uint32, name string, iface ...uint32) {
	b.entries = append(b.entries, &entryPoint{model: model, fn: fn, name: name, iface: append([]uint32(nil), iface...)})
}

// AddInterface adds ids to the interface of every entry point of fn,
// skipping ids already there.
func (b *Builder) AddInterface(fn uint32, ids ...uint32) {
	for _, e := range b.entries {
		if e.fn != fn {
			continue
		}
	next:
		for _, id := range ids {
			for _, have := range e.iface {
				if have == id {
					continue next
				}
			}
			e.iface = append(e.iface, id)
		}
	}
}

// ExecutionMode adds an execution mode with literal operands, e.g.
// ExecutionMode(main, ExecutionModeLocalSize, 64, 1, 1).
func (b *Builder) ExecutionMode(fn uint32, mode ExecutionMode, literals ...uint32) {
	b.modes = append(b.modes, mk(OpExecutionMode, append([]uint32{fn, uint32(mode)}, literals...)...))
}

// ExecutionModeID adds an execution mode with id operands (OpExecutionModeId,
// SPIR-V 1.2), e.g. ExecutionModeID(main, ExecutionModeLocalSizeId, x, y, z).
func (b *Builder) ExecutionModeID(fn uint32, mode ExecutionMode, ids ...uint32) {
	b.modes = append(b.modes, mk(OpExecutionModeId, append([]uint32{fn, uint32(mode)}, ids...)...))
}

// DebugString adds an OpString (a file name for OpSource and OpLine, or a
// DebugPrintf format) and returns its id.
func (b *Builder) DebugString(s string) uint32 {
	id := b.ID()
	b.debug1 = append(b.debug1, mk(OpString, append([]uint32{id}, StringWords(s)...)...))
	return id
}

// SourceExtension adds an OpSourceExtension.
func (b *Builder) SourceExtension(ext string) {
	b.debug1 = append(b.debug1, mk(OpSourceExtension, StringWords(ext)...))
}

// Source adds an OpSource; file (an OpString id) and text are left out when
// zero and empty.
func (b *Builder) Source(lang SourceLanguage, version uint32, file uint32, text string) {
	ops := []uint32{uint32(lang), version}
	if file != 0 || text != "" {
		ops = append(ops, file)
	}
	if text != "" {
		ops = append(ops, StringWords(text)...)
	}
	b.debug1 = append(b.debug1, mk(OpSource, ops...))
}

// Name adds an OpName.
func (b *Builder) Name(id uint32, name string) {
	b.debug2 = append(b.debug2, mk(OpName, append([]uint32{id}, StringWords(name)...)...))
}

// MemberName adds an OpMemberName.
func (b *Builder) MemberName(typ, member uint32, name string) {
	b.debug2 = append(b.debug2, mk(OpMemberName, append([]uint32{typ, member}, StringWords(name)...)...))
}

// ModuleProcessed adds an OpModuleProcessed.
func (b *Builder) ModuleProcessed(process string) {
	b.debug3 = append(b.debug3, mk(OpModuleProcessed, StringWords(process)...))
}

// Decorate adds an OpDecorate with literal operands, e.g.
// Decorate(arr, DecorationArrayStride, 16).
func (b *Builder) Decorate(id uint32, d Decoration, literals ...uint32) {
	b.annots = append(b.annots, mk(OpDecorate, append([]uint32{id, uint32(d)}, literals...)...))
}

// DecorateID adds an OpDecorateId (SPIR-V 1.2) with id operands.
func (b *Builder) DecorateID(id uint32, d Decoration, ids ...uint32) {
	b.annots = append(b.annots, mk(OpDecorateId, append([]uint32{id, uint32(d)}, ids...)...))
}

// MemberDecorate adds an OpMemberDecorate with literal operands, e.g.
// MemberDecorate(block, 0, DecorationOffset, 0).
func (b *Builder) MemberDecorate(typ, member uint32, d Decoration, literals ...uint32) {
	b.annots = append(b.annots, mk(OpMemberDecorate, append([]uint32{typ, member, uint32(d)}, literals...)...))
}

// key makes a deduplication key of an opcode and words.
func key(op Op, words ...uint32) string {
	k := make([]byte, 2+4*len(words))
	binary.LittleEndian.PutUint16(k, uint16(op))
	for i, w := range words {
		binary.LittleEndian.PutUint32(k[2+4*i:], w)
	}
	return string(k)
}

// global adds an instruction with a result to the types, constants and
// globals section: operands are the words after the result id (and the
// result type first when the instruction has one). When dedup is set an
// equal earlier instruction's id is returned instead.
func (b *Builder) global(op Op, dedup bool, typ uint32, operands ...uint32) uint32 {
	info, _ := op.Info()
	var k string
	if dedup {
		if info.HasResultType() {
			k = key(op, append([]uint32{typ}, operands...)...)
		} else {
			k = key(op, operands...)
		}
		if id, ok := b.dedup[k]; ok {
			return id
		}
	}
	id := b.ID()
	if info.HasResultType() {
		b.globals = append(b.globals, mk(op, append([]uint32{typ, id}, operands...)...))
	} else {
		b.globals = append(b.globals, mk(op, append([]uint32{id}, operands...)...))
	}
	if dedup {
		b.dedup[k] = id
	}
	return id
}

// Type returns a type instruction op with the given operands (after the
// result id), made once: equal requests give the same id. The named helpers
// below cover the usual types.
func (b *Builder) Type(op Op, operands ...uint32) uint32 {
	return b.global(op, true, 0, operands...)
}

// TypeVoid returns the void type.
func (b *Builder) TypeVoid() uint32 { return b.Type(OpTypeVoid) }

// TypeBool returns the boolean type.
func (b *Builder) TypeBool() uint32 { return b.Type(OpTypeBool) }

// TypeInt returns the integer type of the width.
func (b *Builder) TypeInt(width uint32, signed bool) uint32 {
	s := uint32(0)
	if signed {
		s = 1
	}
	id := b.Type(OpTypeInt, width, s)
	b.nums[id] = NumType{Width: width, Signed: signed}
	return id
}

// TypeFloat returns the floating-point type of the width.
func (b *Builder) TypeFloat(width uint32) uint32 {
	id := b.Type(OpTypeFloat, width)
	b.nums[id] = NumType{Width: width, Float: true}
	return id
}

// TypeFloatEncoded returns the float type of the given width and FP
// Encoding (bfloat16, float8, fp4); ConstFloatBits makes its constants.
func (b *Builder) TypeFloatEncoded(width uint32, enc FPEncoding) uint32 {
	id := b.Type(OpTypeFloat, width, uint32(enc))
	b.nums[id] = NumType{Width: width, Float: true, Encoded: true, Encoding: enc}
	return id
}

// ConstFloatBits returns the constant of the encoded float type typ
// (TypeFloatEncoded) whose bit pattern is bits.
func (b *Builder) ConstFloatBits(typ uint32, bits uint32) uint32 {
	if t, ok := b.numOf(typ, true); !ok || !t.Encoded || t.Width < 32 && bits>>t.Width != 0 {
		b.fail("ConstFloatBits %#x of type %%%d: not an encoded float type, or too many bits", bits, typ)
		return 0
	}
	return b.global(OpConstant, true, typ, bits)
}

// TypeVector returns the vector of n elem.
func (b *Builder) TypeVector(elem, n uint32) uint32 { return b.Type(OpTypeVector, elem, n) }

// TypeMatrix returns the matrix of n columns of type col.
func (b *Builder) TypeMatrix(col, n uint32) uint32 { return b.Type(OpTypeMatrix, col, n) }

// TypeArray returns the array of elem whose length is the constant length.
// Arrays of the same element and length are one type, so they share their
// ArrayStride decoration; use TypeArrayStride for laid-out arrays.
func (b *Builder) TypeArray(elem, length uint32) uint32 { return b.Type(OpTypeArray, elem, length) }

// TypeRuntimeArray returns the runtime array of elem.
func (b *Builder) TypeRuntimeArray(elem uint32) uint32 { return b.Type(OpTypeRuntimeArray, elem) }

// TypeArrayStride returns an array (length a constant id) or, with length
// 0, a runtime array of elem decorated ArrayStride stride. Arrays with
// different strides are different types.
func (b *Builder) TypeArrayStride(elem, length, stride uint32) uint32 {
	k := key(OpDecorate, elem, length, stride, uint32(DecorationArrayStride))
	if id, ok := b.dedup[k]; ok {
		return id
	}
	var id uint32
	if length == 0 {
		id = b.global(OpTypeRuntimeArray, false, 0, elem)
	} else {
		id = b.global(OpTypeArray, false, 0, elem, length)
	}
	b.Decorate(id, DecorationArrayStride, stride)
	b.dedup[k] = id
	return id
}

// TypeStruct returns a new struct type; every call makes a distinct type,
// so each can carry its own member decorations.
func (b *Builder) TypeStruct(members ...uint32) uint32 {
	return b.global(OpTypeStruct, false, 0, members...)
}

// TypePointer returns the pointer to elem in storage class sc.
func (b *Builder) TypePointer(sc StorageClass, elem uint32) uint32 {
	return b.Type(OpTypePointer, uint32(sc), elem)
}

// TypeForwardPointer reserves the id of a pointer type in storage class
// sc with OpTypeForwardPointer, so that a struct declared before the
// pointer (a block that points to itself) can use it; TypePointerAt then
// declares it.
func (b *Builder) TypeForwardPointer(sc StorageClass) uint32 {
	id := b.ID()
	b.globals = append(b.globals, mk(OpTypeForwardPointer, id, uint32(sc)))
	return id
}

// TypePointerAt declares the pointer type id reserved by
// TypeForwardPointer; TypePointer(sc, elem) returns it from then on.
func (b *Builder) TypePointerAt(id uint32, sc StorageClass, elem uint32) {
	b.globals = append(b.globals, mk(OpTypePointer, id, uint32(sc), elem))
	b.dedup[key(OpTypePointer, uint32(sc), elem)] = id
}

// TypeFunction returns the function type.
func (b *Builder) TypeFunction(ret uint32, params ...uint32) uint32 {
	return b.Type(OpTypeFunction, append([]uint32{ret}, params...)...)
}

// numOf returns the numeric type of typ, recording an error when the
// builder did not make typ with TypeInt or TypeFloat.
func (b *Builder) numOf(typ uint32, float bool) (NumType, bool) {
	t, ok := b.nums[typ]
	if !ok || t.Float != float {
		kind := "an integer"
		if float {
			kind = "a float"
		}
		b.fail("type %%%d is not %s type made by this builder", typ, kind)
		return t, false
	}
	return t, true
}

// intWords encodes v for integer type t: its low t.Width bits,
// sign-extended to 32 bits for narrow signed types, zero-extended for
// unsigned ones.
func intWords(t NumType, v uint64) []uint32 {
	if t.Width > 32 {
		return []uint32{uint32(v), uint32(v >> 32)}
	}
	if t.Width < 32 {
		v &= 1<<t.Width - 1
		if t.Signed {
			v = signExtend(v, t.Width)
		}
	}
	return []uint32{uint32(v)}
}

// ConstInt returns the constant of integer type typ holding the low bits of
// v (pass negative values as uint64(int64(x))).
func (b *Builder) ConstInt(typ uint32, v uint64) uint32 {
	t, ok := b.numOf(typ, false)
	if !ok {
		return 0
	}
	return b.global(OpConstant, true, typ, intWords(t, v)...)
}

// ConstFloat32 returns the constant of 32-bit float type typ; values are
// compared by their bits, so -0 and each NaN are distinct constants.
func (b *Builder) ConstFloat32(typ uint32, v float32) uint32 {
	if t, ok := b.numOf(typ, true); !ok || t.Width != 32 {
		b.fail("ConstFloat32 of a %d-bit type", t.Width)
		return 0
	}
	return b.global(OpConstant, true, typ, math.Float32bits(v))
}

// ConstFloat64 returns the constant of 64-bit float type typ.
func (b *Builder) ConstFloat64(typ uint32, v float64) uint32 {
	if t, ok := b.numOf(typ, true); !ok || t.Width != 64 {
		b.fail("ConstFloat64 of a %d-bit type", t.Width)
		return 0
	}
	x := math.Float64bits(v)
	return b.global(OpConstant, true, typ, uint32(x), uint32(x>>32))
}

// ConstFloat16 returns the constant of 16-bit float type typ holding the
// IEEE half-precision bits h (zero-extended into the literal word, as the
// specification requires for narrow floats).
func (b *Builder) ConstFloat16(typ uint32, h uint16) uint32 {
	if t, ok := b.numOf(typ, true); !ok || t.Width != 16 {
		b.fail("ConstFloat16 of a %d-bit type", t.Width)
		return 0
	}
	return b.global(OpConstant, true, typ, uint32(h))
}

// ConstBool returns true or false of the boolean type.
func (b *Builder) ConstBool(v bool) uint32 {
	if v {
		return b.global(OpConstantTrue, true, b.TypeBool())
	}
	return b.global(OpConstantFalse, true, b.TypeBool())
}

// ConstComposite returns the composite constant of typ.
func (b *Builder) ConstComposite(typ uint32, parts ...uint32) uint32 {
	return b.global(OpConstantComposite, true, typ, parts...)
}

// ConstNull returns the null constant of typ.
func (b *Builder) ConstNull(typ uint32) uint32 { return b.global(OpConstantNull, true, typ) }

// Undef returns an OpUndef of typ.
func (b *Builder) Undef(typ uint32) uint32 { return b.global(OpUndef, true, typ) }

// SpecConstInt returns a new integer specialization constant with default
// value v and, unless specID is negative, decoration SpecId specID.
func (b *Builder) SpecConstInt(typ uint32, v uint64, specID int) uint32 {
	t, ok := b.numOf(typ, false)
	if !ok {
		return 0
	}
	return b.spec(b.global(OpSpecConstant, false, typ, intWords(t, v)...), specID)
}

// SpecConstFloat32 returns a new 32-bit float specialization constant.
func (b *Builder) SpecConstFloat32(typ uint32, v float32, specID int) uint32 {
	if _, ok := b.numOf(typ, true); !ok {
		return 0
	}
	return b.spec(b.global(OpSpecConstant, false, typ, math.Float32bits(v)), specID)
}

// SpecConstFloat16 returns a new 16-bit float specialization constant
// whose default has the half-precision bits h.
func (b *Builder) SpecConstFloat16(typ uint32, h uint16, specID int) uint32 {
	if t, ok := b.numOf(typ, true); !ok || t.Width != 16 {
		b.fail("SpecConstFloat16 of a %d-bit type", t.Width)
		return 0
	}
	return b.spec(b.global(OpSpecConstant, false, typ, uint32(h)), specID)
}

// SpecConstFloatBits returns a new specialization constant of an 8-bit
// float type (SPV_EXT_float8) whose default has the bit pattern v.
func (b *Builder) SpecConstFloatBits(typ uint32, v uint8, specID int) uint32 {
	if t, ok := b.numOf(typ, true); !ok || t.Width != 8 {
		b.fail("SpecConstFloatBits of a %d-bit type", t.Width)
		return 0
	}
	return b.spec(b.global(OpSpecConstant, false, typ, uint32(v)), specID)
}

// SpecConstFloat64 returns a new 64-bit float specialization constant.
func (b *Builder) SpecConstFloat64(typ uint32, v float64, specID int) uint32 {
	if t, ok := b.numOf(typ, true); !ok || t.Width != 64 {
		b.fail("SpecConstFloat64 of a %d-bit type", t.Width)
		return 0
	}
	x := math.Float64bits(v)
	return b.spec(b.global(OpSpecConstant, false, typ, uint32(x), uint32(x>>32)), specID)
}

// SpecConstBool returns a new boolean specialization constant.
func (b *Builder) SpecConstBool(v bool, specID int) uint32 {
	op := OpSpecConstantFalse
	if v {
		op = OpSpecConstantTrue
	}
	return b.spec(b.global(op, false, b.TypeBool()), specID)
}

// SpecConstComposite returns a new OpSpecConstantComposite.
func (b *Builder) SpecConstComposite(typ uint32, parts ...uint32) uint32 {
	return b.global(OpSpecConstantComposite, false, typ, parts...)
}

// SpecConstOp returns a new OpSpecConstantOp computing op on operands.
func (b *Builder) SpecConstOp(typ uint32, op Op, operands ...uint32) uint32 {
	return b.global(OpSpecConstantOp, false, typ, append([]uint32{uint32(op)}, operands...)...)
}

func (b *Builder) spec(id uint32, specID int) uint32 {
	if specID >= 0 {
		b.Decorate(id, DecorationSpecId, uint32(specID))
	}
	return id
}

// Variable adds a global OpVariable of pointer type ptr in storage class sc
// (not Function: see Function.Variable) with an optional initializer.
func (b *Builder) Variable(ptr uint32, sc StorageClass, init ...uint32) uint32 {
	if sc == StorageClassFunction {
		b.fail("global variable in the Function storage class")
	}
	return b.global(OpVariable, false, ptr, append([]uint32{uint32(sc)}, init...)...)
}

// Function is a function under construction.
type Function struct {
	b      *Builder
	id     uint32
	header [][]uint32 // OpFunction and its parameters
	vars   [][]uint32 // Function-class variables, placed in the first block
	blocks []*Block
}

// Block is a basic block under construction.
type Block struct {
	fn    *Function
	label uint32
	insts [][]uint32
	done  bool // ends with a terminator
}

// Function starts a function returning ret with type fnType. A function to
// which no block is added is emitted as a declaration.
func (b *Builder) Function(ret, fnType uint32, control FunctionControl) *Function {
	f := &Function{b: b, id: b.ID()}
	f.header = append(f.header, mk(OpFunction, ret, f.id, uint32(control), fnType))
	b.funcs = append(b.funcs, f)
	return f
}

// ID returns the function's result id.
func (f *Function) ID() uint32 { return f.id }

// Param adds a parameter of type typ and returns its id.
func (f *Function) Param(typ uint32) uint32 {
	id := f.b.ID()
	f.header = append(f.header, mk(OpFunctionParameter, typ, id))
	return id
}

// Variable adds a Function-class variable of pointer type ptr at the start
// of the function's first block.
func (f *Function) Variable(ptr uint32, init ...uint32) uint32 {
	id := f.b.ID()
	f.vars = append(f.vars, mk(OpVariable, append([]uint32{ptr, id, uint32(StorageClassFunction)}, init...)...))
	return id
}

// Block appends a block to the function, labelled label (an id from
// Builder.ID, so that branches can name it before it is placed) or a fresh
// id when label is 0. Blocks are laid out in the order they are appended.
func (f *Function) Block(label uint32) *Block {
	if label == 0 {
		label = f.b.ID()
	}
	bl := &Block{fn: f, label: label}
	f.blocks = append(f.blocks, bl)
	return bl
}

// Label returns the block's label id.
func (bl *Block) Label() uint32 { return bl.label }

// isTerminator reports whether op ends a block.
func isTerminator(op Op) bool {
	switch op {
	case OpBranch, OpBranchConditional, OpSwitch, OpReturn, OpReturnValue,
		OpKill, OpUnreachable, OpTerminateInvocation, OpIgnoreIntersectionKHR,
		OpTerminateRayKHR, OpEmitMeshTasksEXT:
		return true
	}
	return false
}

// EmitResult appends instruction op with a result type and a result id
// whatever the grammar tables know of op: the instructions of
// GL_EXT_spirv_intrinsics' spirv_instruction may be unknown here
// (SPV_VALVE_mixed_float_dot_product's 6916). It returns the result id.
func (bl *Block) EmitResult(op Op, resultType uint32, operands ...uint32) uint32 {
	b := bl.fn.b
	if bl.done {
		b.fail("opcode %d after the terminator of block %%%d", op, bl.label)
	}
	id := b.ID()
	bl.insts = append(bl.insts, mk(op, append([]uint32{resultType, id}, operands...)...))
	return id
}

// Emit appends instruction op to the block. resultType is the result type
// for instructions that have one (ignored otherwise); operands are the words
// after the result id. It returns the new result id, or 0 when op has no
// result.
func (bl *Block) Emit(op Op, resultType uint32, operands ...uint32) uint32 {
	b := bl.fn.b
	info, ok := op.Info()
	if !ok {
		b.fail("unknown opcode %d", op)
		return 0
	}
	if bl.done {
		b.fail("%s after the terminator of block %%%d", info.Name, bl.label)
	}
	var id uint32
	switch {
	case info.HasResultType():
		id = b.ID()
		bl.insts = append(bl.insts, mk(op, append([]uint32{resultType, id}, operands...)...))
	case info.HasResult():
		id = b.ID()
		bl.insts = append(bl.insts, mk(op, append([]uint32{id}, operands...)...))
	default:
		bl.insts = append(bl.insts, mk(op, operands...))
	}
	if isTerminator(op) {
		bl.done = true
	}
	return id
}

// Load emits OpLoad, with optional memory access operands.
func (bl *Block) Load(typ, ptr uint32, access ...uint32) uint32 {
	return bl.Emit(OpLoad, typ, append([]uint32{ptr}, access...)...)
}

// Store emits OpStore.
func (bl *Block) Store(ptr, value uint32, access ...uint32) {
	bl.Emit(OpStore, 0, append([]uint32{ptr, value}, access...)...)
}

// AccessChain emits OpAccessChain.
func (bl *Block) AccessChain(ptrType, base uint32, indexes ...uint32) uint32 {
	return bl.Emit(OpAccessChain, ptrType, append([]uint32{base}, indexes...)...)
}

// ExtInst emits OpExtInst of instruction inst of the imported set.
func (bl *Block) ExtInst(typ, set, inst uint32, operands ...uint32) uint32 {
	return bl.Emit(OpExtInst, typ, append([]uint32{set, inst}, operands...)...)
}

// SelectionMerge emits OpSelectionMerge.
func (bl *Block) SelectionMerge(merge uint32, control SelectionControl) {
	bl.Emit(OpSelectionMerge, 0, merge, uint32(control))
}

// LoopMerge emits OpLoopMerge with optional loop control parameters.
func (bl *Block) LoopMerge(merge, cont uint32, control LoopControl, params ...uint32) {
	bl.Emit(OpLoopMerge, 0, append([]uint32{merge, cont, uint32(control)}, params...)...)
}

// Branch emits OpBranch.
func (bl *Block) Branch(target uint32) { bl.Emit(OpBranch, 0, target) }

// BranchConditional emits OpBranchConditional.
func (bl *Block) BranchConditional(cond, ifTrue, ifFalse uint32) {
	bl.Emit(OpBranchConditional, 0, cond, ifTrue, ifFalse)
}

// Return emits OpReturn.
func (bl *Block) Return() { bl.Emit(OpReturn, 0) }

// ReturnValue emits OpReturnValue.
func (bl *Block) ReturnValue(v uint32) { bl.Emit(OpReturnValue, 0, v) }

// Line emits OpLine for the OpString file.
func (bl *Block) Line(file, line, col uint32) { bl.Emit(OpLine, 0, file, line, col) }

// Words lays the module out and returns its words, header included.
func (b *Builder) Words() ([]uint32, error) {
	if b.err != nil {
		return nil, b.err
	}
	if b.memModel == nil {
		return nil, fmt.Errorf("spirv builder: no memory model set")
	}
	out := make([]uint32, 0, b.wordCount())
	out = append(out, MagicNumber, b.version, b.generator, b.next, 0)
	add := func(list [][]uint32) {
		for _, w := range list {
			out = append(out, w...)
		}
	}
	for _, c := range b.caps {
		out = append(out, mk(OpCapability, c)...)
	}
	add(b.exts)
	add(b.imports)
	out = append(out, b.memModel...)
	for _, e := range b.entries {
		ops := append([]uint32{uint32(e.model), e.fn}, StringWords(e.name)...)
		out = append(out, mk(OpEntryPoint, append(ops, e.iface...)...)...)
	}
	add(b.modes)
	add(b.debug1)
	add(b.debug2)
	add(b.debug3)
	add(b.annots)
	add(b.globals)
	// Declarations (functions without blocks) before definitions.
	for pass := 0; pass < 2; pass++ {
		for _, f := range b.funcs {
			if (len(f.blocks) == 0) != (pass == 0) {
				continue
			}
			add(f.header)
			if len(f.vars) > 0 && len(f.blocks) == 0 {
				return nil, fmt.Errorf("spirv builder: function %%%d has variables but no block", f.id)
			}
			for i, bl := range f.blocks {
				if !bl.done {
					return nil, fmt.Errorf("spirv builder: block %%%d of function %%%d has no terminator", bl.label, f.id)
				}
				out = append(out, mk(OpLabel, bl.label)...)
				if i == 0 {
					add(f.vars)
				}
				add(bl.insts)
			}
			out = append(out, mk(OpFunctionEnd)...)
		}
	}
	for off := 5; off < len(out); {
		n := int(out[off] >> 16)
		if n == 0 {
			return nil, fmt.Errorf("spirv builder: instruction %s has more than 65535 words", Op(out[off]&0xffff))
		}
		off += n
	}
	return out, nil
}

// wordCount returns the length of the module Words makes, so that it
// allocates the module once (a large module's words grew by copying to
// several times their size).
func (b *Builder) wordCount() int {
	n := 5 + 2*len(b.caps) + len(b.memModel)
	for _, list := range [][][]uint32{b.exts, b.imports, b.modes, b.debug1, b.debug2, b.debug3, b.annots, b.globals} {
		n += listWords(list)
	}
	for _, e := range b.entries {
		n += 3 + len(e.name)/4 + 1 + len(e.iface)
	}
	for _, f := range b.funcs {
		n += listWords(f.header) + listWords(f.vars) + 1
		for _, bl := range f.blocks {
			n += 2 + listWords(bl.insts)
		}
	}
	return n
}

func listWords(list [][]uint32) int {
	n := 0
	for _, w := range list {
		n += len(w)
	}
	return n
}

// Bytes returns the module in little-endian bytes.
func (b *Builder) Bytes() ([]byte, error) {
	w, err := b.Words()
	if err != nil {
		return nil, err
	}
	return Encode(w), nil
}
