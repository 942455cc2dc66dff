package spirv

import (
	"strings"
	"testing"
)

// TestEncodedFloatLiterals: a literal of an encoded float type is its
// encoding's bits (bfloat16 is float32's high half rounded to nearest
// even, not an IEEE half), and the disassembler prints it back so that it
// reassembles to the same bits. Expected words worked by hand.
func TestEncodedFloatLiterals(t *testing.T) {
	types := "%bf = OpTypeFloat 16 BFloat16KHR\n%e4 = OpTypeFloat 8 Float8E4M3EXT\n%e5 = OpTypeFloat 8 Float8E5M2EXT\n%f4 = OpTypeFloat 4 Float4E2M1EXT\n"
	cases := []struct {
		typ, lit string
		want     uint32
	}{
		{"bf", "1.0", 0x3f80},        // an IEEE half would be 0x3c00
		{"bf", "-2", 0xc000},         //
		{"bf", "1.00390625", 0x3f80}, // 1 + 2^-8: tie between 1 and 1+2^-7, even
		{"bf", "1.01171875", 0x3f82}, // 1 + 3*2^-8: tie, even is 1+2^-6
		{"bf", "3.140625", 0x4049},   // exact
		{"bf", "0x1.8p+1", 0x4040},   // hex float 3.0
		{"bf", "0x7fc0", 0x7fc0},     // raw bits: a NaN
		{"e4", "448", 0x7e},          // largest E4M3
		{"e4", "-1.5", 0xbc},         //
		{"e5", "57344", 0x7b},        // largest E5M2
		{"e5", "0x7c", 0x7c},         // raw: +Inf
		{"f4", "6", 0x7},             //
		{"f4", "-0.5", 0x9},          //
		{"f4", "2.5", 0x4},           // tie 2 / 3: even
		{"f4", "100", 0x7},           // saturates
	}
	for _, c := range cases {
		text := types + "%c = OpConstant %" + c.typ + " " + c.lit
		w, err := Assemble(text, AsmOptions{})
		if err != nil {
			t.Errorf("%s %s: %v", c.typ, c.lit, err)
			continue
		}
		if got := w[len(w)-1]; got != c.want {
			t.Errorf("OpConstant %%%s %s = %#x, want %#x", c.typ, c.lit, got, c.want)
			continue
		}
		dis, err := Disassemble(mustDecode(t, w), DisOptions{NoHeader: true})
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSpace(dis), "\n")
		last := lines[len(lines)-1]
		i := strings.LastIndex(last, " ")
		w2, err := Assemble(types+"%c = OpConstant %"+c.typ+" "+last[i+1:], AsmOptions{})
		if err != nil || w2[len(w2)-1] != c.want {
			t.Errorf("%s %s: disassembled as %q, which reassembles to %v (%v)", c.typ, c.lit, last, w2, err)
		}
	}
	for _, bad := range []string{"%bf -0x3f80", "%f4 0x10", "%e4 abc"} {
		if _, err := Assemble(types+"%c = OpConstant "+bad, AsmOptions{}); err == nil {
			t.Errorf("OpConstant %s assembled", bad)
		}
	}
}
