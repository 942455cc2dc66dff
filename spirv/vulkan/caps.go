package vulkan

import (
	"fmt"
	"reflect"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// devCaps holds the features of a physical device as queried, in the
// structures that are also chained into VkDeviceCreateInfo to enable them.
// The core 1.1/1.2/1.3 structures are only filled (and only enabled) when
// the device's effective API version has them; the extension structures
// only when the extension is present.
type devCaps struct {
	api       Version // min(device, instance) API version
	props     vkPhysicalDeviceProperties
	f10       vkPhysicalDeviceFeatures
	f11       vkPhysicalDeviceVulkan11Features
	f12       vkPhysicalDeviceVulkan12Features
	f13       vkPhysicalDeviceVulkan13Features
	sizeCtl   vkPhysicalDeviceSubgroupSizeControlFeatures
	rotate    vkPhysicalDeviceShaderSubgroupRotateFeatures
	atomicF   vkPhysicalDeviceShaderAtomicFloatFeatures
	clock     vkPhysicalDeviceShaderClockFeatures
	maxReconv vkPhysicalDeviceShaderMaximalReconvergenceFeatures
	// extF holds the features of extFeatureStructs, index for index, as
	// queried (all zero when the device lacks the extension).
	extF       [len(extFeatureStructs)]vkFeatureBools
	exts       map[string]bool
	memTypes   vkPhysicalDeviceMemoryProperties
	queueFam   int // a compute-capable queue family, -1 if none
	sizeCtlExt bool
}

// featureMap lists every feature of the queried structures by its Vulkan
// member name (the Go fields carry those names). Structures the device
// does not have stay zero, so their features read as absent.
func (c *devCaps) featureMap() map[string]bool {
	m := map[string]bool{}
	for _, s := range []any{&c.f10, &c.f11, &c.f12, &c.f13, &c.sizeCtl, &c.rotate, &c.atomicF, &c.clock, &c.maxReconv} {
		v := reflect.ValueOf(s).Elem()
		t := v.Type()
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			if f.Name == "sType" || f.Name == "pNext" || f.Name == "_" || f.Type.Kind() != reflect.Uint32 {
				continue
			}
			m[f.Name] = m[f.Name] || v.Field(i).Uint() != 0
		}
	}
	for i, s := range extFeatureStructs {
		for j, n := range s.features {
			m[n] = m[n] || c.extF[i].b[j] != 0
		}
	}
	return m
}

// extFeatureStructs are the extensions of cooperative matrices and narrow
// floats whose features Open queries and, when the device offers the
// extension, enables with it (names, structure types and member order
// from the Vulkan headers). A module that needs one the device lacks is
// refused with an UnsupportedError naming the extension or the feature
// (checkModule).
var extFeatureStructs = [...]struct {
	ext      string
	sType    uint32
	features []string
}{
	{"VK_KHR_cooperative_matrix", 1000506000, []string{"cooperativeMatrix", "cooperativeMatrixRobustBufferAccess"}},
	{"VK_KHR_shader_bfloat16", 1000141000, []string{"shaderBFloat16Type", "shaderBFloat16DotProduct", "shaderBFloat16CooperativeMatrix"}},
	{"VK_EXT_shader_float8", 1000567000, []string{"shaderFloat8", "shaderFloat8CooperativeMatrix"}},
	{"VK_NV_cooperative_matrix2", 1000593000, []string{"cooperativeMatrixWorkgroupScope", "cooperativeMatrixFlexibleDimensions",
		"cooperativeMatrixReductions", "cooperativeMatrixConversions", "cooperativeMatrixPerElementOperations",
		"cooperativeMatrixTensorAddressing", "cooperativeMatrixBlockLoads"}},
	{"VK_EXT_shader_ocp_microscaling_types", 1000672000, []string{"shaderFloat4", "shaderFloat6", "shaderFloat8UnsignedE8M0", "shaderMXInt8"}},
	// VkPhysicalDeviceComputeShaderDerivativesFeaturesKHR (the NV
	// extension's structure, promoted with its type)
	{"VK_KHR_compute_shader_derivatives", 1000201000, []string{"computeDerivativeGroupQuads", "computeDerivativeGroupLinear"}},
}

