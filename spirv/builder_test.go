package spirv

import (
	"strings"
	"testing"
)

// doublingKernel builds: layout(std430) buffer Buf { float data[]; };
// data[gl_GlobalInvocationID.x] *= 2.0, local size 64.
func doublingKernel(version uint32) *Builder {
	b := NewBuilder(version)
	b.Capability(CapabilityShader)
	if version < Version1_3 {
		b.Extension("SPV_KHR_storage_buffer_storage_class")
	}
	b.ExtInstImport("GLSL.std.450")
	b.MemoryModel(AddressingModelLogical, MemoryModelGLSL450)

	void := b.TypeVoid()
	float := b.TypeFloat(32)
	uint := b.TypeInt(32, false)
	v3uint := b.TypeVector(uint, 3)
	rta := b.TypeArrayStride(float, 0, 4)
	block := b.TypeStruct(rta)
	b.MemberDecorate(block, 0, DecorationOffset, 0)
	b.Decorate(block, DecorationBlock)
	b.Name(block, "Buf")
	b.MemberName(block, 0, "data")
	buf := b.Variable(b.TypePointer(StorageClassStorageBuffer, block), StorageClassStorageBuffer)
	b.Decorate(buf, DecorationDescriptorSet, 0)
	b.Decorate(buf, DecorationBinding, 0)
	gid := b.Variable(b.TypePointer(StorageClassInput, v3uint), StorageClassInput)
	b.Decorate(gid, DecorationBuiltIn, uint32(BuiltInGlobalInvocationId))

	main := b.Function(void, b.TypeFunction(void), FunctionControlNone)
	b.Name(main.ID(), "main")
	b.EntryPoint(ExecutionModelGLCompute, main.ID(), "main", gid)
	b.ExecutionMode(main.ID(), ExecutionModeLocalSize, 64, 1, 1)
	b.Source(SourceLanguageGLSL, 450, 0, "")

	bl := main.Block(0)
	zero := b.ConstInt(uint, 0)
	px := bl.AccessChain(b.TypePointer(StorageClassInput, uint), gid, zero)
	i := bl.Load(uint, px)
	p := bl.AccessChain(b.TypePointer(StorageClassStorageBuffer, float), buf, zero, i)
	x := bl.Load(float, p, uint32(MemoryAccessAligned), 4)
	y := bl.Emit(OpFMul, float, x, b.ConstFloat32(float, 2))
	bl.Store(p, y)
	bl.Return()
	return b
}

// loopKernel sums data[0..n) in a loop with OpLoopMerge into data[0].
func loopKernel(version uint32) *Builder {
	b := NewBuilder(version)
	b.Capability(CapabilityShader)
	b.MemoryModel(AddressingModelLogical, MemoryModelGLSL450)
	if version < Version1_3 {
		b.Extension("SPV_KHR_storage_buffer_storage_class")
	}
	void := b.TypeVoid()
	intT := b.TypeInt(32, true)
	boolT := b.TypeBool()
	rta := b.TypeArrayStride(intT, 0, 4)
	block := b.TypeStruct(rta)
	b.MemberDecorate(block, 0, DecorationOffset, 0)
	b.Decorate(block, DecorationBlock)
	buf := b.Variable(b.TypePointer(StorageClassStorageBuffer, block), StorageClassStorageBuffer)
	b.Decorate(buf, DecorationDescriptorSet, 0)
	b.Decorate(buf, DecorationBinding, 1)
	n := b.SpecConstInt(intT, 16, 3) // layout(constant_id = 3) const int n = 16;
	b.Name(n, "n")
	pInt := b.TypePointer(StorageClassStorageBuffer, intT)
	fInt := b.TypePointer(StorageClassFunction, intT)
	zero, one := b.ConstInt(intT, 0), b.ConstInt(intT, 1)

	main := b.Function(void, b.TypeFunction(void), FunctionControlNone)
	b.EntryPoint(ExecutionModelGLCompute, main.ID(), "main")
	b.ExecutionMode(main.ID(), ExecutionModeLocalSize, 1, 1, 1)
	sum := main.Variable(fInt, zero)
	iv := main.Variable(fInt, zero)
	header, check, body, cont, merge := b.ID(), b.ID(), b.ID(), b.ID(), b.ID()

	entry := main.Block(0)
	entry.Branch(header)

	h := main.Block(header)
	h.LoopMerge(merge, cont, LoopControlDontUnroll)
	h.Branch(check)

	ck := main.Block(check)
	i := ck.Load(intT, iv)
	cond := ck.Emit(OpSLessThan, boolT, i, n)
	ck.BranchConditional(cond, body, merge)

	bd := main.Block(body)
	i2 := bd.Load(intT, iv)
	v := bd.Load(intT, bd.AccessChain(pInt, buf, zero, i2))
	s := bd.Load(intT, sum)
	bd.Store(sum, bd.Emit(OpIAdd, intT, s, v))
	bd.Branch(cont)

	c := main.Block(cont)
	i3 := c.Load(intT, iv)
	c.Store(iv, c.Emit(OpIAdd, intT, i3, one))
	c.Branch(header)

	m := main.Block(merge)
	m.Store(m.AccessChain(pInt, buf, zero, zero), m.Load(intT, sum))
	m.Return()
	return b
}

