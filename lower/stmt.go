package lower

import (
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// block lowers statements until one ends the current block; the rest of
// the block is unreachable and dropped.
func (l *lowerer) block(b *ir.Block) {
	if b == nil {
		return
	}
	for _, s := range b.Stmts {
		if !l.f.open {
			return
		}
		l.stmt(s)
	}
}

func (l *lowerer) stmt(s ir.Stmt) {
	l.setLine(s.At())
	switch s := s.(type) {
	case *ir.Block:
		l.block(s)
	case *ir.ExprStmt:
		l.exprStmt(s.X)
	case *ir.Store:
		p := l.place(s.Dst)
		v := l.expr(s.Value)
		if l.opts.InvertY {
			v = l.invertY(s.Dst, v)
		}
		l.storePlace(p, v)
	case *ir.If:
		l.ifStmt(s)
	case *ir.Loop:
		l.loop(s)
	case *ir.Switch:
		l.switchStmt(s)
	case *ir.Break:
		if len(l.f.breaks) == 0 {
			l.fail(s.Pos, "break outside a loop or switch")
		}
		l.branch(l.f.breaks[len(l.f.breaks)-1])
	case *ir.Continue:
		if len(l.f.continues) == 0 {
			l.fail(s.Pos, "continue outside a loop")
		}
		l.branch(l.f.continues[len(l.f.continues)-1])
	case *ir.Printf:
		l.printf(s)
	case *ir.Discard:
		l.discard(s)
	case *ir.Return:
		if s.Value == nil {
			l.terminate(spirv.OpReturn)
		} else {
			v := l.expr(s.Value)
			l.terminate(spirv.OpReturnValue, v)
		}
	default:
		l.fail(s.At(), "unknown statement %T", s)
	}
}

// exprStmt evaluates an expression for its effects.
func (l *lowerer) exprStmt(e ir.Expr) {
	switch e := e.(type) {
	case *ir.Call:
		l.call(e)
	default:
		l.expr(e)
	}
}

func (l *lowerer) ifStmt(s *ir.If) {
	cond := l.expr(s.Cond)
	then, merge := l.b.ID(), l.b.ID()
	els := merge
	if s.Else != nil && len(s.Else.Stmts) > 0 {
		els = l.b.ID()
	}
	l.emitVoid(spirv.OpSelectionMerge, merge, uint32(selectionControl(s.Control)))
	l.terminate(spirv.OpBranchConditional, cond, then, els)
	l.enter(s.Pos)
	l.startBlock(then)
	l.block(s.Then)
	l.branch(merge)
	if els != merge {
		l.startBlock(els)
		l.block(s.Else)
		l.branch(merge)
	}
	l.leave()
	l.startBlock(merge)
}

// loop lowers
//
//	header:   OpLoopMerge merge continue; OpBranch check
//	check:    pre-test condition -> body or merge (omitted without a pre-test)
//	body:     ... ; OpBranch continue
//	continue: continue block; post-test condition -> header or merge,
//	          or OpBranch header
//	merge:
func (l *lowerer) loop(s *ir.Loop) {
	header, body, cont, merge := l.b.ID(), l.b.ID(), l.b.ID(), l.b.ID()
	l.branch(header)
	l.startBlock(header)
	l.emitVoid(spirv.OpLoopMerge, merge, cont, uint32(loopControl(s.Control)))
	l.enter(s.Pos)
	if s.Cond != nil && !s.PostTest {
		check := l.b.ID()
		l.branch(check)
		l.startBlock(check)
		c := l.expr(s.Cond)
		l.terminate(spirv.OpBranchConditional, c, body, merge)
	} else {
		l.branch(body)
	}
	l.startBlock(body)
	l.f.breaks = append(l.f.breaks, merge)
	l.f.continues = append(l.f.continues, cont)
	l.block(s.Body)
	l.f.breaks = l.f.breaks[:len(l.f.breaks)-1]
	l.f.continues = l.f.continues[:len(l.f.continues)-1]
	l.branch(cont)

	l.startBlock(cont)
	l.block(s.Continue)
	if s.Cond != nil && s.PostTest {
		c := l.expr(s.Cond)
		l.terminate(spirv.OpBranchConditional, c, header, merge)
	} else {
		l.branch(header)
	}
	l.leave()
	l.startBlock(merge)
}

// switchStmt lowers a switch with fall-through: case bodies are laid out in
// order and a body that does not end in a jump branches to the next one.
func (l *lowerer) switchStmt(s *ir.Switch) {
	sel := l.expr(s.Selector)
	merge := l.b.ID()
	labels := make([]uint32, len(s.Cases))
	def := merge
	var targets []uint32
	wide := s.Selector.Type().Width() == 64
	for i, c := range s.Cases {
		labels[i] = l.b.ID()
		if c.Default {
			def = labels[i]
		}
		for _, v := range c.Values {
			targets = append(targets, uint32(v))
			if wide {
				targets = append(targets, uint32(uint64(v)>>32))
			} else if s.Selector.Type().Width() < 32 {
				targets[len(targets)-1] = literalWords(s.Selector.Type(), uint64(v))[0]
			}
			targets = append(targets, labels[i])
		}
	}
	if n := len(targets) + 3; n > 0xFFFF {
		per := 2
		if wide {
			per = 3
		}
		l.fail(s.Pos, "a switch of %d case labels is too large for SPIR-V (one OpSwitch holds at most %d)", len(targets)/per, (0xFFFF-3)/per)
	}
	l.emitVoid(spirv.OpSelectionMerge, merge, uint32(selectionControl(s.Control)))
	l.terminate(spirv.OpSwitch, append([]uint32{sel, def}, targets...)...)
	l.enter(s.Pos)
	l.f.breaks = append(l.f.breaks, merge)
	for i, c := range s.Cases {
		l.startBlock(labels[i])
		l.block(c.Body)
		if i+1 < len(s.Cases) {
			l.branch(labels[i+1])
		} else {
			l.branch(merge)
		}
	}
	l.f.breaks = l.f.breaks[:len(l.f.breaks)-1]
	l.leave()
	l.startBlock(merge)
}

// printf lowers debugPrintf to OpExtInst DebugPrintf (instruction 1) of
// the NonSemantic.DebugPrintf set, with the format as an OpString.
func (l *lowerer) printf(s *ir.Printf) {
	l.extension("SPV_KHR_non_semantic_info")
	set := l.b.ExtInstImport("NonSemantic.DebugPrintf")
	ops := []uint32{l.typeID(ir.Void), set, 1, l.b.DebugString(s.Format)}
	for _, a := range s.Args {
		ops = append(ops, l.expr(a))
	}
	l.emit(spirv.OpExtInst, ops...)
}

// selectionControl is SPIR-V's form of an IR selection hint.
func selectionControl(c ir.SelectionControl) spirv.SelectionControl {
	var out spirv.SelectionControl
	if c&ir.Flatten != 0 {
		out |= spirv.SelectionControlFlatten
	}
	if c&ir.DontFlatten != 0 {
		out |= spirv.SelectionControlDontFlatten
	}
	return out
}

// loopControl is SPIR-V's form of an IR loop hint.
func loopControl(c ir.LoopControl) spirv.LoopControl {
	var out spirv.LoopControl
	if c&ir.Unroll != 0 {
		out |= spirv.LoopControlUnroll
	}
	if c&ir.DontUnroll != 0 {
		out |= spirv.LoopControlDontUnroll
	}
	return out
}