// extFeature says why an extension feature of extFeatureStructs is not
// usable ("" when it is): the device lacks the extension, or has it
// without the feature.
func (c *devCaps) extFeature(ext, name string) string {
	for i, s := range extFeatureStructs {
		if s.ext != ext {
			continue
		}
		if !c.exts[ext] {
			return "the device lacks " + ext
		}
		for j, n := range s.features {
			if n == name && c.extF[i].b[j] != 0 {
				return ""
			}
		}
		return "needs the " + name + " feature of " + ext
	}
	return "not known to this back end"
}

func (c *devCaps) has12() bool { return c.api >= MakeVersion(1, 2, 0) }
func (c *devCaps) has13() bool { return c.api >= MakeVersion(1, 3, 0) }

// maxSPIRV is the highest SPIR-V version a Vulkan version must accept.
func maxSPIRV(api Version) uint32 {
	switch {
	case api >= MakeVersion(1, 3, 0):
		return spirv.Version1_6
	case api >= MakeVersion(1, 2, 0):
		return spirv.Version1_5
	case api >= MakeVersion(1, 1, 0):
		return spirv.Version1_3
	}
	return spirv.Version1_0
}

// spvExtensions maps SPIR-V extensions to the Vulkan extension that allows
// them and the Vulkan version that made it core (0: never).
var spvExtensions = map[string]struct {
	vk   string
	core Version
}{
	"SPV_KHR_storage_buffer_storage_class": {"VK_KHR_storage_buffer_storage_class", MakeVersion(1, 1, 0)},
	"SPV_KHR_variable_pointers":            {"VK_KHR_variable_pointers", MakeVersion(1, 1, 0)},
	"SPV_KHR_16bit_storage":                {"VK_KHR_16bit_storage", MakeVersion(1, 1, 0)},
	"SPV_KHR_8bit_storage":                 {"VK_KHR_8bit_storage", MakeVersion(1, 2, 0)},
	"SPV_KHR_vulkan_memory_model":          {"VK_KHR_vulkan_memory_model", MakeVersion(1, 2, 0)},
	"SPV_KHR_physical_storage_buffer":      {"VK_KHR_buffer_device_address", MakeVersion(1, 2, 0)},
	"SPV_KHR_float_controls":               {"VK_KHR_shader_float_controls", MakeVersion(1, 2, 0)},
	"SPV_EXT_descriptor_indexing":          {"VK_EXT_descriptor_indexing", MakeVersion(1, 2, 0)},
	"SPV_KHR_non_semantic_info":            {"VK_KHR_shader_non_semantic_info", MakeVersion(1, 3, 0)},
	"SPV_KHR_terminate_invocation":         {"VK_KHR_shader_terminate_invocation", MakeVersion(1, 3, 0)},
	"SPV_KHR_integer_dot_product":          {"VK_KHR_shader_integer_dot_product", MakeVersion(1, 3, 0)},
	"SPV_EXT_demote_to_helper_invocation":  {"VK_EXT_shader_demote_to_helper_invocation", MakeVersion(1, 3, 0)},
	"SPV_KHR_shader_ballot":                {"VK_EXT_shader_subgroup_ballot", 0},
	"SPV_KHR_subgroup_vote":                {"VK_EXT_shader_subgroup_vote", 0},
	"SPV_KHR_shader_clock":                 {"VK_KHR_shader_clock", 0},
	"SPV_KHR_subgroup_rotate":              {"VK_KHR_shader_subgroup_rotate", MakeVersion(1, 4, 0)},
	"SPV_NV_shader_subgroup_partitioned":   {"VK_NV_shader_subgroup_partitioned", 0},
	"SPV_EXT_shader_atomic_float_add":      {"VK_EXT_shader_atomic_float", 0},
	"SPV_KHR_maximal_reconvergence":        {"VK_KHR_shader_maximal_reconvergence", 0},
	"SPV_KHR_cooperative_matrix":           {"VK_KHR_cooperative_matrix", 0},
	"SPV_KHR_bfloat16":                     {"VK_KHR_shader_bfloat16", 0},
	"SPV_EXT_float8":                       {"VK_EXT_shader_float8", 0},
	"SPV_NV_cooperative_matrix2":           {"VK_NV_cooperative_matrix2", 0},
	"SPV_NV_tensor_addressing":             {"VK_NV_cooperative_matrix2", 0},
	"SPV_EXT_ocp_microscaling_types":       {"VK_EXT_shader_ocp_microscaling_types", 0},
	"SPV_KHR_compute_shader_derivatives":   {"VK_KHR_compute_shader_derivatives", 0},
}

