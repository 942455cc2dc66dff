package e2e

import (
	"encoding/binary"
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"math"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/sema"
)

// Corners of the language glslang accepts that real projects' compute
// shaders use (issue 25); docs/glsl.md lists each with glslang's behaviour.

// TestSemaDeadCallerOfPrototype: a function declared, never defined, and
// called only from a function main never reaches is no error (glslang drops
// uncalled functions before it looks for bodies); the dead caller is not
// emitted. A call that main does reach stays an error.
func TestSemaDeadCallerOfPrototype(t *testing.T) {
	src := head + `layout(std430, binding = 0) buffer B { uint d[]; };
uint undefinedFn(uint x);
uint deadCaller(uint x) { return undefinedFn(x) + 1u; }
uint deadTwice(uint x) { return deadCaller(x) * 2u; }
void main() { d[0] = 7u; }
`
	got := runWords(t, "dead.comp", src, 4, nil)
	if v := binary.LittleEndian.Uint32(got); v != 7 {
		t.Errorf("d[0] = %d, want 7", v)
	}
	m := mustCheck(t, "dead.comp", src, sema.Options{})
	for _, f := range m.Functions {
		if f.Name == "deadCaller" || f.Name == "deadTwice" {
			t.Errorf("the dead caller %s is still in the module", f.Name)
		}
	}
	live := strings.Replace(src, "d[0] = 7u;", "d[0] = deadTwice(7u);", 1)
	_, diags := check(t, "live.comp", live, sema.Options{})
	if want := "live.comp:5:34: error: function 'uint undefinedFn(uint)' is called but never defined"; !strings.Contains(diagText(diags), want) {
		t.Errorf("reachable call of a prototype: got\n%s\nwant %s", diagText(diags), want)
	}
}

// TestSemaScalarAndLiteralSwizzle: a scalar swizzles (.x, .xxx), .x of a
// scalar variable is an l-value, and a literal swizzles (0u.xx, 1.0.x):
// glslang's scanner ends a number before a second '.' or a '.' after a
// suffix.
func TestSemaScalarAndLiteralSwizzle(t *testing.T) {
	src := head + `layout(std430, binding = 0) buffer B { uvec2 u; float f[]; };
void main() {
	float ao = 3.0;
	ao.x = pow(ao.x, 2.0);
	f[0] = ao.x;
	vec3 v = ao.xxx;
	f[1] = v.z;
	ao.x += 1.0;
	f[2] = ao;
	u = 5u.xx + 0u.xx;
	f[3] = 1.5.x + 2.0e0.x;
}
`
	got := runWords(t, "swizzle.comp", src, 24, nil)
	u0, u1 := binary.LittleEndian.Uint32(got[0:]), binary.LittleEndian.Uint32(got[4:])
	if u0 != 5 || u1 != 5 {
		t.Errorf("u = (%d, %d), want (5, 5)", u0, u1)
	}
	want := []float32{9, 9, 10, 3.5}
	for i, w := range want {
		if g := math.Float32frombits(binary.LittleEndian.Uint32(got[8+4*i:])); g != w {
			t.Errorf("f[%d] = %v, want %v", i, g, w)
		}
	}
	// A swizzle with repeated components is still no l-value, and a
	// malformed number stays one bad token.
	for _, tc := range []struct{ body, want string }{
		{"float a = 1.0; a.xx = vec2(1.0);", "assignment: the operand is not an l-value"},
		{"uint a = 1abc.x;", "invalid token '1abc.x'"},
	} {
		_, diags := check(t, "bad.comp", head+"void main() { "+tc.body+" }\n", sema.Options{})
		if !strings.Contains(diagText(diags), tc.want) {
			t.Errorf("%s: got\n%s\nwant %q", tc.body, diagText(diags), tc.want)
		}
	}
}

