package e2e

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/glslc-nv/glslc-nv/conformance"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/pp"
	"github.com/glslc-nv/glslc-nv/internal/driver"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// envOf names the Vulkan environment that matches a module's SPIR-V
// version, for spirv-val.
func envOf(module []byte) string {
	if len(module) < 8 {
		return "vulkan1.1"
	}
	switch binary.LittleEndian.Uint32(module[4:]) {
	case 0x00010000:
		return "vulkan1.0"
	case 0x00010400:
		return "vulkan1.1spv1.4"
	case 0x00010500:
		return "vulkan1.2"
	case 0x00010600:
		return "vulkan1.3"
	}
	return "vulkan1.1"
}

func validate(t *testing.T, val, name string, module []byte) {
	t.Helper()
	f := filepath.Join(t.TempDir(), "m.spv")
	if err := os.WriteFile(f, module, 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(val, "--target-env", envOf(module), f).CombinedOutput(); err != nil {
		t.Errorf("%s: spirv-val rejects the -O module: %v\n%s", name, err, out)
	}
}

func compileFile(path, env string, optimize bool) ([]byte, string) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err.Error()
	}
	diags := &diag.List{}
	res := driver.Compile(path, src, driver.Options{PP: pp.Options{Vulkan: true}, TargetEnv: targetenv.MustCompiler(env), AutoBindUniforms: true, Optimize: optimize}, diags)
	if res.Words == nil {
		var b bytes.Buffer
		diag.Print(&b, diags, res.Sources, diag.Text)
		return nil, b.String()
	}
	var out []byte
	for _, w := range res.Words {
		out = binary.LittleEndian.AppendUint32(out, w)
	}
	return out, ""
}

// runWithPattern runs a module with every buffer that layout (the -O0
// module: -O may drop a buffer nothing uses) declares filled with a fixed
// pattern of small numbers and returns the buffers afterwards.
func runWithPattern(module, layout []byte) (map[[2]uint32][]byte, error) {
	prog, err := interp.Load(module)
	if err != nil {
		return nil, err
	}
	decl, err := interp.Load(layout)
	if err != nil {
		return nil, err
	}
	cfg := interp.Config{SubgroupSize: 8, Workgroups: [3]uint32{2, 1, 1}, Buffers: map[[2]uint32][]byte{}, Workers: 1, MaxSteps: 1 << 20}
	for _, b := range decl.Bindings() {
		size := b.MinSize
		if b.RuntimeArray {
			size += 64 * b.Stride
		}
		data := make([]byte, size)
		for i := range data {
			if i%4 == 0 {
				data[i] = byte(i/4%7 + 1) // words 1..7: small ints, tiny floats
			}
		}
		if b.Set == 0xFFFFFFFF {
			cfg.PushConstants = data
			continue
		}
		cfg.Buffers[[2]uint32{b.Set, b.Binding}] = data
	}
	if _, err := prog.Run(cfg); err != nil {
		return nil, err
	}
	return cfg.Buffers, nil
}

// TestOptimizedShadersAgree is the key correctness test of -O: every
// shader of sema/testdata and examples/ compiles with and without
// Optimize, the optimised module passes spirv-val, and both leave the same
// bytes in every buffer on the reference interpreter.
func TestOptimizedShadersAgree(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(testtool.RepoRoot(), "sema", "testdata", "*.comp"))
	if len(files) < 10 {
		t.Fatalf("found %d shaders under sema/testdata", len(files))
	}
	ex, _ := filepath.Glob(filepath.Join(testtool.RepoRoot(), "examples", "*.comp"))
	checkAgree(t, append(files, ex...))
}

// TestOptimizedCorpusAgrees does the same for the shared corpus of
// glslang's compute shaders (the ones glslc-nv compiles).
func TestOptimizedCorpusAgrees(t *testing.T) {
	var files []string
	for _, e := range testtool.Corpus(t) {
		if e.Expect == "compile" {
			files = append(files, e.Path)
		}
	}
	checkAgree(t, files)
}

func checkAgree(t *testing.T, files []string) {
	val := testtool.Require(t, "spirv-val")
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			var plain []byte
			var env, msg string
			for _, env = range []string{"vulkan1.1", "vulkan1.3"} {
				if plain, msg = compileFile(f, env, false); plain != nil {
					break
				}
			}
			if plain == nil {
				t.Skipf("does not compile at -O0: %s", msg)
			}
			opt, msg := compileFile(f, env, true)
			if opt == nil {
				t.Fatalf("-O fails where -O0 compiles:\n%s", msg)
			}
			validate(t, val, f, opt)
			if n0, n1 := opcodes(t, plain)[0xffffffff], opcodes(t, opt)[0xffffffff]; n1 > n0 {
				t.Errorf("-O grew the module from %d to %d instructions", n0, n1)
			}
			want, err1 := runWithPattern(plain, plain)
			got, err2 := runWithPattern(opt, plain)
			if runError(err1) != runError(err2) {
				t.Fatalf("run errors differ: -O0 %v, -O %v", err1, err2)
			}
			compareBuffers(t, want, got)
		})
	}
}

// bufferName is the variable name in an interpreter error, which -O
// (without -g) strips as glslc -O does.
var bufferName = regexp.MustCompile(`\((\S+), at least`)

// runError is err's text without variable names.
func runError(err error) string {
	return bufferName.ReplaceAllString(fmt.Sprint(err), "(BUFFER, at least")
}

