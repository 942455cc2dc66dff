package texel

import (
	"math"
	"testing"
)

// r32f returns a one-level R32_SFLOAT image of the given values (row by
// row), as a view.
func r32f(w, h uint32, vals ...float32) *View {
	img := NewImage(R32_SFLOAT, Dim2D, w, h, 1, 1, 1, 1)
	for i, v := range vals {
		R32_SFLOAT.EncodeFloat(img.Data[4*i:], [4]float64{float64(v)})
	}
	return &View{Image: img}
}

func req(s, t float64) *Request {
	return &Request{Dim: Dim2D, Coord: [4]float64{s, t}, Gather: -1}
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-6 }

func TestWrap(t *testing.T) {
	cases := []struct {
		m      AddressMode
		i, n   int64
		want   int64
		border bool
	}{
		{Repeat, -1, 4, 3, false}, {Repeat, 9, 4, 1, false},
		{MirroredRepeat, -1, 2, 0, false}, {MirroredRepeat, 2, 2, 1, false}, {MirroredRepeat, -3, 2, 1, false}, {MirroredRepeat, 4, 2, 0, false},
		{ClampToEdge, -5, 3, 0, false}, {ClampToEdge, 7, 3, 2, false},
		{ClampToBorder, -1, 3, 0, true}, {ClampToBorder, 3, 3, 0, true}, {ClampToBorder, 2, 3, 2, false},
		{MirrorClampToEdge, -1, 2, 0, false}, {MirrorClampToEdge, -3, 2, 1, false}, {MirrorClampToEdge, 5, 2, 1, false},
	}
	for _, c := range cases {
		got, b := Wrap(c.m, c.i, c.n)
		if b != c.border || (!b && got != c.want) {
			t.Errorf("Wrap(%d, %d, %d) = %d %v, want %d %v", c.m, c.i, c.n, got, b, c.want, c.border)
		}
	}
}

