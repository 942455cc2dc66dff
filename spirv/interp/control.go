package interp

import "github.com/glslc-nv/glslc-nv/spirv"

// Structured control flow with maximal reconvergence.
//
// A subgroup keeps a stack of frames: one per active call (the entry point
// included) and one per structured construct (selection, switch or loop)
// its lanes are inside. A frame holds the groups of lanes that are still
// running inside it (each group: a position and a mask), the lanes waiting
// at its merge block and, for a loop, the lanes waiting at its continue
// target. The subgroup always runs a group of the top frame, the one at
// the lowest position first (so lanes reaching the same block merge).
// When the top frame has no runnable group left, every lane still inside
// it is waiting: a loop then runs its continue target with all the lanes
// waiting there (the next iteration starts converged), and otherwise the
// frame is popped and its waiting lanes continue together at its merge
// block (or, for a call, after the call). Branches to an enclosing
// construct's merge block (break), continue target (continue) or loop
// header (back edge) move the lanes straight to that frame, leaving the
// frames above. OpReturn moves lanes to their call frame; OpKill and
// OpUnreachable retire them everywhere.

const (
	fCall = iota
	fSel
	fLoop
)

type group struct {
	pc   int32
	mask lmask
}

type frame struct {
	kind   uint8
	merge  int32 // merge block (fSel, fLoop)
	cont   int32 // continue target (fLoop)
	header int32 // loop header (fLoop)
	waitM  lmask // lanes at the merge (or returned, for fCall)
	waitC  lmask
	groups []group
	// fCall
	retPC      int32
	resSlot    uint32
	resN       uint32
	hasResult  bool
	calleeName uint32
}

// run statuses
const (
	stDone = iota
	stBarrier
	stError
)

// setCur makes (pc, mask) the running group.
func (s *sg) setCur(pc int32, m lmask) {
	s.pc = int(pc)
	s.mask = m
	s.act = m.lanes(s.act[:0])
	s.full = m == s.fullMask
	s.hasCur = true
}

func (s *sg) addGroup(pc int32, m lmask) {
	f := &s.frames[len(s.frames)-1]
	for i := range f.groups {
		if f.groups[i].pc == pc {
			f.groups[i].mask = f.groups[i].mask.or(m)
			return
		}
	}
	f.groups = append(f.groups, group{pc, m})
}

// arrive moves lanes m, which branched to target, where they belong.
func (s *sg) arrive(target int32, m lmask) {
	if m.zero() {
		return
	}
	for i := len(s.frames) - 1; i >= 0; i-- {
		f := &s.frames[i]
		if f.kind == fCall {
			break
		}
		if target == f.merge {
			f.waitM = f.waitM.or(m)
			return
		}
		if f.kind == fLoop {
			if target == f.cont {
				f.waitC = f.waitC.or(m)
				return
			}
			if target == f.header {
				g := &f.groups
				for k := range *g {
					if (*g)[k].pc == target {
						(*g)[k].mask = (*g)[k].mask.or(m)
						return
					}
				}
				*g = append(*g, group{target, m})
				return
			}
		}
	}
	s.addGroup(target, m)
}

// next picks the next group to run; false when the subgroup has finished.
func (s *sg) next() bool {
	for len(s.frames) > 0 {
		f := &s.frames[len(s.frames)-1]
		if len(f.groups) > 0 {
			best := 0
			for i := 1; i < len(f.groups); i++ {
				if f.groups[i].pc < f.groups[best].pc {
					best = i
				}
			}
			g := f.groups[best]
			f.groups[best] = f.groups[len(f.groups)-1]
			f.groups = f.groups[:len(f.groups)-1]
			s.setCur(g.pc, g.mask)
			return true
		}
		if f.kind == fLoop && !f.waitC.zero() {
			m := f.waitC
			f.waitC = lmask{}
			s.setCur(f.cont, m)
			return true
		}
		if s.nestBase > 0 && len(s.frames)-1 == s.nestBase {
			// a function called by an instruction has returned (coopcall.go)
			f.groups = f.groups[:0]
			s.frames = s.frames[:len(s.frames)-1]
			return false
		}
		popped := *f
		s.frames[len(s.frames)-1].groups = f.groups[:0] // keep capacity
		s.frames = s.frames[:len(s.frames)-1]
		m := popped.waitM
		if m.zero() || len(s.frames) == 0 {
			continue
		}
		if popped.kind == fCall {
			s.addGroup(popped.retPC, m)
		} else {
			s.arrive(popped.merge, m)
		}
	}
	return false
}

func (s *sg) pushFrame(f frame) {
	if len(s.frames) < cap(s.frames) {
		s.frames = s.frames[:len(s.frames)+1]
		old := s.frames[len(s.frames)-1].groups
		f.groups = old[:0]
		s.frames[len(s.frames)-1] = f
		return
	}
	s.frames = append(s.frames, f)
}

