package interp

import (
	"fmt"

	"github.com/glslc-nv/glslc-nv/internal/texel"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// Images, samplers and texel buffers: the compile side.
//
// An image, sampler or sampled-image variable (UniformConstant) owns one
// descriptor slot of exe.imgs (a descriptor array one per element). Its
// "pointer" value is a handle, the slot number; OpLoad copies the handle,
// an access chain into a descriptor array adds the index. A handle's low
// 32 bits name the image slot (imgNone: none), its high 32 bits the
// sampler slot plus one (0: none): a combined image sampler's load and
// OpSampledImage set both, OpImage keeps the low half. OpImageTexelPointer
// makes a pointer into region regTexel + slot, whose offset is the texel's
// byte offset in the image's data, so the buffer atomics work on it.

// regTexel is the first region of texel pointers: regTexel + image slot.
const regTexel = 0xF0000000

// imgNone is the image slot of a handle that names none (an index past a
// descriptor array).
const imgNone = 0xFFFFFFFF

// imgType is an OpTypeImage (or the sampler type: sampler true).
type imgType struct {
	id      uint32
	sampler bool
	comb    bool // an OpTypeSampledImage
	st      *rtype
	dim     spirv.Dim
	depth   uint32
	arrayed bool
	ms      bool
	sampled uint32 // 1 sampled, 2 storage
	format  spirv.ImageFormat
}

// kind is the descriptor type the declaration needs.
func (t *imgType) kind() texel.Kind {
	switch {
	case t.sampler:
		return texel.SamplerOnly
	case t.dim == spirv.DimBuffer && t.sampled == 2:
		return texel.StorageTexelBuffer
	case t.dim == spirv.DimBuffer:
		return texel.UniformTexelBuffer // GLSL's samplerBuffer is a sampled image type
	case t.comb:
		return texel.CombinedImageSampler
	case t.sampled == 2:
		return texel.StorageImage
	}
	return texel.SampledImage
}

func (t *imgType) texelDim() texel.Dim {
	switch t.dim {
	case spirv.Dim1D:
		return texel.Dim1D
	case spirv.Dim2D:
		return texel.Dim2D
	case spirv.Dim3D:
		return texel.Dim3D
	case spirv.DimCube:
		return texel.DimCube
	case spirv.DimBuffer:
		return texel.DimBuffer
	}
	return 0
}

// imgVar is one descriptor slot.
type imgVar struct {
	info ImageBindingInfo
	t    *imgType
}

// ImageBindingInfo describes an image, sampler or texel-buffer variable
// of the module (Program.ImageBindings).
type ImageBindingInfo struct {
	Set, Binding uint32
	Name         string
	Kind         texel.Kind // the descriptor type the declaration needs
	Dim          texel.Dim  // 0 for a sampler
	Arrayed      bool
	Multisampled bool
	Depth        bool         // declared as a depth image (shadow sampler)
	Format       texel.Format // the declared format; 0 when Unknown
	// ArraySize is the element count of a descriptor array (-1 when
	// runtime-sized), 0 for a single descriptor; ArrayIndex the element.
	ArraySize, ArrayIndex int
}

// ImageBindings lists the image, sampler and texel-buffer variables of
// the default entry point's module, one per descriptor (element 0 of an
// array), in declaration order.
func (p *Program) ImageBindings() []ImageBindingInfo {
	var out []ImageBindingInfo
	for _, v := range p.base.imgs {
		if v.info.ArrayIndex == 0 {
			out = append(out, v.info)
		}
	}
	return out
}

// imgTypeOf returns the image description of type id (an image, sampler
// or sampled-image type), or nil.
func (c *compiler) imgTypeOf(id uint32) *imgType {
	if c.imgTypes == nil {
		c.imgTypes = map[uint32]*imgType{}
		for _, in := range c.m.raw.Insts {
			w := in.Words
			switch in.Op {
			case spirv.OpTypeImage:
				if len(w) < 9 {
					continue
				}
				t := &imgType{id: w[1], st: c.types[w[2]], dim: spirv.Dim(w[3]), depth: w[4],
					arrayed: w[5] != 0, ms: w[6] != 0, sampled: w[7], format: spirv.ImageFormat(w[8])}
				c.imgTypes[w[1]] = t
			case spirv.OpTypeSampler:
				if len(w) >= 2 {
					c.imgTypes[w[1]] = &imgType{id: w[1], sampler: true}
				}
			case spirv.OpTypeSampledImage:
				if len(w) >= 3 {
					if it := c.imgTypes[w[2]]; it != nil {
						cp := *it
						cp.id, cp.comb = w[1], true
						c.imgTypes[w[1]] = &cp
					}
				}
			}
		}
	}
	return c.imgTypes[id]
}

// imageVariable gives an image, sampler or sampled-image variable (or a
// descriptor array of them) its descriptor slots and returns its handle;
// ok is false for other UniformConstant variables.
func (c *compiler) imageVariable(id uint32, t *rtype) (uint64, bool) {
	n, et := 1, t
	arr := 0
	if t.k == tArray || t.k == tRuntimeArray {
		et = t.elem
		n, arr = t.n, t.n
		if t.k == tRuntimeArray {
			n, arr = maxRuntimeDescriptors, -1
		}
	}
	it := c.imgTypeOf(et.id)
	if it == nil || n < 1 || n > maxRuntimeDescriptors {
		return 0, false
	}
	set, _ := c.m.decoration(id, spirv.DecorationDescriptorSet)
	bind, _ := c.m.decoration(id, spirv.DecorationBinding)
	info := ImageBindingInfo{Name: c.m.names[id], Kind: it.kind(), Dim: it.texelDim(), Arrayed: it.arrayed,
		Multisampled: it.ms, Depth: it.depth == 1, ArraySize: arr}
	if f, ok := texel.FromSPIRV(it.format); ok {
		info.Format = f
	}
	if len(set) > 0 {
		info.Set = set[0]
	}
	if len(bind) > 0 {
		info.Binding = bind[0]
	}
	base := len(c.x.imgs)
	for i := 0; i < n; i++ {
		ei := info
		ei.ArrayIndex = i
		c.x.imgs = append(c.x.imgs, imgVar{ei, it})
	}
	if arr != 0 {
		if c.imgArr == nil {
			c.imgArr = map[uint32]uint32{}
		}
		c.imgArr[id] = uint32(n)
	}
	return uint64(base), true
}

// image instruction kinds (inst.sub of xImage)
const (
	imCopy         = iota // a = handle (a load): d = a, or a | (a+1)<<32 (flag 1)
	imIndex               // descriptor array element: d = a + b when b < e
	imSampled             // OpSampledImage: d = a's image | (b's image + 1) << 32
	imImage               // OpImage: d = a & 0xFFFFFFFF
	imRead                // OpImageRead, OpImageFetch
	imWrite               // OpImageWrite
	imTexelPtr            // OpImageTexelPointer
	imSample              // the sampling and gather instructions
	imQuerySize           // OpImageQuerySize, OpImageQuerySizeLod
	imQueryLevels         // OpImageQueryLevels
	imQuerySamples        // OpImageQuerySamples
	imQueryLod            // OpImageQueryLod
)

// imgInst is an image instruction's operands.
type imgInst struct {
	t          *imgType
	img        uint32 // handle slot
	coord      uint32
	ncoord     int
	cw         int // coordinate component width
	texel      uint32
	tw         int // texel component width
	tn         int
	lod        uint32 // slots, noSlot when absent
	lodInt     bool
	gradX      uint32
	gradY      uint32
	gn         int
	offset     uint32
	offsets    uint32 // ConstOffsets / Offsets: 4 ivec2
	sample     uint32
	minLod     uint32
	bias       uint32 // the Bias operand's slot (implicit LOD), noSlot when absent
	dref       uint32
	comp       uint32
	proj       bool
	gather     bool
	implicit   bool // the level of detail comes from the quad's derivatives
	resFloat   bool
	resSigned  bool
	fetch      bool
	offN       int
	offW, lodW int
}

// imageOp compiles the image instructions, and the loads and access
// chains of image handles.
func (c *compiler) imageOp(o *opc) ([]inst, error) {
	in := o.in
	switch in.Op {
	case spirv.OpLoad, spirv.OpCopyObject:
		if o.rt == nil || o.rt.k != tOpaque || len(o.ops) < 1 {
			return nil, errNotMine
		}
		it := c.imgTypeOf(o.rt.id)
		if it == nil {
			return nil, errNotMine
		}
		s, _, err := c.value(o.ops[0])
		if err != nil {
			return nil, err
		}
		o.I.op, o.I.sub, o.I.a, o.I.n = xImage, imCopy, s, 1
		if it.comb && in.Op == spirv.OpLoad {
			o.I.flag = 1
		}
		return []inst{o.I}, nil
	case spirv.OpAccessChain, spirv.OpInBoundsAccessChain:
		if len(o.ops) < 2 {
			return nil, errNotMine
		}
		n, ok := c.imgArr[o.ops[0]]
		if !ok {
			return nil, errNotMine
		}
		if len(o.ops) != 2 {
			return nil, c.errf("access chain into an array of images needs exactly one index")
		}
		a, _, err := c.value(o.ops[0])
		if err != nil {
			return nil, err
		}
		b, bt, err := c.value(o.ops[1])
		if err != nil {
			return nil, err
		}
		o.I.op, o.I.sub, o.I.a, o.I.b, o.I.e, o.I.n = xImage, imIndex, a, b, n, 1
		o.I.w = 32
		if bt != nil && bt.k == tInt {
			o.I.w = uint8(bt.width)
		}
		return []inst{o.I}, nil
	case spirv.OpSampledImage:
		if err := o.nops(2); err != nil {
			return nil, err
		}
		o.I.op, o.I.sub, o.I.n = xImage, imSampled, 1
		o.I.a, _ = o.opnd(0)
		o.I.b, _ = o.opnd(1)
		return []inst{o.I}, o.err
	case spirv.OpImage:
		if err := o.nops(1); err != nil {
			return nil, err
		}
		o.I.op, o.I.sub, o.I.n = xImage, imImage, 1
		o.I.a, _ = o.opnd(0)
		return []inst{o.I}, o.err
	case spirv.OpImageRead, spirv.OpImageFetch, spirv.OpImageWrite, spirv.OpImageTexelPointer,
		spirv.OpImageSampleExplicitLod, spirv.OpImageSampleDrefExplicitLod, spirv.OpImageSampleProjExplicitLod,
		spirv.OpImageSampleProjDrefExplicitLod, spirv.OpImageGather, spirv.OpImageDrefGather,
		spirv.OpImageQuerySize, spirv.OpImageQuerySizeLod, spirv.OpImageQueryLevels, spirv.OpImageQuerySamples,
		spirv.OpImageSampleImplicitLod, spirv.OpImageSampleDrefImplicitLod, spirv.OpImageSampleProjImplicitLod,
		spirv.OpImageSampleProjDrefImplicitLod, spirv.OpImageQueryLod:
		return c.imageInst(o)
	}
	return nil, errNotMine
}

func (c *compiler) imageInst(o *opc) ([]inst, error) {
	in := o.in
	ops := o.ops
	if len(ops) < 1 {
		return nil, c.errf("missing image operand")
	}
	x := &imgInst{lod: noSlot, gradX: noSlot, gradY: noSlot, offset: noSlot, offsets: noSlot,
		sample: noSlot, minLod: noSlot, bias: noSlot, dref: noSlot, comp: noSlot, coord: noSlot, texel: noSlot}
	img, it, err := c.value(ops[0])
	if err != nil {
		return nil, err
	}
	if it != nil && it.k == tPointer && in.Op == spirv.OpImageTexelPointer {
		it = it.elem
	}
	if it == nil || c.imgTypeOf(it.id) == nil || c.imgTypeOf(it.id).sampler {
		return nil, c.errf("operand is not an image")
	}
	x.t = c.imgTypeOf(it.id)
	x.img = img
	I := o.I
	I.op = xImage
	I.x = &instExt{img: x}
	if o.rt != nil {
		if s := o.rt.scalar(); s != nil {
			x.resFloat = s.k == tFloat
			x.resSigned = s.signed
		}
	}
	coord := func(k int) error {
		if k >= len(ops) {
			return c.errf("missing coordinate")
		}
		s, ct, err := c.value(ops[k])
		if err != nil {
			return err
		}
		x.coord, x.ncoord, x.cw = s, max(ct.comps, 1), 32
		if sc := ct.scalar(); sc != nil {
			x.cw = sc.width
		}
		return nil
	}
	// image operands from word k of ops on
	operands := func(k int) error {
		if k >= len(ops) {
			return nil
		}
		mask := ops[k]
		k++
		next := func() (uint32, *rtype, error) {
			if k >= len(ops) {
				return 0, nil, c.errf("missing image operand")
			}
			s, t, err := c.value(ops[k])
			k++
			return s, t, err
		}
		width := func(t *rtype) int {
			if t != nil && t.scalar() != nil {
				return t.scalar().width
			}
			return 32
		}
		for bit := uint32(1); bit != 0 && bit <= mask; bit <<= 1 {
			if mask&bit == 0 {
				continue
			}
			switch spirv.ImageOperands(bit) {
			case spirv.ImageOperandsLod:
				s, t, err := next()
				if err != nil {
					return err
				}
				x.lod, x.lodW = s, width(t)
				x.lodInt = t != nil && t.scalar() != nil && t.scalar().k == tInt
			case spirv.ImageOperandsGrad:
				s, t, err := next()
				if err != nil {
					return err
				}
				s2, _, err := next()
				if err != nil {
					return err
				}
				x.gradX, x.gradY, x.gn = s, s2, max(t.comps, 1)
			case spirv.ImageOperandsConstOffset, spirv.ImageOperandsOffset:
				s, t, err := next()
				if err != nil {
					return err
				}
				x.offset, x.offN, x.offW = s, max(t.comps, 1), width(t)
			case spirv.ImageOperandsConstOffsets, spirv.ImageOperandsOffsets:
				s, t, err := next()
				if err != nil {
					return err
				}
				if t == nil || t.comps != 8 {
					return c.errf("Offsets operand must be an array of 4 two-component vectors")
				}
				x.offsets = s
			case spirv.ImageOperandsSample:
				s, _, err := next()
				if err != nil {
					return err
				}
				x.sample = s
			case spirv.ImageOperandsMinLod:
				s, _, err := next()
				if err != nil {
					return err
				}
				x.minLod = s
			case spirv.ImageOperandsBias:
				s, _, err := next()
				if err != nil {
					return err
				}
				x.bias = s
			case spirv.ImageOperandsMakeTexelAvailable, spirv.ImageOperandsMakeTexelVisible:
				k++ // the scope id
			case spirv.ImageOperandsNonPrivateTexel, spirv.ImageOperandsVolatileTexel,
				spirv.ImageOperandsSignExtend, spirv.ImageOperandsZeroExtend, spirv.ImageOperandsNontemporal:
			default:
				return c.errf("image operand 0x%x is not supported", bit)
			}
		}
		return nil
	}
	switch in.Op {
	case spirv.OpImageRead, spirv.OpImageFetch:
		I.sub = imRead
		x.fetch = in.Op == spirv.OpImageFetch
		if err := coord(1); err != nil {
			return nil, err
		}
		if err := operands(2); err != nil {
			return nil, err
		}
	case spirv.OpImageWrite:
		I.sub = imWrite
		if err := coord(1); err != nil {
			return nil, err
		}
		if len(ops) < 3 {
			return nil, c.errf("missing texel")
		}
		s, tt, err := c.value(ops[2])
		if err != nil {
			return nil, err
		}
		x.texel, x.tn, x.tw = s, max(tt.comps, 1), 32
		if sc := tt.scalar(); sc != nil {
			x.tw = sc.width
			x.resFloat, x.resSigned = sc.k == tFloat, sc.signed
		}
		if err := operands(3); err != nil {
			return nil, err
		}
	case spirv.OpImageTexelPointer:
		I.sub = imTexelPtr
		if err := coord(1); err != nil {
			return nil, err
		}
		if len(ops) < 3 {
			return nil, c.errf("missing sample")
		}
		s, _, err := c.value(ops[2])
		if err != nil {
			return nil, err
		}
		x.sample = s
		if o.rt == nil || o.rt.k != tPointer || o.rt.elem.scalar() == nil {
			return nil, c.errf("OpImageTexelPointer's result is not a pointer to a scalar")
		}
		x.tw = o.rt.elem.scalar().width
	case spirv.OpImageSampleExplicitLod, spirv.OpImageSampleProjExplicitLod, spirv.OpImageGather,
		spirv.OpImageSampleDrefExplicitLod, spirv.OpImageSampleProjDrefExplicitLod, spirv.OpImageDrefGather,
		spirv.OpImageSampleImplicitLod, spirv.OpImageSampleDrefImplicitLod, spirv.OpImageSampleProjImplicitLod,
		spirv.OpImageSampleProjDrefImplicitLod:
		I.sub = imSample
		if !x.t.comb {
			return nil, c.errf("operand is not a sampled image")
		}
		if err := coord(1); err != nil {
			return nil, err
		}
		switch in.Op {
		case spirv.OpImageSampleImplicitLod, spirv.OpImageSampleDrefImplicitLod, spirv.OpImageSampleProjImplicitLod,
			spirv.OpImageSampleProjDrefImplicitLod:
			x.implicit = true
			if !c.x.hasQuads() {
				return nil, c.errf("implicit-LOD sampling takes derivatives, which only fragment shaders and compute shaders with a derivative group (DerivativeGroupQuadsKHR, DerivativeGroupLinearKHR) have")
			}
		}
		x.proj = in.Op == spirv.OpImageSampleProjExplicitLod || in.Op == spirv.OpImageSampleProjDrefExplicitLod ||
			in.Op == spirv.OpImageSampleProjImplicitLod || in.Op == spirv.OpImageSampleProjDrefImplicitLod
		x.gather = in.Op == spirv.OpImageGather || in.Op == spirv.OpImageDrefGather
		k := 2
		switch in.Op {
		case spirv.OpImageSampleDrefExplicitLod, spirv.OpImageSampleProjDrefExplicitLod, spirv.OpImageDrefGather,
			spirv.OpImageSampleDrefImplicitLod, spirv.OpImageSampleProjDrefImplicitLod:
			if len(ops) <= k {
				return nil, c.errf("missing Dref")
			}
			if x.dref, _, err = c.value(ops[k]); err != nil {
				return nil, err
			}
			k++
		case spirv.OpImageGather:
			if len(ops) <= k {
				return nil, c.errf("missing Component")
			}
			if x.comp, _, err = c.value(ops[k]); err != nil {
				return nil, err
			}
			k++
		}
		if err := operands(k); err != nil {
			return nil, err
		}
		if !x.gather && !x.implicit && x.lod == noSlot && x.gradX == noSlot {
			return nil, c.errf("explicit-lod sampling without Lod or Grad")
		}
		if x.implicit && (x.lod != noSlot || x.gradX != noSlot) {
			return nil, c.errf("implicit-LOD sampling with a Lod or Grad operand")
		}
		if x.bias != noSlot && !x.implicit {
			return nil, c.errf("the Bias image operand needs implicit-LOD sampling")
		}
	case spirv.OpImageQuerySize, spirv.OpImageQuerySizeLod:
		I.sub = imQuerySize
		if in.Op == spirv.OpImageQuerySizeLod {
			if len(ops) < 2 {
				return nil, c.errf("missing Level of Detail")
			}
			if x.lod, _, err = c.value(ops[1]); err != nil {
				return nil, err
			}
		}
	case spirv.OpImageQueryLevels:
		I.sub = imQueryLevels
	case spirv.OpImageQueryLod:
		I.sub = imQueryLod
		if !x.t.comb {
			return nil, c.errf("operand is not a sampled image")
		}
		if !c.x.hasQuads() {
			return nil, c.errf("OpImageQueryLod takes derivatives, which only fragment shaders and compute shaders with a derivative group (DerivativeGroupQuadsKHR, DerivativeGroupLinearKHR) have")
		}
		if err := coord(1); err != nil {
			return nil, err
		}
		x.implicit = true
	case spirv.OpImageQuerySamples:
		I.sub = imQuerySamples
	}
	return []inst{I}, nil
}

// imgBinding is a descriptor slot resolved for a run.
type imgBinding struct {
	b *texel.Binding
	// fmtErr is the mismatch between the declaration and the view's
	// format ("" when none), reported at each instruction that uses it.
	fmtErr string
}

// bindImages resolves Config.Images and Config.ImageArrays for the
// module's descriptor slots. A binding of the wrong kind is an error; a
// missing one is reported when the shader uses it.
func (x *exe) bindImages(cfg *Config) ([]imgBinding, error) {
	if len(x.imgs) == 0 {
		return nil, nil
	}
	out := make([]imgBinding, len(x.imgs))
	for i, v := range x.imgs {
		key := [2]uint32{v.info.Set, v.info.Binding}
		var b *texel.Binding
		if arr, ok := cfg.ImageArrays[key]; ok {
			if v.info.ArrayIndex < len(arr) {
				b = arr[v.info.ArrayIndex]
			}
		} else if v.info.ArrayIndex == 0 {
			b = cfg.Images[key]
		}
		if b == nil {
			continue
		}
		where := fmt.Sprintf("set %d binding %d", key[0], key[1])
		if v.info.ArraySize != 0 {
			where += fmt.Sprintf(" element %d", v.info.ArrayIndex)
		}
		want := v.t.kind()
		ok := b.Kind == want ||
			(want == texel.SampledImage || want == texel.SamplerOnly) && b.Kind == texel.CombinedImageSampler
		if !ok {
			return nil, fmt.Errorf("interp: %s (%s): the shader declares %s, the binding is %s", where, v.info.Name, kindName(want), kindName(b.Kind))
		}
		needView := want != texel.SamplerOnly
		needSampler := want == texel.SamplerOnly || want == texel.CombinedImageSampler
		if needSampler && b.Sampler == nil {
			return nil, fmt.Errorf("interp: %s (%s): %s without a sampler", where, v.info.Name, kindName(b.Kind))
		}
		if needView {
			img := b.View.Image
			if img == nil {
				return nil, fmt.Errorf("interp: %s (%s): %s without an image", where, v.info.Name, kindName(b.Kind))
			}
			vf := b.View.ViewFormat()
			if vf.Info() == nil {
				return nil, fmt.Errorf("interp: %s (%s): unknown format %v", where, v.info.Name, vf)
			}
			if img.Format.Size() != vf.Size() {
				return nil, fmt.Errorf("interp: %s (%s): view format %v and image format %v differ in texel size", where, v.info.Name, vf, img.Format)
			}
			if len(img.Data) < img.Size() {
				return nil, fmt.Errorf("interp: %s (%s): image data has %d bytes, needs %d", where, v.info.Name, len(img.Data), img.Size())
			}
			if b.View.BaseLevel >= max(img.Levels, 1) {
				return nil, fmt.Errorf("interp: %s (%s): base level %d of an image of %d levels", where, v.info.Name, b.View.BaseLevel, img.Levels)
			}
			if img.Dim != v.t.texelDim() && !(img.Dim == texel.Dim2D && v.t.texelDim() == texel.DimCube) &&
				!(img.Dim == texel.DimCube && v.t.texelDim() == texel.Dim2D) {
				return nil, fmt.Errorf("interp: %s (%s): the shader declares a %s image, the binding's is %s", where, v.info.Name, dimName(v.t.texelDim()), dimName(img.Dim))
			}
			if v.t.ms != (img.Samples > 1) {
				return nil, fmt.Errorf("interp: %s (%s): multisampled declaration and image of %d samples", where, v.info.Name, img.Samples)
			}
			if v.info.Format != 0 && v.info.Format != vf {
				out[i].fmtErr = fmt.Sprintf("the shader declares format %v (%s), the view's is %v", v.info.Format, v.info.Format.Info().GLSL, vf)
			} else if v.t.st != nil && v.t.st.k != tVoid && (v.t.st.k == tFloat) != vf.Info().Class.IsFloat() {
				out[i].fmtErr = fmt.Sprintf("the shader's sampled type does not match the view's format %v (float against integer)", vf)
			}
		}
		out[i].b = b
	}
	return out, nil
}

func kindName(k texel.Kind) string {
	switch k {
	case texel.StorageImage:
		return "a storage image"
	case texel.SampledImage:
		return "a sampled image"
	case texel.CombinedImageSampler:
		return "a combined image sampler"
	case texel.SamplerOnly:
		return "a sampler"
	case texel.UniformTexelBuffer:
		return "a uniform texel buffer"
	case texel.StorageTexelBuffer:
		return "a storage texel buffer"
	}
	return fmt.Sprintf("descriptor kind %d", k)
}

func dimName(d texel.Dim) string {
	switch d {
	case texel.Dim1D:
		return "1D"
	case texel.Dim2D:
		return "2D"
	case texel.Dim3D:
		return "3D"
	case texel.DimCube:
		return "cube"
	case texel.DimBuffer:
		return "buffer"
	}
	return fmt.Sprint(int(d))
}
