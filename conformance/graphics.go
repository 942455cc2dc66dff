package conformance

import (
	"strconv"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/internal/texel"
)

// Graphics is the state of a graphics PIPELINE: its stages and
// fixed-function state, as Amber's docs/amber_script.md defines them.
type Graphics struct {
	// Vertex and Fragment are the attached shaders; a PASSTHROUGH
	// vertex shader has Format "PASSTHROUGH". The entries are the
	// ENTRY_POINTs ("main" unless set).
	Vertex, Fragment           *Shader
	VertexEntry, FragmentEntry string
	// Width and Height are FRAMEBUFFER_SIZE (Amber's default 250×250).
	Width, Height int
	// Colors are the BIND BUFFER ... AS color LOCATION n attachments;
	// Depth the AS depth_stencil one (nil when none).
	Colors []ColorAttachment
	Depth  *Buffer
	// VertexData are the VERTEX_DATA bindings, Index the INDEX_DATA
	// buffer (nil when none).
	VertexData []VertexInput
	Index      *Buffer
	// ClearColor (0..1 per channel), ClearDepth and ClearStencil are the
	// values CLEAR writes; CLEAR_COLOR and friends set them as commands
	// run (the state here is the parse-time copy a command changes).
	ClearColor   [4]float64
	ClearDepth   float64
	ClearStencil uint32
	// Cull is CULL_MODE (none, front, back, front_and_back) and
	// Clockwise FRONT_FACE clockwise.
	Cull      string
	Clockwise bool
}

// ColorAttachment is a colour attachment.
type ColorAttachment struct {
	Buffer   *Buffer
	Location int
	format   texel.Format
}

// VertexInput is one VERTEX_DATA binding.
type VertexInput struct {
	Buffer   *Buffer
	Location int
	Offset   int
	// Stride is the bytes between elements (0: the format's size).
	Stride   int
	Instance bool // RATE instance
	// Format is FORMAT's (nil: the buffer's own type).
	Format *DataType
}

// DrawKind is the kind of a draw.
type DrawKind int

// The draws.
const (
	DrawRect DrawKind = iota
	DrawGrid
	DrawArray
)

// DrawCommand is RUN pipeline DRAW_RECT / DRAW_GRID / DRAW_ARRAY.
type DrawCommand struct {
	cmdBase
	Pipeline *Pipeline
	Kind     DrawKind
	// X, Y, W, H are DRAW_RECT's and DRAW_GRID's POS and SIZE (in
	// framebuffer pixels); Columns and Rows DRAW_GRID's CELLS.
	X, Y, W, H    float64
	Columns, Rows int
	// Topology, Indexed, First (START_IDX), Count (COUNT, -1: to the
	// end), FirstInstance and Instances are DRAW_ARRAY's.
	Topology      string
	Indexed       bool
	First, Count  int
	FirstInstance int
	Instances     int
}

// ClearCommand is CLEAR, CLEAR_COLOR, CLEAR_DEPTH or CLEAR_STENCIL.
type ClearCommand struct {
	cmdBase
	Pipeline *Pipeline
	What     string // the keyword
	Color    [4]float64
	Depth    float64
	Stencil  uint32
}

var topologies = map[string]bool{
	"POINT_LIST": true, "LINE_LIST": true, "LINE_LIST_WITH_ADJACENCY": true, "LINE_STRIP": true,
	"LINE_STRIP_WITH_ADJACENCY": true, "TRIANGLE_LIST": true, "TRIANGLE_LIST_WITH_ADJACENCY": true,
	"TRIANGLE_STRIP": true, "TRIANGLE_STRIP_WITH_ADJACENCY": true, "TRIANGLE_FAN": true, "PATCH_LIST": true,
}

// graphicsAttach attaches shader sh to a graphics pipeline.
func (p *parser) graphicsAttach(pl *Pipeline, sh *Shader, st tok) {
	g := pl.Graphics
	typ := sh.Type
	entry := "main"
	for p.more() {
		t := p.next("")
		switch t.s {
		case "TYPE":
			typ = p.next("shader type").s
		case "ENTRY_POINT":
			entry = p.next("entry point name").s
		case "SPECIALIZE":
			id, _ := p.uintArg("specialization id", 1<<32-1)
			p.expect("AS")
			tt := p.next("specialization type")
			s, ok := scalarNames[tt.s]
			if !ok {
				p.errf(tt, "invalid specialization type %q", tt.s)
			}
			v := p.value(p.next("specialization value"), s)
			pl.Spec = append(pl.Spec, SpecConstant{uint32(id), s, v})
		default:
			p.errf(t, "unexpected %q", t.s)
		}
	}
	switch typ {
	case "vertex":
		g.Vertex, g.VertexEntry = sh, entry
	case "fragment":
		g.Fragment, g.FragmentEntry = sh, entry
	case "compute":
		p.errf(st, "a graphics pipeline cannot have a compute shader")
	default:
		p.unsupported(st, "graphics: %s shaders are not supported", typ)
	}
}