// phis performs the OpPhi copies of an edge for lanes m.
func (s *sg) phis(cp []phiCopy, m lmask) {
	if len(cp) == 0 {
		return
	}
	S := s.S
	lanes := m.lanes(s.tmpLanes[:0])
	s.tmpLanes = lanes
	if len(cp) > 1 {
		// parallel copy: read everything first
		buf := s.phiBuf[:0]
		for _, c := range cp {
			for k := uint32(0); k < c.n; k++ {
				for _, l := range lanes {
					buf = append(buf, s.regs[int(c.src+k)*S+int(l)])
				}
			}
		}
		s.phiBuf = buf
		i := 0
		for _, c := range cp {
			for k := uint32(0); k < c.n; k++ {
				for _, l := range lanes {
					s.regs[int(c.dst+k)*S+int(l)] = buf[i]
					i++
				}
			}
		}
		return
	}
	c := cp[0]
	for k := uint32(0); k < c.n; k++ {
		d, a := s.r(c.dst+k), s.r(c.src+k)
		for _, l := range lanes {
			d[l] = a[l]
		}
	}
}

// goTo moves the whole running group to target, continuing to run it
// directly when no other group needs to join it (the common, converged
// case); otherwise it falls back to arrive and lets next pick.
func (s *sg) goTo(target int32) {
	for {
		top := len(s.frames) - 1
		fi, kind := -1, 0 // 0 ordinary, 1 merge, 2 continue, 3 header
		for i := top; i >= 0; i-- {
			f := &s.frames[i]
			if f.kind == fCall {
				break
			}
			if target == f.merge {
				fi, kind = i, 1
				break
			}
			if f.kind == fLoop {
				if target == f.cont {
					fi, kind = i, 2
					break
				}
				if target == f.header {
					fi, kind = i, 3
					break
				}
			}
		}
		f := &s.frames[top]
		if kind == 0 {
			for _, g := range f.groups {
				if g.pc == target {
					s.hasCur = false
					s.addGroup(target, s.mask)
					return
				}
			}
			s.pc = int(target)
			return
		}
		if fi == top && len(f.groups) == 0 {
			switch kind {
			case 3:
				s.pc = int(target)
				return
			case 2:
				if f.waitC.zero() {
					s.pc = int(target)
					return
				}
			case 1:
				if f.kind != fLoop || f.waitC.zero() {
					m := f.waitM.or(s.mask)
					f.groups = f.groups[:0]
					s.frames = s.frames[:top]
					if m != s.mask {
						s.setCur(target, m)
					}
					if len(s.frames) == 0 {
						s.pc = int(target)
						return
					}
					continue // the merge block may be an enclosing continue target
				}
			}
		}
		s.hasCur = false
		s.arrive(target, s.mask)
		return
	}
}

// plainGoTo is goTo for a target that no frame names (markPlainTargets):
// the group continues there unless another group of its frame waits
// there already.
func (s *sg) plainGoTo(target int32) {
	f := &s.frames[len(s.frames)-1]
	for _, g := range f.groups {
		if g.pc == target {
			s.hasCur = false
			s.addGroup(target, s.mask)
			return
		}
	}
	s.pc = int(target)
}

func (s *sg) edge(in *inst, t int, m lmask) {
	if in.x.phis != nil && len(in.x.phis[t]) > 0 {
		s.phis(in.x.phis[t], m)
	}
	s.arrive(in.x.targets[t], m)
}

// branch runs OpBranch.
func (s *sg) branch(in *inst) {
	if in.x.phis != nil && len(in.x.phis[0]) > 0 {
		s.phis(in.x.phis[0], s.mask)
	}
	if in.sub&1 != 0 {
		s.plainGoTo(in.x.targets[0])
		return
	}
	s.goTo(in.x.targets[0])
}

// branchCond runs OpBranchConditional.
func (s *sg) branchCond(in *inst) {
	cond := s.r(in.a)
	// branch-free (conditions vary from lane to lane), in registers
	var t0, t1 uint64
	if s.full {
		// every lane of the subgroup: no lane list to follow
		lo := cond[:min(len(cond), 64)]
		if s.vecLanes(len(lo)) {
			t0 = vbits(lo)
		} else {
			for l, v := range lo {
				t0 |= b2u(v != 0) << uint(l)
			}
		}
		for l, v := range cond[len(lo):] {
			t1 |= b2u(v != 0) << uint(l)
		}
	} else {
		for _, l := range s.act {
			bit := b2u(cond[l] != 0) << (l & 63)
			if l < 64 {
				t0 |= bit
			} else {
				t1 |= bit
			}
		}
	}
	f0, f1 := s.mask[0]&^t0, s.mask[1]&^t1
	if in.e != 0 {
		s.pushFrame(frame{kind: fSel, merge: int32(in.e - 1)})
	}
	if f0|f1 == 0 || t0|t1 == 0 { // uniform branch
		t := 0
		if t0|t1 == 0 {
			t = 1
		}
		if in.x.phis != nil && len(in.x.phis[t]) > 0 {
			s.phis(in.x.phis[t], s.mask)
		}
		if in.sub>>t&1 != 0 {
			s.plainGoTo(in.x.targets[t])
			return
		}
		s.goTo(in.x.targets[t])
		return
	}
	s.hasCur = false
	s.edge(in, 0, lmask{t0, t1})
	s.edge(in, 1, lmask{f0, f1})
}

