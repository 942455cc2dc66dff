package targetenv

import "fmt"

// Feature is a language feature whose SPIR-V form exists only from some
// SPIR-V version on. The table below is the one statement of those
// version gates: sema reports a use of a feature the target lacks, at the
// use's position; the SPIR-V back end (lower) only asserts that it was
// given none.
type Feature int

const (
	// Subgroup is every subgroup built-in function and variable, and every
	// cross-lane built-in built from them (the NV thread shuffle and thread
	// group functions and variables, the ARB and AMD ballots): they lower
	// to OpGroupNonUniform* and the subgroup built-ins, core in SPIR-V 1.3.
	Subgroup Feature = iota
	// SharedBlock is a shared block (GL_EXT_shared_memory_block):
	// SPV_KHR_workgroup_memory_explicit_layout, which glslang requires
	// SPIR-V 1.4 for.
	SharedBlock
	// DynamicLane is a lane id of subgroupBroadcast or
	// subgroupQuadBroadcast that is dynamically uniform instead of
	// constant: OpGroupNonUniform(Quad)Broadcast takes one from SPIR-V 1.5.
	DynamicLane
	// VulkanMemoryModel is the Vulkan memory model (#pragma
	// use_vulkan_memory_model, gl_ScopeQueueFamily, the availability and
	// visibility semantics): SPV_KHR_vulkan_memory_model, which needs
	// SPIR-V 1.3. (glslang raises the module's version past the target's
	// instead, which that target's driver refuses.)
	VulkanMemoryModel
	numFeatures
)

// gates holds each Feature's name (for messages) and the SPIR-V minor
// version that has it.
var gates = [numFeatures]struct {
	name  string
	minor int
}{
	Subgroup:          {"subgroup operations", 3},
	SharedBlock:       {"a shared block", 4},
	DynamicLane:       {"a dynamically uniform broadcast lane", 5},
	VulkanMemoryModel: {"the Vulkan memory model", 3},
}

func (f Feature) String() string {
	if f >= 0 && f < numFeatures {
		return gates[f].name
	}
	return fmt.Sprintf("Feature(%d)", int(f))
}

// MinSPIRV is the SPIR-V version word of the oldest SPIR-V that has f.
func (f Feature) MinSPIRV() uint32 { return Word(gates[f].minor) }

// Has reports whether e's SPIR-V version has f (the zero Env is Default).
func (e Env) Has(f Feature) bool { return e.OrDefault().SPIRV >= f.MinSPIRV() }

// Lacks is the message for a use of f, called what ("'subgroupAdd'"),
// that e does not have, or "" when e has it:
//
//	'subgroupAdd' needs SPIR-V 1.3 or later (target is 1.0; --target-env=vulkan1.1 or later)
func (e Env) Lacks(f Feature, what string) string {
	if e.Has(f) {
		return ""
	}
	return fmt.Sprintf("%s needs SPIR-V 1.%d or later (target is 1.%d; --target-env=%s or later)",
		what, gates[f].minor, e.OrDefault().SPIRVMinor(), OldestWith(f.MinSPIRV()))
}
