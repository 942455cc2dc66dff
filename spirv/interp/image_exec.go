package interp

import (
	"math"

	"github.com/glslc-nv/glslc-nv/internal/texel"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// Images, samplers and texel buffers: execution (image.go has the compile
// side and the handle encoding; internal/texel the formats and the
// sampling math).

func init() {
	for _, c := range []spirv.Capability{
		spirv.CapabilityStorageImageMultisample, spirv.CapabilityImageMSArray, spirv.CapabilityImageCubeArray,
		spirv.CapabilitySampledCubeArray, spirv.CapabilityImageGatherExtended, spirv.CapabilityMinLod,
		spirv.CapabilitySampledImageArrayDynamicIndexing, spirv.CapabilityStorageImageArrayDynamicIndexing,
		spirv.CapabilitySampledImageArrayNonUniformIndexing, spirv.CapabilityStorageImageArrayNonUniformIndexing,
		spirv.CapabilityUniformTexelBufferArrayDynamicIndexing, spirv.CapabilityStorageTexelBufferArrayDynamicIndexing,
		spirv.CapabilityUniformTexelBufferArrayNonUniformIndexing, spirv.CapabilityStorageTexelBufferArrayNonUniformIndexing,
	} {
		supportedCaps[c] = true
	}
}

// image runs an xImage instruction for the active lanes.
func (s *sg) image(in *inst) {
	S := s.S
	switch in.sub {
	case imCopy:
		d, a := s.r(in.d), s.r(in.a)
		for _, l := range s.act {
			h := a[l]
			if in.flag == 1 && uint32(h) != imgNone {
				h = h&0xFFFFFFFF | (h&0xFFFFFFFF+1)<<32
			}
			d[l] = h
		}
		return
	case imIndex:
		d, a, b := s.r(in.d), s.r(in.a), s.r(in.b)
		for _, l := range s.act {
			i := b[l] & wmask(int(in.w))
			if in.w < 64 && sext(b[l], int(in.w)) < 0 {
				i = math.MaxUint64
			}
			if i >= uint64(in.e) || uint32(a[l]) == imgNone {
				if s.checks {
					s.report("out-of-bounds", in, int(l), "index %d of a descriptor array of %d images", sext(b[l], int(in.w)), in.e)
				}
				d[l] = imgNone
				continue
			}
			d[l] = a[l] + i
		}
		return
	case imSampled:
		d, a, b := s.r(in.d), s.r(in.a), s.r(in.b)
		for _, l := range s.act {
			d[l] = a[l]&0xFFFFFFFF | (b[l]&0xFFFFFFFF+1)<<32
		}
		return
	case imImage:
		d, a := s.r(in.d), s.r(in.a)
		for _, l := range s.act {
			d[l] = a[l] & 0xFFFFFFFF
		}
		return
	}
	x := in.x.img
	hs := s.r(x.img)
	if x.implicit {
		s.implicitGrads(in, x)
	}
	for _, l := range s.act {
		h := hs[l]
		ib := s.imgBinding(in, int(l), uint32(h))
		if ib == nil {
			s.imgZero(in, int(l))
			continue
		}
		if ib.fmtErr != "" && s.checks && in.sub != imQuerySize && in.sub != imQueryLevels && in.sub != imQuerySamples {
			s.report("image-format-mismatch", in, int(l), "%s", ib.fmtErr)
		}
		v := &ib.b.View
		switch in.sub {
		case imRead, imWrite, imTexelPtr:
			s.imageTexel(in, x, int(l), uint32(h), v)
		case imSample:
			smp := s.samplerOf(in, int(l), h, ib)
			if smp == nil {
				s.imgZero(in, int(l))
				continue
			}
			s.imageSample(in, x, int(l), v, smp)
		case imQuerySize:
			s.imageQuerySize(in, x, int(l), v)
		case imQueryLod:
			smp := s.samplerOf(in, int(l), h, ib)
			if smp == nil {
				s.imgZero(in, int(l))
				continue
			}
			r := texel.Request{Dim: x.t.texelDim(), Arrayed: x.t.arrayed, Gather: -1, Grad: true}
			r.DX, r.DY = s.grads[l][0], s.grads[l][1]
			a, lambda := v.QueryLod(smp, &r)
			s.putFloats(in, x, int(l), [4]float64{a, lambda})
		case imQueryLevels:
			s.regs[int(in.d)*S+int(l)] = uint64(v.LevelCount()) & in.m
		case imQuerySamples:
			s.regs[int(in.d)*S+int(l)] = uint64(max(v.Image.Samples, 1)) & in.m
		}
	}
}

// imgBinding returns the bound descriptor of an image slot, or nil
// (reported) when none is bound.
func (s *sg) imgBinding(in *inst, l int, slot uint32) *imgBinding {
	imgs := s.wg.run.imgs
	if slot == imgNone || int(slot) >= len(imgs) {
		return nil // an index past a descriptor array: reported there
	}
	ib := &imgs[slot]
	if ib.b == nil {
		if s.checks {
			v := &s.x.imgs[slot].info
			if v.ArraySize != 0 {
				s.report("unbound-image", in, l, "%s (set %d binding %d) element %d is not bound", v.Name, v.Set, v.Binding, v.ArrayIndex)
			} else {
				s.report("unbound-image", in, l, "%s (set %d binding %d) is not bound", v.Name, v.Set, v.Binding)
			}
		}
		return nil
	}
	return ib
}

// samplerOf returns the sampler of a sampled-image handle.
func (s *sg) samplerOf(in *inst, l int, h uint64, ib *imgBinding) *texel.Sampler {
	k := uint32(h >> 32)
	if k == 0 {
		return ib.b.Sampler
	}
	sb := s.imgBinding(in, l, k-1)
	if sb == nil {
		return nil
	}
	return sb.b.Sampler
}

// imgZero writes zero to an instruction's result.
func (s *sg) imgZero(in *inst, l int) {
	if in.sub == imWrite {
		return
	}
	if in.sub == imTexelPtr {
		// a texel pointer that designates nothing, silently (the
		// problem was reported already)
		s.regs[int(in.d)*s.S+l] = uint64(regTexel)<<32 | badOff
		return
	}
	for c := 0; c < int(in.n); c++ {
		s.regs[(int(in.d)+c)*s.S+l] = 0
	}
}

// coordInt reads integer coordinate component k of lane l.
func (s *sg) coordInt(x *imgInst, l, k int) int64 {
	if k >= x.ncoord {
		return 0
	}
	return sext(s.regs[(int(x.coord)+k)*s.S+l], x.cw)
}

func (s *sg) coordFloat(x *imgInst, l, k int) float64 {
	if k >= x.ncoord {
		return 0
	}
	return fget(s.regs[(int(x.coord)+k)*s.S+l], x.cw)
}

// imageTexel runs OpImageRead, OpImageFetch, OpImageWrite and
// OpImageTexelPointer for lane l.
func (s *sg) imageTexel(in *inst, x *imgInst, l int, slot uint32, v *texel.View) {
	S := s.S
	img := v.Image
	t := x.t
	var xyz [3]int64
	layer := int64(0)
	n := 1
	switch t.dim {
	case spirv.Dim2D:
		n = 2
	case spirv.Dim3D, spirv.DimCube:
		n = 3
	}
	for k := 0; k < n; k++ {
		xyz[k] = s.coordInt(x, l, k)
	}
	if t.dim == spirv.DimCube {
		layer, xyz[2] = xyz[2], 0 // the layer-face
	} else if t.arrayed {
		layer = s.coordInt(x, l, n)
	}
	level := int64(0)
	if x.lod != noSlot {
		level = sext(s.regs[int(x.lod)*S+l], x.lodW)
	}
	sample := int64(0)
	if x.sample != noSlot {
		sample = sext(s.regs[int(x.sample)*S+l], 32)
	}
	if x.offset != noSlot {
		for k := 0; k < x.offN && k < 3; k++ {
			xyz[k] += sext(s.regs[(int(x.offset)+k)*S+l], x.offW)
		}
	}
	robust := s.wg.run.cfg.RobustBufferAccess
	var b []byte
	w, h, d := uint32(0), uint32(0), uint32(0)
	ok := level >= 0 && level < int64(v.LevelCount())
	if ok {
		w, h, d = img.Extent(v.BaseLevel + uint32(level))
	}
	inRange := ok && xyz[0] >= 0 && xyz[1] >= 0 && xyz[2] >= 0 && xyz[0] < int64(w) && xyz[1] < int64(h) && xyz[2] < int64(d) &&
		layer >= 0 && layer < int64(max(img.Layers, 1))
	sampleOK := sample >= 0 && sample < int64(max(img.Samples, 1))
	if inRange && sampleOK {
		b = v.Texel(v.BaseLevel+uint32(level), uint32(layer), xyz[0], xyz[1], xyz[2], uint32(sample))
	}
	// Vulkan defines a write to an invalid texel (coordinates, layer or
	// sample out of range: "integer texel coordinate validation") as
	// having no effect, so only reads and texel pointers (whose atomics
	// return an undefined value) are undefined behaviour.
	if b == nil && s.checks && !robust && in.sub != imWrite {
		switch {
		case !ok:
			s.report("out-of-bounds", in, l, "level %d of an image view of %d levels (reads give 0, writes are dropped)", level, v.LevelCount())
		case !inRange:
			s.report("out-of-bounds", in, l, "texel (%d, %d, %d) layer %d of a %dx%dx%d image of %d layers (reads give 0, writes are dropped)",
				xyz[0], xyz[1], xyz[2], layer, w, h, d, max(img.Layers, 1))
		default:
			s.report("invalid-sample-index", in, l, "sample %d of an image of %d samples (reads give 0, writes are dropped)", sample, max(img.Samples, 1))
		}
	}
	f := v.ViewFormat()
	switch in.sub {
	case imTexelPtr:
		if b == nil {
			s.regs[int(in.d)*S+l] = uint64(regTexel+slot)<<32 | badOff
			return
		}
		if x.tw/8 != f.Size() && s.checks {
			s.report("image-format-mismatch", in, l, "%d-bit atomic on a texel of format %v (%d bytes)", x.tw, f, f.Size())
		}
		off := img.TexelOffset(v.BaseLevel+uint32(level), uint32(layer), uint32(xyz[0]), uint32(xyz[1]), uint32(xyz[2]), uint32(sample))
		s.regs[int(in.d)*S+l] = uint64(regTexel+slot)<<32 | uint64(off)
	case imWrite:
		if b == nil || s.helper.has(l) {
			return // helper invocations write no memory
		}
		if f.Info().Class.IsFloat() {
			var val [4]float64
			for c := 0; c < x.tn && c < 4; c++ {
				val[c] = fget(s.regs[(int(x.texel)+c)*S+l], x.tw)
			}
			f.EncodeFloat(b, val)
		} else {
			var val [4]uint64
			for c := 0; c < x.tn && c < 4; c++ {
				r := s.regs[(int(x.texel)+c)*S+l]
				if x.resSigned {
					r = uint64(sext(r, x.tw))
				}
				val[c] = r
			}
			if f.EncodeInt(b, val) && s.checks {
				s.report("out-of-range-texel", in, l, "integer texel (%d, %d, %d, %d) does not fit format %v: the stored value is undefined (saturated here)",
					int64(val[0]), int64(val[1]), int64(val[2]), int64(val[3]), f)
			}
		}
	case imRead:
		zero := make([]byte, 16)
		if b == nil {
			b = zero
		}
		s.putTexel(in, x, l, f, b)
	}
}

// putTexel decodes a texel into the result registers.
func (s *sg) putTexel(in *inst, x *imgInst, l int, f texel.Format, b []byte) {
	if f.Info().Class.IsFloat() {
		s.putFloats(in, x, l, f.DecodeFloat(b))
	} else {
		s.putInts(in, l, f.DecodeInt(b))
	}
}

func (s *sg) putFloats(in *inst, x *imgInst, l int, v [4]float64) {
	S := s.S
	for c := 0; c < int(in.n) && c < 4; c++ {
		if x.resFloat {
			s.regs[(int(in.d)+c)*S+l] = fput(v[c], int(in.w))
		} else {
			s.regs[(int(in.d)+c)*S+l] = uint64(int64(v[c])) & in.m
		}
	}
}

func (s *sg) putInts(in *inst, l int, v [4]uint64) {
	S := s.S
	for c := 0; c < int(in.n) && c < 4; c++ {
		s.regs[(int(in.d)+c)*S+l] = v[c] & in.m
	}
}

// imageSample runs the sampling and gather instructions for lane l.
func (s *sg) imageSample(in *inst, x *imgInst, l int, v *texel.View, smp *texel.Sampler) {
	S := s.S
	t := x.t
	r := texel.Request{Dim: t.texelDim(), Arrayed: t.arrayed, Gather: -1}
	n := 1
	switch t.dim {
	case spirv.Dim2D:
		n = 2
	case spirv.Dim3D, spirv.DimCube:
		n = 3
	}
	nc := n
	if t.arrayed {
		nc++
	}
	for k := 0; k < nc && k < 4; k++ {
		r.Coord[k] = s.coordFloat(x, l, k)
	}
	if x.dref != noSlot {
		r.Compare = true
		r.Dref = s.coordFloat(&imgInst{coord: x.dref, ncoord: 1, cw: 32}, l, 0)
	}
	if x.proj {
		q := s.coordFloat(x, l, nc)
		for k := 0; k < n; k++ {
			r.Coord[k] /= q
		}
		if r.Compare {
			r.Dref /= q
		}
	}
	if x.lod != noSlot {
		r.Lod = fget(s.regs[int(x.lod)*S+l], x.lodW)
	}
	if x.gradX != noSlot {
		r.Grad = true
		for k := 0; k < x.gn && k < 3; k++ {
			r.DX[k] = fget(s.regs[(int(x.gradX)+k)*S+l], 32)
			r.DY[k] = fget(s.regs[(int(x.gradY)+k)*S+l], 32)
		}
	}
	if x.implicit {
		r.Grad = true
		r.DX, r.DY = s.grads[l][0], s.grads[l][1]
		if x.bias != noSlot {
			r.Bias = fget(s.regs[int(x.bias)*S+l], 32)
		}
	}
	if x.minLod != noSlot {
		r.HasMinLod = true
		r.MinLod = fget(s.regs[int(x.minLod)*S+l], 32)
	}
	if x.offset != noSlot {
		for k := 0; k < x.offN && k < 3; k++ {
			r.Offset[k] = int32(sext(s.regs[(int(x.offset)+k)*S+l], x.offW))
		}
	}
	if x.gather {
		r.Gather = 0
		if x.comp != noSlot {
			r.Gather = int(s.regs[int(x.comp)*S+l] & 3)
		}
	}
	f := v.ViewFormat()
	isFloat := f.Info().Class.IsFloat()
	sample := func(r *texel.Request) ([4]float64, [4]uint64) {
		if isFloat {
			return v.Sample(smp, r), [4]uint64{}
		}
		return [4]float64{}, v.SampleInt(smp, r)
	}
	var fv [4]float64
	var iv [4]uint64
	if x.offsets != noSlot {
		// each of the four texels with its own offset
		for i := 0; i < 4; i++ {
			r.Offset[0] = int32(sext(s.regs[(int(x.offsets)+2*i)*S+l], 32))
			r.Offset[1] = int32(sext(s.regs[(int(x.offsets)+2*i+1)*S+l], 32))
			a, b := sample(&r)
			fv[i], iv[i] = a[i], b[i]
		}
	} else {
		fv, iv = sample(&r)
	}
	if isFloat {
		s.putFloats(in, x, l, fv)
	} else {
		s.putInts(in, l, iv)
	}
}

// imageQuerySize runs OpImageQuerySize(Lod) for lane l.
func (s *sg) imageQuerySize(in *inst, x *imgInst, l int, v *texel.View) {
	S := s.S
	level := int64(0)
	if x.lod != noSlot {
		level = sext(s.regs[int(x.lod)*S+l], 32)
		if (level < 0 || level >= int64(v.LevelCount())) && s.checks {
			s.report("out-of-bounds", in, l, "size of level %d of an image view of %d levels", level, v.LevelCount())
		}
	}
	img := v.Image
	w, h, d := img.Extent(v.BaseLevel + uint32(max(0, min(level, int64(v.LevelCount())-1))))
	var out []uint32
	switch x.t.dim {
	case spirv.Dim1D, spirv.DimBuffer:
		out = []uint32{w}
	case spirv.Dim2D:
		out = []uint32{w, h}
	case spirv.Dim3D:
		out = []uint32{w, h, d}
	case spirv.DimCube:
		out = []uint32{w, h}
	}
	if x.t.arrayed {
		layers := max(img.Layers, 1)
		if x.t.dim == spirv.DimCube {
			layers /= 6
		}
		out = append(out, layers)
	}
	for c := 0; c < int(in.n) && c < len(out); c++ {
		s.regs[(int(in.d)+c)*S+l] = uint64(out[c]) & in.m
	}
}

// texelAddr returns the bytes a texel pointer designates (texel atomics),
// or nil when its coordinates were out of bounds (reported by
// OpImageTexelPointer).
func (s *sg) texelAddr(slot uint32, off uint64, size int) []byte {
	imgs := s.wg.run.imgs
	if int(slot) >= len(imgs) || imgs[slot].b == nil || off >= badOff {
		return nil
	}
	data := imgs[slot].b.View.Image.Data
	if off+uint64(size) > uint64(len(data)) {
		return nil
	}
	return data[off : off+uint64(size) : off+uint64(size)]
}

// implicitGrads fills s.grads with each active lane's implicit
// derivatives of the (projected) coordinate of an implicit-LOD
// instruction. **Decision:** they are the quad's coarse derivatives, one
// level of detail per quad (the row and column that hold lane 0, in
// float32, as OpDPdxCoarse takes them: SEMANTICS.md section 7); Vulkan
// lets an implementation use fine or coarse ones, and lavapipe uses
// coarse ones, so --compare agrees with it. A quad with an inactive lane has no derivatives: its result
// is undefined, reported, and its lanes sample with zero gradients. All
// lanes are computed before any writes its result (the result may share
// a register with the coordinate).
func (s *sg) implicitGrads(in *inst, x *imgInst) {
	if len(s.grads) < s.S {
		s.grads = make([][2][3]float64, s.S)
	}
	n := 1
	switch x.t.dim {
	case spirv.Dim2D:
		n = 2
	case spirv.Dim3D, spirv.DimCube:
		n = 3
	}
	nc := n
	if x.t.arrayed {
		nc++
	}
	coord := func(l, k int) float32 {
		c := float32(s.coordFloat(x, l, k))
		if x.proj {
			c /= float32(s.coordFloat(x, l, nc))
		}
		return c
	}
	for _, l8 := range s.act {
		l := int(l8)
		q := l &^ 3
		g := &s.grads[l]
		*g = [2][3]float64{}
		if !(s.mask.has(q) && s.mask.has(q+1) && s.mask.has(q+2) && s.mask.has(q+3)) {
			if s.checks {
				s.report("derivative-divergent", in, l, "an implicit-LOD image instruction in a quad whose four lanes are not all active (non-uniform control flow or ended invocations): its level of detail is undefined")
			}
			continue
		}
		for k := 0; k < n; k++ {
			g[0][k] = float64(coord(q+1, k) - coord(q, k))
			g[1][k] = float64(coord(q+2, k) - coord(q, k))
		}
	}
}
