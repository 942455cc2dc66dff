package nvasm

import (
	"github.com/glslc-nv/glslc-nv/internal/nvisa"
	"github.com/glslc-nv/glslc-nv/ir"
)

// loopCtx is an enclosing REP: a loop, or the one-trip REP of a switch.
type loopCtx struct {
	isSwitch bool
	// contFlag is the loop's "continue taken inside a switch" flag
	// register (set on the loop; nil until needed).
	contFlag *val
}

// block emits statements, dropping those after a jump, and releases the
// temporaries each statement used.
func (e *emitter) block(b *ir.Block) {
	if b == nil {
		return
	}
	for _, s := range b.Stmts {
		e.stmt(s)
		switch s.(type) {
		case *ir.Break, *ir.Continue, *ir.Return:
			return
		}
	}
}

func (e *emitter) stmt(s ir.Stmt) {
	mark := e.f.next
	defer func() { e.f.next = mark }()
	if e.opts.Comments {
		if p := s.At(); p.Known() {
			if _, isBlock := s.(*ir.Block); !isBlock {
				e.comment("%s:%d", e.file(p.File), p.Line)
			}
		}
	}
	switch s := s.(type) {
	case *ir.Block:
		e.block(s)
	case *ir.ExprStmt:
		e.value(s.X)
	case *ir.Store:
		p := e.placePinned(s.Dst, s.Value)
		v := e.value(s.Value)
		e.store(p, v)
	case *ir.If:
		c := e.scalar(s.Cond)
		e.scalarCC(c)
		e.ins(nvisa.IF + " NE.x")
		e.nested(s.Then)
		if s.Else != nil && len(s.Else.Stmts) > 0 {
			e.ins(nvisa.ELSE)
			e.nested(s.Else)
		}
		e.ins(nvisa.ENDIF)
	case *ir.Loop:
		e.loop(s)
	case *ir.Switch:
		e.switchStmt(s)
	case *ir.Break:
		e.ins(nvisa.BRK)
	case *ir.Continue:
		e.continueStmt()
	case *ir.Printf:
		e.unsupported(s.At(), "debugPrintf (GL_EXT_debug_printf; the assembly target has no debug output)")
	case *ir.Return:
		if s.Value != nil && e.f.ret != nil {
			e.store(slotPlace(e.f.ret), e.value(s.Value))
		}
		e.ins(nvisa.RET)
	default:
		e.fail(s.At(), "unsupported statement %T", s)
	}
}

func (e *emitter) nested(b *ir.Block) {
	e.indent++
	e.block(b)
	e.indent--
}

// loop emits a structured loop as REP/ENDREP. The pre-test is a BRK at
// the top. When a continue statement must run the continue block (or the
// post-test), both move to the top of the REP behind a "not the first
// trip" flag, so that CONT, which jumps to the top, runs them:
//
//	MOV.S first.x, -1;
//	REP;
//	  MOV.S.CC RC.x, first.x; IF EQ.x; <continue block>; <post-test BRK>; ENDIF;
//	  MOV.S first.x, 0;
//	  <pre-test BRK>; <body>
//	ENDREP;
func (e *emitter) loop(s *ir.Loop) {
	cont := s.Continue != nil && len(s.Continue.Stmts) > 0
	top := (cont || (s.PostTest && s.Cond != nil)) && hasContinue(s.Body)
	ctx := &loopCtx{}
	if continueInSwitch(s.Body) {
		f := e.tmp(ir.Bool)
		ctx.contFlag = &f
		e.ins(nvisa.MOV+".S %s.x, 0", f.reg)
	}
	e.loops = append(e.loops, ctx)
	defer func() { e.loops = e.loops[:len(e.loops)-1] }()
	var first val
	if top {
		first = e.tmp(ir.Bool)
		e.ins(nvisa.MOV+".S %s.x, -1", first.reg)
	}
	e.ins(nvisa.REP)
	e.indent++
	if top {
		e.scalarCC(first)
		e.ins(nvisa.IF + " EQ.x")
		e.indent++
		e.stmtsScoped(s.Continue)
		if s.PostTest && s.Cond != nil {
			e.breakUnless(s.Cond)
		}
		e.indent--
		e.ins(nvisa.ENDIF)
		e.ins(nvisa.MOV+".S %s.x, 0", first.reg)
	}
	if !s.PostTest && s.Cond != nil {
		e.breakUnless(s.Cond)
	}
	e.stmtsScoped(s.Body)
	if !top {
		e.stmtsScoped(s.Continue)
		if s.PostTest && s.Cond != nil {
			e.breakUnless(s.Cond)
		}
	}
	e.indent--
	e.ins(nvisa.ENDREP)
}

