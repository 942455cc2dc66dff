package conformance

import (
	"strings"
	"sync"
	"time"

	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/internal/texel"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
	"github.com/glslc-nv/glslc-nv/spirv/vulkan"
)

// Device runs compute dispatches: the SPIR-V interpreter (InterpDevice), or
// a Vulkan driver.
type Device interface {
	// Info describes the device.
	Info() DeviceInfo
	// Supports reports whether the device has a DEVICE_FEATURE (Amber's
	// names: shaderInt64, Storage8BitFeatures.storageBuffer8BitAccess,
	// SubgroupSupportedOperations.ballot, ...), a DEVICE_EXTENSION or an
	// INSTANCE_EXTENSION.
	Supports(kind RequirementKind, name string) bool
	// Dispatch runs one dispatch. The buffers are updated in place: when
	// Dispatch returns, each binding's Data holds what the shader left
	// there. An error means the dispatch could not run (or was cut short);
	// undefined behaviour the device noticed while the run went on is
	// reported in the result's diagnostics.
	Dispatch(d *Dispatch) (*DispatchResult, error)
}

// DeviceInfo describes a device.
type DeviceInfo struct {
	Name string
	// MinSubgroupSize and MaxSubgroupSize bound REQUIRED_SIZE (MIN and MAX
	// select them); DefaultSubgroupSize is used when a pipeline does not
	// ask for a size.
	MinSubgroupSize, MaxSubgroupSize, DefaultSubgroupSize int
	// MaxWorkgroupCount is Vulkan's maxComputeWorkGroupCount: a RUN with
	// more workgroups in a dimension fails instead of running.
	MaxWorkgroupCount [3]uint32
}

// DefaultMaxWorkgroupCount is the interpreter's maxComputeWorkGroupCount
// unless InterpDevice.MaxWorkgroupCount says otherwise: Vulkan's required
// minimum, which NVIDIA's drivers report for Y and Z (X is 2^31-1 there).
var DefaultMaxWorkgroupCount = [3]uint32{65535, 65535, 65535}

// Dispatch is everything one compute dispatch needs.
type Dispatch struct {
	SPIRV []byte // the module
	Entry string // entry point name
	Spec  []SpecConstant
	// Memory holds each script buffer the dispatch binds, once; Buffers
	// are the storage and uniform bindings into it; PushConstants the
	// push-constant bytes (nil when none).
	Memory        [][]byte
	Buffers       []BufferBinding
	PushConstants []byte
	// Images are the image, sampler and texel-buffer bindings.
	Images     []ImageBinding
	Workgroups [3]uint32
	// SubgroupSize is the required subgroup size; 0 lets the device choose.
	SubgroupSize int
	// FullSubgroups asks that every subgroup be fully populated (Vulkan's
	// computeFullSubgroups / FULLY_POPULATED on).
	FullSubgroups bool
	// Timeout is SET ENGINE_DATA fence_timeout_ms (0 when unset).
	Timeout time.Duration
	// RobustBufferAccess is set when the script requires the
	// robustBufferAccess feature: out-of-bounds accesses are then
	// defined, and a device reports none.
	RobustBufferAccess bool
}

// BufferBinding is a buffer at a descriptor set and binding.
type BufferBinding struct {
	Set, Binding uint32
	// ArrayIndex is the element of a descriptor array (BUFFER_ARRAY)
	// this buffer is, ArraySize the array's element count (0 for a
	// single buffer).
	ArrayIndex, ArraySize int
	Kind                  string // storage, uniform, storage_dynamic, uniform_dynamic
	// Memory indexes Dispatch.Memory (bindings of one buffer share it);
	// Offset is the descriptor's offset (DESCRIPTOR_OFFSET), DynamicOffset
	// the dynamic offset (OFFSET) and Range the descriptor's size (-1 for
	// the rest of the buffer).
	Memory                int
	Offset, DynamicOffset int
	Range                 int
	// Data is the range the shader sees, a slice of Memory[Memory].
	Data []byte
}

// DispatchResult reports a finished dispatch.
type DispatchResult struct {
	// Diagnostics lists undefined behaviour seen during the run.
	Diagnostics []string
	// Warnings lists valid-usage rules the dispatch broke that drivers
	// tolerate, so the device ran it the way they do.
	Warnings []string
	// SubgroupSize is the subgroup size the dispatch ran with.
	SubgroupSize int
}

