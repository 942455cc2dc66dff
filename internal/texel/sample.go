package texel

import "math"

// Sampling, as Vulkan's "Texel Filtering" chapter defines it for explicit
// levels of detail: layer selection, cube face selection, level of detail
// (bias and clamps), mipmap level selection, coordinate scaling, texel
// offsets, wrapping by address mode, border texels, depth comparison and
// nearest/linear filtering, and gathers.
//
// Decisions where Vulkan leaves a choice to the implementation:
//   - coordinates, weights and the level of detail are float32, without
//     Vulkan's sub-texel or LOD fixed-point quantization; filtering
//     interpolates as a + α·(b − a) with one rounding (as a fused
//     multiply-add). Measured against lavapipe (Mesa 25.0, 4096 random
//     samples of an 8×8 4-level texture per case): nearest sampling and
//     linear sampling of float formats with clamp-to-edge or
//     unnormalized coordinates are bit-identical; with mirrored
//     addressing, linear mipmapping or borders up to 2.5% of the values
//     differ by 1-3 ulp;
//   - linear filtering of 8-bit UNORM formats with normalized
//     coordinates and repeat or clamp-to-edge addressing (1D and 2D, no
//     compare, no gather) is done in 8-bit fixed point as lavapipe does
//     it: weight w = round(u·256) − 128 masked to 8 bits, each step
//     a + ((b − a)·w + 128) >> 8 on the stored integers (mipmap weight
//     trunc(δ·256)); bit-identical with lavapipe in the measured cases
//     (rgba8, bgra8, r8; nearest and linear mipmaps);
//   - linear filtering (normalized coordinates, no offset) wraps the
//     normalized coordinate before scaling it: repeat takes s − floor(s),
//     mirrored repeat |2·(s/2 − round(s/2))| and mirror-clamp |s|, the
//     last two then clamped to the edge. The footprint and weights are
//     Vulkan's integer wrapping's; the rounding is lavapipe's;
//   - lavapipe chooses between the magnification and minification
//     filters for a whole SIMD vector of invocations; this package per
//     invocation (λ ≤ 0: magFilter), so samplers whose two filters
//     differ can give other results there;
//   - a cube face is chosen by the largest magnitude, ties going to X,
//     then Y, then Z;
//   - cube maps are seamless (Vulkan's rule): a linear footprint that
//     crosses a face edge reads the adjacent face's texels; a texel
//     beyond a face corner, which has none, is the mean of the
//     footprint's other three. Measured against lavapipe (4x4 3-level
//     float cube, 4096 random directions): nearest bit-identical; linear
//     within a few ulp (max 1.2e-4 on values near 400) in 1/3 of the
//     values;
//   - a border texel reads as the sampler's border colour in the
//     components the format stores and as 0, 0, 0, 1 in the others (as
//     lavapipe);
//   - linear filtering of an integer format acts as nearest.

// Request is one sampling operation.
type Request struct {
	Dim     Dim
	Arrayed bool
	// Coord holds the coordinates as the shader gives them: s (, t (, r))
	// for the dimensions, the direction x, y, z for a cube, then the
	// array layer when Arrayed.
	Coord [4]float64
	// Lod is the explicit level of detail (OpImage*ExplicitLod's Lod);
	// with Grad, the level comes from DX and DY instead.
	Lod    float64
	Grad   bool
	DX, DY [3]float64
	// Bias is the shader's Bias operand (implicit-LOD sampling), added
	// to the level of detail with the sampler's LodBias.
	Bias float64
	// MinLod is the shader's MinLod operand (used when HasMinLod).
	MinLod    float64
	HasMinLod bool
	Offset    [3]int32
	// Compare asks for a depth comparison of each texel against Dref
	// with the sampler's CompareOp (the Dref instructions; Vulkan
	// requires the sampler to have compareEnable for them).
	Compare bool
	Dref    float64
	// Gather, when in 0..3, returns that component of the four texels
	// of a 2×2 linear footprint at the base level instead of filtering.
	Gather int
}

// tap is one texel of a footprint and its weight.
type tap struct {
	level, layer uint32
	x, y, z      int32
	border       bool
	corner       bool // beyond a cube face's corner: no texel of its own
	w            float64
}

