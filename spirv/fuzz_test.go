package spirv

import (
	"os/exec"
	"testing"
)

// haveCorpusTools reports whether the corpus can be compiled, without
// skipping the caller (fuzz targets must run with their other seeds).
func haveCorpusTools() bool {
	_, err := exec.LookPath("glslangValidator")
	return err == nil
}

// FuzzDecodeDisassemble: no input panics the decoder or the disassembler,
// and the raw-id text of any module that decodes is a fixed point: it
// assembles (when it names only defined ids) to a module whose raw-id text
// is the same.
func FuzzDecodeDisassemble(f *testing.F) {
	for _, text := range testdataAsm(f) {
		if w, err := Assemble(text, AsmOptions{}); err == nil {
			f.Add(Encode(w))
		}
	}
	if w, err := Assemble(disSample, AsmOptions{}); err == nil {
		f.Add(Encode(w))
	}
	if haveCorpusTools() {
		for _, m := range corpusModules(f) {
			f.Add(m.data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Decode(data)
		if err != nil {
			return
		}
		if _, err := Disassemble(m, DisOptions{}); err != nil {
			if _, ok := err.(*DecodeError); !ok {
				t.Fatalf("error %T %v, want *DecodeError", err, err)
			}
		}
		text, err := Disassemble(m, DisOptions{RawIDs: true, NoHeader: true})
		if err != nil {
			return
		}
		w, err := Assemble(text, AsmOptions{Version: m.Header.Version, Generator: m.Header.Generator, PreserveNumericIDs: true})
		if err != nil {
			return
		}
		text2, err := DisassembleBytes(Encode(w), DisOptions{RawIDs: true, NoHeader: true})
		if err != nil {
			t.Fatalf("reassembled module does not disassemble: %v\n%s", err, text)
		}
		if text2 != text {
			t.Fatalf("raw-id text is not a fixed point: %s", firstDiff(text2, text))
		}
	})
}

// FuzzAssemble: no text panics the assembler, errors are *AsmError values,
// and what it assembles disassembles to raw-id text that is a fixed point.
func FuzzAssemble(f *testing.F) {
	for _, text := range testdataAsm(f) {
		f.Add(text)
	}
	f.Add(disSample)
	for _, s := range []string{
		"OpCapability !0x17", "!0x00020011 !1", "%x = OpTypeInt 16 1 %c = OpConstant %x -0x8000",
		"OpSource GLSL 450 %f \"a\\\"b\"\n%f = OpString \"x\"", "%f = OpTypeFloat 16 %c = OpConstant %f 0x1.8p+16",
	} {
		f.Add(s)
	}
	if haveCorpusTools() {
		for _, m := range corpusModules(f) {
			if len(m.data) > 8000 {
				continue
			}
			for _, raw := range []bool{true, false} {
				if text, err := DisassembleBytes(m.data, DisOptions{RawIDs: raw}); err == nil {
					f.Add(text)
				}
			}
		}
	}
	f.Fuzz(func(t *testing.T, text string) {
		w, err := Assemble(text, AsmOptions{})
		if err != nil {
			if _, ok := err.(*AsmError); !ok {
				t.Fatalf("error %T %v, want *AsmError", err, err)
			}
			return
		}
		m, err := DecodeWords(w)
		if err != nil {
			return // immediates can make any words
		}
		raw, err := Disassemble(m, DisOptions{RawIDs: true, NoHeader: true})
		if err != nil {
			return
		}
		if _, err := Disassemble(m, DisOptions{}); err != nil {
			t.Fatalf("friendly disassembly fails where raw does not: %v", err)
		}
		w2, err := Assemble(raw, AsmOptions{PreserveNumericIDs: true})
		if err != nil {
			return
		}
		raw2, err := DisassembleBytes(Encode(w2), DisOptions{RawIDs: true, NoHeader: true})
		if err != nil || raw2 != raw {
			t.Fatalf("raw-id text is not a fixed point (%v): %s", err, firstDiff(raw2, raw))
		}
	})
}