// stmtsScoped emits a block whose temporaries are released after it.
func (e *emitter) stmtsScoped(b *ir.Block) {
	if b == nil {
		return
	}
	mark := e.f.next
	e.block(b)
	e.f.next = mark
}

// breakUnless evaluates a loop condition and leaves the loop when it is
// false.
func (e *emitter) breakUnless(c ir.Expr) {
	mark := e.f.next
	e.scalarCC(e.scalar(c))
	e.ins(nvisa.BRK + " (EQ.x)")
	e.f.next = mark
}

// hasContinue reports a Continue statement that targets the loop whose
// body is b (not one of a nested loop).
func hasContinue(b *ir.Block) bool {
	found := false
	ir.Inspect(b, func(n any) bool {
		switch n.(type) {
		case *ir.Loop:
			return false
		case *ir.Continue:
			found = true
		}
		return !found
	})
	return found
}

// continueInSwitch reports a Continue inside a switch that targets the
// loop whose body is b.
func continueInSwitch(b *ir.Block) bool {
	found := false
	ir.Inspect(b, func(n any) bool {
		switch n := n.(type) {
		case *ir.Loop:
			return false
		case *ir.Switch:
			for _, c := range n.Cases {
				found = found || hasContinue(c.Body)
			}
		}
		return !found
	})
	return found
}

// continueStmt is CONT, or inside a switch: set the loop's flag and
// leave the switch (each enclosing switch then passes it on).
func (e *emitter) continueStmt() {
	if len(e.loops) == 0 || !e.loops[len(e.loops)-1].isSwitch {
		e.ins(nvisa.CONT)
		return
	}
	l := e.enclosingLoop()
	if l == nil {
		e.fail(ir.Pos{}, "continue outside a loop")
	}
	e.ins(nvisa.MOV+".S %s.x, -1", l.contFlag.reg)
	e.ins(nvisa.BRK)
}

func (e *emitter) enclosingLoop() *loopCtx {
	for i := len(e.loops) - 1; i >= 0; i-- {
		if !e.loops[i].isSwitch {
			return e.loops[i]
		}
	}
	return nil
}

// switchStmt emits a switch as a one-trip REP so that break is BRK. Each
// case runs when an earlier case fell through (matched) or a label
// equals the selector; default when no label does:
//
//	REP; [MOV.S.CC RC.x, matched || sel == v...; IF NE.x; MOV.S matched.x, -1; body; ENDIF;]... BRK; ENDREP;
func (e *emitter) switchStmt(s *ir.Switch) {
	sel := e.inReg(e.scalar(s.Selector))
	if !e.isTemp(sel.reg) {
		sel = e.copyVal(sel)
	}
	st := s.Selector.Type()
	matched := e.tmp(ir.Bool)
	e.ins(nvisa.MOV+".S %s.x, 0", matched.reg)
	var all []int64
	for _, c := range s.Cases {
		all = append(all, c.Values...)
	}
	loop := e.enclosingLoop()
	needFlag := false
	for _, c := range s.Cases {
		needFlag = needFlag || hasContinue(c.Body)
	}
	needFlag = needFlag && loop != nil && loop.contFlag != nil
	e.loops = append(e.loops, &loopCtx{isSwitch: true})
	e.ins(nvisa.REP)
	e.indent++
	for _, c := range s.Cases {
		mark := e.f.next
		cond := matched
		for _, v := range c.Values {
			eq := e.op(nvisa.SEQ, cU, ir.Bool, sel, constVal(ir.ConstInt(st, v)))
			cond = e.op(nvisa.OR, cS, ir.Bool, cond, eq)
		}
		if c.Default {
			none := s32(-1)
			for _, v := range all {
				ne := e.op(nvisa.SNE, cU, ir.Bool, sel, constVal(ir.ConstInt(st, v)))
				none = e.op(nvisa.AND, cS, ir.Bool, none, ne)
			}
			cond = e.op(nvisa.OR, cS, ir.Bool, cond, none)
		}
		e.scalarCC(cond)
		e.ins(nvisa.IF + " NE.x")
		e.indent++
		e.ins(nvisa.MOV+".S %s.x, -1", matched.reg)
		e.block(c.Body)
		e.indent--
		e.ins(nvisa.ENDIF)
		e.f.next = mark
	}
	e.ins(nvisa.BRK)
	e.indent--
	e.ins(nvisa.ENDREP)
	e.loops = e.loops[:len(e.loops)-1]
	if needFlag {
		e.scalarCC(*loop.contFlag)
		if e.loops[len(e.loops)-1].isSwitch {
			e.ins(nvisa.BRK + " (NE.x)")
		} else {
			e.ins(nvisa.MOV+".S %s.x, 0", loop.contFlag.reg)
			e.ins(nvisa.CONT + " (NE.x)")
		}
	}
}
