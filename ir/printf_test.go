package ir

import (
	"strings"
	"testing"
)

// TestPrintfNode checks Validate, Print and Inspect on Printf.
func TestPrintfNode(t *testing.T) {
	m, main, _ := sample()
	gid := m.Builtin("gl_GlobalInvocationID")
	p := &Printf{Format: "g=%v3u i=%u\n", Args: []Expr{Ld(RefGlobal(gid)), Ld(RefLocal(main.Locals[0]))}}
	main.Body.Stmts = append(main.Body.Stmts, p)
	if err := Validate(m); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := Print(&b, m); err != nil {
		t.Fatal(err)
	}
	if want := `printf "g=%v3u i=%u\n", (load g:gl_GlobalInvocationID), (load l:i)`; !strings.Contains(b.String(), want) {
		t.Errorf("no %q in\n%s", want, b.String())
	}
	n := 0
	Inspect(p, func(x any) bool {
		if _, ok := x.(*Load); ok {
			n++
		}
		return true
	})
	if n != 2 {
		t.Errorf("Inspect visits %d loads, want 2", n)
	}

	for _, c := range []struct {
		arg  Expr
		want string
	}{
		{RefLocal(main.Locals[0]), "used as a value"},
		{ConstBool(true), "printf argument"},
	} {
		p.Args = []Expr{c.arg}
		err := Validate(m)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Validate with argument %s: %v, want an error containing %q", exprString(c.arg), err, c.want)
		}
	}
}
