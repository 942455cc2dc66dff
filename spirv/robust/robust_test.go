package robust

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

const header = `
OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main"
OpExecutionMode %main LocalSize 1 1 1
OpDecorate %ua ArrayStride 4
OpDecorate %ia ArrayStride 4
OpMemberDecorate %ublk 0 Offset 0
OpMemberDecorate %iblk 0 Offset 0
OpDecorate %ublk Block
OpDecorate %iblk Block
OpDecorate %out DescriptorSet 0
OpDecorate %out Binding 0
OpDecorate %in DescriptorSet 0
OpDecorate %in Binding 1
OpDecorate %res DescriptorSet 0
OpDecorate %res Binding 2
%void = OpTypeVoid
%fn = OpTypeFunction %void
%uint = OpTypeInt 32 0
%int = OpTypeInt 32 1
%ua = OpTypeRuntimeArray %uint
%ia = OpTypeRuntimeArray %int
%ublk = OpTypeStruct %ua
%iblk = OpTypeStruct %ia
%publk = OpTypePointer StorageBuffer %ublk
%piblk = OpTypePointer StorageBuffer %iblk
%out = OpVariable %publk StorageBuffer
%in = OpVariable %piblk StorageBuffer
%res = OpVariable %publk StorageBuffer
%pu = OpTypePointer StorageBuffer %uint
%pi = OpTypePointer StorageBuffer %int
%i0 = OpConstant %int 0
%i1 = OpConstant %int 1
%i2 = OpConstant %int 2
%i3 = OpConstant %int 3
%i5 = OpConstant %int 5
%u1 = OpConstant %uint 1
%u3 = OpConstant %uint 3
%u10 = OpConstant %uint 10
%u20 = OpConstant %uint 20
%u30 = OpConstant %uint 30
%u40 = OpConstant %uint 40
%arr3 = OpTypeArray %uint %u3
%v4 = OpTypeVector %uint 4
%pfarr = OpTypePointer Function %arr3
%pfv4 = OpTypePointer Function %v4
%pfu = OpTypePointer Function %uint
%carr = OpConstantComposite %arr3 %u10 %u20 %u30
%cv4 = OpConstantComposite %v4 %u10 %u20 %u30 %u40
`

// The shader bumps out[in[k]] for k = 0..3, and stores into res elements
// of a Function array and vector picked by in[0], in[1], in[2] and by a
// constant index past the array's end.
const shader = header + `
%main = OpFunction %void None %fn
%entry = OpLabel
%fa = OpVariable %pfarr Function %carr
%fv = OpVariable %pfv4 Function %cv4
%pk0 = OpAccessChain %pi %in %i0 %i0
%k0 = OpLoad %int %pk0
%pk1 = OpAccessChain %pi %in %i0 %i1
%k1 = OpLoad %int %pk1
%pk2 = OpAccessChain %pi %in %i0 %i2
%k2 = OpLoad %int %pk2
%pk3 = OpAccessChain %pi %in %i0 %i3
%k3 = OpLoad %int %pk3
%p0 = OpAccessChain %pu %out %i0 %k0
%x0 = OpLoad %uint %p0
%y0 = OpIAdd %uint %x0 %u1
OpStore %p0 %y0
%p1 = OpAccessChain %pu %out %i0 %k1
%x1 = OpLoad %uint %p1
%y1 = OpIAdd %uint %x1 %u1
OpStore %p1 %y1
%p2 = OpAccessChain %pu %out %i0 %k2
%x2 = OpLoad %uint %p2
%y2 = OpIAdd %uint %x2 %u1
OpStore %p2 %y2
%p3 = OpAccessChain %pu %out %i0 %k3
%x3 = OpLoad %uint %p3
%y3 = OpIAdd %uint %x3 %u1
OpStore %p3 %y3
%pa0 = OpAccessChain %pfu %fa %k0
%a0 = OpLoad %uint %pa0
%pr0 = OpAccessChain %pu %res %i0 %i0
OpStore %pr0 %a0
%pa1 = OpAccessChain %pfu %fa %k1
%a1 = OpLoad %uint %pa1
%pr1 = OpAccessChain %pu %res %i0 %i1
OpStore %pr1 %a1
%pv = OpAccessChain %pfu %fv %k3
%v = OpLoad %uint %pv
%pr2 = OpAccessChain %pu %res %i0 %i2
OpStore %pr2 %v
%pa5 = OpAccessChain %pfu %fa %i5
%a5 = OpLoad %uint %pa5
%pr3 = OpAccessChain %pu %res %i0 %i3
OpStore %pr3 %a5
OpReturn
OpFunctionEnd
`