// graphicsCommand parses a graphics pipeline's own commands; it reports
// false for a command it does not know.
func (p *parser) graphicsCommand(pl *Pipeline, t tok) bool {
	g := pl.Graphics
	switch t.s {
	case "FRAMEBUFFER_SIZE":
		w, _ := p.uintArg("framebuffer width", 1<<14)
		h, _ := p.uintArg("framebuffer height", 1<<14)
		g.Width, g.Height = int(w), int(h)
	case "VERTEX_DATA":
		b := p.lookupBuffer(p.next("buffer name"))
		p.expect("LOCATION")
		loc, _ := p.uintArg("LOCATION", 63)
		vi := VertexInput{Buffer: b, Location: int(loc)}
		for p.more() {
			k := p.next("")
			switch k.s {
			case "RATE":
				r := p.next("rate")
				switch r.s {
				case "vertex":
				case "instance":
					vi.Instance = true
				default:
					p.errf(r, "RATE must be vertex or instance, found %q", r.s)
				}
			case "OFFSET":
				v, _ := p.uintArg("OFFSET", uint64(maxBufferBytes))
				vi.Offset = int(v)
			case "STRIDE":
				v, vt := p.uintArg("STRIDE", uint64(maxBufferBytes))
				if v == 0 {
					p.errf(vt, "STRIDE must be greater than 0")
				}
				vi.Stride = int(v)
			case "FORMAT":
				ft := p.next("format")
				dt, err := ParseFormat(ft.s)
				if err != nil {
					if dt, err = ParseDataType(ft.s); err != nil {
						p.errf(ft, "%v", err)
					}
				}
				vi.Format = dt
			default:
				p.errf(k, "unexpected %q", k.s)
			}
		}
		g.VertexData = append(g.VertexData, vi)
	case "INDEX_DATA":
		g.Index = p.lookupBuffer(p.next("buffer name"))
	case "CULL_MODE":
		m := p.next("cull mode")
		switch m.s {
		case "none", "front", "back", "front_and_back":
			g.Cull = m.s
		default:
			p.errf(m, "unknown CULL_MODE %q", m.s)
		}
	case "FRONT_FACE":
		m := p.next("front face")
		switch m.s {
		case "counter_clockwise":
			g.Clockwise = false
		case "clockwise":
			g.Clockwise = true
		default:
			p.errf(m, "unknown FRONT_FACE %q", m.s)
		}
	case "DEPTH", "STENCIL", "BLEND", "POLYGON_MODE", "PATCH_CONTROL_POINTS", "VIEWPORT":
		p.graphics(t)
	default:
		return false
	}
	return true
}

// graphicsBind parses BIND BUFFER b AS color / depth_stencil.
func (p *parser) graphicsBind(pl *Pipeline, b *Buffer, kt tok) {
	g := pl.Graphics
	if g == nil {
		p.errf(kt, "%s attachments are for graphics pipelines", kt.s)
	}
	switch kt.s {
	case "color":
		p.expect("LOCATION")
		loc, _ := p.uintArg("LOCATION", 7)
		f, ok := imageFormat(b.Type)
		if !ok {
			p.errf(kt, "buffer %s (%s) has no image format to be a colour attachment", b.Name, b.Type.Name)
		}
		if p.peek() == "BASE_MIP_LEVEL" {
			p.graphics(p.toks[p.ti])
		}
		for _, c := range g.Colors {
			if c.Location == int(loc) {
				p.errf(kt, "colour location %d is already bound to %s", loc, c.Buffer.Name)
			}
		}
		g.Colors = append(g.Colors, ColorAttachment{b, int(loc), f})
	case "depth_stencil":
		p.graphics(kt)
	default:
		p.graphics(kt)
	}
}

