package vulkan

// This file declares the Vulkan C structures the package hands to the
// driver, laid out exactly as vulkan_core.h lays them out on a 64-bit (LP64)
// platform: VkBool32, VkFlags and enums are uint32, VkDeviceSize and
// non-dispatchable handles are uint64, pointers and size_t are uintptr, and
// explicit _ fields reproduce the C padding. The structures are only ever
// placed in memory the Go garbage collector does not manage (see arena.go),
// so the uintptr fields never hold Go pointers. layout_test.go checks sizes
// and offsets against the values of the C headers.

// Handle is a non-dispatchable Vulkan handle (a 64-bit integer).
type vkHandle = uint64

// vkResult is VkResult.
type vkResult int32

// Structure types (VkStructureType).
const (
	stApplicationInfo                     = 0
	stInstanceCreateInfo                  = 1
	stDeviceQueueCreateInfo               = 2
	stDeviceCreateInfo                    = 3
	stSubmitInfo                          = 4
	stMemoryAllocateInfo                  = 5
	stFenceCreateInfo                     = 8
	stBufferCreateInfo                    = 12
	stShaderModuleCreateInfo              = 16
	stPipelineShaderStageCreateInfo       = 18
	stComputePipelineCreateInfo           = 29
	stPipelineLayoutCreateInfo            = 30
	stDescriptorSetLayoutCreateInfo       = 32
	stDescriptorPoolCreateInfo            = 33
	stDescriptorSetAllocateInfo           = 34
	stWriteDescriptorSet                  = 35
	stCommandPoolCreateInfo               = 39
	stCommandBufferAllocateInfo           = 40
	stCommandBufferBeginInfo              = 42
	stMemoryBarrier                       = 46
	stPhysicalDeviceVulkan11Features      = 49
	stPhysicalDeviceVulkan12Features      = 51
	stPhysicalDeviceVulkan13Features      = 53
	stPhysicalDeviceFeatures2             = 1000059000
	stPhysicalDeviceProperties2           = 1000059001
	stPhysicalDeviceSubgroupProperties    = 1000094000
	stPhysicalDeviceDriverProperties      = 1000196000
	stPhysicalDeviceFloatControlsProps    = 1000197000
	stPhysicalDeviceSubgroupSizeControlP  = 1000225000
	stRequiredSubgroupSizeCreateInfo      = 1000225001
	stPhysicalDeviceSubgroupSizeControlF  = 1000225002
	stPhysicalDeviceShaderSubgroupRotateF = 1000416000
	stPhysicalDeviceShaderMaxReconvF      = 1000434000
	stPhysicalDeviceShaderAtomicFloatF    = 1000260000
	stPhysicalDeviceShaderClockF          = 1000181000
)

// VkResult values.
const (
	vkSuccess                 vkResult = 0
	vkNotReady                vkResult = 1
	vkTimeout                 vkResult = 2
	vkIncomplete              vkResult = 5
	vkErrorOutOfHostMemory    vkResult = -1
	vkErrorOutOfDeviceMemory  vkResult = -2
	vkErrorInitializationFail vkResult = -3
	vkErrorDeviceLost         vkResult = -4
	vkErrorMemoryMapFailed    vkResult = -5
	vkErrorLayerNotPresent    vkResult = -6
	vkErrorExtensionNotPres   vkResult = -7
	vkErrorFeatureNotPresent  vkResult = -8
	vkErrorIncompatibleDriver vkResult = -9
	vkErrorTooManyObjects     vkResult = -10
	vkErrorFormatNotSupported vkResult = -11
	vkErrorFragmentedPool     vkResult = -12
	vkErrorUnknown            vkResult = -13
	vkErrorOutOfPoolMemory    vkResult = -1000069000
	vkErrorInvalidShaderNV    vkResult = -1000012000
)

func (r vkResult) String() string {
	switch r {
	case vkSuccess:
		return "VK_SUCCESS"
	case vkNotReady:
		return "VK_NOT_READY"
	case vkTimeout:
		return "VK_TIMEOUT"
	case vkIncomplete:
		return "VK_INCOMPLETE"
	case vkErrorOutOfHostMemory:
		return "VK_ERROR_OUT_OF_HOST_MEMORY"
	case vkErrorOutOfDeviceMemory:
		return "VK_ERROR_OUT_OF_DEVICE_MEMORY"
	case vkErrorInitializationFail:
		return "VK_ERROR_INITIALIZATION_FAILED"
	case vkErrorDeviceLost:
		return "VK_ERROR_DEVICE_LOST"
	case vkErrorMemoryMapFailed:
		return "VK_ERROR_MEMORY_MAP_FAILED"
	case vkErrorLayerNotPresent:
		return "VK_ERROR_LAYER_NOT_PRESENT"
	case vkErrorExtensionNotPres:
		return "VK_ERROR_EXTENSION_NOT_PRESENT"
	case vkErrorFeatureNotPresent:
		return "VK_ERROR_FEATURE_NOT_PRESENT"
	case vkErrorIncompatibleDriver:
		return "VK_ERROR_INCOMPATIBLE_DRIVER"
	case vkErrorTooManyObjects:
		return "VK_ERROR_TOO_MANY_OBJECTS"
	case vkErrorFormatNotSupported:
		return "VK_ERROR_FORMAT_NOT_SUPPORTED"
	case vkErrorFragmentedPool:
		return "VK_ERROR_FRAGMENTED_POOL"
	case vkErrorUnknown:
		return "VK_ERROR_UNKNOWN"
	case vkErrorOutOfPoolMemory:
		return "VK_ERROR_OUT_OF_POOL_MEMORY"
	case vkErrorInvalidShaderNV:
		return "VK_ERROR_INVALID_SHADER_NV"
	}
	return "VkResult(" + itoa(int64(r)) + ")"
}

