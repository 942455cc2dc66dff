package e2e

import (
	"encoding/binary"
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/sema"
	"math"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/f16"
	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// runWords lowers and validates src for vulkan1.1, runs it on the
// interpreter with one workgroup and the given spec overrides, and returns
// binding 0 of set 0 (size bytes, zero-filled).
func runWords(t *testing.T, name, src string, size int, spec map[uint32]uint64) []byte {
	t.Helper()
	m := mustCheck(t, name, src, sema.Options{})
	code := lowerVal(t, name, m, "vulkan1.1")
	prog, err := interp.Load(spirv.Encode(code))
	if err != nil {
		t.Fatalf("interp.Load: %v", err)
	}
	buf := make([]byte, size)
	res, err := prog.Run(interp.Config{Workgroups: [3]uint32{1, 1, 1}, Buffers: map[[2]uint32][]byte{{0, 0}: buf}, Spec: spec})
	if err != nil {
		t.Fatalf("interp.Run: %v\nIR:\n%s", err, m)
	}
	for _, d := range res.Diagnostics {
		t.Errorf("interpreter diagnostic: %s", d)
	}
	return buf
}

// disasm lowers m for env and returns its disassembly.
func disasm(t *testing.T, words []uint32) string {
	t.Helper()
	text, err := spirv.DisassembleBytes(spirv.Encode(words), spirv.DisOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return text
}

// TestDeviceIndex: gl_DeviceIndex (GL_EXT_device_group) is the DeviceIndex
// built-in; SPIR-V 1.3 has DeviceGroup in core, older targets take
// SPV_KHR_device_group.
func TestSemaDeviceIndex(t *testing.T) {
	src := `#version 450
#extension GL_EXT_device_group : enable
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { int x; } b;
void main() { b.x = gl_DeviceIndex; }
`
	for _, tc := range []struct {
		env string
		ext bool
	}{{"vulkan1.1", false}, {"vulkan1.0", true}} {
		m := mustCheck(t, "device.comp", src, sema.Options{TargetEnv: targetenv.MustCompiler(tc.env)})
		dis := disasm(t, lowerVal(t, "device.comp", m, tc.env))
		for _, want := range []string{"OpCapability DeviceGroup", "BuiltIn DeviceIndex"} {
			if !strings.Contains(dis, want) {
				t.Errorf("%s: no %q in\n%s", tc.env, want, dis)
			}
		}
		if got := strings.Contains(dis, `OpExtension "SPV_KHR_device_group"`); got != tc.ext {
			t.Errorf("%s: SPV_KHR_device_group declared = %v, want %v", tc.env, got, tc.ext)
		}
	}
	_, diags := check(t, "noext.comp", strings.Replace(src, "#extension GL_EXT_device_group : enable\n", "", 1), sema.Options{})
	if !strings.Contains(diagText(diags), "'gl_DeviceIndex' requires extension GL_EXT_device_group") {
		t.Errorf("without the extension: %s", diagText(diags))
	}
}

func half(t *testing.T, b []byte, i int) float64 {
	t.Helper()
	h := binary.LittleEndian.Uint16(b[2*i:])
	return f16.ToFloat64(h)
}

// TestFloat16Constants: 16- and 64-bit float specialization constants are
// OpSpecConstant of their own width (overridable by raw bits), and 16-bit
// constants are OpConstant, so they can initialize globals.
func TestSemaFloat16Constants(t *testing.T) {
	src := `#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_explicit_arithmetic_types_float64 : require
layout(local_size_x = 1) in;
layout(constant_id = 1) const float16_t sc0 = 9.5hf;
layout(constant_id = 2) const float16_t sc1 = -14.25hf;
layout(constant_id = 3) const double sd = 2.5lf;
const f16vec2 k = f16vec2(0.5hf, -3.0hf);
f16vec2 g = k;
layout(set = 0, binding = 0, std430) buffer Output {
	float16_t r0;
	float16_t r1;
	f16vec2 r2;
	double d;
} sb_out;
void main() {
	sb_out.r0 = sc0;
	sb_out.r1 = sc1;
	sb_out.r2 = g + k;
	sb_out.d = sd * 2.0lf;
}
`
	m := mustCheck(t, "f16.comp", src, sema.Options{})
	dis := disasm(t, lowerVal(t, "f16.comp", m, "vulkan1.1"))
	if strings.Contains(dis, "OpFConvert") {
		t.Errorf("constants made with OpFConvert:\n%s", dis)
	}
	for _, want := range []string{"OpSpecConstant %half 0x1.3p+3", "OpSpecConstant %double 2.5"} {
		if !strings.Contains(dis, want) {
			t.Errorf("no %q in\n%s", want, dis)
		}
	}
	check := func(buf []byte, r0, r1, d float64) {
		t.Helper()
		got := []float64{half(t, buf, 0), half(t, buf, 1), half(t, buf, 2), half(t, buf, 3),
			math.Float64frombits(binary.LittleEndian.Uint64(buf[8:]))}
		want := []float64{r0, r1, 1, -6, d}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("value %d = %g, want %g", i, got[i], want[i])
			}
		}
	}
	check(runWords(t, "f16.comp", src, 16, nil), 9.5, -14.25, 5)
	// 0x3e00 is 1.5, 0xc500 is -5; the double by its bits.
	check(runWords(t, "f16.comp", src, 16, map[uint32]uint64{1: 0x3e00, 2: 0xc500, 3: math.Float64bits(-0.75)}), 1.5, -5, -1.5)
}

