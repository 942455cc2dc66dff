//go:build nvasm_egl

package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"github.com/glslc-nv/glslc-nv/lower/nvasm/nvfill"
	"os"
	"strings"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/pp"
	"github.com/glslc-nv/glslc-nv/internal/driver"
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/lower/nvasm"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// prepared is a shader compiled both ways with its inputs and the
// interpreter's results.
type prepared struct {
	prog    *nvasm.Program
	asmBufs map[int][]byte // by program.storage index
	local   []byte
	want    map[int][]byte
}

func prepare(path string, groups [3]uint32, runtimeLen int) (*prepared, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	// Both compilations through the driver: the assembly program (with
	// the IR, for the blocks to fill) and the SPIR-V reference.
	diags := &diag.List{}
	res := driver.Compile(path, src, driver.Options{PP: pp.Options{Vulkan: true}, AutoBindUniforms: true, Target: driver.NVAsm}, diags)
	if res.NVProgram == nil || diags.HasErrors() {
		var b bytes.Buffer
		diag.Print(&b, diags, res.Sources, diag.Text)
		return nil, fmt.Errorf("%s", strings.TrimSpace(b.String()))
	}
	m, prog := res.Module, res.NVProgram
	ref, err := driver.CompileGLSL(path, string(src), targetenv.Default)
	if err != nil {
		return nil, err
	}
	bufs := map[[2]uint32][]byte{}
	var push []byte
	for i, g := range m.Globals {
		switch g.Storage {
		case ir.StorageBuffer, ir.StorageUniform:
			bufs[[2]uint32{uint32(g.Set), uint32(g.Binding)}] = nvfill.FillBlock(g.Type, runtimeLen, uint32(i+1))
		case ir.StoragePushConstant:
			push = nvfill.FillBlock(g.Type, 0, 99)
		}
	}
	c := &prepared{prog: prog, asmBufs: map[int][]byte{}, want: map[int][]byte{}}
	sizes := map[int]uint32{}
	for _, s := range prog.Storage {
		b := bufs[[2]uint32{uint32(s.Set), uint32(s.Binding)}]
		c.asmBufs[s.Index] = append([]byte(nil), b...)
		sizes[s.Index] = uint32(len(b))
	}
	c.local = prog.LocalWords(push, sizes)
	p, err := interp.Load(ref)
	if err != nil {
		return nil, err
	}
	if _, err := p.Run(interp.Config{SubgroupSize: 32, Workgroups: groups, Buffers: bufs, PushConstants: push}); err != nil {
		return nil, err
	}
	for _, s := range prog.Storage {
		c.want[s.Index] = bufs[[2]uint32{uint32(s.Set), uint32(s.Binding)}]
	}
	return c, nil
}

// diff lists the first differing words.
func diff(want, got []byte) string {
	var b strings.Builder
	n := 0
	for i := 0; i+4 <= len(want) && i+4 <= len(got); i += 4 {
		w, g := binary.LittleEndian.Uint32(want[i:]), binary.LittleEndian.Uint32(got[i:])
		if w != g {
			fmt.Fprintf(&b, "  word %d: interpreter 0x%08x, driver 0x%08x\n", i/4, w, g)
			if n++; n == 8 {
				break
			}
		}
	}
	return b.String()
}