// InterpDevice runs dispatches on the reference interpreter
// (spirv/interp). The zero value is ready to use; loaded modules are
// cached, so a script's repeated RUNs load each module once.
type InterpDevice struct {
	// Config is the template for every run: MaxSteps, NoChecks, Schedule,
	// Seed, Workers and Printf are taken from it; the dispatch fills in
	// the rest.
	Config interp.Config
	// MaxWorkgroupCount is the emulated maxComputeWorkGroupCount; a zero
	// component means DefaultMaxWorkgroupCount's.
	MaxWorkgroupCount [3]uint32
	// CompareEngines runs every dispatch on both interpreter engines,
	// with one worker each: the reference engine first, then Config's
	// engine on the same buffers and images, restored to their contents
	// before the first run. A difference in any buffer or image byte,
	// the instruction count, the diagnostics, the DebugPrintf output or
	// the error fails the dispatch (compareEngines).
	CompareEngines bool

	mu    sync.Mutex
	cache map[string]*interp.Program
}

// Info implements Device.
func (d *InterpDevice) Info() DeviceInfo {
	max := DefaultMaxWorkgroupCount
	for i, n := range d.MaxWorkgroupCount {
		if n != 0 {
			max[i] = n
		}
	}
	return DeviceInfo{Name: "glslc-nv interpreter", MinSubgroupSize: interp.MinSubgroupSize,
		MaxSubgroupSize: interp.MaxSubgroupSize, DefaultSubgroupSize: interp.DefaultSubgroupSize,
		MaxWorkgroupCount: max}
}

// interpFeatures are the DEVICE_FEATURE names the interpreter has.
var interpFeatures = map[string]bool{
	// VkPhysicalDeviceFeatures that concern compute shaders.
	"robustBufferAccess": true, "shaderInt64": true, "shaderInt16": true, "shaderFloat64": true,
	"shaderStorageBufferArrayDynamicIndexing": true, "shaderUniformBufferArrayDynamicIndexing": true,
	"fragmentStoresAndAtomics": true, "vertexPipelineStoresAndAtomics": false,
	"SubgroupSupportedStages.fragment": true, "sampleRateShading": true,
	"Float16Int8Features.shaderFloat16": true, "Float16Int8Features.shaderInt8": true,
	"Storage8BitFeatures.storageBuffer8BitAccess":                     true,
	"Storage8BitFeatures.uniformAndStorageBuffer8BitAccess":           true,
	"Storage8BitFeatures.storagePushConstant8":                        true,
	"Storage16BitFeatures.storageBuffer16BitAccess":                   true,
	"Storage16BitFeatures.uniformAndStorageBuffer16BitAccess":         true,
	"Storage16BitFeatures.storagePushConstant16":                      true,
	"SubgroupSizeControl.subgroupSizeControl":                         true,
	"SubgroupSizeControl.computeFullSubgroups":                        true,
	"SubgroupSupportedOperations.basic":                               true,
	"SubgroupSupportedOperations.vote":                                true,
	"SubgroupSupportedOperations.arithmetic":                          true,
	"SubgroupSupportedOperations.ballot":                              true,
	"SubgroupSupportedOperations.shuffle":                             true,
	"SubgroupSupportedOperations.shuffleRelative":                     true,
	"SubgroupSupportedOperations.clustered":                           true,
	"SubgroupSupportedOperations.quad":                                true,
	"SubgroupSupportedOperations.partitionedNV":                       true,
	"SubgroupSupportedOperations.rotate":                              true,
	"SubgroupSupportedOperations.rotateClustered":                     true,
	"SubgroupSupportedStages.compute":                                 true,
	"ShaderSubgroupExtendedTypesFeatures.shaderSubgroupExtendedTypes": true,
	"ShaderSubgroupRotateFeatures.shaderSubgroupRotate":               true,
	"ShaderSubgroupRotateFeatures.shaderSubgroupRotateClustered":      true,
	"VulkanMemoryModelFeatures.vulkanMemoryModel":                     true,
	"VulkanMemoryModelFeatures.vulkanMemoryModelDeviceScope":          true,
	"ShaderAtomicFloatFeatures.shaderBufferFloat32AtomicAdd":          true,
	"ShaderAtomicFloatFeatures.shaderBufferFloat32Atomics":            true,
	"ShaderAtomicFloatFeatures.shaderSharedFloat32AtomicAdd":          true,
	"ShaderAtomicFloatFeatures.shaderSharedFloat32Atomics":            true,
	"ShaderAtomicInt64Features.shaderBufferInt64Atomics":              true,
	"ShaderAtomicInt64Features.shaderSharedInt64Atomics":              true,

	// Workgroup variable initializers, aliasing Block variables and
	// variable pointers (spirv/interp). Amber has no names of its own
	// for the first two structures; these follow its pattern.
	"ZeroInitializeWorkgroupMemoryFeatures.shaderZeroInitializeWorkgroupMemory":            true,
	"WorkgroupMemoryExplicitLayoutFeatures.workgroupMemoryExplicitLayout":                  true,
	"WorkgroupMemoryExplicitLayoutFeatures.workgroupMemoryExplicitLayoutScalarBlockLayout": true,
	"WorkgroupMemoryExplicitLayoutFeatures.workgroupMemoryExplicitLayout8BitAccess":        true,
	"WorkgroupMemoryExplicitLayoutFeatures.workgroupMemoryExplicitLayout16BitAccess":       true,
	"VariablePointerFeatures.variablePointers":                                             true,
	"VariablePointerFeatures.variablePointersStorageBuffer":                                true,

	// Cooperative matrices (spirv/interp: coopmat.go, coopwg.go,
	// coopmat_tensor.go), named after Amber's pattern for extension
	// feature structures (AccelerationStructureFeaturesKHR.…).
	"CooperativeMatrixFeaturesKHR.cooperativeMatrix":                     true,
	"CooperativeMatrix2FeaturesNV.cooperativeMatrixWorkgroupScope":       true,
	"CooperativeMatrix2FeaturesNV.cooperativeMatrixFlexibleDimensions":   true,
	"CooperativeMatrix2FeaturesNV.cooperativeMatrixReductions":           true,
	"CooperativeMatrix2FeaturesNV.cooperativeMatrixConversions":          true,
	"CooperativeMatrix2FeaturesNV.cooperativeMatrixPerElementOperations": true,
	"CooperativeMatrix2FeaturesNV.cooperativeMatrixTensorAddressing":     true,
	"CooperativeMatrix2FeaturesNV.cooperativeMatrixBlockLoads":           true,

	// Images (spirv/interp with internal/texel).
	"shaderStorageImageMultisample": true, "shaderStorageImageExtendedFormats": true,
	"shaderStorageImageReadWithoutFormat": true, "shaderStorageImageWriteWithoutFormat": true,
	"shaderImageGatherExtended": true, "imageCubeArray": true,
	"shaderSampledImageArrayDynamicIndexing": true, "shaderStorageImageArrayDynamicIndexing": true,
}

