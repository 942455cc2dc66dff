package vulkan

import (
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/spirv"
)

const moduleAsm = `
OpCapability Shader
OpCapability Int64
OpCapability GroupNonUniformBallot
OpCapability GroupNonUniformClustered
OpExtension "SPV_KHR_storage_buffer_storage_class"
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main"
OpEntryPoint GLCompute %other "other"
OpExecutionMode %main LocalSize 4 2 1
OpExecutionMode %other LocalSize 64 1 1
OpName %sbuf "sbuf"
OpDecorate %wg BuiltIn WorkgroupSize
OpDecorate %sx SpecId 7
OpDecorate %sb SpecId 2
OpDecorate %sl SpecId 3
OpDecorate %Blk Block
OpDecorate %Old BufferBlock
OpMemberDecorate %Blk 0 Offset 0
OpMemberDecorate %Old 0 Offset 0
OpDecorate %rta ArrayStride 4
OpDecorate %sbuf DescriptorSet 1
OpDecorate %sbuf Binding 2
OpDecorate %ubuf DescriptorSet 0
OpDecorate %ubuf Binding 5
OpDecorate %obuf DescriptorSet 0
OpDecorate %obuf Binding 1
OpDecorate %abuf DescriptorSet 3
OpDecorate %abuf Binding 0
OpMemberDecorate %Push 0 Offset 0
OpMemberDecorate %Push 1 Offset 16
OpMemberDecorate %Push 1 ColMajor
OpMemberDecorate %Push 1 MatrixStride 16
OpMemberDecorate %Push 2 Offset 48
OpDecorate %arr3 ArrayStride 8
OpDecorate %Push Block
%void = OpTypeVoid
%fn = OpTypeFunction %void
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%v2f = OpTypeVector %f32 2
%m2 = OpTypeMatrix %v2f 2
%v3u = OpTypeVector %u32 3
%c1 = OpConstant %u32 1
%c3 = OpConstant %u32 3
%sx = OpSpecConstant %u32 16
%sb = OpSpecConstantTrue %bool
%sl = OpSpecConstant %u64 5
%wg = OpSpecConstantComposite %v3u %sx %c1 %c1
%rta = OpTypeRuntimeArray %u32
%Blk = OpTypeStruct %rta
%Old = OpTypeStruct %rta
%arr3 = OpTypeArray %u32 %c3
%Push = OpTypeStruct %u32 %m2 %arr3
%pBlkSB = OpTypePointer StorageBuffer %Blk
%pBlkU = OpTypePointer Uniform %Blk
%pOldU = OpTypePointer Uniform %Old
%arrBlk = OpTypeArray %Blk %c3
%pArr = OpTypePointer StorageBuffer %arrBlk
%pPush = OpTypePointer PushConstant %Push
%sbuf = OpVariable %pBlkSB StorageBuffer
%ubuf = OpVariable %pBlkU Uniform
%obuf = OpVariable %pOldU Uniform
%abuf = OpVariable %pArr StorageBuffer
%push = OpVariable %pPush PushConstant
%main = OpFunction %void None %fn
%l1 = OpLabel
OpReturn
OpFunctionEnd
%other = OpFunction %void None %fn
%l2 = OpLabel
OpReturn
OpFunctionEnd
`

func assemble(t *testing.T, text string, version uint32) []byte {
	t.Helper()
	w, err := spirv.Assemble(text, spirv.AsmOptions{Version: version})
	if err != nil {
		t.Fatal(err)
	}
	return spirv.Encode(w)
}

