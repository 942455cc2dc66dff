package spirv

import (
	"regexp"
	"strings"
	"testing"
)

// asmBody assembles text and returns the words after the header. Names
// the text uses without defining get definitions after the text, so the
// words of the text itself are what its own ids make.
func asmBody(t *testing.T, text string, n int) []uint32 {
	t.Helper()
	defined := map[string]bool{}
	for _, m := range regexp.MustCompile(`%(\w+) =`).FindAllStringSubmatch(text, -1) {
		defined[m[1]] = true
	}
	full := text
	for _, m := range regexp.MustCompile(`%(\w+)`).FindAllStringSubmatch(text, -1) {
		if !defined[m[1]] {
			defined[m[1]] = true
			full += "\n%" + m[1] + " = OpString \"\""
		}
	}
	w, err := Assemble(full, AsmOptions{})
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	if len(w) < 5+n {
		return w[5:]
	}
	return w[5 : 5+n]
}

func TestAssembleForms(t *testing.T) {
	cases := []struct {
		name, text string
		want       []uint32
	}{
		{"plain", "OpCapability Shader", mk(OpCapability, 1)},
		{"comment and blank lines", "; c\n\n  OpCapability Shader ; trailing\n", mk(OpCapability, 1)},
		{"several on one line", "OpCapability Shader OpCapability Float64",
			append(mk(OpCapability, 1), mk(OpCapability, 10)...)},
		{"names in first-appearance order", "OpEntryPoint GLCompute %main \"m\"\n%void = OpTypeVoid\n%main = OpUndef %void",
			append(append(mk(OpEntryPoint, 5, 1, StringWords("m")[0]), mk(OpTypeVoid, 2)...), mk(OpUndef, 2, 1)...)},
		{"raw numbers renumbered", "%7 = OpTypeVoid\n%3 = OpTypeBool",
			append(mk(OpTypeVoid, 1), mk(OpTypeBool, 2)...)},
		{"string escapes", `OpSourceExtension "a\"b\\c\d"`, mk(OpSourceExtension, StringWords(`a"b\cd`)...)},
		{"string across lines", "OpSourceExtension \"a\nb\"\nOpCapability Shader",
			append(mk(OpSourceExtension, StringWords("a\nb")...), mk(OpCapability, 1)...)},
		{"mask with parameters in bit order", "OpStore %p %v Aligned|Volatile 4",
			mk(OpStore, 1, 2, 3, 4)},
		{"mask None", "OpStore %p %v None", mk(OpStore, 1, 2, 0)},
		{"enumerant parameters", "OpExecutionMode %f LocalSize 64 1 1\nOpDecorate %a ArrayStride 16",
			append(mk(OpExecutionMode, 1, 17, 64, 1, 1), mk(OpDecorate, 2, 6, 16)...)},
		{"enumerants that start with Op", "OpMemoryModel Physical32 OpenCL\nOpCapability OptNoneINTEL",
			append(mk(OpMemoryModel, 1, 2), mk(OpCapability, 6094)...)},
		{"enumerant alias", "OpDecorate %a BuiltIn SubgroupEqMaskKHR", mk(OpDecorate, 1, 11, 4416)},
		{"signed 16-bit constants", "%s = OpTypeInt 16 1\n%a = OpConstant %s -2\n%b = OpConstant %s 0xffff",
			append(append(mk(OpTypeInt, 1, 16, 1), mk(OpConstant, 1, 2, 0xfffffffe)...), mk(OpConstant, 1, 3, 0xffffffff)...)},
		{"64-bit constants", "%l = OpTypeInt 64 1\n%a = OpConstant %l -9223372036854775808\n%d = OpTypeFloat 64\n%b = OpConstant %d 1.5",
			append(append(append(mk(OpTypeInt, 1, 64, 1), mk(OpConstant, 1, 2, 0, 0x80000000)...), mk(OpTypeFloat, 3, 64)...), mk(OpConstant, 3, 4, 0, 0x3ff80000)...)},
		{"float NaN payload", "%f = OpTypeFloat 32\n%a = OpConstant %f -0x1.8p+128",
			append(mk(OpTypeFloat, 1, 32), mk(OpConstant, 1, 2, 0xffc00000)...)},
		{"switch with 64-bit literals", "%l = OpTypeInt 64 0\n%x = OpUndef %l\nOpSwitch %x %d 0x100000000 %c",
			append(append(mk(OpTypeInt, 1, 64, 0), mk(OpUndef, 1, 2)...), mk(OpSwitch, 2, 3, 0, 1, 4)...)},
		{"ext inst by name and number", "%g = OpExtInstImport \"GLSL.std.450\"\n%a = OpExtInst %t %g FMix %x %y %z\n%b = OpExtInst %t %g 13 %x",
			append(append(mk(OpExtInstImport, append([]uint32{1}, StringWords("GLSL.std.450")...)...),
				mk(OpExtInst, 3, 2, 1, 46, 4, 5, 6)...), mk(OpExtInst, 3, 7, 1, 13, 4)...)},
		{"debug printf by name", "%p = OpExtInstImport \"NonSemantic.DebugPrintf\"\n%a = OpExtInst %v %p DebugPrintf %s",
			append(mk(OpExtInstImport, append([]uint32{1}, StringWords("NonSemantic.DebugPrintf")...)...), mk(OpExtInst, 3, 2, 1, 1, 4)...)},
		{"spec constant op", "%a = OpSpecConstantOp %t IAdd %x %y", mk(OpSpecConstantOp, 2, 1, 128, 3, 4)},
		{"immediate operand", "OpCapability !0x17", mk(OpCapability, 0x17)},
		{"immediate then raw operands", "OpDecorate %x !11 -1 1.5 \"ab\"", mk(OpDecorate, 1, 11, 0xffffffff, 0x3fc00000, StringWords("ab")[0])},
		{"immediate instruction", "!0x00020011 !1 OpCapability Shader", append([]uint32{0x00020011, 1}, mk(OpCapability, 1)...)},
	}
	for _, c := range cases {
		got := asmBody(t, c.text, len(c.want))
		if !equalWords(got, c.want) {
			t.Errorf("%s: %s", c.name, wordsDiff(got, c.want))
		}
	}
}