// TestAliasedBindings: blocks of one kind may share a set/binding
// (spv.multiStruct.comp); the module is valid SPIR-V with both variables
// on the binding.
func TestSemaAliasedBindings(t *testing.T) {
	src := `#version 450
layout(local_size_x = 1) in;
layout(binding = 1, std430) buffer A { int x; } a;
layout(binding = 1, std430) buffer B { float y; } b;
layout(binding = 2) uniform U { int u; } u1;
layout(binding = 2) uniform V { ivec2 v; } u2;
void main() { a.x = u1.u + u2.v.y; b.y = 1.0; }
`
	m := mustCheck(t, "alias.comp", src, sema.Options{})
	dis := disasm(t, lowerVal(t, "alias.comp", m, "vulkan1.1"))
	if n := strings.Count(dis, "Binding 1\n"); n != 2 {
		t.Errorf("%d variables on binding 1, want 2:\n%s", n, dis)
	}
}

// TestOpaqueUniforms: image, texture and sampler uniforms are declared as
// UniformConstant variables with the image operands of their GLSL type
// and layout format, set/binding and memory-qualifier decorations.
func TestSemaOpaqueUniforms(t *testing.T) {
	src := `#version 450
layout(local_size_x = 1) in;
layout(binding = 0) uniform writeonly image2D a;
layout(set = 1, binding = 1, rgba32f) uniform readonly image2DArray b;
layout(binding = 2, r32ui) uniform coherent uimage3D c;
layout(binding = 3) uniform isampler2DArray s;
layout(binding = 4) uniform texture2DMS t;
layout(binding = 5) uniform sampler sm;
layout(binding = 6) uniform sampler2DShadow sh[3];
layout(binding = 7, rg16f) uniform writeonly image1D e;
layout(binding = 8, r32f) uniform restrict imageCubeArray cube;
layout(binding = 10, rgba8ui) uniform readonly uimage2D[2] arr;
layout(std430, binding = 9) buffer B { int x; } buf;
void main() { buf.x = 1; }
`
	m := mustCheck(t, "opaque.comp", src, sema.Options{})
	dis := disasm(t, lowerVal(t, "opaque.comp", m, "vulkan1.1"))
	for _, want := range []string{
		"OpTypeImage %float 2D 0 0 0 2 Unknown",
		"OpTypeImage %float 2D 0 1 0 2 Rgba32f",
		"OpTypeImage %uint 3D 0 0 0 2 R32ui",
		"OpTypeImage %int 2D 0 1 0 1 Unknown",
		"OpTypeImage %float 2D 0 0 1 1 Unknown",
		"OpTypeImage %float 2D 1 0 0 1 Unknown",
		"OpTypeImage %float 1D 0 0 0 2 Rg16f",
		"OpTypeImage %float Cube 0 1 0 2 R32f",
		"OpTypeImage %uint 2D 0 0 0 2 Rgba8ui",
		"OpDecorate %arr NonWritable",
		"OpTypeSampler",
		"OpCapability Image1D", "OpCapability StorageImageExtendedFormats", "OpCapability ImageCubeArray",
		"OpDecorate %a NonReadable", "OpDecorate %b NonWritable", "OpDecorate %b DescriptorSet 1",
		"OpDecorate %c Coherent", "OpDecorate %cube Restrict", "OpDecorate %sh Binding 6",
	} {
		if !strings.Contains(dis, want) {
			t.Errorf("no %q in\n%s", want, dis)
		}
	}
	// Automatic binding gives a used opaque uniform the next free binding,
	// and an unused one binding 0 (glslang's I/O mapper binds the live
	// resources only).
	m = mustCheck(t, "auto.comp", "#version 450\nlayout(local_size_x = 1) in;\nlayout(binding = 0) buffer B { int x; } b;\nlayout(rgba8) uniform writeonly image2D img;\nuniform writeonly image2D unused;\nvoid main() { b.x = 1; imageStore(img, ivec2(0), vec4(0)); }\n", sema.Options{AutoBindUniforms: true})
	dis = disasm(t, lowerVal(t, "auto.comp", m, "vulkan1.1"))
	if !strings.Contains(dis, "OpDecorate %img Binding 1") || !strings.Contains(dis, "OpDecorate %unused Binding 0") {
		t.Errorf("auto-bound image:\n%s", dis)
	}
}