type footprint struct {
	taps [16]tap
	n    int
	// per level: its taps (2^dims when linear, in corner order: bit 0
	// x, bit 1 y, bit 2 z), the fractions and the level's weight
	lv   [2]fpLevel
	nlv  int
	dims int
	lin  bool
	// fixed8: 8-bit fixed-point filtering (fixed8 says when); alpha
	// then holds the 8-bit weights 0..255
	fixed8 bool
}

type fpLevel struct {
	start, n int
	alpha    [3]float32
	delta    float32 // weight of the second level (set on level 1)
}

func (f *footprint) add(t tap) {
	f.taps[f.n] = t
	f.n++
}

// dims returns how many of the coordinates address the image (1, 2 or
// 3; a cube has 3 for its direction).
func (d Dim) dims() int {
	switch d {
	case Dim2D:
		return 2
	case Dim3D, DimCube:
		return 3
	}
	return 1
}

// CubeFace maps a direction to a face (0 +X, 1 -X, 2 +Y, 3 -Y, 4 +Z,
// 5 -Z) and the face coordinates s, t in [0, 1].
func CubeFace(x, y, z float64) (face int, s, t float64) {
	ax, ay, az := math.Abs(x), math.Abs(y), math.Abs(z)
	var sc, tc, ma float64
	switch {
	case ax >= ay && ax >= az:
		ma = ax
		if x >= 0 {
			face, sc, tc = 0, -z, -y
		} else {
			face, sc, tc = 1, z, -y
		}
	case ay >= az:
		ma = ay
		if y >= 0 {
			face, sc, tc = 2, x, z
		} else {
			face, sc, tc = 3, x, -z
		}
	default:
		ma = az
		if z >= 0 {
			face, sc, tc = 4, x, -y
		} else {
			face, sc, tc = 5, -x, -y
		}
	}
	if ma == 0 {
		return face, 0.5, 0.5
	}
	k := float32(0.5) / float32(ma) // in float32
	return face, float64(float32(sc)*k + 0.5), float64(float32(tc)*k + 0.5)
}

// Wrap applies an address mode to integer texel coordinate i of an axis
// of size n: the coordinate to read, or border true for a border texel.
func Wrap(m AddressMode, i int64, n int64) (int64, bool) {
	switch m {
	case Repeat:
		i %= n
		if i < 0 {
			i += n
		}
	case MirroredRepeat:
		t := i % (2 * n)
		if t < 0 {
			t += 2 * n
		}
		if t >= n {
			t = 2*n - 1 - t
		}
		i = t
	case ClampToBorder:
		if i < 0 || i >= n {
			return 0, true
		}
	case MirrorClampToEdge:
		if i < 0 {
			i = -(1 + i)
		}
		i = min(i, n-1)
	default: // ClampToEdge
		i = max(0, min(i, n-1))
	}
	return i, false
}

// RoundEven is Vulkan's RNE, for array layers.
func RoundEven(x float64) float64 { return math.RoundToEven(x) }

// Lambda returns the level of detail a request uses before the mipmap
// level is chosen: the explicit Lod or the one its gradients give, plus
// the shader's and the sampler's bias, clamped to the sampler's
// MinLod..MaxLod and to the request's MinLod.
func (v *View) Lambda(s *Sampler, r *Request) float64 {
	if s.Unnormalized || r.Gather >= 0 {
		return 0
	}
	lambda := r.Lod
	if r.Grad {
		img := v.Image
		w, h, d := img.Extent(v.BaseLevel)
		size := [3]float64{float64(w), float64(h), float64(d)}
		n := r.Dim.dims()
		if r.Dim == DimCube {
			n = 2 // a face: the direction's derivatives are scaled onto it
			size = [3]float64{float64(w), float64(h), 0}
		}
		// in float32: λ = ½·log2(max(|∂/∂x|², |∂/∂y|²)), the squared
		// lengths of the gradients scaled to texels
		var rx, ry float32
		for k := 0; k < n; k++ {
			x, y := float32(r.DX[k])*float32(size[k]), float32(r.DY[k])*float32(size[k])
			rx += x * x
			ry += y * y
		}
		lambda = float64(0.5 * float32(math.Log2(float64(max(rx, ry)))))
	}
	lambda = float64(float32(lambda) + float32(r.Bias) + s.LodBias) // in float32
	lo := float64(s.MinLod)
	if r.HasMinLod {
		lo = math.Max(lo, r.MinLod)
	}
	hi := float64(s.MaxLod)
	if lambda > hi {
		lambda = hi
	}
	if lambda < lo {
		lambda = lo
	}
	return lambda
}

