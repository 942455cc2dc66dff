package interp

import (
	"fmt"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// Compute shader derivatives (SPV_KHR/NV_compute_shader_derivatives). A
// GLCompute entry point with DerivativeGroupQuadsKHR or
// DerivativeGroupLinearKHR has derivatives, implicit-LOD sampling and
// OpImageQueryLod, taken over quads of invocations. The Vulkan extension
// makes those quads the subgroup's quads (lanes 4k..4k+3), so the mode
// decides how local invocations are laid out on lanes:
//   - linear: the quad of local indices 4m+{0,1,2,3}, which is the usual
//     layout (slot = local index);
//   - quads: the quad of local ids (2m+{0,1}, 2n+{0,1}): slot 4q+i holds
//     quad q of the workgroup (row-major over the quads of each z slice)
//     and its invocation i, i&1 the x offset and i>>1 the y offset, as a
//     fragment quad's lanes are.
// The lane's place in the quad is the fragment stage's: lane 4k+1 is the
// x neighbour of 4k, lane 4k+2 the y neighbour.

const (
	derivNone = iota
	derivQuads
	derivLinear
)

// derivativeGroup reads the entry point's derivative group and checks the
// workgroup size it needs (Vulkan's VUIDs on both modes: an even width and
// height for quads, a multiple of four invocations for linear).
func (c *compiler) derivativeGroup() error {
	x := c.x
	for _, md := range c.m.modes[c.ep.fn] {
		if len(md) == 0 {
			continue
		}
		switch spirv.ExecutionMode(md[0]) {
		case spirv.ExecutionModeDerivativeGroupQuadsNV:
			x.deriv = derivQuads
		case spirv.ExecutionModeDerivativeGroupLinearNV:
			x.deriv = derivLinear
		}
	}
	switch x.deriv {
	case derivQuads:
		if x.local[0]%2 != 0 || x.local[1]%2 != 0 {
			return &LoadError{Msg: fmt.Sprintf("DerivativeGroupQuadsKHR needs an even workgroup width and height; the workgroup size is %v", x.local)}
		}
	case derivLinear:
		if x.local[0]*x.local[1]*x.local[2]%4 != 0 {
			return &LoadError{Msg: fmt.Sprintf("DerivativeGroupLinearKHR needs a workgroup of a multiple of 4 invocations; the workgroup size is %v", x.local)}
		}
	}
	return nil
}

// hasQuads reports whether the entry point's lanes form quads that
// derivatives difference over: a fragment shader's, or a compute shader's
// derivative group.
func (x *exe) hasQuads() bool {
	return x.model == spirv.ExecutionModelFragment || x.deriv != derivNone
}

// localID returns the local invocation id of workgroup slot li (subgroup
// id × width + lane) in a workgroup lx wide and ly high.
func (x *exe) localID(li, lx, ly int) [3]int {
	if x.deriv != derivQuads {
		return [3]int{li % lx, li / lx % ly, li / (lx * ly)}
	}
	q, i := li/4, li%4
	qx, perSlice := lx/2, lx/2*(ly/2)
	z, r := q/perSlice, q%perSlice
	return [3]int{2*(r%qx) + i&1, 2*(r/qx) + i>>1, z}
}
