package spirv

import (
	"strings"
	"testing"
)

const disSample = `OpCapability Shader
%1 = OpExtInstImport "GLSL.std.450"
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main" %gid
OpExecutionMode %main LocalSize 8 1 1
OpName %main "main"
OpName %odd "my var"
OpDecorate %gid BuiltIn GlobalInvocationId
OpDecorate %rta ArrayStride 4
%void = OpTypeVoid
%fn = OpTypeFunction %void
%uint = OpTypeInt 32 0
%float = OpTypeFloat 32
%v3uint = OpTypeVector %uint 3
%ptr = OpTypePointer Input %v3uint
%gid = OpVariable %ptr Input
%rta = OpTypeRuntimeArray %float
%st = OpTypeStruct %rta
%c = OpConstant %float -0.25
%odd = OpVariable %ptr Input
%main = OpFunction %void None %fn
%l = OpLabel
%x = OpExtInst %float %1 Sqrt %c
OpReturn
OpFunctionEnd
`

func TestDisassembleText(t *testing.T) {
	w, err := Assemble(disSample, AsmOptions{Version: Version1_3, Generator: 0x000b0002})
	if err != nil {
		t.Fatal(err)
	}
	got, err := Disassemble(mustDecode(t, w), DisOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want := `; SPIR-V
; Version: 1.3
; Generator: Intel; 2
; Bound: 16
; Schema: 0
               OpCapability Shader
          %1 = OpExtInstImport "GLSL.std.450"
               OpMemoryModel Logical GLSL450
               OpEntryPoint GLCompute %main "main" %gl_GlobalInvocationID
               OpExecutionMode %main LocalSize 8 1 1
               OpName %main "main"
               OpName %my_var "my var"
               OpDecorate %gl_GlobalInvocationID BuiltIn GlobalInvocationId
               OpDecorate %_runtimearr_float ArrayStride 4
       %void = OpTypeVoid
          %7 = OpTypeFunction %void
       %uint = OpTypeInt 32 0
      %float = OpTypeFloat 32
     %v3uint = OpTypeVector %uint 3
%_ptr_Input_v3uint = OpTypePointer Input %v3uint
%gl_GlobalInvocationID = OpVariable %_ptr_Input_v3uint Input
%_runtimearr_float = OpTypeRuntimeArray %float
 %_struct_12 = OpTypeStruct %_runtimearr_float
%float_n0_25 = OpConstant %float -0.25
     %my_var = OpVariable %_ptr_Input_v3uint Input
       %main = OpFunction %void None %7
         %14 = OpLabel
         %15 = OpExtInst %float %1 Sqrt %float_n0_25
               OpReturn
               OpFunctionEnd
`
	if got != want {
		t.Errorf("friendly: %s", firstDiff(got, want))
	}
	got, _ = Disassemble(mustDecode(t, w), DisOptions{RawIDs: true, NoHeader: true, NoIndent: true})
	if !strings.HasPrefix(got, "OpCapability Shader\n%1 = OpExtInstImport \"GLSL.std.450\"\n") ||
		!strings.Contains(got, "\n%15 = OpExtInst %9 %1 Sqrt %13\nOpReturn\n") {
		t.Errorf("raw, no header, no indent:\n%s", got)
	}
}

func mustDecode(t testing.TB, w []uint32) *RawModule {
	t.Helper()
	m, err := DecodeWords(w)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestDisassembleOptionsMatchSpirvDis compares the header and indentation
// options with spirv-dis's flags.
func TestDisassembleOptionsMatchSpirvDis(t *testing.T) {
	w, err := Assemble(disSample, AsmOptions{})
	if err != nil {
		t.Fatal(err)
	}
	data := Encode(w)
	for _, c := range []struct {
		opts  DisOptions
		flags []string
	}{
		{DisOptions{NoHeader: true}, []string{"--no-header"}},
		{DisOptions{NoIndent: true}, []string{"--no-indent"}},
		{DisOptions{RawIDs: true, NoIndent: true, NoHeader: true}, []string{"--raw-id", "--no-indent", "--no-header"}},
	} {
		want, err := spirvDis(t, data, c.flags...)
		if err != nil {
			t.Fatal(err)
		}
		got, err := DisassembleBytes(data, c.opts)
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("%v: %s", c.flags, firstDiff(got, want))
		}
	}
}

func TestDisassembleErrors(t *testing.T) {
	hdr := []uint32{MagicNumber, Version1_3, 0, 10, 0}
	cases := []struct {
		name  string
		words []uint32
		want  string
	}{
		{"bad magic", []uint32{1, 2, 3, 4, 5}, "SPIR-V word 0: bad magic number 0x00000001 (want 0x07230203)"},
		{"short operand list", append(append([]uint32{}, hdr...), mk(OpTypePointer, 1, 7)...),
			"SPIR-V word 8: OpTypePointer: missing operand 'Type' (word count 3)"},
		{"unknown storage class", append(append([]uint32{}, hdr...), mk(OpTypePointer, 1, 77, 2)...),
			"SPIR-V word 7: OpTypePointer: 77 is not a StorageClass"},
		{"extra word", append(append([]uint32{}, hdr...), mk(OpReturn, 1)...),
			"SPIR-V word 6: OpReturn: 1 words left over after the last operand (word count 2)"},
	}
	for _, c := range cases {
		s, err := DisassembleBytes(Encode(c.words), DisOptions{})
		if err == nil || err.Error() != c.want || s != "" {
			t.Errorf("%s:\n got  %q %v\n want %s", c.name, s, err, c.want)
		}
	}
}

func TestGeneratorString(t *testing.T) {
	for g, want := range map[uint32]string{
		0x00080000 | 11: "Khronos Glslang Reference Front End; 11",
		0x00000000:      "Khronos; 0",
		0x00250001:      "Unknown(37); 1",
	} {
		if got := GeneratorString(g); got != want {
			t.Errorf("GeneratorString(%#x) = %q, want %q", g, got, want)
		}
	}
}
