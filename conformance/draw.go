package conformance

import (
	"errors"
	"fmt"
	"math"

	"github.com/glslc-nv/glslc-nv/internal/texel"
	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
	"github.com/glslc-nv/glslc-nv/spirv/interp/raster"
)

// GraphicsDevice is a Device that also draws.
type GraphicsDevice interface {
	Device
	// Draw runs one draw: the colour attachments' Data are updated in
	// place.
	Draw(d *Draw) (*DispatchResult, error)
}

// Draw is everything one draw needs. The resource bindings are those of
// a Dispatch (Workgroups unused).
type Draw struct {
	Dispatch
	// Vertex is the vertex shader's module (nil for PASSTHROUGH: the
	// position is vertex input 0), Fragment the fragment shader's.
	Vertex, Fragment           []byte
	VertexEntry, FragmentEntry string
	Width, Height              int
	Colors                     []ColorTarget
	Inputs                     []VertexStream
	// Topology is DRAW_ARRAY's; First and Count the vertices (or
	// indices, with Index) drawn; Index holds 32-bit indices when set.
	Topology                 string
	First, Count             int
	Index                    []uint32
	FirstInstance, Instances int
	Cull                     raster.Cull
	Clockwise                bool
}

// ColorTarget is a colour attachment: its location, format and texels
// (Width×Height, row-major).
type ColorTarget struct {
	Location int
	Format   texel.Format
	Data     []byte
}

// VertexStream is a vertex input: per vertex (or instance) the
// attribute's 32-bit words at Location.
type VertexStream struct {
	Location int
	Instance bool
	// Words holds 4 words per element.
	Words []uint32
}