func clamp(t *testing.T, text string) []uint32 {
	t.Helper()
	words, err := spirv.Assemble(text, spirv.AsmOptions{Version: spirv.Version1_3})
	if err != nil {
		t.Fatalf("assemble: %v", err)
	}
	out, err := Clamp(words)
	if err != nil {
		t.Fatalf("Clamp: %v", err)
	}
	validate(t, out)
	return out
}

// validate runs spirv-val on the clamped module when it is installed.
func validate(t *testing.T, words []uint32) {
	t.Helper()
	tool := testtool.Require(t, "spirv-val")
	f := filepath.Join(t.TempDir(), "m.spv")
	if err := os.WriteFile(f, spirv.Encode(words), 0o644); err != nil {
		t.Fatal(err)
	}
	if msg, err := exec.Command(tool, "--target-env", "vulkan1.1", f).CombinedOutput(); err != nil {
		text, _ := spirv.DisassembleBytes(spirv.Encode(words), spirv.DisOptions{})
		t.Fatalf("spirv-val: %v\n%s\n%s", err, msg, text)
	}
}

func TestClampRuns(t *testing.T) {
	out := clamp(t, shader)
	p, err := interp.Load(spirv.Encode(out))
	if err != nil {
		t.Fatal(err)
	}
	outBuf := make([]byte, 16)
	// -3 clamps to 0, 7 to 3 (out) and 2 (the array), 2 stays; the
	// last index, INT32_MIN, clamps to 0 and picks the vector's first
	// component
	inBuf := testtool.I32Bytes(-3, 7, 2, -1<<31)
	resBuf := make([]byte, 16)
	res, err := p.Run(interp.Config{SubgroupSize: 4, Workgroups: [3]uint32{1, 1, 1},
		Buffers: map[[2]uint32][]byte{{0, 0}: outBuf, {0, 1}: inBuf, {0, 2}: resBuf}})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range res.Diagnostics {
		t.Errorf("diagnostic: %v", d)
	}
	check := func(name string, got, want []uint32) {
		t.Helper()
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("%s = %v, want %v", name, got, want)
				return
			}
		}
	}
	check("out", testtool.U32s(outBuf), []uint32{2, 0, 1, 1})
	check("res", testtool.U32s(resBuf), []uint32{10, 30, 10, 30})
}

// TestClampDescriptorArray: a runtime array inside an array of blocks
// takes its length from a chain to the block the index selects.
func TestClampDescriptorArray(t *testing.T) {
	clamp(t, `
OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main"
OpExecutionMode %main LocalSize 1 1 1
OpDecorate %ua ArrayStride 4
OpMemberDecorate %ublk 0 Offset 0
OpDecorate %ublk Block
OpDecorate %bufs DescriptorSet 0
OpDecorate %bufs Binding 0
%void = OpTypeVoid
%fn = OpTypeFunction %void
%uint = OpTypeInt 32 0
%u0 = OpConstant %uint 0
%u1 = OpConstant %uint 1
%u2 = OpConstant %uint 2
%ua = OpTypeRuntimeArray %uint
%ublk = OpTypeStruct %ua
%arr = OpTypeArray %ublk %u2
%parr = OpTypePointer StorageBuffer %arr
%bufs = OpVariable %parr StorageBuffer
%pu = OpTypePointer StorageBuffer %uint
%main = OpFunction %void None %fn
%entry = OpLabel
%p = OpAccessChain %pu %bufs %u1 %u0 %u0
%x = OpLoad %uint %p
%q = OpAccessChain %pu %bufs %x %u0 %x
OpStore %q %x
OpReturn
OpFunctionEnd
`)
}
