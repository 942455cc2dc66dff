package opt

import (
	"testing"

	"github.com/glslc-nv/glslc-nv/ir"
)

// TestPrintfKept checks that Optimize never removes debugPrintf (an
// effect), even when all it prints is constant or forwarded, and that it
// rewrites the arguments like any other use (the forwarded local is gone).
func TestPrintfKept(t *testing.T) {
	m := &ir.Module{Version: 450, Files: []string{"p.comp"}}
	gid := m.Builtin("gl_GlobalInvocationID")
	main := m.NewFunction("main", ir.Void)
	i := main.NewLocal("i", ir.Uint32)
	k := main.NewLocal("k", ir.Int32)
	main.Body.Stmts = []ir.Stmt{
		ir.Assign(ir.RefLocal(i), ir.Ld(ir.SwizzleOf(ir.RefGlobal(gid), 0))),
		ir.Assign(ir.RefLocal(k), ir.Bin(ir.IAdd, ir.Int32Const(2), ir.Int32Const(3))),
		&ir.Printf{Format: "i=%u k=%d", Args: []ir.Expr{ir.Ld(ir.RefLocal(i)), ir.Ld(ir.RefLocal(k))}},
		ir.IfElse(ir.ConstBool(true), ir.Blk(&ir.Printf{Format: "const"}), nil),
		ir.IfElse(ir.ConstBool(false), ir.Blk(&ir.Printf{Format: "dead"}), nil),
	}
	m.Entry = &ir.EntryPoint{Fn: main, Name: "main", LocalSize: [3]ir.LocalSize{{Value: 4}, {Value: 1}, {Value: 1}}}
	if err := ir.Validate(m); err != nil {
		t.Fatal(err)
	}
	Optimize(m)
	if err := ir.Validate(m); err != nil {
		t.Fatalf("after Optimize: %v\n%s", err, m)
	}
	var formats []string
	locals := 0
	ir.Inspect(main.Body, func(n any) bool {
		switch n := n.(type) {
		case *ir.Printf:
			formats = append(formats, n.Format)
		case *ir.LocalRef:
			locals++
		}
		return true
	})
	if len(formats) != 2 || formats[0] != "i=%u k=%d" || formats[1] != "const" {
		t.Errorf("printfs after Optimize: %q, want [i=%%u k=%%d const]\n%s", formats, m)
	}
	if locals != 0 {
		t.Errorf("%d local references remain (the locals should be forwarded or folded):\n%s", locals, m)
	}
}
