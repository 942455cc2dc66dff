package glsl450

import (
	"encoding/binary"
	"errors"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/spirv"
)

func allCases() []tcase {
	var all []tcase
	for _, cs := range [][]tcase{floatCases, intCases, packCases, splitCases, matrixCases, geomCases} {
		all = append(all, cs...)
	}
	return all
}

func TestSupported(t *testing.T) {
	n := 0
	for op := uint32(0); op < 200; op++ {
		info, ok := spirv.GLSLstd450Info(op)
		interp := ok && strings.HasPrefix(info.Name, "InterpolateAt")
		if want := ok && !interp; Supported(op) != want {
			t.Errorf("Supported(%d %s) = %v, want %v", op, opName(op), Supported(op), want)
		}
		if ok {
			n++
		}
	}
	if n != 81 {
		t.Errorf("spirv's table has %d GLSL.std.450 instructions, want 81", n)
	}
	if Supported(1<<31) || Supported(^uint32(0)) {
		t.Error("Supported of a huge number")
	}
}

// Every supported instruction has hand-worked cases, at more than one width
// where it has float operands.
func TestEveryInstructionTested(t *testing.T) {
	count := map[uint32]int{}
	widths := map[uint32]map[int]bool{}
	for _, c := range allCases() {
		count[c.op]++
		if widths[c.op] == nil {
			widths[c.op] = map[int]bool{}
		}
		widths[c.op][c.types[0].Width] = true
	}
	for op := uint32(1); op <= 81; op++ {
		if !Supported(op) {
			continue
		}
		if count[op] == 0 {
			t.Errorf("%s has no test case", opName(op))
		}
	}
	t.Logf("%d hand-worked cases over %d instructions", len(allCases()), len(count))
}

func TestInterpolateNotCompute(t *testing.T) {
	for _, op := range []uint32{InterpolateAtCentroid, InterpolateAtSample, InterpolateAtOffset} {
		err := Eval(op, r(F32(1)), []Type{F32(1)}, [][]uint64{f(1)}, make([]uint64, 1), nil)
		if !errors.Is(err, ErrNotCompute) || !strings.Contains(err.Error(), "compute") {
			t.Errorf("%s: err = %v, want ErrNotCompute", opName(op), err)
		}
		if !strings.Contains(err.Error(), opName(op)) {
			t.Errorf("%s: error %q does not name the instruction", opName(op), err)
		}
	}
}