// TestSemaGatherRuntimeOffset: textureGatherOffset takes a run-time offset
// (GLSL 4.60 section 8.9.4), emitted as Offset with ImageGatherExtended; a
// constant offset stays ConstOffset, and textureOffset still needs one.
func TestSemaGatherRuntimeOffset(t *testing.T) {
	decls := head + `layout(binding = 0) uniform sampler2D s;
layout(std430, binding = 1) buffer B { vec4 d[]; };
layout(push_constant) uniform P { ivec2 off; } p;
`
	m := mustCheck(t, "gather.comp", decls+"void main() { d[0] = textureGatherOffset(s, vec2(0.5), p.off); }\n", sema.Options{})
	dis := disasm(t, lowerVal(t, "gather.comp", m, "vulkan1.0"))
	for _, w := range []string{"OpCapability ImageGatherExtended", " Offset %"} {
		if !strings.Contains(dis, w) {
			t.Errorf("run-time offset: no %q in\n%s", w, dis)
		}
	}
	m = mustCheck(t, "gatherconst.comp", decls+"void main() { d[0] = textureGatherOffset(s, vec2(0.5), ivec2(1, -1)); }\n", sema.Options{})
	dis = disasm(t, lowerVal(t, "gatherconst.comp", m, "vulkan1.0"))
	if !strings.Contains(dis, "ConstOffset") || strings.Contains(dis, "ImageGatherExtended") {
		t.Errorf("constant offset: want ConstOffset without ImageGatherExtended:\n%s", dis)
	}
	_, diags := check(t, "texoff.comp", decls+"void main() { d[0] = textureOffset(s, vec2(0.5), p.off); }\n", sema.Options{})
	if want := "argument 3 of 'textureOffset' must be a constant expression"; !strings.Contains(diagText(diags), want) {
		t.Errorf("textureOffset with a run-time offset: got\n%s\nwant %q", diagText(diags), want)
	}
}

// TestSemaNonuniformLocal: nonuniformEXT qualifies a local declaration;
// every load of the variable is NonUniform, as glslang decorates it. The
// function nonuniformEXT(x) keeps working beside it; the qualifier needs
// the extension.
func TestSemaNonuniformLocal(t *testing.T) {
	src := `#version 450
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 4) in;
layout(std430, binding = 0) buffer B { uint d[4]; } bufs[4];
void main() {
	uint i = gl_LocalInvocationIndex;
	nonuniformEXT uint j = i;
	bufs[j].d[0] = 1u;
	bufs[nonuniformEXT(i)].d[1] = j;
}
`
	m := mustCheck(t, "nonuniform.comp", src, sema.Options{})
	dis := disasm(t, lowerVal(t, "nonuniform.comp", m, "vulkan1.1"))
	if n := strings.Count(dis, "NonUniform\n"); n < 3 {
		t.Errorf("want NonUniform on both loads of j and on nonuniformEXT(i), have %d decorations:\n%s", n, dis)
	}
	noExt := strings.Replace(src, "#extension GL_EXT_nonuniform_qualifier : require\n", "", 1)
	_, diags := check(t, "noext.comp", noExt, sema.Options{})
	if want := "the nonuniformEXT qualifier requires extension GL_EXT_nonuniform_qualifier"; !strings.Contains(diagText(diags), want) {
		t.Errorf("without the extension: got\n%s\nwant %q", diagText(diags), want)
	}
}

// TestSemaImageLoadFormatted: GL_EXT_shader_image_load_formatted lets a
// storage image without a format be read (StorageImageReadWithoutFormat);
// without it the format stays required.
func TestSemaImageLoadFormatted(t *testing.T) {
	body := `layout(local_size_x = 1) in;
layout(binding = 0) uniform image2D img;
layout(std430, binding = 1) buffer B { vec4 d[]; };
void main() { d[0] = imageLoad(img, ivec2(0)); }
`
	src := "#version 450\n#extension GL_EXT_shader_image_load_formatted : require\n" + body
	m := mustCheck(t, "formatted.comp", src, sema.Options{})
	dis := disasm(t, lowerVal(t, "formatted.comp", m, "vulkan1.0"))
	if !strings.Contains(dis, "OpCapability StorageImageReadWithoutFormat") || !strings.Contains(dis, "2D 0 0 0 2 Unknown") {
		t.Errorf("want an Unknown-format storage image read:\n%s", dis)
	}
	_, diags := check(t, "plain.comp", "#version 450\n"+body, sema.Options{})
	if want := "need a format layout qualifier"; !strings.Contains(diagText(diags), want) {
		t.Errorf("without the extension: got\n%s\nwant %q", diagText(diags), want)
	}
}