func compareBuffers(t *testing.T, want, got map[[2]uint32][]byte) {
	t.Helper()
	var keys [][2]uint32
	for k := range want {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		return keys[i][0] < keys[j][0] || keys[i][0] == keys[j][0] && keys[i][1] < keys[j][1]
	})
	for _, k := range keys {
		if !bytes.Equal(want[k], got[k]) {
			for i := range want[k] {
				if i >= len(got[k]) || want[k][i] != got[k][i] {
					t.Errorf("buffer %d.%d differs at byte %d", k[0], k[1], i)
					break
				}
			}
		}
	}
}

// recorder is a conformance device that keeps a copy of every buffer and
// module after each dispatch.
type recorder struct {
	inner   conformance.InterpDevice
	mu      sync.Mutex
	memory  [][][]byte
	modules [][]byte
}

func (r *recorder) Info() conformance.DeviceInfo { return r.inner.Info() }
func (r *recorder) Supports(k conformance.RequirementKind, n string) bool {
	return r.inner.Supports(k, n)
}
func (r *recorder) Dispatch(d *conformance.Dispatch) (*conformance.DispatchResult, error) {
	res, err := r.inner.Dispatch(d)
	snap := make([][]byte, len(d.Memory))
	for i, m := range d.Memory {
		snap[i] = append([]byte(nil), m...)
	}
	r.mu.Lock()
	r.memory = append(r.memory, snap)
	r.modules = append(r.modules, d.SPIRV)
	r.mu.Unlock()
	return res, err
}

// TestOptimizedConformanceAgrees runs every AmberScript case of
// conformance/ twice, compiled without and with -O, and compares the
// buffers after every dispatch and the verdicts.
func TestOptimizedConformanceAgrees(t *testing.T) {
	val := testtool.Require(t, "spirv-val")
	root := testtool.RepoRoot()
	var files []string
	for _, dir := range []string{"cases", "nvcases"} {
		fs, _ := filepath.Glob(filepath.Join(root, "conformance", dir, "*.amber"))
		files = append(files, fs...)
	}
	if len(files) < 20 {
		t.Fatalf("found %d conformance cases", len(files))
	}
	glsl := 0
	for _, f := range files {
		src, _ := os.ReadFile(f)
		if !strings.Contains(string(src), "GLSL") {
			continue
		}
		glsl++
		t.Run(filepath.Base(f), func(t *testing.T) {
			plain, opt := &recorder{}, &recorder{}
			r0 := conformance.RunFile(f, conformance.RunOptions{Compile: driver.CompileGLSL, Device: plain})
			r1 := conformance.RunFile(f, conformance.RunOptions{Compile: driver.CompileGLSLOptimized, Device: opt})
			if r0.Status != r1.Status {
				t.Fatalf("verdicts differ: -O0 %s, -O %s\n%s\n%s", r0.Status, r1.Status, r0, r1)
			}
			if len(plain.memory) != len(opt.memory) {
				t.Fatalf("%d dispatches at -O0, %d at -O", len(plain.memory), len(opt.memory))
			}
			for i := range plain.memory {
				for j := range plain.memory[i] {
					if !bytes.Equal(plain.memory[i][j], opt.memory[i][j]) {
						t.Errorf("dispatch %d: buffer %d differs", i, j)
					}
				}
			}
			seen := map[string]bool{}
			for _, m := range opt.modules {
				if !seen[string(m)] {
					seen[string(m)] = true
					validate(t, val, f, m)
				}
			}
		})
	}
	if glsl < 20 {
		t.Errorf("only %d cases with GLSL shaders", glsl)
	}
}

// opcodes counts the instructions of a module by opcode.
func opcodes(t *testing.T, module []byte) map[uint32]int {
	t.Helper()
	n := map[uint32]int{}
	for i := 20; i+4 <= len(module); {
		w := binary.LittleEndian.Uint32(module[i:])
		if w>>16 == 0 {
			t.Fatalf("instruction of length 0 at byte %d", i)
		}
		n[w&0xffff]++
		n[0xffffffff]++ // the total
		i += 4 * int(w>>16)
	}
	return n
}

// TestOptimizeRemovesCode checks that -O actually shrinks a shader whose
// branches, loop and switch depend only on constants.
func TestOptimizeRemovesCode(t *testing.T) {
	f := filepath.Join(testtool.RepoRoot(), "examples", "constant_branches.comp")
	plain, msg := compileFile(f, "vulkan1.1", false)
	if plain == nil {
		t.Fatal(msg)
	}
	opt, msg := compileFile(f, "vulkan1.1", true)
	if opt == nil {
		t.Fatal(msg)
	}
	const (
		opFunction  = 54
		opLoopMerge = 246
		opSwitch    = 251
		total       = 0xffffffff
	)
	before, after := opcodes(t, plain), opcodes(t, opt)
	t.Logf("instructions: %d at -O0, %d at -O", before[total], after[total])
	if before[opSwitch] != 1 || before[opLoopMerge] != 2 || before[opFunction] != 2 {
		t.Fatalf("-O0 module: %d switches, %d loops, %d functions; the example changed?", before[opSwitch], before[opLoopMerge], before[opFunction])
	}
	if after[opSwitch] != 0 || after[opLoopMerge] != 0 || after[opFunction] != 1 {
		t.Errorf("-O left %d switches, %d loops, %d functions", after[opSwitch], after[opLoopMerge], after[opFunction])
	}
	if after[total]*2 > before[total] {
		t.Errorf("-O kept %d of %d instructions, want at most half", after[total], before[total])
	}
	want, err1 := runWithPattern(plain, plain)
	got, err2 := runWithPattern(opt, plain)
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	compareBuffers(t, want, got)
}
