package interp

import (
	"encoding/binary"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/f16"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// asmLoad assembles with the repository's assembler (the installed
// spirv-as predates cooperative matrices, bfloat16 and SPIR-V 1.6 dot
// products) and loads the module.
func asmLoad(t testing.TB, text string) *Program {
	t.Helper()
	words, err := spirv.Assemble(text, spirv.AsmOptions{})
	if err != nil {
		t.Fatalf("assemble: %v", err)
	}
	data := make([]byte, 4*len(words))
	for i, w := range words {
		binary.LittleEndian.PutUint32(data[4*i:], w)
	}
	testtool.ValidateNewer(t, t.Name(), data, "vulkan1.3")
	return mustLoad(t, data)
}

const coopHeader = `
OpCapability Shader
OpCapability Float16
OpCapability Int8
OpCapability StorageBuffer16BitAccess
OpCapability StorageBuffer8BitAccess
OpCapability CooperativeMatrixKHR
OpCapability GroupNonUniform
OpCapability VulkanMemoryModel
OpExtension "SPV_KHR_cooperative_matrix"
OpMemoryModel Logical Vulkan
OpEntryPoint GLCompute %main "main" %sgid %lid %A %C %R %L %I
OpExecutionMode %main LocalSize 64 1 1
OpDecorate %sgid BuiltIn SubgroupId
OpDecorate %lid BuiltIn LocalInvocationIndex
OpDecorate %ah ArrayStride 2
OpDecorate %af ArrayStride 4
OpDecorate %ab ArrayStride 1
OpMemberDecorate %bh 0 Offset 0
OpDecorate %bh Block
OpMemberDecorate %bf 0 Offset 0
OpDecorate %bf Block
OpMemberDecorate %bb 0 Offset 0
OpDecorate %bb Block
OpDecorate %A DescriptorSet 0
OpDecorate %A Binding 0
OpDecorate %C DescriptorSet 0
OpDecorate %C Binding 1
OpDecorate %R DescriptorSet 0
OpDecorate %R Binding 2
OpDecorate %L DescriptorSet 0
OpDecorate %L Binding 3
OpDecorate %I DescriptorSet 0
OpDecorate %I Binding 4
%void = OpTypeVoid
%fn = OpTypeFunction %void
%bool = OpTypeBool
%uint = OpTypeInt 32 0
%int = OpTypeInt 32 1
%char = OpTypeInt 8 1
%half = OpTypeFloat 16
%float = OpTypeFloat 32
%ah = OpTypeRuntimeArray %half
%af = OpTypeRuntimeArray %float
%ab = OpTypeRuntimeArray %char
%bh = OpTypeStruct %ah
%bf = OpTypeStruct %af
%bb = OpTypeStruct %ab
%pbh = OpTypePointer StorageBuffer %bh
%pbf = OpTypePointer StorageBuffer %bf
%pbb = OpTypePointer StorageBuffer %bb
%A = OpVariable %pbh StorageBuffer
%C = OpVariable %pbf StorageBuffer
%R = OpVariable %pbf StorageBuffer
%L = OpVariable %pbf StorageBuffer
%I = OpVariable %pbb StorageBuffer
%pin = OpTypePointer Input %uint
%sgid = OpVariable %pin Input
%lid = OpVariable %pin Input
%ph = OpTypePointer StorageBuffer %half
%pf = OpTypePointer StorageBuffer %float
%pc8 = OpTypePointer StorageBuffer %char
%c0 = OpConstant %uint 0
%c1 = OpConstant %uint 1
%c2 = OpConstant %uint 2
%c3 = OpConstant %uint 3
%c4 = OpConstant %uint 4
%c8 = OpConstant %uint 8
%c16 = OpConstant %uint 16
%c20 = OpConstant %uint 20
%c32 = OpConstant %uint 32
%c256 = OpConstant %uint 256
%two = OpConstant %float 2
%MA = OpTypeCooperativeMatrixKHR %half %c3 %c16 %c16 %c0
%MB = OpTypeCooperativeMatrixKHR %half %c3 %c16 %c16 %c1
%MC = OpTypeCooperativeMatrixKHR %float %c3 %c16 %c16 %c2
%MH = OpTypeCooperativeMatrixKHR %half %c3 %c16 %c16 %c2
%IA = OpTypeCooperativeMatrixKHR %char %c3 %c16 %c32 %c0
%IB = OpTypeCooperativeMatrixKHR %char %c3 %c32 %c16 %c1
%IC = OpTypeCooperativeMatrixKHR %int %c3 %c16 %c16 %c2
%F8 = OpTypeCooperativeMatrixKHR %float %c3 %c8 %c8 %c2
`

// coopBufs binds the buffers of coopHeader, nil where m has none.
func coopBufs(m map[[2]uint32][]byte) map[[2]uint32][]byte {
	for b := uint32(0); b < 5; b++ {
		if _, ok := m[[2]uint32{0, b}]; !ok {
			m[[2]uint32{0, b}] = nil
		}
	}
	return m
}

func f32buf(vals []float32) []byte {
	b := make([]byte, 4*len(vals))
	for i, v := range vals {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(v))
	}
	return b
}

func f32at(b []byte, i int) float32 { return math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:])) }

// coopMulAddBody is TestCoopMatMulAdd's (and BenchmarkCoopMatMulAdd's)
// entry point: A·B + C, times 2, plus C, stored at the subgroup's place in
// R, and each invocation's length() in L.
const coopMulAddBody = `
%main = OpFunction %void None %fn
%e = OpLabel
%s = OpLoad %uint %sgid
%pa = OpAccessChain %ph %A %c0 %c0
%pb = OpAccessChain %ph %A %c0 %c256
%a = OpCooperativeMatrixLoadKHR %MA %pa %c0 %c16
%b = OpCooperativeMatrixLoadKHR %MB %pb %c1 %c16
%pc = OpAccessChain %pf %C %c0 %c0
%cm = OpCooperativeMatrixLoadKHR %MC %pc %c0 %c20
%r = OpCooperativeMatrixMulAddKHR %MC %a %b %cm
%r2 = OpMatrixTimesScalar %MC %r %two
%r3 = OpFAdd %MC %r2 %cm
%off = OpIMul %uint %s %c256
%pr = OpAccessChain %pf %R %c0 %off
OpCooperativeMatrixStoreKHR %pr %r3 %c1 %c16
%len = OpCooperativeMatrixLengthKHR %uint %MC
%lenf = OpConvertUToF %float %len
%li = OpLoad %uint %lid
%pl = OpAccessChain %pf %L %c0 %li
OpStore %pl %lenf
OpReturn
OpFunctionEnd
`