// A 2×2 image [0 1; 2 3] sampled with hand-worked footprints.
func TestSampleFilterAddress(t *testing.T) {
	v := r32f(2, 2, 0, 1, 2, 3)
	nearest := &Sampler{MaxLod: LodClampNone}
	linear := &Sampler{MagFilter: Linear, MinFilter: Linear, MaxLod: LodClampNone, AddressU: ClampToEdge, AddressV: ClampToEdge}
	cases := []struct {
		name string
		s    *Sampler
		r    *Request
		want [4]float64
	}{
		{"nearest (0.25,0.25)", nearest, req(0.25, 0.25), [4]float64{0, 0, 0, 1}},
		{"nearest (0.75,0.25)", nearest, req(0.75, 0.25), [4]float64{1, 0, 0, 1}},
		{"nearest (0.25,0.75)", nearest, req(0.25, 0.75), [4]float64{2, 0, 0, 1}},
		// u = 0.5·2 - 0.5 = 0.5: half of each texel, both axes
		{"linear centre", linear, req(0.5, 0.5), [4]float64{1.5, 0, 0, 1}},
		// u = 0.25·2 - 0.5 = 0: all weight on texel 0
		{"linear texel centre", linear, req(0.25, 0.25), [4]float64{0, 0, 0, 1}},
		// u = 0.75·2 - 0.5 = 1, v = 0.375·2 - 0.5 = 0.25: 0.75·1 + 0.25·3
		{"linear (0.75,0.375)", linear, req(0.75, 0.375), [4]float64{1.5, 0, 0, 1}},
		// u = -0.5: i0 = -1 clamps to 0, i1 = 0
		{"linear clamp corner", linear, req(0, 0), [4]float64{0, 0, 0, 1}},
		{"linear repeat corner", &Sampler{MagFilter: Linear, MaxLod: LodClampNone}, req(0, 0), [4]float64{1.5, 0, 0, 1}},
		// three border texels (white, but the format has only R: 1, 0,
		// 0, 1) and texel 0: R = 0.75, G = B = 0, A = 1
		{"linear border white", &Sampler{MagFilter: Linear, MaxLod: LodClampNone, AddressU: ClampToBorder, AddressV: ClampToBorder, Border: FloatOpaqueWhite},
			req(0, 0), [4]float64{0.75, 0, 0, 1}},
		{"nearest border black", &Sampler{MaxLod: LodClampNone, AddressU: ClampToBorder, AddressV: ClampToBorder, Border: FloatOpaqueBlack},
			req(1.2, 0.2), [4]float64{0, 0, 0, 1}},
		// s = 1.3 mirrored, linear: u = 2.6 - 0.5 = 2.1, texels 2 and 3
		// mirror to 1 and 0: 0.9·1 + 0.1·0 (row 0, t = 0.25)
		{"linear mirrored", &Sampler{MagFilter: Linear, MaxLod: LodClampNone, AddressU: MirroredRepeat, AddressV: ClampToEdge}, req(1.3, 0.25), [4]float64{0.9, 0, 0, 1}},
		{"linear mirrored negative", &Sampler{MagFilter: Linear, MaxLod: LodClampNone, AddressU: MirroredRepeat, AddressV: ClampToEdge}, req(-0.7, 0.25), [4]float64{0.9, 0, 0, 1}},
		// s = 1.25 mirrored: u = 2.5 -> i = 2 -> mirror -> 1
		{"nearest mirrored", &Sampler{MaxLod: LodClampNone, AddressU: MirroredRepeat}, req(1.25, 0.25), [4]float64{1, 0, 0, 1}},
		{"nearest repeat", nearest, req(1.25, -0.25), [4]float64{2, 0, 0, 1}},
		{"offset", nearest, &Request{Dim: Dim2D, Coord: [4]float64{0.25, 0.25}, Offset: [3]int32{1, 1}, Gather: -1}, [4]float64{3, 0, 0, 1}},
		{"unnormalized nearest", &Sampler{Unnormalized: true}, req(1.5, 0.5), [4]float64{1, 0, 0, 1}},
		{"unnormalized linear", &Sampler{Unnormalized: true, MagFilter: Linear, MinFilter: Linear}, req(1, 1), [4]float64{1.5, 0, 0, 1}},
		// gather order: (i0,j1) (i1,j1) (i1,j0) (i0,j0)
		{"gather", linear, &Request{Dim: Dim2D, Coord: [4]float64{0.5, 0.5}, Gather: 0}, [4]float64{2, 3, 1, 0}},
		{"gather G", linear, &Request{Dim: Dim2D, Coord: [4]float64{0.5, 0.5}, Gather: 1}, [4]float64{0, 0, 0, 0}},
	}
	for _, c := range cases {
		got := v.Sample(c.s, c.r)
		for k := range got {
			if !near(got[k], c.want[k]) {
				t.Errorf("%s: %v, want %v", c.name, got, c.want)
				break
			}
		}
	}
}

