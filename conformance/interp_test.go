package conformance

import (
	"strings"
	"testing"
)

// asmShader writes out[i] = i for local size 8 (SPIR-V assembly, so these
// tests need no GLSL compiler). The out buffer holds LEN words.
const asmShader = `SHADER compute s SPIRV-ASM TARGET_ENV spv1.3
               OpCapability Shader
               OpMemoryModel Logical GLSL450
               OpEntryPoint GLCompute %main "main" %lid
               OpExecutionMode %main LocalSize 8 1 1
               OpDecorate %lid BuiltIn LocalInvocationIndex
               OpDecorate %rta ArrayStride 4
               OpMemberDecorate %Block 0 Offset 0
               OpDecorate %Block Block
               OpDecorate %out DescriptorSet 0
               OpDecorate %out Binding 0
       %void = OpTypeVoid
         %fn = OpTypeFunction %void
       %uint = OpTypeInt 32 0
     %ptr_in = OpTypePointer Input %uint
        %lid = OpVariable %ptr_in Input
        %rta = OpTypeRuntimeArray %uint
      %Block = OpTypeStruct %rta
  %ptr_block = OpTypePointer StorageBuffer %Block
        %out = OpVariable %ptr_block StorageBuffer
   %ptr_uint = OpTypePointer StorageBuffer %uint
     %uint_0 = OpConstant %uint 0
       %main = OpFunction %void None %fn
      %entry = OpLabel
          %i = OpLoad %uint %lid
          %p = OpAccessChain %ptr_uint %out %uint_0 %i
               OpStore %p %i
               OpReturn
               OpFunctionEnd
END
`

func TestInterpDevice(t *testing.T) {
	dev := &InterpDevice{}
	pipe := "PIPELINE compute p\n  ATTACH s\n  BIND BUFFER out AS storage DESCRIPTOR_SET 0 BINDING 0\nEND\n"
	rep := runScript(t, header+asmShader+"BUFFER out DATA_TYPE uint32 SIZE 8 FILL 9\n"+pipe+
		"RUN p 1 1 1\nRUN p 1 1 1\nEXPECT out IDX 0 EQ 0 1 2 3 4 5 6 7\n", RunOptions{Device: dev})
	if rep.Status != Pass {
		t.Errorf("%s", rep)
	}
	if len(dev.cache) != 1 {
		t.Errorf("%d modules cached, want 1", len(dev.cache))
	}

	// A buffer too small: the interpreter drops the writes past its end
	// and reports them.
	rep = runScript(t, header+asmShader+"BUFFER out DATA_TYPE uint32 SIZE 4 FILL 9\n"+pipe+
		"RUN p 1 1 1\nEXPECT out IDX 0 EQ 0 1 2 3\n", RunOptions{Device: dev})
	if rep.Status != Fail || rep.Results[0].Status != Fail || len(rep.Results[0].Diagnostics) == 0 ||
		!strings.Contains(rep.Results[0].Diagnostics[0], "out-of-bounds") || rep.Results[1].Status != Pass {
		t.Errorf("out of bounds:\n%s", rep)
	}

	// With robustBufferAccess required, out-of-bounds accesses are
	// defined: the same dispatch passes, the writes dropped.
	rep = runScript(t, header+"DEVICE_FEATURE robustBufferAccess\n"+asmShader+"BUFFER out DATA_TYPE uint32 SIZE 4 FILL 9\n"+pipe+
		"RUN p 1 1 1\nEXPECT out IDX 0 EQ 0 1 2 3\n", RunOptions{Device: dev})
	if rep.Status != Pass || len(rep.Results[0].Diagnostics) != 0 {
		t.Errorf("robust out of bounds:\n%s", rep)
	}

	// FULLY_POPULATED with a workgroup narrower than the subgroup: drivers
	// run it with a partial subgroup (the CTS's _partial files rely on
	// it), and so does the interpreter, with a warning naming the rule.
	for _, c := range []struct{ size, vuid string }{{"    REQUIRED_SIZE 16\n", "02760"}, {"", "02759"}} {
		full := "PIPELINE compute p\n  ATTACH s\n  SUBGROUP s\n    FULLY_POPULATED on\n" + c.size + "  END\n" +
			"  BIND BUFFER out AS storage DESCRIPTOR_SET 0 BINDING 0\nEND\n"
		rep = runScript(t, header+asmShader+"BUFFER out DATA_TYPE uint32 SIZE 8 FILL 9\n"+full+"RUN p 1 1 1\nEXPECT out IDX 0 EQ 0 1 2 3 4 5 6 7\n", RunOptions{Device: dev})
		if rep.Status != Pass || len(rep.Results[0].Warnings) != 1 || !strings.Contains(rep.Results[0].Warnings[0], "VUID-VkPipelineShaderStageCreateInfo-flags-"+c.vuid) ||
			!strings.Contains(rep.String(), "RUN p 1 1 1: warning: full subgroups with local_size_x 8") {
			t.Errorf("FULLY_POPULATED %q:\n%s", c.size, rep)
		}
	}

	// A missing binding.
	rep = runScript(t, header+asmShader+"PIPELINE compute p\n  ATTACH s\nEND\nRUN p 1 1 1\n", RunOptions{Device: dev})
	if rep.Status != Fail || !strings.Contains(rep.Results[0].Message, "no buffer bound at set 0 binding 0") {
		t.Errorf("missing binding:\n%s", rep)
	}

	// A module the interpreter rejects.
	rep = runScript(t, header+"SHADER compute s SPIRV-HEX\n03 02 23 07 00 00 01 00\nEND\n"+
		"PIPELINE compute p\n  ATTACH s\nEND\nRUN p 1 1 1\n", RunOptions{Device: dev})
	if rep.Status != Fail || len(rep.Results) != 1 {
		t.Errorf("bad module:\n%s", rep)
	}

	if !dev.Supports(Feature, "SubgroupSupportedOperations.quad") || !dev.Supports(Feature, "fragmentStoresAndAtomics") ||
		!dev.Supports(DeviceExtension, "VK_NV_shader_subgroup_partitioned") || dev.Supports(DeviceExtension, "VK_KHR_ray_query") ||
		!dev.Supports(InstanceExtension, "VK_EXT_debug_utils") {
		t.Error("InterpDevice.Supports")
	}
	// DEVICE_PROPERTY: what the interpreter's float arithmetic does.
	for name, want := range map[string]bool{
		"FloatControlsProperties.shaderDenormPreserveFloat16":           true,
		"FloatControlsProperties.shaderSignedZeroInfNanPreserveFloat64": true,
		"FloatControlsProperties.shaderRoundingModeRTEFloat32":          true,
		"FloatControlsProperties.shaderRoundingModeRTZFloat32":          false,
		"FloatControlsProperties.shaderDenormFlushToZeroFloat16":        false,
		"shaderDenormPreserveFloat16":                                   false,
	} {
		if dev.Supports(Property, name) != want {
			t.Errorf("Supports(Property, %s) != %v", name, want)
		}
	}
	rep = runScript(t, header+"DEVICE_PROPERTY FloatControlsProperties.shaderRoundingModeRTZFloat16\n"+asmShader, RunOptions{Device: dev})
	if rep.Status != Skip || !strings.Contains(rep.Reason, "device property FloatControlsProperties.shaderRoundingModeRTZFloat16 is not supported") {
		t.Errorf("DEVICE_PROPERTY skip:\n%s", rep)
	}
	if info := dev.Info(); info.MinSubgroupSize != 4 || info.MaxSubgroupSize != 128 || info.DefaultSubgroupSize != 32 {
		t.Errorf("info %+v", info)
	}
}