// TestCoopMatMulAdd: a 16x16x16 float16 product with a float32
// accumulator, A row-major, B column-major, C row-major with stride 20,
// the result times 2 plus C stored column-major, at subgroup sizes 8 to
// 64 (64 lanes: 8, 4, 2 or 1 subgroups, each storing its own copy).
func TestCoopMatMulAdd(t *testing.T) {
	p := asmLoad(t, coopHeader+coopMulAddBody)
	av := func(i, k int) float64 { return float64((i+2*k)%7 - 3) }
	bv := func(k, j int) float64 { return float64((3*k+j)%5-2) * 0.5 }
	cv := func(i, j int) float64 { return float64(i)*0.25 - float64(j) }
	hb := make([]byte, 2*512)
	for i := 0; i < 16; i++ {
		for k := 0; k < 16; k++ {
			binary.LittleEndian.PutUint16(hb[2*(i*16+k):], f16.FromFloat64(av(i, k)))
			// B column-major: element (k, j) at j*16 + k
			binary.LittleEndian.PutUint16(hb[2*(256+i*16+k):], f16.FromFloat64(bv(k, i)))
		}
	}
	cb := make([]float32, 16*20)
	for i := range cb {
		cb[i] = -1000 // padding the stride skips
	}
	for i := 0; i < 16; i++ {
		for j := 0; j < 16; j++ {
			cb[i*20+j] = float32(cv(i, j))
		}
	}
	// Hand-worked element (1, 2): A row 1 = (1+2k)%7-3 for k=0..15:
	// -2 0 2 -3 -1 1 3 -2 0 2 -3 -1 1 3 -2 0; B column 2 = ((3k+2)%5-2)/2:
	// 0 -1 .5 -.5 1 0 -1 .5 -.5 1 0 -1 .5 -.5 1 0. Products: 0 0 1 1.5 -1
	// 0 -3 -1 0 2 0 1 .5 -1.5 -2 0, sum -2.5; C(1,2) = .25-2 = -1.75;
	// 2*(-2.5-1.75) + (-1.75) = -10.25.
	for _, S := range []int{8, 16, 32, 64} {
		rb := make([]byte, 4*256*8)
		lb := make([]byte, 4*64)
		res, err := p.Run(Config{SubgroupSize: S, Buffers: coopBufs(map[[2]uint32][]byte{
			{0, 0}: hb, {0, 1}: f32buf(cb), {0, 2}: rb, {0, 3}: lb})})
		if err != nil {
			t.Fatal(err)
		}
		wantOnly(t, res, "")
		if got := f32at(rb, 2*16+1); got != -10.25 {
			t.Errorf("S=%d: R(1,2) = %g, want -10.25", S, got)
		}
		for sg := 0; sg < 64/S; sg++ {
			for i := 0; i < 16; i++ {
				for j := 0; j < 16; j++ {
					sum := cv(i, j)
					for k := 0; k < 16; k++ {
						sum += av(i, k) * bv(k, j)
					}
					want := float32(2*sum + cv(i, j))
					if got := f32at(rb, sg*256+j*16+i); got != want {
						t.Fatalf("S=%d subgroup %d: R(%d,%d) = %g, want %g", S, sg, i, j, got, want)
					}
				}
			}
		}
		for l := 0; l < 64; l++ {
			if got := f32at(lb, l); got != float32(256/S) {
				t.Fatalf("S=%d: length() = %g in lane %d, want %d", S, got, l, 256/S)
			}
		}
	}
}

// TestCoopMatIntSaturating: 16x16x32 int8 products with an int32
// accumulator, saturating or wrapping.
func TestCoopMatIntSaturating(t *testing.T) {
	for _, sat := range []bool{false, true} {
		ops := "MatrixASignedComponentsKHR|MatrixBSignedComponentsKHR|MatrixCSignedComponentsKHR|MatrixResultSignedComponentsKHR"
		if sat {
			ops += "|SaturatingAccumulationKHR"
		}
		p := asmLoad(t, coopHeader+`
%big = OpConstant %int 2147483000
%cbig = OpConstantComposite %IC %big
%main = OpFunction %void None %fn
%e = OpLabel
%pa = OpAccessChain %pc8 %I %c0 %c0
%a = OpCooperativeMatrixLoadKHR %IA %pa %c0 %c32
%b = OpCooperativeMatrixLoadKHR %IB %pa %c0 %c16
%r = OpCooperativeMatrixMulAddKHR %IC %a %b %cbig `+ops+`
%rf = OpBitcast %MC %r
%pr = OpAccessChain %pf %R %c0 %c0
OpCooperativeMatrixStoreKHR %pr %rf %c0 %c16
OpReturn
OpFunctionEnd
`)
		for _, S := range []int{8, 16, 32, 64} {
			ib := make([]byte, 512)
			for i := range ib {
				ib[i] = 0x7f // 127
			}
			ib[0] = 0x80 // A(0,0) = B(0,0) = -128
			rb := make([]byte, 4*256)
			res, err := p.Run(Config{SubgroupSize: S, Workgroups: [3]uint32{1, 1, 1}, Buffers: coopBufs(map[[2]uint32][]byte{
				{0, 4}: ib, {0, 2}: rb, {0, 0}: nil, {0, 1}: nil, {0, 3}: nil})})
			if err != nil {
				t.Fatal(err)
			}
			wantCoopStores(t, res, S)
			// element (1,1): 32*127*127 = 516128; + 2147483000 = 2147999128,
			// past INT32_MAX by 515481: saturates to 2147483647 or wraps to
			// -2146968168. Element (0,0): (-128)(-128) + 31*127*127 =
			// 16384 + 499999 = 516383 (B(0,0) is byte 0 too).
			want11 := uint32(2147483647)
			if !sat {
				want11 = uint32(2147483000 + 516128)
			}
			if got := binary.LittleEndian.Uint32(rb[4*17:]); got != want11 {
				t.Errorf("sat=%v S=%d: R(1,1) = %d, want %d", sat, S, int32(got), int32(want11))
			}
			want00 := uint32(2147483647)
			if !sat {
				want00 = uint32(2147483000 + 516383)
			}
			if got := binary.LittleEndian.Uint32(rb[0:]); got != want00 {
				t.Errorf("sat=%v S=%d: R(0,0) = %d, want %d", sat, S, int32(got), int32(want00))
			}
		}
	}
}