func TestErrors(t *testing.T) {
	one := make([]uint64, 1)
	cases := []struct {
		name  string
		op    uint32
		res   Result
		types []Type
		args  [][]uint64
		dst   []uint64
		out2  []uint64
	}{
		{"op 0", 0, r(F32(1)), []Type{F32(1)}, [][]uint64{f(1)}, one, nil},
		{"op 82", 82, r(F32(1)), []Type{F32(1)}, [][]uint64{f(1)}, one, nil},
		{"op huge", 1 << 30, r(F32(1)), []Type{F32(1)}, [][]uint64{f(1)}, one, nil},
		{"too few operands", Pow, r(F32(1)), []Type{F32(1)}, [][]uint64{f(1)}, one, nil},
		{"too many operands", Sin, r(F32(1)), []Type{F32(1), F32(1)}, [][]uint64{f(1), f(1)}, one, nil},
		{"types and values differ", Pow, r(F32(1)), []Type{F32(1)}, [][]uint64{f(1), f(1)}, one, nil},
		{"short operand", Sin, r(F32(2)), []Type{F32(2)}, [][]uint64{f(1)}, make([]uint64, 2), nil},
		{"short dst", Sin, r(F32(2)), []Type{F32(2)}, [][]uint64{f(1, 2)}, one, nil},
		{"bad width", Sin, r(Type{Kind: Float, Width: 24, Comps: 1}), []Type{{Kind: Float, Width: 24, Comps: 1}}, [][]uint64{f(1)}, one, nil},
		{"bad kind", Sin, r(Type{Kind: 9, Width: 32}), []Type{{Kind: 9, Width: 32}}, [][]uint64{f(1)}, one, nil},
		{"negative comps", Sin, r(Type{Kind: Float, Width: 32, Comps: -1}), []Type{{Kind: Float, Width: 32, Comps: -1}}, [][]uint64{f(1)}, one, nil},
		{"int matrix", SAbs, r(I32(1)), []Type{{Kind: SInt, Width: 32, Comps: 2, Cols: 2}}, [][]uint64{i(1, 2, 3, 4)}, make([]uint64, 4), nil},
		{"float op on ints", Sin, r(I32(1)), []Type{I32(1)}, [][]uint64{i(1)}, one, nil},
		{"int op on floats", SAbs, r(F32(1)), []Type{F32(1)}, [][]uint64{f(1)}, one, nil},
		{"width mismatch", FMin, r(F32(1)), []Type{F32(1), F64(1)}, [][]uint64{f(1), d(1)}, one, nil},
		{"vector size mismatch", FMin, r(F32(3)), []Type{F32(3), F32(2)}, [][]uint64{f(1, 2, 3), f(1, 2)}, make([]uint64, 3), nil},
		{"unary scalar to vector", Sin, r(F32(2)), []Type{F32(1)}, [][]uint64{f(1)}, make([]uint64, 2), nil},
		{"matrix to per-component op", Sin, r(Mat(32, 2)), []Type{Mat(32, 2)}, [][]uint64{f(1, 2, 3, 4)}, make([]uint64, 4), nil},
		{"struct result for plain op", Sin, Result{Members: []Type{F32(1), F32(1)}}, []Type{F32(1)}, [][]uint64{f(1)}, make([]uint64, 2), nil},
		{"plain result for struct op", ModfStruct, r(F32(1)), []Type{F32(1)}, [][]uint64{f(1)}, make([]uint64, 2), nil},
		{"struct member mismatch", ModfStruct, Result{Members: []Type{F32(1), F64(1)}}, []Type{F32(1)}, [][]uint64{f(1)}, make([]uint64, 2), nil},
		{"struct dst short", FrexpStruct, Result{Members: []Type{F32(2), I32(2)}}, []Type{F32(2)}, [][]uint64{f(1, 2)}, make([]uint64, 3), nil},
		{"frexp exp not int", FrexpStruct, Result{Members: []Type{F32(1), F32(1)}}, []Type{F32(1)}, [][]uint64{f(1)}, make([]uint64, 2), nil},
		{"modf no out2", Modf, r(F32(1)), []Type{F32(1)}, [][]uint64{f(1)}, one, nil},
		{"frexp pointee float", Frexp, r(F32(1)), []Type{F32(1), F32(1)}, [][]uint64{f(1)}, one, one},
		{"determinant non-square", Determinant, r(F32(1)), []Type{{Kind: Float, Width: 32, Comps: 3, Cols: 2}}, [][]uint64{f(1, 2, 3, 4, 5, 6)}, one, nil},
		{"determinant vector", Determinant, r(F32(1)), []Type{F32(4)}, [][]uint64{f(1, 2, 3, 4)}, one, nil},
		{"inverse result type", MatrixInverse, r(F32(4)), []Type{Mat(32, 2)}, [][]uint64{f(1, 2, 3, 4)}, make([]uint64, 4), nil},
		{"pack wrong size", PackUnorm4x8, r(U32(1)), []Type{F32(3)}, [][]uint64{f(1, 2, 3)}, one, nil},
		{"pack result 16-bit", PackHalf2x16, r(U16(1)), []Type{F32(2)}, [][]uint64{f(1, 2)}, one, nil},
		{"unpack from 64-bit", UnpackHalf2x16, r(F32(2)), []Type{U64(1)}, [][]uint64{b(1)}, make([]uint64, 2), nil},
		{"unpack double result", UnpackDouble2x32, r(U32(1)), []Type{F64(1)}, [][]uint64{d(1)}, one, nil},
		{"pack double from floats", PackDouble2x32, r(F64(1)), []Type{F32(2)}, [][]uint64{f(1, 2)}, one, nil},
		{"cross vec2", Cross, r(F32(2)), []Type{F32(2), F32(2)}, [][]uint64{f(1, 2), f(3, 4)}, make([]uint64, 2), nil},
		{"length vector result", Length, r(F32(2)), []Type{F32(2)}, [][]uint64{f(1, 2)}, make([]uint64, 2), nil},
		{"refract vector eta", Refract, r(F32(2)), []Type{F32(2), F32(2), F32(2)}, [][]uint64{f(1, 2), f(1, 2), f(1, 2)}, make([]uint64, 2), nil},
		{"reflect mismatched", Reflect, r(F32(2)), []Type{F32(2), F32(3)}, [][]uint64{f(1, 2), f(1, 2, 3)}, make([]uint64, 2), nil},
		{"ldexp float exponent", Ldexp, r(F32(1)), []Type{F32(1), F32(1)}, [][]uint64{f(1), f(1)}, one, nil},
		{"imix float selector", IMix, r(I32(1)), []Type{I32(1), I32(1), F32(1)}, [][]uint64{i(1), i(1), f(1)}, one, nil},
	}
	for _, c := range cases {
		err := Eval(c.op, c.res, c.types, c.args, c.dst, c.out2)
		if err == nil {
			t.Errorf("%s: no error", c.name)
			continue
		}
		if !strings.HasPrefix(err.Error(), "glsl450: ") {
			t.Errorf("%s: error %q lacks the package prefix", c.name, err)
		}
	}
}

