package lower

import (
	"testing"

	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// out_inout_params: in (assigned inside the callee), out into a vector
// component and into a buffer element, inout on a local.
func buildParams() *ir.Module {
	p := newProg(4, 1, 1)
	out1 := p.buf("Out1", 0, ir.Uint32, 4)
	out2 := p.buf("Out2", 1, ir.Uint32, 4)
	x := &ir.Param{Name: "x", Type: ir.Uint32}
	hi := &ir.Param{Name: "hi", Type: ir.Uint32, Mode: ir.Out}
	lo := &ir.Param{Name: "lo", Type: ir.Uint32, Mode: ir.Out}
	acc := &ir.Param{Name: "acc", Type: ir.Uint32, Mode: ir.InOut}
	split := p.NewFunction("split", ir.Void, x, hi, lo, acc)
	split.Body.Stmts = []ir.Stmt{
		ir.Assign(ir.RefParam(x), uadd(ir.Ld(ir.RefParam(x)), u(0))),
		ir.Assign(ir.RefParam(hi), ir.Bin(ir.ShiftRightLogical, ir.Ld(ir.RefParam(x)), u(4))),
		ir.Assign(ir.RefParam(lo), ir.Bin(ir.BitAnd, ir.Ld(ir.RefParam(x)), u(15))),
		ir.Assign(ir.RefParam(acc), uadd(ir.Ld(ir.RefParam(acc)), ir.Ld(ir.RefParam(x)))),
	}
	a := p.local("acc", ir.Uint32)
	v := p.local("v", ir.Vec(ir.Uint32, 2))
	p.add(
		set(a, u(100)),
		set(v, ir.ConstNull(ir.Vec(ir.Uint32, 2))),
		ir.Do(ir.CallFn(split, umul(p.gid(), u(17)), ir.SwizzleOf(lr(v), 1), at(out2, p.gid()), lr(a))),
		ir.Assign(at(out1, p.gid()), uadd(umul(ir.Swz(ld(v), 1), u(1000)), ld(a))),
	)
	return p.Module
}

// short_circuit: && and || evaluate the right operand lazily (the callee
// counts its calls through an inout parameter); ?: likewise.
func buildShortCircuit() *ir.Module {
	p := newProg(4, 1, 1)
	out := p.buf("Out", 0, ir.Uint32, 4)
	c := &ir.Param{Name: "c", Type: ir.Uint32, Mode: ir.InOut}
	side := p.NewFunction("side", ir.Bool, c)
	side.Body.Stmts = []ir.Stmt{ir.Assign(ir.RefParam(c), uadd(ir.Ld(ir.RefParam(c)), u(1))), ir.Ret(ir.ConstBool(true))}
	cnt, a, b, w := p.local("cnt", ir.Uint32), p.local("a", ir.Bool), p.local("b", ir.Bool), p.local("w", ir.Uint32)
	b2u := func(x ir.Expr) ir.Expr { return ir.Conv(ir.BoolToInt, x, ir.Uint32) }
	p.add(
		set(cnt, u(0)),
		set(a, &ir.ShortCircuit{Op: ir.AndAnd, X: ir.Bin(ir.UGreater, p.gid(), u(1)), Y: ir.CallFn(side, lr(cnt))}),
		set(b, &ir.ShortCircuit{Op: ir.OrOr, X: ueq(p.gid(), u(0)), Y: ir.CallFn(side, lr(cnt))}),
		set(w, &ir.Cond{Cond: ueq(p.gid(), u(3)),
			X: &ir.Seq{Stmts: []ir.Stmt{ir.Do(ir.CallFn(side, lr(cnt)))}, Value: u(50000)},
			Y: u(0)}),
		ir.Assign(at(out, p.gid()), uadd(ld(w), uadd(umul(ld(cnt), u(1000)), uadd(umul(b2u(ld(a)), u(10)), b2u(ld(b)))))),
	)
	return p.Module
}

var _ = register(
	lowerCase{name: "out_inout_params", build: buildParams, check: func(t *testing.T, w []uint32) {
		o1, o2 := make([]byte, 16), make([]byte, 16)
		run(t, w, interp.Config{Buffers: map[[2]uint32][]byte{{0, 0}: o1, {0, 1}: o2}})
		wantU32(t, "out1", o1, 100, 1117, 2134, 3151)
		wantU32(t, "out2", o2, 0, 1, 2, 3)
	}},
	lowerCase{name: "short_circuit", build: buildShortCircuit, check: func(t *testing.T, w []uint32) {
		wantU32(t, "out", runOut(t, w, 4), 1, 1001, 2011, 53011)
	}},
)
