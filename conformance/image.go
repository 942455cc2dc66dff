package conformance

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/internal/texel"
)

// ImageInfo is the shape of an IMAGE declaration (or of a BUFFER bound as
// an image: 2D, WIDTH × HEIGHT when its initializer gave them, else its
// element count × 1).
type ImageInfo struct {
	Dim                  texel.Dim // Dim1D, Dim2D or Dim3D
	Width, Height, Depth uint32
	Levels, Samples      uint32
}

// Sampler is a SAMPLER declaration.
type Sampler struct {
	Pos     diag.Pos
	Name    string
	Sampler texel.Sampler
}

// isImageKind says whether a BIND ... AS kind binds an image view (not a
// texel buffer).
func isImageKind(kind string) bool {
	return kind == "storage_image" || kind == "sampled_image" || kind == "combined_image_sampler"
}

// isTexelBufferKind says whether a BIND ... AS kind binds a texel buffer.
func isTexelBufferKind(kind string) bool {
	return kind == "uniform_texel_buffer" || kind == "storage_texel_buffer"
}

// texelKind maps a binding kind to its descriptor type.
var texelKind = map[string]texel.Kind{
	"storage_image": texel.StorageImage, "sampled_image": texel.SampledImage,
	"combined_image_sampler": texel.CombinedImageSampler, "sampler": texel.SamplerOnly,
	"uniform_texel_buffer": texel.UniformTexelBuffer, "storage_texel_buffer": texel.StorageTexelBuffer,
}

// imageFormat is the texel format of a buffer's type: a FORMAT (or format
// DATA_TYPE) as named, or a scalar, vec2 or vec4 DATA_TYPE as the format
// with those components (float → R32_SFLOAT, vec4<int32> →
// R32G32B32A32_SINT), as Amber makes one. Other types (vec3 and
// matrices, whose std430 layout has padding, structs) have none.
func imageFormat(t *DataType) (texel.Format, bool) {
	if t.Struct != nil || t.Array {
		return 0, false
	}
	if t.Format != nil {
		return texel.ParseFormat(t.Name)
	}
	if t.Cols != 1 || t.Rows == 3 {
		return 0, false
	}
	var b strings.Builder
	for i := 0; i < t.Rows; i++ {
		fmt.Fprintf(&b, "%c%d", "RGBA"[i], t.Scalar.Bits)
	}
	switch t.Scalar.Kind {
	case Float:
		b.WriteString("_SFLOAT")
	case Int:
		b.WriteString("_SINT")
	default:
		b.WriteString("_UINT")
	}
	return texel.ParseFormat(b.String())
}

// validSampleCount is Amber's rule: 1, 2, 4, ..., 64.
func validSampleCount(n uint64) bool {
	return n >= 1 && n <= 64 && n&(n-1) == 0
}

