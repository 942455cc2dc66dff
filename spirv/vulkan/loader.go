//go:build (linux || freebsd || darwin) && (amd64 || arm64)

package vulkan

import (
	"fmt"
	"os"
	"runtime"
	"strings"
	"sync"

	"github.com/ebitengine/purego"
)

// The Vulkan loader is opened once per process with purego (no cgo) and
// every other entry point is reached through vkGetInstanceProcAddr and
// vkGetDeviceProcAddr, as the loader documentation recommends.

// LibraryEnv names an environment variable that, when set, gives the path
// of the Vulkan loader library to open instead of the default names.
const LibraryEnv = "GLSLC_NV_VULKAN_LIBRARY"

var lib struct {
	once   sync.Once
	err    error
	handle uintptr

	getInstanceProcAddr                  uintptr
	createInstance                       uintptr
	enumerateInstanceVersion             uintptr
	enumerateInstanceExtensionProperties uintptr
}

func libraryNames() []string {
	if p := os.Getenv(LibraryEnv); p != "" {
		return []string{p}
	}
	switch runtime.GOOS {
	case "darwin":
		return []string{"libvulkan.1.dylib", "libvulkan.dylib", "libMoltenVK.dylib"}
	}
	return []string{"libvulkan.so.1", "libvulkan.so"}
}

func loadLibrary() error {
	lib.once.Do(func() {
		var errs []string
		for _, name := range libraryNames() {
			h, err := purego.Dlopen(name, purego.RTLD_NOW|purego.RTLD_LOCAL)
			if err != nil {
				errs = append(errs, err.Error())
				continue
			}
			sym, err := purego.Dlsym(h, "vkGetInstanceProcAddr")
			if err != nil || sym == 0 {
				errs = append(errs, fmt.Sprintf("%s has no vkGetInstanceProcAddr", name))
				continue
			}
			lib.handle, lib.getInstanceProcAddr = h, sym
			break
		}
		if lib.handle == 0 {
			lib.err = &UnavailableError{Reason: "cannot open the Vulkan loader (" + strings.Join(errs, "; ") + ")"}
			return
		}
		var ar arena
		defer ar.free()
		gpa := func(name string) uintptr {
			r, _, _ := purego.SyscallN(lib.getInstanceProcAddr, 0, ar.cstr(name))
			return r
		}
		lib.createInstance = gpa("vkCreateInstance")
		lib.enumerateInstanceVersion = gpa("vkEnumerateInstanceVersion")
		lib.enumerateInstanceExtensionProperties = gpa("vkEnumerateInstanceExtensionProperties")
		if lib.createInstance == 0 || lib.enumerateInstanceExtensionProperties == 0 {
			lib.err = &UnavailableError{Reason: "the Vulkan loader does not export vkCreateInstance"}
		}
	})
	return lib.err
}

// call invokes a Vulkan function that returns VkResult (or void, where the
// result is ignored). Every pointer argument points into an arena.
func call(fn uintptr, args ...uintptr) vkResult {
	r, _, _ := purego.SyscallN(fn, args...)
	return vkResult(int32(r))
}

type fnEntry struct {
	name     string
	p        *uintptr
	optional bool
}

// instFns are the instance-level functions.
type instFns struct {
	destroyInstance                        uintptr
	enumeratePhysicalDevices               uintptr
	getPhysicalDeviceProperties            uintptr
	getPhysicalDeviceProperties2           uintptr
	getPhysicalDeviceFeatures2             uintptr
	getPhysicalDeviceQueueFamilyProperties uintptr
	getPhysicalDeviceMemoryProperties      uintptr
	getPhysicalDeviceFormatProperties      uintptr
	getPhysicalDeviceImageFormatProperties uintptr
	enumerateDeviceExtensionProperties     uintptr
	createDevice                           uintptr
	getDeviceProcAddr                      uintptr
}

func (f *instFns) entries() []fnEntry {
	return []fnEntry{
		{"vkDestroyInstance", &f.destroyInstance, false},
		{"vkEnumeratePhysicalDevices", &f.enumeratePhysicalDevices, false},
		{"vkGetPhysicalDeviceProperties", &f.getPhysicalDeviceProperties, false},
		{"vkGetPhysicalDeviceProperties2", &f.getPhysicalDeviceProperties2, false},
		{"vkGetPhysicalDeviceFeatures2", &f.getPhysicalDeviceFeatures2, false},
		{"vkGetPhysicalDeviceQueueFamilyProperties", &f.getPhysicalDeviceQueueFamilyProperties, false},
		{"vkGetPhysicalDeviceMemoryProperties", &f.getPhysicalDeviceMemoryProperties, false},
		{"vkGetPhysicalDeviceFormatProperties", &f.getPhysicalDeviceFormatProperties, false},
		{"vkGetPhysicalDeviceImageFormatProperties", &f.getPhysicalDeviceImageFormatProperties, false},
		{"vkEnumerateDeviceExtensionProperties", &f.enumerateDeviceExtensionProperties, false},
		{"vkCreateDevice", &f.createDevice, false},
		{"vkGetDeviceProcAddr", &f.getDeviceProcAddr, false},
	}
}

