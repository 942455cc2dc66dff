package interp

import (
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// assemble14 assembles SPIR-V 1.4 text (OpPtrEqual) with the project's
// assembler.
func assemble14(t *testing.T, text string) []byte {
	t.Helper()
	words, err := spirv.Assemble(text, spirv.AsmOptions{Version: spirv.Version1_4})
	if err != nil {
		t.Fatal(err)
	}
	return fromU32(words...)
}

// Variable pointers (VariablePointers, VariablePointersStorageBuffer):
// pointers chosen per lane by OpSelect and OpPhi, null pointers,
// OpPtrAccessChain, OpPtrEqual and pointer arguments.

const varPtrSrc = `
OpCapability Shader
OpCapability VariablePointers
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main" %lid %in %out %sa %sb
OpExecutionMode %main LocalSize 4 1 1
OpDecorate %lid BuiltIn LocalInvocationIndex
OpDecorate %rt ArrayStride 4
OpDecorate %psu ArrayStride 4
OpDecorate %B Block
OpMemberDecorate %B 0 Offset 0
OpDecorate %in DescriptorSet 0
OpDecorate %in Binding 0
OpDecorate %out DescriptorSet 0
OpDecorate %out Binding 1
%void = OpTypeVoid
%fn = OpTypeFunction %void
%bool = OpTypeBool
%uint = OpTypeInt 32 0
%c0 = OpConstant %uint 0
%c1 = OpConstant %uint 1
%c2 = OpConstant %uint 2
%c4 = OpConstant %uint 4
%c8 = OpConstant %uint 8
%c10 = OpConstant %uint 10
%c55 = OpConstant %uint 55
%c77 = OpConstant %uint 77
%rt = OpTypeRuntimeArray %uint
%B = OpTypeStruct %rt
%pB = OpTypePointer StorageBuffer %B
%psu = OpTypePointer StorageBuffer %uint
%arr = OpTypeArray %uint %c4
%pwa = OpTypePointer Workgroup %arr
%pwu = OpTypePointer Workgroup %uint
%pin = OpTypePointer Input %uint
%fset = OpTypeFunction %void %psu
%null = OpConstantNull %psu
%lid = OpVariable %pin Input
%in = OpVariable %pB StorageBuffer
%out = OpVariable %pB StorageBuffer
%sa = OpVariable %pwa Workgroup
%sb = OpVariable %pwa Workgroup
%set = OpFunction %void None %fset
%pp = OpFunctionParameter %psu
%fe = OpLabel
OpStore %pp %c55
OpReturn
OpFunctionEnd
%main = OpFunction %void None %fn
%entry = OpLabel
%i = OpLoad %uint %lid
%bit = OpBitwiseAnd %uint %i %c1
%odd = OpIEqual %bool %bit %c1
%pa = OpAccessChain %pwu %sa %i
%pb = OpAccessChain %pwu %sb %i
%ps = OpSelect %pwu %odd %pa %pb
%i10 = OpIAdd %uint %i %c10
OpStore %ps %i10
OpControlBarrier %c2 %c2 %c0
%o0 = OpAccessChain %psu %out %c0 %i
OpSelectionMerge %m0 None
OpBranchConditional %odd %ra %rb
%ra = OpLabel
%va = OpLoad %uint %pa
OpStore %o0 %va
OpBranch %m0
%rb = OpLabel
%vb = OpLoad %uint %pb
OpStore %o0 %vb
OpBranch %m0
%m0 = OpLabel
%low = OpULessThan %bool %i %c2
OpSelectionMerge %m1 None
OpBranchConditional %low %t1 %m1
%t1 = OpLabel
%in0 = OpAccessChain %psu %in %c0 %c0
%i1 = OpIAdd %uint %i %c1
%pe = OpPtrAccessChain %psu %in0 %i1
OpBranch %m1
%m1 = OpLabel
%src = OpPhi %psu %pe %t1 %null %m0
%isnull = OpPtrEqual %bool %src %null
%i4 = OpIAdd %uint %i %c4
%o1 = OpAccessChain %psu %out %c0 %i4
OpSelectionMerge %m2 None
OpBranchConditional %isnull %n2 %t2
%t2 = OpLabel
%x = OpLoad %uint %src
OpStore %o1 %x
OpBranch %m2
%n2 = OpLabel
OpStore %o1 %c77
NULLSTORE
OpBranch %m2
%m2 = OpLabel
%i8 = OpIAdd %uint %i %c8
%o2 = OpAccessChain %psu %out %c0 %i8
%call = OpFunctionCall %void %set %o2
OpReturn
OpFunctionEnd
`

// TestVariablePointers: per-lane pointers into Workgroup and StorageBuffer
// memory read and write the right bytes; the null pointer compares equal
// to itself and stores through it are dropped and reported.
func TestVariablePointers(t *testing.T) {
	for _, nullStore := range []bool{false, true} {
		text := strings.Replace(varPtrSrc, "NULLSTORE", "", 1)
		if nullStore {
			text = strings.Replace(varPtrSrc, "NULLSTORE", "OpStore %src %c55", 1)
		}
		p := mustLoad(t, assemble14(t, text))
		in := fromU32(100, 101, 102, 103)
		out := make([]byte, 12*4)
		res, err := p.Run(Config{SubgroupSize: 4, Workgroups: [3]uint32{1, 1, 1},
			Buffers: map[[2]uint32][]byte{{0, 0}: in, {0, 1}: out}})
		if err != nil {
			t.Fatal(err)
		}
		eqU32(t, u32s(out), []uint32{10, 11, 12, 13, 101, 102, 77, 77, 55, 55, 55, 55})
		want := "" // a store through the null pointer: out-of-bounds only
		if nullStore {
			want = "out-of-bounds"
		}
		wantOnly(t, res, want)
	}
}

// TestVariablePointerLayoutMismatch: a pointer selected between a
// column-major and a row-major matrix member has no single layout; the
// module is rejected rather than read with the wrong one.
func TestVariablePointerLayoutMismatch(t *testing.T) {
	src := `
OpCapability Shader
OpCapability VariablePointersStorageBuffer
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main" %buf
OpExecutionMode %main LocalSize 1 1 1
OpDecorate %M Block
OpMemberDecorate %M 0 Offset 0
OpMemberDecorate %M 0 ColMajor
OpMemberDecorate %M 0 MatrixStride 8
OpMemberDecorate %M 1 Offset 16
OpMemberDecorate %M 1 MAJOR
OpMemberDecorate %M 1 MatrixStride 8
OpDecorate %buf DescriptorSet 0
OpDecorate %buf Binding 0
%void = OpTypeVoid
%fn = OpTypeFunction %void
%bool = OpTypeBool
%true = OpConstantTrue %bool
%uint = OpTypeInt 32 0
%c0 = OpConstant %uint 0
%c1 = OpConstant %uint 1
%float = OpTypeFloat 32
%v2 = OpTypeVector %float 2
%m2 = OpTypeMatrix %v2 2
%M = OpTypeStruct %m2 %m2
%pM = OpTypePointer StorageBuffer %M
%pm = OpTypePointer StorageBuffer %m2
%buf = OpVariable %pM StorageBuffer
%main = OpFunction %void None %fn
%entry = OpLabel
%p0 = OpAccessChain %pm %buf %c0
%p1 = OpAccessChain %pm %buf %c1
%p = OpSelect %pm %true %p0 %p1
%v = OpLoad %m2 %p
OpStore %p0 %v
OpReturn
OpFunctionEnd
`
	if _, err := Load(assemble(t, strings.Replace(src, "MAJOR", "ColMajor", 1))); err != nil {
		t.Fatalf("same layouts: %v", err)
	}
	_, err := Load(assemble(t, strings.Replace(src, "MAJOR", "RowMajor", 1)))
	if err == nil || !strings.Contains(err.Error(), "different layouts") {
		t.Fatalf("want a load error about different layouts, got %v", err)
	}
}
