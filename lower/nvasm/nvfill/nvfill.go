// Package nvfill makes deterministic buffer contents for the blocks of a
// compiled shader, laid out as lower/nvasm addresses them, for the tools
// and tests that run one shader two ways and compare the buffers (e2e,
// cmd/nvasm-eglrun). It sits under the back end whose layout it follows
// (lower/nvasm.BlockLayout), apart from internal/testtool, which the spirv
// package's tests import.
package nvfill

import (
	"encoding/binary"
	"math"

	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/lower/nvasm"
)

// FillBlock makes deterministic contents for a buffer block of type t
// (its runtime array, if any, with n elements) as lower/nvasm lays it out:
// small numbers of the type of every 32-bit component, floats finite and
// exact, so that two runs of one shader (SPIR-V and assembly, interpreter
// and driver) can be compared word for word. The size is rounded up to 16.
func FillBlock(t *ir.Type, n int, seed uint32) []byte {
	size, leaves := nvasm.BlockLayout(t, n)
	b := make([]byte, (size+15)/16*16)
	x := seed*2654435761 + 12345
	for _, l := range leaves {
		for _, o := range l.Offsets {
			x = x*1103515245 + 12345
			w := (x >> 16) % 23
			switch {
			case l.Type.IsFloat():
				w = math.Float32bits(float32(int32(w)-7) * 0.5)
			case l.Type.IsInt():
				w = uint32(int32(w) - 9)
			}
			if int(o)+4 <= len(b) {
				binary.LittleEndian.PutUint32(b[o:], w)
			}
		}
	}
	return b
}
