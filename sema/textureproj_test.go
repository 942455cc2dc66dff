package sema

import (
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// TestTextureProj: the projective lookups are declared for 1D, 2D and 3D
// samplers and 1D and 2D shadow samplers (GLSL 4.60 section 8.9.2, as
// glslang declares them); a 1D or 2D sampler takes its coordinate with q
// last or as a vec4 (q in w), converting an integer vector to whichever
// its size names; a cube or array sampler has none.
func TestTextureProj(t *testing.T) {
	const decls = "layout(binding = 0) uniform sampler2D s2;\nlayout(binding = 1) uniform sampler1DShadow s1s;\n" +
		"layout(binding = 2) buffer B { vec4 o; };\n"
	m, diags := check(t, "p.comp", head+decls+"void main() {\n"+
		"o = textureProj(s2, vec3(1)) + textureProj(s2, ivec4(1)) + textureProjLod(s2, vec4(1), 2.0);\n"+
		"o.x = textureProjGradOffset(s1s, vec4(1), 1.0, 1.0, 1);\n}\n", Options{})
	if diags.HasErrors() {
		t.Fatal(diagText(diags))
	}
	var coords []string
	ir.Inspect(m.Entry.Fn.Body, func(n any) bool {
		if c, ok := n.(*ir.BuiltinCall); ok && c.Fn.Image != nil && c.Fn.Image.Proj {
			coords = append(coords, c.Fn.Name+":"+c.Args[1].Type().String())
		}
		return true
	})
	want := "textureProj:vec3 textureProj:vec4 textureProjLod:vec4 textureProjGradOffset:vec4"
	if got := strings.Join(coords, " "); got != want {
		t.Errorf("coordinates %s, want %s", got, want)
	}
	for _, name := range []string{"textureProj", "textureProjOffset", "textureProjLod", "textureProjLodOffset", "textureProjGrad", "textureProjGradOffset"} {
		if f := builtins.LookupImage(name); f == nil || !f.Image.Proj {
			t.Errorf("%s is not a projective image built-in", name)
		}
	}
	for _, c := range []struct{ decl, call, want string }{
		{"samplerCube sc", "textureProj(sc, vec4(1))", "no 'textureProj' for sampled textureCube"},
		{"sampler2DArray sa", "textureProj(sa, vec4(1))", "no 'textureProj' for sampled texture2DArray"},
		{"sampler2DShadow ss", "textureProj(ss, vec3(1))", "argument 2 of 'textureProj': cannot convert from vec3 to vec4"},
	} {
		_, diags := check(t, "e.comp", head+"layout(binding = 0) uniform "+c.decl+";\nlayout(binding = 2) buffer B { vec4 o; };\nvoid main() { o.x = float("+c.call+".x); }\n", Options{})
		if got := diagText(diags); !strings.Contains(got, c.want) {
			t.Errorf("%s: got\n%s\nwant %q", c.call, got, c.want)
		}
	}
}