// image reads IMAGE name {DATA_TYPE t | FORMAT f | MIP_LEVELS n | DIM_1D |
// DIM_2D | DIM_3D | WIDTH w | HEIGHT h | DEPTH d | SAMPLES s}... then
// optionally FILL, SERIES_FROM or DATA, as Amber's ParseImage does: the
// options in any order, WIDTH always, HEIGHT for 2D and 3D, DEPTH for 3D;
// the data is level 0's texels (x fastest, then y, then z).
func (p *parser) image(kw tok) {
	name := p.next("IMAGE name")
	if name.s == "DATA_TYPE" || name.s == "FORMAT" {
		p.errf(name, "missing IMAGE name")
	}
	if _, dup := p.buffers[name.s]; dup {
		p.errf(name, "duplicate buffer name %q", name.s)
	}
	b := &Buffer{Pos: p.pos(kw), Name: name.s}
	im := &ImageInfo{Dim: texel.Dim2D, Width: 1, Height: 1, Depth: 1, Levels: 1, Samples: 1}
	var typeTok tok
	var wSet, hSet, dSet bool
loop:
	for p.more() {
		switch p.peek() {
		case "FILL", "SERIES_FROM", "DATA":
			break loop
		}
		t := p.next("")
		switch t.s {
		case "DATA_TYPE", "FORMAT":
			tt := p.next(strings.ToLower(t.s))
			typeTok = tt
			if t.s == "FORMAT" {
				ft, err := ParseFormat(tt.s)
				if err != nil {
					p.errf(tt, "unknown format %q", tt.s)
				}
				b.Type = ft
			} else {
				b.Type = p.dataType(tt)
			}
		case "MIP_LEVELS":
			n, nt := p.uintArg("MIP_LEVELS value", 32)
			if n == 0 {
				p.errf(nt, "invalid MIP_LEVELS value %q", nt.s)
			}
			im.Levels = uint32(n)
		case "DIM_1D":
			im.Dim = texel.Dim1D
		case "DIM_2D":
			im.Dim = texel.Dim2D
		case "DIM_3D":
			im.Dim = texel.Dim3D
		case "WIDTH", "HEIGHT", "DEPTH":
			n, nt := p.uintArg(t.s, 1<<16)
			if n == 0 {
				p.errf(nt, "expected positive IMAGE %s, found %q", t.s, nt.s)
			}
			switch t.s {
			case "WIDTH":
				im.Width, wSet = uint32(n), true
			case "HEIGHT":
				im.Height, hSet = uint32(n), true
			default:
				im.Depth, dSet = uint32(n), true
			}
		case "SAMPLES":
			n, nt := p.uintArg("SAMPLES value", 64)
			if !validSampleCount(n) {
				p.errf(nt, "invalid sample count %q (1, 2, 4, 8, 16, 32 or 64)", nt.s)
			}
			im.Samples = uint32(n)
		case "FILE":
			p.errf(t, "IMAGE takes its data from FILL, SERIES_FROM or DATA (Amber has no FILE for IMAGE; a BUFFER FORMAT ... FILE can be bound as an image)")
		default:
			p.errf(t, "unknown IMAGE option %q", t.s)
		}
	}
	switch {
	case im.Dim == texel.Dim3D && !dSet:
		p.errf(p.endTok(), "expected IMAGE DEPTH (a DIM_3D image needs one)")
	case (im.Dim == texel.Dim3D || im.Dim == texel.Dim2D) && !hSet:
		p.errf(p.endTok(), "expected IMAGE HEIGHT")
	case !wSet:
		p.errf(p.endTok(), "expected IMAGE WIDTH")
	}
	if b.Type == nil {
		p.errf(name, "IMAGE %s needs a FORMAT or a DATA_TYPE", name.s)
	}
	f, ok := imageFormat(b.Type)
	if !ok {
		p.errf(typeTok, "%s is not an image format glslc-nv knows", b.Type.Name)
	}
	// Unused dimensions are 1, whatever was written (Amber keeps them,
	// but a 1D image has one row).
	if im.Dim == texel.Dim1D {
		im.Height, im.Depth = 1, 1
	}
	if im.Dim == texel.Dim2D {
		im.Depth = 1
	}
	if im.Samples > 1 && (im.Dim != texel.Dim2D || im.Levels > 1) {
		p.errf(name, "a multisampled image must be DIM_2D with one mip level")
	}
	texels := uint64(im.Width) * uint64(im.Height) * uint64(im.Depth)
	if texels*uint64(f.Size())*uint64(im.Samples)*2 > uint64(maxBufferBytes) {
		p.errf(name, "IMAGE %s would be larger than %d bytes", name.s, maxBufferBytes)
	}
	b.Image = im
	b.Elem = b.Type.Layout(Std430)
	b.Width, b.Height = int(im.Width), int(im.Height)
	switch p.peek() {
	case "":
		b.Init = make([]byte, int(texels)*b.Elem.Size)
	case "DATA":
		// DATA must give every texel of level 0.
		dt := p.toks[p.ti]
		p.initializer(kw, b)
		if n := len(b.Init) / b.Elem.Size; uint64(n) != texels {
			p.errf(dt, "IMAGE DATA gives %d texels; the image has %d", n, texels)
		}
	default:
		p.initializerCount(kw, b, int(texels))
	}
	p.eol()
	p.buffers[b.Name] = b
	p.size[b] = len(b.Init)
	p.s.Buffers = append(p.s.Buffers, b)
}

