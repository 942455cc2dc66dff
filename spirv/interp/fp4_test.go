package interp

import (
	"encoding/binary"
	"math"
	"testing"
)

// fp4Module: SPV_EXT_ocp_microscaling_types on one invocation. Word 0 of
// the buffer holds a byte of two fp4 values, word 1 a bit offset, word 2
// a float (unused); the results go to words 3..10 (see TestFP4).
const fp4Module = `
OpCapability Shader
OpCapability Int8
OpCapability Float4EXT
OpCapability BitcastExtractEXT
OpExtension "SPV_EXT_ocp_microscaling_types"
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main" %B
OpExecutionMode %main LocalSize 1 1 1
OpDecorate %au ArrayStride 4
OpMemberDecorate %bs 0 Offset 0
OpDecorate %bs Block
OpDecorate %B DescriptorSet 0
OpDecorate %B Binding 0
%void = OpTypeVoid
%fn = OpTypeFunction %void
%uint = OpTypeInt 32 0
%uchar = OpTypeInt 8 0
%float = OpTypeFloat 32
%fp4 = OpTypeFloat 4 Float4E2M1EXT
%v2fp4 = OpTypeVector %fp4 2
%v2float = OpTypeVector %float 2
%v2uchar = OpTypeVector %uchar 2
%au = OpTypeRuntimeArray %uint
%bs = OpTypeStruct %au
%pbs = OpTypePointer StorageBuffer %bs
%B = OpVariable %pbs StorageBuffer
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
%c9 = OpConstant %uint 9
%c10 = OpConstant %uint 10
%k15 = OpConstant %fp4 -3
%main = OpFunction %void None %fn
%e = OpLabel
%p0 = OpAccessChain %pu %B %c0 %c0
%w0 = OpLoad %uint %p0
%byte = OpUConvert %uchar %w0
%p1 = OpAccessChain %pu %B %c0 %c1
%off = OpLoad %uint %p1
%p2 = OpAccessChain %pu %B %c0 %c2
%xb = OpLoad %uint %p2
%x = OpBitcast %float %xb

%v = OpBitcast %v2fp4 %byte
%vf = OpFConvert %v2float %v
%lo = OpCompositeExtract %float %vf 0
%hi = OpCompositeExtract %float %vf 1
%p3 = OpAccessChain %pu %B %c0 %c3
%lo_u = OpBitcast %uint %lo
OpStore %p3 %lo_u
%p4 = OpAccessChain %pu %B %c0 %c4
%hi_u = OpBitcast %uint %hi
OpStore %p4 %hi_u

%ex = OpBitcastExtractEXT %fp4 %byte %c4
%exf = OpFConvert %float %ex
%p5 = OpAccessChain %pu %B %c0 %c5
%exf_u = OpBitcast %uint %exf
OpStore %p5 %exf_u

%dyn = OpBitcastExtractEXT %fp4 %byte %off
%dynf = OpFConvert %float %dyn
%p6 = OpAccessChain %pu %B %c0 %c6
%dynf_u = OpBitcast %uint %dynf
OpStore %p6 %dynf_u

%sw = OpVectorShuffle %v2fp4 %v %v 1 0
%packed = OpBitcast %uchar %sw
%pw = OpUConvert %uint %packed
%p8 = OpAccessChain %pu %B %c0 %c8
OpStore %p8 %pw

%two = OpCompositeConstruct %v2uchar %byte %byte
%exv = OpBitcastExtractEXT %v2fp4 %two %c2
%exvf = OpFConvert %v2float %exv
%ex0 = OpCompositeExtract %float %exvf 0
%p9 = OpAccessChain %pu %B %c0 %c9
%ex0_u = OpBitcast %uint %ex0
OpStore %p9 %ex0_u

%kf = OpFConvert %float %k15
%p10 = OpAccessChain %pu %B %c0 %c10
%kf_u = OpBitcast %uint %kf
OpStore %p10 %kf_u
OpReturn
OpFunctionEnd
`

// TestFP4 runs fp4 (E2M1) bit casts, OpBitcastExtractEXT and conversions.
// Byte 0x9f holds fp4 0xf (-6) low and 0x9 (-0.5) high; at bit offset 2
// its nibble is 0x7 (6). (Vulkan forbids OpFConvert to fp4, so the
// module has none; internal/minifloat's tests cover that rounding.) Swapping the two
// fp4 values packs 0xf9. The constant -3 is 0xd. An offset of 5 takes a
// bit past the byte: undefined, reported.
func TestFP4(t *testing.T) {
	p := asmLoad(t, fp4Module)
	for _, c := range []struct {
		off    uint32
		x      float32
		dyn    float32
		report string
	}{
		{2, 2.5, 6, ""},
		{0, 7, -6, ""},
		{4, -0.25, -0.5, ""},
		{5, 1, 0, "bit-field-out-of-range"}, // 0x9f>>5 = 0b100: 2
	} {
		buf := make([]byte, 4*11)
		binary.LittleEndian.PutUint32(buf[0:], 0x9f)
		binary.LittleEndian.PutUint32(buf[4:], c.off)
		binary.LittleEndian.PutUint32(buf[8:], math.Float32bits(c.x))
		res := run1(t, p, 4, 1, buf)
		wantOnly(t, res, c.report)
		dyn := c.dyn
		if c.report != "" {
			dyn = 2
		}
		want := []float32{-6, -0.5, -0.5, dyn}
		for i, w := range want {
			if got := f32at(buf, 3+i); got != w || math.Signbit(float64(got)) != math.Signbit(float64(w)) {
				t.Errorf("offset %d, x %g: word %d = %g, want %g", c.off, c.x, 3+i, got, w)
			}
		}
		if got := binary.LittleEndian.Uint32(buf[32:]); got != 0xf9 {
			t.Errorf("packed swap = %#x, want 0xf9", got)
		}
		// (0x9f >> 2) & 0xf = 0x7: 6
		if got := f32at(buf, 9); got != 6 {
			t.Errorf("vector extract = %g, want 6", got)
		}
		if got := f32at(buf, 10); got != -3 {
			t.Errorf("constant -3 = %g", got)
		}
	}
}
