package interp

// The run loops of the two engines (doc.go, "Engines"). Both execute the
// same compiled form (compile.go) with the same executors (execOp,
// control); they differ only in how many instructions one step of the
// loop takes on and whether the vector forms run.

// run executes the subgroup until it finishes, reaches a workgroup
// barrier, or fails.
func (s *sg) run() int {
	if s.stepwise {
		return s.runStepwise()
	}
	return s.runFast()
}

// runFast is the fast engine's loop: chains for runs of chainable data
// instructions and loop traces for whole iterations while the subgroup
// is converged (chain.go), the vector forms elsewhere (execOp), nops
// folded into the instruction before them (foldNops).
func (s *sg) runFast() int {
	code := s.x.code
	for {
		if !s.hasCur {
			if !s.next() {
				return stDone
			}
			continue
		}
		// the data instructions up to the next control instruction: the
		// active lanes do not change on the way
		pc := s.pc
		in := &code[pc]
		nact := int64(len(s.act))
		vec := s.full && s.vec && s.S&3 == 0
		for in.op < xBranch {
			if in.chain != 0 && vec {
				ch := &s.x.chains[in.chain-1]
				s.runChain(ch)
				k := int64(ch.end) - int64(pc)
				s.steps += k
				s.lanesRun += k * nact
				pc = int(ch.end)
				in = &code[pc]
				continue
			}
			s.steps++
			if in.op != xNop {
				s.execOp(in)
				if s.failed {
					s.lanesRun += nact
					s.pc = pc + 1
					return stError
				}
			}
			// the nops after it count as run (foldNops)
			k := int64(in.skip)
			pc += 1 + int(k)
			s.steps += k
			s.lanesRun += (1 + k) * nact
			in = &code[pc]
		}
		s.pc = pc
		s.steps++
		s.lanesRun += nact
		if s.steps > s.maxSteps || s.steps&0xFFFF == 0 && s.wg.run.stop.Load() {
			s.stepLimit(in)
			return stError
		}
		switch in.op {
		case xBranch:
			s.branch(in)
		case xBranchCond:
			s.branchCond(in)
		case xLoopMerge:
			s.loopMerge(in)
			if in.chain != 0 && vec {
				// a loop with a trace (chain.go): whole iterations while
				// every lane stays
				if st := s.runTrace(&s.x.traces[in.chain-1], pc, nact); st >= 0 {
					return st
				}
			}
		default:
			if st := s.control(in); st >= 0 {
				return st
			}
		}
		if s.failed {
			return stError
		}
	}
}

// runStepwise is the reference engine's loop, and the loop of every run
// that records (Config.Trace): one instruction at a time, each counted as
// it runs, with no chain and no loop trace. A recording run records the
// subgroups Config.Trace names.
func (s *sg) runStepwise() int {
	t := s.wg.run.trace
	var rec *sgRec
	if t != nil {
		if st := t.byKey[traceKey{s.wg.id, s.id}]; st != nil {
			if !st.Ran {
				st.Ran, st.Lanes = true, s.launch.count()
			}
			rec = &sgRec{t: t, st: st}
			s.rec = rec
			defer func() { s.rec = nil }()
		}
	}
	code := s.x.code
	for {
		if !s.hasCur {
			if !s.next() {
				return stDone
			}
			continue
		}
		in := &code[s.pc]
		s.steps++
		s.lanesRun += int64(len(s.act))
		if rec != nil {
			rec.begin(s, in)
		}
		if t != nil && t.wbuf >= 0 && (in.op == xStore || in.op == xAtomic && in.sub != atLoad) {
			t.noteStore(s, in)
		}
		if in.op < xBranch {
			s.execOp(in)
			if rec != nil {
				rec.end(s, in, s.pc)
			}
			s.pc++
			if s.failed {
				return stError
			}
			continue
		}
		if s.steps > s.maxSteps || s.steps&0xFFFF == 0 && s.wg.run.stop.Load() {
			s.stepLimit(in)
			return stError
		}
		pc := s.pc
		st := s.control(in)
		if rec != nil {
			rec.end(s, in, pc)
		}
		if st >= 0 {
			return st
		}
		if s.failed {
			return stError
		}
	}
}