func TestAnalyze(t *testing.T) {
	m, err := analyze(assemble(t, moduleAsm, spirv.Version1_3))
	if err != nil {
		t.Fatal(err)
	}
	if len(m.caps) != 4 || m.caps[3] != spirv.CapabilityGroupNonUniformClustered {
		t.Errorf("caps %v", m.caps)
	}
	if len(m.exts) != 1 || m.exts[0] != "SPV_KHR_storage_buffer_storage_class" {
		t.Errorf("exts %v", m.exts)
	}
	if _, err := m.entry(""); err == nil || !strings.Contains(err.Error(), "2 GLCompute entry points") {
		t.Errorf("ambiguous entry: %v", err)
	}
	e, err := m.entry("other")
	if err != nil || e.localSize != [3]uint32{64, 1, 1} {
		t.Fatalf("entry other: %+v %v", e, err)
	}
	// The WorkgroupSize built-in wins over LocalSize and follows SpecId 7.
	if ls, ok := m.localSize(e, nil); !ok || ls != [3]uint32{16, 1, 1} {
		t.Errorf("local size %v %v", ls, ok)
	}
	if ls, ok := m.localSize(e, map[uint32]uint64{7: 32}); !ok || ls != [3]uint32{32, 1, 1} {
		t.Errorf("specialised local size %v %v", ls, ok)
	}
	want := map[uint32]specInfo{7: {size: 4, def: 16}, 2: {size: 4, isBool: true, def: 1}, 3: {size: 8, def: 5}}
	for id, w := range want {
		g, ok := m.specs[id]
		g.resultID = 0
		if !ok || g != w {
			t.Errorf("spec %d: %+v, want %+v", id, g, w)
		}
	}
	// Push block: u32 @0, mat2 @16 (stride 16: 16+16+8 = 40 bytes to 56),
	// u32[3] @48 stride 8 (to 72).
	if m.pushSize != 72 {
		t.Errorf("push size %d, want 72", m.pushSize)
	}
	type b struct {
		set, binding uint32
		kind         BufferKind
		count        int
	}
	var got []b
	for _, x := range m.bindings {
		got = append(got, b{x.set, x.binding, x.kind, x.count})
	}
	wantB := []b{{0, 1, Storage, 1}, {0, 5, Uniform, 1}, {1, 2, Storage, 1}, {3, 0, Storage, 3}}
	if len(got) != len(wantB) {
		t.Fatalf("bindings %+v", got)
	}
	for i := range got {
		if got[i] != wantB[i] {
			t.Errorf("binding %d: %+v, want %+v", i, got[i], wantB[i])
		}
	}
	if m.bindings[2].name != "sbuf" {
		t.Errorf("name %q", m.bindings[2].name)
	}
}

func TestAnalyzeErrors(t *testing.T) {
	if _, err := analyze([]byte{1, 2, 3}); err == nil {
		t.Error("short module accepted")
	}
	m, err := analyze(assemble(t, "OpCapability Shader\nOpMemoryModel Logical GLSL450", spirv.Version1_0))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.entry(""); err == nil || !strings.Contains(err.Error(), "no GLCompute entry point") {
		t.Errorf("err = %v", err)
	}
}

// fakeDevice is a device with everything a Vulkan 1.3 GPU typically has
// except what a test takes away.
func fakeDevice() (*DeviceInfo, *devCaps) {
	info := &DeviceInfo{Name: "fake", SubgroupSize: 32, SubgroupStages: StageCompute,
		SubgroupOps: OpBasic | OpVote | OpArithmetic | OpBallot | OpShuffle | OpShuffleRelative | OpQuad}
	c := &devCaps{api: MakeVersion(1, 3, 0), exts: map[string]bool{}}
	c.f10.shaderInt64 = 1
	return info, c
}