// TestScopedBarriers: GL_KHR_memory_scope_semantics' controlBarrier and
// scoped memoryBarrier lower to OpControlBarrier / OpMemoryBarrier with
// their constant operands (storage and semantics or-ed), and
// atomicCompSwap keeps its separate unequal semantics.
func TestSemaScopedBarriers(t *testing.T) {
	src := `#version 450
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 4) in;
layout(std430, binding = 0) buffer B { uint v[]; } b;
shared uint s[4];
void main() {
	uint i = gl_LocalInvocationIndex;
	s[i] = i * 10u + 1u;
	controlBarrier(gl_ScopeWorkgroup, gl_ScopeWorkgroup, gl_StorageSemanticsShared, gl_SemanticsAcquireRelease);
	b.v[i] = s[3u - i];
	memoryBarrier(gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelease);
	atomicCompSwap(b.v[4], 0u, i + 7u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsAcquireRelease, gl_StorageSemanticsBuffer, gl_SemanticsAcquire);
	controlBarrier(gl_ScopeSubgroup, gl_ScopeSubgroup, 0, 0);
}
`
	m := mustCheck(t, "barriers.comp", src, sema.Options{})
	if !strings.Contains(m.String(), "unequal 0x42") {
		t.Errorf("IR has no unequal semantics:\n%s", m)
	}
	dis := disasm(t, lowerVal(t, "barriers.comp", m, "vulkan1.1"))
	for _, want := range []string{
		"OpControlBarrier %uint_2 %uint_2 %uint_264",
		"OpMemoryBarrier %uint_1 %uint_68",
		"OpAtomicCompareExchange %uint %{{}} %uint_72 %uint_66",
		"OpControlBarrier %uint_3 %uint_3 %uint_0",
	} {
		parts := strings.Split(want, "%{{}}")
		i := strings.Index(dis, parts[0])
		if i < 0 || len(parts) > 1 && !strings.Contains(dis[i:], parts[1]) {
			t.Errorf("no %q in\n%s", want, dis)
		}
	}
	got := words(runWords(t, "barriers.comp", src, 20, nil))
	for i, w := range []uint32{31, 21, 11, 1, 7} {
		if got[i] != w {
			t.Errorf("v[%d] = %d, want %d", i, got[i], w)
		}
	}

	for _, tc := range []struct {
		call, want string
		old        bool // on vulkan1.0, where the Vulkan memory model is refused
	}{
		{"controlBarrier(gl_ScopeDevice, gl_ScopeDevice, 0, 0)", "execution scope of a compute shader must be gl_ScopeWorkgroup or gl_ScopeSubgroup", false},
		{"memoryBarrier(gl_ScopeQueueFamily, gl_StorageSemanticsBuffer, gl_SemanticsAcquire)", "'memoryBarrier' with gl_ScopeQueueFamily needs SPIR-V 1.3 or later", true},
		{"memoryBarrier(gl_ScopeDevice, gl_StorageSemanticsBuffer, 0)", "must include one of gl_SemanticsAcquire", false},
		{"memoryBarrier(gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsAcquire | gl_SemanticsRelease)", "at most one of", false},
		{"controlBarrier(gl_ScopeWorkgroup, gl_ScopeWorkgroup, 0, gl_SemanticsAcquire)", "cannot be gl_StorageSemanticsNone", false},
		{"memoryBarrier(gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsAcquire | gl_SemanticsMakeVisible)", "gl_SemanticsVolatile needs SPIR-V 1.3 or later", true},
		{"int k = 2; controlBarrier(k, gl_ScopeWorkgroup, 0, 0)", "must be a constant integral expression", false},
		{"uint o = atomicCompSwap(b.v[0], 0u, 1u, gl_ScopeDevice, 0, 0, gl_StorageSemanticsBuffer, gl_SemanticsRelease)", "the unequal semantics cannot be release", false},
	} {
		bad := strings.Replace(src, "\tcontrolBarrier(gl_ScopeSubgroup, gl_ScopeSubgroup, 0, 0);\n", "\t"+tc.call+";\n", 1)
		opts := sema.Options{}
		if tc.old {
			opts.TargetEnv = targetenv.MustCompiler("vulkan1.0")
		}
		_, diags := check(t, "bad.comp", bad, opts)
		if !strings.Contains(diagText(diags), tc.want) {
			t.Errorf("%s: want an error containing %q, got:\n%s", tc.call, tc.want, diagText(diags))
		}
	}
	// Without the extension the scoped forms do not exist.
	_, diags := check(t, "noext.comp", strings.Replace(src, "#extension GL_KHR_memory_scope_semantics : require\n", "", 1), sema.Options{})
	if !strings.Contains(diagText(diags), "GL_KHR_memory_scope_semantics") {
		t.Errorf("without the extension:\n%s", diagText(diags))
	}
}

