package spirv

import (
	"fmt"
	"strings"
	"testing"
)

// decodeSeq decodes instructions in order at consecutive offsets and
// returns the operands of the last one.
func decodeSeq(insts ...[]uint32) ([]Operand, error) {
	var d OperandDecoder
	off := 5
	var ops []Operand
	var err error
	for _, w := range insts {
		in := Inst{Op: Op(w[0] & 0xffff), Words: w, Offset: off}
		ops, err = d.Decode(in)
		if err != nil {
			return ops, err
		}
		off += len(w)
	}
	return ops, nil
}

// describe prints operands as kind:words lists.
func describe(ops []Operand) string {
	var parts []string
	for _, o := range ops {
		s := fmt.Sprintf("%s@%d%v", o.Kind, o.Start, o.Words)
		if n := o.Num; n.Width != 0 {
			s += fmt.Sprintf("/{Width:%d Float:%v Signed:%v}", n.Width, n.Float, n.Signed)
			if n.Encoded {
				s += fmt.Sprintf("enc(%d)", n.Encoding)
			}
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, " ")
}

func TestOperandDecoding(t *testing.T) {
	u32 := mk(OpTypeInt, 1, 32, 0)
	s64 := mk(OpTypeInt, 2, 64, 1)
	f64 := mk(OpTypeFloat, 3, 64)
	glsl := mk(OpExtInstImport, append([]uint32{4}, StringWords("GLSL.std.450")...)...)
	other := mk(OpExtInstImport, append([]uint32{5}, StringWords("NonSemantic.X")...)...)
	sel64 := mk(OpUndef, 2, 6)
	cases := []struct {
		name string
		seq  [][]uint32
		want string
	}{
		{"constant u32", [][]uint32{u32, mk(OpConstant, 1, 9, 7)},
			"IdResultType@1[1] IdResult@2[9] LiteralContextDependentNumber@3[7]/{Width:32 Float:false Signed:false}"},
		{"constant s64", [][]uint32{s64, mk(OpConstant, 2, 9, 0xfffffffe, 0xffffffff)},
			"IdResultType@1[2] IdResult@2[9] LiteralContextDependentNumber@3[4294967294 4294967295]/{Width:64 Float:false Signed:true}"},
		{"spec constant f64", [][]uint32{f64, mk(OpSpecConstant, 3, 9, 0, 0x3ff00000)},
			"IdResultType@1[3] IdResult@2[9] LiteralContextDependentNumber@3[0 1072693248]/{Width:64 Float:true Signed:false}"},
		{"switch on 64-bit selector", [][]uint32{s64, sel64, mk(OpSwitch, 6, 10, 1, 0, 11, 2, 0, 12)},
			"IdRef@1[6] IdRef@2[10] LiteralInteger@3[1 0]/{Width:64 Float:false Signed:true} IdRef@5[11] LiteralInteger@6[2 0]/{Width:64 Float:false Signed:true} IdRef@8[12]"},
		{"ext inst FMix", [][]uint32{glsl, mk(OpExtInst, 1, 9, 4, uint32(GLSLstd450FMix), 20, 21, 22)},
			"IdResultType@1[1] IdResult@2[9] IdRef@3[4] LiteralExtInstInteger@4[46] IdRef@5[20] IdRef@6[21] IdRef@7[22]"},
		{"ext inst of a set without tables", [][]uint32{other, mk(OpExtInst, 1, 9, 5, 3, 20)},
			"IdResultType@1[1] IdResult@2[9] IdRef@3[5] LiteralExtInstInteger@4[3] IdRef@5[20]"},
		{"spec constant op", [][]uint32{mk(OpSpecConstantOp, 1, 9, uint32(OpIAdd), 20, 21)},
			"IdResultType@1[1] IdResult@2[9] LiteralSpecConstantOpInteger@3[128] IdRef@4[20] IdRef@5[21]"},
		{"decoration ArrayStride", [][]uint32{mk(OpDecorate, 7, uint32(DecorationArrayStride), 16)},
			"IdRef@1[7] Decoration@2[6] LiteralInteger@3[16]"},
		{"decoration BuiltIn", [][]uint32{mk(OpDecorate, 7, uint32(DecorationBuiltIn), uint32(BuiltInSubgroupSize))},
			"IdRef@1[7] Decoration@2[11] BuiltIn@3[36]"},
		{"execution mode LocalSize", [][]uint32{mk(OpExecutionMode, 7, uint32(ExecutionModeLocalSize), 64, 1, 1)},
			"IdRef@1[7] ExecutionMode@2[17] LiteralInteger@3[64] LiteralInteger@4[1] LiteralInteger@5[1]"},
		{"memory access Aligned", [][]uint32{mk(OpLoad, 1, 9, 8, uint32(MemoryAccessVolatile|MemoryAccessAligned), 4)},
			"IdResultType@1[1] IdResult@2[9] IdRef@3[8] MemoryAccess@4[3] LiteralInteger@5[4]"},
		{"loop control params in bit order", [][]uint32{mk(OpLoopMerge, 1, 2, uint32(LoopControlDependencyLength|LoopControlMinIterations), 3, 4)},
			"IdRef@1[1] IdRef@2[2] LoopControl@3[24] LiteralInteger@4[3] LiteralInteger@5[4]"},
		{"optional operands absent", [][]uint32{mk(OpSource, uint32(SourceLanguageGLSL), 450)},
			"SourceLanguage@1[2] LiteralInteger@2[450]"},
		{"optional operands present", [][]uint32{mk(OpSource, append([]uint32{uint32(SourceLanguageGLSL), 450, 3}, StringWords("void main(){}")...)...)},
			"SourceLanguage@1[2] LiteralInteger@2[450] IdRef@3[3] LiteralString@4[1684631414 1767992608 2066294894 125]"},
		{"variadic interface", [][]uint32{mk(OpEntryPoint, append(append([]uint32{uint32(ExecutionModelGLCompute), 4}, StringWords("main")...), 5, 6)...)},
			"ExecutionModel@1[5] IdRef@2[4] LiteralString@3[1852399981 0] IdRef@5[5] IdRef@6[6]"},
		{"phi pairs", [][]uint32{mk(OpPhi, 1, 9, 10, 11, 12, 13)},
			"IdResultType@1[1] IdResult@2[9] IdRef@3[10] IdRef@4[11] IdRef@5[12] IdRef@6[13]"},
		{"group decorate pairs", [][]uint32{mk(OpGroupMemberDecorate, 1, 2, 0, 3, 1)},
			"IdRef@1[1] IdRef@2[2] LiteralInteger@3[0] IdRef@4[3] LiteralInteger@5[1]"},
	}
	for _, c := range cases {
		ops, err := decodeSeq(c.seq...)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if got := describe(ops); got != c.want {
			t.Errorf("%s:\n got  %s\n want %s", c.name, got, c.want)
		}
	}
}

func TestOperandDecodingErrors(t *testing.T) {
	u32 := mk(OpTypeInt, 1, 32, 0)
	f32 := mk(OpTypeFloat, 2, 32)
	long := func(op Op, words ...uint32) []uint32 { return mk(op, words...) }
	cases := []struct {
		name string
		seq  [][]uint32
		want string
	}{
		{"too few", [][]uint32{long(OpTypeInt, 1, 32)},
			"SPIR-V word 8: OpTypeInt: missing operand 'Signedness' (word count 3)"},
		{"too many", [][]uint32{long(OpTypeVoid, 1, 2)},
			"SPIR-V word 7: OpTypeVoid: 1 words left over after the last operand (word count 3)"},
		{"string not terminated", [][]uint32{long(OpName, 1, 0x61616161)},
			"SPIR-V word 7: OpName: operand 'Name': literal string is not nul-terminated within the instruction"},
		{"unknown enumerant", [][]uint32{long(OpCapability, 99999)},
			"SPIR-V word 6: OpCapability: 99999 is not a Capability"},
		{"unknown mask bit", [][]uint32{long(OpLoad, 1, 2, 3, 0x40000000)},
			"SPIR-V word 9: OpLoad: MemoryAccess 0x40000000 has unknown bit 0x40000000"},
		{"missing enumerant parameter", [][]uint32{long(OpDecorate, 1, uint32(DecorationArrayStride))},
			"SPIR-V word 8: OpDecorate: missing parameter LiteralInteger of ArrayStride"},
		{"constant of a non-numeric type", [][]uint32{long(OpTypeVoid, 1), long(OpConstant, 1, 2, 3)},
			"SPIR-V word 10: OpConstant: result type %1 is not a numeric type"},
		{"constant of an undefined type", [][]uint32{long(OpConstant, 9, 2, 3)},
			"SPIR-V word 8: OpConstant: result type %9 is not a numeric type"},
		{"64-bit constant with one word", [][]uint32{long(OpTypeInt, 1, 64, 0), long(OpConstant, 1, 2, 3)},
			"SPIR-V word 12: OpConstant: missing word of 64-bit literal"},
		{"switch on a float", [][]uint32{f32, long(OpUndef, 2, 3), long(OpSwitch, 3, 4, 1, 5)},
			"SPIR-V word 12: OpSwitch: selector %3 is not an integer"},
		{"switch literal without label", [][]uint32{u32, long(OpUndef, 1, 3), long(OpSwitch, 3, 4, 1)},
			"SPIR-V word 15: OpSwitch: case literal without its label (1 words left)"},
		{"spec constant op of unknown opcode", [][]uint32{long(OpSpecConstantOp, 1, 2, 0x7777)},
			"SPIR-V word 8: OpSpecConstantOp: unknown opcode 30583"},
		{"ext inst with too few operands", [][]uint32{mk(OpExtInstImport, append([]uint32{4}, StringWords("GLSL.std.450")...)...), long(OpExtInst, 1, 2, 4, uint32(GLSLstd450FMix), 5)},
			"SPIR-V word 17: OpExtInst: missing operand 'y' of FMix (word count 6)"},
		{"ext inst with too many operands", [][]uint32{mk(OpExtInstImport, append([]uint32{4}, StringWords("GLSL.std.450")...)...), long(OpExtInst, 1, 2, 4, uint32(GLSLstd450Sin), 5, 6)},
			"SPIR-V word 17: OpExtInst: 1 words left over after the operands of extended instruction Sin"},
	}
	for _, c := range cases {
		_, err := decodeSeq(c.seq...)
		if err == nil || err.Error() != c.want {
			t.Errorf("%s:\n got  %v\n want %s", c.name, err, c.want)
		}
		if _, ok := err.(*DecodeError); err != nil && !ok {
			t.Errorf("%s: error %T, want *DecodeError", c.name, err)
		}
	}
}

// TestOperandsCoverInstructions decodes every corpus module and checks the
// operands tile each instruction's words.
func TestOperandsCoverInstructions(t *testing.T) {
	for _, cm := range corpusModules(t) {
		m, err := Decode(cm.data)
		if err != nil {
			t.Fatal(err)
		}
		var d OperandDecoder
		for _, in := range m.Insts {
			ops, err := d.Decode(in)
			if err != nil {
				t.Fatalf("%s: %v", cm.name, err)
			}
			next := 1
			for _, o := range ops {
				if o.Start != next || len(o.Words) == 0 {
					t.Fatalf("%s: %s: operand at %d, want %d", cm.name, in.Op, o.Start, next)
				}
				next += len(o.Words)
			}
			if next != len(in.Words) {
				t.Fatalf("%s: %s: operands cover %d of %d words", cm.name, in.Op, next, len(in.Words))
			}
		}
	}
}

// TestDeepSpecConstantOp: an OpSpecConstantOp whose operation is
// OpSpecConstantOp again, 65000 times, decodes without trouble.
func TestDeepSpecConstantOp(t *testing.T) {
	ops := []uint32{1, 2}
	for i := 0; i < 65000; i++ {
		ops = append(ops, uint32(OpSpecConstantOp))
	}
	w := append([]uint32{MagicNumber, Version1_3, 0, 10, 0}, mk(OpSpecConstantOp, ops...)...)
	_, err := DisassembleBytes(Encode(w), DisOptions{})
	if err == nil || err.Error() != "SPIR-V word 65008: OpSpecConstantOp: missing operand 'Opcode' (word count 65003)" {
		t.Fatal(err)
	}
}
