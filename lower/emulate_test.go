package lower

import (
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"math"
	"testing"

	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

func TestParseEmulate(t *testing.T) {
	for _, c := range []struct {
		in   string
		want EmulateSet
		ok   bool
	}{
		{"all", EmulateAll, true},
		{"partitioned,quad", EmulatePartitioned | EmulateQuad, true},
		{" clustered , rotate,shuffle-relative", EmulateClustered | EmulateRotate | EmulateShuffleRelative, true},
		{"", 0, true},
		{"shuffle", 0, false},
	} {
		got, err := ParseEmulate(c.in)
		if (err == nil) != c.ok || got != c.want {
			t.Errorf("ParseEmulate(%q) = %v, %v; want %v, ok %v", c.in, got, err, c.want, c.ok)
		}
	}
	if s := (EmulatePartitioned | EmulateRotate).String(); s != "partitioned,rotate" {
		t.Errorf("String = %q", s)
	}
}

// arithTypes are the value types of the arithmetic equivalence tests with
// the operations each accepts.
var arithTypes = []struct {
	t    *ir.Type
	ops  []string
	pick func(*lcg) uint32
}{
	{ir.Int32, []string{"Add", "Mul", "Min", "Max", "And", "Or", "Xor"}, pickInt},
	{ir.Uint32, []string{"Add", "Mul", "Min", "Max", "And", "Or", "Xor"}, pickInt},
	{ir.Float32, []string{"Add", "Mul", "Min", "Max"}, pickFloat},
	{ir.Bool, []string{"And", "Or", "Xor"}, pickInt},
	{ir.Vec(ir.Float32, 3), []string{"Add", "Min"}, pickFloat},
	{ir.Vec(ir.Uint32, 2), []string{"Mul", "Xor"}, pickInt},
}

// TestEmulatePartition: subgroupPartitionNV natively and emulated on
// floats (signed zeros and NaN: -0 == +0, a NaN lane alone), ints, bools
// and vectors.
func TestEmulatePartition(t *testing.T) {
	for _, ty := range arithTypes {
		t.Run(ty.t.String(), func(t *testing.T) {
			in, mask := xInputs(128, 7, func(g *lcg) uint32 { return ty.pick(g) % 3 })
			if ty.t.IsFloat() {
				in, mask = xInputs(128, 7, func(g *lcg) uint32 {
					return []uint32{0, 0x80000000, 0x7fc00000, 0x3f800000, 0xbf800000}[g.next()%5]
				})
			}
			checkEquivalent(t, func() *xprog {
				x := newXProg(128)
				v := x.input(ty.t)
				x.result(bc("subgroupPartitionNV", uvec4, v))
				return x
			}, in, mask, true)
		})
	}
}

// TestEmulatePartitioned: every partitioned reduce and scan of every
// operation on every type class, over the partition of a key.
func TestEmulatePartitioned(t *testing.T) {
	for _, ty := range arithTypes {
		t.Run(ty.t.String(), func(t *testing.T) {
			in, mask := xInputs(128, 11, ty.pick)
			checkEquivalent(t, func() *xprog {
				x := newXProg(128)
				v := x.input(ty.t)
				key := x.word(3)
				part := x.let(bc("subgroupPartitionNV", uvec4, key))
				for _, op := range ty.ops {
					for _, scan := range []string{"", "Inclusive", "Exclusive"} {
						x.result(bc("subgroupPartitioned"+scan+op+"NV", ty.t, v, part))
					}
				}
				return x
			}, in, mask, true)
		})
	}
}

// TestEmulateClustered: every clustered reduction at every cluster size
// (sizes above the subgroup size act on the whole subgroup).
func TestEmulateClustered(t *testing.T) {
	for _, ty := range arithTypes {
		t.Run(ty.t.String(), func(t *testing.T) {
			in, mask := xInputs(128, 13, ty.pick)
			checkEquivalent(t, func() *xprog {
				x := newXProg(128)
				v := x.input(ty.t)
				for _, op := range ty.ops {
					for c := uint32(1); c <= 128; c *= 2 {
						if len(ty.ops) > 4 && c > 1 && c < 64 && c != 4 && c != 16 {
							continue // keep the integer modules small: 1, 4, 16, 64, 128
						}
						x.result(bc("subgroupClustered"+op, ty.t, v, u(c)))
					}
				}
				return x
			}, in, mask, true)
		})
	}
}

// TestEmulateMoves: quad broadcast and swaps, shuffle up/down, rotate with
// and without cluster sizes. Under divergence the native operations read
// inactive lanes (undefined, reported); the emulations read the same
// lanes, so buffers and diagnostics still agree.
func TestEmulateMoves(t *testing.T) {
	in, mask := xInputs(128, 17, pickInt)
	for _, ty := range []*ir.Type{ir.Uint32, ir.Vec(ir.Float32, 2), ir.Bool} {
		t.Run(ty.String(), func(t *testing.T) {
			checkEquivalent(t, func() *xprog {
				x := newXProg(128)
				v := x.input(ty)
				d := x.let(ir.Bin(ir.BitAnd, x.word(3), u(3))) // dynamic delta 0..3
				for q := uint32(0); q < 4; q++ {
					x.result(bc("subgroupQuadBroadcast", ty, v, u(q)))
				}
				for _, s := range []string{"Horizontal", "Vertical", "Diagonal"} {
					x.result(bc("subgroupQuadSwap"+s, ty, v))
				}
				for _, delta := range []ir.Expr{u(0), u(1), u(3), u(17), d} {
					x.result(bc("subgroupShuffleUp", ty, v, delta))
					x.result(bc("subgroupShuffleDown", ty, v, delta))
					x.result(bc("subgroupRotate", ty, v, delta))
					for _, c := range []uint32{1, 4, 32, 128} {
						x.result(bc("subgroupClusteredRotate", ty, v, delta, u(c)))
					}
				}
				return x
			}, in, mask, false)
		})
	}
}

// TestEveryBuiltinEmulated lowers every emulable row at every binding
// with EmulateAll and validates the module (all the types the table
// accepts: 8/16/64-bit integers, half and double floats, vectors).
func TestEveryBuiltinEmulated(t *testing.T) {
	p := newProg(4, 1, 1)
	n := 0
	for _, fn := range builtins.Funcs() {
		emulable := EmulationOf(fn.ID) != 0
		for i := range fn.Overloads {
			emulable = emulable || EmulationOf(fn.IDOf(i)) != 0
		}
		if emulable { // the quad swizzles too: their Cap is GroupNonUniformQuad
			callAll(t, p, fn)
			n++
		}
	}
	if n < 40 {
		t.Errorf("only %d emulable rows", n)
	}
	for _, env := range []string{"vulkan1.1", "vulkan1.3"} {
		w := lowerOK(t, p.Module, Options{TargetEnv: targetenv.MustCompiler(env), Emulate: EmulateAll})
		for _, c := range groupCaps(t, w) {
			if !basicCaps[c] {
				t.Errorf("%s: emulated module declares %s", env, c)
			}
		}
	}
}

// TestEmulateWideTypes: the emulated partition, partitioned and clustered
// operations on double, int64_t, float16_t and uint8_t values (words 0-1
// hold a double or int64, word 0's low bits the narrow types).
func TestEmulateWideTypes(t *testing.T) {
	g := lcg(29)
	var words []uint32
	var maskw []uint32
	for i := 0; i < 128; i++ {
		v := float64(floatPool[g.next()%uint32(len(floatPool))]) * (1 + 1e-9*float64(g.next()%7))
		b := math.Float64bits(v)
		h := []uint32{0x3c00, 0x8000, 0x0000, 0x4248, 0xc000, 0x2e66, 0x7bff}[g.next()%7] // 1, -0, 0, 3.14, -2, 0.1, 65504
		if g.next()%2 == 0 {
			b = uint64(h) | uint64(g.next())<<16
		}
		words = append(words, uint32(b), uint32(b>>32), 0, g.next()%4)
		maskw = append(maskw, g.next()%3&1)
	}
	in, mask := u32Bytes(words...), u32Bytes(maskw...)
	for _, ty := range []struct {
		t   *ir.Type
		ops []string
	}{
		{ir.Float64, []string{"Add", "Mul", "Min", "Max"}},
		{ir.Int64, []string{"Add", "Max", "Xor"}},
		{ir.Float16, []string{"Add", "Min", "Max"}},
		{ir.Uint8, []string{"Mul", "Min"}},
	} {
		t.Run(ty.t.String(), func(t *testing.T) {
			checkEquivalent(t, func() *xprog {
				x := newXProg(128)
				v := x.input(ty.t)
				x.result(bc("subgroupPartitionNV", uvec4, v))
				part := x.let(bc("subgroupPartitionNV", uvec4, x.word(3)))
				for _, op := range ty.ops {
					x.result(bc("subgroupPartitionedInclusive"+op+"NV", ty.t, v, part))
					x.result(bc("subgroupClustered"+op, ty.t, v, u(8)))
				}
				return x
			}, in, mask, true)
		})
	}
}
