package sema

import (
	"strings"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/ext"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// Compute shader derivatives (GL_NV_compute_shader_derivatives,
// GL_KHR_compute_shader_derivatives). layout(derivative_group_quadsNV) in
// or derivative_group_linearNV (…KHR with the KHR extension) groups a
// compute shader's invocations into quads, in which the derivative
// functions difference and implicit-LOD texture functions take their
// level of detail. The rules are glslang 16's:
//   - each spelling needs its own extension; the two groups exclude each
//     other;
//   - quads need an even local_size_x and local_size_y, linear a local size
//     whose product is a multiple of four (sizes set by specialization
//     constants are not checked);
//   - with the KHR extension requested, a derivative group must be
//     declared, and a derivative function needs it;
//   - with only the NV extension and no group, a derivative is zero (the
//     NV extension says so; glslang emits OpDPdx into a module spirv-val
//     rejects, lower emits the zero).

// derivGroup is what the shader declared.
type derivGroup struct {
	mode ir.EntryMode // 0, ir.DerivativeGroupQuads or ir.DerivativeGroupLinear
	nv   bool         // declared with the NV spelling
	khr  bool         // a KHR spelling was seen (the KHR extension's requirement)
	pos  diag.Pos
}

// derivSpelling is each qualifier's name as the extensions spell it.
var derivSpelling = map[string]string{
	"derivative_group_quadsnv": "derivative_group_quadsNV", "derivative_group_linearnv": "derivative_group_linearNV",
	"derivative_group_quadskhr": "derivative_group_quadsKHR", "derivative_group_linearkhr": "derivative_group_linearKHR",
}

// derivativeGroupDecl records the derivative group qualifiers of a
// compute shader's "layout(...) in;" and reports whether there were any.
func (c *checker) derivativeGroupDecl(modes []layoutMode) bool {
	any := false
	var here ir.EntryMode
	for _, m := range modes {
		name, ok := derivSpelling[m.name]
		if !ok {
			c.errorf(m.pos, "layout qualifier '%s' is not supported on in", m.name)
			continue
		}
		any = true
		nv := strings.HasSuffix(m.name, "nv")
		extName := builtins.ExtComputeDerivativesKHR
		if nv {
			extName = builtins.ExtComputeDerivativesNV
		}
		if !c.requireExt(m.pos, "layout qualifier '"+name+"'", extName) {
			continue
		}
		mode := ir.DerivativeGroupLinear
		if strings.Contains(m.name, "quads") {
			mode = ir.DerivativeGroupQuads
		}
		if !nv {
			c.deriv.khr = true
		}
		if (here != 0 && here != mode) || (c.deriv.mode != 0 && c.deriv.mode != mode) {
			c.errorf(m.pos, "derivative_group_quads and derivative_group_linear cannot both be specified")
			continue
		}
		here = mode
		if c.deriv.mode == 0 {
			c.deriv = derivGroup{mode: mode, nv: nv, khr: c.deriv.khr, pos: m.pos}
		}
	}
	return any
}

// derivativeInCompute checks a derivative function called at pos in a
// compute shader.
func (c *checker) derivativeInCompute(f *builtins.Func, pos diag.Pos) bool {
	if !c.requireExt(pos, "'"+f.Name+"' in a compute shader", builtins.ExtComputeDerivativesNV, builtins.ExtComputeDerivativesKHR) {
		return false
	}
	if c.deriv.mode == 0 && (f.ID == builtins.FnTextureQueryLod || c.extOn(builtins.ExtComputeDerivativesKHR, pos)) {
		c.errorf(pos, "'%s' in a compute shader requires a derivative group: layout(derivative_group_quadsKHR) in; or derivative_group_linearKHR (…NV with GL_NV_compute_shader_derivatives)", f.Name)
		return false
	}
	return true
}

// finishDerivativeGroup checks the group against the local size and the
// KHR extension's requirement, and gives the entry point its mode.
func (c *checker) finishDerivativeGroup(e *ir.EntryPoint) {
	for _, d := range c.tu.Extensions {
		if d.Name == builtins.ExtComputeDerivativesKHR && d.Behavior != ext.Disable && !c.deriv.khr {
			c.errorf(d.Loc, "%s requires a derivative_group_quadsKHR or derivative_group_linearKHR layout qualifier", d.Name)
			break
		}
	}
	fixed := func(i int) (uint32, bool) { return c.local[i].value, c.local[i].id < 0 }
	switch c.deriv.mode {
	case ir.DerivativeGroupQuads:
		x, xok := fixed(0)
		y, yok := fixed(1)
		if (xok && x%2 != 0) || (yok && y%2 != 0) {
			c.errorf(c.deriv.pos, "derivative_group_quads requires local_size_x and local_size_y to be multiples of 2 (the local size is %dx%d)", x, y)
		}
	case ir.DerivativeGroupLinear:
		x, xok := fixed(0)
		y, yok := fixed(1)
		z, zok := fixed(2)
		if xok && yok && zok && x*y*z%4 != 0 {
			c.errorf(c.deriv.pos, "derivative_group_linear requires a workgroup size that is a multiple of 4 (the local size is %dx%dx%d: %d invocations)", x, y, z, x*y*z)
		}
	default:
		return
	}
	e.Modes = append(e.Modes, c.deriv.mode)
	e.DerivativeNV = c.deriv.nv
}
