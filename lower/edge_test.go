package lower

import (
	"testing"

	"github.com/glslc-nv/glslc-nv/ir"
)

// control_edges: loops whose bodies always leave, short-circuit loop
// conditions (pre- and post-tested), break from an if inside a switch, an
// if whose branches both return, and dead code after jumps.
func buildControlEdges() *ir.Module {
	p := newProg(4, 1, 1)
	out := p.buf("Out", 0, ir.Uint32, 4)

	// uint pick(uint x) { if (x > 1u) { return 10u; } else { return 20u; } }
	x := &ir.Param{Name: "x", Type: ir.Uint32}
	pick := p.NewFunction("pick", ir.Uint32, x)
	pick.Body.Stmts = []ir.Stmt{
		ir.IfElse(ir.Bin(ir.UGreater, ir.Ld(ir.RefParam(x)), u(1)), ir.Blk(ir.Ret(u(10))), ir.Blk(ir.Ret(u(20)))),
	}
	// uint first(uint x) { for (;;) { return x + 1u; } }  (continue block unreachable)
	y := &ir.Param{Name: "y", Type: ir.Uint32}
	first := p.NewFunction("first", ir.Uint32, y)
	first.Body.Stmts = []ir.Stmt{&ir.Loop{Body: ir.Blk(ir.Ret(uadd(ir.Ld(ir.RefParam(y)), u(1))), ir.Do(u(0)))}}

	i, n, k, r := p.local("i", ir.Uint32), p.local("n", ir.Uint32), p.local("k", ir.Uint32), p.local("r", ir.Uint32)
	and := func(a, b ir.Expr) ir.Expr { return &ir.ShortCircuit{Op: ir.AndAnd, X: a, Y: b} }
	or := func(a, b ir.Expr) ir.Expr { return &ir.ShortCircuit{Op: ir.OrOr, X: a, Y: b} }
	p.add(
		set(i, u(0)), set(n, u(0)), set(k, u(0)), set(r, u(0)),
		// while (i < 10u && i != gid + 3u) i++;
		ir.While(and(ult(ld(i), u(10)), ir.Bin(ir.INotEqual, ld(i), uadd(p.gid(), u(3)))), inc(i)),
		// do { n++; } while (n < 2u || (n < 5u && n < gid + 2u));
		ir.DoWhile(or(ult(ld(n), u(2)), and(ult(ld(n), u(5)), ult(ld(n), uadd(p.gid(), u(2))))), inc(n)),
		// while (true) { break; k = 99; }
		&ir.Loop{Body: ir.Blk(&ir.Break{}, set(k, u(99)))},
		// switch (gid) { case 1: if (true) { k = 5; break; } k = 6; default: k += 1; }
		&ir.Switch{Selector: p.gid(), Cases: []*ir.Case{
			{Values: []int64{1}, Body: ir.Blk(ir.IfElse(ir.ConstBool(true), ir.Blk(set(k, u(5)), &ir.Break{}), nil), set(k, u(6)))},
			{Default: true, Body: ir.Blk(inc(k))},
		}},
		set(r, uadd(umul(ld(i), u(1000)), uadd(umul(ld(n), u(100)), umul(ld(k), u(10))))),
		ir.Assign(at(out, p.gid()), uadd(ld(r), uadd(ir.CallFn(pick, p.gid()), ir.CallFn(first, p.gid())))),
	)
	return p.Module
}

var _ = register(lowerCase{name: "control_edges", build: buildControlEdges, check: func(t *testing.T, w []uint32) {
	// i = gid+3; n = max(2, min(5, gid+2)); k = 5 for gid 1, else 1.
	want := func(gid uint32) uint32 {
		n := gid + 2
		if n < 2 {
			n = 2
		}
		k := uint32(1)
		if gid == 1 {
			k = 5
		}
		pick := uint32(20)
		if gid > 1 {
			pick = 10
		}
		return (gid+3)*1000 + n*100 + k*10 + pick + gid + 1
	}
	wantU32(t, "out", runOut(t, w, 4), want(0), want(1), want(2), want(3))
}})