// draw runs RUN ... DRAW_*.
func (r *runner) draw(c *DrawCommand) error {
	pl := c.Pipeline
	g := pl.Graphics
	gd, ok := r.dev.(GraphicsDevice)
	if !ok {
		r.rep.Status, r.rep.Reason = Skip, fmt.Sprintf("%s: %s does not run graphics pipelines", c.Position(), r.dev.Info().Name)
		return errSkip
	}
	d := &Draw{Width: g.Width, Height: g.Height, VertexEntry: g.VertexEntry, FragmentEntry: g.FragmentEntry,
		Instances: 1, Clockwise: g.Clockwise}
	d.Cull = map[string]raster.Cull{"none": raster.CullNone, "front": raster.CullFront, "back": raster.CullBack, "front_and_back": raster.CullFrontAndBack}[g.Cull]
	var err error
	if g.Vertex.Format != "PASSTHROUGH" {
		if d.Vertex, err = r.module(g.Vertex); err != nil {
			r.result(c, err.Error(), nil)
			return errStop
		}
	}
	if d.Fragment, err = r.module(g.Fragment); err != nil {
		r.result(c, err.Error(), nil)
		return errStop
	}
	images, err := r.bindings(c, pl, &d.Dispatch)
	if err != nil {
		return err
	}
	defer func() {
		for _, im := range images {
			readImage(im.img, r.bufs[im.buf], im.base)
		}
	}()
	d.SubgroupSize = r.subgroupSize(pl)
	for _, ca := range g.Colors {
		d.Colors = append(d.Colors, ColorTarget{ca.Location, ca.format, r.bufs[ca.Buffer]})
	}
	switch c.Kind {
	case DrawRect, DrawGrid:
		// Amber's DoDrawRect / DoDrawGrid: POS and SIZE in pixels made
		// normalized device coordinates, one R32G32_SFLOAT input at
		// location 0 replacing the pipeline's vertex data
		fw, fh := float64(g.Width), float64(g.Height)
		x, y := c.X/fw*2-1, c.Y/fh*2-1
		w, h := c.W/fw*2, c.H/fh*2
		var pts [][2]float64
		if c.Kind == DrawRect {
			d.Topology = "TRIANGLE_STRIP"
			pts = [][2]float64{{x, y + h}, {x, y}, {x + w, y + h}, {x + w, y}}
		} else {
			d.Topology = "TRIANGLE_LIST"
			cw, ch := w/float64(c.Columns), h/float64(c.Rows)
			for j := 0; j < c.Rows; j++ {
				for i := 0; i < c.Columns; i++ {
					x0, y0 := x+cw*float64(i), y+ch*float64(j)
					x1, y1 := x0+cw, y0+ch
					pts = append(pts, [2]float64{x0, y0}, [2]float64{x1, y0}, [2]float64{x0, y1},
						[2]float64{x0, y1}, [2]float64{x1, y0}, [2]float64{x1, y1})
				}
			}
		}
		vs := VertexStream{Location: 0}
		for _, p := range pts {
			vs.Words = append(vs.Words, math.Float32bits(float32(p[0])), math.Float32bits(float32(p[1])), 0, math.Float32bits(1))
		}
		d.Inputs = []VertexStream{vs}
		d.Count = len(pts)
	case DrawArray:
		d.Topology = c.Topology
		d.First, d.FirstInstance, d.Instances = c.First, c.FirstInstance, c.Instances
		for _, vi := range g.VertexData {
			s, err := r.vertexStream(vi)
			if err != nil {
				r.result(c, err.Error(), nil)
				return errStop
			}
			d.Inputs = append(d.Inputs, s)
		}
		n := -1
		if c.Indexed {
			if g.Index == nil {
				r.result(c, "DRAW_ARRAY INDEXED without INDEX_DATA", nil)
				return errStop
			}
			idx, err := r.indices(g.Index)
			if err != nil {
				r.result(c, err.Error(), nil)
				return errStop
			}
			d.Index = idx
			n = len(idx)
		} else {
			for _, s := range d.Inputs {
				if !s.Instance && (n < 0 || len(s.Words)/4 < n) {
					n = len(s.Words) / 4
				}
			}
			if n < 0 {
				n = 0
			}
		}
		d.Count = c.Count
		if d.Count < 0 {
			d.Count = n - c.First
		}
		if d.First+d.Count > n {
			r.result(c, fmt.Sprintf("START_IDX %d and COUNT %d go past the %d vertices", c.First, d.Count, n), nil)
			return errStop
		}
	}
	res, err := gd.Draw(d)
	var diags []string
	if res != nil {
		diags = res.Diagnostics
	}
	if err != nil {
		if errors.Is(err, ErrDeviceUnsupported) {
			r.rep.Status, r.rep.Reason = Skip, fmt.Sprintf("%s: %v", c.Position(), err)
			return errSkip
		}
		r.result(c, err.Error(), diags)
		return errStop
	}
	msg := ""
	if len(diags) > 0 && !r.opts.AllowUndefined {
		msg = fmt.Sprintf("the device reported %d diagnostic(s)", len(diags))
	}
	r.result(c, msg, diags)
	return nil
}

// vertexStream reads a VERTEX_DATA buffer into 4 words per element: each
// component's value as the vertex shader reads it (normalized formats
// as floats), missing components 0 and w 1 (Vulkan's expansion).
func (r *runner) vertexStream(vi VertexInput) (VertexStream, error) {
	b := vi.Buffer
	data := r.bufs[b]
	t := vi.Format
	if t == nil {
		t = b.Type
	}
	s := VertexStream{Location: vi.Location, Instance: vi.Instance}
	var e ElemLayout
	f, isFmt := texel.Format(0), false
	if t.Format != nil {
		f, isFmt = texel.ParseFormat(t.Name)
	}
	if isFmt {
		e.Size = f.Size()
	} else {
		e = t.Layout(Std430)
		if vi.Format == nil {
			e = b.Elem
		}
	}
	stride := vi.Stride
	if stride == 0 {
		stride = e.Size
	}
	if stride == 0 {
		return s, fmt.Errorf("vertex buffer %s has no element size", b.Name)
	}
	for off := vi.Offset; off+e.Size <= len(data); off += stride {
		w := [4]uint32{0, 0, 0, 0}
		if isFmt {
			in := f.Info()
			if in.Class.IsFloat() {
				v := f.DecodeFloat(data[off : off+e.Size])
				w[3] = math.Float32bits(1)
				for _, fl := range in.Fields {
					w[fl.Channel] = math.Float32bits(float32(v[fl.Channel]))
				}
			} else {
				v := f.DecodeInt(data[off : off+e.Size])
				w[3] = 1
				for _, fl := range in.Fields {
					w[fl.Channel] = uint32(v[fl.Channel])
				}
			}
		} else {
			isFloat := false
			for k, comp := range e.Comps {
				if k < 4 {
					v := get(data, off+comp.Offset, comp.Type)
					if comp.Type.Kind == Float {
						isFloat = true
						v = uint64(math.Float32bits(float32(toFloat(v, comp.Type))))
					}
					w[k] = uint32(v)
				}
			}
			if len(e.Comps) < 4 {
				w[3] = 1
				if isFloat {
					w[3] = math.Float32bits(1)
				}
			}
		}
		s.Words = append(s.Words, w[:]...)
	}
	return s, nil
}

