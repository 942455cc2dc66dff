package interp

import (
	"strings"
	"testing"
)

// TestRayQueryRefused: a module with ray queries is refused at load,
// naming the capability and why (the interpreter has no acceleration
// structures), never run with made-up intersections.
func TestRayQueryRefused(t *testing.T) {
	asm := assemble(t, `OpCapability Shader
OpCapability RayQueryKHR
OpExtension "SPV_KHR_ray_query"
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %m "main" %as
OpExecutionMode %m LocalSize 1 1 1
OpDecorate %as DescriptorSet 0
OpDecorate %as Binding 0
%v = OpTypeVoid
%f = OpTypeFunction %v
%a = OpTypeAccelerationStructureKHR
%pa = OpTypePointer UniformConstant %a
%as = OpVariable %pa UniformConstant
%q = OpTypeRayQueryKHR
%pq = OpTypePointer Function %q
%m = OpFunction %v None %f
%l = OpLabel
%rq = OpVariable %pq Function
OpRayQueryTerminateKHR %rq
OpReturn
OpFunctionEnd`)
	_, err := Load(asm)
	if err == nil || !strings.Contains(err.Error(), "RayQueryKHR") || !strings.Contains(err.Error(), "acceleration structures") {
		t.Errorf("ray query module: %v", err)
	}
}
