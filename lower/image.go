package lower

import (
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// Image built-ins: ir/builtins ImageOp to SPIR-V image instructions, with
// operands placed by the roles ir.ImageSignature gives the arguments.

// Image operand mask bits (SPIR-V Image Operands).
const (
	imLod          = uint32(spirv.ImageOperandsLod)
	imGrad         = uint32(spirv.ImageOperandsGrad)
	imOffset       = uint32(spirv.ImageOperandsOffset)
	imConstOffset  = uint32(spirv.ImageOperandsConstOffset)
	imConstOffsets = uint32(spirv.ImageOperandsConstOffsets)
	imSample       = uint32(spirv.ImageOperandsSample)
)

// imageOperands collects optional image operands in mask-bit order.
type imageOperands struct {
	mask uint32
	ids  map[uint32][]uint32
}

func (o *imageOperands) add(bit uint32, ids ...uint32) {
	if o.ids == nil {
		o.ids = map[uint32][]uint32{}
	}
	o.mask |= bit
	o.ids[bit] = ids
}

func (o *imageOperands) words() []uint32 {
	if o.mask == 0 {
		return nil
	}
	out := []uint32{o.mask}
	for bit := uint32(1); bit != 0 && bit <= o.mask; bit <<= 1 {
		out = append(out, o.ids[bit]...)
	}
	return out
}

// nonUniformCaps declares the capability (and before SPIR-V 1.5 the
// extension) of the NonUniform decoration.
func (l *lowerer) nonUniformCaps() {
	l.capability(spirv.CapabilityShaderNonUniform)
	if l.version < spirv.Version1_5 {
		l.extension("SPV_EXT_descriptor_indexing")
	}
}

// nonUniformIndexed reports whether a reference indexes an array with a
// nonuniformEXT value.
func nonUniformIndexed(r ir.Ref) bool {
	found := false
	for r != nil && !found {
		switch x := r.(type) {
		case *ir.IndexRef:
			ir.Inspect(x.Index, func(n any) bool {
				if b, ok := n.(*ir.BuiltinCall); ok && b.Fn.Image != nil && b.Fn.Image.Op == builtins.ImageNonUniform {
					found = true
				}
				return !found
			})
			r = x.Base
		case *ir.FieldRef:
			r = x.Base
		default:
			r = nil
		}
	}
	return found
}

// arrayIndexingCap is the capability a non-uniform index into an array of
// t needs.
func arrayIndexingCap(t *ir.Type) spirv.Capability {
	img := t
	if t.Kind() == ir.KindSampledImage {
		img = t.Elem()
	}
	storage := img.Kind() == ir.KindImage && img.Image().Use == ir.ImageStorage
	buffer := img.Kind() == ir.KindImage && img.Image().Dim == ir.DimBuffer
	switch {
	case storage && buffer:
		return spirv.CapabilityStorageTexelBufferArrayNonUniformIndexing
	case storage:
		return spirv.CapabilityStorageImageArrayNonUniformIndexing
	case buffer:
		return spirv.CapabilityUniformTexelBufferArrayNonUniformIndexing
	}
	return spirv.CapabilitySampledImageArrayNonUniformIndexing
}

// opaquePlace evaluates the reference an opaque operand is loaded from,
// decorating a non-uniformly indexed access chain.
func (l *lowerer) opaquePlace(r ir.Ref) (place, bool) {
	p := l.place(r)
	nu := nonUniformIndexed(r)
	if nu {
		l.nonUniformCaps()
		l.capability(arrayIndexingCap(r.Type()))
		l.decorate(p.ptr, spirv.DecorationNonUniform)
	}
	return p, nu
}

// opaqueValue evaluates an opaque operand (a load of an opaque variable,
// array element or parameter, or a sampler constructor).
func (l *lowerer) opaqueValue(e ir.Expr) uint32 {
	ld, ok := e.(*ir.Load)
	if !ok {
		return l.expr(e)
	}
	p, nu := l.opaquePlace(ld.Ref)
	id := l.emit(spirv.OpLoad, l.typeID(p.typ), p.ptr)
	if nu {
		l.decorate(id, spirv.DecorationNonUniform)
	}
	return id
}

// opaquePointer is the pointer an opaque argument is loaded from (image
// atomics, opaque arguments of user functions).
func (l *lowerer) opaquePointer(e ir.Expr, what string) uint32 {
	ld, ok := e.(*ir.Load)
	if !ok {
		l.fail(e.At(), "%s needs an opaque variable, not a computed %s", what, e.Type())
	}
	p, _ := l.opaquePlace(ld.Ref)
	return p.ptr
}

// isCombine reports whether e makes a combined image from an image and a
// sampler (a sampler constructor, perhaps under nonuniformEXT).
func isCombine(e ir.Expr) bool {
	c, ok := e.(*ir.BuiltinCall)
	if !ok || c.Fn.Image == nil {
		return false
	}
	switch c.Fn.Image.Op {
	case builtins.ImageCombine:
		return true
	case builtins.ImageNonUniform:
		return c.Typ.IsOpaque() && isCombine(c.Args[0])
	}
	return false
}

// imageCall lowers a call of an image built-in.
func (l *lowerer) imageCall(e *ir.BuiltinCall) uint32 {
	r := e.Fn.Image
	switch r.Op {
	case builtins.ImageNonUniform:
		if e.Typ.IsOpaque() {
			// a combined image (a sampler constructor): its result is
			// the non-uniform value, decorated where it is made.
			id := l.opaqueValue(e.Args[0])
			l.decorate(id, spirv.DecorationNonUniform)
			l.nonUniformCaps()
			return id
		}
		x := l.expr(e.Args[0])
		l.setLine(e.Pos)
		id := l.emit(spirv.OpCopyObject, l.typeID(e.Typ), x)
		l.decorate(id, spirv.DecorationNonUniform)
		l.nonUniformCaps()
		return id
	case builtins.ImageCombine:
		t, s := l.opaqueValue(e.Args[0]), l.opaqueValue(e.Args[1])
		l.setLine(e.Pos)
		return l.emit(spirv.OpSampledImage, l.typeID(e.Typ), t, s)
	}
	ps, ret, err := ir.ImageSignature(e.Fn, e.Args[0].Type())
	if err != nil {
		l.fail(e.Pos, "%v", err)
	}
	arg := map[ir.ImageRole]uint32{}
	var img, texelPtr uint32
	opaque := e.Args[0].Type()
	if r.Op == builtins.ImageAtomic {
		img = l.opaquePointer(e.Args[0], e.Fn.Name)
	} else {
		img = l.opaqueValue(e.Args[0])
	}
	constOffset := true // a RoleOffset argument is an ir.Const
	block := l.f.label
	for i := 1; i < len(e.Args); i++ {
		arg[ps[i].Role] = l.expr(e.Args[i])
		if ps[i].Role == ir.RoleOffset {
			_, constOffset = e.Args[i].(*ir.Const)
		}
	}
	if l.f.label != block && isCombine(e.Args[0]) {
		// An argument branched (a lazy ?:): OpSampledImage must be in
		// the block of its use, so it is made again here, as glslang
		// does; the first one is left unused.
		img = l.opaqueValue(e.Args[0])
	}
	has := func(role ir.ImageRole) bool { _, ok := arg[role]; return ok }
	l.setLine(e.Pos)
	rt := l.typeID(ret)
	// image is the image of a sampled-image operand (OpImage).
	image := func() uint32 {
		if opaque.Kind() == ir.KindSampledImage {
			return l.emit(spirv.OpImage, l.typeID(opaque.Elem()), img)
		}
		return img
	}
	var ops imageOperands
	offsets := func() {
		switch {
		case has(ir.RoleOffset) && constOffset:
			ops.add(imConstOffset, arg[ir.RoleOffset])
		case has(ir.RoleOffset):
			// a run-time offset of textureGatherOffset
			l.capability(spirv.CapabilityImageGatherExtended)
			ops.add(imOffset, arg[ir.RoleOffset])
		}
		if has(ir.RoleOffsets) {
			l.capability(spirv.CapabilityImageGatherExtended)
			ops.add(imConstOffsets, arg[ir.RoleOffsets])
		}
	}
	imgType := opaque
	if imgType.Kind() == ir.KindSampledImage {
		imgType = imgType.Elem()
	}
	d := imgType.Image()
	if imgType.Elem().Width() == 64 {
		l.capability(spirv.CapabilityInt64ImageEXT)
		l.extension("SPV_EXT_shader_image_int64")
	}
	// dref is the depth reference: a separate argument, or the last
	// component of the coordinate.
	dref := func() uint32 {
		if has(ir.RoleDref) {
			return arg[ir.RoleDref]
		}
		n := 0
		for _, p := range ps {
			if p.Role == ir.RoleCoord {
				n = p.Type.Components()
			}
		}
		return l.emit(spirv.OpCompositeExtract, l.typeID(ir.Float32), arg[ir.RoleCoord], uint32(n-1))
	}
	switch r.Op {
	case builtins.ImageRead:
		if d.Dim == ir.DimSubpassData {
			if has(ir.RoleSample) {
				ops.add(imSample, arg[ir.RoleSample])
			}
			zero := l.constOf(ir.Vec(ir.Int32, 2), 0)
			return l.emit(spirv.OpImageRead, append([]uint32{rt, img, zero}, ops.words()...)...)
		}
		if d.Format == 0 {
			l.capability(spirv.CapabilityStorageImageReadWithoutFormat)
		}
		if has(ir.RoleSample) {
			ops.add(imSample, arg[ir.RoleSample])
		}
		l.texelCoherence(&ops, e.Args[0], false)
		l.texelExtend(&ops, imgType)
		return l.emit(spirv.OpImageRead, append([]uint32{rt, img, arg[ir.RoleCoord]}, ops.words()...)...)
	case builtins.ImageWrite:
		if d.Format == 0 {
			l.capability(spirv.CapabilityStorageImageWriteWithoutFormat)
		}
		if has(ir.RoleSample) {
			ops.add(imSample, arg[ir.RoleSample])
		}
		l.texelCoherence(&ops, e.Args[0], true)
		l.texelExtend(&ops, imgType)
		l.emitVoid(spirv.OpImageWrite, append([]uint32{img, arg[ir.RoleCoord], arg[ir.RoleData]}, ops.words()...)...)
		return 0
	case builtins.ImageAtomic:
		sample := l.constU32(0)
		if has(ir.RoleSample) {
			sample = arg[ir.RoleSample]
		}
		texelPtr = l.emit(spirv.OpImageTexelPointer, l.ptrType(spirv.StorageClassImage, opaque.Elem()), img, arg[ir.RoleCoord], sample)
		a := &ir.Atomic{Op: r.Atomic, Scope: ir.ScopeDevice, Semantics: ir.SemanticsNone, Plain: true}
		if has(ir.RoleData) {
			a.Value = constExpr{e.Args[len(e.Args)-1], arg[ir.RoleData]}
		}
		if o := e.Order; o != nil {
			a.Scope, a.Semantics, a.SemanticsUnequal, a.Plain = o.Scope, o.Semantics, o.SemanticsUnequal, false
		}
		if has(ir.RoleComparator) {
			a.Comparator = constExpr{e.Args[2], arg[ir.RoleComparator]}
		}
		return l.atomicAt(a, texelPtr, opaque.Elem())
	case builtins.ImageQuerySize:
		l.capability(spirv.CapabilityImageQuery)
		if has(ir.RoleLod) {
			return l.emit(spirv.OpImageQuerySizeLod, rt, image(), arg[ir.RoleLod])
		}
		return l.emit(spirv.OpImageQuerySize, rt, image())
	case builtins.ImageQuerySamples:
		l.capability(spirv.CapabilityImageQuery)
		return l.emit(spirv.OpImageQuerySamples, rt, image())
	case builtins.ImageQueryLevels:
		l.capability(spirv.CapabilityImageQuery)
		return l.emit(spirv.OpImageQueryLevels, rt, image())
	case builtins.ImageQueryLod:
		l.capability(spirv.CapabilityImageQuery)
		return l.emit(spirv.OpImageQueryLod, rt, img, arg[ir.RoleCoord])
	case builtins.ImageFetch:
		if has(ir.RoleLod) {
			ops.add(imLod, arg[ir.RoleLod])
		}
		offsets()
		if has(ir.RoleSample) {
			ops.add(imSample, arg[ir.RoleSample])
		}
		l.texelExtend(&ops, imgType)
		return l.emit(spirv.OpImageFetch, append([]uint32{rt, image(), arg[ir.RoleCoord]}, ops.words()...)...)
	case builtins.ImageSampleLod, builtins.ImageSampleGrad, builtins.ImageSample:
		implicit := false
		switch {
		case has(ir.RoleLod):
			ops.add(imLod, arg[ir.RoleLod])
		case has(ir.RoleDx):
			ops.add(imGrad, arg[ir.RoleDx], arg[ir.RoleDy])
		case l.m.Entry.Stage == ir.Fragment || l.m.Entry.DerivativeGroup() != 0:
			// texture() in a fragment shader, or a compute shader with a
			// derivative group: the level of detail comes from the quad's
			// derivatives, plus the bias.
			implicit = true
			if has(ir.RoleBias) {
				ops.add(uint32(spirv.ImageOperandsBias), arg[ir.RoleBias])
			}
		default:
			// texture() in a compute shader: GLSL's implicit level of
			// detail outside fragment shaders is the base level, and
			// SPIR-V allows implicit-LOD sampling in GLCompute only with
			// derivative groups, so it is an explicit Lod 0 (as glslang).
			ops.add(imLod, l.constOf(ir.Float32, 0))
		}
		offsets()
		l.texelExtend(&ops, imgType)
		if r.Proj {
			return l.sampleProj(e, rt, img, arg[ir.RoleCoord], d, implicit, ops)
		}
		op := spirv.OpImageSampleExplicitLod
		if d.Depth {
			op = spirv.OpImageSampleDrefExplicitLod
		}
		if implicit {
			op = spirv.OpImageSampleImplicitLod
			if d.Depth {
				op = spirv.OpImageSampleDrefImplicitLod
			}
		}
		if d.Depth {
			dr := dref()
			return l.emit(op, append([]uint32{rt, img, arg[ir.RoleCoord], dr}, ops.words()...)...)
		}
		return l.emit(op, append([]uint32{rt, img, arg[ir.RoleCoord]}, ops.words()...)...)
	case builtins.ImageGather:
		offsets()
		l.texelExtend(&ops, imgType)
		if d.Depth {
			return l.emit(spirv.OpImageDrefGather, append([]uint32{rt, img, arg[ir.RoleCoord], arg[ir.RoleDref]}, ops.words()...)...)
		}
		comp, ok := arg[ir.RoleComp]
		if !ok {
			comp = l.constI32(0)
		}
		return l.emit(spirv.OpImageGather, append([]uint32{rt, img, arg[ir.RoleCoord], comp}, ops.words()...)...)
	}
	l.fail(e.Pos, "image built-in %s has no lowering", e.Fn.Name)
	return 0
}

// sampleProj emits a projective lookup (textureProj*). SPIR-V takes q
// as the component after the texture's coordinates, so the w of a vec4
// coordinate of a 1D or 2D texture is moved there; a shadow's reference
// is the coordinate's third component. As glslang does.
func (l *lowerer) sampleProj(e *ir.BuiltinCall, rt, img, coord uint32, d ir.ImageDesc, implicit bool, ops imageOperands) uint32 {
	ct := e.Args[1].Type()
	n := ct.Components()
	var dr uint32
	if d.Depth {
		dr = l.emit(spirv.OpCompositeExtract, l.typeID(ir.Float32), coord, 2)
	}
	target := map[ir.ImageDim]int{ir.Dim1D: 1, ir.Dim2D: 2, ir.Dim3D: 3}[d.Dim]
	if target != n-1 {
		q := l.emit(spirv.OpCompositeExtract, l.typeID(ir.Float32), coord, uint32(n-1))
		coord = l.emit(spirv.OpCompositeInsert, l.typeID(ct), q, coord, uint32(target))
	}
	var op spirv.Op
	switch {
	case d.Depth && implicit:
		op = spirv.OpImageSampleProjDrefImplicitLod
	case d.Depth:
		op = spirv.OpImageSampleProjDrefExplicitLod
	case implicit:
		op = spirv.OpImageSampleProjImplicitLod
	default:
		op = spirv.OpImageSampleProjExplicitLod
	}
	if d.Depth {
		return l.emit(op, append([]uint32{rt, img, coord, dr}, ops.words()...)...)
	}
	return l.emit(op, append([]uint32{rt, img, coord}, ops.words()...)...)
}

// texelExtend adds, from SPIR-V 1.4 on, ZeroExtend (unsigned) or
// SignExtend (signed) to the operands of an access to the texels of an
// image of integers, as glslang does: how a texel narrower than the
// result (r8ui, r16i, ...) widens.
func (l *lowerer) texelExtend(ops *imageOperands, imgType *ir.Type) {
	if l.version < spirv.Version1_4 {
		return
	}
	switch el := imgType.Elem(); {
	case el.IsUint():
		ops.add(uint32(spirv.ImageOperandsZeroExtend))
	case el.IsInt():
		ops.add(uint32(spirv.ImageOperandsSignExtend))
	}
}

// constExpr is an already evaluated expression (its id), so that
// atomicAt can take the operands of an image atomic.
type constExpr struct {
	ir.Expr
	id uint32
}

// texelCoherence adds, under the Vulkan memory model, the image operands
// of a read (write true: a write) of a coherent or volatile image, as
// glslang: MakeTexelVisible (MakeTexelAvailable) and NonPrivateTexel at
// the image's scope (coherence), and VolatileTexel for a volatile one.
func (l *lowerer) texelCoherence(ops *imageOperands, img ir.Expr, write bool) {
	ld, ok := img.(*ir.Load)
	if !l.vulkanMemModel || !ok {
		return
	}
	r := ld.Ref
	for {
		if x, isIndex := r.(*ir.IndexRef); isIndex {
			r = x.Base
			continue
		}
		break
	}
	var a ir.Access
	switch x := r.(type) {
	case *ir.GlobalRef:
		a = x.Var.Access
	case *ir.ParamRef:
		a = x.Var.Access
	}
	coherent, volatile, scope := accessCoherence(a, spirv.StorageClassImage)
	if !coherent {
		return
	}
	if write {
		ops.add(uint32(spirv.ImageOperandsMakeTexelAvailable), l.memScope(scope))
	} else {
		ops.add(uint32(spirv.ImageOperandsMakeTexelVisible), l.memScope(scope))
	}
	ops.add(uint32(spirv.ImageOperandsNonPrivateTexel))
	if volatile {
		ops.add(uint32(spirv.ImageOperandsVolatileTexel))
	}
}