// indices reads INDEX_DATA (a uint32, uint16 or uint8 buffer).
func (r *runner) indices(b *Buffer) ([]uint32, error) {
	data := r.bufs[b]
	e := b.Elem
	if len(e.Comps) != 1 || e.Comps[0].Type.Kind == Float {
		return nil, fmt.Errorf("INDEX_DATA buffer %s is not of unsigned integers", b.Name)
	}
	if e.Comps[0].Type.Bits == 8 {
		return nil, fmt.Errorf("graphics: 8-bit indices are not supported")
	}
	var out []uint32
	for off := 0; off+e.Size <= len(data); off += e.Size {
		out = append(out, uint32(get(data, off, e.Comps[0].Type)))
	}
	return out, nil
}

// clear runs CLEAR, CLEAR_COLOR, CLEAR_DEPTH and CLEAR_STENCIL.
func (r *runner) clear(c *ClearCommand) {
	st := r.clearState(c.Pipeline)
	switch c.What {
	case "CLEAR_COLOR":
		st.ClearColor = c.Color
	case "CLEAR_DEPTH":
		st.ClearDepth = c.Depth
	case "CLEAR_STENCIL":
		st.ClearStencil = c.Stencil
	case "CLEAR":
		for _, ca := range c.Pipeline.Graphics.Colors {
			data := r.bufs[ca.Buffer]
			sz := ca.format.Size()
			if sz == 0 {
				continue
			}
			px := make([]byte, sz)
			encodeColor(ca.format, px, st.ClearColor)
			for off := 0; off+sz <= len(data); off += sz {
				copy(data[off:], px)
			}
		}
	}
	r.result(c, "", nil)
}

// clearState is the pipeline's clear values as the commands so far set
// them.
func (r *runner) clearState(pl *Pipeline) *Graphics {
	if r.clears == nil {
		r.clears = map[*Pipeline]*Graphics{}
	}
	g := r.clears[pl]
	if g == nil {
		cp := *pl.Graphics
		g = &cp
		r.clears[pl] = g
	}
	return g
}

// encodeColor writes a colour (0..1 for normalized formats, the value
// for float and integer ones) in format f.
func encodeColor(f texel.Format, b []byte, v [4]float64) {
	in := f.Info()
	if in.Class.IsFloat() {
		f.EncodeFloat(b, v)
		return
	}
	var u [4]uint64
	for i, x := range v {
		if in.Class == texel.SInt {
			u[i] = uint64(int64(x))
		} else {
			u[i] = uint64(x)
		}
	}
	f.EncodeInt(b, u)
}

