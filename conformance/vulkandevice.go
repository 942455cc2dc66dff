package conformance

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/glslc-nv/glslc-nv/internal/texel"

	"github.com/glslc-nv/glslc-nv/spirv/vulkan"
)

// VulkanDevice runs dispatches on a Vulkan driver through spirv/vulkan.
// What the driver lacks (a capability, a subgroup size) makes the script
// skip, with the reason, rather than fail.
type VulkanDevice struct {
	Dev VulkanRunner
	// Timeout bounds the wait for a dispatch whose script sets no
	// fence_timeout_ms; 0 is vulkan.RunConfig's default. The tests set a
	// limit only a hang reaches (testtool.HangLimit).
	Timeout time.Duration
}

// VulkanRunner is what VulkanDevice needs of a device: *vulkan.Device
// (in-process) or *vulkan.IsolatedDevice (in a worker process, so that a
// driver crash fails one dispatch instead of ending the run).
type VulkanRunner interface {
	Info() vulkan.DeviceInfo
	Run(spv []byte, cfg vulkan.RunConfig) (*vulkan.RunResult, error)
}

// Info implements Device.
func (d *VulkanDevice) Info() DeviceInfo {
	in := d.Dev.Info()
	lo, hi := int(in.SubgroupSize), int(in.SubgroupSize)
	if in.SizeControl && in.MinSubgroupSize > 0 {
		lo, hi = int(in.MinSubgroupSize), int(in.MaxSubgroupSize)
	}
	return DeviceInfo{Name: in.Name, MinSubgroupSize: lo, MaxSubgroupSize: hi, DefaultSubgroupSize: int(in.SubgroupSize),
		MaxWorkgroupCount: in.MaxComputeWorkGroupCount}
}

// vulkanOpFeature maps Amber's SubgroupSupportedOperations names to the
// names spirv/vulkan gives the operation bits.
var vulkanOpFeature = map[string]string{
	"basic": "basic", "vote": "vote", "arithmetic": "arithmetic", "ballot": "ballot",
	"shuffle": "shuffle", "shuffleRelative": "shuffle_relative", "clustered": "clustered",
	"quad": "quad", "partitionedNV": "partitioned_nv", "rotate": "rotate", "rotateClustered": "rotate_clustered",
}

// Supports implements Device for the features spirv/vulkan reports; a
// feature it does not know counts as missing, so a script needing it is
// skipped.
func (d *VulkanDevice) Supports(kind RequirementKind, name string) bool {
	in := d.Dev.Info()
	switch kind {
	case DeviceExtension:
		return in.HasExtension(name)
	case Property:
		n, ok := strings.CutPrefix(name, "FloatControlsProperties.")
		return ok && in.FloatControls[n]
	case Feature:
		switch name {
		case "shaderInt64":
			return in.ShaderInt64
		case "shaderInt16":
			return in.ShaderInt16
		case "shaderFloat64":
			return in.ShaderFloat64
		case "Float16Int8Features.shaderFloat16":
			return in.ShaderFloat16
		case "Float16Int8Features.shaderInt8":
			return in.ShaderInt8
		case "SubgroupSizeControl.subgroupSizeControl":
			return in.SizeControl
		case "SubgroupSizeControl.computeFullSubgroups":
			return in.ComputeFullSubgroups
		case "SubgroupSupportedStages.compute":
			return strings.Contains(in.SubgroupStages.String(), "compute")
		}
		if op, ok := strings.CutPrefix(name, "SubgroupSupportedOperations."); ok {
			want := vulkanOpFeature[op]
			for _, n := range in.SubgroupOps.Names() {
				if strings.EqualFold(n, want) {
					return true
				}
			}
			return false
		}
		// Every other feature by its Vulkan member name
		// ("Storage16BitFeatures.storageBuffer16BitAccess").
		return in.Feature(name)
	}
	return true
}

// Dispatch implements Device. Each binding becomes its own Vulkan buffer,
// so two bindings of one script buffer do not alias on the device.
func (d *VulkanDevice) Dispatch(x *Dispatch) (*DispatchResult, error) {
	timeout := x.Timeout
	if timeout == 0 {
		timeout = d.Timeout
	}
	cfg := vulkan.RunConfig{Entry: x.Entry, Workgroups: x.Workgroups, PushConstants: x.PushConstants,
		SubgroupSize: x.SubgroupSize, FullSubgroups: x.FullSubgroups, Timeout: timeout,
		Buffers: make(map[[2]uint32][]byte, len(x.Buffers)), Kinds: map[[2]uint32]vulkan.BufferKind{}}
	for _, b := range x.Buffers {
		k := [2]uint32{b.Set, b.Binding}
		if b.ArraySize != 0 {
			if cfg.BufferArrays == nil {
				cfg.BufferArrays = map[[2]uint32][][]byte{}
			}
			if cfg.BufferArrays[k] == nil {
				cfg.BufferArrays[k] = make([][]byte, b.ArraySize)
			}
			cfg.BufferArrays[k][b.ArrayIndex] = b.Data
		} else {
			cfg.Buffers[k] = b.Data
		}
		if strings.HasPrefix(b.Kind, "uniform") {
			cfg.Kinds[k] = vulkan.Uniform
		} else {
			cfg.Kinds[k] = vulkan.Storage
		}
	}
	for i := range x.Images {
		b := &x.Images[i]
		k := [2]uint32{b.Set, b.Binding}
		if b.ArraySize == 0 {
			if cfg.Images == nil {
				cfg.Images = map[[2]uint32]*texel.Binding{}
			}
			cfg.Images[k] = &b.Desc
			continue
		}
		if cfg.ImageArrays == nil {
			cfg.ImageArrays = map[[2]uint32][]*texel.Binding{}
		}
		if cfg.ImageArrays[k] == nil {
			cfg.ImageArrays[k] = make([]*texel.Binding, b.ArraySize)
		}
		cfg.ImageArrays[k][b.ArrayIndex] = &b.Desc
	}
	if len(x.Spec) > 0 {
		cfg.Spec = make(map[uint32]uint64, len(x.Spec))
		for _, s := range x.Spec {
			cfg.Spec[s.ID] = s.Value.Bits
		}
	}
	res, err := d.Dev.Run(x.SPIRV, cfg)
	if err != nil {
		var ue *vulkan.UnsupportedError
		if errors.As(err, &ue) {
			return nil, fmt.Errorf("%w: %v", ErrDeviceUnsupported, err)
		}
		return nil, err
	}
	return &DispatchResult{SubgroupSize: res.SubgroupSize, Warnings: res.Warnings}, nil
}
