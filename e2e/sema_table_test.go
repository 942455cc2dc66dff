package e2e

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// glslValue returns a GLSL expression of type t.
func glslValue(t *ir.Type) string {
	if t.IsBool() {
		if t.IsScalar() {
			return "true"
		}
		return t.String() + "(true)"
	}
	return t.String() + "(2)"
}

// tableCalls writes one call of every instantiation (scalar type x size x
// matrix shape) of every overload of f.
func tableCalls(f *builtins.Func, b, decl, globals *strings.Builder, n *int) {
	for _, o := range f.Overloads {
		if o.LongVector {
			continue // long vectors only: TestLongVectorNarrowBitField and glslang's spv.longVectorBuiltins*
		}
		ss := o.Gen.List()
		if len(ss) == 0 {
			ss = []builtins.Scalar{builtins.Gen}
		}
		sizes := []int{1}
		if o.Sizes != 0 {
			sizes = nil
			for k := 1; k <= 4; k++ {
				if o.Sizes.Has(k) {
					sizes = append(sizes, k)
				}
			}
		}
		mats := o.Mats
		if len(mats) == 0 {
			mats = []builtins.Dims{{}}
		}
		type inst struct {
			s    builtins.Scalar
			size int
			dims builtins.Dims
		}
		var insts []inst
		for _, s := range ss {
			for _, size := range sizes {
				for _, d := range mats {
					insts = append(insts, inst{s, size, d})
				}
			}
		}
		for _, in := range insts {
			bd := builtins.Binding{S: in.s, N: in.size, Dims: in.dims}
			var args []string
			ok := true
			for _, p := range o.Params {
				d := bd.Apply(p.Type)
				t := ir.TypeOfDesc(d)
				if t == nil || t.Scalar() == nil {
					ok = false
					break
				}
				switch {
				case p.InOut:
					*n++
					name := fmt.Sprintf("m%d", *n)
					fmt.Fprintf(decl, "  %s %s;\n", t, name)
					args = append(args, "mem."+name)
				case p.Interp:
					// a fragment input of its own location
					*n++
					name := fmt.Sprintf("i%d", *n)
					fmt.Fprintf(globals, "layout(location = %d) in %s %s;\n", *n, t, name)
					args = append(args, name)
				case p.Out:
					*n++
					name := fmt.Sprintf("o%d", *n)
					fmt.Fprintf(b, "  %s %s;\n", t, name)
					args = append(args, name)
				case p.Const && !t.IsScalar():
					args = append(args, glslValue(t))
				case p.Const:
					switch {
					case strings.Contains(f.Name, "Stream"):
						args = append(args, "0") // the vertex stream, an int
					case strings.Contains(f.Name, "Quad"):
						args = append(args, "1u")
					default:
						args = append(args, "4u")
					}
				default:
					args = append(args, glslValue(t))
				}
			}
			if scoped, isBarrier := scopedBarrierCalls[f.Name]; isBarrier && len(o.Params) > 0 {
				args = []string{scoped}
			}
			if ok {
				fmt.Fprintf(b, "  %s(%s);\n", f.Name, strings.Join(args, ", "))
			}
		}
	}
}

// scopedBarrierCalls are the arguments of the scoped barriers
// (GL_KHR_memory_scope_semantics): scopes and semantics, not the generic 4u.
var scopedBarrierCalls = map[string]string{
	"controlBarrier":       "gl_ScopeWorkgroup, gl_ScopeWorkgroup, gl_StorageSemanticsShared, gl_SemanticsAcquireRelease",
	"memoryBarrier":        "gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsAcquireRelease",
	"controlBarrierArrive": "gl_ScopeWorkgroup, gl_ScopeWorkgroup, gl_StorageSemanticsShared, gl_SemanticsRelease",
	"controlBarrierWait":   "gl_ScopeWorkgroup, gl_ScopeWorkgroup, gl_StorageSemanticsShared, gl_SemanticsAcquire",
}

// tablePending lists built-ins the generated test leaves out, with the
// reason.
var tablePending = map[string]string{}

// TestBuiltinTable calls every overload of every built-in of the table
// (every generic scalar type, size and matrix shape), through sema's
// overload resolution, and lowers the result for spirv-val.
func TestSemaBuiltinTable(t *testing.T) {
	funcs := builtins.Funcs()
	var names []string
	for _, f := range funcs {
		names = append(names, f.Name)
	}
	sort.Strings(names)
	var exts []string
	exts = append(exts, "GL_EXT_shader_explicit_arithmetic_types", "GL_ARB_gpu_shader_int64", "GL_EXT_shader_atomic_int64", "GL_EXT_shader_atomic_float", "GL_EXT_shader_atomic_float2",
		"GL_EXT_shader_subgroup_extended_types_int8", "GL_EXT_shader_subgroup_extended_types_int16",
		"GL_EXT_shader_subgroup_extended_types_int64", "GL_EXT_shader_subgroup_extended_types_float16",
		"GL_KHR_shader_subgroup_vote", "GL_KHR_shader_subgroup_arithmetic", "GL_KHR_shader_subgroup_ballot",
		"GL_KHR_shader_subgroup_shuffle", "GL_KHR_shader_subgroup_shuffle_relative", "GL_KHR_shader_subgroup_clustered",
		"GL_KHR_shader_subgroup_quad", "GL_KHR_shader_subgroup_rotate", "GL_NV_shader_subgroup_partitioned",
		"GL_KHR_memory_scope_semantics")
	for _, f := range funcs {
		if why := tablePending[f.Name]; why != "" {
			continue
		}
		f := f
		t.Run(f.Name, func(t *testing.T) {
			var src, calls, decl, globals strings.Builder
			src.WriteString("#version 450\n")
			for _, e := range append(exts, f.Exts...) {
				fmt.Fprintf(&src, "#extension %s : enable\n", e)
			}
			// A built-in bound to other stages is called in the first of
			// them that has one (derivatives in a fragment shader, where
			// they need no derivative group, the vertex-emitting functions
			// in a geometry shader).
			file, stage := f.Name+".comp", ir.Compute
			switch {
			case f.Stages&builtins.SFragment != 0:
				file, stage = f.Name+".frag", ir.Fragment
			case f.Stages == 0 || f.Stages&builtins.SCompute != 0:
				src.WriteString("layout(local_size_x = 4) in;\n")
			case f.Stages&builtins.SGeometry != 0:
				file, stage = f.Name+".geom", ir.Geometry
				src.WriteString("layout(points) in;\nlayout(points, max_vertices = 1) out;\n")
			default:
				t.Fatalf("no stage to call %s in (stages %#x)", f.Name, f.Stages)
			}
			n := 0
			tableCalls(f, &calls, &decl, &globals, &n)
			if decl.Len() > 0 {
				fmt.Fprintf(&src, "layout(binding = 0) buffer Mem {\n%s} mem;\n", decl.String())
			}
			src.WriteString(globals.String())
			fmt.Fprintf(&src, "void main() {\n%s}\n", calls.String())
			m, diags := checkStage(t, file, src.String(), stage)
			if diags.HasErrors() || m == nil {
				t.Fatalf("errors:\n%s\nsource:\n%s", diagText(diags), src.String())
			}
			if err := ir.Validate(m); err != nil {
				t.Fatalf("ir.Validate: %v\nsource:\n%s", err, src.String())
			}
			lowerVal(t, file, m, "vulkan1.1")
		})
	}
}
