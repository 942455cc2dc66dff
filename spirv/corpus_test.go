package spirv

import (
	"testing"
)

// TestCorpusDisassembleRawIDs: for every corpus module, the raw-id
// disassembly equals spirv-dis --raw-id byte for byte, and the friendly one
// equals spirv-dis's default output.
func TestCorpusDisassembleRawIDs(t *testing.T) {
	for _, m := range corpusModules(t) {
		for _, raw := range []bool{true, false} {
			var flags []string
			if raw {
				flags = []string{"--raw-id"}
			}
			want, err := spirvDis(t, m.data, flags...)
			if err != nil {
				t.Fatalf("%s: %v", m.name, err)
			}
			got, err := DisassembleBytes(m.data, DisOptions{RawIDs: raw})
			if err != nil {
				t.Errorf("%s: %v", m.name, err)
				continue
			}
			if got != want {
				t.Errorf("%s (raw ids %v): differs from spirv-dis at %s", m.name, raw, firstDiff(got, want))
			}
		}
	}
}

// TestCorpusAssembleRoundTrip: assembling the raw-id text gives back the
// original words exactly; assembling spirv-dis's friendly text gives the
// words spirv-as makes of it.
func TestCorpusAssembleRoundTrip(t *testing.T) {
	for _, m := range corpusModules(t) {
		orig := mustWords(t, m.data)
		raw, err := DisassembleBytes(m.data, DisOptions{RawIDs: true})
		if err != nil {
			t.Fatalf("%s: %v", m.name, err)
		}
		got, err := Assemble(raw, AsmOptions{Version: orig[1], Generator: orig[2], PreserveNumericIDs: true})
		if err != nil {
			t.Errorf("%s: assembling raw-id text: %v", m.name, err)
			continue
		}
		if !equalWords(got, orig) {
			t.Errorf("%s: raw-id round trip: %s", m.name, wordsDiff(got, orig))
		}

		friendly, err := spirvDis(t, m.data)
		if err != nil {
			t.Fatal(err)
		}
		asWords := mustWords(t, mustAs(t, friendly, "--target-env", "vulkan1.1"))
		got, err = Assemble(friendly, AsmOptions{Version: Version1_3, Generator: asWords[2]})
		if err != nil {
			t.Errorf("%s: assembling friendly text: %v", m.name, err)
			continue
		}
		if !equalWords(got, asWords) {
			t.Errorf("%s: friendly text: ours and spirv-as differ at %s", m.name, wordsDiff(got, asWords))
		}
	}
}

func mustAs(t testing.TB, text string, flags ...string) []byte {
	t.Helper()
	out, err := spirvAs(t, text, flags...)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestCorpusFriendlyAcceptedBySpirvAs: spirv-as accepts our friendly
// disassembly and makes the module the original is once its ids are
// numbered in order of appearance (spirv-as numbering the raw-id text).
func TestCorpusFriendlyAcceptedBySpirvAs(t *testing.T) {
	for _, m := range corpusModules(t) {
		friendly, err := DisassembleBytes(m.data, DisOptions{})
		if err != nil {
			t.Fatalf("%s: %v", m.name, err)
		}
		fromOurs, err := spirvAs(t, friendly, "--target-env", "vulkan1.1")
		if err != nil {
			t.Errorf("%s: spirv-as rejects our disassembly: %v", m.name, err)
			continue
		}
		raw, _ := DisassembleBytes(m.data, DisOptions{RawIDs: true})
		renumbered := mustAs(t, raw, "--target-env", "vulkan1.1")
		if a, b := mustWords(t, fromOurs), mustWords(t, renumbered); !equalWords(a, b) {
			t.Errorf("%s: %s", m.name, wordsDiff(a, b))
		}
		// Our assembler numbers names the same way.
		ours, err := Assemble(friendly, AsmOptions{Version: Version1_3, Generator: mustWords(t, fromOurs)[2]})
		if err != nil {
			t.Errorf("%s: %v", m.name, err)
		} else if b := mustWords(t, fromOurs); !equalWords(ours, b) {
			t.Errorf("%s: our assembly of our text: %s", m.name, wordsDiff(ours, b))
		}
	}
}