// sampler reads SAMPLER name [option value]..., with Amber's defaults
// (nearest filters, repeat, float transparent black, LOD 0..1,
// normalized coordinates, no compare).
func (p *parser) sampler(kw tok) {
	name := p.next("sampler name")
	if _, dup := p.samplers[name.s]; dup {
		p.errf(name, "duplicate sampler name %q", name.s)
	}
	s := &Sampler{Pos: p.pos(kw), Name: name.s, Sampler: texel.Sampler{
		MagFilter: texel.Nearest, MinFilter: texel.Nearest, MipmapMode: texel.Nearest,
		AddressU: texel.Repeat, AddressV: texel.Repeat, AddressW: texel.Repeat,
		Border: texel.FloatTransparentBlack, MinLod: 0, MaxLod: 1, CompareOp: texel.Never,
	}}
	ss := &s.Sampler
	filter := func(what string) texel.Filter {
		t := p.next(what + " value")
		switch t.s {
		case "nearest":
			return texel.Nearest
		case "linear":
			return texel.Linear
		}
		p.errf(t, "invalid %s value %q (nearest or linear)", what, t.s)
		return 0
	}
	address := func(what string) texel.AddressMode {
		t := p.next(what + " value")
		m, ok := map[string]texel.AddressMode{
			"repeat": texel.Repeat, "mirrored_repeat": texel.MirroredRepeat,
			"clamp_to_edge": texel.ClampToEdge, "clamp_to_border": texel.ClampToBorder,
			"mirror_clamp_to_edge": texel.MirrorClampToEdge,
		}[t.s]
		if !ok {
			p.errf(t, "invalid %s value %q", what, t.s)
		}
		return m
	}
	lod := func(what string) float32 {
		t := p.next(what + " value")
		v, err := parseFloat(t.s)
		if err != nil || v != v {
			p.errf(t, "invalid %s value %q", what, t.s)
		}
		return float32(v)
	}
	var lodTok tok
	for p.more() {
		t := p.next("")
		switch t.s {
		case "MAG_FILTER":
			ss.MagFilter = filter(t.s)
		case "MIN_FILTER":
			ss.MinFilter = filter(t.s)
		case "ADDRESS_MODE_U":
			ss.AddressU = address(t.s)
		case "ADDRESS_MODE_V":
			ss.AddressV = address(t.s)
		case "ADDRESS_MODE_W":
			ss.AddressW = address(t.s)
		case "BORDER_COLOR":
			bt := p.next("BORDER_COLOR value")
			c, ok := map[string]texel.BorderColor{
				"float_transparent_black": texel.FloatTransparentBlack, "int_transparent_black": texel.IntTransparentBlack,
				"float_opaque_black": texel.FloatOpaqueBlack, "int_opaque_black": texel.IntOpaqueBlack,
				"float_opaque_white": texel.FloatOpaqueWhite, "int_opaque_white": texel.IntOpaqueWhite,
			}[bt.s]
			if !ok {
				p.errf(bt, "invalid BORDER_COLOR value %q", bt.s)
			}
			ss.Border = c
		case "MIN_LOD":
			lodTok = t
			ss.MinLod = lod(t.s)
		case "MAX_LOD":
			lodTok = t
			ss.MaxLod = lod(t.s)
		case "NORMALIZED_COORDS":
			ss.Unnormalized = false
		case "UNNORMALIZED_COORDS":
			// Amber also sets both LODs to 0, as Vulkan requires.
			ss.Unnormalized, ss.MinLod, ss.MaxLod = true, 0, 0
		case "COMPARE":
			ss.Compare = p.onOff("COMPARE")
		case "COMPARE_OP":
			ot := p.next("COMPARE_OP value")
			op, ok := map[string]texel.CompareOp{
				"never": texel.Never, "less": texel.Less, "equal": texel.Equal, "less_or_equal": texel.LessOrEqual,
				"greater": texel.Greater, "not_equal": texel.NotEqual, "greater_or_equal": texel.GreaterOrEqual, "always": texel.Always,
			}[ot.s]
			if !ok {
				p.errf(ot, "invalid COMPARE_OP value %q", ot.s)
			}
			ss.CompareOp = op
		default:
			p.errf(t, "unexpected sampler parameter %q", t.s)
		}
	}
	if ss.MaxLod < ss.MinLod {
		if lodTok.s == "" {
			lodTok = name
		}
		p.errf(lodTok, "MAX_LOD %g is less than MIN_LOD %g", ss.MaxLod, ss.MinLod)
	}
	p.samplers[s.Name] = s
	p.s.Samplers = append(p.s.Samplers, s)
}

