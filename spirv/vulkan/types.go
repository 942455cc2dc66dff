package vulkan

import (
	"errors"
	"fmt"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/glslc-nv/glslc-nv/internal/texel"
)

// InstallHint tells how to get a Vulkan loader and a CPU driver on Debian
// and Ubuntu.
const InstallHint = "install the Vulkan loader and Mesa's CPU driver (lavapipe): apt-get install mesa-vulkan-drivers libvulkan1"

// ErrUnavailable is matched (errors.Is) by every error that says Vulkan
// cannot be used on this machine: no loader, no instance, no device.
var ErrUnavailable = errors.New("vulkan unavailable")

// UnavailableError says why no Vulkan device can be used.
type UnavailableError struct {
	Reason string
}

func (e *UnavailableError) Error() string {
	return "vulkan: " + e.Reason + "; " + InstallHint
}

// Is makes errors.Is(err, ErrUnavailable) true.
func (e *UnavailableError) Is(target error) bool { return target == ErrUnavailable }

// UnsupportedError lists what a module needs that the device lacks.
type UnsupportedError struct {
	Device  string
	Missing []string // one entry per capability, extension or limit, with the reason
}

func (e *UnsupportedError) Error() string {
	return fmt.Sprintf("vulkan: device %q cannot run the module: %s", e.Device, strings.Join(e.Missing, "; "))
}

// VkError is a Vulkan call that returned an error code.
type VkError struct {
	Call   string
	Result int32
}

func (e *VkError) Error() string {
	return fmt.Sprintf("vulkan: %s failed: %s", e.Call, vkResult(e.Result))
}

// TimeoutError says the dispatch did not finish in RunConfig.Timeout. The
// objects of the run stay alive until the work completes (they are freed by
// a later Run or by Close if it has).
type TimeoutError struct {
	Timeout time.Duration
}

func (e *TimeoutError) Error() string {
	return fmt.Sprintf("vulkan: the dispatch did not finish within %v", e.Timeout)
}

// Version is a Vulkan API version number (VK_MAKE_API_VERSION).
type Version uint32

// MakeVersion builds a version number.
func MakeVersion(major, minor, patch uint32) Version {
	return Version(major<<22 | minor<<12 | patch)
}

// Major, Minor and Patch split the version.
func (v Version) Major() uint32 { return uint32(v) >> 22 & 0x7f }
func (v Version) Minor() uint32 { return uint32(v) >> 12 & 0x3ff }
func (v Version) Patch() uint32 { return uint32(v) & 0xfff }

func (v Version) String() string {
	return fmt.Sprintf("%d.%d.%d", v.Major(), v.Minor(), v.Patch())
}

// SubgroupOps is a VkSubgroupFeatureFlags set.
type SubgroupOps uint32

// The subgroup operation bits (VkSubgroupFeatureFlagBits).
const (
	OpBasic           SubgroupOps = 0x1
	OpVote            SubgroupOps = 0x2
	OpArithmetic      SubgroupOps = 0x4
	OpBallot          SubgroupOps = 0x8
	OpShuffle         SubgroupOps = 0x10
	OpShuffleRelative SubgroupOps = 0x20
	OpClustered       SubgroupOps = 0x40
	OpQuad            SubgroupOps = 0x80
	OpPartitionedNV   SubgroupOps = 0x100
	OpRotate          SubgroupOps = 0x200
	OpRotateClustered SubgroupOps = 0x400
)

var subgroupOpNames = []struct {
	bit  SubgroupOps
	name string
}{
	{OpBasic, "basic"}, {OpVote, "vote"}, {OpArithmetic, "arithmetic"}, {OpBallot, "ballot"},
	{OpShuffle, "shuffle"}, {OpShuffleRelative, "shuffle_relative"}, {OpClustered, "clustered"},
	{OpQuad, "quad"}, {OpPartitionedNV, "partitioned_nv"}, {OpRotate, "rotate"},
	{OpRotateClustered, "rotate_clustered"},
}

// Names lists the operations in the set, in bit order.
func (s SubgroupOps) Names() []string {
	var out []string
	for _, n := range subgroupOpNames {
		if s&n.bit != 0 {
			out = append(out, n.name)
			s &^= n.bit
		}
	}
	if s != 0 {
		out = append(out, fmt.Sprintf("0x%x", uint32(s)))
	}
	return out
}

func (s SubgroupOps) String() string {
	if s == 0 {
		return "none"
	}
	return strings.Join(s.Names(), ",")
}

// Stages is a VkShaderStageFlags set.
type Stages uint32