// devFns are the device-level functions.
type devFns struct {
	destroyDevice               uintptr
	getDeviceQueue              uintptr
	deviceWaitIdle              uintptr
	createBuffer                uintptr
	destroyBuffer               uintptr
	getBufferMemoryRequirements uintptr
	allocateMemory              uintptr
	freeMemory                  uintptr
	bindBufferMemory            uintptr
	mapMemory                   uintptr
	unmapMemory                 uintptr
	createShaderModule          uintptr
	destroyShaderModule         uintptr
	createDescriptorSetLayout   uintptr
	destroyDescriptorSetLayout  uintptr
	createPipelineLayout        uintptr
	destroyPipelineLayout       uintptr
	createComputePipelines      uintptr
	destroyPipeline             uintptr
	createDescriptorPool        uintptr
	destroyDescriptorPool       uintptr
	allocateDescriptorSets      uintptr
	updateDescriptorSets        uintptr
	createCommandPool           uintptr
	destroyCommandPool          uintptr
	allocateCommandBuffers      uintptr
	beginCommandBuffer          uintptr
	endCommandBuffer            uintptr
	cmdBindPipeline             uintptr
	cmdBindDescriptorSets       uintptr
	cmdPushConstants            uintptr
	cmdDispatch                 uintptr
	cmdPipelineBarrier          uintptr
	queueSubmit                 uintptr
	createFence                 uintptr
	destroyFence                uintptr
	waitForFences               uintptr
	getFenceStatus              uintptr
	createImage                 uintptr
	destroyImage                uintptr
	getImageMemoryRequirements  uintptr
	bindImageMemory             uintptr
	createImageView             uintptr
	destroyImageView            uintptr
	createSampler               uintptr
	destroySampler              uintptr
	createBufferView            uintptr
	destroyBufferView           uintptr
	cmdCopyBufferToImage        uintptr
	cmdCopyImageToBuffer        uintptr
	cmdClearColorImage          uintptr
}

func (f *devFns) entries() []fnEntry {
	return []fnEntry{
		{"vkDestroyDevice", &f.destroyDevice, false},
		{"vkGetDeviceQueue", &f.getDeviceQueue, false},
		{"vkDeviceWaitIdle", &f.deviceWaitIdle, false},
		{"vkCreateBuffer", &f.createBuffer, false},
		{"vkDestroyBuffer", &f.destroyBuffer, false},
		{"vkGetBufferMemoryRequirements", &f.getBufferMemoryRequirements, false},
		{"vkAllocateMemory", &f.allocateMemory, false},
		{"vkFreeMemory", &f.freeMemory, false},
		{"vkBindBufferMemory", &f.bindBufferMemory, false},
		{"vkMapMemory", &f.mapMemory, false},
		{"vkUnmapMemory", &f.unmapMemory, false},
		{"vkCreateShaderModule", &f.createShaderModule, false},
		{"vkDestroyShaderModule", &f.destroyShaderModule, false},
		{"vkCreateDescriptorSetLayout", &f.createDescriptorSetLayout, false},
		{"vkDestroyDescriptorSetLayout", &f.destroyDescriptorSetLayout, false},
		{"vkCreatePipelineLayout", &f.createPipelineLayout, false},
		{"vkDestroyPipelineLayout", &f.destroyPipelineLayout, false},
		{"vkCreateComputePipelines", &f.createComputePipelines, false},
		{"vkDestroyPipeline", &f.destroyPipeline, false},
		{"vkCreateDescriptorPool", &f.createDescriptorPool, false},
		{"vkDestroyDescriptorPool", &f.destroyDescriptorPool, false},
		{"vkAllocateDescriptorSets", &f.allocateDescriptorSets, false},
		{"vkUpdateDescriptorSets", &f.updateDescriptorSets, false},
		{"vkCreateCommandPool", &f.createCommandPool, false},
		{"vkDestroyCommandPool", &f.destroyCommandPool, false},
		{"vkAllocateCommandBuffers", &f.allocateCommandBuffers, false},
		{"vkBeginCommandBuffer", &f.beginCommandBuffer, false},
		{"vkEndCommandBuffer", &f.endCommandBuffer, false},
		{"vkCmdBindPipeline", &f.cmdBindPipeline, false},
		{"vkCmdBindDescriptorSets", &f.cmdBindDescriptorSets, false},
		{"vkCmdPushConstants", &f.cmdPushConstants, false},
		{"vkCmdDispatch", &f.cmdDispatch, false},
		{"vkCmdPipelineBarrier", &f.cmdPipelineBarrier, false},
		{"vkQueueSubmit", &f.queueSubmit, false},
		{"vkCreateFence", &f.createFence, false},
		{"vkDestroyFence", &f.destroyFence, false},
		{"vkWaitForFences", &f.waitForFences, false},
		{"vkGetFenceStatus", &f.getFenceStatus, false},
		{"vkCreateImage", &f.createImage, false},
		{"vkDestroyImage", &f.destroyImage, false},
		{"vkGetImageMemoryRequirements", &f.getImageMemoryRequirements, false},
		{"vkBindImageMemory", &f.bindImageMemory, false},
		{"vkCreateImageView", &f.createImageView, false},
		{"vkDestroyImageView", &f.destroyImageView, false},
		{"vkCreateSampler", &f.createSampler, false},
		{"vkDestroySampler", &f.destroySampler, false},
		{"vkCreateBufferView", &f.createBufferView, false},
		{"vkDestroyBufferView", &f.destroyBufferView, false},
		{"vkCmdCopyBufferToImage", &f.cmdCopyBufferToImage, false},
		{"vkCmdCopyImageToBuffer", &f.cmdCopyImageToBuffer, false},
		{"vkCmdClearColorImage", &f.cmdClearColorImage, false},
	}
}

// resolve fills a function table through a get-proc-addr function.
func resolve(gpa uintptr, handle uintptr, table []fnEntry) error {
	var ar arena
	defer ar.free()
	for _, e := range table {
		r, _, _ := purego.SyscallN(gpa, handle, ar.cstr(e.name))
		if r == 0 && !e.optional {
			return fmt.Errorf("vulkan: the driver does not provide %s", e.name)
		}
		*e.p = r
	}
	return nil
}
