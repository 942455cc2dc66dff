package lower

import (
	"testing"

	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

func runOut(t *testing.T, words []uint32, n int) []byte {
	t.Helper()
	buf := make([]byte, 4*n)
	run(t, words, interp.Config{Workgroups: [3]uint32{1, 1, 1}, Buffers: map[[2]uint32][]byte{{0, 0}: buf}})
	return buf
}

func ult(x, y ir.Expr) ir.Expr  { return ir.Bin(ir.ULess, x, y) }
func ueq(x, y ir.Expr) ir.Expr  { return ir.Bin(ir.IEqual, x, y) }
func uadd(x, y ir.Expr) ir.Expr { return ir.Bin(ir.IAdd, x, y) }
func umul(x, y ir.Expr) ir.Expr { return ir.Bin(ir.IMul, x, y) }

// if_else: nested if / else-if chains.
func buildIfElse() *ir.Module {
	p := newProg(4, 1, 1)
	out := p.buf("Out", 0, ir.Uint32, 4)
	x, r := p.local("x", ir.Uint32), p.local("r", ir.Uint32)
	p.add(
		set(x, p.gid()),
		ir.IfElse(ult(ld(x), u(2)),
			ir.Blk(ir.IfElse(ueq(ld(x), u(0)), ir.Blk(set(r, u(10))), ir.Blk(set(r, u(11))))),
			ir.Blk(ir.IfElse(ueq(ld(x), u(2)), ir.Blk(set(r, u(12))), ir.Blk(set(r, u(13)))))),
		&ir.If{Cond: ueq(ld(x), u(9)), Then: ir.Blk(set(r, u(99))), Control: ir.Flatten},
		ir.Assign(at(out, p.gid()), ld(r)),
	)
	return p.Module
}

// loops: for with continue and break, do-while, while.
func buildLoops() *ir.Module {
	p := newProg(4, 1, 1)
	out := p.buf("Out", 0, ir.Uint32, 4)
	i, sum, k, j, cnt := p.local("i", ir.Uint32), p.local("sum", ir.Uint32), p.local("k", ir.Uint32), p.local("j", ir.Uint32), p.local("cnt", ir.Uint32)
	p.add(
		set(sum, u(0)), set(k, u(0)), set(cnt, u(0)),
		set(i, u(0)),
		ir.For(ult(ld(i), u(10)), ir.Blk(inc(i)),
			ir.IfElse(ueq(ld(i), p.gid()), ir.Blk(&ir.Continue{}), nil),
			ir.IfElse(ueq(ld(i), u(7)), ir.Blk(&ir.Break{}), nil),
			set(sum, uadd(ld(sum), ld(i))),
		),
		func() ir.Stmt {
			l := ir.DoWhile(ult(ld(k), umul(p.gid(), u(3))), set(k, uadd(ld(k), u(2))))
			l.Control = ir.DontUnroll
			return l
		}(),
		set(j, p.gid()),
		ir.While(ir.Bin(ir.UGreater, ld(j), u(0)), set(j, ir.Bin(ir.ISub, ld(j), u(1))), inc(cnt)),
		ir.Assign(at(out, p.gid()), uadd(uadd(umul(ld(sum), u(100)), ld(k)), umul(ld(cnt), u(1000)))),
	)
	return p.Module
}

// switch_fallthrough: fall-through, a default in the middle, several labels.
func buildSwitch() *ir.Module {
	p := newProg(8, 1, 1)
	out := p.buf("Out", 0, ir.Uint32, 4)
	r := p.local("r", ir.Uint32)
	p.add(
		set(r, u(0)),
		&ir.Switch{Selector: p.gid(), Cases: []*ir.Case{
			{Values: []int64{0}, Body: ir.Blk(set(r, u(1)))},
			{Values: []int64{1}, Body: ir.Blk(set(r, uadd(ld(r), u(10))), &ir.Break{})},
			{Default: true, Body: ir.Blk(set(r, u(100)))},
			{Values: []int64{3}, Body: ir.Blk(set(r, uadd(ld(r), u(1000))), &ir.Break{})},
			{Values: []int64{5, 6}, Body: ir.Blk(set(r, u(7)))},
		}},
		ir.Assign(at(out, p.gid()), ld(r)),
	)
	return p.Module
}

// nested_loops: break out of an inner loop, continue from inside a switch.
func buildNestedLoops() *ir.Module {
	p := newProg(4, 1, 1)
	out := p.buf("Out", 0, ir.Uint32, 4)
	a, b, total := p.local("a", ir.Uint32), p.local("b", ir.Uint32), p.local("total", ir.Uint32)
	p.add(
		set(total, u(0)), set(a, u(0)),
		ir.For(ult(ld(a), u(4)), ir.Blk(inc(a)),
			set(b, u(0)),
			ir.For(ult(ld(b), u(4)), ir.Blk(inc(b)),
				ir.IfElse(ir.Bin(ir.UGreater, ld(b), ld(a)), ir.Blk(&ir.Break{}), nil),
				&ir.Switch{Selector: ld(b), Cases: []*ir.Case{
					{Values: []int64{1}, Body: ir.Blk(&ir.Continue{})},
					{Default: true, Body: ir.Blk(&ir.Break{})},
				}},
				set(total, uadd(ld(total), uadd(umul(ld(a), u(10)), ld(b)))),
			),
		),
		ir.Assign(at(out, p.gid()), uadd(ld(total), p.gid())),
	)
	return p.Module
}

// return_in_loop: a function that returns from inside a loop, and an
// infinite loop left only by return.
func buildReturnInLoop() *ir.Module {
	p := newProg(4, 1, 1)
	out := p.buf("Out", 0, ir.Int32, 4)
	in := p.buf("In", 1, ir.Uint32, 4)
	v := &ir.Param{Name: "v", Type: ir.Uint32}
	find := p.NewFunction("find", ir.Int32, v)
	i := find.NewLocal("i", ir.Int32)
	find.Body.Stmts = []ir.Stmt{
		set(i, i32(0)),
		ir.For(ir.Bin(ir.SLess, ld(i), i32(16)), ir.Blk(inc(i)),
			ir.IfElse(ueq(ir.Ld(at(in, ld(i))), ir.Ld(ir.RefParam(v))), ir.Blk(ir.Ret(ld(i))), nil),
		),
		ir.Ret(i32(-1)),
	}
	w := &ir.Param{Name: "w", Type: ir.Int32}
	spin := p.NewFunction("spin", ir.Int32, w)
	spin.Body.Stmts = []ir.Stmt{
		&ir.Loop{Body: ir.Blk(
			ir.IfElse(ir.Bin(ir.SGreaterEqual, ir.Ld(ir.RefParam(w)), i32(100)), ir.Blk(ir.Ret(ir.Ld(ir.RefParam(w)))), nil),
			ir.Assign(ir.RefParam(w), ir.Bin(ir.IMul, ir.Ld(ir.RefParam(w)), i32(3))),
		)},
	}
	p.add(ir.Assign(at(out, p.gid()), ir.Bin(ir.IAdd,
		ir.CallFn(find, umul(p.gid(), u(3))),
		ir.Bin(ir.IMul, i32(10), ir.CallFn(spin, ir.Conv(ir.Bitcast, uadd(p.gid(), u(1)), ir.Int32))))))
	return p.Module
}

var _ = register(
	lowerCase{name: "if_else", build: buildIfElse, check: func(t *testing.T, w []uint32) {
		wantU32(t, "out", runOut(t, w, 4), 10, 11, 12, 13)
	}},
	lowerCase{name: "loops", build: buildLoops, check: func(t *testing.T, w []uint32) {
		wantU32(t, "out", runOut(t, w, 4), 2102, 3004, 3906, 4810)
	}},
	lowerCase{name: "switch_fallthrough", build: buildSwitch, check: func(t *testing.T, w []uint32) {
		wantU32(t, "out", runOut(t, w, 8), 11, 10, 1100, 1000, 1100, 7, 7, 1100)
	}},
	lowerCase{name: "nested_loops", build: buildNestedLoops, check: func(t *testing.T, w []uint32) {
		wantU32(t, "out", runOut(t, w, 4), 147, 148, 149, 150)
	}},
	lowerCase{name: "return_in_loop", build: buildReturnInLoop, check: func(t *testing.T, w []uint32) {
		out := make([]byte, 16)
		in := make([]uint32, 16)
		for i := range in {
			in[i] = uint32(2 * i)
		}
		run(t, w, interp.Config{Workgroups: [3]uint32{1, 1, 1}, Buffers: map[[2]uint32][]byte{{0, 0}: out, {0, 1}: u32Bytes(in...)}})
		// find(0)=0, find(3)=-1, find(6)=3, find(9)=-1; spin(1)=243, spin(2)=162, spin(3)=243, spin(4)=108
		want := []int32{0 + 2430, -1 + 1620, 3 + 2430, -1 + 1080}
		for i, g := range i32s(out) {
			if g != want[i] {
				t.Errorf("out[%d] = %d, want %d", i, g, want[i])
			}
		}
	}},
)
