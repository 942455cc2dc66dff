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
	env := "vulkan1.1"
	if w[1] >= 0x00010400 {
		env = "vulkan1.1spv1.4"
	}
	if out, err := exec.Command(val, "--target-env", env, f).CombinedOutput(); err != nil {
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

// A function that returns from two places gets one return in a one-case
// switch (merge return) and is inlined; a conditional branch with both
// targets the same block gives a phi one operand for it.
func TestTwoReturnsInlined(t *testing.T) {
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
	if n, f, s := count(t, w, spirv.OpFunctionCall), count(t, w, spirv.OpFunction), count(t, w, spirv.OpSwitch); n != 0 || f != 1 || s != 1 {
		t.Errorf("%d calls, %d functions and %d switches, want 0, 1 and 1", n, f, s)
	}
}

// A function that returns from inside a loop stays a call: a return
// there cannot become a break out of the wrapping switch.
func TestReturnInLoopStaysACall(t *testing.T) {
	w := optimize(t, build(t, `
     %find = OpFunction %uint None %uintf
         %p = OpFunctionParameter %pfun
        %fl = OpLabel
        %lim = OpLoad %uint %p
              OpBranch %head
      %head = OpLabel
        %i = OpPhi %uint %0 %fl %in %cont
              OpLoopMerge %exit %cont None
              OpBranch %body
      %body = OpLabel
        %hit = OpIEqual %bool %i %lim
              OpSelectionMerge %bm None
              OpBranchConditional %hit %ret %bm
       %ret = OpLabel
        %r2 = OpIMul %uint %i %2
              OpReturnValue %r2
        %bm = OpLabel
              OpBranch %cont
      %cont = OpLabel
        %in = OpIAdd %uint %i %1
        %lt = OpULessThan %bool %in %10
              OpBranchConditional %lt %head %exit
      %exit = OpLabel
              OpReturnValue %10
              OpFunctionEnd
      %main = OpFunction %void None %voidf
         %ml = OpLabel
         %x = OpVariable %pfun Function
       %idp = OpLoad %v3uint %gid
       %id = OpCompositeExtract %uint %idp 0
              OpStore %x %id
         %r = OpFunctionCall %uint %find %x
        %dst = OpAccessChain %psbu %buf %0 %id
              OpStore %dst %r
              OpReturn
              OpFunctionEnd
`))
	if got := run(t, w); !equal(got, []uint32{0, 2, 4, 6}) {
		t.Errorf("buffer %v", got)
	}
	if n, s := count(t, w, spirv.OpFunctionCall), count(t, w, spirv.OpSwitch); n != 1 || s != 0 {
		t.Errorf("%d calls and %d switches, want 1 and 0", n, s)
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

// A struct variable holding an array, used through constant access
// chains and whole loads and stores, is split into registers: no
// function variable, load or composite construct is left.
func TestScalarReplacement(t *testing.T) {
	w := optimize(t, build(t, `
      %arr2 = OpTypeArray %uint %2
      %pair = OpTypeStruct %uint %arr2
     %ppair = OpTypePointer Function %pair
     %parr2 = OpTypePointer Function %arr2
      %main = OpFunction %void None %voidf
         %ml = OpLabel
         %s = OpVariable %ppair Function
         %c = OpVariable %ppair Function
       %idp = OpLoad %v3uint %gid
       %id = OpCompositeExtract %uint %idp 0
       %id1 = OpIAdd %uint %id %1
        %a = OpCompositeConstruct %arr2 %id1 %10
        %v = OpCompositeConstruct %pair %id %a
              OpStore %s %v
        %e1 = OpAccessChain %pfun %s %1 %1
              OpStore %e1 %2
        %sv = OpLoad %pair %s
              OpStore %c %sv
        %m0 = OpAccessChain %pfun %c %0
        %x0 = OpLoad %uint %m0
        %ca = OpAccessChain %parr2 %c %1
        %m1 = OpAccessChain %pfun %ca %0
        %x1 = OpLoad %uint %m1
        %m2 = OpAccessChain %pfun %c %1 %1
        %x2 = OpLoad %uint %m2
        %t = OpIAdd %uint %x0 %x1
        %u = OpIMul %uint %t %x2
        %dst = OpAccessChain %psbu %buf %0 %id
              OpStore %dst %u
              OpReturn
              OpFunctionEnd
`))
	if got := run(t, w); !equal(got, []uint32{2, 6, 10, 14}) {
		t.Errorf("buffer %v", got)
	}
	for op, want := range map[spirv.Op]int{spirv.OpVariable: 2, spirv.OpLoad: 1, spirv.OpCompositeConstruct: 0, spirv.OpCompositeExtract: 1} {
		if n := count(t, w, op); n != want {
			t.Errorf("%v: %d, want %d", op, n, want)
		}
	}
}

// A variable used through a dynamic index stays whole.
func TestScalarReplacementDynamicIndex(t *testing.T) {
	w := optimize(t, build(t, `
      %arr2 = OpTypeArray %uint %2
     %parr2 = OpTypePointer Function %arr2
      %main = OpFunction %void None %voidf
         %ml = OpLabel
         %s = OpVariable %parr2 Function
       %idp = OpLoad %v3uint %gid
       %id = OpCompositeExtract %uint %idp 0
        %a = OpCompositeConstruct %arr2 %id %10
              OpStore %s %a
        %k = OpBitwiseAnd %uint %id %1
        %e = OpAccessChain %pfun %s %k
        %x = OpLoad %uint %e
        %dst = OpAccessChain %psbu %buf %0 %id
              OpStore %dst %x
              OpReturn
              OpFunctionEnd
`))
	if got := run(t, w); !equal(got, []uint32{0, 10, 2, 10}) {
		t.Errorf("buffer %v", got)
	}
	if n := count(t, w, spirv.OpVariable); n != 3 {
		t.Errorf("%d variables, want 3 (the array stays)", n)
	}
}

// Extracts of constructs, inserts, extracts and shuffles take the value
// they name; a construct of a value's members in order is that value.
func TestFoldComposites(t *testing.T) {
	w := optimize(t, build(t, `
      %v2uint = OpTypeVector %uint 2
      %v4uint = OpTypeVector %uint 4
      %main = OpFunction %void None %voidf
         %ml = OpLabel
       %idp = OpLoad %v3uint %gid
       %id = OpCompositeExtract %uint %idp 0
       %p = OpCompositeConstruct %v2uint %10 %id
       %q = OpCompositeConstruct %v4uint %1 %p %2
       %q1 = OpCompositeExtract %uint %q 2
       %ins = OpCompositeInsert %v4uint %2 %q 0
       %i0 = OpCompositeExtract %uint %ins 0
       %i2 = OpCompositeExtract %uint %ins 2
       %sh = OpVectorShuffle %v2uint %p %idp 3 1
       %s0 = OpCompositeExtract %uint %sh 0
       %s1 = OpCompositeExtract %uint %sh 1
       %x = OpCompositeExtract %uint %idp 0
       %y = OpCompositeExtract %uint %idp 1
       %z = OpCompositeExtract %uint %idp 2
       %same = OpCompositeConstruct %v3uint %x %y %z
       %sx = OpCompositeExtract %uint %same 0
       %a = OpIAdd %uint %q1 %i0
       %b = OpIAdd %uint %a %i2
       %c = OpIAdd %uint %b %s0
       %d = OpIMul %uint %c %s1
       %e = OpIAdd %uint %d %sx
        %dst = OpAccessChain %psbu %buf %0 %id
              OpStore %dst %e
              OpReturn
              OpFunctionEnd
`))
	// q1 = id, i0 = 2, i2 = id, s0 = gid.y = 0, s1 = id: (2id + 2) * id + id
	if got := run(t, w); !equal(got, []uint32{0, 5, 14, 27}) {
		t.Errorf("buffer %v", got)
	}
	for op, want := range map[spirv.Op]int{spirv.OpCompositeConstruct: 0, spirv.OpCompositeInsert: 0, spirv.OpVectorShuffle: 0, spirv.OpCompositeExtract: 2} {
		if n := count(t, w, op); n != want {
			t.Errorf("%v: %d, want %d", op, n, want)
		}
	}
}

// An extract of an OpCopyLogical (glslang's and lower's copy between a
// block's layout and the plain struct, SPIR-V 1.4) reads the copied
// value when the part's type is the same, and the unused copy goes.
func TestFoldCopyLogical(t *testing.T) {
	src := strings.Replace(header, `%main "main" %gid`, `%main "main" %gid %buf`, 1)
	src = strings.Replace(src, "       %void = OpTypeVoid", `
               OpMemberDecorate %S 0 Offset 0
               OpMemberDecorate %S 1 Offset 4
       %void = OpTypeVoid`, 1) + `
          %S = OpTypeStruct %uint %uint
          %P = OpTypeStruct %uint %uint
       %main = OpFunction %void None %voidf
         %ml = OpLabel
        %idp = OpLoad %v3uint %gid
         %id = OpCompositeExtract %uint %idp 0
          %s = OpCompositeConstruct %S %id %10
          %p = OpCopyLogical %P %s
         %e0 = OpCompositeExtract %uint %p 0
         %e1 = OpCompositeExtract %uint %p 1
          %e = OpIAdd %uint %e0 %e1
        %dst = OpAccessChain %psbu %buf %0 %id
               OpStore %dst %e
               OpReturn
               OpFunctionEnd
`
	w, err := spirv.Assemble(src, spirv.AsmOptions{Version: 0x00010400})
	if err != nil {
		t.Fatalf("assemble: %v", err)
	}
	w = optimize(t, w)
	if got := run(t, w); !equal(got, []uint32{10, 11, 12, 13}) {
		t.Errorf("buffer %v", got)
	}
	if n := count(t, w, spirv.OpCopyLogical); n != 0 {
		t.Errorf("%d OpCopyLogical left", n)
	}
}

// A Private array only the entry point uses becomes a Function variable
// (its access chains get Function pointer types) and then registers; it
// leaves the entry point's interface (SPIR-V 1.4 lists Private
// variables there).
func TestLocalizePrivate(t *testing.T) {
	src := strings.Replace(header, `%main "main" %gid`, `%main "main" %gid %buf %priv`, 1) + `
      %arr2 = OpTypeArray %uint %2
     %pparr = OpTypePointer Private %arr2
     %ppriv = OpTypePointer Private %uint
      %priv = OpVariable %pparr Private
      %main = OpFunction %void None %voidf
         %ml = OpLabel
       %idp = OpLoad %v3uint %gid
       %id = OpCompositeExtract %uint %idp 0
        %e0 = OpAccessChain %ppriv %priv %0
              OpStore %e0 %id
        %e1 = OpAccessChain %ppriv %priv %1
              OpStore %e1 %10
        %x0 = OpLoad %uint %e0
        %x1 = OpLoad %uint %e1
        %s = OpIAdd %uint %x0 %x1
        %dst = OpAccessChain %psbu %buf %0 %id
              OpStore %dst %s
              OpReturn
              OpFunctionEnd
`
	in, err := spirv.Assemble(src, spirv.AsmOptions{Version: 0x00010400})
	if err != nil {
		t.Fatal(err)
	}
	w := optimize(t, in)
	if got := run(t, w); !equal(got, []uint32{10, 11, 12, 13}) {
		t.Errorf("buffer %v", got)
	}
	dis, _ := spirv.DisassembleBytes(toBytes(w), spirv.DisOptions{})
	if strings.Contains(dis, "Private") || count(t, w, spirv.OpLoad) != 1 {
		t.Errorf("the private array is still memory:\n%s", dis)
	}
}

// A Private variable two functions use stays Private.
func TestPrivateOfTwoFunctionsStays(t *testing.T) {
	src := strings.Replace(header, `%main "main" %gid`, `%main "main" %gid %buf %priv`, 1) + `
     %ppriv = OpTypePointer Private %uint
      %priv = OpVariable %ppriv Private
     %find = OpFunction %uint None %uintf
         %p = OpFunctionParameter %pfun
        %fl = OpLabel
        %lim = OpLoad %uint %p
              OpBranch %head
      %head = OpLabel
        %i = OpPhi %uint %0 %fl %in %cont
              OpLoopMerge %exit %cont None
              OpBranch %body
      %body = OpLabel
        %hit = OpIEqual %bool %i %lim
              OpSelectionMerge %bm None
              OpBranchConditional %hit %ret %bm
       %ret = OpLabel
        %pv = OpLoad %uint %priv
        %r2 = OpIMul %uint %i %pv
              OpReturnValue %r2
        %bm = OpLabel
              OpBranch %cont
      %cont = OpLabel
        %in = OpIAdd %uint %i %1
        %lt = OpULessThan %bool %in %10
              OpBranchConditional %lt %head %exit
      %exit = OpLabel
              OpReturnValue %10
              OpFunctionEnd
      %main = OpFunction %void None %voidf
         %ml = OpLabel
         %x = OpVariable %pfun Function
       %idp = OpLoad %v3uint %gid
       %id = OpCompositeExtract %uint %idp 0
              OpStore %priv %2
              OpStore %x %id
         %r = OpFunctionCall %uint %find %x
        %dst = OpAccessChain %psbu %buf %0 %id
              OpStore %dst %r
              OpReturn
              OpFunctionEnd
`
	in, err := spirv.Assemble(src, spirv.AsmOptions{Version: 0x00010400})
	if err != nil {
		t.Fatal(err)
	}
	w := optimize(t, in)
	if got := run(t, w); !equal(got, []uint32{0, 2, 4, 6}) {
		t.Errorf("buffer %v", got)
	}
	dis, _ := spirv.DisassembleBytes(toBytes(w), spirv.DisOptions{})
	if !strings.Contains(dis, "OpVariable %_ptr_Private_uint Private") && !strings.Contains(dis, "Private\n") {
		t.Errorf("the private variable went:\n%s", dis)
	}
}

// A vector variable written and read a component at a time through
// constant access chains becomes registers: no variable of its own, no
// load and no access chain but the buffer's is left.
func TestConvertAccessChains(t *testing.T) {
	w := optimize(t, build(t, `
    %v2uint = OpTypeVector %uint 2
     %pv2 = OpTypePointer Function %v2uint
      %main = OpFunction %void None %voidf
         %ml = OpLabel
         %v = OpVariable %pv2 Function
       %idp = OpLoad %v3uint %gid
       %id = OpCompositeExtract %uint %idp 0
        %e0 = OpAccessChain %pfun %v %0
        %e1 = OpAccessChain %pfun %v %1
              OpStore %e0 %id
              OpStore %e1 %10
        %c = OpULessThan %bool %id %2
              OpSelectionMerge %m None
              OpBranchConditional %c %t %m
        %t = OpLabel
              OpStore %e1 %2
              OpBranch %m
        %m = OpLabel
        %x0 = OpLoad %uint %e0
        %x1 = OpLoad %uint %e1
        %s = OpIMul %uint %x0 %x1
        %dst = OpAccessChain %psbu %buf %0 %id
              OpStore %dst %s
              OpReturn
              OpFunctionEnd
`))
	if got := run(t, w); !equal(got, []uint32{0, 2, 20, 30}) {
		t.Errorf("buffer %v", got)
	}
	for op, want := range map[spirv.Op]int{spirv.OpVariable: 2, spirv.OpLoad: 1, spirv.OpAccessChain: 1} {
		if n := count(t, w, op); n != want {
			t.Errorf("%v: %d, want %d", op, n, want)
		}
	}
}

// A call with constant arguments, once inlined, folds: the boolean
// parameter's selection takes one arm, the other arm's blocks go, the
// phi at the merge has one operand left and is that value, and integer
// operations on constants are constants.
func TestFoldAndDeadBranches(t *testing.T) {
	w := optimize(t, build(t, `
      %pbool = OpTypePointer Function %bool
     %pickf = OpTypeFunction %uint %pbool %pfun
      %true = OpConstantTrue %bool
     %pick = OpFunction %uint None %pickf
         %pb = OpFunctionParameter %pbool
         %pv = OpFunctionParameter %pfun
        %pl = OpLabel
        %b = OpLoad %bool %pb
        %nb = OpLogicalNot %bool %b
        %ob = OpLogicalOr %bool %nb %b
        %v = OpLoad %uint %pv
              OpSelectionMerge %pm None
              OpBranchConditional %ob %pt %pf
        %pt = OpLabel
        %k = OpIMul %uint %2 %10
        %vt = OpIAdd %uint %v %k
              OpBranch %pm
        %pf = OpLabel
        %vf = OpIMul %uint %v %v
              OpBranch %pm
        %pm = OpLabel
        %r = OpPhi %uint %vt %pt %vf %pf
              OpReturnValue %r
              OpFunctionEnd
      %main = OpFunction %void None %voidf
         %ml = OpLabel
         %x = OpVariable %pfun Function
         %c = OpVariable %pbool Function
       %idp = OpLoad %v3uint %gid
       %id = OpCompositeExtract %uint %idp 0
              OpStore %x %id
              OpStore %c %true
         %res = OpFunctionCall %uint %pick %c %x
        %dst = OpAccessChain %psbu %buf %0 %id
              OpStore %dst %res
              OpReturn
              OpFunctionEnd
`))
	if got := run(t, w); !equal(got, []uint32{20, 21, 22, 23}) {
		t.Errorf("buffer %v", got)
	}
	for op, want := range map[spirv.Op]int{spirv.OpLabel: 1, spirv.OpPhi: 0, spirv.OpIMul: 0, spirv.OpLogicalOr: 0, spirv.OpSelectionMerge: 0} {
		if n := count(t, w, op); n != want {
			t.Errorf("%v: %d, want %d", op, n, want)
		}
	}
}

// A constant selection inside a loop takes its arm; the loop, its
// continue target and its exit stay as they are.
func TestDeadBranchInLoop(t *testing.T) {
	w := optimize(t, build(t, `
      %false = OpConstantFalse %bool
      %main = OpFunction %void None %voidf
         %ml = OpLabel
       %idp = OpLoad %v3uint %gid
       %id = OpCompositeExtract %uint %idp 0
              OpBranch %head
      %head = OpLabel
        %i = OpPhi %uint %0 %ml %in %cont
        %s = OpPhi %uint %0 %ml %sn %cont
              OpLoopMerge %exit %cont None
              OpBranch %body
      %body = OpLabel
              OpSelectionMerge %bm None
              OpBranchConditional %false %bt %bm
        %bt = OpLabel
        %big = OpIMul %uint %s %10
              OpBranch %bm
        %bm = OpLabel
        %sp = OpPhi %uint %big %bt %s %body
        %sn = OpIAdd %uint %sp %i
              OpBranch %cont
      %cont = OpLabel
        %in = OpIAdd %uint %i %1
        %lt = OpULessThan %bool %in %id
              OpBranchConditional %lt %head %exit
      %exit = OpLabel
        %dst = OpAccessChain %psbu %buf %0 %id
              OpStore %dst %sn
              OpReturn
              OpFunctionEnd
`))
	if got := run(t, w); !equal(got, []uint32{0, 0, 1, 3}) {
		t.Errorf("buffer %v", got)
	}
	if n, l := count(t, w, spirv.OpIMul), count(t, w, spirv.OpLoopMerge); n != 0 || l != 1 {
		t.Errorf("%d OpIMul and %d loops, want 0 and 1", n, l)
	}
}

// A constant selection whose false side is the merge block itself: the
// merge block's phi must take the value of the arm (a phi that still
// named the header once made block merging pick the header's value).
func TestDeadBranchToMerge(t *testing.T) {
	w := optimize(t, build(t, `
      %true = OpConstantTrue %bool
      %main = OpFunction %void None %voidf
         %ml = OpLabel
       %idp = OpLoad %v3uint %gid
       %id = OpCompositeExtract %uint %idp 0
              OpSelectionMerge %m None
              OpBranchConditional %true %t %m
        %t = OpLabel
        %z = OpIMul %uint %id %10
              OpBranch %m
        %m = OpLabel
        %ph = OpPhi %uint %id %ml %z %t
        %dst = OpAccessChain %psbu %buf %0 %id
              OpStore %dst %ph
              OpReturn
              OpFunctionEnd
`))
	if got := run(t, w); !equal(got, []uint32{0, 10, 20, 30}) {
		t.Errorf("buffer %v", got)
	}
	if n := count(t, w, spirv.OpLabel); n != 1 {
		t.Errorf("%d blocks, want 1", n)
	}
}

// A loop header takes in its condition block, and the body's last block
// takes in the continue target.
func TestMergeLoopBlocks(t *testing.T) {
	w := optimize(t, build(t, `
      %main = OpFunction %void None %voidf
         %ml = OpLabel
       %idp = OpLoad %v3uint %gid
       %id = OpCompositeExtract %uint %idp 0
              OpBranch %head
      %head = OpLabel
        %i = OpPhi %uint %0 %ml %in %cont
        %s = OpPhi %uint %0 %ml %sn %cont
              OpLoopMerge %exit %cont None
              OpBranch %cond
      %cond = OpLabel
        %lt = OpULessThan %bool %i %id
              OpBranchConditional %lt %body %exit
      %body = OpLabel
        %sn = OpIAdd %uint %s %i
              OpBranch %cont
      %cont = OpLabel
        %in = OpIAdd %uint %i %1
              OpBranch %head
      %exit = OpLabel
        %dst = OpAccessChain %psbu %buf %0 %id
              OpStore %dst %s
              OpReturn
              OpFunctionEnd
`))
	if got := run(t, w); !equal(got, []uint32{0, 0, 1, 3}) {
		t.Errorf("buffer %v", got)
	}
	if n := count(t, w, spirv.OpLabel); n != 4 {
		t.Errorf("%d blocks, want 4 (entry, header, body with continue, exit)", n)
	}
}

// A Private array indexed dynamically stays memory when it becomes a
// Function variable, and the array type it points to stays with it: the
// Function pointer type declared for it refers to that type (the Private
// pointer type, its only other user, goes). The pointer type pointerTo
// declared had no id operand, so removeUnused dropped the array type and
// the module used an id it never defined (ggml's mul_mat_vec_id_iq1_m).
func TestLocalizePrivateKeepsPointee(t *testing.T) {
	src := strings.Replace(header, `%main "main" %gid`, `%main "main" %gid %buf %priv`, 1) + `
      %arr2 = OpTypeArray %uint %2
     %pparr = OpTypePointer Private %arr2
     %ppriv = OpTypePointer Private %uint
      %priv = OpVariable %pparr Private
      %main = OpFunction %void None %voidf
         %ml = OpLabel
       %idp = OpLoad %v3uint %gid
       %id = OpCompositeExtract %uint %idp 0
        %e0 = OpAccessChain %ppriv %priv %0
              OpStore %e0 %id
        %e1 = OpAccessChain %ppriv %priv %1
              OpStore %e1 %10
        %k = OpBitwiseAnd %uint %id %1
        %ek = OpAccessChain %ppriv %priv %k
        %x = OpLoad %uint %ek
        %dst = OpAccessChain %psbu %buf %0 %id
              OpStore %dst %x
              OpReturn
              OpFunctionEnd
`
	in, err := spirv.Assemble(src, spirv.AsmOptions{Version: 0x00010400})
	if err != nil {
		t.Fatal(err)
	}
	w := optimize(t, in)
	if got := run(t, w); !equal(got, []uint32{0, 10, 2, 10}) {
		t.Errorf("buffer %v", got)
	}
	dis, _ := spirv.DisassembleBytes(toBytes(w), spirv.DisOptions{})
	if strings.Contains(dis, "Private") {
		t.Errorf("the private array is still Private:\n%s", dis)
	}
}

// Comparisons of float constants fold (the selection they guard goes),
// and so do integer operations whose result one constant operand
// decides: x * 0, 0 % y, 0 & y, x + 0, x | 0 (ggml's mul_mat_vec tests
// dm.y != 0 with dm.y the constant 0.0 after inlining; rms_norm's
// fastmod of a zero index).
func TestFoldFloatComparesAndIdentities(t *testing.T) {
	w := optimize(t, build(t, `
      %float = OpTypeFloat 32
     %f0 = OpConstant %float 0
     %f1 = OpConstant %float 1
     %nan = OpConstant %float 0x1.8p+128
      %main = OpFunction %void None %voidf
         %ml = OpLabel
       %idp = OpLoad %v3uint %gid
       %id = OpCompositeExtract %uint %idp 0
       %ne = OpFUnordNotEqual %bool %f0 %f0
              OpSelectionMerge %m1 None
              OpBranchConditional %ne %t1 %m1
        %t1 = OpLabel
        %big = OpIMul %uint %id %10
              OpBranch %m1
        %m1 = OpLabel
        %v1 = OpPhi %uint %big %t1 %id %ml
        %lt = OpFOrdLessThan %bool %f1 %nan
              OpSelectionMerge %m2 None
              OpBranchConditional %lt %t2 %m2
        %t2 = OpLabel
        %v2t = OpIAdd %uint %v1 %10
              OpBranch %m2
        %m2 = OpLabel
        %v2 = OpPhi %uint %v2t %t2 %v1 %m1
        %z = OpIMul %uint %id %0
        %r = OpUMod %uint %z %id
        %a = OpBitwiseAnd %uint %r %v2
        %s = OpIAdd %uint %v2 %a
        %o = OpBitwiseOr %uint %s %0
        %dst = OpAccessChain %psbu %buf %0 %id
              OpStore %dst %o
              OpReturn
              OpFunctionEnd
`))
	if got := run(t, w); !equal(got, []uint32{0, 1, 2, 3}) {
		t.Errorf("buffer %v", got)
	}
	for _, op := range []spirv.Op{spirv.OpFUnordNotEqual, spirv.OpFOrdLessThan, spirv.OpSelectionMerge, spirv.OpIMul,
		spirv.OpUMod, spirv.OpBitwiseAnd, spirv.OpIAdd, spirv.OpBitwiseOr} {
		if n := count(t, w, op); n != 0 {
			t.Errorf("%v: %d, want 0", op, n)
		}
	}
}

// An OpLine whose instructions went (the next instruction is another
// OpLine) and one repeating the line in force go; the lines of what
// survives stay (-g -O wrote runs of six OpLines before one instruction).
func TestLinesPruned(t *testing.T) {
	src := strings.Replace(header, "OpName %main \"main\"", "%file = OpString \"a.comp\"\nOpName %main \"main\"", 1) + `
      %main = OpFunction %void None %voidf
         %ml = OpLabel
              OpLine %file 7 1
       %idp = OpLoad %v3uint %gid
       %id = OpCompositeExtract %uint %idp 0
              OpLine %file 8 1
       %dead = OpIMul %uint %id %id
              OpLine %file 9 1
       %dead2 = OpIAdd %uint %id %id
              OpLine %file 10 1
        %dst = OpAccessChain %psbu %buf %0 %id
              OpLine %file 10 1
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
	if n := count(t, w, spirv.OpLine); n != 2 {
		t.Errorf("%d OpLine, want 2 (lines 7 and 10):\n%s", n, dis)
	}
	i7, i10 := strings.Index(dis, " 7 1\n"), strings.Index(dis, " 10 1\n")
	if i7 < 0 || i10 < i7 || !strings.Contains(dis[i7:i10], "OpLoad") || !strings.Contains(dis[i10:], "OpAccessChain") {
		t.Errorf("lines lost:\n%s", dis)
	}
}