// subgroupKernel stores subgroupAdd(data[i]) with GroupNonUniformArithmetic
// (SPIR-V 1.3), local size given by spec-constant ids (LocalSizeId, 1.2).
func subgroupKernel(localSizeID bool) *Builder {
	b := NewBuilder(Version1_3)
	b.Capability(CapabilityShader)
	b.Capability(CapabilityGroupNonUniform)
	b.Capability(CapabilityGroupNonUniformArithmetic)
	b.Capability(CapabilityShader) // deduplicated
	b.MemoryModel(AddressingModelLogical, MemoryModelGLSL450)
	file := b.DebugString("sub.comp")
	b.Source(SourceLanguageGLSL, 450, file, "#version 450\nvoid main() {}\n")
	b.SourceExtension("GL_KHR_shader_subgroup_arithmetic")
	void := b.TypeVoid()
	uint := b.TypeInt(32, false)
	rta := b.TypeArrayStride(uint, 0, 4)
	block := b.TypeStruct(rta)
	b.MemberDecorate(block, 0, DecorationOffset, 0)
	b.Decorate(block, DecorationBlock)
	buf := b.Variable(b.TypePointer(StorageClassStorageBuffer, block), StorageClassStorageBuffer)
	b.Decorate(buf, DecorationDescriptorSet, 0)
	b.Decorate(buf, DecorationBinding, 0)
	lid := b.Variable(b.TypePointer(StorageClassInput, uint), StorageClassInput)
	b.Decorate(lid, DecorationBuiltIn, uint32(BuiltInLocalInvocationIndex))
	pUint := b.TypePointer(StorageClassStorageBuffer, uint)

	main := b.Function(void, b.TypeFunction(void), FunctionControlNone)
	b.EntryPoint(ExecutionModelGLCompute, main.ID(), "main")
	b.AddInterface(main.ID(), lid, lid)
	if localSizeID {
		x := b.SpecConstInt(uint, 32, 0)
		one := b.ConstInt(uint, 1)
		b.ExecutionModeID(main.ID(), ExecutionModeLocalSizeId, x, one, one)
	} else {
		b.ExecutionMode(main.ID(), ExecutionModeLocalSize, 32, 1, 1)
	}
	bl := main.Block(0)
	bl.Line(file, 3, 5)
	i := bl.Load(uint, lid)
	p := bl.AccessChain(pUint, buf, b.ConstInt(uint, 0), i)
	v := bl.Load(uint, p)
	scope := b.ConstInt(uint, uint64(ScopeSubgroup))
	s := bl.Emit(OpGroupNonUniformIAdd, uint, scope, uint32(GroupOperationReduce), v)
	bl.Store(p, s)
	bl.Return()
	return b
}