// TestSemaRuntimeDescriptorArrays: with GL_EXT_nonuniform_qualifier, opaque
// uniforms and blocks may be runtime-sized descriptor arrays
// (RuntimeDescriptorArray, SPV_EXT_descriptor_indexing before SPIR-V 1.5),
// and nonuniformEXT takes a combined image (glslang decorates the
// OpSampledImage NonUniform). Without the extension they stay errors.
func TestSemaRuntimeDescriptorArrays(t *testing.T) {
	body := `layout(local_size_x = 4) in;
layout(binding = 0) uniform texture2D tex[];
layout(binding = 1) uniform sampler smp;
layout(binding = 2) uniform sampler2D comb[];
layout(std430, binding = 3) buffer O { vec4 o[]; };
layout(std430, binding = 4) buffer B { uint d[]; } bufs[];
void main() {
	uint i = gl_LocalInvocationIndex;
	o[i] = textureLod(nonuniformEXT(sampler2D(tex[i], smp)), vec2(0.5), 0.0)
		+ textureLod(comb[nonuniformEXT(i)], vec2(0.5), 0.0) + texelFetch(comb[2], ivec2(0), 0);
	bufs[nonuniformEXT(i)].d[0] = i;
}
`
	src := "#version 450\n#extension GL_EXT_nonuniform_qualifier : require\n" + body
	m := mustCheck(t, "rda.comp", src, sema.Options{})
	for _, env := range []string{"vulkan1.0", "vulkan1.2"} {
		dis := disasm(t, lowerVal(t, "rda.comp", m, env))
		for _, w := range []string{"OpCapability RuntimeDescriptorArray", "OpTypeRuntimeArray", "OpSampledImage"} {
			if !strings.Contains(dis, w) {
				t.Errorf("%s: no %q in\n%s", env, w, dis)
			}
		}
		if got := strings.Contains(dis, `OpExtension "SPV_EXT_descriptor_indexing"`); got != (env == "vulkan1.0") {
			t.Errorf("%s: SPV_EXT_descriptor_indexing declared = %v", env, got)
		}
	}
	_, diags := check(t, "noext.comp", "#version 450\n"+body, sema.Options{})
	for _, want := range []string{"the unsized array of opaque uniforms 'tex' requires extension GL_EXT_nonuniform_qualifier",
		"an array of blocks must have a size (an unsized one needs GL_EXT_nonuniform_qualifier)"} {
		if !strings.Contains(diagText(diags), want) {
			t.Errorf("without the extension: got\n%s\nwant %q", diagText(diags), want)
		}
	}
}

