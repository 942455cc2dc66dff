package e2e

import (
	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"testing"

	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/lower"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// TestHandIR checks IR forms that GLSL rarely produces (atomic subtract,
// atomic load/store, bvec selects, inserts, dynamic extracts from array
// values, a store whose value changes its index) against lower's SPIR-V.
func TestNVAsmHandIR(t *testing.T) {
	m := &ir.Module{Version: 460, Files: []string{"hand.ir"}}
	main := m.NewFunction("main", ir.Void)
	m.Entry = &ir.EntryPoint{Fn: main, Name: "main", LocalSize: [3]ir.LocalSize{{Value: 32}, {Value: 1}, {Value: 1}}}
	bt := ir.NewBlock("B", ir.Member{Name: "data", Type: ir.RuntimeArrayOf(ir.Uint32, 4)})
	buf := m.AddGlobal(&ir.Global{Name: "b", Type: bt, Storage: ir.StorageBuffer})
	at := func(i ir.Expr) ir.Ref { return ir.IndexOf(ir.FieldOf(ir.RefGlobal(buf), 0), i) }
	u := func(v uint32) *ir.Const { return ir.Uint32Const(v) }
	add := func(a, b ir.Expr) ir.Expr { return ir.Bin(ir.IAdd, a, b) }
	gid := ir.Ld(ir.SwizzleOf(ir.RefGlobal(m.Builtin("gl_GlobalInvocationID")), 0))
	i := main.NewLocal("i", ir.Uint32)
	li := func() ir.Expr { return ir.Ld(ir.RefLocal(i)) }
	uv2 := ir.Vec(ir.Uint32, 2)
	arrT := ir.ArrayOf(ir.Uint32, 4, 0)
	main.Body.Stmts = []ir.Stmt{
		ir.Assign(ir.RefLocal(i), gid),
		// data[i] = (i = i + 1, i * 2): the index is the old i.
		ir.Assign(at(li()), &ir.Seq{Stmts: []ir.Stmt{ir.Assign(ir.RefLocal(i), add(li(), u(1)))}, Value: ir.Bin(ir.IMul, li(), u(2))}),
		ir.Do(&ir.Atomic{Op: ir.AtomicSub, Ref: at(u(100)), Value: li(), Scope: ir.ScopeDevice}),
		ir.IfElse(ir.Bin(ir.IEqual, li(), u(1)), ir.Blk(
			ir.Do(&ir.Atomic{Op: ir.AtomicStore, Ref: at(u(101)), Value: add(&ir.Atomic{Op: ir.AtomicLoad, Ref: at(u(102)), Scope: ir.ScopeDevice}, u(5)), Scope: ir.ScopeDevice}),
		), nil),
		ir.Assign(at(add(li(), u(32))), ir.Ext(&ir.Select{
			Cond: ir.Bin(ir.ULess, ir.Cons(uv2, li(), u(7)), &ir.Splat{Typ: uv2, X: u(9)}),
			X:    ir.Cons(uv2, u(1000), u(2000)),
			Y:    &ir.Insert{Base: ir.Cons(uv2, li(), u(3)), Value: u(4000), Index: 1},
		}, 0)),
		ir.Assign(at(add(li(), u(64))), &ir.DynExtract{
			Base:  ir.Cons(arrT, li(), add(li(), u(10)), u(20), u(30)),
			Index: ir.Bin(ir.UMod, li(), u(4)),
		}),
	}
	if err := ir.Validate(m); err != nil {
		t.Fatal(err)
	}
	ws, err := lower.Module(m, lower.Options{})
	if err != nil {
		t.Fatal(err)
	}
	init := make([]uint32, 128)
	init[100], init[102] = 1000, 7
	d := dispatch{groups: [3]uint32{1, 1, 1}, bufs: map[[2]uint32][]byte{{0, 0}: testtool.U32Bytes(init...)}}
	text, err := compareModule("hand.ir", m, spirv.Encode(ws), d)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
}