func TestCheckModule(t *testing.T) {
	m, err := analyze(assemble(t, moduleAsm, spirv.Version1_3))
	if err != nil {
		t.Fatal(err)
	}
	info, c := fakeDevice()
	missing := checkModule(m, info, c)
	if len(missing) != 1 || !strings.Contains(missing[0], "capability GroupNonUniformClustered (needs VK_SUBGROUP_FEATURE_CLUSTERED_BIT; the device supports basic,vote,") {
		t.Errorf("missing %q", missing)
	}
	info.SubgroupOps |= OpClustered
	if missing := checkModule(m, info, c); len(missing) != 0 {
		t.Errorf("missing %q", missing)
	}
	c.f10.shaderInt64 = 0
	info.SubgroupStages = 0x10
	missing = checkModule(m, info, c)
	joined := strings.Join(missing, "\n")
	for _, w := range []string{"capability Int64 (needs the shaderInt64 feature)",
		"capability GroupNonUniformBallot (the device supports no subgroup operations in compute shaders)"} {
		if !strings.Contains(joined, w) {
			t.Errorf("missing %q lacks %q", missing, w)
		}
	}
	// A Vulkan 1.1 device takes SPIR-V 1.3 at most.
	info, c = fakeDevice()
	c.api = MakeVersion(1, 1, 0)
	m16, err := analyze(assemble(t, "OpCapability Shader\nOpCapability GroupNonUniformPartitionedNV\nOpExtension \"SPV_NV_shader_subgroup_partitioned\"\nOpExtension \"SPV_XYZ_unknown\"\nOpMemoryModel Logical GLSL450", spirv.Version1_6))
	if err != nil {
		t.Fatal(err)
	}
	joined = strings.Join(checkModule(m16, info, c), "\n")
	for _, w := range []string{"SPIR-V 1.6 (Vulkan 1.1 accepts up to SPIR-V 1.3)",
		"extension SPV_NV_shader_subgroup_partitioned (needs VK_NV_shader_subgroup_partitioned)",
		"extension SPV_XYZ_unknown (not known to this back end)",
		"capability GroupNonUniformPartitionedNV (needs VK_NV_shader_subgroup_partitioned, which the device does not offer)"} {
		if !strings.Contains(joined, w) {
			t.Errorf("%q lacks %q", joined, w)
		}
	}
	info.PartitionedNV = true
	c.exts["VK_NV_shader_subgroup_partitioned"] = true
	if joined := strings.Join(checkModule(m16, info, c), "\n"); !strings.Contains(joined, "needs VK_SUBGROUP_FEATURE_PARTITIONED_BIT_NV;") {
		t.Errorf("%q", joined)
	}
}

func TestUnavailableError(t *testing.T) {
	err := error(&UnavailableError{Reason: "cannot open the Vulkan loader"})
	if !strings.Contains(err.Error(), "apt-get install mesa-vulkan-drivers libvulkan1") {
		t.Error(err)
	}
	if !errorsIs(err, ErrUnavailable) {
		t.Error("errors.Is(err, ErrUnavailable) is false")
	}
}

// coopMatAsm fills a 16x16 float accumulator with 2.0 and stores it row
// major to binding 0 (SPV_KHR_cooperative_matrix, Vulkan memory model).
const coopMatAsm = `
OpCapability Shader
OpCapability VulkanMemoryModel
OpCapability CooperativeMatrixKHR
OpExtension "SPV_KHR_cooperative_matrix"
OpMemoryModel Logical Vulkan
OpEntryPoint GLCompute %main "main" %buf
OpExecutionMode %main LocalSize 64 1 1
OpDecorate %arr ArrayStride 4
OpMemberDecorate %blk 0 Offset 0
OpDecorate %blk Block
OpDecorate %buf DescriptorSet 0
OpDecorate %buf Binding 0
%void = OpTypeVoid
%fn = OpTypeFunction %void
%uint = OpTypeInt 32 0
%float = OpTypeFloat 32
%arr = OpTypeRuntimeArray %float
%blk = OpTypeStruct %arr
%pblk = OpTypePointer StorageBuffer %blk
%buf = OpVariable %pblk StorageBuffer
%pf = OpTypePointer StorageBuffer %float
%c0 = OpConstant %uint 0
%c2 = OpConstant %uint 2
%c3 = OpConstant %uint 3
%c16 = OpConstant %uint 16
%two = OpConstant %float 2
%cm = OpTypeCooperativeMatrixKHR %float %c3 %c16 %c16 %c2
%main = OpFunction %void None %fn
%e = OpLabel
%m = OpCompositeConstruct %cm %two
%p = OpAccessChain %pf %buf %c0 %c0
OpCooperativeMatrixStoreKHR %p %m %c0 %c16
OpReturn
OpFunctionEnd
`

