package lower

import (
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// TestTextureProj: the projective lookups become OpImageSampleProj*; the
// q of a vec4 coordinate of a 1D or 2D texture moves to the component
// after the texture's coordinates and a shadow's reference is the third
// component (as glslang emits them); implicit LOD in a fragment shader,
// Lod 0 elsewhere. Every module passes spirv-val.
func TestTextureProj(t *testing.T) {
	img := func(dim ir.ImageDim, depth bool) *ir.Type {
		return ir.SampledImageOf(ir.ImageOf(ir.Float32, ir.ImageDesc{Use: ir.ImageSampled, Dim: dim, Depth: depth}))
	}
	for _, stage := range []ir.Stage{ir.Fragment, ir.Vertex} {
		p := newProg(1, 1, 1)
		p.Entry.Stage = stage
		s1 := p.AddGlobal(&ir.Global{Name: "s1", Type: img(ir.Dim1D, false), Storage: ir.StorageUniformConstant, Binding: 0})
		s2 := p.AddGlobal(&ir.Global{Name: "s2", Type: img(ir.Dim2D, false), Storage: ir.StorageUniformConstant, Binding: 1})
		s2s := p.AddGlobal(&ir.Global{Name: "s2s", Type: img(ir.Dim2D, true), Storage: ir.StorageUniformConstant, Binding: 2})
		c := p.local("c", vec4)
		o := p.local("o", vec4)
		x := p.local("x", ir.Float32)
		sv := func(g *ir.Global) ir.Expr { return ir.Ld(ir.RefGlobal(g)) }
		bc := func(name string, t *ir.Type, args ...ir.Expr) ir.Expr {
			fn := builtins.LookupImage(name)
			return &ir.BuiltinCall{Fn: fn, ID: fn.ID, Args: args, Typ: t}
		}
		p.add(set(c, ir.Cons(vec4, f(1), f(2), f(3), f(4))),
			set(o, bc("textureProj", vec4, sv(s2), ld(c))),
			set(o, bc("textureProj", vec4, sv(s2), ir.Swz(ld(c), 0, 1, 2))),
			set(o, bc("textureProjLod", vec4, sv(s1), ld(c), f(1))),
			set(o, bc("textureProjGradOffset", vec4, sv(s2), ld(c), v2(1, 1), v2(1, 1), splatConst(ivec2, i32(1)))),
			set(x, bc("textureProj", ir.Float32, sv(s2s), ld(c))))
		words := lowerOK(t, p.Module, Options{TargetEnv: targetenv.MustCompiler("vulkan1.1")})
		text, err := spirv.DisassembleBytes(spirv.Encode(words), spirv.DisOptions{})
		if err != nil {
			t.Fatal(err)
		}
		sample := "OpImageSampleProjExplicitLod"
		if stage == ir.Fragment {
			sample = "OpImageSampleProjImplicitLod"
		}
		for _, want := range []string{sample, "OpImageSampleProjExplicitLod %v4float %", "OpImageSampleProjDref", "OpCompositeInsert %v4float"} {
			if !strings.Contains(text, want) {
				t.Errorf("%s: no %q in\n%s", stage, want, text)
			}
		}
		if n := strings.Count(text, "OpCompositeInsert"); n != 4 {
			t.Errorf("%s: %d OpCompositeInserts, want 4 (q moved for each vec4 coordinate of s1 and s2 and the shadow)", stage, n)
		}
	}
}
