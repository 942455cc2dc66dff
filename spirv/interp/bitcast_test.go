package interp

import "testing"

// TestBitcastRepack: OpBitcast between vectors of different component
// counts (the pack/unpack built-ins of the explicit arithmetic types),
// including the four-to-one shapes (u8vec4 -> uint, u16vec4 -> uint64_t)
// and signed 8-bit components that went through arithmetic first (their
// sign bits must not leak into the neighbouring component).
func TestBitcastRepack(t *testing.T) {
	p := mustLoad(t, assemble(t, `
OpCapability Shader
OpCapability Int8
OpCapability Int16
OpCapability Int64
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main"
OpExecutionMode %main LocalSize 1 1 1
OpDecorate %arr ArrayStride 4
OpMemberDecorate %blk 0 Offset 0
OpDecorate %blk Block
OpDecorate %buf DescriptorSet 0
OpDecorate %buf Binding 0
%void = OpTypeVoid
%fn = OpTypeFunction %void
%uint = OpTypeInt 32 0
%int = OpTypeInt 32 1
%uchar = OpTypeInt 8 0
%char = OpTypeInt 8 1
%ushort = OpTypeInt 16 0
%ulong = OpTypeInt 64 0
%v2uint = OpTypeVector %uint 2
%v4int = OpTypeVector %int 4
%v4uchar = OpTypeVector %uchar 4
%v4char = OpTypeVector %char 4
%v2ushort = OpTypeVector %ushort 2
%v4ushort = OpTypeVector %ushort 4
%arr = OpTypeRuntimeArray %uint
%blk = OpTypeStruct %arr
%pblk = OpTypePointer StorageBuffer %blk
%buf = OpVariable %pblk StorageBuffer
%pu = OpTypePointer StorageBuffer %uint
%c0 = OpConstant %uint 0
%c1 = OpConstant %uint 1
%c2 = OpConstant %uint 2
%c3 = OpConstant %uint 3
%c4 = OpConstant %uint 4
%c5 = OpConstant %uint 5
%c6 = OpConstant %uint 6
%c7 = OpConstant %uint 7
%c8 = OpConstant %uint 8
%one = OpConstant %int 1
%ones = OpConstantComposite %v4int %one %one %one %one
%main = OpFunction %void None %fn
%entry = OpLabel
%p0 = OpAccessChain %pu %buf %c0 %c0
%w0 = OpLoad %uint %p0
%p1 = OpAccessChain %pu %buf %c0 %c1
%w1 = OpLoad %uint %p1
%p2 = OpAccessChain %pu %buf %c0 %c2
%w2 = OpLoad %uint %p2

; uint -> u8vec4, reversed, -> uint
%b = OpBitcast %v4uchar %w0
%br = OpVectorShuffle %v4uchar %b %b 3 2 1 0
%r3 = OpBitcast %uint %br
%p3 = OpAccessChain %pu %buf %c0 %c3
OpStore %p3 %r3

; i8vec4 through 32-bit signed arithmetic (+1 then -1), -> uint
%sb = OpBitcast %v4char %w0
%wide = OpSConvert %v4int %sb
%inc = OpIAdd %v4int %wide %ones
%dec = OpISub %v4int %inc %ones
%nb = OpSConvert %v4char %dec
%r4 = OpBitcast %uint %nb
%p4 = OpAccessChain %pu %buf %c0 %c4
OpStore %p4 %r4

; (w1, w2) -> uint64 -> u16vec4 reversed -> uint64 -> uvec2
%pair = OpCompositeConstruct %v2uint %w1 %w2
%l = OpBitcast %ulong %pair
%h = OpBitcast %v4ushort %l
%hr = OpVectorShuffle %v4ushort %h %h 3 2 1 0
%l2 = OpBitcast %ulong %hr
%pair2 = OpBitcast %v2uint %l2
%lo = OpCompositeExtract %uint %pair2 0
%hi = OpCompositeExtract %uint %pair2 1
%p5 = OpAccessChain %pu %buf %c0 %c5
OpStore %p5 %lo
%p6 = OpAccessChain %pu %buf %c0 %c6
OpStore %p6 %hi

; u16vec4 -> uvec2 (two to one) and u8vec4 -> u16vec2 -> uint
%pair3 = OpBitcast %v2uint %hr
%x3 = OpCompositeExtract %uint %pair3 1
%p7 = OpAccessChain %pu %buf %c0 %c7
OpStore %p7 %x3
%s2 = OpBitcast %v2ushort %br
%r8 = OpBitcast %uint %s2
%p8 = OpAccessChain %pu %buf %c0 %c8
OpStore %p8 %r8
OpReturn
OpFunctionEnd
`))
	buf := make([]byte, 9*4)
	copy(buf, fromU32(0x80ff7f01, 0x11223344, 0x55667788))
	res := run1(t, p, 4, 1, buf)
	if len(res.Diagnostics) != 0 {
		t.Fatal(res.Diagnostics)
	}
	eqU32(t, u32s(buf)[3:], []uint32{
		0x017fff80, // bytes 01 7f ff 80 reversed
		0x80ff7f01, // signed bytes (1, 127, -1, -128) unchanged
		0x77885566, // halves 3344 1122 7788 5566 reversed: low word 7788 5566
		0x33441122, // high word 3344 1122
		0x33441122, // the high word of the reversed halves, two-to-one
		0x017fff80, // the reversed bytes as two halves, then one word
	})
}