// QueryLod is OpImageQueryLod's result for a request with gradients
// (textureQueryLod): the level accessed relative to the base level, and
// the level of detail relative to the base level, λbase plus the biases,
// before the sampler's MinLod and MaxLod clamp it (negative when
// magnified). The level accessed is what sampling uses: Lambda's clamped
// λ' clamped to the view's levels, and, with a Nearest mipmap mode, the
// level that mode selects (an integer).
func (v *View) QueryLod(s *Sampler, r *Request) (accessed, lambda float64) {
	open := *s
	open.MinLod, open.MaxLod = float32(math.Inf(-1)), LodClampNone
	lambda = v.Lambda(&open, r)
	q := float64(v.LevelCount()) - 1
	dp := math.Max(0, math.Min(v.Lambda(s, r), q))
	if s.MipmapMode == Nearest {
		d := 0.0
		if dp > 0.5 {
			d = math.Ceil(dp+0.5) - 1
		}
		dp = math.Min(d, q)
	}
	return dp, lambda
}

func (v *View) footprint(s *Sampler, r *Request, fp *footprint) {
	img := v.Image
	n := r.Dim.dims()
	c := r.Coord
	layer := uint32(0)
	layers := max(img.Layers, 1)
	if r.Dim == DimCube {
		face, fs, ft := CubeFace(c[0], c[1], c[2])
		cube := 0.0
		if r.Arrayed {
			cube = math.Max(0, math.Min(RoundEven(c[3]), float64(layers/6)-1))
		}
		layer = uint32(cube)*6 + uint32(face)
		c = [4]float64{fs, ft}
		n = 2
	} else if r.Arrayed {
		layer = uint32(math.Max(0, math.Min(RoundEven(c[n]), float64(layers)-1)))
	}
	lambda := v.Lambda(s, r)
	filter := s.MinFilter
	if lambda <= 0 {
		filter = s.MagFilter
	}
	q := float64(v.LevelCount()) - 1
	dp := math.Max(0, math.Min(lambda, q))
	if r.Gather >= 0 || s.Unnormalized {
		dp = 0
	}
	type lv struct {
		l uint32
		w float64
	}
	var levels [2]lv
	nl := 1
	if s.MipmapMode == Nearest || r.Gather >= 0 {
		d := 0.0
		if dp > 0.5 {
			d = math.Ceil(dp+0.5) - 1
		}
		levels[0] = lv{uint32(math.Min(d, q)), 1}
	} else {
		hiL := math.Floor(dp)
		loL := math.Min(hiL+1, q)
		delta := dp - hiL
		levels[0] = lv{uint32(hiL), 1 - delta}
		if delta != 0 {
			levels[1] = lv{uint32(loL), delta}
			nl = 2
		}
	}
	modes := [3]AddressMode{s.AddressU, s.AddressV, s.AddressW}
	if r.Dim == DimCube {
		modes = [3]AddressMode{ClampToEdge, ClampToEdge, ClampToEdge}
	}
	linear := filter == Linear || r.Gather >= 0
	fp.nlv, fp.dims, fp.lin = nl, n, linear
	fp.fixed8 = linear && fixed8(v, s, r, n)
	for k := 0; k < nl; k++ {
		level := v.BaseLevel + levels[k].l
		w, h, d := img.Extent(level)
		size := [3]int64{int64(w), int64(h), int64(d)}
		var i0 [3]int64
		var alpha [3]float64
		fp.lv[k].start = fp.n
		if k == 1 {
			fp.lv[k].delta = float32(levels[1].w)
		}
		for a := 0; a < n && fp.fixed8; a++ {
			// 8 fractional bits: u·256 rounded, less half a texel
			si := int32(math.RoundToEven(float64(float32(c[a])*float32(size[a])*256))) - 128
			i0[a] = int64(si>>8) + int64(r.Offset[a])
			fp.lv[k].alpha[a] = float32(si & 255)
			alpha[a] = float64(si&255) / 256
		}
		lmodes := modes
		for a := 0; a < n && !fp.fixed8; a++ {
			// in float32, as the coordinates are
			u := float32(c[a])
			if linear && !s.Unnormalized && modes[a] == MirroredRepeat && r.Offset[a] == 0 {
				// mirrored in normalized space, |2·(s/2 − round(s/2))|,
				// then clamped to the edge: the same texels and weights
				// as mirroring the integer coordinates, rounded as
				// lavapipe rounds them
				h := u * 0.5
				u = 2 * (h - float32(math.RoundToEven(float64(h))))
				if u < 0 {
					u = -u
				}
				lmodes[a] = ClampToEdge
			}
			if linear && !s.Unnormalized && modes[a] == Repeat && r.Offset[a] == 0 {
				u -= float32(math.Floor(float64(u)))
			}
			if linear && !s.Unnormalized && modes[a] == MirrorClampToEdge && r.Offset[a] == 0 {
				if u < 0 {
					u = -u
				}
				lmodes[a] = ClampToEdge
			}
			if !s.Unnormalized {
				u *= float32(size[a])
			}
			if linear {
				u -= 0.5
			}
			fl := float32(math.Floor(float64(u)))
			i0[a] = int64(fl) + int64(r.Offset[a])
			fp.lv[k].alpha[a] = u - fl
			alpha[a] = float64(u - fl)
		}
		corners := 1
		if linear {
			corners = 1 << n
		}
		order := [8]int{0, 1, 2, 3, 4, 5, 6, 7}
		if r.Gather >= 0 {
			// Vulkan's gather order: (i0,j1), (i1,j1), (i1,j0), (i0,j0)
			order = [8]int{2, 3, 1, 0}
		}
		for ci := 0; ci < corners; ci++ {
			cr := order[ci]
			t := tap{level: level, layer: layer, w: levels[k].w}
			var xyz [3]int32
			if r.Dim == DimCube && linear {
				// seamless: a texel off the face's edge is read from the
				// adjacent face
				ii, jj := i0[0]+int64(cr&1), i0[1]+int64(cr>>1&1)
				for a := 0; a < 2; a++ {
					if cr>>a&1 == 1 {
						t.w *= alpha[a]
					} else {
						t.w *= 1 - alpha[a]
					}
				}
				face := layer % 6
				f, x, y, corner := cubeTexel(int(face), ii, jj, size[0])
				t.corner = corner
				t.layer = layer - face + uint32(f)
				t.x, t.y = int32(x), int32(y)
				fp.add(t)
				continue
			}
			for a := 0; a < 3; a++ {
				if a >= n {
					continue
				}
				ii := i0[a]
				wt := 1.0
				if linear {
					if cr>>a&1 == 1 {
						ii++
						wt = alpha[a]
					} else {
						wt = 1 - alpha[a]
					}
				}
				t.w *= wt
				wi, border := Wrap(lmodes[a], ii, size[a])
				if border {
					t.border = true
				}
				xyz[a] = int32(wi)
			}
			t.x, t.y, t.z = xyz[0], xyz[1], xyz[2]
			fp.add(t)
		}
		fp.lv[k].n = fp.n - fp.lv[k].start
	}
}

