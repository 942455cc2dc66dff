package e2e

import (
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/sema"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestImageShaders compiles every shader of testdata/image (storage
// images of every dimension and format, atomics, combined and separate
// samplers, samplerless functions, opaque parameters, nonuniformEXT, and
// the constructs of Sascha Willems' compute image filters and ray tracer)
// and validates the module for vulkan1.0 to vulkan1.3.
func TestSemaImageShaders(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(semaTestdata, "image", "*.comp"))
	if len(files) < 7 {
		t.Fatalf("found %d image shaders", len(files))
	}
	envs := []struct{ env string }{{"vulkan1.0"}, {"vulkan1.1"}, {"vulkan1.2"}, {"vulkan1.3"}}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range envs {
			t.Run(filepath.Base(f)+"/"+e.env, func(t *testing.T) {
				m := mustCheck(t, f, string(src), sema.Options{TargetEnv: targetenv.MustCompiler(e.env)})
				lowerVal(t, f, m, e.env)
			})
		}
	}
}

// TestImageErrors: gating and misuse of images, samplers and the image
// built-ins.
func TestSemaImageErrors(t *testing.T) {
	const img = "layout(binding = 0, rgba8) uniform image2D img;\nlayout(binding = 1) uniform sampler2D s;\n" +
		"layout(binding = 2) uniform texture2D tex;\nlayout(binding = 3) uniform sampler smp;\n" +
		"layout(binding = 4, r32f) uniform image2D fimg;\nlayout(binding = 5) buffer B { vec4 o; };\n"
	cases := []struct{ name, body, want string }{
		{"wrong coord", "void main() { o = imageLoad(img, 1); }", "argument 2 of 'imageLoad': cannot convert from int to ivec2"},
		{"storage on sampler", "void main() { o = imageLoad(s, ivec2(0)); }", "'imageLoad' takes a storage image (image*), not sampled texture2D"},
		{"sampler on image", "void main() { o = textureLod(img, vec2(0), 0.0); }", "'textureLod' takes a sampler (sampler*)"},
		{"samplerless", "void main() { o = texelFetch(tex, ivec2(0), 0); }", "'texelFetch' on texture2D requires extension GL_EXT_samplerless_texture_functions"},
		{"offset not const", "void main() { int i = 1; o = textureLodOffset(s, vec2(0), 0.0, ivec2(i)); }", "argument 4 of 'textureLodOffset' must be a constant expression"},
		{"gather comp", "void main() { o = textureGather(s, vec2(0), 4); }", "the component of 'textureGather' must be 0, 1, 2 or 3"},
		{"no samples", "void main() { o.x = float(imageSamples(img)); }", "no 'imageSamples' for image2D"},
		{"float atomic add", "void main() { o.x = imageAtomicAdd(fimg, ivec2(0), 1.0); }", "'imageAtomicAdd' on a float image requires extension GL_EXT_shader_atomic_float"},
		{"float atomic min", "void main() { o.x = imageAtomicMin(fimg, ivec2(0), 1.0); }", "requires extension GL_EXT_shader_atomic_float2"},
		{"nonuniform ext", "void main() { o.x = float(nonuniformEXT(1)); }", "'nonuniformEXT' requires extension GL_EXT_nonuniform_qualifier"},
		{"constructor args", "void main() { o = textureLod(sampler2D(smp, tex), vec2(0), 0.0); }", "sampler constructor"},
		{"construct image", "void main() { o = imageLoad(image2D(img), ivec2(0)); }", "cannot construct"},
		{"assign opaque", "void main() { s = s; }", "cannot write to 's': it is an opaque uniform"},
		{"compare opaque", "void main() { o.x = float(s == s); }", "operator '==' cannot be applied"},
		{"ternary opaque", "void main() { o = textureLod(o.x > 0.0 ? s : s, vec2(0), 0.0); }", "the operands of '?:' cannot be opaque"},
		{"opaque local", "void main() { sampler2D t = s; }", "supported only as the type of a global uniform variable"},
		{"opaque out param", "void f(out sampler2D t) {}\nvoid main() {}", "an opaque parameter must be an in parameter"},
		{"shadow of colour texture", "layout(binding = 9) uniform samplerShadow cmp;\nvoid main() { o.x = textureLod(sampler2DShadow(tex, cmp), vec3(0), 0.0); }", "is not supported"},
		{"bias outside fragment", "void main() { o = texture(s, vec2(0), 1.0); }", "'texture' takes a bias argument only in fragment shaders"},
		{"int64 image", "layout(binding = 9, r64ui) uniform u64image2D u;\nvoid main() {}", "'u64image2D' requires extension GL_EXT_shader_image_int64"},
		{"constructor as argument", "vec4 f(sampler2D t) { return textureLod(t, vec2(0), 0.0); }\nvoid main() { o = f(sampler2D(tex, smp)); }", "must appear at its point of use"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, diags := check(t, "e.comp", head+img+c.body+"\n", sema.Options{})
			got := diagText(diags)
			if !strings.Contains(got, c.want) {
				t.Errorf("got\n%s\nwant %q", got, c.want)
			}
		})
	}
}
