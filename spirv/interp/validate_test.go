package interp

import (
	"encoding/binary"
	"fmt"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/spirv"
)

const valHead = `OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main"
OpExecutionMode %main LocalSize 1 1 1
%void = OpTypeVoid
%fn = OpTypeFunction %void
%int = OpTypeInt 32 1
%bool = OpTypeBool
%c1 = OpConstant %int 1
%t = OpConstantTrue %bool
`

func asmWords(t *testing.T, text string) []byte {
	t.Helper()
	w, err := spirv.Assemble(text, spirv.AsmOptions{Version: spirv.Version1_3})
	if err != nil {
		t.Fatalf("assemble: %v\n%s", err, text)
	}
	return spirv.Encode(w)
}

// The reader refuses what the interpreter relies on and SPIR-V forbids,
// naming the instruction's word and id, before compiling the module (the
// recursive and unterminated ones used to exhaust memory).
func TestValidateRefuses(t *testing.T) {
	for _, c := range []struct {
		name, body string
		bound      uint32 // when nonzero, the header's bound is set to it
		want       string
	}{
		{"recursion", `%main = OpFunction %void None %fn
%l = OpLabel
%r = OpFunctionCall %void %f
OpReturn
OpFunctionEnd
%f = OpFunction %void None %fn
%l2 = OpLabel
%r2 = OpFunctionCall %void %f
OpReturn
OpFunctionEnd
`, 0, "calls itself (SPIR-V forbids recursion)"},
		{"entry calls itself", `%main = OpFunction %void None %fn
%l = OpLabel
%r = OpFunctionCall %void %main
OpReturn
OpFunctionEnd
`, 0, "calls itself"},
		{"mutual recursion", `%main = OpFunction %void None %fn
%l = OpLabel
%r = OpFunctionCall %void %f
OpReturn
OpFunctionEnd
%f = OpFunction %void None %fn
%l2 = OpLabel
OpSelectionMerge %m None
OpBranchConditional %t %a %m
%a = OpLabel
%r2 = OpFunctionCall %void %g
OpBranch %m
%m = OpLabel
OpReturn
OpFunctionEnd
%g = OpFunction %void None %fn
%l3 = OpLabel
%r3 = OpFunctionCall %void %f
OpReturn
OpFunctionEnd
`, 0, "closes a cycle of calls"},
		{"no terminator", `%main = OpFunction %void None %fn
%l = OpLabel
OpFunctionEnd
`, 0, "has no terminator before the end of function"},
		{"no terminator before label", `%main = OpFunction %void None %fn
%l = OpLabel
%x = OpIAdd %int %c1 %c1
%l2 = OpLabel
OpReturn
OpFunctionEnd
`, 0, "has no terminator before the next block"},
		{"after terminator", `%main = OpFunction %void None %fn
%l = OpLabel
OpReturn
%x = OpIAdd %int %c1 %c1
OpFunctionEnd
`, 0, "instruction outside a block"},
		{"phi parent not a predecessor", `%main = OpFunction %void None %fn
%l = OpLabel
OpBranch %a
%a = OpLabel
%p = OpPhi %int %c1 %l %c1 %a
OpReturn
OpFunctionEnd
`, 0, "is not a predecessor of block"},
		{"phi in entry block", `%main = OpFunction %void None %fn
%l = OpLabel
%p = OpPhi %int %c1 %l
OpReturn
OpFunctionEnd
`, 0, "OpPhi in the entry block"},
		{"phi missing predecessor", `%main = OpFunction %void None %fn
%l = OpLabel
OpSelectionMerge %m None
OpBranchConditional %t %a %m
%a = OpLabel
OpBranch %m
%m = OpLabel
%p = OpPhi %int %c1 %a
OpReturn
OpFunctionEnd
`, 0, "has no value (1 parents for 2 predecessors)"},
		{"phi after other instruction", `%main = OpFunction %void None %fn
%l = OpLabel
OpBranch %a
%a = OpLabel
%x = OpIAdd %int %c1 %c1
%p = OpPhi %int %c1 %l
OpReturn
OpFunctionEnd
`, 0, "OpPhi must come before every other instruction"},
		{"branch to another function's block", `%main = OpFunction %void None %fn
%l = OpLabel
OpBranch %l2
OpFunctionEnd
%f = OpFunction %void None %fn
%l2 = OpLabel
OpReturn
OpFunctionEnd
`, 0, "is not a block of function"},
		{"two headers one merge", `%main = OpFunction %void None %fn
%l = OpLabel
OpSelectionMerge %m None
OpBranchConditional %t %a %m
%a = OpLabel
OpSelectionMerge %m None
OpBranchConditional %t %b %m
%b = OpLabel
OpBranch %m
%m = OpLabel
OpReturn
OpFunctionEnd
`, 0, "is already the merge block of header"},
		{"merge not before terminator", `%main = OpFunction %void None %fn
%l = OpLabel
OpSelectionMerge %m None
%x = OpIAdd %int %c1 %c1
OpBranchConditional %t %m %m
%m = OpLabel
OpReturn
OpFunctionEnd
`, 0, "must come immediately before its block's terminator"},
		{"loop merge before switch", `%main = OpFunction %void None %fn
%l = OpLabel
OpBranch %h
%h = OpLabel
OpLoopMerge %m %h None
OpSwitch %c1 %m
%m = OpLabel
OpReturn
OpFunctionEnd
`, 0, "OpLoopMerge cannot precede OpSwitch"},
		{"call of a non-function", `%main = OpFunction %void None %fn
%l = OpLabel
%r = OpFunctionCall %void %c1
OpReturn
OpFunctionEnd
`, 0, "which is not a function"},
		{"id at the bound", `%main = OpFunction %void None %fn
%l = OpLabel
OpReturn
OpFunctionEnd
`, 5, "result id is not below the module's id bound 5"},
		{"operand at the bound", `%main = OpFunction %void None %fn
%l = OpLabel
%x = OpIAdd %int %c1 %c1
OpReturn
OpFunctionEnd
`, 1000, "id %1000 is not below the module's id bound 1000"},
		{"undefined id", `%main = OpFunction %void None %fn
%l = OpLabel
%x = OpIAdd %int %c1 %c1
OpReturn
OpFunctionEnd
`, 1001, "id %999 is never defined"},
	} {
		t.Run(c.name, func(t *testing.T) {
			data := asmWords(t, valHead+c.body)
			if c.bound != 0 {
				binary.LittleEndian.PutUint32(data[12:], c.bound)
			}
			if c.bound >= 1000 {
				// the last operand of the OpIAdd becomes %1000 (at
				// the bound) or %999 (below it, defined nowhere)
				for i := 5 * 4; i < len(data); i += 4 {
					if w := binary.LittleEndian.Uint32(data[i:]); w == 5<<16|uint32(spirv.OpIAdd) {
						binary.LittleEndian.PutUint32(data[i+16:], 1000-(c.bound-1000))
					}
				}
			}
			_, err := Load(data)
			if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "SPIR-V word ") {
				t.Fatalf("Load: %v\nwant a word-positioned error containing %q", err, c.want)
			}
		})
	}
}