// TestESSource: an ES shader's OpSource names ESSL.
func TestSemaESSource(t *testing.T) {
	for _, tc := range []struct{ version, want string }{{"310 es", "OpSource ESSL 310"}, {"450", "OpSource GLSL 450"}} {
		src := "#version " + tc.version + "\nlayout(local_size_x = 1) in;\nlayout(std430, binding = 0) buffer B { int x; } b;\nvoid main() { b.x = 1; }\n"
		m := mustCheck(t, "es.comp", src, sema.Options{})
		if dis := disasm(t, lowerVal(t, "es.comp", m, "vulkan1.1")); !strings.Contains(dis, tc.want) {
			t.Errorf("#version %s: no %q in\n%s", tc.version, tc.want, dis)
		}
	}
}

// TestExtensionWarn: "#extension X : warn" enables X and warns at each use
// of it, unless another extension enabled without warn supports the use.
func TestSemaExtensionWarn(t *testing.T) {
	src := `#version 450
#extension GL_KHR_shader_subgroup_basic : warn
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { uint x; } b;
void main() {
	b.x = gl_SubgroupSize;
	if (subgroupElect()) b.x = 1u;
}
`
	m, diags := check(t, "warn.comp", src, sema.Options{})
	if diags.HasErrors() || m == nil {
		t.Fatalf("errors:\n%s", diagText(diags))
	}
	got := diagText(diags)
	for _, want := range []string{"warn.comp:6:8: warning: extension GL_KHR_shader_subgroup_basic is used", "warn.comp:7:6: warning: extension GL_KHR_shader_subgroup_basic is used"} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in\n%s", want, got)
		}
	}
	if n := strings.Count(got, "warning:"); n != 2 {
		t.Errorf("%d warnings, want 2:\n%s", n, got)
	}
	// A later "enable" silences it; "enable" alone never warns.
	for _, fix := range []string{"#extension GL_KHR_shader_subgroup_basic : warn\n#extension GL_KHR_shader_subgroup_basic : enable\n", "#extension GL_KHR_shader_subgroup_basic : enable\n"} {
		_, diags := check(t, "warn.comp", strings.Replace(src, "#extension GL_KHR_shader_subgroup_basic : warn\n", fix, 1), sema.Options{})
		if len(diags.Diags) != 0 {
			t.Errorf("%q: unexpected diagnostics:\n%s", fix, diagText(diags))
		}
	}
}
