package opt

import (
	"encoding/binary"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// header is the common start of the test modules: a compute shader
// writing 4 uints to buffer 0.0 at index gl_GlobalInvocationID.x.
const header = `
               OpCapability Shader
               OpMemoryModel Logical GLSL450
               OpEntryPoint GLCompute %main "main" %gid
               OpExecutionMode %main LocalSize 4 1 1
               OpName %main "main"
               OpDecorate %gid BuiltIn GlobalInvocationId
               OpDecorate %arr ArrayStride 4
               OpMemberDecorate %Buf 0 Offset 0
               OpDecorate %Buf Block
               OpDecorate %buf DescriptorSet 0
               OpDecorate %buf Binding 0
       %void = OpTypeVoid
      %voidf = OpTypeFunction %void
       %uint = OpTypeInt 32 0
       %bool = OpTypeBool
      %v3uint = OpTypeVector %uint 3
     %pin3 = OpTypePointer Input %v3uint
       %gid = OpVariable %pin3 Input
        %arr = OpTypeRuntimeArray %uint
        %Buf = OpTypeStruct %arr
       %pbuf = OpTypePointer StorageBuffer %Buf
        %buf = OpVariable %pbuf StorageBuffer
      %psbu = OpTypePointer StorageBuffer %uint
      %pfun = OpTypePointer Function %uint
     %uintf = OpTypeFunction %uint %pfun
          %0 = OpConstant %uint 0
          %1 = OpConstant %uint 1
          %2 = OpConstant %uint 2
         %10 = OpConstant %uint 10
`

// build assembles a test module (SPIR-V 1.3, for StorageBuffer).
func build(t *testing.T, body string) []uint32 {
	t.Helper()
	w, err := spirv.Assemble(header+body, spirv.AsmOptions{Version: 0x00010300})
	if err != nil {
		t.Fatalf("assemble: %v", err)
	}
	return w
}

func toBytes(w []uint32) []byte {
	var b []byte
	for _, x := range w {
		b = binary.LittleEndian.AppendUint32(b, x)
	}
	return b
}

// run dispatches one workgroup and returns buffer 0.0.
func run(t *testing.T, w []uint32) []uint32 {
	t.Helper()
	p, err := interp.Load(toBytes(w))
	if err != nil {
		t.Fatalf("load: %v", err)
	}
	buf := make([]byte, 16)
	cfg := interp.Config{SubgroupSize: 4, Workgroups: [3]uint32{1, 1, 1}, Buffers: map[[2]uint32][]byte{{0, 0}: buf}, Workers: 1, MaxSteps: 1 << 16}
	if _, err := p.Run(cfg); err != nil {
		t.Fatalf("run: %v", err)
	}
	return testtool.U32s(cfg.Buffers[[2]uint32{0, 0}])
}

// validate runs the newest spirv-val on w when it is there (required in
// CI through GLSLC_NV_REQUIRE_TOOLS).
func validate(t *testing.T, w []uint32) {
	t.Helper()
	val := testtool.NewerVal(t)
	if val == "" {
		val = testtool.Require(t, "spirv-val")
	}
	f := filepath.Join(t.TempDir(), "m.spv")
	if err := os.WriteFile(f, toBytes(w), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(val, "--target-env", "vulkan1.1", f).CombinedOutput(); err != nil {
		dis, _ := spirv.DisassembleBytes(toBytes(w), spirv.DisOptions{})
		t.Fatalf("spirv-val: %v\n%s\n%s", err, out, dis)
	}
}

// count is how many instructions of op the module has.
func count(t *testing.T, w []uint32, op spirv.Op) int {
	t.Helper()
	m, err := spirv.DecodeWords(w)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, in := range m.Insts {
		if in.Op == op {
			n++
		}
	}
	return n
}

// optimize runs Optimize and checks the result is valid and computes
// what the input computes.
func optimize(t *testing.T, w []uint32) []uint32 {
	t.Helper()
	validate(t, w)
	got, err := Optimize(w)
	if err != nil {
		t.Fatal(err)
	}
	validate(t, got)
	want := run(t, w)
	if res := run(t, got); !equal(res, want) {
		t.Fatalf("optimised module writes %v, the input %v", res, want)
	}
	return got
}

func equal(a, b []uint32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// A function with one return is inlined through its pointer parameter,
// the variables become values, and the callee goes.
func TestInlineAndPromote(t *testing.T) {
	w := optimize(t, build(t, `
     %twice = OpFunction %uint None %uintf
         %p = OpFunctionParameter %pfun
        %tl = OpLabel
        %tv = OpLoad %uint %p
        %tr = OpIAdd %uint %tv %tv
              OpReturnValue %tr
              OpFunctionEnd
      %main = OpFunction %void None %voidf
         %ml = OpLabel
         %x = OpVariable %pfun Function
       %idp = OpLoad %v3uint %gid
       %id = OpCompositeExtract %uint %idp 0
       %sum = OpIAdd %uint %id %10
              OpStore %x %sum
         %r = OpFunctionCall %uint %twice %x
         %r2 = OpFunctionCall %uint %twice %x
         %r3 = OpIAdd %uint %r %r2
        %dst = OpAccessChain %psbu %buf %0 %id
              OpStore %dst %r3
              OpReturn
              OpFunctionEnd
`))
	if got := run(t, w); !equal(got, []uint32{40, 44, 48, 52}) {
		t.Errorf("buffer %v", got)
	}
	for op, want := range map[spirv.Op]int{spirv.OpFunctionCall: 0, spirv.OpFunction: 1, spirv.OpVariable: 2, spirv.OpLoad: 1, spirv.OpName: 1} {
		if n := count(t, w, op); n != want {
			t.Errorf("%v: %d, want %d", op, n, want)
		}
	}
}

// A loop counter becomes a phi at the loop header.
func TestPromoteLoopPhi(t *testing.T) {
	w := optimize(t, build(t, `
      %main = OpFunction %void None %voidf
         %ml = OpLabel
         %i = OpVariable %pfun Function
         %s = OpVariable %pfun Function %0
       %idp = OpLoad %v3uint %gid
       %id = OpCompositeExtract %uint %idp 0
              OpStore %i %0
              OpBranch %head
      %head = OpLabel
              OpLoopMerge %exit %cont None
              OpBranch %cond
      %cond = OpLabel
        %iv = OpLoad %uint %i
        %lt = OpULessThan %bool %iv %id
              OpBranchConditional %lt %body %exit
      %body = OpLabel
        %sv = OpLoad %uint %s
        %iv2 = OpLoad %uint %i
        %sn = OpIAdd %uint %sv %iv2
              OpStore %s %sn
              OpBranch %cont
      %cont = OpLabel
        %iv3 = OpLoad %uint %i
        %in = OpIAdd %uint %iv3 %1
              OpStore %i %in
              OpBranch %head
      %exit = OpLabel
        %res = OpLoad %uint %s
        %dst = OpAccessChain %psbu %buf %0 %id
              OpStore %dst %res
              OpReturn
              OpFunctionEnd
`))
	if got := run(t, w); !equal(got, []uint32{0, 0, 1, 3}) {
		t.Errorf("buffer %v", got)
	}
	if n := count(t, w, spirv.OpPhi); n != 2 {
		t.Errorf("%d phis, want 2 (i and s at the header)", n)
	}
	if n := count(t, w, spirv.OpVariable); n != 2 {
		t.Errorf("%d variables, want 2 (the input and the buffer)", n)
	}
}

// A function that returns from two places stays a call; a conditional
// branch with both targets the same block gives a phi one operand for it.
func TestTwoReturnsStayACall(t *testing.T) {
	w := optimize(t, build(t, `
     %pick = OpFunction %uint None %uintf
         %p = OpFunctionParameter %pfun
        %pl = OpLabel
        %pv = OpLoad %uint %p
        %pz = OpIEqual %bool %pv %1
              OpSelectionMerge %pm None
              OpBranchConditional %pz %pt %pm
        %pt = OpLabel
              OpReturnValue %10
        %pm = OpLabel
              OpReturnValue %pv
              OpFunctionEnd
      %main = OpFunction %void None %voidf
         %ml = OpLabel
         %x = OpVariable %pfun Function
       %idp = OpLoad %v3uint %gid
       %id = OpCompositeExtract %uint %idp 0
              OpStore %x %id
        %c = OpIEqual %bool %id %2
              OpSelectionMerge %j None
              OpBranchConditional %c %j %j
         %j = OpLabel
              OpStore %x %id
         %r = OpFunctionCall %uint %pick %x
        %dst = OpAccessChain %psbu %buf %0 %id
              OpStore %dst %r
              OpReturn
              OpFunctionEnd
`))
	if got := run(t, w); !equal(got, []uint32{0, 10, 2, 3}) {
		t.Errorf("buffer %v", got)
	}
	if n := count(t, w, spirv.OpFunctionCall); n != 1 {
		t.Errorf("%d calls, want 1", n)
	}
}

// Unused constants, types, variables and their decorations go, and so
// does an unused variable in the entry point's interface; a BuiltIn
// constant (WorkgroupSize) stays though nothing uses it.
func TestRemoveUnused(t *testing.T) {
	src := strings.NewReplacer("OpEntryPoint GLCompute %main \"main\" %gid", "OpEntryPoint GLCompute %main \"main\" %gid %lid",
		"OpName %main \"main\"", "OpName %main \"main\"\nOpName %unused \"unused\"",
		"OpDecorate %buf Binding 0", "OpDecorate %buf Binding 0\nOpDecorate %lid BuiltIn LocalInvocationId\nOpDecorate %wgs BuiltIn WorkgroupSize").Replace(header) + `
        %lid = OpVariable %pin3 Input
      %float = OpTypeFloat 32
     %unused = OpConstant %float 1.5
          %4 = OpConstant %uint 4
        %wgs = OpConstantComposite %v3uint %4 %1 %1
      %main = OpFunction %void None %voidf
         %ml = OpLabel
       %idp = OpLoad %v3uint %gid
       %id = OpCompositeExtract %uint %idp 0
       %dead = OpIMul %uint %id %id
        %dst = OpAccessChain %psbu %buf %0 %id
              OpStore %dst %id
              OpReturn
              OpFunctionEnd
`
	in, err := spirv.Assemble(src, spirv.AsmOptions{Version: 0x00010300})
	if err != nil {
		t.Fatal(err)
	}
	w := optimize(t, in)
	dis, _ := spirv.DisassembleBytes(toBytes(w), spirv.DisOptions{})
	for _, gone := range []string{"OpTypeFloat", "unused", "LocalInvocationId", "OpIMul", "OpConstant %uint 10"} {
		if strings.Contains(dis, gone) {
			t.Errorf("%q is still there:\n%s", gone, dis)
		}
	}
	for _, kept := range []string{"WorkgroupSize", "OpConstantComposite", "GlobalInvocationId"} {
		if !strings.Contains(dis, kept) {
			t.Errorf("%q went:\n%s", kept, dis)
		}
	}
}

// A chain of unconditional branches becomes one block; a merge block
// named by OpSelectionMerge stays a block of its own.
func TestMergeBlocks(t *testing.T) {
	w := optimize(t, build(t, `
      %main = OpFunction %void None %voidf
         %ml = OpLabel
       %idp = OpLoad %v3uint %gid
       %id = OpCompositeExtract %uint %idp 0
              OpBranch %b1
        %b1 = OpLabel
        %y = OpIAdd %uint %id %1
              OpBranch %b2
        %b2 = OpLabel
        %c = OpULessThan %bool %id %2
              OpSelectionMerge %m None
              OpBranchConditional %c %t %m
        %t = OpLabel
        %z = OpIMul %uint %y %2
              OpBranch %m
        %m = OpLabel
        %ph = OpPhi %uint %z %t %id %b2
        %dst = OpAccessChain %psbu %buf %0 %id
              OpStore %dst %ph
              OpReturn
              OpFunctionEnd
`))
	if got := run(t, w); !equal(got, []uint32{2, 4, 2, 3}) {
		t.Errorf("buffer %v", got)
	}
	if n := count(t, w, spirv.OpLabel); n != 3 {
		t.Errorf("%d blocks, want 3 (entry, then, merge)", n)
	}
}

// A selection with an empty arm becomes an OpSelect, and the blocks
// join.
func TestIfConversion(t *testing.T) {
	w := optimize(t, build(t, `
      %main = OpFunction %void None %voidf
         %ml = OpLabel
       %idp = OpLoad %v3uint %gid
       %id = OpCompositeExtract %uint %idp 0
              OpBranch %b1
        %b1 = OpLabel
        %y = OpIAdd %uint %id %1
              OpBranch %b2
        %b2 = OpLabel
        %c = OpULessThan %bool %id %2
              OpSelectionMerge %m None
              OpBranchConditional %c %t %m
        %t = OpLabel
              OpBranch %m
        %m = OpLabel
        %ph = OpPhi %uint %y %t %id %b2
        %dst = OpAccessChain %psbu %buf %0 %id
              OpStore %dst %ph
              OpReturn
              OpFunctionEnd
`))
	if got := run(t, w); !equal(got, []uint32{1, 2, 2, 3}) {
		t.Errorf("buffer %v", got)
	}
	if n, s := count(t, w, spirv.OpLabel), count(t, w, spirv.OpSelect); n != 1 || s != 1 {
		t.Errorf("%d blocks and %d OpSelect, want 1 and 1", n, s)
	}
}

// OpLine stays in front of what survives, and an inlined callee keeps its
// own lines; the caller's line goes on after the call.
func TestLinesSurvive(t *testing.T) {
	src := strings.Replace(header, "OpName %main \"main\"", "%file = OpString \"a.comp\"\nOpName %main \"main\"", 1) + `
     %twice = OpFunction %uint None %uintf
         %p = OpFunctionParameter %pfun
        %tl = OpLabel
              OpLine %file 3 1
        %tv = OpLoad %uint %p
        %tr = OpIAdd %uint %tv %tv
              OpReturnValue %tr
              OpFunctionEnd
      %main = OpFunction %void None %voidf
         %ml = OpLabel
         %x = OpVariable %pfun Function
              OpLine %file 7 1
       %idp = OpLoad %v3uint %gid
       %id = OpCompositeExtract %uint %idp 0
              OpStore %x %id
         %r = OpFunctionCall %uint %twice %x
        %dst = OpAccessChain %psbu %buf %0 %id
              OpStore %dst %r
              OpReturn
              OpFunctionEnd
`
	in, err := spirv.Assemble(src, spirv.AsmOptions{Version: 0x00010300})
	if err != nil {
		t.Fatal(err)
	}
	w := optimize(t, in)
	dis, _ := spirv.DisassembleBytes(toBytes(w), spirv.DisOptions{})
	i3, i7 := strings.Index(dis, " 3 1\n"), strings.LastIndex(dis, " 7 1\n") // OpLine %3 LINE COLUMN
	if i3 < 0 || i7 < i3 || !strings.Contains(dis[i3:], "OpIAdd") || !strings.Contains(dis[i7:], "OpAccessChain") {
		t.Errorf("lines lost:\n%s", dis)
	}
}

// A module Decode cannot read comes back unchanged with the error.
func TestUnreadableModule(t *testing.T) {
	bad := []uint32{spirv.MagicNumber, 0x00010000, 0, 10, 0, 0xFFFF<<16 | 1}
	got, err := Optimize(bad)
	if err == nil || !equal(got, bad) {
		t.Errorf("Optimize(bad) = %v, %v; want the input and an error", got, err)
	}
}