// bindSampler reads BIND SAMPLER name [more names for SAMPLER_ARRAY]
// DESCRIPTOR_SET s BINDING b.
func (p *parser) bindSampler(pl *Pipeline, what tok) {
	var list []*Sampler
	for p.more() && p.peek() != "DESCRIPTOR_SET" && p.peek() != "KERNEL" {
		st := p.next("sampler name")
		s, ok := p.samplers[st.s]
		if !ok {
			p.errf(st, "unknown sampler %q", st.s)
		}
		list = append(list, s)
		if what.s == "SAMPLER" {
			break
		}
	}
	if len(list) == 0 {
		p.errf(p.endTok(), "missing sampler name")
	}
	if what.s == "SAMPLER_ARRAY" && len(list) < 2 {
		p.errf(what, "SAMPLER_ARRAY needs at least two samplers")
	}
	if p.peek() == "KERNEL" {
		p.unsupported(p.toks[p.ti], "OpenCL kernel arguments are not supported")
	}
	p.expect("DESCRIPTOR_SET")
	set, _ := p.uintArg("DESCRIPTOR_SET", 1<<32-1)
	p.expect("BINDING")
	bnd, _ := p.uintArg("BINDING", 1<<32-1)
	p.eol()
	elems := make([]Binding, len(list))
	for i, s := range list {
		elems[i] = Binding{Pos: p.pos(what), Kind: "sampler", Sampler: s, Set: uint32(set), Binding: uint32(bnd), Range: -1}
		if len(list) > 1 {
			elems[i].ArrayIndex, elems[i].ArraySize = i, len(list)
		}
	}
	p.place(pl, elems, what)
}

// probe reads the rest of EXPECT image IDX x y SIZE w h {EQ_RGB r g b |
// EQ_RGBA r g b a} [TOLERANCE t...], after the x.
func (p *parser) probe(base cmdBase, b *Buffer, x uint64, xt tok) Command {
	c := &ProbeCommand{cmdBase: base, Buffer: b, X: int(x)}
	y, _ := p.uintArg("Y value", 1<<31-1)
	c.Y = int(y)
	p.expect("SIZE")
	w, wt := p.uintArg("width", 1<<31-1)
	h, ht := p.uintArg("height", 1<<31-1)
	if w == 0 {
		p.errf(wt, "invalid width %q", wt.s)
	}
	if h == 0 {
		p.errf(ht, "invalid height %q", ht.s)
	}
	c.W, c.H = int(w), int(h)
	op := p.next("EQ_RGB or EQ_RGBA")
	switch op.s {
	case "EQ_RGBA":
		c.RGBA = true
	case "EQ_RGB":
	default:
		p.errf(op, "unknown comparator %q (EQ_RGB or EQ_RGBA)", op.s)
	}
	n := 3
	if c.RGBA {
		n = 4
	}
	for i := 0; i < n; i++ {
		t := p.next(string("RGBA"[i]) + " value")
		v, err := parseUint(t.s)
		if err != nil || v > 255 {
			p.errf(t, "invalid %c value %q (0..255)", "RGBA"[i], t.s)
		}
		c.Color[i] = float64(v) / 255
	}
	if p.peek() == "TOLERANCE" {
		tt := p.next("")
		for p.more() {
			t := p.next("tolerance")
			c.Tolerances = append(c.Tolerances, p.tolerance(t))
		}
		if len(c.Tolerances) == 0 {
			p.errf(tt, "TOLERANCE needs a value")
		}
		if len(c.Tolerances) > n {
			p.errf(tt, "TOLERANCE for an %s comparison has at most %d values", op.s, n)
		}
	}
	p.eol()
	f, ok := imageFormat(b.Type)
	if !ok {
		p.errf(op, "buffer %s has no image format (%s) to probe", b.Name, b.Type.Name)
	}
	width, height := b.Width, b.Height
	if width == 0 {
		width, height = p.size[b]/max(1, f.Size()), 1
	}
	if c.X+c.W > width || c.Y+c.H > height {
		p.errf(xt, "probe rectangle (%d, %d) size %d×%d is outside %s (%d×%d)", c.X, c.Y, c.W, c.H, b.Name, width, height)
	}
	c.format, c.width = f, width
	return c
}