// Levels 4×4 = 10, 2×2 = 20, 1×1 = 30.
func TestSampleMipmaps(t *testing.T) {
	img := NewImage(R32_SFLOAT, Dim2D, 4, 4, 1, 1, 3, 1)
	for l := uint32(0); l < 3; l++ {
		off, n := img.LevelOffset(l)
		for i := off; i < off+n; i += 4 {
			R32_SFLOAT.EncodeFloat(img.Data[i:], [4]float64{float64(10 * (l + 1))})
		}
	}
	v := &View{Image: img}
	nm := &Sampler{MipmapMode: Nearest, MaxLod: LodClampNone}
	lm := &Sampler{MipmapMode: Linear, MaxLod: LodClampNone}
	lod := func(l float64) *Request { r := req(0.3, 0.6); r.Lod = l; return r }
	cases := []struct {
		name string
		v    *View
		s    *Sampler
		r    *Request
		want float64
	}{
		{"lod 0", v, nm, lod(0), 10},
		{"lod 0.4 nearest", v, nm, lod(0.4), 10},
		{"lod 0.5 nearest", v, nm, lod(0.5), 10}, // ceil(0.5+0.5)-1 = 0
		{"lod 0.6 nearest", v, nm, lod(0.6), 20},
		{"lod 1.5 linear", v, lm, lod(1.5), 25},
		{"lod 0.25 linear", v, lm, lod(0.25), 12.5},
		{"lod 5 clamps to the last level", v, lm, lod(5), 30},
		{"lod -1", v, lm, lod(-1), 10},
		{"sampler MaxLod 1", v, &Sampler{MipmapMode: Linear, MaxLod: 1}, lod(5), 20},
		{"sampler MinLod 1.2", v, &Sampler{MipmapMode: Linear, MinLod: 1.2, MaxLod: LodClampNone}, lod(0), 22},
		{"sampler bias 1", v, &Sampler{MipmapMode: Linear, LodBias: 1, MaxLod: LodClampNone}, lod(0.5), 25},
		{"shader MinLod 2", v, lm, &Request{Dim: Dim2D, Coord: [4]float64{0.3, 0.6}, HasMinLod: true, MinLod: 2, Gather: -1}, 30},
		{"base level 1", &View{Image: img, BaseLevel: 1}, lm, lod(0), 20},
		{"base level 1 lod 5", &View{Image: img, BaseLevel: 1}, lm, lod(5), 30},
		{"base level 0 of 2 levels", &View{Image: img, Levels: 2}, lm, lod(5), 20},
		// d/dx s = 0.5 on a 4-wide level 0: rho = 2, lambda = 1
		{"grad", v, lm, &Request{Dim: Dim2D, Coord: [4]float64{0.3, 0.6}, Grad: true, DX: [3]float64{0.5, 0}, DY: [3]float64{0, 0.25}, Gather: -1}, 20},
		{"gather uses the base level", v, lm, &Request{Dim: Dim2D, Coord: [4]float64{0.3, 0.6}, Lod: 2, Gather: 0}, 10},
		// the shader's Bias adds to the gradients' lambda 1, and to the sampler's bias
		{"grad with shader bias 0.5", v, lm, &Request{Dim: Dim2D, Coord: [4]float64{0.3, 0.6}, Grad: true, DX: [3]float64{0.5, 0}, DY: [3]float64{0, 0.25}, Bias: 0.5, Gather: -1}, 25},
		{"shader and sampler bias", v, &Sampler{MipmapMode: Linear, LodBias: 0.25, MaxLod: LodClampNone}, &Request{Dim: Dim2D, Coord: [4]float64{0.3, 0.6}, Bias: 0.5, Gather: -1}, 17.5},
	}
	for _, c := range cases {
		got := c.v.Sample(c.s, c.r)
		if !near(got[0], c.want) {
			t.Errorf("%s: %v, want %v", c.name, got[0], c.want)
		}
	}
}

func TestCubeFace(t *testing.T) {
	cases := []struct {
		x, y, z float64
		face    int
		s, t    float64
	}{
		{1, 0.5, -0.25, 0, 0.625, 0.25},
		{-1, 0.5, -0.25, 1, 0.375, 0.25},
		{0.2, 0.9, 0.3, 2, 0.5 + 0.1/0.9, 0.5 + 0.15/0.9},
		{0.2, -0.9, 0.3, 3, 0.5 + 0.1/0.9, 0.5 - 0.15/0.9},
		{0.1, 0.2, 0.5, 4, 0.6, 0.3},
		{0.1, 0.2, -0.5, 5, 0.4, 0.3},
	}
	for _, c := range cases {
		f, s, tt := CubeFace(c.x, c.y, c.z)
		if f != c.face || !near(s, c.s) || !near(tt, c.t) {
			t.Errorf("CubeFace(%v,%v,%v) = %d %v %v, want %d %v %v", c.x, c.y, c.z, f, s, tt, c.face, c.s, c.t)
		}
	}
	// sampling a cube picks the face's layer
	img := NewImage(R32_SFLOAT, DimCube, 1, 1, 1, 6, 1, 1)
	for face := 0; face < 6; face++ {
		R32_SFLOAT.EncodeFloat(img.Data[4*face:], [4]float64{float64(face)})
	}
	v := &View{Image: img}
	r := &Request{Dim: DimCube, Coord: [4]float64{0.1, -0.9, 0.3}, Gather: -1}
	if got := v.Sample(&Sampler{MaxLod: LodClampNone}, r); got[0] != 3 {
		t.Errorf("cube -Y sample %v, want 3", got)
	}
}

