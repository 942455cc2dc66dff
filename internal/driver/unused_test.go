package driver

import (
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/pp"
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// Without -O the module holds only the functions the entry point calls,
// as glslang writes it: ggml's shaders include headers of helpers most
// of them never call (scale_f32 was 4x glslc's size without -O, issue 31).
func TestUncalledFunctionsLeftOut(t *testing.T) {
	src := `#version 450
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { uint v[]; };
uint used(uint x) { return x + 1u; }
uint unused(uint x) { return x * 3u; }
double unusedDouble(double d) { return d * 2.0lf; }
void main() { v[0] = used(v[1]); }
`
	for _, optimize := range []bool{false, true} {
		diags := &diag.List{}
		res := Compile("t.comp", []byte(src), Options{TargetEnv: targetenv.MustCompiler("vulkan1.1"), PP: pp.Options{Vulkan: true},
			Optimize: optimize}, diags)
		if diags.HasErrors() || res.Words == nil {
			t.Fatalf("-O %v: %v", optimize, diags.Err())
		}
		m, err := spirv.DecodeWords(res.Words)
		if err != nil {
			t.Fatal(err)
		}
		text, err := spirv.Disassemble(m, spirv.DisOptions{})
		if err != nil {
			t.Fatal(err)
		}
		for _, gone := range []string{`"unused`, "Float64", "OpTypeFloat 64"} {
			if strings.Contains(text, gone) {
				t.Errorf("-O %v: %s in\n%s", optimize, gone, text)
			}
		}
		if !optimize && !strings.Contains(text, `OpName %used "used"`) {
			t.Errorf("the called function is missing:\n%s", text)
		}
	}
}