// Draw implements GraphicsDevice: the vertex stage (or PASSTHROUGH),
// primitive assembly, the rasterizer (spirv/interp/raster), the fragment
// stage on the interpreter's quads, and the colour writes in primitive
// order.
func (d *InterpDevice) Draw(x *Draw) (*DispatchResult, error) {
	cfg, err := d.config(&x.Dispatch)
	if err != nil {
		return nil, err
	}
	fp, err := d.program(x.Fragment)
	if err != nil {
		return nil, err
	}
	fcfg := cfg
	fcfg.Entry = x.FragmentEntry
	fi, err := fp.Interface(spirv.ExecutionModelFragment, x.FragmentEntry)
	if err != nil {
		return nil, err
	}
	verts, vdiags, err := d.vertices(x, cfg)
	if err != nil {
		dr := &DispatchResult{SubgroupSize: cfg.SubgroupSize, Diagnostics: vdiags}
		return dr, err
	}
	inWords := 0
	for _, v := range fi.Inputs {
		inWords = max(inWords, (v.Word/4+1)*4)
	}
	st := &raster.State{Viewport: raster.Viewport{W: float32(x.Width), H: float32(x.Height), MaxDepth: 1},
		Width: x.Width, Height: x.Height, Cull: x.Cull, Clockwise: x.Clockwise, Inputs: fi.Inputs, InWords: inWords}
	out := &raster.Output{}
	per := len(verts)
	if x.Instances > 1 {
		per = x.Count
	}
	for base := 0; base < len(verts); base += max(per, 1) {
		inst := verts[base : base+per]
		if err := assemble(x.Topology, per, func(prim, a, b, c int) {
			st.Triangle(out, prim, &inst[a], &inst[b], &inst[c])
		}); err != nil {
			return nil, err
		}
	}
	outWords := 0
	for _, c := range x.Colors {
		outWords = max(outWords, (c.Location+1)*4)
	}
	var in []uint32
	if inWords > 0 {
		in = out.Inputs
	}
	res, err := fp.RunFragments(fcfg, &interp.Fragments{Quads: out.Quads, Inputs: in, InWords: inWords, OutWords: outWords})
	dr := &DispatchResult{SubgroupSize: cfg.SubgroupSize, Diagnostics: vdiags}
	if res != nil && res.Result != nil {
		for _, dg := range res.Diagnostics {
			if dg.Severity == interp.Error && err != nil {
				continue
			}
			dr.Diagnostics = append(dr.Diagnostics, dg.String())
		}
	}
	if err != nil {
		return dr, err
	}
	// colour writes in primitive order (the quads are in that order)
	for i, q := range out.Quads {
		for k := 0; k < 4; k++ {
			lane := i*4 + k
			if !res.Written[lane] {
				continue
			}
			px, py := int(q.X)+k&1, int(q.Y)+k>>1
			o := res.Outputs[lane*outWords : (lane+1)*outWords]
			for _, c := range x.Colors {
				writeColor(c, px+py*x.Width, o[c.Location*4:c.Location*4+4])
			}
		}
	}
	return dr, nil
}

// writeColor stores a fragment's output words in a colour attachment's
// format: float outputs converted (normalized formats clamp and round),
// integer ones as their low bits.
func writeColor(c ColorTarget, pixel int, w []uint32) {
	sz := c.Format.Size()
	off := pixel * sz
	if off+sz > len(c.Data) {
		return
	}
	b := c.Data[off : off+sz]
	in := c.Format.Info()
	if in.Class.IsFloat() {
		var v [4]float64
		for i := range v {
			v[i] = float64(math.Float32frombits(w[i]))
		}
		c.Format.EncodeFloat(b, v)
		return
	}
	var u [4]uint64
	for i := range u {
		if in.Class == texel.SInt {
			u[i] = uint64(int64(int32(w[i])))
		} else {
			u[i] = uint64(w[i])
		}
	}
	c.Format.EncodeInt(b, u)
}

