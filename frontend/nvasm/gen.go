package nvasm

import (
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"sort"
	"strconv"
	"strings"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// gen builds the SPIR-V module of a checked program.
type gen struct {
	// lineFile is the OpString of the program's file name (Options.Lines).
	lineFile uint32
	b        *spirv.Builder
	p        *program
	opts     Options
	diags    *diag.List // load-time errors found while generating (constant types)
	glsl     uint32

	tVoid, tBool, tU, tI, tF, tV4u, tV4i, tV4f, tV4b, tV3u, tFn uint32
	tUL, tL, tD, tV4ul, tV4l, tV4d                              uint32 // 64-bit, made by w64

	temps    map[*decl]uint32
	ccs      [2]uint32
	halt     uint32 // Private bool: END was reached
	depth    uint32 // Private uint: pending CALs
	fell     uint32 // Private bool: the main sequence fell through a label
	storage  map[int]uint32
	shared   uint32
	push     uint32
	params   map[paramKey]uint32
	builtins map[spirv.BuiltIn]uint32
	iface    []uint32 // entry-point interface (all globals from SPIR-V 1.4)
	routines []*spirv.Function

	fn   *spirv.Function
	bl   *spirv.Block
	flow []*flowCtx
}

type paramKey struct {
	d *decl
}

func generate(p *program, opts Options, diags *diag.List) ([]uint32, error) {
	b := spirv.NewBuilder(opts.SPIRVVersion)
	g := &gen{b: b, p: p, opts: opts, diags: diags, temps: map[*decl]uint32{}, storage: map[int]uint32{},
		params: map[paramKey]uint32{}, builtins: map[spirv.BuiltIn]uint32{}}
	b.Capability(spirv.CapabilityShader)
	g.glsl = b.ExtInstImport("GLSL.std.450")
	b.MemoryModel(spirv.AddressingModelLogical, spirv.MemoryModelGLSL450)
	g.tVoid = b.TypeVoid()
	g.tBool = b.TypeBool()
	g.tU = b.TypeInt(32, false)
	g.tI = b.TypeInt(32, true)
	g.tF = b.TypeFloat(32)
	g.tV4u = b.TypeVector(g.tU, 4)
	g.tV4i = b.TypeVector(g.tI, 4)
	g.tV4f = b.TypeVector(g.tF, 4)
	g.tV4b = b.TypeVector(g.tBool, 4)
	g.tV3u = b.TypeVector(g.tU, 3)
	g.tFn = b.TypeFunction(g.tVoid)

	g.declareGlobals()
	for range p.routines {
		g.routines = append(g.routines, b.Function(g.tVoid, g.tFn, spirv.FunctionControlNone))
	}
	// The entry point runs the main sequence: the entry routine and, while
	// each falls off its end with no CAL pending, the routines after it.
	// Routines never call their successor, so the SPIR-V call graph has
	// only the CAL edges.
	entry := b.Function(g.tVoid, g.tFn, spirv.FunctionControlNone)
	b.EntryPoint(spirv.ExecutionModelGLCompute, entry.ID(), "main")
	gs := p.groupSize
	b.ExecutionMode(entry.ID(), spirv.ExecutionModeLocalSize, gs[0], gs[1], gs[2])
	g.fn = entry
	g.bl = entry.Block(0)
	g.fillParams()
	for i := p.entry; i < len(p.routines); i++ {
		g.bl.Store(g.fell, g.b.ConstBool(false))
		g.op(spirv.OpFunctionCall, g.tVoid, g.routines[i].ID())
		if i+1 < len(p.routines) {
			g.ifThen(g.op(spirv.OpLogicalNot, g.tBool, g.bl.Load(g.tBool, g.fell)), func() {
				g.bl.Return()
				g.bl = nil
			})
		}
	}
	g.bl.Return()
	for i, r := range p.routines {
		g.routine(i, r)
	}
	b.AddInterface(entry.ID(), g.iface...)
	return b.Words()
}

// global adds a module-scope variable and remembers it for the interface.
func (g *gen) global(elem uint32, sc spirv.StorageClass, init ...uint32) uint32 {
	v := g.b.Variable(g.b.TypePointer(sc, elem), sc, init...)
	if sc == spirv.StorageClassInput || g.opts.SPIRVVersion >= spirv.Version1_4 {
		g.iface = append(g.iface, v)
	}
	return v
}

func (g *gen) declareGlobals() {
	b := g.b
	// Deterministic order: by declaration position.
	for _, d := range sortedDecls(g.p) {
		switch d.kind {
		case dTemp, dLongTemp:
			elem := g.vecT(tyU.width(d.kind == dLongTemp))
			if d.array {
				elem = b.TypeArray(elem, g.cu(uint32(d.size)))
			}
			v := g.global(elem, spirv.StorageClassPrivate, b.ConstNull(elem))
			if g.opts.DebugNames {
				b.Name(v, d.name)
			}
			g.temps[d] = v
		case dStorage:
			for k := 0; k < d.nbind; k++ {
				g.storageVar(d.bind + k)
			}
		case dShared:
			if g.shared == 0 {
				words := (g.p.sharedSize + 3) / 4
				if words == 0 {
					words = 1
				}
				g.shared = g.global(b.TypeArray(g.tU, g.cu(uint32(words))), spirv.StorageClassWorkgroup)
				if g.opts.DebugNames {
					b.Name(g.shared, "sharedmem")
				}
			}
		}
	}
	for i := range g.ccs {
		g.ccs[i] = g.global(g.tV4u, spirv.StorageClassPrivate, b.ConstNull(g.tV4u))
	}
	g.halt = g.global(g.tBool, spirv.StorageClassPrivate, g.b.ConstBool(false))
	g.depth = g.global(g.tU, spirv.StorageClassPrivate, g.cu(0))
	g.fell = g.global(g.tBool, spirv.StorageClassPrivate, g.b.ConstBool(false))
	if g.p.maxLocal > 0 {
		arr := b.TypeArrayStride(g.tV4u, g.cu(uint32(g.p.maxLocal)), 16)
		st := b.TypeStruct(arr)
		b.Decorate(st, spirv.DecorationBlock)
		b.MemberDecorate(st, 0, spirv.DecorationOffset, 0)
		g.push = g.global(st, spirv.StorageClassPushConstant)
		// Named after the program's own names, so that messages about
		// the block (a missing --push) speak assembly, not SPIR-V ids.
		var params []string
		for _, d := range sortedDecls(g.p) {
			for _, e := range d.params {
				if e.constant == nil {
					params = append(params, d.name)
					break
				}
			}
		}
		name := "program.local"
		if len(params) > 0 {
			name += " (PARAM " + strings.Join(params, ", ") + ")"
		}
		b.Name(st, name)
	}
}

func (g *gen) storageVar(binding int) uint32 {
	if v, ok := g.storage[binding]; ok {
		return v
	}
	b := g.b
	arr := b.TypeArrayStride(g.tU, 0, 4)
	st := b.TypeStruct(arr)
	b.Decorate(st, spirv.DecorationBlock)
	b.MemberDecorate(st, 0, spirv.DecorationOffset, 0)
	v := g.global(st, spirv.StorageClassStorageBuffer)
	b.Decorate(v, spirv.DecorationDescriptorSet, 0)
	b.Decorate(v, spirv.DecorationBinding, uint32(binding))
	// Named after the STORAGE names that bind it (see declareGlobals).
	var names []string
	for _, d := range sortedDecls(g.p) {
		if d.kind == dStorage && binding >= d.bind && binding < d.bind+d.nbind {
			names = append(names, d.name)
		}
	}
	name := "program.storage[" + strconv.Itoa(binding) + "]"
	if len(names) > 0 {
		name = "STORAGE " + strings.Join(names, ", ") + " (" + name + ")"
	}
	b.Name(st, name)
	g.storage[binding] = v
	return v
}

func sortedDecls(p *program) []*decl {
	out := make([]*decl, 0, len(p.decls))
	for _, d := range p.decls {
		out = append(out, d)
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i].pos, out[j].pos
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
	return out
}

// builtin returns the Input variable of a built-in.
func (g *gen) builtin(bi spirv.BuiltIn, typ uint32) uint32 {
	if v, ok := g.builtins[bi]; ok {
		return v
	}
	v := g.global(typ, spirv.StorageClassInput)
	g.b.Decorate(v, spirv.DecorationBuiltIn, uint32(bi))
	g.builtins[bi] = v
	return v
}

func (g *gen) loadBuiltin(bi spirv.BuiltIn, typ uint32) uint32 {
	return g.bl.Load(typ, g.builtin(bi, typ))
}

// --- emission helpers ---

func (g *gen) op(op spirv.Op, typ uint32, operands ...uint32) uint32 {
	return g.bl.Emit(op, typ, operands...)
}

func (g *gen) ext(typ, inst uint32, operands ...uint32) uint32 {
	return g.bl.ExtInst(typ, g.glsl, inst, operands...)
}

func (g *gen) cu(v uint32) uint32  { return g.b.ConstInt(g.tU, uint64(v)) }
func (g *gen) ci(v int32) uint32   { return g.b.ConstInt(g.tI, uint64(int64(v))) }
func (g *gen) cf(v float32) uint32 { return g.b.ConstFloat32(g.tF, v) }

// splatC returns the constant vector of four components holding bits.
func (g *gen) splatC(ty valType, bits uint64) uint32 {
	c := g.constScalar(ty, bits)
	return g.b.ConstComposite(g.vecT(ty), c, c, c, c)
}

func (g *gen) vecT(ty valType) uint32 {
	if ty.is64() {
		g.w64()
	}
	switch ty {
	case tyF:
		return g.tV4f
	case tyS:
		return g.tV4i
	case tyU:
		return g.tV4u
	case tyF64:
		return g.tV4d
	case tyS64:
		return g.tV4l
	}
	return g.tV4ul
}

func (g *gen) scalT(ty valType) uint32 {
	if ty.is64() {
		g.w64()
	}
	switch ty {
	case tyF:
		return g.tF
	case tyS:
		return g.tI
	case tyU:
		return g.tU
	case tyF64:
		return g.tD
	case tyS64:
		return g.tL
	}
	return g.tUL
}

// cast bitcasts v of type from to type to (vectors or scalars alike) of
// the same width.
func (g *gen) cast(v uint32, from, to valType, vector bool) uint32 {
	if from == to {
		return v
	}
	t := g.scalT(to)
	if vector {
		t = g.vecT(to)
	}
	return g.op(spirv.OpBitcast, t, v)
}

// vec4 builds a vector from four scalars.
func (g *gen) vec4(typ uint32, a, b, c, d uint32) uint32 {
	return g.op(spirv.OpCompositeConstruct, typ, a, b, c, d)
}

// splat replicates scalar s of type ty.
func (g *gen) splat(ty valType, s uint32) uint32 {
	return g.vec4(g.vecT(ty), s, s, s, s)
}

func (g *gen) comp(typ, v uint32, i int) uint32 {
	return g.op(spirv.OpCompositeExtract, typ, v, uint32(i))
}

func (g *gen) boolVec(bs [4]bool) uint32 {
	var c [4]uint32
	for i, v := range bs {
		c[i] = g.b.ConstBool(v)
	}
	return g.b.ConstComposite(g.tV4b, c[0], c[1], c[2], c[3])
}

// sel is OpSelect.
func (g *gen) sel(typ, cond, a, b uint32) uint32 {
	return g.op(spirv.OpSelect, typ, cond, a, b)
}

// ifThen emits "if (cond) { body }" as a structured selection; body runs
// with g.bl set to the then block and may leave g.bl elsewhere.
func (g *gen) ifThen(cond uint32, body func()) {
	then, merge := g.b.ID(), g.b.ID()
	g.bl.SelectionMerge(merge, spirv.SelectionControlNone)
	g.bl.BranchConditional(cond, then, merge)
	g.bl = g.fn.Block(then)
	body()
	if g.bl != nil {
		g.bl.Branch(merge)
	}
	g.bl = g.fn.Block(merge)
}

// ifValue is "cond ? body() : zero" with the value taken through OpPhi.
func (g *gen) ifValue(typ, cond, zero uint32, body func() uint32) uint32 {
	head := g.bl.Label()
	then, merge := g.b.ID(), g.b.ID()
	g.bl.SelectionMerge(merge, spirv.SelectionControlNone)
	g.bl.BranchConditional(cond, then, merge)
	g.bl = g.fn.Block(then)
	v := body()
	end := g.bl.Label()
	g.bl.Branch(merge)
	g.bl = g.fn.Block(merge)
	return g.op(spirv.OpPhi, typ, v, end, zero, head)
}
