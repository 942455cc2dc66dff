package sema

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/frontend"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/pp"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/lower"
	"github.com/glslc-nv/glslc-nv/spirv"
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

// lowerVal lowers m and runs spirv-val on it.
func lowerVal(t testing.TB, name string, m *ir.Module, env string, flags ...string) []uint32 {
	t.Helper()
	words, err := lower.Module(m, lower.Options{TargetEnv: env})
	if err != nil {
		t.Fatalf("%s: lower.Module: %v\n%s", name, err, m)
	}
	tool := testtool.Require(t, "spirv-val")
	if env == "" {
		env = "vulkan1.1"
	}
	path := filepath.Join(t.TempDir(), "m.spv")
	if err := os.WriteFile(path, spirv.Encode(words), 0o644); err != nil {
		t.Fatal(err)
	}
	args := append([]string{"--target-env", env}, flags...)
	out, err := exec.Command(tool, append(args, path)...).CombinedOutput()
	if err != nil {
		dis, _ := spirv.DisassembleBytes(spirv.Encode(words), spirv.DisOptions{})
		t.Fatalf("%s: spirv-val --target-env %s: %v\n%s\n%s\nIR:\n%s", name, env, err, out, dis, m)
	}
	return words
}
