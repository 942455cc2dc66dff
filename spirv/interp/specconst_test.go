package interp

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

const specDivText = `OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main"
OpExecutionMode %main LocalSize 1 1 1
OpDecorate %s0 SpecId 0
OpDecorate %B Block
OpMemberDecorate %B 0 Offset 0
OpDecorate %v DescriptorSet 0
OpDecorate %v Binding 0
%void = OpTypeVoid
%fn = OpTypeFunction %void
%u = OpTypeInt 32 0
%B = OpTypeStruct %u
%pB = OpTypePointer StorageBuffer %B
%pu = OpTypePointer StorageBuffer %u
%v = OpVariable %pB StorageBuffer
%z = OpConstant %u 0
%s0 = OpSpecConstant %u 0
%c7 = OpConstant %u 7
%d = OpSpecConstantOp %u UDiv %c7 %s0
%main = OpFunction %void None %fn
%l = OpLabel
%p = OpAccessChain %pu %v %z
OpStore %p %d
OpReturn
OpFunctionEnd
`

// A specialization-constant division by zero is reported as the same
// division at run time is (a division-by-zero warning at the instruction,
// with the documented all-ones result); not with NoChecks, and not when
// the specialization makes the divisor nonzero.
func TestSpecConstantDivisionByZero(t *testing.T) {
	p := mustLoad(t, asmWords(t, specDivText))
	var buf []byte
	run := func(spec map[uint32]uint64, noChecks bool) *Result {
		buf = make([]byte, 4)
		res, err := p.Run(Config{SubgroupSize: 4, Workgroups: [3]uint32{1, 1, 1}, Spec: spec, NoChecks: noChecks,
			Buffers: map[[2]uint32][]byte{{0, 0}: buf}})
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	res := run(nil, false)
	wantOnly(t, res, "division-by-zero")
	if d := res.Diagnostics[0]; !strings.Contains(d.Msg, "OpUDiv of 7 by zero in a specialization constant") || d.Offset == 0 {
		t.Fatalf("diagnostic %+v", d)
	}
	if buf[0] != 0xff || buf[3] != 0xff {
		t.Fatalf("result %x, want all ones", buf)
	}
	wantOnly(t, run(nil, true), "")
	wantOnly(t, run(map[uint32]uint64{0: 2}, false), "")

	// A division nothing uses (directly or through another constant) is
	// like a run-time division nothing executes: not reported. Through a
	// composite that code uses, it is.
	unused := strings.Replace(specDivText, "OpStore %p %d", "OpStore %p %c7", 1)
	p = mustLoad(t, asmWords(t, unused))
	wantOnly(t, run(nil, false), "")
	through := strings.Replace(specDivText, "%main = OpFunction", "%v2 = OpTypeVector %u 2\n%cc = OpSpecConstantComposite %v2 %d %c7\n%e = OpSpecConstantOp %u CompositeExtract %cc 0\n%main = OpFunction", 1)
	through = strings.Replace(through, "OpStore %p %d", "OpStore %p %e", 1)
	p = mustLoad(t, asmWords(t, through))
	wantOnly(t, run(nil, false), "division-by-zero")
}

// Evaluating a chain of n OpSpecConstantOp instructions is linear in n (it
// copied every constant before each one: 100,000 took 15 s). 10x the chain
// must cost well under the 100x a quadratic cost would.
func TestSpecConstantChainLinear(t *testing.T) {
	chain := func(n int) []byte {
		var b strings.Builder
		b.WriteString("OpCapability Shader\nOpMemoryModel Logical GLSL450\nOpEntryPoint GLCompute %main \"main\"\nOpExecutionMode %main LocalSize 1 1 1\n%void = OpTypeVoid\n%fn = OpTypeFunction %void\n%u = OpTypeInt 32 0\n%s0 = OpSpecConstant %u 1\n")
		for i := 1; i < n; i++ {
			fmt.Fprintf(&b, "%%s%d = OpSpecConstantOp %%u IAdd %%s%d %%s0\n", i, i-1)
		}
		b.WriteString("%main = OpFunction %void None %fn\n%l = OpLabel\nOpReturn\nOpFunctionEnd\n")
		return asmWords(t, b.String())
	}
	cost := func(n int) time.Duration {
		data := chain(n)
		best := time.Duration(1 << 62)
		for i := 0; i < 3; i++ {
			start := time.Now()
			mustLoad(t, data)
			best = min(best, time.Since(start))
		}
		return best
	}
	small, large := cost(3000), cost(30000)
	if large > 40*small+50*time.Millisecond {
		t.Fatalf("3,000 operations: %v; 30,000: %v (more than 40x: not linear)", small, large)
	}
}