func TestSampleCompare(t *testing.T) {
	img := NewImage(D32_SFLOAT, Dim2D, 2, 2, 1, 1, 1, 1)
	for i, d := range []float32{0.1, 0.2, 0.3, 0.4} {
		D32_SFLOAT.EncodeFloat(img.Data[4*i:], [4]float64{float64(d)})
	}
	v := &View{Image: img}
	less := &Sampler{MagFilter: Linear, MaxLod: LodClampNone, Compare: true, CompareOp: Less, AddressU: ClampToEdge, AddressV: ClampToEdge}
	// 0.25 < d holds for 0.3 and 0.4: half the weight
	r := &Request{Dim: Dim2D, Coord: [4]float64{0.5, 0.5}, Compare: true, Dref: 0.25, Gather: -1}
	if got := v.Sample(less, r); !near(got[0], 0.5) {
		t.Errorf("linear compare %v, want 0.5", got)
	}
	r.Gather = 0
	if got := v.Sample(less, r); got != [4]float64{1, 1, 0, 0} {
		t.Errorf("gather compare %v, want [1 1 0 0]", got)
	}
	ge := &Sampler{MaxLod: LodClampNone, Compare: true, CompareOp: GreaterOrEqual}
	r = &Request{Dim: Dim2D, Coord: [4]float64{0.25, 0.25}, Compare: true, Dref: float64(float32(0.1)), Gather: -1}
	if got := v.Sample(ge, r); got[0] != 1 {
		t.Errorf("nearest 0.1 >= 0.1: %v", got)
	}
}

func TestSampleInt(t *testing.T) {
	img := NewImage(R32_SINT, Dim2D, 2, 2, 1, 1, 1, 1)
	for i, d := range []int32{-1, 2, 3, 4} {
		R32_SINT.EncodeInt(img.Data[4*i:], [4]uint64{uint64(d)})
	}
	v := &View{Image: img}
	got := v.SampleInt(&Sampler{MaxLod: LodClampNone}, req(0.75, 0.75))
	if got != [4]uint64{4, 0, 0, 1} {
		t.Errorf("int nearest %v", got)
	}
	got = v.SampleInt(&Sampler{MaxLod: LodClampNone}, &Request{Dim: Dim2D, Coord: [4]float64{0.5, 0.5}, Gather: 0})
	if got != [4]uint64{3, 4, 2, ^uint64(0)} {
		t.Errorf("int gather %v", got)
	}
}

// Seamless cube filtering on a 2×2 cube whose faces hold their index.
func TestSampleCubeSeamless(t *testing.T) {
	img := NewImage(R32_SFLOAT, DimCube, 2, 2, 1, 6, 1, 1)
	for face := 0; face < 6; face++ {
		for i := 0; i < 4; i++ {
			R32_SFLOAT.EncodeFloat(img.Data[16*face+4*i:], [4]float64{float64(face)})
		}
	}
	v := &View{Image: img}
	lin := &Sampler{MagFilter: Linear, MinFilter: Linear, MaxLod: LodClampNone}
	// +X face at s = 0.95, t = 0.5: u = 1.4, so 0.4 of the texel beyond
	// the edge, which is -Z's (5): 0.4·5 = 2
	r := &Request{Dim: DimCube, Coord: [4]float64{1, 0, -0.9}, Gather: -1}
	if got := v.Sample(lin, r); !near(got[0], 2) {
		t.Errorf("edge: %v, want 2", got[0])
	}
	// t = 0.05 too: texel (1,-1) is on +Y (2, weight 0.24), (2,0) on -Z
	// (5, 0.24), (1,0) on +X (0, 0.36), and (2,-1) is beyond the corner:
	// the mean 7/3 (weight 0.16)
	r.Coord = [4]float64{1, 0.9, -0.9}
	if got := v.Sample(lin, r); !near(got[0], 0.48+0.16*7/3+1.2) {
		t.Errorf("corner: %v, want %v", got[0], 0.48+0.16*7/3+1.2)
	}
}

