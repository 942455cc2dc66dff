package opt

import (
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/ir"
)

// module makes a module whose main has the statements body returns; out(i)
// is a reference to element i of a uint buffer.
func module(body func(m *ir.Module, main *ir.Function, out func(int) ir.Ref) []ir.Stmt) (*ir.Module, *ir.Function) {
	m := &ir.Module{Version: 450, Files: []string{"t.comp"}}
	data := m.AddGlobal(&ir.Global{Name: "data", Storage: ir.StorageBuffer,
		Type: ir.NewBlock("Data", ir.Member{Name: "w", Type: ir.RuntimeArrayOf(ir.Uint32, 4)})})
	main := m.NewFunction("main", ir.Void)
	out := func(i int) ir.Ref { return ir.IndexOf(ir.FieldOf(ir.RefGlobal(data), 0), i32(int32(i))) }
	main.Body.Stmts = body(m, main, out)
	m.Entry = &ir.EntryPoint{Fn: main, Name: "main", LocalSize: [3]ir.LocalSize{{Value: 1}, {Value: 1}, {Value: 1}}}
	return m, main
}

// optimized validates m, optimises it, validates it again and returns the
// printed main function.
func optimized(t *testing.T, m *ir.Module) string {
	t.Helper()
	if err := ir.Validate(m); err != nil {
		t.Fatalf("input: %v", err)
	}
	Optimize(m)
	if err := ir.Validate(m); err != nil {
		t.Fatalf("output: %v\n%s", err, printed(m))
	}
	return printed(m)
}

func printed(m *ir.Module) string {
	var b strings.Builder
	ir.Print(&b, m)
	return b.String()
}

func count(s, sub string) int { return strings.Count(s, sub) }

func TestIfConstant(t *testing.T) {
	m, _ := module(func(_ *ir.Module, _ *ir.Function, out func(int) ir.Ref) []ir.Stmt {
		return []ir.Stmt{
			ir.IfElse(ir.ConstBool(false), ir.Blk(ir.Assign(out(0), u32(111))), ir.Blk(ir.Assign(out(0), u32(222)))),
			ir.IfElse(ir.Bin(ir.SLess, i32(1), i32(2)), ir.Blk(ir.Assign(out(1), u32(333))), nil),
			ir.IfElse(ir.ConstBool(false), ir.Blk(ir.Assign(out(2), u32(444))), nil),
		}
	})
	p := optimized(t, m)
	if count(p, "if") != 0 || !strings.Contains(p, "222") || !strings.Contains(p, "333") || strings.Contains(p, "111") || strings.Contains(p, "444") {
		t.Fatalf("constant ifs not folded:\n%s", p)
	}
}

func TestDeadAfterJumps(t *testing.T) {
	m, _ := module(func(_ *ir.Module, _ *ir.Function, out func(int) ir.Ref) []ir.Stmt {
		return []ir.Stmt{
			ir.While(ir.Bin(ir.ULess, ir.Ld(out(3)), u32(10)),
				ir.Assign(out(3), u32(1)), &ir.Break{}, ir.Assign(out(3), u32(555))),
			ir.Assign(out(0), u32(1)),
			ir.Ret(nil),
			ir.Assign(out(0), u32(666)),
		}
	})
	p := optimized(t, m)
	if strings.Contains(p, "555") || strings.Contains(p, "666") || !strings.Contains(p, "break") {
		t.Fatalf("unreachable statements kept:\n%s", p)
	}
}

func TestLoops(t *testing.T) {
	m, _ := module(func(_ *ir.Module, _ *ir.Function, out func(int) ir.Ref) []ir.Stmt {
		return []ir.Stmt{
			ir.While(ir.ConstBool(false), ir.Assign(out(0), u32(777))),   // never runs
			ir.DoWhile(ir.ConstBool(false), ir.Assign(out(1), u32(888))), // runs once
			ir.DoWhile(ir.ConstBool(false), ir.Assign(out(2), u32(999)), // a break keeps the loop
				ir.IfElse(ir.Bin(ir.IEqual, ir.Ld(out(2)), u32(0)), ir.Blk(&ir.Break{}), nil)),
		}
	})
	p := optimized(t, m)
	if strings.Contains(p, "777") || !strings.Contains(p, "888") || !strings.Contains(p, "999") || count(p, "loop") != 1 {
		t.Fatalf("loops:\n%s", p)
	}
}

