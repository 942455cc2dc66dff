package vulkan

// The parts of the package that every platform builds: isolate.go uses
// them, and on a platform without the driver bindings (stub_other.go) the
// package must still compile.

import (
	"fmt"
	"unsafe"
)

// ValidatorEnv names an environment variable that gives the path of the
// SPIR-V validator to use instead of spirv-val from PATH; "off" disables
// validation.
const ValidatorEnv = "GLSLC_NV_SPIRV_VAL"

// InvalidModuleError says the validator rejected a module, which was
// therefore not given to the driver.
type InvalidModuleError struct {
	Validator string
	Output    string
}

func (e *InvalidModuleError) Error() string {
	return fmt.Sprintf("vulkan: %s rejects the module, so it was not given to the driver: %s", e.Validator, e.Output)
}

// texelKey identifies a texel buffer's data: descriptors over the same
// bytes share one VkBuffer, so that their writes meet as on the host.
type texelKey struct {
	p *byte
	n int
}

func keyOf(data []byte) texelKey { return texelKey{unsafe.SliceData(data), len(data)} }

// PartialSubgroupsWarning says which valid-usage rule a pipeline that
// requires full subgroups breaks when localX is not a multiple of the
// subgroup size (required: the size the pipeline requires, else the
// device's maximum): VUID-VkPipelineShaderStageCreateInfo-flags-02760 with
// a required size, -02759 without. "" when localX is a multiple. Drivers
// run such a pipeline with a partial last subgroup, and so do glslc-nv's
// devices.
func PartialSubgroupsWarning(localX, size uint32, required bool) string {
	if size == 0 || localX%size == 0 {
		return ""
	}
	vuid, what := "02759", "subgroup size"
	if required {
		vuid, what = "02760", "required subgroup size"
	}
	return fmt.Sprintf("full subgroups with local_size_x %d, not a multiple of the %s %d, break VUID-VkPipelineShaderStageCreateInfo-flags-%s; ran with a partial last subgroup, as drivers do", localX, what, size, vuid)
}
