package conformance

import (
	"fmt"

	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/robust"
)

// optimize applies a pipeline's SHADER_OPTIMIZATION passes to its
// module. Amber hands them to spirv-opt; only --graphics-robust-access
// changes what a shader computes (scripts expect its clamped indices), so
// it is the one run here and every other pass is left out.
func optimize(pl *Pipeline, code []byte) ([]byte, error) {
	for _, pass := range pl.ShaderOptimizations {
		if pass != "--graphics-robust-access" {
			continue
		}
		words, err := spirv.Words(code)
		if err == nil {
			words, err = robust.Clamp(words)
		}
		if err != nil {
			return nil, &Error{pl.Pos, fmt.Sprintf("shader %s: %s: %v", pl.Shader.Name, pass, err)}
		}
		code = spirv.Encode(words)
	}
	return code, nil
}