func TestSwitchConstant(t *testing.T) {
	sw := func(sel int32) *ir.Module {
		m, _ := module(func(_ *ir.Module, _ *ir.Function, out func(int) ir.Ref) []ir.Stmt {
			return []ir.Stmt{&ir.Switch{Selector: i32(sel), Cases: []*ir.Case{
				{Values: []int64{1}, Body: ir.Blk(ir.Assign(out(0), u32(101)))}, // falls through
				{Values: []int64{2}, Body: ir.Blk(ir.Assign(out(1), u32(202)), &ir.Break{})},
				{Default: true, Body: ir.Blk(ir.Assign(out(2), u32(303)), &ir.Break{})},
			}}}
		})
		return m
	}
	for _, c := range []struct {
		sel       int32
		want, not []string
	}{
		{1, []string{"101", "202"}, []string{"303", "switch"}},
		{2, []string{"202"}, []string{"101", "303", "switch"}},
		{7, []string{"303"}, []string{"101", "202", "switch"}},
	} {
		p := optimized(t, sw(c.sel))
		for _, w := range c.want {
			if !strings.Contains(p, w) {
				t.Errorf("switch(%d): %s missing:\n%s", c.sel, w, p)
			}
		}
		for _, w := range c.not {
			if strings.Contains(p, w) {
				t.Errorf("switch(%d): %s kept:\n%s", c.sel, w, p)
			}
		}
	}
}

func TestConstantLocals(t *testing.T) {
	m, main := module(func(m *ir.Module, main *ir.Function, out func(int) ir.Ref) []ir.Stmt {
		k := main.NewLocal("k", ir.Int32)
		unused := main.NewLocal("unused", ir.Uint32)
		varying := main.NewLocal("varying", ir.Uint32)
		return []ir.Stmt{
			ir.Assign(ir.RefLocal(k), i32(5)),
			ir.Assign(ir.RefLocal(unused), ir.Ld(out(3))),
			ir.Assign(ir.RefLocal(varying), u32(1)),
			ir.IfElse(ir.Bin(ir.SGreater, ir.Ld(ir.RefLocal(k)), i32(3)),
				ir.Blk(ir.Assign(out(0), ir.Conv(ir.Bitcast, ir.Bin(ir.IMul, ir.Ld(ir.RefLocal(k)), i32(2)), ir.Uint32))), nil),
			ir.IfElse(ir.Bin(ir.IEqual, ir.Ld(out(1)), u32(0)), ir.Blk(ir.Assign(ir.RefLocal(varying), u32(2))), nil),
			ir.Assign(out(2), ir.Ld(ir.RefLocal(varying))),
		}
	})
	p := optimized(t, m)
	if len(main.Locals) != 1 || main.Locals[0].Name != "varying" {
		var names []string
		for _, l := range main.Locals {
			names = append(names, l.Name)
		}
		t.Errorf("locals left: %v, want only varying", names)
	}
	if !strings.Contains(p, "10u") || count(p, "if") != 1 {
		t.Errorf("k not propagated:\n%s", p)
	}
}

func TestEffectsKept(t *testing.T) {
	m, _ := module(func(m *ir.Module, main *ir.Function, out func(int) ir.Ref) []ir.Stmt {
		f := m.NewFunction("bump", ir.Bool)
		f.Body.Stmts = []ir.Stmt{ir.Assign(out(0), u32(1)), ir.Ret(ir.ConstBool(true))}
		dead := main.NewLocal("dead", ir.Bool)
		unusedFn := m.NewFunction("unused", ir.Void)
		_ = unusedFn
		return []ir.Stmt{
			ir.Do(ir.Bin(ir.IAdd, ir.Ld(out(1)), u32(1))),                                   // pure: dropped
			ir.Do(&ir.ShortCircuit{Op: ir.AndAnd, X: ir.CallFn(f), Y: ir.ConstBool(false)}), // the call stays
			ir.Assign(ir.RefLocal(dead), ir.CallFn(f)),                                      // dead store, the call stays
		}
	})
	p := optimized(t, m)
	if count(p, "do (call bump)") != 2 || count(p, "do ") != 2 {
		t.Errorf("calls with effects dropped:\n%s", p)
	}
	if strings.Contains(p, "unused") {
		t.Errorf("uncalled function kept:\n%s", p)
	}
	if len(m.Functions) != 2 {
		t.Errorf("%d functions, want main and bump", len(m.Functions))
	}
}