// graphicsEnd completes a graphics pipeline at its END: attachments take
// the framebuffer's size.
func (p *parser) graphicsEnd(pl *Pipeline, kw tok) {
	g := pl.Graphics
	if g.Vertex == nil || g.Fragment == nil {
		p.errf(kw, "graphics pipeline %s needs a vertex and a fragment shader", pl.Name)
	}
	for _, c := range g.Colors {
		b := c.Buffer
		size := g.Width * g.Height * c.format.Size()
		b.Width, b.Height = g.Width, g.Height
		if len(b.Init) < size {
			b.Init = append(b.Init, make([]byte, size-len(b.Init))...)
		}
		p.size[b] = max(p.size[b], size)
	}
}

// drawCommand parses RUN pipeline DRAW_...
func (p *parser) drawCommand(base cmdBase, pl *Pipeline) Command {
	if pl.Graphics == nil {
		p.errf(p.toks[p.ti], "pipeline %s is not a graphics pipeline", pl.Name)
	}
	kt := p.next("draw command")
	c := &DrawCommand{cmdBase: base, Pipeline: pl, Count: -1, Instances: 1}
	num := func(what string) float64 {
		t := p.next(what)
		v, err := strconv.ParseFloat(t.s, 64)
		if err != nil {
			p.errf(t, "invalid %s %q", what, t.s)
		}
		return v
	}
	switch kt.s {
	case "DRAW_RECT", "DRAW_GRID":
		c.Kind = DrawRect
		if kt.s == "DRAW_GRID" {
			c.Kind = DrawGrid
		}
		if p.peek() == "ORTHOGRAPHIC" {
			p.next("")
		}
		p.expect("POS")
		c.X, c.Y = num("x"), num("y")
		p.expect("SIZE")
		c.W, c.H = num("width"), num("height")
		if c.Kind == DrawGrid {
			p.expect("CELLS")
			cl, _ := p.uintArg("columns", 1<<12)
			rw, _ := p.uintArg("rows", 1<<12)
			c.Columns, c.Rows = int(cl), int(rw)
		}
	case "DRAW_ARRAY":
		c.Kind = DrawArray
		p.expect("AS")
		tt := p.next("topology")
		if !topologies[tt.s] {
			p.errf(tt, "unknown topology %q", tt.s)
		}
		c.Topology = tt.s
		for p.more() {
			k := p.next("")
			switch k.s {
			case "INDEXED":
				c.Indexed = true
			case "START_IDX":
				v, _ := p.uintArg("START_IDX", 1<<31-1)
				c.First = int(v)
			case "COUNT":
				v, _ := p.uintArg("COUNT", 1<<31-1)
				c.Count = int(v)
			case "START_INSTANCE":
				v, _ := p.uintArg("START_INSTANCE", 1<<31-1)
				c.FirstInstance = int(v)
			case "INSTANCE_COUNT":
				v, _ := p.uintArg("INSTANCE_COUNT", 1<<31-1)
				c.Instances = int(v)
			default:
				p.errf(k, "unexpected %q", k.s)
			}
		}
	default:
		p.errf(kt, "unknown draw command %q", kt.s)
	}
	p.eol()
	return c
}

// clearCommand parses CLEAR, CLEAR_COLOR, CLEAR_DEPTH and CLEAR_STENCIL.
func (p *parser) clearCommand(kw tok) Command {
	c := &ClearCommand{cmdBase: cmdBase{p.pos(kw), p.commandText()}, What: kw.s}
	pt := p.next("pipeline name")
	pl, ok := p.pipes[pt.s]
	if !ok {
		p.errf(pt, "unknown pipeline %q", pt.s)
	}
	if pl.Graphics == nil {
		p.errf(pt, "pipeline %s is not a graphics pipeline", pl.Name)
	}
	c.Pipeline = pl
	switch kw.s {
	case "CLEAR_COLOR":
		for i := 0; i < 4; i++ {
			v, _ := p.uintArg(string("RGBA"[i])+" value", 255)
			c.Color[i] = float64(v) / 255
		}
	case "CLEAR_DEPTH":
		t := p.next("depth value")
		v, err := strconv.ParseFloat(t.s, 64)
		if err != nil {
			p.errf(t, "invalid depth value %q", t.s)
		}
		c.Depth = v
	case "CLEAR_STENCIL":
		v, _ := p.uintArg("stencil value", 255)
		c.Stencil = uint32(v)
	}
	p.eol()
	return c
}

var _ = diag.Pos{}
