package driver

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/pp"
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// validCase is a shader that once gave a module spirv-val rejects (found
// by TestGlslang16Stages); it must now validate, in every stage it is
// listed for, and contain the given disassembly.
type validCase struct {
	name   string
	stages []ir.Stage
	env    string
	src    string
	want   []string // disassembly the module must contain
	reject []string // disassembly it must not contain
	opt    bool     // compile with -O too (validated, not searched)
}

var validCases = []validCase{
	{name: "int vector from a float matrix", stages: []ir.Stage{ir.Fragment, ir.Compute}, env: "vulkan1.0",
		src: `#version 450
layout(std430, binding = 0) buffer B { mat4x3 m; ivec4 o; bvec2 b; uvec3 u; int i; };
void main() { o = ivec4(m); b = bvec2(m); u = uvec3(m); i = int(m); }
`, want: []string{"OpConvertFToS %v3int", "OpConvertFToU %v3uint"}, reject: []string{"OpTypeMatrix %v3int"}},
	{name: "OpSampledImage in the block of its use", stages: []ir.Stage{ir.Fragment, ir.Compute}, env: "vulkan1.0",
		src: `#version 450
layout(set = 0, binding = 0) uniform texture2D tex0;
layout(set = 0, binding = 1) uniform sampler samp0;
layout(set = 0, binding = 2) uniform P { int cond; ivec2 tc; };
layout(std430, binding = 3) buffer O { vec4 o; };
int f() { o.x += 1.0; return cond; }
void main() { o = texelFetch(sampler2D(tex0, samp0), f() == 0 ? tc.xy : tc.yx, 0); }
`, want: []string{"OpSampledImage"}},
	{name: "a struct holding a reference to a block that holds the struct", stages: []ir.Stage{ir.Fragment, ir.Compute}, env: "vulkan1.2",
		src: `#version 460
#extension GL_EXT_buffer_reference2 : require
layout(buffer_reference) buffer R;
struct S { R x; };
layout(set = 0, binding = 1) buffer SSBO { S s; } b;
layout(buffer_reference) buffer R { S s; };
void main() { R p = b.s.x; p.s = b.s; }
`, want: []string{"OpTypeForwardPointer"}},
	{name: "a reference loaded through a reference aligned 4", stages: []ir.Stage{ir.Fragment, ir.Compute}, env: "vulkan1.2",
		src: `#version 460
#extension GL_EXT_buffer_reference : enable
layout(buffer_reference, buffer_reference_align = 64) buffer A { uint x; };
layout(buffer_reference, buffer_reference_align = 4) buffer B { A a; };
layout(set = 0, binding = 0) buffer SSBO { B b; };
void main() { b.a.x = 0; b.a = A(b); }
`, want: []string{"Aligned 8", "Aligned 64"}, reject: []string{"Aligned 4"}},
	{name: "gl_HelperInvocation under the Vulkan memory model at SPIR-V 1.6", stages: []ir.Stage{ir.Fragment}, env: "vulkan1.4",
		src: `#version 310 es
#pragma use_vulkan_memory_model
#extension GL_EXT_demote_to_helper_invocation : require
precision highp float;
layout(set = 0, binding = 0) buffer B { float o; };
void main() { demote; o = gl_HelperInvocation ? 1.0 : 0.0; }
`, want: []string{"OpLoad %bool %gl_HelperInvocation Volatile"}, reject: []string{"OpDecorate %gl_HelperInvocation Volatile"}},
	{name: "gl_HelperInvocation at SPIR-V 1.6", stages: []ir.Stage{ir.Fragment}, env: "vulkan1.3",
		src: `#version 450
layout(location = 0) out float o;
void main() { o = gl_HelperInvocation ? 1.0 : 0.0; }
`, want: []string{"OpDecorate %gl_HelperInvocation Volatile"}, reject: []string{"OpLoad %bool %gl_HelperInvocation Volatile"}},
	{name: "outputs packed into components of shared locations", stages: []ir.Stage{ir.Vertex}, env: "vulkan1.0",
		src: `#version 450
layout(location = 0, component = 0) out float a;
layout(location = 0, component = 1) out float b;
layout(location = 1) out dvec3 d;
layout(location = 2, component = 2) out double e;
layout(location = 3) out int i;
layout(location = 3, component = 1) out uint u;
void main() { a = 1.0; b = 2.0; d = dvec3(1); e = 3.0; i = 1; u = 2u; }
`, want: []string{"OpDecorate %b Component 1", "OpDecorate %e Location 2"}},
	{name: "post_depth_coverage and override_coverage, layout names in any case", stages: []ir.Stage{ir.Fragment}, env: "vulkan1.0",
		src: `#version 450
#extension GL_EXT_post_depth_coverage : enable
#extension GL_NV_sample_mask_override_coverage : enable
layout(Post_Depth_Coverage) in;
layout(early_fragment_tests) in;
layout(override_coverage) out int gl_SampleMask[];
layout(LocatioN = 0) out vec4 c;
void main() { gl_SampleMask[0] = gl_SampleMaskIn[0]; c = vec4(1); }
`, want: []string{"OpCapability SampleMaskPostDepthCoverage", "OpExtension \"SPV_KHR_post_depth_coverage\"", "OpExecutionMode %main PostDepthCoverage",
			"OpCapability SampleMaskOverrideCoverageNV", "OpDecorate %gl_SampleMask OverrideCoverageNV", "OpDecorate %c Location 0"}},
	{name: "const buffer-reference parameters by value", stages: []ir.Stage{ir.Compute}, env: "vulkan1.2", opt: true,
		src: `#version 450
#extension GL_EXT_buffer_reference : require
layout(buffer_reference, std430) buffer R { uint v[]; };
layout(binding = 0) buffer B { R r; R rs[2]; uint o; };
uint get(const R p, const uint i) { return p.v[i]; }
uint get2(const R p[2], const uint i) { return p[1].v[i] + p[i].v[0]; }
void main() { o = get(r, 1u) + get2(rs, 0u); }
`, want: []string{"%p = OpFunctionParameter %_ptr_PhysicalStorageBuffer_R", "OpDecorate %p Aliased"},
		// spirv-val refuses Aliased on an array of pointers
		reject: []string{"OpDecorate %p_0 Aliased"}},
}