// ProbeCommand is EXPECT image IDX x y SIZE w h EQ_RGB(A) r g b [a]
// [TOLERANCE t...]: every texel of the rectangle of level 0 (layer 0),
// read as Amber's verifier reads it (normalized components scaled to
// 0..1, sRGB ones made linear, others as their numbers), must be within
// the tolerance of the colour (components 0..255, compared as c/255) in
// each channel the format has; the tolerance is 0.002 when none is
// given, one value applies to every channel.
type ProbeCommand struct {
	cmdBase
	Buffer     *Buffer
	X, Y, W, H int
	RGBA       bool
	Color      [4]float64
	Tolerances []Tolerance
	format     texel.Format
	width      int
}

// amberTexelTolerance is Amber's kDefaultTexelTolerance.
const amberTexelTolerance = 0.002

// ImageBinding is an image, sampler or texel-buffer descriptor of a
// dispatch.
type ImageBinding struct {
	Set, Binding uint32
	// ArrayIndex is the element of a descriptor array this is, ArraySize
	// the array's element count (0 for a single descriptor).
	ArrayIndex, ArraySize int
	// Desc is the descriptor. Bindings of one script IMAGE share its
	// *texel.Image; a texel buffer's Image.Data is the script buffer's
	// memory itself, so it aliases the buffer's other bindings.
	Desc texel.Binding
}

// shape is the image a buffer is when bound as one.
func (b *Buffer) shape(f texel.Format, size int) ImageInfo {
	if b.Image != nil {
		return *b.Image
	}
	im := ImageInfo{Dim: texel.Dim2D, Width: uint32(b.Width), Height: uint32(b.Height), Depth: 1, Levels: 1, Samples: 1}
	if b.Width == 0 {
		im.Width, im.Height = uint32(size/max(1, f.Size())), 1
	}
	return im
}

// makeImage builds the device image of a script image from its data
// (the texels of level 0) as Amber uploads it: every level from base on
// receives the first texels of the data, as many as the level holds,
// tightly packed at that level's extent (Amber copies each level from
// offset 0 of the buffer); the levels below base start zeroed. A
// multisampled image starts zeroed: Amber copies nothing into it.
func makeImage(b *Buffer, f texel.Format, data []byte, base uint32) *texel.Image {
	im := b.shape(f, len(data))
	img := texel.NewImage(f, im.Dim, im.Width, im.Height, im.Depth, 1, im.Levels, im.Samples)
	if im.Samples > 1 {
		return img
	}
	for l := base; l < img.Levels; l++ {
		off, n := img.LevelOffset(l)
		copy(img.Data[off:off+n], data)
	}
	return img
}

// readImage copies a device image back into the script's data as Amber
// reads it back: level base, then each later level, to offset 0 of the
// data (so later, smaller levels overwrite its first texels). A
// multisampled image is not read back, as in Amber.
func readImage(img *texel.Image, data []byte, base uint32) {
	if img.Samples > 1 {
		return
	}
	for l := base; l < img.Levels; l++ {
		off, n := img.LevelOffset(l)
		copy(data, img.Data[off:off+n])
	}
}

// boundImage is a script image made for one RUN.
type boundImage struct {
	buf  *Buffer
	img  *texel.Image
	base uint32
}

