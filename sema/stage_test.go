package sema

import (
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/frontend"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/pp"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// stageErrCases are the graphics stages' rules, each a positioned error
// (line:col: message of the first error).
var stageErrCases = []struct {
	name  string
	stage ir.Stage
	src   string
	want  string
}{
	{"built-in of another stage", ir.Vertex, "void main() { vec4 c = gl_FragCoord; }", "2:24: 'gl_FragCoord' is not available in vertex shaders (only in fragment shaders)"},
	{"compute built-in in fragment", ir.Fragment, "void main() { uint i = gl_LocalInvocationIndex; }", "2:24: 'gl_LocalInvocationIndex' is not available in fragment shaders (only in compute, task, mesh shaders)"},
	{"missing location", ir.Fragment, "out vec4 color;\nvoid main() { color = vec4(1); }", "2:10: 'color': SPIR-V requires a location for a user input or output (layout(location = N), or -fauto-map-locations)"},
	{"integer input not flat", ir.Fragment, "layout(location = 0) in int n;\nvoid main() {}", "2:29: 'n': a fragment input of integer or double type must be qualified 'flat'"},
	{"bool output", ir.Vertex, "layout(location = 0) out bool b;\nvoid main() {}", "2:31: 'b': a shader output cannot be of type bool"},
	{"bfloat16 input", ir.Fragment, "#extension GL_EXT_bfloat16 : require\nlayout(location = 0) in bfloat16_t x;\nvoid main() {}", "3:36: 'x': bfloat16 types are not allowed as a shader input"},
	{"fp8 output", ir.Vertex, "#extension GL_EXT_float_e5m2 : require\nlayout(location = 0) out fe5m2vec2 y;\nvoid main() {}", "3:36: 'y': fp8 types are not allowed as a shader output"},
	{"overlapping locations", ir.Vertex, "layout(location = 0) in vec4 v4;\nlayout(location = 0) in vec3 v3;\nvoid main() {}", "3:30: 'v3': overlapping use of location 0"},
	{"overlapping array locations", ir.Fragment, "layout(location = 1) out vec4 a[3];\nlayout(location = 3, component = 2) out vec2 b;\nvoid main() {}", "3:46: 'b': overlapping use of location 3"},
	{"dvec3 takes two components of its second location", ir.Vertex, "layout(location = 0) out dvec3 a;\nlayout(location = 1, component = 1) out double b;\nvoid main() {}", "3:48: 'b': overlapping use of location 1"},
	{"aliased components of different types", ir.Fragment, "layout(location = 0, component = 0) out float a;\nlayout(location = 0, component = 1) out int b;\nvoid main() {}", "3:45: 'b': the variables sharing location 0 must have the same basic type and interpolation qualification"},
	{"post_depth_coverage without its extension", ir.Fragment, "layout(post_depth_coverage) in;\nvoid main() {}", "2:8: layout qualifier 'post_depth_coverage' requires extension GL_ARB_post_depth_coverage or GL_EXT_post_depth_coverage"},
	{"EXT post_depth_coverage without early tests", ir.Fragment, "#extension GL_EXT_post_depth_coverage : enable\nlayout(post_depth_coverage) in;\nvoid main() {}", "3:8: post_depth_coverage requires early_fragment_tests (GL_EXT_post_depth_coverage)"},
	{"override_coverage on another output", ir.Fragment, "#extension GL_NV_sample_mask_override_coverage : enable\nlayout(override_coverage) out float gl_FragDepth;\nvoid main() {}", "3:8: layout qualifier 'override_coverage' applies to 'gl_SampleMask', not 'gl_FragDepth'"},
	{"interpolated vertex input", ir.Vertex, "layout(location = 0) flat in vec4 p;\nvoid main() {}", "2:1: 'p': a vertex input cannot have interpolation or auxiliary qualifiers"},
	{"discard in vertex", ir.Vertex, "void main() { discard; }", "2:15: 'discard' is not allowed in vertex shaders (only in fragment shaders)"},
	{"write an input", ir.Fragment, "layout(location = 0) in vec4 c;\nvoid main() { c = vec4(0); }", "3:17: assignment: cannot write to 'c': it is a shader input"},
	{"write a built-in input", ir.Fragment, "void main() { gl_FragCoord = vec4(0); }", "2:28: assignment: cannot write to 'gl_FragCoord': it is a built-in input"},
	{"derivative in vertex", ir.Vertex, "void main() { float d = dFdx(1.0); }", "2:25: 'dFdx' is not available in vertex shaders (only in compute, fragment shaders)"},
	// compute shader derivatives (GL_NV/KHR_compute_shader_derivatives), as glslang 16
	{"derivative in compute without an extension", ir.Compute, "void main() { float d = dFdx(1.0); }", "2:25: 'dFdx' in a compute shader requires extension GL_NV_compute_shader_derivatives or GL_KHR_compute_shader_derivatives"},
	{"derivative group without its extension", ir.Compute, "#extension GL_NV_compute_shader_derivatives : require\nlayout(derivative_group_quadsKHR) in;\nvoid main() {}", "3:8: layout qualifier 'derivative_group_quadsKHR' requires extension GL_KHR_compute_shader_derivatives"},
	{"both derivative groups", ir.Compute, "#extension GL_KHR_compute_shader_derivatives : require\nlayout(local_size_x = 2, local_size_y = 2) in;\nlayout(derivative_group_quadsKHR, derivative_group_linearKHR) in;\nvoid main() {}", "4:35: derivative_group_quads and derivative_group_linear cannot both be specified"},
	{"quads of an odd width", ir.Compute, "#extension GL_KHR_compute_shader_derivatives : require\nlayout(local_size_x = 3, local_size_y = 2) in;\nlayout(derivative_group_quadsKHR) in;\nvoid main() {}", "4:8: derivative_group_quads requires local_size_x and local_size_y to be multiples of 2 (the local size is 3x2)"},
	{"linear of 6 invocations", ir.Compute, "#extension GL_NV_compute_shader_derivatives : require\nlayout(local_size_x = 3, local_size_y = 2) in;\nlayout(derivative_group_linearNV) in;\nvoid main() {}", "4:8: derivative_group_linear requires a workgroup size that is a multiple of 4 (the local size is 3x2x1: 6 invocations)"},
	{"KHR extension without a group", ir.Compute, "#extension GL_KHR_compute_shader_derivatives : require\nlayout(local_size_x = 2, local_size_y = 2) in;\nvoid main() {}", "2:12: GL_KHR_compute_shader_derivatives requires a derivative_group_quadsKHR or derivative_group_linearKHR layout qualifier"},
	{"KHR derivative without a group", ir.Compute, "#extension GL_KHR_compute_shader_derivatives : require\nlayout(local_size_x = 2, local_size_y = 2) in;\nvoid main() { float d = dFdx(1.0); }", "4:25: 'dFdx' in a compute shader requires a derivative group"},
	{"textureQueryLod in compute without a group", ir.Compute, "#extension GL_NV_compute_shader_derivatives : require\nlayout(binding = 0) uniform sampler2D t;\nvoid main() { vec2 l = textureQueryLod(t, vec2(0)); }", "4:24: 'textureQueryLod' in a compute shader requires a derivative group"},
	{"split barrier without its extension", ir.Compute, "void main() { controlBarrierArrive(); }", "2:15: 'controlBarrierArrive' requires extension GL_EXT_split_barrier"},
	{"split barrier without arguments in a vertex shader", ir.Vertex, "#extension GL_EXT_split_barrier : enable\nvoid main() { controlBarrierWait(); }", "3:15: 'controlBarrierWait()' without arguments exists only in compute shaders; pass the scopes and semantics"},
	{"split barrier wait with release", ir.Compute, "#extension GL_EXT_split_barrier : enable\nvoid main() { controlBarrierWait(2, 2, 0x100, 0x4); }", "3:47: 'controlBarrierWait': with storage semantics other than gl_StorageSemanticsNone the semantics must be gl_SemanticsAcquire (optionally with gl_SemanticsMakeVisible)"},
	{"expectEXT without its extension", ir.Compute, "void main() { int x = expectEXT(1, 2); }", "2:23: 'expectEXT' requires extension GL_EXT_expect_assume"},
	{"expectEXT of floats", ir.Compute, "#extension GL_EXT_expect_assume : enable\nvoid main() { float x = expectEXT(1.0, 2.0); }", "3:25: no matching overload for call to 'expectEXT(float, float)'"},
	{"assumeEXT of an int", ir.Compute, "#extension GL_EXT_expect_assume : enable\nvoid main() { assumeEXT(1); }", "3:15: no matching overload for call to 'assumeEXT(int)'"},
	{"derivative group in fragment", ir.Fragment, "#extension GL_KHR_compute_shader_derivatives : require\nlayout(derivative_group_quadsKHR) in;\nvoid main() {}", "3:8: unknown layout qualifier 'derivative_group_quadsKHR'"},
	{"not a gl_PerVertex member", ir.Vertex, "out gl_PerVertex { vec4 gl_Position; };\nvoid main() { gl_PointSize = 1.0; }", "3:15: 'gl_PointSize' is not a member of the redeclared gl_PerVertex block"},
	{"clip distance too large", ir.Vertex, "out float gl_ClipDistance[9];\nvoid main() {}", "2:11: 'gl_ClipDistance' is redeclared with size 9; at most 8"},
	{"depth layout on a user output", ir.Fragment, "layout(location = 0, depth_greater) out float d;\nvoid main() {}", "2:22: layout qualifier 'depth_greater' applies to 'gl_FragDepth', not 'd'"},
	{"early tests in vertex", ir.Vertex, "layout(early_fragment_tests) in;\nvoid main() {}", "2:8: layout qualifier 'early_fragment_tests' applies only to fragment shaders"},
	{"local size in fragment", ir.Fragment, "layout(local_size_x = 2) in;\nvoid main() {}", "2:1: local_size applies only to compute, mesh and task shaders"},
	{"index on a vertex output", ir.Vertex, "layout(location = 0, index = 1) out vec4 c;\nvoid main() {}", "2:22: 'c': layout(index) applies only to fragment outputs"},
	{"block member without location", ir.Vertex, "out V { vec4 a; } v;\nvoid main() {}", "2:14: 'v.a': SPIR-V requires a location for a block member"},
	{"unknown block member", ir.Vertex, "layout(location = 0) out V { vec4 a; } v;\nvoid main() { v.b = vec4(0); }", "3:17: 'b' is not a member of block 'v'"},
	{"fragment output block", ir.Fragment, "layout(location = 0) out V { vec4 a; } v;\nvoid main() {}", "2:1: fragment shaders cannot have an output block"},
	{"old version", ir.Vertex, "", "1:10: Vulkan SPIR-V needs #version 140 or later for desktop shaders (have 130)"},
}

func TestStageErrors(t *testing.T) {
	for _, tc := range stageErrCases {
		t.Run(tc.name, func(t *testing.T) {
			src := "#version 450\n" + tc.src + "\n"
			if tc.name == "old version" {
				src = "#version 130\nvoid main() {}\n"
			}
			diags := &diag.List{Limit: -1}
			tu := frontend.Parse("s.glsl", []byte(src), frontend.Options{Options: pp.Options{Vulkan: true, Graphics: true}}, diags)
			Check(tu, Options{Stage: tc.stage}, diags)
			var first *diag.Diagnostic
			for i := range diags.Diags {
				if diags.Diags[i].Severity == diag.Error {
					first = &diags.Diags[i]
					break
				}
			}
			if first == nil {
				t.Fatalf("no error; want %s", tc.want)
			}
			i := strings.Index(tc.want, ": ")
			want := "s.glsl:" + tc.want[:i] + ": error: " + tc.want[i+2:]
			if got := first.String(); !strings.HasPrefix(got, want) {
				t.Errorf("got  %s\nwant %s\nall:\n%s", got, want, diagText(diags))
			}
		})
	}
}

// TestStageInterface: what the checker makes of a vertex and a fragment
// shader's interface.
func TestStageInterface(t *testing.T) {
	m := mustCheck(t, "v.vert", `#version 450
layout(location = 0) in vec3 pos;
layout(location = 2) out V { vec2 uv; flat int id; layout(location = 7) vec4 c; } v;
out vec4 later;
out float gl_ClipDistance[3];
invariant gl_Position;
void main() {
	gl_Position = vec4(pos, 1.0);
	v.uv = pos.xy; v.id = gl_VertexIndex; v.c = vec4(0);
	later = vec4(1);
	gl_ClipDistance[2] = 0.0;
}
`, Options{Stage: ir.Vertex, AutoMapLocations: true})
	if m.Entry.Stage != ir.Vertex {
		t.Errorf("entry stage %s", m.Entry.Stage)
	}
	locs := map[string]int{}
	for _, g := range m.Globals {
		switch {
		case g.Builtin == builtins.Position:
			if g.Storage != ir.StorageOutput || g.IO == nil || !g.IO.Invariant {
				t.Errorf("gl_Position: %s %+v, want an invariant output", g.Storage, g.IO)
			}
		case g.Builtin == builtins.ClipDistance:
			if g.Type.Len() != 3 {
				t.Errorf("gl_ClipDistance has type %s, want float[3]", g.Type)
			}
		case g.IO != nil:
			locs[g.Name] = g.IO.Location
			if g.Name == "v.id" && g.IO.Interp != ir.Flat {
				t.Errorf("v.id is %s, want flat", g.IO.Interp)
			}
		}
	}
	want := map[string]int{"pos": 0, "v.uv": 2, "v.id": 3, "v.c": 7, "later": 0}
	for n, l := range want {
		if got, ok := locs[n]; !ok || got != l {
			t.Errorf("%s at location %d (declared %v), want %d", n, got, ok, l)
		}
	}
	f := mustCheck(t, "f.frag", `#version 450
layout(location = 0) out vec4 color;
layout(depth_less) out float gl_FragDepth;
layout(early_fragment_tests) in;
void main() {
	if (gl_FrontFacing) discard;
	color = vec4(dFdx(gl_FragCoord.x));
	gl_FragDepth = 0.5;
}
`, Options{Stage: ir.Fragment})
	modes := map[ir.EntryMode]bool{}
	for _, md := range f.Entry.Modes {
		modes[md] = true
	}
	for _, md := range []ir.EntryMode{ir.EarlyFragmentTests, ir.DepthLess, ir.DepthReplacing} {
		if !modes[md] {
			t.Errorf("fragment modes %v lack %s", f.Entry.Modes, md)
		}
	}
}