// cubeTexel maps texel (i, j) of a cube face of size n, which may lie
// one texel beyond the face's edges, to the face and texel that hold it:
// the texel centre's direction is projected onto the cube again. A texel
// beyond a corner (both coordinates out of range) has no texel of its
// own: corner is true (Sample then uses the mean of the footprint's
// other three texels).
func cubeTexel(face int, i, j, n int64) (int, int64, int64, bool) {
	inI, inJ := i >= 0 && i < n, j >= 0 && j < n
	if inI && inJ {
		return face, i, j, false
	}
	if !inI && !inJ {
		return face, max(0, min(i, n-1)), max(0, min(j, n-1)), true
	}
	sc := 2*(float64(i)+0.5)/float64(n) - 1
	tc := 2*(float64(j)+0.5)/float64(n) - 1
	var x, y, z float64
	switch face {
	case 0:
		x, y, z = 1, -tc, -sc
	case 1:
		x, y, z = -1, -tc, sc
	case 2:
		x, y, z = sc, 1, tc
	case 3:
		x, y, z = sc, -1, -tc
	case 4:
		x, y, z = sc, -tc, 1
	default:
		x, y, z = -sc, -tc, -1
	}
	f, s, t := CubeFace(x, y, z)
	ni := int64(math.Floor(s * float64(n)))
	nj := int64(math.Floor(t * float64(n)))
	return f, max(0, min(ni, n-1)), max(0, min(nj, n-1)), false
}