// TestCheckCoopMat: a cooperative-matrix module needs VK_KHR_cooperative_matrix
// and its cooperativeMatrix feature (queried and enabled by Open when the
// device offers the extension); a device without them is named as
// lacking the extension, one with the extension but not the feature as
// lacking the feature, and one with both runs it.
func TestCheckCoopMat(t *testing.T) {
	m, err := analyze(assemble(t, coopMatAsm, spirv.Version1_6))
	if err != nil {
		t.Fatal(err)
	}
	info, c := fakeDevice()
	c.f12.vulkanMemoryModel = 1
	joined := strings.Join(checkModule(m, info, c), "\n")
	for _, w := range []string{"extension SPV_KHR_cooperative_matrix (the device lacks VK_KHR_cooperative_matrix)",
		"capability CooperativeMatrixKHR (the device lacks VK_KHR_cooperative_matrix)"} {
		if !strings.Contains(joined, w) {
			t.Errorf("%q lacks %q", joined, w)
		}
	}
	c.exts["VK_KHR_cooperative_matrix"] = true
	if joined := strings.Join(checkModule(m, info, c), "\n"); joined != "capability CooperativeMatrixKHR (needs the cooperativeMatrix feature of VK_KHR_cooperative_matrix)" {
		t.Errorf("with the extension but not the feature: %q", joined)
	}
	c.extF[0].b[0] = 1 // cooperativeMatrix
	if missing := checkModule(m, info, c); len(missing) != 0 {
		t.Errorf("with the feature: %q", missing)
	}
	if !c.featureMap()["cooperativeMatrix"] || c.featureMap()["cooperativeMatrixRobustBufferAccess"] {
		t.Errorf("feature map: %v", c.featureMap())
	}
	// The same matrix at Workgroup scope (ggml's coopmat2 shaders) needs
	// VK_NV_cooperative_matrix2's cooperativeMatrixWorkgroupScope.
	mw, err := analyze(assemble(t, strings.Replace(coopMatAsm, "%cm = OpTypeCooperativeMatrixKHR %float %c3", "%cm = OpTypeCooperativeMatrixKHR %float %c2", 1), spirv.Version1_6))
	if err != nil {
		t.Fatal(err)
	}
	if joined := strings.Join(checkModule(mw, info, c), "\n"); joined != "Workgroup-scope cooperative matrices (the device lacks VK_NV_cooperative_matrix2)" {
		t.Errorf("Workgroup scope: %q", joined)
	}
	c.exts["VK_NV_cooperative_matrix2"] = true
	c.extF[3].b[0] = 1 // cooperativeMatrixWorkgroupScope
	if missing := checkModule(mw, info, c); len(missing) != 0 {
		t.Errorf("Workgroup scope with the feature: %q", missing)
	}
	// The narrow floats name their extension's features the same way.
	mb, err := analyze(assemble(t, "OpCapability Shader\nOpCapability BFloat16TypeKHR\nOpCapability BFloat16DotProductKHR\nOpCapability Float8EXT\nOpCapability Float4EXT\nOpExtension \"SPV_KHR_bfloat16\"\nOpExtension \"SPV_EXT_float8\"\nOpExtension \"SPV_EXT_ocp_microscaling_types\"\nOpMemoryModel Logical GLSL450", spirv.Version1_6))
	if err != nil {
		t.Fatal(err)
	}
	c.exts["VK_KHR_shader_bfloat16"] = true
	c.extF[1].b[0] = 1 // shaderBFloat16Type, not the dot product
	joined = strings.Join(checkModule(mb, info, c), "\n")
	for _, w := range []string{"capability BFloat16DotProductKHR (needs the shaderBFloat16DotProduct feature of VK_KHR_shader_bfloat16)",
		"capability Float8EXT (the device lacks VK_EXT_shader_float8)", "extension SPV_EXT_float8 (the device lacks VK_EXT_shader_float8)",
		"capability Float4EXT (the device lacks VK_EXT_shader_ocp_microscaling_types)"} {
		if !strings.Contains(joined, w) {
			t.Errorf("%q lacks %q", joined, w)
		}
	}
	if strings.Contains(joined, "BFloat16TypeKHR") {
		t.Errorf("BFloat16TypeKHR reported though the feature is there: %q", joined)
	}
}
