package lower

import (
	"math"
	"testing"

	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// operators: every unary, binary and conversion operation at least once,
// each result made a uint (bitcast, or float bits) and stored.
func buildOperators() *ir.Module {
	p := newProg(1, 1, 1)
	out := p.buf("Out", 0, ir.Uint32, 4)
	a, b := p.local("a", ir.Int32), p.local("b", ir.Int32)
	x, y := p.local("x", ir.Uint32), p.local("y", ir.Uint32)
	fx, fy := p.local("fx", ir.Float32), p.local("fy", ir.Float32)
	tr, fl := p.local("t", ir.Bool), p.local("fl", ir.Bool)
	vv := p.local("vv", ivec2)
	m := p.local("m", mat2)
	bin := func(op ir.BinaryOp, l, r *ir.Local) ir.Expr { return ir.Bin(op, ld(l), ld(r)) }
	bits := func(e ir.Expr) ir.Expr { return ir.Conv(ir.Bitcast, e, ir.Uint32) }
	bu := func(e ir.Expr) ir.Expr { return ir.Conv(ir.BoolToInt, e, ir.Uint32) }
	mat := func(a, b, c, d float32) ir.Expr { return ir.Cons(mat2, v2(a, b), v2(c, d)) }
	p.add(set(a, i32(-7)), set(b, i32(2)), set(x, u(7)), set(y, u(2)), set(fx, f(7.5)), set(fy, f(2)),
		set(tr, ir.ConstBool(true)), set(fl, ir.ConstBool(false)), set(vv, ir.Cons(ivec2, i32(3), i32(-4))),
		set(m, mat(1, 2, 3, 4)))
	res := []ir.Expr{
		bits(bin(ir.IAdd, a, b)), bits(bin(ir.ISub, a, b)), bits(bin(ir.IMul, a, b)), bits(bin(ir.SDiv, a, b)),
		bin(ir.UDiv, x, y), bits(bin(ir.SMod, a, b)), bin(ir.UMod, x, y),
		bits(bin(ir.FAdd, fx, fy)), bits(bin(ir.FSub, fx, fy)), bits(bin(ir.FMul, fx, fy)), bits(bin(ir.FDiv, fx, fy)), bits(bin(ir.FMod, fx, fy)),
		bin(ir.ShiftLeft, x, y), ir.Bin(ir.ShiftRightLogical, bits(ld(a)), ld(y)), bits(bin(ir.ShiftRightArithmetic, a, b)),
		bin(ir.BitAnd, x, y), bin(ir.BitOr, x, y), bin(ir.BitXor, x, y),
		bu(bin(ir.LogicalAnd, tr, fl)), bu(bin(ir.LogicalOr, tr, fl)), bu(bin(ir.LogicalEqual, tr, fl)), bu(bin(ir.LogicalNotEqual, tr, fl)),
		bu(bin(ir.IEqual, a, b)), bu(bin(ir.INotEqual, a, b)), bu(bin(ir.SLess, a, b)), bu(bin(ir.SLessEqual, a, b)),
		bu(bin(ir.SGreater, a, b)), bu(bin(ir.SGreaterEqual, a, b)), bu(bin(ir.ULess, x, y)), bu(bin(ir.ULessEqual, x, y)),
		bu(bin(ir.UGreater, x, y)), bu(bin(ir.UGreaterEqual, x, y)),
		bu(bin(ir.FOrdEqual, fx, fy)), bu(bin(ir.FUnordNotEqual, fx, fy)), bu(bin(ir.FOrdLess, fx, fy)), bu(bin(ir.FOrdLessEqual, fx, fy)),
		bu(bin(ir.FOrdGreater, fx, fy)), bu(bin(ir.FOrdGreaterEqual, fx, fy)),
		bits(ir.Swz(ir.Bin(ir.VectorTimesScalar, v2(1, 2), ld(fx)), 1)),
		bits(ir.Ext(ir.Ext(ir.Bin(ir.MatrixTimesScalar, ld(m), f(2)), 1), 0)),
		bits(ir.Swz(ir.Bin(ir.VectorTimesMatrix, v2(1, 1), ld(m)), 1)),
		bu(ir.Bin(ir.AggNotEqual, ld(vv), ir.Cons(ivec2, i32(3), i32(-4)))),
		bits(ir.Un(ir.SNegate, ld(a))), bits(ir.Un(ir.FNegate, ld(fx))), bu(ir.Un(ir.LogicalNot, ld(tr))), ir.Un(ir.BitNot, ld(x)),
		bits(ir.Swz(ir.Un(ir.SNegate, ld(vv)), 1)),
		bits(ir.Conv(ir.SToF, ld(a), ir.Float32)), bits(ir.Conv(ir.UToF, ld(x), ir.Float32)),
		bits(ir.Conv(ir.FToS, ir.Un(ir.FNegate, ld(fx)), ir.Int32)), ir.Conv(ir.FToU, ld(fx), ir.Uint32),
		ir.Conv(ir.UConvert, ir.Conv(ir.Bitcast, ir.Conv(ir.SConvert, ld(a), ir.Int64), ir.Uint64), ir.Uint32),
		ir.Conv(ir.UConvert, ir.Conv(ir.UConvert, ld(x), ir.Uint16), ir.Uint32),
		bits(ir.Conv(ir.FConvert, ir.Conv(ir.FConvert, ld(fx), ir.Float64), ir.Float32)),
		bu(ir.Conv(ir.IntToBool, ld(a), ir.Bool)), bu(ir.Conv(ir.FloatToBool, f(0), ir.Bool)), bits(ir.Conv(ir.BoolToFloat, ld(tr), ir.Float32)),
		ir.Conv(ir.FToU, ir.Swz(&ir.Select{Cond: ld(tr), X: v2(1, 2), Y: v2(3, 4)}, 1), ir.Uint32),
		ir.Conv(ir.FToU, ir.Ext(ir.Ext(&ir.Select{Cond: ld(fl), X: ld(m), Y: mat(5, 6, 7, 8)}, 0), 0), ir.Uint32),
		ir.Conv(ir.FToU, ir.Ext(&ir.DynExtract{Base: ld(m), Index: ir.Bin(ir.ISub, ld(y), u(1))}, 0), ir.Uint32),
		ir.Bin(ir.ShiftLeft, ld(x), ir.ConstUint(ir.Uint16, 3)),
	}
	for i, r := range res {
		p.add(ir.Assign(at(out, u(uint32(i))), r))
	}
	return p.Module
}

func fb(v float32) uint32 { return math.Float32bits(v) }

var operatorsWant = []uint32{
	uint32(0xfffffffb), uint32(0xfffffff7), uint32(0xfffffff2), uint32(0xfffffffd), 3, 1, 1,
	fb(9.5), fb(5.5), fb(15), fb(3.75), fb(1.5),
	28, 0x3ffffffe, 0xfffffffe, 2, 7, 5,
	0, 1, 0, 1,
	0, 1, 1, 1, 0, 0, 0, 0, 1, 1,
	0, 1, 0, 0, 1, 1,
	fb(15), fb(6), fb(7), 0,
	7, fb(-7.5), 0, 0xfffffff8, 4,
	fb(-7), fb(7), uint32(0xfffffff9), 7, 0xfffffff9, 7, fb(7.5), 1, 0, fb(1),
	2, 5, 3, 56,
}

var _ = register(lowerCase{name: "operators", build: buildOperators, check: func(t *testing.T, w []uint32) {
	buf := make([]byte, 4*len(operatorsWant))
	run(t, w, interp.Config{Buffers: map[[2]uint32][]byte{{0, 0}: buf}})
	wantU32(t, "out", buf, operatorsWant...)
}})