// borderFloat is the border colour a format's texel is replaced by: the
// colour's components where the format stores one, Vulkan's defaults
// (0, 0, 0, 1) where it does not.
func borderFloat(b BorderColor, in *Info) [4]float64 {
	c := b.Float()
	out := [4]float64{0, 0, 0, 1}
	for _, f := range in.Fields {
		out[f.Channel] = c[f.Channel]
	}
	return out
}

func borderInt(b BorderColor, in *Info) [4]uint64 {
	c := b.Int()
	out := [4]uint64{0, 0, 0, 1}
	for _, f := range in.Fields {
		out[f.Channel] = c[f.Channel]
	}
	return out
}

// Float returns a border colour as floats.
func (b BorderColor) Float() [4]float64 {
	switch b {
	case FloatOpaqueBlack, IntOpaqueBlack:
		return [4]float64{0, 0, 0, 1}
	case FloatOpaqueWhite, IntOpaqueWhite:
		return [4]float64{1, 1, 1, 1}
	}
	return [4]float64{}
}

// Int returns a border colour as integers.
func (b BorderColor) Int() [4]uint64 {
	f := b.Float()
	return [4]uint64{uint64(f[0]), uint64(f[1]), uint64(f[2]), uint64(f[3])}
}

// Texel returns the bytes of texel (x, y, z) of layer layer, level level
// (of the image, not relative to the view), sample sample, or nil when
// they are outside the image.
func (v *View) Texel(level, layer uint32, x, y, z int64, sample uint32) []byte {
	img := v.Image
	if level >= img.Levels || layer >= max(img.Layers, 1) || sample >= max(img.Samples, 1) {
		return nil
	}
	w, h, d := img.Extent(level)
	if x < 0 || y < 0 || z < 0 || x >= int64(w) || y >= int64(h) || z >= int64(d) {
		return nil
	}
	off := img.TexelOffset(level, layer, uint32(x), uint32(y), uint32(z), sample)
	sz := v.ViewFormat().Size()
	if off+sz > len(img.Data) {
		return nil
	}
	return img.Data[off : off+sz : off+sz]
}

// Compare applies a compare op: does reference ref pass against texel
// value d?
func Compare(op CompareOp, ref, d float64) bool {
	switch op {
	case Less:
		return ref < d
	case Equal:
		return ref == d
	case LessOrEqual:
		return ref <= d
	case Greater:
		return ref > d
	case NotEqual:
		return ref != d
	case GreaterOrEqual:
		return ref >= d
	case Always:
		return true
	}
	return false
}

// Sample samples a view of a format whose class IsFloat. With
// r.Compare each texel is first replaced by 1 or 0, the result of the
// sampler's compare op between Dref and its depth (Dref clamped to [0,1]
// for a UNORM format), in every component.
//
// Filtering interpolates in float32 as a + α·(b − a): along x, then y,
// then z, then between the two mipmap levels.
func (v *View) Sample(s *Sampler, r *Request) [4]float64 {
	var fp footprint
	v.footprint(s, r, &fp)
	f := v.ViewFormat()
	in := f.Info()
	dref := r.Dref
	if r.Compare && in.Class == UNorm {
		dref = math.Max(0, math.Min(1, dref))
	}
	var tv [16][4]float64
	for i := 0; i < fp.n; i++ {
		t := &fp.taps[i]
		if t.border {
			tv[i] = borderFloat(s.Border, in)
		} else if b := v.Texel(t.level, t.layer, int64(t.x), int64(t.y), int64(t.z), 0); b != nil {
			tv[i] = f.DecodeFloat(b)
		}
		if r.Compare {
			c := 0.0
			if Compare(s.CompareOp, dref, tv[i][0]) {
				c = 1
			}
			tv[i] = [4]float64{c, c, c, c}
		}
	}
	for l := 0; l < fp.nlv; l++ {
		L := &fp.lv[l]
		for i := 0; i < L.n; i++ {
			if !fp.taps[L.start+i].corner || L.n != 4 {
				continue
			}
			// the mean of the other three, in float32
			for k := 0; k < 4; k++ {
				var sum float32
				for j := 0; j < 4; j++ {
					if j != i {
						sum += float32(tv[L.start+j][k])
					}
				}
				tv[L.start+i][k] = float64(sum * (1.0 / 3))
			}
		}
	}
	var out [4]float64
	if r.Gather >= 0 {
		for i := 0; i < 4 && i < fp.n; i++ {
			out[i] = tv[i][r.Gather&3]
		}
		return out
	}
	if fp.fixed8 {
		return fp.filter8(&tv)
	}
	lerp := func(a, x, y float32) float32 { return float32(float64(x) + float64(a)*float64(y-x)) }
	for k := 0; k < 4; k++ {
		var lvl [2]float32
		for l := 0; l < fp.nlv; l++ {
			L := &fp.lv[l]
			var c [8]float32
			for i := 0; i < L.n; i++ {
				c[i] = float32(tv[L.start+i][k])
			}
			if !fp.lin {
				lvl[l] = c[0]
				continue
			}
			n := 1 << fp.dims
			for a := 0; a < fp.dims; a++ { // fold axis a
				n >>= 1
				for i := 0; i < n; i++ {
					c[i] = lerp(L.alpha[a], c[2*i], c[2*i+1])
				}
			}
			lvl[l] = c[0]
		}
		res := lvl[0]
		if fp.nlv == 2 {
			res = lerp(fp.lv[1].delta, lvl[0], lvl[1])
		}
		if !fp.lin && fp.nlv == 1 {
			out[k] = tv[fp.lv[0].start][k] // exact, -0 included
			continue
		}
		out[k] = float64(res)
	}
	if r.Compare {
		out[1], out[2], out[3] = 0, 0, 1
	}
	return out
}

