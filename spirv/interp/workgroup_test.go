package interp

import (
	"strings"
	"testing"
)

// Workgroup memory: initializers (VK_KHR_zero_initialize_workgroup_memory)
// and aliasing Block variables (SPV_KHR_workgroup_memory_explicit_layout).

// wgBlockHead declares two Workgroup Block variables: %a {uint[4] at 0}
// and %b {uint[2] at 8}, so b[0] is a[2] and b[1] is a[3]; %out is a
// storage buffer of 4 uints; %lid the local invocation index.
const wgBlockHead = `
OpCapability Shader
OpCapability WorkgroupMemoryExplicitLayoutKHR
OpExtension "SPV_KHR_workgroup_memory_explicit_layout"
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main" %lid %a %b %out
OpExecutionMode %main LocalSize 2 1 1
OpDecorate %lid BuiltIn LocalInvocationIndex
OpDecorate %arr4 ArrayStride 4
OpDecorate %arr2 ArrayStride 4
OpDecorate %A Block
OpMemberDecorate %A 0 Offset 0
OpDecorate %B Block
OpMemberDecorate %B 0 Offset 8
OpDecorate %O Block
OpMemberDecorate %O 0 Offset 0
OpDecorate %out DescriptorSet 0
OpDecorate %out Binding 0
%void = OpTypeVoid
%fn = OpTypeFunction %void
%bool = OpTypeBool
%uint = OpTypeInt 32 0
%c0 = OpConstant %uint 0
%c1 = OpConstant %uint 1
%c2 = OpConstant %uint 2
%c3 = OpConstant %uint 3
%c4 = OpConstant %uint 4
%c7 = OpConstant %uint 7
%c9 = OpConstant %uint 9
%arr4 = OpTypeArray %uint %c4
%arr2 = OpTypeArray %uint %c2
%A = OpTypeStruct %arr4
%B = OpTypeStruct %arr2
%O = OpTypeStruct %arr4
%pA = OpTypePointer Workgroup %A
%pB = OpTypePointer Workgroup %B
%pO = OpTypePointer StorageBuffer %O
%pwu = OpTypePointer Workgroup %uint
%psu = OpTypePointer StorageBuffer %uint
%pin = OpTypePointer Input %uint
%lid = OpVariable %pin Input
%out = OpVariable %pO StorageBuffer
`

// TestWorkgroupBlockAliasing: stores through one Block variable are seen
// through another at the same bytes, and a race between them is still
// reported when the barrier is missing.
func TestWorkgroupBlockAliasing(t *testing.T) {
	src := wgBlockHead + `
%a = OpVariable %pA Workgroup
%b = OpVariable %pB Workgroup
%main = OpFunction %void None %fn
%entry = OpLabel
%i = OpLoad %uint %lid
%first = OpIEqual %bool %i %c0
OpSelectionMerge %m1 None
OpBranchConditional %first %w %m1
%w = OpLabel
%a2 = OpAccessChain %pwu %a %c0 %c2
%a3 = OpAccessChain %pwu %a %c0 %c3
OpStore %a2 %c7
OpStore %a3 %c9
OpBranch %m1
%m1 = OpLabel
BARRIER
%second = OpIEqual %bool %i %c1
OpSelectionMerge %m2 None
OpBranchConditional %second %r %m2
%r = OpLabel
%b0 = OpAccessChain %pwu %b %c0 %c0
%b1 = OpAccessChain %pwu %b %c0 %c1
%v0 = OpLoad %uint %b0
%v1 = OpLoad %uint %b1
%o0 = OpAccessChain %psu %out %c0 %c0
%o1 = OpAccessChain %psu %out %c0 %c1
OpStore %o0 %v0
OpStore %o1 %v1
OpBranch %m2
%m2 = OpLabel
OpReturn
OpFunctionEnd
`
	for _, barrier := range []bool{true, false} {
		text := strings.Replace(src, "BARRIER", "", 1)
		if barrier {
			text = strings.Replace(src, "BARRIER", "OpControlBarrier %c2 %c2 %c0", 1)
		}
		p := mustLoad(t, assemble(t, text))
		buf := make([]byte, 16)
		res := run1(t, p, 4, 1, buf)
		eqU32(t, u32s(buf)[:2], []uint32{7, 9})
		k := kinds(res)
		if barrier && len(res.Diagnostics) != 0 {
			t.Fatalf("with a barrier: %v", res.Diagnostics)
		}
		if !barrier && k["shared-data-race"] == 0 {
			t.Fatalf("without a barrier: want a shared-data-race through the alias, got %v", res.Diagnostics)
		}
	}
}

