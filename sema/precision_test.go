package sema

import (
	"testing"

	"github.com/glslc-nv/glslc-nv/ir"
)

// TestDefaultPrecisionOpaque: a default precision may be set for int,
// float and every opaque type (samplers, textures, images, separate
// samplers, input attachments), as glslang allows it; it changes nothing
// in the module.
func TestDefaultPrecisionOpaque(t *testing.T) {
	for _, src := range []string{
		head + "precision highp usampler2D;\nprecision mediump sampler2DArrayShadow;\nprecision lowp isampler2DArray;\n" +
			"precision highp texture3D;\nprecision highp sampler;\nprecision mediump image2D;\nprecision highp uimageBuffer;\n" +
			"precision highp int;\nprecision mediump float;\nvoid main() {}\n",
		"#version 310 es\nprecision highp usampler2D;\nprecision mediump float;\nlayout(local_size_x = 1) in;\nvoid main() {}\n",
	} {
		mustCheck(t, "p.comp", src, Options{})
	}
	_, diags := check(t, "f.frag", "#version 450\nprecision highp subpassInput;\nlayout(location = 0) out vec4 o;\nvoid main() { o = vec4(0); }\n", Options{Stage: ir.Fragment})
	if diags.HasErrors() {
		t.Error(diagText(diags))
	}
}