func TestBuilderModulesValidate(t *testing.T) {
	cases := []struct {
		name string
		b    *Builder
		envs []string
	}{
		{"doubling 1.0", doublingKernel(Version1_0), []string{"vulkan1.0", "vulkan1.1"}},
		{"doubling 1.3", doublingKernel(Version1_3), []string{"vulkan1.1"}},
		{"loop 1.0", loopKernel(Version1_0), []string{"vulkan1.0", "vulkan1.1"}},
		{"loop 1.3", loopKernel(Version1_3), []string{"vulkan1.1"}},
		{"subgroup 1.3", subgroupKernel(false), []string{"vulkan1.1"}},
		{"subgroup LocalSizeId 1.3", subgroupKernel(true), []string{"spv1.3"}},
	}
	for _, c := range cases {
		data, err := c.b.Bytes()
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		for _, env := range c.envs {
			if err := spirvVal(t, data, env); err != nil {
				text, _ := DisassembleBytes(data, DisOptions{})
				t.Errorf("%s (%s): %v\n%s", c.name, env, err, text)
			}
		}
		// Our disassembler reads what the builder writes as spirv-dis does.
		compareWithSpirvDis(t, c.name, data)
	}
}

func TestBuilderLayout(t *testing.T) {
	b := subgroupKernel(true)
	w, err := b.Words()
	if err != nil {
		t.Fatal(err)
	}
	if n := b.wordCount(); n != len(w) {
		t.Errorf("wordCount %d, module has %d words", n, len(w))
	}
	m := mustDecode(t, w)
	if m.Header.Version != Version1_3 || m.Header.Generator != 0 || m.Header.Bound != b.next {
		t.Errorf("header %+v", m.Header)
	}
	// Each instruction's section must not come before the previous one's.
	section := func(op Op) int {
		switch op {
		case OpCapability:
			return 1
		case OpExtension:
			return 2
		case OpExtInstImport:
			return 3
		case OpMemoryModel:
			return 4
		case OpEntryPoint:
			return 5
		case OpExecutionMode, OpExecutionModeId:
			return 6
		case OpString, OpSource, OpSourceExtension:
			return 7
		case OpName, OpMemberName:
			return 8
		case OpDecorate, OpMemberDecorate, OpDecorateId:
			return 9
		case OpFunction:
			return 11
		}
		return 10
	}
	last := 0
	var ops []string
	for _, in := range m.Insts {
		ops = append(ops, in.Op.String())
		s := section(in.Op)
		if last == 11 {
			continue // inside functions
		}
		if s < last {
			t.Errorf("%s (section %d) after section %d", in.Op, s, last)
		}
		last = s
	}
	got := strings.Join(ops[:4], " ")
	if got != "OpCapability OpCapability OpCapability OpMemoryModel" {
		t.Errorf("capabilities not deduplicated in order: %s", got)
	}
	// Entry point interface deduplicated.
	for _, in := range m.Insts {
		if in.Op == OpEntryPoint && len(in.Words) != 6 {
			t.Errorf("entry point words %v", in.Words)
		}
	}
}