// TestCoopMatMapping: which lane holds which element is unspecified; the
// interpreter's choice changes with the subgroup size, so a shader that
// reads element 0 of each lane's share depends on the width.
func TestCoopMatMapping(t *testing.T) {
	p := asmLoad(t, coopHeader+`
%main = OpFunction %void None %fn
%e = OpLabel
%pc = OpAccessChain %pf %C %c0 %c0
%cm = OpCooperativeMatrixLoadKHR %MC %pc %c0 %c16
%x = OpCompositeExtract %float %cm 0
%li = OpLoad %uint %lid
%pr = OpAccessChain %pf %R %c0 %li
OpStore %pr %x
OpReturn
OpFunctionEnd
`)
	cb := make([]float32, 256)
	for i := range cb {
		cb[i] = float32(i)
	}
	rep, err := Portability(p, Config{Buffers: coopBufs(map[[2]uint32][]byte{{0, 1}: f32buf(cb), {0, 2}: make([]byte, 256)})}, []int{16, 32})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Diffs) == 0 {
		t.Fatal("element 0 of each lane is the same matrix element at widths 16 and 32")
	}
	// At S=32, lane l's element 0 is k = l: e = (5l + 16) mod 256 (5 is
	// the first multiplier coprime with 256). Lane 0 holds element 16
	// (row 1, column 0), not element 0.
	buf := make([]byte, 256)
	if _, err := p.Run(Config{SubgroupSize: 32, Buffers: coopBufs(map[[2]uint32][]byte{{0, 1}: f32buf(cb), {0, 2}: buf})}); err != nil {
		t.Fatal(err)
	}
	for l := 0; l < 64; l++ {
		if got, want := f32at(buf, l), float32((5*(l%32)+16)%256); got != want {
			t.Fatalf("lane %d: element 0 is matrix element %g, want %g", l, got, want)
		}
	}
}

// TestCoopMatChecks: undefined behaviour is reported: a load in
// non-uniform control flow, a load past the buffer, a shape the device
// does not list (and not when a configured list has it).
func TestCoopMatChecks(t *testing.T) {
	p := asmLoad(t, coopHeader+`
%main = OpFunction %void None %fn
%e = OpLabel
%li = OpLoad %uint %lid
%pc = OpAccessChain %pf %C %c0 %c0
%small = OpCooperativeMatrixLoadKHR %F8 %pc %c0 %c8
%lo = OpULessThan %bool %li %c4
OpSelectionMerge %m None
OpBranchConditional %lo %t %m
%t = OpLabel
%cm = OpCooperativeMatrixLoadKHR %MC %pc %c0 %c16
OpBranch %m
%m = OpLabel
%cm2 = OpCooperativeMatrixLoadKHR %MC %pc %c0 %c20
%pr = OpAccessChain %pf %R %c0 %c0
OpCooperativeMatrixStoreKHR %pr %small %c1 %c8
OpReturn
OpFunctionEnd
`)
	for _, S := range []int{8, 64} {
		res, err := p.Run(Config{SubgroupSize: S, Buffers: coopBufs(map[[2]uint32][]byte{{0, 1}: make([]byte, 4*256), {0, 2}: make([]byte, 256)})})
		if err != nil {
			t.Fatal(err)
		}
		k := kinds(res)
		if k["coopmat-divergent"] == 0 || k["coopmat-unsupported"] == 0 || k["out-of-bounds"] == 0 {
			t.Errorf("S=%d: want divergent, unsupported and out-of-bounds reports, got %v", S, res.Diagnostics)
		}
		for _, d := range res.Diagnostics {
			if d.Kind == "coopmat-unsupported" && !strings.Contains(d.Msg, "8x8 float32 MatrixAccumulator") {
				t.Errorf("message %q does not name the matrix", d.Msg)
			}
		}
		// an 8x8 float32 accumulator listed: no longer reported
		props := append([]CoopMatProperties{{8, 8, 8, CompFloat16, CompFloat16, CompFloat32, CompFloat32, false, VkScopeSubgroup}},
			DefaultCoopMatProperties...)
		res, err = p.Run(Config{SubgroupSize: S, CoopMatProperties: props, Buffers: coopBufs(map[[2]uint32][]byte{{0, 1}: make([]byte, 4*256), {0, 2}: make([]byte, 256)})})
		if err != nil {
			t.Fatal(err)
		}
		if kinds(res)["coopmat-unsupported"] != 0 {
			t.Errorf("S=%d: a listed shape is reported: %v", S, res.Diagnostics)
		}
	}
	// 64 invocations in a subgroup of 128: a partial subgroup, said so
	res, err := p.Run(Config{SubgroupSize: 128, Buffers: coopBufs(map[[2]uint32][]byte{{0, 1}: make([]byte, 4*256), {0, 2}: make([]byte, 256)})})
	if err != nil {
		t.Fatal(err)
	}
	partial := false
	for _, d := range res.Diagnostics {
		partial = partial || d.Kind == "coopmat-divergent" && strings.Contains(d.Msg, "fills only 64 of its 128 lanes")
	}
	if !partial {
		t.Errorf("S=128: no partial-subgroup report: %v", res.Diagnostics)
	}
}

