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

// TestGraphicsStages compiles vertex and fragment shaders for every
// Vulkan version and checks the modules with spirv-val and by what they
// must contain (execution model and modes, interface decorations).
func TestGraphicsStages(t *testing.T) {
	val := testtool.NewerVal(t)
	if val == "" {
		val = testtool.Require(t, "spirv-val")
	}
	cases := []struct {
		file  string
		stage ir.Stage
		want  []string
	}{
		{"testdata/stages.vert", ir.Vertex, []string{"OpEntryPoint Vertex %main", "BuiltIn Position", "BuiltIn ClipDistance",
			"BuiltIn VertexIndex", "BuiltIn InstanceIndex", "OpDecorate %inst Flat", "OpCapability ClipDistance"}},
		{"testdata/stages.frag", ir.Fragment, []string{"OpEntryPoint Fragment %main", "OpExecutionMode %main OriginUpperLeft",
			"OpExecutionMode %main EarlyFragmentTests", "OpImageSampleImplicitLod", "Bias", "OpDPdx", "OpFwidth", "BuiltIn FragCoord"}},
		{"testdata/stages.geom", ir.Geometry, []string{"OpEntryPoint Geometry %main", "OpExecutionMode %main Triangles",
			"OpExecutionMode %main Invocations 2", "OpExecutionMode %main OutputTriangleStrip", "OpExecutionMode %main OutputVertices 3",
			"OpEmitVertex", "OpEndPrimitive", "OpCapability Geometry", "BuiltIn InvocationId"}},
		{"testdata/stages.tesc", ir.TessControl, []string{"OpEntryPoint TessellationControl %main", "OpExecutionMode %main OutputVertices 3",
			"OpControlBarrier %uint_2 %uint_4 %uint_0", "OpDecorate %gl_TessLevelOuter Patch", "OpDecorate %pf Patch", "OpCapability Tessellation"}},
		{"testdata/stages.tese", ir.TessEvaluation, []string{"OpEntryPoint TessellationEvaluation %main", "OpExecutionMode %main Triangles",
			"OpExecutionMode %main SpacingFractionalOdd", "OpExecutionMode %main VertexOrderCw", "BuiltIn TessCoord"}},
		{"testdata/demote.frag", ir.Fragment, []string{"OpDemoteToHelperInvocation", "OpIsHelperInvocationEXT", "BuiltIn ViewIndex",
			"OpCapability MultiView", "OpDecorate %gl_ViewIndex Flat"}},
		{"testdata/subpass.frag", ir.Fragment, []string{"OpCapability InputAttachment", "OpDecorate %ms InputAttachmentIndex 1",
			"SubpassData 0 0 1 2 Unknown", "Sample"}},
		{"../../examples/quad.vert", ir.Vertex, []string{"OpDecorate %uv Location 0"}},
		{"../../examples/quad.frag", ir.Fragment, []string{"OpGroupNonUniformQuadSwap", "BuiltIn HelperInvocation"}},
	}
	for _, c := range cases {
		src, err := os.ReadFile(c.file)
		if err != nil {
			t.Fatal(err)
		}
		for _, envName := range []string{"vulkan1.1", "vulkan1.2", "vulkan1.3", "vulkan1.4"} {
			env := targetenv.MustCompiler(envName)
			diags := &diag.List{}
			res := Compile(c.file, src, Options{Stage: c.stage, StageMode: StageForced, TargetEnv: env, PP: pp.Options{Vulkan: true}}, diags)
			if diags.HasErrors() || res.Words == nil {
				t.Errorf("%s %s: %v", c.file, envName, diags.Err())
				continue
			}
			path := filepath.Join(t.TempDir(), "m.spv")
			if err := os.WriteFile(path, spirv.Encode(res.Words), 0o644); err != nil {
				t.Fatal(err)
			}
			if out, err := exec.Command(val, "--target-env", env.Validator(), path).CombinedOutput(); err != nil {
				t.Errorf("%s %s: spirv-val: %v\n%s", c.file, envName, err, out)
			}
			text, err := spirv.DisassembleBytes(spirv.Encode(res.Words), spirv.DisOptions{})
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range c.want {
				if !strings.Contains(text, w) {
					t.Errorf("%s %s: the module lacks %q", c.file, envName, w)
				}
			}
			if env.SPIRVMinor() >= 6 && c.stage == ir.Fragment && strings.Contains(string(src), "discard") &&
				!strings.Contains(text, "OpTerminateInvocation") {
				t.Errorf("%s %s: discard is not OpTerminateInvocation at SPIR-V 1.6", c.file, envName)
			}
		}
	}
}

// TestStageRefusals: the stages not compiled, and nvasm for a graphics
// stage, are errors at the #version line.
func TestStageRefusals(t *testing.T) {
	src := []byte("#version 450\nvoid main() {}\n")
	for _, c := range []struct {
		stage  ir.Stage
		target Target
		want   string
	}{
		{ir.Mesh, SPIRV, "t.glsl:1:10: error: mesh shaders are not supported yet (glslc-nv compiles compute, vertex, tessellation control, tessellation evaluation, geometry and fragment shaders)"},
		{ir.RayGen, SPIRV, "t.glsl:1:10: error: ray generation shaders are not supported yet"},
		{ir.Fragment, NVAsm, "t.glsl:1:10: error: --target=nvasm compiles compute shaders only (this is a fragment shader)"},
	} {
		diags := &diag.List{}
		Compile("t.glsl", src, Options{Stage: c.stage, StageMode: StageForced, Target: c.target}, diags)
		if len(diags.Diags) == 0 || !strings.HasPrefix(diags.Diags[0].String(), c.want) {
			t.Errorf("%s: got %v, want %s", c.stage, diags.Diags, c.want)
		}
	}
}

// TestInvertY: -finvert-y negates the y of every store to gl_Position
// (whole, one component, a swizzle) and nothing else.
func TestInvertY(t *testing.T) {
	src, err := os.ReadFile("testdata/inverty.vert")
	if err != nil {
		t.Fatal(err)
	}
	for _, invert := range []bool{false, true} {
		diags := &diag.List{}
		res := Compile("inverty.vert", src, Options{Stage: ir.Vertex, StageMode: StageForced, InvertY: invert, PP: pp.Options{Vulkan: true}}, diags)
		if diags.HasErrors() {
			t.Fatal(diags.Err())
		}
		text, err := spirv.DisassembleBytes(spirv.Encode(res.Words), spirv.DisOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if n, want := strings.Count(text, "OpFNegate"), map[bool]int{false: 0, true: 3}[invert]; n != want {
			t.Errorf("InvertY=%v: %d negations, want %d\n%s", invert, n, want, text)
		}
		testtool.ValidateNewer(t, "inverty.vert", spirv.Encode(res.Words), targetenv.Env{}.OrDefault().Validator())
	}
}
