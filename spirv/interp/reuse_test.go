package interp

import (
	"bytes"
	"testing"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// TestRunsReuseCleanState: Run keeps worker state (registers, invocation
// and shared memory) from one dispatch to the next; a later dispatch must
// see what a fresh one sees, whatever ran before: here lanes read an
// undefined local and an inactive lane's register (both reported, both
// zero in a fresh state), and built-ins must follow the new dispatch.
func TestRunsReuseCleanState(t *testing.T) {
	spv := compileGLSL(t, `#version 450
#extension GL_KHR_shader_subgroup_shuffle : require
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer B { uint v[]; };
void main() {
  uint g = gl_GlobalInvocationID.x;
  uint x;
  uint y = 0u;
  if (v[g] != 0u) { x = v[g] * 3u; y = x + gl_WorkGroupID.x; }
  uint s = subgroupShuffle(y, gl_SubgroupInvocationID ^ 1u);
  v[g] = x + s * 7u + g * 1000u;
}`)
	p := mustLoad(t, spv)
	run := func(fill uint32, groups uint32, workers int) []byte {
		buf := make([]byte, 4*64*int(groups))
		for i := 0; i < len(buf); i += 4 {
			if i/4%3 == 0 {
				buf[i] = byte(fill)
			}
		}
		if _, err := p.Run(Config{SubgroupSize: 16, Workgroups: [3]uint32{groups, 1, 1}, Workers: workers,
			Buffers: map[[2]uint32][]byte{{0, 0}: buf}}); err != nil {
			t.Fatal(err)
		}
		return buf
	}
	want := func(fill uint32, groups uint32) []byte {
		buf := make([]byte, 4*64*int(groups))
		for i := 0; i < len(buf); i += 4 {
			if i/4%3 == 0 {
				buf[i] = byte(fill)
			}
		}
		fresh := mustLoad(t, spv) // its first Run starts from new state
		if _, err := fresh.Run(Config{SubgroupSize: 16, Workgroups: [3]uint32{groups, 1, 1}, Workers: 1,
			Buffers: map[[2]uint32][]byte{{0, 0}: buf}}); err != nil {
			t.Fatal(err)
		}
		return buf
	}
	w1 := want(5, 1)
	run(9, 4, 1) // leaves registers and memory dirty
	if got := run(5, 1, 1); !bytes.Equal(got, w1) {
		t.Fatal("a dispatch after another differs from a fresh one")
	}
	run(9, 3, 2)
	if got := run(5, 1, 1); !bytes.Equal(got, w1) {
		t.Fatal("a dispatch after a two-worker one differs from a fresh one")
	}
}

// TestInputStoreRewritesBuiltins: a module that stores to a built-in
// Input variable (invalid for Vulkan, but the interpreter runs it) keeps
// every workgroup's built-ins fresh: they are rewritten per workgroup
// when Input variables are not only loaded.
func TestInputStoreRewritesBuiltins(t *testing.T) {
	spv := assemble(t, `
OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main" %lid
OpExecutionMode %main LocalSize 4 1 1
OpDecorate %lid BuiltIn LocalInvocationIndex
OpDecorate %arr ArrayStride 4
OpMemberDecorate %blk 0 Offset 0
OpDecorate %blk Block
OpDecorate %buf DescriptorSet 0
OpDecorate %buf Binding 0
%void = OpTypeVoid
%fn = OpTypeFunction %void
%uint = OpTypeInt 32 0
%arr = OpTypeRuntimeArray %uint
%blk = OpTypeStruct %arr
%pblk = OpTypePointer StorageBuffer %blk
%buf = OpVariable %pblk StorageBuffer
%pin = OpTypePointer Input %uint
%lid = OpVariable %pin Input
%pu = OpTypePointer StorageBuffer %uint
%c0 = OpConstant %uint 0
%c100 = OpConstant %uint 100
%main = OpFunction %void None %fn
%entry = OpLabel
%i = OpLoad %uint %lid
%n = OpIAdd %uint %i %c100
OpStore %lid %n
%j = OpLoad %uint %lid
%k = OpIAdd %uint %j %c0
%slot = OpAccessChain %pu %buf %c0 %k
%old = OpLoad %uint %slot
%new = OpIAdd %uint %old %i
OpStore %slot %new
OpReturn
OpFunctionEnd
`)
	raw, err := spirv.Decode(spv)
	if err != nil {
		t.Fatal(err)
	}
	if inputsReadOnly(raw.Insts) {
		t.Fatal("a stored-to Input variable counts as read-only")
	}
	p := mustLoad(t, spv)
	for run := 0; run < 2; run++ {
		buf := make([]byte, 4*128)
		if _, err := p.Run(Config{SubgroupSize: 4, Workgroups: [3]uint32{3, 1, 1}, Workers: 1,
			Buffers: map[[2]uint32][]byte{{0, 0}: buf}}); err != nil {
			t.Fatal(err)
		}
		// each of the 3 workgroups adds i (0..3) at v[100+i]
		got := u32s(buf)
		for i := 0; i < 4; i++ {
			if got[100+i] != uint32(3*i) {
				t.Fatalf("run %d: v[%d] = %d, want %d", run, 100+i, got[100+i], 3*i)
			}
		}
	}
}