// TestIntegerDot: OpSDot, OpUDot, OpSUDot and the AccSat forms, packed
// 4x8-bit and on vectors, hand-worked.
func TestIntegerDot(t *testing.T) {
	p := asmLoad(t, `
OpCapability Shader
OpCapability Int16
OpCapability Int8
OpCapability DotProduct
OpCapability DotProductInput4x8BitPacked
OpCapability DotProductInputAll
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main" %lid %R
OpExecutionMode %main LocalSize 8 1 1
OpDecorate %lid BuiltIn LocalInvocationIndex
OpDecorate %au ArrayStride 4
OpMemberDecorate %bu 0 Offset 0
OpDecorate %bu Block
OpDecorate %R DescriptorSet 0
OpDecorate %R Binding 0
%void = OpTypeVoid
%fn = OpTypeFunction %void
%uint = OpTypeInt 32 0
%int = OpTypeInt 32 1
%short = OpTypeInt 16 1
%ushort = OpTypeInt 16 0
%uchar = OpTypeInt 8 0
%v3s = OpTypeVector %short 3
%v2c = OpTypeVector %uchar 2
%au = OpTypeRuntimeArray %uint
%bu = OpTypeStruct %au
%pbu = OpTypePointer StorageBuffer %bu
%R = OpVariable %pbu StorageBuffer
%pu = OpTypePointer StorageBuffer %uint
%pin = OpTypePointer Input %uint
%lid = OpVariable %pin Input
%c0 = OpConstant %uint 0
%c1 = OpConstant %uint 1
%c16 = OpConstant %uint 16
%pa = OpConstant %uint 0xFF02807F
%pb = OpConstant %uint 0x0304FF80
%nearmin = OpConstant %int -2147483643
%nearmaxu = OpConstant %uint 0xFFFFFF9B
%sm300 = OpConstant %short -300
%s2 = OpConstant %short 2
%s7 = OpConstant %short 7
%s100 = OpConstant %short 100
%sm5 = OpConstant %short -5
%s3 = OpConstant %short 3
%sm5000 = OpConstant %short -5000
%va = OpConstantComposite %v3s %sm300 %s2 %s7
%vb = OpConstantComposite %v3s %s100 %sm5 %s3
%u200 = OpConstant %uchar 200
%u100 = OpConstant %uchar 100
%u2 = OpConstant %uchar 2
%u3 = OpConstant %uchar 3
%imin = OpConstant %int -2147483648
%v4i = OpTypeVector %int 4
%vmin = OpConstantComposite %v4i %imin %imin %imin %imin
%i0 = OpConstant %int 0
%ua = OpConstantComposite %v2c %u200 %u100
%ub = OpConstantComposite %v2c %u2 %u3
%kk0 = OpConstant %uint 0
%kk1 = OpConstant %uint 1
%kk2 = OpConstant %uint 2
%kk3 = OpConstant %uint 3
%kk4 = OpConstant %uint 4
%kk5 = OpConstant %uint 5
%kk6 = OpConstant %uint 6
%kk7 = OpConstant %uint 7
%kk8 = OpConstant %uint 8
%kk9 = OpConstant %uint 9
%main = OpFunction %void None %fn
%e = OpLabel
%li = OpLoad %uint %lid
%base = OpIMul %uint %li %c16
%r0 = OpSDot %int %pa %pb PackedVectorFormat4x8Bit
%r1 = OpUDot %uint %pa %pb PackedVectorFormat4x8Bit
%r2 = OpSUDot %int %pa %pb PackedVectorFormat4x8Bit
%r3 = OpSDotAccSat %int %pa %pb %nearmin PackedVectorFormat4x8Bit
%r4 = OpUDotAccSat %uint %pa %pb %nearmaxu PackedVectorFormat4x8Bit
%r5 = OpSDot %int %va %vb
%r6s = OpSDotAccSat %short %va %vb %sm5000
%r6 = OpSConvert %int %r6s
%r7 = OpUDot %uint %ua %ub
%w0 = OpBitcast %uint %r0
%w2 = OpBitcast %uint %r2
%w3 = OpBitcast %uint %r3
%w5 = OpBitcast %uint %r5
%w6 = OpBitcast %uint %r6
%r8 = OpSDotAccSat %int %vmin %vmin %i0
%w8 = OpBitcast %uint %r8
%r9 = OpSDot %int %vmin %vmin
%w9 = OpBitcast %uint %r9
`+storeSeq("%base", "%w0", "%r1", "%w2", "%w3", "%r4", "%w5", "%w6", "%r7", "%w8", "%w9")+`
OpReturn
OpFunctionEnd
`)
	// a bytes (low first) 0x7f 0x80 0x02 0xff: signed 127 -128 2 -1,
	// unsigned 127 128 2 255; b 0x80 0xff 0x04 0x03: signed -128 -1 4 3,
	// unsigned 128 255 4 3.
	want := []int64{
		127*-128 + -128*-1 + 2*4 + -1*3, // -16123
		127*128 + 128*255 + 2*4 + 255*3, // 49669
		127*128 + -128*255 + 2*4 + -1*3, // -16379
		-2147483648,                     // -2147483643 - 16123 saturates
		0xFFFFFFFF,                      // 0xFFFFFF9B + 49669 saturates
		-300*100 + 2*-5 + 7*3,           // -29989
		-32768,                          // -29989 - 5000 saturates in 16 bits
		200*2 + 100*3,                   // 700
		2147483647,                      // 4 * 2^62 = 2^64: past 64 bits, saturates
		0,                               // the low 32 bits of 2^64
	}
	for _, S := range []int{8, 16, 32, 64} {
		buf := make([]byte, 4*8*16)
		res := run1(t, p, S, 1, buf)
		wantOnly(t, res, "")
		for l := 0; l < 8; l++ {
			for i, w := range want {
				if got := binary.LittleEndian.Uint32(buf[4*(l*16+i):]); got != uint32(w) {
					t.Errorf("S=%d lane %d result %d: %d, want %d", S, l, i, int32(got), w)
				}
			}
		}
	}
}

// storeSeq writes OpStores of vals to R[base+i].
func storeSeq(base string, vals ...string) string {
	var c strings.Builder
	for i, v := range vals {
		fmt.Fprintf(&c, "%%ix%d = OpIAdd %%uint %s %%kk%d\n%%pp%d = OpAccessChain %%pu %%R %%c0 %%ix%d\nOpStore %%pp%d %s\n", i, base, i, i, i, i, v)
	}
	return c.String()
}

