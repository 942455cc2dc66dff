package interp

import (
	"testing"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// TestPromotableLiterals: a literal operand that equals a variable's id
// (OpTypeInt's width 32, a constant's value 33, LocalSize 64, FMax's
// number 40 in GLSL.std.450, a composite index) does not keep the variable in
// memory; a real use of its pointer (here a function-call argument) does.
func TestPromotableLiterals(t *testing.T) {
	text := `OpCapability Shader
%glsl = OpExtInstImport "GLSL.std.450"
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main"
OpExecutionMode %main LocalSize 64 1 1
%void = OpTypeVoid
%fn = OpTypeFunction %void
%uint = OpTypeInt 32 0
%float = OpTypeFloat 32
%v2 = OpTypeVector %uint 2
%pu = OpTypePointer Function %uint
%pf = OpTypePointer Function %float
%fnp = OpTypeFunction %void %pu
%c33 = OpConstant %uint 33
%f1 = OpConstant %float 1
%vc = OpConstantComposite %v2 %c33 %c33
%callee = OpFunction %void None %fnp
%p = OpFunctionParameter %pu
%cl = OpLabel
OpReturn
OpFunctionEnd
%main = OpFunction %void None %fn
%l = OpLabel
%32 = OpVariable %pu Function
%33 = OpVariable %pu Function
%40 = OpVariable %pf Function
%64 = OpVariable %pu Function
%1 = OpVariable %pu Function
%x = OpCompositeExtract %uint %vc 1
OpStore %32 %x
OpStore %33 %c33
%y = OpExtInst %float %glsl FMax %f1 %f1
OpStore %40 %y
OpStore %64 %c33
%r = OpFunctionCall %void %callee %1
OpReturn
OpFunctionEnd
`
	words, err := spirv.Assemble(text, spirv.AsmOptions{Version: spirv.Version1_0, PreserveNumericIDs: true})
	if err != nil {
		t.Fatal(err)
	}
	m, err := spirv.DecodeWords(words)
	if err != nil {
		t.Fatal(err)
	}
	got := promotable(m.Insts)
	for _, id := range []uint32{32, 33, 40, 64} {
		if !got[id] {
			t.Errorf("variable %%%d is not promoted: a literal equal to its id kept it in memory", id)
		}
	}
	if got[1] {
		t.Error("variable %1, passed to a function, is promoted")
	}
}
