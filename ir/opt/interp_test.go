package opt

import (
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"math"
	"math/rand"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/f16"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/constfold"
	"github.com/glslc-nv/glslc-nv/lower"
	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// The tests in this file check fold against the reference interpreter:
// for each operation and type, a kernel computes the operation at run time
// on many operand pairs (special values and random bit patterns), and
// every result fold agrees to compute must equal the interpreter's bits.

const lanes = 256

func sizeOf(t *ir.Type) int { return t.Width() / 8 }

// specialBits are operand bit patterns worth testing at a type.
func specialBits(t *ir.Type) []uint64 {
	w := uint(t.Width())
	top := uint64(1) << (w - 1)
	all := constfold.Mask(^uint64(0), t.Width())
	if t.Kind() != ir.KindFloat {
		return []uint64{0, 1, 2, 3, 7, all, all - 1, top, top - 1, top + 1, 31, 32, 33, 63, 64}
	}
	var vals []float64
	vals = append(vals, 0, math.Copysign(0, -1), 1, -1, 0.5, 1.5, 2.5, -2.5, 3, 1.0/3, 0.1, 1e-3, 65504, 65519, 65520, 3e38, -3e38,
		1e300, math.Ldexp(1, -14), math.Ldexp(1, -24), math.Ldexp(1, -126), math.Ldexp(1, -149), 4294967295, 2147483648, -2147483649, 1<<53+1,
		math.Inf(1), math.NaN())
	out := make([]uint64, 0, len(vals))
	for _, v := range vals {
		switch t.Width() {
		case 16:
			out = append(out, uint64(f16.FromFloat64(v)))
		case 32:
			out = append(out, uint64(math.Float32bits(float32(v))))
		default:
			out = append(out, math.Float64bits(v))
		}
	}
	return out
}

// operands returns lanes values of t: the special ones, their pairs, and
// random bit patterns (small ones too, so that comparisons hit equality).
func operands(t *ir.Type, r *rand.Rand, second bool) []uint64 {
	sp := specialBits(t)
	out := make([]uint64, lanes)
	for i := range out {
		switch {
		case i < len(sp)*len(sp) && i < lanes/2:
			if second {
				out[i] = sp[i%len(sp)]
			} else {
				out[i] = sp[i/len(sp)%len(sp)]
			}
		case i%3 == 0:
			out[i] = constfold.Mask(uint64(r.Intn(9)), t.Width())
		default:
			out[i] = constfold.Mask(r.Uint64(), t.Width())
		}
	}
	return out
}

func pack(t *ir.Type, vals []uint64) []byte {
	b := make([]byte, len(vals)*sizeOf(t))
	for i, v := range vals {
		for k := 0; k < sizeOf(t); k++ {
			b[i*sizeOf(t)+k] = byte(v >> (8 * k))
		}
	}
	return b
}

func unpack(t *ir.Type, b []byte, i int) uint64 {
	var v uint64
	for k := 0; k < sizeOf(t); k++ {
		v |= uint64(b[i*sizeOf(t)+k]) << (8 * k)
	}
	return v
}

// kernel builds out[i] = op(a[i], b[i]) (b unused by one-operand ops).
func kernel(ta, tb, tr *ir.Type, op func(x, y ir.Expr) ir.Expr) *ir.Module {
	m := &ir.Module{Version: 450, Files: []string{"fold.comp"}}
	buf := func(name string, t *ir.Type, binding int) *ir.Global {
		return m.AddGlobal(&ir.Global{Name: name, Storage: ir.StorageBuffer, Binding: binding,
			Type: ir.NewBlock(name, ir.Member{Name: "v", Type: ir.RuntimeArrayOf(t, uint32(sizeOf(t)))})})
	}
	a, b, out := buf("A", ta, 0), buf("B", tb, 1), buf("Out", tr, 2)
	gid := m.Builtin("gl_GlobalInvocationID")
	main := m.NewFunction("main", ir.Void)
	idx := func() ir.Expr { return ir.Ld(ir.SwizzleOf(ir.RefGlobal(gid), 0)) }
	elem := func(g *ir.Global) ir.Ref { return ir.IndexOf(ir.FieldOf(ir.RefGlobal(g), 0), idx()) }
	main.Body.Stmts = []ir.Stmt{ir.Assign(elem(out), op(ir.Ld(elem(a)), ir.Ld(elem(b))))}
	m.Entry = &ir.EntryPoint{Fn: main, Name: "main", LocalSize: [3]ir.LocalSize{{Value: 64}, {Value: 1}, {Value: 1}}}
	return m
}

// agree runs op on the interpreter and compares with fold.
func agree(t *testing.T, name string, ta, tb, tr *ir.Type, op func(x, y ir.Expr) ir.Expr) {
	t.Helper()
	r := rand.New(rand.NewSource(int64(len(name))))
	av, bv := operands(ta, r, false), operands(tb, r, true)
	m := kernel(ta, tb, tr, op)
	if err := ir.Validate(m); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	words, err := lower.Module(m, lower.Options{TargetEnv: targetenv.MustCompiler("vulkan1.1")})
	if err != nil {
		t.Fatalf("%s: lower: %v", name, err)
	}
	prog, err := interp.Load(spirv.Encode(words))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	out := make([]byte, lanes*sizeOf(tr))
	cfg := interp.Config{Workgroups: [3]uint32{lanes / 64, 1, 1}, NoChecks: true,
		Buffers: map[[2]uint32][]byte{{0, 0}: pack(ta, av), {0, 1}: pack(tb, bv), {0, 2}: out}}
	if _, err := prog.Run(cfg); err != nil {
		t.Fatalf("%s: run: %v", name, err)
	}
	folded, bad := 0, 0
	for i := 0; i < lanes; i++ {
		x, y := &ir.Const{Typ: ta, Bits: av[i]}, &ir.Const{Typ: tb, Bits: bv[i]}
		c := constfold.As((&optimizer{}).expr(op(x, y))) // folds bottom-up

		if c == nil {
			continue
		}
		folded++
		if got := unpack(tr, out, i); constfold.Bits(c) != got {
			if bad++; bad <= 5 {
				t.Errorf("%s(%#x, %#x): folded %#x, interpreter %#x", name, av[i], bv[i], constfold.Bits(c), got)
			}
		}
	}
	if folded < lanes/4 {
		t.Errorf("%s: only %d of %d lanes folded", name, folded, lanes)
	}
}

func TestFoldMatchesInterpreterIntegers(t *testing.T) {
	ops := []ir.BinaryOp{ir.IAdd, ir.ISub, ir.IMul, ir.SDiv, ir.UDiv, ir.UMod, ir.BitAnd, ir.BitOr, ir.BitXor,
		ir.ShiftLeft, ir.ShiftRightLogical, ir.ShiftRightArithmetic}
	cmps := []ir.BinaryOp{ir.IEqual, ir.INotEqual, ir.SLess, ir.SLessEqual, ir.SGreater, ir.SGreaterEqual,
		ir.ULess, ir.ULessEqual, ir.UGreater, ir.UGreaterEqual}
	for _, ty := range []*ir.Type{ir.Int32, ir.Uint32, ir.Int64, ir.Uint16, ir.Int8} {
		for _, op := range ops {
			op := op
			agree(t, op.String()+"/"+ty.String(), ty, ty, ty, func(x, y ir.Expr) ir.Expr { return ir.Bin(op, x, y) })
		}
		for _, op := range cmps {
			op := op
			agree(t, op.String()+"/"+ty.String(), ty, ty, ir.Uint32, func(x, y ir.Expr) ir.Expr {
				return ir.Conv(ir.BoolToInt, ir.Bin(op, x, y), ir.Uint32)
			})
		}
		for _, op := range []ir.UnaryOp{ir.SNegate, ir.BitNot} {
			op := op
			agree(t, op.String()+"/"+ty.String(), ty, ty, ty, func(x, _ ir.Expr) ir.Expr { return ir.Un(op, x) })
		}
	}
	// SMod only folds non-negative operands; 32-bit suffices.
	agree(t, "SMod/int", ir.Int32, ir.Int32, ir.Int32, func(x, y ir.Expr) ir.Expr { return ir.Bin(ir.SMod, x, y) })
}

func TestFoldMatchesInterpreterFloats(t *testing.T) {
	ops := []ir.BinaryOp{ir.FAdd, ir.FSub, ir.FMul, ir.FDiv}
	cmps := []ir.BinaryOp{ir.FOrdEqual, ir.FUnordNotEqual, ir.FOrdLess, ir.FOrdLessEqual, ir.FOrdGreater, ir.FOrdGreaterEqual}
	for _, ty := range []*ir.Type{ir.Float16, ir.Float32, ir.Float64} {
		for _, op := range ops {
			op := op
			agree(t, op.String()+"/"+ty.String(), ty, ty, ty, func(x, y ir.Expr) ir.Expr { return ir.Bin(op, x, y) })
		}
		for _, op := range cmps {
			op := op
			agree(t, op.String()+"/"+ty.String(), ty, ty, ir.Uint32, func(x, y ir.Expr) ir.Expr {
				return ir.Conv(ir.BoolToInt, ir.Bin(op, x, y), ir.Uint32)
			})
		}
		agree(t, "FNegate/"+ty.String(), ty, ty, ty, func(x, _ ir.Expr) ir.Expr { return ir.Un(ir.FNegate, x) })
	}
}

func TestFoldMatchesInterpreterConversions(t *testing.T) {
	type conv struct {
		op       ir.ConvOp
		from, to *ir.Type
	}
	var cs []conv
	floats := []*ir.Type{ir.Float16, ir.Float32, ir.Float64}
	ints := []*ir.Type{ir.Int32, ir.Uint32, ir.Int64, ir.Uint64, ir.Int16, ir.Uint8}
	for _, f := range floats {
		for _, g := range floats {
			if f != g {
				cs = append(cs, conv{ir.FConvert, f, g})
			}
		}
		for _, i := range ints {
			from := ir.SToF
			to := ir.FToS
			if i.Kind() == ir.KindUint {
				from, to = ir.UToF, ir.FToU
			}
			cs = append(cs, conv{from, i, f}, conv{to, f, i})
		}
	}
	for _, i := range ints {
		for _, j := range ints {
			if i.Width() != j.Width() {
				op := ir.UConvert
				if i.Kind() == ir.KindInt {
					op = ir.SConvert
				}
				if i.Kind() == j.Kind() {
					cs = append(cs, conv{op, i, j})
				}
			}
		}
	}
	cs = append(cs, conv{ir.Bitcast, ir.Float32, ir.Uint32}, conv{ir.Bitcast, ir.Int64, ir.Float64}, conv{ir.Bitcast, ir.Uint16, ir.Float16})
	for _, c := range cs {
		c := c
		agree(t, c.op.String()+"/"+c.from.String()+"->"+c.to.String(), c.from, c.from, c.to, func(x, _ ir.Expr) ir.Expr {
			return ir.Conv(c.op, x, c.to)
		})
	}
	// To and from bool, through uint buffers.
	agree(t, "FloatToBool", ir.Float32, ir.Float32, ir.Uint32, func(x, _ ir.Expr) ir.Expr {
		return ir.Conv(ir.BoolToInt, ir.Conv(ir.FloatToBool, x, ir.Bool), ir.Uint32)
	})
	agree(t, "BoolToFloat", ir.Int32, ir.Int32, ir.Float32, func(x, _ ir.Expr) ir.Expr {
		return ir.Conv(ir.BoolToFloat, ir.Conv(ir.IntToBool, x, ir.Bool), ir.Float32)
	})
}