// coopElementLoop is the body of the element-loop tests: load the
// accumulator C, double each element of a Function-variable copy in a
// loop `for (i = 0; i < bound; i++) m[i] *= 2`, and store it at the
// subgroup's place in R. bound is an id: %len (length()) or a constant.
func coopElementLoop(bound string) string {
	return strings.Replace(`
%pfm = OpTypePointer Function %MC
%pff = OpTypePointer Function %float
%main = OpFunction %void None %fn
%e = OpLabel
%v = OpVariable %pfm Function
%pc = OpAccessChain %pf %C %c0 %c0
%cm = OpCooperativeMatrixLoadKHR %MC %pc %c0 %c16
OpStore %v %cm
%len = OpCooperativeMatrixLengthKHR %uint %MC
OpBranch %head
%head = OpLabel
%i = OpPhi %uint %c0 %e %i1 %body
%more = OpULessThan %bool %i BOUND
OpLoopMerge %exit %body None
OpBranchConditional %more %body %exit
%body = OpLabel
%pe = OpAccessChain %pff %v %i
%x = OpLoad %float %pe
%x2 = OpFMul %float %x %two
OpStore %pe %x2
%i1 = OpIAdd %uint %i %c1
OpBranch %head
%exit = OpLabel
%m2 = OpLoad %MC %v
%s = OpLoad %uint %sgid
%off = OpIMul %uint %s %c256
%pr = OpAccessChain %pf %R %c0 %off
OpCooperativeMatrixStoreKHR %pr %m2 %c0 %c16
OpReturn
OpFunctionEnd
`, "BOUND", bound, 1)
}

// TestCoopMatElementLoop: the GLSL idiom for (i < m.length()) m[i] *= 2
// on a Function variable, with a dynamic per-lane index, at every width.
func TestCoopMatElementLoop(t *testing.T) {
	p := asmLoad(t, coopHeader+coopElementLoop("%len"))
	cb := make([]float32, 256)
	for i := range cb {
		cb[i] = float32(i) - 100
	}
	for _, S := range []int{8, 16, 32, 64} {
		rb := make([]byte, 4*256*8)
		res, err := p.Run(Config{SubgroupSize: S, Buffers: coopBufs(map[[2]uint32][]byte{{0, 1}: f32buf(cb), {0, 2}: rb})})
		if err != nil {
			t.Fatal(err)
		}
		wantOnly(t, res, "")
		for sg := 0; sg < 64/S; sg++ {
			for i := 0; i < 256; i++ {
				if got := f32at(rb, sg*256+i); got != 2*cb[i] {
					t.Fatalf("S=%d subgroup %d element %d: %g, want %g", S, sg, i, got, 2*cb[i])
				}
			}
		}
	}
}

// TestBFloat16: conversions round to nearest even through bfloat16 and
// back; OpDot on bfloat16 vectors rounds once.
func TestBFloat16(t *testing.T) {
	p := asmLoad(t, `
OpCapability Shader
OpCapability BFloat16TypeKHR
OpCapability BFloat16DotProductKHR
OpExtension "SPV_KHR_bfloat16"
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main" %lid %R
OpExecutionMode %main LocalSize 4 1 1
OpDecorate %lid BuiltIn LocalInvocationIndex
OpDecorate %af ArrayStride 4
OpMemberDecorate %bf 0 Offset 0
OpDecorate %bf Block
OpDecorate %R DescriptorSet 0
OpDecorate %R Binding 0
%void = OpTypeVoid
%fn = OpTypeFunction %void
%uint = OpTypeInt 32 0
%float = OpTypeFloat 32
%bf16 = OpTypeFloat 16 BFloat16KHR
%v2b = OpTypeVector %bf16 2
%af = OpTypeRuntimeArray %float
%bf = OpTypeStruct %af
%pbf = OpTypePointer StorageBuffer %bf
%R = OpVariable %pbf StorageBuffer
%pf = OpTypePointer StorageBuffer %float
%pin = OpTypePointer Input %uint
%lid = OpVariable %pin Input
%c0 = OpConstant %uint 0
%c4 = OpConstant %uint 4
%main = OpFunction %void None %fn
%e = OpLabel
%li = OpLoad %uint %lid
%pi = OpAccessChain %pf %R %c0 %li
%x = OpLoad %float %pi
%b = OpFConvert %bf16 %x
%y = OpFConvert %float %b
OpStore %pi %y
%v = OpCompositeConstruct %v2b %b %b
%d = OpDot %bf16 %v %v
%df = OpFConvert %float %d
%j = OpIAdd %uint %li %c4
%pj = OpAccessChain %pf %R %c0 %j
OpStore %pj %df
OpReturn
OpFunctionEnd
`)
	// 1 + 2^-8 is halfway between 1 and 1 + 2^-7: even, 1. 1 + 3*2^-8:
	// halfway between 1+2^-7 and 1+2^-6: even, 1+2^-6. 3.0e38 stays
	// finite (bfloat16 has float32's range): 0x7f62 = 1.765625 * 2^127 = 3.0041e38.
	// Dots: x*x + x*x = 2x^2 rounded once to bfloat16: 2, 2*(1+2^-6)^2 =
	// 2.0630.. -> 2.0625, 2*(3.0041e38)^2 = +Inf, 2*(-0.5)^2 = 0.5.
	in := []float32{1 + 1.0/256, 1 + 3.0/256, 3.0e38, -0.5}
	want := []float32{1, 1 + 1.0/64, math.Float32frombits(0x7f620000), -0.5, 2, 2.0625, float32(math.Inf(1)), 0.5}
	for _, S := range []int{8, 32} {
		buf := f32buf(append(in, 0, 0, 0, 0))
		res := run1(t, p, S, 1, buf)
		wantOnly(t, res, "")
		for i, w := range want {
			if got := f32at(buf, i); got != w {
				t.Errorf("S=%d word %d: %g, want %g", S, i, got, w)
			}
		}
	}
}