// StageCompute is VK_SHADER_STAGE_COMPUTE_BIT.
const StageCompute Stages = 0x20

var stageNames = []struct {
	bit  Stages
	name string
}{
	{0x1, "vertex"}, {0x2, "tess_control"}, {0x4, "tess_eval"}, {0x8, "geometry"},
	{0x10, "fragment"}, {0x20, "compute"}, {0x40, "task"}, {0x80, "mesh"},
	{0x100, "raygen"}, {0x200, "any_hit"}, {0x400, "closest_hit"}, {0x800, "miss"},
	{0x1000, "intersection"}, {0x2000, "callable"},
}

func (s Stages) String() string {
	if s == 0 {
		return "none"
	}
	var out []string
	for _, n := range stageNames {
		if s&n.bit != 0 {
			out = append(out, n.name)
			s &^= n.bit
		}
	}
	if s != 0 {
		out = append(out, fmt.Sprintf("0x%x", uint32(s)))
	}
	return strings.Join(out, ",")
}

// DeviceInfo describes one physical device.
type DeviceInfo struct {
	Index      int
	Name       string
	Type       string // "integrated-gpu", "discrete-gpu", "virtual-gpu", "cpu", "other"
	VendorID   uint32
	DeviceID   uint32
	APIVersion Version // what the device reports
	// DriverName and DriverInfo come from VkPhysicalDeviceDriverProperties
	// (empty when the device has neither Vulkan 1.2 nor VK_KHR_driver_properties).
	DriverID      uint32
	DriverName    string
	DriverInfo    string
	DriverVersion uint32
	// FloatControls holds VkPhysicalDeviceFloatControlsProperties' flags
	// by member name ("shaderDenormPreserveFloat16"; see
	// FloatControlsNames); nil when the device has neither Vulkan 1.2 nor
	// VK_KHR_shader_float_controls.
	FloatControls map[string]bool

	// Subgroup properties (VkPhysicalDeviceSubgroupProperties).
	SubgroupSize              uint32
	SubgroupStages            Stages
	SubgroupOps               SubgroupOps
	QuadOperationsInAllStages bool

	// PartitionedNV says the device offers VK_NV_shader_subgroup_partitioned.
	PartitionedNV bool
	// RotateKHR says the device offers VK_KHR_shader_subgroup_rotate.
	RotateKHR bool

	// Subgroup size control (Vulkan 1.3 or VK_EXT_subgroup_size_control).
	SizeControl                  bool // the subgroupSizeControl feature
	ComputeFullSubgroups         bool // the computeFullSubgroups feature
	MinSubgroupSize              uint32
	MaxSubgroupSize              uint32
	MaxComputeWorkgroupSubgroups uint32
	RequiredSubgroupSizeStages   Stages

	ShaderInt64   bool
	ShaderInt16   bool
	ShaderFloat64 bool
	ShaderInt8    bool
	ShaderFloat16 bool

	MaxComputeWorkGroupCount       [3]uint32
	MaxComputeWorkGroupSize        [3]uint32
	MaxComputeWorkGroupInvocations uint32
	MaxComputeSharedMemorySize     uint32
	MaxPushConstantsSize           uint32
	MaxStorageBufferRange          uint32
	MaxUniformBufferRange          uint32

	// Extensions lists the device extensions, sorted.
	Extensions []string

	// Features holds every feature of VkPhysicalDeviceFeatures, the
	// Vulkan 1.1/1.2/1.3 feature structures (when the device's version
	// has them) and the subgroup-size-control, subgroup-rotate,
	// atomic-float, shader-clock and maximal-reconvergence extension
	// structures (when offered),
	// by Vulkan member name: "storageBuffer16BitAccess",
	// "shaderSubgroupExtendedTypes", "shaderBufferFloat32AtomicAdd", ...
	Features map[string]bool
}

// Feature reports whether the device has the named feature. The name is
// a Vulkan feature member, optionally after its structure's name as
// AmberScript writes it ("Storage16BitFeatures.storageBuffer16BitAccess").
// Unknown names report false.
func (d *DeviceInfo) Feature(name string) bool {
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		name = name[i+1:]
	}
	return d.Features[name]
}

