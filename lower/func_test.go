package lower

import (
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/spirv"

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

// const_params: "const in" parameters are values (as glslang passes
// them): read whole, through a component, a swizzle and a constant index
// they are the OpFunctionParameter itself or one extract of it; the
// array, indexed dynamically too, is spilled to one variable in the callee.
func buildConstParams() *ir.Module {
	p := newProg(4, 1, 1)
	out := p.buf("Out", 0, ir.Uint32, 4)
	uvec3 := ir.Vec(ir.Uint32, 3)
	arrT := ir.ArrayOf(ir.Uint32, 4, 0)
	x := &ir.Param{Name: "x", Type: ir.Uint32, Const: true}
	v := &ir.Param{Name: "v", Type: uvec3, Const: true}
	arr := &ir.Param{Name: "arr", Type: arrT, Const: true}
	i := &ir.Param{Name: "i", Type: ir.Uint32, Const: true}
	sum := p.NewFunction("sum", ir.Uint32, x, v, arr, i)
	sum.Body.Stmts = []ir.Stmt{ir.Ret(uadd(uadd(uadd(ir.Ld(ir.RefParam(x)), ir.Ld(ir.SwizzleOf(ir.RefParam(v), 1))),
		ir.Swz(ir.Ld(ir.SwizzleOf(ir.RefParam(v), 2, 0)), 1)),
		uadd(ir.Ld(ir.IndexOf(ir.RefParam(arr), u(2))), ir.Ld(ir.IndexOf(ir.RefParam(arr), ir.Ld(ir.RefParam(i)))))))}
	p.add(ir.Assign(at(out, p.gid()), ir.CallFn(sum, p.gid(), ir.Cons(uvec3, p.gid(), u(20), u(300)),
		ir.Cons(arrT, u(1000), u(2000), u(3000), u(4000)), p.gid())))
	return p.Module
}

var _ = register(
	lowerCase{name: "const_params", build: buildConstParams, check: func(t *testing.T, w []uint32) {
		wantU32(t, "out", runOut(t, w, 4), 4020, 5022, 6024, 7026)
		text, _ := spirv.DisassembleBytes(spirv.Encode(w), spirv.DisOptions{})
		if n := strings.Count(text, "OpFunctionParameter %_ptr"); n != 0 {
			t.Errorf("%d pointer parameters, want none:\n%s", n, text)
		}
		if n := strings.Count(text, "OpVariable %_ptr_Function"); n != 1 {
			t.Errorf("%d Function variables, want 1 (the spilled array):\n%s", n, text)
		}
	}},

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
