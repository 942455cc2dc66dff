package interp

import (
	"strings"
	"testing"
)

// A subgroup-scope control barrier orders the subgroup's own shared-memory
// accesses: exchanging values between lanes of one subgroup across it is
// not a race. Without it, the same exchange is reported.
func TestSubgroupBarrierOrdersShared(t *testing.T) {
	const body = `#version 450
#extension GL_KHR_shader_subgroup_basic : require
layout(local_size_x = 16) in;
layout(std430, binding = 0) buffer B { uint o[16]; };
shared uint s[16];
void main() {
  uint l = gl_LocalInvocationIndex;
  s[l] = 10u * l;
  BARRIER
  o[l] = s[l ^ 1u];
}
`
	with := mustLoad(t, compileGLSL(t, strings.Replace(body, "BARRIER", "subgroupMemoryBarrierShared(); subgroupBarrier();", 1)))
	buf := make([]byte, 64)
	res := run1(t, with, 8, 1, buf)
	if k := kinds(res); k["shared-data-race"] != 0 {
		t.Fatalf("false race after subgroupBarrier: %v", res.Diagnostics)
	}
	want := make([]uint32, 16)
	for l := range want {
		want[l] = 10 * uint32(l^1)
	}
	eqU32(t, u32s(buf), want)

	without := mustLoad(t, compileGLSL(t, strings.Replace(body, "BARRIER", "", 1)))
	res = run1(t, without, 8, 1, make([]byte, 64))
	if k := kinds(res); k["shared-data-race"] == 0 {
		t.Fatalf("race without a barrier not reported: %v", res.Diagnostics)
	}
}

// A module with two compute entry points loads; Run needs Config.Entry and
// runs the one named.
func TestSeveralEntryPoints(t *testing.T) {
	data := assemble(t, `
OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %one "one"
OpEntryPoint GLCompute %two "two"
OpExecutionMode %one LocalSize 1 1 1
OpExecutionMode %two LocalSize 1 1 1
OpDecorate %B Block
OpMemberDecorate %B 0 Offset 0
OpDecorate %buf DescriptorSet 0
OpDecorate %buf Binding 0
%void = OpTypeVoid
%fn = OpTypeFunction %void
%uint = OpTypeInt 32 0
%int = OpTypeInt 32 1
%B = OpTypeStruct %uint
%pB = OpTypePointer StorageBuffer %B
%pu = OpTypePointer StorageBuffer %uint
%buf = OpVariable %pB StorageBuffer
%i0 = OpConstant %int 0
%c1 = OpConstant %uint 1
%c2 = OpConstant %uint 2
%one = OpFunction %void None %fn
%l1 = OpLabel
%p1 = OpAccessChain %pu %buf %i0
OpStore %p1 %c1
OpReturn
OpFunctionEnd
%two = OpFunction %void None %fn
%l2 = OpLabel
%p2 = OpAccessChain %pu %buf %i0
OpStore %p2 %c2
OpReturn
OpFunctionEnd
`)
	p := mustLoad(t, data)
	if len(p.Bindings()) != 1 {
		t.Fatalf("bindings %+v", p.Bindings())
	}
	buf := make([]byte, 4)
	if _, err := p.Run(Config{Buffers: map[[2]uint32][]byte{{0, 0}: buf}}); err == nil || !strings.Contains(err.Error(), "several GLCompute entry points") {
		t.Fatalf("Run without Entry: %v", err)
	}
	for _, c := range []struct {
		entry string
		want  uint32
	}{{"two", 2}, {"one", 1}} {
		if _, err := p.Run(Config{Entry: c.entry, Buffers: map[[2]uint32][]byte{{0, 0}: buf}}); err != nil {
			t.Fatalf("%s: %v", c.entry, err)
		}
		if got := u32s(buf)[0]; got != c.want {
			t.Errorf("entry %s wrote %d, want %d", c.entry, got, c.want)
		}
	}
}

// The subgroup barrier forgets only the records its subgroup left (a list
// of touched bytes); when the list outgrows shared memory (records cleared
// by workgroup barriers and set again, here in a loop), it scans instead.
// Both paths give the same answers.
func TestSubgroupBarrierForgetsAfterManyBarriers(t *testing.T) {
	const body = `#version 450
#extension GL_KHR_shader_subgroup_basic : require
layout(local_size_x = 16) in;
layout(std430, binding = 0) buffer B { uint o[16]; };
shared uint s[16];
void main() {
  uint l = gl_LocalInvocationIndex;
  for (uint k = 0u; k < ITERSu; k++) {
    s[l] = l + k;
    barrier();
  }
  s[l] = 10u * l;
  BARRIER
  o[l] = s[l ^ 1u];
}
`
	for _, iters := range []string{"1", "9"} {
		src := strings.Replace(body, "ITERS", iters, 1)
		with := mustLoad(t, compileGLSL(t, strings.Replace(src, "BARRIER", "subgroupMemoryBarrierShared(); subgroupBarrier();", 1)))
		buf := make([]byte, 64)
		res := run1(t, with, 8, 1, buf)
		if k := kinds(res); k["shared-data-race"] != 0 {
			t.Fatalf("%s iterations: false race after subgroupBarrier: %v", iters, res.Diagnostics)
		}
		want := make([]uint32, 16)
		for l := range want {
			want[l] = 10 * uint32(l^1)
		}
		eqU32(t, u32s(buf), want)
		without := mustLoad(t, compileGLSL(t, strings.Replace(src, "BARRIER", "", 1)))
		res = run1(t, without, 8, 1, make([]byte, 64))
		if k := kinds(res); k["shared-data-race"] == 0 {
			t.Fatalf("%s iterations: race without a barrier not reported: %v", iters, res.Diagnostics)
		}
	}
}