// 8-bit UNORM linear filtering in fixed point (normalized coordinates,
// repeat or clamp-to-edge): weights are u·256 rounded, less 128, and
// each step is a + ((b − a)·w + 128) >> 8.
func TestSampleFixed8(t *testing.T) {
	img := NewImage(R8G8B8A8_UNORM, Dim2D, 2, 1, 1, 1, 1, 1)
	copy(img.Data, []byte{131, 166, 0, 255, 144, 16, 255, 255})
	v := &View{Image: img}
	lin := &Sampler{MagFilter: Linear, MinFilter: Linear, AddressU: ClampToEdge, AddressV: ClampToEdge, MaxLod: LodClampNone}
	// s = 0.6: 0.6·2·256 = 307.2 -> 307, less 128: texel 0, w = 179.
	// R: 131 + (13·179 + 128)>>8 = 131 + 9 = 140; G: 166 + (-150·179 +
	// 128)>>8 = 166 - 105 = 61; B: (255·179 + 128)>>8 = 178; A 255
	got := v.Sample(lin, req(0.6, 0.5))
	want := [4]float64{}
	for k, c := range []float32{140, 61, 178, 255} {
		want[k] = float64(c * float32(1.0/255))
	}
	if got != want {
		t.Errorf("fixed point: %v, want %v", got, want)
	}
	// mirrored repeat filters in float32 instead, α = 0.6·2 - 0.5 = 0.7
	mir := *lin
	mir.AddressU = MirroredRepeat
	got = v.Sample(&mir, req(0.6, 0.5))
	r := float32(131) * float32(1.0/255)
	r2 := float32(144) * float32(1.0/255)
	if w := float64(float32(float64(r) + float64(float32(0.7))*float64(r2-r))); !near(got[0], w) {
		t.Errorf("float path: %v, want %v", got[0], w)
	}
}

// TestQueryLod: textureQueryLod's pair (level accessed, lambda) on a
// 3-level 4×4 image, by hand: d/dx s = 0.5 scales to 2 texels, lambda 1.
func TestQueryLod(t *testing.T) {
	img := NewImage(R32_SFLOAT, Dim2D, 4, 4, 1, 1, 3, 1)
	v := &View{Image: img}
	grad := func(dx, bias float64) *Request {
		return &Request{Dim: Dim2D, Grad: true, DX: [3]float64{dx, 0}, DY: [3]float64{0, dx / 2}, Bias: bias, Gather: -1}
	}
	lm := &Sampler{MipmapMode: Linear, MaxLod: LodClampNone}
	nm := &Sampler{MipmapMode: Nearest, MaxLod: LodClampNone}
	cases := []struct {
		name             string
		s                *Sampler
		r                *Request
		accessed, lambda float64
	}{
		{"lambda 1", lm, grad(0.5, 0), 1, 1},
		{"lambda 1.25 linear", lm, grad(0.5, 0.25), 1.25, 1.25},
		{"lambda 1.75 nearest picks level 2", nm, grad(0.5, 0.75), 2, 1.75},
		{"magnified: lambda -1, level 0", lm, grad(0.125, 0), 0, -1},
		{"past the last level", lm, grad(4, 0), 2, 4},
		{"sampler MaxLod 1.5 clamps the level, not lambda", &Sampler{MipmapMode: Linear, MaxLod: 1.5}, grad(4, 0), 1.5, 4},
		{"sampler MinLod 0.5", &Sampler{MipmapMode: Linear, MinLod: 0.5, MaxLod: LodClampNone}, grad(0.125, 0), 0.5, -1},
	}
	for _, c := range cases {
		a, l := v.QueryLod(c.s, c.r)
		if !near(a, c.accessed) || !near(l, c.lambda) {
			t.Errorf("%s: QueryLod = (%v, %v), want (%v, %v)", c.name, a, l, c.accessed, c.lambda)
		}
	}
}
