package spirv

import (
	"os"
	"path/filepath"
	"testing"
)

// testdataAsm returns the hand-written assembly files of testdata/asm.
func testdataAsm(t testing.TB) map[string]string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "asm", "*.spvasm"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata/asm/*.spvasm files (%v)", err)
	}
	out := make(map[string]string)
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out[filepath.Base(f)] = string(data)
	}
	return out
}

// TestTestdataAgainstSpirvTools: for each hand-written file our assembler
// makes the words spirv-as makes (header generator aside), our
// disassembly of them is spirv-dis's (raw and friendly), and the raw text
// assembles back exactly.
func TestTestdataAgainstSpirvTools(t *testing.T) {
	for name, text := range testdataAsm(t) {
		want := mustWords(t, mustAs(t, text))
		got, err := Assemble(text, AsmOptions{Generator: want[2]})
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if !equalWords(got, want) {
			t.Errorf("%s: ours and spirv-as differ at %s", name, wordsDiff(got, want))
		}
		data := Encode(want)
		compareWithSpirvDis(t, name, data)
		raw, err := DisassembleBytes(data, DisOptions{RawIDs: true})
		if err != nil {
			t.Fatal(err)
		}
		back, err := Assemble(raw, AsmOptions{Version: want[1], Generator: want[2], PreserveNumericIDs: true})
		if err != nil || !equalWords(back, want) {
			t.Errorf("%s: raw round trip: %v %s", name, err, wordsDiff(back, want))
		}
	}
}

// TestTestdataKernelValid checks the hand-written kernel is a valid
// Vulkan 1.1 module when our assembler makes it.
func TestTestdataKernelValid(t *testing.T) {
	w, err := Assemble(testdataAsm(t)["kernel.spvasm"], AsmOptions{Version: Version1_3})
	if err != nil {
		t.Fatal(err)
	}
	if err := spirvVal(t, Encode(w), "vulkan1.1"); err != nil {
		t.Fatal(err)
	}
}
