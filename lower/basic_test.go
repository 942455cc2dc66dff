package lower

import (
	"testing"

	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// store_gid: out.data[gid] = gid * 2 + 1.
func buildStoreGID() *ir.Module {
	p := newProg(4, 1, 1)
	out := p.buf("Out", 0, ir.Uint32, 4)
	p.add(ir.Assign(at(out, p.gid()), ir.Bin(ir.IAdd, ir.Bin(ir.IMul, p.gid(), u(2)), u(1))))
	return p.Module
}

var _ = register(lowerCase{
	name:  "store_gid",
	build: buildStoreGID,
	check: func(t *testing.T, words []uint32) {
		buf := make([]byte, 4*8)
		run(t, words, interp.Config{Workgroups: [3]uint32{2, 1, 1}, Buffers: map[[2]uint32][]byte{{0, 0}: buf}})
		wantU32(t, "out", buf, 1, 3, 5, 7, 9, 11, 13, 15)
	},
})