// notEnabledExtensions are SPIR-V extensions whose Vulkan extension the
// back end knows but does not enable (it would also need the extension's
// feature structure): a module using one is skipped, naming it.
var notEnabledExtensions = map[string]string{
	"SPV_KHR_subgroup_uniform_control_flow":    "VK_KHR_shader_subgroup_uniform_control_flow",
	"SPV_KHR_workgroup_memory_explicit_layout": "VK_KHR_workgroup_memory_explicit_layout",
	"SPV_EXT_shader_image_int64":               "VK_EXT_shader_image_atomic_int64",
}

// optionalExtensions are enabled on the device whenever it offers them
// (and, for promoted ones, when its version lacks them).
var optionalExtensions = []struct {
	name string
	core Version
}{
	{"VK_KHR_portability_subset", 0}, // required when present
	{"VK_NV_shader_subgroup_partitioned", 0},
	{"VK_KHR_shader_subgroup_rotate", 0},
	{"VK_EXT_subgroup_size_control", MakeVersion(1, 3, 0)},
	{"VK_KHR_shader_subgroup_extended_types", MakeVersion(1, 2, 0)},
	{"VK_EXT_shader_subgroup_ballot", 0},
	{"VK_EXT_shader_subgroup_vote", 0},
	{"VK_KHR_shader_non_semantic_info", MakeVersion(1, 3, 0)},
	{"VK_KHR_shader_clock", 0},
	{"VK_EXT_shader_atomic_float", 0},
	{"VK_KHR_shader_maximal_reconvergence", 0},
}

// extEnabled reports whether an extension is usable on the opened device:
// core in its version, or offered (and so enabled by Open).
func (c *devCaps) extEnabled(name string, core Version) bool {
	return (core != 0 && c.api >= core) || c.exts[name]
}

// checkModule lists what the module needs that the device does not have.
func checkModule(m *moduleInfo, info *DeviceInfo, c *devCaps) []string {
	var missing []string
	if max := maxSPIRV(c.api); m.version > max {
		missing = append(missing, fmt.Sprintf("SPIR-V %s (Vulkan %d.%d accepts up to SPIR-V %s)",
			spirv.VersionString(m.version), c.api.Major(), c.api.Minor(), spirv.VersionString(max)))
	}
	for _, e := range m.exts {
		if len(e) > 10 && e[:10] == "SPV_GOOGLE" {
			continue // decorations only, accepted by every driver
		}
		x, ok := spvExtensions[e]
		if !ok {
			if vk := notEnabledExtensions[e]; vk != "" {
				missing = append(missing, fmt.Sprintf("extension %s (needs %s and its feature, which this back end does not enable yet)", e, vk))
			} else {
				missing = append(missing, fmt.Sprintf("extension %s (not known to this back end)", e))
			}
			continue
		}
		if !c.extEnabled(x.vk, x.core) {
			if x.core == 0 && hasFeatureStruct(x.vk) {
				missing = append(missing, fmt.Sprintf("extension %s (the device lacks %s)", e, x.vk))
				continue
			}
			missing = append(missing, fmt.Sprintf("extension %s (needs %s)", e, x.vk))
		} else if e == "SPV_KHR_maximal_reconvergence" && c.maxReconv.shaderMaximalReconvergence == 0 {
			missing = append(missing, fmt.Sprintf("extension %s (needs the shaderMaximalReconvergence feature)", e))
		}
	}
	if m.workgroupCoopMat() {
		if why := c.extFeature("VK_NV_cooperative_matrix2", "cooperativeMatrixWorkgroupScope"); why != "" {
			missing = append(missing, "Workgroup-scope cooperative matrices ("+why+")")
		}
	}
	seen := map[spirv.Capability]bool{}
	for _, cp := range m.caps {
		if seen[cp] {
			continue
		}
		seen[cp] = true
		if why := capMissing(cp, info, c); why != "" {
			missing = append(missing, fmt.Sprintf("capability %s (%s)", capName(cp), why))
		}
	}
	return missing
}

func hasFeatureStruct(ext string) bool {
	for _, s := range extFeatureStructs {
		if s.ext == ext {
			return true
		}
	}
	return false
}

func feature(b uint32, name string) string {
	if b != 0 {
		return ""
	}
	return "needs the " + name + " feature"
}