// Eval does not allocate for valid input.
func TestNoAllocs(t *testing.T) {
	dst := make([]uint64, 16)
	out2 := make([]uint64, 16)
	for _, c := range allCases() {
		c := c
		allocs := testing.AllocsPerRun(10, func() {
			_ = Eval(c.op, c.res, c.types, c.args, dst, out2)
		})
		if allocs != 0 {
			t.Errorf("%s/%s: %v allocations", opName(c.op), c.name, allocs)
		}
	}
}

// FuzzEval throws random instructions, types and bits at Eval: it must
// return (an error or not) without panicking.
func FuzzEval(f *testing.F) {
	f.Add([]byte{byte(Fma), 0, 32, 4, 0, 1, 2, 3, 4, 5, 6, 7, 8})
	f.Add([]byte{byte(MatrixInverse), 0, 32, 4, 4, 9, 9, 9})
	f.Add([]byte{byte(FrexpStruct), 1, 16, 2, 0, 0x55})
	f.Add([]byte{byte(Refract), 0, 64, 3, 0, 0xff, 0x80})
	f.Add([]byte{byte(FindSMsb), 1, 8, 3, 0, 0x80})
	f.Add([]byte{byte(PackHalf2x16), 0, 32, 2, 0, 0x7f, 0x80})
	f.Fuzz(func(t *testing.T, data []byte) {
		next := func() byte {
			if len(data) == 0 {
				return 0
			}
			c := data[0]
			data = data[1:]
			return c
		}
		widths := []int{8, 16, 32, 64, 0, 24}
		typ := func() Type {
			if c := next(); c < 224 { // mostly well-formed types
				k := int(c)
				if k%16 == 15 {
					return Mat(widths[1+k/16%3], 2+k/48%3)
				}
				return Type{Kind: ScalarKind(k % 4), Width: widths[k/4%4], Comps: 1 + k/16%4}
			}
			return Type{Kind: ScalarKind(next() % 5), Width: widths[int(next())%len(widths)],
				Comps: int(next()%6) - 1, Cols: int(next() % 6)}
		}
		op := uint32(next())
		if next()&0x80 != 0 {
			op |= uint32(next()) << 8
		}
		rt := typ()
		res := Result{Type: rt}
		if next()%4 == 0 {
			res.Members = []Type{typ(), typ()}
		}
		n := int(next() % 5)
		types := make([]Type, n)
		args := make([][]uint64, n)
		for k := range types {
			if next()%3 == 0 {
				types[k] = rt
			} else {
				types[k] = typ()
			}
			m := types[k].count()
			if c := next(); c >= 192 {
				m = int(c % 20)
			}
			args[k] = make([]uint64, m)
			for j := range args[k] {
				var buf [8]byte
				for q := range buf {
					buf[q] = next()
				}
				args[k][j] = binary.LittleEndian.Uint64(buf[:])
			}
		}
		dst := make([]uint64, 32)
		out2 := make([]uint64, 16)
		if c := next(); c >= 192 {
			dst = dst[:c%40%32]
			out2 = out2[:c%16]
		}
		_ = Eval(op, res, types, args, dst, out2)
		_ = Supported(op)
	})
}

func BenchmarkEval(b *testing.B) {
	dst := make([]uint64, 16)
	cases := []struct {
		name  string
		op    uint32
		res   Result
		types []Type
		args  [][]uint64
	}{
		{"FMix vec4", FMix, r(F32(4)), []Type{F32(4), F32(4), F32(4)}, [][]uint64{f(1, 2, 3, 4), f(5, 6, 7, 8), f(0.5, 0.5, 0.5, 0.5)}},
		{"Fma f16", Fma, r(F16(4)), []Type{F16(4), F16(4), F16(4)}, [][]uint64{h(1, 2, 3, 4), h(5, 6, 7, 8), h(9, 9, 9, 9)}},
		{"Sin vec4", Sin, r(F32(4)), []Type{F32(4)}, [][]uint64{f(1, 2, 3, 4)}},
		{"SClamp ivec4", SClamp, r(I32(4)), []Type{I32(4), I32(4), I32(4)}, [][]uint64{i(1, 2, 3, 4), i(0, 0, 0, 0), i(2, 2, 2, 2)}},
		{"MatrixInverse 4x4", MatrixInverse, r(Mat(32, 4)), []Type{Mat(32, 4)}, [][]uint64{f(1, 2, 3, 1, 0, 1, 4, 2, 0, 0, 1, 3, 0, 0, 0, 1)}},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			for k := 0; k < b.N; k++ {
				_ = Eval(c.op, c.res, c.types, c.args, dst, nil)
			}
		})
	}
}
