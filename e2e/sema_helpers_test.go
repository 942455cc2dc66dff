package e2e

import (
	"fmt"
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/pp"
	"github.com/glslc-nv/glslc-nv/internal/driver"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/lower"
	"github.com/glslc-nv/glslc-nv/sema"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// semaTestdata holds sema's shaders and IR goldens.
var semaTestdata = filepath.Join("..", "sema", "testdata")

// head starts a compute shader.
const head = "#version 450\nlayout(local_size_x = 1) in;\n"

// check compiles src to IR through the driver with sema options opts;
// the module is nil when there were errors.
func check(t testing.TB, name, src string, opts sema.Options) (*ir.Module, *diag.List) {
	t.Helper()
	diags := &diag.List{Limit: -1}
	res := driver.Compile(name, []byte(src), driver.Options{
		PP:               pp.Options{Vulkan: true},
		AutoBindUniforms: opts.AutoBindUniforms,
		TargetEnv:        opts.TargetEnv,
		StopAtIR:         true,
	}, diags)
	return res.Module, diags
}

// checkStage compiles src as a shader of stage to IR; the module is nil
// when there were errors.
func checkStage(t testing.TB, name, src string, stage ir.Stage) (*ir.Module, *diag.List) {
	t.Helper()
	diags := &diag.List{Limit: -1}
	res := driver.Compile(name, []byte(src), driver.Options{PP: pp.Options{Vulkan: true}, Stage: stage, StopAtIR: true}, diags)
	return res.Module, diags
}

// diagText lists the diagnostics, each followed by a newline.
func diagText(l *diag.List) string {
	lines := make([]string, 0, len(l.Diags)+1)
	for _, d := range l.Diags {
		lines = append(lines, d.String())
	}
	return strings.Join(append(lines, ""), "\n")
}

// mustCheck compiles src to IR and fails on any error or invalid IR.
func mustCheck(t testing.TB, name, src string, opts sema.Options) *ir.Module {
	t.Helper()
	m, diags := check(t, name, src, opts)
	var problem string
	if diags.HasErrors() || m == nil {
		problem = "unexpected errors:\n" + diagText(diags)
	} else if err := ir.Validate(m); err != nil {
		problem = fmt.Sprintf("ir.Validate: %v\n%s", err, m)
	}
	if problem != "" {
		t.Fatalf("%s: %s", name, problem)
	}
	return m
}

// lowerVal lowers m and runs spirv-val on it.
func lowerVal(t testing.TB, name string, m *ir.Module, env string, flags ...string) []uint32 {
	t.Helper()
	words, err := lower.Module(m, lower.Options{TargetEnv: targetenv.MustCompiler(env)})
	if err != nil {
		t.Fatalf("%s: lower.Module: %v\n%s", name, err, m)
	}
	tool := testtool.Require(t, "spirv-val")
	if env == "" {
		env = targetenv.DefaultName
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