func TestPrivateGlobals(t *testing.T) {
	var k, unread, written, shared *ir.Global
	m, _ := module(func(m *ir.Module, _ *ir.Function, out func(int) ir.Ref) []ir.Stmt {
		k = m.AddGlobal(&ir.Global{Name: "k", Storage: ir.StoragePrivate, Type: ir.Uint32, Init: u32(21)})
		unread = m.AddGlobal(&ir.Global{Name: "unread", Storage: ir.StoragePrivate, Type: ir.Uint32})
		written = m.AddGlobal(&ir.Global{Name: "written", Storage: ir.StoragePrivate, Type: ir.Uint32, Init: u32(1)})
		shared = m.AddGlobal(&ir.Global{Name: "shared", Storage: ir.StorageWorkgroup, Type: ir.Uint32})
		return []ir.Stmt{
			ir.Assign(ir.RefGlobal(unread), ir.Ld(out(1))),
			ir.Assign(ir.RefGlobal(shared), u32(3)),
			ir.IfElse(ir.Bin(ir.IEqual, ir.Ld(out(2)), u32(0)), ir.Blk(ir.Assign(ir.RefGlobal(written), u32(2))), nil),
			ir.Assign(out(0), ir.Bin(ir.IMul, ir.Ld(ir.RefGlobal(k)), u32(2))),
			ir.Assign(out(3), ir.Ld(ir.RefGlobal(written))),
		}
	})
	p := optimized(t, m)
	names := map[*ir.Global]bool{}
	for _, g := range m.Globals {
		names[g] = true
	}
	if names[k] || names[unread] || !names[written] || !names[shared] {
		t.Errorf("globals left: k %v unread %v written %v shared %v", names[k], names[unread], names[written], names[shared])
	}
	if !strings.Contains(p, "= 42u") || strings.Contains(p, "unread") {
		t.Errorf("private globals not folded:\n%s", p)
	}
}

func TestForwardInputs(t *testing.T) {
	var main *ir.Function
	m, _ := module(func(m *ir.Module, f *ir.Function, out func(int) ir.Ref) []ir.Stmt {
		main = f
		gid := m.Builtin("gl_GlobalInvocationID")
		idx := m.Builtin("gl_LocalInvocationIndex")
		warp := m.Builtin("gl_ThreadInWarpNV")
		x := func() ir.Expr { return ir.Ld(ir.SwizzleOf(ir.RefGlobal(gid), 0)) }
		twice, thrice := f.NewLocal("twice", ir.Uint32), f.NewLocal("thrice", ir.Uint32)
		whole, derived := f.NewLocal("whole", ir.Uint32), f.NewLocal("derived", ir.Uint32)
		use := func(l *ir.Local, n int) []ir.Stmt {
			var s []ir.Stmt
			for i := 0; i < n; i++ {
				s = append(s, ir.Assign(out(i), ir.Ld(ir.RefLocal(l))))
			}
			return s
		}
		body := []ir.Stmt{
			ir.Assign(ir.RefLocal(twice), x()),
			ir.Assign(ir.RefLocal(thrice), x()),
			ir.Assign(ir.RefLocal(whole), ir.Ld(ir.RefGlobal(idx))),
			ir.Assign(ir.RefLocal(derived), ir.Ld(ir.RefGlobal(warp))),
		}
		body = append(body, use(twice, 2)...)
		body = append(body, use(thrice, 3)...)
		body = append(body, use(whole, 5)...)
		return append(body, use(derived, 2)...)
	})
	optimized(t, m)
	var names []string
	for _, l := range main.Locals {
		names = append(names, l.Name)
	}
	if strings.Join(names, " ") != "thrice derived" {
		t.Errorf("locals left: %v, want thrice (read 3 times) and derived (computed at each read)", names)
	}
}