func TestBuilderDedup(t *testing.T) {
	b := NewBuilder(Version1_3)
	u := b.TypeInt(32, false)
	if b.TypeInt(32, false) != u || b.TypeInt(32, true) == u {
		t.Error("TypeInt dedup")
	}
	f := b.TypeFloat(32)
	if b.TypeFloat(32) != f || b.TypeFloat(64) == f {
		t.Error("TypeFloat dedup")
	}
	if b.TypeVector(f, 4) != b.TypeVector(f, 4) || b.TypeVector(f, 3) == b.TypeVector(f, 4) {
		t.Error("TypeVector dedup")
	}
	if b.TypeStruct(f) == b.TypeStruct(f) {
		t.Error("structs must be distinct")
	}
	if b.TypePointer(StorageClassFunction, f) != b.TypePointer(StorageClassFunction, f) {
		t.Error("TypePointer dedup")
	}
	four := b.ConstInt(u, 4)
	if b.ConstInt(u, 4) != four || b.ConstInt(u, 5) == four {
		t.Error("ConstInt dedup")
	}
	if b.TypeArray(f, four) != b.TypeArray(f, four) || b.TypeRuntimeArray(f) != b.TypeRuntimeArray(f) {
		t.Error("array dedup")
	}
	if b.TypeArrayStride(f, four, 16) == b.TypeArrayStride(f, four, 4) {
		t.Error("arrays with different strides must differ")
	}
	if b.ConstFloat32(f, 0) == b.ConstFloat32(f, float32(negZero())) {
		t.Error("-0 and 0 are different constants")
	}
	if b.ConstBool(true) != b.ConstBool(true) || b.ConstBool(true) == b.ConstBool(false) {
		t.Error("ConstBool dedup")
	}
	if b.SpecConstInt(u, 1, -1) == b.SpecConstInt(u, 1, -1) {
		t.Error("spec constants must be distinct")
	}
	if b.ExtInstImport("GLSL.std.450") != b.ExtInstImport("GLSL.std.450") {
		t.Error("ExtInstImport dedup")
	}
	if b.TypeFunction(b.TypeVoid(), u) != b.TypeFunction(b.TypeVoid(), u) {
		t.Error("TypeFunction dedup")
	}
	s8 := b.TypeInt(8, true)
	u16 := b.TypeInt(16, false)
	l := b.TypeInt(64, true)
	b.ConstInt(s8, uint64(0xff))             // -1: sign-extended
	b.ConstInt(u16, uint64(0xfffff))         // low 16 bits
	b.ConstInt(l, uint64(0x123456789abcdef)) // two words
	b.MemoryModel(AddressingModelLogical, MemoryModelGLSL450)
	w, err := b.Words()
	if err != nil {
		t.Fatal(err)
	}
	text, err := Disassemble(mustDecode(t, w), DisOptions{NoHeader: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"%char_n1 = OpConstant %char -1", "%ushort_65535 = OpConstant %ushort 65535", "%long_81985529216486895 = OpConstant %long 81985529216486895"} {
		if !strings.Contains(text, want) {
			t.Errorf("missing %q in\n%s", want, text)
		}
	}
}

func negZero() float64 { z := 0.0; return -z }

func TestBuilderErrors(t *testing.T) {
	cases := []struct {
		name  string
		build func(b *Builder)
		want  string
	}{
		{"no memory model", func(b *Builder) {}, "spirv builder: no memory model set"},
		{"constant of unknown type", func(b *Builder) { b.ConstInt(99, 1) }, "spirv builder: type %99 is not an integer type made by this builder"},
		{"float constant of int type", func(b *Builder) { b.ConstFloat32(b.TypeInt(32, true), 1) }, "spirv builder: type %1 is not a float type made by this builder"},
		{"missing terminator", func(b *Builder) {
			v := b.TypeVoid()
			f := b.Function(v, b.TypeFunction(v), FunctionControlNone)
			f.Block(0)
		}, "spirv builder: block %4 of function %3 has no terminator"},
		{"after terminator", func(b *Builder) {
			v := b.TypeVoid()
			f := b.Function(v, b.TypeFunction(v), FunctionControlNone)
			bl := f.Block(0)
			bl.Return()
			bl.Return()
		}, "spirv builder: OpReturn after the terminator of block %4"},
		{"function variable as global", func(b *Builder) {
			b.Variable(b.TypePointer(StorageClassFunction, b.TypeBool()), StorageClassFunction)
		}, "spirv builder: global variable in the Function storage class"},
		{"too many operands", func(b *Builder) { b.TypeStruct(make([]uint32, 70000)...) }, "spirv builder: instruction OpTypeStruct has more than 65535 words"},
	}
	for _, c := range cases {
		b := NewBuilder(Version1_3)
		c.build(b)
		if c.name != "no memory model" {
			b.MemoryModel(AddressingModelLogical, MemoryModelGLSL450)
		}
		_, err := b.Words()
		if err == nil || err.Error() != c.want {
			t.Errorf("%s: got %v, want %s", c.name, err, c.want)
		}
	}
	if _, err := NewBuilder(0x00020000).Words(); err == nil {
		t.Error("bad version accepted")
	}
}