// HasExtension reports whether the device offers the named extension.
func (d *DeviceInfo) HasExtension(name string) bool {
	for _, e := range d.Extensions {
		if e == name {
			return true
		}
	}
	return false
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// String describes the device on several lines.
func (d *DeviceInfo) String() string {
	var b strings.Builder
	w := tabwriter.NewWriter(&b, 0, 4, 1, ' ', 0)
	fmt.Fprintf(w, "device %d:\t%s (%s)\n", d.Index, d.Name, d.Type)
	fmt.Fprintf(w, "  driver:\t%s", d.DriverName)
	if d.DriverInfo != "" {
		fmt.Fprintf(w, " (%s)", d.DriverInfo)
	}
	fmt.Fprintf(w, "\n  api version:\t%s\n", d.APIVersion)
	fmt.Fprintf(w, "  subgroup size:\t%d\n", d.SubgroupSize)
	fmt.Fprintf(w, "  subgroup stages:\t%s\n", d.SubgroupStages)
	fmt.Fprintf(w, "  subgroup operations:\t%s\n", d.SubgroupOps)
	fmt.Fprintf(w, "  VK_NV_shader_subgroup_partitioned:\t%s\n", yesNo(d.PartitionedNV))
	fmt.Fprintf(w, "  VK_KHR_shader_subgroup_rotate:\t%s\n", yesNo(d.RotateKHR))
	if d.SizeControl {
		fmt.Fprintf(w, "  subgroup size control:\t%d..%d (stages %s, full subgroups %s)\n",
			d.MinSubgroupSize, d.MaxSubgroupSize, d.RequiredSubgroupSizeStages, yesNo(d.ComputeFullSubgroups))
	} else {
		fmt.Fprintf(w, "  subgroup size control:\tno\n")
	}
	fmt.Fprintf(w, "  shaderInt64/Int16/Float64:\t%s/%s/%s\n", yesNo(d.ShaderInt64), yesNo(d.ShaderInt16), yesNo(d.ShaderFloat64))
	fmt.Fprintf(w, "  shaderInt8/Float16:\t%s/%s\n", yesNo(d.ShaderInt8), yesNo(d.ShaderFloat16))
	fmt.Fprintf(w, "  8/16-bit storage buffers:\t%s/%s\n", yesNo(d.Feature("storageBuffer8BitAccess")), yesNo(d.Feature("storageBuffer16BitAccess")))
	fmt.Fprintf(w, "  subgroup extended types:\t%s\n", yesNo(d.Feature("shaderSubgroupExtendedTypes")))
	fmt.Fprintf(w, "  max workgroup:\tsize %v, invocations %d, count %v, shared %d bytes\n",
		d.MaxComputeWorkGroupSize, d.MaxComputeWorkGroupInvocations, d.MaxComputeWorkGroupCount, d.MaxComputeSharedMemorySize)
	w.Flush()
	return b.String()
}

// Table formats devices as one line each, for `glslc-nv devices`.
func Table(devs []DeviceInfo) string {
	var b strings.Builder
	w := tabwriter.NewWriter(&b, 0, 4, 2, ' ', 0)
	fmt.Fprintln(w, "#\tNAME\tDRIVER\tAPI\tSUBGROUP\tSIZE CONTROL\tSTAGES\tOPERATIONS\tPARTITIONED_NV\tINT64/INT16/FLOAT64")
	for _, d := range devs {
		sc := "no"
		if d.SizeControl {
			sc = fmt.Sprintf("%d..%d", d.MinSubgroupSize, d.MaxSubgroupSize)
		}
		drv := d.DriverName
		if d.DriverInfo != "" {
			drv += " (" + d.DriverInfo + ")"
		}
		fmt.Fprintf(w, "%d\t%s\t%s\t%s\t%d\t%s\t%s\t%s\t%s\t%s/%s/%s\n", d.Index, d.Name, drv, d.APIVersion,
			d.SubgroupSize, sc, d.SubgroupStages, d.SubgroupOps, yesNo(d.PartitionedNV),
			yesNo(d.ShaderInt64), yesNo(d.ShaderInt16), yesNo(d.ShaderFloat64))
	}
	w.Flush()
	return b.String()
}

// BufferKind says how a buffer is bound.
type BufferKind int

const (
	// KindAuto takes the kind from the module's declaration.
	KindAuto BufferKind = iota
	// Storage binds a storage buffer (VK_DESCRIPTOR_TYPE_STORAGE_BUFFER).
	Storage
	// Uniform binds a uniform buffer (VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER).
	Uniform
)

func (k BufferKind) String() string {
	switch k {
	case Storage:
		return "storage"
	case Uniform:
		return "uniform"
	}
	return "auto"
}

// RunConfig describes one dispatch. It mirrors interp.Config.
type RunConfig struct {
	// Entry names the entry point; "" picks the only GLCompute one.
	Entry string
	// Workgroups is the dispatch size; a zero component counts as 1.
	Workgroups [3]uint32
	// Buffers holds the storage and uniform buffers by {set, binding}.
	// Every buffer the module declares must be present. Their contents are
	// uploaded before the dispatch and the device's contents copied back
	// into the same slices afterwards.
	Buffers map[[2]uint32][]byte
	// BufferArrays holds the buffers of descriptor arrays (a binding
	// whose variable is a sized array of blocks) by {set, binding}: one
	// per element, read back in place like Buffers.
	BufferArrays map[[2]uint32][][]byte
	// Images holds the image, sampler and texel-buffer descriptors by
	// {set, binding}, with interp.Config.Images' meaning: each image is
	// uploaded before the dispatch (a copy of every level; bindings of
	// one *texel.Image share one VkImage) and read back into
	// texel.Image.Data afterwards; a texel buffer's data is uploaded and
	// read back the same way. A multisampled image cannot be copied to
	// or from in Vulkan: it is cleared to its data's one repeated value
	// (an error when the data holds more than one) and not read back.
	Images map[[2]uint32]*texel.Binding
	// ImageArrays holds descriptor arrays of those, element i at index i.
	ImageArrays map[[2]uint32][]*texel.Binding
	// Kinds overrides the descriptor type of a binding; by default it comes
	// from the module (StorageBuffer or BufferBlock: storage; Block in the
	// Uniform class: uniform). A binding listed here but not declared by
	// the module is bound too.
	Kinds map[[2]uint32]BufferKind
	// PushConstants holds the push-constant block's bytes (padded with
	// zeros to the block's size).
	PushConstants []byte
	// Spec sets specialization constants by SpecId: the constant's bit
	// pattern in the low bits (0 or 1 for a bool). The size passed to
	// Vulkan (4 for 32-bit and bool constants, 8 for 64-bit, 2 or 1 for
	// 16- and 8-bit) comes from the constant's type in the module; an id
	// the module does not declare is ignored, as Vulkan does.
	Spec map[uint32]uint64
	// SubgroupSize, when not 0, is the required subgroup size
	// (VkPipelineShaderStageRequiredSubgroupSizeCreateInfo). It is an
	// error when the device cannot honour it.
	SubgroupSize int
	// FullSubgroups asks for VK_PIPELINE_SHADER_STAGE_CREATE_REQUIRE_FULL_SUBGROUPS_BIT.
	FullSubgroups bool
	// Timeout bounds the wait for the dispatch; 0 means 60 seconds.
	Timeout time.Duration
	// SkipValidation gives the module to the driver without running
	// spirv-val on it first. Drivers may crash the process on invalid
	// SPIR-V (lavapipe does), so Run validates every module it has not
	// seen before when spirv-val is on PATH (or named by
	// GLSLC_NV_SPIRV_VAL) and returns an *InvalidModuleError instead.
	SkipValidation bool
}

// RunResult summarises a run. The buffers themselves are in RunConfig.Buffers.
type RunResult struct {
	// Entry is the entry point that ran.
	Entry string
	// LocalSize is the workgroup size after specialization.
	LocalSize [3]uint32
	// Invocations is the number of invocations launched.
	Invocations int64
	// SubgroupSize is the required size, or the device's reported size
	// when none was required.
	SubgroupSize int
	// Warnings lists valid-usage rules the run broke that drivers
	// tolerate (PartialSubgroupsWarning).
	Warnings []string
	// Setup covers object and pipeline creation (the driver compiles the
	// shader here), Dispatch the submission and the fence wait, Readback
	// the copy of the buffers into the Go slices, Teardown the destruction.
	Setup, Dispatch, Readback, Teardown time.Duration
}

// FloatControlsNames are the VkBool32 members of
// VkPhysicalDeviceFloatControlsProperties, in their order.
var FloatControlsNames = [15]string{
	"shaderSignedZeroInfNanPreserveFloat16", "shaderSignedZeroInfNanPreserveFloat32", "shaderSignedZeroInfNanPreserveFloat64",
	"shaderDenormPreserveFloat16", "shaderDenormPreserveFloat32", "shaderDenormPreserveFloat64",
	"shaderDenormFlushToZeroFloat16", "shaderDenormFlushToZeroFloat32", "shaderDenormFlushToZeroFloat64",
	"shaderRoundingModeRTEFloat16", "shaderRoundingModeRTEFloat32", "shaderRoundingModeRTEFloat64",
	"shaderRoundingModeRTZFloat16", "shaderRoundingModeRTZFloat32", "shaderRoundingModeRTZFloat64",
}
