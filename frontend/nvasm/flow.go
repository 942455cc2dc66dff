package nvasm

import (
	"github.com/glslc-nv/glslc-nv/spirv"
)

// flowCtx is an open IF or REP.
type flowCtx struct {
	isRep     bool
	dead      bool // opened in unreachable code: emits nothing
	merge     uint32
	elseLabel uint32 // IF: the false target, 0 once ELSE was seen
	thenLive  bool   // IF: the then part reached ELSE alive
	hasElse   bool
	cont      uint32 // REP: continue target
	header    uint32 // REP: loop header
	counter   uint32 // REP with a count: Function variable
	breaks    bool   // REP: something branches to the merge block
}

// routine emits one labelled instruction sequence as a SPIR-V function.
// Reaching the next label returns from a CAL (NV_gpu_program4: as though a
// RET stood before the label), but the main sequence, with no CAL
// pending, runs on into the next routine; reaching the end of the program
// text ends the invocation, even inside a CAL.
//
// Code after an unconditional BRK, CONT or RET is unreachable: g.bl is
// nil there and instructions are skipped until the enclosing IF or REP
// closes, so that no block lies outside the construct it branches in.
func (g *gen) routine(i int, r *routine) {
	g.fn = g.routines[i]
	g.bl = g.fn.Block(0)
	g.flow = nil
	for _, in := range r.insts {
		if g.bl == nil && in.info.Kind != kFlow {
			continue
		}
		if g.opts.Lines && g.bl != nil {
			if g.lineFile == 0 {
				g.lineFile = g.b.DebugString(in.pos.File)
			}
			g.bl.Line(g.lineFile, uint32(in.pos.Line), uint32(in.pos.Col))
		}
		g.inst(in)
	}
	if g.bl == nil {
		return
	}
	if i+1 < len(g.p.routines) {
		// With no CAL pending this is the main sequence: the entry point
		// goes on with the next routine.
		inMain := g.op(spirv.OpIEqual, g.tBool, g.bl.Load(g.tU, g.depth), g.cu(0))
		g.bl.Store(g.fell, inMain)
	} else {
		g.bl.Store(g.halt, g.b.ConstBool(true))
	}
	g.bl.Return()
}

// call emits CAL of routine j: the call-stack depth goes up around the
// call, and the caller returns at once when the callee reached END.
func (g *gen) call(j int) {
	d := g.bl.Load(g.tU, g.depth)
	g.bl.Store(g.depth, g.op(spirv.OpIAdd, g.tU, d, g.cu(1)))
	g.op(spirv.OpFunctionCall, g.tVoid, g.routines[j].ID())
	g.bl.Store(g.depth, d)
	h := g.bl.Load(g.tBool, g.halt)
	g.ifThen(h, func() {
		g.bl.Return()
		g.bl = nil
	})
}

// jump emits an unconditional jump when cc is nil (the code after it is
// then unreachable), else one taken when the test passes.
func (g *gen) jump(cc *ccTest, emit func()) {
	if cc == nil {
		emit()
		g.bl = nil
		return
	}
	g.ifThen(g.ccAny(cc), func() {
		emit()
		g.bl = nil
	})
}

func (g *gen) innerRep() *flowCtx {
	for i := len(g.flow) - 1; i >= 0; i-- {
		if g.flow[i].isRep {
			return g.flow[i]
		}
	}
	return nil
}

// unreachable places block label as an unreachable merge block.
func (g *gen) unreachable(label uint32) {
	g.fn.Block(label).Emit(spirv.OpUnreachable, 0)
	g.bl = nil
}