// TestSemaVulkanModelScopes: under #pragma use_vulkan_memory_model the
// scoped barriers and atomics of GL_KHR_memory_scope_semantics take
// gl_ScopeQueueFamily and gl_SemanticsMakeAvailable / MakeVisible (dxvk's
// mipgen does); without the pragma they stay errors.
func TestSemaVulkanModelScopes(t *testing.T) {
	body := `#extension GL_KHR_memory_scope_semantics : enable
layout(local_size_x = 32) in;
layout(std430, binding = 0) buffer B { uint d[]; };
void main() {
	d[gl_LocalInvocationIndex] = 1u;
	controlBarrier(gl_ScopeSubgroup, gl_ScopeQueueFamily, gl_StorageSemanticsBuffer, gl_SemanticsRelease | gl_SemanticsMakeAvailable);
	atomicAdd(d[0], 1u, gl_ScopeQueueFamily, gl_StorageSemanticsBuffer, gl_SemanticsAcquireRelease | gl_SemanticsMakeAvailable | gl_SemanticsMakeVisible);
}
`
	m := mustCheck(t, "vmm.comp", "#version 460\n#pragma use_vulkan_memory_model\n"+body, sema.Options{})
	dis := disasm(t, lowerVal(t, "vmm.comp", m, "vulkan1.3"))
	if !strings.Contains(dis, "OpMemoryModel Logical Vulkan") {
		t.Errorf("no Vulkan memory model:\n%s", dis)
	}
	// Without the pragma, glslang 16 switches to the Vulkan memory model
	// where the target has it (SPIR-V 1.3 and later) ...
	m = mustCheck(t, "nopragma.comp", "#version 460\n"+body, sema.Options{TargetEnv: targetenv.MustCompiler("vulkan1.3")})
	if dis := disasm(t, lowerVal(t, "nopragma.comp", m, "vulkan1.3")); !strings.Contains(dis, "OpMemoryModel Logical Vulkan") {
		t.Errorf("without the pragma at vulkan1.3: no Vulkan memory model:\n%s", dis)
	}
	// ... and below it the scope is a positioned error.
	_, diags := check(t, "glsl450.comp", "#version 460\n"+body, sema.Options{TargetEnv: targetenv.MustCompiler("vulkan1.0")})
	if want := "glsl450.comp:7:35: error: 'controlBarrier' with gl_ScopeQueueFamily"; !strings.Contains(diagText(diags), want) {
		t.Errorf("without the pragma at vulkan1.0: got\n%s\nwant %q", diagText(diags), want)
	}
}

// TestSemaBufferReferenceQualifiersAfterBuffer: "buffer writeonly T {" names
// the buffer-reference type T as "writeonly buffer T {" does (vkd3d-proton).
func TestSemaBufferReferenceQualifiersAfterBuffer(t *testing.T) {
	src := `#version 450
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 1) in;
layout(std430, buffer_reference, buffer_reference_align = 4) buffer writeonly Dst { uint v[]; };
layout(std430, buffer_reference, buffer_reference_align = 4) readonly buffer Src { uint v[]; };
layout(push_constant) uniform P { Dst dst; Src src; };
void main() { dst.v[0] = src.v[0] + 1u; }
`
	m := mustCheck(t, "bufref.comp", src, sema.Options{})
	lowerVal(t, "bufref.comp", m, "vulkan1.2")
}

// TestSemaUnsizedInnerDimensions: an array constructor or a variable with an
// initializer may leave inner array dimensions unsized (parallel-rdp's
// "const int dither_matrices[2][16] = int[][](int[](...), ...)"): the
// constructor takes its outer size from the argument count and its inner
// sizes from the first argument, a variable takes them from its
// initializer's type, as glslang does.
func TestSemaUnsizedInnerDimensions(t *testing.T) {
	src := head + `layout(std430, binding = 0) buffer B { int v[]; };
const int m[2][3] = int[][](int[](1, 2, 3), int[](4, 5, 6));
void main() {
	int y[][] = int[][](int[2](7, 8), int[2](9, 10), int[2](11, 12));
	int z[2][] = int[2][](int[](13, 14, 15, 16), int[](17, 18, 19, 20));
	int[][] w = int[][](int[](21), int[](22));
	v[0] = m[1][2]; v[1] = y.length(); v[2] = y[0].length(); v[3] = y[2][1];
	v[4] = z[0].length(); v[5] = z[1][3]; v[6] = w.length(); v[7] = w[1][0] + w[0].length();
	v[8] = int[][](int[](1, 2), int[](3, 4))[1][0];
}
`
	got := runWords(t, "unsized.comp", src, 36, nil)
	want := []int32{6, 3, 2, 12, 4, 20, 2, 23, 3}
	for i, w := range want {
		if g := int32(binary.LittleEndian.Uint32(got[4*i:])); g != w {
			t.Errorf("v[%d] = %d, want %d", i, g, w)
		}
	}
}