// capMissing says why a capability cannot be used, or "" when it can.
func capMissing(cp spirv.Capability, info *DeviceInfo, c *devCaps) string {
	subgroup := func(bit SubgroupOps, name string) string {
		if info.SubgroupStages&StageCompute == 0 {
			return "the device supports no subgroup operations in compute shaders"
		}
		if info.SubgroupOps&bit == 0 {
			return fmt.Sprintf("needs %s; the device supports %s", name, info.SubgroupOps)
		}
		return ""
	}
	switch cp {
	case spirv.CapabilityMatrix, spirv.CapabilityShader, spirv.CapabilitySampled1D, spirv.CapabilityImage1D,
		spirv.CapabilitySampledBuffer, spirv.CapabilityImageBuffer, spirv.CapabilityImageQuery,
		spirv.CapabilityStorageImageExtendedFormats, spirv.CapabilityDerivativeControl:
		return ""
	case spirv.CapabilityComputeDerivativeGroupQuadsNV:
		return c.extFeature("VK_KHR_compute_shader_derivatives", "computeDerivativeGroupQuads")
	case spirv.CapabilityComputeDerivativeGroupLinearNV:
		return c.extFeature("VK_KHR_compute_shader_derivatives", "computeDerivativeGroupLinear")
	case spirv.CapabilityStorageImageMultisample:
		return feature(c.f10.shaderStorageImageMultisample, "shaderStorageImageMultisample")
	case spirv.CapabilityImageMSArray:
		return feature(c.f10.shaderStorageImageMultisample, "shaderStorageImageMultisample")
	case spirv.CapabilityStorageImageReadWithoutFormat:
		return feature(c.f10.shaderStorageImageReadWithoutFormat, "shaderStorageImageReadWithoutFormat")
	case spirv.CapabilityStorageImageWriteWithoutFormat:
		return feature(c.f10.shaderStorageImageWriteWithoutFormat, "shaderStorageImageWriteWithoutFormat")
	case spirv.CapabilityImageGatherExtended:
		return feature(c.f10.shaderImageGatherExtended, "shaderImageGatherExtended")
	case spirv.CapabilitySampledCubeArray, spirv.CapabilityImageCubeArray:
		return feature(c.f10.imageCubeArray, "imageCubeArray")
	case spirv.CapabilityMinLod:
		return feature(c.f10.shaderResourceMinLod, "shaderResourceMinLod")
	case spirv.CapabilitySampledImageArrayDynamicIndexing:
		return feature(c.f10.shaderSampledImageArrayDynamicIndexing, "shaderSampledImageArrayDynamicIndexing")
	case spirv.CapabilityStorageImageArrayDynamicIndexing:
		return feature(c.f10.shaderStorageImageArrayDynamicIndexing, "shaderStorageImageArrayDynamicIndexing")
	case spirv.CapabilityInt64ImageEXT:
		return "needs VK_EXT_shader_image_atomic_int64 and its shaderImageInt64Atomics feature, which this back end does not enable yet"
	case spirv.CapabilityInt64:
		return feature(c.f10.shaderInt64, "shaderInt64")
	case spirv.CapabilityInt16:
		return feature(c.f10.shaderInt16, "shaderInt16")
	case spirv.CapabilityFloat64:
		return feature(c.f10.shaderFloat64, "shaderFloat64")
	case spirv.CapabilityInt8:
		return feature(c.f12.shaderInt8, "shaderInt8")
	case spirv.CapabilityFloat16:
		return feature(c.f12.shaderFloat16, "shaderFloat16")
	case spirv.CapabilityStorageBuffer16BitAccess:
		return feature(c.f11.storageBuffer16BitAccess, "storageBuffer16BitAccess")
	case spirv.CapabilityUniformAndStorageBuffer16BitAccess:
		return feature(c.f11.uniformAndStorageBuffer16BitAccess, "uniformAndStorageBuffer16BitAccess")
	case spirv.CapabilityStoragePushConstant16:
		return feature(c.f11.storagePushConstant16, "storagePushConstant16")
	case spirv.CapabilityStorageBuffer8BitAccess:
		return feature(c.f12.storageBuffer8BitAccess, "storageBuffer8BitAccess")
	case spirv.CapabilityUniformAndStorageBuffer8BitAccess:
		return feature(c.f12.uniformAndStorageBuffer8BitAccess, "uniformAndStorageBuffer8BitAccess")
	case spirv.CapabilityStoragePushConstant8:
		return feature(c.f12.storagePushConstant8, "storagePushConstant8")
	case spirv.CapabilityInt64Atomics:
		return feature(c.f12.shaderBufferInt64Atomics|c.f12.shaderSharedInt64Atomics, "shaderBufferInt64Atomics")
	case spirv.CapabilityVariablePointersStorageBuffer:
		return feature(c.f11.variablePointersStorageBuffer, "variablePointersStorageBuffer")
	case spirv.CapabilityVariablePointers:
		return feature(c.f11.variablePointers, "variablePointers")
	case spirv.CapabilityVulkanMemoryModel:
		return feature(c.f12.vulkanMemoryModel, "vulkanMemoryModel")
	case spirv.CapabilityVulkanMemoryModelDeviceScope:
		return feature(c.f12.vulkanMemoryModelDeviceScope, "vulkanMemoryModelDeviceScope")
	case spirv.CapabilityPhysicalStorageBufferAddresses:
		return feature(c.f12.bufferDeviceAddress, "bufferDeviceAddress")
	case spirv.CapabilityShaderNonUniform:
		if !c.has12() {
			return "needs Vulkan 1.2"
		}
		return ""
	case spirv.CapabilityRuntimeDescriptorArray:
		return feature(c.f12.runtimeDescriptorArray, "runtimeDescriptorArray")
	case spirv.CapabilityStorageBufferArrayDynamicIndexing:
		return feature(c.f10.shaderStorageBufferArrayDynamicIndexing, "shaderStorageBufferArrayDynamicIndexing")
	case spirv.CapabilityUniformBufferArrayDynamicIndexing:
		return feature(c.f10.shaderUniformBufferArrayDynamicIndexing, "shaderUniformBufferArrayDynamicIndexing")
	case spirv.CapabilityStorageBufferArrayNonUniformIndexing:
		return feature(c.f12.shaderStorageBufferArrayNonUniformIndexing, "shaderStorageBufferArrayNonUniformIndexing")
	case spirv.CapabilityUniformBufferArrayNonUniformIndexing:
		return feature(c.f12.shaderUniformBufferArrayNonUniformIndexing, "shaderUniformBufferArrayNonUniformIndexing")
	case spirv.CapabilityDemoteToHelperInvocation:
		return feature(c.f13.shaderDemoteToHelperInvocation, "shaderDemoteToHelperInvocation")
	case spirv.CapabilityDotProduct, spirv.CapabilityDotProductInputAll,
		spirv.CapabilityDotProductInput4x8Bit, spirv.CapabilityDotProductInput4x8BitPacked:
		return feature(c.f13.shaderIntegerDotProduct, "shaderIntegerDotProduct")
	case spirv.CapabilityAtomicFloat32AddEXT:
		return feature(c.atomicF.shaderBufferFloat32AtomicAdd|c.atomicF.shaderSharedFloat32AtomicAdd, "shaderBufferFloat32AtomicAdd (VK_EXT_shader_atomic_float)")
	case spirv.CapabilityShaderClockKHR:
		return feature(c.clock.shaderSubgroupClock|c.clock.shaderDeviceClock, "shaderSubgroupClock (VK_KHR_shader_clock)")
	case spirv.CapabilitySubgroupBallotKHR:
		if !c.exts["VK_EXT_shader_subgroup_ballot"] {
			return "needs VK_EXT_shader_subgroup_ballot"
		}
		return ""
	case spirv.CapabilitySubgroupVoteKHR:
		if !c.exts["VK_EXT_shader_subgroup_vote"] {
			return "needs VK_EXT_shader_subgroup_vote"
		}
		return ""
	case spirv.CapabilityGroupNonUniform:
		return subgroup(OpBasic, "VK_SUBGROUP_FEATURE_BASIC_BIT")
	case spirv.CapabilityGroupNonUniformVote:
		return subgroup(OpVote, "VK_SUBGROUP_FEATURE_VOTE_BIT")
	case spirv.CapabilityGroupNonUniformArithmetic:
		return subgroup(OpArithmetic, "VK_SUBGROUP_FEATURE_ARITHMETIC_BIT")
	case spirv.CapabilityGroupNonUniformBallot:
		return subgroup(OpBallot, "VK_SUBGROUP_FEATURE_BALLOT_BIT")
	case spirv.CapabilityGroupNonUniformShuffle:
		return subgroup(OpShuffle, "VK_SUBGROUP_FEATURE_SHUFFLE_BIT")
	case spirv.CapabilityGroupNonUniformShuffleRelative:
		return subgroup(OpShuffleRelative, "VK_SUBGROUP_FEATURE_SHUFFLE_RELATIVE_BIT")
	case spirv.CapabilityGroupNonUniformClustered:
		return subgroup(OpClustered, "VK_SUBGROUP_FEATURE_CLUSTERED_BIT")
	case spirv.CapabilityGroupNonUniformQuad:
		return subgroup(OpQuad, "VK_SUBGROUP_FEATURE_QUAD_BIT")
	case spirv.CapabilityGroupNonUniformPartitionedNV:
		if !info.PartitionedNV {
			return "needs VK_NV_shader_subgroup_partitioned, which the device does not offer"
		}
		return subgroup(OpPartitionedNV, "VK_SUBGROUP_FEATURE_PARTITIONED_BIT_NV")
	case spirv.CapabilityCooperativeMatrixKHR:
		return c.extFeature("VK_KHR_cooperative_matrix", "cooperativeMatrix")
	case spirv.CapabilityBFloat16TypeKHR:
		return c.extFeature("VK_KHR_shader_bfloat16", "shaderBFloat16Type")
	case spirv.CapabilityBFloat16DotProductKHR:
		return c.extFeature("VK_KHR_shader_bfloat16", "shaderBFloat16DotProduct")
	case spirv.CapabilityBFloat16CooperativeMatrixKHR:
		return c.extFeature("VK_KHR_shader_bfloat16", "shaderBFloat16CooperativeMatrix")
	case spirv.CapabilityFloat8EXT:
		return c.extFeature("VK_EXT_shader_float8", "shaderFloat8")
	case spirv.CapabilityFloat8CooperativeMatrixEXT:
		return c.extFeature("VK_EXT_shader_float8", "shaderFloat8CooperativeMatrix")
	case spirv.CapabilityFloat4EXT, spirv.CapabilityBitcastExtractEXT:
		// BitcastExtractEXT comes with the narrow types it extracts
		return c.extFeature("VK_EXT_shader_ocp_microscaling_types", "shaderFloat4")
	case spirv.CapabilityCooperativeMatrixReductionsNV:
		return c.extFeature("VK_NV_cooperative_matrix2", "cooperativeMatrixReductions")
	case spirv.CapabilityCooperativeMatrixConversionsNV:
		return c.extFeature("VK_NV_cooperative_matrix2", "cooperativeMatrixConversions")
	case spirv.CapabilityCooperativeMatrixPerElementOperationsNV:
		return c.extFeature("VK_NV_cooperative_matrix2", "cooperativeMatrixPerElementOperations")
	case spirv.CapabilityCooperativeMatrixTensorAddressingNV, spirv.CapabilityTensorAddressingNV:
		return c.extFeature("VK_NV_cooperative_matrix2", "cooperativeMatrixTensorAddressing")
	case spirv.CapabilityCooperativeMatrixBlockLoadsNV:
		return c.extFeature("VK_NV_cooperative_matrix2", "cooperativeMatrixBlockLoads")
	case spirv.CapabilityGroupNonUniformRotateKHR:
		if !info.RotateKHR && !c.extEnabled("VK_KHR_shader_subgroup_rotate", MakeVersion(1, 4, 0)) {
			return "needs VK_KHR_shader_subgroup_rotate, which the device does not offer"
		}
		return feature(c.rotate.shaderSubgroupRotate, "shaderSubgroupRotate")
	}
	return "not known to this back end"
}

// workgroupCoopMat reports a cooperative-matrix type of Workgroup scope
// (ggml's coopmat2 shaders), which needs VK_NV_cooperative_matrix2's
// cooperativeMatrixWorkgroupScope feature.
func (m *moduleInfo) workgroupCoopMat() bool {
	for _, t := range m.types {
		if t.Op != spirv.OpTypeCooperativeMatrixKHR || len(t.Words) < 4 {
			continue
		}
		if k, ok := m.consts[t.Words[3]]; ok && k.Op == spirv.OpConstant && len(k.Words) > 3 && spirv.Scope(k.Words[3]) == spirv.ScopeWorkgroup {
			return true
		}
	}
	return false
}