// interpExtensions are the device extensions the interpreter has.
var interpExtensions = map[string]bool{
	"VK_KHR_storage_buffer_storage_class":         true,
	"VK_KHR_8bit_storage":                         true,
	"VK_KHR_16bit_storage":                        true,
	"VK_KHR_shader_float16_int8":                  true,
	"VK_KHR_shader_subgroup_extended_types":       true,
	"VK_KHR_shader_subgroup_rotate":               true,
	"VK_EXT_subgroup_size_control":                true,
	"VK_NV_shader_subgroup_partitioned":           true,
	"VK_KHR_vulkan_memory_model":                  true,
	"VK_EXT_shader_atomic_float":                  true,
	"VK_KHR_shader_atomic_int64":                  true,
	"VK_KHR_shader_float_controls":                true,
	"VK_KHR_spirv_1_4":                            true,
	"VK_KHR_get_physical_device_properties2":      true,
	"VK_NV_shader_sm_builtins":                    true,
	"VK_KHR_shader_non_semantic_info":             true,
	"VK_KHR_workgroup_memory_explicit_layout":     true,
	"VK_KHR_shader_subgroup_uniform_control_flow": true,
	"VK_KHR_zero_initialize_workgroup_memory":     true,
	// fragment shaders (spirv/interp/stage.go)
	"VK_KHR_shader_terminate_invocation":        true,
	"VK_EXT_shader_demote_to_helper_invocation": true,
	// Descriptor arrays of buffers: runtime-sized, partially bound,
	// indexed dynamically and with nonuniformEXT (the interpreter has no
	// images or texel buffers yet, which the extension also covers).
	"VK_EXT_descriptor_indexing": true,
	// Cooperative matrices: OpTypeCooperativeMatrixKHR and its
	// instructions, and the NV second version's workgroup scope,
	// reductions, conversions, per-element operations, tensor
	// addressing and block loads.
	"VK_KHR_cooperative_matrix": true,
	"VK_NV_cooperative_matrix2": true,
}

// knownProperties are the DEVICE_PROPERTY names Amber accepts: the flags
// of VkPhysicalDeviceFloatControlsProperties.
var knownProperties = func() map[string]bool {
	m := map[string]bool{}
	for _, n := range vulkan.FloatControlsNames {
		m["FloatControlsProperties."+n] = true
	}
	return m
}()

// interpProperty answers a DEVICE_PROPERTY for the interpreter from what it
// implements: float arithmetic is IEEE with round-to-nearest-even, and it
// keeps denormals, signed zeros, infinities and NaNs at every width; it
// has no flush-to-zero or round-toward-zero mode.
func interpProperty(name string) bool {
	n := strings.TrimPrefix(name, "FloatControlsProperties.")
	return knownProperties[name] && !strings.HasPrefix(n, "shaderDenormFlushToZero") && !strings.HasPrefix(n, "shaderRoundingModeRTZ")
}