// TestSemaRayTracingExtensionInCompute: a compute shader may enable
// GL_EXT_ray_tracing (nvpro's ray_query sample does, beside GL_EXT_ray_query):
// glslang defines its macro and gives accelerationStructureEXT and the
// gl_RayFlags constants; what only the ray-tracing stages have stays an
// error.
func TestSemaRayTracingExtensionInCompute(t *testing.T) {
	src := `#version 460
#extension GL_EXT_ray_tracing : require
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { uint o[]; };
void main() {
#ifdef GL_EXT_ray_tracing
	o[0] = gl_RayFlagsOpaqueEXT | gl_RayFlagsTerminateOnFirstHitEXT;
#endif
}
`
	got := runWords(t, "rt.comp", src, 4, nil)
	if v := binary.LittleEndian.Uint32(got); v != 5 {
		t.Errorf("o[0] = %d, want 5 (gl_RayFlagsOpaqueEXT | gl_RayFlagsTerminateOnFirstHitEXT)", v)
	}
	// An acceleration structure with ray queries: valid SPIR-V (the
	// interpreter has no acceleration structures to run it on).
	rq := strings.Replace(src, "#extension GL_EXT_ray_tracing : require", "#extension GL_EXT_ray_tracing : require\n#extension GL_EXT_ray_query : require", 1)
	rq = strings.Replace(rq, "void main() {", `layout(binding = 1) uniform accelerationStructureEXT tlas;
void main() {
	rayQueryEXT q;
	rayQueryInitializeEXT(q, tlas, gl_RayFlagsOpaqueEXT, 0xff, vec3(0.0), 0.0, vec3(1.0), 1.0);
	o[1] = rayQueryProceedEXT(q) ? 1u : 0u;`, 1)
	lowerVal(t, "rq.comp", mustCheck(t, "rq.comp", rq, sema.Options{}), "vulkan1.2")
	bad := strings.Replace(src, "void main() {", "layout(location = 0) rayPayloadEXT vec4 p;\nvoid main() {", 1)
	_, diags := check(t, "bad.comp", bad, sema.Options{})
	if !strings.Contains(diagText(diags), "bad.comp:5:") {
		t.Errorf("rayPayloadEXT in a compute shader: got\n%s\nwant an error at line 5", diagText(diags))
	}
}

// TestSemaRayQueryParameter: a rayQueryEXT parameter (nvpro's ray_query
// sample: "bool traceShadow(in rayQueryEXT rayQuery, ...)") refers to the
// caller's query, as glslang passes it: a pointer to the variable, no copy
// (a ray query cannot be loaded or stored). Local queries are Private
// variables, as glslang makes them, so a global query passes the same way;
// a parameter passes on to another call.
func TestSemaRayQueryParameter(t *testing.T) {
	src := `#version 460
#extension GL_EXT_ray_query : require
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { uint o[]; };
layout(binding = 1) uniform accelerationStructureEXT tlas;
rayQueryEXT g;
void start(rayQueryEXT q) { rayQueryInitializeEXT(q, tlas, gl_RayFlagsOpaqueEXT, 0xff, vec3(0.0), 0.0, vec3(1.0), 1.0); }
bool step(in rayQueryEXT q) { return rayQueryProceedEXT(q); }
bool run(rayQueryEXT q) { start(q); return step(q); }
void main() {
	rayQueryEXT q;
	o[0] = run(q) && run(g) ? 1u : 0u;
	o[1] = rayQueryGetIntersectionTypeEXT(q, true);
}
`
	for _, env := range []string{"vulkan1.2", "vulkan1.3"} {
		words := lowerVal(t, "rqparam.comp", mustCheck(t, "rqparam.comp", src, sema.Options{}), env)
		text := disasm(t, words)
		if n := strings.Count(text, "OpFunctionParameter %_ptr_Private_"); n != 3 {
			t.Errorf("%s: want the three ray-query parameters as Private pointers, got %d:\n%s", env, n, text)
		}
		for _, line := range strings.Split(text, "\n") {
			if f := strings.Fields(line); len(f) == 3 && f[2] == "OpTypeRayQueryKHR" {
				if strings.Contains(text, "OpLoad "+f[0]+" ") {
					t.Errorf("%s: a ray query is loaded (copied):\n%s", env, text)
				}
			}
		}
	}
}