// Deeply nested composite types are refused at the limit, with the type's
// id; one level less loads.
func TestValidateTypeDepth(t *testing.T) {
	nest := func(n int) string {
		var b strings.Builder
		b.WriteString(valHead + "%u = OpTypeInt 32 0\n%one = OpConstant %u 1\n%a0 = OpTypeArray %u %one\n")
		for i := 1; i < n; i++ {
			fmt.Fprintf(&b, "%%a%d = OpTypeArray %%a%d %%one\n", i, i-1)
		}
		b.WriteString("%main = OpFunction %void None %fn\n%l = OpLabel\nOpReturn\nOpFunctionEnd\n")
		return b.String()
	}
	if _, err := Load(asmWords(t, nest(maxTypeDepth))); err != nil {
		t.Fatalf("%d deep: %v", maxTypeDepth, err)
	}
	_, err := Load(asmWords(t, nest(100000)))
	if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("composite types nest %d deep (the limit is %d)", maxTypeDepth+1, maxTypeDepth)) {
		t.Fatalf("100000 deep: %v", err)
	}
}

// Well-formed control flow with OpPhi in loops and selections loads and
// runs: the checks refuse only what is wrong.
func TestValidateAccepts(t *testing.T) {
	data := asmWords(t, valHead+`%main = OpFunction %void None %fn
%l = OpLabel
%r = OpFunctionCall %void %f
OpBranch %h
%h = OpLabel
%i = OpPhi %int %c1 %l %n %c
OpLoopMerge %m %c None
OpBranchConditional %t %m %b
%b = OpLabel
OpSelectionMerge %s None
OpSwitch %i %s 3 %s 4 %s5
%s5 = OpLabel
OpBranch %s
%s = OpLabel
%q = OpPhi %int %c1 %b %i %s5
OpBranch %c
%c = OpLabel
%n = OpIAdd %int %q %c1
OpBranch %h
%m = OpLabel
OpReturn
OpFunctionEnd
%f = OpFunction %void None %fn
%l2 = OpLabel
OpReturn
OpFunctionEnd
`)
	if _, err := Load(data); err != nil {
		t.Fatal(err)
	}
}