// SampleInt samples a view of a UINT or SINT format: the nearest texel's
// components (or, for a gather, one component of four texels).
func (v *View) SampleInt(s *Sampler, r *Request) [4]uint64 {
	ns := *s
	ns.MagFilter, ns.MinFilter, ns.MipmapMode = Nearest, Nearest, Nearest
	var fp footprint
	v.footprint(&ns, r, &fp)
	f := v.ViewFormat()
	var out [4]uint64
	for i := 0; i < fp.n; i++ {
		t := &fp.taps[i]
		var tv [4]uint64
		if t.border {
			tv = borderInt(s.Border, f.Info())
		} else if b := v.Texel(t.level, t.layer, int64(t.x), int64(t.y), int64(t.z), 0); b != nil {
			tv = f.DecodeInt(b)
		}
		if r.Gather >= 0 {
			out[i] = tv[r.Gather&3]
			continue
		}
		out = tv
	}
	return out
}

// fixed8 says whether a linear sample filters in 8-bit fixed point, as
// lavapipe does: 8-bit UNORM formats, normalized coordinates, 1D or 2D,
// repeat or clamp-to-edge addressing, no comparison, no gather.
func fixed8(v *View, s *Sampler, r *Request, n int) bool {
	in := v.ViewFormat().Info()
	if in.Class != UNorm || s.Unnormalized || r.Compare || r.Gather >= 0 || r.Dim == DimCube || n > 2 {
		return false
	}
	for _, f := range in.Fields {
		if f.Bits != 8 {
			return false
		}
	}
	modes := [2]AddressMode{s.AddressU, s.AddressV}
	for a := 0; a < n; a++ {
		if modes[a] != Repeat && modes[a] != ClampToEdge {
			return false
		}
	}
	return true
}

// filter8 filters 8-bit UNORM texels in fixed point: each step is
// a + ((b − a)·w >> 8) on the integer texel values, w the 8-bit weight.
func (fp *footprint) filter8(tv *[16][4]float64) [4]float64 {
	lerp := func(w float32, x, y int32) int32 { return x + ((y-x)*int32(w)+128)>>8 }
	var out [4]float64
	for k := 0; k < 4; k++ {
		var lvl [2]int32
		for l := 0; l < fp.nlv; l++ {
			L := &fp.lv[l]
			var c [8]int32
			for i := 0; i < L.n; i++ {
				c[i] = int32(math.RoundToEven(tv[L.start+i][k] * 255))
			}
			n := 1 << fp.dims
			for a := 0; a < fp.dims; a++ {
				n >>= 1
				for i := 0; i < n; i++ {
					c[i] = lerp(L.alpha[a], c[2*i], c[2*i+1])
				}
			}
			lvl[l] = c[0]
		}
		res := lvl[0]
		if fp.nlv == 2 {
			res = lerp(float32(int32(fp.lv[1].delta*256)), lvl[0], lvl[1])
		}
		out[k] = float64(float32(res&255) * float32(1.0/255))
	}
	return out
}
