package nvasm

import "github.com/glslc-nv/glslc-nv/frontend/diag"

// check makes the whole-program load-time checks: GROUP_SIZE present,
// CAL targets declared and not recursive, IF/ELSE/ENDIF and REP/ENDREP
// nesting within each routine, BRK and CONT inside a REP, and a BRK or
// RET in every REP without a count.
func check(p *program, diags *diag.List) {
	if !p.groupSet {
		diags.Errorf(p.endPos, "program has no GROUP_SIZE statement")
	}
	byName := map[string]int{}
	for i, r := range p.routines {
		if r.name != "" {
			byName[r.name] = i
		}
	}
	p.entry = 0
	if i, ok := byName["main"]; ok {
		p.entry = i
	}
	calls := make([][]int, len(p.routines))
	for i, r := range p.routines {
		checkFlow(r, diags)
		for _, in := range r.insts {
			if in.op != "CAL" {
				continue
			}
			j, ok := byName[in.label]
			if !ok {
				diags.Errorf(in.lpos, "undeclared label '%s'", in.label)
				continue
			}
			calls[i] = append(calls[i], j)
		}
	}
	// Recursion: a CAL that reaches its own routine again through CALs. A
	// called routine returns at the next label, and the main sequence that
	// runs on through labels does so with no CAL pending, so falling
	// through never recurses.
	for i, r := range p.routines {
		for _, in := range r.insts {
			if in.op != "CAL" {
				continue
			}
			if j, ok := byName[in.label]; ok && reaches(calls, j, i) {
				diags.Errorf(in.pos, "recursive CAL of '%s' is not supported", in.label)
			}
		}
	}
}

func reaches(calls [][]int, from, to int) bool {
	seen := make([]bool, len(calls))
	stack := []int{from}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if n == to {
			return true
		}
		if seen[n] {
			continue
		}
		seen[n] = true
		stack = append(stack, calls[n]...)
	}
	return false
}

type flowFrame struct {
	in      *inst
	isRep   bool
	hasElse bool
	brk     bool // a BRK at this REP's level
	ret     bool // a RET anywhere inside
}

func checkFlow(r *routine, diags *diag.List) {
	var stack []*flowFrame
	innerRep := func() *flowFrame {
		for i := len(stack) - 1; i >= 0; i-- {
			if stack[i].isRep {
				return stack[i]
			}
		}
		return nil
	}
	for _, in := range r.insts {
		switch in.op {
		case "IF":
			stack = append(stack, &flowFrame{in: in})
		case "REP":
			stack = append(stack, &flowFrame{in: in, isRep: true})
		case "ELSE":
			if len(stack) == 0 || stack[len(stack)-1].isRep || stack[len(stack)-1].hasElse {
				diags.Errorf(in.pos, "ELSE without a matching IF")
				continue
			}
			stack[len(stack)-1].hasElse = true
		case "ENDIF", "ENDREP":
			if len(stack) == 0 || stack[len(stack)-1].isRep != (in.op == "ENDREP") {
				open := "IF"
				if in.op == "ENDREP" {
					open = "REP"
				}
				diags.Errorf(in.pos, "%s without a matching %s", in.op, open)
				continue
			}
			f := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if f.isRep && f.in.count == nil && !f.brk && !f.ret {
				diags.Errorf(f.in.pos, "REP without a loop count needs a BRK or RET")
			}
			if f.isRep && f.ret {
				if o := innerRep(); o != nil {
					o.ret = true
				}
			}
		case "BRK", "CONT":
			rep := innerRep()
			if rep == nil {
				diags.Errorf(in.pos, "%s outside a REP loop", in.op)
				continue
			}
			if in.op == "BRK" {
				rep.brk = true
			}
		case "RET":
			if rep := innerRep(); rep != nil {
				rep.ret = true
			}
		}
	}
	for _, f := range stack {
		open, close := "IF", "ENDIF"
		if f.isRep {
			open, close = "REP", "ENDREP"
		}
		diags.Errorf(f.in.pos, "%s without a matching %s", open, close)
	}
}
