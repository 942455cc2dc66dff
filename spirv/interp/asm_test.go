package interp

import "testing"

// TestAsmSingleBlockLoop: a loop whose header is its own continue target,
// with OpPhi, plus OpCopyMemory and OpSelect between composites.
func TestAsmSingleBlockLoop(t *testing.T) {
	p := mustLoad(t, assemble(t, `
OpCapability Shader
OpCapability GroupNonUniform
OpCapability GroupNonUniformBallot
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main" %sid
OpExecutionMode %main LocalSize 8 1 1
OpDecorate %sid BuiltIn SubgroupLocalInvocationId
OpDecorate %arr ArrayStride 4
OpMemberDecorate %blk 0 Offset 0
OpDecorate %blk Block
OpDecorate %buf DescriptorSet 0
OpDecorate %buf Binding 0
%void = OpTypeVoid
%fn = OpTypeFunction %void
%bool = OpTypeBool
%uint = OpTypeInt 32 0
%v4 = OpTypeVector %uint 4
%arr = OpTypeRuntimeArray %uint
%blk = OpTypeStruct %arr
%pblk = OpTypePointer StorageBuffer %blk
%buf = OpVariable %pblk StorageBuffer
%pin = OpTypePointer Input %uint
%sid = OpVariable %pin Input
%pu = OpTypePointer StorageBuffer %uint
%pf = OpTypePointer Function %uint
%c0 = OpConstant %uint 0
%c1 = OpConstant %uint 1
%c3 = OpConstant %uint 3
%c8 = OpConstant %uint 8
%true = OpConstantTrue %bool
%main = OpFunction %void None %fn
%entry = OpLabel
%tmp = OpVariable %pf Function
%i = OpLoad %uint %sid
OpBranch %loop
%loop = OpLabel
%k = OpPhi %uint %c0 %entry %k1 %loop
%acc = OpPhi %uint %c0 %entry %acc1 %loop
%k1 = OpIAdd %uint %k %c1
%b = OpGroupNonUniformBallot %v4 %c3 %true
%bx = OpCompositeExtract %uint %b 0
%acc1 = OpIAdd %uint %acc %bx
%more = OpULessThan %bool %k1 %i
OpLoopMerge %exit %loop None
OpBranchConditional %more %loop %exit
%exit = OpLabel
%src = OpAccessChain %pu %buf %c0 %i
OpStore %tmp %acc1
OpCopyMemory %src %tmp
%all = OpGroupNonUniformBallot %v4 %c3 %true
%ax = OpCompositeExtract %uint %all 0
%i8 = OpIAdd %uint %i %c8
%dst = OpAccessChain %pu %buf %c0 %i8
OpStore %dst %ax
OpReturn
OpFunctionEnd
`))
	buf := make([]byte, 16*4)
	res := run1(t, p, 8, 1, buf)
	if len(res.Diagnostics) != 0 {
		t.Fatal(res.Diagnostics)
	}
	o := u32s(buf)
	for i := 0; i < 8; i++ {
		iters := max(1, i)
		acc := uint32(0)
		for n := 1; n <= iters; n++ {
			acc += 0xFF&^(uint32(1)<<n-1) | b2u32(n == 1)*0xFF
		}
		if o[i] != acc || o[8+i] != 0xFF {
			t.Fatalf("lane %d: acc %#x (want %#x), after %#x", i, o[i], acc, o[8+i])
		}
	}
}

func b2u32(b bool) uint32 {
	if b {
		return 1
	}
	return 0
}
