package conformance

import (
	"strings"
	"testing"
)

// robustScript indexes a 4-element buffer with 0..9 and -2..0: with
// --graphics-robust-access the indices clamp to the ends (as in Amber's
// compute_robust_buffer_access_ssbo.amber); without it they run out of
// bounds.
const robustScript = `#!amber
SHADER compute s GLSL
#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) buffer B { int v[]; } b;
void main() {
  for (int i = 0; i < 10; i++) b.v[i] += 1;
  for (int i = -2; i <= 0; i++) b.v[i] += 10;
}
END
BUFFER buf DATA_TYPE int32 DATA 0 0 0 0 END
PIPELINE compute p
  ATTACH s
  SHADER_OPTIMIZATION s
    PASSES
  END
  BIND BUFFER buf AS storage DESCRIPTOR_SET 0 BINDING 0
END
RUN p 1 1 1
EXPECT buf IDX 0 EQ 31 1 1 7
`

func TestShaderOptimizationRobustAccess(t *testing.T) {
	opts := RunOptions{Compile: glslangCompiler(t), Device: &InterpDevice{}}
	src := strings.Replace(robustScript, "PASSES", "--eliminate-dead-code-aggressive\n    --graphics-robust-access", 1)
	if rep := runScript(t, src, opts); rep.Status != Pass {
		t.Errorf("with the pass:\n%s", rep)
	}
	src = strings.Replace(robustScript, "PASSES", "--eliminate-dead-code-aggressive", 1)
	if rep := runScript(t, src, opts); rep.Status != Fail {
		t.Errorf("without the pass, want a failure:\n%s", rep)
	}
}