func itoa(v int64) string {
	if v == 0 {
		return "0"
	}
	neg := v < 0
	if neg {
		v = -v
	}
	var b [24]byte
	i := len(b)
	for v > 0 {
		i--
		b[i] = byte('0' + v%10)
		v /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}

// Enumerants and flag bits.
const (
	vkQueueComputeBit = 0x2

	vkMemoryPropertyHostVisible  = 0x2
	vkMemoryPropertyDeviceLocal  = 0x1
	vkMemoryPropertyHostCoherent = 0x4
	vkMemoryPropertyHostCached   = 0x8

	vkBufferUsageTransferSrc   = 0x1
	vkBufferUsageTransferDst   = 0x2
	vkBufferUsageUniformBuffer = 0x10
	vkBufferUsageStorageBuffer = 0x20

	vkSharingModeExclusive = 0

	vkDescriptorTypeUniformBuffer = 6
	vkDescriptorTypeStorageBuffer = 7

	vkShaderStageCompute = 0x20

	vkPipelineBindPointCompute = 1

	vkCommandBufferLevelPrimary        = 0
	vkCommandBufferUsageOneTimeSubmit  = 0x1
	vkCommandPoolCreateTransient       = 0x1
	vkPipelineStageComputeShader       = 0x800
	vkPipelineStageHost                = 0x4000
	vkAccessShaderWrite                = 0x40
	vkAccessHostRead                   = 0x2000
	vkInstanceCreateEnumeratePortabil  = 0x1
	vkPipelineShaderStageRequireFullSG = 0x2

	vkWholeSize = ^uint64(0)
)

// vkApplicationInfo is VkApplicationInfo (48 bytes).
type vkApplicationInfo struct {
	sType              uint32
	_                  uint32
	pNext              uintptr
	pApplicationName   uintptr
	applicationVersion uint32
	_                  uint32
	pEngineName        uintptr
	engineVersion      uint32
	apiVersion         uint32
}

// vkInstanceCreateInfo is VkInstanceCreateInfo (64 bytes).
type vkInstanceCreateInfo struct {
	sType                   uint32
	_                       uint32
	pNext                   uintptr
	flags                   uint32
	_                       uint32
	pApplicationInfo        uintptr
	enabledLayerCount       uint32
	_                       uint32
	ppEnabledLayerNames     uintptr
	enabledExtensionCount   uint32
	_                       uint32
	ppEnabledExtensionNames uintptr
}

// vkExtensionProperties is VkExtensionProperties (260 bytes).
type vkExtensionProperties struct {
	extensionName [256]byte
	specVersion   uint32
}

// vkPhysicalDeviceLimits is VkPhysicalDeviceLimits (504 bytes).
type vkPhysicalDeviceLimits struct {
	maxImageDimension1D                             uint32
	maxImageDimension2D                             uint32
	maxImageDimension3D                             uint32
	maxImageDimensionCube                           uint32
	maxImageArrayLayers                             uint32
	maxTexelBufferElements                          uint32
	maxUniformBufferRange                           uint32
	maxStorageBufferRange                           uint32
	maxPushConstantsSize                            uint32
	maxMemoryAllocationCount                        uint32
	maxSamplerAllocationCount                       uint32
	_                                               uint32
	bufferImageGranularity                          uint64
	sparseAddressSpaceSize                          uint64
	maxBoundDescriptorSets                          uint32
	maxPerStageDescriptorSamplers                   uint32
	maxPerStageDescriptorUniformBuffers             uint32
	maxPerStageDescriptorStorageBuffers             uint32
	maxPerStageDescriptorSampledImages              uint32
	maxPerStageDescriptorStorageImages              uint32
	maxPerStageDescriptorInputAttachments           uint32
	maxPerStageResources                            uint32
	maxDescriptorSetSamplers                        uint32
	maxDescriptorSetUniformBuffers                  uint32
	maxDescriptorSetUniformBuffersDynamic           uint32
	maxDescriptorSetStorageBuffers                  uint32
	maxDescriptorSetStorageBuffersDynamic           uint32
	maxDescriptorSetSampledImages                   uint32
	maxDescriptorSetStorageImages                   uint32
	maxDescriptorSetInputAttachments                uint32
	maxVertexInputAttributes                        uint32
	maxVertexInputBindings                          uint32
	maxVertexInputAttributeOffset                   uint32
	maxVertexInputBindingStride                     uint32
	maxVertexOutputComponents                       uint32
	maxTessellationGenerationLevel                  uint32
	maxTessellationPatchSize                        uint32
	maxTessellationControlPerVertexInputComponents  uint32
	maxTessellationControlPerVertexOutputComponents uint32
	maxTessellationControlPerPatchOutputComponents  uint32
	maxTessellationControlTotalOutputComponents     uint32
	maxTessellationEvaluationInputComponents        uint32
	maxTessellationEvaluationOutputComponents       uint32
	maxGeometryShaderInvocations                    uint32
	maxGeometryInputComponents                      uint32
	maxGeometryOutputComponents                     uint32
	maxGeometryOutputVertices                       uint32
	maxGeometryTotalOutputComponents                uint32
	maxFragmentInputComponents                      uint32
	maxFragmentOutputAttachments                    uint32
	maxFragmentDualSrcAttachments                   uint32
	maxFragmentCombinedOutputResources              uint32
	maxComputeSharedMemorySize                      uint32
	maxComputeWorkGroupCount                        [3]uint32
	maxComputeWorkGroupInvocations                  uint32
	maxComputeWorkGroupSize                         [3]uint32
	subPixelPrecisionBits                           uint32
	subTexelPrecisionBits                           uint32
	mipmapPrecisionBits                             uint32
	maxDrawIndexedIndexValue                        uint32
	maxDrawIndirectCount                            uint32
	maxSamplerLodBias                               float32
	maxSamplerAnisotropy                            float32
	maxViewports                                    uint32
	maxViewportDimensions                           [2]uint32
	viewportBoundsRange                             [2]float32
	viewportSubPixelBits                            uint32
	minMemoryMapAlignment                           uintptr
	minTexelBufferOffsetAlignment                   uint64
	minUniformBufferOffsetAlignment                 uint64
	minStorageBufferOffsetAlignment                 uint64
	minTexelOffset                                  int32
	maxTexelOffset                                  uint32
	minTexelGatherOffset                            int32
	maxTexelGatherOffset                            uint32
	minInterpolationOffset                          float32
	maxInterpolationOffset                          float32
	subPixelInterpolationOffsetBits                 uint32
	maxFramebufferWidth                             uint32
	maxFramebufferHeight                            uint32
	maxFramebufferLayers                            uint32
	framebufferColorSampleCounts                    uint32
	framebufferDepthSampleCounts                    uint32
	framebufferStencilSampleCounts                  uint32
	framebufferNoAttachmentsSampleCounts            uint32
	maxColorAttachments                             uint32
	sampledImageColorSampleCounts                   uint32
	sampledImageIntegerSampleCounts                 uint32
	sampledImageDepthSampleCounts                   uint32
	sampledImageStencilSampleCounts                 uint32
	storageImageSampleCounts                        uint32
	maxSampleMaskWords                              uint32
	timestampComputeAndGraphics                     uint32
	timestampPeriod                                 float32
	maxClipDistances                                uint32
	maxCullDistances                                uint32
	maxCombinedClipAndCullDistances                 uint32
	discreteQueuePriorities                         uint32
	pointSizeRange                                  [2]float32
	lineWidthRange                                  [2]float32
	pointSizeGranularity                            float32
	lineWidthGranularity                            float32
	strictLines                                     uint32
	standardSampleLocations                         uint32
	_                                               uint32
	optimalBufferCopyOffsetAlignment                uint64
	optimalBufferCopyRowPitch                       uint64
	nonCoherentAtomSize                             uint64
}

// vkPhysicalDeviceSparseProperties is VkPhysicalDeviceSparseProperties (20 bytes).
type vkPhysicalDeviceSparseProperties struct {
	residencyStandard2DBlockShape            uint32
	residencyStandard2DMultisampleBlockShape uint32
	residencyStandard3DBlockShape            uint32
	residencyAlignedMipSize                  uint32
	residencyNonResidentStrict               uint32
}

// vkPhysicalDeviceProperties is VkPhysicalDeviceProperties (824 bytes).
type vkPhysicalDeviceProperties struct {
	apiVersion        uint32
	driverVersion     uint32
	vendorID          uint32
	deviceID          uint32
	deviceType        uint32
	deviceName        [256]byte
	pipelineCacheUUID [16]byte
	limits            vkPhysicalDeviceLimits
	sparseProperties  vkPhysicalDeviceSparseProperties
	_                 uint32
}

// vkPhysicalDeviceProperties2 is VkPhysicalDeviceProperties2 (840 bytes).
type vkPhysicalDeviceProperties2 struct {
	sType      uint32
	_          uint32
	pNext      uintptr
	properties vkPhysicalDeviceProperties
}

// vkPhysicalDeviceSubgroupProperties is VkPhysicalDeviceSubgroupProperties (32 bytes).
type vkPhysicalDeviceSubgroupProperties struct {
	sType                     uint32
	_                         uint32
	pNext                     uintptr
	subgroupSize              uint32
	supportedStages           uint32
	supportedOperations       uint32
	quadOperationsInAllStages uint32
}

// vkPhysicalDeviceDriverProperties is VkPhysicalDeviceDriverProperties (536 bytes).
type vkPhysicalDeviceDriverProperties struct {
	sType              uint32
	_                  uint32
	pNext              uintptr
	driverID           uint32
	driverName         [256]byte
	driverInfo         [256]byte
	conformanceVersion [4]uint8
}

// vkPhysicalDeviceFloatControlsProperties is
// VkPhysicalDeviceFloatControlsProperties (88 bytes): two independence
// enums, then 15 VkBool32 in the order of FloatControlsNames.
type vkPhysicalDeviceFloatControlsProperties struct {
	sType                      uint32
	_                          uint32
	pNext                      uintptr
	denormBehaviorIndependence uint32
	roundingModeIndependence   uint32
	flags                      [15]uint32
}

// vkPhysicalDeviceSubgroupSizeControlProperties is
// VkPhysicalDeviceSubgroupSizeControlProperties (32 bytes).
type vkPhysicalDeviceSubgroupSizeControlProperties struct {
	sType                        uint32
	_                            uint32
	pNext                        uintptr
	minSubgroupSize              uint32
	maxSubgroupSize              uint32
	maxComputeWorkgroupSubgroups uint32
	requiredSubgroupSizeStages   uint32
}

// vkPhysicalDeviceFeatures is VkPhysicalDeviceFeatures (220 bytes).
type vkPhysicalDeviceFeatures struct {
	robustBufferAccess                      uint32
	fullDrawIndexUint32                     uint32
	imageCubeArray                          uint32
	independentBlend                        uint32
	geometryShader                          uint32
	tessellationShader                      uint32
	sampleRateShading                       uint32
	dualSrcBlend                            uint32
	logicOp                                 uint32
	multiDrawIndirect                       uint32
	drawIndirectFirstInstance               uint32
	depthClamp                              uint32
	depthBiasClamp                          uint32
	fillModeNonSolid                        uint32
	depthBounds                             uint32
	wideLines                               uint32
	largePoints                             uint32
	alphaToOne                              uint32
	multiViewport                           uint32
	samplerAnisotropy                       uint32
	textureCompressionETC2                  uint32
	textureCompressionASTC_LDR              uint32
	textureCompressionBC                    uint32
	occlusionQueryPrecise                   uint32
	pipelineStatisticsQuery                 uint32
	vertexPipelineStoresAndAtomics          uint32
	fragmentStoresAndAtomics                uint32
	shaderTessellationAndGeometryPointSize  uint32
	shaderImageGatherExtended               uint32
	shaderStorageImageExtendedFormats       uint32
	shaderStorageImageMultisample           uint32
	shaderStorageImageReadWithoutFormat     uint32
	shaderStorageImageWriteWithoutFormat    uint32
	shaderUniformBufferArrayDynamicIndexing uint32
	shaderSampledImageArrayDynamicIndexing  uint32
	shaderStorageBufferArrayDynamicIndexing uint32
	shaderStorageImageArrayDynamicIndexing  uint32
	shaderClipDistance                      uint32
	shaderCullDistance                      uint32
	shaderFloat64                           uint32
	shaderInt64                             uint32
	shaderInt16                             uint32
	shaderResourceResidency                 uint32
	shaderResourceMinLod                    uint32
	sparseBinding                           uint32
	sparseResidencyBuffer                   uint32
	sparseResidencyImage2D                  uint32
	sparseResidencyImage3D                  uint32
	sparseResidency2Samples                 uint32
	sparseResidency4Samples                 uint32
	sparseResidency8Samples                 uint32
	sparseResidency16Samples                uint32
	sparseResidencyAliased                  uint32
	variableMultisampleRate                 uint32
	inheritedQueries                        uint32
}

// vkPhysicalDeviceFeatures2 is VkPhysicalDeviceFeatures2 (240 bytes).
type vkPhysicalDeviceFeatures2 struct {
	sType    uint32
	_        uint32
	pNext    uintptr
	features vkPhysicalDeviceFeatures
	_        uint32
}

// vkPhysicalDeviceVulkan11Features is VkPhysicalDeviceVulkan11Features (64 bytes).
type vkPhysicalDeviceVulkan11Features struct {
	sType                              uint32
	_                                  uint32
	pNext                              uintptr
	storageBuffer16BitAccess           uint32
	uniformAndStorageBuffer16BitAccess uint32
	storagePushConstant16              uint32
	storageInputOutput16               uint32
	multiview                          uint32
	multiviewGeometryShader            uint32
	multiviewTessellationShader        uint32
	variablePointersStorageBuffer      uint32
	variablePointers                   uint32
	protectedMemory                    uint32
	samplerYcbcrConversion             uint32
	shaderDrawParameters               uint32
}

// vkPhysicalDeviceVulkan12Features is VkPhysicalDeviceVulkan12Features (208 bytes).
type vkPhysicalDeviceVulkan12Features struct {
	sType                                              uint32
	_                                                  uint32
	pNext                                              uintptr
	samplerMirrorClampToEdge                           uint32
	drawIndirectCount                                  uint32
	storageBuffer8BitAccess                            uint32
	uniformAndStorageBuffer8BitAccess                  uint32
	storagePushConstant8                               uint32
	shaderBufferInt64Atomics                           uint32
	shaderSharedInt64Atomics                           uint32
	shaderFloat16                                      uint32
	shaderInt8                                         uint32
	descriptorIndexing                                 uint32
	shaderInputAttachmentArrayDynamicIndexing          uint32
	shaderUniformTexelBufferArrayDynamicIndexing       uint32
	shaderStorageTexelBufferArrayDynamicIndexing       uint32
	shaderUniformBufferArrayNonUniformIndexing         uint32
	shaderSampledImageArrayNonUniformIndexing          uint32
	shaderStorageBufferArrayNonUniformIndexing         uint32
	shaderStorageImageArrayNonUniformIndexing          uint32
	shaderInputAttachmentArrayNonUniformIndexing       uint32
	shaderUniformTexelBufferArrayNonUniformIndexing    uint32
	shaderStorageTexelBufferArrayNonUniformIndexing    uint32
	descriptorBindingUniformBufferUpdateAfterBind      uint32
	descriptorBindingSampledImageUpdateAfterBind       uint32
	descriptorBindingStorageImageUpdateAfterBind       uint32
	descriptorBindingStorageBufferUpdateAfterBind      uint32
	descriptorBindingUniformTexelBufferUpdateAfterBind uint32
	descriptorBindingStorageTexelBufferUpdateAfterBind uint32
	descriptorBindingUpdateUnusedWhilePending          uint32
	descriptorBindingPartiallyBound                    uint32
	descriptorBindingVariableDescriptorCount           uint32
	runtimeDescriptorArray                             uint32
	samplerFilterMinmax                                uint32
	scalarBlockLayout                                  uint32
	imagelessFramebuffer                               uint32
	uniformBufferStandardLayout                        uint32
	shaderSubgroupExtendedTypes                        uint32
	separateDepthStencilLayouts                        uint32
	hostQueryReset                                     uint32
	timelineSemaphore                                  uint32
	bufferDeviceAddress                                uint32
	bufferDeviceAddressCaptureReplay                   uint32
	bufferDeviceAddressMultiDevice                     uint32
	vulkanMemoryModel                                  uint32
	vulkanMemoryModelDeviceScope                       uint32
	vulkanMemoryModelAvailabilityVisibilityChains      uint32
	shaderOutputViewportIndex                          uint32
	shaderOutputLayer                                  uint32
	subgroupBroadcastDynamicId                         uint32
	_                                                  uint32
}

// vkPhysicalDeviceVulkan13Features is VkPhysicalDeviceVulkan13Features (80 bytes).
type vkPhysicalDeviceVulkan13Features struct {
	sType                                              uint32
	_                                                  uint32
	pNext                                              uintptr
	robustImageAccess                                  uint32
	inlineUniformBlock                                 uint32
	descriptorBindingInlineUniformBlockUpdateAfterBind uint32
	pipelineCreationCacheControl                       uint32
	privateData                                        uint32
	shaderDemoteToHelperInvocation                     uint32
	shaderTerminateInvocation                          uint32
	subgroupSizeControl                                uint32
	computeFullSubgroups                               uint32
	synchronization2                                   uint32
	textureCompressionASTC_HDR                         uint32
	shaderZeroInitializeWorkgroupMemory                uint32
	dynamicRendering                                   uint32
	shaderIntegerDotProduct                            uint32
	maintenance4                                       uint32
	_                                                  uint32
}

// vkPhysicalDeviceSubgroupSizeControlFeatures is
// VkPhysicalDeviceSubgroupSizeControlFeatures (24 bytes).
type vkPhysicalDeviceSubgroupSizeControlFeatures struct {
	sType                uint32
	_                    uint32
	pNext                uintptr
	subgroupSizeControl  uint32
	computeFullSubgroups uint32
}

// vkPhysicalDeviceShaderSubgroupRotateFeatures is
// VkPhysicalDeviceShaderSubgroupRotateFeaturesKHR (24 bytes).
type vkPhysicalDeviceShaderSubgroupRotateFeatures struct {
	sType                         uint32
	_                             uint32
	pNext                         uintptr
	shaderSubgroupRotate          uint32
	shaderSubgroupRotateClustered uint32
}

// vkPhysicalDeviceShaderMaximalReconvergenceFeatures is
// VkPhysicalDeviceShaderMaximalReconvergenceFeaturesKHR (24 bytes).
type vkPhysicalDeviceShaderMaximalReconvergenceFeatures struct {
	sType                      uint32
	_                          uint32
	pNext                      uintptr
	shaderMaximalReconvergence uint32
}

// vkQueueFamilyProperties is VkQueueFamilyProperties (24 bytes).
type vkQueueFamilyProperties struct {
	queueFlags                  uint32
	queueCount                  uint32
	timestampValidBits          uint32
	minImageTransferGranularity [3]uint32
}

// vkMemoryType is VkMemoryType (8 bytes).
type vkMemoryType struct {
	propertyFlags uint32
	heapIndex     uint32
}

// vkMemoryHeap is VkMemoryHeap (16 bytes).
type vkMemoryHeap struct {
	size  uint64
	flags uint32
	_     uint32
}

// vkPhysicalDeviceMemoryProperties is VkPhysicalDeviceMemoryProperties (520 bytes).
type vkPhysicalDeviceMemoryProperties struct {
	memoryTypeCount uint32
	memoryTypes     [32]vkMemoryType
	memoryHeapCount uint32
	memoryHeaps     [16]vkMemoryHeap
}

// vkDeviceQueueCreateInfo is VkDeviceQueueCreateInfo (40 bytes).
type vkDeviceQueueCreateInfo struct {
	sType            uint32
	_                uint32
	pNext            uintptr
	flags            uint32
	queueFamilyIndex uint32
	queueCount       uint32
	_                uint32
	pQueuePriorities uintptr
}

// vkDeviceCreateInfo is VkDeviceCreateInfo (72 bytes).
type vkDeviceCreateInfo struct {
	sType                   uint32
	_                       uint32
	pNext                   uintptr
	flags                   uint32
	queueCreateInfoCount    uint32
	pQueueCreateInfos       uintptr
	enabledLayerCount       uint32
	_                       uint32
	ppEnabledLayerNames     uintptr
	enabledExtensionCount   uint32
	_                       uint32
	ppEnabledExtensionNames uintptr
	pEnabledFeatures        uintptr
}

// vkBufferCreateInfo is VkBufferCreateInfo (56 bytes).
type vkBufferCreateInfo struct {
	sType                 uint32
	_                     uint32
	pNext                 uintptr
	flags                 uint32
	_                     uint32
	size                  uint64
	usage                 uint32
	sharingMode           uint32
	queueFamilyIndexCount uint32
	_                     uint32
	pQueueFamilyIndices   uintptr
}

// vkMemoryRequirements is VkMemoryRequirements (24 bytes).
type vkMemoryRequirements struct {
	size           uint64
	alignment      uint64
	memoryTypeBits uint32
	_              uint32
}

// vkMemoryAllocateInfo is VkMemoryAllocateInfo (32 bytes).
type vkMemoryAllocateInfo struct {
	sType           uint32
	_               uint32
	pNext           uintptr
	allocationSize  uint64
	memoryTypeIndex uint32
	_               uint32
}

// vkShaderModuleCreateInfo is VkShaderModuleCreateInfo (40 bytes).
type vkShaderModuleCreateInfo struct {
	sType    uint32
	_        uint32
	pNext    uintptr
	flags    uint32
	_        uint32
	codeSize uintptr
	pCode    uintptr
}

// vkDescriptorSetLayoutBinding is VkDescriptorSetLayoutBinding (24 bytes).
type vkDescriptorSetLayoutBinding struct {
	binding            uint32
	descriptorType     uint32
	descriptorCount    uint32
	stageFlags         uint32
	pImmutableSamplers uintptr
}

// vkDescriptorSetLayoutCreateInfo is VkDescriptorSetLayoutCreateInfo (32 bytes).
type vkDescriptorSetLayoutCreateInfo struct {
	sType        uint32
	_            uint32
	pNext        uintptr
	flags        uint32
	bindingCount uint32
	pBindings    uintptr
}

// vkPushConstantRange is VkPushConstantRange (12 bytes).
type vkPushConstantRange struct {
	stageFlags uint32
	offset     uint32
	size       uint32
}

// vkPipelineLayoutCreateInfo is VkPipelineLayoutCreateInfo (48 bytes).
type vkPipelineLayoutCreateInfo struct {
	sType                  uint32
	_                      uint32
	pNext                  uintptr
	flags                  uint32
	setLayoutCount         uint32
	pSetLayouts            uintptr
	pushConstantRangeCount uint32
	_                      uint32
	pPushConstantRanges    uintptr
}

// vkSpecializationMapEntry is VkSpecializationMapEntry (16 bytes).
type vkSpecializationMapEntry struct {
	constantID uint32
	offset     uint32
	size       uintptr
}

// vkSpecializationInfo is VkSpecializationInfo (32 bytes).
type vkSpecializationInfo struct {
	mapEntryCount uint32
	_             uint32
	pMapEntries   uintptr
	dataSize      uintptr
	pData         uintptr
}

// vkPipelineShaderStageCreateInfo is VkPipelineShaderStageCreateInfo (48 bytes).
type vkPipelineShaderStageCreateInfo struct {
	sType               uint32
	_                   uint32
	pNext               uintptr
	flags               uint32
	stage               uint32
	module              vkHandle
	pName               uintptr
	pSpecializationInfo uintptr
}

// vkPipelineShaderStageRequiredSubgroupSizeCreateInfo is
// VkPipelineShaderStageRequiredSubgroupSizeCreateInfo (24 bytes).
type vkPipelineShaderStageRequiredSubgroupSizeCreateInfo struct {
	sType                uint32
	_                    uint32
	pNext                uintptr
	requiredSubgroupSize uint32
	_                    uint32
}

// vkComputePipelineCreateInfo is VkComputePipelineCreateInfo (96 bytes).
type vkComputePipelineCreateInfo struct {
	sType              uint32
	_                  uint32
	pNext              uintptr
	flags              uint32
	_                  uint32
	stage              vkPipelineShaderStageCreateInfo
	layout             vkHandle
	basePipelineHandle vkHandle
	basePipelineIndex  int32
	_                  uint32
}

// vkDescriptorPoolSize is VkDescriptorPoolSize (8 bytes).
type vkDescriptorPoolSize struct {
	typ             uint32
	descriptorCount uint32
}

// vkDescriptorPoolCreateInfo is VkDescriptorPoolCreateInfo (40 bytes).
type vkDescriptorPoolCreateInfo struct {
	sType         uint32
	_             uint32
	pNext         uintptr
	flags         uint32
	maxSets       uint32
	poolSizeCount uint32
	_             uint32
	pPoolSizes    uintptr
}

// vkDescriptorSetAllocateInfo is VkDescriptorSetAllocateInfo (40 bytes).
type vkDescriptorSetAllocateInfo struct {
	sType              uint32
	_                  uint32
	pNext              uintptr
	descriptorPool     vkHandle
	descriptorSetCount uint32
	_                  uint32
	pSetLayouts        uintptr
}

// vkDescriptorBufferInfo is VkDescriptorBufferInfo (24 bytes).
type vkDescriptorBufferInfo struct {
	buffer vkHandle
	offset uint64
	rng    uint64
}

// vkWriteDescriptorSet is VkWriteDescriptorSet (64 bytes).
type vkWriteDescriptorSet struct {
	sType            uint32
	_                uint32
	pNext            uintptr
	dstSet           vkHandle
	dstBinding       uint32
	dstArrayElement  uint32
	descriptorCount  uint32
	descriptorType   uint32
	pImageInfo       uintptr
	pBufferInfo      uintptr
	pTexelBufferView uintptr
}

// vkCommandPoolCreateInfo is VkCommandPoolCreateInfo (24 bytes).
type vkCommandPoolCreateInfo struct {
	sType            uint32
	_                uint32
	pNext            uintptr
	flags            uint32
	queueFamilyIndex uint32
}

// vkCommandBufferAllocateInfo is VkCommandBufferAllocateInfo (32 bytes).
type vkCommandBufferAllocateInfo struct {
	sType              uint32
	_                  uint32
	pNext              uintptr
	commandPool        vkHandle
	level              uint32
	commandBufferCount uint32
}

// vkCommandBufferBeginInfo is VkCommandBufferBeginInfo (32 bytes).
type vkCommandBufferBeginInfo struct {
	sType            uint32
	_                uint32
	pNext            uintptr
	flags            uint32
	_                uint32
	pInheritanceInfo uintptr
}

// vkMemoryBarrier is VkMemoryBarrier (24 bytes).
type vkMemoryBarrier struct {
	sType         uint32
	_             uint32
	pNext         uintptr
	srcAccessMask uint32
	dstAccessMask uint32
}

// vkSubmitInfo is VkSubmitInfo (72 bytes).
type vkSubmitInfo struct {
	sType                uint32
	_                    uint32
	pNext                uintptr
	waitSemaphoreCount   uint32
	_                    uint32
	pWaitSemaphores      uintptr
	pWaitDstStageMask    uintptr
	commandBufferCount   uint32
	_                    uint32
	pCommandBuffers      uintptr
	signalSemaphoreCount uint32
	_                    uint32
	pSignalSemaphores    uintptr
}

// vkFenceCreateInfo is VkFenceCreateInfo (24 bytes).
type vkFenceCreateInfo struct {
	sType uint32
	_     uint32
	pNext uintptr
	flags uint32
	_     uint32
}

// vkPhysicalDeviceShaderAtomicFloatFeatures is
// VkPhysicalDeviceShaderAtomicFloatFeaturesEXT (64 bytes).
type vkPhysicalDeviceShaderAtomicFloatFeatures struct {
	sType                        uint32
	_                            uint32
	pNext                        uintptr
	shaderBufferFloat32Atomics   uint32
	shaderBufferFloat32AtomicAdd uint32
	shaderBufferFloat64Atomics   uint32
	shaderBufferFloat64AtomicAdd uint32
	shaderSharedFloat32Atomics   uint32
	shaderSharedFloat32AtomicAdd uint32
	shaderSharedFloat64Atomics   uint32
	shaderSharedFloat64AtomicAdd uint32
	shaderImageFloat32Atomics    uint32
	shaderImageFloat32AtomicAdd  uint32
	sparseImageFloat32Atomics    uint32
	sparseImageFloat32AtomicAdd  uint32
}

// vkPhysicalDeviceShaderClockFeatures is
// VkPhysicalDeviceShaderClockFeaturesKHR (24 bytes).
type vkPhysicalDeviceShaderClockFeatures struct {
	sType               uint32
	_                   uint32
	pNext               uintptr
	shaderSubgroupClock uint32
	shaderDeviceClock   uint32
}

// vkFeatureBools is the feature structure of an extension in
// extFeatureStructs (VkPhysicalDeviceCooperativeMatrixFeaturesKHR, ...):
// sType, pNext, then that structure's VkBool32 members in order. It has
// room for 8; the driver reads and writes only the structure's own.
type vkFeatureBools struct {
	sType uint32
	_     uint32
	pNext uintptr
	b     [8]uint32
}

// Image structures and constants (images, samplers and texel buffers).
const (
	stBufferViewCreateInfo = 13
	stImageCreateInfo      = 14
	stImageViewCreateInfo  = 15
	stSamplerCreateInfo    = 31
	stImageMemoryBarrier   = 45

	vkImageLayoutUndefined   = 0
	vkImageLayoutGeneral     = 1
	vkImageLayoutTransferSrc = 6
	vkImageLayoutTransferDst = 7

	vkImageUsageTransferSrc = 0x1
	vkImageUsageTransferDst = 0x2
	vkImageUsageSampled     = 0x4
	vkImageUsageStorage     = 0x8

	vkBufferUsageUniformTexel = 0x4
	vkBufferUsageStorageTexel = 0x8

	vkFormatFeatureSampledImage       = 0x1
	vkFormatFeatureStorageImage       = 0x2
	vkFormatFeatureUniformTexelBuffer = 0x8
	vkFormatFeatureStorageTexelBuffer = 0x10
	vkFormatFeatureSampledLinear      = 0x1000

	vkImageCreateCubeCompatible = 0x10
	vkImageAspectColor          = 0x1

	vkDescriptorTypeSampler              = 0
	vkDescriptorTypeCombinedImageSampler = 1
	vkDescriptorTypeSampledImage         = 2
	vkDescriptorTypeStorageImage         = 3
	vkDescriptorTypeUniformTexelBuffer   = 4
	vkDescriptorTypeStorageTexelBuffer   = 5

	vkAccessShaderRead    = 0x20
	vkAccessTransferRead  = 0x800
	vkAccessTransferWrite = 0x1000
	vkAccessHostWrite     = 0x4000

	vkPipelineStageTopOfPipe = 0x1
	vkPipelineStageTransfer  = 0x1000

	vkQueueFamilyIgnored = 0xffffffff
)

// vkImageCreateInfo is VkImageCreateInfo (88 bytes).
type vkImageCreateInfo struct {
	sType                 uint32
	_                     uint32
	pNext                 uintptr
	flags                 uint32
	imageType             uint32
	format                uint32
	extent                [3]uint32
	mipLevels             uint32
	arrayLayers           uint32
	samples               uint32
	tiling                uint32
	usage                 uint32
	sharingMode           uint32
	queueFamilyIndexCount uint32
	_                     uint32
	pQueueFamilyIndices   uintptr
	initialLayout         uint32
	_                     uint32
}

// vkImageSubresourceRange is VkImageSubresourceRange (20 bytes).
type vkImageSubresourceRange struct {
	aspectMask     uint32
	baseMipLevel   uint32
	levelCount     uint32
	baseArrayLayer uint32
	layerCount     uint32
}

// vkImageViewCreateInfo is VkImageViewCreateInfo (80 bytes).
type vkImageViewCreateInfo struct {
	sType            uint32
	_                uint32
	pNext            uintptr
	flags            uint32
	_                uint32
	image            vkHandle
	viewType         uint32
	format           uint32
	components       [4]uint32
	subresourceRange vkImageSubresourceRange
	_                uint32
}

// vkSamplerCreateInfo is VkSamplerCreateInfo (80 bytes).
type vkSamplerCreateInfo struct {
	sType                   uint32
	_                       uint32
	pNext                   uintptr
	flags                   uint32
	magFilter               uint32
	minFilter               uint32
	mipmapMode              uint32
	addressModeU            uint32
	addressModeV            uint32
	addressModeW            uint32
	mipLodBias              float32
	anisotropyEnable        uint32
	maxAnisotropy           float32
	compareEnable           uint32
	compareOp               uint32
	minLod                  float32
	maxLod                  float32
	borderColor             uint32
	unnormalizedCoordinates uint32
}

// vkBufferViewCreateInfo is VkBufferViewCreateInfo (56 bytes).
type vkBufferViewCreateInfo struct {
	sType  uint32
	_      uint32
	pNext  uintptr
	flags  uint32
	_      uint32
	buffer vkHandle
	format uint32
	_      uint32
	offset uint64
	rng    uint64
}

// vkDescriptorImageInfo is VkDescriptorImageInfo (24 bytes).
type vkDescriptorImageInfo struct {
	sampler     vkHandle
	imageView   vkHandle
	imageLayout uint32
	_           uint32
}

// vkImageMemoryBarrier is VkImageMemoryBarrier (72 bytes).
type vkImageMemoryBarrier struct {
	sType               uint32
	_                   uint32
	pNext               uintptr
	srcAccessMask       uint32
	dstAccessMask       uint32
	oldLayout           uint32
	newLayout           uint32
	srcQueueFamilyIndex uint32
	dstQueueFamilyIndex uint32
	image               vkHandle
	subresourceRange    vkImageSubresourceRange
	_                   uint32
}

// vkBufferImageCopy is VkBufferImageCopy (56 bytes).
type vkBufferImageCopy struct {
	bufferOffset      uint64
	bufferRowLength   uint32
	bufferImageHeight uint32
	aspectMask        uint32 // imageSubresource
	mipLevel          uint32
	baseArrayLayer    uint32
	layerCount        uint32
	imageOffset       [3]int32
	imageExtent       [3]uint32
}

// vkFormatProperties is VkFormatProperties (12 bytes).
type vkFormatProperties struct {
	linearTilingFeatures  uint32
	optimalTilingFeatures uint32
	bufferFeatures        uint32
}

// vkImageFormatProperties is VkImageFormatProperties (32 bytes).
type vkImageFormatProperties struct {
	maxExtent       [3]uint32
	maxMipLevels    uint32
	maxArrayLayers  uint32
	sampleCounts    uint32
	maxResourceSize uint64
}