// TestCoopMatElementRange: element 8 of a 16x16 matrix exists at subgroup
// sizes up to 16 (length() 16 or more) and not at 32 (length() 8).
func TestCoopMatElementRange(t *testing.T) {
	p := asmLoad(t, coopHeader+`
%main = OpFunction %void None %fn
%e = OpLabel
%pc = OpAccessChain %pf %C %c0 %c0
%cm = OpCooperativeMatrixLoadKHR %MC %pc %c0 %c16
%x = OpCompositeExtract %float %cm 8
%cm2 = OpCompositeInsert %MC %x %cm 8
%li = OpLoad %uint %lid
%pr = OpAccessChain %pf %R %c0 %li
OpStore %pr %x
%pr0 = OpAccessChain %pf %L %c0 %c0
OpCooperativeMatrixStoreKHR %pr0 %cm2 %c0 %c16
OpReturn
OpFunctionEnd
`)
	for _, c := range []struct {
		S    int
		want int64
	}{{8, 0}, {16, 0}, {32, 2}, {64, 2}} {
		res, err := p.Run(Config{SubgroupSize: c.S, Buffers: coopBufs(map[[2]uint32][]byte{{0, 1}: make([]byte, 1024), {0, 2}: make([]byte, 256), {0, 3}: make([]byte, 1024)})})
		if err != nil {
			t.Fatal(err)
		}
		// one report per instruction, counted per subgroup that ran it
		n := int64(0)
		for _, d := range res.Diagnostics {
			if d.Kind == "buffer-data-race" && c.S < 64 && d.Op == spirv.OpCooperativeMatrixStoreKHR {
				continue // several subgroups store the same matrix (wantCoopStores)
			}
			if d.Kind == "coopmat-element" {
				n++
			} else {
				t.Errorf("S=%d: unexpected %v", c.S, d)
			}
		}
		if n != c.want {
			t.Errorf("S=%d: %d coopmat-element reports (instructions), want %d: %v", c.S, n, c.want, res.Diagnostics)
		}
	}
}

