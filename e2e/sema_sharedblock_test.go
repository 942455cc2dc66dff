package e2e

import (
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/sema"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// sharedBlockSrc has two shared blocks (GL_EXT_shared_memory_block): C's
// member starts at byte 8 of the memory both blocks alias, so c[j] is
// a[2 + j].
const sharedBlockSrc = `#version 450
#extension GL_EXT_shared_memory_block : enable
layout(local_size_x = 4) in;
layout(binding = 0) buffer B { uint b[]; } bb;
shared A { uint a[4]; } sa;
shared C { layout(offset = 8) uint c[2]; } sc;
void main() {
	uint i = gl_LocalInvocationIndex;
	sa.a[i] = i * 10u;
	barrier();
	bb.b[i] = sc.c[i & 1u];
}
`

// TestSharedMemoryBlock: shared blocks lower to Block-decorated Workgroup
// variables with explicit offsets, SPV_KHR_workgroup_memory_explicit_layout
// and Aliased (there are two), valid for SPIR-V 1.4 environments, and
// they alias on the interpreter.
func TestSemaSharedMemoryBlock(t *testing.T) {
	m := mustCheck(t, "sharedblock.comp", sharedBlockSrc, sema.Options{TargetEnv: targetenv.MustCompiler("vulkan1.1spv1.4")})
	var code []uint32
	for _, env := range []string{"vulkan1.1spv1.4", "vulkan1.3"} {
		code = lowerVal(t, "sharedblock.comp", m, env)
	}
	raw, err := spirv.Decode(spirv.Encode(code))
	if err != nil {
		t.Fatal(err)
	}
	var capOK, extOK bool
	blocks, aliased := map[uint32]bool{}, 0
	for _, in := range raw.Insts {
		switch in.Op {
		case spirv.OpCapability:
			capOK = capOK || spirv.Capability(in.Words[1]) == spirv.CapabilityWorkgroupMemoryExplicitLayoutKHR
		case spirv.OpExtension:
			extOK = extOK || strings.Contains(string(spirv.Encode(in.Words[1:])), "SPV_KHR_workgroup_memory_explicit_layout")
		case spirv.OpDecorate:
			switch spirv.Decoration(in.Words[2]) {
			case spirv.DecorationBlock:
				blocks[in.Words[1]] = true
			case spirv.DecorationAliased:
				aliased++
			}
		}
	}
	wgBlocks := 0
	for _, in := range raw.Insts {
		if in.Op == spirv.OpTypePointer && spirv.StorageClass(in.Words[2]) == spirv.StorageClassWorkgroup && blocks[in.Words[3]] {
			wgBlocks++
		}
	}
	if !capOK || !extOK || wgBlocks != 2 || aliased != 2 {
		t.Fatalf("capability %v, extension %v, Workgroup Block pointer types %d (want 2), Aliased %d (want 2)", capOK, extOK, wgBlocks, aliased)
	}
	prog, err := interp.Load(spirv.Encode(code))
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 16)
	res, err := prog.Run(interp.Config{SubgroupSize: 4, Buffers: map[[2]uint32][]byte{{0, 0}: buf}})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range res.Diagnostics {
		t.Errorf("interpreter diagnostic: %s", d)
	}
	if got := words(buf); got[0] != 20 || got[1] != 30 || got[2] != 20 || got[3] != 30 {
		t.Fatalf("b = %v, want [20 30 20 30]", got)
	}
}
