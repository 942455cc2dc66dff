package sema

import (
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/frontend"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/pp"
	"github.com/glslc-nv/glslc-nv/ir"
)

// check parses and checks src; it returns the module and the diagnostics.
func check(t testing.TB, name, src string, opts Options) (*ir.Module, *diag.List) {
	t.Helper()
	diags := &diag.List{Limit: -1}
	tu := frontend.Parse(name, []byte(src), frontend.Options{Options: pp.Options{Vulkan: true}}, diags)
	// Check runs on partial trees too (after syntax errors).
	m := Check(tu, opts, diags)
	return m, diags
}

func diagText(l *diag.List) string {
	var b strings.Builder
	for _, d := range l.Diags {
		b.WriteString(d.String())
		b.WriteByte('\n')
	}
	return b.String()
}

// mustCheck checks src and fails on any error or invalid IR.
func mustCheck(t testing.TB, name, src string, opts Options) *ir.Module {
	t.Helper()
	m, diags := check(t, name, src, opts)
	if diags.HasErrors() || m == nil {
		t.Fatalf("%s: unexpected errors:\n%s", name, diagText(diags))
	}
	if err := ir.Validate(m); err != nil {
		t.Fatalf("%s: ir.Validate: %v\n%s", name, err, m)
	}
	return m
}