// loopMerge runs OpLoopMerge: the loop's frame, unless this is a later
// iteration.
func (s *sg) loopMerge(in *inst) {
	top := &s.frames[len(s.frames)-1]
	if !(top.kind == fLoop && top.header == int32(in.m)) {
		s.pushFrame(frame{kind: fLoop, merge: int32(in.b), cont: int32(in.c), header: int32(in.m)})
	}
	s.pc++
}

// control runs a control-flow instruction; it returns a run status when
// the subgroup must stop, else -1.
func (s *sg) control(in *inst) int {
	switch in.op {
	case xBranch:
		s.branch(in)
	case xBranchCond:
		s.branchCond(in)
	case xSwitch:
		sel := s.r(in.a)
		m := in.m
		ts := in.x.targets
		var masks [8]lmask
		var ms []lmask
		if len(ts) <= len(masks) {
			ms = masks[:len(ts)]
		} else {
			ms = make([]lmask, len(ts))
		}
		for _, l := range s.act {
			v := sel[l] & m
			t := len(ts) - 1 // default is last
			for k, c := range in.x.cases {
				if c == v {
					t = k
					break
				}
			}
			ms[t].set(int(l))
		}
		s.hasCur = false
		if in.e != 0 {
			s.pushFrame(frame{kind: fSel, merge: int32(in.e - 1)})
		}
		for t := range ts {
			s.edge(in, t, ms[t])
		}
	case xLoopMerge:
		s.loopMerge(in)
	case xReturn, xReturnValue:
		ci := len(s.frames) - 1
		for s.frames[ci].kind != fCall {
			ci--
		}
		f := &s.frames[ci]
		if in.op == xReturnValue && f.hasResult {
			for k := uint32(0); k < f.resN; k++ {
				d, a := s.r(f.resSlot+k), s.r(in.a+k)
				for _, l := range s.act {
					d[l] = a[l]
				}
			}
		}
		f.waitM = f.waitM.or(s.mask)
		if ci <= 1 { // the prologue's frame or the entry point's
			s.alive = s.alive.andNot(s.mask)
		}
		s.hasCur = false
	case xKill, xUnreachable:
		if in.op == xUnreachable && s.checks {
			s.report("unreachable", in, int(s.act[0]), "executed OpUnreachable; the lanes stop")
		}
		s.alive = s.alive.andNot(s.mask)
		s.killed = s.killed.or(s.mask)
		s.hasCur = false
	case xCall:
		args, params := in.x.args, in.x.params
		for i, a := range args {
			for k := uint32(0); k < in.x.argN[i]; k++ {
				d, v := s.r(params[i]+k), s.r(a+k)
				for _, l := range s.act {
					d[l] = v[l]
				}
			}
		}
		s.pushFrame(frame{kind: fCall, retPC: int32(s.pc + 1), resSlot: in.d, resN: in.n, hasResult: in.n > 0, waitM: lmask{}})
		s.pc = int(in.b)
	case xBarrier:
		if spirv.Scope(in.a) != spirv.ScopeWorkgroup && spirv.Scope(in.a) != spirv.ScopeDevice {
			if spirv.Scope(in.a) == spirv.ScopeSubgroup && s.checks {
				s.forgetSubgroupAccesses()
				s.forgetSubgroupBufAccesses()
			}
			s.pc++
			return -1
		}
		if s.nestBase > 0 {
			s.pc++
			return stBarrier // in a function an instruction calls: callNested reports it
		}
		if s.mask != s.launch {
			l := s.act[0]
			if s.mask != s.alive {
				missing := s.alive.andNot(s.mask)
				s.fatal("divergent-barrier", in, int(l), "barrier reached in divergent control flow: %d of the subgroup's %d live lanes are here (lane %d is elsewhere)",
					s.mask.count(), s.alive.count(), missing.first())
			} else {
				gone := s.launch.andNot(s.alive)
				s.fatal("divergent-barrier", in, int(l), "barrier reached after some invocations returned (lane %d of subgroup %d finished)", gone.first(), s.id)
			}
			return stError
		}
		s.pc++
		s.barrierSrc = in.src
		return stBarrier
	case xCoopWG:
		s.pc++
		s.coopWait = in
		return stCoop
	case xUnsupported:
		s.fatal("unsupported", in, int(s.act[0]), "instruction %s is not supported by the interpreter", s.x.src[in.src].op)
		return stError
	}
	return -1
}

// stepLimit ends the subgroup's run at a control instruction: the run
// was stopped elsewhere, or this subgroup went past Config.MaxSteps.
func (s *sg) stepLimit(in *inst) {
	if s.wg.run.stop.Load() {
		return
	}
	s.fatal("step-limit", in, int(s.act[0]), "subgroup executed more than %d instructions (Config.MaxSteps): endless loop?", s.maxSteps)
}