// imageBindings turns a pipeline's image, sampler and texel-buffer
// bindings into descriptors over the script's current data, and returns
// the images to read back after the dispatch.
func (r *runner) imageBindings(pl *Pipeline) ([]ImageBinding, []boundImage, error) {
	var out []ImageBinding
	var imgs []boundImage
	made := map[*Buffer]*texel.Image{}
	for _, b := range pl.Bindings {
		kind, ok := texelKind[b.Kind]
		if !ok {
			continue
		}
		ib := ImageBinding{Set: b.Set, Binding: b.Binding, ArrayIndex: b.ArrayIndex, ArraySize: b.ArraySize}
		ib.Desc.Kind = kind
		if b.Sampler != nil {
			s := b.Sampler.Sampler
			ib.Desc.Sampler = &s
		}
		if b.Buffer != nil {
			f, _ := imageFormat(b.Buffer.Type)
			data := r.bufs[b.Buffer]
			if len(data) < f.Size() {
				return nil, nil, fmt.Errorf("%s: buffer %s has %d bytes, less than one %v texel, to bind as %s", b.Pos, b.Buffer.Name, len(data), f, b.Kind)
			}
			if isTexelBufferKind(b.Kind) {
				n := len(data) / f.Size()
				ib.Desc.View = texel.View{Image: &texel.Image{Format: f, Dim: texel.DimBuffer, Width: uint32(n),
					Height: 1, Depth: 1, Layers: 1, Levels: 1, Samples: 1, Data: data[:n*f.Size()]}}
			} else {
				img := made[b.Buffer]
				if img == nil {
					img = makeImage(b.Buffer, f, data, b.BaseMipLevel)
					made[b.Buffer] = img
					imgs = append(imgs, boundImage{b.Buffer, img, b.BaseMipLevel})
				}
				ib.Desc.View = texel.View{Image: img, BaseLevel: b.BaseMipLevel}
			}
		}
		out = append(out, ib)
	}
	return out, imgs, nil
}

// check runs the probe on the script's current data.
func (r *runner) probe(c *ProbeCommand) string {
	data := r.bufs[c.Buffer]
	f := c.format
	in := f.Info()
	size := f.Size()
	tol := [4]Tolerance{}
	for i := range tol {
		tol[i] = Tolerance{Value: amberTexelTolerance}
		switch {
		case len(c.Tolerances) == 4:
			tol[i] = c.Tolerances[i]
		case len(c.Tolerances) > 0:
			tol[i] = c.Tolerances[0] // Amber uses the first for all
		}
	}
	bad, firstX, firstY := 0, 0, 0
	var firstGot [4]float64
	for y := c.Y; y < c.Y+c.H; y++ {
		for x := c.X; x < c.X+c.W; x++ {
			off := (y*c.width + x) * size
			if off+size > len(data) {
				return fmt.Sprintf("texel (%d, %d) is beyond the end of %s (%d bytes)", x, y, c.Buffer.Name, len(data))
			}
			got := probeValues(f, data[off:off+size])
			ok := true
			for _, fl := range in.Fields {
				ch := int(fl.Channel)
				if ch == 3 && !c.RGBA {
					continue
				}
				// Amber's verifier passes (expected, texel) as (actual,
				// expected): a percentage is of the texel's value.
				if !floatEqual(c.Color[ch], got[ch], tol[ch]) {
					ok = false
				}
			}
			if !ok {
				if bad == 0 {
					firstX, firstY, firstGot = x, y, got
				}
				bad++
			}
		}
	}
	if bad == 0 {
		return ""
	}
	n := 3
	if c.RGBA {
		n = 4
	}
	scale := 1.0
	if in.Class == texel.UNorm || in.Class == texel.SNorm || in.Class == texel.SRGB {
		scale = 255
	}
	var want, got []string
	for i := 0; i < n; i++ {
		want = append(want, strconv.FormatFloat(c.Color[i]*scale, 'g', 6, 64))
		got = append(got, strconv.FormatFloat(firstGot[i]*scale, 'g', 6, 64))
	}
	return fmt.Sprintf("%d of %d texels differ; the first at (%d, %d): expected %s, got %s", bad, c.W*c.H, firstX, firstY,
		strings.Join(want, " "), strings.Join(got, " "))
}

// probeValues reads a texel as Amber's verifier does: integer components
// as their numbers, the rest as a shader reads them (Amber scales SNORM
// by 2^(b-1)-1 without clamping -2^(b-1)/(2^(b-1)-1) to -1; that one
// encoding differs by less than 1%).
func probeValues(f texel.Format, b []byte) [4]float64 {
	in := f.Info()
	if in.Class.IsFloat() {
		return f.DecodeFloat(b)
	}
	v := f.DecodeInt(b)
	var out [4]float64
	for i, x := range v {
		if in.Class == texel.SInt {
			out[i] = float64(int64(x))
		} else {
			out[i] = float64(x)
		}
	}
	return out
}