func TestAssembleOptions(t *testing.T) {
	text := "%void = OpTypeVoid\n%5 = OpTypeBool\n%x = OpTypeInt 32 0"
	w, err := Assemble(text, AsmOptions{Version: Version1_3, Generator: 0x00070000, PreserveNumericIDs: true})
	if err != nil {
		t.Fatal(err)
	}
	want := append([]uint32{MagicNumber, Version1_3, 0x00070000, 6, 0}, append(append(mk(OpTypeVoid, 1), mk(OpTypeBool, 5)...), mk(OpTypeInt, 2, 32, 0)...)...)
	if !equalWords(w, want) {
		t.Errorf("preserve numeric ids: %s", wordsDiff(w, want))
	}
	w, _ = Assemble("", AsmOptions{})
	if !equalWords(w, []uint32{MagicNumber, Version1_6, 0, 1, 0}) {
		t.Errorf("empty module %x", w)
	}
	if _, err := Assemble("", AsmOptions{Version: 0x00020000}); err == nil {
		t.Error("bad version accepted")
	}
}

// TestAssembleErrors checks messages and positions of assembly errors.
func TestAssembleErrors(t *testing.T) {
	cases := []struct{ text, want string }{
		{"OpFoo", "1:1: unknown opcode OpFoo"},
		{"  Capability Shader", "1:3: expected an opcode or '%name =' at the start of an instruction, found 'Capability'"},
		{"OpCapability Shader\nOpCapability Shadr", "2:14: unknown Capability Shadr"},
		{"OpCapability", "1:13: OpCapability: missing operand 'Capability' at end of text"},
		{"OpCapability\nOpCapability Shader", "2:1: OpCapability: missing operand 'Capability'"},
		{"OpReturn %x", "1:10: unexpected operand '%x': OpReturn takes no more operands"},
		{"OpStore %p %v Volatile|Alinged", "1:15: unknown MemoryAccess Alinged"},
		{"OpStore %p %v Aligned", "1:22: missing parameter LiteralInteger of Aligned at end of text"},
		{"%x = OpReturn", "1:1: OpReturn has no result id"},
		{"OpTypeVoid", "1:1: OpTypeVoid needs a result id: write %name = OpTypeVoid ..."},
		{"%x = OpTypeVoid\n%x = OpTypeBool", "2:1: id %x is defined twice"},
		{"%a = OpTypeVector %f 4", "1:19: id %f is used but never defined"},
		{"%a-b = OpTypeVoid", "1:3: invalid character '-' in id name %a-b"},
		{"% = OpTypeVoid", "1:1: '%' without an id name"},
		{"%x = 5", "1:6: expected an opcode after '=', found '5'"},
		{"%x =", "1:5: expected an opcode after '=' at end of text"},
		{"OpName %x \"abc", "1:11: string is not terminated"},
		{"OpName %x abc\n%x = OpTypeVoid", "1:11: expected a quoted string for 'Name', found 'abc'"},
		{"OpDecorate \"x\" Block", "1:12: expected an id (%name) for 'Target', found \"x\""},
		{"OpDecorate %x Offset -1\n%x = OpTypeVoid", "1:22: negative number -1 for an unsigned 32-bit literal"},
		{"OpDecorate %x Offset 4294967296\n%x = OpTypeVoid", "1:22: 4294967296 does not fit in an unsigned 32-bit integer"},
		{"OpDecorate %x Offset 1x\n%x = OpTypeVoid", "1:22: invalid number 1x"},
		{"%s = OpTypeInt 16 1\n%x = OpConstant %s 32768", "2:20: 32768 does not fit in a signed 16-bit integer"},
		{"%s = OpTypeInt 16 1\n%x = OpConstant %s 0x1ffff", "2:20: 0x1ffff does not fit in a 16-bit integer"},
		{"%s = OpTypeInt 8 0\n%x = OpConstant %s -1", "2:20: negative number -1 for an unsigned 8-bit literal"},
		{"%f = OpTypeFloat 32\n%x = OpConstant %f 1e40", "2:20: invalid 32-bit float 1e40: out of range"},
		{"%f = OpTypeFloat 16\n%x = OpConstant %f 1e6", "2:20: invalid 16-bit float 1e6: out of range"},
		{"%f = OpTypeFloat 32\n%x = OpConstant %f abc", "2:20: invalid 32-bit float abc: not a number"},
		{"%v = OpTypeVoid\n%x = OpConstant %v 1", "2:20: OpConstant: the result type is not a numeric type"},
		{"%f = OpTypeFloat 32\n%x = OpUndef %f\nOpSwitch %x %d 1 %d\n%d = OpLabel", "3:16: OpSwitch: the selector's type is not an integer type"},
		{"%g = OpExtInstImport \"GLSL.std.450\"\n%t = OpTypeFloat 32\n%x = OpExtInst %t %g Fmix %t", "3:22: unknown extended instruction Fmix"},
		{"%t = OpTypeFloat 32\n%x = OpExtInst %t %t Sin %t", "2:19: %t is not an OpExtInstImport result"},
		{"%g = OpExtInstImport \"GLSL.std.450\"\n%t = OpTypeFloat 32\n%x = OpExtInst %t %g Sin", "3:25: OpExtInst: missing operand 'x' of Sin at end of text"},
		{"%t = OpTypeFloat 32\n%x = OpSpecConstantOp %t Frobnicate %t", "2:26: unknown opcode Frobnicate for OpSpecConstantOp"},
		{"OpCapability !x", "1:14: invalid immediate word !x (want !<32-bit integer>)"},
		{"OpDecorate !2 Block", "1:15: after a !<integer> word only ids, strings, numbers and !<integer> words may follow, found 'Block'"},
		{"OpMemoryModel Logical GLSL450 = x", "1:31: expected an opcode or '%name =' at the start of an instruction, found '='"},
	}
	for _, c := range cases {
		_, err := Assemble(c.text, AsmOptions{})
		if err == nil || err.Error() != c.want {
			t.Errorf("%q:\n got  %v\n want %s", c.text, err, c.want)
			continue
		}
		if _, ok := err.(*AsmError); !ok {
			t.Errorf("%q: error %T, want *AsmError", c.text, err)
		}
	}
}

// TestAssembleTooLong: an instruction longer than 65535 words is an error.
func TestAssembleTooLong(t *testing.T) {
	var b strings.Builder
	b.WriteString("%t = OpTypeStruct")
	for i := 0; i < 70000; i++ {
		b.WriteString(" %t")
	}
	_, err := Assemble(b.String(), AsmOptions{})
	if err == nil || err.Error() != "1:6: OpTypeStruct has 70002 words, more than 65535" {
		t.Fatalf("got %v", err)
	}
}
