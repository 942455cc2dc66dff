package spirv

import "testing"

// The benchmarks use the largest corpus module (compiled by
// glslangValidator). Compare with whole spirv-dis / spirv-as processes on
// the same module; a compiler process lives for one shader.

func BenchmarkDisassembleRawIDs(b *testing.B) { benchDisassemble(b, DisOptions{RawIDs: true}) }

func BenchmarkDisassembleFriendly(b *testing.B) { benchDisassemble(b, DisOptions{}) }

func benchDisassemble(b *testing.B, opts DisOptions) {
	m := largestCorpusModule(b)
	b.SetBytes(int64(len(m.data)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := DisassembleBytes(m.data, opts); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkAssembleRawIDs(b *testing.B) { benchAssemble(b, DisOptions{RawIDs: true}) }

func BenchmarkAssembleFriendly(b *testing.B) { benchAssemble(b, DisOptions{}) }

func benchAssemble(b *testing.B, opts DisOptions) {
	m := largestCorpusModule(b)
	text, err := DisassembleBytes(m.data, opts)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Assemble(text, AsmOptions{PreserveNumericIDs: opts.RawIDs}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecodeOperands(b *testing.B) {
	m := largestCorpusModule(b)
	b.SetBytes(int64(len(m.data)))
	b.ReportAllocs()
	var ops []Operand
	for i := 0; i < b.N; i++ {
		rm, err := Decode(m.data)
		if err != nil {
			b.Fatal(err)
		}
		var d OperandDecoder
		for _, in := range rm.Insts {
			if ops, err = d.decode(ops[:0], in); err != nil {
				b.Fatal(err)
			}
		}
	}
}
