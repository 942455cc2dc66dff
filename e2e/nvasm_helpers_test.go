package e2e

import (
	"bytes"
	"fmt"
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/lower/nvasm"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/frontend"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	asmfront "github.com/glslc-nv/glslc-nv/frontend/nvasm"
	"github.com/glslc-nv/glslc-nv/frontend/pp"
	"github.com/glslc-nv/glslc-nv/internal/driver"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/sema"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// compileIR runs the front end and sema on a GLSL compute shader.
func compileIR(name, src string) (*ir.Module, error) {
	diags := &diag.List{}
	tu := frontend.Parse(name, []byte(src), frontend.Options{Options: pp.Options{Vulkan: true}}, diags)
	if tu == nil || diags.HasErrors() {
		return nil, diagErr(diags, name, src)
	}
	m := sema.Check(tu, sema.Options{AutoBindUniforms: true}, diags)
	if m == nil || diags.HasErrors() {
		return nil, diagErr(diags, name, src)
	}
	return m, nil
}

func diagErr(d *diag.List, name, src string) error {
	var b bytes.Buffer
	diag.Print(&b, d, diag.MapSources{name: src}, diag.Text)
	return fmt.Errorf("%s", strings.TrimSpace(b.String()))
}

// mustIR compiles GLSL to IR or fails the test.
func mustIR(t *testing.T, name, src string) *ir.Module {
	t.Helper()
	m, err := compileIR(name, src)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// assemble translates emitted assembly to SPIR-V with frontend/nvasm.
func assemble(name, text string) ([]byte, error) {
	var dl diag.List
	bin := asmfront.Translate(name, []byte(text), asmfront.Options{}, &dl)
	if bin == nil || dl.HasErrors() {
		var b bytes.Buffer
		diag.Print(&b, &dl, diag.MapSources{name: text}, diag.Text)
		return nil, fmt.Errorf("frontend/nvasm rejects the program:\n%s", b.String())
	}
	return bin, nil
}

// dispatch describes one run: buffers by GLSL {set, binding}.
type dispatch struct {
	groups [3]uint32
	bufs   map[[2]uint32][]byte
	push   []byte
	spec   map[uint32]uint64
}

// runSPIRV runs a module on the interpreter and returns the buffers.
func runSPIRV(bin []byte, sg int, d dispatch, bufs map[[2]uint32][]byte, push []byte) (map[[2]uint32][]byte, error) {
	p, err := interp.Load(bin)
	if err != nil {
		return nil, fmt.Errorf("interp.Load: %v", err)
	}
	out := map[[2]uint32][]byte{}
	for k, v := range bufs {
		out[k] = append([]byte(nil), v...)
	}
	_, err = p.Run(interp.Config{SubgroupSize: sg, Workgroups: d.groups, Buffers: out, PushConstants: push, Spec: d.spec, Workers: 1})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// roundTrip runs src both ways (GLSL → SPIR-V, and GLSL → IR → assembly
// → SPIR-V) at subgroup sizes 8, 16, 32 and 64 and compares the buffers
// (below 32 a warp is the whole subgroup: SEMANTICS.md section 4).
func roundTrip(name, src string, d dispatch) (string, error) {
	ref, err := driver.CompileGLSL(name, src, targetenv.Default)
	if err != nil {
		return "", fmt.Errorf("reference compile: %v", err)
	}
	m, err := compileIR(name, src)
	if err != nil {
		return "", err
	}
	return compareModule(name, m, ref, d)
}

// compareModule emits m, runs the assembly (through frontend/nvasm) and
// the reference SPIR-V ref, and compares the buffers.
func compareModule(name string, m *ir.Module, ref []byte, d dispatch) (string, error) {
	prog, err := nvasm.EmitProgram(m, nvasm.Options{Spec: d.spec})
	if err != nil {
		return "", err
	}
	bin, err := assemble(name, prog.Text)
	if err != nil {
		return prog.Text, err
	}
	// program.storage[k] is set 0, binding k for frontend/nvasm.
	asmBufs := map[[2]uint32][]byte{}
	sizes := map[int]uint32{}
	for _, s := range prog.Storage {
		b := d.bufs[[2]uint32{uint32(s.Set), uint32(s.Binding)}]
		asmBufs[[2]uint32{0, uint32(s.Index)}] = b
		sizes[s.Index] = uint32(len(b))
	}
	local := prog.LocalWords(d.push, sizes)
	for _, sg := range []int{8, 16, 32, 64} {
		want, err := runSPIRV(ref, sg, d, d.bufs, d.push)
		if err != nil {
			return prog.Text, fmt.Errorf("reference run (subgroup %d): %v", sg, err)
		}
		got, err := runSPIRV(bin, sg, d, asmBufs, local)
		if err != nil {
			return prog.Text, fmt.Errorf("assembly run (subgroup %d): %v", sg, err)
		}
		for _, s := range prog.Storage {
			k := [2]uint32{uint32(s.Set), uint32(s.Binding)}
			g := got[[2]uint32{0, uint32(s.Index)}]
			if !bytes.Equal(want[k], g) {
				return prog.Text, fmt.Errorf("subgroup %d: buffer (set %d, binding %d) differs:\n%s", sg, s.Set, s.Binding, diffWords(want[k], g))
			}
		}
	}
	return prog.Text, nil
}

// diffWords lists the first differing 32-bit words.
func diffWords(want, got []byte) string {
	var b strings.Builder
	n := 0
	for i := 0; i+4 <= len(want) && i+4 <= len(got); i += 4 {
		w := uint32(want[i]) | uint32(want[i+1])<<8 | uint32(want[i+2])<<16 | uint32(want[i+3])<<24
		g := uint32(got[i]) | uint32(got[i+1])<<8 | uint32(got[i+2])<<16 | uint32(got[i+3])<<24
		if w != g {
			fmt.Fprintf(&b, "  word %d: want 0x%08x, got 0x%08x\n", i/4, w, g)
			if n++; n == 8 {
				break
			}
		}
	}
	if len(want) != len(got) {
		fmt.Fprintf(&b, "  sizes %d and %d\n", len(want), len(got))
	}
	return b.String()
}