// TestBFloat16Refused: float instructions SPV_KHR_bfloat16 does not define
// on bfloat16 are refused when loading, with the instruction named; bits
// that only move (a function returning a bfloat16) are fine.
func TestBFloat16Refused(t *testing.T) {
	const head = `
OpCapability Shader
OpCapability BFloat16TypeKHR
OpExtension "SPV_KHR_bfloat16"
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main"
OpExecutionMode %main LocalSize 4 1 1
%void = OpTypeVoid
%fn = OpTypeFunction %void
%bool = OpTypeBool
%bf16 = OpTypeFloat 16 BFloat16KHR
%fb = OpTypeFunction %bf16
%float = OpTypeFloat 32
%onef = OpConstant %float 1
%id = OpFunction %bf16 None %fb
%ie = OpLabel
%one = OpFConvert %bf16 %onef
OpReturnValue %one
OpFunctionEnd
%main = OpFunction %void None %fn
%e = OpLabel
%x = OpFunctionCall %bf16 %id
%y = OpFConvert %bf16 %onef
`
	words, err := spirv.Assemble(head+"OpReturn\nOpFunctionEnd\n", spirv.AsmOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Load(wordsBytes(words)); err != nil {
		t.Errorf("moving a bfloat16 through a call: %v", err)
	}
	words, err = spirv.Assemble(head+"%c = OpFOrdLessThan %bool %x %y\nOpReturn\nOpFunctionEnd\n", spirv.AsmOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Load(wordsBytes(words)); err == nil || !strings.Contains(err.Error(), "FP Encoding") {
		t.Errorf("comparison of bfloat16s: got %v, want a refusal naming the FP Encoding", err)
	}
}

func wordsBytes(words []uint32) []byte {
	data := make([]byte, 4*len(words))
	for i, w := range words {
		binary.LittleEndian.PutUint32(data[4*i:], w)
	}
	return data
}

// TestCoopMatIntWide: a saturating 8x8x8 int32 product whose exact sum,
// 8 * (-2^31)^2 = 2^65, is past 64 bits: it saturates to INT32_MAX (a
// 64-bit sum would wrap to 0). The shape is not in the default list; a
// configured one has it.
func TestCoopMatIntWide(t *testing.T) {
	p := asmLoad(t, coopHeader+`
%imin = OpConstant %int -2147483648
%i0 = OpConstant %int 0
%WA = OpTypeCooperativeMatrixKHR %int %c3 %c8 %c8 %c0
%WB = OpTypeCooperativeMatrixKHR %int %c3 %c8 %c8 %c1
%WC = OpTypeCooperativeMatrixKHR %int %c3 %c8 %c8 %c2
%wa = OpConstantComposite %WA %imin
%wb = OpConstantComposite %WB %imin
%wc = OpConstantComposite %WC %i0
%main = OpFunction %void None %fn
%e = OpLabel
%r = OpCooperativeMatrixMulAddKHR %WC %wa %wb %wc MatrixASignedComponentsKHR|MatrixBSignedComponentsKHR|MatrixCSignedComponentsKHR|MatrixResultSignedComponentsKHR|SaturatingAccumulationKHR
%rf = OpBitcast %F8 %r
%pr = OpAccessChain %pf %R %c0 %c0
OpCooperativeMatrixStoreKHR %pr %rf %c0 %c8
OpReturn
OpFunctionEnd
`)
	props := []CoopMatProperties{{8, 8, 8, CompSInt32, CompSInt32, CompSInt32, CompSInt32, true, VkScopeSubgroup},
		{8, 8, 8, CompFloat16, CompFloat16, CompFloat32, CompFloat32, false, VkScopeSubgroup}} // the stored bit cast
	for _, S := range []int{8, 32} {
		rb := make([]byte, 4*64)
		res, err := p.Run(Config{SubgroupSize: S, CoopMatProperties: props, Buffers: coopBufs(map[[2]uint32][]byte{{0, 2}: rb})})
		if err != nil {
			t.Fatal(err)
		}
		wantCoopStores(t, res, S)
		for i := 0; i < 64; i++ {
			if got := binary.LittleEndian.Uint32(rb[4*i:]); got != 0x7fffffff {
				t.Fatalf("S=%d element %d: %#x, want 0x7fffffff", S, i, got)
			}
		}
	}
}

// TestCoopMatConvertTranspose: OpCooperativeMatrixTransposeNV (a float32
// accumulator to a MatrixB) and OpCooperativeMatrixConvertUseEXT (a float32
// accumulator to a MatrixA).
func TestCoopMatConvertTranspose(t *testing.T) {
	text := strings.Replace(coopHeader, "OpCapability VulkanMemoryModel\n",
		"OpCapability VulkanMemoryModel\nOpCapability CooperativeMatrixConversionsNV\nOpExtension \"SPV_NV_cooperative_matrix2\"\n", 1)
	p := asmLoad(t, text+`
%FB = OpTypeCooperativeMatrixKHR %float %c3 %c16 %c16 %c1
%FA = OpTypeCooperativeMatrixKHR %float %c3 %c16 %c16 %c0
%main = OpFunction %void None %fn
%e = OpLabel
%pc = OpAccessChain %pf %C %c0 %c0
%cm = OpCooperativeMatrixLoadKHR %MC %pc %c0 %c16
%tr = OpCooperativeMatrixTransposeNV %FB %cm
%pr = OpAccessChain %pf %R %c0 %c0
OpCooperativeMatrixStoreKHR %pr %tr %c0 %c16
%ua = OpCooperativeMatrixConvertUseEXT %FA %cm
%pa = OpAccessChain %pf %L %c0 %c0
OpCooperativeMatrixStoreKHR %pa %ua %c0 %c16
OpReturn
OpFunctionEnd
`)
	cb := make([]float32, 256)
	for i := range cb {
		cb[i] = float32(i%37) - 18
	}
	props := append([]CoopMatProperties{{16, 16, 16, CompFloat32, CompFloat32, CompFloat32, CompFloat32, false, VkScopeSubgroup}},
		DefaultCoopMatProperties...) // float32 MatrixA and MatrixB
	for _, S := range []int{8, 16, 32, 64} {
		rb, lb := make([]byte, 1024), make([]byte, 1024)
		res, err := p.Run(Config{SubgroupSize: S, CoopMatProperties: props, Buffers: coopBufs(map[[2]uint32][]byte{{0, 1}: f32buf(cb), {0, 2}: rb, {0, 3}: lb})})
		if err != nil {
			t.Fatal(err)
		}
		wantCoopStores(t, res, S)
		for i := 0; i < 16; i++ {
			for j := 0; j < 16; j++ {
				if got, want := f32at(rb, i*16+j), cb[j*16+i]; got != want {
					t.Fatalf("S=%d: transpose (%d,%d) = %g, want %g", S, i, j, got, want)
				}
				if got, want := f32at(lb, i*16+j), cb[i*16+j]; got != want {
					t.Fatalf("S=%d: converted (%d,%d) = %g, want %g", S, i, j, got, want)
				}
			}
		}
	}
}

// TestCoopMatConvert: element-wise conversions between matrices of one
// shape: int8 -> int32 (OpSConvert) -> float32 (OpConvertSToF), halved
// (OpFDiv by a splat constant), -> float16 (OpFConvert) -> float32.
func TestCoopMatConvert(t *testing.T) {
	p := asmLoad(t, coopHeader+`
%I8 = OpTypeCooperativeMatrixKHR %char %c3 %c16 %c16 %c2
%fhalf = OpConstant %float 2
%cdiv = OpConstantComposite %MC %fhalf
%main = OpFunction %void None %fn
%e = OpLabel
%pa = OpAccessChain %pc8 %I %c0 %c0
%m8 = OpCooperativeMatrixLoadKHR %I8 %pa %c0 %c16
%m32 = OpSConvert %IC %m8
%mf = OpConvertSToF %MC %m32
%mh2 = OpFDiv %MC %mf %cdiv
%mh = OpFConvert %MH %mh2
%mb = OpFConvert %MC %mh
%pr = OpAccessChain %pf %R %c0 %c0
OpCooperativeMatrixStoreKHR %pr %mb %c0 %c16
OpReturn
OpFunctionEnd
`)
	ib := make([]byte, 256)
	for i := range ib {
		ib[i] = byte(i * 37)
	}
	props := append([]CoopMatProperties{{16, 16, 16, CompSInt8, CompSInt8, CompSInt8, CompSInt32, false, VkScopeSubgroup}},
		DefaultCoopMatProperties...) // an int8 accumulator
	for _, S := range []int{8, 16, 32, 64} {
		rb := make([]byte, 1024)
		res, err := p.Run(Config{SubgroupSize: S, CoopMatProperties: props, Buffers: coopBufs(map[[2]uint32][]byte{{0, 4}: ib, {0, 2}: rb})})
		if err != nil {
			t.Fatal(err)
		}
		wantCoopStores(t, res, S)
		for i := 0; i < 256; i++ {
			// e.g. byte 37*3 = 111 -> 55.5; byte 0xCA (-54) -> -27
			if got, want := f32at(rb, i), float32(int8(ib[i]))/2; got != want {
				t.Fatalf("S=%d element %d: %g, want %g", S, i, got, want)
			}
		}
	}
}

// TestCoopMatTrace: a trace shows a cooperative matrix as the lane's
// length() elements (8 at 32 lanes for 16x16), and bfloat16 values as
// bfloat16.
func TestCoopMatTrace(t *testing.T) {
	p := asmLoad(t, coopHeader+`
%main = OpFunction %void None %fn
%e = OpLabel
%pc = OpAccessChain %pf %C %c0 %c0
%cm = OpCooperativeMatrixLoadKHR %MC %pc %c0 %c16
%pr = OpAccessChain %pf %R %c0 %c0
OpCooperativeMatrixStoreKHR %pr %cm %c0 %c16
OpReturn
OpFunctionEnd
`)
	cb := make([]float32, 256)
	for i := range cb {
		cb[i] = float32(i)
	}
	res, err := p.Run(Config{SubgroupSize: 32, Trace: &TraceOptions{}, Buffers: coopBufs(map[[2]uint32][]byte{{0, 1}: f32buf(cb), {0, 2}: make([]byte, 1024)})})
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, st := range res.Trace.Subgroups[0].Steps {
		if st.Op != spirv.OpCooperativeMatrixLoadKHR {
			continue
		}
		found = true
		// lane 0 holds k = 0, 32, ..., 224: elements (5k + 16) mod 256
		want := "(16, 176, 80, 240, 144, 48, 208, 112)"
		if st.Values[0] != want {
			t.Errorf("lane 0: %q, want %q", st.Values[0], want)
		}
	}
	if !found {
		t.Error("no load step in the trace")
	}
}

// TestCoopMatElementLoopFixed: the same loop with the bound written as 16
// (a 16x16 matrix's length() at 16 lanes) instead of length(): fine at 8
// and 16 lanes, reported at 32 and 64, where length() is 8 and 4.
func TestCoopMatElementLoopFixed(t *testing.T) {
	p := asmLoad(t, coopHeader+coopElementLoop("%c16"))
	for _, S := range []int{8, 16, 32, 64} {
		res, err := p.Run(Config{SubgroupSize: S, Buffers: coopBufs(map[[2]uint32][]byte{{0, 1}: make([]byte, 1024), {0, 2}: make([]byte, 1024*8)})})
		if err != nil {
			t.Fatal(err)
		}
		got := kinds(res)["coopmat-element"] > 0
		if want := S >= 32; got != want {
			t.Errorf("S=%d: coopmat-element reported %v, want %v: %v", S, got, want, res.Diagnostics)
		}
		if S >= 32 {
			wantOnly(t, res, "coopmat-element")
		} else {
			wantOnly(t, res, "")
		}
	}
}

// TestBFloat16Printf: debugPrintfEXT("%f") of a bfloat16 prints its value.
func TestBFloat16Printf(t *testing.T) {
	p := asmLoad(t, `
OpCapability Shader
OpCapability BFloat16TypeKHR
OpExtension "SPV_KHR_bfloat16"
OpExtension "SPV_KHR_non_semantic_info"
%dp = OpExtInstImport "NonSemantic.DebugPrintf"
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main"
OpExecutionMode %main LocalSize 1 1 1
%fmt = OpString "%f"
%void = OpTypeVoid
%fn = OpTypeFunction %void
%bf16 = OpTypeFloat 16 BFloat16KHR
%float = OpTypeFloat 32
%pi = OpConstant %float 3.140625
%main = OpFunction %void None %fn
%e = OpLabel
%x = OpFConvert %bf16 %pi
%p = OpExtInst %void %dp 1 %fmt %x
OpReturn
OpFunctionEnd
`)
	var out strings.Builder
	if _, err := p.Run(Config{SubgroupSize: 8, Printf: &out}); err != nil {
		t.Fatal(err)
	}
	// 3.140625 = 2 * (1 + 73/128) is a bfloat16 (0x4049)
	if !strings.Contains(out.String(), "3.140625") {
		t.Errorf("printf output %q, want 3.140625", out.String())
	}
}

// TestFloat8: float32 -> E4M3 / E5M2 -> float32, rounding to nearest even;
// E4M3 overflow gives NaN, or 448 with
// SaturatedToLargestFloat8NormalConversionEXT; E5M2 overflow gives Inf.
func TestFloat8(t *testing.T) {
	p := asmLoad(t, `
OpCapability Shader
OpCapability Float8EXT
OpExtension "SPV_EXT_float8"
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main" %lid %R
OpExecutionMode %main LocalSize 4 1 1
OpDecorate %lid BuiltIn LocalInvocationIndex
OpDecorate %af ArrayStride 4
OpMemberDecorate %bf 0 Offset 0
OpDecorate %bf Block
OpDecorate %R DescriptorSet 0
OpDecorate %R Binding 0
OpDecorate %s SaturatedToLargestFloat8NormalConversionEXT
%void = OpTypeVoid
%fn = OpTypeFunction %void
%uint = OpTypeInt 32 0
%float = OpTypeFloat 32
%e4 = OpTypeFloat 8 Float8E4M3EXT
%e5 = OpTypeFloat 8 Float8E5M2EXT
%af = OpTypeRuntimeArray %float
%bf = OpTypeStruct %af
%pbf = OpTypePointer StorageBuffer %bf
%R = OpVariable %pbf StorageBuffer
%pf = OpTypePointer StorageBuffer %float
%pin = OpTypePointer Input %uint
%lid = OpVariable %pin Input
%c0 = OpConstant %uint 0
%c4 = OpConstant %uint 4
%c8 = OpConstant %uint 8
%main = OpFunction %void None %fn
%e = OpLabel
%li = OpLoad %uint %lid
%pi = OpAccessChain %pf %R %c0 %li
%x = OpLoad %float %pi
%n = OpFConvert %e4 %x
%s = OpFConvert %e4 %x
%f = OpFConvert %e5 %x
%nf = OpFConvert %float %n
%sf = OpFConvert %float %s
%ff = OpFConvert %float %f
OpStore %pi %nf
%j = OpIAdd %uint %li %c4
%pj = OpAccessChain %pf %R %c0 %j
OpStore %pj %sf
%k = OpIAdd %uint %li %c8
%pk = OpAccessChain %pf %R %c0 %k
OpStore %pk %ff
OpReturn
OpFunctionEnd
`)
	in := []float32{1.0625, 500, -0.3, 70000}
	nan := float32(math.NaN())
	// E4M3: 1.0625 ties to 1; 500 -> NaN / 448; -0.3 -> -0.3125 (1.25 * 2^-2);
	// 70000 -> NaN / 448. E5M2: 1.0625 -> 1; 500 -> 512; -0.3 -> -0.3125;
	// 70000 -> Inf.
	want := []float32{1, nan, -0.3125, nan, 1, 448, -0.3125, 448, 1, 512, -0.3125, float32(math.Inf(1))}
	buf := f32buf(append(in, make([]float32, 8)...))
	res := run1(t, p, 8, 1, buf)
	wantOnly(t, res, "")
	for i, w := range want {
		got := f32at(buf, i)
		if got != w && !(w != w && got != got) {
			t.Errorf("word %d: %g, want %g", i, got, w)
		}
	}
}

// wantCoopStores checks a run of a coopHeader test (LocalSize 64) at
// subgroup size S: every subgroup stores the same matrix to the same
// place, so with several subgroups those stores race (buffer-data-race,
// reported at the store and nowhere else); with one nothing is reported.
func wantCoopStores(t *testing.T, res *Result, S int) {
	t.Helper()
	if S >= 64 {
		wantOnly(t, res, "")
		return
	}
	if len(res.Diagnostics) == 0 {
		t.Fatalf("S=%d: %d subgroups store one matrix to one place, and no race is reported", S, 64/S)
	}
	for _, d := range res.Diagnostics {
		if d.Kind != "buffer-data-race" || d.Op != spirv.OpCooperativeMatrixStoreKHR {
			t.Fatalf("S=%d: unexpected %v", S, d)
		}
	}
}
