//go:build nvasm_egl

package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"strings"

	"github.com/glslc-nv/glslc-nv/frontend"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/pp"
	"github.com/glslc-nv/glslc-nv/internal/driver"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/lower/nvasm"
	"github.com/glslc-nv/glslc-nv/sema"
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
	diags := &diag.List{}
	tu := frontend.Parse(path, src, frontend.Options{Options: pp.Options{Vulkan: true}}, diags)
	var m *ir.Module
	if tu != nil && !diags.HasErrors() {
		m = sema.Check(tu, sema.Options{AutoBindUniforms: true}, diags)
	}
	if m == nil || diags.HasErrors() {
		var b bytes.Buffer
		diag.Print(&b, diags, diag.MapSources{path: string(src)}, diag.Text)
		return nil, fmt.Errorf("%s", strings.TrimSpace(b.String()))
	}
	prog, err := nvasm.EmitProgram(m, nvasm.Options{})
	if err != nil {
		return nil, err
	}
	ref, err := driver.CompileGLSL(path, string(src), "vulkan1.1")
	if err != nil {
		return nil, err
	}
	bufs := map[[2]uint32][]byte{}
	var push []byte
	for i, g := range m.Globals {
		switch g.Storage {
		case ir.StorageBuffer, ir.StorageUniform:
			bufs[[2]uint32{uint32(g.Set), uint32(g.Binding)}] = fill(g.Type, runtimeLen, uint32(i+1))
		case ir.StoragePushConstant:
			push = fill(g.Type, 0, 99)
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

// fill gives every 32-bit component of a block small values of its type
// (runtime arrays get n elements).
func fill(t *ir.Type, n int, seed uint32) []byte {
	size := blockSize(t, n)
	b := make([]byte, size)
	x := seed*2654435761 + 12345
	kinds := componentKinds(t, n)
	for i := 0; i+4 <= len(b); i += 4 {
		x = x*1103515245 + 12345
		v := (x >> 16) % 23
		w := v
		switch kinds(uint32(i)) {
		case 'f':
			w = math.Float32bits(float32(int32(v)-7) * 0.5)
		case 'i':
			w = uint32(int32(v) - 9)
		}
		binary.LittleEndian.PutUint32(b[i:], w)
	}
	return b
}

// blockSize is the byte size of a block with n runtime-array elements.
func blockSize(t *ir.Type, n int) int {
	end := 0
	for _, m := range t.Members() {
		sz := typeSize(m.Type, int(m.MatrixStride))
		if m.Type.Kind() == ir.KindRuntimeArray {
			sz = int(m.Type.Stride()) * n
		}
		end = max(end, int(m.Offset)+sz)
	}
	return (end + 15) / 16 * 16
}

// typeSize is the laid-out size of a block member's type.
func typeSize(t *ir.Type, mstride int) int {
	switch t.Kind() {
	case ir.KindVector:
		return 4 * t.Len()
	case ir.KindMatrix:
		if mstride == 0 {
			mstride = 16
		}
		return mstride * t.Len()
	case ir.KindArray:
		return int(t.Stride()) * t.Len()
	case ir.KindStruct:
		ms := t.Members()
		if len(ms) == 0 {
			return 0
		}
		last := ms[len(ms)-1]
		return int(last.Offset) + typeSize(last.Type, int(last.MatrixStride))
	}
	return 4
}

// componentKinds tells, per byte offset, whether the member there is a
// float ('f'), signed ('i') or other ('u') value (by the member that
// covers it; good enough for test inputs).
func componentKinds(t *ir.Type, n int) func(uint32) byte {
	ms := t.Members()
	return func(off uint32) byte {
		k := byte('u')
		for _, m := range ms {
			if off >= m.Offset {
				s := m.Type
				for s.Scalar() == nil && s.Elem() != nil {
					s = s.Elem()
				}
				if s.Scalar() != nil {
					switch {
					case s.IsFloat():
						k = 'f'
					case s.IsInt():
						k = 'i'
					default:
						k = 'u'
					}
				}
			}
		}
		return k
	}
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
