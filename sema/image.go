package sema

import (
	"fmt"
	"strings"

	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// Image built-ins (ir/builtins/image.go): the first argument's opaque type
// decides the signature (ir.ImageSignature); the other arguments convert
// implicitly to it. Results are BuiltinCalls of the row.

const (
	extAtomicFloat2 = "GL_EXT_shader_atomic_float2"
	extImageInt64   = "GL_EXT_shader_image_int64"
	// extImageLoadFormatted lets images without a format be read
	// (StorageImageReadWithoutFormat), as glslang has it.
	extImageLoadFormatted = "GL_EXT_shader_image_load_formatted"
)

// imageCall checks a call of the image built-in f.
func (c *checker) imageCall(x *ast.CallExpr, f *builtins.Func, args []operand) operand {
	if !c.builtinAvailable(f, x.Loc) {
		return badOp
	}
	p := c.irPos(x.Loc)
	if f.Image.Op == builtins.ImageNonUniform {
		if len(args) != 1 {
			c.errorf(x.Loc, "'nonuniformEXT' takes one argument, not %d", len(args))
			return badOp
		}
		a := args[0]
		if a.typ.IsOpaque() && a.typ.Kind() == ir.KindSampledImage && a.ref == nil {
			// nonuniformEXT(sampler2D(t[i], s)): glslang marks the
			// combined image NonUniform.
			return operand{typ: a.typ, val: &ir.BuiltinCall{Pos: p, Fn: f, ID: f.ID, Args: []ir.Expr{c.value(a)}, Typ: a.typ}, pos: x.Loc}
		}
		if a.typ.IsOpaque() || a.typ == ir.Void {
			c.errorf(a.pos, "'nonuniformEXT' cannot take %s", typeName(a.typ))
			return badOp
		}
		return operand{typ: a.typ, val: &ir.BuiltinCall{Pos: p, Fn: f, ID: f.ID, Args: []ir.Expr{c.value(a)}, Typ: a.typ}, pos: x.Loc}
	}
	if len(args) == 0 || !args[0].typ.IsOpaque() {
		c.errorf(x.Loc, "'%s' needs an image or sampler as its first argument", f.Name)
		return badOp
	}
	ps, ret, err := ir.ImageSignature(f, args[0].typ)
	if err != nil {
		c.errorf(x.Loc, "%v", err)
		return badOp
	}
	t := args[0].typ
	// samplerBuffer and textureBuffer are the same type: a texel buffer
	// needs no extension.
	if f.Image.On == builtins.OnSampledOrTexture && t.Kind() == ir.KindImage && t.Image().Dim != ir.DimBuffer &&
		!c.requireExt(x.Loc, fmt.Sprintf("'%s' on %s", f.Name, typeName(t)), builtins.ExtSamplerless) {
		return badOp
	}
	if f.Image.Op == builtins.ImageAtomic && !c.imageAtomicOK(x, f, t) {
		return badOp
	}
	var order *ir.MemoryOrder
	if f.Image.Op == builtins.ImageAtomic {
		var ok bool
		if args, order, ok = c.imageAtomicOrder(x, f, ps, args); !ok {
			return badOp
		}
	}
	n := len(ps)
	for n > 0 && ps[n-1].Optional && len(args) < n {
		n--
	}
	if len(args) != n {
		want := make([]string, len(ps))
		for i, q := range ps {
			want[i] = typeName(q.Type)
			if q.Optional {
				want[i] = "[" + want[i] + "]"
			}
		}
		c.errorf(x.Loc, "no matching overload for call to '%s(%s)'; for %s it takes (%s)", f.Name, argTypes(args),
			typeName(t), strings.Join(want, ", "))
		return badOp
	}
	if f.Image.Op == builtins.ImageSample && n > 0 && ps[n-1].Role == ir.RoleBias && c.opts.Stage != ir.Fragment && !(c.compute() && c.deriv.mode != 0) {
		// glslang accepts it and emits Bias on an explicit-LOD sample,
		// which SPIR-V forbids.
		c.errorf(args[n-1].pos, "'%s' takes a bias argument only in fragment shaders (GLSL 4.60 section 8.9); a compute shader samples the base level: drop the bias or use textureLod", f.Name)
		return badOp
	}
	irArgs := make([]ir.Expr, n)
	for i, a := range args {
		q := ps[i]
		if i == 0 {
			irArgs[i] = c.value(a)
			continue
		}
		if q.Const && a.konst == nil {
			c.errorf(a.pos, "argument %d of '%s' must be a constant expression", i+1, f.Name)
			return badOp
		}
		if q.Role == ir.RoleComp && a.konst != nil && a.konst.Bits > 3 {
			c.errorf(a.pos, "the component of '%s' must be 0, 1, 2 or 3 (have %d)", f.Name, a.konst.Int())
			return badOp
		}
		want := q.Type
		if q.Alt != nil && a.typ.Kind() == ir.KindVector && a.typ.Components() == q.Alt.Components() {
			want = q.Alt // textureProj(sampler2D, vec4)
		}
		v, ok := c.implicit(a, want, a.pos, fmt.Sprintf("argument %d of '%s'", i+1, f.Name))
		if !ok {
			return badOp
		}
		irArgs[i] = v
	}
	return c.valOp(&ir.BuiltinCall{Pos: p, Fn: f, ID: f.ID, Args: irArgs, Typ: ret, Order: order}, ret, x.Loc)
}

// imageAtomicOrder splits the scope, storage-semantics and semantics
// arguments (GL_KHR_memory_scope_semantics) off an image atomic call: the
// remaining arguments, and their meaning (nil for the plain form).
// imageAtomicLoad and imageAtomicStore have only the scoped form.
func (c *checker) imageAtomicOrder(x *ast.CallExpr, f *builtins.Func, ps []ir.ImageParam, args []operand) ([]operand, *ir.MemoryOrder, bool) {
	extra := 3
	if f.Image.Atomic == builtins.AtomicCompSwap {
		extra = 5
	}
	scoped := f.Image.Atomic == builtins.AtomicLoad || f.Image.Atomic == builtins.AtomicStore
	if len(args) != len(ps)+extra {
		if scoped {
			c.errorf(x.Loc, "'%s' takes %d arguments for %s, not %d", f.Name, len(ps)+extra, typeName(args[0].typ), len(args))
			return nil, nil, false
		}
		return args, nil, true
	}
	if !c.requireExt(x.Loc, "'"+f.Name+"' with scope and semantics", extScopeSemantics) {
		return nil, nil, false
	}
	o, ok := c.atomicOrder(f.Name, f.Image.Atomic, args[len(ps):], len(ps)+1)
	if !ok {
		return nil, nil, false
	}
	return args[:len(ps)], &o, true
}

// imageAtomicOK gates the image atomics on 64-bit and float images.
func (c *checker) imageAtomicOK(x *ast.CallExpr, f *builtins.Func, t *ir.Type) bool {
	s := t.Elem()
	switch {
	case s.IsFloat() && (f.Image.Atomic == builtins.AtomicAdd || f.Image.Atomic == builtins.AtomicLoad || f.Image.Atomic == builtins.AtomicStore):
		return c.requireExt(x.Loc, fmt.Sprintf("'%s' on a float image", f.Name), extAtomicFloat)
	case s.IsFloat() && (f.Image.Atomic == builtins.AtomicMin || f.Image.Atomic == builtins.AtomicMax):
		return c.requireExt(x.Loc, fmt.Sprintf("'%s' on a float image", f.Name), extAtomicFloat2)
	}
	return true
}

// combine checks a sampler constructor: sampler2D(texture2D, sampler).
func (c *checker) combine(x *ast.CallExpr, t *ir.Type, args []operand) operand {
	img := t.Elem()
	if len(args) == 2 && args[1].typ == ir.Sampler && args[0].typ != img && args[0].typ.Kind() == ir.KindImage &&
		ir.ImageOf(img.Elem(), ir.ImageDesc{Dim: img.Image().Dim, Arrayed: img.Image().Arrayed, MS: img.Image().MS, Use: ir.ImageSampled}) == args[0].typ {
		// glslang retypes the texture variable as a depth image; the
		// IR's types are fixed, so this is not supported.
		c.errorf(x.Loc, "a shadow sampler constructor %s of a non-depth %s is not supported (glslc-nv cannot retype the texture as a depth image)",
			typeName(t), typeName(args[0].typ))
		return badOp
	}
	if len(args) != 2 || args[0].typ != img || args[1].typ != ir.Sampler {
		want := ir.ImageOf(img.Elem(), img.Image())
		c.errorf(x.Loc, "sampler constructor %s takes a %s and a sampler, not (%s)", typeName(t), typeName(want), argTypes(args))
		return badOp
	}
	call := &ir.BuiltinCall{Pos: c.irPos(x.Loc), Fn: builtins.CombineFunc, ID: builtins.FnSamplerConstructor, Args: []ir.Expr{c.value(args[0]), c.value(args[1])}, Typ: t}
	return operand{typ: t, val: call, pos: x.Loc}
}

// combineUpgraded is a sampler constructor under -fauto-combined-image-sampler
// (glslang's texture-sampler "upgrade"): the texture is already a combined
// image sampler and the sampler is gone, so sampler2D(tex, smp) is tex.
func (c *checker) combineUpgraded(x *ast.CallExpr, t *ir.Type) operand {
	c.combineArgs = true
	args := c.exprs(x.Args)
	c.combineArgs = false
	for _, a := range args {
		if a.bad() {
			return badOp
		}
	}
	if len(args) == 2 && args[0].typ == t && args[1].typ == ir.Sampler {
		return args[0]
	}
	for _, a := range args {
		if a.dropped {
			c.errorf(x.Loc, "sampler constructor %s takes a texture of its type and a sampler, not (%s)", typeName(t), argTypes(args))
			return badOp
		}
	}
	return c.construct(x, t, args)
}

// upgradeTexture is the type of an opaque uniform under
// -fauto-combined-image-sampler: a sampled image (a texture) becomes the
// combined image sampler of it, arrays of them arrays of those.
func upgradeTexture(t *ir.Type) *ir.Type {
	switch t.Kind() {
	case ir.KindArray:
		return ir.ArrayOf(upgradeTexture(t.Elem()), t.Len(), 0)
	case ir.KindImage:
		if t.Image().Use != ir.ImageStorage {
			return ir.SampledImageOf(t)
		}
	}
	return t
}