func TestModulesValidate(t *testing.T) {
	val := testtool.NewerVal(t)
	if val == "" {
		val = testtool.Require(t, "spirv-val")
	}
	for _, c := range validCases {
		for _, stage := range c.stages {
			env := targetenv.MustCompiler(c.env)
			src := c.src
			if stage == ir.Compute {
				src = strings.Replace(src, "\n", "\nlayout(local_size_x = 1) in;\n", 1)
			}
			if c.opt {
				diags := &diag.List{}
				res := Compile("t.glsl", []byte(src), Options{Stage: stage, StageMode: StageForced, TargetEnv: env, PP: pp.Options{Vulkan: true}, Optimize: true}, diags)
				if diags.HasErrors() || res.Words == nil {
					t.Errorf("%s (%s, -O): %v", c.name, stage, diags.Err())
					continue
				}
				path := filepath.Join(t.TempDir(), "o.spv")
				if err := os.WriteFile(path, spirv.Encode(res.Words), 0o644); err != nil {
					t.Fatal(err)
				}
				if out, err := exec.Command(val, "--target-env", env.Validator(), path).CombinedOutput(); err != nil {
					t.Errorf("%s (%s, -O): spirv-val: %v\n%s", c.name, stage, err, out)
				}
			}
			diags := &diag.List{}
			res := Compile("t.glsl", []byte(src), Options{Stage: stage, StageMode: StageForced, TargetEnv: env, PP: pp.Options{Vulkan: true}}, diags)
			if diags.HasErrors() || res.Words == nil {
				t.Errorf("%s (%s): %v", c.name, stage, diags.Err())
				continue
			}
			path := filepath.Join(t.TempDir(), "m.spv")
			if err := os.WriteFile(path, spirv.Encode(res.Words), 0o644); err != nil {
				t.Fatal(err)
			}
			if out, err := exec.Command(val, "--target-env", env.Validator(), path).CombinedOutput(); err != nil {
				t.Errorf("%s (%s): spirv-val: %v\n%s", c.name, stage, err, out)
			}
			text, err := spirv.DisassembleBytes(spirv.Encode(res.Words), spirv.DisOptions{})
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range c.want {
				if !strings.Contains(text, w) {
					t.Errorf("%s (%s): the module lacks %q", c.name, stage, w)
				}
			}
			for _, w := range c.reject {
				if strings.Contains(text, w) {
					t.Errorf("%s (%s): the module has %q", c.name, stage, w)
				}
			}
		}
	}
}