// TestWorkgroupBlockPartialInitializer: %b has a null initializer and %a
// none. Copying all of %a gives the initialised half as zeros without a
// report (a copy does not use the undefined bytes); loading the other half
// is still an uninitialized read; a shared-to-shared copy of undefined
// bytes leaves its destination undefined.
func TestWorkgroupBlockPartialInitializer(t *testing.T) {
	head := wgBlockHead + `
%nullB = OpConstantNull %B
%a = OpVariable %pA Workgroup
%b = OpVariable %pB Workgroup %nullB
%main = OpFunction %void None %fn
%entry = OpLabel
`
	tail := `
OpReturn
OpFunctionEnd
`
	cases := []struct {
		name   string
		body   string
		uninit bool
		want   []uint32
	}{
		{"copy", `OpCopyMemory %out %a`, false, []uint32{0xCDCDCDCD, 0xCDCDCDCD, 0, 0}},
		{"load initialised", `
%p = OpAccessChain %pwu %a %c0 %c3
%v = OpLoad %uint %p
%o = OpAccessChain %psu %out %c0 %c3
OpStore %o %v`, false, []uint32{0, 0, 0, 0}},
		{"load uninitialised", `
%p = OpAccessChain %pwu %a %c0 %c1
%v = OpLoad %uint %p
%o = OpAccessChain %psu %out %c0 %c1
OpStore %o %v`, true, []uint32{0, 0xCDCDCDCD, 0, 0}},
		{"copy undefined in shared", `
%p0 = OpAccessChain %pwu %a %c0 %c0
%p3 = OpAccessChain %pwu %a %c0 %c3
OpCopyMemory %p3 %p0
%v = OpLoad %uint %p3
%o = OpAccessChain %psu %out %c0 %c3
OpStore %o %v`, true, []uint32{0, 0, 0, 0xCDCDCDCD}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			text := strings.Replace(head+tc.body+tail, "LocalSize 2 1 1", "LocalSize 1 1 1", 1)
			p := mustLoad(t, assemble(t, text))
			buf := make([]byte, 16)
			res := run1(t, p, 4, 1, buf)
			eqU32(t, u32s(buf), tc.want)
			got := kinds(res)["uninitialized-shared-read"] > 0
			if got != tc.uninit || len(res.Diagnostics) > b2i(tc.uninit) {
				t.Fatalf("want uninitialized-shared-read %v only, got %v", tc.uninit, res.Diagnostics)
			}
		})
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestWorkgroupInitializers: plain Workgroup variables with OpConstantNull
// and OpConstant initializers hold them at the start of every workgroup
// (the worker's shared memory is reused), while a variable without one
// still gives an uninitialized-shared-read.
func TestWorkgroupInitializers(t *testing.T) {
	src := `
OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main" %wgid %x %y %z %out
OpExecutionMode %main LocalSize 1 1 1
OpDecorate %wgid BuiltIn WorkgroupId
OpDecorate %rt ArrayStride 4
OpDecorate %O Block
OpMemberDecorate %O 0 Offset 0
OpDecorate %out DescriptorSet 0
OpDecorate %out Binding 0
%void = OpTypeVoid
%fn = OpTypeFunction %void
%uint = OpTypeInt 32 0
%v3 = OpTypeVector %uint 3
%v2 = OpTypeVector %uint 2
%c0 = OpConstant %uint 0
%c1 = OpConstant %uint 1
%c3 = OpConstant %uint 3
%c5 = OpConstant %uint 5
%c6 = OpConstant %uint 6
%yinit = OpConstantComposite %v2 %c5 %c6
%null = OpConstantNull %uint
%rt = OpTypeRuntimeArray %uint
%O = OpTypeStruct %rt
%pO = OpTypePointer StorageBuffer %O
%psu = OpTypePointer StorageBuffer %uint
%pwu = OpTypePointer Workgroup %uint
%pw2 = OpTypePointer Workgroup %v2
%pin = OpTypePointer Input %v3
%wgid = OpVariable %pin Input
%x = OpVariable %pwu Workgroup %null
%y = OpVariable %pw2 Workgroup %yinit
%z = OpVariable %pwu Workgroup
%out = OpVariable %pO StorageBuffer
%main = OpFunction %void None %fn
%entry = OpLabel
%id3 = OpLoad %v3 %wgid
%id = OpCompositeExtract %uint %id3 0
%base = OpIMul %uint %id %c3
%vx = OpLoad %uint %x
%vx1 = OpIAdd %uint %vx %c1
OpStore %x %vx1
%vy = OpLoad %v2 %y
%vy1 = OpCompositeExtract %uint %vy 1
%vz = READZ
%o0 = OpAccessChain %psu %out %c0 %base
OpStore %o0 %vx
%i1 = OpIAdd %uint %base %c1
%o1 = OpAccessChain %psu %out %c0 %i1
OpStore %o1 %vy1
%i2 = OpIAdd %uint %i1 %c1
%o2 = OpAccessChain %psu %out %c0 %i2
OpStore %o2 %vz
OpReturn
OpFunctionEnd
`
	for _, readZ := range []bool{false, true} {
		text := strings.Replace(src, "READZ", "OpCopyObject %uint %c0", 1)
		want := []uint32{0, 6, 0}
		if readZ {
			text = strings.Replace(src, "READZ", "OpLoad %uint %z", 1)
			want = []uint32{0, 6, 0xCDCDCDCD}
		}
		p := mustLoad(t, assemble(t, text))
		buf := make([]byte, 3*3*4)
		res, err := p.Run(Config{SubgroupSize: 4, Workgroups: [3]uint32{3, 1, 1}, Workers: 1,
			Buffers: map[[2]uint32][]byte{{0, 0}: buf}})
		if err != nil {
			t.Fatal(err)
		}
		eqU32(t, u32s(buf), append(append(append([]uint32{}, want...), want...), want...))
		diag := "" // initialised variables only; reading %z is uninitialized
		if readZ {
			diag = "uninitialized-shared-read"
		}
		wantOnly(t, res, diag)
	}
}

// TestWorkgroupMixedBlockRejected: a module with a Block and a non-Block
// Workgroup variable breaks SPV_KHR_workgroup_memory_explicit_layout and
// does not load.
func TestWorkgroupMixedBlockRejected(t *testing.T) {
	text := strings.Replace(wgBlockHead, "%a %b %out", "%a %b %plain %out", 1) + `
%a = OpVariable %pA Workgroup
%b = OpVariable %pB Workgroup
%plain = OpVariable %pwu Workgroup
%main = OpFunction %void None %fn
%entry = OpLabel
OpReturn
OpFunctionEnd
`
	_, err := Load(assemble(t, text))
	if err == nil || !strings.Contains(err.Error(), "forbids mixing") {
		t.Fatalf("want a load error about mixing Block and non-Block Workgroup variables, got %v", err)
	}
}
