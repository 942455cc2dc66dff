package vulkan

import (
	"testing"
	"unsafe"
)

// TestStructLayout checks the Go mirrors of the Vulkan structures against
// the sizes and offsets of vulkan_core.h on x86-64 / arm64 (LP64).
func TestStructLayout(t *testing.T) {
	if unsafe.Sizeof(uintptr(0)) != 8 {
		t.Skip("the structures are laid out for 64-bit platforms")
	}
	sizes := []struct {
		name string
		got  uintptr
		want uintptr
	}{
		{"VkApplicationInfo", unsafe.Sizeof(vkApplicationInfo{}), 48},
		{"VkInstanceCreateInfo", unsafe.Sizeof(vkInstanceCreateInfo{}), 64},
		{"VkExtensionProperties", unsafe.Sizeof(vkExtensionProperties{}), 260},
		{"VkPhysicalDeviceLimits", unsafe.Sizeof(vkPhysicalDeviceLimits{}), 504},
		{"VkPhysicalDeviceSparseProperties", unsafe.Sizeof(vkPhysicalDeviceSparseProperties{}), 20},
		{"VkPhysicalDeviceProperties", unsafe.Sizeof(vkPhysicalDeviceProperties{}), 824},
		{"VkPhysicalDeviceProperties2", unsafe.Sizeof(vkPhysicalDeviceProperties2{}), 840},
		{"VkPhysicalDeviceSubgroupProperties", unsafe.Sizeof(vkPhysicalDeviceSubgroupProperties{}), 32},
		{"VkPhysicalDeviceDriverProperties", unsafe.Sizeof(vkPhysicalDeviceDriverProperties{}), 536},
		{"VkPhysicalDeviceFloatControlsProperties", unsafe.Sizeof(vkPhysicalDeviceFloatControlsProperties{}), 88},
		{"VkPhysicalDeviceSubgroupSizeControlProperties", unsafe.Sizeof(vkPhysicalDeviceSubgroupSizeControlProperties{}), 32},
		{"VkPhysicalDeviceFeatures", unsafe.Sizeof(vkPhysicalDeviceFeatures{}), 220},
		{"VkPhysicalDeviceFeatures2", unsafe.Sizeof(vkPhysicalDeviceFeatures2{}), 240},
		{"VkPhysicalDeviceVulkan11Features", unsafe.Sizeof(vkPhysicalDeviceVulkan11Features{}), 64},
		{"VkPhysicalDeviceVulkan12Features", unsafe.Sizeof(vkPhysicalDeviceVulkan12Features{}), 208},
		{"VkPhysicalDeviceVulkan13Features", unsafe.Sizeof(vkPhysicalDeviceVulkan13Features{}), 80},
		{"VkPhysicalDeviceSubgroupSizeControlFeatures", unsafe.Sizeof(vkPhysicalDeviceSubgroupSizeControlFeatures{}), 24},
		{"VkPhysicalDeviceShaderSubgroupRotateFeaturesKHR", unsafe.Sizeof(vkPhysicalDeviceShaderSubgroupRotateFeatures{}), 24},
		{"VkPhysicalDeviceShaderMaximalReconvergenceFeaturesKHR", unsafe.Sizeof(vkPhysicalDeviceShaderMaximalReconvergenceFeatures{}), 24},
		{"VkPhysicalDeviceShaderAtomicFloatFeaturesEXT", unsafe.Sizeof(vkPhysicalDeviceShaderAtomicFloatFeatures{}), 64},
		{"VkPhysicalDeviceShaderClockFeaturesKHR", unsafe.Sizeof(vkPhysicalDeviceShaderClockFeatures{}), 24},
		{"VkQueueFamilyProperties", unsafe.Sizeof(vkQueueFamilyProperties{}), 24},
		{"VkPhysicalDeviceMemoryProperties", unsafe.Sizeof(vkPhysicalDeviceMemoryProperties{}), 520},
		{"VkDeviceQueueCreateInfo", unsafe.Sizeof(vkDeviceQueueCreateInfo{}), 40},
		{"VkDeviceCreateInfo", unsafe.Sizeof(vkDeviceCreateInfo{}), 72},
		{"VkBufferCreateInfo", unsafe.Sizeof(vkBufferCreateInfo{}), 56},
		{"VkMemoryRequirements", unsafe.Sizeof(vkMemoryRequirements{}), 24},
		{"VkMemoryAllocateInfo", unsafe.Sizeof(vkMemoryAllocateInfo{}), 32},
		{"VkShaderModuleCreateInfo", unsafe.Sizeof(vkShaderModuleCreateInfo{}), 40},
		{"VkDescriptorSetLayoutBinding", unsafe.Sizeof(vkDescriptorSetLayoutBinding{}), 24},
		{"VkDescriptorSetLayoutCreateInfo", unsafe.Sizeof(vkDescriptorSetLayoutCreateInfo{}), 32},
		{"VkPushConstantRange", unsafe.Sizeof(vkPushConstantRange{}), 12},
		{"VkPipelineLayoutCreateInfo", unsafe.Sizeof(vkPipelineLayoutCreateInfo{}), 48},
		{"VkSpecializationMapEntry", unsafe.Sizeof(vkSpecializationMapEntry{}), 16},
		{"VkSpecializationInfo", unsafe.Sizeof(vkSpecializationInfo{}), 32},
		{"VkPipelineShaderStageCreateInfo", unsafe.Sizeof(vkPipelineShaderStageCreateInfo{}), 48},
		{"VkPipelineShaderStageRequiredSubgroupSizeCreateInfo", unsafe.Sizeof(vkPipelineShaderStageRequiredSubgroupSizeCreateInfo{}), 24},
		{"VkComputePipelineCreateInfo", unsafe.Sizeof(vkComputePipelineCreateInfo{}), 96},
		{"VkDescriptorPoolSize", unsafe.Sizeof(vkDescriptorPoolSize{}), 8},
		{"VkDescriptorPoolCreateInfo", unsafe.Sizeof(vkDescriptorPoolCreateInfo{}), 40},
		{"VkDescriptorSetAllocateInfo", unsafe.Sizeof(vkDescriptorSetAllocateInfo{}), 40},
		{"VkDescriptorBufferInfo", unsafe.Sizeof(vkDescriptorBufferInfo{}), 24},
		{"VkImageCreateInfo", unsafe.Sizeof(vkImageCreateInfo{}), 88},
		{"VkImageSubresourceRange", unsafe.Sizeof(vkImageSubresourceRange{}), 20},
		{"VkImageViewCreateInfo", unsafe.Sizeof(vkImageViewCreateInfo{}), 80},
		{"VkSamplerCreateInfo", unsafe.Sizeof(vkSamplerCreateInfo{}), 80},
		{"VkBufferViewCreateInfo", unsafe.Sizeof(vkBufferViewCreateInfo{}), 56},
		{"VkDescriptorImageInfo", unsafe.Sizeof(vkDescriptorImageInfo{}), 24},
		{"VkImageMemoryBarrier", unsafe.Sizeof(vkImageMemoryBarrier{}), 72},
		{"VkBufferImageCopy", unsafe.Sizeof(vkBufferImageCopy{}), 56},
		{"VkFormatProperties", unsafe.Sizeof(vkFormatProperties{}), 12},
		{"VkImageFormatProperties", unsafe.Sizeof(vkImageFormatProperties{}), 32},
		{"VkWriteDescriptorSet", unsafe.Sizeof(vkWriteDescriptorSet{}), 64},
		{"VkCommandPoolCreateInfo", unsafe.Sizeof(vkCommandPoolCreateInfo{}), 24},
		{"VkCommandBufferAllocateInfo", unsafe.Sizeof(vkCommandBufferAllocateInfo{}), 32},
		{"VkCommandBufferBeginInfo", unsafe.Sizeof(vkCommandBufferBeginInfo{}), 32},
		{"VkMemoryBarrier", unsafe.Sizeof(vkMemoryBarrier{}), 24},
		{"VkSubmitInfo", unsafe.Sizeof(vkSubmitInfo{}), 72},
		{"VkFenceCreateInfo", unsafe.Sizeof(vkFenceCreateInfo{}), 24},
	}
	for _, s := range sizes {
		if s.got != s.want {
			t.Errorf("sizeof(%s) = %d, want %d", s.name, s.got, s.want)
		}
	}
	var p vkPhysicalDeviceProperties
	var l vkPhysicalDeviceLimits
	var f vkPhysicalDeviceFeatures
	var f12 vkPhysicalDeviceVulkan12Features
	var f13 vkPhysicalDeviceVulkan13Features
	var cp vkComputePipelineCreateInfo
	var ws vkWriteDescriptorSet
	var si vkSubmitInfo
	var dci vkDeviceCreateInfo
	var drv vkPhysicalDeviceDriverProperties
	var mp vkPhysicalDeviceMemoryProperties
	var ici vkImageCreateInfo
	var ivci vkImageViewCreateInfo
	var sci vkSamplerCreateInfo
	var bvci vkBufferViewCreateInfo
	var imb vkImageMemoryBarrier
	var bic vkBufferImageCopy
	offsets := []struct {
		name      string
		got, want uintptr
	}{
		{"VkImageCreateInfo.extent", unsafe.Offsetof(ici.extent), 28},
		{"VkImageCreateInfo.pQueueFamilyIndices", unsafe.Offsetof(ici.pQueueFamilyIndices), 72},
		{"VkImageCreateInfo.initialLayout", unsafe.Offsetof(ici.initialLayout), 80},
		{"VkImageViewCreateInfo.image", unsafe.Offsetof(ivci.image), 24},
		{"VkImageViewCreateInfo.subresourceRange", unsafe.Offsetof(ivci.subresourceRange), 56},
		{"VkSamplerCreateInfo.mipLodBias", unsafe.Offsetof(sci.mipLodBias), 44},
		{"VkSamplerCreateInfo.unnormalizedCoordinates", unsafe.Offsetof(sci.unnormalizedCoordinates), 76},
		{"VkBufferViewCreateInfo.offset", unsafe.Offsetof(bvci.offset), 40},
		{"VkImageMemoryBarrier.image", unsafe.Offsetof(imb.image), 40},
		{"VkImageMemoryBarrier.subresourceRange", unsafe.Offsetof(imb.subresourceRange), 48},
		{"VkBufferImageCopy.imageOffset", unsafe.Offsetof(bic.imageOffset), 32},
		{"VkBufferImageCopy.imageExtent", unsafe.Offsetof(bic.imageExtent), 44},
		{"VkPhysicalDeviceProperties.deviceName", unsafe.Offsetof(p.deviceName), 20},
		{"VkPhysicalDeviceProperties.pipelineCacheUUID", unsafe.Offsetof(p.pipelineCacheUUID), 276},
		{"VkPhysicalDeviceProperties.limits", unsafe.Offsetof(p.limits), 296},
		{"VkPhysicalDeviceProperties.sparseProperties", unsafe.Offsetof(p.sparseProperties), 800},
		{"VkPhysicalDeviceLimits.bufferImageGranularity", unsafe.Offsetof(l.bufferImageGranularity), 48},
		{"VkPhysicalDeviceLimits.maxBoundDescriptorSets", unsafe.Offsetof(l.maxBoundDescriptorSets), 64},
		{"VkPhysicalDeviceLimits.maxComputeSharedMemorySize", unsafe.Offsetof(l.maxComputeSharedMemorySize), 216},
		{"VkPhysicalDeviceLimits.maxComputeWorkGroupCount", unsafe.Offsetof(l.maxComputeWorkGroupCount), 220},
		{"VkPhysicalDeviceLimits.maxComputeWorkGroupInvocations", unsafe.Offsetof(l.maxComputeWorkGroupInvocations), 232},
		{"VkPhysicalDeviceLimits.maxComputeWorkGroupSize", unsafe.Offsetof(l.maxComputeWorkGroupSize), 236},
		{"VkPhysicalDeviceLimits.minMemoryMapAlignment", unsafe.Offsetof(l.minMemoryMapAlignment), 304},
		{"VkPhysicalDeviceLimits.minStorageBufferOffsetAlignment", unsafe.Offsetof(l.minStorageBufferOffsetAlignment), 328},
		{"VkPhysicalDeviceLimits.optimalBufferCopyOffsetAlignment", unsafe.Offsetof(l.optimalBufferCopyOffsetAlignment), 480},
		{"VkPhysicalDeviceLimits.nonCoherentAtomSize", unsafe.Offsetof(l.nonCoherentAtomSize), 496},
		{"VkPhysicalDeviceFeatures.shaderFloat64", unsafe.Offsetof(f.shaderFloat64), 156},
		{"VkPhysicalDeviceFeatures.shaderInt64", unsafe.Offsetof(f.shaderInt64), 160},
		{"VkPhysicalDeviceFeatures.shaderInt16", unsafe.Offsetof(f.shaderInt16), 164},
		{"VkPhysicalDeviceFeatures.inheritedQueries", unsafe.Offsetof(f.inheritedQueries), 216},
		{"VkPhysicalDeviceVulkan12Features.shaderInt8", unsafe.Offsetof(f12.shaderInt8), 48},
		{"VkPhysicalDeviceVulkan12Features.subgroupBroadcastDynamicId", unsafe.Offsetof(f12.subgroupBroadcastDynamicId), 200},
		{"VkPhysicalDeviceVulkan13Features.subgroupSizeControl", unsafe.Offsetof(f13.subgroupSizeControl), 44},
		{"VkPhysicalDeviceVulkan13Features.maintenance4", unsafe.Offsetof(f13.maintenance4), 72},
		{"VkComputePipelineCreateInfo.stage", unsafe.Offsetof(cp.stage), 24},
		{"VkComputePipelineCreateInfo.layout", unsafe.Offsetof(cp.layout), 72},
		{"VkComputePipelineCreateInfo.basePipelineIndex", unsafe.Offsetof(cp.basePipelineIndex), 88},
		{"VkPipelineShaderStageCreateInfo.module", unsafe.Offsetof(cp.stage.module), 24},
		{"VkPipelineShaderStageCreateInfo.pSpecializationInfo", unsafe.Offsetof(cp.stage.pSpecializationInfo), 40},
		{"VkWriteDescriptorSet.dstSet", unsafe.Offsetof(ws.dstSet), 16},
		{"VkWriteDescriptorSet.descriptorType", unsafe.Offsetof(ws.descriptorType), 36},
		{"VkWriteDescriptorSet.pBufferInfo", unsafe.Offsetof(ws.pBufferInfo), 48},
		{"VkSubmitInfo.pCommandBuffers", unsafe.Offsetof(si.pCommandBuffers), 48},
		{"VkSubmitInfo.pSignalSemaphores", unsafe.Offsetof(si.pSignalSemaphores), 64},
		{"VkDeviceCreateInfo.ppEnabledExtensionNames", unsafe.Offsetof(dci.ppEnabledExtensionNames), 56},
		{"VkDeviceCreateInfo.pEnabledFeatures", unsafe.Offsetof(dci.pEnabledFeatures), 72 - 8},
		{"VkPhysicalDeviceDriverProperties.driverName", unsafe.Offsetof(drv.driverName), 20},
		{"VkPhysicalDeviceDriverProperties.driverInfo", unsafe.Offsetof(drv.driverInfo), 276},
		{"VkPhysicalDeviceDriverProperties.conformanceVersion", unsafe.Offsetof(drv.conformanceVersion), 532},
		{"VkPhysicalDeviceMemoryProperties.memoryHeapCount", unsafe.Offsetof(mp.memoryHeapCount), 260},
		{"VkPhysicalDeviceMemoryProperties.memoryHeaps", unsafe.Offsetof(mp.memoryHeaps), 264},
	}
	for _, o := range offsets {
		if o.got != o.want {
			t.Errorf("offsetof(%s) = %d, want %d", o.name, o.got, o.want)
		}
	}
}