// Supports implements Device. Instance extensions are all accepted: the
// interpreter has no instance.
func (d *InterpDevice) Supports(kind RequirementKind, name string) bool {
	switch kind {
	case Feature:
		return interpFeatures[name]
	case DeviceExtension:
		return interpExtensions[name]
	case Property:
		return interpProperty(name)
	}
	return true
}

func (d *InterpDevice) program(code []byte) (*interp.Program, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if p, ok := d.cache[string(code)]; ok {
		return p, nil
	}
	p, err := interp.Load(code)
	if err != nil {
		return nil, err
	}
	if d.cache == nil {
		d.cache = map[string]*interp.Program{}
	}
	d.cache[string(code)] = p
	return p, nil
}

// Dispatch implements Device.
func (d *InterpDevice) Dispatch(x *Dispatch) (*DispatchResult, error) {
	prog, err := d.program(x.SPIRV)
	if err != nil {
		return nil, err
	}
	cfg, err := d.config(x)
	if err != nil {
		return nil, err
	}
	var res *interp.Result
	if d.CompareEngines {
		res, err = compareEngines(prog, cfg)
	} else {
		res, err = prog.Run(cfg)
	}
	out := &DispatchResult{SubgroupSize: cfg.SubgroupSize}
	if res != nil && x.FullSubgroups {
		// local_size_x must be a multiple of the subgroup size; drivers
		// run a pipeline that breaks the rule with a partial last
		// subgroup (the CTS's _partial reconvergence files rely on it),
		// and so does the interpreter, with a warning.
		if w := vulkan.PartialSubgroupsWarning(res.LocalSize[0], uint32(cfg.SubgroupSize), x.SubgroupSize != 0); w != "" {
			out.Warnings = append(out.Warnings, w)
		}
	}
	if res != nil {
		for _, dg := range res.Diagnostics {
			if dg.Severity == interp.Error && err != nil {
				continue // the error itself
			}
			out.Diagnostics = append(out.Diagnostics, dg.String())
		}
	}
	return out, err
}

// config is the interpreter configuration of a dispatch's bindings.
func (d *InterpDevice) config(x *Dispatch) (interp.Config, error) {
	cfg := d.Config
	cfg.SubgroupSize = x.SubgroupSize
	if cfg.SubgroupSize == 0 {
		cfg.SubgroupSize = interp.DefaultSubgroupSize
	}
	cfg.Workgroups = x.Workgroups
	cfg.Entry = x.Entry
	cfg.PushConstants = x.PushConstants
	cfg.Buffers = make(map[[2]uint32][]byte, len(x.Buffers))
	cfg.BufferArrays = nil
	for _, b := range x.Buffers {
		key := [2]uint32{b.Set, b.Binding}
		if b.ArraySize == 0 {
			cfg.Buffers[key] = b.Data
			continue
		}
		if cfg.BufferArrays == nil {
			cfg.BufferArrays = map[[2]uint32][][]byte{}
		}
		arr := cfg.BufferArrays[key]
		if arr == nil {
			arr = make([][]byte, b.ArraySize)
			cfg.BufferArrays[key] = arr
		}
		arr[b.ArrayIndex] = b.Data
	}
	cfg.Images, cfg.ImageArrays = nil, nil
	for i := range x.Images {
		b := &x.Images[i]
		key := [2]uint32{b.Set, b.Binding}
		if b.ArraySize == 0 {
			if cfg.Images == nil {
				cfg.Images = map[[2]uint32]*texel.Binding{}
			}
			cfg.Images[key] = &b.Desc
			continue
		}
		if cfg.ImageArrays == nil {
			cfg.ImageArrays = map[[2]uint32][]*texel.Binding{}
		}
		if cfg.ImageArrays[key] == nil {
			cfg.ImageArrays[key] = make([]*texel.Binding, b.ArraySize)
		}
		cfg.ImageArrays[key][b.ArrayIndex] = &b.Desc
	}
	cfg.RobustBufferAccess = x.RobustBufferAccess
	if len(x.Spec) > 0 {
		cfg.Spec = make(map[uint32]uint64, len(x.Spec))
		for _, s := range x.Spec {
			cfg.Spec[s.ID] = s.Value.Bits
		}
	}
	return cfg, nil
}

// shaderEnv resolves a shader's TARGET_ENV as Amber does: a GLSL shader
// takes the names Amber hands shaderc (spv1.0-spv1.5, vulkan1.0,
// vulkan1.1, vulkan1.1spv1.4, vulkan1.2), SPIR-V shaders SPIRV-Tools'
// names.
func shaderEnv(format, name string) (targetenv.Env, error) {
	if format == "GLSL" {
		return targetenv.AmberGLSL(name)
	}
	return targetenv.SPIRVTools(name)
}
