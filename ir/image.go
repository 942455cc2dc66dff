package ir

import (
	"fmt"

	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// ImageRole says what an argument of an image built-in is.
type ImageRole uint8

const (
	RoleImage      ImageRole = iota + 1 // the opaque operand
	RoleCoord                           // coordinate (with the depth reference folded in, for shadow samplers)
	RoleSample                          // sample index of a multisampled image
	RoleLod                             // level of detail
	RoleData                            // the texel or value to store / combine atomically
	RoleComparator                      // imageAtomicCompSwap's compare value
	RoleDref                            // separate depth reference (samplerCubeArrayShadow, textureGather on shadow samplers)
	RoleDx                              // dPdx
	RoleDy                              // dPdy
	RoleOffset                          // ivec offset: constant except for textureGatherOffset
	RoleOffsets                         // constant ivec2[4] offsets
	RoleBias                            // optional LOD bias
	RoleComp                            // optional gather component (constant 0..3)
)

// ImageParam is one parameter of an instantiated image built-in.
type ImageParam struct {
	Role  ImageRole
	Type  *Type
	Const bool // the argument must be a constant expression
	// Optional parameters may be left out (only the last ones).
	Optional bool
	// Alt is a second type the argument may have: the vec4 coordinate of
	// the projective lookups on 1D and 2D textures (q in its w).
	Alt *Type
}

// Accepts reports whether t is the parameter's type (or its Alt).
func (p ImageParam) Accepts(t *Type) bool { return t == p.Type || (p.Alt != nil && t == p.Alt) }

// ImageShape returns the builtins.ImageKinds bit of an image type.
func ImageShape(img *Type) builtins.ImageKinds {
	d := img.Image()
	switch {
	case d.MS && d.Arrayed:
		return builtins.K2DMSArray
	case d.Dim == DimSubpassData && d.MS:
		return builtins.KSubpassMS
	case d.Dim == DimSubpassData:
		return builtins.KSubpass
	case d.MS:
		return builtins.K2DMS
	}
	k := map[ImageDim]builtins.ImageKinds{Dim1D: builtins.K1D, Dim2D: builtins.K2D, Dim3D: builtins.K3D,
		DimCube: builtins.KCube, DimBuffer: builtins.KBuffer}[d.Dim]
	if d.Arrayed {
		k <<= 5 // K1D -> K1DArray, K2D -> K2DArray
		if d.Dim == DimCube {
			k = builtins.KCubeArray
		}
	}
	return k
}

// dimComps is the coordinate size of the image's dimension without the
// array layer (cube: 3).
func dimComps(d ImageDesc) int {
	switch d.Dim {
	case Dim2D, DimRect:
		return 2
	case Dim3D, DimCube:
		return 3
	}
	return 1
}

// ImageSizeType is the result of imageSize / textureSize on img: int or
// ivecN with one component per dimension (cube faces count as 2) and one
// for the array layers.
func ImageSizeType(img *Type) *Type {
	d := img.Image()
	n := dimComps(d)
	if d.Dim == DimCube {
		n = 2
	}
	if d.Arrayed {
		n++
	}
	return VecOrScalar(Int32, n)
}

// texelType is vec4, ivec4 or uvec4 (the sampled type's 4-vector).
func texelType(img *Type) *Type { return Vec(img.Elem(), 4) }

// ImageSignature instantiates the image built-in f for an operand of type
// arg (an image, or a sampled image), returning its parameters (the
// operand first) and result. A non-nil error says why the call is not
// allowed.
func ImageSignature(f *builtins.Func, arg *Type) ([]ImageParam, *Type, error) {
	r := f.Image
	img := arg
	switch {
	case r.On == builtins.OnStorage && (arg.Kind() != KindImage || arg.Image().Use != ImageStorage):
		return nil, nil, fmt.Errorf("'%s' takes a storage image (image*), not %s", f.Name, arg)
	case r.On == builtins.OnSubpass && (arg.Kind() != KindImage || arg.Image().Dim != DimSubpassData):
		return nil, nil, fmt.Errorf("'%s' takes an input attachment (subpassInput*), not %s", f.Name, arg)
	case r.On != builtins.OnSubpass && arg.Kind() == KindImage && arg.Image().Dim == DimSubpassData:
		return nil, nil, fmt.Errorf("no '%s' for %s (an input attachment is read with subpassLoad)", f.Name, arg)
	case r.On == builtins.OnSampled && arg.Kind() != KindSampledImage:
		return nil, nil, fmt.Errorf("'%s' takes a sampler (sampler*), not %s", f.Name, arg)
	case r.On == builtins.OnSampledOrTexture && arg.Kind() == KindSampledImage:
		img = arg.Elem()
	case r.On == builtins.OnSampledOrTexture && (arg.Kind() != KindImage || arg.Image().Use != ImageSampled):
		return nil, nil, fmt.Errorf("'%s' takes a sampler (sampler*) or texture, not %s", f.Name, arg)
	case arg.Kind() == KindSampledImage:
		img = arg.Elem()
	}
	d := img.Image()
	shape := ImageShape(img)
	allowed := r.Kinds
	if d.Depth {
		allowed = r.Shadow
	}
	if shape&allowed == 0 {
		return nil, nil, fmt.Errorf("no '%s' for %s", f.Name, arg)
	}
	comps := dimComps(d)
	arr := 0
	if d.Arrayed {
		arr = 1
	}
	ints := func(n int) *Type { return VecOrScalar(Int32, n) }
	floats := func(n int) *Type { return VecOrScalar(Float32, n) }
	ps := []ImageParam{{Role: RoleImage, Type: arg}}
	add := func(role ImageRole, t *Type) { ps = append(ps, ImageParam{Role: role, Type: t}) }
	offset := func() {
		switch r.Offset {
		case 1:
			// textureGatherOffset's offset need not be constant (GLSL
			// 4.60 section 8.9.4; glslang emits Offset with
			// ImageGatherExtended); the other functions' must be.
			ps = append(ps, ImageParam{Role: RoleOffset, Type: ints(comps), Const: r.Op != builtins.ImageGather})
		case 4:
			ps = append(ps, ImageParam{Role: RoleOffsets, Type: ArrayOf(ints(2), 4, 0), Const: true})
		}
	}
	// sampleCoord adds the float coordinate of a sampling function, with
	// the depth reference as its last component for shadow samplers (a
	// 1D shadow coordinate is a vec3, as in GLSL).
	sampleCoord := func() {
		if r.Proj {
			// (s [, t [, r]], q); a shadow's reference is the third
			// component of a vec4 (s, t or unused, ref, q); 1D and 2D
			// textures may take a vec4 with q in w.
			switch {
			case d.Depth:
				add(RoleCoord, floats(4))
			case comps < 3:
				ps = append(ps, ImageParam{Role: RoleCoord, Type: floats(comps + 1), Alt: floats(4)})
			default:
				add(RoleCoord, floats(comps+1))
			}
			return
		}
		n := comps + arr
		if d.Depth {
			n = max(comps+arr, 2) + 1
			if n > 4 { // samplerCubeArrayShadow: vec4 plus a separate compare
				add(RoleCoord, floats(4))
				add(RoleDref, Float32)
				return
			}
		}
		add(RoleCoord, floats(n))
	}
	// texel is the integer coordinate of a texel: a cube (array) face is
	// a layer, so a cube array takes an ivec3 like a cube.
	texel := comps + arr
	if d.Dim == DimCube {
		texel = 3
	}
	ret := texelType(img)
	switch r.Op {
	case builtins.ImageRead, builtins.ImageWrite, builtins.ImageAtomic:
		if d.Dim == DimSubpassData {
			// the coordinate is the fragment's own: lower adds (0, 0)
			if d.MS {
				add(RoleSample, Int32)
			}
			break
		}
		add(RoleCoord, ints(texel))
		if d.MS {
			add(RoleSample, Int32)
		}
		switch r.Op {
		case builtins.ImageWrite:
			add(RoleData, ret)
			ret = Void
		case builtins.ImageAtomic:
			s := img.Elem()
			if s.IsFloat() && r.Atomic != builtins.AtomicExchange && r.Atomic != builtins.AtomicAdd &&
				r.Atomic != builtins.AtomicMin && r.Atomic != builtins.AtomicMax &&
				r.Atomic != builtins.AtomicLoad && r.Atomic != builtins.AtomicStore {
				return nil, nil, fmt.Errorf("no '%s' for %s", f.Name, arg)
			}
			if r.Atomic == builtins.AtomicCompSwap {
				add(RoleComparator, s)
			}
			ret = s
			switch r.Atomic {
			case builtins.AtomicLoad:
			case builtins.AtomicStore:
				add(RoleData, s)
				ret = Void
			default:
				add(RoleData, s)
			}
		}
	case builtins.ImageQuerySize:
		if img.Image().Use == ImageSampled && !d.MS && d.Dim != DimBuffer {
			add(RoleLod, Int32)
		}
		ret = ImageSizeType(img)
	case builtins.ImageQuerySamples, builtins.ImageQueryLevels:
		ret = Int32
	case builtins.ImageQueryLod:
		// the coordinate without layer or depth reference
		add(RoleCoord, floats(comps))
		ret = floats(2)
	case builtins.ImageFetch:
		add(RoleCoord, ints(texel))
		switch {
		case d.MS:
			add(RoleSample, Int32)
		case d.Dim != DimBuffer:
			add(RoleLod, Int32)
		}
		offset()
	case builtins.ImageSampleLod:
		sampleCoord()
		add(RoleLod, Float32)
		offset()
	case builtins.ImageSampleGrad:
		sampleCoord()
		add(RoleDx, floats(comps))
		add(RoleDy, floats(comps))
		offset()
	case builtins.ImageSample:
		sampleCoord()
		offset()
		if !(d.Depth && d.Dim == DimCube && d.Arrayed) {
			ps = append(ps, ImageParam{Role: RoleBias, Type: Float32, Optional: true})
		}
	case builtins.ImageGather:
		add(RoleCoord, floats(comps+arr))
		if d.Depth {
			add(RoleDref, Float32)
		}
		offset()
		if !d.Depth {
			ps = append(ps, ImageParam{Role: RoleComp, Type: Int32, Const: true, Optional: true})
		}
	default:
		return nil, nil, fmt.Errorf("'%s' is not an image function", f.Name)
	}
	if d.Depth && r.Op != builtins.ImageGather && r.Op != builtins.ImageQuerySize && r.Op != builtins.ImageQueryLevels {
		ret = Float32
	}
	return ps, ret, nil
}

// imageCall checks a call of an image built-in against ImageSignature.
func (v *validator) imageCall(e *BuiltinCall) {
	for _, a := range e.Args {
		if a == nil {
			v.errf("missing argument of %s", e.Fn.Name)
			return
		}
		if _, isRef := a.(Ref); isRef {
			v.errf("argument of %s is a reference (wrap it in Load)", e.Fn.Name)
		}
		v.expr(a)
	}
	switch e.Fn.Image.Op {
	case builtins.ImageNonUniform:
		if len(e.Args) != 1 || e.Args[0].Type() != e.Typ {
			v.errf("nonuniformEXT takes one argument of its result type")
		}
		return
	case builtins.ImageCombine:
		if len(e.Args) != 2 || e.Typ.Kind() != KindSampledImage || e.Args[0].Type() != e.Typ.Elem() || e.Args[1].Type() != Sampler {
			v.errf("a sampler constructor takes a texture of its image type and a sampler")
		}
		return
	}
	if len(e.Args) == 0 {
		v.errf("%s without an image operand", e.Fn.Name)
		return
	}
	ps, ret, err := ImageSignature(e.Fn, e.Args[0].Type())
	if err != nil {
		v.errf("%v", err)
		return
	}
	if ret != e.Typ {
		v.errf("%s returns %s, node says %s", e.Fn.Name, ret, e.Typ)
	}
	n := len(ps)
	for n > 0 && ps[n-1].Optional && len(e.Args) < n {
		n--
	}
	if len(e.Args) != n {
		v.errf("%s takes %d arguments, not %d", e.Fn.Name, n, len(e.Args))
		return
	}
	for i, a := range e.Args {
		if !ps[i].Accepts(a.Type()) {
			v.errf("argument %d of %s has type %s, want %s", i, e.Fn.Name, a.Type(), ps[i].Type)
		}
		if _, isConst := a.(*Const); ps[i].Const && !isConst {
			v.errf("argument %d of %s must be a constant", i, e.Fn.Name)
		}
	}
}
