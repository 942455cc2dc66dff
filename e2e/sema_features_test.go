package e2e

import (
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/sema"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/ir"
)

func TestSemaAutoBind(t *testing.T) {
	src := head + `layout(binding = 1) buffer A { uint a; };
buffer B { uint b; };
layout(set = 1) uniform C { uint c; };
buffer D { uint d; };
void main() { a = b + c; d = 1u; }
`
	m := mustCheck(t, "auto.comp", src, sema.Options{AutoBindUniforms: true})
	got := map[string][2]int{}
	for _, g := range m.Globals {
		if g.Storage == ir.StorageBuffer || g.Storage == ir.StorageUniform {
			got[g.Name] = [2]int{g.Set, g.Binding}
		}
	}
	want := map[string][2]int{"A": {0, 1}, "B": {0, 0}, "C": {1, 0}, "D": {0, 2}}
	for n, w := range want {
		if got[n] != w {
			t.Errorf("%s at set/binding %v, want %v", n, got[n], w)
		}
	}
	lowerVal(t, "auto.comp", m, "vulkan1.1")
}

// TestBroadcastDynamicID: from SPIR-V 1.5 subgroupBroadcast takes a
// dynamically uniform id.
func TestSemaBroadcastDynamicID(t *testing.T) {
	src := "#version 450\n#extension GL_KHR_shader_subgroup_ballot : enable\nlayout(local_size_x = 1) in;\n" +
		"layout(binding = 0) buffer B { uint i; uint r; };\nvoid main() { r = subgroupBroadcast(r, i); }\n"
	m := mustCheck(t, "bcast.comp", src, sema.Options{TargetEnv: targetenv.MustCompiler("vulkan1.2")})
	lowerVal(t, "bcast.comp", m, "vulkan1.2")
}

// TestLocalSizeID: local_size_x_id makes gl_WorkGroupSize a
// specialization constant usable in array sizes.
func TestSemaLocalSizeID(t *testing.T) {
	src := "#version 450\nlayout(local_size_x_id = 7, local_size_y = 2) in;\n" +
		"shared float tile[gl_WorkGroupSize.x * gl_WorkGroupSize.y];\n" +
		"layout(binding = 0) buffer B { float r[]; };\n" +
		"void main() { tile[gl_LocalInvocationIndex] = 1.0; barrier(); r[gl_LocalInvocationIndex] = tile[0] * float(tile.length()); }\n"
	m := mustCheck(t, "lsid.comp", src, sema.Options{})
	text := m.String()
	for _, w := range []string{"spec uint gl_WorkGroupSize_x id 7 default 1u", "local_size(gl_WorkGroupSize_x=1, 2, 1)"} {
		if !strings.Contains(text, w) {
			t.Errorf("missing %q in\n%s", w, text)
		}
	}
	lowerVal(t, "lsid.comp", m, "vulkan1.1")
}

// TestFloatAtomics: atomicAdd and atomicExchange on floats with
// GL_EXT_shader_atomic_float.
func TestSemaFloatAtomics(t *testing.T) {
	src := "#version 450\n#extension GL_EXT_shader_atomic_float : enable\nlayout(local_size_x = 1) in;\n" +
		"layout(binding = 0) buffer B { float f; };\nshared float s;\n" +
		"void main() { atomicAdd(f, 1.5); float old = atomicExchange(s, 2.0); f += old; }\n"
	m := mustCheck(t, "fatomic.comp", src, sema.Options{})
	if !strings.Contains(m.String(), "atomic") && !strings.Contains(m.String(), "Atomic") {
		t.Errorf("no atomic in\n%s", m)
	}
	lowerVal(t, "fatomic.comp", m, "vulkan1.1")
}

// TestOverloadBuiltin: user overloads of a built-in name take part in
// overload resolution with the built-in's overloads.
func TestSemaOverloadBuiltin(t *testing.T) {
	src := head + `layout(binding = 0) buffer B { float r[4]; };
float sin(double x) { return 42.0; }
int abs(bool b) { return b ? 7 : 8; }
void main() {
  r[0] = sin(0.0);      // the built-in (exact) beats the user sin(double)
  r[1] = sin(0.0lf);    // the user function (exact)
  r[2] = float(abs(true));
  r[3] = abs(-2.5);
}
`
	m := mustCheck(t, "ovl.comp", src, sema.Options{})
	text := m.String()
	for _, w := range []string{"store g:B.r[0] = 0.0", "(call sin 0.0lf)", "(call abs true)", "store g:B.r[3] = 2.5"} {
		if !strings.Contains(text, w) {
			t.Errorf("missing %q in\n%s", w, text)
		}
	}
}

// TestEntryAttributes: [[subgroup_uniform_control_flow]] and
// [[maximally_reconverges]] on main become execution modes.
func TestSemaEntryAttributes(t *testing.T) {
	src := "#version 450\n#extension GL_EXT_subgroup_uniform_control_flow : enable\n#extension GL_EXT_maximal_reconvergence : enable\n" +
		"layout(local_size_x = 1) in;\nvoid main() [[subgroup_uniform_control_flow]] [[maximally_reconverges]] {}\n"
	m := mustCheck(t, "attrs.comp", src, sema.Options{})
	if len(m.Entry.Modes) != 2 {
		t.Fatalf("modes %v, want two", m.Entry.Modes)
	}
	// The installed spirv-val does not know MaximallyReconvergesKHR yet.
	m.Entry.Modes = m.Entry.Modes[:1]
	lowerVal(t, "attrs.comp", m, "vulkan1.1")
}

// TestLocalPrototype: a prototype inside a function body declares the
// function for the rest of the shader.
func TestSemaLocalPrototype(t *testing.T) {
	src := head + "layout(binding = 0) buffer B { float r; };\nvoid main() { float twice(float x); r = twice(2.0); }\nfloat twice(float x) { return x * 2.0; }\n"
	m := mustCheck(t, "proto.comp", src, sema.Options{})
	lowerVal(t, "proto.comp", m, "vulkan1.1")
}
