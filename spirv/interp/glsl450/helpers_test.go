package glsl450

import (
	"fmt"
	"math"
	"testing"
)

// Types used by the tests.
func F16(n int) Type { return Type{Kind: Float, Width: 16, Comps: n} }
func F32(n int) Type { return Type{Kind: Float, Width: 32, Comps: n} }
func F64(n int) Type { return Type{Kind: Float, Width: 64, Comps: n} }
func I8(n int) Type  { return Type{Kind: SInt, Width: 8, Comps: n} }
func I16(n int) Type { return Type{Kind: SInt, Width: 16, Comps: n} }
func I32(n int) Type { return Type{Kind: SInt, Width: 32, Comps: n} }
func I64(n int) Type { return Type{Kind: SInt, Width: 64, Comps: n} }
func U8(n int) Type  { return Type{Kind: UInt, Width: 8, Comps: n} }
func U16(n int) Type { return Type{Kind: UInt, Width: 16, Comps: n} }
func U32(n int) Type { return Type{Kind: UInt, Width: 32, Comps: n} }
func U64(n int) Type { return Type{Kind: UInt, Width: 64, Comps: n} }
func B(n int) Type   { return Type{Kind: Bool, Comps: n} }

func Mat(w, n int) Type { return Type{Kind: Float, Width: w, Comps: n, Cols: n} }

// Values: f32 and f64 literals become their bit patterns, h and b are
// written as bits already, i as signed integers (sign-extended).
func f(v ...float32) []uint64 {
	out := make([]uint64, len(v))
	for i, x := range v {
		out[i] = uint64(math.Float32bits(x))
	}
	return out
}

func d(v ...float64) []uint64 {
	out := make([]uint64, len(v))
	for i, x := range v {
		out[i] = math.Float64bits(x)
	}
	return out
}

func h(v ...uint16) []uint64 {
	out := make([]uint64, len(v))
	for i, x := range v {
		out[i] = uint64(x)
	}
	return out
}

func b(v ...uint64) []uint64 { return v }

func i(v ...int64) []uint64 {
	out := make([]uint64, len(v))
	for k, x := range v {
		out[k] = uint64(x)
	}
	return out
}

// Special bit patterns.
const (
	nan16  = 0x7e00
	inf16  = 0x7c00
	ninf16 = 0xfc00
	nz16   = 0x8000

	nan32  = 0x7fc00000
	inf32  = 0x7f800000
	ninf32 = 0xff800000
	nz32   = 0x80000000

	nan64  = 0x7ff8000000000000
	inf64  = 0x7ff0000000000000
	ninf64 = 0xfff0000000000000
	nz64   = 0x8000000000000000

	allOnes = ^uint64(0)
)

var nan = float32(math.NaN())
var inf = float32(math.Inf(1))

// tcase is one hand-worked evaluation.
type tcase struct {
	op       uint32
	name     string
	res      Result
	types    []Type
	args     [][]uint64
	want     []uint64
	want2    []uint64 // out2 (Modf, Frexp)
	want2T   Type     // type of out2 (default: the result type)
	signless bool     // +0 and -0 compare equal (matrix inverse zeros)
}

func r(t Type) Result { return Result{Type: t} }

// un, bin and ter build cases whose operands all have the result type.
func un(op uint32, name string, t Type, x, want []uint64) tcase {
	return tcase{op: op, name: name, res: r(t), types: []Type{t}, args: [][]uint64{x}, want: want}
}

func bin(op uint32, name string, t Type, x, y, want []uint64) tcase {
	return tcase{op: op, name: name, res: r(t), types: []Type{t, t}, args: [][]uint64{x, y}, want: want}
}

func ter(op uint32, name string, t Type, x, y, z, want []uint64) tcase {
	return tcase{op: op, name: name, res: r(t), types: []Type{t, t, t}, args: [][]uint64{x, y, z}, want: want}
}

// gen builds a case with explicit types.
func gen(op uint32, name string, rt Type, ts []Type, args [][]uint64, want []uint64) tcase {
	return tcase{op: op, name: name, res: r(rt), types: ts, args: args, want: want}
}

func isNaNBits(w int, v uint64) bool {
	switch w {
	case 16:
		return v&0x7c00 == 0x7c00 && v&0x3ff != 0
	case 32:
		return v&0x7f800000 == 0x7f800000 && v&0x7fffff != 0
	}
	return v&0x7ff0000000000000 == 0x7ff0000000000000 && v&(1<<52-1) != 0
}

func isZeroBits(w int, v uint64) bool { return v&^(1<<uint(w-1)) == 0 }

// same component: exact bits, except that any NaN matches any NaN.
func eqComp(t Type, got, want uint64, signless bool) bool {
	if t.Kind == Float {
		if isNaNBits(t.Width, want) {
			return got>>uint(t.Width) == 0 && isNaNBits(t.Width, got)
		}
		if signless && isZeroBits(t.Width, want) {
			return got>>uint(t.Width) == 0 && isZeroBits(t.Width, got)
		}
	}
	return got == want
}

func checkSlice(t *testing.T, what string, ty []Type, got, want []uint64, signless bool) {
	t.Helper()
	if len(got) < len(want) {
		t.Fatalf("%s: got %d components, want %d", what, len(got), len(want))
	}
	for k := range want {
		if !eqComp(ty[k], got[k], want[k], signless) {
			t.Errorf("%s[%d] = %#x, want %#x (%v)", what, k, got[k], want[k], ty[k])
		}
	}
}

func repeat(t Type, n int) []Type {
	out := make([]Type, n)
	for k := range out {
		out[k] = t
	}
	return out
}

func (c tcase) run(t *testing.T) {
	t.Helper()
	dst := make([]uint64, 40)
	out2 := make([]uint64, 40)
	for k := range dst {
		dst[k] = 0xdeadbeefdeadbeef
		out2[k] = 0xdeadbeefdeadbeef
	}
	if err := Eval(c.op, c.res, c.types, c.args, dst, out2); err != nil {
		t.Fatalf("Eval: %v", err)
	}
	var ty []Type
	if len(c.res.Members) == 2 {
		n := c.res.Members[0].count()
		ty = append(repeat(c.res.Members[0], n), repeat(c.res.Members[1], n)...)
	} else {
		ty = repeat(c.res.Type, len(c.want))
	}
	checkSlice(t, "dst", ty, dst, c.want, c.signless)
	if len(c.want) < len(dst) && dst[len(c.want)] != 0xdeadbeefdeadbeef {
		t.Errorf("dst[%d] written past the result", len(c.want))
	}
	if c.want2 != nil {
		t2 := c.want2T
		if t2 == (Type{}) {
			t2 = c.res.Type
		}
		checkSlice(t, "out2", repeat(t2, len(c.want2)), out2, c.want2, false)
	}
}

func runCases(t *testing.T, cases []tcase) {
	t.Helper()
	for _, c := range cases {
		c := c
		t.Run(fmt.Sprintf("%s/%s", opName(c.op), c.name), c.run)
	}
}
