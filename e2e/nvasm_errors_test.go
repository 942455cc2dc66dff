package e2e

import (
	"errors"
	"github.com/glslc-nv/glslc-nv/lower/nvasm"
	"strings"
	"testing"
)

// TestUnsupported checks the error for each construct the assembly
// target cannot express: message and source position.
func TestNVAsmUnsupported(t *testing.T) {
	const head = "#version 450\n#extension GL_KHR_shader_subgroup_arithmetic : enable\n#extension GL_KHR_shader_subgroup_basic : enable\n" +
		"#extension GL_ARB_gpu_shader_int64 : enable\n#extension GL_EXT_shader_atomic_int64 : enable\n#extension GL_EXT_shader_explicit_arithmetic_types : enable\n#extension GL_ARB_shader_ballot : enable\n" +
		"layout(local_size_x = 32) in;\nlayout(binding = 0) buffer B { uint v[]; } b;\n"
	// Line 10 is the first line of body.
	cases := []struct{ name, body, want string }{
		{"subgroup arithmetic", "void main() {\n  b.v[0] = subgroupAdd(1u);\n}",
			"e.comp:11:12: the subgroup function subgroupAdd (the assembly target has 32-lane warps, not subgroups) cannot be expressed in !!NVcp5.0 assembly"},
		{"subgroup variable", "void main() {\n  b.v[0] = gl_SubgroupSize;\n}",
			"e.comp:11:12: the built-in variable gl_SubgroupSize (the assembly target has 32-lane warps, not subgroups) cannot be expressed in !!NVcp5.0 assembly"},
		{"subgroup barrier", "void main() {\n  subgroupBarrier();\n}",
			"e.comp:11:3: the subgroup function subgroupBarrier cannot be expressed in !!NVcp5.0 assembly"},
		{"ARB ballot", "void main() {\n  b.v[0] = uint(ballotARB(true));\n}",
			"e.comp:11:17: the function ballotARB (it works on whole subgroups, the assembly target on 32-lane warps) cannot be expressed in !!NVcp5.0 assembly"},
		{"double sqrt", "void main() {\n  double d = double(b.v[1]);\n  b.v[0] = uint(sqrt(d));\n}",
			"e.comp:12:17: the built-in function sqrt on 64-bit types cannot be expressed in !!NVcp5.0 assembly"},
		{"int64 atomic", "layout(binding = 1) buffer C { uint64_t n; } c;\nvoid main() {\n  atomicAdd(c.n, 1ul);\n}",
			"e.comp:12:3: an atomic on uint64_t cannot be expressed in !!NVcp5.0 assembly"},
		{"mixed widths", "struct S { uint a; double d; };\nvoid main() {\n  S s;\n  s.a = 1u;\n  b.v[0] = s.a;\n}",
			"e.comp:12:5: a variable mixing 64-bit and 32-bit parts (v_s) cannot be expressed in !!NVcp5.0 assembly"},
		{"float16", "void main() {\n  float16_t h = float16_t(b.v[1]);\n  b.v[0] = uint(h);\n}",
			"e.comp:11:13: the float16_t type (of variable h) cannot be expressed in !!NVcp5.0 assembly"},
		{"transcendental", "void main() {\n  b.v[0] = uint(atan(float(b.v[1])));\n}",
			"e.comp:11:17: the built-in function atan cannot be expressed in !!NVcp5.0 assembly"},
		{"block array", "layout(binding = 1) buffer C { uint w; } cs[2];\nvoid main() {\n  b.v[0] = cs[1].w;\n}",
			"e.comp:10:1: an array of buffer blocks (cs) cannot be expressed in !!NVcp5.0 assembly"},
		{"packing", "void main() {\n  b.v[0] = packHalf2x16(vec2(1.0));\n}",
			"e.comp:11:12: the built-in function packHalf2x16 cannot be expressed in !!NVcp5.0 assembly"},
		{"pack32 of 8-bit", "void main() {\n  b.v[0] = pack32(u8vec4(b.v[1]));\n}",
			"e.comp:11:12: uint8_t arithmetic cannot be expressed in !!NVcp5.0 assembly"},
		{"pack64 of 16-bit", "void main() {\n  b.v[0] = uint(pack64(u16vec4(b.v[1])));\n}",
			"e.comp:11:17: uint16_t arithmetic cannot be expressed in !!NVcp5.0 assembly"},
		{"unpack8", "void main() {\n  b.v[0] = uint(unpack8(b.v[1]).x);\n}",
			"e.comp:11:17: the built-in function unpack8 cannot be expressed in !!NVcp5.0 assembly"},
		{"long vector", "#extension GL_EXT_long_vector : enable\nvoid main() {\n  vector<uint, 5> v = vector<uint, 5>(b.v[1]);\n  b.v[0] = v[4];\n}",
			"e.comp:12:19: a long vector (GL_EXT_long_vector's vector<uint, 5>, the type of variable v) cannot be expressed in !!NVcp5.0 assembly"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := mustIR(t, "e.comp", head+c.body)
			_, err := nvasm.Emit(m, nvasm.Options{})
			var e *nvasm.Error
			if !errors.As(err, &e) {
				t.Fatalf("Emit: err = %v, want an *nvasm.Error", err)
			}
			if err.Error() != c.want {
				t.Errorf("got  %s\nwant %s", err, c.want)
			}
		})
	}
}

