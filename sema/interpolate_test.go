package sema

import (
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/ir"
)

// TestInterpolateAt: interpolateAtCentroid, interpolateAtSample and
// interpolateAtOffset take a fragment input (an element or member of
// one) by reference; a swizzle of an input interpolates the whole vector
// and swizzles the result, as glslang does. Anything else is refused with
// a position.
func TestInterpolateAt(t *testing.T) {
	m := mustCheck(t, "i.frag", `#version 450
layout(location = 0) in vec4 v;
layout(location = 1) in float a[2];
layout(location = 3) in B { vec2 uv; } b;
layout(location = 0) out vec4 o;
void main() {
	o = interpolateAtCentroid(v) + vec4(interpolateAtSample(a[1], 2), interpolateAtOffset(b.uv, vec2(0.5)), 0.0);
	o.xyz += interpolateAtCentroid(v.zyx);
}
`, Options{Stage: ir.Fragment})
	var got []string
	ir.Inspect(m.Entry.Fn.Body, func(n any) bool {
		switch x := n.(type) {
		case *ir.Swizzle:
			if c, ok := x.Base.(*ir.BuiltinCall); ok {
				got = append(got, "swizzle of "+c.Fn.Name+":"+c.Typ.String())
			}
		case *ir.BuiltinCall:
			if _, isRef := x.Args[0].(ir.Ref); isRef && strings.HasPrefix(x.Fn.Name, "interpolateAt") {
				got = append(got, x.Fn.Name+":"+x.Typ.String())
			}
		}
		return true
	})
	want := "interpolateAtCentroid:vec4 interpolateAtSample:float interpolateAtOffset:vec2 swizzle of interpolateAtCentroid:vec4 interpolateAtCentroid:vec4"
	if s := strings.Join(got, " "); s != want {
		t.Errorf("calls %s\nwant  %s", s, want)
	}
	for _, c := range []struct {
		stage     ir.Stage
		src, want string
	}{
		{ir.Fragment, "void main() { vec4 l = vec4(1); l = interpolateAtCentroid(l); }", "2:59: error: argument 1 of 'interpolateAtCentroid' must be an input variable (or an element, member or swizzle of one)"},
		{ir.Fragment, "layout(location = 0) in vec4 v;\nvoid main() { vec4 l = interpolateAtOffset(v + v, vec2(0)); }", "no matching overload for call to 'interpolateAtOffset(vec4, vec2)'"},
		{ir.Vertex, "layout(location = 0) in vec4 v;\nvoid main() { gl_Position = interpolateAtCentroid(v); }", "'interpolateAtCentroid' is not available in vertex shaders"},
	} {
		_, diags := check(t, "e.glsl", "#version 450\n"+c.src+"\n", Options{Stage: c.stage})
		if got := diagText(diags); !strings.Contains(got, c.want) {
			t.Errorf("%s: got\n%s\nwant %q", c.src, got, c.want)
		}
	}
}
