package sema

import (
	"strings"
	"testing"
)

// TestRayQueryErrors checks the positioned errors of GL_EXT_ray_query
// misuse.
func TestRayQueryErrors(t *testing.T) {
	h := "#version 460\n#extension GL_EXT_ray_query : enable\nlayout(binding = 0) uniform accelerationStructureEXT as;\nlayout(binding = 1) buffer B { uint x; };\n"
	for _, tc := range []struct{ name, src, want string }{
		{"no extension", "#version 460\nvoid main() { rayQueryEXT q; }\n", "2:15: 'rayQueryEXT' requires extension GL_EXT_ray_query"},
		{"flag without extension", "#version 460\nlayout(binding = 1) buffer B { uint x; };\nvoid main() { x = gl_RayFlagsOpaqueEXT; }\n", "3:19: 'gl_RayFlagsOpaqueEXT' requires extension GL_EXT_ray_query or GL_EXT_ray_tracing"},
		{"culling flag", h + "void main() { x = gl_RayFlagsSkipAABBEXT; }\n", "5:19: 'gl_RayFlagsSkipAABBEXT' requires extension GL_EXT_ray_flags_primitive_culling"},
		{"initializer", h + "void main() { rayQueryEXT a; rayQueryEXT b = a; }\n", "5:42: 'b': ray queries can only be initialized by using the rayQueryInitializeEXT intrinsic"},
		{"assignment", h + "void main() { rayQueryEXT a, b; a = b; }\n", "5:35: assignment: a ray query cannot be assigned"},
		{"shared", h + "shared rayQueryEXT s;\nvoid main() {}\n", "5:20: 's': a rayQueryEXT is a plain global or local variable"},
		{"struct member", h + "struct S { rayQueryEXT q; };\nvoid main() {}\n", "5:24: member 'q': a rayQueryEXT cannot be a struct member"},
		{"committed not constant", h + "void main() { rayQueryEXT q; bool c = true; x = rayQueryGetIntersectionTypeEXT(q, c); }\n", "5:83: the second argument of 'rayQueryGetIntersectionTypeEXT' (committed) must be a constant bool"},
		{"argument count", h + "void main() { rayQueryEXT q; rayQueryProceedEXT(q, true); }\n", "5:30: 'rayQueryProceedEXT' takes 1 arguments, not 2"},
		{"not a query", h + "void main() { uint q; rayQueryTerminateEXT(q); }\n", "5:44: the first argument of 'rayQueryTerminateEXT' must be a rayQueryEXT, not uint"},
		{"not an accel", h + "void main() { rayQueryEXT q; rayQueryInitializeEXT(q, 1, 0u, 0xFFu, vec3(0), 0.0, vec3(1), 1.0); }\n", "5:55: the second argument of 'rayQueryInitializeEXT' must be an accelerationStructureEXT, not int"},
		{"bad origin", h + "void main() { rayQueryEXT q; rayQueryInitializeEXT(q, as, 0u, 0xFFu, vec2(0), 0.0, vec3(1), 1.0); }\n", "5:70: argument 'origin' of rayQueryInitializeEXT: cannot convert from vec2 to vec3"},
		{"positions without extension", h + "void main() { rayQueryEXT q; vec3 p[3]; rayQueryGetIntersectionTriangleVertexPositionsEXT(q, true, p); }\n", "5:41: 'rayQueryGetIntersectionTriangleVertexPositionsEXT' requires extension GL_EXT_ray_tracing_position_fetch"},
		{"address type", h + "void main() { rayQueryEXT q; rayQueryInitializeEXT(q, accelerationStructureEXT(1.0), 0u, 0xFFu, vec3(0), 0.0, vec3(1), 1.0); }\n", "5:55: accelerationStructureEXT is constructed from a uint64_t or a uvec2 address, not float"},
		{"construct query", h + "void main() { rayQueryEXT(); }\n", "5:15: cannot construct rayQueryEXT"},
		{"inout parameter", h + "void f(inout rayQueryEXT q) {}\nvoid main() {}\n", "5:8: a rayQueryEXT parameter must be an in parameter"},
		{"out parameter", h + "void f(out rayQueryEXT q) {}\nvoid main() {}\n", "5:8: a rayQueryEXT parameter must be an in parameter"},
		{"array parameter", h + "void f(rayQueryEXT q[2]) {}\nvoid main() {}\n", "5:8: an array of rayQueryEXT cannot be a parameter yet"},
		{"array element argument", h + "void f(rayQueryEXT q) { rayQueryTerminateEXT(q); }\nvoid main() { rayQueryEXT a[2]; f(a[1]); }\n", "6:36: argument 1 of 'f': a rayQueryEXT argument must be a ray-query variable or parameter, not an array element"},
		{"culling layout", "#version 460\n#extension GL_EXT_ray_query : enable\nlayout(primitive_culling);\nvoid main() {}\n", "3:8: layout(primitive_culling) requires extension GL_EXT_ray_flags_primitive_culling"},
	} {
		_, dl := check(t, "err.comp", tc.src, Options{})
		got := diagText(dl)
		pos, msg, _ := strings.Cut(tc.want, ": ")
		if !strings.HasPrefix(got, "err.comp:"+pos+": error: "+msg) {
			t.Errorf("%s: want %q, got:\n%s", tc.name, tc.want, got)
		}
	}
}