func (g *gen) flowInst(in *inst) {
	var top *flowCtx
	if n := len(g.flow); n > 0 {
		top = g.flow[n-1]
	}
	if g.bl == nil {
		switch in.op {
		case "IF", "REP":
			g.flow = append(g.flow, &flowCtx{dead: true, isRep: in.op == "REP"})
			return
		case "ELSE", "ENDIF", "ENDREP":
			if top.dead {
				if in.op != "ELSE" {
					g.flow = g.flow[:len(g.flow)-1]
				}
				return
			}
		default:
			return
		}
	}
	switch in.op {
	case "IF":
		f := &flowCtx{merge: g.b.ID(), elseLabel: g.b.ID()}
		then := g.b.ID()
		cond := g.ccAny(in.cc)
		g.bl.SelectionMerge(f.merge, spirv.SelectionControlNone)
		g.bl.BranchConditional(cond, then, f.elseLabel)
		g.bl = g.fn.Block(then)
		g.flow = append(g.flow, f)
	case "ELSE":
		f := top
		f.hasElse = true
		f.thenLive = g.bl != nil
		if g.bl != nil {
			g.bl.Branch(f.merge)
		}
		g.bl = g.fn.Block(f.elseLabel)
		f.elseLabel = 0
	case "ENDIF":
		f := top
		g.flow = g.flow[:len(g.flow)-1]
		live := g.bl != nil
		if g.bl != nil {
			g.bl.Branch(f.merge)
		}
		if !f.hasElse {
			g.fn.Block(f.elseLabel).Branch(f.merge)
			live = true
		} else {
			live = live || f.thenLive
		}
		if !live {
			g.unreachable(f.merge)
			return
		}
		g.bl = g.fn.Block(f.merge)
	case "REP":
		f := &flowCtx{isRep: true, merge: g.b.ID(), cont: g.b.ID(), header: g.b.ID()}
		if in.count != nil {
			f.counter = g.fn.Variable(g.b.TypePointer(spirv.StorageClassFunction, g.tI))
			g.bl.Store(f.counter, g.repCount(in))
			f.breaks = true
		}
		g.bl.Branch(f.header)
		g.bl = g.fn.Block(f.header)
		g.bl.LoopMerge(f.merge, f.cont, spirv.LoopControlNone)
		body := g.b.ID()
		if f.counter != 0 {
			check := g.b.ID()
			g.bl.Branch(check)
			g.bl = g.fn.Block(check)
			n := g.bl.Load(g.tI, f.counter)
			g.bl.BranchConditional(g.op(spirv.OpSGreaterThan, g.tBool, n, g.ci(0)), body, f.merge)
		} else {
			g.bl.Branch(body)
		}
		g.bl = g.fn.Block(body)
		g.flow = append(g.flow, f)
	case "ENDREP":
		f := top
		g.flow = g.flow[:len(g.flow)-1]
		if g.bl != nil {
			g.bl.Branch(f.cont)
		}
		g.bl = g.fn.Block(f.cont)
		if f.counter != 0 {
			n := g.bl.Load(g.tI, f.counter)
			g.bl.Store(f.counter, g.op(spirv.OpISub, g.tI, n, g.ci(1)))
		}
		g.bl.Branch(f.header)
		if !f.breaks {
			g.unreachable(f.merge)
			return
		}
		g.bl = g.fn.Block(f.merge)
	case "BRK":
		f := g.innerRep()
		f.breaks = true
		g.jump(in.cc, func() { g.bl.Branch(f.merge) })
	case "CONT":
		f := g.innerRep()
		g.jump(in.cc, func() { g.bl.Branch(f.cont) })
	case "RET":
		g.jump(in.cc, func() { g.bl.Return() })
	case "CAL":
		j := 0
		for k, r := range g.p.routines {
			if r.name == in.label {
				j = k
			}
		}
		if in.cc == nil {
			g.call(j)
		} else {
			g.ifThen(g.ccAny(in.cc), func() { g.call(j) })
		}
	}
}

// repCount reads a REP count as a signed integer: .S and .U as written,
// .F (the default) rounded down (NV_gpu_program4: floor), NaN skipping
// the loop; counts past 2^31-1 saturate.
func (g *gen) repCount(in *inst) uint32 {
	switch in.typ {
	case tyS:
		return g.scalar(in.count, tyS)
	case tyU:
		u := g.scalar(in.count, tyU)
		return g.op(spirv.OpBitcast, g.tI, g.ext(g.tU, spirv.GLSLstd450UMin, u, g.cu(0x7fffffff)))
	}
	return g.f2i(g.ext(g.tF, spirv.GLSLstd450Floor, g.scalar(in.count, tyF)), true)
}
