package sema

import (
	"fmt"
	"github.com/glslc-nv/glslc-nv/internal/texel"
	"strings"

	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// Opaque types (image*, texture*, sampler*, sampler) may be declared as
// global uniform variables: they become StorageUniformConstant globals
// with a set and binding. Nothing reads them yet: using one in an
// expression (image built-ins, sampling) is reported as unsupported.

var opaqueDims = []struct {
	name string
	dim  ir.ImageDim
}{
	// 2DRect is not available for Vulkan.
	{"1D", ir.Dim1D}, {"2D", ir.Dim2D}, {"3D", ir.Dim3D},
	{"Cube", ir.DimCube}, {"Buffer", ir.DimBuffer},
}

// opaqueType parses an opaque type keyword: [iu](image|texture|sampler)
// Dim [MS] [Array] [Shadow], or sampler / samplerShadow. It returns nil
// when name is not one (or is a combination GLSL does not have).
func opaqueType(name string) *ir.Type {
	if name == "sampler" || name == "samplerShadow" {
		return ir.Sampler
	}
	rest := name
	sampled := ir.Float32
	switch {
	case strings.HasPrefix(rest, "i64image"):
		sampled, rest = ir.Int64, rest[3:]
	case strings.HasPrefix(rest, "u64image"):
		sampled, rest = ir.Uint64, rest[3:]
	case strings.HasPrefix(rest, "iimage"), strings.HasPrefix(rest, "itexture"), strings.HasPrefix(rest, "isampler"),
		strings.HasPrefix(rest, "isubpassInput"):
		sampled, rest = ir.Int32, rest[1:]
	case strings.HasPrefix(rest, "u"):
		sampled, rest = ir.Uint32, rest[1:]
	}
	if r, ok := strings.CutPrefix(rest, "subpassInput"); ok && (r == "" || r == "MS") {
		// An input attachment: read without a sampler (Sampled 2, as a
		// storage image), at the fragment's own position.
		return ir.ImageOf(sampled, ir.ImageDesc{Use: ir.ImageStorage, Dim: ir.DimSubpassData, MS: r == "MS"})
	}
	var kind string
	for _, k := range []string{"image", "texture", "sampler"} {
		if strings.HasPrefix(rest, k) {
			kind, rest = k, rest[len(k):]
			break
		}
	}
	if kind == "" {
		return nil
	}
	d := ir.ImageDesc{Use: ir.ImageSampled}
	if kind == "image" {
		d.Use = ir.ImageStorage
	}
	found := false
	for _, od := range opaqueDims {
		if strings.HasPrefix(rest, od.name) {
			d.Dim, rest, found = od.dim, rest[len(od.name):], true
			break
		}
	}
	if !found {
		return nil
	}
	d.MS = cut(&rest, "MS")
	d.Arrayed = cut(&rest, "Array")
	d.Depth = cut(&rest, "Shadow")
	switch {
	case rest != "",
		d.MS && d.Dim != ir.Dim2D,
		d.Arrayed && (d.Dim == ir.Dim3D || d.Dim == ir.DimBuffer),
		d.Depth && (kind != "sampler" || sampled != ir.Float32 || d.MS || d.Dim == ir.Dim3D || d.Dim == ir.DimBuffer):
		return nil
	}
	img := ir.ImageOf(sampled, d)
	if kind == "sampler" && d.Dim == ir.DimBuffer {
		// samplerBuffer is a texel buffer: an image without a sampler (as
		// glslang emits it; SPIR-V 1.6 has no sampled buffer images).
		return img
	}
	if kind == "sampler" {
		return ir.SampledImageOf(img)
	}
	return img
}

func cut(s *string, prefix string) bool {
	if strings.HasPrefix(*s, prefix) {
		*s = (*s)[len(prefix):]
		return true
	}
	return false
}

// opaqueNamed resolves an opaque type keyword; it reports an error and
// returns nil where opaque types are not supported.
func (c *checker) opaqueNamed(name string, pos diag.Pos) (*ir.Type, bool) {
	if name == "atomic_uint" {
		c.errorf(pos, "'atomic_uint': atomic counters are not supported when generating SPIR-V for Vulkan")
		return nil, true
	}
	t := opaqueType(name)
	if t == nil {
		if r := strings.Replace(name, "2DRect", "2D", 1); r != name && opaqueType(r) != nil &&
			!strings.Contains(r, "Array") && !strings.Contains(r, "MS") {
			// glslang accepts rectangle textures for Vulkan and emits
			// Dim Rect, which Vulkan forbids: its module fails spirv-val
			// (VUID-StandaloneSpirv-OpTypeImage-09638; nor are
			// SampledRect and ImageRect Vulkan capabilities).
			c.errorf(pos, "'%s': rectangle textures are not supported when generating SPIR-V for Vulkan (Vulkan has no Dim Rect images; use a 2D texture and texelFetch)", name)
			return nil, true
		}
		return nil, false
	}
	if strings.HasPrefix(name, "i64") || strings.HasPrefix(name, "u64") {
		c.requireExt(pos, "'"+name+"'", extImageInt64)
	}
	if !c.allowOpaque {
		c.errorf(pos, "opaque type '%s' is supported only as the type of a global uniform variable", name)
		return nil, true
	}
	return t, true
}

// innermostType strips array dimensions.
func innermostType(t *ir.Type) *ir.Type {
	for t != nil && (t.Kind() == ir.KindArray || t.Kind() == ir.KindRuntimeArray) {
		t = t.Elem()
	}
	return t
}

// withFormat returns t (an image or array of images) with the image
// format f.
func withFormat(t *ir.Type, f texel.Format) *ir.Type {
	if t.Kind() == ir.KindArray {
		if s := t.LenSpec(); s != nil {
			return ir.SpecArrayOf(withFormat(t.Elem(), f), s, 0)
		}
		return ir.ArrayOf(withFormat(t.Elem(), f), t.Len(), 0)
	}
	d := t.Image()
	d.Format = f
	return ir.ImageOf(t.Elem(), d)
}

// formatScalar returns the component kind an image format holds.
func formatScalar(f texel.Format) ir.Kind {
	in := f.Info()
	switch {
	case in == nil:
		return ir.KindFloat
	case in.Class == texel.UInt:
		return ir.KindUint
	case in.Class == texel.SInt:
		return ir.KindInt
	}
	return ir.KindFloat
}

// opaqueDecl declares the opaque uniforms of d (base is their type).
func (c *checker) opaqueDecl(d *ast.VarDecl, base *ir.Type, li layoutInfo) {
	q := d.Quals
	inner := innermostType(base)
	img := inner.Kind() == ir.KindImage && inner.Image().Use == ir.ImageStorage && inner.Image().Dim != ir.DimSubpassData
	subpass := inner.Kind() == ir.KindImage && inner.Image().Dim == ir.DimSubpassData
	switch {
	case subpass && c.opts.Stage != ir.Fragment:
		c.errorf(d.Type.Loc, "'%s': input attachments exist in fragment shaders only", d.Type.Name)
		return
	case subpass && li.attachment < 0:
		c.errorf(d.Type.Loc, "'%s' needs layout(input_attachment_index = N)", d.Type.Name)
		return
	case !subpass && li.attachment >= 0:
		c.errorf(li.anyPos, "input_attachment_index applies only to subpassInput variables")
		return
	}
	access := accessOf(q)
	if access != 0 && !img {
		c.errorf(q.Loc, "memory qualifiers apply only to image variables and buffer blocks, not '%s'", d.Type.Name)
		access = 0
	}
	if access&ir.ReadOnly != 0 && access&ir.WriteOnly != 0 {
		c.errorf(q.Loc, "an image cannot be both readonly and writeonly")
	}
	if li.format != 0 {
		switch {
		case !img:
			c.errorf(li.formatPos, "a format layout qualifier applies only to image variables")
		case formatScalar(li.format) != inner.Elem().Kind():
			c.errorf(li.formatPos, "format layout qualifier does not match the image type '%s'", d.Type.Name)
		default:
			base = withFormat(base, li.format)
		}
	}
	if img && innermostType(base).Image().Format == 0 && access&ir.WriteOnly == 0 && !c.extOn(extImageLoadFormatted, d.Type.Loc) {
		c.errorf(d.Type.Loc, "image variables not declared 'writeonly' need a format layout qualifier (rgba32f, r32ui, ...)")
	}
	for _, v := range d.Vars {
		t := c.arrayOf(base, v.Dims, v.Loc)
		if t == nil {
			continue
		}
		if c.opts.AutoCombinedSampler {
			// glslang's texture-sampler upgrade: textures become combined
			// image samplers and samplers go away.
			if innermostType(t).Kind() == ir.KindSampler {
				c.declare(&symbol{kind: symVar, name: v.Name, pos: v.Loc, typ: t, member: -1, dropped: true, readonly: "it is an opaque uniform"})
				continue
			}
			t = upgradeTexture(t)
		}
		if len(d.Type.Dims) > 0 || len(v.Dims) > 0 {
			// Arrays of opaque uniforms need descriptor arrays and
			// indexing rules: not supported yet.
			if t.Kind() == ir.KindRuntimeArray && t.Elem().Kind() != ir.KindArray && t.Elem().Kind() != ir.KindRuntimeArray {
				// A runtime-sized descriptor array (glslang, with
				// GL_EXT_nonuniform_qualifier: RuntimeDescriptorArray).
				if !c.requireExt(v.Loc, fmt.Sprintf("the unsized array of opaque uniforms '%s'", v.Name), builtins.ExtNonUniform) {
					continue
				}
			} else if t.Kind() != ir.KindArray || t.Elem().Kind() == ir.KindArray {
				c.errorf(v.Loc, "opaque uniform '%s' must be a single variable or a sized one-dimensional array", v.Name)
				continue
			}
		}
		if v.Init != nil {
			c.errorf(ast.Start(v.Init), "uniform variable '%s' cannot have an initializer", v.Name)
		}
		g := &ir.Global{Pos: c.irPos(v.Loc), Name: v.Name, Type: t, Storage: ir.StorageUniformConstant, Access: access}
		if subpass {
			g.InputAttachment = li.attachment + 1
		}
		g.Set = max(li.set, 0)
		kind := descriptorKind(g.Storage, t)
		switch {
		case li.binding >= 0:
			g.Binding = c.shiftBinding(g, li.binding)
			c.useBinding(g.Set, g.Binding, kind, li.bindingPos)
		case c.opts.AutoBindUniforms:
			c.autoBinds = append(c.autoBinds, g)
		default:
			c.errorf(v.Loc, "uniform '%s' needs a binding: add layout(binding = N) (or compile with automatic binding)", v.Name)
		}
		c.mod.AddGlobal(g)
		c.declare(&symbol{kind: symVar, name: v.Name, pos: v.Loc, typ: t, global: g, member: -1, readonly: "it is an opaque uniform"})
	}
}
