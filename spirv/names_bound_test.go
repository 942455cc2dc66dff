package spirv

import (
	"fmt"
	"strings"
	"testing"
)

// Friendly names of nested types are bounded: 100,000 nested arrays (each
// name holding its element's, 5e10 bytes of names unbounded; spirv-dis
// runs out of memory) disassemble in output linear in the module, the
// deep ones printing as their numbers.
func TestFriendlyNamesBounded(t *testing.T) {
	const n = 100000
	var b strings.Builder
	b.WriteString("OpCapability Shader\nOpMemoryModel Logical GLSL450\n%u = OpTypeInt 32 0\n%c = OpConstant %u 2\n%a0 = OpTypeArray %u %c\n")
	for i := 1; i < n; i++ {
		fmt.Fprintf(&b, "%%a%d = OpTypeArray %%a%d %%c\n", i, i-1)
	}
	w, err := Assemble(b.String(), AsmOptions{})
	if err != nil {
		t.Fatal(err)
	}
	m, err := DecodeWords(w)
	if err != nil {
		t.Fatal(err)
	}
	text, err := Disassemble(m, DisOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(text) > 64<<20 {
		t.Fatalf("disassembly of %d words is %d bytes", len(w), len(text))
	}
	if !strings.Contains(text, "%_arr__arr_uint_uint_2_uint_2 = OpTypeArray %_arr_uint_uint_2 %uint_2") {
		t.Fatalf("shallow types lost their names:\n%s", text[:2000])
	}
	numbered := 0
	for _, line := range strings.Split(text, "\n") {
		if len(line) > 3*maxDerivedName+40 {
			t.Fatalf("a line of %d bytes: %.300s...", len(line), line)
		}
		if f := strings.Fields(line); len(f) > 2 && f[2] == "OpTypeArray" && strings.Trim(f[0], "%0123456789") == "" {
			numbered++
		}
	}
	if numbered == 0 {
		t.Fatal("no deep type is printed by number")
	}
}
