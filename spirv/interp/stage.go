package interp

import (
	"encoding/binary"
	"fmt"
	"math"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// Graphics stages (SEMANTICS.md section 7). A graphics stage's entry
// point runs like a compute kernel whose "workgroups" are single
// subgroups: RunFragments packs 2x2 quads into subgroups of the chosen
// width, in the order given, S/4 quads a subgroup. Each lane's built-in
// and Location inputs are written into its invocation memory before the
// subgroup starts, and its outputs are read from there when it ends.
// Helper lanes (the uncovered pixels of a quad, and lanes that demoted
// themselves) run the shader for their quad's derivatives and quad
// operations but write no buffer and no output.

func modelName(m spirv.ExecutionModel) string {
	if e, ok := spirv.KindExecutionModel.Enumerant(uint32(m)); ok {
		return e.Name
	}
	return fmt.Sprint(uint32(m))
}

// locVar is one scalar component of a Location input or output: its
// location*4+component word and its place in invocation memory.
type locVar struct {
	word int // location*4 + component
	off  int
	size int // bytes: 4 (or 2 or 8)
	// flat and noperspective are the interpolation decorations
	flat, noPersp bool
	float         bool
}

// stageVar records the components of a Location variable id of type t
// (laid out as l at arena offset off).
func (c *compiler) stageVar(id uint32, t *rtype, l *layout, off int, dst *[]locVar) error {
	la, ok := c.m.decoration(id, spirv.DecorationLocation)
	if !ok || len(la) == 0 {
		if t.k == tStruct {
			return c.errf("interface block variables without a Location are not supported")
		}
		return c.errf("Input or Output variable without a BuiltIn or Location decoration")
	}
	comp := 0
	if ca, ok := c.m.decoration(id, spirv.DecorationComponent); ok && len(ca) > 0 {
		comp = int(ca[0])
	}
	_, flat := c.m.decoration(id, spirv.DecorationFlat)
	_, noPersp := c.m.decoration(id, spirv.DecorationNoPerspective)
	// components per location: a vector's, or an array element's or
	// matrix column's
	per := 1
	et := t
	for et.k == tArray || et.k == tMatrix {
		et = et.elem
	}
	if et.k == tVector {
		per = et.n
	}
	sc := t.scalar()
	if sc == nil {
		sc = et.scalar()
	}
	if sc == nil || len(l.slots) == 0 {
		return c.errf("unsupported type for a Location variable")
	}
	isFloat := sc.k == tFloat
	for i, s := range l.slots {
		sz := int(s.size)
		// 64-bit components take two words of a location
		words := 1
		if sz == 8 {
			words = 2
		}
		w := int(la[0])*4 + comp + (i%per)*words + (i/per)*4
		*dst = append(*dst, locVar{word: w, off: off + int(s.off), size: sz, flat: flat, noPersp: noPersp, float: isFloat})
	}
	return nil
}

// outputVar records an Output variable: a built-in (or a block of them,
// gl_PerVertex) or a Location output.
func (c *compiler) outputVar(id uint32, t *rtype, l *layout, off int) error {
	if a, ok := c.m.decoration(id, spirv.DecorationBuiltIn); ok && len(a) > 0 {
		c.x.bouts = append(c.x.bouts, bvar{spirv.BuiltIn(a[0]), off, t})
		return nil
	}
	if t.k == tStruct {
		if mm := c.m.mdec[t.id]; mm != nil {
			found := false
			for mi := range t.members {
				for _, d := range mm[uint32(mi)] {
					if d.d == spirv.DecorationBuiltIn && len(d.args) > 0 && mi < len(l.moff) {
						c.x.bouts = append(c.x.bouts, bvar{spirv.BuiltIn(d.args[0]), off + l.moff[mi], t.members[mi]})
						found = true
					}
				}
			}
			if found {
				return nil
			}
		}
	}
	if c.x.model == spirv.ExecutionModelGLCompute {
		return nil
	}
	return c.stageVar(id, t, l, off, &c.x.locOuts)
}

// Quad is one 2x2 group of fragments of one primitive. Lane k of the quad
// is the pixel (X + k&1, Y + k>>1).
type Quad struct {
	// X and Y are the even framebuffer coordinates of lane 0.
	X, Y int32
	// Cover has bit k set when lane k covers its pixel; the quad's
	// other lanes run as helper invocations.
	Cover uint8
	// Z and InvW are FragCoord.z and FragCoord.w of each lane.
	Z, InvW [4]float32
	// FrontFacing and Primitive are gl_FrontFacing and gl_PrimitiveID.
	FrontFacing bool
	Primitive   uint32
}

// Fragments is the work of a RunFragments call.
type Fragments struct {
	Quads []Quad
	// Inputs holds the Location inputs of every lane: lane i (quad
	// i/4, lane i%4) has words Inputs[i*InWords : (i+1)*InWords], word
	// location*4+component holding the component's 32 bits. Nil means
	// zeros.
	Inputs  []uint32
	InWords int
	// OutWords is the number of output words kept per lane: the
	// outputs at locations below OutWords/4.
	OutWords int
}

// FragmentResult is what RunFragments produced.
type FragmentResult struct {
	*Result
	// Written[i] says lane i (quad i/4, lane i%4) ended covering its
	// pixel: it was not a helper (nor demoted) and did not discard.
	Written []bool
	// Outputs holds lane i's Location outputs at
	// Outputs[i*OutWords:(i+1)*OutWords] (only Written lanes are
	// meaningful); Depth its FragDepth when the shader writes one
	// (HasDepth).
	Outputs  []uint32
	Depth    []float32
	HasDepth bool
}

// Vertices is the work of a RunVertices call: lane i shades vertex i of
// the list, in the order the draw reads them.
type Vertices struct {
	// VertexIndex and InstanceIndex are each lane's gl_VertexIndex and
	// gl_InstanceIndex (one entry per lane); BaseVertex and BaseInstance
	// are the draw's (gl_BaseVertex, gl_BaseInstance).
	VertexIndex, InstanceIndex []uint32
	BaseVertex, BaseInstance   uint32
	// Inputs holds each lane's Location inputs, InWords words a lane
	// (word location*4+component); nil means zeros.
	Inputs  []uint32
	InWords int
	// OutWords is the number of output words kept per lane: the
	// outputs at locations below OutWords/4.
	OutWords int
}

// VertexResult is what RunVertices produced: each lane's gl_Position
// and its Location outputs (Outputs[i*OutWords:(i+1)*OutWords]).
type VertexResult struct {
	*Result
	Position [][4]float32
	Outputs  []uint32
}

// RunVertices runs the module's vertex entry point (cfg.Entry, or the
// only one) over the vertices of v, packed into subgroups of
// cfg.SubgroupSize lanes in order (a decision: Vulkan leaves how vertex
// invocations form subgroups to the implementation). cfg.Workgroups is
// ignored.
func (p *Program) RunVertices(cfg Config, v *Vertices) (*VertexResult, error) {
	x, err := p.stage(spirv.ExecutionModelVertex, cfg.Spec, cfg.Entry)
	if err != nil {
		return nil, err
	}
	n := len(v.VertexIndex)
	if len(v.InstanceIndex) != n {
		return nil, fmt.Errorf("interp: RunVertices: %d vertex indices and %d instance indices", n, len(v.InstanceIndex))
	}
	if v.Inputs != nil && len(v.Inputs) < n*v.InWords {
		return nil, fmt.Errorf("interp: RunVertices: %d input words for %d lanes of %d words", len(v.Inputs), n, v.InWords)
	}
	g := &gfxRun{vert: v, lanes: n, written: make([]bool, n), outWords: v.OutWords, outputs: make([]uint32, n*v.OutWords),
		pos: make([][4]float32, n)}
	cfg.gfx = g
	res, err := x.run(&cfg)
	return &VertexResult{Result: res, Position: g.pos, Outputs: g.outputs}, err
}

// gfxRun is the graphics part of a runState.
type gfxRun struct {
	frag     *Fragments
	vert     *Vertices
	pos      [][4]float32 // gl_Position of each vertex lane
	lanes    int
	written  []bool
	outputs  []uint32
	outWords int
	depth    []float32
}

// StageInterface describes the Location inputs and outputs of a graphics
// entry point: each is location*4+component.
type StageInterface struct {
	Inputs, Outputs []Varying
	// WritesDepth says a fragment shader has a FragDepth output.
	WritesDepth bool
}

// Varying is one 32-bit component of a Location variable.
type Varying struct {
	Word          int
	Flat, NoPersp bool
	Float         bool
}

// Interface compiles the entry point of the given stage (named entry, or
// the only one) and describes its Location inputs and outputs.
func (p *Program) Interface(model spirv.ExecutionModel, entry string) (*StageInterface, error) {
	x, err := p.stage(model, nil, entry)
	if err != nil {
		return nil, err
	}
	si := &StageInterface{}
	for _, v := range x.locIns {
		si.Inputs = append(si.Inputs, Varying{v.word, v.flat, v.noPersp, v.float})
	}
	for _, v := range x.locOuts {
		si.Outputs = append(si.Outputs, Varying{v.word, v.flat, v.noPersp, v.float})
	}
	for _, b := range x.bouts {
		if b.bi == spirv.BuiltInFragDepth {
			si.WritesDepth = true
		}
	}
	return si, nil
}

// stage returns the module compiled for a graphics entry point.
func (p *Program) stage(model spirv.ExecutionModel, spec map[uint32]uint64, entry string) (*exe, error) {
	if model == spirv.ExecutionModelGLCompute {
		return nil, fmt.Errorf("interp: stage: not a graphics stage")
	}
	return p.specializedStage(spec, entry, model)
}

// RunFragments runs the module's fragment entry point (cfg.Entry, or the
// only one) over the quads of f, packed into subgroups of
// cfg.SubgroupSize lanes in order. cfg.Workgroups is ignored.
func (p *Program) RunFragments(cfg Config, f *Fragments) (*FragmentResult, error) {
	x, err := p.stage(spirv.ExecutionModelFragment, cfg.Spec, cfg.Entry)
	if err != nil {
		return nil, err
	}
	n := len(f.Quads) * 4
	g := &gfxRun{frag: f, lanes: n, written: make([]bool, n), outWords: f.OutWords, outputs: make([]uint32, n*f.OutWords)}
	for _, b := range x.bouts {
		if b.bi == spirv.BuiltInFragDepth {
			g.depth = make([]float32, n)
		}
	}
	if f.Inputs != nil && len(f.Inputs) < n*f.InWords {
		return nil, fmt.Errorf("interp: RunFragments: %d input words for %d lanes of %d words", len(f.Inputs), n, f.InWords)
	}
	cfg.gfx = g
	res, err := x.run(&cfg)
	fr := &FragmentResult{Result: res, Written: g.written, Outputs: g.outputs, Depth: g.depth, HasDepth: g.depth != nil}
	return fr, err
}

// gfxLanes is the number of lanes of the subgroup that runs "workgroup"
// lin.
func (g *gfxRun) lanesOf(lin int64, S int) int {
	n := g.lanes - int(lin)*S
	return max(0, min(n, S))
}

// startGraphics prepares the lanes of a graphics subgroup: the helper
// mask, the Location inputs, and cleared outputs.
func (s *sg) startGraphics(n int) {
	g := s.wg.run.gfx
	s.helper, s.killed = lmask{}, lmask{}
	base := int(s.wg.lin) * s.S
	inputs, inWords := g.inputs()
	for l := 0; l < n; l++ {
		i := base + l
		if g.frag != nil && g.frag.Quads[i/4].Cover>>(i%4)&1 == 0 {
			s.helper.set(l)
		}
		a := s.arena[l*s.ast : (l+1)*s.ast]
		for _, v := range s.x.locOuts {
			wr(a[v.off:], v.size, 0)
		}
		for _, b := range s.x.bouts {
			for k := 0; k < b.t.comps; k++ {
				sz := b.t.compType(k).byteSize()
				wr(a[b.off+k*sz:], sz, 0)
			}
		}
		if inputs == nil {
			for _, v := range s.x.locIns {
				wr(a[v.off:], v.size, 0)
			}
			continue
		}
		in := inputs[i*inWords : (i+1)*inWords]
		for _, v := range s.x.locIns {
			var x uint64
			if v.word < len(in) {
				x = uint64(in[v.word])
			}
			if v.size == 8 && v.word+1 < len(in) {
				x |= uint64(in[v.word+1]) << 32
			}
			wr(a[v.off:], v.size, x)
		}
	}
}

// inputs are the Location inputs of the run's lanes and their words per
// lane.
func (g *gfxRun) inputs() ([]uint32, int) {
	if g.vert != nil {
		return g.vert.Inputs, g.vert.InWords
	}
	return g.frag.Inputs, g.frag.InWords
}

// endGraphics collects the outputs of a finished graphics subgroup.
func (s *sg) endGraphics() {
	g := s.wg.run.gfx
	n := g.lanesOf(s.wg.lin, s.S)
	base := int(s.wg.lin) * s.S
	for l := 0; l < n; l++ {
		i := base + l
		if s.helper.has(l) || s.killed.has(l) {
			continue
		}
		g.written[i] = true
		a := s.arena[l*s.ast : (l+1)*s.ast]
		out := g.outputs[i*g.outWords : (i+1)*g.outWords]
		for _, v := range s.x.locOuts {
			if v.word < len(out) {
				x := rd(a[v.off:], v.size)
				out[v.word] = uint32(x)
				if v.size == 8 && v.word+1 < len(out) {
					out[v.word+1] = uint32(x >> 32)
				}
			}
		}
		if g.pos != nil {
			for _, b := range s.x.bouts {
				if b.bi == spirv.BuiltInPosition && b.t.comps == 4 {
					for k := 0; k < 4; k++ {
						g.pos[i][k] = math.Float32frombits(binary.LittleEndian.Uint32(a[b.off+4*k:]))
					}
				}
			}
		}
		if g.depth != nil {
			for _, b := range s.x.bouts {
				if b.bi == spirv.BuiltInFragDepth {
					g.depth[i] = math.Float32frombits(binary.LittleEndian.Uint32(a[b.off:]))
				}
			}
		}
	}
}

// fragBuiltin gives the value of a fragment-stage built-in for lane l, or
// false when bi is not one.
func (s *sg) fragBuiltin(bi spirv.BuiltIn, l int, v *[4]uint64) ([]uint64, bool) {
	g := s.wg.run.gfx
	if g != nil && g.vert != nil {
		return s.vertBuiltin(bi, l, v)
	}
	if g == nil || g.frag == nil {
		return nil, false
	}
	i := int(s.wg.lin)*s.S + l
	if i >= g.lanes {
		return v[:1], true
	}
	q := &g.frag.Quads[i/4]
	k := i % 4
	f32 := func(x float32) uint64 { return uint64(math.Float32bits(x)) }
	switch bi {
	case spirv.BuiltInFragCoord:
		v[0] = f32(float32(q.X+int32(k&1)) + 0.5)
		v[1] = f32(float32(q.Y+int32(k>>1)) + 0.5)
		v[2] = f32(q.Z[k])
		v[3] = f32(q.InvW[k])
		return v[:4], true
	case spirv.BuiltInHelperInvocation:
		v[0] = b2u(q.Cover>>k&1 == 0)
	case spirv.BuiltInFrontFacing:
		v[0] = b2u(q.FrontFacing)
	case spirv.BuiltInPrimitiveId:
		v[0] = uint64(q.Primitive)
	case spirv.BuiltInSampleId, spirv.BuiltInLayer, spirv.BuiltInViewIndex, spirv.BuiltInViewportIndex:
		v[0] = 0
	case spirv.BuiltInSampleMask:
		v[0] = 1
	case spirv.BuiltInSamplePosition, spirv.BuiltInPointCoord:
		v[0], v[1] = f32(0.5), f32(0.5)
		return v[:2], true
	default:
		return nil, false
	}
	return v[:1], true
}

// vertBuiltin gives the value of a vertex-stage built-in for lane l, or
// false when bi is not one. gl_DrawID is 0 (one draw).
func (s *sg) vertBuiltin(bi spirv.BuiltIn, l int, v *[4]uint64) ([]uint64, bool) {
	g := s.wg.run.gfx
	i := int(s.wg.lin)*s.S + l
	if i >= g.lanes {
		return v[:1], true
	}
	switch bi {
	case spirv.BuiltInVertexIndex:
		v[0] = uint64(g.vert.VertexIndex[i])
	case spirv.BuiltInInstanceIndex:
		v[0] = uint64(g.vert.InstanceIndex[i])
	case spirv.BuiltInBaseVertex:
		v[0] = uint64(g.vert.BaseVertex)
	case spirv.BuiltInBaseInstance:
		v[0] = uint64(g.vert.BaseInstance)
	case spirv.BuiltInDrawIndex, spirv.BuiltInViewIndex, spirv.BuiltInDeviceIndex:
		v[0] = 0
	default:
		return nil, false
	}
	return v[:1], true
}

// derivative kinds: bit 0-1 the axis (1 x, 2 y, 3 both: fwidth), bit 2
// coarse
const (
	dX      = 1
	dY      = 2
	dCoarse = 4
)

func derivKind(op spirv.Op) uint32 {
	switch op {
	case spirv.OpDPdx, spirv.OpDPdxFine:
		return dX
	case spirv.OpDPdy, spirv.OpDPdyFine:
		return dY
	case spirv.OpFwidth, spirv.OpFwidthFine:
		return dX | dY
	case spirv.OpDPdxCoarse:
		return dX | dCoarse
	case spirv.OpDPdyCoarse:
		return dY | dCoarse
	}
	return dX | dY | dCoarse
}

// derivative runs OpDPdx and its relatives over the quads of the
// subgroup (SEMANTICS.md section 7): fine derivatives take the difference
// across the lane's own row (x) or column (y) of its quad, coarse ones
// the row or column that holds lane 0; the plain forms are the fine
// ones. A quad with an inactive lane gives an undefined result, reported.
func (s *sg) derivative(in *inst, kind int) {
	S, n, w := s.S, int(in.n), int(in.w)
	sub := func(a, b uint64) uint64 {
		if w == 32 {
			return uint64(math.Float32bits(math.Float32frombits(uint32(a)) - math.Float32frombits(uint32(b))))
		}
		return fput(fget(a, w)-fget(b, w), w)
	}
	abs := func(a uint64) uint64 { return a &^ (1 << (w - 1)) }
	add := func(a, b uint64) uint64 {
		if w == 32 {
			return uint64(math.Float32bits(math.Float32frombits(uint32(a)) + math.Float32frombits(uint32(b))))
		}
		return fput(fget(a, w)+fget(b, w), w)
	}
	buf := s.gscratch[:0]
	for _, l8 := range s.act {
		l := int(l8)
		q := l &^ 3
		if s.checks && !(s.mask.has(q) && s.mask.has(q+1) && s.mask.has(q+2) && s.mask.has(q+3)) {
			s.report("derivative-divergent", in, l, "a derivative in a quad whose four lanes are not all active (non-uniform control flow or ended invocations): the result is undefined")
		}
		// x pair: (row, row+1) of the lane's row, or lane 0's row
		rx := q + l&2
		cy := q + l&1
		if kind&dCoarse != 0 {
			rx, cy = q, q
		}
		for c := 0; c < n; c++ {
			r := s.regs[(int(in.a)+c)*S:]
			var dx, dy uint64
			if kind&dX != 0 {
				dx = sub(r[rx+1], r[rx])
			}
			if kind&dY != 0 {
				dy = sub(r[cy+2], r[cy])
			}
			var v uint64
			switch kind & 3 {
			case dX:
				v = dx
			case dY:
				v = dy
			default:
				v = add(abs(dx), abs(dy))
			}
			buf = append(buf, v)
		}
	}
	i := 0
	for _, l := range s.act {
		for c := 0; c < n; c++ {
			s.regs[(int(in.d)+c)*S+int(l)] = buf[i]
			i++
		}
	}
	s.gscratch = buf
}
