package sema

import (
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/frontend"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/pp"
	"github.com/glslc-nv/glslc-nv/ir"
)

// TestLegacyStorage: attribute (a vertex shader input) and varying (a
// vertex shader output, another stage's input) are accepted where
// glslang accepts them — desktop GLSL before 4.20 — and refused with a
// position where it refuses them: from GLSL 4.20, in ESSL 3.00 and
// later, attribute outside vertex shaders, either on a local.
func TestLegacyStorage(t *testing.T) {
	compile := func(src string, stage ir.Stage) (*ir.Module, *diag.List) {
		diags := &diag.List{Limit: -1}
		tu := frontend.Parse("l.glsl", []byte(src), frontend.Options{Options: pp.Options{Vulkan: true, Graphics: true}}, diags)
		return Check(tu, Options{Stage: stage, AutoMapLocations: true}, diags), diags
	}
	for _, c := range []struct {
		stage ir.Stage
		src   string
		want  string // name:storage of each user global, in order
	}{
		{ir.Vertex, "#version 140\nattribute vec4 a;\nvarying vec4 v;\nvoid main() { v = a; gl_Position = a; }\n", "a:in v:out"},
		{ir.Fragment, "#version 330\nvarying vec4 v;\nlayout(location = 0) out vec4 o;\nvoid main() { o = v; }\n", "v:in o:out"},
		{ir.Geometry, "#version 410\nlayout(points) in;\nlayout(points, max_vertices = 1) out;\nvarying vec4 v[];\nvoid main() {}\n", "v:in"},
	} {
		m, diags := compile(c.src, c.stage)
		if diags.HasErrors() {
			t.Errorf("%s: %s", c.src, diagText(diags))
			continue
		}
		var got []string
		for _, g := range m.Globals {
			if g.IO != nil && g.Builtin == 0 {
				s := "in"
				if g.Storage == ir.StorageOutput {
					s = "out"
				}
				got = append(got, g.Name+":"+s)
			}
		}
		if s := strings.Join(got, " "); s != c.want {
			t.Errorf("%s: globals %s, want %s", c.src, s, c.want)
		}
	}
	for _, c := range []struct {
		stage     ir.Stage
		src, want string
	}{
		{ir.Vertex, "#version 450\nattribute vec4 a;\nvoid main() { gl_Position = a; }\n", "l.glsl:2:1: error: 'attribute' is not available in GLSL 450 (removed in GLSL 4.20): use 'in'"},
		{ir.Fragment, "#version 420\nvarying vec4 v;\nlayout(location = 0) out vec4 o;\nvoid main() { o = v; }\n", "l.glsl:2:1: error: 'varying' is not available in GLSL 420 (removed in GLSL 4.20): use 'in'"},
		{ir.Fragment, "#version 330\nattribute vec4 a;\nlayout(location = 0) out vec4 o;\nvoid main() { o = a; }\n", "l.glsl:2:1: error: 'attribute' applies only to the inputs of vertex shaders, not fragment shaders"},
		{ir.Vertex, "#version 330\nvoid main() { varying vec4 v; }\n", "l.glsl:2:15: error: 'varying' is not allowed on local variables in a vertex shader"},
		{ir.Fragment, "#version 310 es\nprecision mediump float;\nvarying vec4 v;\nvoid main() {}\n", "l.glsl:3:1: error: 'varying' is a reserved word"},
	} {
		_, diags := compile(c.src, c.stage)
		if got := diagText(diags); !strings.Contains(got, c.want) {
			t.Errorf("%s: got\n%s\nwant %q", c.src, got, c.want)
		}
	}
}