// vertices runs the vertex stage over the draw's vertices (in the order
// the draw reads them, instance by instance) and returns their clip
// positions and outputs (instance k's are [k*Count, (k+1)*Count)), and
// what the vertex stage reported.
func (d *InterpDevice) vertices(x *Draw, cfg interp.Config) ([]raster.Vertex, []string, error) {
	n := x.Count
	ids := make([]int, n)
	for i := range ids {
		ids[i] = x.First + i
		if x.Index != nil {
			ids[i] = int(x.Index[x.First+i])
		}
	}
	if x.Vertex == nil {
		if x.Instances != 1 || x.FirstInstance != 0 {
			return nil, nil, fmt.Errorf("graphics: instanced draws need a vertex shader: %w", ErrDeviceUnsupported)
		}
		vs := make([]raster.Vertex, n)
		var pos *VertexStream
		for i := range x.Inputs {
			if x.Inputs[i].Location == 0 {
				pos = &x.Inputs[i]
			}
		}
		if pos == nil {
			return nil, nil, fmt.Errorf("a PASSTHROUGH vertex shader needs vertex data at location 0")
		}
		for i, id := range ids {
			if id*4+4 > len(pos.Words) {
				continue
			}
			w := pos.Words[id*4 : id*4+4]
			for k := 0; k < 4; k++ {
				vs[i].Pos[k] = math.Float32frombits(w[k])
			}
		}
		return vs, nil, nil
	}
	vp, err := d.program(x.Vertex)
	if err != nil {
		return nil, nil, err
	}
	vcfg := cfg
	vcfg.Entry = x.VertexEntry
	vi, err := vp.Interface(spirv.ExecutionModelVertex, x.VertexEntry)
	if err != nil {
		return nil, nil, err
	}
	inWords, outWords := 0, 0
	for _, v := range vi.Inputs {
		inWords = max(inWords, (v.Word/4+1)*4)
	}
	for _, v := range vi.Outputs {
		outWords = max(outWords, (v.Word/4+1)*4)
	}
	total := n * x.Instances
	job := &interp.Vertices{VertexIndex: make([]uint32, total), InstanceIndex: make([]uint32, total),
		BaseInstance: uint32(x.FirstInstance), InWords: inWords, OutWords: outWords}
	if inWords > 0 {
		job.Inputs = make([]uint32, total*inWords)
	}
	for k := 0; k < x.Instances; k++ {
		inst := x.FirstInstance + k
		for i, id := range ids {
			lane := k*n + i
			job.VertexIndex[lane], job.InstanceIndex[lane] = uint32(id), uint32(inst)
			if inWords == 0 {
				continue
			}
			in := job.Inputs[lane*inWords : (lane+1)*inWords]
			for _, s := range x.Inputs {
				e := id
				if s.Instance {
					e = inst
				}
				if w := s.Location * 4; w+4 <= inWords && e*4+4 <= len(s.Words) {
					copy(in[w:w+4], s.Words[e*4:e*4+4])
				}
			}
		}
	}
	res, err := vp.RunVertices(vcfg, job)
	var diags []string
	if res != nil && res.Result != nil {
		for _, dg := range res.Diagnostics {
			if dg.Severity == interp.Error && err != nil {
				continue
			}
			diags = append(diags, dg.String())
		}
	}
	if err != nil {
		return nil, diags, fmt.Errorf("vertex shader: %w", err)
	}
	vs := make([]raster.Vertex, total)
	for i := range vs {
		vs[i].Pos = res.Position[i]
		if outWords > 0 {
			vs[i].Vary = res.Outputs[i*outWords : (i+1)*outWords]
		}
	}
	return vs, diags, nil
}

// assemble calls tri for each triangle of a topology over n vertices.
func assemble(topology string, n int, tri func(prim, a, b, c int)) error {
	switch topology {
	case "TRIANGLE_LIST":
		for i := 0; i+2 < n; i += 3 {
			tri(i/3, i, i+1, i+2)
		}
	case "TRIANGLE_STRIP":
		for i := 0; i+2 < n; i++ {
			if i%2 == 0 {
				tri(i, i, i+1, i+2)
			} else {
				tri(i, i, i+2, i+1)
			}
		}
	case "TRIANGLE_FAN":
		for i := 1; i+1 < n; i++ {
			tri(i-1, i, i+1, 0)
		}
	default:
		return fmt.Errorf("graphics: topology %s is not supported yet: %w", topology, ErrDeviceUnsupported)
	}
	return nil
}