// TestComments checks that nvasm.Options.Comments marks each statement's source
// line and that the program still loads.
func TestNVAsmComments(t *testing.T) {
	src := "#version 450\nlayout(local_size_x = 4) in;\nlayout(binding = 0) buffer B { uint v[]; } b;\nvoid main() {\n  uint i = gl_LocalInvocationIndex;\n  b.v[i] = i * 3u;\n}\n"
	m := mustIR(t, "c.comp", src)
	text, err := nvasm.Emit(m, nvasm.Options{Comments: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"# c.comp:5\n", "# c.comp:6\n"} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in\n%s", want, text)
		}
	}
	if _, err := assemble("c", text); err != nil {
		t.Fatal(err)
	}
}

// TestSpecOverride checks nvasm.Options.Spec: a value and the local size
// change, and a constant that sizes an array cannot be overridden.
func TestNVAsmSpecOverride(t *testing.T) {
	src := "#version 450\nlayout(local_size_x_id = 0) in;\nlayout(constant_id = 1) const uint K = 3u;\n" +
		"layout(binding = 0) buffer B { uint v[]; } b;\nvoid main() { b.v[gl_LocalInvocationIndex] = K * gl_WorkGroupSize.x; }\n"
	m := mustIR(t, "s.comp", src)
	text, err := nvasm.Emit(m, nvasm.Options{Spec: map[uint32]uint64{0: 8, 1: 5}})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text, "GROUP_SIZE 8 1 1;") || !strings.Contains(text, "MUL.U") || !strings.Contains(text, ", 5, 8;") {
		t.Errorf("overrides not applied:\n%s", text)
	}
	arr := "#version 450\nlayout(local_size_x = 1) in;\nlayout(constant_id = 2) const int N = 4;\n" +
		"layout(binding = 0) buffer B { uint v[]; } b;\nvoid main() { uint a[N]; a[0] = 1u; b.v[0] = a[0]; }\n"
	m = mustIR(t, "a.comp", arr)
	if _, err := nvasm.Emit(m, nvasm.Options{}); err != nil {
		t.Fatalf("default size: %v", err)
	}
	_, err = nvasm.Emit(m, nvasm.Options{Spec: map[uint32]uint64{2: 6}})
	want := "a.comp:5:20: overriding a specialization constant that sizes an array (of variable a) cannot be expressed in !!NVcp5.0 assembly"
	if err == nil || err.Error() != want {
		t.Errorf("got %v\nwant %s", err, want)
	}
}

// TestNVAsmRayQuery: the assembly target refuses ray queries at the call.
func TestNVAsmRayQuery(t *testing.T) {
	src := "#version 460\n#extension GL_EXT_ray_query : enable\nlayout(binding = 0) buffer B { uvec2 a; uint r; };\n" +
		"void main() {\n  rayQueryEXT q;\n  rayQueryInitializeEXT(q, accelerationStructureEXT(a), 0u, 0xFFu, vec3(0), 0.0, vec3(1), 1.0);\n  r = uint(rayQueryProceedEXT(q));\n}\n"
	m := mustIR(t, "e.comp", src)
	_, err := nvasm.Emit(m, nvasm.Options{})
	const want = "e.comp:6:3: the ray-query function rayQueryInitializeEXT (the assembly target has no ray tracing) cannot be expressed in !!NVcp5.0 assembly"
	if err == nil || err.Error() != want {
		t.Errorf("got  %v\nwant %s", err, want)
	}
}
