package lower

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// prog is a module under construction in a test, with its main function.
type prog struct {
	*ir.Module
	Main    *ir.Function
	scratch map[*ir.Type]*ir.Local // per-type locals of TestEveryBuiltin
	inputs  int                    // the fragment inputs of TestEveryBuiltin (interpolants)
}

func newProg(lx, ly, lz uint32) *prog {
	m := &ir.Module{Version: 460, Files: []string{"test.comp"}}
	main := m.NewFunction("main", ir.Void)
	m.Entry = &ir.EntryPoint{Fn: main, Name: "main", LocalSize: [3]ir.LocalSize{{Value: lx}, {Value: ly}, {Value: lz}}}
	return &prog{Module: m, Main: main}
}

// add appends statements to main.
func (p *prog) add(ss ...ir.Stmt) { p.Main.Body.Stmts = append(p.Main.Body.Stmts, ss...) }

// local declares a local of main.
func (p *prog) local(name string, t *ir.Type) *ir.Local { return p.Main.NewLocal(name, t) }

// buf declares "buffer Name { elem data[]; }" at set 0 with the given
// binding and element stride.
func (p *prog) buf(name string, binding int, elem *ir.Type, stride uint32) *ir.Global {
	bt := ir.NewBlock(name, ir.Member{Name: "data", Type: ir.RuntimeArrayOf(elem, stride)})
	return p.AddGlobal(&ir.Global{Name: strings.ToLower(name), Type: bt, Storage: ir.StorageBuffer, Binding: binding})
}

// gid is gl_GlobalInvocationID.x.
func (p *prog) gid() ir.Expr {
	return ir.Ld(ir.SwizzleOf(ir.RefGlobal(p.Builtin("gl_GlobalInvocationID")), 0))
}

// bi loads a scalar built-in.
func (p *prog) bi(name string) ir.Expr { return ir.Ld(ir.RefGlobal(p.Builtin(name))) }

// at refers to element i of a buf's runtime array.
func at(g *ir.Global, i ir.Expr) ir.Ref { return ir.IndexOf(ir.FieldOf(ir.RefGlobal(g), 0), i) }

func u(v uint32) *ir.Const  { return ir.Uint32Const(v) }
func i32(v int32) *ir.Const { return ir.Int32Const(v) }
func f(v float32) *ir.Const { return ir.Float32Const(v) }

func lr(l *ir.Local) ir.Ref              { return ir.RefLocal(l) }
func ld(l *ir.Local) ir.Expr             { return ir.Ld(ir.RefLocal(l)) }
func set(l *ir.Local, v ir.Expr) ir.Stmt { return ir.Assign(ir.RefLocal(l), v) }

// inc is "l = l + 1" for an int or uint local.
func inc(l *ir.Local) ir.Stmt {
	one := ir.Expr(u(1))
	if l.Type == ir.Int32 {
		one = i32(1)
	}
	return set(l, ir.Bin(ir.IAdd, ld(l), one))
}

// lowerOK validates the IR, lowers it for env and checks the result with
// spirv-val.
func lowerOK(t *testing.T, m *ir.Module, opts Options) []uint32 {
	t.Helper()
	if err := ir.Validate(m); err != nil {
		t.Fatalf("ir.Validate: %v", err)
	}
	words, err := Module(m, opts)
	if err != nil {
		t.Fatalf("lower.Module(%s): %v", opts.TargetEnv.OrDefault(), err)
	}
	spirvVal(t, words, opts.TargetEnv.Validator())
	return words
}

// spirvVal runs spirv-val on the module.
func spirvVal(t *testing.T, words []uint32, env string) {
	t.Helper()
	tool := testtool.Require(t, "spirv-val")
	if env == "" {
		env = "vulkan1.1"
	}
	path := filepath.Join(t.TempDir(), "m.spv")
	if err := os.WriteFile(path, spirv.Encode(words), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(tool, "--target-env", env, path).CombinedOutput()
	if err != nil {
		dis, _ := spirv.DisassembleBytes(spirv.Encode(words), spirv.DisOptions{})
		t.Fatalf("spirv-val --target-env %s: %v\n%s\n%s", env, err, out, dis)
	}
}

// valid reports whether spirv-val accepts the module.
func valid(t *testing.T, words []uint32, env string) bool {
	t.Helper()
	tool := testtool.Require(t, "spirv-val")
	path := filepath.Join(t.TempDir(), "m.spv")
	if err := os.WriteFile(path, spirv.Encode(words), 0o644); err != nil {
		t.Fatal(err)
	}
	return exec.Command(tool, "--target-env", env, path).Run() == nil
}

// run executes a module on the reference interpreter.
func run(t *testing.T, words []uint32, cfg interp.Config) *interp.Result {
	t.Helper()
	p, err := interp.Load(spirv.Encode(words))
	if err != nil {
		t.Fatalf("interp.Load: %v", err)
	}
	res, err := p.Run(cfg)
	if err != nil {
		t.Fatalf("interp.Run: %v", err)
	}
	for _, d := range res.Diagnostics {
		t.Errorf("interpreter diagnostic: %s", d)
	}
	return res
}

// wantU32 compares a buffer with expected uint words.
func wantU32(t *testing.T, what string, got []byte, want ...uint32) {
	t.Helper()
	g := u32s(got)
	if len(g) != len(want) {
		t.Fatalf("%s: %d words, want %d", what, len(g), len(want))
	}
	for i := range want {
		if g[i] != want[i] {
			t.Errorf("%s[%d] = %d (0x%x), want %d (0x%x)", what, i, g[i], g[i], want[i], want[i])
		}
	}
}

// Buffer conversions shared by the project's tests.
var (
	u32Bytes = testtool.U32Bytes
	i32Bytes = testtool.I32Bytes
	f32Bytes = testtool.F32Bytes
	u32s     = testtool.U32s
	i32s     = testtool.I32s
	f32s     = testtool.F32s
)
